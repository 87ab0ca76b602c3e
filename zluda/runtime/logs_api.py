"""cuLogs* and cudaLogs*: the error log of zluda/runtime/logs.py through both APIs."""

from __future__ import annotations

import itertools
from pathlib import Path

from . import logs
from .errors import CudaError
from .state import LOGS, address, api, ffi

RT, DRV = "cudart", "cuda"
_handles = itertools.count(0x7C000000, 0x10)
_callbacks: dict[int, object] = {}    # handle -> the C callback, kept alive while registered


def _invalid(library: str) -> str:
    return "cudaErrorInvalidValue" if library == RT else "CUDA_ERROR_INVALID_VALUE"


def _flags(library: str, flags: int) -> None:
    if flags != 0:
        raise CudaError(_invalid(library), f"flags {flags:#x} (reserved, must be 0)")


def _iterator(library: str, iterator) -> int | None:
    return None if iterator == ffi(library).NULL else int(iterator[0])


def _advance(library: str, iterator) -> None:
    if iterator != ffi(library).NULL:
        iterator[0] = LOGS.current()


def _register(library: str, callbackFunc, userData, callback_out) -> None:
    f = ffi(library)
    if callbackFunc == f.NULL or callback_out == f.NULL:
        raise CudaError(_invalid(library), "callbackFunc or callback_out is NULL")
    handle = next(_handles)

    def deliver(level: int, text: str) -> None:
        message = f.new("char[]", text.encode())
        callbackFunc(userData, level, message, len(text.encode()))
    _callbacks[handle] = callbackFunc
    LOGS.add_callback(handle, deliver)
    callback_out[0] = f.cast(f.typeof(callback_out).item, handle)


def _unregister(library: str, callback) -> None:
    handle = address(ffi(library), callback)
    if not LOGS.remove_callback(handle):
        raise CudaError(_invalid(library), f"callback {handle:#x} is not registered")
    _callbacks.pop(handle, None)


def _current(library: str, iterator_out, flags: int) -> None:
    _flags(library, flags)
    if iterator_out == ffi(library).NULL:
        raise CudaError(_invalid(library), "iterator_out is NULL")
    iterator_out[0] = LOGS.current()


def _dump_to_file(library: str, iterator, pathToFile, flags: int) -> None:
    _flags(library, flags)
    if pathToFile == ffi(library).NULL:
        raise CudaError(_invalid(library), "pathToFile is NULL")
    lines, truncated = LOGS.since(_iterator(library, iterator))
    text = "".join(line + "\n" for line in ([logs.TRUNCATED] if truncated else []) + lines)
    try:
        with Path(ffi(library).string(pathToFile).decode(errors="replace")).open("a") as out:
            out.write(text)
    except OSError as exc:
        raise CudaError(_invalid(library), f"cannot write the log: {exc.strerror}") from None
    _advance(library, iterator)


def _dump_to_memory(library: str, iterator, buffer, size, flags: int) -> None:
    """NUL-terminated lines joined by newlines; *size becomes the bytes written."""
    _flags(library, flags)
    f = ffi(library)
    if buffer == f.NULL or size == f.NULL:
        raise CudaError(_invalid(library), "buffer or size is NULL")
    room = int(size[0])
    lines, truncated = LOGS.since(_iterator(library, iterator))
    if not lines:
        size[0] = 0
        if room:
            f.memmove(buffer, b"\0", 1)
        return
    kept = logs.fit(lines, truncated, room)
    if not kept:
        size[0] = 0
        raise CudaError(_invalid(library), "the buffer cannot hold the newest message")
    data = "\n".join(kept).encode()
    f.memmove(buffer, data + b"\0", len(data) + 1)
    size[0] = len(data)
    _advance(library, iterator)


for _library, _prefix in ((RT, "cuda"), (DRV, "cu")):
    api(_library, f"{_prefix}LogsRegisterCallback", sticky=False)(
        lambda fn, data, out, _l=_library: _register(_l, fn, data, out))
    api(_library, f"{_prefix}LogsUnregisterCallback", sticky=False)(lambda cb, _l=_library: _unregister(_l, cb))
    api(_library, f"{_prefix}LogsCurrent", sticky=False)(lambda it, fl, _l=_library: _current(_l, it, fl))
    api(_library, f"{_prefix}LogsDumpToFile", sticky=False)(
        lambda it, path, fl, _l=_library: _dump_to_file(_l, it, path, fl))
    api(_library, f"{_prefix}LogsDumpToMemory", sticky=False)(
        lambda it, buf, size, fl, _l=_library: _dump_to_memory(_l, it, buf, size, fl))
