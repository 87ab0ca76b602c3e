"""The runtime's rules for the calls libcudart's C fast path answers, stated once.

The Python runtime checks calls by these tables (memory.py, modules.py, streams.py,
errors.py, zluda/cpu/runtime.py), and the C fast path (zluda/shim/templates/
fastpath_cudart.c.j2) is generated from them by zluda/shim/fastpath.py, so the two sides
cannot disagree. The C side answers a call only when the rules accept it; anything else
falls through to Python, which reports the error and keeps the error state.

Plain data and small pure functions only: the CPU device, the shim's build and the
runtime all import this module.
"""

from __future__ import annotations

# ---------------------------------------------------------------- memory

# the kinds of allocation the memory manager tracks, and the codes the C mirror of the
# allocation table stores for them (0 there: no allocation)
MEMORY_KIND_CODES = {"device": 1, "host": 2, "managed": 3}

# the kinds a device-side pointer may point into (a copy's device side, a memset)
DEVICE_MEMORY = ("device", "managed")

# what a copy demands of each side: "device" lies inside DEVICE_MEMORY; "any" is any
# mapped memory, pinned or pageable (device and host share one address space here)
COPY_SIDES = ("device", "any")

# cudaMemcpyKind -> (destination side, source side)
COPY_KINDS = {
    "cudaMemcpyHostToHost": ("any", "any"),
    "cudaMemcpyHostToDevice": ("device", "any"),
    "cudaMemcpyDeviceToHost": ("any", "device"),
    "cudaMemcpyDeviceToDevice": ("device", "device"),
    "cudaMemcpyDefault": ("any", "any"),
}
BAD_COPY_KIND = "cudaErrorInvalidMemcpyDirection"

# ---------------------------------------------------------------- streams

LEGACY_STREAM = 0x1        # cudaStreamLegacy
PER_THREAD_STREAM = 0x2    # cudaStreamPerThread
# handles that always name a stream: NULL (the default stream) and the two special ones
DEFAULT_STREAMS = (0, LEGACY_STREAM, PER_THREAD_STREAM)

# ---------------------------------------------------------------- launches

MAX_THREADS_PER_BLOCK = 1024
MAX_BLOCK_DIM = (1024, 1024, 64)
MAX_GRID_DIM = (2**31 - 1, 65535, 65535)
# a block's shared memory without opting in: a kernel's dynamic shared memory limit until
# cudaFuncSetAttribute raises it
SHARED_MEM_PER_BLOCK = 48 * 1024

# CUDA 13's runtime answers every bad launch shape (zero or too large block or grid) with
# cudaErrorInvalidValue, not the cudaErrorInvalidConfiguration older runtimes documented
# (recorded on the H200: workloads/samples/data/error_codes.txt, bad_block/bad_grid/zero_block)
BAD_LAUNCH_CONFIG = "cudaErrorInvalidValue"


def launch_shape_problem(grid, block) -> str | None:
    """What makes a grid x block launch invalid (three dimensions each), or None."""
    grid, block = tuple(int(g) for g in grid), tuple(int(b) for b in block)
    if any(d <= 0 for d in (*grid, *block)):
        return f"grid {grid} block {block} has a zero dimension"
    if any(b > m for b, m in zip(block, MAX_BLOCK_DIM)) or block[0] * block[1] * block[2] > MAX_THREADS_PER_BLOCK:
        return f"block {block} exceeds {MAX_BLOCK_DIM} / {MAX_THREADS_PER_BLOCK} threads"
    if any(g > m for g, m in zip(grid, MAX_GRID_DIM)):
        return f"grid {grid} exceeds {MAX_GRID_DIM}"
    return None


def launch_problem(grid, block, dynamic_shared: int, max_dynamic_shared: int) -> str | None:
    """launch_shape_problem, and the dynamic shared memory against the kernel's limit."""
    problem = launch_shape_problem(grid, block)
    if problem is None and dynamic_shared > max_dynamic_shared:
        problem = f"{dynamic_shared} bytes of dynamic shared memory exceed the kernel's limit of {max_dynamic_shared}"
    return problem

# ---------------------------------------------------------------- errors

# errors that leave the context unusable: every later call reports them
STICKY_ERRORS = frozenset({
    "cudaErrorAssert",
    "cudaErrorIllegalAddress",
    "cudaErrorLaunchFailure",
    "cudaErrorIllegalInstruction",
    "cudaErrorMisalignedAddress",
    "cudaErrorInvalidAddressSpace",
    "cudaErrorInvalidPc",
    "cudaErrorHardwareStackError",
})

# The calling thread's last error lives in libcudart's C thread-local. Every runtime call
# that fails stores its status there (the Python dispatcher, zluda/shim/glue.py, and the
# C fast path alike), except the two calls that read it: API name -> whether reading it
# also clears it. A sticky error is not special here: every call after it fails with it
# and so stores it again, and cudaGetLastError clears it like any other (recorded on an
# H200 with CUDA 13: workloads/samples/data/error_codes.txt, illegal_address.get /
# get_again / malloc).
LAST_ERROR_READERS = {"cudaGetLastError": True, "cudaPeekAtLastError": False}

# Bits of the C fast path's "hold" word (zluda/runtime/fast_mirror.py sets them): while
# any is set every call goes to Python, which has the ordering and error logic.
HOLD_STICKY = 1       # a sticky error is set or pending
HOLD_HOST_WORK = 2    # host functions are in flight on some stream
HOLD_OVERRIDDEN = 4   # a fast-pathed call got an implementation other than the runtime's
HOLD_POOL_RELEASE = 8  # a memory pool keeps freed blocks its next synchronisation releases
HOLD_CAPTURE = 16     # a stream captures: its work becomes graph nodes (zluda/runtime/capture_api.py)
HOLD_CHECKPOINT = 32  # a checkpoint locks the process: calls wait (zluda/runtime/checkpoint_api.py)

# the statuses the C fast path gives itself, without asking Python
C_STATUSES = ("cudaSuccess", "cudaErrorInvalidValue", "cudaErrorMemoryAllocation", "cudaErrorMissingConfiguration")
