"""The translator's AMDGPU lowering on the host: CUDA constructs (data/lowering.cu, one
kernel each) through nvcc -> zluda.translate + zluda.amdgpu.lowering -> llvmlite + ld.lld,
validated on every target, with the machine code each construct must become; the
printf buffer's writer compiled for the host CPU and run against the host decoder."""

import ctypes
import re
import shutil
import struct
import subprocess
from pathlib import Path

import llvmlite.binding as llvm
import pytest

from zluda.amdgpu import cells, devlib, from_ptx, llvm_path, printf_buffer
from zluda.amdgpu.targets import TARGETS
from zluda.amdgpu.validate import validate

SOURCE = Path(__file__).parent / "data" / "lowering.cu"
WAVE64 = [t for t, spec in TARGETS.items() if spec.wavefront == 64]


@pytest.fixture(scope="module")
def ptx(tmp_path_factory):
    nvcc = shutil.which("nvcc")
    assert nvcc, "nvcc not found: `invoke setup` installs it (these tests compile CUDA to PTX)"
    out = tmp_path_factory.mktemp("lowering") / "lowering.ptx"
    subprocess.run([nvcc, "-ptx", "-arch=sm_80", "-o", str(out), str(SOURCE)], check=True,
                   capture_output=True)
    return out


@pytest.fixture(scope="module")
def unit(ptx):
    return from_ptx.ptx_kernels_ir([ptx])[ptx.stem]


@pytest.fixture(scope="module")
def assembly(unit):
    """{target: {kernel: its machine code}} from llvmlite's own AMDGPU code generator."""
    llvm_path.init_llvm()
    result = {}
    for gfx in TARGETS:
        module = llvm.parse_assembly(from_ptx.optimise(unit.ir_text, gfx, unit.kernels))
        machine = llvm.Target.from_triple(llvm_path.TRIPLE).create_target_machine(
            cpu=gfx, reloc="pic", opt=3)
        text = machine.emit_assembly(module)
        result[gfx] = {k: text.split(f"\n{k}:\n", 1)[1].split(f".Lfunc_end", 1)[0]
                       for k in unit.kernels}
    return result


def test_every_construct_compiles_and_validates_on_every_target(unit):
    assert unit.failed == {} and len(unit.kernels) == 10
    result = cells.run_cells([cells.ptx_sources([Path(unit.source)])[0]], tuple(TARGETS))
    llvmlite_cells = [c for c in result["cells"] if c["producer"] == "llvmlite"]
    assert len(llvmlite_cells) == 10 * len(TARGETS)
    bad = [(c["kernel"], c["target"], c["reason"]) for c in llvmlite_cells if c["status"] != "pass"]
    assert bad == []
    checks = {c["name"] for c in llvmlite_cells[0]["validation"]["checks"]}
    assert any(name.endswith(".lds_layout") for name in checks), checks
    assert "printf_buffer" in checks


# the workgroup barrier: one instruction up to gfx11, signal + wait on gfx12
BARRIER = "s_barrier(?:_signal)?"
# kernel -> machine instructions it must contain, per target family
EXPECTED = {
    "barrier_kernel": {"all": [BARRIER]},
    "bar_red_kernel": {"all": [BARRIER, "ds_add_u32"]},
    "shfl_kernel": {"all": ["ds_bpermute_b32"]},
    "dynamic_shared_kernel": {"all": [BARRIER]},
    "assert_kernel": {"all": ["s_trap"]},
    # wave32 reads a constant lane with v_readlane; wave64 must stay in its half
    "match_kernel": {"wave64": ["ds_bpermute_b32"], "wave32": ["v_readlane_b32"]},
    "timer_kernel": {"gfx9": ["s_memrealtime"], "gfx11+": ["s_sendmsg_rtn_b64"]},
}


def _families(gfx):
    return {"all", "wave64" if gfx in WAVE64 else "wave32",
            "gfx9" if gfx.startswith("gfx9") else "gfx11+"}


@pytest.mark.parametrize("gfx", list(TARGETS))
def test_each_construct_becomes_the_hardware_mechanism(assembly, gfx):
    for kernel, wanted in EXPECTED.items():
        code = assembly[gfx][kernel]
        for family in _families(gfx) & set(wanted):
            for mnemonic in wanted[family]:
                assert re.search(rf"^\s+{mnemonic}\b", code, re.M), (gfx, kernel, mnemonic)
    printf_code = assembly[gfx]["printf_kernel"]
    assert devlib.PRINTF_BUFFER in printf_code and "atomic_add" in printf_code


@pytest.mark.parametrize("gfx", list(TARGETS))
def test_warp_ballot_takes_the_warps_half_of_a_wave64(unit, gfx):
    ir = from_ptx.optimise(unit.ir_text, gfx, ["vote_kernel"])
    want = "llvm.amdgcn.ballot.i64" if gfx in WAVE64 else "llvm.amdgcn.ballot.i32"
    assert want in ir, gfx
    if gfx in WAVE64:   # the half is chosen by the hardware lane's bit 5
        assert re.search(r"and i32 %\S+, 32", ir), "no lane & 32 in the wave64 ballot"


def test_dynamic_shared_layout_and_printf_buffer_are_checked(unit):
    co = llvm_path.compile_ir(from_ptx.optimise(unit.ir_text, "gfx942", unit.kernels), "gfx942",
                              name="lowering")
    good = validate(co, "gfx942", unit.kernels, lds_bytes=unit.lds_bytes)
    assert good.ok, good.failures()
    assert good.kernels["dynamic_shared_kernel"]["group_segment"] == unit.lds_bytes
    renamed = co.replace(devlib.PRINTF_BUFFER.encode(), b"__zk_amdgpu_nothing_buffr")  # same length
    assert f"printf_buffer: symbol {devlib.PRINTF_BUFFER}: missing" in \
        validate(renamed, "gfx942", unit.kernels, printf_buffer=True).failures()
    shifted = validate(co, "gfx942", unit.kernels, lds_bytes=unit.lds_bytes + 16)
    assert any(f.startswith("kernel dynamic_shared_kernel.lds_layout: fixed LDS "
                            f"{unit.lds_bytes} B (want {unit.lds_bytes + 16}")
               for f in shifted.failures()), shifted.failures()


HEADER = ".version 8.0\n.target sm_80\n.address_size 64\n"
REJECTED = {
    # a counted barrier: the workgroup barrier waits for every thread
    "thread count": HEADER + ".visible .entry k()\n{\n  bar.sync 1, 64;\n  ret;\n}\n",
    # device-side malloc: no device heap on the AMDGPU path
    "device-side malloc": HEADER + (
        ".extern .func (.param .b64 r) malloc (.param .b64 n);\n"
        ".visible .entry k(.param .u64 p)\n{\n  .reg .b64 %rd<3>;\n"
        "  {\n  .param .b64 n;\n  st.param.b64 [n], 16;\n  .param .b64 r;\n"
        "  call.uni (r), malloc, (n);\n  ld.param.b64 %rd2, [r];\n  }\n  ret;\n}\n"),
}


@pytest.mark.parametrize("what", list(REJECTED))
def test_what_amdgpu_cannot_do_is_rejected_at_its_location(what):
    from zluda.amdgpu.lowering import AMDGPU
    from zluda.ptx import parse
    from zluda.translate.errors import UnsupportedError
    from zluda.translate.module import translate
    text = REJECTED[what]
    line = next(n for n, l in enumerate(text.splitlines(), 1) if "bar.sync" in l or "call" in l)
    with pytest.raises(UnsupportedError, match=rf"rejected\.ptx:{line}:\d+.*{what}"):
        translate(parse(text, "rejected.ptx"), lowering=AMDGPU)
    translate(parse(text, "rejected.ptx"))   # the CPU device translates the same kernel


@pytest.fixture(scope="module")
def host_writers():
    """The printf/assert record writers compiled for this CPU (the same IR as on the GPU)."""
    llvm.initialize_native_target()
    llvm.initialize_native_asmprinter()
    module = llvm.parse_assembly(devlib.buffer_writers())
    module.triple = llvm.get_default_triple()
    module.verify()
    engine = llvm.create_mcjit_compiler(module, llvm.Target.from_default_triple().create_target_machine())
    engine.finalize_object()
    return engine


def _attach(engine, capacity):
    buf = printf_buffer.new_buffer(capacity)
    raw = (ctypes.c_char * len(buf)).from_buffer(buf)
    ctypes.c_uint64.from_address(engine.get_global_value_address(devlib.PRINTF_BUFFER)).value = \
        ctypes.addressof(raw)
    return buf, raw


def _printf(engine):
    return ctypes.CFUNCTYPE(ctypes.c_int32, ctypes.c_uint64, ctypes.c_uint64)(
        engine.get_function_address("__zk_amdgpu_printf"))


def test_device_printf_records_cudas_argument_buffer(host_writers):
    buf, _raw = _attach(host_writers, 256)
    fmt = ctypes.create_string_buffer(b"x=%d y=%5.2f s=%s c=%c ll=%lld w=%*d %% h=%hd\n")
    s = ctypes.create_string_buffer(b"hi")
    # CUDA's packing: each argument at a multiple of its own size
    packed = (struct.pack("<i4xd", 7, 3.14159) + struct.pack("<Q", ctypes.addressof(s))
              + struct.pack("<i4xq", ord("z"), -5) + struct.pack("<iih", 4, 42, -3))
    args = ctypes.create_string_buffer(packed, len(packed))
    assert _printf(host_writers)(ctypes.addressof(fmt), ctypes.addressof(args)) == 8
    decoded = printf_buffer.decode(bytes(buf))
    assert [len(r.args) for r in decoded.records] == [56] and decoded.lost_bytes == 0
    text = printf_buffer.format_record(decoded.records[0], ctypes.string_at)
    assert text == "x=7 y= 3.14 s=hi c=z ll=-5 w=  42 % h=-3\n"


def test_device_printf_drops_what_does_not_fit_and_says_so(host_writers):
    buf, _raw = _attach(host_writers, 32)
    fmt = ctypes.create_string_buffer(b"%f %f\n")
    args = ctypes.create_string_buffer(struct.pack("<dd", 1.0, 2.0), 16)
    printf = _printf(host_writers)
    assert printf(ctypes.addressof(fmt), ctypes.addressof(args)) == 2       # 16 + 16 bytes
    assert printf(ctypes.addressof(fmt), ctypes.addressof(args)) == -1      # no room left
    decoded = printf_buffer.decode(bytes(buf))
    assert len(decoded.records) == 1 and decoded.lost_bytes == 32
    assert printf_buffer.format_record(decoded.records[0], ctypes.string_at) == "1.000000 2.000000\n"


def test_assert_record_reads_as_nvidias_message(host_writers):
    buf, _raw = _attach(host_writers, 128)
    texts = [ctypes.create_string_buffer(t) for t in (b"x >= 0", b"k.cu", b"kern")]
    record = ctypes.CFUNCTYPE(None, *[ctypes.c_uint64] * 5)(
        host_writers.get_function_address("__zk_amdgpu_assert_record"))
    record(ctypes.addressof(texts[0]), ctypes.addressof(texts[1]), 12, ctypes.addressof(texts[2]), 1)
    decoded = printf_buffer.decode(bytes(buf))
    assert printf_buffer.format_record(decoded.records[0], ctypes.string_at) == \
        "k.cu:12: kern: Assertion `x >= 0` failed."


def test_corrupt_buffer_is_a_clear_error():
    buf = printf_buffer.new_buffer(64)
    struct.pack_into("<QIIQ", buf, 8, 24, 9, 24, 0)
    with pytest.raises(printf_buffer.PrintfBufferError, match="offset 0: unknown record kind 9"):
        printf_buffer.decode(bytes(buf))
    with pytest.raises(printf_buffer.PrintfBufferError, match="capacity 12"):
        printf_buffer.new_buffer(12)


def test_one_rejected_kernel_fails_alone_and_known_gaps_are_named(tmp_path):
    """A module with a kernel the translator rejects for every device (stacksave), one only the
    AMDGPU lowering rejects (a counted barrier) and a good one: the good one compiles,
    the others fail by name; a `.known.json` beside the file turns only the
    every-device gap into not applicable, with its reason."""
    import json
    body = {"good": "  ret;", "gap": "  .reg .b64 %rd<2>;\n  stacksave.u64 %rd1;\n  ret;",
            "counted": "  bar.sync 1, 64;\n  ret;"}
    path = tmp_path / "mixed.ptx"
    path.write_text(HEADER + "".join(f".visible .entry {k}()\n{{\n{b}\n}}\n" for k, b in body.items()))
    plain = cells.ptx_sources([path])[0]
    assert plain.kernels == ["good"] and set(plain.failed) == {"gap", "counted"}
    assert "stacksave" in plain.failed["gap"] and "thread count" in plain.failed["counted"]
    (tmp_path / "mixed.known.json").write_text(json.dumps({"gap": "stacksave: not implemented",
                                                          "counted": "listed by mistake"}))
    known = cells.ptx_sources([path])[0]
    assert set(known.failed) == {"counted"}   # the CPU translates it: AMDGPU's own failure
    assert known.unsupported["gap"].startswith(
        "the translator does not translate it for any device, a known gap (stacksave: not implemented)")
    result = cells.run_cells([known], ("gfx90a",))
    status = {c["kernel"]: c["status"] for c in result["cells"] if c["producer"] == "llvmlite"}
    assert status == {"good": "pass", "gap": "unsupported", "counted": "fail"}
