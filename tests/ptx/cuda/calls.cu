// Device functions: recursion, indirect calls, struct params/returns, printf, assert, malloc.
#include <cstdio>
#include <cassert>
struct Big { int a[9]; double d; };
__device__ __noinline__ int fact(int n) { return n <= 1 ? 1 : n * fact(n - 1); }
__device__ __noinline__ Big make(int x) { Big b; for (int i = 0; i < 9; ++i) b.a[i] = x + i; b.d = x * 0.5; return b; }
__device__ __noinline__ float sum(Big b) { float s = b.d; for (int i = 0; i < 9; ++i) s += b.a[i]; return s; }
__device__ int sq(int x) { return x * x; }
__device__ int neg(int x) { return -x; }
typedef int (*op_t)(int);
__device__ op_t ops[] = {sq, neg};
__device__ int counter;
__device__ __noinline__ void noret() { asm volatile("trap;"); }
__global__ void calls(float *out, int n, op_t f) {
  int i = threadIdx.x;
  Big b = make(i);
  out[i] = sum(b) + fact(i % 8) + ops[i & 1](i) + f(n);
  if (i == 0) printf("n=%d f=%f d=%g s=%s\n", n, out[0], b.d, "ok");
  assert(n >= 0);
  int *p = (int *)malloc(16); if (p) { p[0] = i; out[i] += p[0]; free(p); }
  if (n < -5) noret();
  atomicAdd(&counter, 1);
}
