"""Addresses computed as base + offset reach LLVM as getelementptr(base, offset)
(zluda/translate/address_split.py): only where the add that computed the address
register is the one that reaches the access with both operands unchanged; the results
are the same, and consecutive threads' accesses become vector loads, not gathers."""

import numpy as np

import zluda.ptx as ptx
from zluda.cpu import ptxmodule
from zluda.cpu import jit
from zluda.ptx import ast
from zluda.translate.address_split import analyse
from zluda.translate.module import translate
from zluda.translate.scope import resolve

HEADER = ".version 8.0\n.target sm_80\n.address_size 64\n"


def _splits(body: str, count: list | None = None) -> dict:
    """{address register: (base, offset) as text} for every split access of kernel k
    (`count`, a list, gets the number of split accesses appended)."""
    text = HEADER + """.visible .entry k(.param .u64 a, .param .u64 b)
{
    .reg .b32 %r<8>;
    .reg .b64 %rd<12>;
    .reg .f32 %f<4>;
    .reg .pred %p<2>;
    ld.param.u64 %rd1, [a];
    ld.param.u64 %rd2, [b];
    cvta.to.global.u64 %rd3, %rd1;
    mov.u32 %r1, %tid.x;
""" + body + "\n    ret;\n}\n"
    fn = ptx.parse(text, "k.ptx").functions["k"]
    scope = resolve(fn, {p.name: p.name for p in fn.params})
    out = {}
    found = analyse(scope.statements)
    if count is not None:
        count.append(len(found))
    for (_, reg), split in found.items():
        def name(op):
            if isinstance(op, tuple):
                return "*".join(name(o) for o in op)
            return op.name if isinstance(op, ast.Register) else str(op.value)
        out[reg] = (name(split.base), name(split.offset))
    return out


def test_add_then_access_is_split_with_the_pointer_as_base():
    assert _splits("""
    mul.wide.s32 %rd4, %r1, 4;
    add.s64 %rd5, %rd4, %rd3;
    ld.global.f32 %f1, [%rd5];
    st.global.f32 [%rd5+4], %f1;""") == {"%rd5": ("%rd3", "%rd4")}


def test_mad_wide_is_split():
    assert _splits("""
    mad.wide.s32 %rd5, %r1, 4, %rd3;
    ld.global.f32 %f1, [%rd5];""") == {"%rd5": ("%rd3", "%r1*4")}


def test_no_split_when_an_operand_changed_after_the_add():
    assert _splits("""
    mul.wide.s32 %rd4, %r1, 4;
    add.s64 %rd5, %rd3, %rd4;
    mov.u64 %rd4, 0;
    ld.global.f32 %f1, [%rd5];""") == {}


def test_no_split_across_a_label_a_branch_reaches_past_the_add_or_after_a_guarded_add_or_a_self_update():
    assert _splits("""
    setp.eq.s32 %p1, %r1, 0;
    @%p1 bra L1;
    mul.wide.s32 %rd4, %r1, 4;
    add.s64 %rd5, %rd3, %rd4;
L1:
    ld.global.f32 %f1, [%rd5];
    @%p1 add.s64 %rd6, %rd3, %rd4;
    ld.global.f32 %f1, [%rd6];
    add.s64 %rd3, %rd3, %rd4;
    ld.global.f32 %f1, [%rd3];""") == {}


def test_split_across_labels_where_the_add_reaches_every_path():
    # adamw_kernel3's shape: the address computed before a two-way branch, used on both
    # sides and after they join (forward branches only: each statement runs once)
    count = []
    assert _splits("""
    mul.wide.s32 %rd4, %r1, 2;
    add.s64 %rd5, %rd3, %rd4;
    setp.eq.s32 %p1, %r1, 0;
    @%p1 bra L3;
    ld.global.f32 %f1, [%rd5];
    bra.uni L4;
L3:
    ld.global.f32 %f1, [%rd5+4];
L4:
    st.global.f32 [%rd5], %f1;""", count) == {"%rd5": ("%rd3", "%rd4")}
    assert count == [3]


def test_no_split_across_labels_in_a_loop_or_after_an_operand_changed():
    # a backward branch: the add's operands may change on the next trip before the access
    assert _splits("""
    mul.wide.s32 %rd4, %r1, 4;
    add.s64 %rd5, %rd3, %rd4;
L1:
    ld.global.f32 %f1, [%rd5];
    add.s32 %r1, %r1, 1;
    setp.lt.s32 %p1, %r1, 8;
    @%p1 bra L1;""") == {}
    assert _splits("""
    mul.wide.s32 %rd4, %r1, 4;
    add.s64 %rd5, %rd3, %rd4;
    setp.eq.s32 %p1, %r1, 0;
    @%p1 bra L1;
    mov.u64 %rd4, 0;
L1:
    ld.global.f32 %f1, [%rd5];""") == {}
    # the address register written twice (once on a side path)
    assert _splits("""
    mul.wide.s32 %rd4, %r1, 4;
    add.s64 %rd5, %rd3, %rd4;
    setp.eq.s32 %p1, %r1, 0;
    @%p1 bra L1;
    mov.u64 %rd5, %rd3;
L1:
    ld.global.f32 %f1, [%rd5];""") == {}


def test_no_split_across_labels_past_a_suspend_site():
    assert _splits("""
    mul.wide.s32 %rd4, %r1, 4;
    add.s64 %rd5, %rd3, %rd4;
    bar.sync 0;
L1:
    st.global.f32 [%rd5], %f1;""") == {}


MASTER = HEADER + """.visible .entry k(.param .u64 x, .param .u64 m, .param .u32 n)
{
    .reg .b32 %r<8>;
    .reg .b64 %rd<12>;
    .reg .f32 %f<4>;
    .reg .pred %p<4>;
    ld.param.u64 %rd1, [x];
    ld.param.u64 %rd2, [m];
    ld.param.u32 %r5, [n];
    mov.u32 %r1, %tid.x;
    mov.u32 %r2, %ctaid.x;
    mov.u32 %r3, %ntid.x;
    mad.lo.s32 %r4, %r2, %r3, %r1;
    setp.ge.s32 %p1, %r4, %r5;
    @%p1 bra DONE;
    cvta.to.global.u64 %rd3, %rd1;
    mul.wide.s32 %rd4, %r4, 4;
    add.s64 %rd5, %rd3, %rd4;
    setp.eq.s64 %p2, %rd2, 0;
    cvta.to.global.u64 %rd6, %rd2;
    add.s64 %rd7, %rd6, %rd4;
    @%p2 bra OWN;
    ld.global.f32 %f1, [%rd7];
    bra.uni NEXT;
OWN:
    ld.global.f32 %f1, [%rd5];
NEXT:
    add.f32 %f2, %f1, 0f3F800000;
    st.global.f32 [%rd5], %f2;
    @%p2 bra DONE;
    st.global.f32 [%rd7], %f2;
DONE:
    ret;
}
"""


def test_split_across_labels_computes_the_same_values_in_vector_loads():
    # x[i] = (m ? m[i] : x[i]) + 1, and m[i] too where there is an m
    m = ptxmodule.load(MASTER)
    n = 1000
    x = np.arange(n, dtype=np.float32)
    master = np.arange(n, dtype=np.float32) * 2
    m.launch("k", (n + 127) // 128, 128, [x, master, n])
    assert (x == np.arange(n) * 2 + 1).all() and (master == x).all()
    x = np.arange(n, dtype=np.float32)
    m.launch("k", (n + 127) // 128, 128, [x, 0, n])   # no master copy: a null pointer
    assert (x == np.arange(n) + 1).all()
    entry = str(jit.optimise(translate(ptx.parse(MASTER, "k.ptx")).ir_text).get_function("k"))
    assert "masked.scatter" not in entry and "masked.gather" not in entry, "x[i] was gathered or scattered"
    assert "store <" in entry or "masked.store" in entry, "no vector store in the thread loop"


def test_a_branch_leaving_the_stretch_keeps_the_split():
    # control enters only at labels: the add still reaches the load
    assert _splits("""
    mul.wide.s32 %rd4, %r1, 4;
    add.s64 %rd5, %rd3, %rd4;
    setp.eq.s32 %p1, %r1, 0;
    @%p1 bra DONE;
    ld.global.f32 %f1, [%rd5];
DONE:""") == {"%rd5": ("%rd3", "%rd4")}


GATHER = HEADER + """.visible .entry k(.param .u64 x, .param .u64 y, .param .u32 n)
{
    .reg .b32 %r<8>;
    .reg .b64 %rd<12>;
    .reg .f32 %f<4>;
    .reg .pred %p<2>;
    ld.param.u64 %rd1, [x];
    ld.param.u64 %rd2, [y];
    ld.param.u32 %r5, [n];
    cvta.to.global.u64 %rd3, %rd1;
    cvta.to.global.u64 %rd4, %rd2;
    mov.u32 %r1, %tid.x;
    mov.u32 %r2, %ctaid.x;
    mov.u32 %r3, %ntid.x;
    mad.lo.s32 %r4, %r2, %r3, %r1;
    setp.ge.s32 %p1, %r4, %r5;
    @%p1 bra DONE;
    // x[n - 1 - i] (negative index arithmetic through mad.wide), y[i] and y[i] + 8 bytes
    sub.s32 %r6, %r5, %r4;
    add.s32 %r6, %r6, -1;
    mad.wide.s32 %rd5, %r6, 4, %rd3;
    ld.global.f32 %f1, [%rd5];
    mul.wide.s32 %rd6, %r4, 8;
    add.s64 %rd7, %rd6, %rd4;
    st.global.f32 [%rd7], %f1;
    add.s64 %rd8, %rd7, 4;
    cvt.rn.f32.s32 %f2, %r4;
    st.global.f32 [%rd8], %f2;
DONE:
    ret;
}
"""


def test_split_addresses_compute_the_same_values():
    m = ptxmodule.load(GATHER)
    n = 1000
    x = np.arange(n, dtype=np.float32) * 0.5
    y = np.zeros(2 * n, np.float32)
    m.launch("k", (n + 127) // 128, 128, [x, y, n])
    assert (y[0::2] == x[::-1]).all()
    assert (y[1::2] == np.arange(n, dtype=np.float32)).all()


def test_consecutive_thread_accesses_are_vector_loads():
    ir_text = translate(ptx.parse(GATHER, "k.ptx")).ir_text
    entry = str(jit.optimise(ir_text).get_function("k"))
    assert "masked.load" in entry or "load <" in entry, "no vector load in the thread loop"
    # x[n - 1 - i] is consecutive too (descending); only y's interleaved halves may scatter
    assert "masked.gather" not in entry, "a consecutive load was emitted as a gather"


def test_no_split_across_a_suspend_site():
    # a region kernel resumes after the shfl with only the registers live across it:
    # %rd4 (used only through the split) is not one of them
    assert _splits("""
    mul.wide.s32 %rd4, %r1, 4;
    add.s64 %rd5, %rd3, %rd4;
    shfl.sync.bfly.b32 %r2, %r1, 1, 31, -1;
    st.global.f32 [%rd5], %f1;""") == {}


SHUFFLED = HEADER + """.visible .entry k(.param .u64 x)
{
    .reg .b32 %r<8>;
    .reg .b64 %rd<8>;
    .reg .f32 %f<4>;
    ld.param.u64 %rd1, [x];
    cvta.to.global.u64 %rd3, %rd1;
    mov.u32 %r1, %tid.x;
    cvt.u64.u32 %rd6, %r1;
    shl.b64 %rd4, %rd6, 2;      // (a cvt: not recomputed in every region)
    add.s64 %rd5, %rd3, %rd4;
    ld.global.f32 %f1, [%rd5];
    mov.b32 %r2, %f1;
    shfl.sync.bfly.b32 %r3, %r2, 1, 31, -1;
    mov.b32 %f2, %r3;
    add.f32 %f3, %f1, %f2;
    st.global.f32 [%rd5], %f3;
    ret;
}
"""


def test_an_address_kept_across_a_shuffle_is_the_same_address():
    # x[i] += x[i ^ 1]: the store after the shfl (a new region) goes to x[i] again
    m = ptxmodule.load(SHUFFLED)
    x = np.arange(64, dtype=np.float32)
    m.launch("k", 1, 64, [x])
    assert x.tolist() == [float(2 * (i & ~1) + 1) for i in range(64)]
