"""Read the raw trace files the native recorder writes (format: native/ztrace.h)."""

from __future__ import annotations

import struct
from dataclasses import dataclass, field
from pathlib import Path

FILE_MAGIC = b"ZTRACE01"
REC_MAGIC = 0x5A545243
HEADER_SIZE = 4096
_HEADER = struct.Struct("<8sIIQQQQQQII32s")
_REC = struct.Struct("<IIQQQQqIHBBIHH")
_EXTRA = struct.Struct("<HHI")
_D2H = struct.Struct("<IIQQ")

STATE_RESERVED, STATE_STARTED, STATE_DONE = 0, 1, 2
FLAG_UNRESOLVED = 1
TAG_OUT, TAG_STR, TAG_D2H, TAG_MODULE, TAG_STRUCT, TAG_RETSTR = 1, 2, 3, 4, 5, 6
D2H_STATES = {0: "pending", 1: "done", 2: "skipped"}


class RawTraceError(ValueError):
    pass


@dataclass
class RawHeader:
    pid: int
    ppid: int
    used: int
    seq: int
    dropped: int
    capacity: int
    t0_mono_ns: int
    t0_real_ns: int
    capture_bytes: int
    layout_hash: str


@dataclass
class RawRecord:
    seq: int
    parent: int
    tid: int
    fn: int
    depth: int
    state: int
    flags: int
    t_start_ns: int
    dur_ns: int
    ret: int
    args: list[int]
    outs: dict[int, bytes | None] = field(default_factory=dict)
    strs: dict[int, str | None] = field(default_factory=dict)
    structs: dict[int, bytes] = field(default_factory=dict)
    d2h: dict | None = None
    ret_str: str | None = None
    offset: int = 0


def read(path: Path) -> tuple[RawHeader, list[RawRecord], list[str]]:
    """Header, records (in file order) and problems found (damaged records skipped)."""
    with open(path, "rb") as f:
        data = f.read(HEADER_SIZE)
        if len(data) == HEADER_SIZE and data[:8] == FILE_MAGIC:
            used = struct.unpack_from("<Q", data, 16)[0]
            data += f.read(max(used - HEADER_SIZE, 0))  # the rest of the sparse file is unused
    if len(data) < HEADER_SIZE or data[:8] != FILE_MAGIC:
        raise RawTraceError(f"{path}: not a zluda raw trace (bad or missing header)")
    (_m, _v, pid, used, seq, dropped, capacity, t0m, t0r, ppid, capture,
     lh) = _HEADER.unpack_from(data)
    header = RawHeader(pid, ppid, used, seq, dropped, capacity, t0m, t0r, capture,
                       lh.split(b"\0", 1)[0].decode())
    end = min(used, capacity, len(data))
    problems: list[str] = []
    records: list[RawRecord] = []
    pos = HEADER_SIZE
    while pos + _REC.size <= end:
        (magic, size, rseq, parent, t0, dur, ret, tid, fn, nargs, state, depth, flags,
         nextra) = _REC.unpack_from(data, pos)
        if magic != REC_MAGIC or size < _REC.size or pos + size > end:
            # a record whose writer died before it wrote its header: resynchronise
            problems.append(f"damaged record at byte {pos} skipped")
            pos = _resync(data, pos + 8, end)
            continue
        rec = RawRecord(rseq, parent, tid, fn, depth, state, flags, t0, dur, ret,
                        list(struct.unpack_from(f"<{nargs}Q", data, pos + _REC.size)),
                        offset=pos)
        _read_extras(data, pos + _REC.size + 8 * nargs, pos + size, nextra, rec)
        records.append(rec)
        pos += size
    return header, records, problems


def _resync(data: bytes, pos: int, end: int) -> int:
    magic = struct.pack("<I", REC_MAGIC)
    while pos < end:
        hit = data.find(magic, pos, end)
        if hit < 0:
            return end
        if hit % 8 == 0:
            return hit
        pos = hit + 1
    return end


def _read_extras(data: bytes, pos: int, end: int, count: int, rec: RawRecord) -> None:
    for _ in range(count):
        if pos + 8 > end:
            return
        tag, idx, length = _EXTRA.unpack_from(data, pos)
        body = pos + 8
        if tag == TAG_OUT:
            rec.outs[idx] = data[body:body + length] if length else None
            room = 8
        elif tag in (TAG_STR, TAG_RETSTR):
            text = None if length == 0xFFFFFFFF else data[body:body + length].decode("utf-8", "replace")
            if tag == TAG_STR:
                rec.strs[idx] = text
                room = 0 if text is None else length
            else:
                rec.ret_str = text
                room = 128
        elif tag == TAG_STRUCT:
            rec.structs[idx] = data[body:body + length]
            room = length
        elif tag == TAG_D2H:
            state, crc, nbytes, captured = _D2H.unpack_from(data, body)
            rec.d2h = {"arg": idx, "state": D2H_STATES.get(state, str(state)), "crc32": crc,
                       "nbytes": nbytes,
                       "bytes": data[body + _D2H.size: body + _D2H.size + captured]}
            room = length
        else:
            return
        pos = body + ((room + 7) & ~7)
