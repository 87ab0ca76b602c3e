"""Hand-written PTX for syntax nvcc 13 cannot emit (32-bit addressing, pre-Volta warp
instructions, sampler initialisers) and for every corner of the grammar."""

from __future__ import annotations

import math
from pathlib import Path

import pytest

from zluda.ptx import ast as A
from zluda.ptx import parse
from zluda.ptx.check import check_module
from zluda.ptx.printer import print_module

CORPUS = Path(__file__).parent / "corpus"


def _load(name: str) -> A.Module:
    path = CORPUS / name
    return parse(path.read_text(), filename=str(path), lazy=False)


def _instructions(module: A.Module, fn: str) -> list:
    return list(module.functions[fn].instructions())


@pytest.mark.parametrize("name", sorted(p.name for p in CORPUS.glob("*.ptx")))
def test_corpus_file_checks_and_round_trips(name):
    path = CORPUS / name
    module = _load(name)
    assert check_module(module, path.read_text()) == []
    printed = print_module(module)
    assert parse(printed, lazy=False) == module
    assert print_module(parse(printed)) == printed


def test_address_size_32_module():
    m = _load("addr32_sm52.ptx")
    assert (m.version, m.target, m.address_size) == ((6, 0), ("sm_52",), 32)
    assert m.variables["tex_in"].type == "texref"
    sampler = m.variables["samp"].init
    assert [(f.name, f.value) for f in sampler.items] == [("addr_mode_0", "clamp_to_edge"),
                                                           ("filter_mode", "linear")]
    assert m.variables["ptr_to_counter"].init == A.SymbolRef("counter")
    ins = {i.name: i for i in _instructions(m, "k32")}
    assert ins["ld.global.f32"].operands[1] == A.Address(A.Register("%r6"), 4)
    assert ins["ld.const.f32"].operands[1] == A.Address(A.Symbol("scale"), 4)
    assert ins["shfl.down.b32"].operands[0] == A.PredPair(A.Register("%r7"), A.Register("%p1"))
    assert ins["tex.1d.v4.f32.s32"].operands[1] == A.TexAddress(
        (A.Symbol("tex_in"), A.Vector((A.Register("%r4"),))))
    assert ins["bra"].guard == A.Guard("%p2", negated=True)


def test_module_scope_declarations():
    m = _load("edge_syntax.ptx")
    assert m.target == ("sm_90a", "texmode_independent") and m.sm == 90
    v = m.variables
    assert v["managed_var"].attributes == ("managed",) and v["managed_var"].linkage == "visible"
    assert v["common_var"].linkage == "common"
    assert v["dyn_smem"].linkage == "extern" and v["dyn_smem"].array == (None,)
    assert v["vec_var"].vector == 4 and [x.value for x in v["vec_var"].init.items] == [1, 2, 3, 4]
    assert v["grid2d"].array == (2, 3)
    assert [[x.value for x in row.items] for row in v["grid2d"].init.items] == [[1, 2, 3], [4, 5, 6]]
    assert v["addr_table"].init.items == (A.SymbolRef("grid2d"), A.SymbolRef("grid2d", True, 4),
                                          A.SymbolRef("weak_fn"))
    assert v["dbl"].init.value == pytest.approx(math.pi)
    assert [x.value for x in v["bytes"].init.items] == [0x7F, 0b101, 0o17, 255]
    assert [x.value for x in v["negs"].init.items] == [-1, -2147483648]
    assert [x.value for x in v["decimal_floats"].init.items] == [1.5, 2e-3, -0.25]
    assert v["unsized"].array == (None,)
    aliases = [i for i in m.items if isinstance(i, A.Alias)]
    assert aliases == [A.Alias("weak_alias", "weak_fn")]
    files = [i for i in m.items if isinstance(i, A.FileDirective)]
    assert files[0] == A.FileDirective(1, "/src/edge.cu", 1700000000, 4096)
    sections = {s.name: s for s in m.items if isinstance(s, A.Section)}
    assert sections[".debug_str"].items[0] == A.SectionLabel("$L__info_string0")
    assert sections[".debug_str"].items[1].values == (95, 90, 51, 102, 111, 111, 0)
    assert [i.values for i in sections[".debug_info"].items] == [
        (42,), ("$L__info_string0",), (".debug_abbrev",), (1, 2, 3)]


def test_function_headers():
    m = _load("edge_syntax.ptx")
    ext = m.functions["ext_fn"]
    assert ext.linkage == "extern" and not ext.has_body and ext.body is None
    assert [r.name for r in ext.returns] == ["ret"] and len(ext.params) == 2
    assert m.functions["weak_fn"].linkage == "weak"
    helper = m.functions["helper"]
    assert helper.directive("noreturn") == A.PerfDirective("noreturn")
    assert helper.params[1].align == 16 and helper.params[1].array == (32,)
    k = m.kernels["edge_kernel"]
    p0, p1 = k.params[0], k.params[1]
    assert (p0.type, p0.ptr_space, p0.ptr_align) == ("u64", "global", 16)
    assert (p1.ptr_space, p1.ptr_align) == ("shared", None)
    assert k.params[3].type == "texref"
    assert k.directive("maxntid").values == (256, 1, 1)
    assert k.directive("reqntid").values == (256,)
    assert k.directive("maxclusterrank").values == (8,)
    assert A.Pragma(("enable_smem_spilling",)) in k.directives


def test_operands_and_immediates():
    m = _load("edge_syntax.ptx")
    movs = [i for i in _instructions(m, "edge_kernel") if i.opcode == "mov"]
    src = {operand_name(i.operands[0]): i.operands[1] for i in movs}
    assert src["%r2"] == A.Register("%tid", "x") and src["%r3"] == A.Register("%ctaid", "y")
    assert src["%rd4"] == A.Symbol("grid2d", 12)
    assert src["plain_name"] == A.IntImm(0xFFFFFFFF, unsigned=True)
    assert src["%r7"].value == 0o777 and src["%r8"].value == 0b1011 and src["%r9"].value == -42
    assert src["%f1"] == A.FloatImm(0x7FC00001, 32) and math.isnan(src["%f1"].value)
    assert src["%f2"].value == -1.0
    assert src["%fd1"].bits == 0x7FF0000000000001 and src["%fd2"].value == 1e10
    by_name = {i.name: i for i in _instructions(m, "edge_kernel")}
    setp = by_name["setp.lt.and.s32"]
    assert setp.operands[0] == A.PredPair(A.Register("%p1"), A.Register("%p2"))
    assert setp.operands[3] == A.Not(A.Register("%p3"))
    ld = by_name["ld.global.nc.L1::no_allocate.L2::256B.v4.f32"]
    assert ld.modifiers == ("global", "nc", "L1::no_allocate", "L2::256B", "v4", "f32")
    assert ld.types == ("f32",) and ld.has("nc", "v4") and ld.guard == A.Guard("%p1")
    assert ld.operands[1] == A.Address(A.Register("%rd1"), -16)
    assert by_name["ld.shared.u32"].operands[1] in (A.Address(A.Symbol("tile"), 0),
                                                    A.Address(A.Symbol("tile"), 1020))
    tld4 = by_name["tld4.r.2d.v4.f32.f32"]
    assert len(tld4.operands[1].items) == 3
    helper_mov = next(i for i in _instructions(m, "helper") if i.name == "mov.b64")
    assert helper_mov.operands == (A.Vector((A.Register("%r2"), A.Sink())), A.IntImm(0x100000002))
    grad = by_name["tex.grad.2d.v4.f32.f32"]
    assert len(grad.operands) == 4


def operand_name(op):
    return op.name


def test_calls_prototypes_and_branch_tables():
    m = _load("edge_syntax.ptx")
    body = m.kernels["edge_kernel"].body
    blocks = [s for s in body if isinstance(s, A.Block)]
    assert len(blocks) == 2
    inner = [s for s in blocks[0].statements if isinstance(s, A.Block)]
    assert inner and isinstance(inner[0].statements[0], A.Variable)
    call = next(i for i in A.iter_instructions(blocks[0].statements) if i.opcode == "call")
    assert call.modifiers == ("uni",)
    assert call.operands == (A.ParenList((A.Symbol("retval0"),)), A.Symbol("ext_fn"),
                             A.ParenList((A.Symbol("param0"), A.Symbol("param1"))))
    proto = next(s for s in blocks[1].statements if isinstance(s, A.CallPrototype))
    assert proto.label == "proto" and [p.type for p in proto.params] == ["b64", "b32"]
    assert [r.name for r in proto.returns] == ["_"]
    indirect = [i for i in A.iter_instructions(blocks[1].statements) if i.opcode == "call"]
    assert indirect[0].operands[1] == A.Register("%rd12")
    assert indirect[0].operands[3] == A.Symbol("proto")
    targets = next(s for s in body if isinstance(s, A.BranchTargets))
    assert targets.targets == ("L_a", "L_b", "L_c")
    loc = [s for s in body if isinstance(s, A.LocDirective)]
    assert loc[1] == A.LocDirective(1, 12, 5, "$L__info_string0", (2, 30, 7))
    assert [s.name for s in body if isinstance(s, A.Label)] == ["L_a", "L_b", "L_c"]


def test_node_locations():
    m = _load("edge_syntax.ptx")
    k = m.kernels["edge_kernel"]
    assert k.loc.line == 45 and k.loc.col == 1
    first = next(k.instructions())
    assert (first.loc.line, first.loc.col) == (71, 2)
    assert first.operands[1].loc.col == first.loc.col + len("mov.u64 \t%SP, ")
    assert str(first.loc).endswith("edge_syntax.ptx:71:2")


def test_register_parameters_are_registers():
    m = _load("edge_syntax.ptx")
    fn = m.functions["reg_params"]
    assert [(p.state_space, p.name) for p in fn.params] == [("reg", "in"), ("reg", "flag")]
    add = next(fn.instructions())
    assert add.guard == A.Guard("flag")
    assert add.operands == (A.Register("out"), A.Register("in"), A.IntImm(1))


def test_crlf_nul_padding_and_byte_order_mark_read_the_same():
    text = (CORPUS / "edge_syntax.ptx").read_text()
    reference = parse(text, lazy=False)
    assert parse(text.replace("\n", "\r\n"), lazy=False) == reference
    assert parse(text + "\0" * 7, lazy=False) == reference          # as cut from a fatbin
    assert parse("\ufeff" + text, lazy=False) == reference
    with pytest.raises(Exception) as info:
        parse(text.replace("\n", "\r\n").replace("-42;", "-42"), filename="crlf.ptx", lazy=False)
    assert "\r" not in str(info.value)
