// Hopper features: thread block clusters, distributed shared memory, mbarrier, fences.
#include <cooperative_groups.h>
#include <cuda/barrier>
namespace cg = cooperative_groups;
__global__ void __cluster_dims__(2, 1, 1) cluster_kernel(int *out) {
#if __CUDA_ARCH__ >= 900
  __shared__ int smem[64];
  cg::cluster_group cluster = cg::this_cluster();
  unsigned rank = cluster.block_rank();
  smem[threadIdx.x % 64] = rank;
  cluster.sync();
  int *peer = cluster.map_shared_rank(smem, rank ^ 1);
  int v = peer[threadIdx.x % 64];
  cluster.sync();
  __shared__ cuda::barrier<cuda::thread_scope_block> bar;
  if (threadIdx.x == 0) init(&bar, blockDim.x);
  __syncthreads();
  bar.arrive_and_wait();
  unsigned elected;
  asm volatile("{\n .reg .pred p;\n elect.sync _|p, 0xffffffff;\n selp.u32 %0, 1, 0, p;\n}" : "=r"(elected));
  asm volatile("fence.proxy.async.shared::cta;");
  asm volatile("griddepcontrol.wait;");
  out[blockIdx.x * blockDim.x + threadIdx.x] = v + elected + cluster.dim_blocks().x;
#endif
}
