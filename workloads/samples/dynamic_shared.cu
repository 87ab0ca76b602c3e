// Dynamic shared memory: extern __shared__ arrays sized per launch, several arrays carved out
// of one allocation, static + dynamic shared memory together, raising the per-kernel limit
// above 48 KiB with cudaFuncSetAttribute, cudaFuncGetAttributes, and the occupancy API's
// response to the dynamic size. Expected values are computed on the host.
#include <algorithm>

#include "common.h"

// reverses each block's slice through shared memory
template <class T>
__global__ void reverse_kernel(T* data, int n_per_block) {
    extern __shared__ unsigned char raw[];
    T* buf = reinterpret_cast<T*>(raw);
    T* base = data + (size_t)blockIdx.x * n_per_block;
    for (int i = threadIdx.x; i < n_per_block; i += blockDim.x) buf[i] = base[i];
    __syncthreads();
    for (int i = threadIdx.x; i < n_per_block; i += blockDim.x) base[i] = buf[n_per_block - 1 - i];
}

// a float array and an int array in one dynamic allocation, plus a static array
__global__ void carve_kernel(const float* in, float* out, int n) {
    __shared__ int static_counts[32];
    extern __shared__ float dyn[];
    float* values = dyn;
    int* ranks = reinterpret_cast<int*>(dyn + n);
    if (threadIdx.x < 32) static_counts[threadIdx.x] = 0;
    __syncthreads();
    for (int i = threadIdx.x; i < n; i += blockDim.x) {
        values[i] = in[i];
        ranks[i] = n - i;
        atomicAdd(&static_counts[i % 32], 1);
    }
    __syncthreads();
    for (int i = threadIdx.x; i < n; i += blockDim.x) out[i] = values[i] * ranks[i] + static_counts[i % 32];
}

// touches every byte of a large dynamic allocation
__global__ void big_kernel(int* out, int words) {
    extern __shared__ int big[];
    for (int i = threadIdx.x; i < words; i += blockDim.x) big[i] = i * 3;
    __syncthreads();
    long long s = 0;
    if (threadIdx.x == 0) {
        for (int i = 0; i < words; i++) s += big[words - 1 - i];
        *out = (int)(s % 1000000007);
    }
}

template <class T>
static void reverse_case(const char* name, int n_per_block, int threads) {
    const int blocks = 3, n = blocks * n_per_block;
    std::vector<T> host(n);
    for (int i = 0; i < n; i++) host[i] = (T)(i * 2 + 1);
    T* d;
    REQUIRE(cudaMalloc(&d, n * sizeof(T)));
    REQUIRE(cudaMemcpy(d, host.data(), n * sizeof(T), cudaMemcpyHostToDevice));
    reverse_kernel<T><<<blocks, threads, n_per_block * sizeof(T)>>>(d, n_per_block);
    REQUIRE(cudaGetLastError());
    std::vector<T> back(n);
    REQUIRE(cudaMemcpy(back.data(), d, n * sizeof(T), cudaMemcpyDeviceToHost));
    int bad = 0;
    for (int b = 0; b < blocks; b++)
        for (int i = 0; i < n_per_block; i++)
            bad += back[b * n_per_block + i] != host[b * n_per_block + n_per_block - 1 - i];
    check(name, bad == 0, "%d elements/block, %zu bytes dynamic: %d wrong", n_per_block, n_per_block * sizeof(T), bad);
    REQUIRE(cudaFree(d));
}

int main() {
    REQUIRE(cudaSetDevice(0));
    reverse_case<int>("reverse.int.small", 100, 64);
    reverse_case<int>("reverse.int.1k", 1024, 256);
    reverse_case<double>("reverse.double", 3000, 256);
    reverse_case<char>("reverse.char.odd", 777, 128);

    const int n = 500;
    std::vector<float> in(n);
    for (int i = 0; i < n; i++) in[i] = 0.25f * i;
    float *d_in, *d_out;
    REQUIRE(cudaMalloc(&d_in, n * sizeof(float)));
    REQUIRE(cudaMalloc(&d_out, n * sizeof(float)));
    REQUIRE(cudaMemcpy(d_in, in.data(), n * sizeof(float), cudaMemcpyHostToDevice));
    carve_kernel<<<1, 128, n * (sizeof(float) + sizeof(int))>>>(d_in, d_out, n);
    REQUIRE(cudaGetLastError());
    std::vector<float> out(n);
    REQUIRE(cudaMemcpy(out.data(), d_out, n * sizeof(float), cudaMemcpyDeviceToHost));
    int bad = 0;
    for (int i = 0; i < n; i++) {
        int count = n / 32 + (i % 32 < n % 32 ? 1 : 0);
        bad += out[i] != in[i] * (n - i) + count;
    }
    check("carve.static+dynamic", bad == 0, "two arrays in one dynamic allocation plus a static one: %d wrong", bad);

    cudaFuncAttributes attr;
    REQUIRE(cudaFuncGetAttributes(&attr, carve_kernel));
    check("attributes.static_shared", attr.sharedSizeBytes == 32 * sizeof(int), "sharedSizeBytes %zu",
          attr.sharedSizeBytes);

    // beyond 48 KiB needs an opt-in per kernel
    int optin = 0, per_block = 0;
    REQUIRE(cudaDeviceGetAttribute(&optin, cudaDevAttrMaxSharedMemoryPerBlockOptin, 0));
    REQUIRE(cudaDeviceGetAttribute(&per_block, cudaDevAttrMaxSharedMemoryPerBlock, 0));
    check("limits", per_block == 48 * 1024 && optin >= per_block, "default %d bytes, opt-in %d bytes", per_block, optin);
    int big_bytes = std::min(optin, 96 * 1024);
    int words = big_bytes / 4;
    int* d_res;
    REQUIRE(cudaMalloc(&d_res, sizeof(int)));
    big_kernel<<<1, 256, big_bytes>>>(d_res, words);
    cudaError_t before = cudaGetLastError();
    check("optin.required", before != cudaSuccess || big_bytes <= per_block,
          "%d bytes without the attribute -> %s", big_bytes, cudaGetErrorName(before));
    REQUIRE(cudaFuncSetAttribute(big_kernel, cudaFuncAttributeMaxDynamicSharedMemorySize, big_bytes));
    REQUIRE(cudaFuncGetAttributes(&attr, big_kernel));
    check("attributes.max_dynamic", attr.maxDynamicSharedSizeBytes == big_bytes, "maxDynamicSharedSizeBytes %d",
          attr.maxDynamicSharedSizeBytes);
    REQUIRE(cudaMemset(d_res, 0, sizeof(int)));
    big_kernel<<<1, 256, big_bytes>>>(d_res, words);
    REQUIRE(cudaGetLastError());
    int res = 0;
    REQUIRE(cudaMemcpy(&res, d_res, sizeof(int), cudaMemcpyDeviceToHost));
    long long want = 0;
    for (int i = 0; i < words; i++) want += 3LL * i;
    check("optin.launch", res == (int)(want % 1000000007), "%d bytes of dynamic shared memory: got %d expected %lld",
          big_bytes, res, want % 1000000007);
    REQUIRE(cudaFuncSetAttribute(big_kernel, cudaFuncAttributePreferredSharedMemoryCarveout, 100));

    // more dynamic shared memory per block can only lower occupancy
    int prev = 1 << 30;
    bool monotone = true;
    std::string seen;
    for (int bytes : {0, 8 * 1024, 32 * 1024, 64 * 1024, big_bytes}) {
        if (bytes > big_bytes) continue;
        int blocks = 0;
        REQUIRE(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, big_kernel, 256, bytes));
        monotone = monotone && blocks <= prev && blocks >= 1;
        prev = blocks;
        seen += std::to_string(bytes) + "B:" + std::to_string(blocks) + " ";
    }
    check("occupancy.dynamic_smem", monotone, "blocks/SM by dynamic size: %s", seen.c_str());

    REQUIRE(cudaFree(d_in));
    REQUIRE(cudaFree(d_out));
    REQUIRE(cudaFree(d_res));
    return finish("dynamic_shared");
}
