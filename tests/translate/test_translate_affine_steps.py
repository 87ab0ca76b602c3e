"""Loop induction registers read as t + u at loop steps (RegionTranslator.
_region_affine_resume, the group's affine_check): per-thread partial sums of strided loops
against numpy, with the induction register thread-affine (the fast path), not affine
(`c = 2 * tid`: the check on the way in fails), stepped twice per iteration (not a
candidate), and with rows whose length leaves threads at different iterations (the group
stops being uniform); loop steps on and off, and the coroutine path."""

import re

import numpy as np
import pytest

from zluda.cpu import ptxmodule
from zluda.ptx import parse
from zluda.translate.module import translate

HEADER = ".version 8.0\n.target sm_80\n.address_size 64\n"

# out[ctaid * ntid + tid] = sum of x[ctaid * n + c] for c = START; c < n; c += STEP,
# then a barrier (which makes it a region kernel with loop steps)
KERNEL = HEADER + r"""
.visible .entry k(.param .u64 out, .param .u64 inp, .param .u32 n)
{
    .reg .b32 %r<12>;
    .reg .f32 %f<4>;
    .reg .b64 %rd<10>;
    .reg .pred %p<3>;
    ld.param.u64 %rd1, [out];
    ld.param.u64 %rd2, [inp];
    ld.param.u32 %r1, [n];
    mov.u32 %r2, %tid.x;
    mov.u32 %r3, %ntid.x;
    mov.u32 %r4, %ctaid.x;
    mul.wide.u32 %rd3, %r4, %r1;
    START
    mov.f32 %f1, 0f00000000;
    setp.ge.s32 %p1, %r5, %r1;
    @%p1 bra DONE;
    PRE
LOOP:
    cvt.s64.s32 %rd4, %r5;
    add.s64 %rd5, %rd3, %rd4;
    shl.b64 %rd6, %rd5, 2;
    add.s64 %rd7, %rd2, %rd6;
    ld.global.f32 %f2, [%rd7];
    add.f32 %f1, %f1, %f2;
    STEP
    setp.lt.s32 %p2, %r5, %r1;
    @%p2 bra LOOP;
DONE:
    bar.sync 0;
    mad.lo.s32 %r8, %r4, %r3, %r2;
    mul.wide.u32 %rd8, %r8, 4;
    add.s64 %rd9, %rd1, %rd8;
    st.global.f32 [%rd9], %f1;
    ret;
}
"""

VARIANTS = {
    # c = tid; c += ntid: thread-affine
    "affine": ("mov.u32 %r5, %r2;", "add.s32 %r5, %r5, %r3;", lambda t, nt: (t, nt)),
    # the same, the step register computed behind the loop's divergent guard (layernorm's
    # first loop): the same in every thread that computed it
    "stride-behind-guard": ("mov.u32 %r5, %r2;", "add.s32 %r5, %r5, %r10;", lambda t, nt: (t, nt),
                            "mov.u32 %r11, %ntid.x;\n    mul.lo.s32 %r10, %r11, 1;"),
    # c = 2 * tid; c += 2 * ntid: the check on the way in fails
    "not-affine": ("shl.b32 %r5, %r2, 1;\n    shl.b32 %r9, %r3, 1;", "add.s32 %r5, %r5, %r9;",
                   lambda t, nt: (2 * t, 2 * nt)),
    # two steps of ntid / 2 (not a candidate: written twice)
    "two-steps": ("mov.u32 %r5, %r2;\n    shr.u32 %r9, %r3, 1;", "add.s32 %r5, %r5, %r9;\n    add.s32 %r5, %r5, %r9;",
                  lambda t, nt: (t, nt)),
}


def _want(x, rows, n, block, variant):
    out = np.zeros(rows * block, np.float32)
    for r in range(rows):
        for t in range(block):
            start, step = VARIANTS[variant][2](t, block)
            out[r * block + t] = np.float32(x[r, start:n:step].astype(np.float32).sum(dtype=np.float32)) \
                if start < n else 0
    return out


@pytest.mark.parametrize("variant", list(VARIANTS))
@pytest.mark.parametrize("block,n", [(64, 1024), (256, 1000), (96, 70), (128, 5)])
@pytest.mark.parametrize("env", [{}, {"ZLUDA_CPU_LOOP_STEPS": "0"}, {"ZLUDA_CPU_REGIONS": "0"}],
                         ids=["steps", "whole-loops", "coroutines"])
def test_strided_row_sums(monkeypatch, variant, block, n, env):
    for k, v in env.items():
        monkeypatch.setenv(k, v)
    src = _source(variant)
    assert translate(parse(src, "t.ptx"), only=["k"]).kernels["k"].regions is (not env.get("ZLUDA_CPU_REGIONS"))
    rows = 3
    # small integers: the sums are exact in any order
    x = np.random.default_rng(block + n).integers(-8, 8, (rows, n)).astype(np.float32)
    out = np.zeros(rows * block, np.float32)
    ptxmodule.load(src).launch("k", rows, block, [out, x, n])
    np.testing.assert_array_equal(out, _want(x, rows, n, block, variant))


def _source(variant):
    start, step, _, *pre = VARIANTS[variant]
    return KERNEL.replace("START", start).replace("STEP", step).replace("PRE", pre[0] if pre else "")


def test_a_stride_behind_a_guard_gets_the_affine_check():
    # the group checks the induction on the way in (kernel_abi's affine blocks) where the
    # step is the same in every thread, computed before the guard or behind it
    checked = {}
    for variant in ("affine", "stride-behind-guard", "two-steps"):
        checked[variant] = bool(re.search(r'label %"affine\d+"', translate(parse(_source(variant), "t.ptx")).ir_text))
    assert checked == {"affine": True, "stride-behind-guard": True, "two-steps": False}


def _recorded(src):
    from zluda.translate import regions
    from zluda.translate.scope import resolve
    fn = parse(src, "t.ptx").kernels["k"]
    scope = resolve(fn, {p.name: p.name for p in fn.params})
    found = {}
    regions.loop_steps(scope.statements, scope.labels, found)
    return sorted((role, sorted(ind)) for _, role, ind in found.values())


def test_loop_steps_record_induction_registers():
    src = _source("affine")
    assert _recorded(src) == [("back", ["%r5"]), ("in", ["%r5"]), ("out", ["%r5"])]
    # written twice in the body: not an induction
    assert _recorded(_source("two-steps")) == [("back", []), ("in", []), ("out", [])]
    # a branch from outside into the body: threads may skip the way-in step
    start, step, _ = VARIANTS["affine"]
    plain = KERNEL.replace("PRE", "").replace("START", start)
    into = plain.replace("STEP", "MID:\n    " + step).replace("@%p1 bra DONE;", "@%p1 bra MID;")
    assert _recorded(into) == [("back", []), ("in", []), ("out", [])]
    # a branch inside the body: a thread may skip the step in an iteration (only read, never run)
    skip = plain.replace(
        "STEP", "setp.eq.s32 %p2, %r2, 7;\n    @%p2 bra SKIP;\n    " + step + "\nSKIP:")
    assert _recorded(skip) == [("back", []), ("in", []), ("out", [])]
