"""`zluda ptx check` as a user runs it: a subprocess, real files, exit codes, stderr."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

CORPUS = Path(__file__).parent / "corpus"
REPO = Path(__file__).resolve().parents[2]


def zluda(*args, stdin=None):
    return subprocess.run([sys.executable, "-m", "zluda", *args], capture_output=True,
                          text=True, input=stdin, cwd=REPO, timeout=120)


def test_check_ok_prints_a_summary():
    proc = zluda("ptx", "check", str(CORPUS / "edge_syntax.ptx"), str(CORPUS / "addr32_sm52.ptx"))
    assert proc.returncode == 0, proc.stderr
    assert "edge_syntax.ptx: ok (PTX 9.0, sm_90a, texmode_independent, 1 kernels" in proc.stdout
    assert "addr32_sm52.ptx: ok (PTX 6.0, sm_52, 1 kernels" in proc.stdout


def test_check_reports_a_located_error_without_traceback(tmp_path):
    bad = tmp_path / "bad.ptx"
    bad.write_text(".version 8.0\n.target sm_80\n.address_size 64\n"
                   ".visible .entry k()\n{\n\tmul.lo.s32 %r1, %r2;\n}\n")
    proc = zluda("ptx", "check", str(bad))
    assert proc.returncode == 1
    assert "Traceback" not in proc.stderr
    lines = proc.stderr.splitlines()
    assert lines[0] == f"{bad}:6:18: error: mul takes 3 operands, got 2 (at '%r2')"
    assert lines[1] == "     mul.lo.s32 %r1, %r2;"
    assert lines[2] == "                     ^^^"


def test_check_reports_every_name_problem(tmp_path):
    bad = tmp_path / "names.ptx"
    bad.write_text(".version 8.0\n.target sm_80\n.address_size 64\n.visible .entry k()\n{\n"
                   "\t.reg .b32 %r<2>;\n\tadd.s32 %r1, %r1, %r9;\n\tbra NOWHERE;\n}\n")
    proc = zluda("ptx", "check", str(bad))
    assert proc.returncode == 1
    errors = [line for line in proc.stderr.splitlines() if ": error: " in line]
    assert errors == [f"{bad}:7:20: error: undeclared register %r9 (at '%r9')",
                      f"{bad}:8:6: error: undefined label NOWHERE (at 'NOWHERE')"]
    assert zluda("ptx", "check", "--syntax-only", str(bad)).returncode == 0


def test_check_reads_stdin_and_prints_the_round_trip():
    source = (CORPUS / "addr32_sm52.ptx").read_text()
    proc = zluda("ptx", "check", "--print", "-", stdin=source)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.startswith(".version 6.0\n.target sm_52\n.address_size 32\n")
    again = zluda("ptx", "check", "--print", "-", stdin=proc.stdout)
    assert again.stdout == proc.stdout


def test_check_missing_and_binary_files(tmp_path):
    missing = zluda("ptx", "check", str(tmp_path / "nope.ptx"))
    assert missing.returncode == 2 and "No such file" in missing.stderr
    blob = tmp_path / "blob.ptx"
    blob.write_bytes(b"\x7fELF\x02\x01\x01\x00\xff\xfe")
    binary = zluda("ptx", "check", str(blob))
    assert binary.returncode == 2 and "not a PTX text file" in binary.stderr
    assert "Traceback" not in missing.stderr + binary.stderr
