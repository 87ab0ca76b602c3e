"""Why a program failed through the CPU backend: the first failing API call or PTX
instruction, from what the program printed and from its trace, and the group the cause
belongs to ("textures: 9 programs"). Pure functions over a run's record."""

from __future__ import annotations

import json
import re
from pathlib import Path

# statuses that report a state, not a failure (a query that is not done yet, the error a
# program provokes to reset the sticky error state)
NOT_FAILURES = {"cudaErrorNotReady", "CUDA_ERROR_NOT_READY", "cudaErrorPeerAccessAlreadyEnabled",
                "cudaErrorPeerAccessNotEnabled", "cudaErrorSetOnActiveProcess"}
# a PTX position and the message the front end or the translator gives for it
PTX_ERROR = re.compile(r"(?P<loc>[^\s:]+\.ptx:\d+:\d+): (?:error: )?(?P<message>[^\n]+)")
QUOTED_INSTRUCTION = re.compile(r"'([a-z][\w.]*)'|\"([a-z][\w.]*)\"|\b(?:instruction|opcode)\s+`?([a-z][\w.]*)")
# NVIDIA's wording of a failed device-side assert (the CPU backend prints it the same way)
DEVICE_ASSERT = re.compile(r"block: \[\d+,\d+,\d+\], thread: \[\d+,\d+,\d+\]")
# an assertion of the LLVM that compiles kernels for the CPU backend (an assert-enabled build
# aborts the whole process), worded as glibc's assert() words it; not the program's fault
LLVM_ASSERT = re.compile(r"/llvm/lib/(?:[\w.-]+/)*(?P<file>[\w.-]+):\d+: [^\n]*Assertion `(?P<what>[^'\n]*)' failed")

# first match wins: (pattern over the first failure's text, the group it belongs to); the
# groups name areas of the project that other issues own
GROUPS: list[tuple[str, str]] = [
    (r"\btex\b|\btex\.|tld4|\bsuld|\bsust|suq\.|txq\.|Texture|texture|Surface|surface|cudaArray|Array3D|"
     r"MallocArray|Mipmapped", "textures and surfaces"),
    (r"Graph|StreamBeginCapture|StreamEndCapture", "CUDA graphs"),
    (r"cp\.async|mbarrier|cp\.reduce\.async|memcpy_async", "cp.async / mbarrier"),
    (r"WARP_SZ", "predefined PTX constant WARP_SZ"),
    (r"Managed|MemAdvise|MemPrefetch", "managed memory"),
    (r"wmma|\bmma\b|mma\.|ldmatrix", "tensor-core matrix instructions"),
    (r"Cooperative|grid\.sync|cudaLaunchCooperative", "cooperative launches"),
    (r"^cublas", "cuBLAS / cuBLASLt functions"),
]


def first_failing_call(calls_jsonl: Path) -> dict | None:
    """The first traced call that failed (not a state query) or is not implemented."""
    if not calls_jsonl.is_file():
        return None
    with open(calls_jsonl, encoding="utf-8", errors="replace") as handle:
        for line in handle:
            try:
                call = json.loads(line)
            except ValueError:
                continue
            name = call.get("status_name") or ""
            if call.get("unimplemented") or (call.get("ok") is False and name not in NOT_FAILURES):
                return call
    return None


def last_call(calls_jsonl: Path | None) -> str | None:
    """The function of the last call the trace holds: where a program that ran out of time was."""
    if calls_jsonl is None or not calls_jsonl.is_file():
        return None
    last = None
    with open(calls_jsonl, encoding="utf-8", errors="replace") as handle:
        for line in handle:
            try:
                last = json.loads(line).get("fn") or last
            except ValueError:
                continue
    return last


# the calls after which a program is inside its kernel (nvcc's launch stub pops the
# configuration, then launches)
IN_KERNEL = {"__cudaPopCallConfiguration", "cudaLaunchKernel", "cuLaunchKernel", "cudaLaunchKernelExC",
             "cudaDeviceSynchronize", "cudaStreamSynchronize", "cudaMemcpy", "cudaEventSynchronize"}


def ptx_failure(stderr: str) -> str | None:
    """`PTX <instruction>: <message>` for the first located PTX error the run printed."""
    found = PTX_ERROR.search(stderr)
    if not found:
        return None
    message = found.group("message").strip()
    quoted = QUOTED_INSTRUCTION.search(message)
    instruction = next((g for g in quoted.groups() if g), None) if quoted else None
    return f"PTX {instruction}: {message}" if instruction else f"PTX: {message}"


def _call_text(call: dict) -> str:
    status = "not implemented" if call.get("unimplemented") else call.get("status_name") or call.get("status")
    return f"{call.get('fn')} -> {status}"


def classify(run: dict, stderr: str, calls_jsonl: Path | None) -> dict:
    """{"first_failure": the failing call or instruction (or what else went wrong),
    "cause": the group it belongs to} for a failed run; {} for a passed one."""
    if run.get("passed"):
        return {}
    ptx = ptx_failure(stderr)
    call = first_failing_call(calls_jsonl) if calls_jsonl else None
    if ptx:
        first = ptx
    elif call is not None:
        first = _call_text(call)
    elif run.get("exit_code") is None:
        first = f"timed out after {run.get('timeout', 0):g} s"
        where = last_call(calls_jsonl)
        if where is not None:
            first += " in a kernel" if where in IN_KERNEL else ""
            first += f" (last call {where})"
    elif (llvm := LLVM_ASSERT.search(stderr)) is not None:
        first = f"LLVM aborted compiling a kernel ({llvm['file']}: {llvm['what']})"
    elif DEVICE_ASSERT.search(stderr):
        first = "a device-side assertion failed"
    elif run.get("exit_code", 0) < 0:
        first = f"crashed ({run['why']})"
    elif run.get("exit_code") == 0:
        first = f"wrong result ({run['why']})"
    else:
        first = f"failed ({run['why']})"
    return {"first_failure": first, "cause": group(first)}


def cause_group(cause: str) -> str:
    """The group a cause counts under: a diagnosis found by hand reads 'group; what was
    measured', and programs are grouped by the part before '; '."""
    return cause.split("; ", 1)[0]


def group(first_failure: str) -> str:
    for pattern, name in GROUPS:
        if re.search(pattern, first_failure):
            return name
    if first_failure.startswith("PTX"):
        return first_failure.split(":", 1)[0]
    for prefix, name in (("timed out", "over the time limit"), ("wrong result", "wrong results"),
                         ("crashed", "crashes"), ("a device-side assertion", "device-side assertions"),
                         ("LLVM aborted", "LLVM assertions while compiling a kernel")):
        if first_failure.startswith(prefix):
            return name
    return first_failure.split(" -> ", 1)[0]
