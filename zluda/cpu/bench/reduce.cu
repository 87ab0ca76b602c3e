// Block reduction: shared-memory tree then warp shuffles (sum of floats per block).
extern "C" __global__ void reduce_sum(const float* x, float* out, int n) {
    __shared__ float s[256];
    int t = threadIdx.x;
    int i = blockIdx.x * blockDim.x * 2 + t;
    float v = 0.f;
    if (i < n) v += x[i];
    if (i + blockDim.x < n) v += x[i + blockDim.x];
    s[t] = v;
    __syncthreads();
    for (int k = blockDim.x / 2; k >= 32; k >>= 1) {
        if (t < k) s[t] += s[t + k];
        __syncthreads();
    }
    if (t < 32) {
        float w = s[t];
        for (int o = 16; o > 0; o >>= 1) w += __shfl_down_sync(0xffffffff, w, o);
        if (t == 0) out[blockIdx.x] = w;
    }
}

// Integer max reduction with atomics across blocks.
extern "C" __global__ void reduce_max_atomic(const int* x, int* out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    int v = i < n ? x[i] : (int)0x80000000;
    for (int o = 16; o > 0; o >>= 1) v = max(v, __shfl_xor_sync(0xffffffff, v, o));
    if ((threadIdx.x & 31) == 0) atomicMax(out, v);
}
