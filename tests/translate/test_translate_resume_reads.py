"""Region kernels reload at a resume only the kept registers that the region reads
(dataflow.read_after_resume): a register carried past a barrier whose region does not
read it keeps its value in its row. The kernel below carries %r2 through two regions
that do not read it; one of them writes it only where a branch is taken, which the pass
predicate_hammocks turns into a guarded write, emitted as a select of the old value: that
write counts as a read, or threads that skip it would store a value never loaded."""

import numpy as np
import pytest

from zluda.cpu import ptxmodule
from zluda.ptx import parse
from zluda.translate import pass_output
from zluda.translate.module import ModuleTranslator, translate

CARRY = r"""
.version 8.0
.target sm_80
.address_size 64
.visible .entry carry(.param .u64 out)
{
    .shared .align 4 .b8 s[4096];
    .reg .pred %p<4>;
    .reg .b32 %r<16>;
    .reg .b64 %rd<8>;
    ld.param.u64 %rd1, [out];
    mov.u32 %r1, %tid.x;
    mul.lo.s32 %r2, %r1, 3;
    add.s32 %r2, %r2, 5;
    shl.b32 %r5, %r1, 2;
    mov.u32 %r6, s;
    add.s32 %r7, %r6, %r5;
    st.shared.u32 [%r7], %r1;
    bar.sync 0;
    ld.shared.u32 %r3, [%r7];
    bar.sync 0;
    setp.lt.u32 %p1, %r3, 40;
    @%p1 bra KEEP;
    mov.u32 %r2, 1000;
KEEP:
    st.shared.u32 [%r7], %r3;
    bar.sync 0;
    add.s32 %r4, %r2, %r3;
    mul.wide.u32 %rd2, %r1, 4;
    add.s64 %rd3, %rd1, %rd2;
    st.global.u32 [%rd3], %r4;
    ret;
}
"""


def _reads():
    text = pass_output.after_pass(ModuleTranslator(parse(CARRY, "carry.ptx")), "resume_reads")
    return [line.split("read:")[1].split() for line in text.splitlines() if "read:" in line]


def test_reads_after_each_barrier():
    first, second, third = _reads()
    assert "%r2" not in first            # carried past: not reloaded there
    assert "%r2" in second               # the guarded write keeps the old value
    assert "%r2" in third and "%r3" in third


@pytest.mark.parametrize("block", [128, 64, 33])
def test_carried_register_keeps_its_value(block):
    assert translate(parse(CARRY, "carry.ptx")).kernels["carry"].regions
    out = np.zeros(block, np.uint32)
    ptxmodule.load(CARRY).launch("carry", 1, block, [out])
    t = np.arange(block, dtype=np.uint32)
    np.testing.assert_array_equal(out, np.where(t < 40, 3 * t + 5, 1000) + t)
