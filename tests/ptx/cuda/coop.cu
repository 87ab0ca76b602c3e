// Cooperative groups: tiles, grid sync, reductions, labelled partitions.
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;
__global__ void coop(int *out, const int *in, int n) {
  cg::thread_block block = cg::this_thread_block();
  cg::grid_group grid = cg::this_grid();
  cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);
  cg::thread_block_tile<8> t8 = cg::tiled_partition<8>(block);
  int v = in[grid.thread_rank() % n];
  int s = cg::reduce(warp, v, cg::plus<int>());
  int m = cg::reduce(t8, v, cg::greater<int>());
  v += warp.shfl_down(v, 1) + t8.any(v > 3) + warp.ballot(v & 1);
  block.sync();
  grid.sync();
  cg::coalesced_group active = cg::coalesced_threads();
  if (active.thread_rank() == 0) atomicAdd(out, s + m + v);
}
