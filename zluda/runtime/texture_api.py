"""CUDA arrays, textures and surfaces: the runtime and driver APIs (semantics in textures.py).

The runtime's cudaArray_t and the driver's CUarray are the same arrays, as on NVIDIA's
stack; texture and surface objects are shared the same way. Copies into and out of arrays
go through MEMORY's pitched copy, which validates the other side by the copy's kind.
"""

from __future__ import annotations

from .enums import enum_name
from .errors import CudaError
from .rules import BAD_COPY_KIND
from .state import MEMORY, MODULES, STREAMS, address, api, ffi
from .textures import (ARRAY_CUBEMAP, ARRAY_LAYERED, FLOAT, SIGNED, TEXTURES, UNSIGNED, Format, Resource,
                       Sampler)

RT = "cudart"
DRV = "cuda"

# cudaResourceType / CUresourcetype
RESOURCE_ARRAY, RESOURCE_MIPMAPPED, RESOURCE_LINEAR, RESOURCE_PITCH2D = 0, 1, 2, 3
# CUarray_format -> (kind, bytes per channel)
DRIVER_FORMATS = {0x01: (UNSIGNED, 1), 0x02: (UNSIGNED, 2), 0x03: (UNSIGNED, 4), 0x08: (SIGNED, 1),
                  0x09: (SIGNED, 2), 0x0A: (SIGNED, 4), 0x10: (FLOAT, 2), 0x20: (FLOAT, 4)}
FORMAT_OF_DRIVER = {v: k for k, v in DRIVER_FORMATS.items()}
# CUDA_TEXTURE_DESC.flags
TRSF_READ_AS_INTEGER, TRSF_NORMALIZED_COORDINATES, TRSF_SRGB = 0x01, 0x02, 0x10
# CUmemorytype
MEMORYTYPE_HOST, MEMORYTYPE_DEVICE, MEMORYTYPE_ARRAY, MEMORYTYPE_UNIFIED = 1, 2, 3, 4


def _addr(library: str, p) -> int:
    return address(ffi(library), p)


def _out(library: str, p, what: str):
    if p == ffi(library).NULL:
        raise CudaError("cudaErrorInvalidValue", f"{what} is NULL")
    return p


def _in(library: str, p, what: str):
    if p == ffi(library).NULL:
        raise CudaError("cudaErrorInvalidValue", f"{what} is NULL")
    return p


def _kind(kind: int) -> str:
    return enum_name("cudaMemcpyKind", kind, BAD_COPY_KIND, "kind")


def _stream(library: str, handle) -> None:
    h = _addr(library, handle)
    STREAMS.stream(h)
    STREAMS.before_work(h)


def _save(library: str, p) -> bytes | None:
    if p == ffi(library).NULL:
        return None
    return bytes(ffi(library).buffer(p))


def _restore(library: str, p, saved: bytes | None, what: str) -> None:
    _out(library, p, what)
    f = ffi(library)
    size = f.sizeof(p[0])
    f.memmove(p, saved if saved is not None else b"\0" * size, size)


# ---------------------------------------------------------------- channel descriptors and arrays

def _runtime_format(desc, what: str) -> Format:
    _in(RT, desc, what)
    return Format.from_channel_desc(desc.x, desc.y, desc.z, desc.w, int(desc.f), what)


def _write_channel_desc(out, fmt: Format) -> None:
    out.x, out.y, out.z, out.w, out.f = fmt.channel_desc()


@api(RT, "cudaCreateChannelDesc")
def create_channel_desc(x, y, z, w, f):
    desc = ffi(RT).new("struct cudaChannelFormatDesc *")
    desc.x, desc.y, desc.z, desc.w, desc.f = x, y, z, w, f
    return desc[0]


@api(RT, "cudaMallocArray")
def malloc_array(array, desc, width, height, flags):
    _out(RT, array, "array")[0] = ffi(RT).NULL
    fmt = _runtime_format(desc, "desc")
    if flags & (ARRAY_LAYERED | ARRAY_CUBEMAP):
        raise CudaError("cudaErrorInvalidValue", f"cudaMallocArray flags {flags:#x} need cudaMalloc3DArray")
    array[0] = ffi(RT).cast("cudaArray_t", TEXTURES.create_array(fmt, width, height, 0, flags))


@api(RT, "cudaMalloc3DArray")
def malloc_3d_array(array, desc, extent, flags):
    _out(RT, array, "array")[0] = ffi(RT).NULL
    fmt = _runtime_format(desc, "desc")
    array[0] = ffi(RT).cast("cudaArray_t", TEXTURES.create_array(fmt, extent.width, extent.height,
                                                                 extent.depth, flags))


@api(RT, "cudaFreeArray")
def free_array(array):
    STREAMS.before_work(0)
    TEXTURES.destroy_array(_addr(RT, array))


@api(RT, "cudaArrayGetInfo")
def array_get_info(desc, extent, flags, array):
    arr = TEXTURES.array(_addr(RT, array))
    f = ffi(RT)
    if desc != f.NULL:
        _write_channel_desc(desc, arr.format)
    if extent != f.NULL:
        extent.width, extent.height, extent.depth = arr.width, arr.height, arr.depth
    if flags != f.NULL:
        flags[0] = arr.flags


@api(RT, "cudaGetChannelDesc")
def get_channel_desc(desc, array):
    _out(RT, desc, "desc")
    _write_channel_desc(desc, TEXTURES.array(_addr(RT, array)).format)


def _driver_format(fmt_code: int, channels: int, what: str) -> Format:
    if fmt_code not in DRIVER_FORMATS or channels not in (1, 2, 4):
        raise CudaError("cudaErrorInvalidValue", f"{what}: format {fmt_code:#x} with {channels} channels")
    kind, size = DRIVER_FORMATS[fmt_code]
    return Format(kind, channels, size)


@api(DRV, "cuArrayCreate_v2", "cuArrayCreate")
def cu_array_create(pHandle, pAllocateArray):
    _out(DRV, pHandle, "pHandle")
    d = _in(DRV, pAllocateArray, "pAllocateArray")
    fmt = _driver_format(int(d.Format), d.NumChannels, "pAllocateArray")
    pHandle[0] = ffi(DRV).cast("CUarray", TEXTURES.create_array(fmt, d.Width, d.Height, 0, 0))


@api(DRV, "cuArray3DCreate_v2", "cuArray3DCreate")
def cu_array_3d_create(pHandle, pAllocateArray):
    _out(DRV, pHandle, "pHandle")
    d = _in(DRV, pAllocateArray, "pAllocateArray")
    fmt = _driver_format(int(d.Format), d.NumChannels, "pAllocateArray")
    pHandle[0] = ffi(DRV).cast("CUarray", TEXTURES.create_array(fmt, d.Width, d.Height, d.Depth, d.Flags))


@api(DRV, "cuArrayDestroy")
def cu_array_destroy(hArray):
    if _addr(DRV, hArray) == 0:
        raise CudaError("cudaErrorInvalidResourceHandle", "hArray is NULL")
    TEXTURES.destroy_array(_addr(DRV, hArray))


def _driver_descriptor(out, arr, three_d: bool) -> None:
    out.Width, out.Height = arr.width, arr.height
    out.Format = FORMAT_OF_DRIVER[(arr.format.kind, arr.format.channel_bytes)]
    out.NumChannels = arr.format.channels
    if three_d:
        out.Depth, out.Flags = arr.depth, arr.flags


@api(DRV, "cuArrayGetDescriptor_v2", "cuArrayGetDescriptor")
def cu_array_get_descriptor(pArrayDescriptor, hArray):
    _out(DRV, pArrayDescriptor, "pArrayDescriptor")
    _driver_descriptor(pArrayDescriptor, TEXTURES.array(_addr(DRV, hArray)), False)


@api(DRV, "cuArray3DGetDescriptor_v2", "cuArray3DGetDescriptor")
def cu_array_3d_get_descriptor(pArrayDescriptor, hArray):
    _out(DRV, pArrayDescriptor, "pArrayDescriptor")
    _driver_descriptor(pArrayDescriptor, TEXTURES.array(_addr(DRV, hArray)), True)


# ---------------------------------------------------------------- copies with arrays

def _texel_bytes(handle: int) -> int:
    return TEXTURES.array(handle).format.texel_bytes


def copy_to_array(dst: int, x_bytes: int, y: int, src: int, spitch: int, width: int, height: int,
                  kind: str, what: str) -> None:
    arr = TEXTURES.array(dst, what)
    base = TEXTURES.region(arr, x_bytes, y, 0, width, height, 1, what)
    MEMORY.copy_2d(base, arr.pitch, src, spitch, width, height, kind)


def copy_from_array(dst: int, dpitch: int, src: int, x_bytes: int, y: int, width: int, height: int,
                    kind: str, what: str) -> None:
    arr = TEXTURES.array(src, what)
    base = TEXTURES.region(arr, x_bytes, y, 0, width, height, 1, what)
    MEMORY.copy_2d(dst, dpitch, base, arr.pitch, width, height, kind)


def _linear_to_array_rows(arr, x_bytes: int, y: int, count: int, what: str) -> list[tuple[int, int]]:
    """cudaMemcpyToArray's `count` bytes from (x, y) on, row after row: (address, bytes) runs."""
    runs = []
    while count > 0:
        take = min(count, arr.pitch - x_bytes)
        if take <= 0:
            raise CudaError("cudaErrorInvalidValue", f"{what}: the copy runs past the array")
        runs.append((TEXTURES.region(arr, x_bytes, y, 0, take, 1, 1, what), take))
        count -= take
        x_bytes, y = 0, y + 1
    return runs


@api(RT, "cudaMemcpy2DToArray")
def memcpy_2d_to_array(dst, wOffset, hOffset, src, spitch, width, height, kind):
    STREAMS.before_work(0)
    copy_to_array(_addr(RT, dst), wOffset, hOffset, _addr(RT, src), spitch, width, height, _kind(kind), "dst")


@api(RT, "cudaMemcpy2DToArrayAsync")
def memcpy_2d_to_array_async(dst, wOffset, hOffset, src, spitch, width, height, kind, stream):
    _stream(RT, stream)
    copy_to_array(_addr(RT, dst), wOffset, hOffset, _addr(RT, src), spitch, width, height, _kind(kind), "dst")


@api(RT, "cudaMemcpy2DFromArray")
def memcpy_2d_from_array(dst, dpitch, src, wOffset, hOffset, width, height, kind):
    STREAMS.before_work(0)
    copy_from_array(_addr(RT, dst), dpitch, _addr(RT, src), wOffset, hOffset, width, height, _kind(kind), "src")


@api(RT, "cudaMemcpy2DFromArrayAsync")
def memcpy_2d_from_array_async(dst, dpitch, src, wOffset, hOffset, width, height, kind, stream):
    _stream(RT, stream)
    copy_from_array(_addr(RT, dst), dpitch, _addr(RT, src), wOffset, hOffset, width, height, _kind(kind), "src")


def _to_array_linear(dst: int, x: int, y: int, src: int, count: int, kind: str) -> None:
    arr = TEXTURES.array(dst, "dst")
    offset = 0
    for at, size in _linear_to_array_rows(arr, x, y, count, "dst"):
        MEMORY.copy_2d(at, size, src + offset, size, size, 1, kind)
        offset += size


def _from_array_linear(dst: int, src: int, x: int, y: int, count: int, kind: str) -> None:
    arr = TEXTURES.array(src, "src")
    offset = 0
    for at, size in _linear_to_array_rows(arr, x, y, count, "src"):
        MEMORY.copy_2d(dst + offset, size, at, size, size, 1, kind)
        offset += size


@api(RT, "cudaMemcpyToArray")
def memcpy_to_array(dst, wOffset, hOffset, src, count, kind):
    STREAMS.before_work(0)
    _to_array_linear(_addr(RT, dst), wOffset, hOffset, _addr(RT, src), count, _kind(kind))


@api(RT, "cudaMemcpyToArrayAsync")
def memcpy_to_array_async(dst, wOffset, hOffset, src, count, kind, stream):
    _stream(RT, stream)
    _to_array_linear(_addr(RT, dst), wOffset, hOffset, _addr(RT, src), count, _kind(kind))


@api(RT, "cudaMemcpyFromArray")
def memcpy_from_array(dst, src, wOffset, hOffset, count, kind):
    STREAMS.before_work(0)
    _from_array_linear(_addr(RT, dst), _addr(RT, src), wOffset, hOffset, count, _kind(kind))


@api(RT, "cudaMemcpyFromArrayAsync")
def memcpy_from_array_async(dst, src, wOffset, hOffset, count, kind, stream):
    _stream(RT, stream)
    _from_array_linear(_addr(RT, dst), _addr(RT, src), wOffset, hOffset, count, _kind(kind))


def copy_array_to_array(dst: int, dx: int, dy: int, src: int, sx: int, sy: int, width: int, height: int,
                        kind: str) -> None:
    d, s = TEXTURES.array(dst, "dst"), TEXTURES.array(src, "src")
    MEMORY.copy_2d(TEXTURES.region(d, dx, dy, 0, width, height, 1, "dst"), d.pitch,
                   TEXTURES.region(s, sx, sy, 0, width, height, 1, "src"), s.pitch, width, height, kind)


@api(RT, "cudaMemcpy2DArrayToArray")
def memcpy_2d_array_to_array(dst, wOffsetDst, hOffsetDst, src, wOffsetSrc, hOffsetSrc, width, height, kind):
    STREAMS.before_work(0)
    copy_array_to_array(_addr(RT, dst), wOffsetDst, hOffsetDst, _addr(RT, src), wOffsetSrc, hOffsetSrc,
                        width, height, _kind(kind))


@api(RT, "cudaMemcpyArrayToArray")
def memcpy_array_to_array(dst, wOffsetDst, hOffsetDst, src, wOffsetSrc, hOffsetSrc, count, kind):
    STREAMS.before_work(0)
    s = TEXTURES.array(_addr(RT, src), "src")
    if wOffsetSrc + count > s.pitch or wOffsetDst + count > TEXTURES.array(_addr(RT, dst), "dst").pitch:
        raise CudaError("cudaErrorInvalidValue", f"count {count} runs past a row of an array")
    copy_array_to_array(_addr(RT, dst), wOffsetDst, hOffsetDst, _addr(RT, src), wOffsetSrc, hOffsetSrc,
                        count, 1, _kind(kind))


def copy_3d_runtime(p, kind: str | None = None) -> None:
    """cudaMemcpy3D where either side may be an array (positions and widths in elements
    there, in bytes on a pitched pointer); `kind` for cudaMemcpy3DPeer, whose parameters
    have none."""
    _in(RT, p, "p")
    f = ffi(RT)
    kind = _kind(p.kind) if kind is None else kind
    e = p.extent
    src_arr, dst_arr = _addr(RT, p.srcArray), _addr(RT, p.dstArray)
    elem = _texel_bytes(src_arr) if src_arr else (_texel_bytes(dst_arr) if dst_arr else 1)
    width = e.width * elem
    height, depth = e.height, e.depth
    if width == 0 or height == 0 or depth == 0:
        return

    def side(arr_handle, ptr, pos, what):
        if arr_handle:
            arr = TEXTURES.array(arr_handle, what)
            base = TEXTURES.region(arr, pos.x * arr.format.texel_bytes, pos.y, pos.z, width, height, depth, what)
            return base, arr.pitch, arr.rows
        if ptr.ptr == f.NULL:
            raise CudaError("cudaErrorInvalidValue", f"{what}Ptr.ptr is NULL")
        base = _addr(RT, ptr.ptr) + pos.z * ptr.pitch * ptr.ysize + pos.y * ptr.pitch + pos.x
        return base, ptr.pitch, ptr.ysize

    d, dpitch, drows = side(dst_arr, p.dstPtr, p.dstPos, "dst")
    s, spitch, srows = side(src_arr, p.srcPtr, p.srcPos, "src")
    for z in range(depth):
        MEMORY.copy_2d(d + z * dpitch * drows, dpitch, s + z * spitch * srows, spitch, width, height, kind)


# driver: cuMemcpy2D / cuMemcpy3D and the array shorthands

def _driver_side(c, prefix: str, width: int, height: int, depth: int, three_d: bool):
    """(address, pitch, rows per slice, copy-kind side) of one side of a CUDA_MEMCPY2D/3D."""
    mtype = int(getattr(c, prefix + "MemoryType"))
    x = getattr(c, prefix + "XInBytes")
    y = getattr(c, prefix + "Y")
    z = getattr(c, prefix + "Z") if three_d else 0
    if mtype == MEMORYTYPE_ARRAY:
        arr = TEXTURES.array(_addr(DRV, getattr(c, prefix + "Array")), prefix + "Array")
        return TEXTURES.region(arr, x, y, z, width, height, depth, prefix), arr.pitch, arr.rows, "device"
    pitch = getattr(c, prefix + "Pitch") or width
    rows = (getattr(c, prefix + "Height") if three_d else 0) or height
    if mtype == MEMORYTYPE_HOST:
        base, side = _addr(DRV, getattr(c, prefix + "Host")), "host"
    elif mtype in (MEMORYTYPE_DEVICE, MEMORYTYPE_UNIFIED):
        base, side = int(getattr(c, prefix + "Device")), "device"
    else:
        raise CudaError("cudaErrorInvalidValue", f"{prefix}MemoryType {mtype}")
    return base + z * pitch * rows + y * pitch + x, pitch, rows, side


COPY_KIND_OF_SIDES = {("host", "host"): "cudaMemcpyHostToHost", ("device", "host"): "cudaMemcpyHostToDevice",
                      ("host", "device"): "cudaMemcpyDeviceToHost",
                      ("device", "device"): "cudaMemcpyDeviceToDevice"}


def copy_driver(c, three_d: bool) -> None:
    _in(DRV, c, "pCopy")
    width, height = c.WidthInBytes, c.Height
    depth = c.Depth if three_d else 1
    if width == 0 or height == 0 or depth == 0:
        return
    d, dpitch, drows, dside = _driver_side(c, "dst", width, height, depth, three_d)
    s, spitch, srows, sside = _driver_side(c, "src", width, height, depth, three_d)
    kind = COPY_KIND_OF_SIDES[(dside, sside)]
    for z in range(depth):
        MEMORY.copy_2d(d + z * dpitch * drows, dpitch, s + z * spitch * srows, spitch, width, height, kind)


@api(DRV, "cuMemcpy2D_v2", "cuMemcpy2D", "cuMemcpy2DUnaligned_v2", "cuMemcpy2DUnaligned")
def cu_memcpy_2d(pCopy):
    STREAMS.before_work(0)
    copy_driver(pCopy, False)


@api(DRV, "cuMemcpy2DAsync_v2", "cuMemcpy2DAsync")
def cu_memcpy_2d_async(pCopy, hStream):
    _stream(DRV, hStream)
    copy_driver(pCopy, False)


@api(DRV, "cuMemcpy3D_v2", "cuMemcpy3D")
def cu_memcpy_3d(pCopy):
    STREAMS.before_work(0)
    copy_driver(pCopy, True)


@api(DRV, "cuMemcpy3DAsync_v2", "cuMemcpy3DAsync")
def cu_memcpy_3d_async(pCopy, hStream):
    _stream(DRV, hStream)
    copy_driver(pCopy, True)


@api(DRV, "cuMemcpyHtoA_v2", "cuMemcpyHtoA")
def cu_memcpy_htoa(dstArray, dstOffset, srcHost, ByteCount):
    STREAMS.before_work(0)
    _to_array_linear(_addr(DRV, dstArray), dstOffset, 0, _addr(DRV, srcHost), ByteCount, "cudaMemcpyHostToDevice")


@api(DRV, "cuMemcpyHtoAAsync_v2", "cuMemcpyHtoAAsync")
def cu_memcpy_htoa_async(dstArray, dstOffset, srcHost, ByteCount, hStream):
    _stream(DRV, hStream)
    _to_array_linear(_addr(DRV, dstArray), dstOffset, 0, _addr(DRV, srcHost), ByteCount, "cudaMemcpyHostToDevice")


@api(DRV, "cuMemcpyAtoH_v2", "cuMemcpyAtoH")
def cu_memcpy_atoh(dstHost, srcArray, srcOffset, ByteCount):
    STREAMS.before_work(0)
    _from_array_linear(_addr(DRV, dstHost), _addr(DRV, srcArray), srcOffset, 0, ByteCount, "cudaMemcpyDeviceToHost")


@api(DRV, "cuMemcpyAtoHAsync_v2", "cuMemcpyAtoHAsync")
def cu_memcpy_atoh_async(dstHost, srcArray, srcOffset, ByteCount, hStream):
    _stream(DRV, hStream)
    _from_array_linear(_addr(DRV, dstHost), _addr(DRV, srcArray), srcOffset, 0, ByteCount, "cudaMemcpyDeviceToHost")


@api(DRV, "cuMemcpyDtoA_v2", "cuMemcpyDtoA")
def cu_memcpy_dtoa(dstArray, dstOffset, srcDevice, ByteCount):
    STREAMS.before_work(0)
    _to_array_linear(_addr(DRV, dstArray), dstOffset, 0, int(srcDevice), ByteCount, "cudaMemcpyDeviceToDevice")


@api(DRV, "cuMemcpyAtoD_v2", "cuMemcpyAtoD")
def cu_memcpy_atod(dstDevice, srcArray, srcOffset, ByteCount):
    STREAMS.before_work(0)
    _from_array_linear(int(dstDevice), _addr(DRV, srcArray), srcOffset, 0, ByteCount, "cudaMemcpyDeviceToDevice")


@api(DRV, "cuMemcpyAtoA_v2", "cuMemcpyAtoA")
def cu_memcpy_atoa(dstArray, dstOffset, srcArray, srcOffset, ByteCount):
    STREAMS.before_work(0)
    copy_array_to_array(_addr(DRV, dstArray), dstOffset, 0, _addr(DRV, srcArray), srcOffset, 0, ByteCount, 1,
                        "cudaMemcpyDeviceToDevice")


# ---------------------------------------------------------------- texture and surface objects

def _runtime_resource(res) -> Resource:
    _in(RT, res, "pResDesc")
    t = int(res.resType)
    if t == RESOURCE_ARRAY:
        handle = _addr(RT, res.res.array.array)
        if handle == 0:   # the GPU's answer (textures.cu's recording), before the texture descriptor's
            raise CudaError("cudaErrorInvalidResourceHandle", "pResDesc->res.array.array is NULL")
        return Resource("array", array=TEXTURES.array(handle, "pResDesc->res.array.array"))
    if t == RESOURCE_LINEAR:
        lin = res.res.linear
        fmt = _runtime_format(ffi(RT).addressof(lin, "desc"), "pResDesc->res.linear.desc")
        pointer = _addr(RT, lin.devPtr)
        MEMORY.check_range(pointer, lin.sizeInBytes, "pResDesc->res.linear.devPtr")
        return Resource("linear", pointer=pointer, format=fmt, width=lin.sizeInBytes // fmt.texel_bytes)
    if t == RESOURCE_PITCH2D:
        p2 = res.res.pitch2D
        fmt = _runtime_format(ffi(RT).addressof(p2, "desc"), "pResDesc->res.pitch2D.desc")
        pointer = _addr(RT, p2.devPtr)
        if p2.width * fmt.texel_bytes > p2.pitchInBytes or p2.width == 0 or p2.height == 0:
            raise CudaError("cudaErrorInvalidValue", f"pitch2D of {p2.width} x {p2.height}, pitch {p2.pitchInBytes}")
        MEMORY.check_range(pointer, p2.pitchInBytes * (p2.height - 1) + p2.width * fmt.texel_bytes,
                           "pResDesc->res.pitch2D.devPtr")
        return Resource("pitch2d", pointer=pointer, format=fmt, width=p2.width, height=p2.height,
                        pitch=p2.pitchInBytes)
    if t == RESOURCE_MIPMAPPED:
        return Resource("mipmapped", mipmapped=TEXTURES.mipmapped(_addr(RT, res.res.mipmap.mipmap),
                                                                  "pResDesc->res.mipmap.mipmap"))
    raise CudaError("cudaErrorInvalidValue", f"pResDesc->resType {t}")


def _runtime_sampler(td) -> Sampler:
    _in(RT, td, "pTexDesc")
    return Sampler(address=tuple(int(td.addressMode[a]) for a in range(3)), linear=int(td.filterMode) == 1,
                   normalized_read=int(td.readMode) == 1, normalized_coords=bool(td.normalizedCoords),
                   srgb=bool(td.sRGB), border=tuple(float(td.borderColor[c]) for c in range(4)),
                   mipmap_linear=int(td.mipmapFilterMode) == 1, level_bias=float(td.mipmapLevelBias),
                   level_min=float(td.minMipmapLevelClamp), level_max=float(td.maxMipmapLevelClamp))


def _format_of(resource: Resource) -> Format:
    if resource.kind == "mipmapped":
        return resource.mipmapped.levels[0].format
    return resource.array.format if resource.kind == "array" else resource.format


def _check_filtering(resource: Resource, sampler: Sampler) -> None:
    fmt = _format_of(resource)
    if sampler.linear and fmt.kind != FLOAT and not sampler.normalized_read:
        raise CudaError("cudaErrorInvalidValue", "linear filtering of integer texels read as integers")


@api(RT, "cudaCreateTextureObject")
def create_texture_object(pTexObject, pResDesc, pTexDesc, pResViewDesc):
    _out(RT, pTexObject, "pTexObject")
    resource = _runtime_resource(pResDesc)
    sampler = _runtime_sampler(pTexDesc)
    _check_filtering(resource, sampler)
    saved = {"resource": _save(RT, pResDesc), "texture": _save(RT, pTexDesc), "view": _save(RT, pResViewDesc)}
    pTexObject[0] = TEXTURES.create_object(resource, sampler, saved)


@api(RT, "cudaDestroyTextureObject")
def destroy_texture_object(texObject):
    TEXTURES.destroy_object(texObject, surface=False)


@api(RT, "cudaGetTextureObjectResourceDesc")
def get_texture_object_resource_desc(pResDesc, texObject):
    _restore(RT, pResDesc, TEXTURES.object(texObject, False).saved["resource"], "pResDesc")


@api(RT, "cudaGetTextureObjectTextureDesc")
def get_texture_object_texture_desc(pTexDesc, texObject):
    _restore(RT, pTexDesc, TEXTURES.object(texObject, False).saved["texture"], "pTexDesc")


@api(RT, "cudaGetTextureObjectResourceViewDesc")
def get_texture_object_resource_view_desc(pResViewDesc, texObject):
    _restore(RT, pResViewDesc, TEXTURES.object(texObject, False).saved["view"], "pResViewDesc")


@api(RT, "cudaCreateSurfaceObject")
def create_surface_object(pSurfObject, pResDesc):
    _out(RT, pSurfObject, "pSurfObject")
    resource = _runtime_resource(pResDesc)
    if resource.kind != "array":
        raise CudaError("cudaErrorInvalidValue", "a surface object needs a CUDA array")
    pSurfObject[0] = TEXTURES.create_object(resource, None, {"resource": _save(RT, pResDesc)})


@api(RT, "cudaDestroySurfaceObject")
def destroy_surface_object(surfObject):
    TEXTURES.destroy_object(surfObject, surface=True)


@api(RT, "cudaGetSurfaceObjectResourceDesc")
def get_surface_object_resource_desc(pResDesc, surfObject):
    _restore(RT, pResDesc, TEXTURES.object(surfObject, True).saved["resource"], "pResDesc")


def _driver_resource(res) -> Resource:
    _in(DRV, res, "pResDesc")
    t = int(res.resType)
    if t == RESOURCE_ARRAY:
        return Resource("array", array=TEXTURES.array(_addr(DRV, res.res.array.hArray), "pResDesc->res.array.hArray"))
    if t == RESOURCE_LINEAR:
        lin = res.res.linear
        fmt = _driver_format(int(lin.format), lin.numChannels, "pResDesc->res.linear")
        MEMORY.check_range(int(lin.devPtr), lin.sizeInBytes, "pResDesc->res.linear.devPtr")
        return Resource("linear", pointer=int(lin.devPtr), format=fmt, width=lin.sizeInBytes // fmt.texel_bytes)
    if t == RESOURCE_PITCH2D:
        p2 = res.res.pitch2D
        fmt = _driver_format(int(p2.format), p2.numChannels, "pResDesc->res.pitch2D")
        if p2.width * fmt.texel_bytes > p2.pitchInBytes or p2.width == 0 or p2.height == 0:
            raise CudaError("cudaErrorInvalidValue", f"pitch2D of {p2.width} x {p2.height}, pitch {p2.pitchInBytes}")
        MEMORY.check_range(int(p2.devPtr), p2.pitchInBytes * (p2.height - 1) + p2.width * fmt.texel_bytes,
                           "pResDesc->res.pitch2D.devPtr")
        return Resource("pitch2d", pointer=int(p2.devPtr), format=fmt, width=p2.width, height=p2.height,
                        pitch=p2.pitchInBytes)
    if t == RESOURCE_MIPMAPPED:
        return Resource("mipmapped", mipmapped=TEXTURES.mipmapped(_addr(DRV, res.res.mipmap.hMipmappedArray),
                                                                  "pResDesc->res.mipmap.hMipmappedArray"))
    raise CudaError("cudaErrorInvalidValue", f"pResDesc->resType {t}")


def _driver_sampler(td) -> Sampler:
    _in(DRV, td, "pTexDesc")
    flags = td.flags
    return Sampler(address=tuple(int(td.addressMode[a]) for a in range(3)), linear=int(td.filterMode) == 1,
                   normalized_read=not flags & TRSF_READ_AS_INTEGER,
                   normalized_coords=bool(flags & TRSF_NORMALIZED_COORDINATES), srgb=bool(flags & TRSF_SRGB),
                   border=tuple(float(td.borderColor[c]) for c in range(4)),
                   mipmap_linear=int(td.mipmapFilterMode) == 1, level_bias=float(td.mipmapLevelBias),
                   level_min=float(td.minMipmapLevelClamp), level_max=float(td.maxMipmapLevelClamp))


@api(DRV, "cuTexObjectCreate")
def cu_tex_object_create(pTexObject, pResDesc, pTexDesc, pResViewDesc):
    _out(DRV, pTexObject, "pTexObject")
    resource = _driver_resource(pResDesc)
    sampler = _driver_sampler(pTexDesc)
    _check_filtering(resource, sampler)
    saved = {"resource": _save(DRV, pResDesc), "texture": _save(DRV, pTexDesc), "view": _save(DRV, pResViewDesc)}
    pTexObject[0] = TEXTURES.create_object(resource, sampler, saved)


@api(DRV, "cuTexObjectDestroy")
def cu_tex_object_destroy(texObject):
    TEXTURES.destroy_object(texObject, surface=False)


@api(DRV, "cuTexObjectGetResourceDesc")
def cu_tex_object_get_resource_desc(pResDesc, texObject):
    _restore(DRV, pResDesc, TEXTURES.object(texObject, False).saved["resource"], "pResDesc")


@api(DRV, "cuTexObjectGetTextureDesc")
def cu_tex_object_get_texture_desc(pTexDesc, texObject):
    _restore(DRV, pTexDesc, TEXTURES.object(texObject, False).saved["texture"], "pTexDesc")


@api(DRV, "cuTexObjectGetResourceViewDesc")
def cu_tex_object_get_resource_view_desc(pResViewDesc, texObject):
    _restore(DRV, pResViewDesc, TEXTURES.object(texObject, False).saved["view"], "pResViewDesc")


@api(DRV, "cuSurfObjectCreate")
def cu_surf_object_create(pSurfObject, pResDesc):
    _out(DRV, pSurfObject, "pSurfObject")
    resource = _driver_resource(pResDesc)
    if resource.kind != "array":
        raise CudaError("cudaErrorInvalidValue", "a surface object needs a CUDA array")
    pSurfObject[0] = TEXTURES.create_object(resource, None, {"resource": _save(DRV, pResDesc)})


@api(DRV, "cuSurfObjectDestroy")
def cu_surf_object_destroy(surfObject):
    TEXTURES.destroy_object(surfObject, surface=True)


@api(DRV, "cuSurfObjectGetResourceDesc")
def cu_surf_object_get_resource_desc(pResDesc, surfObject):
    _restore(DRV, pResDesc, TEXTURES.object(surfObject, True).saved["resource"], "pResDesc")


@api(RT, "cudaDeviceGetTexture1DLinearMaxWidth")
def device_get_texture_1d_linear_max_width(maxWidthInElements, fmtDesc, device):
    _out(RT, maxWidthInElements, "maxWidthInElements")
    _runtime_format(fmtDesc, "fmtDesc")
    if device != 0:
        raise CudaError("cudaErrorInvalidDevice", f"device {device}")
    maxWidthInElements[0] = 1 << 28


@api(RT, "cudaMemcpy3D")
def memcpy_3d(p):
    STREAMS.before_work(0)
    copy_3d_runtime(p)


@api(RT, "cudaMemcpy3DAsync")
def memcpy_3d_async(p, stream):
    _stream(RT, stream)
    copy_3d_runtime(p)


# ---------------------------------------------------------------- legacy texture and surface references
#
# A module's `.texref` / `.surfref` is an 8-byte slot (zluda/translate/module.py) holding
# the handle of the object its fetches read; binding a reference (cuTexRefSetArray, ...)
# makes that object from the reference's state and writes its handle there.

TRSA_OVERRIDE_FORMAT = 0x01


class Reference:
    """The state of one CUtexref or CUsurfref."""

    def __init__(self, slot: int, surface: bool):
        self.slot = slot                    # 0 for cuTexRefCreate's references, which no module reads
        self.surface = surface
        self.resource: Resource | None = None
        self.format: tuple = (0x20, 1)      # CUarray_format, channels (CU_AD_FORMAT_FLOAT, 1)
        self.flags = 0
        self.address = [1, 1, 1]            # CU_TR_ADDRESS_MODE_CLAMP
        self.filter = 0
        self.border = (0.0, 0.0, 0.0, 0.0)
        self.mipmap = {"filter": 0, "bias": 0.0, "min": 0.0, "max": 0.0, "anisotropy": 1}
        self.bound = 0                      # the object made for the current binding
        self.tag = ffi(DRV).new("unsigned long long *")

    @property
    def handle(self) -> int:
        return int(ffi(DRV).cast("uintptr_t", self.tag))

    def rebind(self) -> None:
        if self.bound:
            TEXTURES.destroy_object(self.bound, self.surface)
            self.bound = 0
        if self.resource is not None:
            sampler = None if self.surface else Sampler(
                address=tuple(self.address), linear=self.filter == 1,
                normalized_read=not self.flags & TRSF_READ_AS_INTEGER,
                normalized_coords=bool(self.flags & TRSF_NORMALIZED_COORDINATES),
                srgb=bool(self.flags & TRSF_SRGB), border=self.border,
                mipmap_linear=self.mipmap["filter"] == 1, level_bias=self.mipmap["bias"],
                level_min=self.mipmap["min"], level_max=self.mipmap["max"])
            self.bound = TEXTURES.create_object(self.resource, sampler, {})
        if self.slot:
            ffi(DRV).cast("unsigned long long *", self.slot)[0] = self.bound


_references: dict[int, Reference] = {}


def _reference(handle, surface: bool = False) -> Reference:
    ref = _references.get(_addr(DRV, handle))
    if ref is None or ref.surface != surface:
        raise CudaError("cudaErrorInvalidResourceHandle",
                        f"{_addr(DRV, handle):#x} is not a {'surface' if surface else 'texture'} reference")
    return ref


def _module_reference(out, hmod, name, surface: bool) -> None:
    _out(DRV, out, "pTexRef" if not surface else "pSurfRef")
    _in(DRV, name, "name")
    from_module = _module_slots.get((_addr(DRV, hmod), ffi(DRV).string(name)))
    if from_module is None:
        module = MODULES.module_of(_addr(DRV, hmod))
        try:
            slot, _ = module.global_address(ffi(DRV).string(name).decode())
        except CudaError as exc:
            raise CudaError("CUDA_ERROR_NOT_FOUND", exc.detail) from None
        from_module = Reference(slot, surface)
        _references[from_module.handle] = from_module
        _module_slots[(_addr(DRV, hmod), ffi(DRV).string(name))] = from_module
    out[0] = ffi(DRV).cast("CUsurfref" if surface else "CUtexref", from_module.handle)


_module_slots: dict = {}   # (module, name) -> its Reference: the same handle on every call


@api(DRV, "cuModuleGetTexRef")
def cu_module_get_tex_ref(pTexRef, hmod, name):
    _module_reference(pTexRef, hmod, name, surface=False)


@api(DRV, "cuModuleGetSurfRef")
def cu_module_get_surf_ref(pSurfRef, hmod, name):
    _module_reference(pSurfRef, hmod, name, surface=True)


@api(DRV, "cuTexRefCreate")
def cu_tex_ref_create(pTexRef):
    _out(DRV, pTexRef, "pTexRef")
    ref = Reference(0, False)
    _references[ref.handle] = ref
    pTexRef[0] = ffi(DRV).cast("CUtexref", ref.handle)


@api(DRV, "cuTexRefDestroy")
def cu_tex_ref_destroy(hTexRef):
    ref = _reference(hTexRef)
    if ref.slot:
        raise CudaError("cudaErrorInvalidValue", "a module's texture reference lives as long as the module")
    ref.resource = None
    ref.rebind()
    del _references[ref.handle]


def _reference_format(ref) -> Format:
    return _driver_format(ref.format[0], ref.format[1], "the texture reference's format")


@api(DRV, "cuTexRefSetArray")
def cu_tex_ref_set_array(hTexRef, hArray, Flags):
    ref = _reference(hTexRef)
    if Flags != TRSA_OVERRIDE_FORMAT:
        raise CudaError("cudaErrorInvalidValue", f"Flags {Flags:#x} (must be CU_TRSA_OVERRIDE_FORMAT)")
    arr = TEXTURES.array(_addr(DRV, hArray), "hArray")
    ref.resource = Resource("array", array=arr)
    ref.format = (FORMAT_OF_DRIVER[(arr.format.kind, arr.format.channel_bytes)], arr.format.channels)
    ref.rebind()


@api(DRV, "cuTexRefSetAddress_v2", "cuTexRefSetAddress")
def cu_tex_ref_set_address(ByteOffset, hTexRef, dptr, bytes_):
    ref = _reference(hTexRef)
    fmt = _reference_format(ref)
    MEMORY.check_range(int(dptr), bytes_, "dptr")
    ref.resource = Resource("linear", pointer=int(dptr), format=fmt, width=bytes_ // fmt.texel_bytes)
    ref.rebind()
    if ByteOffset != ffi(DRV).NULL:
        ByteOffset[0] = 0


@api(DRV, "cuTexRefSetAddress2D_v3", "cuTexRefSetAddress2D_v2", "cuTexRefSetAddress2D")
def cu_tex_ref_set_address_2d(hTexRef, desc, dptr, Pitch):
    ref = _reference(hTexRef)
    d = _in(DRV, desc, "desc")
    fmt = _driver_format(int(d.Format), d.NumChannels, "desc")
    if d.Width * fmt.texel_bytes > Pitch or d.Width == 0 or d.Height == 0:
        raise CudaError("cudaErrorInvalidValue", f"{d.Width} x {d.Height} texels with pitch {Pitch}")
    MEMORY.check_range(int(dptr), Pitch * (d.Height - 1) + d.Width * fmt.texel_bytes, "dptr")
    ref.format = (int(d.Format), d.NumChannels)
    ref.resource = Resource("pitch2d", pointer=int(dptr), format=fmt, width=d.Width, height=d.Height, pitch=Pitch)
    ref.rebind()


@api(DRV, "cuTexRefSetFormat")
def cu_tex_ref_set_format(hTexRef, fmt, NumPackedComponents):
    ref = _reference(hTexRef)
    _driver_format(int(fmt), NumPackedComponents, "fmt")
    ref.format = (int(fmt), NumPackedComponents)
    if ref.resource is not None and ref.resource.kind in ("linear", "pitch2d"):
        ref.resource.format = _reference_format(ref)
        ref.rebind()


@api(DRV, "cuTexRefSetAddressMode")
def cu_tex_ref_set_address_mode(hTexRef, dim, am):
    ref = _reference(hTexRef)
    if not 0 <= dim < 3 or not 0 <= int(am) < 4:
        raise CudaError("cudaErrorInvalidValue", f"dim {dim}, mode {am}")
    ref.address[dim] = int(am)
    ref.rebind()


@api(DRV, "cuTexRefSetFilterMode")
def cu_tex_ref_set_filter_mode(hTexRef, fm):
    ref = _reference(hTexRef)
    ref.filter = int(fm)
    ref.rebind()


@api(DRV, "cuTexRefSetFlags")
def cu_tex_ref_set_flags(hTexRef, Flags):
    ref = _reference(hTexRef)
    ref.flags = Flags
    ref.rebind()


@api(DRV, "cuTexRefSetBorderColor")
def cu_tex_ref_set_border_color(hTexRef, pBorderColor):
    ref = _reference(hTexRef)
    _in(DRV, pBorderColor, "pBorderColor")
    ref.border = tuple(float(pBorderColor[c]) for c in range(4))
    ref.rebind()


@api(DRV, "cuTexRefSetMaxAnisotropy")
def cu_tex_ref_set_max_anisotropy(hTexRef, maxAniso):
    _reference(hTexRef).mipmap["anisotropy"] = maxAniso


@api(DRV, "cuTexRefSetMipmapFilterMode")
def cu_tex_ref_set_mipmap_filter_mode(hTexRef, fm):
    _reference(hTexRef).mipmap["filter"] = int(fm)


@api(DRV, "cuTexRefSetMipmapLevelBias")
def cu_tex_ref_set_mipmap_level_bias(hTexRef, bias):
    _reference(hTexRef).mipmap["bias"] = bias


@api(DRV, "cuTexRefSetMipmapLevelClamp")
def cu_tex_ref_set_mipmap_level_clamp(hTexRef, minMipmapLevelClamp, maxMipmapLevelClamp):
    ref = _reference(hTexRef)
    ref.mipmap["min"], ref.mipmap["max"] = minMipmapLevelClamp, maxMipmapLevelClamp


@api(DRV, "cuTexRefGetAddress_v2", "cuTexRefGetAddress")
def cu_tex_ref_get_address(pdptr, hTexRef):
    ref = _reference(hTexRef)
    _out(DRV, pdptr, "pdptr")
    if ref.resource is None or ref.resource.kind not in ("linear", "pitch2d"):
        raise CudaError("cudaErrorInvalidValue", "the reference is not bound to linear memory")
    pdptr[0] = ref.resource.pointer


@api(DRV, "cuTexRefGetArray")
def cu_tex_ref_get_array(phArray, hTexRef):
    ref = _reference(hTexRef)
    _out(DRV, phArray, "phArray")
    if ref.resource is None or ref.resource.kind != "array":
        raise CudaError("cudaErrorInvalidValue", "the reference is not bound to an array")
    phArray[0] = ffi(DRV).cast("CUarray", ref.resource.array.handle)


@api(DRV, "cuTexRefGetAddressMode")
def cu_tex_ref_get_address_mode(pam, hTexRef, dim):
    ref = _reference(hTexRef)
    if not 0 <= dim < 3:
        raise CudaError("cudaErrorInvalidValue", f"dim {dim}")
    _out(DRV, pam, "pam")[0] = ref.address[dim]


@api(DRV, "cuTexRefGetFilterMode")
def cu_tex_ref_get_filter_mode(pfm, hTexRef):
    _out(DRV, pfm, "pfm")[0] = _reference(hTexRef).filter


@api(DRV, "cuTexRefGetFormat")
def cu_tex_ref_get_format(pFormat, pNumChannels, hTexRef):
    ref = _reference(hTexRef)
    if pFormat != ffi(DRV).NULL:
        pFormat[0] = ref.format[0]
    if pNumChannels != ffi(DRV).NULL:
        pNumChannels[0] = ref.format[1]


@api(DRV, "cuTexRefGetFlags")
def cu_tex_ref_get_flags(pFlags, hTexRef):
    _out(DRV, pFlags, "pFlags")[0] = _reference(hTexRef).flags


@api(DRV, "cuTexRefGetBorderColor")
def cu_tex_ref_get_border_color(pBorderColor, hTexRef):
    ref = _reference(hTexRef)
    _out(DRV, pBorderColor, "pBorderColor")
    for c in range(4):
        pBorderColor[c] = ref.border[c]


@api(DRV, "cuTexRefGetMaxAnisotropy")
def cu_tex_ref_get_max_anisotropy(pmaxAniso, hTexRef):
    _out(DRV, pmaxAniso, "pmaxAniso")[0] = _reference(hTexRef).mipmap["anisotropy"]


@api(DRV, "cuTexRefGetMipmapFilterMode")
def cu_tex_ref_get_mipmap_filter_mode(pfm, hTexRef):
    _out(DRV, pfm, "pfm")[0] = _reference(hTexRef).mipmap["filter"]


@api(DRV, "cuTexRefGetMipmapLevelBias")
def cu_tex_ref_get_mipmap_level_bias(pbias, hTexRef):
    _out(DRV, pbias, "pbias")[0] = _reference(hTexRef).mipmap["bias"]


@api(DRV, "cuTexRefGetMipmapLevelClamp")
def cu_tex_ref_get_mipmap_level_clamp(pminMipmapLevelClamp, pmaxMipmapLevelClamp, hTexRef):
    ref = _reference(hTexRef)
    _out(DRV, pminMipmapLevelClamp, "pminMipmapLevelClamp")[0] = ref.mipmap["min"]
    _out(DRV, pmaxMipmapLevelClamp, "pmaxMipmapLevelClamp")[0] = ref.mipmap["max"]


@api(DRV, "cuSurfRefSetArray")
def cu_surf_ref_set_array(hSurfRef, hArray, Flags):
    ref = _reference(hSurfRef, surface=True)
    if Flags != 0:
        raise CudaError("cudaErrorInvalidValue", f"Flags {Flags:#x} (must be 0)")
    ref.resource = Resource("array", array=TEXTURES.array(_addr(DRV, hArray), "hArray"))
    ref.rebind()


@api(DRV, "cuSurfRefGetArray")
def cu_surf_ref_get_array(phArray, hSurfRef):
    ref = _reference(hSurfRef, surface=True)
    _out(DRV, phArray, "phArray")
    if ref.resource is None:
        raise CudaError("cudaErrorInvalidValue", "the surface reference is not bound")
    phArray[0] = ffi(DRV).cast("CUarray", ref.resource.array.handle)


@api(DRV, "cuParamSetTexRef")
def cu_param_set_tex_ref(hfunc, texunit, hTexRef):
    # CU_PARAM_TR_DEFAULT is the only unit; the module's slot already carries the binding
    _reference(hTexRef)
    if texunit != -1:
        raise CudaError("cudaErrorInvalidValue", f"texunit {texunit} (must be CU_PARAM_TR_DEFAULT)")


@api(DRV, "cuDeviceGetTexture1DLinearMaxWidth")
def cu_device_get_texture_1d_linear_max_width(maxWidthInElements, fmt, numChannels, dev):
    _out(DRV, maxWidthInElements, "maxWidthInElements")
    _driver_format(int(fmt), numChannels, "format")
    if dev != 0:
        raise CudaError("cudaErrorInvalidDevice", f"device {dev}")
    maxWidthInElements[0] = 1 << 28


# ---------------------------------------------------------------- mipmapped arrays and memory requirements

@api(RT, "cudaMallocMipmappedArray")
def malloc_mipmapped_array(mipmappedArray, desc, extent, numLevels, flags):
    _out(RT, mipmappedArray, "mipmappedArray")[0] = ffi(RT).NULL
    fmt = _runtime_format(desc, "desc")
    mipmappedArray[0] = ffi(RT).cast("cudaMipmappedArray_t", TEXTURES.create_mipmapped(
        fmt, extent.width, extent.height, extent.depth, numLevels, flags))


@api(RT, "cudaGetMipmappedArrayLevel")
def get_mipmapped_array_level(levelArray, mipmappedArray, level):
    _out(RT, levelArray, "levelArray")
    levels = TEXTURES.mipmapped(_addr(RT, mipmappedArray)).levels
    if not 0 <= level < len(levels):
        raise CudaError("cudaErrorInvalidValue", f"level {level} of {len(levels)}")
    levelArray[0] = ffi(RT).cast("cudaArray_t", levels[level].handle)


@api(RT, "cudaFreeMipmappedArray")
def free_mipmapped_array(mipmappedArray):
    STREAMS.before_work(0)
    TEXTURES.destroy_mipmapped(_addr(RT, mipmappedArray))


@api(DRV, "cuMipmappedArrayCreate")
def cu_mipmapped_array_create(pHandle, pMipmappedArrayDesc, numMipmapLevels):
    _out(DRV, pHandle, "pHandle")
    d = _in(DRV, pMipmappedArrayDesc, "pMipmappedArrayDesc")
    fmt = _driver_format(int(d.Format), d.NumChannels, "pMipmappedArrayDesc")
    pHandle[0] = ffi(DRV).cast("CUmipmappedArray", TEXTURES.create_mipmapped(
        fmt, d.Width, d.Height, d.Depth, numMipmapLevels, d.Flags))


@api(DRV, "cuMipmappedArrayGetLevel")
def cu_mipmapped_array_get_level(pLevelArray, hMipmappedArray, level):
    _out(DRV, pLevelArray, "pLevelArray")
    levels = TEXTURES.mipmapped(_addr(DRV, hMipmappedArray)).levels
    if not 0 <= level < len(levels):
        raise CudaError("cudaErrorInvalidValue", f"level {level} of {len(levels)}")
    pLevelArray[0] = ffi(DRV).cast("CUarray", levels[level].handle)


@api(DRV, "cuMipmappedArrayDestroy")
def cu_mipmapped_array_destroy(hMipmappedArray):
    TEXTURES.destroy_mipmapped(_addr(DRV, hMipmappedArray))


ARRAY_ALIGNMENT = 512   # cudaDevAttrTextureAlignment's answer on the CPU device


def _requirements(out, size: int, device: int, what: str) -> None:
    _out(RT, out, what)
    if device != 0:
        raise CudaError("cudaErrorInvalidDevice", f"device {device}")
    out.size = (size + ARRAY_ALIGNMENT - 1) // ARRAY_ALIGNMENT * ARRAY_ALIGNMENT
    out.alignment = ARRAY_ALIGNMENT


@api(RT, "cudaArrayGetMemoryRequirements")
def array_get_memory_requirements(memoryRequirements, array, device):
    _requirements(memoryRequirements, TEXTURES.array(_addr(RT, array)).size, device, "memoryRequirements")


@api(RT, "cudaMipmappedArrayGetMemoryRequirements")
def mipmapped_array_get_memory_requirements(memoryRequirements, mipmap, device):
    levels = TEXTURES.mipmapped(_addr(RT, mipmap)).levels
    _requirements(memoryRequirements, sum(a.size for a in levels), device, "memoryRequirements")


@api(DRV, "cuArrayGetMemoryRequirements")
def cu_array_get_memory_requirements(memoryRequirements, array, device):
    _requirements(memoryRequirements, TEXTURES.array(_addr(DRV, array)).size, device, "memoryRequirements")


@api(DRV, "cuMipmappedArrayGetMemoryRequirements")
def cu_mipmapped_array_get_memory_requirements(memoryRequirements, mipmap, device):
    levels = TEXTURES.mipmapped(_addr(DRV, mipmap)).levels
    _requirements(memoryRequirements, sum(a.size for a in levels), device, "memoryRequirements")


@api(DRV, "cuTexRefSetMipmappedArray")
def cu_tex_ref_set_mipmapped_array(hTexRef, hMipmappedArray, Flags):
    ref = _reference(hTexRef)
    if Flags != TRSA_OVERRIDE_FORMAT:
        raise CudaError("cudaErrorInvalidValue", f"Flags {Flags:#x} (must be CU_TRSA_OVERRIDE_FORMAT)")
    mip = TEXTURES.mipmapped(_addr(DRV, hMipmappedArray), "hMipmappedArray")
    fmt = mip.levels[0].format
    ref.resource = Resource("mipmapped", mipmapped=mip)
    ref.format = (FORMAT_OF_DRIVER[(fmt.kind, fmt.channel_bytes)], fmt.channels)
    ref.rebind()


@api(DRV, "cuTexRefGetMipmappedArray")
def cu_tex_ref_get_mipmapped_array(phMipmappedArray, hTexRef):
    ref = _reference(hTexRef)
    _out(DRV, phMipmappedArray, "phMipmappedArray")
    if ref.resource is None or ref.resource.kind != "mipmapped":
        raise CudaError("cudaErrorInvalidValue", "the reference is not bound to a mipmapped array")
    phMipmappedArray[0] = ffi(DRV).cast("CUmipmappedArray", ref.resource.mipmapped.handle)


def _peer_devices(p, library: str) -> None:
    for what in ("src", "dst"):
        device = getattr(p, what + "Device") if library == RT else 0
        if device != 0:
            raise CudaError("cudaErrorInvalidDevice", f"{what}Device {device} (this machine has one device)")


@api(RT, "cudaMemcpy3DPeer")
def memcpy_3d_peer(p):
    STREAMS.before_work(0)
    _in(RT, p, "p")
    _peer_devices(p, RT)
    copy_3d_runtime(p, "cudaMemcpyDeviceToDevice")


@api(RT, "cudaMemcpy3DPeerAsync")
def memcpy_3d_peer_async(p, stream):
    _stream(RT, stream)
    _in(RT, p, "p")
    _peer_devices(p, RT)
    copy_3d_runtime(p, "cudaMemcpyDeviceToDevice")


@api(DRV, "cuMemcpy3DPeer")
def cu_memcpy_3d_peer(pCopy):
    STREAMS.before_work(0)
    copy_driver(pCopy, True)


@api(DRV, "cuMemcpy3DPeerAsync")
def cu_memcpy_3d_peer_async(pCopy, hStream):
    _stream(DRV, hStream)
    copy_driver(pCopy, True)


# Sparse and multi-planar arrays need cudaArraySparse / NV12-like formats, which
# cudaMallocArray refuses here: every array is dense and has one plane, which is what
# these queries are told.

@api(RT, "cudaArrayGetSparseProperties")
def array_get_sparse_properties(sparseProperties, array):
    _out(RT, sparseProperties, "sparseProperties")
    TEXTURES.array(_addr(RT, array))
    raise CudaError("cudaErrorInvalidValue", "the array is not sparse")


@api(RT, "cudaMipmappedArrayGetSparseProperties")
def mipmapped_array_get_sparse_properties(sparseProperties, mipmap):
    _out(RT, sparseProperties, "sparseProperties")
    TEXTURES.mipmapped(_addr(RT, mipmap))
    raise CudaError("cudaErrorInvalidValue", "the mipmapped array is not sparse")


@api(DRV, "cuArrayGetSparseProperties")
def cu_array_get_sparse_properties(sparseProperties, array):
    _out(DRV, sparseProperties, "sparseProperties")
    TEXTURES.array(_addr(DRV, array))
    raise CudaError("cudaErrorInvalidValue", "the array is not sparse")


@api(DRV, "cuMipmappedArrayGetSparseProperties")
def cu_mipmapped_array_get_sparse_properties(sparseProperties, mipmap):
    _out(DRV, sparseProperties, "sparseProperties")
    TEXTURES.mipmapped(_addr(DRV, mipmap))
    raise CudaError("cudaErrorInvalidValue", "the mipmapped array is not sparse")


RESOURCE_TYPE_ARRAY, RESOURCE_TYPE_MIPMAPPED_ARRAY = 0, 1   # CUresourcetype of a CUarrayMapInfo


@api(DRV, "cuMemMapArrayAsync")
def cu_mem_map_array_async(mapInfoList, count, hStream):
    """Maps tile-pool memory into sparse arrays; the device reports no sparse array support
    (sparseCudaArraySupported 0), so every array an entry names is dense and refused."""
    _stream(DRV, hStream)
    if count == 0 or mapInfoList == ffi(DRV).NULL:
        raise CudaError("cudaErrorInvalidValue", "mapInfoList is NULL or count is 0")
    for i in range(count):
        info = mapInfoList[i]
        if info.resourceType == RESOURCE_TYPE_ARRAY:
            TEXTURES.array(_addr(DRV, info.resource.array), f"mapInfoList[{i}].resource.array")
        elif info.resourceType == RESOURCE_TYPE_MIPMAPPED_ARRAY:
            TEXTURES.mipmapped(_addr(DRV, info.resource.mipmap))
        else:
            raise CudaError("cudaErrorInvalidValue", f"mapInfoList[{i}].resourceType {info.resourceType}")
        raise CudaError("cudaErrorInvalidValue", f"mapInfoList[{i}] names an array that is not sparse")


@api(RT, "cudaArrayGetPlane")
def array_get_plane(pPlaneArray, hArray, planeIdx):
    _out(RT, pPlaneArray, "pPlaneArray")
    TEXTURES.array(_addr(RT, hArray))
    raise CudaError("cudaErrorInvalidValue", f"plane {planeIdx}: the array has one plane")


@api(DRV, "cuArrayGetPlane")
def cu_array_get_plane(pPlaneArray, hArray, planeIdx):
    _out(DRV, pPlaneArray, "pPlaneArray")
    TEXTURES.array(_addr(DRV, hArray))
    raise CudaError("cudaErrorInvalidValue", f"plane {planeIdx}: the array has one plane")
