"""The CUDA runtime and driver semantics on the CPU device.

Everything here speaks in CUDA's own status *names* ("cudaErrorInvalidValue"); the shim
layer turns them into numbers with the API catalog. Device memory is host memory (the
CPU device has unified addressing with identity mapping), so a device pointer is a plain
host address that both host code and translated kernels dereference.
"""

import os

# Set before numpy (cuBLAS's engine) loads its OpenBLAS, which reads it once: after a
# multi-threaded call OpenBLAS's threads spin for 2^28 cycles by default waiting for the
# next one, taking the cores from the kernels launched in between (the tiny GPT-2 step
# ran seven times slower). 2^4 cycles: they sleep at once, and a big GEMM still uses
# every core. A value the user set is kept.
os.environ.setdefault("OPENBLAS_THREAD_TIMEOUT", "4")
