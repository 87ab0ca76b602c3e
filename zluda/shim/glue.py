"""Runs inside the embedded interpreter of each generated library: attaches a Python
dispatcher to every exported function (cffi `def_extern`), which finds the implementation
in the registry, converts its result to the C return value, records the runtime's last
error, logs unimplemented calls and, when ZLUDA_TRACE_DIR is set, records the call.
"""

from __future__ import annotations

import contextlib
import gc
import sys
import threading
import traceback

from zluda import config
from zluda.api import catalog as api_catalog
from zluda.api.model import Catalog, Function
from zluda.cpu import faultguard
from zluda.runtime import rules
from zluda.shim import registry, tracing
from zluda.shim.decode import ArgDecoder

# what a call returns when it fails inside Python (an implementation bug)
GENERIC_FAILURE = {"cudart": "cudaErrorUnknown", "cuda": "CUDA_ERROR_UNKNOWN",
                   "cublas": "CUBLAS_STATUS_INTERNAL_ERROR", "cublasLt": "CUBLAS_STATUS_INTERNAL_ERROR"}

# runtime calls whose returned status reports the last error rather than setting it
NOT_RECORDED_AS_LAST_ERROR = frozenset(rules.LAST_ERROR_READERS)

_log_lock = threading.Lock()
_logged: set[str] = set()
_unimplemented_calls: dict[str, int] = {}
_installed: dict[str, object] = {}     # soname -> lib, for the exit hook


def _log_mode() -> str:
    return config.get("ZLUDA_LOG_UNIMPLEMENTED")


def _log(line: str) -> None:
    path = config.get("ZLUDA_LOG_FILE")
    try:
        if path:
            with open(path, "a") as f:
                f.write(line + "\n")
        else:
            sys.stderr.write(line + "\n")
            sys.stderr.flush()
    except OSError:
        pass


def unimplemented_calls() -> dict[str, int]:
    """"lib/function" -> calls, for the functions without an implementation called so far."""
    return dict(_unimplemented_calls)


class _Library:
    """Per-library constants every dispatcher of that library needs."""

    def __init__(self, cat: Catalog, key: str, ffi, lib):
        info = cat.libraries[key]
        self.key, self.ffi, self.lib, self.cat = key, ffi, lib, cat
        self.status_type = info.status_type
        self.enum = cat.enums[cat.enum_key(info.status_type)].values
        self.success = self.enum[info.success]
        self.not_supported = self.enum[info.not_supported]
        self.failure = self.enum[GENERIC_FAILURE[key]]
        self.records_last_error = key == "cudart"
        self.strings: dict[object, object] = {}   # keeps returned C strings alive

    def status(self, value) -> int:
        if value is None:
            return self.success
        if isinstance(value, str):
            status = self.enum.get(value)
            if status is None:   # a misspelt status: the caller reports it as a bug
                raise ValueError(f"{value!r} is not a {self.status_type} value")
            return status
        return int(value)

    def c_string(self, value):
        if isinstance(value, (str, bytes)):
            cached = self.strings.get(value)
            if cached is None:
                data = value.encode() if isinstance(value, str) else value
                cached = self.strings[value] = self.ffi.new("char[]", data)
            return cached
        return value if value is not None else self.ffi.NULL


def _default_result(L: _Library, f: Function):
    rt = f.return_type
    if rt == L.status_type:
        return L.not_supported
    if rt == "void":
        return None
    if rt == "const char *":
        return L.c_string(f"<zluda: unimplemented {f.name}>")
    if rt.endswith("*"):
        return L.ffi.NULL
    if rt in ("float", "double"):
        return 0.0
    if rt in ("int", "unsigned", "unsigned int", "size_t", "char", "long", "unsigned long"):
        return 0
    return L.ffi.new(rt + " *")[0]   # a struct by value (cuComplex): zeroed


def _make_dispatcher(L: _Library, f: Function, decoder: ArgDecoder, has_twin: bool, log_mode: str):
    """The Python function cffi calls for one exported symbol. Kept flat: it runs on every
    call (zluda/shim/bench.py measures it)."""
    key, symbol, name = L.key, f.symbol, f.name
    by_symbol, by_name = (key, symbol), (key, name)
    table = registry.implementations
    is_status = f.return_type == L.status_type
    is_string = f.return_type == "const char *"
    records = L.records_last_error and f.name not in NOT_RECORDED_AS_LAST_ERROR
    set_last_error = L.lib.zluda_last_error_set if records else None
    default = _default_result(L, f)
    success, failure = L.success, L.failure
    qualified = f"{key}/{name}"
    set_symbol = registry.set_current_symbol if has_twin else None
    status_of = L.status
    c_string = L.c_string

    def unimplemented(args):
        _unimplemented_calls[qualified] = _unimplemented_calls.get(qualified, 0) + 1
        if is_status and set_last_error is not None:
            set_last_error(default)
        if log_mode != "off":
            with _log_lock:
                first = qualified not in _logged
                _logged.add(qualified)
            if first or log_mode == "all":
                try:
                    shown = decoder.format_args(f, args)
                except Exception as exc:  # decoding is best effort
                    shown = f"<cannot decode: {exc!r}>"
                result = L.cat.enum_name(L.status_type, default) if is_status else repr(default)
                _log(f"zluda: unimplemented {key}.{symbol}({shown}) -> {result}")
        return default

    def failed(exc):
        if isinstance(exc, registry.ApiError):
            try:
                return convert(exc.status)
            except ValueError as misspelt:   # a bug in the implementation: logged below
                exc = misspelt
            except Exception:
                return failure if is_status else default
        _log(f"zluda: {key}.{symbol} raised:\n{''.join(traceback.format_exception(exc)).rstrip()}")
        if is_status:
            if set_last_error is not None:
                set_last_error(failure)
            return failure
        return default

    def convert(result):
        if is_status:
            status = success if result is None else status_of(result)
            if status and set_last_error is not None:
                set_last_error(status)
            return status
        if is_string:
            return c_string(result)
        return result

    if is_status:
        def call(*args):
            impl = table.get(by_symbol) or table.get(by_name)
            if impl is None:
                return unimplemented(args)
            if set_symbol is not None:
                set_symbol(symbol)
            try:
                result = impl(*args)
                if result is None or result == 0:
                    return success
                status = status_of(result)   # inside: a misspelt status is a failure, never success
            except BaseException as exc:
                return failed(exc)
            if status and set_last_error is not None:
                set_last_error(status)
            return status
    else:
        def call(*args):
            impl = table.get(by_symbol) or table.get(by_name)
            if impl is None:
                return unimplemented(args)
            if set_symbol is not None:
                set_symbol(symbol)
            try:
                return convert(impl(*args))
            except BaseException as exc:
                return failed(exc)

    recorder = tracing.recorder()
    if recorder is None:
        return call

    def dispatch(*args):
        token = recorder.begin(L, f, args)
        result = call(*args)
        recorder.end(token, L, f, args, result,
                     unimplemented=table.get(by_symbol) is None and table.get(by_name) is None)
        return result
    return dispatch


def install(ffi, lib, library: str, major: int, soname: str) -> None:
    """Attach a dispatcher to every function the generated library exports."""
    with _collector_paused():
        _install(ffi, lib, library, major, soname)


@contextlib.contextmanager
def _collector_paused():
    """The cyclic garbage collector off while a library starts: importing the runtime's
    modules and building the catalog and the dispatchers makes some 50,000 objects that
    all stay, and the collector went over them a hundred times (a tenth of the start).
    In an interpreter the library started itself (no command line: `sys.orig_argv` is
    empty) they are then frozen, so no later collection goes over them either; a Python
    host program's own objects are left to its collector."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            if not sys.orig_argv:
                gc.freeze()
            gc.enable()


def _install(ffi, lib, library: str, major: int, soname: str) -> None:
    registry.set_ffi(library, ffi)
    registry.load_implementations(config.get("ZLUDA_IMPLEMENTATIONS"))
    cat = api_catalog.load(major)
    L = _Library(cat, library, ffi, lib)
    decoder = ArgDecoder(cat, ffi)
    functions = cat.functions_of(library)
    names_with_twins = {f.name for f in functions if f.variant}
    log_mode = _log_mode()   # read once: the environment does not change under a running program
    registry.set_lib(library, lib)
    for f in functions:
        dispatch = _make_dispatcher(L, f, decoder, f.name in names_with_twins, log_mode)
        ffi.def_extern(name=f"_zluda_py_{f.symbol}")(dispatch)

    if library == "cudart":
        @ffi.def_extern(name="_zluda_py_fast_launch_fault")
        def _fast_launch_fault(func, status):
            try:
                answer = registry.fast_launch_fault(func, status)
            except Exception as exc:  # never unwind into the C caller
                _log(f"zluda: fast-path launch fault handler raised: {exc!r}")
                return L.failure
            return L.failure if answer is None else L.status(answer)

    @ffi.def_extern(name="_zluda_py_atexit")
    def _at_exit():
        at_exit()

    if not _installed:
        faultguard.run_at_abandoned_exit(at_exit)
    _installed[soname] = lib
    lib.zluda_mark_python_ready()


def at_exit() -> None:
    """Process exit: finish the trace, list unimplemented calls (once for all libraries)."""
    if getattr(at_exit, "done", False):
        return
    at_exit.done = True
    # This runs from a C atexit handler registered before libllvmlite was loaded, so LLVM's
    # static state (its global context) is already destroyed: a garbage collection now
    # would dispose JIT engines into it and crash or spin (seen with a trace recording).
    gc.disable()
    rec = tracing.recorder()
    if rec is not None:
        rec.finish(unimplemented_calls())
    calls = unimplemented_calls()
    if calls and _log_mode() != "off":
        listed = ", ".join(f"{k} x{v}" for k, v in sorted(calls.items()))
        _log(f"zluda: {len(calls)} unimplemented API function(s) were called: {listed}")
