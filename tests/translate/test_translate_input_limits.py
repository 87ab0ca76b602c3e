"""The translation reproducers of issue 31, through a real launch on the CPU device: each
is now a located error or a kernel that runs, in bounded time and memory."""

from __future__ import annotations

import time
import tracemalloc

import numpy as np
import pytest

from zluda import paths
from zluda.cpu import jit
from zluda.cpu.ptxmodule import Module
from zluda.ptx import limits, parse
from zluda.ptx.errors import PtxError
from zluda.translate.errors import TranslateError
from zluda.translate.module import ModuleTranslator, translate

HEAD = ".version 8.0\n.target sm_80\n.address_size 64\n"


def kernel(body: str, name: str = "k", before: str = "") -> str:
    # the body starts on line 9
    return HEAD + before + f".visible .entry {name}(.param .u64 p)\n{{\n.reg .b32 %r<4>;\n.reg .b64 %rd<4>;\n" \
        f"ld.param.u64 %rd1, [p];\n{body}\nret;\n}}\n"


def test_register_names_longer_than_llvm_keeps_stay_apart():
    # LLVM cuts local names at 1,024 characters: these two would become one
    a, b = "%" + "r" * 1100, "%" + "r" * 1100 + "x"
    label = "$L" + "_" * 1100
    src = kernel(f".reg .b32 {a}, {b};\n.reg .pred %p;\nmov.u32 {a}, 5;\nmov.u32 {b}, 7;\n"
                 f"setp.eq.u32 %p, {a}, 5;\n@%p bra {label};\nmov.u32 {a}, 0;\n{label}:\n"
                 f"add.u32 {a}, {a}, {b};\nst.global.u32 [%rd1], {a};")
    out = np.zeros(1, np.uint32)
    Module(src, "long.ptx").launch("k", 1, 1, [out])
    assert out[0] == 12


REJECTED = [
    ("global of 2**67 bytes", kernel("", before=f".global .b8 g[{2 ** 67}];\n"), 4, 15, "does not fit in 64 bits"),
    ("register range of 10**8", kernel(".reg .b32 %q<100000000>;"), 9, 14, "a register range holds 0 to"),
    ("non-ASCII kernel name", kernel("", name="k\u00e9rnel"), 4, 18, "invalid token"),
    ("a register named %tid", kernel(".reg .b32 %tid;\nmov.u32 %tid, %tid.x;\nst.global.u32 [%rd1], %tid;"), 9, 11,
     "%tid is a special register"),
]


@pytest.mark.parametrize("name,source,line,col,fragment", REJECTED, ids=[case[0] for case in REJECTED])
def test_input_beyond_a_limit_fails_the_launch_with_a_located_error(name, source, line, col, fragment):
    with pytest.raises(PtxError) as info:
        Module(source, "bad.ptx").launch("k", 1, 1, [np.zeros(1, np.uint32)])
    assert str(info.value).startswith(f"bad.ptx:{line}:{col}: error: ") and fragment in str(info.value), str(info.value)


def test_the_largest_register_range_translates_in_what_its_uses_cost():
    last = limits.REGISTER_RANGE - 1
    src = kernel(f".reg .b32 %q<{limits.REGISTER_RANGE}>;\nmov.u32 %q{last}, 9;\nst.global.u32 [%rd1], %q{last};")
    out = np.zeros(1, np.uint32)
    start = time.monotonic()
    Module(src, "range.ptx").launch("k", 1, 1, [out])
    assert out[0] == 9
    assert time.monotonic() - start < 5.0


BIG = 2 << 30   # the issue's 2 GiB global


def test_a_2_gib_global_is_never_materialised_by_the_translator():
    src = kernel("mov.u64 %rd2, g;\nst.global.u64 [%rd1], %rd2;",
                 before=f".global .align 8 .b8 g[{BIG}] = {{1, 2, 3}};\n")
    module = parse(src, "big.ptx")
    tracemalloc.start()
    try:
        whole = translate(module)                               # one unit: the variable in the IR
        jit.parse(whole.ir_text)
        kernels = ModuleTranslator(module, "__zkg_test_")       # per kernel: the runtime allocates it
        kernels.kernel_headers()
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert peak < 64 << 20, peak
    assert len(whole.ir_text) < 100_000
    assert kernels.global_init["g"]["size"] == BIG and kernels.global_init["g"]["data"] == b"\x01\x02\x03"


def test_a_256_mib_global_takes_what_it_holds_in_the_kernel_cache(tmp_path, monkeypatch):
    monkeypatch.setenv("ZLUDA_CACHE_DIR", str(tmp_path))
    monkeypatch.delenv("ZLUDA_NO_CACHE", raising=False)
    size = 256 << 20
    src = kernel("mov.u64 %rd2, g;\nld.global.u32 %r1, [%rd2+4];\nld.global.u32 %r2, [%rd2+268435452];\n"
                 "add.u32 %r1, %r1, %r2;\nst.global.u32 [%rd1], %r1;",
                 before=f".global .align 4 .u32 g[{size // 4}] = {{7, 35}};\n")
    out = np.zeros(1, np.uint32)
    Module(src, "big.ptx").launch("k", 1, 1, [out])
    assert out[0] == 35
    entries = list((paths.cache_dir() / "kernels").iterdir())
    assert entries and sum(p.stat().st_size for p in entries) < 16 << 20, \
        sorted((p.name, p.stat().st_size) for p in entries)


def test_negating_a_float_is_a_located_error():
    # found by `invoke fuzz-ptx`: `!` on an .f32 operand became a float `xor`, IR LLVM refuses
    src = kernel(".reg .f32 %f<2>;\nmov.f32 %f1, 0f3F800000;\nst.global.f32 [%rd1], !%f1;")
    with pytest.raises(TranslateError) as info:
        Module(src, "bad.ptx").launch("k", 1, 1, [np.zeros(1, np.float32)])
    assert str(info.value) == "bad.ptx:11:23: '!' negates a predicate, not a .f32 value"
