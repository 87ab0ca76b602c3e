"""Backends: which libraries a cell's CUDA steps run on.

Each backend says whether it can run a workload on this machine (and why not), and the
launcher that wraps a CUDA run step. Steps that do not run CUDA code run unwrapped.
A compile-only backend (amdgpu) runs the workload's build steps, then its own step in
place of the workload's programs, and says what it did not do (`scope`).
"""

from __future__ import annotations

import ctypes.util
import functools
import os
import shutil
import sys
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

from zluda import paths
from zluda.cli import build_parser


@functools.lru_cache(maxsize=None)
def zluda_subcommands() -> frozenset[str]:
    """Subcommands the `zluda` CLI of this tree offers (areas add them as they land)."""
    parser = build_parser()
    for action in parser._actions:  # argparse keeps subparsers here; no public accessor
        if getattr(action, "choices", None) and hasattr(action, "add_parser"):
            return frozenset(action.choices)
    return frozenset()


def _built_libraries() -> list[Path]:
    folder = paths.build_dir()
    return sorted(folder.rglob("libcudart.so*")) if folder.is_dir() else []


def _cpu_unavailable(workload) -> str | None:
    if not workload.runs_cuda:
        return None
    if "run" not in zluda_subcommands():
        return "the `zluda run` subcommand is not in this tree yet (the shim area adds it)"
    if not _built_libraries():
        return f"the drop-in CUDA libraries are not built (no libcudart.so* under {paths.build_dir()}): run `invoke build`"
    _rebuild_stale_libraries()
    return None


_rebuild_lock = threading.Lock()
_rebuilt: list[bool] = []


def _rebuild_stale_libraries() -> None:
    """Libraries older than their sources are rebuilt here, once per run, before a cell
    uses them: inside a cell's sandbox the build folder is read-only, so `zluda run`
    runs with --no-build there. A failed rebuild is said once here; its cells then fail
    (the libraries are not current), as a broken build of the project's own must."""
    with _rebuild_lock:
        if _rebuilt:
            return
        _rebuilt.append(True)
        from zluda.shim import build
        try:
            build.build_all(paths.build_dir(), log=lambda *_: None)
        except build.BuildError as exc:
            first = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
            print(f"zluda matrix: rebuilding the stale drop-in CUDA libraries failed: {first}", file=sys.stderr)


def _nvidia_unavailable(workload) -> str | None:
    if not (os.path.exists("/dev/nvidiactl") or shutil.which("nvidia-smi")):
        return "needs a real NVIDIA GPU: no /dev/nvidiactl and no nvidia-smi on this machine"
    if ctypes.util.find_library("cuda") is None:
        return "needs NVIDIA's driver library libcuda.so.1, which is not installed"
    if workload.runs_cuda and "trace" not in zluda_subcommands():
        return "the `zluda trace` subcommand is not in this tree yet (the tracer area adds it)"
    return None


def _amdgpu_unavailable(workload) -> str | None:
    if not (workload.runs_cuda or "kernels" in workload.spec):
        return "the workload has no CUDA kernels to compile (no CUDA run step, no `kernels` steps)"
    return None


# the amdgpu backend's one run step: every kernel the build left, through every producer
AMDGPU_COMPILE_STEP = {
    "name": "compile-kernels",
    "command": '"$PYTHON" -m zluda.amdgpu.matrix_cell --build "$ZLUDA_CELL_BUILD" --out "$ZLUDA_CELL_DIR"',
    # a kernel that fails is its row's failure; the step fails when it found nothing to compile
    "checks": [{"name": "found device code to compile", "exit_code": 0},
               {"name": "said what it did", "output": {"pattern": "^compiled, not executed: "}}],
}


def _amdgpu_steps(spec: dict) -> dict:
    """The workload's device code is made by its `kernels` steps, else by its build steps;
    its programs are not run: the compile step takes their place."""
    return {**spec, "build": spec.get("kernels", spec.get("build", [])), "run": [AMDGPU_COMPILE_STEP],
            "api_rows": "api_rows.json"}


def _amdgpu_scope() -> str:
    if not os.path.exists("/dev/kfd"):
        return "compiled, not executed: execution unsupported: no AMD GPU (/dev/kfd absent)"
    return "compiled, not executed: running the code objects through HIP is not part of this backend yet"


def _zluda(*args: str) -> Callable[[Path], list[str]]:
    def launcher(trace_dir: Path) -> list[str]:
        # the same zluda package as the runner's, installed or not (a stale install elsewhere
        # must not answer for this tree)
        path = os.pathsep.join(p for p in (str(paths.REPO_ROOT), os.environ.get("PYTHONPATH", "")) if p)
        return ["env", f"PYTHONPATH={path}", sys.executable, "-m", "zluda",
                *[a.format(trace=trace_dir) for a in args], "--"]
    return launcher


@dataclass(frozen=True)
class Backend:
    name: str
    description: str
    unavailable: Callable  # (workload) -> reason or None
    launcher: Callable  # (trace_dir) -> argv prefix for CUDA run steps
    # its libraries are NVIDIA's: every status a call returns is NVIDIA's answer to it
    is_reference: bool = False
    # (workload spec) -> the spec its cells run; None: the workload's own
    steps: Callable[[dict], dict] | None = None
    # () -> what its cells leave undone, said beside their verdict; None: nothing
    scope: Callable[[], str] | None = None

    def spec_for(self, workload) -> dict:
        return self.steps(workload.spec) if self.steps else workload.spec


BACKENDS: dict[str, Backend] = {b.name: b for b in [
    Backend("cpu", "the project's CUDA libraries, kernels executed on this machine's CPU",
            _cpu_unavailable, _zluda("run", "--no-build", "--backend", "cpu", "--trace-dir", "{trace}")),
    Backend("nvidia", "NVIDIA's own libraries under the tracer, on an NVIDIA GPU (records references)",
            _nvidia_unavailable, _zluda("trace", "--libs", "nvidia", "--out", "{trace}"), is_reference=True),
    Backend("amdgpu", "every kernel through the AMDGPU lowering, llvmlite + ld.lld and each comgr ABI of the "
            "image, for each gfx target, validated (compile-only)",
            _amdgpu_unavailable, lambda trace_dir: [], steps=_amdgpu_steps, scope=_amdgpu_scope),
]}
