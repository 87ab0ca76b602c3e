"""The 64-bit server of one 32-bit client process: runs the project's driver API in-process
(the drop-in libcuda.so.1, loaded into this interpreter) and answers the client's calls.

The client starts it at its first CUDA call (`python -c ... <control fd> <library>`),
handing it the control socket. Every client thread's socket arrives over that socket and
is served by a thread of its own, so per-thread state (the current context) stays per
client thread. When the client is gone (the control socket reaches its end, however the
client ended) the server exits; when the server is gone the client's calls fail with
CUDA_ERROR_UNKNOWN and one line naming the server (the client's side of this).

A 32-bit client holds device addresses in 32 bits: every allocation of this process is
placed below 4 GiB (runtime MEMORY.below_4gib; 32-bit modules' globals already are), and
an address above 4 GiB is never handed out (the call fails instead). Handles are 64-bit
pointers here and 32-bit ids there (`Handles`).
"""

from __future__ import annotations

import os
import socket
import struct
import sys
import threading

import cffi

from zluda.api import catalog as api_catalog
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


class Reader:
    def __init__(self, data: bytes, offset: int):
        self.data, self.offset = data, offset

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
        n = self.u32()
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
    if not any(p.symbol == "cuFuncGetParamInfo" for p in wire_plan.plans()):
        lines.append("CUresult cuFuncGetParamInfo(CUfunction func, size_t paramIndex, size_t *paramOffset, "
                     "size_t *paramSize);")
    return "\n".join(lines)


class Server:
    def __init__(self, library: str):
        self.ffi = cffi.FFI()
        self.ffi.cdef("\n".join(wire_plan.api_catalog_declarations()) + "\n" + _prototypes())
        self.lib = self.ffi.dlopen(library)
        cat = api_catalog.load(wire_plan.CATALOG_MAJOR)
        self.status = cat.enums["cudaError_enum"].values
        jit = cat.enums[cat.enum_key("CUjit_option")].values
        # option -> the option giving its buffer's size
        self.log_buffers = {jit["CU_JIT_INFO_LOG_BUFFER"]: jit["CU_JIT_INFO_LOG_BUFFER_SIZE_BYTES"],
                            jit["CU_JIT_ERROR_LOG_BUFFER"]: jit["CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES"]}
        self.handles = Handles()
        self.calls = [self._caller(p) for p in wire_plan.plans()]
        MEMORY.below_4gib = True

    # ---- one function ----------------------------------------------------------
    def _caller(self, p: wire_plan.Plan):
        F = self.ffi
        fn = getattr(self.lib, p.symbol)
        signed = {s.name: s.kind == "scalar" and s.scalar == wire_plan.INT and int(F.cast(s.ctype, -1)) < 0
                  for s in p.slots if s.kind == "scalar" and s.scalar == wire_plan.INT}
        handles, log_buffers = self.handles, self.log_buffers
        out_of_range = self.status["CUDA_ERROR_OUT_OF_MEMORY"]
        # a copy from or to the client's pageable memory finishes before the answer
        stream_slot = next((i for i, s in enumerate(p.slots) if s.ctype == "struct CUstream_st *"), None) \
            if any(s.kind in ("host_in", "host_out") for s in p.slots) else None
        synchronize = self.lib.cuStreamSynchronize

        def call(r: Reader) -> bytes:
            args, keep, outs = [], [], []
            values, jit_options = {}, []
            for s in p.slots:
                k = s.kind
                if k == "scalar":
                    if s.scalar == wire_plan.INT:
                        v = r.u64()
                        if signed[s.name] and v >= 1 << 63:
                            v -= 1 << 64
                    elif s.scalar == wire_plan.HANDLE:
                        v = F.cast(s.ctype, handles.to_server(r.u64()))
                    else:
                        v = r.f64()
                    values[s.name] = v
                    args.append(v)
                elif k in ("str", "in_struct", "host_in", "image"):
                    b = r.blob()
                    if b is None:
                        args.append(F.NULL)
                    else:
                        # strings get their NUL; buffers are used where they lie in the message
                        buf = F.new("char[]", bytes(b) + b"\0") if k == "str" else F.from_buffer(b)
                        keep.append(buf)
                        args.append(F.cast(s.ctype + " *", buf) if k == "in_struct" else buf)
                elif k in ("out", "inout"):
                    present = r.u32()
                    if s.scalar == wire_plan.STRUCT:
                        box = F.new(s.ctype + " *")
                        if k == "inout" and present:
                            data = r.blob() or b""
                            F.memmove(box, data, min(len(data), F.sizeof(s.ctype)))
                    else:
                        box = F.new(s.ctype + " *")
                        if k == "inout" and present:
                            v = r.u64() if s.scalar != wire_plan.FLOAT and s.scalar != wire_plan.DOUBLE else r.f64()
                            box[0] = F.cast(s.ctype, handles.to_server(v)) if s.scalar == wire_plan.HANDLE else v
                    outs.append((s, box if present else None))
                    args.append(box if present else F.NULL)
                elif k == "host_out":
                    present = r.u32()
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
                elif k == "null_only":
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
            host_outs = {}
            for i, s in enumerate(p.slots):
                if s.kind == "host_out":
                    present = next(o for t, o in outs if t is s)
                    n = max(int(values[s.size]), 0)
                    buf = F.new("char[]", max(n, 1)) if present else F.NULL
                    host_outs[s.name] = (buf, n)
                    args[i] = buf
            status = int(fn(*args))
            if status == 0 and stream_slot is not None:
                status = int(synchronize(args[stream_slot]))
            reply = [U32.pack(status)]
            if status != 0:
                return reply
            for s, box in outs:
                if s.kind == "host_out":
                    buf, n = host_outs[s.name]
                    if buf == F.NULL:
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
                elif s.scalar == wire_plan.STRUCT:
                    data = F.buffer(box)[:]
                    reply.append(U32.pack(len(data)) + data)
                elif s.scalar == wire_plan.HANDLE:
                    reply.append(U64.pack(handles.to_client(int(F.cast("uintptr_t", box[0])))))
                elif s.scalar == wire_plan.INT:
                    v = int(box[0])
                    if s.address and v >= 1 << 32:
                        return [U32.pack(out_of_range)]   # never hand a 32-bit client an address it cannot hold
                    reply.append(U64.pack(v & (2**64 - 1)))
                else:
                    reply.append(F64.pack(float(box[0])))
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
            status = int(self.lib.cuFuncGetParamInfo(func, len(layout), offset, size))
            if status != 0:
                break
            layout.append((int(offset[0]), int(size[0])))
        if not layout and status != self.status["CUDA_ERROR_INVALID_VALUE"]:
            return U32.pack(status)
        return U32.pack(0) + U32.pack(len(layout)) + b"".join(U32.pack(o) + U32.pack(s) for o, s in layout)

    # ---- connections -----------------------------------------------------------
    def handle(self, body: bytearray) -> list:
        """The answer to one message, as the buffers to send one after the other."""
        r = Reader(body, 4)
        op = U32.unpack_from(body, 0)[0]
        if op == wire.OP_CALL:
            index = r.u32()
            if index >= len(self.calls):
                raise ClientError(f"function number {index} (the server knows {len(self.calls)})")
            return self.calls[index](r)
        if op == wire.OP_PARAMS:
            return [self.params(r)]
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
                head = _recv_exactly(conn, 4)
                if head is None:
                    return
                body = _recv_exactly(conn, U32.unpack(head)[0])
                if body is None:
                    return
                try:
                    reply = self.handle(body)
                except (ClientError, struct.error) as exc:
                    sys.stderr.write(f"zluda client32 server: a malformed message: {exc}\n")
                    return
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
            for fd in fds:
                conn = socket.socket(fileno=fd)
                threading.Thread(target=self.serve, args=(conn,), daemon=True,
                                 name=f"client32-conn-{fd}").start()


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
    # the client is gone: nothing of it is left to serve (work in flight dies with us)
    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(0)
