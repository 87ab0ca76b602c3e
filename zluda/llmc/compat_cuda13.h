/* Force-included (nvcc -include) into llm.c's programs when they are built with CUDA 13.
 *
 * CUDA 13 removed the cudaMemAdvise overload that takes a device ordinal (int) and kept the
 * one that takes a cudaMemLocation; llm.c (llmc/cuda_utils.cuh) still calls the old form with
 * cudaCpuDeviceId. This overload restores the old meaning: cudaCpuDeviceId is the host, any
 * other value is that device. With older toolkits the header adds nothing. */
#ifndef ZLUDA_LLMC_COMPAT_CUDA13_H
#define ZLUDA_LLMC_COMPAT_CUDA13_H
#include <cuda_runtime.h>
#if defined(CUDART_VERSION) && CUDART_VERSION >= 13000
static inline cudaError_t cudaMemAdvise(const void *devPtr, size_t count, enum cudaMemoryAdvise advice, int device)
{
    struct cudaMemLocation location;
    location.type = device == cudaCpuDeviceId ? cudaMemLocationTypeHost : cudaMemLocationTypeDevice;
    location.id = device == cudaCpuDeviceId ? 0 : device;
    return cudaMemAdvise(devPtr, count, advice, location);
}
#endif
#endif
