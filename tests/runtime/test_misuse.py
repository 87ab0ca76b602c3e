"""Runtime misuse returns NVIDIA's codes, and the process lives on.

programs/misuse.cu (nvcc, -cudart shared) runs ~50 misuse cases (freed and foreign pointers,
double free, bad launch configurations, destroyed streams and events, bad device ordinals,
bad memcpy kinds, NULL out-parameters) and prints one `case_name code_name` line each; the
cases that may crash NVIDIA's runtime run in a child process and print `signal:N` or
`exit:N` when it died. The reference is NVIDIA's runtime on an H200
(zluda/runtime/data/h200/misuse_codes.txt, written by record_misuse_h200.sh): a case the
H200 answered with a code must give the same code here; a case that crashed NVIDIA's
runtime is undefined behaviour, and here it must be refused with some error, never crash.
"""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest

from test_programs import REPO, libraries, zluda_run  # noqa: F401 (fixture)

HERE = Path(__file__).resolve().parent
SOURCE = HERE / "programs" / "misuse.cu"
RECORDING = REPO / "zluda" / "runtime" / "data" / "h200" / "misuse_codes.txt"
RECORD_HOW = ("run `OUT=<folder> sh tests/runtime/record_misuse_h200.sh` from the repository root on a machine "
              "with an NVIDIA GPU and commit <folder>/misuse_codes.txt as zluda/runtime/data/h200/misuse_codes.txt")
# how a child process's death is written in place of a code
DIED = re.compile(r"^(signal|exit):")


def _cases() -> list[str]:
    """The case names, in order, from the program's CASES table."""
    table = SOURCE.read_text().split("static const Case CASES[] = {", 1)[1].split("};", 1)[0]
    return re.findall(r"\b(?:CASE|ISOLATED|OUT)\((\w+)\)", table)


def _lines(text: str, where: str) -> dict[str, str]:
    out = {}
    for number, line in enumerate(text.splitlines(), 1):
        if not line.strip() or line.startswith("#"):
            continue
        parts = line.split()
        if len(parts) != 2:
            raise AssertionError(f"{where}:{number}: expected `case_name code_name`, got {line!r}")
        if parts[0] in out:
            raise AssertionError(f"{where}:{number}: case {parts[0]} reported twice")
        out[parts[0]] = parts[1]
    return out


@pytest.fixture(scope="module")
def misuse_run(nvcc, tmp_path_factory, libraries) -> tuple[dict[str, str], subprocess.CompletedProcess]:
    exe = tmp_path_factory.mktemp("misuse") / "misuse"
    subprocess.run([nvcc, "-cudart", "shared", "-arch=compute_80", "-o", str(exe), str(SOURCE)],
                   check=True, capture_output=True)
    result = zluda_run([str(exe)], timeout=300)
    return _lines(result.stdout, "misuse stdout"), result


def test_every_case_reported_and_the_process_lives_on(misuse_run):
    got, result = misuse_run
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]
    assert list(got) == _cases(), result.stdout[-3000:]
    died = {case: code for case, code in got.items() if DIED.match(code)}
    assert died == {}, f"cases that crashed the CPU backend's child process: {died}\n{result.stderr[-3000:]}"
    # after every misuse the context still works and no error is left over
    assert [got[c] for c in ("after_all_last_error", "after_all_round_trip", "after_all_synchronize")] == \
        ["cudaSuccess"] * 3


def test_codes_match_the_h200(misuse_run):
    if not RECORDING.exists():
        pytest.fail(f"recording missing: {RECORDING.relative_to(REPO)} does not exist yet; {RECORD_HOW}")
    want = _lines(RECORDING.read_text(), str(RECORDING.relative_to(REPO)))
    got, result = misuse_run
    stale = sorted(set(_cases()) ^ set(want))
    assert stale == [], f"the recording's cases differ from misuse.cu's (re-record): {stale}; {RECORD_HOW}"
    wrong = []
    for case in _cases():
        reference, ours = want[case], got.get(case, "<no line>")
        if DIED.match(reference):   # undefined on NVIDIA's runtime: refused here, not crashed
            if ours == "cudaSuccess" or DIED.match(ours) or ours == "<no line>":
                wrong.append(f"{case}: the H200 died ({reference}); here {ours}, expected an error code")
        elif ours != reference:
            wrong.append(f"{case}: got {ours}, the H200 returned {reference}")
    assert wrong == [], "\n".join(wrong)
