"""llm.c's programs at the driver boundary: what NVIDIA's static runtime inside a default
build (and NVIDIA's cuBLAS beside it) asks of libcuda.so.1, from the recordings of
workloads/llmc/record_driver_h200.sh, and the API profile derived from them
(zluda/profiles/llmc-driver.yaml, the "N/M driver functions pass" bar).

summarize() turns one program's raw recording (`zluda trace --libs nvidia` calls.jsonl and
the export-table logger's log) into a small record: calls per driver function, split by
caller (the program's runtime, or cuBLAS inside one of its calls), the other libraries'
calls, the export-table lookups and slot calls split by the file that made them (the
program's own code, i.e. its static runtime, apart from each library's: NVIDIA's cuBLAS
carries a static runtime of its own), and the sequence of the runtime's driver calls
run-length encoded. profile_text() writes the profile from those records.
Standard library only: the summary is also made on the GPU machine.
"""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

from zluda.api import export_tables

# 2: export-table use split by caller ("program" and "libraries")
SCHEMA_VERSION = 2
DRIVER_LIB = "cuda"
BLAS_LIBS = ("cublas", "cublasLt")
PROGRAMS = ("test_gpt2fp32cu", "test_gpt2cu")
RECORD_DIR = Path(__file__).resolve().parent.parent.parent / "workloads" / "llmc" / "nvidia"
PROFILE = Path(__file__).resolve().parent.parent / "profiles" / "llmc-driver.yaml"


class RecordingError(ValueError):
    """A recording that cannot be read: names the file and line."""


def record_path(program: str, folder: Path = RECORD_DIR) -> Path:
    return folder / f"driver-{program}.json"


def _read_jsonl(path: Path) -> list[dict]:
    records = []
    with open(path, errors="replace") as f:
        for number, line in enumerate(f, 1):
            if not line.strip():
                continue
            try:
                records.append(json.loads(line))
            except json.JSONDecodeError as exc:
                raise RecordingError(f"{path}:{number}: not JSON ({exc.msg})") from None
    return records


def _caller(call: dict, by_seq: dict[int, dict]) -> str:
    """'runtime' for a call the program's own code made (its static runtime), else the
    library whose call it happened inside (cublas, cublasLt)."""
    parent = call.get("parent")
    seen = 0
    while parent is not None and seen < 64:
        outer = by_seq.get(parent)
        if outer is None:
            break
        if outer.get("lib") in BLAS_LIBS:
            return outer["lib"]
        parent = outer.get("parent")
        seen += 1
    return "runtime"


def run_length(names: list[str]) -> list[str]:
    """["cuInit", "cuCtxGetCurrent x3", ...]: one entry per run of equal names."""
    runs: list[list] = []
    for name in names:
        if runs and runs[-1][0] == name:
            runs[-1][1] += 1
        else:
            runs.append([name, 1])
    return [name if n == 1 else f"{name} x{n}" for name, n in runs]


def summarize(program: str, calls_path: Path, export_log_path: Path | None = None,
              extra: dict | None = None) -> dict:
    """One program's record from its trace (calls.jsonl) and export-table log."""
    calls = _read_jsonl(calls_path)
    by_seq = {c["seq"]: c for c in calls if "seq" in c}
    driver: dict[str, dict] = {}
    libraries: Counter = Counter()
    sequence: list[str] = []
    for call in calls:
        lib, fn = call.get("lib"), call.get("fn")
        if not lib or not fn:
            raise RecordingError(f"{calls_path}: call {call.get('seq')} has no lib/fn")
        if lib != DRIVER_LIB:
            if call.get("depth", 0) == 0:
                libraries[f"{lib}/{fn}"] += 1
            continue
        caller = _caller(call, by_seq)
        row = driver.setdefault(fn, {"calls": 0, "by": {}, "statuses": {}})
        row["calls"] += 1
        row["by"][caller] = row["by"].get(caller, 0) + 1
        status = call.get("status_name") or str(call.get("status"))
        row["statuses"][status] = row["statuses"].get(status, 0) + 1
        if caller == "runtime":
            sequence.append(fn)
    record = {"schema_version": SCHEMA_VERSION, "program": program, **(extra or {}),
              "driver_calls": sum(r["calls"] for r in driver.values()),
              "driver": dict(sorted(driver.items())),
              "libraries": dict(sorted(libraries.items())),
              "runtime_sequence": run_length(sequence)}
    if export_log_path is not None:
        record["export_tables"] = export_table_use(export_log_path)
    return record


def event_caller(event: dict) -> str | None:
    """None for the program's own code, else the base name of the library file that made a
    logged lookup or slot call. A log of the logger before it named callers, and a caller
    that no loaded file holds ("?"), count as the program's: nothing shows a library asked."""
    caller = event.get("caller")
    if caller is None or caller == "?" or event.get("caller_is_program"):
        return None
    return caller


def _use_of(events: list[dict], unwrapped: set[str]) -> dict:
    """One caller's lookups of each table, calls of each slot, and cuGetProcAddress lookups."""
    tables: dict[str, dict] = {}
    proc_symbols: Counter = Counter()
    for event in events:
        kind = event.get("event")
        if kind in ("table", "slot"):
            entry = tables.setdefault(event["table"], {"lookups": 0, "status": None, "slots": {}})
            if kind == "table":
                entry["lookups"] += 1
                entry["status"] = event.get("status")
            else:
                key = str(event["slot"])
                entry["slots"][key] = entry["slots"].get(key, 0) + 1
        elif kind == "proc" and event.get("symbol"):
            proc_symbols[event["symbol"]] += 1
    for uuid, entry in tables.items():
        entry["slots"] = dict(sorted(entry["slots"].items(), key=lambda kv: int(kv[0])))
        if uuid in unwrapped:
            entry["slots_recorded"] = False
    return {"tables": dict(sorted(tables.items())),
            "proc_address_lookups": sum(proc_symbols.values()),
            "proc_address_symbols": len(proc_symbols)}


def export_table_use(path: Path) -> dict:
    """{"program": its use, "libraries": {file: its use}}: what the program's own code (its
    static runtime) asked, and apart what each library asked. The logger leaves a table it
    cannot wrap (slot 0 no size it knows) unwrapped: its slots were not recorded."""
    events = _read_jsonl(path)
    for number, event in enumerate(events, 1):
        if event.get("event") in ("table", "slot") and "table" not in event:
            raise RecordingError(f"{path}: event {number} ({event.get('event')}) names no table")
    unwrapped = {e["table"] for e in events if e.get("event") == "unwrapped" and "table" in e}
    by_caller: dict[str | None, list[dict]] = {}
    for event in events:
        by_caller.setdefault(event_caller(event), []).append(event)
    return {"program": _use_of(by_caller.pop(None, []), unwrapped),
            "libraries": {name: _use_of(found, unwrapped) for name, found in sorted(by_caller.items())}}


def missing_export_slots(record: dict) -> list[str]:
    """The tables and slots the program's own code asked for that the project's libcuda.so.1
    does not have (zluda/api/export_tables.py), one line each; the libraries' requests do
    not count: under the project, its own libcublas answers those without the driver."""
    ours = export_tables.by_uuid()
    missing = []
    for uuid, entry in record["export_tables"]["program"]["tables"].items():
        table = ours.get(export_tables.uuid_bytes(uuid))
        if table is None:
            # a table NVIDIA's driver refused too is no gap; one it answered (or whose slots
            # were called) is
            if entry["status"] == 0 or entry["slots"]:
                missing.append(f"table {uuid}: answered by NVIDIA, not by us")
            continue
        missing.extend(f"{table.name} slot {slot}" for slot in entry["slots"] if table.slot(int(slot)) is None)
    return missing


def load(program: str, folder: Path = RECORD_DIR) -> dict:
    path = record_path(program, folder)
    try:
        record = json.loads(path.read_text())
    except FileNotFoundError:
        raise RecordingError(f"{path}: missing (record it with workloads/llmc/record_driver_h200.sh)") from None
    except json.JSONDecodeError as exc:
        raise RecordingError(f"{path}:{exc.lineno}: not JSON ({exc.msg})") from None
    if record.get("schema_version") != SCHEMA_VERSION or record.get("program") != program:
        raise RecordingError(f"{path}: not a schema {SCHEMA_VERSION} driver record of {program} "
                             "(record it again with workloads/llmc/record_driver_h200.sh)")
    return record


def split_by_caller(record: dict) -> tuple[list[str], list[str]]:
    """(functions the runtime calls, functions only cuBLAS/cuBLASLt call), each sorted."""
    runtime = sorted(fn for fn, row in record["driver"].items() if row["by"].get("runtime"))
    blas_only = sorted(fn for fn, row in record["driver"].items() if not row["by"].get("runtime"))
    return runtime, blas_only


def profile_text(records: dict[str, dict]) -> str:
    names = {t.uuid: t.name for t in export_tables.TABLES}
    out = [
        "# Generated by `python -m zluda.llmc driver-profile` from workloads/llmc/nvidia/driver-*.json",
        "# (recorded by workloads/llmc/record_driver_h200.sh): edit those, not this file.",
        "#",
        "# llm.c's two test programs built the default way (the Makefile's flags, NVIDIA's static",
        "# runtime inside the program) at the boundary ZLUDA counts: the driver, libcuda.so.1.",
        "# `driver`: the functions the program's runtime called on NVIDIA's driver (the bar counts",
        "# these). `driver_in_cublas`: those only NVIDIA's cuBLAS/cuBLASLt called, inside their",
        "# own calls; the project's BLAS libraries do not go through the driver, so they are",
        "# listed, not counted. `export_tables`: the private table slots the program's runtime",
        "# called (tests/runtime/test_default_builds.py replays them; the tracer does not show",
        "# them). `export_tables_in_libraries`: what each of NVIDIA's libraries asked of the driver",
        "# through its own static runtime (calls after each): what NVIDIA's cuBLAS would need of a",
        "# driver; the project's libraries never ask.",
        "boundary: driver",
        "beside: llmc",
        "programs:",
    ]
    for program, record in records.items():
        runtime, blas_only = split_by_caller(record)
        out.append(f"  {program}:")
        out.append(f"    # {record['driver_calls']} driver calls on {record.get('device') or 'the GPU'}"
                   f" (driver {record.get('nvidia_driver') or '?'}), {len(runtime)} functions from the runtime")
        out.append("    driver:")
        for fn in runtime:
            row = record["driver"][fn]
            out.append(f"      - {fn:<38} # {row['by']['runtime']}")
        out.append("    driver_in_cublas:" + ("" if blas_only else " []"))
        for fn in blas_only:
            out.append(f"      - {fn:<38} # {record['driver'][fn]['calls']}")
        use = record.get("export_tables") or {"program": {"tables": {}}, "libraries": {}}
        tables = use["program"]["tables"]
        slots = [f"{names.get(uuid, uuid)}[{slot}]" for uuid, entry in tables.items() for slot in entry["slots"]]
        out.append("    export_tables:" + ("" if slots else " []"))
        out.extend(f"      - {slot}" for slot in sorted(slots))
        out.append("    export_tables_in_libraries:" + ("" if use["libraries"] else " {}"))
        for library, library_use in use["libraries"].items():
            out.append(f"      {library}:")
            out.extend(_library_table_lines(library_use["tables"], names))
    return "\n".join(out) + "\n"


def _library_table_lines(tables: dict[str, dict], names: dict[str, str]) -> list[str]:
    """One line per slot called (calls after it), one per table asked whose slots the
    recording does not show."""
    rows = []
    for uuid, entry in tables.items():
        name = names.get(uuid, uuid)
        if entry["status"] not in (0, None):
            rows.append((name, f"# refused by NVIDIA's driver (status {entry['status']})"))
            continue
        rows.extend((f"{name}[{slot}]", f"# {calls}") for slot, calls in entry["slots"].items())
        if not entry["slots"]:
            why = "slots not recorded" if entry.get("slots_recorded") is False else "no slot called"
            rows.append((name, f"# asked {entry['lookups']}x, {why}"))
    return [f"        - {item:<44} {comment}" for item, comment in sorted(rows)]


def derive(folder: Path = RECORD_DIR) -> str:
    return profile_text({program: load(program, folder) for program in PROGRAMS})
