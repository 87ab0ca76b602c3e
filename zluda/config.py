"""Every `ZLUDA_*` environment variable the project reads: name, type, default, meaning and
who it is for, in one table; the only Python module that reads them from the environment.

    from zluda import config
    config.get("ZLUDA_CPU_THREADS")      # an int, or None when unset

Values are read on every call, never cached: tests and the benches change the environment
between calls, and a variable that a library reads at start-up is read once by its caller.
An unset or empty variable gives the default; a value that does not parse raises
`ConfigError` (a `ValueError`) in one line naming the variable, the value and what is
expected. Variables read only by C code or by workload scripts are listed too, so that the
reference (`python -m zluda.config --markdown` writes docs/environment.md) is complete.

This module imports nothing of the project: every other module may import it.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import re
import sys
from dataclasses import dataclass
from pathlib import Path


class ConfigError(ValueError):
    """A `ZLUDA_*` variable holds a value that its type does not accept."""


# who sets a variable, in the order the reference lists them
AUDIENCES = {
    "user": "For users of `zluda run`, the libraries and the matrix",
    "developer": "For developers of the translator, the runtime and the tools",
    "test": "Test modes, which the test suite and the benches set",
    "internal": "Set by the project for its own child processes, never by hand",
}

# where a variable is read: the reference says so, since C and shell reads do not go
# through `get` and may spell values differently
READERS = ("python", "c", "shell")

TRUE_SPELLINGS = ("1", "on", "true", "yes")
FALSE_SPELLINGS = ("0", "off", "false", "no")


@dataclass(frozen=True)
class Variable:
    name: str           # a name ending in <KEY> stands for a family (ZLUDA_TRACE_REAL_<KEY>)
    kind: str           # a key of KINDS
    default: object     # what `get` returns when the variable is unset or empty
    meaning: str
    audience: str       # a key of AUDIENCES
    read_by: tuple = ("python",)
    choices: tuple = ()           # the accepted values of a `choice`
    default_text: str = ""        # how the reference shows a default computed at run time


def _parse_bool(var: Variable, text: str) -> bool:
    word = text.strip().lower()
    if word in TRUE_SPELLINGS:
        return True
    if word in FALSE_SPELLINGS:
        return False
    raise _bad(var, text, "one of " + ", ".join(TRUE_SPELLINGS + FALSE_SPELLINGS))


def _parse_int(var: Variable, text: str) -> int:
    try:
        return int(text)
    except ValueError:
        raise _bad(var, text, "an integer") from None


def _parse_float(var: Variable, text: str) -> float:
    try:
        return float(text)
    except ValueError:
        raise _bad(var, text, "a number") from None


def _parse_choice(var: Variable, text: str) -> str:
    word = text.strip().lower()
    if word not in var.choices:
        raise _bad(var, text, "one of " + ", ".join(var.choices))
    return word


def _parse_version(var: Variable, text: str) -> tuple[int, int]:
    match = re.fullmatch(r"(\d+)\.(\d+)", text.strip())
    if not match:
        raise _bad(var, text, "MAJOR.MINOR such as 8.0")
    return int(match[1]), int(match[2])


def _bad(var: Variable, text: str, expected: str) -> ConfigError:
    return ConfigError(f"{var.name}={text!r}: expected {expected}")


# kind -> (how the reference names it, parser of a non-empty value)
KINDS = {
    "bool": (f"bool ({'/'.join(TRUE_SPELLINGS)} or {'/'.join(FALSE_SPELLINGS)})", _parse_bool),
    # set to anything non-empty (even 0) turns it on, as these switches always worked
    "flag": ("flag (any non-empty value)", lambda var, text: True),
    # the exact spellings of the C libraries' switches, which read them with strcmp
    "zero-off": ("switch (exactly 0 turns it off)", lambda var, text: text != "0"),
    "one-on": ("switch (exactly 1 turns it on)", lambda var, text: text == "1"),
    "int": ("int", _parse_int),
    "float": ("float", _parse_float),
    "str": ("str", lambda var, text: text),
    "path": ("path", lambda var, text: Path(text)),
    "paths": ("paths (colon-separated)", lambda var, text: [Path(p) for p in text.split(":") if p]),
    "list": ("list (comma-separated)", lambda var, text: [m.strip() for m in text.split(",") if m.strip()]),
    "choice": ("choice", _parse_choice),
    "version": ("MAJOR.MINOR", _parse_version),
}

_CPU_TIERS = ("auto", "baseline", "quick", "full")

VARIABLES = [
    # --- users ---
    Variable("ZLUDA_CACHE_DIR", "path", None,
             "persistent cache: compiled kernels, downloaded toolchains", "user",
             read_by=("python", "shell"), default_text="$XDG_CACHE_HOME/zluda, else ~/.cache/zluda"),
    Variable("ZLUDA_BUILD_DIR", "path", None, "where `invoke build` puts the drop-in libraries", "user",
             default_text="build/ in the source tree; installed: build/<environment> in the cache"),
    Variable("ZLUDA_CPU_TIER", "choice", "auto",
             "compilation tier of the CPU backend: auto = baseline first, full once a kernel is hot; "
             "baseline, quick, full = that tier for every kernel", "user", choices=_CPU_TIERS),
    Variable("ZLUDA_LOCKSTEP", "choice", "auto",
             "warps run in lockstep around shared-memory accesses (code that trades values between "
             "lanes without __syncwarp): auto = kernels built for GPUs before sm_70 that use no .sync "
             "warp instruction, and PTX before 6.0; always = every kernel; never = none", "user",
             choices=("auto", "always", "never")),
    Variable("ZLUDA_LOCKSTEP_KERNELS", "list", [],
             "kernels (names or shell patterns, e.g. '*flash_attn_ext_vec*') that run in lockstep "
             "in auto mode whatever their target", "user"),
    Variable("ZLUDA_LOCKSTEP_MEMORY", "choice", "shared",
             "what the barriers of lockstep kernels order: shared = shared-memory accesses; all = global "
             "memory's as well (lanes that read what others of their warp stored to global memory "
             "without a barrier)", "user", choices=("shared", "all")),
    Variable("ZLUDA_CPU_THREADS", "int", None, "worker threads that run a launch's blocks (below 1 means 1)",
             "user", default_text="the CPUs this process may run on"),
    Variable("ZLUDA_CPU_COMPILE_THREADS", "int", None,
             "at most this many kernel compilations run at once in the background (below 1 means 1)",
             "user", default_text="ZLUDA_CPU_THREADS' count"),
    Variable("ZLUDA_CPU_COMPILE_AHEAD", "bool", True,
             "a module's kernels compile in the background when the program registers or loads it, "
             "ahead of their first launches (0: each compiles on its first launch)", "user"),
    Variable("ZLUDA_CPU_COMPILE_SERVER", "bool", True,
             "background full-tier compilations run in a helper process that finishes them into the "
             "kernel cache after the program ends, so its exit does not wait for them (0: in the "
             "program's own process, whose exit then waits)", "user"),
    Variable("ZLUDA_COMPILE_NOTICE_S", "float", 1.0,
             "a kernel launch that has waited this many seconds for its kernel's compilation says so "
             "in one stderr line (0 turns the line off)", "user"),
    Variable("ZLUDA_CPU_FAULTGUARD", "bool", True,
             "a fault in a kernel fails its launch instead of killing the process", "user"),
    Variable("ZLUDA_COMPUTE_CAPABILITY", "version", (8, 0), "the compute capability the device reports",
             "user", default_text="8.0"),
    Variable("ZLUDA_NO_CACHE", "flag", False, "the kernel cache is neither read nor written", "user"),
    Variable("ZLUDA_FAST_PATH", "zero-off", True,
             "libcudart answers memory copies, launches, cudaGetDevice and error queries in C; off: "
             "every call goes through Python", "user", read_by=("c",)),
    Variable("ZLUDA_TRACE_DIR", "path", None,
             "record every API call into this folder (calls.jsonl, summary.json); turns the C fast "
             "path off", "user", read_by=("python", "c")),
    Variable("ZLUDA_TRACE_REAL_LIBS", "paths", [],
             "folders searched for NVIDIA's real libraries when tracing them", "user", read_by=("python", "c"),
             default_text="the dynamic loader's search path and the usual CUDA folders"),
    Variable("ZLUDA_CLIENT32_SERVER", "str", None,
             "where the 32-bit nvcuda.dll under Wine finds its 64-bit server (127.0.0.1:PORT); "
             "`python -m zluda.client32.listen -- wine app.exe` starts one and sets it", "user",
             read_by=("c",)),
    Variable("ZLUDA_TRACE_CAPTURE_BYTES", "int", 0,
             "the tracer copies up to this many bytes of each device-to-host copy's destination", "user",
             read_by=("c",)),
    Variable("ZLUDA_TRACE_MAX_MB", "int", 1024, "size of the tracer's raw file, in MiB", "user", read_by=("c",)),
    Variable("ZLUDA_TRACE_MODULE_MAX_BYTES", "int", 512 << 20,
             "module images larger than this are not copied into the trace", "user", read_by=("c",),
             default_text="536870912 (512 MiB)"),
    Variable("ZLUDA_EXPORT_LOG_REAL", "path", None,
             "NVIDIA's libcuda.so.1 that the export-table recording library forwards to (on the GPU "
             "machine: tests/runtime/h200/record_default_builds_h200.sh sets it)", "developer", read_by=("c",)),
    Variable("ZLUDA_EXPORT_LOG_FILE", "path", None,
             "where the export-table recording library appends every table lookup and slot call",
             "developer", read_by=("c",)),
    Variable("ZLUDA_LOG_UNIMPLEMENTED", "choice", "once",
             "report calls of unimplemented API functions: once per function, all of them, or off",
             "user", choices=("once", "all", "off")),
    Variable("ZLUDA_LOG_FILE", "path", None, "where those reports go", "user", default_text="stderr"),
    Variable("ZLUDA_IMPLEMENTATIONS", "list", [],
             "more Python modules that implement API functions, imported after the project's", "user"),
    Variable("ZLUDA_BACKEND", "str", "cpu",
             "the device backend (a matrix backend: cpu or nvidia); `zluda info` and the PTX sweep "
             "follow it", "user"),
    Variable("ZLUDA_PERF_MAP", "flag", False,
             "name the translated code for `perf report` in `/tmp/perf-<pid>.map`", "user"),
    Variable("ZLUDA_FLEX_REPO", "str", None,
             "NVIDIAGameWorks/FleX's git repository (a local clone or a URL) for the FleX corpus", "user",
             default_text="its GitHub address, fetched into the cache"),
    Variable("ZLUDA_LLAMA_OPS", "list", [],
             "the llama.cpp workload's test-backend-ops runs only these ops", "user", read_by=("shell",)),
    Variable("ZLUDA_CORPUS_PROGRAMS", "list", [],
             "the corpus workloads (hecbench, rodinia) build and run only these programs (commas or spaces)",
             "user",
             read_by=("shell",)),
    # --- developers ---
    Variable("ZLUDA_CPU_REGIONS", "bool", True,
             "barrier kernels run as region functions; off: as coroutines", "developer"),
    Variable("ZLUDA_CPU_LOOP_STEPS", "bool", True,
             "region kernels split inner loops into steps; off: loops stay whole", "developer"),
    Variable("ZLUDA_CPU_SHUFFLE_CHAINS", "bool", True,
             "a warp's runs of shuffles run as chains; off: shuffle by shuffle", "developer"),
    Variable("ZLUDA_CPU_FLUSH_MODES", "bool", True,
             "kernels whose f32 arithmetic is all .ftz run with x86's FTZ/DAZ modes; off: .ftz in software",
             "developer"),
    Variable("ZLUDA_TRACE_RECORDER", "str", None,
             "module:factory that makes the Python call recorder while ZLUDA_TRACE_DIR is set",
             "developer", default_text="the built-in recorder"),
    Variable("ZLUDA_SWEEP_REFERENCE", "path", None,
             "the PTX sweep compares against this recorded folder (e.g. a second GPU's)", "developer",
             default_text="workloads/ptx-sweep/reference"),
    Variable("ZLUDA_CUBLAS_ROOT", "path", None,
             "the only place the llama.cpp build looks for cuBLAS 13", "developer",
             default_text="the nvidia-cublas wheel, then the CUDA toolkit"),
    Variable("ZLUDA_NVCC", "str", "nvcc", "nvcc that the llama.cpp build uses", "developer"),
    Variable("ZLUDA_LLAMA_DRIVER_LIB", "path", None,
             "libcuda.so.1 that llama.cpp's build links against", "developer",
             default_text="libcuda.so.1 in ZLUDA_BUILD_DIR"),
    # --- test modes ---
    Variable("ZLUDA_CPU_STRIP_METADATA", "bool", False,
             "generated IR loses every annotation LLVM could not prove (results must not change)", "test"),
    Variable("ZLUDA_IMPLEMENTATION_MODULES", "list", None,
             "replaces the project's list of implementation modules", "test",
             default_text="the project's modules"),
    Variable("ZLUDA_FAST_PATH_STATS", "one-on", False,
             "each drop-in library prints at exit how often each of its functions was called and how "
             "often the call went into Python; libcudart also what its C fast path answered, by kind", "test", read_by=("c",)),
    Variable("ZLUDA_TIER_FUZZ_SECONDS", "float", 60.0, "how long the tier fuzz test runs", "test"),
    Variable("ZLUDA_PTX_FUZZ_SECONDS", "float", 60.0,
             "how long the PTX fuzz test (front end and translator, tests/ptx/test_ptx_fuzz.py) runs", "test"),
    # --- set by the project for its child processes ---
    Variable("ZLUDA_TRACE_RAW_DIR", "path", None, "where the tracer writes `<pid>.ztr`", "internal",
             read_by=("c",), default_text="raw/ in ZLUDA_TRACE_DIR"),
    Variable("ZLUDA_TRACE_LAYOUT", "str", None, "hash of the trace layout the interposers were built for",
             "internal", read_by=("c",)),
    Variable("ZLUDA_TRACE_REAL_<KEY>", "path", None,
             "the real library that the interposer of KEY (CUDART, CUDA, ...) forwards to", "internal",
             read_by=("c",)),
    Variable("ZLUDA_LLAMA_FIRST_LAUNCH_FILE", "path", None,
             "the llama bench's probe writes the time of the first kernel launch here", "internal"),
    Variable("ZLUDA_CELL", "str", None, "the matrix cell a workload step belongs to (image/backend/workload)",
             "internal"),
    Variable("ZLUDA_CELL_DIR", "path", None, "a workload step's output folder, the only writable place",
             "internal", read_by=("python", "c", "shell")),
    Variable("ZLUDA_PYTHON", "path", None,
             "the Python interpreter that starts the kernel compile server (`zluda run` names its own: "
             "inside a CUDA program sys.executable is the program)", "internal"),
    Variable("ZLUDA_CELL_BUILD", "path", None, "a workload's build outputs", "internal", read_by=("shell",)),
    Variable("ZLUDA_WORKLOAD_DIR", "path", None, "a workload's source folder", "internal", read_by=("shell",)),
    Variable("ZLUDA_LLAMA_PROMPT", "list", None, "the llama.cpp workload's prompt tokens", "internal",
             read_by=("shell",)),
    Variable("ZLUDA_LLAMA_LONG_PROMPT", "list", None, "the llama.cpp workload's long prompt tokens",
             "internal", read_by=("shell",)),
    Variable("ZLUDA_LLAMA_TOKENS", "int", None, "tokens the llama.cpp workload generates", "internal",
             read_by=("shell",)),
]

TABLE = {v.name: v for v in VARIABLES}
_FAMILIES = {v.name[: -len("<KEY>")]: v for v in VARIABLES if v.name.endswith("<KEY>")}


def variable(name: str) -> Variable:
    """The table's entry for `name` (a family's entry for a member such as ZLUDA_TRACE_REAL_CUDA)."""
    if name in TABLE:
        return TABLE[name]
    for prefix, var in _FAMILIES.items():
        if name.startswith(prefix) and len(name) > len(prefix):
            return var
    raise KeyError(f"{name} is not in zluda/config.py's table of variables")


def get(name: str):
    """The value of `name` from the environment, parsed by its kind; the default when unset
    or empty."""
    var = variable(name)
    text = os.environ.get(name, "")
    if not text:   # a caller may extend the list it gets: never the table's own
        return list(var.default) if isinstance(var.default, list) else var.default
    return KINDS[var.kind][1](var, text)


@contextlib.contextmanager
def overridden(name: str, value: str | None):
    """`name` set to `value` (None: unset) for the duration, for code and child processes that
    read it meanwhile; the previous value comes back afterwards."""
    variable(name)   # a name missing from the table fails here, as in `get`
    previous = os.environ.get(name)
    if value is None:
        os.environ.pop(name, None)
    else:
        os.environ[name] = value
    try:
        yield
    finally:
        if previous is None:
            os.environ.pop(name, None)
        else:
            os.environ[name] = previous


def _default_text(var: Variable) -> str:
    if var.default_text:
        return var.default_text
    if var.default is None or var.default == []:
        return "unset"
    if var.kind in ("bool", "zero-off", "one-on"):
        return "on" if var.default else "off"
    if var.kind == "flag":
        return "off"
    return str(var.default)


def _kind_text(var: Variable) -> str:
    if var.kind == "choice":
        return "choice: " + " / ".join(var.choices)
    return KINDS[var.kind][0]


def markdown() -> str:
    """The environment-variable reference (docs/environment.md)."""
    lines = ["# Environment variables",
             "",
             "Generated from `zluda/config.py` by `python -m zluda.config --markdown`; edit the table there.",
             "An unset or empty variable has its default. `zluda config` prints the current values.",
             ""]
    for audience, who in AUDIENCES.items():
        lines += [f"## {who}", "",
                  "| Variable | Type | Default | Read by | Meaning |",
                  "|---|---|---|---|---|"]
        lines += [f"| `{v.name}` | {_kind_text(v)} | {_default_text(v)} | {', '.join(v.read_by)} | {v.meaning} |"
                  for v in VARIABLES if v.audience == audience]
        lines.append("")
    return "\n".join(lines)


def current() -> list[tuple[Variable, str]]:
    """(variable, what it is set to now) for every variable of the table; a value that does
    not parse is shown with its error rather than raised."""
    rows = []
    for var in VARIABLES:
        if var.name.endswith("<KEY>"):
            prefix = var.name[: -len("<KEY>")]
            members = sorted(n for n in os.environ if n.startswith(prefix) and n not in TABLE)
            rows += [(var, f"{n}={os.environ[n]}") for n in members] or [(var, "unset")]
            continue
        text = os.environ.get(var.name, "")
        if not text:
            default = _default_text(var)
            rows.append((var, "unset" if default == "unset" else f"unset (default: {default})"))
            continue
        try:
            KINDS[var.kind][1](var, text)
            rows.append((var, text))
        except ConfigError as exc:
            rows.append((var, f"{text!r} (invalid: {exc})"))
    return rows


def print_current(args=None) -> int:
    width = max(len(v.name) for v in VARIABLES)
    for var, shown in current():
        print(f"{var.name:{width}}  {shown}")
    return 0


def register(subparsers) -> None:
    """`zluda config`: every ZLUDA_* variable with its current value."""
    parser = subparsers.add_parser("config", help="the ZLUDA_* environment variables and their values",
                                   description="Every ZLUDA_* environment variable the project reads, "
                                               "with its current value (docs/environment.md explains them).")
    parser.set_defaults(func=print_current)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m zluda.config",
                                     description="The ZLUDA_* environment variables.")
    parser.add_argument("--markdown", action="store_true", help="print the reference (docs/environment.md)")
    args = parser.parse_args(argv)
    if args.markdown:
        sys.stdout.write(markdown())
        return 0
    return print_current()


if __name__ == "__main__":
    sys.exit(main())
