// Kernels built with --use_fast_math (every f32 operation .ftz, as llm.c's): the translator
// runs them with the CPU's flush modes (zluda/translate/flush_mode.py), and
// tests/translate/test_translate_flush_mode.py checks that they give the bits of the exact
// software lowering on data full of subnormals and values whose products underflow.

// One row per warp: mean and variance by xor shuffles, then (x - mean) * rstd * w + b.
extern "C" __global__ void layernorm_rows(const float* x, const float* w, const float* b, float* y,
                                          int rows, int cols) {
    int row = (blockIdx.x * blockDim.x + threadIdx.x) >> 5;
    int lane = threadIdx.x & 31;
    if (row >= rows) return;
    const float* xr = x + (size_t)row * cols;
    float sum = 0.0f;
    for (int i = lane; i < cols; i += 32) sum += xr[i];
    for (int o = 16; o > 0; o >>= 1) sum += __shfl_xor_sync(0xffffffff, sum, o);
    float mean = sum / cols;
    float var = 0.0f;
    for (int i = lane; i < cols; i += 32) {
        float d = xr[i] - mean;
        var = fmaf(d, d, var);
    }
    for (int o = 16; o > 0; o >>= 1) var += __shfl_xor_sync(0xffffffff, var, o);
    float rstd = rsqrtf(var / cols + 1e-5f);
    for (int i = lane; i < cols; i += 32) y[(size_t)row * cols + i] = (xr[i] - mean) * rstd * w[i] + b[i];
}

// One row per warp: max, exp(x - max) and their sum, scaled by the sum's reciprocal.
extern "C" __global__ void softmax_rows(const float* x, float* y, int rows, int cols) {
    int row = (blockIdx.x * blockDim.x + threadIdx.x) >> 5;
    int lane = threadIdx.x & 31;
    if (row >= rows) return;
    const float* xr = x + (size_t)row * cols;
    float m = -INFINITY;
    for (int i = lane; i < cols; i += 32) m = fmaxf(m, xr[i]);
    for (int o = 16; o > 0; o >>= 1) m = fmaxf(m, __shfl_xor_sync(0xffffffff, m, o));
    float s = 0.0f;
    for (int i = lane; i < cols; i += 32) s += expf(xr[i] - m);
    for (int o = 16; o > 0; o >>= 1) s += __shfl_xor_sync(0xffffffff, s, o);
    for (int i = lane; i < cols; i += 32) y[(size_t)row * cols + i] = expf(xr[i] - m) / s;
}

// C = A * B + bias over 16x16 tiles in shared memory (n a multiple of 16).
extern "C" __global__ void tiled_matmul(const float* a, const float* b, const float* bias, float* c, int n) {
    __shared__ float ta[16][16], tb[16][16];
    int row = blockIdx.y * 16 + threadIdx.y, col = blockIdx.x * 16 + threadIdx.x;
    float acc = bias[col];
    for (int k0 = 0; k0 < n; k0 += 16) {
        ta[threadIdx.y][threadIdx.x] = a[row * n + k0 + threadIdx.x];
        tb[threadIdx.y][threadIdx.x] = b[(k0 + threadIdx.y) * n + col];
        __syncthreads();
        for (int k = 0; k < 16; k++) acc = fmaf(ta[threadIdx.y][k], tb[k][threadIdx.x], acc);
        __syncthreads();
    }
    c[row * n + col] = acc;
}

// An AdamW step on every parameter (llm.c's adamw_kernel2 in shape).
extern "C" __global__ void adamw(float* p, const float* g, float* m, float* v, int n, float lr, float beta1,
                                 float beta2, float c1, float c2, float eps, float decay) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float mi = beta1 * m[i] + (1.0f - beta1) * g[i];
    float vi = beta2 * v[i] + (1.0f - beta2) * g[i] * g[i];
    m[i] = mi;
    v[i] = vi;
    p[i] -= lr * (mi / c1 / (sqrtf(vi / c2) + eps) + decay * p[i]);
}
