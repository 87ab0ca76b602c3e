// Asynchronous copies and barriers as nvcc emits them: __pipeline_memcpy_async (cp.async with
// commit groups and waits, zero fill), cooperative_groups::memcpy_async, cuda::pipeline
// (multi-stage, block scope), cuda::barrier with cuda::memcpy_async, a producer/consumer ring
// guarded by full/empty barriers, and the mbarrier instructions themselves (init, arrive with
// a count, arrive_drop, test_wait / try_wait with state and parity, pending_count), plus the
// sm_90 forms: expect_tx / complete_tx transaction counts and cp.async.bulk copies in both
// directions. Built with compute_80 and compute_90 PTX; a device of compute capability 9.0
// runs the sm_90 parts, an older one says it skipped them.
//
// Every result is checked against values computed on the host; the printed details hold
// nothing that depends on timing, so the whole stdout is compared with an H200's.
#include <cooperative_groups.h>
#include <cooperative_groups/memcpy_async.h>
#include <cuda/barrier>
#include <cuda/pipeline>
#include <cuda_pipeline.h>

#include "common.h"

namespace cg = cooperative_groups;

#pragma nv_diag_suppress static_var_with_dynamic_init

static const int TILE = 128;

// ------------------------------------------------------------------ cp.async primitives
// each thread copies 4, 8 and 16 bytes; the 16-byte copy of odd threads zero-fills its
// last 12 bytes (src-size 4)
__global__ void pipeline_primitives(const int* in, int* out) {
    __shared__ __align__(16) int a[TILE];
    __shared__ __align__(16) int2 b[TILE];
    __shared__ __align__(16) int4 c[TILE];
    int t = threadIdx.x;
    const int* base = in + blockIdx.x * TILE * 7;
    __pipeline_memcpy_async(&a[t], base + t, sizeof(int));
    __pipeline_commit();
    __pipeline_memcpy_async(&b[t], reinterpret_cast<const int2*>(base + TILE) + t, sizeof(int2));
    __pipeline_commit();
    __pipeline_memcpy_async(&c[t], reinterpret_cast<const int4*>(base + 3 * TILE) + t, sizeof(int4), (t & 1) ? 12 : 0);
    __pipeline_commit();
    __pipeline_wait_prior(2);
    __syncthreads();
    int r = a[(t + 1) % TILE];
    __pipeline_wait_prior(0);
    __syncthreads();
    int2 vb = b[(t + 2) % TILE];
    int4 vc = c[(t + 3) % TILE];
    out[blockIdx.x * TILE + t] = r + 3 * vb.x + 5 * vb.y + 7 * vc.x + 11 * vc.y + 13 * vc.z + 17 * vc.w;
}

static int host_primitives(const std::vector<int>& in, int block, int t) {
    const int* base = in.data() + block * TILE * 7;
    int r = base[(t + 1) % TILE];
    int tb = (t + 2) % TILE, tc = (t + 3) % TILE;
    const int* vb = base + TILE + 2 * tb;
    const int* vc = base + 3 * TILE + 4 * tc;
    bool zero = tc & 1;
    return r + 3 * vb[0] + 5 * vb[1] + 7 * vc[0] + (zero ? 0 : 11 * vc[1] + 13 * vc[2] + 17 * vc[3]);
}

// ------------------------------------------------------------------ cooperative groups
__global__ void cg_copy(const float* in, float* out, int n) {
    extern __shared__ float buf[];   // two halves of n floats
    auto block = cg::this_thread_block();
    cg::memcpy_async(block, buf, in + blockIdx.x * 2 * n, sizeof(float) * n);
    cg::memcpy_async(block, buf + n, in + blockIdx.x * 2 * n + n, sizeof(float) * n);
    cg::wait_prior<1>(block);
    float first = 0;
    for (int i = threadIdx.x; i < n; i += blockDim.x) first += buf[i];
    cg::wait(block);
    float second = 0;
    for (int i = threadIdx.x; i < n; i += blockDim.x) second += buf[n + n - 1 - i];
    out[blockIdx.x * blockDim.x + threadIdx.x] = first * 2 + second;
}

// ------------------------------------------------------------------ cuda::pipeline
template <int STAGES>
__global__ void pipelined_scale(const float* in, float* out, int tiles) {
    __shared__ float buf[STAGES][TILE];
    __shared__ cuda::pipeline_shared_state<cuda::thread_scope_block, STAGES> state;
    auto block = cg::this_thread_block();
    auto pipe = cuda::make_pipeline(block, &state);
    const float* src = in + (size_t)blockIdx.x * tiles * TILE;
    float* dst = out + (size_t)blockIdx.x * tiles * TILE;
    int fetched = 0;
    for (int t = 0; t < tiles; ++t) {
        for (; fetched < tiles && fetched < t + STAGES; ++fetched) {
            pipe.producer_acquire();
            cuda::memcpy_async(block, buf[fetched % STAGES], src + fetched * TILE, sizeof(float) * TILE, pipe);
            pipe.producer_commit();
        }
        pipe.consumer_wait();
        // a neighbour's element: the whole tile must have landed
        dst[t * TILE + threadIdx.x] = buf[t % STAGES][(threadIdx.x + 5) % TILE] * 3.0f + (float)t;
        pipe.consumer_release();
    }
}

// ------------------------------------------------------------------ cuda::barrier + memcpy_async
__global__ void barrier_copy(const float* in, float* out, int aligned) {
    __shared__ __align__(16) float buf[TILE];
    __shared__ cuda::barrier<cuda::thread_scope_block> bar;
    auto block = cg::this_thread_block();
    if (block.thread_rank() == 0) init(&bar, block.size());
    block.sync();
    const float* src = in + blockIdx.x * TILE;
    if (aligned)   // sm_90: one bulk copy whose bytes the barrier counts (expect_tx)
        cuda::memcpy_async(block, buf, src, cuda::aligned_size_t<16>(sizeof(float) * TILE), bar);
    else
        cuda::memcpy_async(block, buf, src, sizeof(float) * TILE, bar);
    bar.arrive_and_wait();
    out[blockIdx.x * TILE + threadIdx.x] = buf[TILE - 1 - threadIdx.x] - buf[threadIdx.x];
}

// ------------------------------------------------------------------ producer / consumer ring
// warp 0 produces items into a ring of SLOTS; the other warps consume them. Phase k of
// full[s] is item s + k * SLOTS written (the producers arrive, the consumers arrive and
// wait); phase k of empty[s] is that item read (the consumers arrive, the producers
// arrive and wait before they write the slot again).
static const int SLOTS = 4;

__global__ void ring(const int* in, int* out, int items) {
    __shared__ int slot[SLOTS][32];
    __shared__ cuda::barrier<cuda::thread_scope_block> full[SLOTS], empty[SLOTS];
    if (threadIdx.x == 0)
        for (int s = 0; s < SLOTS; ++s) {
            init(&full[s], blockDim.x);
            init(&empty[s], blockDim.x);
        }
    __syncthreads();
    if (threadIdx.x < 32) {
        for (int i = 0; i < items; ++i) {
            int s = i % SLOTS;
            if (i >= SLOTS) empty[s].arrive_and_wait();
            slot[s][threadIdx.x] = in[i * 32 + threadIdx.x] * 2 + i;
            (void)full[s].arrive();
        }
    } else {
        int c = threadIdx.x - 32, sum = 0;
        for (int i = 0; i < items; ++i) {
            int s = i % SLOTS;
            full[s].arrive_and_wait();
            sum += slot[s][(c + i) % 32] * (c + 1);
            if (i + SLOTS < items) (void)empty[s].arrive();
        }
        out[c] = sum;
    }
}

// ------------------------------------------------------------------ raw mbarrier instructions
__device__ __forceinline__ unsigned smem(const void* p) { return (unsigned)__cvta_generic_to_shared(p); }

__device__ __forceinline__ unsigned long long mb_arrive(unsigned long long* bar, unsigned count) {
    unsigned long long state;
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 900
    asm volatile("mbarrier.arrive.shared.b64 %0, [%1], %2;" : "=l"(state) : "r"(smem(bar)), "r"(count) : "memory");
#else
    // before sm_90 a counted arrive must be .noComplete: the callers' counted arrivals never
    // complete a phase; a single arrival may
    if (count == 1)
        asm volatile("mbarrier.arrive.shared.b64 %0, [%1];" : "=l"(state) : "r"(smem(bar)) : "memory");
    else
        asm volatile("mbarrier.arrive.noComplete.shared.b64 %0, [%1], %2;"
                     : "=l"(state) : "r"(smem(bar)), "r"(count) : "memory");
#endif
    return state;
}

__device__ __forceinline__ unsigned long long mb_arrive_drop(unsigned long long* bar) {
    unsigned long long state;
    asm volatile("mbarrier.arrive_drop.shared.b64 %0, [%1];" : "=l"(state) : "r"(smem(bar)) : "memory");
    return state;
}

__device__ __forceinline__ unsigned mb_pending(unsigned long long state) {
    unsigned n;
    asm volatile("mbarrier.pending_count.b64 %0, %1;" : "=r"(n) : "l"(state));
    return n;
}

__device__ __forceinline__ bool mb_test(unsigned long long* bar, unsigned long long state) {
    unsigned ok;
    asm volatile("{ .reg .pred p; mbarrier.test_wait.shared.b64 p, [%1], %2; selp.u32 %0, 1, 0, p; }"
                 : "=r"(ok) : "r"(smem(bar)), "l"(state) : "memory");
    return ok;
}

__device__ __forceinline__ bool mb_test_parity(unsigned long long* bar, unsigned parity) {
    unsigned ok;
    asm volatile("{ .reg .pred p; mbarrier.test_wait.parity.shared.b64 p, [%1], %2; selp.u32 %0, 1, 0, p; }"
                 : "=r"(ok) : "r"(smem(bar)), "r"(parity) : "memory");
    return ok;
}

// waits as nvcc's own barriers do below sm_90: test_wait in a loop
__device__ __forceinline__ void mb_wait_parity(unsigned long long* bar, unsigned parity) {
    while (!mb_test_parity(bar, parity)) {
    }
}

// Block of 64 threads, one barrier of 64 expected arrivals. Records:
//   r[0..2]   pending_count of three single-thread arrivals' states (counts 1, 2, 3)
//   r[3..5]   test_wait of those states before the phase completes, parity 0 and 1 too
//   r[6]      threads that saw all 64 arrivals of each of 4 phases (counted before, read after the wait)
//   r[7]      test_wait of the first state after its phase completed
//   r[8]      phases completed after half the threads left with arrive_drop (expected count 32)
__global__ void mbarrier_ops(int* r) {
    __shared__ unsigned long long bar;
    __shared__ int arrived;
    __shared__ int phases_ok;
    int t = threadIdx.x;
    if (t == 0) {
        asm volatile("mbarrier.init.shared.b64 [%0], %1;" ::"r"(smem(&bar)), "r"(64) : "memory");
        arrived = 0;
        phases_ok = 0;
    }
    __syncthreads();
    unsigned long long first = 0;
    if (t == 0) {
        unsigned long long s1 = mb_arrive(&bar, 1), s2 = mb_arrive(&bar, 2), s3 = mb_arrive(&bar, 3);
        r[0] = mb_pending(s1);
        r[1] = mb_pending(s2);
        r[2] = mb_pending(s3);
        r[3] = mb_test(&bar, s1);
        r[4] = mb_test_parity(&bar, 0);
        r[5] = mb_test_parity(&bar, 1);
        first = s1;
    }
    __syncthreads();
    // phase 0 still needs 58 arrivals: threads 6..63
    unsigned parity = 0;
    if (t >= 6) (void)mb_arrive(&bar, 1);
    mb_wait_parity(&bar, parity);
    parity ^= 1;
    if (t == 0) r[7] = mb_test(&bar, first);
    __syncthreads();
    for (int phase = 0; phase < 4; ++phase) {
        atomicAdd(&arrived, 1);
        (void)mb_arrive(&bar, 1);
        mb_wait_parity(&bar, parity);
        parity ^= 1;
        if (atomicAdd(&arrived, 0) == 64 * (phase + 1)) atomicAdd(&phases_ok, 1);
        __syncthreads();
    }
    if (t == 0) r[6] = phases_ok;
    // odd threads leave: the expected count drops to 32
    if (t & 1) {
        (void)mb_arrive_drop(&bar);
        return;
    }
    int done = 0;
    for (int phase = 0; phase < 3; ++phase) {
        (void)mb_arrive(&bar, 1);
        mb_wait_parity(&bar, parity);
        parity ^= 1;
        done++;
    }
    if (t == 0) r[8] = done;
}

#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 900
#define HAVE_SM90 1
#else
#define HAVE_SM90 0
#endif

// sm_90: transaction counts and bulk copies. Records:
//   r[0]  the phase did not complete while 256 expected bytes were outstanding
//   r[1]  it completed once complete_tx delivered them
//   r[2]  a bulk copy (global -> shared, complete_tx on the barrier) arrived intact
//   r[3]  a bulk copy back (shared -> global, bulk_group) arrived intact
__global__ void bulk_ops(const int* in, int* out, int* r) {
#if HAVE_SM90
    __shared__ unsigned long long bar;
    __shared__ __align__(128) int buf[256];
    int t = threadIdx.x;
    if (t == 0) {
        asm volatile("mbarrier.init.shared.b64 [%0], %1;" ::"r"(smem(&bar)), "r"(1) : "memory");
        asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory");
    }
    __syncthreads();
    if (t == 0) {
        unsigned long long state;
        asm volatile("mbarrier.arrive.expect_tx.shared.b64 %0, [%1], %2;" : "=l"(state) : "r"(smem(&bar)), "r"(256) : "memory");
        r[0] = !mb_test(&bar, state);
        asm volatile("mbarrier.complete_tx.shared.b64 [%0], %1;" ::"r"(smem(&bar)), "r"(200) : "memory");
        bool early = mb_test(&bar, state);
        asm volatile("mbarrier.complete_tx.shared.b64 [%0], %1;" ::"r"(smem(&bar)), "r"(56) : "memory");
        r[1] = !early && mb_test(&bar, state);
        // phase 1: one bulk copy of 1024 bytes
        asm volatile("mbarrier.arrive.expect_tx.shared.b64 %0, [%1], %2;" : "=l"(state) : "r"(smem(&bar)), "r"(1024) : "memory");
        asm volatile("cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [%0], [%1], %2, [%3];"
                     ::"r"(smem(buf)), "l"(in), "r"(1024), "r"(smem(&bar)) : "memory");
        asm volatile("{ .reg .pred p; W: mbarrier.try_wait.parity.shared.b64 p, [%0], %1; @!p bra W; }"
                     ::"r"(smem(&bar)), "r"(1) : "memory");
    }
    __syncthreads();
    int ok = 1;
    for (int i = t; i < 256; i += blockDim.x) ok &= buf[i] == in[i];
    ok = __syncthreads_and(ok);
    if (t == 0) r[2] = ok;
    buf[t] = buf[t] * 3 + 1;
    asm volatile("fence.proxy.async.shared::cta;" ::: "memory");
    __syncthreads();
    if (t == 0) {
        asm volatile("cp.async.bulk.global.shared::cta.bulk_group [%0], [%1], %2;" ::"l"(out), "r"(smem(buf)), "r"(1024) : "memory");
        asm volatile("cp.async.bulk.commit_group;" ::: "memory");
        asm volatile("cp.async.bulk.wait_group 0;" ::: "memory");
        int same = 1;
        for (int i = 0; i < 256; ++i) same &= out[i] == in[i] * 3 + 1;
        r[3] = same;
    }
#else
    if (threadIdx.x == 0) r[0] = -1;
#endif
}

int main() {
    // cp.async primitives
    {
        const int blocks = 4;
        std::vector<int> in(blocks * TILE * 7), out(blocks * TILE);
        Lcg rng(11);
        for (auto& v : in) v = (int)(rng.next() % 1000);
        int *d_in, *d_out;
        REQUIRE(cudaMalloc(&d_in, in.size() * sizeof(int)));
        REQUIRE(cudaMalloc(&d_out, out.size() * sizeof(int)));
        REQUIRE(cudaMemcpy(d_in, in.data(), in.size() * sizeof(int), cudaMemcpyHostToDevice));
        pipeline_primitives<<<blocks, TILE>>>(d_in, d_out);
        REQUIRE(cudaGetLastError());
        REQUIRE(cudaMemcpy(out.data(), d_out, out.size() * sizeof(int), cudaMemcpyDeviceToHost));
        int bad = 0;
        long long sum = 0;
        for (int b = 0; b < blocks; ++b)
            for (int t = 0; t < TILE; ++t) {
                bad += out[b * TILE + t] != host_primitives(in, b, t);
                sum += out[b * TILE + t];
            }
        check("pipeline_primitives", bad == 0, "%d wrong of %d, sum %lld", bad, blocks * TILE, sum);
        cudaFree(d_in);
        cudaFree(d_out);
    }
    // cooperative_groups::memcpy_async
    {
        const int blocks = 3, threads = 64, n = 1000;
        std::vector<float> in(blocks * 2 * n), out(blocks * threads);
        for (size_t i = 0; i < in.size(); ++i) in[i] = (float)(i % 97) * 0.25f;
        float *d_in, *d_out;
        REQUIRE(cudaMalloc(&d_in, in.size() * sizeof(float)));
        REQUIRE(cudaMalloc(&d_out, out.size() * sizeof(float)));
        REQUIRE(cudaMemcpy(d_in, in.data(), in.size() * sizeof(float), cudaMemcpyHostToDevice));
        cg_copy<<<blocks, threads, 2 * n * sizeof(float)>>>(d_in, d_out, n);
        REQUIRE(cudaGetLastError());
        REQUIRE(cudaMemcpy(out.data(), d_out, out.size() * sizeof(float), cudaMemcpyDeviceToHost));
        int bad = 0;
        for (int b = 0; b < blocks; ++b)
            for (int t = 0; t < threads; ++t) {
                float first = 0, second = 0;
                for (int i = t; i < n; i += threads) first += in[b * 2 * n + i];
                for (int i = t; i < n; i += threads) second += in[b * 2 * n + n + n - 1 - i];
                bad += out[b * threads + t] != first * 2 + second;
            }
        check("cg_memcpy_async", bad == 0, "%d wrong of %d", bad, blocks * threads);
        cudaFree(d_in);
        cudaFree(d_out);
    }
    // cuda::pipeline with 2 and 3 stages
    {
        const int blocks = 3, tiles = 7;
        std::vector<float> in(blocks * tiles * TILE), out(in.size());
        Lcg rng(5);
        for (auto& v : in) v = (float)((int)(rng.next() % 1000) - 500);   // x * 3 + t exact, fused or not
        float *d_in, *d_out;
        REQUIRE(cudaMalloc(&d_in, in.size() * sizeof(float)));
        REQUIRE(cudaMalloc(&d_out, out.size() * sizeof(float)));
        REQUIRE(cudaMemcpy(d_in, in.data(), in.size() * sizeof(float), cudaMemcpyHostToDevice));
        for (int stages = 2; stages <= 3; ++stages) {
            REQUIRE(cudaMemset(d_out, 0, out.size() * sizeof(float)));
            if (stages == 2) pipelined_scale<2><<<blocks, TILE>>>(d_in, d_out, tiles);
            else pipelined_scale<3><<<blocks, TILE>>>(d_in, d_out, tiles);
            REQUIRE(cudaGetLastError());
            REQUIRE(cudaMemcpy(out.data(), d_out, out.size() * sizeof(float), cudaMemcpyDeviceToHost));
            int bad = 0;
            for (int b = 0; b < blocks; ++b)
                for (int t = 0; t < tiles; ++t)
                    for (int i = 0; i < TILE; ++i) {
                        size_t at = ((size_t)b * tiles + t) * TILE;
                        bad += out[at + i] != in[at + (i + 5) % TILE] * 3.0f + (float)t;
                    }
            char name[64];
            snprintf(name, sizeof name, "cuda_pipeline_%d_stages", stages);
            check(name, bad == 0, "%d wrong of %zu", bad, out.size());
        }
        cudaFree(d_in);
        cudaFree(d_out);
    }
    // cuda::barrier with cuda::memcpy_async, plain and 16-byte aligned
    {
        const int blocks = 5;
        std::vector<float> in(blocks * TILE), out(in.size());
        for (size_t i = 0; i < in.size(); ++i) in[i] = (float)((i * 37) % 101);
        float *d_in, *d_out;
        REQUIRE(cudaMalloc(&d_in, in.size() * sizeof(float)));
        REQUIRE(cudaMalloc(&d_out, out.size() * sizeof(float)));
        REQUIRE(cudaMemcpy(d_in, in.data(), in.size() * sizeof(float), cudaMemcpyHostToDevice));
        for (int aligned = 0; aligned < 2; ++aligned) {
            REQUIRE(cudaMemset(d_out, 0, out.size() * sizeof(float)));
            barrier_copy<<<blocks, TILE>>>(d_in, d_out, aligned);
            REQUIRE(cudaGetLastError());
            REQUIRE(cudaMemcpy(out.data(), d_out, out.size() * sizeof(float), cudaMemcpyDeviceToHost));
            int bad = 0;
            for (int b = 0; b < blocks; ++b)
                for (int t = 0; t < TILE; ++t)
                    bad += out[b * TILE + t] != in[b * TILE + TILE - 1 - t] - in[b * TILE + t];
            check(aligned ? "cuda_barrier_memcpy_async_aligned" : "cuda_barrier_memcpy_async", bad == 0,
                  "%d wrong of %zu", bad, out.size());
        }
        cudaFree(d_in);
        cudaFree(d_out);
    }
    // producer / consumer ring
    {
        const int items = 19, threads = 96, consumers = threads - 32;
        std::vector<int> in(items * 32), out(consumers);
        for (size_t i = 0; i < in.size(); ++i) in[i] = (int)(i % 23) - 7;
        int *d_in, *d_out;
        REQUIRE(cudaMalloc(&d_in, in.size() * sizeof(int)));
        REQUIRE(cudaMalloc(&d_out, out.size() * sizeof(int)));
        REQUIRE(cudaMemcpy(d_in, in.data(), in.size() * sizeof(int), cudaMemcpyHostToDevice));
        ring<<<1, threads>>>(d_in, d_out, items);
        REQUIRE(cudaGetLastError());
        REQUIRE(cudaMemcpy(out.data(), d_out, out.size() * sizeof(int), cudaMemcpyDeviceToHost));
        int bad = 0;
        for (int c = 0; c < consumers; ++c) {
            int sum = 0;
            for (int i = 0; i < items; ++i) sum += (in[i * 32 + (c + i) % 32] * 2 + i) * (c + 1);
            bad += out[c] != sum;
        }
        check("producer_consumer_ring", bad == 0, "%d wrong of %d consumers, %d items through %d slots", bad,
              consumers, items, SLOTS);
        cudaFree(d_in);
        cudaFree(d_out);
    }
    // raw mbarrier instructions
    {
        int* d_r;
        int r[9];
        REQUIRE(cudaMalloc(&d_r, sizeof r));
        REQUIRE(cudaMemset(d_r, 0xff, sizeof r));
        mbarrier_ops<<<1, 64>>>(d_r);
        REQUIRE(cudaGetLastError());
        REQUIRE(cudaMemcpy(r, d_r, sizeof r, cudaMemcpyDeviceToHost));
        // the states of arrivals of 1, 2, 3 on one phase: their pending counts do not grow
        // (the exact values are compared with the H200's)
        check("mbarrier_pending_count", r[0] >= r[1] && r[1] >= r[2] && r[0] <= 64, "pending counts %d %d %d", r[0],
              r[1], r[2]);
        check("mbarrier_test_wait_incomplete", r[3] == 0 && r[4] == 0 && r[5] == 1,
              "state %d, parity 0 %d, parity 1 %d", r[3], r[4], r[5]);
        check("mbarrier_test_wait_complete", r[7] == 1, "%d", r[7]);
        check("mbarrier_phases", r[6] == 4 * 64, "%d of 4 x 64 thread-phases saw all 64 arrivals first", r[6]);
        check("mbarrier_arrive_drop", r[8] == 3, "%d of 3 phases with half the threads dropped", r[8]);
        cudaFree(d_r);
    }
    // sm_90: transaction counts and bulk copies
    {
        cudaDeviceProp prop;
        REQUIRE(cudaGetDeviceProperties(&prop, 0));
        if (prop.major < 9) {
            printf("SKIP bulk_copies: compute capability %d.%d\n", prop.major, prop.minor);
        } else {
            std::vector<int> in(256), out(256);
            for (int i = 0; i < 256; ++i) in[i] = i * 7 - 300;
            int *d_in, *d_out, *d_r, r[4];
            REQUIRE(cudaMalloc(&d_in, 1024));
            REQUIRE(cudaMalloc(&d_out, 1024));
            REQUIRE(cudaMalloc(&d_r, sizeof r));
            REQUIRE(cudaMemcpy(d_in, in.data(), 1024, cudaMemcpyHostToDevice));
            REQUIRE(cudaMemset(d_r, 0, sizeof r));
            bulk_ops<<<1, 256>>>(d_in, d_out, d_r);
            REQUIRE(cudaGetLastError());
            REQUIRE(cudaMemcpy(r, d_r, sizeof r, cudaMemcpyDeviceToHost));
            REQUIRE(cudaMemcpy(out.data(), d_out, 1024, cudaMemcpyDeviceToHost));
            int bad = 0;
            for (int i = 0; i < 256; ++i) bad += out[i] != in[i] * 3 + 1;
            check("mbarrier_expect_tx", r[0] == 1 && r[1] == 1, "incomplete while bytes pending %d, complete after %d",
                  r[0], r[1]);
            check("bulk_copy_to_shared", r[2] == 1, "%d", r[2]);
            check("bulk_copy_to_global", r[3] == 1 && bad == 0, "%d, %d wrong of 256", r[3], bad);
            cudaFree(d_in);
            cudaFree(d_out);
            cudaFree(d_r);
        }
    }
    return finish(__FILE__);
}
