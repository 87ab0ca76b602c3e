"""Cluster occupancy of both APIs (cudaOccupancyMaxActiveClusters,
cudaOccupancyMaxPotentialClusterSize and their cu twins).

The CPU device runs every block of a grid as its own cluster (the translator answers
%cluster_nctaid with 1 and shared::cluster is the block's shared memory), so the largest
cluster it can co-schedule holds one block, and the clusters that fit at once are the
blocks that fit: SMs (worker threads) times the blocks one SM holds. A cluster of more
blocks cannot be co-resident here: zero such clusters fit.
"""

from __future__ import annotations

from . import device
from .driver_impl import require_context
from .errors import CudaError
from .state import MODULES, address, api, ffi

RT, DRV = "cudart", "cuda"
CLUSTER_DIMENSION = 4          # cudaLaunchAttributeClusterDimension, CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION
LARGEST_CLUSTER = 1
STATUS = {RT: {"value": "cudaErrorInvalidValue", "cluster": "cudaErrorInvalidClusterSize"},
          DRV: {"value": "CUDA_ERROR_INVALID_VALUE", "cluster": "CUDA_ERROR_INVALID_CLUSTER_SIZE"}}


def _launch_shape(library: str, config) -> tuple[int, int, tuple[int, int, int] | None]:
    """(threads per block, dynamic shared bytes, cluster dimensions or None) of a launch config."""
    if config == ffi(library).NULL:
        raise CudaError(STATUS[library]["value"], "config is NULL")
    if library == RT:
        block = (config.blockDim.x, config.blockDim.y, config.blockDim.z)
        shared, attrs, count = config.dynamicSmemBytes, config.attrs, config.numAttrs
    else:
        block = (config.blockDimX, config.blockDimY, config.blockDimZ)
        shared, attrs, count = config.sharedMemBytes, config.attrs, config.numAttrs
    if count and attrs == ffi(library).NULL:
        raise CudaError(STATUS[library]["value"], "config.attrs is NULL")
    cluster = None
    for i in range(count):
        if attrs[i].id == CLUSTER_DIMENSION:
            dims = attrs[i].val.clusterDim if library == RT else attrs[i].value.clusterDim
            cluster = (dims.x, dims.y, dims.z)
    return block[0] * block[1] * block[2], shared, cluster


def _max_active_clusters(library: str, numClusters, config) -> None:
    if numClusters == ffi(library).NULL:
        raise CudaError(STATUS[library]["value"], "numClusters is NULL")
    threads, shared, cluster = _launch_shape(library, config)
    if cluster is None:   # the H200 counts clusters of one block for a config without a cluster dimension
        cluster = (1, 1, 1)
    if 0 in cluster:
        raise CudaError(STATUS[library]["cluster"], f"cluster dimension {cluster}")
    blocks = cluster[0] * cluster[1] * cluster[2]
    fitting = device.occupancy(threads, shared) * device.properties()["multiProcessorCount"]
    numClusters[0] = fitting if blocks <= LARGEST_CLUSTER else 0


def _max_cluster_size(library: str, clusterSize, config) -> None:
    if clusterSize == ffi(library).NULL:
        raise CudaError(STATUS[library]["value"], "clusterSize is NULL")
    threads, shared, _cluster = _launch_shape(library, config)
    clusterSize[0] = LARGEST_CLUSTER if device.occupancy(threads, shared) else 0


@api(RT, "cudaOccupancyMaxActiveClusters")
def occupancy_max_active_clusters(numClusters, func, launchConfig):
    MODULES.kernel_for(address(ffi(RT), func))
    _max_active_clusters(RT, numClusters, launchConfig)


@api(RT, "cudaOccupancyMaxPotentialClusterSize")
def occupancy_max_potential_cluster_size(clusterSize, func, launchConfig):
    MODULES.kernel_for(address(ffi(RT), func))
    _max_cluster_size(RT, clusterSize, launchConfig)


@api(DRV, "cuOccupancyMaxActiveClusters")
def cu_occupancy_max_active_clusters(numClusters, func, config):
    require_context()
    MODULES.kernel_of_handle(address(ffi(DRV), func))
    _max_active_clusters(DRV, numClusters, config)


@api(DRV, "cuOccupancyMaxPotentialClusterSize")
def cu_occupancy_max_potential_cluster_size(clusterSize, func, config):
    require_context()
    MODULES.kernel_of_handle(address(ffi(DRV), func))
    _max_cluster_size(DRV, clusterSize, config)
