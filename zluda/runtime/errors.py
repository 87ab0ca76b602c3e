"""CUDA error state: the sticky errors that poison a context.

CUDA has two kinds of error: most are returned once and remembered as the calling
thread's "last error" (cleared by cudaGetLastError; libcudart keeps it, by the rule in
rules.LAST_ERROR_READERS); a few (rules.STICKY_ERRORS: a device-side assert, an illegal
address, a launch failure) corrupt the context, and every later call returns them.
"""

from __future__ import annotations

import threading

from .rules import STICKY_ERRORS

# the same conditions in the driver API's vocabulary
DRIVER_EQUIVALENT = {
    "cudaSuccess": "CUDA_SUCCESS",
    "cudaErrorInvalidValue": "CUDA_ERROR_INVALID_VALUE",
    "cudaErrorMemoryAllocation": "CUDA_ERROR_OUT_OF_MEMORY",
    "cudaErrorInitializationError": "CUDA_ERROR_NOT_INITIALIZED",
    "cudaErrorInvalidResourceHandle": "CUDA_ERROR_INVALID_HANDLE",
    "cudaErrorInvalidDevice": "CUDA_ERROR_INVALID_DEVICE",
    "cudaErrorInvalidDevicePointer": "CUDA_ERROR_INVALID_VALUE",
    "cudaErrorInvalidConfiguration": "CUDA_ERROR_INVALID_VALUE",
    "cudaErrorNotReady": "CUDA_ERROR_NOT_READY",
    "cudaErrorNotSupported": "CUDA_ERROR_NOT_SUPPORTED",
    "cudaErrorAssert": "CUDA_ERROR_ASSERT",
    "cudaErrorIllegalAddress": "CUDA_ERROR_ILLEGAL_ADDRESS",
    "cudaErrorLaunchFailure": "CUDA_ERROR_LAUNCH_FAILED",
    "cudaErrorIllegalInstruction": "CUDA_ERROR_ILLEGAL_INSTRUCTION",
    "cudaErrorMisalignedAddress": "CUDA_ERROR_MISALIGNED_ADDRESS",
    "cudaErrorLaunchOutOfResources": "CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES",
    "cudaErrorInvalidDeviceFunction": "CUDA_ERROR_INVALID_HANDLE",
    "cudaErrorSymbolNotFound": "CUDA_ERROR_NOT_FOUND",
    "cudaErrorInvalidSymbol": "CUDA_ERROR_NOT_FOUND",
    "cudaErrorNoKernelImageForDevice": "CUDA_ERROR_NO_BINARY_FOR_GPU",
    "cudaErrorInvalidPtx": "CUDA_ERROR_INVALID_PTX",
    "cudaErrorUnsupportedPtxVersion": "CUDA_ERROR_UNSUPPORTED_PTX_VERSION",
    "cudaErrorContextIsDestroyed": "CUDA_ERROR_CONTEXT_IS_DESTROYED",
    "cudaErrorIllegalState": "CUDA_ERROR_ILLEGAL_STATE",
    "cudaErrorOperatingSystem": "CUDA_ERROR_OPERATING_SYSTEM",
    "cudaErrorInvalidMemcpyDirection": "CUDA_ERROR_INVALID_VALUE",
    "cudaErrorStreamCaptureUnsupported": "CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED",
    "cudaErrorStreamCaptureInvalidated": "CUDA_ERROR_STREAM_CAPTURE_INVALIDATED",
    "cudaErrorStreamCaptureUnmatched": "CUDA_ERROR_STREAM_CAPTURE_UNMATCHED",
    "cudaErrorStreamCaptureUnjoined": "CUDA_ERROR_STREAM_CAPTURE_UNJOINED",
    "cudaErrorStreamCaptureIsolation": "CUDA_ERROR_STREAM_CAPTURE_ISOLATION",
    "cudaErrorStreamCaptureImplicit": "CUDA_ERROR_STREAM_CAPTURE_IMPLICIT",
    "cudaErrorStreamCaptureWrongThread": "CUDA_ERROR_STREAM_CAPTURE_WRONG_THREAD",
    "cudaErrorCapturedEvent": "CUDA_ERROR_CAPTURED_EVENT",
    "cudaErrorGraphExecUpdateFailure": "CUDA_ERROR_GRAPH_EXEC_UPDATE_FAILURE",
    "cudaErrorHostMemoryAlreadyRegistered": "CUDA_ERROR_HOST_MEMORY_ALREADY_REGISTERED",
    "cudaErrorHostMemoryNotRegistered": "CUDA_ERROR_HOST_MEMORY_NOT_REGISTERED",
    "cudaErrorPeerAccessNotEnabled": "CUDA_ERROR_PEER_ACCESS_NOT_ENABLED",
    "cudaErrorDeviceUninitialized": "CUDA_ERROR_INVALID_CONTEXT",
    "cudaErrorMapBufferObjectFailed": "CUDA_ERROR_MAP_FAILED",
    "cudaErrorUnmapBufferObjectFailed": "CUDA_ERROR_UNMAP_FAILED",
    "cudaErrorInvalidGraphicsContext": "CUDA_ERROR_INVALID_GRAPHICS_CONTEXT",
    "cudaErrorAlreadyMapped": "CUDA_ERROR_ALREADY_MAPPED",
    "cudaErrorNotMapped": "CUDA_ERROR_NOT_MAPPED",
    "cudaErrorNotMappedAsPointer": "CUDA_ERROR_NOT_MAPPED_AS_POINTER",
    "cudaErrorNotMappedAsArray": "CUDA_ERROR_NOT_MAPPED_AS_ARRAY",
    "cudaErrorInvalidClusterSize": "CUDA_ERROR_INVALID_CLUSTER_SIZE",
}


class CudaError(Exception):
    """A CUDA status other than success, carried by name."""

    def __init__(self, status: str, detail: str = ""):
        super().__init__(f"{status}: {detail}" if detail else status)
        self.status = status
        self.detail = detail

    @property
    def sticky(self) -> bool:
        return self.status in STICKY_ERRORS

    @property
    def driver_status(self) -> str:
        return DRIVER_EQUIVALENT.get(self.status, "CUDA_ERROR_UNKNOWN")


class ErrorState:
    """The context's sticky error, shared by all host threads of one process."""

    def __init__(self) -> None:
        self._sticky: str | None = None
        self._pending: str | None = None
        self._lock = threading.Lock()
        self._observer = None   # zluda/runtime/fast_mirror.py: libcudart's C fast path holds while poisoned

    def set_observer(self, observer) -> None:
        """observer.sticky(poisoned: bool) whenever a sticky error is set, pending or cleared."""
        with self._lock:
            self._observer = observer
            self._tell()

    def _tell(self) -> None:
        if self._observer is not None:
            self._observer.sticky(self._sticky is not None or self._pending is not None)

    # --- recording -------------------------------------------------------------
    def record(self, status: str) -> str:
        """A call failed with `status`: a sticky one poisons the context."""
        if status in STICKY_ERRORS:
            with self._lock:
                if self._sticky is None:
                    self._sticky = status
                self._tell()
        return status

    @property
    def sticky(self) -> str | None:
        if self._pending is not None:
            self._surface()
        return self._sticky

    @property
    def surfaced(self) -> str | None:
        """The sticky error the program has been told about (a pending one not yet)."""
        return self._sticky

    def device_fault(self, fault: CudaError) -> None:
        """A kernel faulted. A sticky fault poisons the context but, as on a GPU, the
        launch itself was submitted fine: the program learns it at its next call that
        observes the device (every call but the last-error readers). Any other fault is
        the launch's own error: raised."""
        if not fault.sticky:
            raise fault
        with self._lock:
            if self._sticky is None and self._pending is None:
                self._pending = fault.status
            self._tell()

    def _surface(self) -> None:
        with self._lock:
            pending, self._pending = self._pending, None
        if pending is not None:
            self.record(pending)

    def check_sticky(self) -> None:
        """Raise the context's sticky error, if any: every call after one fails with it."""
        if self._sticky is not None:
            raise CudaError(self._sticky, "the context was corrupted by an earlier error")

    def reset(self) -> None:
        """cudaDeviceReset: a fresh context forgets even sticky errors."""
        with self._lock:
            self._sticky = None
            self._pending = None
            self._tell()
