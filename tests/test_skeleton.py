import subprocess
import sys

from zluda.cli import build_parser


def test_cli_help_lists_no_missing_modules():
    out = subprocess.run([sys.executable, "-m", "zluda", "--help"], capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
    assert "usage: zluda" in out.stdout


def test_invoke_list_loads_every_task_module():
    out = subprocess.run(["invoke", "--list"], capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
    assert "test" in out.stdout
    assert build_parser().prog == "zluda"
