"""Turn a call's cffi arguments into readable values, guided by the catalog.

Used for "unimplemented" log lines and for trace records. Decoding never dereferences a
pointer it does not have to: `void *` and data buffers are shown as addresses; C strings
are read only for `const char *` parameters that name things; out-parameters are read
after the call (the callee wrote them; they are host memory by the catalog's definition
of "out").
"""

from __future__ import annotations

import uuid

from zluda.api.model import Catalog, Function, Param

MAX_STRING = 200
# const char * parameters that are not strings (nvcc passes the host stub's address)
NOT_STRINGS = {"hostFun"}
SCALARS = {"char", "signed char", "unsigned char", "short", "unsigned short", "int", "unsigned int",
           "unsigned", "long", "unsigned long", "long long", "unsigned long long", "float", "double",
           "size_t", "int8_t", "int16_t", "int32_t", "int64_t", "uint8_t", "uint16_t", "uint32_t",
           "uint64_t", "cuuint32_t", "cuuint64_t"}


class ArgDecoder:
    def __init__(self, cat: Catalog, ffi):
        self.cat, self.ffi = cat, ffi

    def enum_name(self, enum: str, value: int) -> str | int:
        """The value's name, or the value itself when its enum lacks it."""
        return self.cat.enum_names(enum).get(value, value)

    def value(self, p: Param, arg):
        ffi = self.ffi
        if isinstance(arg, bool):
            return arg
        if isinstance(arg, int):
            return self.enum_name(p.enum, arg) if p.enum else arg
        if isinstance(arg, (float, bytes)):
            return arg if isinstance(arg, float) else arg.decode("latin-1")
        if not isinstance(arg, ffi.CData):
            return repr(arg)
        kind = ffi.typeof(arg).kind
        if kind == "struct":
            return {name: self._field(getattr(arg, name)) for name, _ in ffi.typeof(arg).fields}
        if kind in ("pointer", "array"):
            if arg == ffi.NULL:
                return None
            if p.ctype == "const CUuuid *" and p.direction == "in":   # 16 bytes the callee reads
                return str(uuid.UUID(bytes=bytes(ffi.buffer(ffi.cast("const char *", arg), 16))))
            if p.ctype == "const char *" and p.name not in NOT_STRINGS and p.direction == "in":
                try:
                    return ffi.string(arg, MAX_STRING).decode("utf-8", "replace")
                except Exception:
                    pass
            return hex(int(ffi.cast("uintptr_t", arg)))
        return repr(arg)

    def _field(self, v):
        if isinstance(v, (int, float)):
            return v
        return repr(v)

    def out_value(self, p: Param, arg):
        """What the callee wrote through an out-parameter (None for NULL or unreadable kinds)."""
        ffi = self.ffi
        if not isinstance(arg, ffi.CData) or arg == ffi.NULL:
            return None
        item = ffi.typeof(arg).item if ffi.typeof(arg).kind == "pointer" else None
        if item is None or item.kind == "void" or item.kind == "function":
            return hex(int(ffi.cast("uintptr_t", arg)))
        if item.kind == "primitive":
            v = arg[0]
            if isinstance(v, bytes):          # char buffer: a name the callee wrote
                return ffi.string(ffi.cast("char *", arg), MAX_STRING).decode("utf-8", "replace")
            return self.enum_name(p.enum, v) if p.enum and isinstance(v, int) else v
        if item.kind == "enum":
            v = int(ffi.cast("int", arg[0]))
            return self.enum_name(p.enum, v) if p.enum else v
        if item.kind == "pointer":
            v = arg[0]
            return None if v == ffi.NULL else hex(int(ffi.cast("uintptr_t", v)))
        return hex(int(ffi.cast("uintptr_t", arg)))   # a struct the callee filled: its address

    def args(self, f: Function, args, after: bool = False) -> dict:
        out = {}
        for p, a in zip(f.params, args):
            try:
                if after and p.direction in ("out", "inout"):
                    out[p.name] = self.out_value(p, a)
                else:
                    out[p.name] = self.value(p, a)
            except Exception as exc:  # never let decoding break a call
                out[p.name] = f"<{type(exc).__name__}>"
        return out

    def format_args(self, f: Function, args) -> str:
        """name=value, ...: strings quoted, enum names, addresses and numbers bare."""
        values = self.args(f, args)
        shown = []
        for p in f.params:
            v = values.get(p.name)
            quoted = isinstance(v, str) and not p.enum and not v.startswith(("0x", "<"))
            shown.append(f"{p.name}={v!r}" if quoted else f"{p.name}={v}")
        return ", ".join(shown)
