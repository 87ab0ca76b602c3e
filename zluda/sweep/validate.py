"""Asks the real ptxas which table combinations are legal PTX, per target architecture.

Many candidates go into one kernel (a line each); ptxas reports errors by line, the
offending lines are removed and the rest re-assembled until ptxas accepts the file.
Errors ptxas does not attach to a line are found by bisection.
"""

from __future__ import annotations

import concurrent.futures
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

from zluda.paths import cache_dir
from zluda.sweep.table import Variant, WORKLOAD_DIR, candidates

REJECTS_PATH = WORKLOAD_DIR / "ptxas-rejects.json"
ARCHES = ("sm_90", "sm_80")
PTX_VERSION = "9.0"
BATCH = 3000

_LINE_ERROR = re.compile(r"line (\d+); (?:error|fatal)\s*:\s*(.*)")


class PtxasMissing(RuntimeError):
    pass


# the ptxas release that recorded ptxas-rejects.json; `invoke sweep-setup` installs its
# wheel into the cache (beside, not over, whatever nvcc the platform installed)
PINNED_WHEEL = "nvidia-cuda-nvcc==13.0.88"


def pinned_dir() -> Path:
    return cache_dir() / "ptxas-13.0.88"


def find_ptxas() -> str:
    """ptxas from PTXAS, the pinned wheel in the cache, PATH, the CUDA toolkit, or a
    nvidia-cuda-nvcc wheel in this Python."""
    candidates_ = [os.environ.get("PTXAS")]
    candidates_ += [str(p) for p in sorted(pinned_dir().glob("nvidia/cu*/bin/ptxas"))]
    candidates_ += [shutil.which("ptxas"), "/usr/local/cuda/bin/ptxas"]
    try:
        import nvidia  # the nvidia-cuda-nvcc wheel installs nvidia/cu13/bin/ptxas
        for root in nvidia.__path__:
            candidates_ += [str(p) for p in Path(root).glob("cu*/bin/ptxas")]
    except ImportError:
        pass
    for c in candidates_:
        if c and Path(c).is_file() and os.access(c, os.X_OK):
            return c
    raise PtxasMissing("ptxas not found: set PTXAS, install the CUDA toolkit, or run "
                       "`invoke sweep.setup` (pip package nvidia-cuda-nvcc)")


def ptxas_version(ptxas: str | None = None) -> str:
    out = subprocess.run([ptxas or find_ptxas(), "--version"], capture_output=True, text=True).stdout
    m = re.search(r"release (\S+), (V\S+)", out)
    return f"{m.group(1).rstrip(',')} {m.group(2)}" if m else out.strip().splitlines()[-1]


def register_name(op_type, index: int) -> str:
    prefix = {1: "%p", 16: "%h", 32: "%r", 64: "%l"}[op_type.reg_bits]
    return f"{prefix}{index}"


def instance(v: Variant) -> list[str]:
    """The variant's instruction lines with operands on a fixed register pool."""
    regs = {f"o{k}": register_name(o.type, k) for k, o in enumerate(v.outs)}
    regs.update({f"i{k}": register_name(o.type, 4 + k) for k, o in enumerate(v.ins) if not o.is_imm})
    regs.update(t32="%r12", t64="%l12")
    return v.body.format(**regs).splitlines()


def _kernel(variants: list[Variant], arch: str) -> tuple[str, dict[int, int]]:
    head = [f".version {PTX_VERSION}", f".target {arch}", ".address_size 64",
            ".visible .entry check()", "{",
            ".reg .pred %p<16>;", ".reg .b16 %h<16>;", ".reg .b32 %r<16>;", ".reg .b64 %l<16>;"]
    lines = list(head)
    owner: dict[int, int] = {}
    for k, v in enumerate(variants):
        for text in instance(v):
            lines.append(text)
            owner[len(lines)] = k
    lines += ["ret;", "}", ""]
    return "\n".join(lines), owner


def _assemble(ptxas: str, text: str, arch: str, workdir: str) -> tuple[int, str]:
    fd, path = tempfile.mkstemp(suffix=".ptx", dir=workdir)
    with os.fdopen(fd, "w") as f:
        f.write(text)
    try:
        proc = subprocess.run([ptxas, f"-arch={arch}", path, "-o", os.devnull],
                              capture_output=True, text=True)
    finally:
        os.unlink(path)
    return proc.returncode, proc.stdout + proc.stderr


def check_batch(variants: list[Variant], arch: str, ptxas: str) -> dict[str, str]:
    """{variant id: ptxas message} for the variants ptxas rejects."""
    rejects: dict[str, str] = {}
    pending = list(variants)
    with tempfile.TemporaryDirectory(prefix="sweep-ptxas-") as workdir:
        stack = [pending]
        while stack:
            group = stack.pop()
            while group:
                text, owner = _kernel(group, arch)
                rc, out = _assemble(ptxas, text, arch, workdir)
                if rc == 0:
                    break
                bad: dict[int, str] = {}
                for m in _LINE_ERROR.finditer(out):
                    k = owner.get(int(m.group(1)))
                    if k is not None and k not in bad:
                        bad[k] = m.group(2).strip()
                if bad:
                    for k, msg in bad.items():
                        rejects[group[k].id] = msg
                    group = [v for k, v in enumerate(group) if k not in bad]
                    continue
                if len(group) == 1:  # an error ptxas gives without a line: still a reject
                    rejects[group[0].id] = " ".join(out.split())[:300]
                    break
                half = len(group) // 2
                stack.append(group[half:])
                group = group[:half]
    return rejects


def check_all(variants, arch: str, jobs: int = 2, ptxas: str | None = None) -> dict[str, str]:
    ptxas = ptxas or find_ptxas()
    batches = [list(variants[i:i + BATCH]) for i in range(0, len(variants), BATCH)]
    rejects: dict[str, str] = {}
    with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as pool:
        for part in pool.map(lambda b: check_batch(b, arch, ptxas), batches):
            rejects.update(part)
    return rejects


def record(path: Path = REJECTS_PATH, jobs: int = 2) -> dict:
    """Re-runs ptxas over every candidate for each arch and writes the rejects file."""
    ptxas = find_ptxas()
    cands = candidates()
    doc = {"ptxas": ptxas_version(ptxas), "ptx_version": PTX_VERSION, "candidates": len(cands),
           "arches": {}}
    for arch in ARCHES:
        rejects = check_all(cands, arch, jobs, ptxas)
        by_message: dict[str, list[str]] = {}
        for v in cands:  # grouped by message: the file stays small and reads well
            if v.id in rejects:
                by_message.setdefault(rejects[v.id], []).append(v.id)
        doc["arches"][arch] = {"accepted": len(cands) - len(rejects), "rejected": len(rejects),
                               "by_message": by_message}
    tmp = path.with_suffix(".tmp")
    tmp.write_text(json.dumps(doc, indent=0) + "\n")
    os.replace(tmp, path)
    return doc


def load_rejects(path: Path = REJECTS_PATH) -> dict:
    return json.loads(path.read_text())


def rejects_for(arch: str = "sm_90", path: Path = REJECTS_PATH) -> dict[str, str]:
    """{variant id: ptxas message} as recorded for `arch`."""
    doc = load_rejects(path)
    return {vid: msg for msg, ids in doc["arches"][arch]["by_message"].items() for vid in ids}


def accepted(arch: str = "sm_90") -> list[Variant]:
    """The sweep's variants: every candidate the recorded ptxas accepts for `arch`."""
    rejects = rejects_for(arch)
    return [v for v in candidates() if v.id not in rejects]


if __name__ == "__main__":
    doc = record(jobs=int(sys.argv[1]) if len(sys.argv) > 1 else 2)
    for arch, info in doc["arches"].items():
        print(arch, "rejected", info["rejected"], "of", doc["candidates"])
