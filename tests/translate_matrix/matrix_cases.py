"""The matrix-instruction cases recorded on an NVIDIA GPU and replayed on the CPU device.

Plain Python only (the recording machine may have no numpy): each case is a PTX kernel
with the signature (.u64 p0, .u64 p1, .u64 p2, .u64 p3), four u32 buffers (the inputs,
made with a seeded generator) and which buffer is the output.

    python3 tests/translate_matrix/matrix_cases.py write DIR   # PTX + inputs + manifest.txt
"""

from __future__ import annotations

import random
import struct
import sys
from pathlib import Path

HEADER = ".version 8.0\n.target sm_80\n.address_size 64\n"
K_OF = {"m16n8k4": 4, "m16n8k8": 8, "m16n8k16": 16, "m16n8k32": 32}
PER_REG = {"f16": 2, "bf16": 2, "tf32": 1, "s8": 4, "u8": 4, "f32": 1, "s32": 1}
WARPS = 2


def mma_registers(shape, dt, at, bt, ct):
    kdim = K_OF[shape]
    na = 16 * kdim // 32 // PER_REG[at]
    nb = kdim * 8 // 32 // PER_REG[bt]
    return na, nb, (2 if ct == "f16" else 4), (2 if dt == "f16" else 4)


def mma_kernel(shape, dt, at, bt, ct, satfinite=False):
    """Each lane loads its A, B, C registers (p0, p1, p2), runs one mma, stores D (p3)."""
    na, nb, nc, nd = mma_registers(shape, dt, at, bt, ct)
    creg = ".f32" if ct == "f32" else ".b32"
    dreg = ".f32" if dt == "f32" else ".b32"
    lines = [HEADER, ".visible .entry k(.param .u64 p0, .param .u64 p1, .param .u64 p2, .param .u64 p3)", "{",
             f".reg .b32 %a<{na}>;", f".reg .b32 %b<{nb}>;", f".reg {creg} %c<{nc}>;", f".reg {dreg} %d<{nd}>;",
             ".reg .b32 %id;", ".reg .b64 %base<4>, %off, %p;", "mov.u32 %id, %tid.x;"]
    lines += [f"ld.param.u64 %base{i}, [p{i}];" for i in range(4)]
    for idx, (reg, n, ldt) in enumerate((("a", na, "b32"), ("b", nb, "b32"), ("c", nc, creg[1:]))):
        lines += [f"mul.wide.u32 %off, %id, {4 * n};", f"add.s64 %p, %base{idx}, %off;"]
        lines += [f"ld.global.{ldt} %{reg}{r}, [%p+{4 * r}];" for r in range(n)]

    def vec(reg, n):
        return "{" + ", ".join(f"%{reg}{r}" for r in range(n)) + "}"

    sat = ".satfinite" if satfinite else ""
    lines.append(f"mma.sync.aligned.{shape}.row.col{sat}.{dt}.{at}.{bt}.{ct} "
                 f"{vec('d', nd)}, {vec('a', na)}, {vec('b', nb)}, {vec('c', nc)};")
    lines += [f"mul.wide.u32 %off, %id, {4 * nd};", "add.s64 %p, %base3, %off;"]
    lines += [f"st.global.{dreg[1:]} [%p+{4 * r}], %d{r};" for r in range(nd)]
    lines += ["ret;", "}"]
    return "\n".join(lines)


def ldmatrix_kernel(num, trans):
    """p0: 4 8x8 b16 matrices, rows 48 bytes apart (not contiguous, 16-byte aligned as the ISA requires; copied to shared); lane L points at
    row L%8 of matrix L/8; the registers go to p3."""
    n = {"x1": 1, "x2": 2, "x4": 4}[num]
    regs = "{" + ", ".join(f"%r{i}" for i in range(n)) + "}"
    stores = "\n".join(f"    st.global.b32 [%o+{4 * i}], %r{i};" for i in range(n))
    return HEADER + f"""
.visible .entry k(.param .u64 p0, .param .u64 p1, .param .u64 p2, .param .u64 p3)
{{
    .shared .align 16 .b32 tile[384];
    .reg .b32 %id, %i, %m, %row, %sa, %r<4>, %v;
    .reg .b64 %s, %o, %off, %a;
    .reg .pred %p;
    ld.param.u64 %s, [p0];
    ld.param.u64 %o, [p3];
    mov.u32 %id, %tid.x;
    mov.u32 %i, 0;
COPY:
    mad.lo.u32 %v, %i, 32, %id;
    mul.wide.u32 %off, %v, 4;
    add.s64 %a, %s, %off;
    ld.global.b32 %m, [%a];
    mov.u32 %sa, tile;
    mad.lo.u32 %sa, %v, 4, %sa;
    st.shared.b32 [%sa], %m;
    add.u32 %i, %i, 1;
    setp.lt.u32 %p, %i, 12;
    @%p bra COPY;
    bar.sync 0;
    shr.u32 %m, %id, 3;
    and.b32 %row, %id, 7;
    mad.lo.u32 %row, %m, 8, %row;
    mov.u32 %sa, tile;
    mad.lo.u32 %sa, %row, 48, %sa;
    ldmatrix.sync.aligned.m8n8.{num}{'.trans' if trans else ''}.shared.b16 {regs}, [%sa];
    mul.wide.u32 %off, %id, {4 * n};
    add.s64 %o, %o, %off;
{stores}
    ret;
}}
"""


MOVMATRIX = HEADER + """
.visible .entry k(.param .u64 p0, .param .u64 p1, .param .u64 p2, .param .u64 p3)
{
    .reg .b32 %id, %x, %y;
    .reg .b64 %s, %o, %off;
    ld.param.u64 %s, [p0];
    ld.param.u64 %o, [p3];
    mov.u32 %id, %tid.x;
    mul.wide.u32 %off, %id, 4;
    add.s64 %s, %s, %off;
    add.s64 %o, %o, %off;
    ld.global.b32 %x, [%s];
    movmatrix.sync.aligned.m8n8.trans.b16 %y, %x;
    st.global.b32 [%o], %y;
    ret;
}
"""


# ------------------------------------------------------------------ inputs

def _f16_bits(v):
    return struct.unpack("<H", struct.pack("<e", v))[0]


def _f32_bits(v):
    return struct.unpack("<I", struct.pack("<f", v))[0]


def _element(rng, tname, exact):
    """Bits of one element: small integers (exact products and sums) or random values."""
    if tname in ("s8", "u8"):
        return rng.randrange(256)
    v = float(rng.randint(-4, 4)) if exact else rng.uniform(-2.0, 2.0)
    if tname == "f16":
        return _f16_bits(v)
    if tname == "bf16":
        return _f32_bits(v) >> 16
    if tname == "tf32":  # the low 13 bits are ignored by the hardware: fill them
        return (_f32_bits(v) & 0xFFFFE000) | rng.randrange(1 << 13)
    raise ValueError(tname)


def _registers(rng, tname, count, exact):
    per = PER_REG[tname]
    width = 32 // per
    return [sum(_element(rng, tname, exact) << (width * i) for i in range(per)) for _ in range(count)]


def _accumulators(rng, tname, count, exact):
    if tname == "s32":
        return [rng.randrange(1 << 32) for _ in range(count)]
    if tname == "f16":
        return [_f16_bits(float(rng.randint(-20, 20)) if exact else rng.uniform(-2, 2))
                | (_f16_bits(float(rng.randint(-20, 20)) if exact else rng.uniform(-2, 2)) << 16)
                for _ in range(count)]
    return [_f32_bits(float(rng.randint(-20, 20)) if exact else rng.uniform(-2, 2)) for _ in range(count)]


MMA_CASES = [
    ("m16n8k16", "f32", "f16", "f16", "f32"), ("m16n8k16", "f16", "f16", "f16", "f16"),
    # (mixed f16/f32 .dtype/.ctype: ptxas rejects them for m16n8k*; test_mma checks the error)
    ("m16n8k8", "f32", "f16", "f16", "f32"), ("m16n8k8", "f16", "f16", "f16", "f16"),
    ("m16n8k16", "f32", "bf16", "bf16", "f32"), ("m16n8k8", "f32", "bf16", "bf16", "f32"),
    ("m16n8k8", "f32", "tf32", "tf32", "f32"), ("m16n8k4", "f32", "tf32", "tf32", "f32"),
    ("m16n8k16", "s32", "s8", "s8", "s32"), ("m16n8k16", "s32", "u8", "s8", "s32"),
    ("m16n8k32", "s32", "s8", "s8", "s32"), ("m16n8k32", "s32", "s8", "u8", "s32"),
    ("m16n8k32", "s32", "u8", "u8", "s32"),
]


def cases():
    """name -> {"ptx", "threads", "buffers" (4 lists of u32), "out" (buffer index), "exact"}."""
    out = {}
    threads = 32 * WARPS
    for seed, (shape, dt, at, bt, ct) in enumerate(MMA_CASES):
        na, nb, nc, nd = mma_registers(shape, dt, at, bt, ct)
        for exact in ((True,) if at in ("s8", "u8") else (True, False)):
            rng = random.Random(1000 + 2 * seed + (0 if exact else 1))
            name = f"mma_{shape}_{dt}_{at}_{bt}_{ct}{'' if exact else '_random'}"
            out[name] = {"ptx": mma_kernel(shape, dt, at, bt, ct), "threads": threads, "out": 3, "exact": exact,
                         "buffers": [_registers(rng, at, threads * na, exact), _registers(rng, bt, threads * nb, exact),
                                     _accumulators(rng, ct, threads * nc, exact), [0] * (threads * nd)]}
    rng = random.Random(7)
    for shape, at in (("m16n8k16", "s8"), ("m16n8k32", "s8")):
        na, nb, nc, nd = mma_registers(shape, "s32", at, at, "s32")
        big = [0x7FFFFF00 if i % 2 else 0x80000100 for i in range(threads * nc)]
        out[f"mma_{shape}_satfinite"] = {
            "ptx": mma_kernel(shape, "s32", at, at, "s32", satfinite=True), "threads": threads, "out": 3,
            "exact": True, "buffers": [_registers(rng, at, threads * na, True), _registers(rng, at, threads * nb, True),
                                       big, [0] * (threads * nd)]}
    for num in ("x1", "x2", "x4"):
        for trans in (False, True):
            n = {"x1": 1, "x2": 2, "x4": 4}[num]
            out[f"ldmatrix_{num}{'_trans' if trans else ''}"] = {
                "ptx": ldmatrix_kernel(num, trans), "threads": 32, "out": 3, "exact": True,
                "buffers": [[rng.randrange(1 << 32) for _ in range(384)], [0], [0], [0] * (32 * n)]}
    out["movmatrix"] = {"ptx": MOVMATRIX, "threads": 64, "out": 3, "exact": True,
                        "buffers": [[rng.randrange(1 << 32) for _ in range(64)], [0], [0], [0] * 64]}
    return out


def write(folder: Path) -> None:
    """PTX files, input buffers (<name>.in.u32: the four buffers one after another) and
    manifest.txt (name threads n0 n1 n2 n3 out) for the native runner."""
    folder.mkdir(parents=True, exist_ok=True)
    lines = []
    for name, case in cases().items():
        (folder / f"{name}.ptx").write_text(case["ptx"])
        words = [w for buf in case["buffers"] for w in buf]
        (folder / f"{name}.in.u32").write_bytes(struct.pack(f"<{len(words)}I", *words))
        lines.append(" ".join([name, str(case["threads"]), *(str(len(b)) for b in case["buffers"]), str(case["out"])]))
    (folder / "manifest.txt").write_text("\n".join(lines) + "\n")


if __name__ == "__main__":
    if len(sys.argv) != 3 or sys.argv[1] != "write":
        sys.exit("usage: matrix_cases.py write DIR")
    write(Path(sys.argv[2]))
