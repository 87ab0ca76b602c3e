"""Region kernels with nvcc's call sequences (regions._call_block_params): the `.param`
variables of a straight-line `{ }` block (st.param, call) carry nothing across a
suspension, so an `assert` before a barrier no longer sends a kernel to the coroutine
path; a `.param` variable anywhere else still does."""

import numpy as np
import pytest

from zluda.cpu import LaunchError, ptxmodule, set_assert_handler
from zluda.ptx import parse
from zluda.translate import regions
from zluda.translate.module import translate

HEADER = """.version 8.0
.target sm_80
.address_size 64
.extern .func __assertfail
(
    .param .b64 p0, .param .b64 p1, .param .b32 p2, .param .b64 p3, .param .b64 p4
)
;
.global .align 1 .b8 msg[6] = {120, 32, 62, 32, 48, 0};
"""

CALL_BLOCK = """
    mov.u64 %m, msg;
    cvta.global.u64 %m, %m;
    {
    .param .b64 param0;
    st.param.b64 [param0+0], %m;
    .param .b64 param1;
    st.param.b64 [param1+0], %m;
    .param .b32 param2;
    st.param.b32 [param2+0], 7;
    .param .b64 param3;
    st.param.b64 [param3+0], %m;
    .param .b64 param4;
    st.param.b64 [param4+0], 1;
    call.uni __assertfail, (param0, param1, param2, param3, param4);
    }
"""


def kernel(call_block=CALL_BLOCK):
    """Each thread asserts its input is positive, then the block reverses the inputs
    through shared memory across a barrier."""
    return HEADER + """
.visible .entry k(.param .u64 xp, .param .u64 outp)
{
    .reg .pred %p<2>;
    .reg .b32 %r<6>;
    .reg .b64 %x, %o, %a, %m;
    .shared .align 4 .b32 buf[64];
    ld.param.u64 %x, [xp];
    ld.param.u64 %o, [outp];
    mov.u32 %r1, %tid.x;
    mul.wide.u32 %a, %r1, 4;
    add.s64 %x, %x, %a;
    add.s64 %o, %o, %a;
    ld.global.u32 %r2, [%x];
    setp.gt.s32 %p1, %r2, 0;
    @%p1 bra OK;
""" + call_block + """
OK:
    mov.u32 %r3, buf;
    mul.lo.u32 %r4, %r1, 4;
    add.u32 %r4, %r3, %r4;
    st.shared.u32 [%r4], %r2;
    bar.sync 0;
    mov.u32 %r5, %ntid.x;
    sub.u32 %r5, %r5, %r1;
    sub.u32 %r5, %r5, 1;
    mul.lo.u32 %r5, %r5, 4;
    add.u32 %r5, %r3, %r5;
    ld.shared.u32 %r2, [%r5];
    st.global.u32 [%o], %r2;
    ret;
}
"""


def test_an_assert_before_a_barrier_runs_as_region_code():
    src = kernel()
    assert translate(parse(src, "t.ptx"), only=["k"]).kernels["k"].regions
    n = 64
    x = np.arange(1, n + 1, dtype=np.int32)
    out = np.zeros(n, np.int32)
    failures = []
    set_assert_handler(lambda msg, file, line, fn: failures.append(msg))
    try:
        m = ptxmodule.load(src)
        m.launch("k", 1, n, [x, out])
        assert failures == []
        np.testing.assert_array_equal(out, x[::-1])
        x[5] = -1
        with pytest.raises(LaunchError):
            m.launch("k", 1, n, [x, out])
    finally:
        set_assert_handler(None)
    assert failures and failures[0] == "x > 0"


@pytest.mark.parametrize("where,block", [
    # a .param variable outside any block
    ("body", "\n.param .b64 loose;\nst.param.b64 [loose+0], %m;\n" + CALL_BLOCK),
    # a block a thread can branch inside
    ("label", CALL_BLOCK.replace("call.uni", "IN:\n    call.uni")),
    # a block that waits for the others
    ("barrier", CALL_BLOCK.replace("call.uni", "bar.sync 0;\n    call.uni")),
])
def test_other_param_variables_keep_the_coroutine_path(where, block):
    mod = parse(kernel(block), "t.ptx")
    assert regions.rejection(mod.functions["k"], mod.functions, set()).startswith(".param variable"), where
