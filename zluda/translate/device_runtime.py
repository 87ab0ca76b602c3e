"""The contract between generated code and the runtime for CUDA's device runtime (cudadevrt:
device-side launches, streams, events, errors; `-rdc=true -lcudadevrt` programs).

nvcc 13 calls cudadevrt's `.extern .func`s by their CDP2 names (`__cudaCDP2LaunchDeviceV2`,
...); code built for CUDA dynamic parallelism's first version (sm < 90 with
CUDA_FORCE_CDP1_IF_SUPPORTED) calls the public names. Generated code calls one function,
`SYMBOL(op, launch, where, buffers)`: `op` the function's index in `FUNCTIONS`, `launch`
the runtime's launch structure of the calling grid, `where` six u32 (ctaid.xyz, tid.xyz of
the calling thread), `buffers` one pointer per return value and per parameter, each to
the caller's `.param` bytes of it (a dim3 is its 12 bytes). The runtime writes the return
value into the first buffer.

A kernel's address (`mov.u64 %rd, kernel`: what a device-side `<<<>>>` hands to
`GetParameterBuffer`) is the address of a constant holding its name, NUL-terminated:
the runtime reads the name to find the kernel in the calling grid's module.
"""

from __future__ import annotations

SYMBOL = "zluda_device_runtime"
KERNEL_NAME_PREFIX = "__zluda_kernel_name."

# name -> number of parameters; every one returns one value (cudaError_t or a pointer)
_CDP2 = {
    "GetParameterBufferV2": 4, "GetParameterBuffer": 2,
    "LaunchDeviceV2": 2, "LaunchDeviceV2_ptsz": 2, "LaunchDevice": 6, "LaunchDevice_ptsz": 6,
    "StreamCreateWithFlags": 2, "StreamDestroy": 1, "StreamWaitEvent": 3, "StreamWaitEvent_ptsz": 3,
    "EventCreateWithFlags": 2, "EventRecord": 2, "EventRecord_ptsz": 2, "EventRecordWithFlags": 3,
    "EventRecordWithFlags_ptsz": 3, "EventDestroy": 1,
    "GetLastError": 0, "PeekAtLastError": 0, "GetErrorString": 1, "GetErrorName": 1,
    "GetDevice": 1, "GetDeviceCount": 1, "DeviceGetAttribute": 3, "RuntimeGetVersion": 1,
    "Malloc": 2, "Free": 1, "MemcpyAsync": 5, "MemcpyAsync_ptsz": 5, "MemsetAsync": 4, "MemsetAsync_ptsz": 4,
}
# (PTX name, the runtime function it is, parameter count), the op codes in this order
FUNCTIONS = tuple([(f"__cudaCDP2{name}", name, n) for name, n in _CDP2.items()] +
                  [(f"cuda{name}", name, n) for name, n in _CDP2.items()])
OPS = {ptx_name: op for op, (ptx_name, _name, _n) in enumerate(FUNCTIONS)}

# the rest of cudadevrt: a call is a located error naming the function and why
_NOT_YET = "not implemented on the CPU device"
NOT_SUPPORTED = {
    "cudaDeviceSynchronize": "device-side cudaDeviceSynchronize is gone since CUDA 12 (refused for sm_90)",
    **{f"{prefix}{name}": _NOT_YET for prefix in ("__cudaCDP2", "cuda") for name in (
        "DeviceGetLimit", "DeviceGetCacheConfig", "DeviceGetSharedMemConfig", "FuncGetAttributes",
        "Memcpy2DAsync", "Memcpy2DAsync_ptsz", "Memcpy3DAsync", "Memcpy3DAsync_ptsz",
        "Memset2DAsync", "Memset2DAsync_ptsz", "Memset3DAsync", "Memset3DAsync_ptsz",
        "OccupancyMaxActiveBlocksPerMultiprocessor", "OccupancyMaxActiveBlocksPerMultiprocessorWithFlags")},
}
