"""`zluda ptx ir FILE` and `zluda ptx run FILE ...` (registered in zluda.ptx.cli.COMMANDS).

run's arguments, one `--arg` per kernel parameter in order:
    s32:5  u64:7  f32:1.5  f64:-2          a scalar of that PTX type
    f32[1024]  u8[100]=iota  f32[64]=1.5   a zero-filled / 0,1,2.. / constant-filled
                                           array (the kernel receives its address)
Arrays are printed after the launch (first --show values and a checksum).
"""

from __future__ import annotations

import re
import sys
import time
import zlib
from pathlib import Path

import numpy as np

from zluda.cpu import jit
from zluda.cpu.ptxmodule import Module
from zluda.cpu.runtime import LaunchError
from zluda.ptx import parse
from zluda.ptx.cli import read_source
from zluda.ptx.errors import PtxError
from zluda.translate.errors import TranslateError

_DTYPES = {"u8": np.uint8, "s8": np.int8, "u16": np.uint16, "s16": np.int16, "u32": np.uint32,
           "s32": np.int32, "u64": np.uint64, "s64": np.int64, "f32": np.float32, "f64": np.float64,
           "b8": np.uint8, "b16": np.uint16, "b32": np.uint32, "b64": np.uint64}
_ARRAY = re.compile(r"^(\w+)\[(\d+)\](?:=(.+))?$")
_SCALAR = re.compile(r"^(\w+):(.+)$")


def parse_arg(spec: str):
    m = _ARRAY.match(spec)
    if m:
        t, n, init = m.group(1), int(m.group(2)), m.group(3)
        if t not in _DTYPES:
            raise ValueError(f"--arg {spec}: unknown element type {t}")
        arr = np.zeros(n, _DTYPES[t])
        if init == "iota":
            arr[:] = np.arange(n) if np.issubdtype(arr.dtype, np.floating) else np.arange(n) % (np.iinfo(arr.dtype).max + 1)
        elif init is not None:
            arr[:] = float(init) if np.issubdtype(arr.dtype, np.floating) else int(init, 0)
        return arr
    m = _SCALAR.match(spec)
    if m and m.group(1) in _DTYPES:
        t, v = m.group(1), m.group(2)
        return _DTYPES[t](float(v) if t.startswith("f") else int(v, 0))
    raise ValueError(f"--arg {spec}: expected TYPE:VALUE or TYPE[N][=iota|=VALUE]")


def _dims(text: str):
    parts = [int(x) for x in text.split(",")]
    if not 1 <= len(parts) <= 3 or min(parts) < 1:
        raise ValueError(f"bad dimensions {text!r} (expected X[,Y[,Z]])")
    return tuple(parts)


def ir_run(args) -> int:
    from zluda.translate.module import ModuleTranslator, translate
    from zluda.translate.pass_output import after_pass

    try:
        text, name = read_source(args.file)
        only = [args.kernel] if args.kernel else None
        if args.print_after:
            out = after_pass(ModuleTranslator(parse(text, filename=name)), args.print_after, only=only)
        else:
            tr = translate(parse(text, filename=name), only=only)
            out = str(jit.optimise(tr.ir_text)) if args.optimized else tr.ir_text
    except (OSError, ValueError, KeyError, PtxError, TranslateError, jit.CompileError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    if args.output:
        Path(args.output).write_text(out)
    else:
        sys.stdout.write(out)
    return 0


def run_run(args) -> int:
    try:
        text, name = read_source(args.file)
        mod = Module(text, name)
        kernels = mod.kernels
        kernel = args.kernel or (next(iter(kernels)) if len(kernels) == 1 else None)
        if kernel is None:
            raise ValueError(f"{name} has {len(kernels)} kernels; choose one with --kernel: {', '.join(kernels)}")
        if kernel not in kernels:
            raise ValueError(f"no kernel {kernel!r} in {name}")
        values = [parse_arg(a) for a in args.arg]
        grid, block = _dims(args.grid), _dims(args.block)
        t0 = time.perf_counter()
        mod.compiled.compile()
        t1 = time.perf_counter()
        mod.launch(kernel, grid, block, values, args.shared)
        t2 = time.perf_counter()
    except (OSError, ValueError, TypeError, PtxError, TranslateError, LaunchError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    print(f"{kernel}<<<{grid}, {block}>>>: compile/load {1e3 * (t1 - t0):.1f} ms, run {1e3 * (t2 - t1):.1f} ms")
    for i, v in enumerate(values):
        if isinstance(v, np.ndarray):
            crc = zlib.crc32(v.tobytes())
            print(f"  arg {i}: {v.dtype}[{v.size}] crc32={crc:08x} {v[:args.show].tolist()}")
    return 0
