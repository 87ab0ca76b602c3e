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
