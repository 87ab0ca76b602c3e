"""What cudaGetErrorString and cuGetErrorString answer: NVIDIA's one-line descriptions.

The texts are the ones NVIDIA's runtime and driver return for these codes (facts, quoted);
a code missing here is answered with its enum name, which tells the program which
error it was even without the prose. The H200 facts script of the runtime area
(zluda/runtime/record_h200.py) records the full table from the real libraries.
"""

from __future__ import annotations

RUNTIME = {
    "cudaSuccess": "no error",
    "cudaErrorInvalidValue": "invalid argument",
    "cudaErrorMemoryAllocation": "out of memory",
    "cudaErrorInitializationError": "initialization error",
    "cudaErrorCudartUnloading": "driver shutting down",
    "cudaErrorInvalidConfiguration": "invalid configuration argument",
    "cudaErrorInvalidPitchValue": "invalid pitch argument",
    "cudaErrorInvalidSymbol": "invalid device symbol",
    "cudaErrorInvalidDevicePointer": "invalid device pointer",
    "cudaErrorInvalidMemcpyDirection": "invalid copy direction for memcpy",
    "cudaErrorMissingConfiguration": "__global__ function call is not configured",
    "cudaErrorInsufficientDriver": "CUDA driver version is insufficient for CUDA runtime version",
    "cudaErrorInvalidDeviceFunction": "invalid device function",
    "cudaErrorNoDevice": "no CUDA-capable device is detected",
    "cudaErrorInvalidDevice": "invalid device ordinal",
    "cudaErrorDevicesUnavailable": "CUDA-capable device(s) is/are busy or unavailable",
    "cudaErrorInvalidKernelImage": "device kernel image is invalid",
    "cudaErrorDeviceUninitialized": "invalid device context",
    "cudaErrorNoKernelImageForDevice": "no kernel image is available for execution on the device",
    "cudaErrorInvalidPtx": "a PTX JIT compilation failed",
    "cudaErrorUnsupportedPtxVersion": "the provided PTX was compiled with an unsupported toolchain.",
    "cudaErrorInvalidResourceHandle": "invalid resource handle",
    "cudaErrorSymbolNotFound": "named symbol not found",
    "cudaErrorNotReady": "device not ready",
    "cudaErrorIllegalAddress": "an illegal memory access was encountered",
    "cudaErrorLaunchOutOfResources": "too many resources requested for launch",
    "cudaErrorLaunchTimeout": "the launch timed out and was terminated",
    "cudaErrorHostMemoryAlreadyRegistered": "part or all of the requested memory range is already mapped",
    "cudaErrorHostMemoryNotRegistered": "pointer does not correspond to a registered memory region",
    "cudaErrorContextIsDestroyed": "context is destroyed",
    "cudaErrorAssert": "device-side assert triggered",
    "cudaErrorIllegalInstruction": "an illegal instruction was encountered",
    "cudaErrorMisalignedAddress": "misaligned address",
    "cudaErrorLaunchFailure": "unspecified launch failure",
    "cudaErrorCooperativeLaunchTooLarge": "too many blocks in cooperative launch",
    "cudaErrorNotSupported": "operation not supported",
    "cudaErrorUnknown": "unknown error",
}

# driver codes with the same meaning share the runtime's text
DRIVER = {
    "CUDA_SUCCESS": "no error",
    "CUDA_ERROR_INVALID_VALUE": "invalid argument",
    "CUDA_ERROR_OUT_OF_MEMORY": "out of memory",
    "CUDA_ERROR_NOT_INITIALIZED": "initialization error",
    "CUDA_ERROR_DEINITIALIZED": "driver shutting down",
    "CUDA_ERROR_NO_DEVICE": "no CUDA-capable device is detected",
    "CUDA_ERROR_INVALID_DEVICE": "invalid device ordinal",
    "CUDA_ERROR_INVALID_IMAGE": "device kernel image is invalid",
    "CUDA_ERROR_INVALID_CONTEXT": "invalid device context",
    "CUDA_ERROR_NO_BINARY_FOR_GPU": "no kernel image is available for execution on the device",
    "CUDA_ERROR_INVALID_PTX": "a PTX JIT compilation failed",
    "CUDA_ERROR_INVALID_HANDLE": "invalid resource handle",
    "CUDA_ERROR_NOT_FOUND": "named symbol not found",
    "CUDA_ERROR_NOT_READY": "device not ready",
    "CUDA_ERROR_ILLEGAL_ADDRESS": "an illegal memory access was encountered",
    "CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES": "too many resources requested for launch",
    "CUDA_ERROR_ASSERT": "device-side assert triggered",
    "CUDA_ERROR_LAUNCH_FAILED": "unspecified launch failure",
    "CUDA_ERROR_NOT_SUPPORTED": "operation not supported",
    "CUDA_ERROR_UNKNOWN": "unknown error",
}
