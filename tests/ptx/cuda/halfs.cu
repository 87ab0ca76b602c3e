// fp16 / bf16 arithmetic and conversions with rounding modes.
#include <cuda_fp16.h>
#include <cuda_bf16.h>
__global__ void halfs(__half *h, __nv_bfloat16 *b, __half2 *h2, __nv_bfloat162 *b2, float *f, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  __half a = h[i];
  __half c = __hfma(a, a, __float2half_rz(f[i]));
  c = __hadd(c, __hmul(a, __float2half_rn(0.5f)));
  h[i] = __hmax(c, __hneg(a));
  h2[i] = __hfma2(h2[i], h2[i], __floats2half2_rn(1.0f, 2.0f));
#if __CUDA_ARCH__ >= 800
  __nv_bfloat16 x = b[i];
  b[i] = __hfma(x, x, __float2bfloat16_rz(f[i]));
  b2[i] = __hmul2(b2[i], __floats2bfloat162_rn(3.0f, 4.0f));
  f[i] = __bfloat162float(x) + __low2float(b2[i]);
#endif
  f[i] += __half2float(a) + __half2float(hexp(a)) + __int2float_rd(i) + __uint2float_ru(i) + __fdividef(f[i], 3.0f)
        + __frsqrt_rn(f[i]) + __fsqrt_rd(f[i]) + __fmaf_rz(f[i], 2.0f, 1.0f) + __saturatef(f[i]) + rintf(f[i]) + truncf(f[i]);
  f[i] += (float)__double2int_rz((double)f[i] * 3.0) + (float)__dsqrt_ru((double)f[i]) + __expf(f[i]) + __sinf(f[i]) + __cosf(f[i]) + __logf(f[i]) + tanhf(f[i]);
}
