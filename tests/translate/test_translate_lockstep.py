"""Lockstep warps (pass lockstep, zluda/translate/lockstep.py): warp-synchronous kernels
written for GPUs before sm_70 trade values between lanes through shared memory with no
barrier; they give the answers of a warp that runs in lockstep, at every tier, and
kernels written for independent thread scheduling are left as they were.

The kernels are lockstep/lockstep.cu (its PTX, lockstep.ptx, carries a pre-Volta
header). Expected values come from Python models of a warp in lockstep, never from the
translator; each kernel also runs without the mode, where the lane-serial answer differs
(so each one is a reproducer of the problem).
"""

from pathlib import Path

import numpy as np
import pytest

from zluda.cpu import ptxmodule
from zluda.ptx import parse
from zluda.translate.module import ModuleTranslator
from zluda.translate.pass_output import after_pass

OLD = (Path(__file__).resolve().parent / "lockstep" / "lockstep.ptx").read_text()
OLD_HEADER = ".version 5.0\n.target sm_52\n"
MODERN = OLD.replace(OLD_HEADER, ".version 7.0\n.target sm_75\n")
WARP_SYNCHRONOUS = ("warp_reduce", "lane0_broadcast", "warp_scan", "overlapping_stores", "divergent_exchange")


def _inputs():
    rng = np.random.default_rng(7)
    return {
        "reduce": rng.integers(-100, 100, 4 * 128).astype(np.int32),
        "broadcast": rng.integers(-9, 9, 5 * 4).astype(np.int32),
        "scan": rng.integers(-50, 50, 128).astype(np.int32),
        "floats": rng.standard_normal(32).astype(np.float32),
        "divergent": rng.integers(-50, 50, 64).astype(np.int32),
    }


def expected(name, x):
    """What a warp running in lockstep leaves."""
    if name in ("warp_reduce", "block_sum"):
        return x["reduce"].reshape(4, 128).sum(1).astype(np.int32)
    if name == "lane0_broadcast":
        out = np.zeros(128, np.int64)
        for t in range(128):
            for i in range(5):
                out[t] = out[t] * 3 + int(x["broadcast"][i * 4 + t // 32]) * (t % 32 + 1)
        return out.astype(np.int32)
    if name == "warp_scan":
        return np.cumsum(x["scan"].reshape(4, 32), 1).reshape(-1).astype(np.int32)
    if name == "overlapping_stores":
        f = x["floats"]
        out = np.where(np.arange(32) < 16, f, 0).astype(np.float32)
        out[16:20] = [f[0] * np.float32(2), f[0] + np.float32(1), f[8] * np.float32(2), f[8] + np.float32(1)]
        return out
    if name == "divergent_exchange":
        v, s, out = x["divergent"].astype(np.int64), np.zeros(64, np.int64), np.zeros(64, np.int64)
        for base in (0, 32):
            low = range(base, base + 16)
            for t in low:                     # each instruction for every active lane, in order
                s[t] = v[t] * 5
            for t in low:
                out[t] = s[t ^ 1] + s[t ^ 2]
            acc = {t: int(v[t]) for t in range(base + 16, base + 32)}
            for k in range(32):
                active = [t for t in acc if k < t % 32 - 14]
                for t in active:
                    s[t] = acc[t] + k
                for t in active:
                    acc[t] += s[base + 16 + (t % 32 + 1) % 16]
            for t, a in acc.items():
                out[t] = a
        return out.astype(np.int32)
    raise KeyError(name)


def run(src, name, x):
    m = ptxmodule.load(src)
    if name in ("warp_reduce", "block_sum"):
        out = np.zeros(4, np.int32)
        m.launch(name, 4, 128, [x["reduce"], out])
    elif name == "lane0_broadcast":
        out = np.zeros(128, np.int32)
        m.launch(name, 1, 128, [x["broadcast"], out, 5])
    elif name == "warp_scan":
        out = np.zeros(128, np.int32)
        m.launch(name, 1, 128, [x["scan"], out])
    elif name == "overlapping_stores":
        out = np.zeros(32, np.float32)
        m.launch(name, 1, 32, [x["floats"], out])
    else:
        out = np.zeros(64, np.int32)
        m.launch(name, 1, 64, [x["divergent"], out])
    return out


def lockstep_report(src):
    return after_pass(ModuleTranslator(parse(src, "lockstep.ptx")), "lockstep")


@pytest.mark.parametrize("tier", ["baseline", "quick", "full"])
def test_pre_volta_kernels_get_a_lockstep_warps_answers(monkeypatch, tier):
    monkeypatch.setenv("ZLUDA_CPU_TIER", tier)
    x = _inputs()
    for name in WARP_SYNCHRONOUS + ("block_sum",):
        np.testing.assert_array_equal(run(OLD, name, x), expected(name, x), err_msg=f"{name} at {tier}")


def test_the_same_kernels_built_for_sm75_run_lane_by_lane_and_differ():
    """Without the mode each kernel is a reproducer: the lane-serial answer is another."""
    report = lockstep_report(MODERN)
    assert "warp_scan: not lockstep (target sm_75)" in report
    x = _inputs()
    for name in WARP_SYNCHRONOUS:
        assert not np.array_equal(run(MODERN, name, x), expected(name, x)), name
    np.testing.assert_array_equal(run(MODERN, "block_sum", x), expected("block_sum", x))


def test_always_puts_modern_kernels_in_lockstep(monkeypatch):
    monkeypatch.setenv("ZLUDA_LOCKSTEP", "always")
    assert "warp_scan: lockstep (ZLUDA_LOCKSTEP=always)" in lockstep_report(MODERN)
    x = _inputs()
    for name in WARP_SYNCHRONOUS:
        np.testing.assert_array_equal(run(MODERN, name, x), expected(name, x), err_msg=name)


def test_named_kernels_run_in_lockstep_and_the_others_do_not(monkeypatch):
    monkeypatch.setenv("ZLUDA_LOCKSTEP_KERNELS", "warp_scan, overlapping_*")
    report = lockstep_report(MODERN)
    assert "overlapping_stores: lockstep (named by ZLUDA_LOCKSTEP_KERNELS)" in report
    assert "warp_reduce: not lockstep (target sm_75)" in report
    x = _inputs()
    for name in ("warp_scan", "overlapping_stores"):
        np.testing.assert_array_equal(run(MODERN, name, x), expected(name, x), err_msg=name)
    assert not np.array_equal(run(MODERN, "warp_reduce", x), expected("warp_reduce", x))


def test_never_turns_it_off_for_old_code(monkeypatch):
    monkeypatch.setenv("ZLUDA_LOCKSTEP", "never")
    assert "warp_reduce: not lockstep (ZLUDA_LOCKSTEP=never)" in lockstep_report(OLD)
    x = _inputs()
    assert not np.array_equal(run(OLD, "warp_reduce", x), expected("warp_reduce", x))


KERNEL = """
.version {version}
.target {target}
.address_size 64
.visible .entry k(.param .u64 out)
{{
    .reg .b32 %r<6>;
    .reg .b64 %rd<3>;
    {shared}
    mov.u32 %r1, %tid.x;
    {body}
    ld.param.u64 %rd1, [out];
    mul.wide.u32 %rd2, %r1, 4;
    add.s64 %rd1, %rd1, %rd2;
    st.global.u32 [%rd1], %r1;
    ret;
}}
"""
SHARED_TRADE = ".shared .align 4 .b32 s[32];", "mov.u32 %r2, s;\n st.shared.u32 [%r2], %r1;\n ld.shared.u32 %r1, [%r2];"


@pytest.mark.parametrize("version, target, shared, body, verdict", [
    ("6.2", "sm_61", *SHARED_TRADE, "lockstep (target sm_61, no .sync warp instruction)"),
    ("6.2", "sm_61", SHARED_TRADE[0], SHARED_TRADE[1] + "\n shfl.sync.bfly.b32 %r3, %r1, 1, 31, -1;",
     "not lockstep (target sm_61, but .sync warp instructions)"),
    ("6.2", "sm_61", SHARED_TRADE[0], SHARED_TRADE[1] + "\n bar.warp.sync -1;",
     "not lockstep (target sm_61, but .sync warp instructions)"),
    ("5.0", "sm_52", "", "add.s32 %r1, %r1, 1;", "not lockstep (no shared memory)"),
    ("7.0", "sm_70", *SHARED_TRADE, "not lockstep (target sm_70)"),
])
def test_which_kernels_auto_mode_takes(version, target, shared, body, verdict):
    src = KERNEL.format(version=version, target=target, shared=shared, body=body)
    assert f"k: {verdict}" in lockstep_report(src)


def test_a_store_in_a_divergent_branch_waits_only_for_the_lanes_in_it():
    """The barrier between the branch's store and its loads lies inside the branch, before
    the jump out of it: the lanes that took the other way (into a loop of their own, with
    barriers of its own) are not waited for, and the run above did not deadlock."""
    report = lockstep_report(OLD)
    body = report.split("; divergent_exchange:")[1].split("\n; ")[0]
    lines = [ln.strip() for ln in body.splitlines()]
    first_store = next(i for i, ln in enumerate(lines) if ln.startswith("st.volatile.shared"))
    after = lines[first_store + 1:]
    leave = next(i for i, ln in enumerate(after) if ln.startswith("bra.uni"))
    assert after.index("zk.lockstep;") < leave


def barriers(report, function):
    """The lockstep barriers the pass gave `function` (0 when it gave none)."""
    for line in report.splitlines():
        if line.startswith(f"; {function}: "):
            return int(line.split(": ")[1].split()[0])
    return 0


TWO_ARRAYS = """
.version 6.0
.target sm_52
.address_size 64
.visible .entry tiles(.param .u64 p)
{
    .reg .b32 %r<8>;
    .reg .b64 %rd<4>;
    .shared .align 4 .b32 a[32];
    .shared .align 4 .b32 b[32];
    ld.param.u64 %rd1, [p];
    cvta.to.global.u64 %rd2, %rd1;
    mov.u32 %r1, %tid.x;
    shl.b32 %r2, %r1, 2;
    mov.u32 %r3, a;
    add.s32 %r4, %r3, %r2;
    mov.u32 %r5, b;
    add.s32 %r6, %r5, %r2;
    st.shared.u32 [%r4], %r1;
    st.shared.u32 [%r6], %r1;
    bar.sync 0;
    ld.shared.u32 %r7, [a+4];
    st.u32 [%rd1], %r7;
    ld.u32 %r7, [%rd1+4];
    st.global.u32 [%rd2+8], %r7;
    ret;
}
"""


def test_accesses_of_two_shared_arrays_and_of_kernel_parameters_need_no_barrier():
    """A tile of `a` and one of `b` stored one after the other (a tiled matmul's loads)
    never meet; generic accesses through a kernel's pointer parameter reach no shared
    memory."""
    report = lockstep_report(TWO_ARRAYS)
    assert "tiles: lockstep (target sm_52, no .sync warp instruction)" in report
    assert barriers(report, "tiles") == 0


def test_stores_into_one_array_and_through_unknown_pointers_wait():
    """Two stores into the same array do get one; a generic access through a pointer that
    a function receives may reach shared memory (llama.cpp's stores are of that kind)."""
    same = TWO_ARRAYS.replace("mov.u32 %r5, b;", "mov.u32 %r5, a;")
    assert barriers(lockstep_report(same), "tiles") == 1
    func = """
.version 6.0
.target sm_52
.address_size 64
.func put(.param .b64 q)
{
    .reg .b32 %r<3>;
    .reg .b64 %rd<2>;
    ld.param.u64 %rd1, [q];
    mov.u32 %r1, %tid.x;
    st.u32 [%rd1], %r1;
    ld.u32 %r2, [%rd1+4];
    st.u32 [%rd1+8], %r2;
    ret;
}
.visible .entry k()
{
    .reg .b64 %rd<2>;
    .shared .align 4 .b32 s[32];
    mov.u64 %rd1, s;
    cvta.shared.u64 %rd1, %rd1;
    {
    .param .b64 q;
    st.param.b64 [q], %rd1;
    call.uni put, (q);
    }
    ret;
}
"""
    report = lockstep_report(func)
    assert barriers(report, "put") == 3 and barriers(report, "k") == 0


# lanes 0-31 each store a word of `buf` (global memory), then lane 0 sums what its warp
# stored, with no barrier between (HeCBench's chacha20 decodes its key that way)
GLOBAL_TRADE = """
.version 7.0
.target sm_80
.address_size 64
.visible .entry lane0_sums_global(.param .u64 inp, .param .u64 buf, .param .u64 out)
{
    .reg .pred %p<3>;
    .reg .b32 %r<6>;
    .reg .b64 %rd<10>;
    ld.param.u64 %rd1, [inp];
    ld.param.u64 %rd2, [buf];
    ld.param.u64 %rd3, [out];
    cvta.to.global.u64 %rd1, %rd1;
    cvta.to.global.u64 %rd2, %rd2;
    mov.u32 %r1, %tid.x;
    mul.wide.u32 %rd4, %r1, 4;
    add.s64 %rd5, %rd1, %rd4;
    ld.global.u32 %r2, [%rd5];
    add.s64 %rd6, %rd2, %rd4;
    mul.lo.s32 %r2, %r2, 3;
    st.global.u32 [%rd6], %r2;
    setp.ne.s32 %p1, %r1, 0;
    @%p1 bra DONE;
    mov.u32 %r3, 0;
    mov.u32 %r4, 0;
SUM:
    mul.wide.u32 %rd7, %r4, 4;
    add.s64 %rd8, %rd2, %rd7;
    ld.global.u32 %r5, [%rd8];
    add.s32 %r3, %r3, %r5;
    add.s32 %r4, %r4, 1;
    setp.lt.u32 %p2, %r4, 32;
    @%p2 bra SUM;
    st.u32 [%rd3], %r3;
DONE:
    ret;
}
"""


def _lane0_sum(src):
    x = np.arange(1, 33, dtype=np.int32)
    buf, out = np.zeros(32, np.int32), np.zeros(1, np.int32)
    ptxmodule.load(src).launch("lane0_sums_global", 1, 32, [x, buf, out])
    return int(out[0]), int(x.sum()) * 3


def test_global_memory_orders_only_when_asked(monkeypatch):
    """By default the barriers order shared memory only: the kernel has none, runs lane by
    lane, and lane 0 sums a buffer the other lanes have not written yet. With
    ZLUDA_LOCKSTEP_MEMORY=all its global stores and loads wait for the warp."""
    monkeypatch.setenv("ZLUDA_LOCKSTEP_KERNELS", "lane0_*")
    # (lane 0's loop stepped would run after every lane's store: regions.counted_loop)
    monkeypatch.setenv("ZLUDA_CPU_LOOP_STEPS", "0")
    assert "lane0_sums_global: not lockstep (no shared memory)" in lockstep_report(GLOBAL_TRADE)
    got, want = _lane0_sum(GLOBAL_TRADE)
    assert got != want
    monkeypatch.setenv("ZLUDA_LOCKSTEP_MEMORY", "all")
    report = lockstep_report(GLOBAL_TRADE)
    assert "lane0_sums_global: lockstep (named by ZLUDA_LOCKSTEP_KERNELS)" in report
    assert barriers(report, "lane0_sums_global") >= 1
    got, want = _lane0_sum(GLOBAL_TRADE)
    assert got == want
