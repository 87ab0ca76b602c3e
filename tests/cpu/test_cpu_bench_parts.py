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
