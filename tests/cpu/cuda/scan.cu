// Inclusive scan of each 1024-element block: warp scans with __shfl_up_sync, then a scan of warp totals.
extern "C" __global__ void scan_block(const int* x, int* y, int n) {
    __shared__ int warp_tot[32];
    int t = threadIdx.x, lane = t & 31, w = t >> 5;
    int i = blockIdx.x * blockDim.x + t;
    int v = i < n ? x[i] : 0;
    for (int o = 1; o < 32; o <<= 1) {
        int u = __shfl_up_sync(0xffffffff, v, o);
        if (lane >= o) v += u;
    }
    if (lane == 31) warp_tot[w] = v;
    __syncthreads();
    if (w == 0) {
        int s = lane < (blockDim.x >> 5) ? warp_tot[lane] : 0;
        for (int o = 1; o < 32; o <<= 1) {
            int u = __shfl_up_sync(0xffffffff, s, o);
            if (lane >= o) s += u;
        }
        warp_tot[lane] = s;
    }
    __syncthreads();
    if (w > 0) v += warp_tot[w - 1];
    if (i < n) y[i] = v;
}
