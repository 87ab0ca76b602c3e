// Built the default way (plain `nvcc`, NVIDIA's static runtime) and with -cudart shared:
// both builds must print the same lines under `zluda run`. Covers what the static runtime
// routes through the driver and its export tables: module registration and a launch,
// __constant__ and __device__ symbols, streams, events, device properties, an error.
#include <cstdio>
#include <cstring>

__constant__ float scale[4];
__device__ int launches;

__global__ void add(const float *a, const float *b, float *c, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        c[i] = (a[i] + b[i]) * scale[i % 4];
    if (i == 0)
        atomicAdd(&launches, 1);
}

#define CHECK(call) do { cudaError_t e_ = (call); if (e_ != cudaSuccess) { \
    printf("FAIL %s: %s\n", #call, cudaGetErrorName(e_)); return 1; } } while (0)

int main()
{
    const int n = 1000;
    float host_a[n], host_b[n], host_c[n];
    for (int i = 0; i < n; i++) { host_a[i] = (float)i; host_b[i] = 0.5f * i; }
    const float host_scale[4] = {1.0f, 2.0f, 0.5f, -1.0f};

    cudaDeviceProp prop;
    CHECK(cudaGetDeviceProperties(&prop, 0));
    printf("props warpSize=%d maxThreadsPerBlock=%d\n", prop.warpSize, prop.maxThreadsPerBlock);

    float *a, *b, *c;
    CHECK(cudaMalloc(&a, n * sizeof(float)));
    CHECK(cudaMalloc(&b, n * sizeof(float)));
    CHECK(cudaMalloc(&c, n * sizeof(float)));
    CHECK(cudaMemcpyToSymbol(scale, host_scale, sizeof host_scale));

    cudaStream_t stream;
    cudaEvent_t start, stop;
    CHECK(cudaStreamCreate(&stream));
    CHECK(cudaEventCreate(&start));
    CHECK(cudaEventCreate(&stop));
    CHECK(cudaMemcpyAsync(a, host_a, sizeof host_a, cudaMemcpyHostToDevice, stream));
    CHECK(cudaMemcpyAsync(b, host_b, sizeof host_b, cudaMemcpyHostToDevice, stream));
    CHECK(cudaEventRecord(start, stream));
    for (int rep = 0; rep < 3; rep++)
        add<<<(n + 127) / 128, 128, 0, stream>>>(a, b, c, n);
    CHECK(cudaGetLastError());
    CHECK(cudaEventRecord(stop, stream));
    CHECK(cudaMemcpyAsync(host_c, c, sizeof host_c, cudaMemcpyDeviceToHost, stream));
    CHECK(cudaStreamSynchronize(stream));
    float ms = -1.0f;
    CHECK(cudaEventElapsedTime(&ms, start, stop));
    printf("events elapsed>=0 %d\n", ms >= 0.0f);

    int bad = 0;
    for (int i = 0; i < n; i++)
        if (host_c[i] != (host_a[i] + host_b[i]) * host_scale[i % 4])
            bad++;
    int host_launches = 0;
    CHECK(cudaMemcpyFromSymbol(&host_launches, launches, sizeof host_launches));
    printf("vector add: %d wrong of %d, c[7]=%g c[999]=%g\n", bad, n, host_c[7], host_c[999]);
    printf("launches counted on the device: %d\n", host_launches);

    add<<<1, 4096>>>(a, b, c, n);   // more threads than a block may have
    printf("oversized block: %s\n", cudaGetErrorName(cudaGetLastError()));

    CHECK(cudaEventDestroy(start));
    CHECK(cudaEventDestroy(stop));
    CHECK(cudaStreamDestroy(stream));
    CHECK(cudaFree(a));
    CHECK(cudaFree(b));
    CHECK(cudaFree(c));
    printf("DONE %s\n", bad == 0 && host_launches == 3 ? "ok" : "bad");
    return bad == 0 && host_launches == 3 ? 0 : 1;
}
