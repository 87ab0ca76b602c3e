// Independent thread scheduling idioms: barrier inside a data-dependent loop, divergent
// branches that both shuffle with partial member masks, ballot and match on subsets.
extern "C" __global__ void barrier_loop(const int* iters, int* out) {
    __shared__ int acc[128];
    int t = threadIdx.x;
    acc[t] = 0;
    __syncthreads();
    int n = iters[blockIdx.x];           // uniform per block, data dependent
    for (int k = 0; k < n; ++k) {
        int left = acc[(t + 127) % 128];
        __syncthreads();
        acc[t] = left + t + k;
        __syncthreads();
    }
    out[blockIdx.x * 128 + t] = acc[t];
}
extern "C" __global__ void divergent_shuffles(const int* x, int* out) {
    int t = threadIdx.x, lane = t & 31;
    int v = x[t];
    int r;
    if (lane < 16) r = __shfl_xor_sync(0x0000ffff, v, 1);       // low half pairs
    else           r = __shfl_down_sync(0xffff0000, v * 10, 2);  // high half, different op
    unsigned b = __ballot_sync(0xffffffff, v & 1);
    unsigned m = __match_any_sync(0xffffffff, v % 4);
    out[3 * t] = r;
    out[3 * t + 1] = (int)b;
    out[3 * t + 2] = (int)m;
}
