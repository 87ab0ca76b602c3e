"""The tanh.approx.f32 lowering (zluda/translate/libm_tanh.py) against the C library's
tanhf, as compiled code on this host: over chunks of f32 bit patterns, the lowering with
and without the CPU's flush modes (MXCSR FTZ + DAZ, as flushing kernels run) against
tanhf without them, and any difference in the bits is reported.

    python -m zluda.cpu.tanh_check            # all 2^32 inputs, both modes
    python -m zluda.cpu.tanh_check --first 0x3f000000 --count 0x1000000
"""

from __future__ import annotations

import argparse
import ctypes
import functools
import sys

import numpy as np
from llvmlite import ir

from zluda.cpu import jit
from zluda.translate.flush_mode import MXCSR_FLUSH_BITS
from zluda.translate.irutil import declare
from zluda.translate.libm_tanh import tanh_f32
from zluda.translate.ptxtypes import F32, I32, I64, PTR, VOID

CHUNK = 1 << 24


def _loop_function(module, name, compute):
    """void name(float *in, float *out, i64 n, i32 flush): out[i] = compute(in[i]),
    under the flush modes when `flush` is not 0."""
    fn = ir.Function(module, ir.FunctionType(VOID, [PTR, PTR, I64, I32]), name)
    src, dst, n, flush = fn.args
    for p in (src, dst):
        p.add_attribute("noalias")
    entry, set_modes, head, body, done = (fn.append_basic_block(s) for s in ("entry", "set", "head", "body", "done"))
    b = ir.IRBuilder(entry)
    saved = b.alloca(I32)
    changed = b.alloca(I32)
    read = declare(module, "llvm.x86.sse.stmxcsr", VOID, [PTR])
    write = declare(module, "llvm.x86.sse.ldmxcsr", VOID, [PTR])
    b.call(read, [saved])
    b.cbranch(b.icmp_unsigned("!=", flush, ir.Constant(I32, 0)), set_modes, head)
    b.position_at_end(set_modes)
    b.store(b.or_(b.load(saved), ir.Constant(I32, MXCSR_FLUSH_BITS)), changed)
    b.call(write, [changed])
    b.branch(head)
    b.position_at_end(head)
    i = b.phi(I64)
    i.add_incoming(ir.Constant(I64, 0), entry)
    i.add_incoming(ir.Constant(I64, 0), set_modes)
    b.cbranch(b.icmp_signed("<", i, n), body, done)
    b.position_at_end(body)
    x = b.load(b.gep(src, [i], source_etype=F32), typ=F32)
    b.store(compute(b, module, x), b.gep(dst, [i], source_etype=F32))
    i.add_incoming(b.add(i, ir.Constant(I64, 1)), body)
    b.branch(head)
    b.position_at_end(done)
    b.call(write, [saved])
    b.ret_void()


def _libm(b, module, x):
    return b.call(declare(module, "tanhf", F32, [F32]), [x])


def _lowered(b, module, x):
    return tanh_f32(b, x)


@functools.cache
def functions():
    """(lowered, libm): ctypes functions of (in, out, n, flush)."""
    module = ir.Module("tanh_check")
    _loop_function(module, "lowered", _lowered)
    _loop_function(module, "libm", _libm)
    obj = jit.LoadedObject(jit.compile_to_object(str(module)))
    kind = ctypes.CFUNCTYPE(None, ctypes.c_void_p, ctypes.c_void_p, ctypes.c_int64, ctypes.c_int32)
    keep = (obj,)
    return kind(obj.address("lowered")), kind(obj.address("libm")), keep


def results(which: str, bits: np.ndarray, flush: bool) -> np.ndarray:
    """The result bits of "lowered" or "libm" for the inputs `bits` (uint32 patterns)."""
    lowered, libm, _ = functions()
    x = np.ascontiguousarray(bits, dtype=np.uint32)
    out = np.empty_like(x)
    {"lowered": lowered, "libm": libm}[which](x.ctypes.data, out.ctypes.data, len(x), int(flush))
    return out


def _differing(bits, ours, theirs) -> np.ndarray:
    both_nan = np.isnan(ours.view(np.float32)) & np.isnan(theirs.view(np.float32))
    return np.asarray(bits, np.uint32)[(ours != theirs) & ~both_nan]


def differences(bits: np.ndarray, flush: bool) -> np.ndarray:
    """The inputs whose results differ in their bits from libm's without the flush modes
    (any NaN matches any NaN): the lowering's own with the modes as `flush` says."""
    return _differing(bits, results("lowered", bits, flush), results("libm", bits, False))


def main(argv=None) -> int:
    p = argparse.ArgumentParser(prog="python -m zluda.cpu.tanh_check", description=__doc__.split("\n\n")[0])
    p.add_argument("--first", type=lambda s: int(s, 0), default=0)
    p.add_argument("--count", type=lambda s: int(s, 0), default=1 << 32)
    args = p.parse_args(argv)
    end = min(args.first + args.count, 1 << 32)
    bad = 0
    for start in range(args.first, end, CHUNK):
        chunk = np.arange(start, min(start + CHUNK, end), dtype=np.uint64).astype(np.uint32)
        for flush in (False, True):
            diff = differences(chunk, flush)
            bad += len(diff)
            for v in diff[:4]:
                print(f"differs: 0x{int(v):08x} (flush modes {'on' if flush else 'off'})")
    print(f"inputs 0x{args.first:x}..0x{end:x}: {bad} differ")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
