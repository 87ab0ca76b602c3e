"""A fuzzer of the PTX front end and the translator: any byte string must come out as a
module, a translation LLVM accepts, or a located error (PtxError, TranslateError), each
within INPUT_SECONDS of CPU time.

Inputs are the project's own PTX (every tracked `.ptx` file up to SEED_BYTES) and every
crash found so far (tests/ptx/fuzz_crashes/), mutated by hypothesis: tokens inserted,
spans deleted or repeated hundreds of times (deep nesting), numbers replaced by extreme
ones, seeds spliced, bytes flipped; plain random bytes too. hypothesis shrinks a failing
input before it is reported, so a crash file is small.

    from zluda import ptxfuzz
    report = ptxfuzz.fuzz(60.0, seed=0)        # report.failures: [(input bytes, traceback)]

`tests/ptx/test_ptx_fuzz.py` runs it for ZLUDA_PTX_FUZZ_SECONDS on every CI run and
replays the crash folder; `invoke fuzz-ptx --seconds 3600` runs it longer and saves what
it finds there.
"""

from __future__ import annotations

import contextlib
import hashlib
import signal
import subprocess
import time
import traceback
from dataclasses import dataclass, field
from pathlib import Path

from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import seed as hypothesis_seed
from hypothesis import strategies as st

from zluda.cpu import jit
from zluda.ptx import parse
from zluda.ptx.check import check_module
from zluda.ptx.errors import PtxError
from zluda.translate.errors import TranslateError
from zluda.translate.module import translate

REPO_ROOT = Path(__file__).resolve().parents[1]
CRASHES = REPO_ROOT / "tests" / "ptx" / "fuzz_crashes"
FILENAME = "fuzz.ptx"
# crash files are not .ptx: what globs the project's PTX (the golden IR suite) skips them
CRASH_SUFFIX = ".fuzz"

# one input's whole pipeline (parse, check, translate, LLVM's verifier) must end within
# this much CPU time: the bar for a hang. CPU time, because on a loaded machine
# (CI's two cores, helpers beside it) wall time measures the neighbours; a pipeline that
# blocks without using CPU is caught by the wall-clock bound
INPUT_SECONDS = 5.0
INPUT_WALL_SECONDS = 60.0
# larger seeds make each run slow without reaching other code
SEED_BYTES = 64 * 1024
# inputs per hypothesis run; runs repeat with the next seed until the time is up
BATCH = 100

# what mutations insert: PTX's punctuation, directives and names that have broken the
# front end before, extreme numbers, bytes that are not text
FRAGMENTS = [
    b"{", b"}", b"[", b"]", b"(", b")", b"<", b">", b"|", b",", b";", b":", b"=", b"+", b"-",
    b"!", b"@", b".", b"%", b'"', b"/*", b"*/", b"//", b"\n", b" ", b"\t", b"\0", b"\xff", b"\xc3\xa9",
    b"_", b"$", b".reg", b".b32", b".u64", b".f32", b".pred", b".v4", b".global", b".shared",
    b".const", b".local", b".param", b".align", b".attribute", b".entry", b".func", b".visible",
    b".extern", b".section", b".loc", b".file", b".pragma", b".version", b".target", b".maxntid",
    b"%r", b"%rd", b"%p", b"%f", b"%tid", b"%tid.x", b"%r<", b"%r1", b"_", b"ret;", b"bra",
    b"mov.u32", b"ld.global.u32", b"st.shared.v4.f32", b"call.uni", b"generic(", b"0", b"1", b"-1",
    b"089", b"0x", b"0xFFFFFFFFFFFFFFFF", b"18446744073709551616", b"0f7F800000", b"0d", b"1e999",
    b"4294967296", b"2147483648", b"65536",
]
NUMBERS = [b"0", b"1", b"-1", b"07", b"089", b"0b102", b"0x", b"0x8000000000000000",
           b"18446744073709551615", b"18446744073709551616", b"9" * 25, b"9" * 5000,
           b"2147483648", b"1048577", b"100000000", b"147573952589676412928", b"1.5", b"0f3F800000"]
# which kind of mutation: weights by repetition
MUTATIONS = ("insert", "insert", "delete", "repeat", "repeat", "number", "splice", "flip", "truncate")


@dataclass
class Report:
    runs: int = 0
    outcomes: dict = field(default_factory=dict)    # outcome -> count
    failures: list = field(default_factory=list)    # (input bytes, traceback text)
    saved: list = field(default_factory=list)       # crash files written


class Hang(Exception):
    """An input used more than INPUT_SECONDS of CPU time, or INPUT_WALL_SECONDS of wall time."""


@contextlib.contextmanager
def time_limit(seconds: float, wall_seconds: float | None = None):
    """Raises Hang in the main thread once this process has used `seconds` of CPU time
    (SIGPROF), or `wall_seconds` have passed (SIGALRM; default 12 x `seconds`). Python code
    is interrupted between bytecodes; a call into C returns first. A wall-clock timer
    already running (pytest-timeout's) is put back afterwards with what was left of it."""
    wall_seconds = 12 * seconds if wall_seconds is None else wall_seconds

    def expire(signum, frame):
        clock = "CPU time" if signum == signal.SIGPROF else "wall time"
        raise Hang(f"ran longer than {seconds if signum == signal.SIGPROF else wall_seconds:g} s of {clock}")
    old_prof = signal.signal(signal.SIGPROF, expire)
    old_alarm = signal.signal(signal.SIGALRM, expire)
    started = time.monotonic()
    signal.setitimer(signal.ITIMER_PROF, seconds)
    old_delay, old_interval = signal.setitimer(signal.ITIMER_REAL, wall_seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_PROF, 0)
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGPROF, old_prof)
        signal.signal(signal.SIGALRM, old_alarm)
        if old_delay:
            left = old_delay - (time.monotonic() - started)
            signal.setitimer(signal.ITIMER_REAL, max(left, 0.001), old_interval)


def run_one(data: bytes, translation: bool = True) -> str:
    """The pipeline on one input: its outcome ("error", "problem", "parsed", "translated"),
    or an exception that is a finding (anything but a located error, or an error whose
    location is not in the input)."""
    try:
        module = parse(data, FILENAME, lazy=False)
        problems = check_module(module, data.decode("utf-8"))
        for problem in problems:
            _require_location(problem)
        if problems:
            return "problem"
        if not translation or not any(f.has_body for f in module.functions.values()):
            return "parsed"
        jit.parse(translate(module).ir_text)   # LLVM's verifier: invalid IR is the translator's bug
        return "translated"
    except PtxError as exc:
        _require_location(exc)
        return "error"
    except TranslateError as exc:
        _require_location(exc)
        return "error"


def _require_location(exc) -> None:
    loc = getattr(exc, "loc", None)
    if loc is None or loc.file != FILENAME or loc.line < 1 or loc.col < 1:
        raise AssertionError(f"error without a location in the input: {exc}")


def seeds() -> list:
    """The project's tracked PTX files (up to SEED_BYTES) and the crash corpus, as bytes."""
    try:
        listed = subprocess.run(["git", "ls-files", "-z", "*.ptx"], cwd=REPO_ROOT, capture_output=True,
                                check=True).stdout.split(b"\0")
        paths = [REPO_ROOT / p.decode() for p in listed if p]
    except (OSError, subprocess.CalledProcessError):   # a source tree without git
        paths = sorted(REPO_ROOT.glob("tests/**/*.ptx")) + sorted(REPO_ROOT.glob("zluda/**/*.ptx"))
    out = [p.read_bytes() for p in paths if p.is_file() and p.stat().st_size <= SEED_BYTES]
    return out + [data for _, data in crash_cases()]


def crash_cases() -> list:
    """(file name, bytes) of every input that once crashed, in name order."""
    if not CRASHES.is_dir():
        return []
    return [(p.name, p.read_bytes()) for p in sorted(CRASHES.iterdir()) if p.is_file() and p.suffix == CRASH_SUFFIX]


@st.composite
def mutated(draw, seed_inputs: list) -> bytes:
    data = bytearray(draw(st.sampled_from(seed_inputs)))
    for _ in range(draw(st.integers(1, 6))):
        how = draw(st.sampled_from(MUTATIONS))
        at = draw(st.integers(0, len(data)))
        if how == "insert":
            data[at:at] = draw(st.sampled_from(FRAGMENTS))
        elif how == "delete":
            del data[at:at + draw(st.integers(1, 64))]
        elif how == "repeat":
            # a span (often one bracket) many times over: deep nesting, long names
            span = bytes(data[at:at + draw(st.integers(1, 8))]) or draw(st.sampled_from(FRAGMENTS))
            data[at:at] = span * draw(st.sampled_from((2, 10, 100, 1000, 3000)))
        elif how == "number":
            end = at
            while end < len(data) and chr(data[end]).isalnum():
                end += 1
            data[at:end] = draw(st.sampled_from(NUMBERS))
        elif how == "splice":
            other = draw(st.sampled_from(seed_inputs))
            start = draw(st.integers(0, len(other)))
            data[at:at] = other[start:start + draw(st.integers(1, 512))]
        elif how == "flip":
            if data:
                at = min(at, len(data) - 1)
                data[at] = draw(st.integers(0, 255))
        else:
            del data[at:]
    return bytes(data)


def inputs(seed_inputs: list):
    return st.one_of(mutated(seed_inputs), st.binary(max_size=256))


def fuzz(seconds: float, seed: int = 0, translation: bool = True, save_to: Path | None = None,
         seed_inputs: list | None = None) -> Report:
    """The seeds as they are, then mutated inputs for about `seconds` (a run in progress
    finishes its shrinking); stops at the first failure of a mutated input, shrunk, which
    `save_to` (a folder) keeps as a file."""
    seed_inputs = seed_inputs or seeds()
    report = Report()
    stop = time.monotonic() + seconds
    batch = 0
    for data in seed_inputs:
        try:
            with time_limit(INPUT_SECONDS, INPUT_WALL_SECONDS):
                outcome = run_one(data, translation)
        except Exception as exc:   # noqa: BLE001 - every exception is a finding
            report.failures.append((data, "".join(traceback.format_exception(exc))))
            continue
        report.runs += 1
        report.outcomes[outcome] = report.outcomes.get(outcome, 0) + 1
    if report.failures:
        return report

    @settings(max_examples=BATCH, deadline=None, database=None, print_blob=False,
              phases=(Phase.generate, Phase.shrink), report_multiple_bugs=False,
              suppress_health_check=list(HealthCheck))
    @given(inputs(seed_inputs))
    def one(data):
        if time.monotonic() > stop:
            return
        try:
            with time_limit(INPUT_SECONDS, INPUT_WALL_SECONDS):
                outcome = run_one(data, translation)
        except BaseException as exc:
            if isinstance(exc, KeyboardInterrupt):
                raise
            last[:] = [data, "".join(traceback.format_exception(exc))]
            raise
        report.runs += 1
        report.outcomes[outcome] = report.outcomes.get(outcome, 0) + 1

    last: list = []
    while time.monotonic() < stop:
        try:
            hypothesis_seed(seed * 1_000_003 + batch)(one)()
        except Exception:   # hypothesis replays the shrunk input last: `last` holds it
            data, text = last
            report.failures.append((data, text))
            if save_to is not None:
                report.saved.append(save_crash(data, save_to))
            break
        batch += 1
    return report


def save_crash(data: bytes, folder: Path) -> Path:
    """Write a failing input as `<sha256 prefix>.ptx` (the same input, the same file)."""
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{hashlib.sha256(data).hexdigest()[:16]}{CRASH_SUFFIX}"
    path.write_bytes(data)
    return path
