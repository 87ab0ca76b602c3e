// bf16 arithmetic: fused multiply-add in bf16x2, conversions both ways.
#include <cuda_bf16.h>
extern "C" __global__ void bf16_fma(const float* a, const float* b, const float* c, float* out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (2 * i + 1 >= n) return;
    __nv_bfloat162 va = __floats2bfloat162_rn(a[2 * i], a[2 * i + 1]);
    __nv_bfloat162 vb = __floats2bfloat162_rn(b[2 * i], b[2 * i + 1]);
    __nv_bfloat162 vc = __floats2bfloat162_rn(c[2 * i], c[2 * i + 1]);
    __nv_bfloat162 r = __hfma2(va, vb, vc);
    out[2 * i] = __low2float(r);
    out[2 * i + 1] = __high2float(r);
}
