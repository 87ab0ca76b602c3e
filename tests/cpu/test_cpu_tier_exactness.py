"""Every compilation tier and path computes the same results (issue: silent wrong answers
after tier-up). Kernels of the five patterns that went wrong at the full tier
(cuda/tier_patterns.cu: a block bitonic sort, a threadfence + ticket last-block reduction,
warp-aggregated atomics with coalesced_threads(), a DXT-style block kernel, a radix sort
pass ranked with ballots) run at baseline, quick and full, with region code off and with
LLVM's annotations stripped, each in a process of its own with a fresh cache, cold and then
from a warm cache; each result must be right and bit-identical to the others and to
what NVIDIA's GPU left (data/tier_patterns_nvidia.json, by record_tier_patterns.py).

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

import pytest

from cpukit import ptx_path

from zluda.tierfuzz.differential import CONFIGS   # every path a kernel's code can take

# each pattern on fixed inputs (tier_patterns.py): whether it is right, what it left
PROGRAM = r"""
import json, sys
sys.path.insert(0, sys.argv[2])
import tier_patterns
dev = tier_patterns.CpuDevice(open(sys.argv[1]).read())
print(json.dumps({**tier_patterns.run(dev), "tier": dev.module.tier("bitonic_shared")}))
"""
NVIDIA = Path(__file__).resolve().parent / "data" / "tier_patterns_nvidia.json"


def _run(config: str, cache: Path) -> dict:
    repo = Path(__file__).resolve().parents[2]
    env = dict(os.environ, **CONFIGS[config], ZLUDA_CACHE_DIR=str(cache),
               PYTHONPATH=os.pathsep.join(filter(None, [str(repo), os.environ.get("PYTHONPATH")])))
    for name in ("ZLUDA_CPU_REGIONS", "ZLUDA_CPU_STRIP_METADATA"):
        if name not in CONFIGS[config]:
            env.pop(name, None)
    proc = subprocess.run([sys.executable, "-c", PROGRAM, str(ptx_path("tier_patterns")),
                           str(Path(__file__).resolve().parent)], env=env,
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


def test_every_config_bit_identical_to_nvidia(results):
    """What NVIDIA's GPU left (record_tier_patterns.py), word for word, at every config."""
    recorded = json.loads(NVIDIA.read_text())
    assert all(recorded["ok"].values()), recorded
    digests = {config: r[0]["digest"] for config, r in results.items()}
    assert {c: d for c, d in digests.items() if d != recorded["digest"]} == {}


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
