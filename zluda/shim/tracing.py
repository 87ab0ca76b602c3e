"""Trace records of the project's own libraries (contract 1: `calls.jsonl` + `summary.json`).

When ZLUDA_TRACE_DIR is set, every dispatched call appends one JSON line to
<dir>/calls.jsonl with a single write() on an O_APPEND descriptor: records are never
interleaved between threads, and every completed call is on disk even if the program
crashes afterwards. At exit `summary.json` is written (temp file + rename), and written
again after each call that still comes (a static runtime's teardown runs after the exit
handler that finished the trace).

At exit the recorder also writes `trace.json` (Chrome trace events, from calls.jsonl) and
`modules/`: each registered fatbin (module-<n>.fatbin, from zluda.fatbin.REGISTERED), its
kernels and variables as registered (module-<n>.json) and its PTX (module-<n>-<entry>.ptx).

Hook for the tracer area: `set_recorder(obj)` (or ZLUDA_TRACE_RECORDER="module:factory",
called with the trace folder) replaces this recorder; it needs begin(L, f, args) -> token,
end(token, L, f, args, result, unimplemented) and finish(unimplemented_calls). If the
module `zluda.trace.finalize` exists, `finalize(trace_dir)` is called after summary.json
is written (Chrome trace, module dumps).

Record fields: seq, tid, lib, fn (API name), symbol, args (decoded: enum names,
pointers as hex; out-parameters hold the value the call wrote), status, status_name, ok,
unimplemented, t_ns (since trace start), dur_ns, parent (seq of the enclosing call on
this thread, e.g. a cuBLAS call whose implementation calls the runtime through the C
API), depth, and d2h_checksum ("crc32:xxxxxxxx") for device-to-host copies.
"""

from __future__ import annotations

import importlib
import itertools
import json
import os
import sys
import threading
import time
import zlib

from zluda import config, fatbin
from zluda.shim.decode import ArgDecoder

_recorder = None
_recorder_ready = False
_lock = threading.Lock()

# device-to-host copies: symbol name -> (dst param, size param, kind param or None)
D2H_COPIES = {
    "cudaMemcpy": ("dst", "count", "kind"),
    "cudaMemcpyAsync": ("dst", "count", "kind"),
    "cuMemcpyDtoH_v2": ("dstHost", "ByteCount", None),
    "cuMemcpyDtoHAsync_v2": ("dstHost", "ByteCount", None),
}
D2H_KINDS = {"cudaMemcpyDeviceToHost", "cudaMemcpyDefault"}


def recorder():
    """The active recorder (None when not tracing); created on first use."""
    global _recorder, _recorder_ready
    if _recorder_ready:
        return _recorder
    with _lock:
        if not _recorder_ready:
            folder = config.get("ZLUDA_TRACE_DIR")
            factory = config.get("ZLUDA_TRACE_RECORDER")
            if folder and factory:
                module, _, name = factory.partition(":")
                _recorder = getattr(importlib.import_module(module), name)(str(folder))
            elif folder:
                _recorder = Recorder(str(folder))
            _recorder_ready = True
    return _recorder


def set_recorder(obj) -> None:
    global _recorder, _recorder_ready
    _recorder, _recorder_ready = obj, True


class Recorder:
    def __init__(self, directory: str):
        self.dir = directory
        os.makedirs(directory, exist_ok=True)
        self.fd = os.open(os.path.join(directory, "calls.jsonl"), os.O_WRONLY | os.O_CREAT | os.O_TRUNC | os.O_APPEND, 0o644)
        self.seq = itertools.count()
        self.t0 = time.monotonic_ns()
        self.local = threading.local()
        self.per_api: dict[str, dict] = {}
        self.calls = 0
        self.decoders: dict[int, object] = {}
        self.finished = False
        self.unimplemented: set[str] = set()

    def _decoder(self, L):
        d = self.decoders.get(id(L))
        if d is None:
            d = self.decoders[id(L)] = ArgDecoder(L.cat, L.ffi)
        return d

    def begin(self, L, f, args):
        stack = getattr(self.local, "stack", None)
        if stack is None:
            stack = self.local.stack = []
        seq = next(self.seq)
        parent = stack[-1] if stack else None
        stack.append(seq)
        try:
            before = self._decoder(L).args(f, args)
        except Exception as exc:
            before = {"<error>": repr(exc)}
        return (seq, parent, len(stack) - 1, time.monotonic_ns(), before)

    def end(self, token, L, f, args, result, unimplemented):
        seq, parent, depth, start, before = token
        now = time.monotonic_ns()
        stack = self.local.stack
        if stack and stack[-1] == seq:
            stack.pop()
        decoder = self._decoder(L)
        after = decoder.args(f, args, after=True)
        record_args = {p.name: (after[p.name] if p.direction in ("out", "inout") else before.get(p.name))
                       for p in f.params}
        is_status = f.return_type == L.status_type
        status = int(result) if is_status else None
        status_name = L.cat.enum_name(L.status_type, status) if is_status else None
        rec = {
            "seq": seq, "tid": threading.get_native_id(), "lib": L.key, "fn": f.name, "symbol": f.symbol,
            "args": record_args, "status": status, "status_name": status_name,
            "ok": (status == L.success) if is_status else True, "unimplemented": unimplemented,
            "t_ns": start - self.t0, "dur_ns": now - start, "parent": parent, "depth": depth,
        }
        if not is_status and f.return_type != "void":
            rec["result"] = decoder.value(_RESULT_PARAM, result)
        checksum = self._d2h_checksum(L, f, args, record_args, status)
        if checksum:
            rec["d2h_checksum"] = checksum
        line = (json.dumps(rec, default=repr) + "\n").encode()
        try:
            os.write(self.fd, line)
        except OSError:
            pass
        key = f"{L.key}/{f.name}"
        with _lock:
            self.calls += 1
            entry = self.per_api.setdefault(key, {"calls": 0, "statuses": {}})
            entry["calls"] += 1
            sname = status_name if status_name is not None else "n/a"
            entry["statuses"][sname] = entry["statuses"].get(sname, 0) + 1
            if self.finished:
                # a call after the exit handler finished the trace: a static runtime's own
                # teardown (its atexit handler, registered before it loaded this library,
                # runs after ours: cuLibraryUnload, cuDevicePrimaryCtxRelease)
                if unimplemented:
                    self.unimplemented.add(key)
                try:
                    self._write_summary()
                    self._chrome_trace()
                except OSError as exc:
                    print(f"zluda: trace after exit: {exc!r}", file=sys.stderr)

    def _d2h_checksum(self, L, f, args, decoded, status):
        spec = D2H_COPIES.get(f.name)
        if spec is None or status != L.success:
            return None
        dst, size, kind = spec
        if kind is not None and decoded.get(kind) not in D2H_KINDS:
            return None
        names = [p.name for p in f.params]
        ptr, n = args[names.index(dst)], args[names.index(size)]
        if n <= 0 or ptr == L.ffi.NULL:
            return None
        return "crc32:%08x" % (zlib.crc32(L.ffi.buffer(ptr, n)) & 0xFFFFFFFF)

    def finish(self, unimplemented_calls: dict[str, int]):
        if self.finished:
            return
        self.finished = True
        self.unimplemented = set(unimplemented_calls)
        self._write_summary()
        # calls.jsonl stays open: calls made after this exit handler are still recorded
        for step in (self._chrome_trace, self._dump_modules):
            try:
                step()
            except Exception as exc:  # a partial trace beats none: report and go on
                print(f"zluda: trace {step.__name__}: {exc!r}", file=sys.stderr)
        try:
            finalize = importlib.import_module("zluda.trace.finalize")
        except ImportError:
            return
        finalize.finalize(self.dir)


    def _write_summary(self):
        summary = {"calls": self.calls, "per_api": dict(sorted(self.per_api.items())),
                   "unimplemented": sorted(self.unimplemented)}
        path = os.path.join(self.dir, "summary.json")
        with open(path + ".tmp", "w") as fh:
            json.dump(summary, fh, indent=1, sort_keys=True)
        os.replace(path + ".tmp", path)

    def _chrome_trace(self):
        """Chrome/Perfetto trace events ("X" complete events, one per call)."""
        events = [{"name": "process_name", "ph": "M", "pid": os.getpid(), "args": {"name": "zluda"}}]
        with open(os.path.join(self.dir, "calls.jsonl")) as fh:
            for line in fh:
                r = json.loads(line)
                events.append({"name": r["fn"], "cat": r["lib"], "ph": "X", "pid": os.getpid(), "tid": r["tid"],
                               "ts": r["t_ns"] / 1000.0, "dur": r["dur_ns"] / 1000.0,
                               "args": {"seq": r["seq"], "status": r["status_name"], "symbol": r["symbol"]}})
        _write_json(os.path.join(self.dir, "trace.json"), {"traceEvents": events, "displayTimeUnit": "ns"})

    def _dump_modules(self):
        registered = fatbin.REGISTERED.history()
        if not registered:
            return
        folder = os.path.join(self.dir, "modules")
        os.makedirs(folder, exist_ok=True)
        for n, module in enumerate(registered):
            base = os.path.join(folder, f"module-{n}")
            with open(base + ".fatbin", "wb") as fh:
                fh.write(module.data)
            info = {"kernels": sorted(module.functions.values()), "variables": module.variables,
                    "fatbin_bytes": len(module.data), "ptx": []}
            if module.data:
                for i, entry in enumerate(fatbin.parse(module.data)):
                    if entry.kind == "ptx":
                        name = f"module-{n}-{i}-sm{entry.arch}.ptx"
                        with open(os.path.join(folder, name), "wb") as fh:
                            fh.write(entry.payload)
                        info["ptx"].append(name)
            _write_json(base + ".json", info)


def _write_json(path: str, data) -> None:
    tmp = path + ".tmp"
    with open(tmp, "w") as fh:
        json.dump(data, fh, indent=1)
    os.replace(tmp, path)


class _ResultParam:
    name = "result"
    ctype = ""
    enum = ""
    direction = "in"


_RESULT_PARAM = _ResultParam()
