"""The system's OpenGL, called through ctypes on the calling thread: which context is
current there, and a buffer object's storage mapped into this process.

Loaded on first use only (a program that never calls the GL interop functions never
loads libGL). The entry points come from libglvnd's libGL.so.1, whose dispatch follows
whatever context the program made current, through EGL or GLX, desktop GL or GLES.
A GL that keeps its buffers in host memory (Mesa's llvmpipe and softpipe) hands back
the buffer's own storage from glMapBufferRange: that pointer is what CUDA maps.
"""

from __future__ import annotations

import ctypes
import functools
from dataclasses import dataclass

from .errors import CudaError

GL_LIBRARIES = ("libGL.so.1", "libOpenGL.so.0", "libGLESv2.so.2")
EGL_LIBRARY = "libEGL.so.1"

GL_NO_ERROR = 0
GL_BUFFER_SIZE = 0x8764
# a target the application's own drawing seldom binds; its binding is restored after use
GL_COPY_WRITE_BUFFER = 0x8F37
GL_COPY_WRITE_BUFFER_BINDING = 0x8F37
GL_MAP_READ_BIT = 0x1
GL_MAP_WRITE_BIT = 0x2
GL_MAP_INVALIDATE_BUFFER_BIT = 0x8

# cudaGraphicsMapFlags / CU_GRAPHICS_MAP_RESOURCE_FLAGS -> glMapBufferRange access
MAP_ACCESS = {
    0: GL_MAP_READ_BIT | GL_MAP_WRITE_BIT,                   # None: read and written
    1: GL_MAP_READ_BIT,                                      # ReadOnly
    2: GL_MAP_WRITE_BIT | GL_MAP_INVALIDATE_BUFFER_BIT,      # WriteDiscard: old contents not kept
}


# textures whose storage is one image per mip level, read with glGetTexImage
GL_TEXTURE_2D = 0x0DE1
GL_TEXTURE_RECTANGLE = 0x84F5
TEXTURE_BINDINGS = {GL_TEXTURE_2D: 0x8069, GL_TEXTURE_RECTANGLE: 0x84F6}
GL_TEXTURE_WIDTH, GL_TEXTURE_HEIGHT, GL_TEXTURE_INTERNAL_FORMAT = 0x1000, 0x1001, 0x1003
GL_PACK_ALIGNMENT, GL_UNPACK_ALIGNMENT = 0x0D05, 0x0CF5
GL_PIXEL_PACK_BUFFER, GL_PIXEL_UNPACK_BUFFER = 0x88EB, 0x88EC
GL_PIXEL_PACK_BUFFER_BINDING, GL_PIXEL_UNPACK_BUFFER_BINDING = 0x88ED, 0x88EF
# a renderbuffer is read through a framebuffer of ours and written by a blit from a texture
GL_RENDERBUFFER = 0x8D41
GL_RENDERBUFFER_BINDING = 0x8CA7
GL_RENDERBUFFER_WIDTH, GL_RENDERBUFFER_HEIGHT, GL_RENDERBUFFER_INTERNAL_FORMAT = 0x8D42, 0x8D43, 0x8D44
GL_READ_FRAMEBUFFER, GL_DRAW_FRAMEBUFFER = 0x8CA8, 0x8CA9
GL_READ_FRAMEBUFFER_BINDING, GL_DRAW_FRAMEBUFFER_BINDING = 0x8CAA, 0x8CA6
GL_COLOR_ATTACHMENT0 = 0x8CE0
GL_SCISSOR_TEST = 0x0C11
GL_COLOR_BUFFER_BIT, GL_NEAREST = 0x4000, 0x2600
# targets CUDA registers that this module does not map yet
IMAGE_TARGETS_NOT_DONE = {0x806F: "GL_TEXTURE_3D", 0x8C1A: "GL_TEXTURE_2D_ARRAY", 0x8513: "GL_TEXTURE_CUBE_MAP"}

_RED, _RG, _RGBA = 0x1903, 0x8227, 0x1908
_RED_I, _RG_I, _RGBA_I = 0x8D94, 0x8228, 0x8D99
_UBYTE, _BYTE, _USHORT, _SHORT, _INT, _UINT, _FLOAT, _HALF = 0x1401, 0x1400, 0x1403, 0x1402, 0x1404, 0x1405, \
    0x1406, 0x140B
_SIGNED, _UNSIGNED, _FLOATING = 0, 1, 2    # cudaChannelFormatKind


@dataclass(frozen=True)
class TexelFormat:
    """A GL internal format as a CUDA array's channels, and how GL transfers its texels."""
    kind: int
    channels: int
    channel_bits: int
    gl_format: int
    gl_type: int
    internal: int               # the sized internal format (a renderbuffer's staging texture takes it)


def _formats() -> dict[int, TexelFormat]:
    table = {}
    # (internal formats of 1, 2, 4 channels), CUDA kind, bits, (transfer formats), transfer type
    rows = [
        ((0x8229, 0x822B, 0x8058), _UNSIGNED, 8, (_RED, _RG, _RGBA), _UBYTE),        # R8 RG8 RGBA8
        ((0x8F94, 0x8F95, 0x8F97), _SIGNED, 8, (_RED, _RG, _RGBA), _BYTE),           # *_SNORM
        ((0x822A, 0x822C, 0x805B), _UNSIGNED, 16, (_RED, _RG, _RGBA), _USHORT),      # R16 RG16 RGBA16
        ((0x822D, 0x822F, 0x881A), _FLOATING, 16, (_RED, _RG, _RGBA), _HALF),        # *16F
        ((0x822E, 0x8230, 0x8814), _FLOATING, 32, (_RED, _RG, _RGBA), _FLOAT),       # *32F
        ((0x8232, 0x8238, 0x8D7C), _UNSIGNED, 8, (_RED_I, _RG_I, _RGBA_I), _UBYTE),  # *8UI
        ((0x8231, 0x8237, 0x8D8E), _SIGNED, 8, (_RED_I, _RG_I, _RGBA_I), _BYTE),     # *8I
        ((0x8234, 0x823A, 0x8D76), _UNSIGNED, 16, (_RED_I, _RG_I, _RGBA_I), _USHORT),  # *16UI
        ((0x8233, 0x8239, 0x8D88), _SIGNED, 16, (_RED_I, _RG_I, _RGBA_I), _SHORT),   # *16I
        ((0x8236, 0x823C, 0x8D70), _UNSIGNED, 32, (_RED_I, _RG_I, _RGBA_I), _UINT),  # *32UI
        ((0x8235, 0x823B, 0x8D82), _SIGNED, 32, (_RED_I, _RG_I, _RGBA_I), _INT),     # *32I
    ]
    for internals, kind, bits, transfers, gl_type in rows:
        for internal, channels, transfer in zip(internals, (1, 2, 4), transfers):
            table[internal] = TexelFormat(kind, channels, bits, transfer, gl_type, internal)
    table[0x1908] = table[0x8058]     # unsized GL_RGBA: RGBA8
    return table


TEXEL_FORMATS = _formats()


@dataclass(frozen=True)
class Library:
    gl: ctypes.CDLL
    egl: ctypes.CDLL | None


def _signatures(gl: ctypes.CDLL) -> None:
    uint, int_, enum = ctypes.c_uint, ctypes.c_int, ctypes.c_uint
    table = {
        "glGetError": (enum, []),
        "glIsBuffer": (ctypes.c_ubyte, [uint]),
        "glBindBuffer": (None, [enum, uint]),
        "glGetIntegerv": (None, [enum, ctypes.POINTER(int_)]),
        "glGetBufferParameteri64v": (None, [enum, enum, ctypes.POINTER(ctypes.c_int64)]),
        "glMapBufferRange": (ctypes.c_void_p, [enum, ctypes.c_ssize_t, ctypes.c_ssize_t, uint]),
        "glUnmapBuffer": (ctypes.c_ubyte, [enum]),
        "glIsTexture": (ctypes.c_ubyte, [uint]),
        "glBindTexture": (None, [enum, uint]),
        "glPixelStorei": (None, [enum, int_]),
        "glGetTexLevelParameteriv": (None, [enum, int_, enum, ctypes.POINTER(int_)]),
        "glGetTexImage": (None, [enum, int_, enum, enum, ctypes.c_void_p]),
        "glTexSubImage2D": (None, [enum, int_, int_, int_, ctypes.c_int, ctypes.c_int, enum, enum, ctypes.c_void_p]),
        "glTexImage2D": (None, [enum, int_, int_, ctypes.c_int, ctypes.c_int, int_, enum, enum, ctypes.c_void_p]),
        "glGenTextures": (None, [ctypes.c_int, ctypes.POINTER(uint)]),
        "glDeleteTextures": (None, [ctypes.c_int, ctypes.POINTER(uint)]),
        "glIsRenderbuffer": (ctypes.c_ubyte, [uint]),
        "glBindRenderbuffer": (None, [enum, uint]),
        "glGetRenderbufferParameteriv": (None, [enum, enum, ctypes.POINTER(int_)]),
        "glGenFramebuffers": (None, [ctypes.c_int, ctypes.POINTER(uint)]),
        "glDeleteFramebuffers": (None, [ctypes.c_int, ctypes.POINTER(uint)]),
        "glBindFramebuffer": (None, [enum, uint]),
        "glFramebufferRenderbuffer": (None, [enum, enum, enum, uint]),
        "glFramebufferTexture2D": (None, [enum, enum, enum, uint, int_]),
        "glReadBuffer": (None, [enum]),
        "glReadPixels": (None, [int_, int_, ctypes.c_int, ctypes.c_int, enum, enum, ctypes.c_void_p]),
        "glBlitFramebuffer": (None, [int_] * 8 + [ctypes.c_uint, enum]),
        "glIsEnabled": (ctypes.c_ubyte, [enum]),
        "glEnable": (None, [enum]),
        "glDisable": (None, [enum]),
    }
    for name, (restype, argtypes) in table.items():
        function = getattr(gl, name)
        function.restype, function.argtypes = restype, argtypes


@functools.cache
def library() -> Library:
    """libGL (or the first GL library that loads) and libEGL; CudaError naming what is
    missing where the system has no OpenGL."""
    gl = None
    for name in GL_LIBRARIES:
        try:
            gl = ctypes.CDLL(name)
            _signatures(gl)
            break
        except (OSError, AttributeError):
            gl = None
    if gl is None:
        raise CudaError("cudaErrorInvalidGraphicsContext",
                        f"no OpenGL library loads here (tried {', '.join(GL_LIBRARIES)})")
    try:
        egl = ctypes.CDLL(EGL_LIBRARY)
        egl.eglGetCurrentContext.restype = ctypes.c_void_p
    except (OSError, AttributeError):
        egl = None
    return Library(gl, egl)


def current_context() -> int:
    """The GL context current on this thread (EGL's, else GLX's); 0 where none is."""
    lib = library()
    if lib.egl is not None:
        context = lib.egl.eglGetCurrentContext()
        if context:
            return context
    glx = getattr(lib.gl, "glXGetCurrentContext", None)
    if glx is not None:
        glx.restype = ctypes.c_void_p
        return glx() or 0
    return 0


def require_context(api: str) -> int:
    context = current_context()
    if not context:
        raise CudaError("cudaErrorInvalidGraphicsContext", f"{api}: no OpenGL context is current on this thread")
    return context


def _drain_errors(gl) -> None:
    while gl.glGetError() != GL_NO_ERROR:
        pass


class _Bound:
    """`buffer` bound to GL_COPY_WRITE_BUFFER for the block; the previous binding back after."""

    def __init__(self, gl, buffer: int):
        self.gl, self.buffer = gl, buffer

    def __enter__(self):
        previous = ctypes.c_int(0)
        self.gl.glGetIntegerv(GL_COPY_WRITE_BUFFER_BINDING, ctypes.byref(previous))
        self.previous = previous.value
        self.gl.glBindBuffer(GL_COPY_WRITE_BUFFER, self.buffer)
        return self

    def __exit__(self, *_exc):
        self.gl.glBindBuffer(GL_COPY_WRITE_BUFFER, self.previous)


def buffer_size(buffer: int) -> int:
    """The size of a buffer object of the current context; CudaError if it is none."""
    gl = library().gl
    if not buffer or not gl.glIsBuffer(buffer):
        raise CudaError("cudaErrorInvalidValue", f"buffer {buffer} is not an OpenGL buffer object of the current context")
    _drain_errors(gl)
    size = ctypes.c_int64(0)
    with _Bound(gl, buffer):
        gl.glGetBufferParameteri64v(GL_COPY_WRITE_BUFFER, GL_BUFFER_SIZE, ctypes.byref(size))
    return size.value


def map_buffer(buffer: int, size: int, map_flags: int) -> int:
    """The address of the buffer's storage, mapped for CUDA with the access its map flags
    allow; CudaError (cudaErrorMapBufferObjectFailed) where GL refuses."""
    gl = library().gl
    _drain_errors(gl)
    with _Bound(gl, buffer):
        pointer = gl.glMapBufferRange(GL_COPY_WRITE_BUFFER, 0, size, MAP_ACCESS[map_flags])
        error = gl.glGetError()
    if not pointer:
        raise CudaError("cudaErrorMapBufferObjectFailed", f"glMapBufferRange of buffer {buffer} "
                        f"({size} bytes) failed with GL error {error:#x}")
    return pointer


def unmap_buffer(buffer: int) -> None:
    gl = library().gl
    _drain_errors(gl)
    with _Bound(gl, buffer):
        intact = gl.glUnmapBuffer(GL_COPY_WRITE_BUFFER)
        error = gl.glGetError()
    if error != GL_NO_ERROR:
        raise CudaError("cudaErrorUnmapBufferObjectFailed", f"glUnmapBuffer of buffer {buffer}: GL error {error:#x}")
    if not intact:
        raise CudaError("cudaErrorUnmapBufferObjectFailed", f"buffer {buffer}: GL lost its contents while mapped")


def _integer(gl, name: int) -> int:
    value = ctypes.c_int(0)
    gl.glGetIntegerv(name, ctypes.byref(value))
    return value.value


class _PixelTransfer:
    """`texture` bound to `target`, tightly packed client memory, no pixel buffer bound;
    everything as before after the block."""

    def __init__(self, gl, target: int, texture: int):
        self.gl, self.target, self.texture = gl, target, texture

    def __enter__(self):
        gl = self.gl
        self.binding = _integer(gl, TEXTURE_BINDINGS[self.target])
        self.alignments = (_integer(gl, GL_PACK_ALIGNMENT), _integer(gl, GL_UNPACK_ALIGNMENT))
        self.buffers = (_integer(gl, GL_PIXEL_PACK_BUFFER_BINDING), _integer(gl, GL_PIXEL_UNPACK_BUFFER_BINDING))
        gl.glBindTexture(self.target, self.texture)
        gl.glPixelStorei(GL_PACK_ALIGNMENT, 1)
        gl.glPixelStorei(GL_UNPACK_ALIGNMENT, 1)
        gl.glBindBuffer(GL_PIXEL_PACK_BUFFER, 0)
        gl.glBindBuffer(GL_PIXEL_UNPACK_BUFFER, 0)
        return self

    def __exit__(self, *_exc):
        gl = self.gl
        gl.glBindBuffer(GL_PIXEL_PACK_BUFFER, self.buffers[0])
        gl.glBindBuffer(GL_PIXEL_UNPACK_BUFFER, self.buffers[1])
        gl.glPixelStorei(GL_PACK_ALIGNMENT, self.alignments[0])
        gl.glPixelStorei(GL_UNPACK_ALIGNMENT, self.alignments[1])
        gl.glBindTexture(self.target, self.binding)


def texture_shape(texture: int, target: int) -> tuple[TexelFormat, list[tuple[int, int]]]:
    """The format of a 2-D texture and the (width, height) of each of its defined mip levels."""
    gl = library().gl
    if target == GL_RENDERBUFFER:
        return _renderbuffer_shape(texture)
    if target in IMAGE_TARGETS_NOT_DONE:
        raise CudaError("cudaErrorNotSupported", f"target {IMAGE_TARGETS_NOT_DONE[target]}: only 2-D textures "
                        "and renderbuffers are mapped on this device yet")
    if target not in TEXTURE_BINDINGS:
        raise CudaError("cudaErrorInvalidValue", f"target {target:#x} is not an image target")
    if not texture or not gl.glIsTexture(texture):
        raise CudaError("cudaErrorInvalidValue", f"image {texture} is not a texture of the current context")
    _drain_errors(gl)
    sizes = []
    with _PixelTransfer(gl, target, texture):
        internal = ctypes.c_int(0)
        gl.glGetTexLevelParameteriv(target, 0, GL_TEXTURE_INTERNAL_FORMAT, ctypes.byref(internal))
        for level in range(32):
            width, height = ctypes.c_int(0), ctypes.c_int(0)
            gl.glGetTexLevelParameteriv(target, level, GL_TEXTURE_WIDTH, ctypes.byref(width))
            gl.glGetTexLevelParameteriv(target, level, GL_TEXTURE_HEIGHT, ctypes.byref(height))
            if width.value <= 0 or (target == GL_TEXTURE_RECTANGLE and level):
                break
            sizes.append((width.value, height.value))
        error = gl.glGetError()
    if error != GL_NO_ERROR or not sizes:
        raise CudaError("cudaErrorInvalidValue", f"texture {texture} has no image of target {target:#x} "
                        f"(GL error {error:#x})")
    fmt = TEXEL_FORMATS.get(internal.value)
    if fmt is None:
        raise CudaError("cudaErrorInvalidValue", f"texture {texture}: internal format {internal.value:#x} has "
                        "no CUDA array format (1, 2 or 4 channels of 8, 16 or 32 bits)")
    return fmt, sizes


def read_texture(texture: int, target: int, fmt: TexelFormat, level: int, size: tuple[int, int],
                 address: int) -> None:
    gl = library().gl
    if target == GL_RENDERBUFFER:
        _read_renderbuffer(gl, texture, fmt, size, address)
        return
    _drain_errors(gl)
    with _PixelTransfer(gl, target, texture):
        gl.glGetTexImage(target, level, fmt.gl_format, fmt.gl_type, address)
        error = gl.glGetError()
    if error != GL_NO_ERROR:
        raise CudaError("cudaErrorMapBufferObjectFailed", f"glGetTexImage of texture {texture} level {level}: "
                        f"GL error {error:#x}")


def write_texture(texture: int, target: int, fmt: TexelFormat, level: int, size: tuple[int, int],
                  address: int) -> None:
    gl = library().gl
    if target == GL_RENDERBUFFER:
        _write_renderbuffer(gl, texture, fmt, size, address)
        return
    _drain_errors(gl)
    with _PixelTransfer(gl, target, texture):
        gl.glTexSubImage2D(target, level, 0, 0, size[0], size[1], fmt.gl_format, fmt.gl_type, address)
        error = gl.glGetError()
    if error != GL_NO_ERROR:
        raise CudaError("cudaErrorUnmapBufferObjectFailed", f"glTexSubImage2D of texture {texture} level {level}: "
                        f"GL error {error:#x}")


class _Framebuffers:
    """Two framebuffers of ours bound for reading and drawing, a staging texture name,
    tightly packed client memory and no scissor; every binding as before after the block."""

    def __init__(self, gl):
        self.gl = gl

    def __enter__(self):
        gl = self.gl
        self.saved = {name: _integer(gl, name) for name in (
            GL_READ_FRAMEBUFFER_BINDING, GL_DRAW_FRAMEBUFFER_BINDING, GL_RENDERBUFFER_BINDING,
            TEXTURE_BINDINGS[GL_TEXTURE_2D], GL_PACK_ALIGNMENT, GL_UNPACK_ALIGNMENT,
            GL_PIXEL_PACK_BUFFER_BINDING, GL_PIXEL_UNPACK_BUFFER_BINDING)}
        self.scissor = gl.glIsEnabled(GL_SCISSOR_TEST)
        self.framebuffers = (ctypes.c_uint * 2)()
        gl.glGenFramebuffers(2, self.framebuffers)
        self.texture = ctypes.c_uint(0)
        gl.glGenTextures(1, ctypes.byref(self.texture))
        gl.glBindFramebuffer(GL_READ_FRAMEBUFFER, self.framebuffers[0])
        gl.glBindFramebuffer(GL_DRAW_FRAMEBUFFER, self.framebuffers[1])
        gl.glPixelStorei(GL_PACK_ALIGNMENT, 1)
        gl.glPixelStorei(GL_UNPACK_ALIGNMENT, 1)
        gl.glBindBuffer(GL_PIXEL_PACK_BUFFER, 0)
        gl.glBindBuffer(GL_PIXEL_UNPACK_BUFFER, 0)
        gl.glDisable(GL_SCISSOR_TEST)
        return self

    def __exit__(self, *_exc):
        gl, saved = self.gl, self.saved
        gl.glDeleteFramebuffers(2, self.framebuffers)
        gl.glDeleteTextures(1, ctypes.byref(self.texture))
        gl.glBindFramebuffer(GL_READ_FRAMEBUFFER, saved[GL_READ_FRAMEBUFFER_BINDING])
        gl.glBindFramebuffer(GL_DRAW_FRAMEBUFFER, saved[GL_DRAW_FRAMEBUFFER_BINDING])
        gl.glBindRenderbuffer(GL_RENDERBUFFER, saved[GL_RENDERBUFFER_BINDING])
        gl.glBindTexture(GL_TEXTURE_2D, saved[TEXTURE_BINDINGS[GL_TEXTURE_2D]])
        gl.glPixelStorei(GL_PACK_ALIGNMENT, saved[GL_PACK_ALIGNMENT])
        gl.glPixelStorei(GL_UNPACK_ALIGNMENT, saved[GL_UNPACK_ALIGNMENT])
        gl.glBindBuffer(GL_PIXEL_PACK_BUFFER, saved[GL_PIXEL_PACK_BUFFER_BINDING])
        gl.glBindBuffer(GL_PIXEL_UNPACK_BUFFER, saved[GL_PIXEL_UNPACK_BUFFER_BINDING])
        if self.scissor:
            gl.glEnable(GL_SCISSOR_TEST)


def _renderbuffer_shape(renderbuffer: int) -> tuple[TexelFormat, list[tuple[int, int]]]:
    gl = library().gl
    if not renderbuffer or not gl.glIsRenderbuffer(renderbuffer):
        raise CudaError("cudaErrorInvalidValue", f"image {renderbuffer} is not a renderbuffer of the current context")
    _drain_errors(gl)
    values = {}
    with _Framebuffers(gl):
        gl.glBindRenderbuffer(GL_RENDERBUFFER, renderbuffer)
        for name in (GL_RENDERBUFFER_WIDTH, GL_RENDERBUFFER_HEIGHT, GL_RENDERBUFFER_INTERNAL_FORMAT):
            value = ctypes.c_int(0)
            gl.glGetRenderbufferParameteriv(GL_RENDERBUFFER, name, ctypes.byref(value))
            values[name] = value.value
    width, height = values[GL_RENDERBUFFER_WIDTH], values[GL_RENDERBUFFER_HEIGHT]
    if width <= 0 or height <= 0:
        raise CudaError("cudaErrorInvalidValue", f"renderbuffer {renderbuffer} has no storage")
    fmt = TEXEL_FORMATS.get(values[GL_RENDERBUFFER_INTERNAL_FORMAT])
    if fmt is None:
        raise CudaError("cudaErrorInvalidValue", f"renderbuffer {renderbuffer}: internal format "
                        f"{values[GL_RENDERBUFFER_INTERNAL_FORMAT]:#x} has no CUDA array format")
    return fmt, [(width, height)]


def _read_renderbuffer(gl, renderbuffer: int, fmt: TexelFormat, size: tuple[int, int], address: int) -> None:
    _drain_errors(gl)
    with _Framebuffers(gl):
        gl.glFramebufferRenderbuffer(GL_READ_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_RENDERBUFFER, renderbuffer)
        gl.glReadBuffer(GL_COLOR_ATTACHMENT0)
        gl.glReadPixels(0, 0, size[0], size[1], fmt.gl_format, fmt.gl_type, address)
        error = gl.glGetError()
    if error != GL_NO_ERROR:
        raise CudaError("cudaErrorMapBufferObjectFailed", f"glReadPixels of renderbuffer {renderbuffer}: "
                        f"GL error {error:#x}")


def _write_renderbuffer(gl, renderbuffer: int, fmt: TexelFormat, size: tuple[int, int], address: int) -> None:
    """GL writes a renderbuffer only by rendering: the texels go into a staging texture of
    the same format, which a blit copies over."""
    _drain_errors(gl)
    width, height = size
    with _Framebuffers(gl) as state:
        gl.glBindTexture(GL_TEXTURE_2D, state.texture.value)
        gl.glTexImage2D(GL_TEXTURE_2D, 0, fmt.internal, width, height, 0, fmt.gl_format, fmt.gl_type, address)
        gl.glFramebufferTexture2D(GL_READ_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_TEXTURE_2D, state.texture.value, 0)
        gl.glReadBuffer(GL_COLOR_ATTACHMENT0)
        gl.glFramebufferRenderbuffer(GL_DRAW_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_RENDERBUFFER, renderbuffer)
        gl.glBlitFramebuffer(0, 0, width, height, 0, 0, width, height, GL_COLOR_BUFFER_BIT, GL_NEAREST)
        error = gl.glGetError()
    if error != GL_NO_ERROR:
        raise CudaError("cudaErrorUnmapBufferObjectFailed", f"writing renderbuffer {renderbuffer} back: "
                        f"GL error {error:#x}")
