"""test-backend-ops' console output -> one per-API row per op x type x shape it tested.

test-backend-ops runs every test case on a backend (here CUDA0) and on the CPU backend and
compares. Its console printer writes, per backend,

    Backend 1/2: CUDA0
      Device description: ...
      ADD(type=f32,ne=[10,5,4,3],nr=[1,1,1,1]): OK
      MUL_MAT(type_a=q4_0,...): not supported [CUDA0]
    [MUL_MAT] NMSE = 0.2 > 0.0005   MUL_MAT(type_a=f16,...): FAIL
      1234/1240 tests passed
      Backend CUDA0: FAIL

Diagnostics of a failing case are printed before the case's own "  OP(params): " prefix on
the same line (the comparison runs before the result is printed), so the text ahead of the
prefix is the case's error. A case whose prefix is printed but whose line never ends is the
one the process died in. A case that fails to allocate its tensors returns before its name
is printed: its message is left ahead of the next case's prefix and is kept as an orphan
error. The layout holds for test-backend-ops' default of one worker thread (`-j 1`); with
more workers diagnostics of different cases interleave.
"""

from __future__ import annotations

import json
import os
import re
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

from zluda import paths

ANSI = re.compile(r"\x1b\[[0-9;]*m")
BACKEND_HEADER = re.compile(r"^Backend (\d+)/(\d+): (\S+)\s*$")
BACKEND_STATUS = re.compile(r"^\s*Backend (\S+): (OK|FAIL)\s*$")
TESTS_PASSED = re.compile(r"^\s*(\d+)/(\d+) tests passed\s*$")
DEVICES = re.compile(r"^Testing (\d+) devices\s*$")
# "  OP(params): STATUS" with anything (the failure's diagnostics) ahead of the two spaces.
CASE = re.compile(r"(?:^|  )(?P<op>[A-Za-z_][A-Za-z0-9_]*)\((?P<params>.*)\): "
                  r"(?P<status>OK|FAIL|not supported \[(?P<unsupported_by>[^\]]*)\])\s*$")
CASE_START = re.compile(r"(?:^|  )(?P<op>[A-Za-z_][A-Za-z0-9_]*)\((?P<params>.*)\): $")
SKIPPED_LARGE = "skipping large tensors for speed"

LIB = "test-backend-ops"


class ParseError(ValueError):
    """The output does not show the backend it was asked to test (message names the reason)."""


@dataclass
class Case:
    backend: str
    op: str
    params: str
    status: str  # ok / fail / not-supported / crashed
    detail: str = ""
    line: int = 0

    @property
    def name(self) -> str:
        return f"{self.op}({self.params})"

    def api_row(self) -> dict:
        verdict, detail = {
            "ok": ("pass", ""),
            "fail": ("fail", self.detail or "compare failed"),
            # The matrix's row verdicts are pass/fail/unimplemented: a case the backend
            # declines (ggml's supports_op is false) is reported as unimplemented.
            "not-supported": ("unimplemented", f"not supported by {self.detail}"),
            "crashed": ("fail", self.detail),
        }[self.status]
        return {"lib": f"{LIB}/{self.backend}", "fn": self.name, "calls": 1, "verdict": verdict,
                "detail": detail, "statuses": {self.status: 1}, "op": self.op, "params": self.params}


@dataclass
class BackendSection:
    name: str
    index: int
    total: int
    skipped: str = ""  # the reason printed when the backend was not tested
    description: str = ""
    cases: list[Case] = field(default_factory=list)
    tests_passed: tuple[int, int] | None = None
    status: str | None = None  # OK / FAIL from "Backend X: ..."


@dataclass
class Report:
    device_count: int | None = None
    backends: list[BackendSection] = field(default_factory=list)
    init_errors: list[str] = field(default_factory=list)  # e.g. "ggml_cuda_init: failed ..."
    orphan_errors: list[tuple[str, str, int]] = field(default_factory=list)  # (backend, message, line)
    complete: bool = False  # the "N/M backends passed" closing line was printed

    def backend(self, name: str) -> BackendSection | None:
        return next((b for b in self.backends if b.name == name), None)

    def counts(self, name: str) -> dict[str, int]:
        section = self.backend(name)
        out = {"ok": 0, "fail": 0, "not-supported": 0, "crashed": 0}
        for case in section.cases if section else []:
            out[case.status] += 1
        out["fail"] += sum(1 for backend, _, _ in self.orphan_errors if backend == name)
        return out


def init_errors(text: str) -> list[str]:
    """Backend initialisation failures (ggml-cuda prints them on stderr)."""
    return [line.strip() for line in ANSI.sub("", text).splitlines()
            if "failed to initialize" in line or ("ggml_cuda_init:" in line and "failed" in line)]


def parse(text: str) -> Report:
    report = Report()
    current: BackendSection | None = None
    for number, raw in enumerate(text.splitlines(), 1):
        line = ANSI.sub("", raw).rstrip("\r")
        report.init_errors += init_errors(line)
        if m := DEVICES.match(line):
            report.device_count = int(m.group(1))
            continue
        if m := BACKEND_HEADER.match(line):
            current = BackendSection(m.group(3), int(m.group(1)), int(m.group(2)))
            report.backends.append(current)
            continue
        if re.match(r"^\d+/\d+ backends passed\s*$", line):
            report.complete = True
            current = None
            continue
        if line.startswith("Failing tests:"):
            current = None  # the list repeats names of cases already parsed
            continue
        if current is None:
            continue
        if m := CASE.search(line):
            status = {"OK": "ok", "FAIL": "fail"}.get(m.group("status"), "not-supported")
            ahead = line[:m.start()].strip()
            if ahead.startswith("failed to allocate") and status != "fail":
                report.orphan_errors.append((current.name, ahead, number))  # the previous, unnamed case
            detail = m.group("unsupported_by") if status == "not-supported" else ahead
            current.cases.append(Case(current.name, m.group("op"), m.group("params"), status, detail, number))
        elif m := CASE_START.search(line):
            if SKIPPED_LARGE not in line:
                current.cases.append(Case(current.name, m.group("op"), m.group("params"), "crashed",
                                          "the process ended during this case", number))
        elif m := TESTS_PASSED.match(line):
            current.tests_passed = (int(m.group(1)), int(m.group(2)))
        elif m := BACKEND_STATUS.match(line):
            current.status = m.group(2)
        elif line.startswith("  Device description: "):
            current.description = line.split(": ", 1)[1].strip()
        elif line.startswith("  ") and not current.cases and not current.description and line.strip():
            current.skipped = line.strip()  # e.g. "Skipping CPU backend"
    return report


def check_tested(report: Report, backend: str) -> None:
    """Raise ParseError unless `backend` was listed and actually ran test cases."""
    section = report.backend(backend)
    if section is None:
        listed = ", ".join(b.name for b in report.backends) or "none"
        why = f"; {report.init_errors[0]}" if report.init_errors else ""
        raise ParseError(f"backend {backend} was not listed by test-backend-ops (listed: {listed}){why}")
    if section.skipped and not section.cases:
        raise ParseError(f"backend {backend} was listed but not tested: {section.skipped}")
    if not section.cases:
        raise ParseError(f"backend {backend} was listed but ran no test case")


def api_rows(report: Report, backend: str, crash_detail: str = "") -> list[dict]:
    section = report.backend(backend)
    rows = []
    for case in section.cases if section else []:
        if case.status == "crashed" and crash_detail:
            case = Case(case.backend, case.op, case.params, case.status, f"{case.detail}: {crash_detail}", case.line)
        rows.append(case.api_row())
    for name, message, line in report.orphan_errors:
        if name == backend:
            rows.append({"lib": f"{LIB}/{backend}", "fn": f"unnamed case ended before output line {line}",
                         "calls": 1, "verdict": "fail", "detail": message, "statuses": {"fail": 1}})
    return rows


def scrub_paths(text: str) -> str:
    """`text` with the repository's and the cache's absolute paths made relative (<repo>/,
    <cache>/): results are committed, and must not name the machine's folders."""
    for root, name in ((paths.cache_dir(), "<cache>"), (paths.REPO_ROOT, "<repo>")):
        text = text.replace(str(root).rstrip("/") + "/", name + "/")
    return text


def write_json_atomic(path: Path, data) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.")
    try:
        with os.fdopen(fd, "w") as f:
            json.dump(data, f, indent=1)
            f.write("\n")
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
