"""Device printf: format a CUDA `vprintf(format, argbuf)` call on the host.

The argument buffer holds each argument at its natural alignment: integers of 4 or 8
bytes (length modifiers l/ll/z/j/t -> 8), floating point always as 8-byte double,
strings and pointers as 8-byte addresses.
"""

from __future__ import annotations

import ctypes
import re
import struct

_SPEC = re.compile(r"%([-+ #0]*)(\*|\d+)?(?:\.(\*|\d+))?(hh|h|ll|l|j|z|t|L)?([diouxXeEfFgGaAcspn%])")


def read_cstring(addr: int, limit: int = 1 << 16) -> bytes:
    if not addr:
        return b"(null)"
    return ctypes.string_at(addr) if limit is None else ctypes.string_at(addr)[:limit]


def format_vprintf(fmt_addr: int, args_addr: int, read_string=read_cstring) -> str:
    """read_string(address) -> bytes reads the format and %s arguments (another device
    passes a reader of its own memory)."""
    fmt = read_string(fmt_addr).decode("utf-8", "replace")
    pos = 0

    def take(size):
        nonlocal pos
        pos = (pos + size - 1) // size * size
        raw = ctypes.string_at(args_addr + pos, size) if args_addr else bytes(size)
        pos += size
        return raw

    out = []
    last = 0
    for m in _SPEC.finditer(fmt):
        out.append(fmt[last:m.start()])
        last = m.end()
        flags, width, prec, length, conv = m.groups()
        if conv == "%":
            out.append("%")
            continue
        if width == "*":
            width = str(struct.unpack("<i", take(4))[0])
        if prec == "*":
            prec = str(struct.unpack("<i", take(4))[0])
        spec = "%" + (flags or "") + (width or "") + (("." + prec) if prec is not None else "")
        if conv in "diouxXc":
            wide = length in ("l", "ll", "j", "z", "t")
            raw = take(8 if wide else 4)
            signed = conv in "di"
            v = int.from_bytes(raw, "little", signed=signed)
            if length == "h":
                v = (v & 0xFFFF) - (0x10000 if signed and v & 0x8000 else 0)
            elif length == "hh":
                v = (v & 0xFF) - (0x100 if signed and v & 0x80 else 0)
            if conv == "c":
                out.append((spec + "c") % chr(v & 0xFF))
            elif conv == "u":
                out.append((spec + "d") % (v & ((1 << (64 if wide else 32)) - 1)))
            else:
                if conv in "xXo" and v < 0:
                    v &= (1 << (64 if wide else 32)) - 1
                out.append((spec + ("d" if conv == "i" else conv)) % v)
        elif conv in "eEfFgGaA":
            v = struct.unpack("<d", take(8))[0]
            out.append(float.hex(v) if conv in "aA" else (spec + conv) % v)
        elif conv == "s":
            addr = struct.unpack("<Q", take(8))[0]
            s = read_string(addr).decode("utf-8", "replace")
            out.append((spec + "s") % s)
        elif conv == "p":
            out.append("0x%x" % struct.unpack("<Q", take(8))[0])
        elif conv == "n":
            take(8)
    out.append(fmt[last:])
    return "".join(out)
