"""CUDA arrays, textures and surfaces: the runtime and driver APIs (semantics in textures.py).

The runtime's cudaArray_t and the driver's CUarray are the same arrays, as on NVIDIA's
stack; texture and surface objects are shared the same way. Copies into and out of arrays
go through MEMORY's pitched copy, which validates the other side by the copy's kind.
"""

from __future__ import annotations

from .enums import enum_name
from .errors import CudaError
from .rules import BAD_COPY_KIND
from .state import MEMORY, STREAMS, address, api, ffi
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


def copy_3d_runtime(p) -> None:
    """cudaMemcpy3D where either side may be an array (positions and widths in elements
    there, in bytes on a pitched pointer)."""
    _in(RT, p, "p")
    f = ffi(RT)
    kind = _kind(p.kind)
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
        if handle == 0:
            raise CudaError("cudaErrorInvalidValue", "pResDesc->res.array.array is NULL")
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
    raise CudaError("cudaErrorInvalidValue", f"pResDesc->resType {t} (mipmapped arrays are not supported)")


def _runtime_sampler(td) -> Sampler:
    _in(RT, td, "pTexDesc")
    return Sampler(address=tuple(int(td.addressMode[a]) for a in range(3)), linear=int(td.filterMode) == 1,
                   normalized_read=int(td.readMode) == 1, normalized_coords=bool(td.normalizedCoords),
                   srgb=bool(td.sRGB), border=tuple(float(td.borderColor[c]) for c in range(4)))


def _check_filtering(resource: Resource, sampler: Sampler) -> None:
    fmt = resource.array.format if resource.kind == "array" else resource.format
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
    raise CudaError("cudaErrorInvalidValue", f"pResDesc->resType {t} (mipmapped arrays are not supported)")


def _driver_sampler(td) -> Sampler:
    _in(DRV, td, "pTexDesc")
    flags = td.flags
    return Sampler(address=tuple(int(td.addressMode[a]) for a in range(3)), linear=int(td.filterMode) == 1,
                   normalized_read=not flags & TRSF_READ_AS_INTEGER,
                   normalized_coords=bool(flags & TRSF_NORMALIZED_COORDINATES), srgb=bool(flags & TRSF_SRGB),
                   border=tuple(float(td.borderColor[c]) for c in range(4)))


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
