// Integer intrinsics, funnel shifts, byte permutes, dp4a, sad, mul.hi, 64-bit division,
// float special values, a switch (jump table), goto loops, launch bounds and unrolling.
__device__ __forceinline__ unsigned lop(unsigned a, unsigned b, unsigned c) {
  unsigned d; asm("lop3.b32 %0, %1, %2, %3, 0x96;" : "=r"(d) : "r"(a), "r"(b), "r"(c)); return d;
}
__global__ void __launch_bounds__(128) misc(unsigned *u, long long *ll, float *f, double *d, int k) {
  int t = threadIdx.x;
  unsigned a = u[t], b = u[t + 1];
  unsigned r = __funnelshift_l(a, b, t) + __funnelshift_rc(a, b, 3) + __byte_perm(a, b, 0x5140)
             + __umulhi(a, b) + __usad(a, b, 7u) + __vadd2(a, b) + __vabsdiffu4(a, b) + lop(a, b, t);
#if __CUDA_ARCH__ >= 610
  r += __dp4a((int)a, (int)b, 5) + __dp2a_lo(a, b, 1u);
#endif
  long long q = ll[t] / (k | 1) + ll[t] % 7 + __mul64hi(ll[t], 12345) + __brevll(ll[t]) + __ffsll(ll[t]);
  switch (k + t) {
    case 0: r += 7; break; case 1: r ^= 3; break; case 2: r *= 5; break;
    case 3: r -= 1; break; case 4: r <<= 2; break; case 5: r = ~r; break; default: r >>= 1;
  }
  float x = f[t];
  x = isnan(x) ? 0.0f : isinf(x) ? 1e30f : copysignf(x, -1.0f);
  double y = d[t];
  y = fma(y, 1e-300, -0.0) + nextafter(y, 1.0) + __longlong_as_double(0x7ff8000000000001ll);
#pragma unroll 4
  for (int i = 0; i < k; ++i) x += __int_as_float(0x7fc00000 | i);
  u[t] = r; ll[t] = q; f[t] = x + 0x1p-126f; d[t] = y + __hiloint2double(1, 2);
  if (k == 99) __trap();
  if (k == 98) __brkpt();
  __nanosleep(100);
}
