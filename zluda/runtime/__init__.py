"""The CUDA runtime and driver semantics on the CPU device.

Everything here speaks in CUDA's own status *names* ("cudaErrorInvalidValue"); the shim
layer turns them into numbers with the API catalog. Device memory is host memory (the
CPU device has unified addressing with identity mapping), so a device pointer is a plain
host address that both host code and translated kernels dereference.
"""

import os

# Set before numpy (cuBLAS's engine) loads its OpenBLAS, which reads them once. OpenBLAS's
# threads synchronise by spinning: after a multi-threaded call they spun for 2^28 cycles
# waiting for the next one, taking the cores from the kernels launched in between (the
# tiny GPT-2 step took three to four times as long), and its calling thread spins for
# workers that other processes keep off the cores. So OpenBLAS is single-threaded, and
# blas.py splits big products over a pool that waits passively; a user who gives OpenBLAS
# threads gets them, sleeping as soon as a call ends (2^4 cycles).
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
os.environ.setdefault("OPENBLAS_THREAD_TIMEOUT", "4")
