// Tensor-core and async-copy instructions: wmma, mma via inline asm, ldmatrix, cp.async.
#include <mma.h>
#include <cuda_pipeline.h>
using namespace nvcuda;
__global__ void tc(const half *a, const half *b, float *c, const float *src) {
#if __CUDA_ARCH__ >= 700
  wmma::fragment<wmma::matrix_a, 16, 16, 16, half, wmma::row_major> fa;
  wmma::fragment<wmma::matrix_b, 16, 16, 16, half, wmma::col_major> fb;
  wmma::fragment<wmma::accumulator, 16, 16, 16, float> fc;
  wmma::fill_fragment(fc, 0.0f);
  wmma::load_matrix_sync(fa, a, 16);
  wmma::load_matrix_sync(fb, b, 16);
  wmma::mma_sync(fc, fa, fb, fc);
  wmma::store_matrix_sync(c, fc, 16, wmma::mem_row_major);
#endif
#if __CUDA_ARCH__ >= 800
  __shared__ float buf[256];
  __shared__ half hb[16 * 16];
  __pipeline_memcpy_async(&buf[threadIdx.x * 4], &src[threadIdx.x * 4], 16);
  __pipeline_commit();
  __pipeline_wait_prior(0);
  unsigned r0, r1, r2, r3;
  unsigned addr = (unsigned)__cvta_generic_to_shared(&hb[(threadIdx.x % 16) * 16]);
  asm volatile("ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0,%1,%2,%3}, [%4];"
               : "=r"(r0), "=r"(r1), "=r"(r2), "=r"(r3) : "r"(addr));
  float d0, d1, d2, d3;
  asm volatile("mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, {%10,%11,%12,%13};"
               : "=f"(d0), "=f"(d1), "=f"(d2), "=f"(d3)
               : "r"(r0), "r"(r1), "r"(r2), "r"(r3), "r"(r0), "r"(r1),
                 "f"(0.f), "f"(0.f), "f"(0.f), "f"(0.f));
  c[threadIdx.x] += d0 + d1 + d2 + d3 + buf[threadIdx.x];
#endif
}
