// Atomics of every width and operation, global and shared, plus system/block scopes.
#include <cuda_fp16.h>
__global__ void atomics(int *i, unsigned *u, unsigned long long *ull, float *f, double *d,
                        __half2 *h2, int n) {
  __shared__ int s[32];
  int t = threadIdx.x;
  if (t < 32) s[t] = 0;
  __syncthreads();
  atomicAdd(i, t); atomicSub(i + 1, t); atomicExch(i + 2, t);
  atomicMin(i + 3, t); atomicMax(i + 4, t);
  atomicInc(u, 17u); atomicDec(u + 1, 17u);
  atomicCAS(i + 5, t, t + 1);
  atomicAnd(i + 6, t); atomicOr(i + 7, t); atomicXor(i + 8, t);
  atomicAdd(ull, 1ull); atomicCAS(ull + 1, 0ull, (unsigned long long)t);
  atomicMax(ull + 2, (unsigned long long)t);
  atomicAdd(f, 1.5f); atomicExch(f + 1, 2.0f);
#if __CUDA_ARCH__ >= 600
  atomicAdd(d, 1.0); atomicAdd_block(i + 9, 1); atomicAdd_system(i + 10, 1);
  atomicAdd(h2, __halves2half2(__float2half(1.0f), __float2half(2.0f)));
#endif
  atomicAdd(&s[t % 32], 1);
  atomicMax(&s[(t + 1) % 32], t);
  __syncthreads();
  if (t < 32) i[16 + t] = s[t];
}
