// One kernel per construct of the AMDGPU lowering (tests/amdgpu/test_lowering_host.py):
// compiled with `nvcc -ptx -arch=sm_80`, translated with zluda.amdgpu.lowering.
#include <cassert>
#include <cstdio>

extern "C" __global__ void barrier_kernel(int *out) {
    __shared__ int tile[256];
    tile[threadIdx.x] = threadIdx.x;
    __syncthreads();
    out[threadIdx.x] = tile[255 - threadIdx.x];
}

extern "C" __global__ void bar_red_kernel(const int *in, int *out) {
    int v = in[threadIdx.x];
    out[0] = __syncthreads_count(v > 0);
    out[1] = __syncthreads_and(v > 0);
    out[2] = __syncthreads_or(v > 0);
}

extern "C" __global__ void shfl_kernel(const float *in, float *out) {
    float v = in[threadIdx.x];
    v += __shfl_down_sync(0xffffffffu, v, 1);
    v += __shfl_up_sync(0xffffffffu, v, 2);
    v += __shfl_xor_sync(0xffffffffu, v, 4);
    v += __shfl_sync(0x0000ffffu, v, 3, 16);
    double d = __shfl_sync(0xffffffffu, (double)v, 0);
    out[threadIdx.x] = v + (float)d;
}

extern "C" __global__ void vote_kernel(const int *in, unsigned *out) {
    int v = in[threadIdx.x];
    out[4 * threadIdx.x + 0] = __ballot_sync(0xffffffffu, v > 0);
    out[4 * threadIdx.x + 1] = __all_sync(0xffffffffu, v > 0);
    out[4 * threadIdx.x + 2] = __any_sync(0x0f0f0f0fu, v > 0);
    out[4 * threadIdx.x + 3] = __activemask();
}

extern "C" __global__ void match_kernel(const long long *in, unsigned *out) {
    long long v = in[threadIdx.x];
    int pred;
    out[3 * threadIdx.x + 0] = __match_any_sync(0xffffffffu, (int)v);
    out[3 * threadIdx.x + 1] = __match_any_sync(0xffffffffu, v);
    out[3 * threadIdx.x + 2] = __match_all_sync(0xffffffffu, (int)v, &pred) + pred;
}

extern "C" __global__ void redux_kernel(const int *in, int *out, unsigned mask) {
    int v = in[threadIdx.x];
    out[3 * threadIdx.x + 0] = __reduce_add_sync(0xffffffffu, v);
    out[3 * threadIdx.x + 1] = __reduce_max_sync(mask, v);
    out[3 * threadIdx.x + 2] = __reduce_and_sync(0xffffffffu, (unsigned)v);
    __syncwarp();
}

extern "C" __global__ void timer_kernel(unsigned long long *out) {
    unsigned long long ns;
    asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(ns));
    out[threadIdx.x] = clock64() + ns;
}

extern "C" __global__ void printf_kernel(float x, const char *s) {
    printf("thread %d of %u: x=%f s=%s ll=%lld\n", threadIdx.x, blockDim.x, x, s, 1ll << 40);
}

extern "C" __global__ void assert_kernel(const int *in) {
    assert(in[threadIdx.x] >= 0);
    if (in[threadIdx.x] == 7) __trap();
}

extern "C" __global__ void dynamic_shared_kernel(const float *in, float *out, int n) {
    extern __shared__ float window[];
    __shared__ float fixed[4];
    if (threadIdx.x < 4) fixed[threadIdx.x] = 1.0f;
    for (int i = threadIdx.x; i < n; i += blockDim.x) window[i] = in[i];
    __syncthreads();
    out[threadIdx.x] = window[n - 1 - threadIdx.x % n] + fixed[threadIdx.x % 4];
}
