// Warp-synchronous kernels written for GPUs whose warps ran in lockstep (before sm_70):
// lanes trade values through shared memory with no barrier and no __syncwarp. Each needs
// every lane's shared-memory access to complete before any lane's next one.
// lockstep.ptx is this file's PTX (see test_translate_lockstep.py).

// a warp reduction through volatile shared memory (the CUDA samples' reduction, pre-Volta)
__device__ void warp_reduce_tail(volatile int *s, int tid) {
    s[tid] += s[tid + 32];
    s[tid] += s[tid + 16];
    s[tid] += s[tid + 8];
    s[tid] += s[tid + 4];
    s[tid] += s[tid + 2];
    s[tid] += s[tid + 1];
}

extern "C" __global__ void warp_reduce(const int *in, int *out) {
    __shared__ int s[128];
    int tid = threadIdx.x;
    s[tid] = in[blockIdx.x * 128 + tid];
    __syncthreads();
    if (tid < 64) s[tid] += s[tid + 64];
    __syncthreads();
    if (tid < 32) warp_reduce_tail(s, tid);
    if (tid == 0) out[blockIdx.x] = s[0];
}

// lane 0 writes a slot per warp, the other lanes read it, the slot reused every turn
extern "C" __global__ void lane0_broadcast(const int *in, int *out, int n) {
    __shared__ volatile int slot[4];
    int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
    int acc = 0;
    for (int i = 0; i < n; i++) {
        if (lane == 0) slot[warp] = in[i * 4 + warp];
        acc = acc * 3 + slot[warp] * (lane + 1);
    }
    out[blockIdx.x * blockDim.x + threadIdx.x] = acc;
}

// an inclusive warp scan through shared memory (the CUDA samples' scanWarp: each lane's
// slot after 32 zeros)
extern "C" __global__ void warp_scan(const int *in, int *out) {
    __shared__ volatile int s[2 * 128];
    int tid = threadIdx.x, lane = tid & 31;
    int pos = 2 * tid - lane;
    s[pos] = 0;
    pos += 32;
    int v = in[blockIdx.x * blockDim.x + tid];
    s[pos] = v;
    for (int offset = 1; offset < 32; offset <<= 1) {
        v += s[pos - offset];
        s[pos] = v;
    }
    out[blockIdx.x * blockDim.x + tid] = v;
}

// llama.cpp's quantize_q8_1_to_shared for D=64 (flash_attn_ext_vec): every lane stores a
// word, lanes 16-31 over the float2 scales that lanes 0 and 8 store next
extern "C" __global__ void overlapping_stores(const float *x, float *out) {
    __shared__ int s[32];
    int lane = threadIdx.x;
    s[lane] = lane < 16 ? __float_as_int(x[lane]) : 0;
    if (lane % 8 == 0 && lane < 16)
        ((float2 *)(s + 16))[lane / 8] = make_float2(x[lane] * 2.0f, x[lane] + 1.0f);
    __syncthreads();
    out[lane] = __int_as_float(s[lane]);
}

// divergence: half of each warp trades values inside a branch and leaves; the other half
// runs a loop whose trip count differs per lane, trading values in every turn
extern "C" __global__ void divergent_exchange(const int *in, int *out) {
    __shared__ volatile int s[64];
    int tid = threadIdx.x, lane = tid & 31;
    if (lane < 16) {
        s[tid] = in[tid] * 5;
        out[tid] = s[tid ^ 1] + s[tid ^ 2];
        return;
    }
    int x = in[tid];
    for (int k = 0; k < lane - 14; k++) {
        s[tid] = x + k;
        x += s[(tid & ~31) + 16 + ((lane + 1) & 15)];
    }
    out[tid] = x;
}

// a block reduction with a barrier between every two steps: it needs no lockstep
// barrier, and gets none
extern "C" __global__ void block_sum(const int *in, int *out) {
    __shared__ int s[128];
    int tid = threadIdx.x;
    s[tid] = in[blockIdx.x * 128 + tid];
    __syncthreads();
    for (int stride = 64; stride > 0; stride >>= 1) {
        int other = tid < stride ? s[tid + stride] : 0;
        __syncthreads();
        if (tid < stride) s[tid] += other;
        __syncthreads();
    }
    if (tid == 0) out[blockIdx.x] = s[0];
}
