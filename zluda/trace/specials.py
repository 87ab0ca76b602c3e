"""Calls the interposer treats specially, as data: the generator turns each row into C.

Expressions are C over the function's parameter names as the headers spell them; the
generator checks every name against the catalog and fails loudly when one is missing.
A row whose function is not in the catalog is skipped (older or newer CUDA).
"""

from __future__ import annotations

D2H_KIND = 2  # cudaMemcpyDeviceToHost

# device-to-host copies whose host destination gets a crc32 (and optionally its bytes):
# dst: host destination, size: bytes, when: copy is D2H, stream: async copies are
# checksummed at the next synchronisation of that stream (or of the device)
D2H = {
    "cudaMemcpy": dict(dst="dst", size="count", when=f"kind == {D2H_KIND}"),
    "cudaMemcpy_ptds": dict(dst="dst", size="count", when=f"kind == {D2H_KIND}"),
    "cudaMemcpyFromSymbol": dict(dst="dst", size="count", when=f"kind == {D2H_KIND}"),
    "cudaMemcpyFromSymbol_ptds": dict(dst="dst", size="count", when=f"kind == {D2H_KIND}"),
    "cudaMemcpyAsync": dict(dst="dst", size="count", when=f"kind == {D2H_KIND}", stream="stream"),
    "cudaMemcpyAsync_ptsz": dict(dst="dst", size="count", when=f"kind == {D2H_KIND}", stream="stream"),
    "cuMemcpyDtoH": dict(dst="dstHost", size="ByteCount"),
    "cuMemcpyDtoH_v2": dict(dst="dstHost", size="ByteCount"),
    "cuMemcpyDtoH_v2_ptds": dict(dst="dstHost", size="ByteCount"),
    "cuMemcpyDtoHAsync": dict(dst="dstHost", size="ByteCount", stream="hStream"),
    "cuMemcpyDtoHAsync_v2": dict(dst="dstHost", size="ByteCount", stream="hStream"),
    "cuMemcpyDtoHAsync_v2_ptsz": dict(dst="dstHost", size="ByteCount", stream="hStream"),
    # contiguous destinations only (a strided one would need a gather)
    "cublasGetVector": dict(dst="y", size="(size_t)n * elemSize", when="incy == 1"),
    "cublasGetVector_64": dict(dst="y", size="(size_t)n * elemSize", when="incy == 1"),
    "cublasGetMatrix": dict(dst="B", size="(size_t)rows * cols * elemSize", when="ldb == rows"),
    "cublasGetMatrix_64": dict(dst="B", size="(size_t)rows * cols * elemSize", when="ldb == rows"),
    "cublasGetVectorAsync": dict(dst="hostPtr", size="(size_t)n * elemSize", when="incy == 1",
                                 stream="stream"),
    "cublasGetMatrixAsync": dict(dst="B", size="(size_t)rows * cols * elemSize",
                                 when="ldb == rows", stream="stream"),
}

# synchronisation points after which pending async D2H copies are complete:
# stream=None means the whole device
SYNC = {
    "cudaDeviceSynchronize": None,
    "cudaStreamSynchronize": "stream",
    "cudaStreamSynchronize_ptsz": "stream",
    "cudaThreadSynchronize": None,
    "cuCtxSynchronize": None,
    "cuStreamSynchronize": "hStream",
    "cuStreamSynchronize_ptsz": "hStream",
}
# synchronous copies also complete everything queued on the legacy default stream
SYNC_LEGACY_STREAM = {"cudaMemcpy", "cuMemcpyDtoH_v2", "cuMemcpyHtoD_v2"}

# calls that hand the library a device code image: dumped to the trace's modules/
MODULES = {
    "__cudaRegisterFatBinary": "fatCubin",
    "cuModuleLoadData": "image",
    "cuModuleLoadDataEx": "image",
    "cuModuleLoadFatBinary": "fatCubin",
    "cuLibraryLoadData": "code",
    "cudaLibraryLoadData": "code",
}

# calls that return driver function pointers: the interposer swaps in its wrappers
PROC_ADDRESS = {
    "cuGetProcAddress": "pfn",
    "cuGetProcAddress_v2": "pfn",
    "cuGetProcAddress_v2_ptsz": "pfn",
    "cudaGetDriverEntryPoint": "funcPtr",
    "cudaGetDriverEntryPoint_ptsz": "funcPtr",
    "cudaGetDriverEntryPointByVersion": "funcPtr",
}
