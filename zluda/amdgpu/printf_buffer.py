"""The host side of the AMDGPU printf buffer (see zluda.amdgpu.devlib): allocate its
bytes, decode the records the kernels wrote, format them as CUDA's printf and assert do.

Device addresses (formats, %s strings, assert texts) are read with a reader the caller
gives (`read_string(address) -> bytes`), so this module touches no device memory itself.
"""

from __future__ import annotations

import ctypes
import struct
from dataclasses import dataclass

from zluda.amdgpu.devlib import (ASSERT_RECORD, HEADER_BYTES, KIND_ASSERT, KIND_PRINTF,
                                 RECORD_HEADER)
from zluda.cpu.printf import format_vprintf


class PrintfBufferError(ValueError):
    pass


@dataclass
class Record:
    kind: int                 # KIND_PRINTF or KIND_ASSERT
    offset: int               # where it starts in the data area
    format: int = 0           # printf: the format string's device address
    args: bytes = b""         # printf: CUDA's vprintf argument buffer
    message: int = 0          # assert: device addresses of the texts, and the line
    file: int = 0
    line: int = 0
    function: int = 0


@dataclass
class Decoded:
    records: list[Record]
    capacity: int
    used: int

    @property
    def lost_bytes(self) -> int:
        """Bytes of records that did not fit (dropped by the device)."""
        return max(0, self.used - self.capacity)


def new_buffer(capacity: int) -> bytearray:
    """The bytes to place in device memory and point `__zk_amdgpu_printf_buffer` at."""
    if capacity < RECORD_HEADER or capacity % 8:
        raise PrintfBufferError(f"capacity {capacity}: a positive multiple of 8, at least "
                                f"{RECORD_HEADER} bytes")
    return bytearray(struct.pack("<QQ", capacity, 0)) + bytearray(capacity)


def decode(buffer: bytes) -> Decoded:
    if len(buffer) < HEADER_BYTES:
        raise PrintfBufferError(f"printf buffer of {len(buffer)} bytes: shorter than its header")
    capacity, used = struct.unpack_from("<QQ", buffer, 0)
    data = memoryview(buffer)[HEADER_BYTES:HEADER_BYTES + capacity]
    end, offset, records = min(used, capacity, len(data)), 0, []
    while offset < end:
        if end - offset < RECORD_HEADER:
            raise PrintfBufferError(f"printf buffer offset {offset}: truncated record header")
        kind, size, first = struct.unpack_from("<IIQ", data, offset)
        if size < RECORD_HEADER or size % 8 or offset + size > end:
            raise PrintfBufferError(f"printf buffer offset {offset}: record size {size} "
                                    f"does not fit the {end} bytes used")
        if kind == KIND_PRINTF:
            records.append(Record(kind, offset, format=first,
                                  args=bytes(data[offset + RECORD_HEADER:offset + size])))
        elif kind == KIND_ASSERT and size == ASSERT_RECORD:
            file, line, function, _charsize = struct.unpack_from("<QQQQ", data, offset + RECORD_HEADER)
            records.append(Record(kind, offset, message=first, file=file, line=line,
                                  function=function))
        else:
            raise PrintfBufferError(f"printf buffer offset {offset}: unknown record kind "
                                    f"{kind} of {size} bytes")
        offset += size
    return Decoded(records, capacity, used)


def format_record(record: Record, read_string) -> str:
    """The text CUDA prints for the record (assert: NVIDIA's message format)."""
    if record.kind == KIND_ASSERT:
        text = {name: read_string(addr).decode("utf-8", "replace") if addr else "?"
                for name, addr in (("msg", record.message), ("file", record.file),
                                   ("func", record.function))}
        return (f"{text['file']}:{record.line}: {text['func']}: "
                f"Assertion `{text['msg']}` failed.")
    args = ctypes.create_string_buffer(record.args, max(len(record.args), 1))
    return format_vprintf(record.format, ctypes.addressof(args), read_string)
