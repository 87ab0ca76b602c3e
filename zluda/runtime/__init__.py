"""The CUDA runtime and driver semantics on the CPU device.

Everything here speaks in CUDA's own status *names* ("cudaErrorInvalidValue"); the shim
layer turns them into numbers with the API catalog. Device memory is host memory (the
CPU device has unified addressing with identity mapping), so a device pointer is a plain
host address that both host code and translated kernels dereference.
"""
