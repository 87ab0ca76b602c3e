// Cooperative-groups reduction: tiled_partition<32> + cg::reduce, then thread_block sync.
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;
extern "C" __global__ void cg_reduce(const int* x, int* out, int n) {
    cg::thread_block block = cg::this_thread_block();
    cg::thread_block_tile<32> tile = cg::tiled_partition<32>(block);
    __shared__ int partial[32];
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    int v = i < n ? x[i] : 0;
    int s = cg::reduce(tile, v, cg::plus<int>());
    if (tile.thread_rank() == 0) partial[tile.meta_group_rank()] = s;
    block.sync();
    if (tile.meta_group_rank() == 0) {
        int p = tile.thread_rank() < tile.meta_group_size() ? partial[tile.thread_rank()] : 0;
        p = cg::reduce(tile, p, cg::plus<int>());
        if (tile.thread_rank() == 0) out[blockIdx.x] = p;
    }
}
