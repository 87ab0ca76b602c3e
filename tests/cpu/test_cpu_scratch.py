"""Shared memory stays inside the launching thread's scratch memory.

Regression: the Python launch path's scratch was a ctypes array (16-byte aligned) while the
kernel entry rounds the shared window up to an absolute abi.SHARED_ALIGN boundary, so a
kernel using all of its dynamic shared memory wrote up to 112 bytes past the end of the
buffer, into the heap (the samples cell's dynamic_shared program, traced, then died at exit
with "corrupted double-linked list")."""

import ctypes
import threading

import numpy as np

from zluda.cpu import ptxmodule
from zluda.cpu import runtime
from zluda.translate import abi

MARK = 0xA5C3E1F7

# every thread stores MARK into its words of the dynamic shared array, stride blockDim
FILL_PTX = f"""
.version 7.0
.target sm_70
.address_size 64
.extern .shared .align 16 .b8 dyn[];
.visible .entry fill(.param .u32 words)
{{
    .reg .pred %p;
    .reg .b32 %r<6>;
    .reg .b64 %rd<4>;
    ld.param.u32 %r1, [words];
    mov.u32 %r2, %tid.x;
    mov.u32 %r3, %ntid.x;
    mov.u32 %r4, {MARK};
    mov.u64 %rd1, dyn;
LOOP:
    setp.ge.u32 %p, %r2, %r1;
    @%p bra DONE;
    mul.wide.u32 %rd2, %r2, 4;
    add.u64 %rd3, %rd1, %rd2;
    st.shared.u32 [%rd3], %r4;
    add.u32 %r2, %r2, %r3;
    bra LOOP;
DONE:
    ret;
}}
"""


def test_scratch_addresses_are_aligned_for_the_shared_window():
    for size in (1, 1000, 70_000, 70_001, 200_000):
        address = runtime._scratch(size)
        buf = runtime._tls.scratch.buf
        assert address % abi.SHARED_ALIGN == 0
        assert address + size <= ctypes.addressof(buf) + len(buf)


def test_dynamic_shared_memory_is_written_inside_the_scratch_buffer():
    module = ptxmodule.load(FILL_PTX)
    # growing sizes: every launch gets a freshly allocated (zeroed) scratch, at a new address
    for k in range(24):
        dyn = 70_000 + 4_096 * k + 16 * k
        module.launch("fill", (1, 1, 1), (256, 1, 1), [np.uint32(dyn // 4)], shared_mem=dyn)
        buf = runtime._tls.scratch.buf   # one block: it ran on this thread, in this thread's scratch
        words = np.frombuffer(buf, dtype=np.uint32, count=len(buf) // 4)
        assert int((words == MARK).sum()) == dyn // 4, (
            f"launch {k}: {dyn} bytes of dynamic shared memory, some written outside the scratch")


# a barrier kernel: at the baseline tier its threads are coroutines with frames of their own
BARRIER_PTX = """
.version 7.0
.target sm_70
.address_size 64
.visible .entry swap(.param .u64 out)
{
    .reg .b32 %r<4>;
    .reg .b64 %rd<4>;
    .shared .align 4 .b32 tile[128];
    mov.u32 %r1, %tid.x;
    mul.wide.u32 %rd1, %r1, 4;
    mov.u64 %rd2, tile;
    add.u64 %rd2, %rd2, %rd1;
    st.shared.u32 [%rd2], %r1;
    bar.sync 0;
    xor.b32 %r2, %r1, 1;
    mul.wide.u32 %rd1, %r2, 4;
    mov.u64 %rd2, tile;
    add.u64 %rd2, %rd2, %rd1;
    ld.shared.u32 %r3, [%rd2];
    ld.param.u64 %rd3, [out];
    mul.wide.u32 %rd1, %r1, 4;
    add.u64 %rd3, %rd3, %rd1;
    st.global.u32 [%rd3], %r3;
    ret;
}
"""


def _kept_frames() -> list:
    """Addresses of the recycled coroutine frames in this thread's scratch."""
    node = ctypes.c_void_p.from_address(runtime._aligned(runtime._tls.scratch.buf) + abi.B_FREELIST).value
    frames = []
    while node:
        frames.append(node)
        node = ctypes.c_void_p.from_address(node).value
    return frames


def test_coroutine_frames_stay_in_the_scratch_from_launch_to_launch(monkeypatch):
    # Regression: frames freed at every launch's end came back as fresh zeroed pages on the
    # next (a page fault per page of every thread's frame: most of CUB's onesweep sort)
    monkeypatch.setenv("ZLUDA_CPU_TIER", "baseline")
    module = ptxmodule.load(BARRIER_PTX)
    out = np.zeros(128, dtype=np.uint32)
    module.launch("swap", (1, 1, 1), (128, 1, 1), [out])   # one block: on this thread, in its scratch
    assert module.compiled.form("swap") == "coroutine"
    assert np.array_equal(out, np.arange(128, dtype=np.uint32) ^ 1)
    kept = _kept_frames()
    assert len(kept) >= 128, f"{len(kept)} frames kept after a launch of 128 coroutines"
    out[:] = 0
    module.launch("swap", (1, 1, 1), (128, 1, 1), [out])
    assert np.array_equal(out, np.arange(128, dtype=np.uint32) ^ 1)
    assert sorted(_kept_frames()) == sorted(kept), "the second launch took frames of its own"
    freed = _frees_recorded(monkeypatch)
    runtime._scratch(len(runtime._tls.scratch.buf) * 2)   # a bigger scratch: the old one's frames are freed
    assert set(kept) <= set(freed), "frames of a replaced scratch were not freed"
    assert _kept_frames() == []


def _frees_recorded(monkeypatch) -> list:
    """The addresses the runtime frees from now on (still freed)."""
    freed = []
    real = runtime._libc_free

    def free(address):
        freed.append(address)
        real(address)
    monkeypatch.setattr(runtime, "_libc_free", free)
    return freed


def test_region_arrays_go_with_a_replaced_scratch(monkeypatch):
    # the arrays of what crosses a barrier in region code stay with the scratch from launch
    # to launch; a scratch replaced by a bigger one gives them back (they were left behind)
    monkeypatch.setenv("ZLUDA_CPU_TIER", "quick")
    module = ptxmodule.load(BARRIER_PTX)
    out = np.zeros(128, dtype=np.uint32)
    module.launch("swap", (1, 1, 1), (128, 1, 1), [out])   # one block: on this thread, in its scratch
    assert module.compiled.form("swap") == "regions"
    assert np.array_equal(out, np.arange(128, dtype=np.uint32) ^ 1)
    kept = ctypes.c_void_p.from_address(runtime._aligned(runtime._tls.scratch.buf) + abi.B_REGIONS_KEPT).value
    assert kept, "a region launch left no arrays in the scratch"
    freed = _frees_recorded(monkeypatch)
    runtime._scratch(len(runtime._tls.scratch.buf) * 2)
    assert kept in freed, "a replaced scratch's region arrays were not freed"
    module.launch("swap", (1, 1, 1), (128, 1, 1), [out])   # the new scratch gets arrays of its own
    assert np.array_equal(out, np.arange(128, dtype=np.uint32) ^ 1)


def test_a_threads_scratch_gives_back_what_it_kept_when_the_thread_ends(monkeypatch):
    # a program launching from short-lived threads: each thread's frames went with nothing
    # when the thread ended (only the buffer itself was freed)
    monkeypatch.setenv("ZLUDA_CPU_TIER", "baseline")
    module = ptxmodule.load(BARRIER_PTX)
    freed = _frees_recorded(monkeypatch)
    kept = []

    def launch_and_end():
        out = np.zeros(128, dtype=np.uint32)
        module.launch("swap", (1, 1, 1), (128, 1, 1), [out])   # one block: in this thread's scratch
        assert np.array_equal(out, np.arange(128, dtype=np.uint32) ^ 1)
        kept.extend(_kept_frames())

    thread = threading.Thread(target=launch_and_end)
    thread.start()
    thread.join()
    assert len(kept) >= 128, f"{len(kept)} frames kept by the thread's launch"
    assert set(kept) <= set(freed), "an ended thread's scratch did not free its frames"
