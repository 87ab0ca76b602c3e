"""The CPU device: what `cudaGetDeviceProperties` and `cudaDeviceGetAttribute` answer.

The answers are chosen so that programs which size their launches from them make
launches this runtime accepts: the SM count is the number of cores, the per-SM thread
and block limits match what the launch checks enforce, and the compute capability
(which decides the code paths a program picks) is configurable.
"""

from __future__ import annotations

import functools
import os
import platform
import uuid

from zluda import config
from . import rules

COMPUTE_CAPABILITY_ENV = "ZLUDA_COMPUTE_CAPABILITY"

# (the launch limits, which the properties report, are rules.py's)
WARP_SIZE = 32
# the opt-in shared memory limit of the reported architecture (sm_80: 163 KiB, sm_90: 227 KiB)
SHARED_MEM_OPTIN = {8: 163 * 1024, 9: 227 * 1024}
SHARED_MEM_PER_SM = {8: 164 * 1024, 9: 228 * 1024}
MAX_THREADS_PER_SM = 2048
MAX_BLOCKS_PER_SM = 32
REGS_PER_BLOCK = 65536
TOTAL_CONST_MEM = 64 * 1024


def compute_capability() -> tuple[int, int]:
    return config.get(COMPUTE_CAPABILITY_ENV)


def binary_version() -> int:
    """What a function's binaryVersion answers: kernels are compiled for the device itself, as
    NVIDIA's driver JIT-compiles PTX for the GPU's own architecture (90 on an H200)."""
    major, minor = compute_capability()
    return major * 10 + minor


def cpu_model_name() -> str:
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith("model name"):
                    return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or platform.machine()


def physical_memory() -> int:
    try:
        return os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES")
    except (ValueError, OSError):
        return 16 * 2**30


def available_memory() -> int:
    try:
        with open("/proc/meminfo") as f:
            for line in f:
                if line.startswith("MemAvailable:"):
                    return int(line.split()[1]) * 1024
    except OSError:
        pass
    return physical_memory() // 2


def core_count() -> int:
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:
        return os.cpu_count() or 1


@functools.lru_cache(maxsize=None)
def properties() -> dict:
    """Every cudaDeviceProp field this device answers, by field name (arrays as tuples)."""
    major, minor = compute_capability()
    sms = core_count()
    name = f"ZLUDA CPU ({cpu_model_name()})"
    return {
        "name": name,
        "uuid": uuid.uuid5(uuid.NAMESPACE_DNS, name).bytes,
        "totalGlobalMem": physical_memory(),
        "sharedMemPerBlock": rules.SHARED_MEM_PER_BLOCK,
        "regsPerBlock": REGS_PER_BLOCK,
        "warpSize": WARP_SIZE,
        "memPitch": 2**31 - 1,
        "maxThreadsPerBlock": rules.MAX_THREADS_PER_BLOCK,
        "maxThreadsDim": rules.MAX_BLOCK_DIM,
        "maxGridSize": rules.MAX_GRID_DIM,
        "totalConstMem": TOTAL_CONST_MEM,
        "major": major,
        "minor": minor,
        "textureAlignment": 512,
        "texturePitchAlignment": 32,
        "multiProcessorCount": sms,
        "integrated": 1,                 # device memory is the host's memory
        "canMapHostMemory": 1,
        "maxTexture1D": 131072,
        "maxTexture2D": (131072, 65536),
        "maxTexture3D": (16384, 16384, 16384),
        # the other texture and surface limits: NVIDIA's for compute capability 9.0 (no
        # texture unit here; NVIDIA's static runtime reads every one into cudaDeviceProp)
        "maxTexture1DMipmap": 32768,
        "maxTexture1DLinear": 2**27,
        "maxTexture2DMipmap": (32768, 32768),
        "maxTexture2DLinear": (131072, 65000, 2**21),
        "maxTexture2DGather": (32768, 32768),
        "maxTexture3DAlt": (8192, 8192, 32768),
        "maxTextureCubemap": 32768,
        "maxTexture1DLayered": (32768, 2048),
        "maxTexture2DLayered": (32768, 32768, 2048),
        "maxTextureCubemapLayered": (32768, 2046),
        "maxSurface1D": 32768,
        "maxSurface2D": (131072, 65536),
        "maxSurface3D": (16384, 16384, 16384),
        "maxSurface1DLayered": (32768, 2048),
        "maxSurface2DLayered": (32768, 32768, 2048),
        "maxSurfaceCubemap": 32768,
        "maxSurfaceCubemapLayered": (32768, 2046),
        "surfaceAlignment": 512,
        "concurrentKernels": 1,
        "ECCEnabled": 0,
        "pciBusID": 0,
        "pciDeviceID": 0,
        "pciDomainID": 0,
        "tccDriver": 0,
        "asyncEngineCount": 1,
        "unifiedAddressing": 1,
        "memoryBusWidth": 64,
        "l2CacheSize": 4 * 2**20,
        "persistingL2CacheMaxSize": 0,
        "maxThreadsPerMultiProcessor": MAX_THREADS_PER_SM,
        "streamPrioritiesSupported": 1,
        "globalL1CacheSupported": 1,
        "localL1CacheSupported": 1,
        "sharedMemPerMultiprocessor": SHARED_MEM_PER_SM.get(major, SHARED_MEM_PER_SM[8]),
        "regsPerMultiprocessor": 65536,
        "managedMemory": 1,
        "isMultiGpuBoard": 0,
        "multiGpuBoardGroupID": 0,
        "hostNativeAtomicSupported": 1,
        "pageableMemoryAccess": 1,       # kernels may dereference any host pointer
        "concurrentManagedAccess": 1,
        "computePreemptionSupported": 0,
        "canUseHostPointerForRegisteredMem": 1,
        "cooperativeLaunch": 1,
        "sharedMemPerBlockOptin": SHARED_MEM_OPTIN.get(major, SHARED_MEM_OPTIN[8]),
        "pageableMemoryAccessUsesHostPageTables": 1,
        "directManagedMemAccessFromHost": 1,
        "maxBlocksPerMultiProcessor": MAX_BLOCKS_PER_SM,
        "accessPolicyMaxWindowSize": 0,
        "reservedSharedMemPerBlock": 1024 if major >= 8 else 0,
        "hostRegisterSupported": 1,
        "sparseCudaArraySupported": 0,
        "hostRegisterReadOnlySupported": 0,
        "timelineSemaphoreInteropSupported": 0,
        "memoryPoolsSupported": 1,
        "gpuDirectRDMASupported": 0,
        "memoryPoolSupportedHandleTypes": 1,    # POSIX file descriptors (ipc_api.py)
        "deferredMappingCudaArraySupported": 0,
        "ipcEventSupported": 0,
        "clusterLaunch": 1 if major >= 9 else 0,
        "unifiedFunctionPointers": 0,
        "deviceNumaConfig": 0,
        "deviceNumaId": -1,
        "mpsEnabled": 0,
        "hostNumaId": -1,
        "clockRate": 2_000_000,          # kHz (legacy fields, still read by older programs)
        "memoryClockRate": 3_200_000,
        "kernelExecTimeoutEnabled": 0,
        "computeMode": 0,
    }


# cudaDeviceAttr names whose field is not simply the attribute name with a lower-case first letter
ATTRIBUTE_FIELDS = {
    "cudaDevAttrMaxBlockDimX": ("maxThreadsDim", 0),
    "cudaDevAttrMaxBlockDimY": ("maxThreadsDim", 1),
    "cudaDevAttrMaxBlockDimZ": ("maxThreadsDim", 2),
    "cudaDevAttrMaxGridDimX": ("maxGridSize", 0),
    "cudaDevAttrMaxGridDimY": ("maxGridSize", 1),
    "cudaDevAttrMaxGridDimZ": ("maxGridSize", 2),
    "cudaDevAttrMaxSharedMemoryPerBlock": ("sharedMemPerBlock", None),
    "cudaDevAttrTotalConstantMemory": ("totalConstMem", None),
    "cudaDevAttrMaxPitch": ("memPitch", None),
    "cudaDevAttrMaxRegistersPerBlock": ("regsPerBlock", None),
    "cudaDevAttrClockRate": ("clockRate", None),
    "cudaDevAttrGpuOverlap": ("asyncEngineCount", None),
    "cudaDevAttrMultiProcessorCount": ("multiProcessorCount", None),
    "cudaDevAttrKernelExecTimeout": ("kernelExecTimeoutEnabled", None),
    "cudaDevAttrComputeCapabilityMajor": ("major", None),
    "cudaDevAttrComputeCapabilityMinor": ("minor", None),
    "cudaDevAttrEccEnabled": ("ECCEnabled", None),
    "cudaDevAttrPciBusId": ("pciBusID", None),
    "cudaDevAttrPciDeviceId": ("pciDeviceID", None),
    "cudaDevAttrPciDomainId": ("pciDomainID", None),
    "cudaDevAttrTccDriver": ("tccDriver", None),
    "cudaDevAttrMemoryClockRate": ("memoryClockRate", None),
    "cudaDevAttrGlobalMemoryBusWidth": ("memoryBusWidth", None),
    "cudaDevAttrMaxThreadsPerMultiProcessor": ("maxThreadsPerMultiProcessor", None),
    "cudaDevAttrMaxSharedMemoryPerMultiprocessor": ("sharedMemPerMultiprocessor", None),
    "cudaDevAttrMaxRegistersPerMultiprocessor": ("regsPerMultiprocessor", None),
    "cudaDevAttrMaxSharedMemoryPerBlockOptin": ("sharedMemPerBlockOptin", None),
    "cudaDevAttrMaxBlocksPerMultiprocessor": ("maxBlocksPerMultiProcessor", None),
    "cudaDevAttrMaxPersistingL2CacheSize": ("persistingL2CacheMaxSize", None),
    "cudaDevAttrMaxAccessPolicyWindowSize": ("accessPolicyMaxWindowSize", None),
    "cudaDevAttrReservedSharedMemoryPerBlock": ("reservedSharedMemPerBlock", None),
    "cudaDevAttrMaxTexture1DWidth": ("maxTexture1D", None),
    "cudaDevAttrMaxTexture2DWidth": ("maxTexture2D", 0),
    "cudaDevAttrMaxTexture2DHeight": ("maxTexture2D", 1),
    "cudaDevAttrMaxTexture3DWidth": ("maxTexture3D", 0),
    "cudaDevAttrMaxTexture3DHeight": ("maxTexture3D", 1),
    "cudaDevAttrMaxTexture3DDepth": ("maxTexture3D", 2),
    "cudaDevAttrMaxTexture1DMipmappedWidth": ("maxTexture1DMipmap", None),
    "cudaDevAttrMaxTexture1DLinearWidth": ("maxTexture1DLinear", None),
    "cudaDevAttrMaxTexture2DMipmappedWidth": ("maxTexture2DMipmap", 0),
    "cudaDevAttrMaxTexture2DMipmappedHeight": ("maxTexture2DMipmap", 1),
    "cudaDevAttrMaxTexture2DLinearWidth": ("maxTexture2DLinear", 0),
    "cudaDevAttrMaxTexture2DLinearHeight": ("maxTexture2DLinear", 1),
    "cudaDevAttrMaxTexture2DLinearPitch": ("maxTexture2DLinear", 2),
    "cudaDevAttrMaxTexture2DGatherWidth": ("maxTexture2DGather", 0),
    "cudaDevAttrMaxTexture2DGatherHeight": ("maxTexture2DGather", 1),
    "cudaDevAttrMaxTexture3DWidthAlt": ("maxTexture3DAlt", 0),
    "cudaDevAttrMaxTexture3DHeightAlt": ("maxTexture3DAlt", 1),
    "cudaDevAttrMaxTexture3DDepthAlt": ("maxTexture3DAlt", 2),
    "cudaDevAttrMaxTextureCubemapWidth": ("maxTextureCubemap", None),
    "cudaDevAttrMaxTexture1DLayeredWidth": ("maxTexture1DLayered", 0),
    "cudaDevAttrMaxTexture1DLayeredLayers": ("maxTexture1DLayered", 1),
    "cudaDevAttrMaxTexture2DLayeredWidth": ("maxTexture2DLayered", 0),
    "cudaDevAttrMaxTexture2DLayeredHeight": ("maxTexture2DLayered", 1),
    "cudaDevAttrMaxTexture2DLayeredLayers": ("maxTexture2DLayered", 2),
    "cudaDevAttrMaxTextureCubemapLayeredWidth": ("maxTextureCubemapLayered", 0),
    "cudaDevAttrMaxTextureCubemapLayeredLayers": ("maxTextureCubemapLayered", 1),
    "cudaDevAttrMaxSurface1DWidth": ("maxSurface1D", None),
    "cudaDevAttrMaxSurface2DWidth": ("maxSurface2D", 0),
    "cudaDevAttrMaxSurface2DHeight": ("maxSurface2D", 1),
    "cudaDevAttrMaxSurface3DWidth": ("maxSurface3D", 0),
    "cudaDevAttrMaxSurface3DHeight": ("maxSurface3D", 1),
    "cudaDevAttrMaxSurface3DDepth": ("maxSurface3D", 2),
    "cudaDevAttrMaxSurface1DLayeredWidth": ("maxSurface1DLayered", 0),
    "cudaDevAttrMaxSurface1DLayeredLayers": ("maxSurface1DLayered", 1),
    "cudaDevAttrMaxSurface2DLayeredWidth": ("maxSurface2DLayered", 0),
    "cudaDevAttrMaxSurface2DLayeredHeight": ("maxSurface2DLayered", 1),
    "cudaDevAttrMaxSurface2DLayeredLayers": ("maxSurface2DLayered", 2),
    "cudaDevAttrMaxSurfaceCubemapWidth": ("maxSurfaceCubemap", None),
    "cudaDevAttrMaxSurfaceCubemapLayeredWidth": ("maxSurfaceCubemapLayered", 0),
    "cudaDevAttrMaxSurfaceCubemapLayeredLayers": ("maxSurfaceCubemapLayered", 1),
    "cudaDevAttrCooperativeMultiDeviceLaunch": (None, 0),
    "cudaDevAttrHostRegisterSupported": ("hostRegisterSupported", None),
    "cudaDevAttrMemoryPoolsSupported": ("memoryPoolsSupported", None),
    "cudaDevAttrClusterLaunch": ("clusterLaunch", None),
    "cudaDevAttrNumaConfig": ("deviceNumaConfig", None),
    "cudaDevAttrNumaId": ("deviceNumaId", None),
    "cudaDevAttrHostNumaId": ("hostNumaId", None),
    "cudaDevAttrMpsEnabled": ("mpsEnabled", None),
    "cudaDevAttrComputeMode": ("computeMode", None),
    "cudaDevAttrL2CacheSize": ("l2CacheSize", None),
    "cudaDevAttrWarpSize": ("warpSize", None),
}

# attributes that have no cudaDeviceProp field: their answer on this device
ATTRIBUTE_CONSTANTS = {
    "cudaDevAttrCanFlushRemoteWrites": 0,
    "cudaDevAttrHostNativeAtomicSupported": 1,
    "cudaDevAttrSingleToDoublePrecisionPerfRatio": 2,
    "cudaDevAttrCanUseHostPointerForRegisteredMem": 1,
    "cudaDevAttrDirectManagedMemAccessFromHost": 1,
    "cudaDevAttrMemSyncDomainCount": 1,
    "cudaDevAttrDeferredMappingCudaArraySupported": 0,
    "cudaDevAttrIpcEventSupport": 1,
    "cudaDevAttrGPUDirectRDMASupported": 0,
    "cudaDevAttrVirtualMemoryManagementSupported": 0,
    # device memory is host memory: DMA writes into it are coherent (memory_api.py's flush)
    "cudaDevAttrGPUDirectRDMAFlushWritesOptions": 0x3,   # the flush call and the memops' flushes
    "cudaDevAttrGPUDirectRDMAWritesOrdering": 200,       # ..._ALL_DEVICES
    "cudaDevAttrGpuPciDeviceId": 0,
    "cudaDevAttrGpuPciSubsystemId": 0,
    "cudaDevAttrHostNumaMemoryPoolsSupported": 0,
    "cudaDevAttrHostNumaMultinodeIpcSupported": 0,
    "cudaDevAttrHostMemoryPoolsSupported": 0,
    "cudaDevAttrOnlyPartialHostNativeAtomicSupported": 0,
    "cudaDevAttrD3D12CigSupported": 0,
    "cudaDevAttrVulkanCigSupported": 0,
}


# CUdevice_attribute values the runtime API has no name for (reserved there): what this
# device answers. NVIDIA's static runtime reads them all while it starts.
DRIVER_ONLY_ATTRIBUTES = {
    "CU_DEVICE_ATTRIBUTE_CAN_TEX2D_GATHER": 0,
    "CU_DEVICE_ATTRIBUTE_CAN_USE_STREAM_MEM_OPS_V1": 0,
    "CU_DEVICE_ATTRIBUTE_CAN_USE_64_BIT_STREAM_MEM_OPS_V1": 0,
    "CU_DEVICE_ATTRIBUTE_CAN_USE_STREAM_WAIT_VALUE_NOR_V1": 0,
    "CU_DEVICE_ATTRIBUTE_COOPERATIVE_MULTI_DEVICE_LAUNCH": 0,
    "CU_DEVICE_ATTRIBUTE_VIRTUAL_ADDRESS_MANAGEMENT_SUPPORTED": 0,   # ..._MEMORY_... is its alias
    "CU_DEVICE_ATTRIBUTE_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR_SUPPORTED": 0,
    "CU_DEVICE_ATTRIBUTE_HANDLE_TYPE_WIN32_HANDLE_SUPPORTED": 0,
    "CU_DEVICE_ATTRIBUTE_HANDLE_TYPE_WIN32_KMT_HANDLE_SUPPORTED": 0,
    "CU_DEVICE_ATTRIBUTE_GENERIC_COMPRESSION_SUPPORTED": 0,
    "CU_DEVICE_ATTRIBUTE_GPU_DIRECT_RDMA_WITH_CUDA_VMM_SUPPORTED": 0,
    "CU_DEVICE_ATTRIBUTE_CAN_USE_64_BIT_STREAM_MEM_OPS": 0,
    "CU_DEVICE_ATTRIBUTE_CAN_USE_STREAM_WAIT_VALUE_NOR": 0,
    "CU_DEVICE_ATTRIBUTE_DMA_BUF_SUPPORTED": 0,
    "CU_DEVICE_ATTRIBUTE_TENSOR_MAP_ACCESS_SUPPORTED": 0,
    "CU_DEVICE_ATTRIBUTE_HANDLE_TYPE_FABRIC_SUPPORTED": 0,
    "CU_DEVICE_ATTRIBUTE_UNIFIED_FUNCTION_POINTERS": 0,
    "CU_DEVICE_ATTRIBUTE_MULTICAST_SUPPORTED": 1,   # teams of this one device (multicast_api.py)
    "CU_DEVICE_ATTRIBUTE_MEM_DECOMPRESS_ALGORITHM_MASK": 0x7,           # Deflate, Snappy, LZ4 (decompress_api.py)
    "CU_DEVICE_ATTRIBUTE_MEM_DECOMPRESS_MAXIMUM_LENGTH": (1 << 32) - 1,  # what dstActBytes can count
    "CU_DEVICE_ATTRIBUTE_HOST_NUMA_VIRTUAL_MEMORY_MANAGEMENT_SUPPORTED": 0,
    "CU_DEVICE_ATTRIBUTE_HOST_VIRTUAL_MEMORY_MANAGEMENT_SUPPORTED": 0,
    "CU_DEVICE_ATTRIBUTE_HOST_ALLOC_DMA_BUF_SUPPORTED": 0,
}


def attribute(name: str):
    """cudaDeviceGetAttribute(name): an int, or None if the attribute is unknown."""
    if name in ATTRIBUTE_CONSTANTS:
        return ATTRIBUTE_CONSTANTS[name]
    props = properties()
    field, index = ATTRIBUTE_FIELDS.get(name, (None, None))
    if field is None and name.startswith("cudaDevAttr") and name not in ATTRIBUTE_FIELDS:
        guess = name[len("cudaDevAttr"):]
        field = guess[0].lower() + guess[1:]
    if field is None:
        return index  # listed with a constant answer
    value = props.get(field)
    if value is None:
        return None
    if index is not None:
        value = value[index]
    return int(value) if not isinstance(value, (bytes, str)) else None


def occupancy(block_size: int, dynamic_shared: int) -> int:
    """Blocks of `block_size` threads that fit on one SM, by threads, blocks and shared memory."""
    if block_size <= 0 or block_size > rules.MAX_THREADS_PER_BLOCK:
        return 0
    major, _minor = compute_capability()
    per_sm_shared = SHARED_MEM_PER_SM.get(major, SHARED_MEM_PER_SM[8])
    by_threads = MAX_THREADS_PER_SM // block_size
    by_shared = per_sm_shared // dynamic_shared if dynamic_shared else MAX_BLOCKS_PER_SM
    return max(0, min(by_threads, MAX_BLOCKS_PER_SM, by_shared))
