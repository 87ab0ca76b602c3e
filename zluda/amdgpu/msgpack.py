"""A MessagePack decoder, just enough for AMDGPU metadata notes (NT_AMDGPU_METADATA).

The project has no msgpack dependency and the notes use a small subset; decoding them
ourselves also keeps validation independent of comgr's own metadata reader.
"""

from __future__ import annotations

import struct


class MsgpackError(ValueError):
    pass


def unpack(data: bytes) -> object:
    value, end = _decode(data, 0)
    if end != len(data):
        raise MsgpackError(f"{len(data) - end} trailing bytes after the metadata map")
    return value


# fixed-width formats: type byte -> (struct format, size)
_FIXED = {0xcc: (">B", 1), 0xcd: (">H", 2), 0xce: (">I", 4), 0xcf: (">Q", 8),
          0xd0: (">b", 1), 0xd1: (">h", 2), 0xd2: (">i", 4), 0xd3: (">q", 8),
          0xca: (">f", 4), 0xcb: (">d", 8)}
_STR_LEN = {0xd9: (">B", 1), 0xda: (">H", 2), 0xdb: (">I", 4),
            0xc4: (">B", 1), 0xc5: (">H", 2), 0xc6: (">I", 4)}
_ARRAY_LEN = {0xdc: (">H", 2), 0xdd: (">I", 4)}
_MAP_LEN = {0xde: (">H", 2), 0xdf: (">I", 4)}


def _take(data: bytes, pos: int, fmt: str, size: int) -> tuple[int, int]:
    if pos + size > len(data):
        raise MsgpackError(f"truncated at byte {pos}")
    return struct.unpack_from(fmt, data, pos)[0], pos + size


def _decode(data: bytes, pos: int) -> tuple[object, int]:
    if pos >= len(data):
        raise MsgpackError(f"truncated at byte {pos}")
    b = data[pos]
    pos += 1
    if b <= 0x7f:
        return b, pos
    if b >= 0xe0:
        return b - 0x100, pos
    if 0xa0 <= b <= 0xbf:
        return _text(data, pos, b & 0x1f)
    if 0x90 <= b <= 0x9f:
        return _array(data, pos, b & 0x0f)
    if 0x80 <= b <= 0x8f:
        return _map(data, pos, b & 0x0f)
    if b == 0xc0:
        return None, pos
    if b in (0xc2, 0xc3):
        return b == 0xc3, pos
    if b in _FIXED:
        return _take(data, pos, *_FIXED[b])
    if b in _STR_LEN:
        n, pos = _take(data, pos, *_STR_LEN[b])
        if b >= 0xd9:
            return _text(data, pos, n)
        return bytes(data[pos:pos + n]), pos + n
    if b in _ARRAY_LEN:
        n, pos = _take(data, pos, *_ARRAY_LEN[b])
        return _array(data, pos, n)
    if b in _MAP_LEN:
        n, pos = _take(data, pos, *_MAP_LEN[b])
        return _map(data, pos, n)
    raise MsgpackError(f"unsupported msgpack type byte 0x{b:02x} at byte {pos - 1}")


def _text(data: bytes, pos: int, n: int) -> tuple[str, int]:
    if pos + n > len(data):
        raise MsgpackError(f"truncated string at byte {pos}")
    return data[pos:pos + n].decode("utf-8", errors="replace"), pos + n


def _array(data: bytes, pos: int, n: int) -> tuple[list, int]:
    items = []
    for _ in range(n):
        item, pos = _decode(data, pos)
        items.append(item)
    return items, pos


def _map(data: bytes, pos: int, n: int) -> tuple[dict, int]:
    result = {}
    for _ in range(n):
        key, pos = _decode(data, pos)
        value, pos = _decode(data, pos)
        result[key] = value
    return result, pos
