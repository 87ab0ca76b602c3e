"""`invoke bench --suite ptx-parse`: how fast the PTX front end reads megabytes of PTX.

Input: the PTX nvcc emits for the project's CUDA test sources (tests/ptx/cuda, sm_90),
replicated with renamed symbols into one ~16 MB module (the size of a large fatbin's
PTX), plus a -G debug build whose DWARF sections dominate its text. Every stage is timed
on the same text in one run, best of three, so the rows compare side by side (CPU time
of the one thread that parses: a busy shared machine slows the wall clock, not this):
tokenizer alone, the top-level block scan, the lazy parse (headers only: what loading a
module costs), first kernel ready after a lazy parse, the full parse, the name checks,
and the printer.
"""

from __future__ import annotations

import re
import time
from pathlib import Path

from zluda import paths
from zluda.ptx import parse
from zluda.ptx.check import check_module
from zluda.ptx.lexer import tokenize
from zluda.ptx.nvcc import compile_ptx
from zluda.ptx.parser import top_level_blocks
from zluda.ptx.printer import print_module

TARGET_BYTES = 16 * 1024 * 1024
SOURCES_DIR = paths.REPO_ROOT / "tests" / "ptx" / "cuda"
_NAME_DECL = re.compile(
    r"^(?:\.(?:visible|extern|weak)\s+)*\.(?:entry|func)\s+(?:\([^)]*\)\s*)?([\w$]+)"
    r"|^(?:\.(?:visible|extern|weak)\s+)*\.(?:global|const|shared)\b[^;=\n]*?([\w$]+)(?:\[\d*\])*\s*[;=]",
    re.M)


def _best(fn, repeat: int = 3) -> tuple:
    best = None
    result = None
    for _ in range(repeat):
        start = time.process_time()
        result = fn()
        elapsed = time.process_time() - start
        best = elapsed if best is None else min(best, elapsed)
    return best, result


_EXTERN_FUNC = re.compile(r"^\.extern\s+\.func\s+(?:\([^)]*\)\s*)?([\w$]+)[^;]*;", re.M)


def _first_extern(match, seen: set) -> str:
    if match.group(1) in seen:
        return ""
    seen.add(match.group(1))
    return match.group(0)


def _replicate(texts: list, target: int) -> str:
    """One module from many: every copy's module-scope names get a unique suffix."""
    out = [".version 9.0\n.target sm_90\n.address_size 64\n"]
    size = len(out[0])
    copy = 0
    externs: set = set()   # one declaration of each extern function is enough
    while size < target:
        for text in texts:
            body = text.split(".address_size 64", 1)[1]
            names = {a or b for a, b in _NAME_DECL.findall(body)}
            names.discard("")
            # externally provided functions keep their names (vprintf, malloc, ...)
            names -= set(re.findall(r"^\.extern\s+\.func\s+(?:\([^)]*\)\s*)?([\w$]+)", body, re.M))
            names -= {"vprintf", "malloc", "free", "__assertfail"}
            if names:
                pattern = re.compile(r"(?<![\w$])(" + "|".join(
                    re.escape(n) for n in sorted(names, key=len, reverse=True)) + r")(?![\w$])")
                body = pattern.sub(lambda m, c=copy: f"{m.group(1)}_c{c}", body)
            body = _EXTERN_FUNC.sub(lambda m: _first_extern(m, externs), body)
            out.append(body)
            size += len(body)
            copy += 1
    return "".join(out)


def _corpus() -> tuple:
    sources = sorted(SOURCES_DIR.glob("*.cu"))
    if not sources:
        raise RuntimeError(f"no CUDA sources under {SOURCES_DIR}")
    plain = [compile_ptx(s, "compute_90").read_text() for s in sources]
    debug = compile_ptx(SOURCES_DIR / "calls.cu", "compute_80", ("-G",)).read_text()
    return plain, debug


def parse_speed() -> dict:
    plain, debug = _corpus()
    big = _replicate(plain, TARGET_BYTES)
    mb = len(big.encode()) / 1e6
    module = parse(big, "big.ptx", lazy=False)
    kernels = len(module.kernels)
    instructions = sum(sum(1 for _ in f.instructions()) for f in module.functions.values()
                       if f.has_body)
    problems = check_module(module, big)
    if problems:
        raise RuntimeError(f"the benchmark module does not check clean: {problems[0]}")

    t_tok, _ = _best(lambda: len(tokenize(big)))
    t_scan, _ = _best(lambda: top_level_blocks(big, "big.ptx"))
    t_lazy, _ = _best(lambda: parse(big, "big.ptx"))
    name = next(iter(module.kernels))

    def first_kernel():
        m = parse(big, "big.ptx")
        return m.kernels[name].body
    t_first, _ = _best(first_kernel)
    t_full, _ = _best(lambda: parse(big, "big.ptx", lazy=False))
    t_check, _ = _best(lambda: check_module(module, big))
    t_print, _ = _best(lambda: print_module(module))
    debug_mb = len(debug.encode()) / 1e6
    t_debug, _ = _best(lambda: parse(debug, "debug.ptx", lazy=False), repeat=5)

    rows = [
        {"metric": "tokenizer alone", "value": mb / t_tok, "unit": "MB/s"},
        {"metric": "top-level block scan", "value": mb / t_scan, "unit": "MB/s"},
        {"metric": "lazy parse (headers, module load)", "value": mb / t_lazy, "unit": "MB/s"},
        {"metric": "lazy parse + first kernel body", "value": t_first * 1e3, "unit": "ms"},
        {"metric": "full parse (every body)", "value": mb / t_full, "unit": "MB/s"},
        {"metric": "full parse", "value": instructions / t_full / 1e3, "unit": "k instr/s"},
        {"metric": "name checks (parsed module)", "value": mb / t_check, "unit": "MB/s"},
        {"metric": "printer", "value": mb / t_print, "unit": "MB/s"},
        {"metric": "full parse, -G debug PTX", "value": debug_mb / t_debug, "unit": "MB/s"},
        {"metric": "lazy vs full parse speed-up", "value": t_full / t_lazy, "unit": "x"},
    ]
    return {"rows": rows,
            "input": {"module_mb": round(mb, 2), "kernels": kernels, "instructions": instructions,
                      "debug_file_mb": round(debug_mb, 3),
                      "sources": [p.name for p in sorted(SOURCES_DIR.glob("*.cu"))]}}
