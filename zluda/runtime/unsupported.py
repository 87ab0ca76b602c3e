"""The catalog functions that cannot have a meaning on the CPU device: one table, each row
a reason and the names it covers (globs over the API catalog's names, or a whole header).

Every function a row covers answers NVIDIA's status for a device without the feature
(cudaErrorNotSupported, CUDA_ERROR_NOT_SUPPORTED), logs nothing as unimplemented, and is
counted apart in `zluda info` and the report's coverage ("not supported: reason"). A
function that has a meaning here does not belong in this table, even when its answer is
an error (one device has no peer: cuCtxEnablePeerAccess answers as a one-GPU machine does).
"""

from __future__ import annotations

import fnmatch
import hashlib
from dataclasses import dataclass

from zluda.api import catalog as api_catalog
from zluda.api import catalog_cache
from zluda.shim.registry import declare_not_supported

from .errors import CudaError
from .state import api

# the status each library answers for a feature the device lacks
NOT_SUPPORTED_STATUS = {"cudart": "cudaErrorNotSupported", "cuda": "CUDA_ERROR_NOT_SUPPORTED"}
STATUS_RETURN_TYPES = {"cudaError_t", "CUresult"}


@dataclass(frozen=True)
class Unsupported:
    reason: str
    names: tuple[str, ...] = ()      # fnmatch globs over catalog names
    headers: tuple[str, ...] = ()    # every function these headers declare


TABLE = (
    Unsupported("EGL and VDPAU interop: EGL images and streams and VDPAU surfaces are a GPU driver's "
                "memory; Mesa's software EGL shares none of them with this device (OpenGL buffers it does: "
                "gl_interop_api.py)",
                ("cudaGraphicsEGL*", "cuGraphicsEGL*", "cudaGraphicsVDPAU*", "cuGraphicsVDPAU*",
                 "*GetMappedEglFrame", "cudaEventCreateFromEGLSync", "cuEventCreateFromEGLSync"),
                ("cuda_egl_interop.h", "cuda_vdpau_interop.h", "cudaEGL.h", "cudaVDPAU.h")),
    Unsupported("32-bit device pointers (CUdeviceptr_v1): a mapped OpenGL buffer lies above 4 GiB in this "
                "64-bit process; cuda.h's _v2 names, which programs link, answer",
                ("cuGLMapBufferObject", "cuGLMapBufferObjectAsync", "cuGraphicsResourceGetMappedPointer")),
    Unsupported("external semaphores: GPU drivers' sync objects; lavapipe, the CPU Vulkan, exports none this device could wait on",
                ("cudaImportExternalSemaphore", "cudaDestroyExternalSemaphore",
                 "cudaSignalExternalSemaphoresAsync", "cudaWaitExternalSemaphoresAsync",
                 "cuImportExternalSemaphore", "cuDestroyExternalSemaphore",
                 "cuSignalExternalSemaphoresAsync", "cuWaitExternalSemaphoresAsync",
                 "cudaDeviceGetNvSciSyncAttributes", "cuDeviceGetNvSciSyncAttributes",
                 "cudaGraph*ExternalSemaphores*", "cuGraph*ExternalSemaphores*")),
    Unsupported("arrays in external memory: laid out as the exporting driver's images are, which this device cannot know",
                ("cudaExternalMemoryGetMappedMipmappedArray", "cuExternalMemoryGetMappedMipmappedArray")),
    Unsupported("dma-buf export: device memory is host memory, of which Linux makes dma-bufs only through /dev/udmabuf (unused here)",
                ("cuMemGetHandleForAddressRange",)),
    Unsupported("adapter LUID: a Windows (WDDM) identifier; Linux has none",
                ("cuDeviceGetLuid",)),
)


def covered(functions) -> dict[tuple[str, str], str]:
    """(library, name) -> reason, for every catalog function a row of TABLE covers."""
    out = {}
    for function in functions:
        if function.library not in NOT_SUPPORTED_STATUS:
            continue
        for row in TABLE:
            if function.header in row.headers or any(fnmatch.fnmatchcase(function.name, p) for p in row.names):
                out[(function.library, function.name)] = row.reason
                break
    return out


def _answer(library: str, name: str, reason: str):
    status = NOT_SUPPORTED_STATUS[library]

    def not_supported(*_args):
        raise CudaError(status, f"{name}: {reason}")
    not_supported.__name__ = name
    return not_supported


def covered_in_catalogs() -> list[list[str]]:
    """[library, name, reason] for every catalog function of every CUDA major TABLE covers."""
    functions = []
    for major in api_catalog.available():
        functions += list(api_catalog.load(major).functions.values())
    return [[library, name, reason] for (library, name), reason in covered(
        f for f in functions if f.return_type in STATUS_RETURN_TYPES).items()]


def _register() -> None:
    # every CUDA process starts here: the covered functions come from the catalogs' cache,
    # keyed also by this table, so that a process does not parse every catalog for them
    table_version = hashlib.sha256(repr((TABLE, NOT_SUPPORTED_STATUS, sorted(STATUS_RETURN_TYPES))).encode()).hexdigest()
    for library, name, reason in catalog_cache.derived("unsupported", table_version, covered_in_catalogs):
        api(library, name)(_answer(library, name, reason))
        declare_not_supported(library, name, reason)


_register()
