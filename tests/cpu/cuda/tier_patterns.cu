#include <cooperative_groups.h>
namespace cg = cooperative_groups;

// 1. block-wide bitonic sort in shared memory, barriers in loops
extern "C" __global__ void bitonic_shared(unsigned *keys, unsigned *vals, int n_per_block, int dir) {
    extern __shared__ unsigned sh[];
    unsigned *sk = sh, *sv = sh + n_per_block;
    unsigned *k = keys + blockIdx.x * n_per_block, *v = vals + blockIdx.x * n_per_block;
    for (int i = threadIdx.x; i < n_per_block; i += blockDim.x) { sk[i] = k[i]; sv[i] = v[i]; }
    for (unsigned size = 2; size <= (unsigned)n_per_block; size <<= 1) {
        for (unsigned stride = size / 2; stride > 0; stride >>= 1) {
            __syncthreads();
            for (unsigned t = threadIdx.x; t < (unsigned)n_per_block / 2; t += blockDim.x) {
                unsigned d = dir ^ ((t & (size / 2)) != 0);
                unsigned pos = 2 * t - (t & (stride - 1));
                unsigned a = sk[pos], b = sk[pos + stride];
                if ((a > b) == d) {
                    sk[pos] = b; sk[pos + stride] = a;
                    unsigned x = sv[pos]; sv[pos] = sv[pos + stride]; sv[pos + stride] = x;
                }
            }
        }
    }
    __syncthreads();
    for (int i = threadIdx.x; i < n_per_block; i += blockDim.x) { k[i] = sk[i]; v[i] = sv[i]; }
}

// 2. threadfence + atomic ticket last-block reduction
__device__ unsigned int retirementCount = 0;
extern "C" __global__ void fence_reduce(const float *in, float *partial, float *out, unsigned n) {
    extern __shared__ float sdata[];
    __shared__ bool amLast;
    unsigned tid = threadIdx.x;
    unsigned i = blockIdx.x * (blockDim.x * 2) + threadIdx.x;
    unsigned gridSize = blockDim.x * 2 * gridDim.x;
    float sum = 0;
    while (i < n) {
        sum += in[i];
        if (i + blockDim.x < n) sum += in[i + blockDim.x];
        i += gridSize;
    }
    sdata[tid] = sum;
    __syncthreads();
    for (unsigned s = blockDim.x / 2; s > 32; s >>= 1) {
        if (tid < s) sdata[tid] = sum = sum + sdata[tid + s];
        __syncthreads();
    }
    if (tid < 32) {
        if (blockDim.x >= 64) sum += sdata[tid + 32];
        for (int off = 16; off > 0; off /= 2) sum += __shfl_down_sync(0xffffffff, sum, off);
    }
    if (tid == 0) partial[blockIdx.x] = sum;
    if (gridDim.x > 1) {
        __threadfence();
        if (tid == 0) {
            unsigned ticket = atomicInc(&retirementCount, gridDim.x);
            amLast = (ticket == gridDim.x - 1);
        }
        __syncthreads();
        if (amLast) {
            int j = tid;
            float s2 = 0;
            while (j < (int)gridDim.x) { s2 += partial[j]; j += blockDim.x; }
            sdata[tid] = s2;
            __syncthreads();
            for (unsigned s = blockDim.x / 2; s > 0; s >>= 1) {
                if (tid < s) sdata[tid] = s2 = s2 + sdata[tid + s];
                __syncthreads();
            }
            if (tid == 0) { out[0] = sdata[0]; retirementCount = 0; }
        }
    } else if (tid == 0) out[0] = sum;
}

// 3. warp-aggregated atomics with coalesced_threads()
__device__ int atomicAggInc(int *ctr) {
    cg::coalesced_group active = cg::coalesced_threads();
    int res;
    if (active.thread_rank() == 0) res = atomicAdd(ctr, active.size());
    return active.shfl(res, 0) + active.thread_rank();
}
extern "C" __global__ void filter_k(int *dst, int *nres, const int *src, int n) {
    int i = threadIdx.x + blockIdx.x * blockDim.x;
    if (i < n && src[i] > 0) dst[atomicAggInc(nres)] = src[i];
}

// 4. DXT-style: 16 threads per 4x4 block; shared reductions and shuffles
extern "C" __global__ void dxt_like(const unsigned *img, unsigned *out, int w) {
    __shared__ float col[64][3];
    __shared__ float mn[64][3], mx[64][3];
    __shared__ int idx[64];
    int t = threadIdx.x;                 // 64 threads = 4 tiles of 16 pixels
    int tile = blockIdx.x * 4 + t / 16, p = t % 16;
    int tiles_per_row = w / 4;
    int tx = tile % tiles_per_row, ty = tile / tiles_per_row;
    unsigned c = img[(ty * 4 + p / 4) * w + tx * 4 + p % 4];
    col[t][0] = (c & 255) / 255.0f; col[t][1] = ((c >> 8) & 255) / 255.0f; col[t][2] = ((c >> 16) & 255) / 255.0f;
    for (int k = 0; k < 3; k++) { mn[t][k] = col[t][k]; mx[t][k] = col[t][k]; }
    __syncthreads();
    for (int s = 8; s > 0; s >>= 1) {
        if (p < s) for (int k = 0; k < 3; k++) {
            mn[t][k] = fminf(mn[t][k], mn[t + s][k]); mx[t][k] = fmaxf(mx[t][k], mx[t + s][k]);
        }
        __syncthreads();
    }
    int base = t - p;
    float d[3], best = 1e30f; int bi = 0;
    for (int k = 0; k < 3; k++) d[k] = mx[base][k] - mn[base][k];
    for (int j = 0; j < 4; j++) {
        float e = 0;
        for (int k = 0; k < 3; k++) { float pal = mn[base][k] + d[k] * j / 3.0f; float q = col[t][k] - pal; e += q * q; }
        if (e < best) { best = e; bi = j; }
    }
    idx[t] = bi;
    // pack 16 2-bit indices with shuffles in the 16-lane group
    unsigned bits = (unsigned)bi << (2 * p);
    for (int off = 8; off > 0; off >>= 1) bits |= __shfl_xor_sync(0xffffffff, bits, off, 16);
    float err = best;
    for (int off = 8; off > 0; off >>= 1) err += __shfl_xor_sync(0xffffffff, err, off, 16);
    __syncthreads();
    if (p == 0) {
        unsigned lo = 0, hi = 0;
        for (int k = 0; k < 3; k++) {
            lo |= (unsigned)(mn[base][k] * 255.0f + 0.5f) << (8 * k);
            hi |= (unsigned)(mx[base][k] * 255.0f + 0.5f) << (8 * k);
        }
        out[tile * 4 + 0] = lo; out[tile * 4 + 1] = hi; out[tile * 4 + 2] = bits;
        out[tile * 4 + 3] = __float_as_uint(err) ^ (unsigned)idx[t + 5];
    }
}

// 5. a CUB-style radix sort pass: 4-bit digits of 512 keys per block (128 threads x 4),
// ranked with warp ballots, digit counts in shared memory, a block-wide scan, a stable scatter
#define RADIX_BITS 4
#define RADIX 16
extern "C" __global__ void radix_pass(const unsigned *keys_in, unsigned *keys_out, const unsigned *vals_in,
                                      unsigned *vals_out, int shift) {
    __shared__ unsigned warp_counts[4][RADIX];   // 4 warps
    __shared__ unsigned digit_base[RADIX];
    __shared__ unsigned warp_base[4][RADIX];
    int base = blockIdx.x * 512, lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
    for (int item = 0; item < 4; item++) {
        // each warp ranks 32 consecutive keys of this round: round item covers keys [item*128, item*128+128)
        int idx = base + item * 128 + threadIdx.x;
        unsigned k = keys_in[idx], v = vals_in[idx];
        unsigned d = (k >> shift) & (RADIX - 1);
        if (threadIdx.x < 4 * RADIX) warp_counts[threadIdx.x / RADIX][threadIdx.x % RADIX] = 0;
        __syncthreads();
        unsigned peers = 0xffffffff;
        for (int b = 0; b < RADIX_BITS; b++) {
            unsigned bal = __ballot_sync(0xffffffff, (d >> b) & 1);
            peers &= ((d >> b) & 1) ? bal : ~bal;
        }
        unsigned rank_in_warp = __popc(peers & ((1u << lane) - 1));
        if (rank_in_warp == 0) warp_counts[warp][d] = __popc(peers);
        __syncthreads();
        if (threadIdx.x < RADIX) {   // exclusive scan over warps then digits
            unsigned run = 0;
            for (int w = 0; w < 4; w++) { warp_base[w][threadIdx.x] = run; run += warp_counts[w][threadIdx.x]; }
            unsigned total = run, incl = total;
            for (int off = 1; off < RADIX; off <<= 1) {
                unsigned o = __shfl_up_sync(0xffff, incl, off, RADIX);
                if ((int)threadIdx.x >= off) incl += o;
            }
            digit_base[threadIdx.x] = incl - total;
        }
        __syncthreads();
        unsigned pos = digit_base[d] + warp_base[warp][d] + rank_in_warp;
        keys_out[base + item * 128 + pos] = k;
        vals_out[base + item * 128 + pos] = v;
        __syncthreads();
    }
}
