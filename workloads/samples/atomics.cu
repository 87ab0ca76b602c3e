// Atomics: add/sub/min/max/exch/CAS/inc/dec/and/or/xor on global and shared memory, for
// int, unsigned, unsigned long long, float and double, plus a CAS spin lock. Every expected
// value is computed on the host from the same inputs.
#include <algorithm>
#include <cmath>
#include <numeric>

#include "common.h"

constexpr int N = 1 << 16;
constexpr int BINS = 64;

struct Results {
    int hist_global[BINS];
    int hist_shared[BINS];
    float fsum;
    double dsum;
    unsigned long long usum;
    int imax, imin;
    unsigned umax, umin;
    int sub_total;
    unsigned inc_wrap, dec_wrap;
    unsigned and_bits, or_bits, xor_bits;
    int locked_counter;
    int cas_max;
};

__global__ void atomics_kernel(const int* values, const float* fvalues, Results* r, int* lock, int* exch_slot,
                               int* exch_old, int n) {
    __shared__ int hist[BINS];
    for (int i = threadIdx.x; i < BINS; i += blockDim.x) hist[i] = 0;
    __syncthreads();
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        int v = values[i];
        atomicAdd(&r->hist_global[v & (BINS - 1)], 1);
        atomicAdd(&hist[v & (BINS - 1)], 1);
        atomicAdd(&r->fsum, fvalues[i]);
        atomicAdd(&r->dsum, (double)fvalues[i]);
        atomicAdd(&r->usum, (unsigned long long)(unsigned)v * 1000003ull);
        atomicMax(&r->imax, v - 30000);
        atomicMin(&r->imin, v - 30000);
        atomicMax(&r->umax, (unsigned)v * 7u);
        atomicMin(&r->umin, (unsigned)v * 7u + 5u);
        atomicSub(&r->sub_total, v & 15);
        atomicInc(&r->inc_wrap, 999u);   // wraps to 0 after 999
        atomicDec(&r->dec_wrap, 999u);   // wraps to 999 below 0
        atomicAnd(&r->and_bits, ~(1u << (v & 31)));
        atomicOr(&r->or_bits, 1u << (i & 31));
        atomicXor(&r->xor_bits, (unsigned)v);
        exch_old[i] = atomicExch(exch_slot, i);
        // CAS loop: a max built from compare-and-swap
        int old = r->cas_max, assumed;
        do {
            assumed = old;
            old = atomicCAS(&r->cas_max, assumed, max(assumed, v));
        } while (old != assumed);
    }
    __syncthreads();
    for (int b = threadIdx.x; b < BINS; b += blockDim.x) atomicAdd(&r->hist_shared[b], hist[b]);
    // one thread per block takes a global spin lock and does a non-atomic increment
    if (threadIdx.x == 0) {
        while (atomicCAS(lock, 0, 1) != 0) {
        }
        __threadfence();
        volatile int* c = &r->locked_counter;
        *c = *c + 1;
        __threadfence();
        atomicExch(lock, 0);
    }
}

int main() {
    REQUIRE(cudaSetDevice(0));
    Lcg rng(7);
    std::vector<int> values(N);
    std::vector<float> fvalues(N);
    for (int i = 0; i < N; i++) {
        values[i] = (int)(rng.next() % 60000);
        fvalues[i] = rng.uniform(-1.0f, 1.0f);
    }
    int *d_values, *d_lock, *d_slot, *d_old;
    float* d_f;
    Results* d_r;
    REQUIRE(cudaMalloc(&d_values, N * sizeof(int)));
    REQUIRE(cudaMalloc(&d_f, N * sizeof(float)));
    REQUIRE(cudaMalloc(&d_r, sizeof(Results)));
    REQUIRE(cudaMalloc(&d_lock, sizeof(int)));
    REQUIRE(cudaMalloc(&d_slot, sizeof(int)));
    REQUIRE(cudaMalloc(&d_old, N * sizeof(int)));
    REQUIRE(cudaMemcpy(d_values, values.data(), N * sizeof(int), cudaMemcpyHostToDevice));
    REQUIRE(cudaMemcpy(d_f, fvalues.data(), N * sizeof(float), cudaMemcpyHostToDevice));
    Results init;
    memset(&init, 0, sizeof init);
    init.imax = INT32_MIN;
    init.imin = INT32_MAX;
    init.umax = 0;
    init.umin = 0xFFFFFFFFu;
    init.sub_total = 1000000;
    init.and_bits = 0xFFFFFFFFu;
    init.cas_max = -1;
    REQUIRE(cudaMemcpy(d_r, &init, sizeof init, cudaMemcpyHostToDevice));
    REQUIRE(cudaMemset(d_lock, 0, sizeof(int)));
    int minus_one = -1;
    REQUIRE(cudaMemcpy(d_slot, &minus_one, sizeof(int), cudaMemcpyHostToDevice));
    const int threads = 256, blocks = N / threads;
    atomics_kernel<<<blocks, threads>>>(d_values, d_f, d_r, d_lock, d_slot, d_old, N);
    REQUIRE(cudaGetLastError());
    REQUIRE(cudaDeviceSynchronize());
    Results got;
    REQUIRE(cudaMemcpy(&got, d_r, sizeof got, cudaMemcpyDeviceToHost));
    std::vector<int> olds(N);
    int last = 0;
    REQUIRE(cudaMemcpy(olds.data(), d_old, N * sizeof(int), cudaMemcpyDeviceToHost));
    REQUIRE(cudaMemcpy(&last, d_slot, sizeof(int), cudaMemcpyDeviceToHost));

    // host expectations
    int hist[BINS] = {0};
    double fsum = 0, fabs_sum = 0;
    unsigned long long usum = 0;
    int imax = INT32_MIN, imin = INT32_MAX, sub_total = 1000000, vmax = -1;
    unsigned umax = 0, umin = 0xFFFFFFFFu, and_bits = 0xFFFFFFFFu, or_bits = 0, xor_bits = 0;
    unsigned inc = 0, dec = 0;
    for (int i = 0; i < N; i++) {
        int v = values[i];
        hist[v & (BINS - 1)]++;
        fsum += fvalues[i];
        fabs_sum += std::fabs(fvalues[i]);
        usum += (unsigned long long)(unsigned)v * 1000003ull;
        imax = std::max(imax, v - 30000);
        imin = std::min(imin, v - 30000);
        umax = std::max(umax, (unsigned)v * 7u);
        umin = std::min(umin, (unsigned)v * 7u + 5u);
        sub_total -= v & 15;
        inc = inc >= 999u ? 0u : inc + 1u;
        dec = (dec == 0u || dec > 999u) ? 999u : dec - 1u;
        and_bits &= ~(1u << (v & 31));
        or_bits |= 1u << (i & 31);
        xor_bits ^= (unsigned)v;
        vmax = std::max(vmax, v);
    }
    int bad_g = 0, bad_s = 0;
    for (int b = 0; b < BINS; b++) {
        bad_g += got.hist_global[b] != hist[b];
        bad_s += got.hist_shared[b] != hist[b];
    }
    check("add.int.global", bad_g == 0, "%d of %d histogram bins wrong", bad_g, BINS);
    check("add.int.shared", bad_s == 0, "%d of %d histogram bins wrong (per-block shared, then global)", bad_s, BINS);
    // float addition order differs between runs; bound the error by the magnitudes summed
    double ferr = std::fabs(got.fsum - fsum), fbound = 2e-6 * fabs_sum + 1e-3;
    check("add.float", ferr <= fbound, "got %.6f expected %.6f (|err| %.3g <= %.3g)", got.fsum, fsum, ferr, fbound);
    check("add.double", std::fabs(got.dsum - fsum) <= 1e-9 * fabs_sum, "got %.12f expected %.12f", got.dsum, fsum);
    check("add.u64", got.usum == usum, "got %llu expected %llu", got.usum, usum);
    check("max.int", got.imax == imax, "got %d expected %d", got.imax, imax);
    check("min.int", got.imin == imin, "got %d expected %d", got.imin, imin);
    check("max.unsigned", got.umax == umax, "got %u expected %u", got.umax, umax);
    check("min.unsigned", got.umin == umin, "got %u expected %u", got.umin, umin);
    check("sub.int", got.sub_total == sub_total, "got %d expected %d", got.sub_total, sub_total);
    check("inc.wrap", got.inc_wrap == inc, "got %u expected %u (N=%d increments modulo 1000)", got.inc_wrap, inc, N);
    check("dec.wrap", got.dec_wrap == dec, "got %u expected %u", got.dec_wrap, dec);
    check("and", got.and_bits == and_bits, "got %#x expected %#x", got.and_bits, and_bits);
    check("or", got.or_bits == or_bits, "got %#x expected %#x", got.or_bits, or_bits);
    check("xor", got.xor_bits == xor_bits, "got %#x expected %#x", got.xor_bits, xor_bits);
    check("cas.max", got.cas_max == vmax, "got %d expected %d", got.cas_max, vmax);
    check("cas.lock", got.locked_counter == blocks, "spin-locked counter %d, expected %d blocks", got.locked_counter,
          blocks);
    // exchange: the values swapped out, plus the last one left, are -1 and every index once
    std::vector<int> all(olds);
    all.push_back(last);
    std::sort(all.begin(), all.end());
    bool perm = all[0] == -1;
    for (int i = 0; perm && i < N; i++) perm = all[i + 1] == i;
    check("exch.chain", perm, "exchanged-out values form a permutation of -1..N-1");

    REQUIRE(cudaFree(d_values));
    REQUIRE(cudaFree(d_f));
    REQUIRE(cudaFree(d_r));
    REQUIRE(cudaFree(d_lock));
    REQUIRE(cudaFree(d_slot));
    REQUIRE(cudaFree(d_old));
    return finish("atomics");
}
