// Row softmax, one warp per row (max and sum by xor shuffles); expf via ex2.approx.
extern "C" __global__ void softmax_rows(const float* x, float* y, int rows, int cols) {
    int warp = (blockIdx.x * blockDim.x + threadIdx.x) >> 5;
    int lane = threadIdx.x & 31;
    if (warp >= rows) return;
    const float* r = x + (size_t)warp * cols;
    float m = -INFINITY;
    for (int c = lane; c < cols; c += 32) m = fmaxf(m, r[c]);
    for (int o = 16; o > 0; o >>= 1) m = fmaxf(m, __shfl_xor_sync(0xffffffff, m, o));
    float s = 0.f;
    for (int c = lane; c < cols; c += 32) s += __expf(r[c] - m);
    for (int o = 16; o > 0; o >>= 1) s += __shfl_xor_sync(0xffffffff, s, o);
    for (int c = lane; c < cols; c += 32) y[(size_t)warp * cols + c] = __expf(r[c] - m) / s;
}
