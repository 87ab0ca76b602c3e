"""`zluda ptx ir FILE --print-after PASS`: what one pass of the pipeline produced, the text
the golden pass tests keep; a pass or kernel that does not exist is a one-line error."""

import subprocess
import sys

import goldenkit

from zluda.translate.pass_output import PASS_NAMES


def _ir(*args):
    return subprocess.run([sys.executable, "-m", "zluda", "ptx", "ir", *map(str, args)],
                          capture_output=True, text=True, cwd=goldenkit.REPO)


def test_print_after_shows_the_golden_output_of_the_pass():
    for name in ("liveness", "predicate_hammocks", "emit_entry"):
        source = goldenkit.GOLDEN / goldenkit.PASS_INPUTS[name]
        case = goldenkit.CASES[f"{source.stem}.after.{name}"]
        done = _ir(source, "--print-after", name)
        assert done.returncode == 0, done.stderr
        assert done.stdout.rstrip("\n") == case.expected_path.read_text().rstrip("\n")


def test_print_after_one_kernel():
    source = goldenkit.GOLDEN / "inductions_hammocks.ptx"
    done = _ir(source, "--print-after", "predicate_hammocks", "-k", "skip")
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("; predicate_hammocks on skip\n") and " on counted" not in done.stdout


def test_an_unknown_pass_or_kernel_is_one_line():
    source = goldenkit.GOLDEN / "thread_loop.ptx"
    bad_pass = _ir(source, "--print-after", "no_such_pass")
    assert bad_pass.returncode == 1 and bad_pass.stdout == ""
    assert bad_pass.stderr.count("\n") == 1 and "unknown pass 'no_such_pass'" in bad_pass.stderr
    assert all(name in bad_pass.stderr for name in PASS_NAMES)
    bad_kernel = _ir(source, "--print-after", "emit", "-k", "nope")
    assert bad_kernel.returncode == 1 and bad_kernel.stderr.count("\n") == 1 and "nope" in bad_kernel.stderr
    # a pass whose condition never holds in this module says so
    no_regions = _ir(source, "--print-after", "liveness")
    assert no_regions.returncode == 1 and "did not run" in no_regions.stderr
