// Which CUDA runtime a default build carries, and whether the program's headers and that
// runtime agree on cudaDeviceProp: workloads/build.py --cudart static12 compiles against
// CUDA 12's headers so that cudaGetDeviceProperties is CUDA 12's, whose structure the
// runtime fills. Prints the runtime's version, then one line per agreement checked, a
// launch, and DONE.
#include <cstdio>

__global__ void square(int *values, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        values[i] *= values[i];
}

#define CHECK(call) do { cudaError_t e_ = (call); if (e_ != cudaSuccess) { \
    printf("FAIL %s: %s\n", #call, cudaGetErrorName(e_)); return 1; } } while (0)

static int agree(const char *what, int from_struct, cudaDeviceAttr attribute)
{
    int from_attribute = -1;
    cudaDeviceGetAttribute(&from_attribute, attribute, 0);
    printf("%s %s struct=%d attribute=%d\n", from_struct == from_attribute ? "same" : "DIFFERENT", what,
           from_struct, from_attribute);
    return from_struct == from_attribute;
}

int main()
{
    int runtime = 0;
    CHECK(cudaRuntimeGetVersion(&runtime));
    printf("runtime %d\n", runtime);

    cudaDeviceProp prop;
    CHECK(cudaGetDeviceProperties(&prop, 0));
    // fields from the start, the middle and the end of CUDA 12's structure
    int ok = agree("warpSize", prop.warpSize, cudaDevAttrWarpSize)
           & agree("multiProcessorCount", prop.multiProcessorCount, cudaDevAttrMultiProcessorCount)
           & agree("maxBlocksPerMultiProcessor", prop.maxBlocksPerMultiProcessor, cudaDevAttrMaxBlocksPerMultiprocessor)
           & agree("major", prop.major, cudaDevAttrComputeCapabilityMajor);

    const int n = 256;
    int host[n], *device;
    for (int i = 0; i < n; i++) host[i] = i - 100;
    CHECK(cudaMalloc(&device, sizeof host));
    CHECK(cudaMemcpy(device, host, sizeof host, cudaMemcpyHostToDevice));
    square<<<(n + 127) / 128, 128>>>(device, n);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(host, device, sizeof host, cudaMemcpyDeviceToHost));
    int wrong = 0;
    for (int i = 0; i < n; i++) wrong += host[i] != (i - 100) * (i - 100);
    printf("square: %d wrong of %d\n", wrong, n);
    CHECK(cudaFree(device));
    printf("DONE %s\n", ok && !wrong ? "ok" : "bad");
    return ok && !wrong ? 0 : 1;
}
