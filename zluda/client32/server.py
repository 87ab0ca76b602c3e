"""The 64-bit server of one 32-bit client process: runs the project's driver API in-process
(the drop-in libcuda.so.1, loaded into this interpreter) and answers the client's calls.

The client starts it at its first CUDA call (`python -c ... <control fd> <library>`),
handing it the control socket. Every client thread's socket arrives over that socket and
is served by a thread of its own, so per-thread state (the current context) stays per
client thread. When the client is gone (the control socket reaches its end, however the
client ended) the server exits; when the server is gone the client's calls fail with
CUDA_ERROR_UNKNOWN and one line naming the server (the client's side of this).

A 32-bit client holds device addresses in 32 bits: every allocation of this process is
placed below 4 GiB (runtime MEMORY.below_4gib; 32-bit modules' globals already are); a
64-bit module's globals (the x86-64 client's) are not, and the client refuses an address
it cannot hold (the server does not know the client's width). Handles are 64-bit
pointers here and 32-bit ids there (`Handles`).
"""

from __future__ import annotations

import bisect
import contextlib
import ctypes
import mmap
import os
import socket
import struct
import sys
import threading
import traceback


from zluda import config
from zluda.api import catalog as api_catalog
from zluda.cpu import lowmem
from zluda.shim import glue, tracing
from zluda.runtime.state import MEMORY

from . import plan as wire_plan
from . import wire

U32 = struct.Struct("<I")
U64 = struct.Struct("<Q")
F64 = struct.Struct("<d")


class ClientError(Exception):
    """A malformed message: the connection is closed, the server goes on."""


class Handles:
    """64-bit handle values <-> the 32-bit ids a client sees. Small values (the stream
    constants CU_STREAM_LEGACY/PER_THREAD) and NULL travel as they are."""

    def __init__(self):
        self._ids: dict[int, int] = {}
        self._values: dict[int, int] = {}
        self._next = wire.FIRST_HANDLE_ID
        self._lock = threading.Lock()

    def to_client(self, value: int) -> int:
        if value < wire.FIRST_HANDLE_ID:
            return value
        with self._lock:
            ident = self._ids.get(value)
            if ident is None:
                ident = self._next
                if ident > 0xFFFFFFFF - wire.HANDLE_ID_STEP:
                    raise ClientError("no 32-bit handle ids left")
                self._next += wire.HANDLE_ID_STEP
                self._ids[value], self._values[ident] = ident, value
            return ident

    def to_server(self, ident: int) -> int:
        if ident < wire.FIRST_HANDLE_ID:
            return ident
        value = self._values.get(ident)
        if value is None:
            # an id never handed out: a pointer nothing lives at, which the runtime refuses
            return 0xDEAD0000_00000000 | ident
        return value


class Pinned:
    """The client's pinned host memory, each range mapped here too: client address ->
    server address. Mapped below 4 GiB, so a 32-bit kernel can hold its device address."""

    def __init__(self):
        self._starts: list[int] = []
        self._ranges: dict[int, tuple[int, int, mmap.mmap]] = {}   # client start -> (size, server, map)
        self._lock = threading.Lock()

    def add(self, client: int, size: int, fd: int) -> int:
        mapping = mmap.mmap(fd, size, flags=mmap.MAP_SHARED | lowmem.MAP_32BIT,
                            prot=mmap.PROT_READ | mmap.PROT_WRITE)
        view = ctypes.c_char.from_buffer(mapping)
        server = ctypes.addressof(view)
        del view   # no export left: the map can be closed
        if server + size > 1 << 32:
            mapping.close()
            raise MemoryError("no room below 4 GiB")
        with self._lock:
            bisect.insort(self._starts, client)
            self._ranges[client] = (size, server, mapping)
        return server

    def remove(self, client: int) -> tuple[int, mmap.mmap] | None:
        with self._lock:
            found = self._ranges.pop(client, None)
            if found is not None:
                self._starts.remove(client)
        return None if found is None else (found[1], found[2])

    def resolve(self, client: int, size: int = 1) -> int | None:
        """The server address of [client, client + size), inside one mapping; None if not."""
        with self._lock:
            i = bisect.bisect_right(self._starts, client) - 1
            if i < 0:
                return None
            start = self._starts[i]
            length, server, _ = self._ranges[start]
        if client + max(size, 1) > start + length:
            return None
        return server + client - start


UNSIGNED_NAMES = ("size_t", "uintptr_t", "_Bool", "cuuint32_t", "cuuint64_t")


def signed_type(cname: str) -> bool:
    """Whether an integer type (as cffi names it) is signed: the client sign-extends those.
    Enums count as signed (the client converts them through int)."""
    return not (cname.startswith(("unsigned", "uint")) or cname in UNSIGNED_NAMES)


class Callbacks:
    """Host functions run in the client: the server's stream, reaching one, asks the
    client's callback thread to run it and waits for its answer (wire.CALLBACKS)."""

    def __init__(self, ffi, handles: Handles):
        self.ffi, self.handles = ffi, handles
        self._conn: socket.socket | None = None
        self._ready = threading.Event()
        self._lock = threading.Lock()
        self._pending: dict[int, tuple[int, int]] = {}   # token -> (client function, user data)
        self._next = 1
        # what the 64-bit runtime calls: the token comes back as its user data
        self.host_fn = ffi.callback("void(void *)", self._on_host_fn)
        self.stream_callback = ffi.callback("void(CUstream, CUresult, void *)", self._on_stream_callback)

    def attach(self, conn: socket.socket) -> None:
        self._conn = conn
        self._ready.set()

    def token(self, function: int, data: int) -> int:
        with self._lock:
            token, self._next = self._next, self._next + 1
            self._pending[token] = (function, data)
        return token

    def _ask(self, kind: int, token, stream: int, status: int) -> None:
        with self._lock:
            function, data = self._pending.pop(int(self.ffi.cast("uintptr_t", token)), (0, 0))
        if not function:
            return
        if not self._ready.wait(60):
            sys.stderr.write("zluda client32 server: the client never handed over its callback socket\n")
            return
        with self._lock:   # one question at a time on the one socket
            try:
                self._conn.sendall(struct.pack(wire.CALLBACK_FORMAT, kind, function, data, stream, status))
                _recv_exactly(self._conn, 4)
            except OSError:
                pass   # the client is gone: the control socket ends the server

    def _on_host_fn(self, token) -> None:
        self._ask(wire.HOST_FN, token, 0, 0)

    def _on_stream_callback(self, stream, status, token) -> None:
        sid = self.handles.to_client(int(self.ffi.cast("uintptr_t", stream)))
        self._ask(wire.STREAM_CALLBACK, token, sid, int(status))


class Members:
    """Structs whose 32-bit layout differs travel member by member (plan.Leaf): this fills
    the 64-bit struct from the wire, and writes it back to the wire."""

    def __init__(self, ffi, handles: Handles):
        self.ffi, self.handles = ffi, handles
        self._signed: dict[str, bool] = {}

    def _is_signed(self, ctype: str) -> bool:
        return signed_type(ctype)

    def read(self, box, fields, r: "Reader", pinned: "Pinned" = None) -> tuple[list, bool] | None:
        """Fill `box`; (the host regions a copy writes, to answer with; whether host bytes
        travelled), or None when a pinned region is not one the client mapped."""
        F, backs, carried = self.ffi, [], False
        for leaf in fields:
            if leaf.kind == wire_plan.NULLPTR:
                continue
            if leaf.kind == wire_plan.UNION:
                inner = self._chosen(box, leaf)
                read = self.read(box, inner, r, pinned) if inner else ([], False)
                if read is None:
                    return None
                backs += read[0]
                carried = carried or read[1]
                continue
            where = F.addressof(box[0], *leaf.path)
            if leaf.kind == wire_plan.HOST:
                n = r.u32()
                if n == wire.PINNED_LENGTH:
                    found = pinned.resolve(r.u64(), r.u32())
                    if found is None:
                        return None
                    where[0] = F.cast("void *", found)
                elif n != wire.NULL_LENGTH:
                    # the bytes where they lie in the message, which the copy may write
                    region = r.bytes(n)
                    buf = F.from_buffer(region if n else bytearray(1))
                    where[0] = buf
                    carried = True
                    backs.append((leaf.path[-1].startswith("dst"), region, buf))
            elif leaf.kind == wire_plan.RAW:
                F.memmove(where, r.bytes(leaf.size), leaf.size)
            elif leaf.kind == wire_plan.HANDLE:
                where[0] = F.cast("void *", self.handles.to_server(r.u64()))
            elif leaf.kind == wire_plan.INT:
                v = r.u64()
                where[0] = v - (1 << 64) if v >= 1 << 63 and self._is_signed(leaf.ctype) else v
            else:
                where[0] = r.f64()
        return backs, carried

    def _chosen(self, box, leaf) -> tuple:
        """The Leafs of the union member its selector chooses (filled before it: it comes first)."""
        value = int(self.ffi.addressof(box[0], *leaf.path[:-1], leaf.selector)[0])
        return next((inner for case, inner in leaf.cases if case == value), ())

    def write(self, box, fields) -> list:
        F, out = self.ffi, []
        for leaf in fields:
            if leaf.kind in (wire_plan.HOST, wire_plan.NULLPTR):
                continue
            if leaf.kind == wire_plan.UNION:
                out += self.write(box, self._chosen(box, leaf))
                continue
            where = F.addressof(box[0], *leaf.path)
            if leaf.kind == wire_plan.RAW:
                out.append(F.buffer(where, leaf.size)[:])
            elif leaf.kind == wire_plan.HANDLE:
                out.append(U64.pack(self.handles.to_client(int(F.cast("uintptr_t", where[0])))))
            elif leaf.kind == wire_plan.INT:
                out.append(U64.pack(int(where[0]) & (2**64 - 1)))
            else:
                out.append(F64.pack(float(where[0])))
        return out


class Reader:
    def __init__(self, data: bytes, offset: int):
        self.data, self.offset = data, offset

    def peek(self) -> int:
        return U32.unpack_from(self.data, self.offset)[0]

    def u32(self) -> int:
        (v,) = U32.unpack_from(self.data, self.offset)
        self.offset += 4
        return v

    def u64(self) -> int:
        (v,) = U64.unpack_from(self.data, self.offset)
        self.offset += 8
        return v

    def f64(self) -> float:
        (v,) = F64.unpack_from(self.data, self.offset)
        self.offset += 8
        return v

    def blob(self) -> memoryview | None:
        """The next length-prefixed bytes, in place in the message (no copy)."""
        return self.bytes(self.u32())

    def bytes(self, n: int) -> memoryview | None:
        if n == wire.NULL_LENGTH:
            return None
        if self.offset + n > len(self.data):
            raise ClientError("a length past the message's end")
        b = memoryview(self.data)[self.offset:self.offset + n]
        self.offset += n
        return b


def _prototypes() -> str:
    lines = []
    for p in wire_plan.plans():
        params = ", ".join(f"{q.ctype} {q.name}" for q in p.function.params) or "void"
        lines.append(f"{p.function.return_type} {p.symbol}({params});")
    planned = {p.symbol for p in wire_plan.plans()}
    functions = {f.symbol: f for f in api_catalog.load(wire_plan.CATALOG_MAJOR).functions_of(wire_plan.LIBRARY)}
    for symbol in SERVER_CALLS:
        if symbol not in planned:
            f = functions[symbol]
            lines.append(f"{f.return_type} {symbol}({', '.join(f'{q.ctype} {q.name}' for q in f.params)});")
    return "\n".join(lines)


# what the server itself calls besides the forwarded functions
SERVER_CALLS = ("cuFuncGetParamInfo", "cuMemHostRegister_v2", "cuMemHostUnregister", "cuStreamSynchronize",
                "cuGetExportTable")


class ServedCalls:
    """With ZLUDA_TRACE_DIR set, the library's trace (`calls.jsonl`, zluda/shim/tracing.py)
    records the calls the server makes for its client, not those it makes for itself
    (kernel parameter layouts, export-table lookups, the wait after a pageable copy,
    registering the client's pinned memory): the trace is the client program's, per API.
    A slot of an export table shows as the driver calls the 64-bit slot makes."""

    def __init__(self, inner):
        self.inner = inner
        self._local = threading.local()

    @contextlib.contextmanager
    def own(self):
        """The server's own calls, left out of the trace."""
        depth = getattr(self._local, "own", 0)
        self._local.own = depth + 1
        try:
            yield
        finally:
            self._local.own = depth

    def begin(self, L, f, args):
        return None if getattr(self._local, "own", 0) else self.inner.begin(L, f, args)

    def end(self, token, L, f, args, result, unimplemented):
        if token is not None:
            self.inner.end(token, L, f, args, result, unimplemented)

    def finish(self, unimplemented_calls):
        self.inner.finish(unimplemented_calls)


class _Untraced:
    @staticmethod
    def own():
        return contextlib.nullcontext()


def served_calls():
    """The recorder of the served calls (installed before the library loads, which reads
    it once), or one whose `own()` does nothing when nothing is traced."""
    folder = config.get("ZLUDA_TRACE_DIR")
    if not folder:
        return _Untraced()
    recorder = ServedCalls(tracing.Recorder(str(folder)))
    tracing.set_recorder(recorder)
    return recorder


class ExportSlot:
    """One slot of the 64-bit library's export table, called as the client's table's slot
    was: the table is asked for at the first call (cuGetExportTable)."""

    def __init__(self, server: "Server", slot: wire_plan.ExportSlot):
        f = slot.plan.function
        params = ", ".join(q.ctype for q in f.params) or "void"
        self.type = server.ffi.typeof(f"{f.return_type}(*)({params})")
        self.server, self.slot, self._fn = server, slot, None
        self.__name__ = f"{slot.table.name}[{slot.index}] {f.name}"

    def __call__(self, *args):
        if self._fn is None:
            F = self.server.ffi
            table = F.new("void **")
            uuid = F.new("CUuuid *")
            F.memmove(uuid, self.slot.table.uuid_bytes, 16)
            with self.server.trace.own():
                status = int(self.server.lib.cuGetExportTable(F.cast("const void **", table), uuid))
            if status != 0:
                return status   # the library names the table on stderr
            self._fn = F.cast(self.type, F.cast("void **", table[0])[self.slot.index])
        return self._fn(*args)


class Server:
    def __init__(self, library: str):
        # the plans' own FFI (the catalog's declarations, parsed once) with the prototypes added
        self.ffi = wire_plan.ffi()
        self.ffi.cdef(_prototypes(), override=True)
        self.trace = served_calls()
        self.lib = self.ffi.dlopen(library)
        cat = api_catalog.load(wire_plan.CATALOG_MAJOR)
        self.status = cat.enums["cudaError_enum"].values
        jit = cat.enums[cat.enum_key("CUjit_option")].values
        # option -> the option giving its buffer's size
        self.log_buffers = {jit["CU_JIT_INFO_LOG_BUFFER"]: jit["CU_JIT_INFO_LOG_BUFFER_SIZE_BYTES"],
                            jit["CU_JIT_ERROR_LOG_BUFFER"]: jit["CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES"]}
        self.handles = Handles()
        self.pinned = Pinned()
        self.converter = Members(self.ffi, self.handles)
        self.callbacks = Callbacks(self.ffi, self.handles)
        self.calls = [self._caller(p) for p in wire_plan.plans()]
        # export-table slots, numbered after the functions (wire_plan.slot_plans)
        for number, slot in wire_plan.slot_plans():
            assert number == len(self.calls)
            self.calls.append(self._caller(slot.plan, ExportSlot(self, slot)))
        MEMORY.below_4gib = True

    # ---- one function ----------------------------------------------------------
    def _caller(self, p: wire_plan.Plan, slot: ExportSlot | None = None):
        """The server's side of one function (or, with `slot`, of one export-table slot)."""
        F = self.ffi
        fn = slot if slot is not None else getattr(self.lib, p.symbol)
        # the types of the parameters as declared (cffi parses a type named by a string anew)
        types = (slot.type if slot is not None else F.typeof(fn)).args
        signed = {s.name: signed_type(s.ctype) for s in p.slots if s.kind == "scalar" and s.scalar == wire_plan.INT}
        handles, log_buffers, pinned, converter = self.handles, self.log_buffers, self.pinned, self.converter
        callbacks = self.callbacks
        # a host function and its user data: the client's numbers, a token for the runtime
        function_slot = next((i for i, s in enumerate(p.slots) if s.kind in ("host_fn", "stream_callback")), None)
        data_slot = next((i for i, s in enumerate(p.slots) if s.kind == "user_data"), None)
        runs = None if function_slot is None else (
            callbacks.host_fn if p.slots[function_slot].kind == "host_fn" else callbacks.stream_callback)
        invalid = self.status["CUDA_ERROR_INVALID_VALUE"]
        # a copy from or to the client's pageable memory finishes before the answer
        stream_slot = next((i for i, s in enumerate(p.slots) if s.ctype == "struct CUstream_st *"), None) \
            if any(s.kind in ("host_in", "host_out") or any(leaf.kind == wire_plan.HOST for leaf in s.fields)
                   for s in p.slots) else None
        synchronize, own = self.lib.cuStreamSynchronize, self.trace.own

        def call(r: Reader) -> list:
            args, keep, outs = [], [], []
            values, jit_options = {}, []
            carried = False   # a host buffer travelled in the message: an Async copy finishes first
            regions_back = []   # host memory a copy descriptor's destination carried: answered last
            for i, s in enumerate(p.slots):
                k = s.kind
                if k == "scalar":
                    if s.scalar == wire_plan.INT:
                        v = r.u64()
                        if signed[s.name] and v >= 1 << 63:
                            v -= 1 << 64
                    elif s.scalar == wire_plan.HANDLE:
                        v = F.cast(types[i], handles.to_server(r.u64()))
                    else:
                        v = r.f64()
                    values[s.name] = v
                    args.append(v)
                elif k == "host_in" and r.peek() == wire.PINNED_LENGTH:
                    r.u32()
                    where = pinned.resolve(r.u64(), r.u32())
                    if where is None:
                        return [U32.pack(invalid)]
                    args.append(F.cast("void *", where))
                elif k == "pinned_ptr":
                    where = pinned.resolve(r.u64())
                    args.append(F.cast("void *", where if where is not None else 0xDEAD0000_00000000))
                elif k == "in_struct" and s.fields:
                    if r.u32() == wire.NULL_LENGTH:
                        args.append(F.NULL)
                    else:
                        box = F.new(types[i])
                        read = converter.read(box, s.fields, r, pinned)
                        if read is None:
                            return [U32.pack(invalid)]
                        regions, moved = read
                        keep.append(regions)
                        carried = carried or moved
                        regions_back += [region for back, region, _ in regions if back]
                        args.append(box)
                elif k in ("str", "path", "in_struct", "host_in", "image"):
                    b = r.blob()
                    carried = carried or k == "host_in"
                    if b is None:
                        args.append(F.NULL)
                    else:
                        # strings get their NUL; buffers are used where they lie in the message
                        buf = F.new("char[]", bytes(b) + b"\0") if k in ("str", "path") else F.from_buffer(b)
                        keep.append(buf)
                        args.append(F.cast(types[i], buf) if k == "in_struct" else buf)
                elif k in ("out", "inout"):
                    present = r.u32()
                    if s.scalar == wire_plan.STRUCT:
                        box = F.new(types[i])
                        if k == "inout" and present and s.fields:
                            converter.read(box, s.fields, r)
                        elif k == "inout" and present:
                            data = r.blob() or b""
                            F.memmove(box, data, min(len(data), F.sizeof(box[0])))
                    else:
                        box = F.new(types[i])
                        if k == "inout" and present:
                            v = r.u64() if s.scalar != wire_plan.FLOAT and s.scalar != wire_plan.DOUBLE else r.f64()
                            box[0] = F.cast("void *", handles.to_server(v)) if s.scalar == wire_plan.HANDLE else v
                    outs.append((s, box if present else None))
                    args.append(box if present else F.NULL)
                elif k == "host_out":
                    present = r.u32()
                    if present == wire.PINNED_OUT:
                        present = ("pinned", r.u64())   # resolved once its size is known
                    else:
                        carried = carried or bool(present)
                    outs.append((s, present))
                    args.append(None)   # filled once its size is known
                elif k == "kernel_params":
                    n = r.u32()
                    if n == wire.NULL_LENGTH:
                        args.append(F.NULL)
                        continue
                    pointers = F.new("void *[]", max(n, 1))
                    for i in range(n):
                        b = r.blob()
                        buf = F.from_buffer(b if b else bytearray(1))
                        keep.append(buf)
                        pointers[i] = buf
                    keep.append(pointers)
                    args.append(pointers)
                elif k in ("host_fn", "stream_callback", "user_data"):
                    values[s.name] = r.u64()
                    args.append(None)   # set below, once both are known
                elif k == "launch_extra":
                    if not r.u32():
                        args.append(F.NULL)
                        continue
                    b = r.blob()
                    if b is None:   # no buffer named: an extra array with only its end
                        extra = F.new("void *[]", [F.NULL])
                    else:
                        buf, size = F.from_buffer(b if len(b) else bytearray(1)), F.new("size_t *", len(b))
                        keep += (buf, size)
                        extra = F.new("void *[]", [F.cast("void *", 1), buf, F.cast("void *", 2), size, F.NULL])
                    keep.append(extra)
                    args.append(extra)
                elif k in ("null_only", "dropped"):
                    args.append(F.NULL)
                elif k == "jit_options":
                    n = r.u32()
                    opts = None if n == wire.NULL_LENGTH else [r.u32() for _ in range(n)]
                    jit_options = opts or []
                    arr = F.NULL if opts is None else F.new("CUjit_option[]", opts or [0])
                    keep.append(arr)
                    args.append(arr)
                elif k == "jit_values":
                    n = r.u32()
                    raw = None if n == wire.NULL_LENGTH else [r.u64() for _ in range(n)]
                    opts = jit_options
                    if raw is None:
                        args.append(F.NULL)
                        outs.append((s, None))
                        continue
                    arr = F.new("void *[]", max(len(raw), 1))
                    logs = {}
                    sizes = dict(zip(opts, raw))
                    for i, v in enumerate(raw):
                        opt = opts[i] if i < len(opts) else -1
                        if opt in log_buffers:
                            logs[i] = F.new("char[]", max(int(sizes.get(log_buffers[opt], 0)), 1))
                            arr[i] = logs[i]
                        else:
                            arr[i] = F.cast("void *", v)
                    keep.append(arr)
                    outs.append((s, (arr, logs, len(raw))))
                    args.append(arr)
                else:
                    raise ClientError(f"{p.symbol}: slot kind {k}")
            if function_slot is not None:
                function = values[p.slots[function_slot].name]
                data = values[p.slots[data_slot].name] if data_slot is not None else 0
                args[function_slot] = runs if function else F.NULL
                args[data_slot] = F.cast("void *", callbacks.token(function, data))
            host_outs = {}
            for i, s in enumerate(p.slots):
                if s.kind == "host_out":
                    present = next(o for t, o in outs if t is s)
                    n = max(int(values[s.size]), 0)
                    if isinstance(present, tuple):   # pinned: written where the client sees it
                        where = pinned.resolve(present[1], n)
                        if where is None:
                            return [U32.pack(invalid)]
                        host_outs[s.name] = (None, n)
                        args[i] = F.cast("void *", where)
                        continue
                    buf = F.new("char[]", max(n, 1)) if present else F.NULL
                    host_outs[s.name] = (buf, n)
                    args[i] = buf
            status = int(fn(*args))
            if status == 0 and carried and stream_slot is not None:
                with own():
                    status = int(synchronize(args[stream_slot]))
            reply = [U32.pack(status)]
            if status != 0:
                return reply
            for s, box in outs:
                if s.kind == "host_out":
                    buf, n = host_outs[s.name]
                    if buf is None:
                        reply.append(U32.pack(wire.PINNED_LENGTH))
                    elif buf == F.NULL:
                        reply.append(U32.pack(wire.NULL_LENGTH))
                    else:
                        reply += (U32.pack(n), F.buffer(buf, n))
                elif s.kind == "jit_values":
                    if box is None:
                        continue
                    arr, logs, n = box
                    for i in range(n):
                        if i in logs:
                            text = F.string(logs[i])
                            reply.append(U32.pack(len(text)) + text)
                        else:
                            reply.append(U64.pack(int(F.cast("uintptr_t", arr[i])) & (2**64 - 1)))
                elif box is None:
                    continue
                elif s.scalar == wire_plan.STRUCT and s.fields:
                    reply += converter.write(box, s.fields)
                elif s.scalar == wire_plan.STRUCT:
                    data = F.buffer(box)[:]
                    reply.append(U32.pack(len(data)) + data)
                elif s.scalar == wire_plan.HANDLE:
                    reply.append(U64.pack(handles.to_client(int(F.cast("uintptr_t", box[0])))))
                elif s.scalar == wire_plan.INT:
                    v = int(box[0])
                    reply.append(U64.pack(v & (2**64 - 1)))
                else:
                    reply.append(F64.pack(float(box[0])))
            for region in regions_back:
                reply += (U32.pack(len(region)), region)
            return reply

        call.__name__ = p.symbol
        return call

    def params(self, r: Reader) -> bytes:
        """Where each parameter of a kernel lies: the client packs kernelParams by it."""
        F = self.ffi
        func = F.cast("CUfunction", self.handles.to_server(r.u32()))
        offset, size = F.new("size_t *"), F.new("size_t *")
        layout = []
        while True:
            with self.trace.own():
                status = int(self.lib.cuFuncGetParamInfo(func, len(layout), offset, size))
            if status != 0:
                break
            layout.append((int(offset[0]), int(size[0])))
        if not layout and status != self.status["CUDA_ERROR_INVALID_VALUE"]:
            return U32.pack(status)
        return U32.pack(0) + U32.pack(len(layout)) + b"".join(U32.pack(o) + U32.pack(s) for o, s in layout)

    # ---- pinned host memory ----------------------------------------------------
    def map(self, r: Reader, fds: list[int]) -> int:
        """The client's new pinned range: mapped here, registered as page-locked memory."""
        client, size, flags = r.u64(), r.u64(), r.u32()
        if len(fds) != 1:
            for fd in fds:
                os.close(fd)
            raise ClientError(f"MAP came with {len(fds)} descriptors")
        try:
            server = self.pinned.add(client, size, fds[0])
        except (OSError, ValueError, MemoryError) as exc:
            sys.stderr.write(f"zluda client32 server: pinned memory of {size} bytes cannot be mapped: {exc}\n")
            return self.status["CUDA_ERROR_OUT_OF_MEMORY"]
        finally:
            os.close(fds[0])
        # the flags cuMemHostAlloc and cuMemHostRegister share: PORTABLE, DEVICEMAP
        with self.trace.own():
            status = int(self.lib.cuMemHostRegister_v2(self.ffi.cast("void *", server), size, flags & 3))
        if status:
            self.unmap(client, registered=False)
        return status

    def unmap(self, client: int, registered: bool = True) -> int:
        found = self.pinned.remove(client)
        if found is None:
            return self.status["CUDA_ERROR_INVALID_VALUE"]
        server, mapping = found
        with self.trace.own():
            status = int(self.lib.cuMemHostUnregister(self.ffi.cast("void *", server))) if registered else 0
        mapping.close()
        return status

    # ---- connections -----------------------------------------------------------
    def handle(self, body: bytearray, fds: list[int] = ()) -> list:
        """The answer to one message, as the buffers to send one after the other; `fds`:
        descriptors that came with it (MAP's memfd)."""
        r = Reader(body, 4)
        op = U32.unpack_from(body, 0)[0]
        if op != wire.OP_MAP:
            for fd in fds:
                os.close(fd)
        if op == wire.OP_CALL:
            index = r.u32()
            if index >= len(self.calls):
                raise ClientError(f"function number {index} (the server knows {len(self.calls)})")
            return self.calls[index](r)
        if op == wire.OP_PARAMS:
            return [self.params(r)]
        if op == wire.OP_MAP:
            return [U32.pack(self.map(r, fds))]
        if op == wire.OP_UNMAP:
            return [U32.pack(self.unmap(r.u64()))]
        if op == wire.OP_HELLO:
            digest = body[4:4 + wire.DIGEST_BYTES].decode("ascii", "replace")
            ok = digest == wire_plan.digest()
            if not ok:
                sys.stderr.write(f"zluda client32 server: the client was built from other plans ({digest}, "
                                 f"the server has {wire_plan.digest()}): rebuild it with `invoke build`\n")
            return [U32.pack(0 if ok else 1) + U32.pack(os.getpid())]
        raise ClientError(f"operation {op}")

    def serve(self, conn: socket.socket) -> None:
        with conn:
            while True:
                head, fds = _recv_head(conn)
                if head is None:
                    return
                body = _recv_exactly(conn, U32.unpack(head)[0])
                if body is None:
                    return
                try:
                    reply = self.handle(body, fds)
                except (ClientError, struct.error) as exc:
                    sys.stderr.write(f"zluda client32 server: a malformed message: {exc}\n")
                    return
                except Exception:   # a bug here: the call fails, the client and the server go on
                    sys.stderr.write("zluda client32 server: answering a call raised:\n" + traceback.format_exc())
                    reply = [U32.pack(self.status["CUDA_ERROR_UNKNOWN"])]
                try:
                    _send(conn, reply)
                except OSError:
                    return   # the client thread is gone

    def run(self, control: socket.socket) -> None:
        """Serve every socket the client hands over until the client is gone."""
        while True:
            try:
                msg, fds, _flags, _addr = socket.recv_fds(control, 16, 4)
            except OSError:
                break
            if not msg and not fds:
                break
            for kind, fd in zip(msg, fds):   # a byte says what each descriptor is
                conn = socket.socket(fileno=fd)
                if bytes([kind]) == wire.CALLBACKS:
                    self.callbacks.attach(conn)
                    continue
                threading.Thread(target=self.serve, args=(conn,), daemon=True,
                                 name=f"client32-conn-{fd}").start()


def _recv_head(conn: socket.socket) -> tuple[bytearray | None, list[int]]:
    """A message's length, and the descriptors sent with it (SCM_RIGHTS)."""
    head = bytearray(4)
    try:
        n, ancillary, _flags, _addr = conn.recvmsg_into([head], socket.CMSG_SPACE(4 * 4))
    except OSError:
        return None, []
    fds = []
    for level, kind, data in ancillary:
        if level == socket.SOL_SOCKET and kind == socket.SCM_RIGHTS:
            fds += struct.unpack(f"<{len(data) // 4}i", data[:len(data) // 4 * 4])
    if n == 0:
        return None, fds
    if n < 4:
        rest = _recv_exactly(conn, 4 - n)
        if rest is None:
            return None, fds
        head[n:] = rest
    return head, fds


def _recv_exactly(conn: socket.socket, n: int) -> bytearray | None:
    data = bytearray(n)
    view, got = memoryview(data), 0
    while got < n:
        try:
            k = conn.recv_into(view[got:])
        except OSError:
            return None
        if not k:
            return None
        got += k
    return data


def _send(conn: socket.socket, parts: list) -> None:
    """The length, then the parts, gathered in one system call where the socket takes them."""
    total = sum(memoryview(p).nbytes for p in parts)
    parts = [U32.pack(total), *parts]
    sent = conn.sendmsg(parts)
    if sent < total + 4:
        conn.sendall(b"".join(bytes(p) for p in parts)[sent:])


def main(argv: list[str]) -> int:
    """`<control fd> <path of the 64-bit libcuda.so.1>`, as the client starts it."""
    control = socket.socket(fileno=int(argv[0]))
    server = Server(argv[1])
    server.run(control)
    # the client is gone: nothing of it is left to serve (work in flight dies with us); the
    # trace's summary and the unimplemented calls are written here, as os._exit skips atexit
    glue.at_exit()
    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(0)
