"""OpenGL interop (cuda_gl_interop.h, cudaGL.h and the cudaGraphics* resource calls):
OpenGL buffer objects registered with CUDA, mapped for kernels, unmapped back to GL.

On this device a GL that keeps its buffers in host memory (Mesa's llvmpipe/softpipe, as
through EGL's surfaceless platform) shares them outright: mapping a resource maps the
buffer with glMapBufferRange (access from the map flags) and hands kernels that very
storage, adopted as device memory until the unmap, which first finishes the stream's
work and then gives the buffer back to GL with glUnmapBuffer. Nothing is copied. As
glMapBufferRange needs it, the register, map and unmap calls need a GL context of the
buffer's share group current on the calling thread (NVIDIA asks it of registration).

The deprecated cudaGL*BufferObject* family is the same machinery keyed by the GL name.

A 2-D texture (GL_TEXTURE_2D, GL_TEXTURE_RECTANGLE) or a renderbuffer cannot be shared
that way: GL keeps its texels in its own tiled layout, which CUDA arrays do not read.
Registering one makes a mipmapped CUDA array of its format and levels; mapping copies
every level in (glGetTexImage, glReadPixels for a renderbuffer; not for WriteDiscard),
unmapping copies them back (glTexSubImage2D, a blit for a renderbuffer; not for
ReadOnly). 3-D, array and cube-map textures answer "not supported".
"""

from __future__ import annotations

import itertools
import threading
from dataclasses import dataclass

from . import opengl
from .cudart_impl import DEVICE_COUNT
from .driver_impl import cu_ctx_create, require_context
from .errors import CudaError
from .state import MEMORY, STREAMS, address, api, ffi
from .textures import ARRAY_SURFACE_LDST, ARRAY_TEXTURE_GATHER, TEXTURES, Format

RT, DRV = "cudart", "cuda"
HANDLE_TYPES = {RT: "cudaGraphicsResource_t", DRV: "CUgraphicsResource"}
POINTER_TYPES = {RT: "void *", DRV: "CUdeviceptr"}
BUFFER_REGISTER_FLAGS = {0, 1, 2}     # None, ReadOnly, WriteDiscard (SurfaceLoadStore/TextureGather: images)
READ_ONLY, WRITE_DISCARD, SURFACE_LOAD_STORE, TEXTURE_GATHER = 1, 2, 4, 8
IMAGE_REGISTER_FLAGS = READ_ONLY | WRITE_DISCARD | SURFACE_LOAD_STORE | TEXTURE_GATHER
MAP_FLAGS = set(opengl.MAP_ACCESS)    # None, ReadOnly, WriteDiscard
GL_DEVICE_LISTS = {1, 2, 3}           # cudaGLDeviceListAll, ...CurrentFrame, ...NextFrame

_handles = itertools.count(0x7E000040, 0x40)


@dataclass
class Image:
    texture: int
    target: int
    format: opengl.TexelFormat
    sizes: list                 # (width, height) of each level
    mipmapped: int              # the CUDA mipmapped array the levels are copied through


@dataclass
class Resource:
    buffer: int                 # the GL name (a texture's for an image)
    size: int
    map_flags: int
    pointer: int = 0            # a buffer's, while mapped
    image: Image | None = None
    image_mapped: bool = False

    @property
    def mapped(self) -> bool:
        return self.pointer != 0 or self.image_mapped


_resources: dict[int, Resource] = {}
_legacy: dict[int, int] = {}          # GL buffer name -> resource handle (cudaGLRegisterBufferObject)
_lock = threading.Lock()


# ---------------------------------------------------------------- the machinery

def _register(api_name: str, buffer: int, flags: int) -> int:
    if flags not in BUFFER_REGISTER_FLAGS:
        raise CudaError("cudaErrorInvalidValue", f"{api_name}: flags {flags:#x} (a buffer takes None, ReadOnly "
                        "or WriteDiscard)")
    opengl.require_context(api_name)
    size = opengl.buffer_size(buffer)
    handle = next(_handles)
    with _lock:
        _resources[handle] = Resource(buffer, size, map_flags=flags)
    return handle


def _resource(handle: int) -> Resource:
    with _lock:
        resource = _resources.get(handle)
    if resource is None:
        raise CudaError("cudaErrorInvalidResourceHandle", f"{handle:#x} is not a registered graphics resource")
    return resource


def _register_image(api_name: str, texture: int, target: int, flags: int) -> int:
    if flags & ~IMAGE_REGISTER_FLAGS or (flags & READ_ONLY and flags & WRITE_DISCARD):
        raise CudaError("cudaErrorInvalidValue", f"{api_name}: flags {flags:#x}")
    opengl.require_context(api_name)
    fmt, sizes = opengl.texture_shape(texture, target)
    array_flags = (ARRAY_SURFACE_LDST if flags & SURFACE_LOAD_STORE else 0) | \
        (ARRAY_TEXTURE_GATHER if flags & TEXTURE_GATHER else 0)
    width, height = sizes[0]
    mipmapped = TEXTURES.create_mipmapped(Format(fmt.kind, fmt.channels, fmt.channel_bits // 8), width, height, 0,
                                          len(sizes), array_flags)
    handle = next(_handles)
    with _lock:
        _resources[handle] = Resource(texture, 0, map_flags=flags & (READ_ONLY | WRITE_DISCARD),
                                      image=Image(texture, target, fmt, sizes, mipmapped))
    return handle


def _unregister(handle: int) -> None:
    resource = _resource(handle)
    if resource.mapped:     # NVIDIA unmaps a resource unregistered while mapped
        _unmap_one(resource)
    with _lock:
        _resources.pop(handle, None)
    if resource.image is not None:
        TEXTURES.destroy_mipmapped(resource.image.mipmapped)


def _levels(image: Image) -> list:
    return TEXTURES.mipmapped(image.mipmapped).levels


def _map_one(resource: Resource) -> None:
    image = resource.image
    if image is None:
        pointer = opengl.map_buffer(resource.buffer, resource.size, resource.map_flags)
        MEMORY.adopt(pointer, resource.size, "device")
        resource.pointer = pointer
        return
    if resource.map_flags != WRITE_DISCARD:
        for level, array in enumerate(_levels(image)):
            opengl.read_texture(image.texture, image.target, image.format, level, image.sizes[level],
                                array.storage)
    resource.image_mapped = True


def _unmap_one(resource: Resource) -> None:
    image = resource.image
    if image is None:
        MEMORY.forget(resource.pointer)
        resource.pointer = 0
        opengl.unmap_buffer(resource.buffer)
        return
    resource.image_mapped = False
    if resource.map_flags != READ_ONLY:
        for level, array in enumerate(_levels(image)):
            opengl.write_texture(image.texture, image.target, image.format, level, image.sizes[level], array.storage)


def _map(api_name: str, handles: list[int], stream: int) -> None:
    resources = [_resource(h) for h in handles]
    for handle, resource in zip(handles, resources):
        if resource.mapped:
            raise CudaError("cudaErrorAlreadyMapped", f"{api_name}: resource {handle:#x} is already mapped")
    if len(set(handles)) != len(handles):
        raise CudaError("cudaErrorAlreadyMapped", f"{api_name}: a resource appears twice")
    opengl.require_context(api_name)
    STREAMS.stream(stream)
    STREAMS.before_work(stream)
    done = []
    try:
        for resource in resources:
            _map_one(resource)
            done.append(resource)
    except CudaError:
        for resource in done:
            _unmap_one(resource)
        raise


def _unmap(api_name: str, handles: list[int], stream: int) -> None:
    resources = [_resource(h) for h in handles]
    for handle, resource in zip(handles, resources):
        if not resource.mapped:
            raise CudaError("cudaErrorNotMapped", f"{api_name}: resource {handle:#x} is not mapped")
    opengl.require_context(api_name)
    STREAMS.synchronize(stream)   # the kernels that use the buffer finish before GL has it back
    for resource in resources:
        _unmap_one(resource)


def _mapped_pointer(handle: int) -> Resource:
    resource = _resource(handle)
    if not resource.mapped:
        raise CudaError("cudaErrorNotMapped", f"resource {handle:#x} is not mapped")
    if resource.image is not None:
        raise CudaError("cudaErrorNotMappedAsPointer", f"resource {handle:#x} is an image: it maps as an array")
    return resource


def _mapped_image(handle: int) -> Image:
    resource = _resource(handle)
    if not resource.mapped:
        raise CudaError("cudaErrorNotMapped", f"resource {handle:#x} is not mapped")
    if resource.image is None:
        raise CudaError("cudaErrorNotMappedAsArray", f"resource {handle:#x} is a buffer: it maps as a pointer")
    return resource.image


def _mapped_array(handle: int, array_index: int, mip_level: int) -> int:
    image = _mapped_image(handle)
    levels = _levels(image)
    if array_index != 0:
        raise CudaError("cudaErrorInvalidValue", f"arrayIndex {array_index} of a 2-D texture (0 only)")
    if not 0 <= mip_level < len(levels):
        raise CudaError("cudaErrorInvalidValue", f"mipLevel {mip_level} of {len(levels)} levels")
    return levels[mip_level].handle


def _set_map_flags(handle: int, flags: int) -> None:
    resource = _resource(handle)
    if flags not in MAP_FLAGS:
        raise CudaError("cudaErrorInvalidValue", f"map flags {flags:#x}")
    if resource.mapped:
        raise CudaError("cudaErrorAlreadyMapped", f"resource {handle:#x} is mapped")
    resource.map_flags = flags


def _handle_list(library: str, count: int, resources) -> list[int]:
    f = ffi(library)
    if count < 0 or (count and resources == f.NULL):
        raise CudaError("cudaErrorInvalidValue", f"count {count}, resources NULL" if count >= 0 else f"count {count}")
    return [address(f, resources[i]) for i in range(count)]


def _gl_devices(library: str, count_out, devices, capacity: int, device_list: int) -> None:
    f = ffi(library)
    if device_list not in GL_DEVICE_LISTS:
        raise CudaError("cudaErrorInvalidValue", f"deviceList {device_list}")
    if count_out == f.NULL:
        raise CudaError("cudaErrorInvalidValue", "pCudaDeviceCount is NULL")
    opengl.require_context("cudaGLGetDevices")
    # the GL renders on this machine's CPU, which is the one device
    count_out[0] = DEVICE_COUNT
    if devices != f.NULL:
        for i in range(min(capacity, DEVICE_COUNT)):
            devices[i] = i


# ---------------------------------------------------------------- the deprecated buffer-object family

def _legacy_register(api_name: str, buffer: int) -> None:
    with _lock:
        if buffer in _legacy:
            raise CudaError("cudaErrorInvalidResourceHandle", f"{api_name}: buffer {buffer} is already registered")
    handle = _register(api_name, buffer, 0)
    with _lock:
        _legacy[buffer] = handle


def _legacy_handle(api_name: str, buffer: int) -> int:
    with _lock:
        handle = _legacy.get(buffer)
    if handle is None:
        raise CudaError("cudaErrorInvalidResourceHandle", f"{api_name}: buffer {buffer} is not registered")
    return handle


def _legacy_map(api_name: str, buffer: int, stream: int) -> Resource:
    handle = _legacy_handle(api_name, buffer)
    _map(api_name, [handle], stream)
    return _resource(handle)


def _legacy_unregister(api_name: str, buffer: int) -> None:
    handle = _legacy_handle(api_name, buffer)
    _unregister(handle)
    with _lock:
        del _legacy[buffer]


def _out_handle(library: str, out, handle: int) -> None:
    f = ffi(library)
    out[0] = f.cast(HANDLE_TYPES[library], handle)


def _require_out(library: str, *outs) -> None:
    f = ffi(library)
    if any(out == f.NULL for out in outs):
        raise CudaError("cudaErrorInvalidValue", "an output pointer is NULL")


# ---------------------------------------------------------------- runtime API

@api(RT, "cudaGraphicsGLRegisterImage")
def graphics_gl_register_image(resource, image, target, flags):
    _require_out(RT, resource)
    _out_handle(RT, resource, _register_image("cudaGraphicsGLRegisterImage", image, target, flags))


@api(RT, "cudaGraphicsSubResourceGetMappedArray")
def graphics_sub_resource_get_mapped_array(array, resource, arrayIndex, mipLevel):
    _require_out(RT, array)
    array[0] = ffi(RT).cast("cudaArray_t", _mapped_array(address(ffi(RT), resource), arrayIndex, mipLevel))


@api(RT, "cudaGraphicsResourceGetMappedMipmappedArray")
def graphics_resource_get_mapped_mipmapped_array(mipmappedArray, resource):
    _require_out(RT, mipmappedArray)
    image = _mapped_image(address(ffi(RT), resource))
    mipmappedArray[0] = ffi(RT).cast("cudaMipmappedArray_t", image.mipmapped)


@api(RT, "cudaGraphicsGLRegisterBuffer")
def graphics_gl_register_buffer(resource, buffer, flags):
    _require_out(RT, resource)
    _out_handle(RT, resource, _register("cudaGraphicsGLRegisterBuffer", buffer, flags))


@api(RT, "cudaGraphicsUnregisterResource")
def graphics_unregister_resource(resource):
    _unregister(address(ffi(RT), resource))


@api(RT, "cudaGraphicsResourceSetMapFlags")
def graphics_resource_set_map_flags(resource, flags):
    _set_map_flags(address(ffi(RT), resource), flags)


@api(RT, "cudaGraphicsMapResources")
def graphics_map_resources(count, resources, stream):
    _map("cudaGraphicsMapResources", _handle_list(RT, count, resources), address(ffi(RT), stream))


@api(RT, "cudaGraphicsUnmapResources")
def graphics_unmap_resources(count, resources, stream):
    _unmap("cudaGraphicsUnmapResources", _handle_list(RT, count, resources), address(ffi(RT), stream))


@api(RT, "cudaGraphicsResourceGetMappedPointer")
def graphics_resource_get_mapped_pointer(devPtr, size, resource):
    _require_out(RT, devPtr, size)
    mapped = _mapped_pointer(address(ffi(RT), resource))
    devPtr[0] = ffi(RT).cast("void *", mapped.pointer)
    size[0] = mapped.size


@api(RT, "cudaGLGetDevices")
def gl_get_devices(pCudaDeviceCount, pCudaDevices, cudaDeviceCount, deviceList):
    _gl_devices(RT, pCudaDeviceCount, pCudaDevices, cudaDeviceCount, deviceList)


@api(RT, "cudaGLSetGLDevice")
def gl_set_gl_device(device):
    if not 0 <= device < DEVICE_COUNT:
        raise CudaError("cudaErrorInvalidDevice", f"device {device} (this machine has {DEVICE_COUNT})")


@api(RT, "cudaGLRegisterBufferObject")
def gl_register_buffer_object(bufObj):
    _legacy_register("cudaGLRegisterBufferObject", bufObj)


@api(RT, "cudaGLUnregisterBufferObject")
def gl_unregister_buffer_object(bufObj):
    _legacy_unregister("cudaGLUnregisterBufferObject", bufObj)


@api(RT, "cudaGLSetBufferObjectMapFlags")
def gl_set_buffer_object_map_flags(bufObj, flags):
    _set_map_flags(_legacy_handle("cudaGLSetBufferObjectMapFlags", bufObj), flags)


@api(RT, "cudaGLMapBufferObject")
def gl_map_buffer_object(devPtr, bufObj):
    _require_out(RT, devPtr)
    devPtr[0] = ffi(RT).cast("void *", _legacy_map("cudaGLMapBufferObject", bufObj, 0).pointer)


@api(RT, "cudaGLMapBufferObjectAsync")
def gl_map_buffer_object_async(devPtr, bufObj, stream):
    _require_out(RT, devPtr)
    mapped = _legacy_map("cudaGLMapBufferObjectAsync", bufObj, address(ffi(RT), stream))
    devPtr[0] = ffi(RT).cast("void *", mapped.pointer)


@api(RT, "cudaGLUnmapBufferObject")
def gl_unmap_buffer_object(bufObj):
    _unmap("cudaGLUnmapBufferObject", [_legacy_handle("cudaGLUnmapBufferObject", bufObj)], 0)


@api(RT, "cudaGLUnmapBufferObjectAsync")
def gl_unmap_buffer_object_async(bufObj, stream):
    _unmap("cudaGLUnmapBufferObjectAsync", [_legacy_handle("cudaGLUnmapBufferObjectAsync", bufObj)],
           address(ffi(RT), stream))


# ---------------------------------------------------------------- driver API

@api(DRV, "cuGraphicsGLRegisterImage")
def cu_graphics_gl_register_image(pCudaResource, image, target, Flags):
    require_context()
    _require_out(DRV, pCudaResource)
    _out_handle(DRV, pCudaResource, _register_image("cuGraphicsGLRegisterImage", image, target, Flags))


@api(DRV, "cuGraphicsSubResourceGetMappedArray")
def cu_graphics_sub_resource_get_mapped_array(pArray, resource, arrayIndex, mipLevel):
    require_context()
    _require_out(DRV, pArray)
    pArray[0] = ffi(DRV).cast("CUarray", _mapped_array(address(ffi(DRV), resource), arrayIndex, mipLevel))


@api(DRV, "cuGraphicsResourceGetMappedMipmappedArray")
def cu_graphics_resource_get_mapped_mipmapped_array(pMipmappedArray, resource):
    require_context()
    _require_out(DRV, pMipmappedArray)
    image = _mapped_image(address(ffi(DRV), resource))
    pMipmappedArray[0] = ffi(DRV).cast("CUmipmappedArray", image.mipmapped)


@api(DRV, "cuGraphicsGLRegisterBuffer")
def cu_graphics_gl_register_buffer(pCudaResource, buffer, Flags):
    require_context()
    _require_out(DRV, pCudaResource)
    _out_handle(DRV, pCudaResource, _register("cuGraphicsGLRegisterBuffer", buffer, Flags))


@api(DRV, "cuGraphicsUnregisterResource")
def cu_graphics_unregister_resource(resource):
    require_context()
    _unregister(address(ffi(DRV), resource))


@api(DRV, "cuGraphicsResourceSetMapFlags", "cuGraphicsResourceSetMapFlags_v2")
def cu_graphics_resource_set_map_flags(resource, flags):
    require_context()
    _set_map_flags(address(ffi(DRV), resource), flags)


@api(DRV, "cuGraphicsMapResources")
def cu_graphics_map_resources(count, resources, hStream):
    require_context()
    _map("cuGraphicsMapResources", _handle_list(DRV, count, resources), address(ffi(DRV), hStream))


@api(DRV, "cuGraphicsUnmapResources")
def cu_graphics_unmap_resources(count, resources, hStream):
    require_context()
    _unmap("cuGraphicsUnmapResources", _handle_list(DRV, count, resources), address(ffi(DRV), hStream))


@api(DRV, "cuGraphicsResourceGetMappedPointer_v2")
def cu_graphics_resource_get_mapped_pointer(pDevPtr, pSize, resource):
    require_context()
    mapped = _mapped_pointer(address(ffi(DRV), resource))
    f = ffi(DRV)
    if pDevPtr != f.NULL:     # the driver API lets either output be NULL
        pDevPtr[0] = mapped.pointer
    if pSize != f.NULL:
        pSize[0] = mapped.size


@api(DRV, "cuGLInit")
def cu_gl_init():
    """Deprecated and without effect since CUDA 3.0."""


@api(DRV, "cuGLCtxCreate_v2", "cuGLCtxCreate")
def cu_gl_ctx_create(pCtx, Flags, device):
    """Deprecated: an ordinary context, as GL interop needs nothing of its own here."""
    cu_ctx_create(pCtx, Flags, device)


@api(DRV, "cuGLGetDevices", "cuGLGetDevices_v2")
def cu_gl_get_devices(pCudaDeviceCount, pCudaDevices, cudaDeviceCount, deviceList):
    _gl_devices(DRV, pCudaDeviceCount, pCudaDevices, cudaDeviceCount, deviceList)


@api(DRV, "cuGLRegisterBufferObject")
def cu_gl_register_buffer_object(buffer):
    require_context()
    _legacy_register("cuGLRegisterBufferObject", buffer)


@api(DRV, "cuGLUnregisterBufferObject")
def cu_gl_unregister_buffer_object(buffer):
    require_context()
    _legacy_unregister("cuGLUnregisterBufferObject", buffer)


@api(DRV, "cuGLSetBufferObjectMapFlags")
def cu_gl_set_buffer_object_map_flags(buffer, Flags):
    require_context()
    _set_map_flags(_legacy_handle("cuGLSetBufferObjectMapFlags", buffer), Flags)


def _cu_legacy_map(api_name: str, dptr, size, buffer: int, stream: int) -> None:
    require_context()
    mapped = _legacy_map(api_name, buffer, stream)
    f = ffi(DRV)
    if dptr != f.NULL:
        dptr[0] = mapped.pointer
    if size != f.NULL:
        size[0] = mapped.size


@api(DRV, "cuGLMapBufferObject_v2")
def cu_gl_map_buffer_object(dptr, size, buffer):
    _cu_legacy_map("cuGLMapBufferObject", dptr, size, buffer, 0)


@api(DRV, "cuGLMapBufferObjectAsync_v2")
def cu_gl_map_buffer_object_async(dptr, size, buffer, hStream):
    _cu_legacy_map("cuGLMapBufferObjectAsync", dptr, size, buffer, address(ffi(DRV), hStream))


@api(DRV, "cuGLUnmapBufferObject")
def cu_gl_unmap_buffer_object(buffer):
    require_context()
    _unmap("cuGLUnmapBufferObject", [_legacy_handle("cuGLUnmapBufferObject", buffer)], 0)


@api(DRV, "cuGLUnmapBufferObjectAsync")
def cu_gl_unmap_buffer_object_async(buffer, hStream):
    require_context()
    _unmap("cuGLUnmapBufferObjectAsync", [_legacy_handle("cuGLUnmapBufferObjectAsync", buffer)],
           address(ffi(DRV), hStream))
