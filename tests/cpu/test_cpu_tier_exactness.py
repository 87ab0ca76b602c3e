"""Every compilation tier and path computes the same results (issue: silent wrong answers
after tier-up). Kernels of the five patterns that went wrong at the full tier
(cuda/tier_patterns.cu: a block bitonic sort, a threadfence + ticket last-block reduction,
warp-aggregated atomics with coalesced_threads(), a DXT-style block kernel, a radix sort
pass ranked with ballots) run at baseline, quick and full, with region code off and with
LLVM's annotations stripped, each in a process of its own with a fresh cache, cold and then
from a warm cache; each result must be right and bit-identical to the others.

The cause found: loads of kernel parameters were marked !invariant.load while they read
the entry's private copy of the parameters, which is written in the same function once
inlined; LLVM moved such a load above the copy (uninitialised memory: every branch on a
parameter-derived value folded). kernel_abi.parameter_buffer now reads the runtime's
buffer; test_invariant_loads_read_the_runtimes_buffers pins the rule on the IR."""

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from cpukit import ptx_path

from zluda.tierfuzz.differential import CONFIGS   # every path a kernel's code can take

# each pattern: launches on fixed inputs, then what it left, and whether that is right
PROGRAM = r"""
import hashlib, json, struct, sys
import numpy as np
from zluda.cpu.runtime import CompiledModule

m = CompiledModule(open(sys.argv[1]).read(), "tier_patterns.ptx")
rng = np.random.default_rng(7)
out, ok = {}, {}
p = lambda a: a.ctypes.data

n, blocks = 2048, 3
keys = rng.integers(0, 2**32, n * blocks, dtype=np.uint32)
k, v = keys.copy(), np.arange(n * blocks, dtype=np.uint32)
m.launch_raw("bitonic_shared", (blocks,), (256,), struct.pack("<QQii", p(k), p(v), n, 1), shared_mem=8 * n)
ok["bitonic"] = all(np.array_equal(k[b*n:(b+1)*n], np.sort(keys[b*n:(b+1)*n])) for b in range(blocks)) \
    and np.array_equal(keys[v], k)
out["bitonic"] = k.tobytes() + v.tobytes()

N, grid = 1 << 16, 16
x = rng.standard_normal(N).astype(np.float32)
partial, total = np.zeros(grid, np.float32), np.full(1, np.nan, np.float32)
for _ in range(2):   # the last block resets the ticket: a second launch must work too
    m.launch_raw("fence_reduce", (grid,), (256,), struct.pack("<QQQI", p(x), p(partial), p(total), N), shared_mem=1024)
ok["fence"] = bool(abs(float(total[0]) - float(x.astype(np.float64).sum())) < 1e-2)
out["fence"] = partial.tobytes() + total.tobytes()

N = 5000
src = rng.integers(-5, 5, N, dtype=np.int32)
dst, count = np.zeros(N, np.int32), np.zeros(1, np.int32)
m.launch_raw("filter_k", ((N + 255) // 256,), (256,), struct.pack("<QQQi", p(dst), p(count), p(src), N))
want = np.sort(src[src > 0])
ok["filter"] = int(count[0]) == want.size and np.array_equal(np.sort(dst[:want.size]), want)
out["filter"] = count.tobytes() + np.sort(dst).tobytes()   # the order depends on the atomics' order

w = 32
img = rng.integers(0, 2**24, w * w, dtype=np.uint32)
dxt = np.zeros((w // 4) ** 2 * 4, np.uint32)
m.launch_raw("dxt_like", ((w // 4) ** 2 // 4,), (64,), struct.pack("<QQi", p(img), p(dxt), w))
tiles = img.reshape(w // 4, 4, w // 4, 4).transpose(0, 2, 1, 3).reshape(-1, 16)
lo = [int(sum(int(round(((t >> (8 * c)) & 255).min() / 255.0 * 255.0)) << (8 * c) for c in range(3))) for t in tiles]
ok["dxt"] = [int(a) for a in dxt[0::4]] == lo
out["dxt"] = dxt.tobytes()

nb = 4
keys = rng.integers(0, 2**32, 512 * nb, dtype=np.uint32)
vals = np.arange(512 * nb, dtype=np.uint32)
ko, vo = np.zeros_like(keys), np.zeros_like(vals)
m.launch_raw("radix_pass", (nb,), (128,), struct.pack("<QQQQi", p(keys), p(ko), p(vals), p(vo), 4))
chunks = keys.reshape(-1, 128)
order = np.argsort((chunks >> 4) & 15, axis=1, kind="stable")
ok["radix"] = np.array_equal(ko.reshape(-1, 128), np.take_along_axis(chunks, order, 1)) and np.array_equal(keys[vo], ko)
out["radix"] = ko.tobytes() + vo.tobytes()

print(json.dumps({"ok": ok, "digest": {k: hashlib.sha256(b).hexdigest() for k, b in out.items()},
                  "tier": m.tier("bitonic_shared")}))
"""


def _run(config: str, cache: Path) -> dict:
    repo = Path(__file__).resolve().parents[2]
    env = dict(os.environ, **CONFIGS[config], ZLUDA_CACHE_DIR=str(cache),
               PYTHONPATH=os.pathsep.join(filter(None, [str(repo), os.environ.get("PYTHONPATH")])))
    for name in ("ZLUDA_CPU_REGIONS", "ZLUDA_CPU_STRIP_METADATA"):
        if name not in CONFIGS[config]:
            env.pop(name, None)
    proc = subprocess.run([sys.executable, "-c", PROGRAM, str(ptx_path("tier_patterns"))], env=env,
                          capture_output=True, text=True, timeout=900)
    assert proc.returncode == 0, f"{config}: {proc.stderr[-3000:]}"
    return json.loads(proc.stdout.splitlines()[-1])


@pytest.fixture(scope="module")
def results(tmp_path_factory):
    from concurrent.futures import ThreadPoolExecutor
    base = tmp_path_factory.mktemp("tier-exactness")

    def both(config):   # cold, then the same cache warm
        return _run(config, base / config), _run(config, base / config)

    with ThreadPoolExecutor(max_workers=2) as pool:
        return dict(zip(CONFIGS, pool.map(both, CONFIGS)))


@pytest.mark.parametrize("config", list(CONFIGS))
def test_every_pattern_right_cold_and_warm(results, config):
    cold, warm = results[config]
    assert cold["tier"] == CONFIGS[config]["ZLUDA_CPU_TIER"] == warm["tier"]
    assert all(cold["ok"].values()), cold["ok"]
    assert all(warm["ok"].values()), warm["ok"]
    assert warm["digest"] == cold["digest"]


def test_every_config_bit_identical(results):
    digests = {config: r[0]["digest"] for config, r in results.items()}
    first = digests["baseline"]
    assert {c: d for c, d in digests.items() if d != first} == {}


def _kernel_ir(name: str, ptx_file: str) -> str:
    from zluda.ptx import parse
    from zluda.translate.module import translate
    return translate(parse(ptx_file.read_text(), str(ptx_file)), only=[name], regions=True).ir_text


SUITE = Path(__file__).resolve().parents[2] / "zluda" / "cpu" / "bench"


def _base(defs, pointer):
    """(what `pointer` indexes past its geps, the geps' constant byte offset or None)."""
    offset = 0
    while defs.get(pointer, "").startswith("getelementptr"):
        m = re.search(r"ptr (%\"?[\w.]+\"?), i64 (-?\d+|%\S+)$", defs[pointer])
        pointer = m.group(1)
        offset = offset + int(m.group(2)) if offset is not None and m.group(2).lstrip("-").isdigit() else None
    return pointer, offset


@pytest.mark.parametrize("name, source", [("saxpy", SUITE / "saxpy.ptx"), ("layernorm", SUITE / "layernorm.ptx"),
                                          ("filter_k", None), ("bitonic_shared", None), ("fence_reduce", None)])
def test_invariant_loads_read_the_runtimes_buffers(name, source):
    """A load is invariant only where nothing in the program writes its location: the
    runtime's launch description (the parameter buffer's address), read by the entry
    from its argument, and the parameter buffer. The address as the kernel's code reads
    it from a private launch copy, and anything else in a copy, must not be invariant."""
    from zluda.translate import abi
    ir_text = _kernel_ir(name, source or ptx_path("tier_patterns"))
    checked = 0
    for fn in re.findall(r"^define .*?^}", ir_text, re.M | re.S):
        header = fn.splitlines()[0]
        entry = f'@"{name}"(' in header and " internal " not in header
        defs = {}
        for line in fn.splitlines():
            m = re.match(r'\s*(%"?[\w.]+"?) = (.*)', line)
            if m:
                defs[m.group(1)] = m.group(2)
        for line in fn.splitlines():
            if "!invariant.load" not in line:
                continue
            checked += 1
            base, offset = _base(defs, re.search(r"load \S+, ptr (%\"?[\w.]+\"?)", line).group(1))
            if defs.get(base, "").startswith("load"):
                # a parameter: its base must be the buffer's address, loaded at L_PARAMS
                inner = re.search(r"load ptr, ptr (%\"?[\w.]+\"?)", defs[base])
                assert inner and _base(defs, inner.group(1))[1] == abi.L_PARAMS, line.strip()
            else:
                # the buffer's address: only the entry, only from the runtime's launch (its argument)
                assert entry and base == '%".1"' and offset == abi.L_PARAMS, \
                    f"an invariant load outside the runtime's buffers: {line.strip()}"
    assert checked


def test_strip_mode_removes_every_unchecked_annotation(monkeypatch):
    """ZLUDA_CPU_STRIP_METADATA=1: the IR that LLVM optimises has none of the annotations
    (and still verifies), and the compiled code has its own cache keys."""
    from zluda.cpu import jit
    from zluda.translate import meta
    ir_text = _kernel_ir("layernorm", SUITE / "layernorm.ptx")
    names = ("!noalias", "!alias.scope", "!tbaa", "!llvm.access.group", "!llvm.loop", "!invariant.load",
             "!range", "!dereferenceable")
    assert all(n in ir_text for n in ("!noalias", "!llvm.access.group", "!invariant.load", "!range"))
    stripped = jit.strip_unchecked_metadata(ir_text)
    assert not [n for n in names if n + " " in stripped]
    jit.parse(stripped)   # still valid IR
    plain = meta.code_version()
    monkeypatch.setenv("ZLUDA_CPU_STRIP_METADATA", "1")
    assert meta.strip_metadata() and meta.code_version() != plain
