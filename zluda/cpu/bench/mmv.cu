// Matrix-vector products shaped like llama.cpp's token-generation kernels (its mul_mat_vec_f
// family, written anew): one block per output row, each thread striding over the row in
// pairs of elements, a butterfly of xor shuffles per warp, then, in blocks of several
// warps, the warps' partial sums through shared memory. mmv.py builds it with
// `nvcc -ptx -arch=compute_80 -O3 -use_fast_math` (llama.cpp's flags), not kept as PTX.
//
// stride_ntid picks the loop's stride: the block size as a template constant, as
// llama.cpp writes it (nvcc then steps 64-bit pointers by a constant), or blockDim.x read
// at run time (nvcc keeps a 32-bit index stepped by %ntid.x): the same work and the same
// sums, two shapes of loop for the translator.
#include <cuda_fp16.h>

__device__ __forceinline__ float butterfly_sum(float v) {
    for (int lane_mask = 16; lane_mask > 0; lane_mask >>= 1)
        v += __shfl_xor_sync(0xffffffffu, v, lane_mask, 32);
    return v;
}

__device__ __forceinline__ float2 pair_of(const float2 *p, int i) { return p[i]; }
__device__ __forceinline__ float2 pair_of(const half2 *p, int i) { return __half22float2(p[i]); }

template <typename Pair>
__device__ __forceinline__ void accumulate(const Pair *m, const Pair *g, const float2 *v, int i, float &acc,
                                           float &acc_gate) {
    const float2 a = pair_of(m, i), b = v[i];
    acc += a.x * b.x;
    acc += a.y * b.y;
    if (g) {
        const float2 c = pair_of(g, i);
        acc_gate += c.x * b.x;
        acc_gate += c.y * b.y;
    }
}

// gate != nullptr: the row's product times silu of the gate row's product (a fused FFN gate)
template <typename Pair, int threads, bool stride_ntid>
__device__ __forceinline__ void row_times_vector(const Pair *matrix, const Pair *gate, const float *vec,
                                                 float *out, int pairs, int row_pairs) {
    __shared__ float warp_sums[32];
    __shared__ float warp_gate_sums[32];
    const int row = blockIdx.x, t = threadIdx.x;
    const Pair *m = matrix + (long)row * row_pairs;
    const Pair *g = gate ? gate + (long)row * row_pairs : nullptr;
    const float2 *v = (const float2 *)vec;
    if (threads > 32) {
        if (t < 32) { warp_sums[t] = 0.0f; warp_gate_sums[t] = 0.0f; }
        __syncthreads();
    }
    float acc = 0.0f, acc_gate = 0.0f;
    if (stride_ntid) {
        for (int i = t; i < pairs; i += blockDim.x) accumulate(m, g, v, i, acc, acc_gate);
    } else {
        for (int i = t; i < pairs; i += threads) accumulate(m, g, v, i, acc, acc_gate);
    }
    acc = butterfly_sum(acc);
    if (g) acc_gate = butterfly_sum(acc_gate);
    if (threads > 32) {
        warp_sums[t / 32] = acc;
        if (g) warp_gate_sums[t / 32] = acc_gate;
        __syncthreads();
        if (t < 32) {
            acc = butterfly_sum(warp_sums[t]);
            if (g) acc_gate = butterfly_sum(warp_gate_sums[t]);
        }
        __syncthreads();
    }
    if (t != 0) return;
    if (g) acc *= acc_gate / (1.0f + expf(-acc_gate));
    out[row] = acc;
}

#define MMV(name, Pair, threads, stride_ntid)                                                      \
    extern "C" __global__ void name(const Pair *m, const Pair *g, const float *v, float *out,     \
                                    int pairs, int row_pairs) {                                    \
        row_times_vector<Pair, threads, stride_ntid>(m, g, v, out, pairs, row_pairs);             \
    }

MMV(mmv_f32_32, float2, 32, false)
MMV(mmv_f32_64, float2, 64, false)
MMV(mmv_f32_128, float2, 128, false)
MMV(mmv_f16_32, half2, 32, false)
MMV(mmv_f32_32_ntid, float2, 32, true)
MMV(mmv_f32_64_ntid, float2, 64, true)
MMV(mmv_f32_128_ntid, float2, 128, true)
MMV(mmv_f16_32_ntid, half2, 32, true)
