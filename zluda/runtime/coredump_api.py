"""The coredump attributes of the driver API (cuCoredumpGet/SetAttribute[Global]): the
settings that say whether a device exception writes a coredump, where and with what.

On the CPU device a kernel fault is a host signal the runtime catches and reports as
CUDA_ERROR_ILLEGAL_ADDRESS (or the like); the settings are kept, per context and for the
process, and read back with the defaults NVIDIA documents in cuda.h, so programs and tools
that configure coredumps before running kernels work unchanged. A context's setting falls
back to the process-wide one until the context sets its own; the context flags
CU_CTX_COREDUMP_ENABLE and CU_CTX_USER_COREDUMP_ENABLE switch the exception and pipe
triggers on for that context, as cuCtxCreate documents.
"""

from __future__ import annotations

import os
import socket
from dataclasses import dataclass

from .driver_impl import CONTEXTS, current_context, require_context
from .errors import CudaError
from .state import api, ffi

DRV = "cuda"
BAD = "CUDA_ERROR_INVALID_VALUE"

# CUctx_flags bits that enable the triggers for one context
CTX_COREDUMP_ENABLE = 0x20
CTX_USER_COREDUMP_ENABLE = 0x40
PATH_BYTES = 1024               # strings of up to 1023 characters and their NUL


@dataclass(frozen=True)
class Setting:
    kind: str                   # "bool", "int" (unsigned int flags) or "path"
    per_context: bool           # whether cuCoredumpSetAttribute accepts it


# CUcoredumpSettings values (cuda.h)
SETTINGS = {
    1: Setting("bool", True),    # CU_COREDUMP_ENABLE_ON_EXCEPTION
    2: Setting("bool", True),    # CU_COREDUMP_TRIGGER_HOST
    3: Setting("bool", True),    # CU_COREDUMP_LIGHTWEIGHT
    4: Setting("bool", False),   # CU_COREDUMP_ENABLE_USER_TRIGGER (process-wide only)
    5: Setting("path", True),    # CU_COREDUMP_FILE
    6: Setting("path", False),   # CU_COREDUMP_PIPE (process-wide only)
    7: Setting("int", True),     # CU_COREDUMP_GENERATION_FLAGS
}
SIZES = {"bool": 1, "int": 4, "path": PATH_BYTES}
ENABLE_ON_EXCEPTION, ENABLE_USER_TRIGGER = 1, 4
CONTEXT_FLAG_SETTINGS = {ENABLE_ON_EXCEPTION: CTX_COREDUMP_ENABLE | CTX_USER_COREDUMP_ENABLE,
                         ENABLE_USER_TRIGGER: CTX_USER_COREDUMP_ENABLE}


def _defaults() -> dict[int, object]:
    where = f"{socket.gethostname()}.{os.getpid()}"
    return {1: False, 2: True, 3: False, 4: False, 5: f"core.cuda.{where}", 6: f"corepipe.cuda.{where}", 7: 0}


_global: dict[int, object] = {}


def _setting(attrib: int) -> Setting:
    setting = SETTINGS.get(attrib)
    if setting is None:
        raise CudaError(BAD, f"coredump attribute {attrib} (CUcoredumpSettings is 1..7)")
    return setting


def _global_value(attrib: int):
    if not _global:
        _global.update(_defaults())
    return _global[attrib]


def _context_value(attrib: int):
    ctx = CONTEXTS[current_context()]
    own = ctx.get("coredump", {})
    if attrib in own:
        return own[attrib]
    if ctx["flags"] & CONTEXT_FLAG_SETTINGS.get(attrib, 0):
        return True
    return _global_value(attrib)


def _size_in(size) -> int:
    if size == ffi(DRV).NULL:
        raise CudaError(BAD, "size is NULL")
    return int(size[0])


def _read_back(value, size, attrib: int, current) -> None:
    """Write the value to `value` (or, for a NULL value, its size to *size)."""
    setting = _setting(attrib)
    needed = SIZES[setting.kind]
    if value == ffi(DRV).NULL:
        if size == ffi(DRV).NULL:
            raise CudaError(BAD, "value and size are NULL")
        size[0] = needed
        return
    have = _size_in(size)
    f = ffi(DRV)
    if setting.kind == "path":
        data = current.encode() + b"\0"
        if have < len(data):
            raise CudaError(BAD, f"size {have} holds no {len(data)}-byte path")
        f.memmove(value, data, len(data))
        size[0] = len(data)
        return
    if have < needed:
        raise CudaError(BAD, f"size {have} is below the attribute's {needed} bytes")
    if setting.kind == "bool":
        f.cast("unsigned char *", value)[0] = 1 if current else 0
    else:
        f.cast("unsigned int *", value)[0] = int(current)


def _decoded(value, size, attrib: int):
    """The value a Set call passes (or None when it only asks for the size)."""
    setting = _setting(attrib)
    if value == ffi(DRV).NULL:
        return None
    have = _size_in(size)
    f = ffi(DRV)
    if setting.kind == "path":
        raw = bytes(f.buffer(f.cast("char *", value), min(have, PATH_BYTES)))
        text = raw.split(b"\0", 1)[0]
        if b"\0" not in raw and have >= PATH_BYTES:
            raise CudaError(BAD, f"a path longer than {PATH_BYTES - 1} characters")
        if not text:
            raise CudaError(BAD, "an empty path")
        return text.decode(errors="surrogateescape")
    if have < SIZES[setting.kind]:
        raise CudaError(BAD, f"size {have} is below the attribute's {SIZES[setting.kind]} bytes")
    if setting.kind == "bool":
        return bool(f.cast("unsigned char *", value)[0])
    return int(f.cast("unsigned int *", value)[0])


def _size_only(size, attrib: int) -> None:
    if size == ffi(DRV).NULL:
        raise CudaError(BAD, "value and size are NULL")
    size[0] = SIZES[_setting(attrib).kind]


@api(DRV, "cuCoredumpGetAttribute")
def cu_coredump_get_attribute(attrib, value, size):
    require_context()
    _setting(attrib)
    _read_back(value, size, attrib, _context_value(attrib))


@api(DRV, "cuCoredumpGetAttributeGlobal")
def cu_coredump_get_attribute_global(attrib, value, size):
    _setting(attrib)
    _read_back(value, size, attrib, _global_value(attrib))


@api(DRV, "cuCoredumpSetAttribute")
def cu_coredump_set_attribute(attrib, value, size):
    require_context()
    if not _setting(attrib).per_context:
        raise CudaError(BAD, f"coredump attribute {attrib} is process-wide (cuCoredumpSetAttributeGlobal)")
    decoded = _decoded(value, size, attrib)
    if decoded is None:
        _size_only(size, attrib)
        return
    CONTEXTS[current_context()].setdefault("coredump", {})[attrib] = decoded


@api(DRV, "cuCoredumpSetAttributeGlobal")
def cu_coredump_set_attribute_global(attrib, value, size):
    decoded = _decoded(value, size, attrib)
    if decoded is None:
        _size_only(size, attrib)
        return
    _global_value(attrib)
    _global[attrib] = decoded
