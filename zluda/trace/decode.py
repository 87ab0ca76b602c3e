"""Turn raw trace files into the trace folder the rest of the project reads.

Writes (contract 1): calls.jsonl (one call per line, sequence order), trace.json (Chrome
trace events for Perfetto / chrome://tracing), summary.json, and modules/ (device code
images the program registered, their PTX and kernel lists). Every file is written to a
temporary name and renamed into place.
"""

from __future__ import annotations

import json
import os
import struct
from collections import Counter, defaultdict
from pathlib import Path

from zluda import fatbin
from zluda.shim import registry
from zluda.trace import rawfile
from zluda.trace.layout import KNOWN_STRUCTS, ArgLayout, FunctionLayout, Layout

_MASK = {1: 0xFF, 2: 0xFFFF, 4: 0xFFFFFFFF, 8: 0xFFFFFFFFFFFFFFFF}


def atomic_write(path: Path, text: str) -> None:
    tmp = path.with_name(f".{path.name}.tmp{os.getpid()}")
    tmp.write_text(text)
    os.replace(tmp, path)


class Decoder:
    def __init__(self, layout: Layout, mode: str = "nvidia"):
        self.layout = layout
        self.mode = mode
        self.has_impl = _project_registry() if mode == "zluda" else None
        self.by_id = {f.id: f for f in layout.functions}
        self.enum_names = {name: {v: k for k, v in reversed(list(values.items()))}
                           for name, values in layout.enums.items()}

    # ---- values ----
    def _int(self, word: int, size: int, signed: bool) -> int:
        v = word & _MASK.get(size, _MASK[8])
        if signed and v >> (size * 8 - 1):
            v -= 1 << (size * 8)
        return v

    def _enum(self, enum: str, value: int):
        names = self.enum_names.get(enum)
        return names.get(value, value) if names else value

    def _scalar(self, cls: str, size: int, enum: str, word: int):
        if cls == "ptr":
            return hex(word)
        if cls == "float":
            return struct.unpack("<f", struct.pack("<I", word & _MASK[4]))[0] if size == 4 else \
                struct.unpack("<d", struct.pack("<Q", word))[0]
        if cls == "enum":
            return self._enum(enum, self._int(word, size, True))
        return self._int(word, size, cls == "int")

    def _arg(self, a: ArgLayout, i: int, rec: rawfile.RawRecord):
        if a.cls == "str":
            if i in rec.strs:
                return rec.strs[i]
            return hex(rec.args[i])
        if a.cls == "struct":
            raw = rec.structs.get(i, b"")
            spec = KNOWN_STRUCTS.get(a.struct)
            if spec and len(raw) == struct.calcsize(spec[1]):
                values = [v.hex() if isinstance(v, bytes) else v for v in struct.unpack(spec[1], raw)]
                return dict(zip(spec[0].split(), values))
            return raw.hex()
        return self._scalar(a.cls, a.size, a.enum, rec.args[i] if i < len(rec.args) else 0)

    # ---- one call ----
    def call(self, rec: rawfile.RawRecord, pid: int, t0: int) -> dict:
        f: FunctionLayout | None = self.by_id.get(rec.fn)
        if f is None:
            return {"seq": rec.seq, "pid": pid, "tid": rec.tid, "lib": "?", "fn": f"#{rec.fn}",
                    "symbol": f"#{rec.fn}", "args": {}, "status": None, "status_name": None,
                    "ok": False, "unimplemented": False, "t_ns": rec.t_start_ns - t0,
                    "dur_ns": rec.dur_ns, "parent": rec.parent or None, "depth": rec.depth,
                    "error": "function id not in this layout"}
        args = {a.name: self._arg(a, i, rec) for i, a in enumerate(f.args)}
        out = {}
        for i, value in rec.outs.items():
            if i < len(f.args) and f.args[i].out and value is not None:
                spec = f.args[i].out
                word = int.from_bytes(value.ljust(8, b"\0"), "little")
                out[f.args[i].name] = self._scalar(spec["cls"], spec["size"], spec["enum"], word)
        finished = rec.state == rawfile.STATE_DONE
        unresolved = bool(rec.flags & rawfile.FLAG_UNRESOLVED)
        entry = {"seq": rec.seq, "pid": pid, "tid": rec.tid, "lib": f.lib, "fn": f.name,
                 "symbol": f.symbol, "args": args}
        if out:
            entry["out"] = out
        status = status_name = None
        ok = finished
        if f.status_enum:
            if finished:
                status = self._int(rec.ret, 4, True)
                status_name = self._enum(f.status_enum, status)
                if not isinstance(status_name, str):
                    status_name = str(status)
                ok = status == f.success
        elif finished and f.ret.cls != "void":
            entry["ret"] = rec.ret_str if f.ret.cls == "str" and rec.ret_str is not None else \
                self._scalar(f.ret.cls, f.ret.size, f.ret.enum, rec.ret & _MASK[8])
        # over the project's libraries: NOT_SUPPORTED from a function without a Python
        # implementation (a registered one may return it on purpose)
        unimplemented = unresolved or (self.mode == "zluda" and status is not None
                                       and status == f.not_supported
                                       and (self.has_impl is None or not self.has_impl(f)))
        entry.update({"status": status, "status_name": status_name, "ok": ok and not unresolved,
                      "unimplemented": unimplemented, "t_ns": rec.t_start_ns - t0,
                      "dur_ns": rec.dur_ns if finished else None,
                      "parent": rec.parent or None, "depth": rec.depth})
        if unresolved:
            entry["error"] = "not found in the real library"
        if not finished:
            entry["incomplete"] = True  # started, never returned (crash or still running)
        if rec.d2h is not None:
            d = rec.d2h
            entry["d2h_bytes"] = d["nbytes"]
            if d["state"] == "done":
                entry["d2h_checksum"] = "crc32:%08x" % d["crc32"]
                if d["bytes"]:
                    entry["d2h_data_hex"] = d["bytes"].hex()
            elif d["state"] == "pending":
                entry["d2h_checksum"] = None
                entry["d2h_state"] = "never synchronised" if finished else "call did not finish"
            else:
                entry["d2h_state"] = "not copied (call failed)"
        return entry


def _project_registry():
    """Whether the project's shim has a Python implementation of a function; None when
    the shim is not importable here (then NOT_SUPPORTED alone counts as unimplemented)."""
    try:
        registry.load_implementations()
    except Exception:  # an implementation module that does not load here: decode without them
        return None
    return lambda f: registry.lookup(f.lib, f.symbol, f.name) is not None


def chrome_events(calls: list[dict], end_ns: int) -> list[dict]:
    events, seen = [], set()
    for c in calls:
        pid, tid = c.get("pid", 0), c["tid"]
        if (pid, tid) not in seen:
            seen.add((pid, tid))
            events.append({"ph": "M", "name": "thread_name", "pid": pid, "tid": tid,
                           "args": {"name": f"thread {tid}"}})
        args = {"seq": c["seq"], "status": c.get("status_name") or c.get("ret"), **c.get("args", {})}
        if c.get("d2h_checksum"):
            args["d2h_checksum"] = c["d2h_checksum"]
        base = {"name": c["fn"], "cat": c["lib"], "pid": pid, "tid": tid,
                "ts": c.get("t_ns", 0) / 1000.0, "args": args}
        if c.get("incomplete"):
            events.append({**base, "ph": "X", "dur": max(end_ns - c["t_ns"], 1) / 1000.0,
                           "name": c["fn"] + " (never returned)"})
        else:
            events.append({**base, "ph": "X", "dur": (c.get("dur_ns") or 0) / 1000.0})
    return events


def _dump_modules(raw_dir: Path, out_dir: Path, names: dict[tuple[int, int], str],
                  multi: bool) -> list[dict]:
    found = sorted(raw_dir.glob("module-*"))
    if not found:
        return []
    mod_dir = out_dir / "modules"
    mod_dir.mkdir(exist_ok=True)
    listing = []
    for path in found:
        _, pid, rest = path.name.split("-", 2)
        seq, ext = rest.split(".", 1)
        fn = names.get((int(pid), int(seq)), "module")
        stem = (f"{pid}-" if multi else "") + f"{int(seq):06d}-{fn}"
        if ext.startswith("skipped-"):  # the recorder did not keep an image this big
            _s, kind, size = ext.split("-")
            listing.append({"seq": int(seq), "pid": int(pid), "fn": fn, "size": int(size),
                            "kind": kind, "skipped": "larger than ZLUDA_TRACE_MODULE_MAX_BYTES"})
            path.unlink()
            continue
        data = path.read_bytes()
        (mod_dir / f"{stem}.{ext}").write_bytes(data)
        info = {"seq": int(seq), "pid": int(pid), "fn": fn, "file": f"{stem}.{ext}",
                "size": len(data), "entries": []}
        try:
            entries = fatbin.load_any(data, path.name)
        except fatbin.FatbinError as exc:
            info["error"] = str(exc)
            entries = []
        for i, e in enumerate(entries):
            row = fatbin.describe([e])[0]
            if e.kind == "ptx":
                name = f"{stem}.{i}.{e.arch_name}.ptx"
                (mod_dir / name).write_text(e.text())
                row["file"] = name
            elif ext != "cubin":
                name = f"{stem}.{i}.{e.arch_name}.cubin"
                (mod_dir / name).write_bytes(e.payload)
                row["file"] = name
            info["entries"].append(row)
        info["kernels"] = sorted({k for row in info["entries"] for k in row["kernels"]
                                  if not k.startswith("<")})
        atomic_write(mod_dir / f"{stem}.kernels.json", json.dumps(info, indent=1) + "\n")
        listing.append({k: v for k, v in info.items() if k != "entries"})
        path.unlink()
    return listing


def finalise(out_dir: Path, layout: Layout, mode: str = "nvidia") -> dict:
    """Decode every raw file under out_dir/raw into the trace folder; returns the summary."""
    out_dir = Path(out_dir)
    raw_dir = out_dir / "raw"
    decoder = Decoder(layout, mode)
    raws = sorted(raw_dir.glob("*.ztr"))
    headers, all_calls, problems = [], [], []
    for path in raws:
        try:
            header, records, found = rawfile.read(path)
        except rawfile.RawTraceError as exc:
            problems.append(str(exc))
            continue
        problems += [f"{path.name}: {p}" for p in found]
        headers.append(header)
        calls = [decoder.call(r, header.pid, header.t0_mono_ns) for r in records]
        calls.sort(key=lambda c: c["seq"])
        all_calls.append((header, calls))
        # the file was a sparse 1 GiB mapping: keep only what was used
        os.truncate(path, min(header.used, header.capacity))
    all_calls.sort(key=lambda hc: hc[0].t0_mono_ns)
    multi = len(all_calls) > 1
    t_base = all_calls[0][0].t0_mono_ns if all_calls else 0
    flat = []
    for header, calls in all_calls:
        shift = header.t0_mono_ns - t_base
        for c in calls:
            c["t_ns"] += shift
            flat.append(c)
    if not multi:
        for c in flat:
            c.pop("pid", None)
    names = {(c.get("pid", all_calls[0][0].pid if all_calls else 0), c["seq"]): c["fn"] for c in flat}
    modules = _dump_modules(raw_dir, out_dir, names, multi)

    encode = json.JSONEncoder(separators=(",", ":")).encode
    lines = "".join(encode(c) + "\n" for c in flat)
    atomic_write(out_dir / "calls.jsonl", lines)
    end_ns = max((c["t_ns"] + (c["dur_ns"] or 0) for c in flat), default=0)
    atomic_write(out_dir / "trace.json", json.dumps(
        {"traceEvents": chrome_events(flat, end_ns), "displayTimeUnit": "ns"}))

    per_api: dict[str, dict] = {}
    statuses: dict[str, Counter] = defaultdict(Counter)
    for c in flat:
        key = f"{c['lib']}/{c['fn']}"
        row = per_api.setdefault(key, {"calls": 0, "statuses": {}, "total_ns": 0})
        row["calls"] += 1
        row["total_ns"] += c["dur_ns"] or 0
        label = c["status_name"] or ("never returned" if c.get("incomplete") else
                                     "unresolved" if c.get("error") else "returned")
        statuses[key][label] += 1
    for key, counter in statuses.items():
        per_api[key]["statuses"] = dict(counter)
    summary = {
        "calls": len(flat),
        "per_api": dict(sorted(per_api.items())),
        "unimplemented": sorted({f"{c['lib']}/{c['fn']}" for c in flat if c["unimplemented"]}),
        "failed": sum(1 for c in flat if not c["ok"]),
        "incomplete": [{"seq": c["seq"], "fn": c["fn"], "tid": c["tid"]}
                       for c in flat if c.get("incomplete")],
        "processes": [{"pid": h.pid, "calls": h.seq, "dropped": h.dropped} for h in headers],
        "dropped": sum(h.dropped for h in headers),
        "modules": modules,
        "kernels_registered": sorted({c["args"].get("deviceName") for c in flat
                                      if c["fn"] == "__cudaRegisterFunction"
                                      and isinstance(c["args"].get("deviceName"), str)}),
        "mode": mode,
        "layout": layout.hash,
        "cuda_version": layout.cuda_version,
        "problems": problems,
    }
    atomic_write(out_dir / "summary.json", json.dumps(summary, indent=1) + "\n")
    return summary


def format_summary(summary: dict, limit: int = 40) -> str:
    rows = sorted(summary["per_api"].items(), key=lambda kv: -kv[1]["calls"])
    width = max([len(k) for k, _ in rows[:limit]] + [10])
    lines = [f"{summary['calls']} calls, {len(rows)} functions, {summary['failed']} not successful"]
    for key, row in rows[:limit]:
        st = ", ".join(f"{k} x{v}" for k, v in sorted(row["statuses"].items(), key=lambda kv: -kv[1]))
        lines.append(f"  {key:<{width}} {row['calls']:>7}  {st}")
    if len(rows) > limit:
        lines.append(f"  ... {len(rows) - limit} more in summary.json")
    if summary["unimplemented"]:
        lines.append("unimplemented: " + ", ".join(summary["unimplemented"]))
    for inc in summary["incomplete"]:
        lines.append(f"never returned: #{inc['seq']} {inc['fn']} (thread {inc['tid']})")
    if summary["dropped"]:
        lines.append(f"WARNING: {summary['dropped']} calls not recorded (raw file full; "
                     "raise ZLUDA_TRACE_MAX_MB)")
    for m in summary["modules"][:20]:
        if m.get("skipped"):
            lines.append(f"module #{m['seq']} ({m['fn']}, {m['size']} bytes): not kept, {m['skipped']}")
        else:
            lines.append(f"module {m['file']}: {len(m.get('kernels', []))} kernels")
    if len(summary["modules"]) > 20:
        lines.append(f"... {len(summary['modules']) - 20} more modules in summary.json")
    for p in summary["problems"]:
        lines.append(f"problem: {p}")
    return "\n".join(lines)
