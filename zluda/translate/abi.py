"""Memory layout of the structures shared by generated code and the CPU runtime.

Launch (one per launch, filled by the runtime; `status` is written by kernels):
    params ptr | nctaid x y z | ntid x y z | dyn_shared u64 | printf_cb | assert_cb
    | status u32 | threads_per_block u32 | window_base ptr | clock_base u64
    | grid_workspace ptr (cooperative launches: what %envreg1:%envreg2 point to, else 0)
Block (one per worker thread, at the start of its scratch, filled by the entry):
    ctaid x y z | smid | shared_base | threads | snapshot | bar_arrive[16] | bar_red[16]
    | nthreads | ... | mbarrier updates
Thread slot (barrier kernels only), 32 bytes:
    handle (region kernels: resume point) | state | bar_id | bar_count | xmask | xval u64
    (a thread waiting at a warp collective keeps there instead of bar_id/bar_count the
    collective's site, numbered in program order, and whether it has a member mask)
"""

from __future__ import annotations

# Launch
L_PARAMS = 0
L_NCTAID = 8        # 3 x u32
L_NTID = 20         # 3 x u32
L_DYN_SHARED = 32
L_PRINTF = 40
L_ASSERT = 48
L_STATUS = 56
L_TPB = 60
L_WINDOW = 64
L_CLOCK_BASE = 72
L_GRID_WS = 80      # cooperative groups' grid workspace {u32 size, u32 barrier}
L_REAL = 88         # in the entry's private copy: the runtime's launch struct (status)
LAUNCH_SIZE = 96
# the runtime's parameter buffer starts at a multiple of this (generated code's loads of
# parameters assume it: kernel_abi.parameter_buffer)
PARAM_ALIGN = 16

# `.address_size 32` code: where a thread's local memory and the block's shared memory
# appear in its 32-bit generic address space (translate/addr32.py); device memory of
# such code lies below both (cpu/lowmem.py)
FUNCTION_WINDOW_32 = 0xFD000000   # function addresses (handles, never dereferenced)
SHARED_WINDOW_32 = 0xFE000000
LOCAL_WINDOW_32 = 0xFF000000

# Block
B_CTAID = 0         # 3 x u32
B_SMID = 12
B_SHARED = 16
B_THREADS = 24
B_SNAPSHOT = 32
B_BAR_ARRIVE = 40   # 16 x u32
B_BAR_RED = 104     # 16 x u32
B_NTHREADS = 168
B_FREELIST = 176    # recycled coroutine frames of this worker (see kernel_abi.frame_alloc)
B_SPIN = 184        # u32: polling loads of this worker (emit_mem.spin_hint)
B_REGIONS = 192     # region kernels: per-thread arrays of what crosses a suspension
# in the worker's scratch itself (not the entry's private copy of the block state): the
# memory of those arrays, kept from launch to launch (a zeroed scratch has none yet)
B_REGIONS_KEPT = 200       # pointer
B_REGIONS_KEPT_SIZE = 208  # u64 bytes
# region kernels with their own scheduler: the snapshot's lane values (one u32 per linear
# thread, abi.SNAPSHOT_FLAT) and where the threads put their contributions for the next
# collective, two buffers that the scheduler swaps when every thread waits at a collective
# (instead of copying one into the other); each has SNAPSHOT_PAD bytes of memory on either side
B_FLAT = 216
B_XVAL = 224
# u32: updates of the block's mbarriers (emit_async), which the scheduler compares before
# and after resuming the threads that wait for one
B_MBAR_EPOCH = 232
BLOCK_SIZE = 256

# CUDA's launch limits (every launch path checks them), as the value ranges [lo, hi) that
# loads of these fields declare to LLVM (!range): it can then prove that index arithmetic
# on %tid / %ntid / %ctaid.y does not wrap (tid * 4 + a shared array's address) and see
# consecutive threads' addresses as consecutive
LAUNCH_RANGES = {L_NTID: (1, 1025), L_NTID + 4: (1, 1025), L_NTID + 8: (1, 65), L_TPB: (1, 1025),
                 L_NCTAID: (1, 2**31), L_NCTAID + 4: (1, 65536), L_NCTAID + 8: (1, 65536)}
BLOCK_RANGES = {B_CTAID: (0, 2**31 - 1), B_CTAID + 4: (0, 65535), B_CTAID + 8: (0, 65535)}

# Thread slot
T_HANDLE = 0
T_STATE = 8
T_BAR_ID = 12
T_BAR_COUNT = 16
T_XMASK = 20
T_XVAL = 24
THREAD_SLOT = 32
T_WSITE = T_BAR_ID      # warp collectives: site id (program order)
T_WMASKED = T_BAR_COUNT  # 1: has a member mask (shfl/vote/match/redux/bar.warp), 0: activemask
T_POLL_SITE = T_BAR_ID   # mbarrier waits: the wait's site id (program order)
T_POINT = T_HANDLE      # region kernels: where the thread resumes (0 start, j after site j)

# region kernels: values one suspension keeps beside the registers (rows per thread)
REGION_KEEP = 3
REGION_POINT_SHIFT = 4   # what a region function returns: state | resume point << 4
REGION_STATE_MASK = (1 << REGION_POINT_SHIFT) - 1
# region kernels with their own scheduler: the per-thread arrays start with
# u32 code[ntid] (where each thread stopped: state | point << REGION_POINT_SHIFT, as its
# region function returned it) and u32 xval[ntid] (one of the exchange buffers of
# B_FLAT / B_XVAL); offsets in bytes per thread
REGION_CODE = 0
REGION_XVAL = 4
REGION_HEADER = 8
# each per-thread array is ntid + REGION_ROW_PAD elements long: unpadded, the arrays of
# a block of 1,024 threads all start at multiples of 4 KB, so one thread's elements of
# every array fall into one L1 set, more of them than the set has ways
REGION_ROW_PAD = 16

# Thread states
RUNNING = 0
WAIT_WARP = 1
WAIT_BAR = 2
EXITED = 3
RELEASED = 4        # scheduler: released from a barrier, not yet resumed
WAIT_STEP = 5       # region kernels: stopped at a loop step (regions.loop_steps), waits for nothing
WAIT_POLL = 6       # at an mbarrier wait whose phase was incomplete: resumed to look again
STEP_OPCODE = "zk.step"   # the loop step's pseudo-instruction in a rewritten body
# the implicit warp barrier of lockstep kernels (lockstep.py): the lanes that reach it
# together wait for each other, as at activemask
LOCKSTEP_OPCODE = "zk.lockstep"
# a polling loop's yield (spin_waits.py): the thread waits for nothing, the others run
SPIN_OPCODE = "zk.spin"
# a poll site number with this bit is a polling loop's yield: its thread back there did not
# fail to move on (it waits for other threads or blocks, as on the GPU)
SPIN_SITE = 1 << 31
# a region function's resume point argument with this bit: the group checked that the
# loop step's induction registers are thread-affine (RegionTranslator._region_affine_resume)
REGION_AFFINE = 1 << 16
# the difference of a thread-affine register from its thread index, as the group checks
# it: t + difference (t < 1024) cannot overflow
AFFINE_RANGE = (-2**31 + 1024, 2**31 - 1024)

# Launch status values
STATUS_OK = 0
STATUS_ASSERT = 1
STATUS_TRAP = 2
STATUS_DEADLOCK = 3
# set by the runtime's fault guard (zluda/cpu/faultguard.c), in its order of signals
STATUS_FAULT = 4                  # SIGSEGV / SIGBUS: invalid memory access
STATUS_ILLEGAL_INSTRUCTION = 5    # SIGILL
STATUS_ARITHMETIC = 6             # SIGFPE
# set by generated code where the GPU faults on an address that is not aligned as the
# instruction requires (ldmatrix rows); x86 would just read it
STATUS_MISALIGNED = 7

# per warp in the snapshot area: 32 lane values, then the mask of lanes that waited
SNAPSHOT_STRIDE = 34 * 8
SNAPSHOT_WAITERS = 32 * 8
# Region kernels with their own scheduler lay the snapshot area out flat instead: the
# waiters mask of warp w at w * 8, then the value of linear thread u at SNAPSHOT_FLAT + 4 * u
# (their collectives exchange 32-bit values at most; the buffer that B_FLAT points to),
# so that a shuffle by a constant distance reads the values of consecutive threads at
# consecutive addresses (a vector load, not a gather). Such a read may reach up to 31
# lanes before the first value or after the last (its result is then not used): the
# area has SNAPSHOT_PAD bytes more than the warps' strides for that.
SNAPSHOT_FLAT = 32 * 8
SNAPSHOT_PAD = 512

SHARED_ALIGN = 128
NUM_BARRIERS = 16


def scratch_size(nthreads: int, static_shared: int, dyn_shared: int) -> int:
    """Bytes of per-worker scratch for one block shape (see `shared_offset`)."""
    return shared_offset(nthreads) + static_shared + dyn_shared + 64


def shared_offset(nthreads: int) -> int:
    nwarps = (nthreads + 31) // 32
    end = BLOCK_SIZE + nthreads * THREAD_SLOT + nwarps * SNAPSHOT_STRIDE + SNAPSHOT_PAD
    return (end + SHARED_ALIGN - 1) // SHARED_ALIGN * SHARED_ALIGN
