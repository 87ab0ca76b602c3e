"""The memory calls of both APIs that the first implementations left out: 2-D element
memsets, peer copies, pitched allocation, address ranges, host registration through the
driver, the pointer attribute that can be set, host atomics, the 3-D async memset and the batched copies,
prefetches and discards of CUDA 12.8+.

Device memory is host memory in one address space, so a peer copy is a device-to-device
copy between the one device's contexts, a prefetch has nowhere to move memory to, and a
discard may leave the bytes as they were (NVIDIA documents the contents as undefined).
"""

from __future__ import annotations

from zluda.shim.registry import current_symbol

from . import cudart_impl, host_registry
from .driver_impl import check_device, known_context, require_context
from .enums import enum_names
from .errors import CudaError
from .state import MEMORY, STREAMS, address, api, ffi
from .textures import TEXTURES

RT, DRV = "cudart", "cuda"
PITCH_ELEMENT_SIZES = (4, 8, 16)                  # cuMemAllocPitch's ElementSizeBytes
SYNC_MEMOPS = "CU_POINTER_ATTRIBUTE_SYNC_MEMOPS"  # the one settable pointer attribute
HOST_REGISTER_FLAGS = 0x1 | 0x2 | 0x4 | 0x8       # PORTABLE, DEVICEMAP, IOMEMORY, READ_ONLY


def _addr(library: str, p) -> int:
    return address(ffi(library), p)


def _invalid(library: str) -> str:
    return "cudaErrorInvalidValue" if library == RT else "CUDA_ERROR_INVALID_VALUE"


def _stream(library: str, hStream) -> int:
    h = _addr(library, hStream)
    STREAMS.stream(h)
    STREAMS.before_work(h)
    return h


# ---------------------------------------------------------------- 2-D memsets of 8, 16, 32-bit elements

def _memset_2d(dst: int, pitch: int, value: int, width: int, height: int, size: int) -> None:
    if width == 0 or height == 0:
        return
    if pitch < width * size:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", f"dstPitch {pitch} is below Width {width} x {size} bytes")
    if dst % size or pitch % size:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", f"dstDevice and dstPitch must be {size}-byte aligned")
    MEMORY.check_range(dst, pitch * (height - 1) + width * size, "dstDevice")
    for row in range(height):
        MEMORY.fill_elements(dst + row * pitch, value, size, width)


def _memset_2d_calls(size: int):
    def memset(dstDevice, dstPitch, value, Width, Height):
        require_context()
        _memset_2d(dstDevice, dstPitch, value, Width, Height, size)

    def memset_async(dstDevice, dstPitch, value, Width, Height, hStream):
        require_context()
        _stream(DRV, hStream)
        _memset_2d(dstDevice, dstPitch, value, Width, Height, size)
    return memset, memset_async


for _bits in (8, 16, 32):
    _sync, _async = _memset_2d_calls(_bits // 8)
    api(DRV, f"cuMemsetD2D{_bits}_v2", f"cuMemsetD2D{_bits}")(_sync)
    api(DRV, f"cuMemsetD2D{_bits}Async")(_async)


@api(RT, "cudaMemset3DAsync")
def memset_3d_async(pitchedDevPtr, value, extent, stream):
    _stream(RT, stream)
    cudart_impl.memset_3d(pitchedDevPtr, value, extent)


# ---------------------------------------------------------------- peer copies

def _peer_contexts(*contexts) -> None:
    for ctx in contexts:
        known_context(_addr(DRV, ctx))


@api(DRV, "cuMemcpyPeer")
def cu_memcpy_peer(dstDevice, dstContext, srcDevice, srcContext, ByteCount):
    _peer_contexts(dstContext, srcContext)
    MEMORY.copy(dstDevice, srcDevice, ByteCount, "cudaMemcpyDeviceToDevice")


@api(DRV, "cuMemcpyPeerAsync")
def cu_memcpy_peer_async(dstDevice, dstContext, srcDevice, srcContext, ByteCount, hStream):
    _peer_contexts(dstContext, srcContext)
    _stream(DRV, hStream)
    MEMORY.copy(dstDevice, srcDevice, ByteCount, "cudaMemcpyDeviceToDevice")


@api(RT, "cudaMemcpyPeerAsync")
def memcpy_peer_async(dst, dstDevice, src, srcDevice, count, stream):
    for dev in (dstDevice, srcDevice):
        if dev != 0:
            raise CudaError("cudaErrorInvalidDevice", f"device {dev} (this machine has 1)")
    _stream(RT, stream)
    MEMORY.copy(_addr(RT, dst), _addr(RT, src), count, "cudaMemcpyDeviceToDevice")


# ---------------------------------------------------------------- allocation and ranges

@api(DRV, "cuMemAllocPitch_v2", "cuMemAllocPitch")
def cu_mem_alloc_pitch(dptr, pPitch, WidthInBytes, Height, ElementSizeBytes):
    require_context()
    f = ffi(DRV)
    if dptr == f.NULL or pPitch == f.NULL:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", "dptr or pPitch is NULL")
    if ElementSizeBytes not in PITCH_ELEMENT_SIZES:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", f"ElementSizeBytes {ElementSizeBytes} (4, 8 or 16)")
    if WidthInBytes == 0 or Height == 0:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", "WidthInBytes or Height is 0")
    pitch = MEMORY.pitch_for(WidthInBytes)
    dptr[0] = MEMORY.allocate(pitch * Height, "device")
    pPitch[0] = pitch


@api(DRV, "cuMemGetAddressRange_v2", "cuMemGetAddressRange")
def cu_mem_get_address_range(pbase, psize, dptr):
    require_context()
    alloc = MEMORY.find(dptr)
    if alloc is None:
        raise CudaError("CUDA_ERROR_NOT_FOUND", f"{dptr:#x} is not in an allocation")
    f = ffi(DRV)
    if pbase != f.NULL:
        pbase[0] = alloc.address
    if psize != f.NULL:
        psize[0] = alloc.size


@api(DRV, "cuMemHostRegister_v2", "cuMemHostRegister")
def cu_mem_host_register(p, bytesize, Flags):
    """The runtime's table of registered ranges (host_registry.py), so both APIs see them."""
    require_context()
    if Flags & ~HOST_REGISTER_FLAGS:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", f"Flags {Flags:#x}")
    host_registry.register(_addr(DRV, p), bytesize, Flags)


@api(DRV, "cuMemHostUnregister")
def cu_mem_host_unregister(p):
    require_context()
    host_registry.unregister(_addr(DRV, p))


@api(DRV, "cuPointerSetAttribute")
def cu_pointer_set_attribute(value, attribute, ptr):
    """Only SYNC_MEMOPS can be set; every copy here is synchronous already."""
    require_context()
    if enum_names("CUpointer_attribute").get(int(attribute)) != SYNC_MEMOPS:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", f"pointer attribute {attribute} cannot be set")
    if value == ffi(DRV).NULL:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", "value is NULL")
    if MEMORY.find(ptr) is None:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", f"{ptr:#x} was not allocated by CUDA")


# ---------------------------------------------------------------- batches (CUDA 12.8+)

def _batch_copy(library: str, dsts, srcs, sizes, count: int) -> None:
    if count == 0 or dsts == ffi(library).NULL or srcs == ffi(library).NULL or sizes == ffi(library).NULL:
        raise CudaError(_invalid(library), "an empty batch, or dsts, srcs or sizes is NULL")
    for i in range(count):
        MEMORY.copy(_addr(library, dsts[i]), _addr(library, srcs[i]), sizes[i], "cudaMemcpyDefault")


@api(RT, "cudaMemcpyBatchAsync")
def memcpy_batch_async(dsts, srcs, sizes, count, attrs, attrsIdxs, numAttrs, stream):
    _stream(RT, stream)
    _batch_copy(RT, dsts, srcs, sizes, count)


@api(DRV, "cuMemcpyBatchAsync_v2")
def cu_memcpy_batch_async_v2(dsts, srcs, sizes, count, attrs, attrsIdxs, numAttrs, hStream):
    _stream(DRV, hStream)
    _batch_copy(DRV, dsts, srcs, sizes, count)


@api(DRV, "cuMemcpyBatchAsync")
def cu_memcpy_batch_async(dsts, srcs, sizes, count, attrs, attrsIdxs, numAttrs, failIdx, hStream):
    """The CUDA 12.8 form: failIdx names the copy that failed, or SIZE_MAX when none did."""
    _stream(DRV, hStream)
    f = ffi(DRV)
    if failIdx != f.NULL:
        failIdx[0] = (1 << 64) - 1
    if count == 0 or dsts == f.NULL or srcs == f.NULL or sizes == f.NULL:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", "an empty batch, or dsts, srcs or sizes is NULL")
    for i in range(count):
        try:
            MEMORY.copy(dsts[i], srcs[i], sizes[i], "cudaMemcpyDefault")
        except CudaError:
            if failIdx != f.NULL:
                failIdx[0] = i
            raise


# cudaMemcpy3DBatchAsync / cuMemcpy3DBatchAsync: operand types and source access orders
OPERAND_POINTER, OPERAND_ARRAY = 1, 2
SRC_ACCESS_ORDERS = (1, 2, 3)        # STREAM, DURING_API_CALL, ANY (0 is INVALID)
LEGACY_STREAM_HANDLE = 0x1           # cudaStreamLegacy / CU_STREAM_LEGACY


def _operand(library: str, operand, extent, what: str) -> tuple[int, int, int, int | None]:
    """(address of the copy's first element, row pitch in bytes, rows per layer, the array's
    element size or None) of one side of a batched 3-D copy."""
    if operand.type == OPERAND_ARRAY:
        arr = TEXTURES.array(_addr(library, operand.op.array.array), f"{what}.op.array.array")
        size = arr.format.texel_bytes
        o = operand.op.array.offset
        base = TEXTURES.region(arr, o.x * size, o.y, o.z, extent.width * size, extent.height, extent.depth, what)
        return base, arr.pitch, arr.rows, size
    if operand.type != OPERAND_POINTER:
        raise CudaError(_invalid(library), f"{what}.type {operand.type}")
    p = operand.op.ptr
    for field, least in (("rowLength", extent.width), ("layerHeight", extent.height)):
        if getattr(p, field) and getattr(p, field) < least:
            raise CudaError(_invalid(library), f"{what}.op.ptr.{field} {getattr(p, field)} is below the extent's {least}")
    return _addr(library, p.ptr), p.rowLength or extent.width, p.layerHeight or extent.height, None


def _copy_3d_batch(library: str, numOps: int, opList, flags: int, stream, failIdx=None) -> None:
    """The copies run one after the other when submitted (stream order holds for the batch
    as a whole, and no order within it is promised). Pointer-to-pointer elements are bytes;
    an array's element size applies to both sides of a copy with it."""
    f = ffi(library)
    if failIdx is not None and failIdx != f.NULL:
        failIdx[0] = (1 << 64) - 1
    if numOps == 0 or opList == f.NULL or flags:
        raise CudaError(_invalid(library), "an empty batch, a NULL opList, or flags other than 0")
    handle = _addr(library, stream)
    if handle == LEGACY_STREAM_HANDLE or (handle == 0 and not current_symbol().endswith("_ptsz")):
        raise CudaError(_invalid(library), "the legacy NULL stream (the batch needs a stream of its own)")
    _stream(library, stream)
    for i in range(numOps):
        op = opList[i]
        try:
            if op.srcAccessOrder not in SRC_ACCESS_ORDERS:
                raise CudaError(_invalid(library), f"opList[{i}].srcAccessOrder {op.srcAccessOrder}")
            e = op.extent
            if 0 in (e.width, e.height, e.depth):
                raise CudaError(_invalid(library), f"opList[{i}].extent has a zero side")
            d, dpitch, drows, dsize = _operand(library, op.dst, e, f"opList[{i}].dst")
            s, spitch, srows, ssize = _operand(library, op.src, e, f"opList[{i}].src")
            if dsize and ssize and dsize != ssize:
                raise CudaError(_invalid(library), f"opList[{i}]: arrays of {ssize}- and {dsize}-byte elements")
            size = dsize or ssize or 1
            dpitch, spitch = (dpitch if dsize else dpitch * size), (spitch if ssize else spitch * size)
            for z in range(e.depth):
                MEMORY.copy_2d(d + z * dpitch * drows, dpitch, s + z * spitch * srows, spitch, e.width * size,
                               e.height, "cudaMemcpyDefault")
        except CudaError:
            if failIdx is not None and failIdx != f.NULL:
                failIdx[0] = i
            raise


@api(RT, "cudaMemcpy3DBatchAsync")
def memcpy_3d_batch_async(numOps, opList, *rest):
    """CUDA 13: (flags, stream); CUDA 12.8's libcudart.so.12 also passes failIdx first."""
    fail, (flags, stream) = (rest[0], rest[1:]) if len(rest) == 3 else (None, rest)
    _copy_3d_batch(RT, numOps, opList, flags, stream, fail)


@api(DRV, "cuMemcpy3DBatchAsync_v2")
def cu_memcpy_3d_batch_async_v2(numOps, opList, flags, hStream):
    _copy_3d_batch(DRV, numOps, opList, flags, hStream)


@api(DRV, "cuMemcpy3DBatchAsync")
def cu_memcpy_3d_batch_async(numOps, opList, failIdx, flags, hStream):
    """The CUDA 12.8 form: failIdx names the copy that failed, or SIZE_MAX when none did."""
    _copy_3d_batch(DRV, numOps, opList, flags, hStream, failIdx)


# cuFlushGPUDirectRDMAWrites / cudaDeviceFlushGPUDirectRDMAWrites
RDMA_TARGET_CURRENT = 0              # CU_FLUSH_GPU_DIRECT_RDMA_WRITES_TARGET_CURRENT_CTX
RDMA_SCOPES = (100, 200)             # ..._TO_OWNER, ..._TO_ALL_DEVICES


def _flush_rdma_writes(library: str, target: int, scope: int) -> None:
    """Device memory is host memory, which a NIC's DMA writes coherently: the device reports
    GPUDirect RDMA writes ordered for all devices, so a flush is the no-op cuda.h says it is
    for a scope within that ordering."""
    if target != RDMA_TARGET_CURRENT:
        raise CudaError(_invalid(library), f"target {target}")
    if scope not in RDMA_SCOPES:
        raise CudaError(_invalid(library), f"scope {scope}")


@api(RT, "cudaDeviceFlushGPUDirectRDMAWrites")
def device_flush_gpu_direct_rdma_writes(target, scope):
    _flush_rdma_writes(RT, target, scope)


@api(DRV, "cuFlushGPUDirectRDMAWrites")
def cu_flush_gpu_direct_rdma_writes(target, scope):
    require_context()
    _flush_rdma_writes(DRV, target, scope)


def _check_ranges(library: str, dptrs, sizes, count: int) -> None:
    f = ffi(library)
    if count == 0 or dptrs == f.NULL or sizes == f.NULL:
        raise CudaError(_invalid(library), "an empty batch, or dptrs or sizes is NULL")
    for i in range(count):
        MEMORY.check_range(_addr(library, dptrs[i]) if library == RT else dptrs[i], sizes[i], f"dptrs[{i}]",
                           kinds=("device", "host", "managed"))


def _prefetch_batch(library: str):
    def prefetch(dptrs, sizes, count, prefetchLocs, prefetchLocIdxs, numPrefetchLocs, flags, stream):
        """Memory is where the device computes already: the ranges are checked, nothing moves."""
        _stream(library, stream)
        if flags != 0:
            raise CudaError(_invalid(library), f"flags {flags:#x} (must be 0)")
        if numPrefetchLocs == 0 or prefetchLocs == ffi(library).NULL:
            raise CudaError(_invalid(library), "no prefetch location")
        _check_ranges(library, dptrs, sizes, count)
    return prefetch


def _discard_batch(library: str):
    def discard(dptrs, sizes, count, flags, stream):
        _stream(library, stream)
        if flags != 0:
            raise CudaError(_invalid(library), f"flags {flags:#x} (must be 0)")
        _check_ranges(library, dptrs, sizes, count)
    return discard


for _library, _prefix in ((RT, "cuda"), (DRV, "cu")):
    api(_library, f"{_prefix}MemPrefetchBatchAsync", f"{_prefix}MemDiscardAndPrefetchBatchAsync")(
        _prefetch_batch(_library))
    api(_library, f"{_prefix}MemDiscardBatchAsync")(_discard_batch(_library))


# what the one memory both sides share supports natively, per CUatomicOperation (x86-64's
# locked instructions: integers of 32 and 64 bits, signed and unsigned; floats by CAS loops,
# which cuda.h counts as native only for the widths the link does in one operation)
CAPABILITY = {"SIGNED": 1 << 0, "UNSIGNED": 1 << 1, "REDUCTION": 1 << 2, "SCALAR_32": 1 << 3,
              "SCALAR_64": 1 << 4, "SCALAR_128": 1 << 5, "VECTOR_32x4": 1 << 6}
INTEGER_ATOMIC = CAPABILITY["SIGNED"] | CAPABILITY["UNSIGNED"] | CAPABILITY["REDUCTION"] | \
    CAPABILITY["SCALAR_32"] | CAPABILITY["SCALAR_64"]
FLOAT_ATOMIC = CAPABILITY["REDUCTION"] | CAPABILITY["SCALAR_32"] | CAPABILITY["SCALAR_64"]
HOST_ATOMICS = {op: (FLOAT_ATOMIC if "FLOAT" in name else INTEGER_ATOMIC)
                for op, name in enum_names("CUatomicOperation").items() if name != "CU_ATOMIC_OPERATION_MAX"}


def _host_atomics(library: str, capabilities, operations, count: int) -> None:
    f = ffi(library)
    if count == 0 or capabilities == f.NULL or operations == f.NULL:
        raise CudaError(_invalid(library), "capabilities or operations is NULL, or count is 0")
    answers = []
    for i in range(count):
        if operations[i] not in HOST_ATOMICS:
            raise CudaError(_invalid(library), f"operations[{i}] = {operations[i]} is not an atomic operation")
        answers.append(HOST_ATOMICS[operations[i]])
    for i, answer in enumerate(answers):
        capabilities[i] = answer


@api(DRV, "cuDeviceGetHostAtomicCapabilities")
def cu_device_get_host_atomic_capabilities(capabilities, operations, count, dev):
    check_device(dev)
    _host_atomics(DRV, capabilities, operations, count)


@api(RT, "cudaDeviceGetHostAtomicCapabilities")
def device_get_host_atomic_capabilities(capabilities, operations, count, device):
    if device != 0:
        raise CudaError("cudaErrorInvalidDevice", f"device {device}")
    _host_atomics(RT, capabilities, operations, count)
