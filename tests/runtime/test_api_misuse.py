"""Misuse of the calls of context_api, stream_api, memory_api and library_api answers
NVIDIA's statuses: tests/runtime/programs/api_misuse.cu prints `case status` lines; the
reference is the H200's recording once it exists (zluda/runtime/data/h200/api_misuse_codes.txt,
tests/runtime/record_api_misuse_h200.sh), until then what NVIDIA's headers document for
each case (tests/runtime/data/api_misuse_documented.txt)."""

from __future__ import annotations

import re
import subprocess

from zluda.paths import build_dir

from test_programs import HERE, REPO, libraries, zluda_run  # noqa: F401 (fixture)

SOURCE = HERE / "programs" / "api_misuse.cu"
RECORDING = REPO / "zluda" / "runtime" / "data" / "h200" / "api_misuse_codes.txt"
DOCUMENTED = HERE / "data" / "api_misuse_documented.txt"


def _lines(text: str) -> dict[str, str]:
    return dict(line.split() for line in text.splitlines() if line.strip() and not line.startswith("#"))


def _cases() -> list[str]:
    return re.findall(r'\b(?:RT|DRV)\("(\w+)"', SOURCE.read_text())


def test_misuse_statuses_match_the_reference(nvcc, libraries, tmp_path):  # noqa: F811
    exe = tmp_path / "api_misuse"
    subprocess.run([nvcc, "-cudart", "shared", "-arch=compute_80", "-o", str(exe), str(SOURCE),
                    "-Xlinker", str(build_dir() / "libcuda.so.1")], check=True, capture_output=True)
    result = zluda_run([str(exe)], timeout=300)
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]
    got = _lines(result.stdout)
    assert list(got) == _cases(), result.stdout
    reference_file = RECORDING if RECORDING.exists() else DOCUMENTED
    reference = _lines(reference_file.read_text())
    assert list(reference) == _cases(), f"{reference_file.relative_to(REPO)} lists other cases than api_misuse.cu"
    # a case that crashed NVIDIA's stack has no status to match: here it must answer one
    wrong = [f"{case}: got {got[case]}, {reference_file.name} has {reference[case]}"
             for case in _cases() if got[case] != reference[case] and reference[case] != "CRASH"]
    assert wrong == [], "\n".join(wrong)
