// LayerNorm over rows: block of 256 threads per row, mean and variance by block reduction.
__device__ float block_sum(float v, float* sh) {
    for (int o = 16; o > 0; o >>= 1) v += __shfl_xor_sync(0xffffffff, v, o);
    int lane = threadIdx.x & 31, w = threadIdx.x >> 5;
    __syncthreads();
    if (lane == 0) sh[w] = v;
    __syncthreads();
    float t = threadIdx.x < blockDim.x / 32 ? sh[threadIdx.x] : 0.f;
    if (w == 0)
        for (int o = 16; o > 0; o >>= 1) t += __shfl_xor_sync(0xffffffff, t, o);
    if (threadIdx.x == 0) sh[0] = t;
    __syncthreads();
    return sh[0];
}
extern "C" __global__ void layernorm(const float* x, const float* gamma, const float* beta, float* y, int cols, float eps) {
    __shared__ float sh[32];
    const float* r = x + (size_t)blockIdx.x * cols;
    float s = 0.f;
    for (int c = threadIdx.x; c < cols; c += blockDim.x) s += r[c];
    float mean = block_sum(s, sh) / cols;
    float q = 0.f;
    for (int c = threadIdx.x; c < cols; c += blockDim.x) { float d = r[c] - mean; q += d * d; }
    float var = block_sum(q, sh) / cols;
    float inv = rsqrtf(var + eps);
    for (int c = threadIdx.x; c < cols; c += blockDim.x)
        y[(size_t)blockIdx.x * cols + c] = (r[c] - mean) * inv * gamma[c] + beta[c];
}
