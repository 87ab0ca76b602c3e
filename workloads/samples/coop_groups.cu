// Cooperative groups and warp-level primitives: thread_block, static tiles of 32/16/8/4 with
// reduce/scan/shuffles/votes, dynamic tiled partitions, coalesced groups in divergent code,
// raw warp intrinsics (__ballot_sync, __match_any_sync, __reduce_add_sync, ...) and a grid-wide
// sync through a cooperative launch. Expected values are computed on the host.
#include <algorithm>

#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cooperative_groups/scan.h>

#include "common.h"

namespace cg = cooperative_groups;

constexpr int THREADS = 128;

struct TileOut {
    int sum32, sum16, sum8, sum4;   // per-thread: its tile's sum of values
    int max16;
    int scan8;                      // inclusive scan within 8-wide tiles
    int shfl_down4;                 // shfl_down by 1 inside width-4 tiles
    int meta_rank16;
    int any8, all8;
    unsigned ballot32;
    int dyn_rank, dyn_size;
    int coalesced_size, coalesced_rank, coalesced_sum;
    unsigned match_mask;
    int reduce_add;
    unsigned active;
};

template <class Tile>
__device__ int tile_sum(const Tile& t, int v) {
    return cg::reduce(t, v, cg::plus<int>());
}

__global__ void tiles_kernel(const int* in, TileOut* out) {
    cg::thread_block block = cg::this_thread_block();
    int gid = blockIdx.x * blockDim.x + block.thread_rank();
    int v = in[gid];
    TileOut o;
    o.active = __activemask();   // before any divergence: the whole warp
    auto t32 = cg::tiled_partition<32>(block);
    auto t16 = cg::tiled_partition<16>(block);
    auto t8 = cg::tiled_partition<8>(block);
    auto t4 = cg::tiled_partition<4>(block);
    o.sum32 = tile_sum(t32, v);
    o.sum16 = tile_sum(t16, v);
    o.sum8 = tile_sum(t8, v);
    o.sum4 = tile_sum(t4, v);
    o.max16 = cg::reduce(t16, v, cg::greater<int>());
    o.scan8 = cg::inclusive_scan(t8, v);
    o.shfl_down4 = t4.shfl_down(v, 1);
    o.meta_rank16 = t16.meta_group_rank();
    o.any8 = t8.any(v % 7 == 0);
    o.all8 = t8.all(v % 2 == 0);
    o.ballot32 = t32.ballot(v & 1);
    cg::thread_group dyn = cg::tiled_partition(block, 8);
    o.dyn_rank = dyn.thread_rank();
    o.dyn_size = dyn.size();
    o.coalesced_size = o.coalesced_rank = o.coalesced_sum = -1;
    if (threadIdx.x % 3 == 0) {   // divergent: every third lane
        cg::coalesced_group g = cg::coalesced_threads();
        o.coalesced_size = g.size();
        o.coalesced_rank = g.thread_rank();
        o.coalesced_sum = cg::reduce(g, v, cg::plus<int>());
    }
    o.match_mask = __match_any_sync(0xffffffffu, v % 4);
    o.reduce_add = __reduce_add_sync(0xffffffffu, v);
    block.sync();
    out[gid] = o;
}

// two phases separated by a grid-wide barrier: partial sums, then block 0 adds them
__global__ void grid_sum_kernel(const int* in, int n, int* partial, int* total) {
    cg::grid_group grid = cg::this_grid();
    cg::thread_block block = cg::this_thread_block();
    __shared__ int warp_sums[32];
    int s = 0;
    for (int i = grid.thread_rank(); i < n; i += grid.size()) s += in[i];
    auto warp = cg::tiled_partition<32>(block);
    s = cg::reduce(warp, s, cg::plus<int>());
    if (warp.thread_rank() == 0) warp_sums[warp.meta_group_rank()] = s;
    block.sync();
    if (block.thread_rank() == 0) {
        int b = 0;
        for (unsigned w = 0; w < warp.meta_group_size(); w++) b += warp_sums[w];
        partial[blockIdx.x] = b;
    }
    grid.sync();
    if (grid.thread_rank() == 0) {
        int t = 0;
        for (unsigned b = 0; b < gridDim.x; b++) t += partial[b];
        *total = t;
    }
}

template <class F>
static int count_bad(int n, F f) {
    int bad = 0;
    for (int i = 0; i < n; i++) bad += !f(i);
    return bad;
}

int main() {
    REQUIRE(cudaSetDevice(0));
    const int blocks = 4, n = blocks * THREADS;
    Lcg rng(3);
    std::vector<int> in(n);
    for (int& v : in) v = (int)(rng.next() % 1000);
    int* d_in;
    TileOut* d_out;
    REQUIRE(cudaMalloc(&d_in, n * sizeof(int)));
    REQUIRE(cudaMalloc(&d_out, n * sizeof(TileOut)));
    REQUIRE(cudaMemcpy(d_in, in.data(), n * sizeof(int), cudaMemcpyHostToDevice));
    tiles_kernel<<<blocks, THREADS>>>(d_in, d_out);
    REQUIRE(cudaGetLastError());
    std::vector<TileOut> out(n);
    REQUIRE(cudaMemcpy(out.data(), d_out, n * sizeof(TileOut), cudaMemcpyDeviceToHost));

    auto group_sum = [&](int i, int w) {
        int s = 0, base = i / w * w;
        for (int j = base; j < base + w; j++) s += in[j];
        return s;
    };
    check("tile.reduce32", count_bad(n, [&](int i) { return out[i].sum32 == group_sum(i, 32); }) == 0);
    check("tile.reduce16", count_bad(n, [&](int i) { return out[i].sum16 == group_sum(i, 16); }) == 0);
    check("tile.reduce8", count_bad(n, [&](int i) { return out[i].sum8 == group_sum(i, 8); }) == 0);
    check("tile.reduce4", count_bad(n, [&](int i) { return out[i].sum4 == group_sum(i, 4); }) == 0);
    check("tile.reduce_max16", count_bad(n, [&](int i) {
        int m = 0, base = i / 16 * 16;
        for (int j = base; j < base + 16; j++) m = std::max(m, in[j]);
        return out[i].max16 == m;
    }) == 0);
    check("tile.inclusive_scan8", count_bad(n, [&](int i) {
        int s = 0;
        for (int j = i / 8 * 8; j <= i; j++) s += in[j];
        return out[i].scan8 == s;
    }) == 0);
    // shfl_down past the end of the tile returns the caller's own value
    check("tile.shfl_down4", count_bad(n, [&](int i) {
        int want = (i % 4 == 3) ? in[i] : in[i + 1];
        return out[i].shfl_down4 == want;
    }) == 0);
    check("tile.meta_group_rank16", count_bad(n, [&](int i) { return out[i].meta_rank16 == (i % THREADS) / 16; }) == 0);
    check("tile.any_all8", count_bad(n, [&](int i) {
        bool any = false, all = true;
        for (int j = i / 8 * 8; j < i / 8 * 8 + 8; j++) {
            any |= in[j] % 7 == 0;
            all &= in[j] % 2 == 0;
        }
        return (out[i].any8 != 0) == any && (out[i].all8 != 0) == all;
    }) == 0);
    check("tile.ballot32", count_bad(n, [&](int i) {
        unsigned m = 0;
        for (int j = 0; j < 32; j++) m |= (unsigned)(in[i / 32 * 32 + j] & 1) << j;
        return out[i].ballot32 == m;
    }) == 0);
    check("tile.dynamic8", count_bad(n, [&](int i) { return out[i].dyn_rank == i % 8 && out[i].dyn_size == 8; }) == 0);
    check("coalesced", count_bad(n, [&](int i) {
        int lane = i % 32, tid = i % THREADS;
        if (tid % 3 != 0) return out[i].coalesced_size == -1;
        // active lanes of this warp: thread indices divisible by 3
        int warp_base = i / 32 * 32, size = 0, rank = 0, sum = 0;
        for (int j = 0; j < 32; j++) {
            if (((warp_base + j) % THREADS) % 3 != 0) continue;
            if (j < lane) rank++;
            size++;
            sum += in[warp_base + j];
        }
        return out[i].coalesced_size == size && out[i].coalesced_rank == rank && out[i].coalesced_sum == sum;
    }) == 0);
    check("warp.match_any", count_bad(n, [&](int i) {
        unsigned m = 0;
        for (int j = 0; j < 32; j++) m |= (unsigned)(in[i / 32 * 32 + j] % 4 == in[i] % 4) << j;
        return out[i].match_mask == m;
    }) == 0);
    check("warp.reduce_add", count_bad(n, [&](int i) { return out[i].reduce_add == group_sum(i, 32); }) == 0);
    check("warp.activemask", count_bad(n, [&](int i) { return out[i].active == 0xffffffffu; }) == 0);

    // grid-wide sync through a cooperative launch
    int coop = 0, sms = 0, per_sm = 0;
    REQUIRE(cudaDeviceGetAttribute(&coop, cudaDevAttrCooperativeLaunch, 0));
    REQUIRE(cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, 0));
    REQUIRE(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&per_sm, grid_sum_kernel, 256, 0));
    check("grid.supported", coop == 1 && per_sm > 0, "cooperative launch %d, %d blocks/SM of 256 threads", coop, per_sm);
    if (coop == 1 && per_sm > 0) {
        const int m = 1 << 18;
        std::vector<int> big(m);
        long long want = 0;
        for (int i = 0; i < m; i++) want += big[i] = (int)(rng.next() % 100);
        int grid_blocks = std::min(sms * per_sm, 64);
        int *d_big, *d_partial, *d_total;
        REQUIRE(cudaMalloc(&d_big, m * sizeof(int)));
        REQUIRE(cudaMalloc(&d_partial, grid_blocks * sizeof(int)));
        REQUIRE(cudaMalloc(&d_total, sizeof(int)));
        REQUIRE(cudaMemcpy(d_big, big.data(), m * sizeof(int), cudaMemcpyHostToDevice));
        int mm = m;
        void* args[] = {&d_big, &mm, &d_partial, &d_total};
        REQUIRE(cudaLaunchCooperativeKernel((void*)grid_sum_kernel, grid_blocks, 256, args, 0, 0));
        int total = 0;
        REQUIRE(cudaMemcpy(&total, d_total, sizeof(int), cudaMemcpyDeviceToHost));
        check("grid.sync", total == want, "grid of %d blocks: sum %d, expected %lld", grid_blocks, total, want);
        REQUIRE(cudaFree(d_big));
        REQUIRE(cudaFree(d_partial));
        REQUIRE(cudaFree(d_total));
    }
    REQUIRE(cudaFree(d_in));
    REQUIRE(cudaFree(d_out));
    return finish("coop_groups");
}
