"""CUDA error state: per-thread last error, and the sticky errors that poison a context.

CUDA has two kinds of error: most are returned once and remembered as the calling
thread's "last error" (cleared by cudaGetLastError); a few (a device-side assert, an
illegal address, a launch failure) corrupt the context, and every later call returns them.
"""

from __future__ import annotations

import threading

# errors that leave the context unusable: every later call reports them
STICKY_ERRORS = frozenset({
    "cudaErrorAssert",
    "cudaErrorIllegalAddress",
    "cudaErrorLaunchFailure",
    "cudaErrorIllegalInstruction",
    "cudaErrorMisalignedAddress",
    "cudaErrorInvalidAddressSpace",
    "cudaErrorInvalidPc",
    "cudaErrorHardwareStackError",
})

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
    "cudaErrorInvalidContext": "CUDA_ERROR_INVALID_CONTEXT",
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
    """The runtime's error bookkeeping, shared by all host threads of one process."""

    def __init__(self) -> None:
        self._local = threading.local()
        self._sticky: str | None = None
        self._pending: tuple | None = None
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
        """Remember `status` as this thread's last error (and poison the context if sticky)."""
        if status == "cudaSuccess":
            return status
        if status in STICKY_ERRORS:
            with self._lock:
                if self._sticky is None:
                    self._sticky = status
                self._tell()
        self._local.last = status
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

    def defer_sticky(self, status: str, on_surface=None) -> None:
        """A kernel faulted: on a GPU the launch returns success and the fault shows up
        at the next call that observes the device (every call but the last-error
        getters, which the C fast path answers). `on_surface` runs when it does."""
        with self._lock:
            if self._sticky is None and self._pending is None:
                self._pending = (status, on_surface)
            self._tell()

    def _surface(self) -> None:
        with self._lock:
            pending, self._pending = self._pending, None
        if pending is not None:
            status, on_surface = pending
            self.record(status)
            if on_surface is not None:
                on_surface()

    def check_sticky(self) -> None:
        """Raise the context's sticky error, if any: every call after one fails with it."""
        if self._sticky is not None:
            raise CudaError(self._sticky, "the context was corrupted by an earlier error")

    # --- cudaGetLastError / cudaPeekAtLastError --------------------------------
    # A sticky error is not special here: every call after it fails with it and records it
    # as the caller's last error again, and cudaGetLastError clears it like any other
    # (recorded on an H200 with CUDA 13: workloads/samples/data/error_codes.txt,
    # illegal_address.get / get_again / malloc).
    def get_last(self) -> str:
        status = self.peek_last()
        self._local.last = "cudaSuccess"
        return status

    def peek_last(self) -> str:
        return getattr(self._local, "last", "cudaSuccess")

    def reset(self) -> None:
        """cudaDeviceReset: a fresh context forgets even sticky errors."""
        with self._lock:
            self._sticky = None
            self._pending = None
            self._tell()
        self._local.last = "cudaSuccess"
