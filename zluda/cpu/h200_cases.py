"""Cases recorded on a real NVIDIA GPU (by `record_h200.py`) and replayed on the CPU device.

Pure data + numpy (no llvmlite): the recording machine imports this module too.
Inputs are generated here once and stored *with* the outputs, so a replay never depends
on the random generator of another numpy version.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np

SIZES = {"b8": 1, "u8": 1, "s8": 1, "b16": 2, "u16": 2, "s16": 2, "f16": 2, "bf16": 2,
         "b32": 4, "u32": 4, "s32": 4, "f32": 4, "b64": 8, "u64": 8, "s64": 8, "f64": 8}
NP = {"b16": np.uint16, "u16": np.uint16, "s16": np.int16, "f16": np.uint16, "bf16": np.uint16,
      "b32": np.uint32, "u32": np.uint32, "s32": np.int32, "f32": np.float32,
      "b64": np.uint64, "u64": np.uint64, "s64": np.int64, "f64": np.float64}


def kernel_text(body: str, ins=("f32", "f32", "f32"), out="f32", extra_regs="") -> str:
    """A kernel `k(a, b, c, d, n)`: thread i loads a[i] b[i] c[i] into %a %b %c, runs
    `body` (which writes %d) and stores %d to d[i]."""
    regs, loads = [], []
    for name, t, p in zip(("a", "b", "c"), ins, ("pa", "pb", "pc")):
        if t is None:
            continue
        rt = "b16" if t in ("f16", "bf16") else t
        regs.append(f".reg .{rt} %{name};")
        loads.append(f"ld.param.u64 %rd2, [{p}];\n    mad.wide.u32 %rd3, %r1, {SIZES[t]}, %rd2;\n"
                     f"    ld.global.{rt} %{name}, [%rd3];")
    ot = "b16" if out in ("f16", "bf16") else out
    return f"""
.version 8.0
.target sm_90
.address_size 64
.visible .entry k(.param .u64 pa, .param .u64 pb, .param .u64 pc, .param .u64 pd, .param .u32 n)
{{
    .reg .b32 %r<8>;
    .reg .b64 %rd<8>;
    .reg .pred %p<4>;
    .reg .{ot} %d;
    {' '.join(regs)}
    {extra_regs}
    mov.u32 %r1, %tid.x;
    mov.u32 %r2, %ctaid.x;
    mov.u32 %r3, %ntid.x;
    mad.lo.u32 %r1, %r2, %r3, %r1;
    ld.param.u32 %r2, [n];
    setp.ge.u32 %p3, %r1, %r2;
    @%p3 bra DONE;
    {chr(10).join(loads)}
    {body}
    ld.param.u64 %rd2, [pd];
    mad.wide.u32 %rd3, %r1, {SIZES[out]}, %rd2;
    st.global.{ot} [%rd3], %d;
DONE:
    ret;
}}
"""


def _f32(rng, n):
    e = rng.integers(-30, 30, n)
    x = (rng.choice([-1.0, 1.0], n) * (rng.random(n) + 1.0) * 2.0 ** e).astype(np.float32)
    special = np.array([0.0, -0.0, np.inf, -np.inf, np.nan, 1e-40, -1e-40, 3.4e38, -3.4e38, 1.5, 2.5, -2.5,
                        0.49999997, 2.0 ** -24, 1 + 2.0 ** -23, 65504.0, 65520.0, 6e-8, 3e9, -3e9], np.float32)
    return np.concatenate([special, x])


def _f64(rng, n):
    x = rng.standard_normal(n) * 10.0 ** rng.integers(-40, 40, n)
    return np.concatenate([np.array([0.0, -0.0, np.inf, -np.inf, np.nan, 1e-310, 1.5, 2.5]), x])


def _u32(rng, n):
    base = np.array([0, 1, 2, 31, 32, 33, 0x7FFFFFFF, 0x80000000, 0xFFFFFFFF, 0xFFFFFFFE], np.uint64)
    return np.concatenate([base, rng.integers(0, 1 << 32, n, dtype=np.uint64)]).astype(np.uint32)


def _half_bits(rng, n):
    special = np.array([0x0000, 0x8000, 0x7C00, 0xFC00, 0x7E00, 0x0001, 0x03FF, 0x3C00, 0x7BFF], np.uint16)
    return np.concatenate([special, rng.integers(0, 1 << 16, n, dtype=np.uint64).astype(np.uint16)])


GEN = {"f32": _f32, "f64": _f64, "u32": _u32, "s32": lambda r, n: _u32(r, n).view(np.int32),
       "b32": _u32, "f16": _half_bits, "bf16": _half_bits, "b16": _half_bits,
       "s64": lambda r, n: r.integers(-2 ** 63, 2 ** 63 - 1, n + 10, dtype=np.int64),
       "u64": lambda r, n: r.integers(0, 2 ** 63, n + 10, dtype=np.uint64) * np.uint64(2)}

# (name, body, input types, output type, exact) -- exact=False: .approx, compared with a tolerance
INSTRUCTIONS = []
for _m in ("rn", "rz", "rm", "rp"):
    for _op, _n in (("add", 2), ("sub", 2), ("mul", 2), ("div", 2), ("fma", 3)):
        _srcs = ", ".join("%a %b %c".split()[:_n])
        for _t in ("f32", "f64"):
            INSTRUCTIONS.append((f"{_op}.{_m}.{_t}", f"{_op}.{_m}.{_t} %d, {_srcs};", (_t,) * _n + (None,) * (3 - _n), _t, True))
    for _t in ("f32", "f64"):
        INSTRUCTIONS.append((f"sqrt.{_m}.{_t}", f"sqrt.{_m}.{_t} %d, %a;", (_t, None, None), _t, True))
        INSTRUCTIONS.append((f"rcp.{_m}.{_t}", f"rcp.{_m}.{_t} %d, %a;", (_t, None, None), _t, True))
    INSTRUCTIONS += [
        (f"cvt.{_m}.f32.f64", f"cvt.{_m}.f32.f64 %d, %a;", ("f64", None, None), "f32", True),
        (f"cvt.{_m}.f16.f32", f"cvt.{_m}.f16.f32 %d, %a;", ("f32", None, None), "f16", True),
        (f"cvt.{_m}.f32.s64", f"cvt.{_m}.f32.s64 %d, %a;", ("s64", None, None), "f32", True),
        (f"cvt.{_m}.f32.u32", f"cvt.{_m}.f32.u32 %d, %a;", ("u32", None, None), "f32", True),
        (f"cvt.{_m}.f64.s64", f"cvt.{_m}.f64.s64 %d, %a;", ("s64", None, None), "f64", True),
    ]
for _m in ("rni", "rzi", "rmi", "rpi"):
    INSTRUCTIONS += [
        (f"cvt.{_m}.s32.f32", f"cvt.{_m}.s32.f32 %d, %a;", ("f32", None, None), "s32", True),
        (f"cvt.{_m}.u32.f32", f"cvt.{_m}.u32.f32 %d, %a;", ("f32", None, None), "u32", True),
        (f"cvt.{_m}.s64.f64", f"cvt.{_m}.s64.f64 %d, %a;", ("f64", None, None), "s64", True),
        (f"cvt.{_m}.f32.f32", f"cvt.{_m}.f32.f32 %d, %a;", ("f32", None, None), "f32", True),
    ]
INSTRUCTIONS += [
    ("cvt.rn.bf16.f32", "cvt.rn.bf16.f32 %d, %a;", ("f32", None, None), "bf16", True),
    ("cvt.rz.bf16.f32", "cvt.rz.bf16.f32 %d, %a;", ("f32", None, None), "bf16", True),
    ("cvt.rn.relu.f16.f32", "cvt.rn.relu.f16.f32 %d, %a;", ("f32", None, None), "f16", True),
    ("cvt.f32.f16", "cvt.f32.f16 %d, %a;", ("f16", None, None), "f32", True),
    ("cvt.f32.bf16", "cvt.f32.bf16 %d, %a;", ("bf16", None, None), "f32", True),
    ("cvt.rna.tf32.f32", "cvt.rna.tf32.f32 %d, %a;", ("f32", None, None), "b32", True),
    ("cvt.rn.f16x2.f32", "cvt.rn.f16x2.f32 %d, %a, %b;", ("f32", "f32", None), "b32", True),
    ("cvt.sat.f32.f32", "cvt.sat.f32.f32 %d, %a;", ("f32", None, None), "f32", True),
    ("cvt.ftz.f32.f32", "cvt.ftz.f32.f32 %d, %a;", ("f32", None, None), "f32", True),
    ("min.f32", "min.f32 %d, %a, %b;", ("f32", "f32", None), "f32", True),
    ("max.f32", "max.f32 %d, %a, %b;", ("f32", "f32", None), "f32", True),
    ("min.NaN.f32", "min.NaN.f32 %d, %a, %b;", ("f32", "f32", None), "f32", True),
    ("max.f64", "max.f64 %d, %a, %b;", ("f64", "f64", None), "f64", True),
    ("add.ftz.f32", "add.ftz.f32 %d, %a, %b;", ("f32", "f32", None), "f32", True),
    ("mul.rn.ftz.sat.f32", "mul.rn.ftz.sat.f32 %d, %a, %b;", ("f32", "f32", None), "f32", True),
    ("fma.rn.ftz.f32", "fma.rn.ftz.f32 %d, %a, %b, %c;", ("f32", "f32", "f32"), "f32", True),
    ("add.rn.f16", "add.rn.f16 %d, %a, %b;", ("f16", "f16", None), "f16", True),
    ("fma.rn.f16", "fma.rn.f16 %d, %a, %b, %c;", ("f16", "f16", "f16"), "f16", True),
    ("mul.rn.bf16", "mul.rn.bf16 %d, %a, %b;", ("bf16", "bf16", None), "bf16", True),
    ("fma.rn.bf16", "fma.rn.bf16 %d, %a, %b, %c;", ("bf16", "bf16", "bf16"), "bf16", True),
    ("add.rn.f16x2", "add.rn.f16x2 %d, %a, %b;", ("b32", "b32", None), "b32", True),
    ("fma.rn.bf16x2", "fma.rn.bf16x2 %d, %a, %b, %c;", ("b32", "b32", "b32"), "b32", True),
    ("max.f16", "max.f16 %d, %a, %b;", ("f16", "f16", None), "f16", True),
    ("min.NaN.bf16", "min.NaN.bf16 %d, %a, %b;", ("bf16", "bf16", None), "bf16", True),
    ("div.s32", "div.s32 %d, %a, %b;", ("s32", "s32", None), "s32", True),
    ("div.u32", "div.u32 %d, %a, %b;", ("u32", "u32", None), "u32", True),
    ("rem.s32", "rem.s32 %d, %a, %b;", ("s32", "s32", None), "s32", True),
    ("rem.u32", "rem.u32 %d, %a, %b;", ("u32", "u32", None), "u32", True),
    ("shl.b32", "shl.b32 %d, %a, %b;", ("b32", "u32", None), "b32", True),
    ("shr.s32", "shr.s32 %d, %a, %b;", ("s32", "u32", None), "s32", True),
    ("shr.u32", "shr.u32 %d, %a, %b;", ("u32", "u32", None), "u32", True),
    ("mul.hi.s32", "mul.hi.s32 %d, %a, %b;", ("s32", "s32", None), "s32", True),
    ("mul24.lo.s32", "mul24.lo.s32 %d, %a, %b;", ("s32", "s32", None), "s32", True),
    ("mad.hi.sat.s32", "mad.hi.sat.s32 %d, %a, %b, %c;", ("s32", "s32", "s32"), "s32", True),
    ("sad.u32", "sad.u32 %d, %a, %b, %c;", ("u32", "u32", "u32"), "u32", True),
    ("bfe.s32", "bfe.s32 %d, %a, %b, %c;", ("s32", "u32", "u32"), "s32", True),
    ("bfe.u32", "bfe.u32 %d, %a, %b, %c;", ("u32", "u32", "u32"), "u32", True),
    ("bfi.b32", "bfi.b32 %d, %a, %b, %c, 7;", ("b32", "b32", "u32"), "b32", True),
    ("prmt.b32", "prmt.b32 %d, %a, %b, %c;", ("b32", "b32", "b32"), "b32", True),
    ("prmt.b32.f4e", "prmt.b32.f4e %d, %a, %b, %c;", ("b32", "b32", "b32"), "b32", True),
    ("lop3.b32", "lop3.b32 %d, %a, %b, %c, 0xb4;", ("b32", "b32", "b32"), "b32", True),
    ("shf.l.clamp.b32", "shf.l.clamp.b32 %d, %a, %b, %c;", ("b32", "b32", "u32"), "b32", True),
    ("shf.r.wrap.b32", "shf.r.wrap.b32 %d, %a, %b, %c;", ("b32", "b32", "u32"), "b32", True),
    ("bfind.s32", "bfind.s32 %d, %a;", ("s32", None, None), "u32", True),
    ("bfind.shiftamt.u32", "bfind.shiftamt.u32 %d, %a;", ("u32", None, None), "u32", True),
    ("brev.b32", "brev.b32 %d, %a;", ("b32", None, None), "b32", True),
    ("popc.b32", "popc.b32 %d, %a;", ("b32", None, None), "u32", True),
    ("clz.b32", "clz.b32 %d, %a;", ("b32", None, None), "u32", True),
    ("dp4a.s32.u32", "dp4a.s32.u32 %d, %a, %b, %c;", ("b32", "b32", "s32"), "s32", True),
    ("dp2a.lo.u32.s32", "dp2a.lo.u32.s32 %d, %a, %b, %c;", ("b32", "b32", "u32"), "u32", True),
    ("cvt.sat.s8.s32", "cvt.sat.s8.s32 %r4, %a; cvt.s32.s8 %d, %r4;", ("s32", None, None), "s32", True),
    ("testp.subnormal.f32", "testp.subnormal.f32 %p1, %a; selp.u32 %d, 1, 0, %p1;", ("f32", None, None), "u32", True),
    ("setp.gtu.f32", "setp.gtu.f32 %p1, %a, %b; selp.u32 %d, 1, 0, %p1;", ("f32", "f32", None), "u32", True),
    ("ex2.approx.f32", "ex2.approx.f32 %d, %a;", ("f32", None, None), "f32", False),
    ("lg2.approx.f32", "lg2.approx.f32 %d, %a;", ("f32", None, None), "f32", False),
    ("sin.approx.f32", "sin.approx.f32 %d, %a;", ("f32", None, None), "f32", False),
    ("cos.approx.f32", "cos.approx.f32 %d, %a;", ("f32", None, None), "f32", False),
    ("rcp.approx.f32", "rcp.approx.f32 %d, %a;", ("f32", None, None), "f32", False),
    ("rsqrt.approx.f32", "rsqrt.approx.f32 %d, %a;", ("f32", None, None), "f32", False),
    ("sqrt.approx.f32", "sqrt.approx.f32 %d, %a;", ("f32", None, None), "f32", False),
    ("tanh.approx.f32", "tanh.approx.f32 %d, %a;", ("f32", None, None), "f32", False),
    ("div.full.f32", "div.full.f32 %d, %a, %b;", ("f32", "f32", None), "f32", False),
]
# .ftz results at the f32 normal/subnormal boundary: which results just below 2^-126 are
# flushed (tininess before or after rounding, and in which precision), per rounding mode
for _m in ("rn", "rz", "rm", "rp"):
    INSTRUCTIONS += [
        (f"tiny:mul.{_m}.ftz.f32", f"mul.{_m}.ftz.f32 %d, %a, %b;", ("f32", "f32", None), "f32", True),
        (f"tiny:div.{_m}.ftz.f32", f"div.{_m}.ftz.f32 %d, %a, %b;", ("f32", "f32", None), "f32", True),
        (f"tiny:fma.{_m}.ftz.f32", f"fma.{_m}.ftz.f32 %d, %a, %b, %c;", ("f32", "f32", "f32"), "f32", True),
        (f"tiny:cvt.{_m}.ftz.f32.f64", f"cvt.{_m}.ftz.f32.f64 %d, %a;", ("f64", None, None), "f32", True),
    ]


def instruction_inputs(index: int, n: int = 480):
    """Deterministic inputs of one instruction case (a, b, c), each n+specials long."""
    name, body, ins, out, exact = INSTRUCTIONS[index]
    rng = np.random.default_rng(1000 + index)
    if name.startswith("tiny:"):
        return _near_min_normal(name[5:].split(".")[0], rng, n)
    arrays = [GEN[t](rng, n) if t else None for t in ins]
    m = min(len(a) for a in arrays if a is not None)
    arrays = [a[:m] if a is not None else None for a in arrays]
    if name.startswith(("bfe", "bfi")) or name.startswith("shf") or name.startswith("sh"):
        for k in (1, 2):
            if arrays[k] is not None and ins[k] == "u32":
                arrays[k] = (arrays[k] % 48).astype(np.uint32)
    if "f16x2" in name or "bf16x2" in name:
        arrays = [(_half_bits(rng, m)[:m].astype(np.uint32) | (_half_bits(rng, m)[:m].astype(np.uint32) << 16))
                  if a is not None else None for a in arrays]
    return arrays


def _near_min_normal(op: str, rng, n: int):
    """Operands whose exact result lies a few 2^-24 (relative) around +-2^-126, on both sides:
    every window in which rounding in 24 bits, in subnormal precision, up or down, differs."""
    ulps = np.where(rng.random(n) < 0.8, rng.uniform(-2.0, 4.0, n), rng.uniform(-8.0, 64.0, n))
    target = (1.0 - ulps * 2.0 ** -24) * 2.0 ** -126
    target *= rng.choice([-1.0, 1.0], n)
    if op == "cvt":   # an f64 source: the result's exact value itself
        return [target, None, None]
    a = ((rng.random(n) + 1.0) * 2.0 ** rng.integers(-8, 8, n)).astype(np.float32)
    if op == "div":   # a / b with b = a's partner: a = target * b rounded to f32
        b = ((rng.random(n) + 1.0) * 2.0 ** rng.integers(0, 20, n)).astype(np.float32)
        return [(target * b).astype(np.float32), b, None]
    if op == "mul":
        return [a, (target / a).astype(np.float32), None]
    # fma: a normal addend (.ftz would flush a subnormal one) cancelling most of a*b
    c = (rng.choice([-1.0, 1.0], n) * (1.0 + rng.random(n)) * 2.0 ** -125).astype(np.float32)
    return [a, ((target - c) / a).astype(np.float32), c]


# nvcc-built PTX: the kernel suite's (the kernels `invoke bench --suite kernels` times) and
# the CPU tests' own (cooperative groups, printf, ...)
KERNEL_SUITE_DIR = Path(__file__).resolve().parent / "bench"
PTX_DIRS = (KERNEL_SUITE_DIR, Path(__file__).resolve().parents[2] / "tests" / "cpu" / "ptx")


def kernel_ptx(stem: str) -> Path:
    for folder in PTX_DIRS:
        if (folder / f"{stem}.ptx").exists():
            return folder / f"{stem}.ptx"
    raise FileNotFoundError(f"no {stem}.ptx in {', '.join(map(str, PTX_DIRS))}")


# (ptx stem, kernel, grid, block, args builder)
def kernel_cases():
    rng = np.random.default_rng(77)
    cases = []
    n = 256 * 2 * 20 - 77
    x = rng.standard_normal(n).astype(np.float32)
    cases.append(("reduce", "reduce_sum", ((n + 511) // 512,), (256,),
                  [x, np.zeros((n + 511) // 512, np.float32), np.int32(n)], [1]))
    xi = rng.integers(-100, 100, 4000).astype(np.int32)
    cases.append(("scan", "scan_block", (4,), (1024,), [xi, np.zeros(4000, np.int32), np.int32(4000)], [1]))
    a = rng.standard_normal((64, 64)).astype(np.float32)
    b = rng.standard_normal((64, 64)).astype(np.float32)
    cases.append(("matmul", "matmul_tiled", (4, 4), (16, 16), [a, b, np.zeros((64, 64), np.float32), np.int32(64)], [2]))
    data = rng.integers(0, 256, 50_000).astype(np.uint8)
    cases.append(("histogram", "histogram256", (24,), (256,), [data, np.zeros(256, np.uint32), np.int32(data.size)], [1]))
    xs = (rng.standard_normal((37, 300)) * 4).astype(np.float32)
    cases.append(("softmax", "softmax_rows", (10,), (128,), [xs, np.zeros_like(xs), np.int32(37), np.int32(300)], [1]))
    xl = rng.standard_normal((8, 1000)).astype(np.float32) * 3 + 1
    g = rng.standard_normal(1000).astype(np.float32)
    bt = rng.standard_normal(1000).astype(np.float32)
    cases.append(("layernorm", "layernorm", (8,), (256,), [xl, g, bt, np.zeros_like(xl), np.int32(1000), np.float32(1e-5)], [3]))
    xc = rng.integers(-1000, 1000, 256 * 9 + 5).astype(np.int32)
    cases.append(("cgreduce", "cg_reduce", (10,), (256,), [xc, np.zeros(10, np.int32), np.int32(xc.size)], [1]))
    fa, fb, fc = (rng.standard_normal(1000).astype(np.float32) for _ in range(3))
    cases.append(("bf16math", "bf16_fma", (4,), (128,), [fa, fb, fc, np.zeros(1000, np.float32), np.int32(1000)], [3]))
    it = np.array([0, 1, 5, 17], np.int32)
    cases.append(("divergence", "barrier_loop", (4,), (128,), [it, np.zeros(512, np.int32)], [1]))
    xd = rng.integers(0, 1000, 64).astype(np.int32)
    cases.append(("divergence", "divergent_shuffles", (1,), (64,), [xd, np.zeros(192, np.int32)], [1]))
    return cases
