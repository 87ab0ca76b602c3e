"""`zluda precompile`: a program's kernels compiled into the cache before its first run."""

import os
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
SAXPY = REPO / "zluda" / "cpu" / "bench" / "saxpy.ptx"


def _zluda(tmp_path, *args, tier="baseline"):
    env = dict(os.environ, ZLUDA_CACHE_DIR=str(tmp_path / "cache"), ZLUDA_CPU_TIER=tier,
               PYTHONPATH=os.pathsep.join(filter(None, [str(REPO), os.environ.get("PYTHONPATH")])))
    return subprocess.run([sys.executable, "-m", "zluda", *args], env=env, capture_output=True, text=True, timeout=300)


def _kernel_entries(tmp_path):
    return sorted(p.name for p in (tmp_path / "cache" / "kernels").glob("*.json"))


def _compile_again(tmp_path, tier):
    """A new process loading the same PTX at `tier`: the cache's entries afterwards."""
    load = ("from zluda.cpu.runtime import CompiledModule; import sys; "
            "CompiledModule(open(sys.argv[1]).read(), 'x.ptx').compile()")
    env = dict(os.environ, ZLUDA_CACHE_DIR=str(tmp_path / "cache"), ZLUDA_CPU_TIER=tier,
               PYTHONPATH=os.pathsep.join(filter(None, [str(REPO), os.environ.get("PYTHONPATH")])))
    subprocess.run([sys.executable, "-c", load, str(SAXPY)], env=env, check=True, timeout=300)
    return _kernel_entries(tmp_path)


def test_precompile_fills_the_cache_a_run_then_reads(tmp_path):
    done = _zluda(tmp_path, "precompile", "--first-tier-only", str(SAXPY))
    assert done.returncode == 0, done.stderr
    assert "saxpy.ptx compute_" in done.stdout and "1 kernel(s)" in done.stdout, done.stdout
    entries = _kernel_entries(tmp_path)
    assert entries
    assert _compile_again(tmp_path, "baseline") == entries   # nothing compiled again
    assert _compile_again(tmp_path, "full") != entries       # (the full tier was not there)


def test_precompile_at_the_full_tier_too(tmp_path):
    done = _zluda(tmp_path, "precompile", str(SAXPY), tier="auto")
    assert done.returncode == 0, done.stderr
    entries = _kernel_entries(tmp_path)
    assert _compile_again(tmp_path, "full") == entries


def test_a_file_without_device_code_is_one_line(tmp_path):
    not_code = tmp_path / "notes.txt"
    not_code.write_text("no device code here\n")
    done = _zluda(tmp_path, "precompile", str(not_code))
    assert done.returncode == 1
    assert done.stderr.count("\n") == 1 and f"zluda precompile: {not_code}:" in done.stderr, done.stderr
