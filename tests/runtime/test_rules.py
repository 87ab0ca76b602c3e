"""zluda/runtime/rules.py is the one statement of the fast-path rules: the C fast path is
generated from it and answers exactly what it allows, with the statuses Python gives."""

from __future__ import annotations

import itertools
import json
import os
import subprocess
import sys
import textwrap

from test_programs import REPO, libraries  # noqa: F401  (libraries: a fixture)

from zluda.api import catalog as api_catalog
from zluda.paths import build_dir
from zluda.runtime import rules
from zluda.shim import build
from zluda.translate import abi

MEMORY = ("device", "host", "managed", "pageable")
NOT_A_COPY_KIND = 5

# every cudaMemcpyKind (and one value that is none) between every kind of memory, each
# followed by cudaGetLastError; then a pop of a call configuration that was never pushed
COPY_HOST = textwrap.dedent("""
    import ctypes, itertools, json, sys
    rt = ctypes.CDLL(sys.argv[1] + "/libcudart.so.13")
    memory = {}
    for kind, allocate in (("device", lambda p: rt.cudaMalloc(p, 64)), ("host", lambda p: rt.cudaMallocHost(p, 64)),
                           ("managed", lambda p: rt.cudaMallocManaged(p, 64, 1))):
        p = ctypes.c_void_p()
        assert allocate(ctypes.byref(p)) == 0, kind
        memory[kind] = p.value
    pageable = ctypes.create_string_buffer(64)
    memory["pageable"] = ctypes.addressof(pageable)
    results = {}
    for kind in range(int(sys.argv[2]) + 1):
        for dst, src in itertools.product(memory, repeat=2):
            status = rt.cudaMemcpy(ctypes.c_void_p(memory[dst]), ctypes.c_void_p(memory[src]), ctypes.c_size_t(16), kind)
            results[f"{kind} {dst} {src}"] = [status, rt.cudaGetLastError()]
    grid, block = (ctypes.c_uint * 3)(), (ctypes.c_uint * 3)()
    pop = getattr(rt, "__cudaPopCallConfiguration")
    status = pop(grid, block, ctypes.byref(ctypes.c_size_t()), ctypes.byref(ctypes.c_void_p()))
    results["pop"] = [status, rt.cudaPeekAtLastError(), rt.cudaGetLastError(), rt.cudaGetLastError()]
    print(json.dumps(results))
""")


def _copies(fast: str, tmp_path):
    script = tmp_path / "copies.py"
    script.write_text(COPY_HOST)
    env = {"PYTHONPATH": str(REPO), "ZLUDA_FAST_PATH": fast, "ZLUDA_FAST_PATH_STATS": "1",
           "ZLUDA_LOG_UNIMPLEMENTED": "off"}
    proc = subprocess.run([sys.executable, str(script), str(build_dir()), str(NOT_A_COPY_KIND)], capture_output=True,
                          text=True, timeout=240, env={**os.environ, **env})
    assert proc.returncode == 0, proc.stderr[-3000:]
    answered = [line for line in proc.stderr.splitlines() if line.startswith("zluda: fast path answered")]
    assert answered, proc.stderr[-3000:]
    counts = dict(item.split("=") for item in answered[-1].split("answered", 1)[1].split())
    return json.loads(proc.stdout), int(counts["memcpy"])


def _allowed(side: str, memory: str) -> bool:
    return side == "any" or memory in rules.DEVICE_MEMORY


def test_c_fast_path_answers_the_copies_the_rules_allow(libraries, tmp_path):  # noqa: F811
    cat = api_catalog.load(13)
    status = cat.enums[cat.enum_key("cudaError_t")].values
    kinds = cat.enums[cat.enum_key("cudaMemcpyKind")].values
    assert set(kinds) == set(rules.COPY_KINDS) and NOT_A_COPY_KIND not in kinds.values()
    slow, slow_answered = _copies("0", tmp_path)
    fast, fast_answered = _copies("1", tmp_path)
    assert fast == slow
    assert slow_answered == 0
    allowed = 0
    for name, value in kinds.items():
        dst_side, src_side = rules.COPY_KINDS[name]
        for dst, src in itertools.product(MEMORY, repeat=2):
            ok = _allowed(dst_side, dst) and _allowed(src_side, src)
            allowed += ok
            expected = 0 if ok else status["cudaErrorInvalidValue"]
            assert slow[f"{value} {dst} {src}"] == [expected, expected], (name, dst, src)
    for dst, src in itertools.product(MEMORY, repeat=2):
        bad = status[rules.BAD_COPY_KIND]
        assert slow[f"{NOT_A_COPY_KIND} {dst} {src}"] == [bad, bad]
    # C answered every copy the rules allow (and Python all the others)
    assert fast_answered == allowed
    # a failure C answers is the thread's last error too (peek keeps it, get clears it)
    missing = status["cudaErrorMissingConfiguration"]
    assert slow["pop"] == [missing, missing, missing, status["cudaSuccess"]]


def test_generated_c_states_the_rules():
    source = build.render(build.Target("cudart", 13))["c"]
    cat = api_catalog.load(13)
    for name, (dst, src) in rules.COPY_KINDS.items():
        value = cat.enums["cudaMemcpyKind"].values[name]
        assert f"case {value}: ok = zf_{dst}_range(d, count) && zf_{src}_range(s, count);" in source
    assert "zf_max_block[3] = {%s};" % ", ".join(map(str, rules.MAX_BLOCK_DIM)) in source
    assert "zf_max_grid[3] = {%s};" % ", ".join(map(str, rules.MAX_GRID_DIM)) in source
    assert f"#define ZF_MAX_THREADS_PER_BLOCK {rules.MAX_THREADS_PER_BLOCK}u" in source
    assert "if (%s)" % " || ".join(f"h == {h}" for h in rules.DEFAULT_STREAMS) in source
    for kind, code in rules.MEMORY_KIND_CODES.items():
        assert f"ZF_KIND_{kind.upper()} = {code}" in source
    for name, clears in rules.LAST_ERROR_READERS.items():
        body = source.split(f" {name}(void)\n{{\n", 1)[1].split("\n}\n", 1)[0]
        assert f"    if (zluda_fast_path) {{\n        return (cudaError_t)zluda_last_error_get({int(clears)});" in body
    # nothing of the rules is written into the template by hand
    template = (build.TEMPLATES / "fastpath_cudart.c.j2").read_text()
    for literal in ("65535", "2147483647", "case 0:", "return 52", "h <= 2"):
        assert literal not in template


def test_translator_assumes_the_launch_limits():
    """The translator declares the launch limits to LLVM (abi.LAUNCH_RANGES, half-open):
    a launch the rules accept must lie inside them."""
    for i in range(3):
        assert abi.LAUNCH_RANGES[abi.L_NTID + 4 * i] == (1, rules.MAX_BLOCK_DIM[i] + 1)
        assert abi.LAUNCH_RANGES[abi.L_NCTAID + 4 * i] == (1, rules.MAX_GRID_DIM[i] + 1)
        assert abi.BLOCK_RANGES[abi.B_CTAID + 4 * i] == (0, rules.MAX_GRID_DIM[i])
    assert abi.LAUNCH_RANGES[abi.L_TPB] == (1, rules.MAX_THREADS_PER_BLOCK + 1)


def test_launch_rules():
    assert rules.launch_shape_problem((1, 1, 1), (1024, 1, 1)) is None
    assert rules.launch_shape_problem(rules.MAX_GRID_DIM, (32, 32, 1)) is None
    assert "zero dimension" in rules.launch_shape_problem((1, 0, 1), (1, 1, 1))
    assert "threads" in rules.launch_shape_problem((1, 1, 1), (512, 2, 2))
    assert "threads" in rules.launch_shape_problem((1, 1, 1), (1, 1, 65))
    assert "grid" in rules.launch_shape_problem((1, 65536, 1), (1, 1, 1))
    assert rules.launch_problem((1, 1, 1), (1, 1, 1), 100, 100) is None
    assert "shared memory" in rules.launch_problem((1, 1, 1), (1, 1, 1), 101, 100)
