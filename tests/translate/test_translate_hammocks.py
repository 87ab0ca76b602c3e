"""Short branches over side-effect-free code run as predicated instructions
(zluda/translate/hammocks.py): which branches are rewritten, that a speculated
shared-memory load whose address is far outside the block's shared memory in the threads
that skip it neither faults nor changes their registers (barrier-free and region kernels,
each tier), and the point of it: the block scan's `if (w > 0) v += warp_tot[w - 1]`
no longer gathers."""

import numpy as np
import pytest

from zluda.cpu import ptxmodule
from zluda.cpu import jit
from zluda.cpu.h200_cases import kernel_ptx
from zluda.ptx import ast, parse
from zluda.translate import dataflow, hammocks
from zluda.translate.opcodes import WARP_SYNC_OPCODES
from zluda.translate.module import translate
from zluda.translate.scope import resolve

HEADER = ".version 8.0\n.target sm_80\n.address_size 64\n"

# out[t] = x[t] + (warp w = t / 32 even ? s[w] : 0), s[t] = t; the threads of odd warps,
# which skip the load, compute an address 2^31 bytes away (their load must not happen,
# or must not fault); the address is the same in a warp's lanes, as hammocks asks
SKIP = HEADER + r"""
.visible .entry skip(.param .u64 x, .param .u64 out)
{{
    .shared .align 4 .b8 s[4096];
    .reg .pred %p<3>;
    .reg .b32 %t, %r<12>;
    .reg .b64 %rd<6>;
    ld.param.u64 %rd1, [x];
    ld.param.u64 %rd2, [out];
    mov.u32 %t, %tid.x;
    mul.wide.u32 %rd3, %t, 4;
    add.s64 %rd4, %rd1, %rd3;
    ld.global.u32 %r1, [%rd4];
    mov.u32 %r2, s;
    shl.b32 %r3, %t, 2;
    add.s32 %r4, %r2, %r3;
    st.shared.u32 [%r4], %t;
    {barrier}
    shr.u32 %r5, %t, 5;
    and.b32 %r6, %r5, 1;
    setp.ne.u32 %p1, %r6, 0;
    mul.lo.u32 %r9, %r6, 0x7fffff00;
    shl.b32 %r7, %r5, 2;
    add.s32 %r8, %r2, %r7;
    add.s32 %r10, %r8, %r9;
    @%p1 bra SKIPPED;
    ld.shared.u32 %r11, [%r10];
    add.s32 %r1, %r1, %r11;
SKIPPED:
    add.s64 %rd5, %rd2, %rd3;
    st.global.u32 [%rd5], %r1;
    ret;
}}
"""


@pytest.mark.parametrize("tier", ["quick", "full", "baseline"])
@pytest.mark.parametrize("barrier", [True, False], ids=["region", "thread-loop"])
@pytest.mark.parametrize("block", [1024, 96, 7])
def test_a_speculated_load_far_out_of_bounds(monkeypatch, tier, barrier, block):
    monkeypatch.setenv("ZLUDA_CPU_TIER", tier)
    x = np.random.default_rng(block).integers(0, 1 << 20, block).astype(np.uint32)
    out = np.zeros_like(x)
    ptxmodule.load(SKIP.format(barrier="bar.sync 0;" if barrier else "")).launch("skip", 1, block, [x, out])
    w = np.arange(block) // 32
    odd = w % 2 == 1
    np.testing.assert_array_equal(out[odd], x[odd])
    if barrier:   # (without one, warp w's reader may run before thread w stored s[w])
        np.testing.assert_array_equal(out[~odd], x[~odd] + w[~odd])


def _scope(text, name):
    fn = parse(text, "t.ptx").kernels[name]
    return resolve(fn, {p.name: p.name for p in fn.params})


def _statements(text, name):
    return _scope(text, name).statements


def _guarded(statements):
    return [st.opcode for st in statements if isinstance(st, ast.Instruction) and st.guard is not None
            and st.opcode != "bra"]


def _converted(text, keep=frozenset()):
    scope = _scope(text, "skip")
    return _guarded(hammocks.predicate(scope.statements, dataflow.constant_registers(scope), keep))


LOAD = "ld.shared.u32 %r11, [%r10];\n    add.s32 %r1, %r1, %r11;"


def test_which_branches_become_predicates():
    text = SKIP.format(barrier="bar.sync 0;")
    assert _converted(text) == ["ld", "add"]
    out = hammocks.predicate(_statements(text, "skip"), dataflow.constant_registers(_scope(text, "skip")))
    assert all(st.guard.negated for st in out if isinstance(st, ast.Instruction) and st.guard is not None)
    assert not any(isinstance(st, ast.Instruction) and st.opcode == "bra" for st in out)
    # a store, a global load, a division (its emitter's checks), four instructions, a
    # shared load at a per-thread address (a vector load under its mask already): left
    for body_text in ("st.shared.u32 [%r10], %r1;", "ld.global.u32 %r11, [%rd4];\n    add.s32 %r1, %r1, %r11;",
                      "div.u32 %r1, %r1, %r6;", LOAD + "\n    add.s32 %r1, %r1, 1;\n    add.s32 %r1, %r1, 2;",
                      "ld.shared.u32 %r11, [%r4];\n    add.s32 %r1, %r1, %r11;"):
        assert _converted(text.replace(LOAD, body_text)) == [], body_text
    # the skipped code writes the branch's own predicate: left
    assert _converted(text.replace("add.s32 %r1, %r1, %r11;", "setp.eq.u32 %p1, %r11, 0;")) == []
    # a writer of a register kept unguarded (a region kernel's constant register): left
    assert _converted(text, {"%r1"}) == []


def test_the_scan_reads_the_previous_warp_total_without_a_gather():
    optimised = str(jit.optimise(translate(parse(kernel_ptx("scan").read_text(), "scan.ptx")).ir_text, "full"))
    assert "masked.gather" not in optimised.replace("declare", "")


def test_a_register_only_a_hammock_writes_and_reads_gets_no_row(monkeypatch):
    # the scan's `@!p ld.shared %r67, [%r9+-4]; @!p add %r70, %r67, %r70`: a guarded write
    # kills nothing in liveness, so liveness taken after hammocks has %r67 live from the
    # kernel's start across every suspension; the region code then kept it in a row of
    # its own, stored under the guard's mask in the last region. Liveness is taken before.
    from zluda.translate.region_lowering import RegionTranslator
    text = kernel_ptx("scan").read_text()
    scope = _scope(text, "scan_block")
    after = hammocks.predicate(scope.statements, dataflow.constant_registers(scope))
    scope.statements = after
    assert any("%r67" in keys for keys in dataflow.live_across(scope, WARP_SYNC_OPCODES).values())
    rows = {}
    prologue = RegionTranslator._before_registers

    def record(self):
        prologue(self)
        rows.update(self.region_rows)
    monkeypatch.setattr(RegionTranslator, "_before_registers", record)
    translate(parse(text, "scan.ptx"))
    assert "%r70" in rows   # live across the barriers and the shuffles (%r68, x, across its
    # shuffle only as the value it contributes, is read back from the snapshot instead)
    assert "%r67" not in rows
