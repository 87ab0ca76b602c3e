"""The kernel suite's pure parts (`invoke bench --suite kernels` itself is never a test):
llm.c kernels found by their short names in mangled PTX, CUDA's parameter buffer packed
from arrays and numbers, and the sort/scan program's output read back."""

from __future__ import annotations

import struct

import numpy as np
import pytest

from zluda.cpu.bench import llmc, sortscan
from zluda.cpu.runtime import CompiledModule

PTX = """
.version 8.0
.target sm_80
.address_size 64

.visible .entry _Z13adamw_kernel3I13__nv_bfloat16S0_EvPT_Pfmf(
    .param .u64 p, .param .u64 q, .param .u64 n, .param .f32 lr
)
{
    ret;
}

.visible .entry _Z24fused_classifier_kernel5ILb1ELb0EEvPfiSt17integral_constantIbXT_EE(
    .param .u64 logits, .param .u32 count, .param .align 1 .b8 flag[1]
)
{
    ret;
}

.visible .entry _Z13adamw_kernel2Pf(.param .u64 p)
{
    ret;
}
"""


@pytest.fixture(scope="module")
def module():
    return CompiledModule(PTX, "llmc-like.ptx")


def test_a_kernel_is_found_by_its_short_name_in_mangled_ptx(module):
    assert llmc.kernel_name(module, "adamw_kernel3").startswith("_Z13adamw_kernel3I")
    assert llmc.kernel_name(module, "adamw_kernel2") == "_Z13adamw_kernel2Pf"


def test_a_missing_kernel_is_named(module):
    with pytest.raises(llmc.Unavailable, match="0 kernels named layernorm_forward_kernel6"):
        llmc.kernel_name(module, "layernorm_forward_kernel6")


def test_parameters_pack_by_their_ptx_types(module):
    a = np.zeros(4, np.float32)
    name = llmc.kernel_name(module, "adamw_kernel3")
    raw = llmc.pack(module, name, [a, None, 1 << 20, 0.5])
    assert struct.unpack("<QQQf", raw[:28]) == (a.ctypes.data, 0, 1 << 20, 0.5)


def test_an_empty_struct_parameter_takes_its_byte(module):
    name = llmc.kernel_name(module, "fused_classifier_kernel5")
    raw = llmc.pack(module, name, [None, -1, b"\x01"])
    assert raw[8:12] == b"\xff\xff\xff\xff" and raw[12:13] == b"\x01"
    with pytest.raises(TypeError, match="flag is 1 bytes, 2 given"):
        llmc.pack(module, name, [None, 1, b"\x01\x02"])


def test_the_wrong_number_of_arguments_is_an_error(module):
    with pytest.raises(TypeError, match="1 parameters, 2 arguments"):
        llmc.pack(module, "_Z13adamw_kernel2Pf", [None, None])


def test_bf16_keeps_the_upper_half_of_float32():
    assert llmc.bfloat16_bits(np.array([1.0, -2.5], np.float32)).tolist() == [0x3F80, 0xC020]


def test_the_sort_scan_programs_lines_are_read_back():
    out = "some banner\nthrust::sort u32\t12.5\t1.25\ncub::DeviceScan::InclusiveSum i32\t0.5\t0.05\n"
    assert sortscan.parse(out) == {"thrust::sort u32": (12.5, 1.25), "cub::DeviceScan::InclusiveSum i32": (0.5, 0.05)}


@pytest.fixture(scope="module")
def attention_twins(tmp_path_factory):
    import ctypes
    import shutil
    import subprocess
    if shutil.which("gcc") is None:
        pytest.skip("no gcc")
    lib = tmp_path_factory.mktemp("twins") / "attention_twins.so"
    source = llmc.HERE / llmc.ATTENTION_TWINS
    subprocess.run(["gcc", "-O2", "-shared", "-fPIC", str(source), "-o", str(lib), "-lm"], check=True)
    return ctypes.CDLL(str(lib))


def _causal_softmax(preatt, scale):
    T = preatt.shape[-1]
    keep = np.tril(np.ones((T, T), bool))
    x = np.where(keep, preatt.astype(np.float64) * scale, -np.inf)
    e = np.exp(x - x.max(axis=-1, keepdims=True))
    return e / e.sum(axis=-1, keepdims=True), keep


def test_attention_twins_compute_the_causal_softmax_and_its_gradient(attention_twins):
    import ctypes
    rng = np.random.default_rng(3)
    heads, T, scale = 3, 16, 0.125
    preatt = (rng.standard_normal((heads, T, T)) * 4).astype(np.float32)
    datt = rng.standard_normal((heads, T, T)).astype(np.float32)
    marker = np.float32(7.0)   # the upper triangles are the kernels' to leave alone
    att, dpreatt = np.full_like(preatt, marker), np.full_like(preatt, marker)
    ptr = lambda a: ctypes.c_void_p(a.ctypes.data)   # noqa: E731
    attention_twins.bench_attention_softmax(ptr(att), ptr(preatt), heads, T, ctypes.c_float(scale))
    expected, keep = _causal_softmax(preatt, scale)
    assert np.allclose(att[:, keep], expected[:, keep], rtol=1e-5, atol=1e-7)
    assert (att[:, ~keep] == marker).all()
    attention_twins.bench_attention_softmax_backward(ptr(dpreatt), ptr(datt), ptr(att), heads, T,
                                                     ctypes.c_float(scale))
    a, da = att.astype(np.float64) * keep, datt.astype(np.float64) * keep   # d softmax: a * (da - <a, da>)
    want = scale * a * (da - (a * da).sum(axis=-1, keepdims=True))
    assert np.allclose(dpreatt[:, keep], want[:, keep], rtol=1e-4, atol=1e-6)
    assert (dpreatt[:, ~keep] == marker).all()
