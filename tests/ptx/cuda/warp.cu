// Warp shuffles, votes, match, reduce, activemask, lane masks and fences.
__global__ void warp_ops(int *out, const float *in, unsigned long long *big) {
  int t = threadIdx.x;
  float v = in[t];
  unsigned mask = __activemask();
  v += __shfl_sync(mask, v, 0);
  v += __shfl_up_sync(mask, v, 1);
  v += __shfl_down_sync(mask, v, 2, 16);
  v += __shfl_xor_sync(mask, v, 4);
  double dv = __shfl_sync(mask, (double)v, 3);
  int any = __any_sync(mask, v > 1.0f), all = __all_sync(mask, v > 0.0f);
  unsigned ballot = __ballot_sync(mask, t & 1);
#if __CUDA_ARCH__ >= 700
  unsigned m = __match_any_sync(mask, t / 4);
  int pred; unsigned ma = __match_all_sync(mask, t / 64, &pred);
  __syncwarp(mask);
#else
  unsigned m = 0, ma = 0;
#endif
#if __CUDA_ARCH__ >= 800
  int r = __reduce_add_sync(mask, t) + __reduce_min_sync(mask, t) + __reduce_max_sync(mask, (unsigned)t);
  r += __reduce_and_sync(mask, t) | __reduce_or_sync(mask, t) ^ __reduce_xor_sync(mask, t);
#else
  int r = 0;
#endif
  unsigned lt; asm("mov.u32 %0, %%lanemask_lt;" : "=r"(lt));
  __threadfence(); __threadfence_block(); __threadfence_system();
  out[t] = (int)v + (int)dv + any + all + ballot + m + ma + r + lt + __popc(ballot) + __clz(t) + __ffs(t) + __brev(t);
  big[t] = clock64() + __popcll(big[t]);
}
