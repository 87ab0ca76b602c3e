"""llm.c's hottest kernels in `invoke bench --suite kernels`, against llm.c's own C.

The kernels come from the PTX that nvcc put into the llmc workload's programs (built by
`zluda.llmc.build` from the workload's pinned llm.c checkout, fetched at run time, nothing
of it committed): the fp32 ones from test_gpt2fp32cu (train_gpt2_fp32.cu's kernels), the
bf16 ones from train_gpt2cu (llmc/*.cuh). Each is launched with the grid, block and shared
memory that llm.c's host code gives it, on the llmc workload's tiny GPT-2 shapes (B=4 T=64
C=128 V=8191 padded to 8192). Its twin is llm.c's CPU function for the same step, from
train_gpt2.c (llmc_twins.c includes it), built with llm.c's Makefile flags and run with as
many OpenMP threads as the CPU device's workers; llm.c parallelises matmul_forward and the
softmax with OpenMP and runs layernorm and AdamW on one thread. Attention's softmax, forward
and backward, is set against C written here (llmc_twins.c): llm.c's C has it only inside
its attention functions, between the products. llm.c has no bf16 C code: the bf16 kernels
are set against the same fp32 functions.
"""

from __future__ import annotations

import ctypes
import hashlib
import os
import re
import struct
import subprocess
import tempfile
from pathlib import Path

import numpy as np

from zluda import paths
from zluda.cpu.runtime import CompiledModule
from zluda.fatbin import load_any
from zluda.llmc import build
from zluda.llmc.bench import C_FLAGS
from zluda.platform import workloads

HERE = Path(__file__).resolve().parent
B, T, C, V, VP = 4, 64, 128, 8191, 8192   # the llmc workload's tiny GPT-2 (zluda/llmc/tinymodel.py)
OC = 4 * C                                # matmul_forward_kernel4 on a layer's fc projection
NH = 2                                    # attention heads
SOFTMAX_BLOCK = 256                       # llm.c's softmax_forward_kernel5 launches
ADAMW_PARAMETERS = 1 << 20                # the tiny model's parameter count is of this order
ADAMW = dict(learning_rate=1e-4, beta1=0.9, beta2=0.999, eps=1e-8, weight_decay=0.0, t=1)
BLOCK_ADAMW = 512                         # llm.c's adamw launches: 512 threads a block
ATTENTION_TWINS = "attention_twins.c"     # included by llmc_twins.c


class Unavailable(RuntimeError):
    """llm.c's sources or programs cannot be had here: the rows say why."""


def _ceil_div(a: int, b: int) -> int:
    return -(-a // b)


def _ptx(binary: Path) -> str:
    entries = [e for e in load_any(binary.read_bytes(), str(binary)) if e.kind == "ptx"]
    if not entries:
        raise Unavailable(f"{binary}: no PTX in its fatbin")
    return "\n".join(e.payload.decode() if isinstance(e.payload, bytes) else e.payload for e in entries)


def _twins(source: Path) -> ctypes.CDLL:
    """llmc_twins.c with train_gpt2.c of this checkout, built once per checkout and flags."""
    twins = HERE / "llmc_twins.c"
    key = hashlib.sha256(b"\0".join([twins.read_bytes(), (HERE / ATTENTION_TWINS).read_bytes(),
                                     (source / "train_gpt2.c").read_bytes(),
                                     " ".join(C_FLAGS).encode()])).hexdigest()[:16]
    lib = paths.build_dir() / "bench" / f"llmc_twins-{key}.so"
    if not lib.exists():
        lib.parent.mkdir(parents=True, exist_ok=True)
        tmp = lib.with_suffix(f".{os.getpid()}.so")
        argv = ["gcc", *C_FLAGS, "-shared", "-fPIC", "-I", str(source), str(twins), "-o", str(tmp), "-lm"]
        done = subprocess.run(argv, capture_output=True, text=True)
        if done.returncode != 0:
            raise Unavailable(f"building llm.c's C functions failed: {' '.join(argv)}\n{done.stderr[-1500:]}")
        os.replace(tmp, lib)
    return ctypes.CDLL(str(lib))


def modules() -> tuple[CompiledModule, CompiledModule, ctypes.CDLL]:
    """(test_gpt2fp32cu's module, train_gpt2cu's module, llm.c's C functions)."""
    try:
        source = workloads.resolve_source(workloads.load_own(paths.REPO_ROOT / "workloads", "llmc"))
        with tempfile.TemporaryDirectory(prefix="zluda-bench-llmc-") as tmp:
            built = build.build(source, Path(tmp), ["test_gpt2fp32cu", "train_gpt2cu"])
            fp32, bf16 = _ptx(built["test_gpt2fp32cu"]), _ptx(built["train_gpt2cu"])
    except (RuntimeError, FileNotFoundError) as exc:   # no checkout (network), no nvcc or cuBLAS
        raise Unavailable(str(exc).splitlines()[0]) from None
    return (CompiledModule(fp32, "test_gpt2fp32cu.ptx"), CompiledModule(bf16, "train_gpt2cu.ptx"), _twins(source))


def kernel_name(module: CompiledModule, short: str) -> str:
    """The mangled name of llm.c's kernel `short` (a template's one instance)."""
    found = [k for k in module.kernels if re.fullmatch(rf"_Z\d+{re.escape(short)}\w*", k)]
    if len(found) != 1:
        raise Unavailable(f"{len(found)} kernels named {short} in llm.c's PTX: {found[:4]}")
    return found[0]


def pack(module: CompiledModule, kernel: str, args: list) -> bytes:
    """CUDA's parameter buffer: arrays by address, None as a null pointer, numbers by the
    parameter's PTX type, bytes as they are (an empty struct such as std::bool_constant)."""
    info = module.kernels[kernel]
    if len(args) != len(info.params):
        raise TypeError(f"{kernel}: {len(info.params)} parameters, {len(args)} arguments")
    buf = bytearray(info.param_size)
    for (name, ptype, offset, size), arg in zip(info.params, args):
        if isinstance(arg, np.ndarray):
            raw = arg.ctypes.data.to_bytes(size, "little")
        elif arg is None:
            raw = bytes(size)
        elif isinstance(arg, bytes):
            raw = arg
        elif ptype == "f32":
            raw = struct.pack("<f", arg)
        else:
            raw = (int(arg) & ((1 << (8 * size)) - 1)).to_bytes(size, "little")
        if len(raw) != size:
            raise TypeError(f"{kernel}: {name} is {size} bytes, {len(raw)} given")
        buf[offset:offset + size] = raw
    return bytes(buf)


def bfloat16_bits(a: np.ndarray) -> np.ndarray:
    """bf16 values (as uint16) of float32 ones, truncated."""
    return (np.ascontiguousarray(a, np.float32).view(np.uint32) >> 16).astype(np.uint16)


def _ptr(a):
    return ctypes.c_void_p(a.ctypes.data)


def cases(fp32: CompiledModule, bf16: CompiledModule, lib: ctypes.CDLL) -> list:
    """(row name, our launch, llm.c's C call, the module) with the same inputs on both sides."""
    rng = np.random.default_rng(0)
    F, I = ctypes.c_float, ctypes.c_int

    def arr(*shape, scale=1.0):
        return (rng.standard_normal(shape) * scale).astype(np.float32)

    def launch(module, short, grid, block, args, shared=0):
        name = kernel_name(module, short)
        raw = pack(module, name, args)
        # the buffer holds the arrays' addresses only: the closure keeps the arrays alive
        return lambda keep=tuple(args): module.launch_raw(name, grid, block, raw, shared)

    out = []
    N = B * T
    inp, weight, bias = arr(N, C), arr(OC, C, scale=0.05), arr(OC)
    y = np.zeros((N, OC), np.float32)
    out.append(("llm.c matmul_forward_kernel4 (fp32, BT=256 C=128 OC=512)",
                launch(fp32, "matmul_forward_kernel4", (_ceil_div(N, 128), _ceil_div(OC, 128)), (16, 16),
                       [y, inp, weight, bias, C, OC]),
                lambda: lib.matmul_forward(_ptr(y), _ptr(inp), _ptr(weight), _ptr(bias), I(B), I(T), I(C), I(OC)),
                fp32))

    x, gamma, beta = arr(N, C), arr(C), arr(C)
    ln, mean, rstd = np.zeros((N, C), np.float32), np.zeros(N, np.float32), np.zeros(N, np.float32)
    out.append(("llm.c layernorm_forward_kernel3 (fp32)",
                launch(fp32, "layernorm_forward_kernel3", (_ceil_div(N * 32, 512),), (512,),
                       [ln, mean, rstd, x, gamma, beta, N, C]),
                lambda: lib.layernorm_forward(_ptr(ln), _ptr(mean), _ptr(rstd), _ptr(x), _ptr(gamma), _ptr(beta),
                                              I(B), I(T), I(C)),
                fp32))
    lib.layernorm_forward(_ptr(ln), _ptr(mean), _ptr(rstd), _ptr(x), _ptr(gamma), _ptr(beta), I(B), I(T), I(C))

    dout, dinp = arr(N, C), np.zeros((N, C), np.float32)
    dweight, dbias = np.zeros(C, np.float32), np.zeros(C, np.float32)
    out.append(("llm.c layernorm_backward_kernel2 (fp32)",
                launch(fp32, "layernorm_backward_kernel2", (_ceil_div(32 * N, 512),), (512,),
                       [dinp, dweight, dbias, dout, x, gamma, mean, rstd, B, T, C], shared=2 * C * 4),
                lambda: lib.layernorm_backward(_ptr(dinp), _ptr(dweight), _ptr(dbias), _ptr(dout), _ptr(x),
                                               _ptr(gamma), _ptr(mean), _ptr(rstd), I(B), I(T), I(C)),
                fp32))

    logits = arr(N, VP)
    logits[:, V:] = 0.0
    targets = rng.integers(0, V, N).astype(np.int32)
    losses, dlosses = np.zeros(N, np.float32), np.full(N, 1.0 / N, np.float32)
    probs, dlogits = np.zeros((N, VP), np.float32), np.zeros((N, VP), np.float32)
    c_logits = logits.copy()

    def classifier_c():
        lib.bench_classifier(_ptr(dlogits), _ptr(probs), _ptr(losses), _ptr(c_logits), _ptr(dlosses), _ptr(targets),
                             I(B), I(T), I(V), I(VP))

    out.append(("llm.c fused_classifier_kernel3 (fp32, V=8191)",
                launch(fp32, "fused_classifier_kernel3", (N,), (1024,),
                       [logits, losses, None, dlosses, targets, B, T, V, VP]),
                classifier_c, fp32))

    # attention's softmax over (B*NH, T, T) scores, causal, with the head size's scale inside
    heads, scale = B * NH, 1.0 / float(np.sqrt(C // NH))
    preatt, att = arr(heads, T, T, scale=4.0), np.zeros((heads, T, T), np.float32)
    softmax_grid = (_ceil_div(heads * T * 32, SOFTMAX_BLOCK),)
    out.append(("llm.c softmax_forward_kernel5 (fp32, attention B*NH=8 T=64)",
                launch(fp32, "softmax_forward_kernel5", softmax_grid, (SOFTMAX_BLOCK,), [att, scale, preatt, heads, T]),
                lambda: lib.bench_attention_softmax(_ptr(att), _ptr(preatt), I(heads), I(T), F(scale)),
                fp32))
    lib.bench_attention_softmax(_ptr(att), _ptr(preatt), I(heads), I(T), F(scale))
    datt, dpreatt = arr(heads, T, T), np.zeros((heads, T, T), np.float32)
    out.append(("llm.c softmax_autoregressive_backward_kernel (fp32, B*NH=8 T=64)",
                launch(fp32, "softmax_autoregressive_backward_kernel", (T // 4, heads), (256,),
                       [dpreatt, datt, att, B, T, C, scale]),
                lambda: lib.bench_attention_softmax_backward(_ptr(dpreatt), _ptr(datt), _ptr(att), I(heads), I(T),
                                                             F(scale)),
                fp32))

    n = ADAMW_PARAMETERS
    params, grads = arr(n), arr(n, scale=0.01)
    m, v = np.zeros(n, np.float32), np.zeros(n, np.float32)
    a = ADAMW
    corrections = [1.0 - a["beta1"] ** a["t"], 1.0 - a["beta2"] ** a["t"]]

    def adamw_c(params=params.copy(), grads=grads, m=m.copy(), v=v.copy()):
        lib.bench_adamw(_ptr(params), _ptr(grads), _ptr(m), _ptr(v), ctypes.c_size_t(n), F(a["learning_rate"]),
                        F(a["beta1"]), F(a["beta2"]), F(a["eps"]), F(a["weight_decay"]), I(a["t"]))

    out.append(("llm.c adamw_kernel2 (fp32, 1M parameters)",
                launch(fp32, "adamw_kernel2", (_ceil_div(n, BLOCK_ADAMW),), (BLOCK_ADAMW,),
                       [params, grads, m, v, n, a["learning_rate"], a["beta1"], a["beta2"], *corrections, a["eps"],
                        a["weight_decay"]]),
                adamw_c, fp32))

    # bf16: train_gpt2cu's kernels, llm.c's fp32 C on the same values
    x16, gamma16, beta16 = bfloat16_bits(x), bfloat16_bits(gamma), bfloat16_bits(beta)
    ln16 = np.zeros((N, C), np.uint16)
    rows_per_block = 256 // 32
    out.append(("llm.c layernorm_forward_kernel6 (bf16)",
                launch(bf16, "layernorm_forward_kernel6", (_ceil_div(N, rows_per_block),), (32, rows_per_block),
                       [ln16, mean, rstd, x16, gamma16, beta16, N, C], shared=(2 + rows_per_block) * C * 2),
                lambda: lib.layernorm_forward(_ptr(ln), _ptr(mean), _ptr(rstd), _ptr(x), _ptr(gamma), _ptr(beta),
                                              I(B), I(T), I(C)),
                bf16))

    preatt16, att16 = bfloat16_bits(preatt), np.zeros((heads, T, T), np.uint16)
    out.append(("llm.c softmax_forward_kernel5 (bf16, attention B*NH=8 T=64)",
                launch(bf16, "softmax_forward_kernel5", softmax_grid, (SOFTMAX_BLOCK,), [att16, scale, preatt16, heads, T]),
                lambda: lib.bench_attention_softmax(_ptr(att), _ptr(preatt), I(heads), I(T), F(scale)),
                bf16))

    logits16 = bfloat16_bits(logits)
    out.append(("llm.c fused_classifier_kernel5 (bf16, V=8191)",
                launch(bf16, "fused_classifier_kernel5", (N,), (1024,),
                       [logits16, losses, None, 1.0 / N, targets, B, T, V, VP, b"\x01"]),
                classifier_c, bf16))

    params16, grads16, master = bfloat16_bits(params), bfloat16_bits(grads), params.copy()
    out.append(("llm.c adamw_kernel3 (bf16 with fp32 master weights, 1M parameters)",
                launch(bf16, "adamw_kernel3", (_ceil_div(n, BLOCK_ADAMW), 1), (BLOCK_ADAMW,),
                       [params16, master, grads16, m, v, n, 0, 0, 0, a["learning_rate"], a["beta1"], a["beta2"],
                        *corrections, a["eps"], a["weight_decay"], 1.0, 1234]),
                adamw_c, bf16))
    return out
