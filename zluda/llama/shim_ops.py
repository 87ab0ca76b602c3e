"""test-backend-ops -b CUDA0 THROUGH THE SHIM (the project's CPU device), sharded over many
cores, and its per-case comparison with the native H200 recording (native.py).

A full run is many CPU-hours, so the work is planned from the native recording: the cases
that pass natively, grouped by op, each op's cases in a spread-out order (any prefix of it
samples the op's whole case list evenly), cut into small items, and the items queued
breadth first (the first item of every op, then the second of every op, ...). A run that
stops at its deadline has therefore covered every op a little rather than a few ops fully,
and says exactly which cases it ran.

An item is one test-backend-ops process selecting its cases by full name (`-o` takes
comma-separated full case strings; commas inside the parentheses do not split). Output is
read line by line as it comes (stdout line-buffered through `stdbuf -oL`), each line
timestamped, so a case's time is known and a process killed at the deadline still leaves
its finished cases. test-backend-ops prints a case's line only after it ran, so a process
that crashes or overruns its time limit does not say which case it was in: its cases left
unreported are queued again one per process, and a single-case process that crashes or
times out gives that case its verdict (crashed / timeout, with the stderr tail).

Results are appended to `results.jsonl` in the work folder as each item ends (a rerun on
the same folder skips the cases already there), and summarised into one JSON.
"""

from __future__ import annotations

import collections
import json
import lzma
import os
import re
import shutil
import signal
import subprocess
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path

from zluda.llama import backend_ops, baseline
from zluda.llama.backend_ops import scrub_paths
from zluda.paths import build_dir
from zluda.shim.cli import environment

SCHEMA = "zluda-llama-shim-backend-ops/1"
# statuses a case can end with through the shim
STATUSES = ("ok", "fail", "not-supported", "crashed", "timeout")


def load_json(path: Path) -> dict:
    """A JSON file, xz-compressed when its name ends in .xz."""
    data = lzma.decompress(path.read_bytes()) if path.suffix == ".xz" else path.read_bytes()
    return json.loads(data)


def spread(n: int) -> list[int]:
    """0..n-1 in an order whose every prefix is spread over the whole range (bit-reversed
    counting over the next power of two): 0, n/2, n/4, 3n/4, ..."""
    if n <= 0:
        return []
    bits = max(1, (n - 1).bit_length())
    order = []
    for i in range(1 << bits):
        r = int(format(i, f"0{bits}b")[::-1], 2)
        if r < n:
            order.append(r)
    return order


@dataclass
class Item:
    id: int
    op: str
    cases: list[str]
    single: bool = False  # a retry of one case whose multi-case process crashed or overran

    def argv(self, binary: Path, backend: str = "CUDA0") -> list[str]:
        return [str(binary), "-b", backend, "-o", ",".join(self.cases)]


def case_params(name: str) -> list[str]:
    """A case name's `key=value` parameters, split at the commas outside brackets."""
    inner = name[name.index("(") + 1:-1] if "(" in name else ""
    params, depth, start = [], 0, 0
    for i, ch in enumerate(inner):
        depth += ch in "[(" and 1 or (ch in "])" and -1 or 0)
        if ch == "," and depth == 0:
            params.append(inner[start:i])
            start = i + 1
    if inner:
        params.append(inner[start:])
    return params


def kernel_group_key(name: str) -> tuple:
    """Sorts an op's cases so that those likely to need the same kernels are neighbours:
    the type parameters (which select template instantiations) first, then the others in
    their order. A process then reuses what the previous case translated."""
    params = case_params(name)
    return (tuple(p for p in params if p.startswith("type")), tuple(p for p in params if not p.startswith("type")))


def op_costs(summary: dict) -> dict[str, float]:
    """Mean seconds per case of each op in an earlier run's summary (its `cases`)."""
    seconds: dict[str, list[float]] = collections.defaultdict(list)
    for case in summary.get("cases", {}).values():
        if case.get("seconds") is not None:
            seconds[case["op"]].append(case["seconds"])
    return {op: sum(v) / len(v) for op, v in seconds.items()}


def plan(native_cases: dict, chunk: int = 8, first_chunk: int | None = None, statuses=("ok",),
         ops: set[str] | None = None, max_per_op: int | None = None, order: str = "spread",
         op_cost: dict[str, float] | None = None) -> list[Item]:
    """Items over the natively passing cases. order="spread" (the default): breadth first
    across ops, each op's cases spread out (see module doc); `first_chunk` sizes every op's
    first item, `max_per_op` caps how many cases of one op are planned at all.
    order="grouped", for finishing a run: the cheapest ops first by `op_cost` (mean seconds
    per case measured earlier; ops without one first), each op's cases in kernel_group_key
    order, cut into items of `chunk`: most cases per second, translations reused."""
    if order not in ("spread", "grouped"):
        raise ValueError(f"plan order {order!r}: expected 'spread' or 'grouped'")
    by_op: dict[str, list[str]] = collections.defaultdict(list)
    for name in sorted(native_cases):
        case = native_cases[name]
        if case.get("status") in statuses and case.get("op") and (ops is None or case["op"] in ops):
            if "(" in name[len(case["op"]) + 1:-1] or ")" in name[len(case["op"]) + 1:-1]:
                continue  # -o finds a full name's end at its first ')'
            by_op[case["op"]].append(name)
    queues = {}
    for op, names in by_op.items():
        ordered = [names[i] for i in spread(len(names))] if order == "spread" else sorted(names, key=kernel_group_key)
        queues[op] = ordered[:max_per_op] if max_per_op else ordered
    items: list[Item] = []
    if order == "grouped":
        cost = op_cost or {}
        for op in sorted(queues, key=lambda op: (cost.get(op, 0.0), op)):
            names = queues[op]
            for i in range(0, len(names), chunk):
                items.append(Item(len(items), op, names[i:i + chunk]))
        return items
    round_ = 0
    while any(queues.values()):
        size = (first_chunk or chunk) if round_ == 0 else chunk
        for op in sorted(queues):
            take, queues[op] = queues[op][:size], queues[op][size:]
            if take:
                items.append(Item(len(items), op, take))
        round_ += 1
    return items


def shim_environment(extra: dict | None = None) -> dict:
    """The environment `zluda run` gives a program (the project's libraries first on the
    search path), plus what llama.cpp needs under the shim."""
    env = environment("cpu", None, build_dir())
    env["GGML_CUDA_DISABLE_GRAPHS"] = "1"  # the stream path, as the workload runs it
    env.update(extra or {})
    return env


@dataclass
class ItemRun:
    """What one process of one item left: its timestamped output and how it ended."""
    item: Item
    lines: list[tuple[float, str]] = field(default_factory=list)  # (seconds since start, line)
    exit_code: int | None = None
    timed_out: bool = False
    stopped: bool = False  # killed because the whole run's deadline came
    seconds: float = 0.0
    stderr_tail: list[str] = field(default_factory=list)


def results_of(run: ItemRun, backend: str = "CUDA0") -> tuple[list[dict], list[str]]:
    """(case results, the item's cases left without a verdict) from one process's output."""
    text = "\n".join(line for _, line in run.lines)
    report = backend_ops.parse(text)
    section = report.backend(backend)
    wanted = set(run.item.cases)
    results, seen = [], set()
    previous = 0.0
    # the first case's time starts at the last line before it (the backend's header)
    case_lines = {c.line: c for c in (section.cases if section else [])}
    for number, (stamp, _) in enumerate(run.lines, 1):
        case = case_lines.get(number)
        if case is None:
            if not seen:
                previous = stamp
            continue
        if case.status == "crashed" or case.name not in wanted:
            previous = stamp
            continue
        seen.add(case.name)
        results.append({"case": case.name, "op": case.op, "status": case.status, "detail": case.detail,
                        "seconds": round(stamp - previous, 3), "item": run.item.id})
        previous = stamp
    left = [name for name in run.item.cases if name not in seen]
    if left and run.item.single and not run.stopped:
        # the one case of this process has its verdict: it crashed or overran
        status = "timeout" if run.timed_out else "crashed"
        detail = (f"no result within {run.seconds:.0f} s" if run.timed_out
                  else f"exit {run.exit_code}: " + " | ".join(run.stderr_tail[-3:]))
        for name in left:
            results.append({"case": name, "op": run.item.op, "status": status, "detail": detail,
                            "seconds": round(run.seconds, 3), "item": run.item.id})
        left = []
    if left and not run.stopped and not run.timed_out and run.exit_code == 0:
        # the process finished normally yet did not print these: test-backend-ops did not
        # build such a case (the build differs from the recording's)
        for name in left:
            results.append({"case": name, "op": run.item.op, "status": "not-run",
                            "detail": "test-backend-ops has no such case", "seconds": 0.0, "item": run.item.id})
        left = []
    return results, left


def _run_process(item: Item, argv: list[str], env: dict, log_dir: Path, limit_s: float,
                 deadline: float, stop: threading.Event) -> ItemRun:
    run = ItemRun(item)
    out_path = log_dir / f"item-{item.id}.txt"
    err_path = log_dir / f"item-{item.id}.stderr.txt"
    started = time.monotonic()
    with out_path.open("w") as out, err_path.open("w") as err:
        proc = subprocess.Popen(argv, stdout=subprocess.PIPE, stderr=err, env=env, start_new_session=True)
        state = {"why": None}

        def watchdog():
            while proc.poll() is None:
                now = time.monotonic()
                if now - started > limit_s:
                    state["why"] = "timeout"
                elif now > deadline or stop.is_set():
                    state["why"] = "stopped"
                if state["why"]:
                    try:
                        os.killpg(proc.pid, signal.SIGKILL)
                    except ProcessLookupError:
                        pass
                    return
                time.sleep(0.2)

        guard = threading.Thread(target=watchdog, daemon=True)
        guard.start()
        for raw in proc.stdout:
            line = raw.decode("utf-8", "replace").rstrip("\n")
            run.lines.append((time.monotonic() - started, line))
            out.write(line + "\n")
            out.flush()
        proc.wait()
        guard.join()
    run.exit_code = proc.returncode
    run.timed_out = state["why"] == "timeout"
    run.stopped = state["why"] == "stopped"
    run.seconds = time.monotonic() - started
    run.stderr_tail = stderr_tail(err_path.read_text(errors="replace"))
    return run


BACKTRACE = re.compile(r"\([^()]*0x[0-9a-f]+\)\s*\[0x[0-9a-f]+\]|^\s*#\d+\s+0x[0-9a-f]+|^\s*\[0x[0-9a-f]+\]$")


def stderr_tail(text: str, lines: int = 8) -> list[str]:
    """The last lines of a process's stderr that say something: a crash's backtrace frames
    (`lib.so(+0x2a1ca)[0x7f...]`) are left out, so the error message ahead of them shows."""
    kept = [scrub_paths(line.strip()) for line in text.splitlines() if line.strip() and not BACKTRACE.search(line)]
    return kept[-lines:]


def probe(binary: Path, env: dict, work: Path, case: str, limit_s: float = 240.0,
          backend: str = "CUDA0") -> tuple[ItemRun, str]:
    """One case in one process before the sharded run: (its run, "" or why the backend is not
    usable: not listed, not tested, or the process died), so a broken set-up fails at once."""
    log_dir = work / "logs"
    log_dir.mkdir(parents=True, exist_ok=True)
    item = Item(0, case.split("(", 1)[0], [case], single=True)
    argv = item.argv(binary, backend)
    if shutil.which("stdbuf"):
        argv = [shutil.which("stdbuf"), "-oL", "-eL"] + argv
    run = _run_process(item, argv, env, log_dir, limit_s, time.monotonic() + limit_s, threading.Event())
    report = backend_ops.parse("\n".join(line for _, line in run.lines))
    try:
        backend_ops.check_tested(report, backend)
    except backend_ops.ParseError as exc:
        return run, f"{exc} (exit {run.exit_code}; stderr: {' | '.join(run.stderr_tail)})"
    return run, ""


def read_results(path: Path) -> dict[str, dict]:
    """case name -> its result, from a results.jsonl (a torn last line is ignored)."""
    done = {}
    if path.is_file():
        for line in path.read_text().splitlines():
            try:
                row = json.loads(line)
            except ValueError:
                continue
            if row.get("case"):
                done[row["case"]] = row
    return done


def run_items(items: list[Item], binary: Path, work: Path, env: dict, budget_s: float, jobs: int,
              item_limit_s: float = 180.0, single_limit_s: float = 120.0, backend: str = "CUDA0",
              log=print, min_start_s: float = 15.0) -> dict:
    """Run the items on `jobs` parallel processes until done or `budget_s` is spent."""
    work.mkdir(parents=True, exist_ok=True)
    log_dir = work / "logs"
    log_dir.mkdir(exist_ok=True)
    results_path = work / "results.jsonl"
    done = read_results(results_path)
    queue = collections.deque()
    for item in items:
        cases = [c for c in item.cases if c not in done]
        if cases:
            queue.append(Item(item.id, item.op, cases, item.single))
    next_id = [max([i.id for i in items] + [int(p.stem.split("-")[1]) for p in log_dir.glob("item-*.txt")
                                             if p.stem.split("-")[1].isdigit()] + [0]) + 1]
    stdbuf = shutil.which("stdbuf")
    lock = threading.Lock()
    stop = threading.Event()
    deadline = time.monotonic() + budget_s
    runs_meta = []
    counts = collections.Counter()

    def worker():
        while True:
            with lock:
                if not queue or deadline - time.monotonic() < min_start_s or stop.is_set():
                    return
                item = queue.popleft()
            limit = single_limit_s if item.single else item_limit_s
            argv = item.argv(binary, backend)
            if stdbuf:
                argv = [stdbuf, "-oL", "-eL"] + argv
            run = _run_process(item, argv, env, log_dir, limit, deadline, stop)
            results, left = results_of(run, backend)
            with lock:
                with results_path.open("a") as f:
                    for row in results:
                        f.write(json.dumps(row) + "\n")
                        counts[row["status"]] += 1
                if left and not run.stopped:
                    for name in left:  # again, one per process, to learn which one it was
                        queue.append(Item(next_id[0], item.op, [name], single=True))
                        next_id[0] += 1
                runs_meta.append({"item": item.id, "op": item.op, "cases": len(item.cases), "names": item.cases,
                                  "single": item.single,
                                  "exit_code": run.exit_code, "timed_out": run.timed_out, "stopped": run.stopped,
                                  "seconds": round(run.seconds, 2), "reported": len(results),
                                  "first_output_s": round(run.lines[0][0], 2) if run.lines else None,
                                  "stderr_tail": run.stderr_tail[-3:] if run.exit_code else []})
                log(f"item {item.id} {item.op} x{len(item.cases)}{' (single)' if item.single else ''}: "
                    f"{len(results)} reported in {run.seconds:.1f} s, exit {run.exit_code}"
                    f"{' TIMEOUT' if run.timed_out else ''}{' STOPPED' if run.stopped else ''}; totals {dict(counts)}")

    threads = [threading.Thread(target=worker, daemon=True) for _ in range(jobs)]
    started = time.monotonic()
    for t in threads:
        t.start()
    try:
        for t in threads:
            t.join()
    except KeyboardInterrupt:
        stop.set()
        for t in threads:
            t.join()
    with (work / "runs.jsonl").open("a") as f:
        for meta in runs_meta:
            f.write(json.dumps(meta) + "\n")
    return {"seconds": round(time.monotonic() - started, 1), "runs": len(runs_meta), "left_in_queue": len(queue),
            "new_results": dict(counts)}


# ------------------------------------------------------------------ comparison / summary
def normalise_error(detail: str) -> str:
    """An error message with its numbers and tensor names folded, for grouping causes."""
    text = re.sub(r"0x[0-9a-fA-F]+", "0x…", detail)
    text = re.sub(r"(?<![A-Za-z_])[-+]?\d+(\.\d+)?(e[-+]?\d+)?", "N", text)
    text = re.sub(r"at index N \(.*", "at index N (…)", text)
    return text.strip()[:200]


def unattributed_cases(items: list[Item], processes: list[dict], results: dict[str, dict]) -> dict[str, dict]:
    """Cases of planned items whose process crashed or overran its time limit before
    printing them, and which got no verdict since (their one-case retries did not run):
    case -> {op, why}. Processes stopped by the run's deadline do not count."""
    by_id = {item.id: item for item in items}
    out: dict[str, dict] = {}
    for proc in processes:
        # a process records its cases; older records only the item id of the default plan
        item = by_id.get(proc.get("item")) if "names" not in proc else Item(proc["item"], proc["op"], proc["names"])
        if item is None or proc.get("single") or item.op != proc.get("op") or proc.get("stopped"):
            continue
        if proc.get("timed_out"):
            why = f"its process overran {proc['seconds']:.0f} s"
        elif proc.get("exit_code") not in (0, 1, None):  # 1: test-backend-ops saw a failing case
            code = proc["exit_code"]
            said = stderr_tail("\n".join(proc.get("stderr_tail") or []), 3)
            why = (f"its process ended with {code}" + (f" (signal {-code})" if code < 0 else "") + ": "
                   + (" | ".join(said) if said else "no message kept (only a backtrace)"))
        else:
            continue
        for name in item.cases:
            if name not in results and name not in out:
                out[name] = {"op": item.op, "why": why[:300]}
    return out


def compare(native: dict, shim_results: dict[str, dict], unattributed: dict[str, dict] | None = None) -> dict:
    """Per op and overall: natively passing cases, how many ran through the shim, and their
    verdicts; the percentage of natively passing cases that pass through the shim among
    those run (and of all natively passing ones). Cases left without a verdict in a crashed
    or overrun process are counted apart (`unattributed`): at most they all failed."""
    unattributed = unattributed or {}
    native_ok = {n: c for n, c in native["cases"].items() if c["status"] == "ok"}
    per_op: dict[str, collections.Counter] = collections.defaultdict(collections.Counter)
    for name, case in native_ok.items():
        per_op[case["op"]]["native_ok"] += 1
        got = shim_results.get(name)
        if got is not None and got["status"] != "not-run":
            per_op[case["op"]]["run"] += 1
            per_op[case["op"]][got["status"]] += 1
        elif name in unattributed:
            per_op[case["op"]]["unattributed"] += 1
    ops = {}
    total = collections.Counter()
    for op in sorted(per_op):
        c = per_op[op]
        total.update(c)
        ops[op] = _row(c)
    causes = collections.Counter()
    examples = {}
    for name, got in shim_results.items():
        if got["status"] in ("fail", "crashed", "timeout") and name in native_ok:
            key = f"{got['status']}: {normalise_error(got['detail']) or '(no message)'}"
            causes[key] += 1
            examples.setdefault(key, name)
    seconds = sorted(r["seconds"] for r in shim_results.values() if r.get("status") != "not-run")
    return {"overall": _row(total), "ops": ops,
            "causes": [{"cause": k, "cases": n, "example": examples[k]} for k, n in causes.most_common()],
            "case_seconds": {"n": len(seconds), "sum": round(sum(seconds), 1),
                             "median": seconds[len(seconds) // 2] if seconds else None,
                             "p90": seconds[int(len(seconds) * 0.9)] if seconds else None,
                             "max": seconds[-1] if seconds else None}}


def _row(c: collections.Counter) -> dict:
    run = c["run"]
    return {"native_ok": c["native_ok"], "run": run, "ok": c["ok"], "fail": c["fail"],
            "not_supported": c["not-supported"], "crashed": c["crashed"], "timeout": c["timeout"],
            "unattributed": c["unattributed"],
            "pass_pct_of_run": round(100.0 * c["ok"] / run, 1) if run else None,
            # the pessimistic rate: every case of a crashed/overrun process counted as failed
            "pass_pct_worst": round(100.0 * c["ok"] / (run + c["unattributed"]), 1) if run + c["unattributed"] else None,
            "coverage_pct": round(100.0 * run / c["native_ok"], 1) if c["native_ok"] else None,
            # the measure: passing through the shim, of every natively passing case
            "pass_pct_of_native": round(100.0 * c["ok"] / c["native_ok"], 1) if c["native_ok"] else None}


def summary_markdown(result: dict) -> str:
    o = result["comparison"]["overall"]
    p = result.get("processes") or {}
    lines = ["# test-backend-ops -b CUDA0 through the shim vs native H200", "",
             f"Cases run through the shim: {o['run']} of the {o['native_ok']} that pass natively "
             f"({o['coverage_pct']} %): {o['ok']} ok, {o['fail']} fail, {o['not_supported']} not supported, "
             f"{o['crashed']} crashed, {o['timeout']} timed out. "
             f"**{o['pass_pct_of_run']} % of the natively passing cases that ran pass through the shim; "
             f"{o['pass_pct_of_native']} % of all natively passing cases.** "
             f"Another {o['unattributed']} planned cases were in processes that crashed or overran their "
             f"time limit before printing them, and their one-case retries did not run before the deadline; "
             f"counting all of them as failed gives {o['pass_pct_worst']} %.", ""]
    cs = result["comparison"]["case_seconds"]
    lines += [f"Time per case (from the previous output line: kernel translation included, process start-up "
              f"not): median {cs['median']} s, p90 {cs['p90']} s, max {cs['max']} s, {cs['sum']} s over {cs['n']} "
              f"cases. {p.get('n')} processes, {p.get('seconds')} process-seconds; median "
              f"{p.get('median_first_output_s')} s from a process's start to its first output line.", "",
              "| op | native ok | run | ok | fail | unsupp. | crashed | timeout | unattributed | pass % of run | run % |",
              "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|"]
    for op, r in sorted(result["comparison"]["ops"].items(), key=lambda kv: (-(kv[1]["run"]), kv[0])):
        lines.append(f"| {op} | {r['native_ok']} | {r['run']} | {r['ok']} | {r['fail']} | {r['not_supported']} | "
                     f"{r['crashed']} | {r['timeout']} | {r['unattributed']} | "
                     f"{'' if r['pass_pct_of_run'] is None else r['pass_pct_of_run']} | {r['coverage_pct']} |")
    lines += ["", "## Failure causes (messages with numbers folded)", "", "| cases | cause | example |", "|---:|---|---|"]
    for c in result["comparison"]["causes"][:40]:
        cause = c["cause"].replace("|", "\\|")
        lines.append(f"| {c['cases']} | {cause} | `{c['example']}` |")
    why = collections.Counter((u["op"], normalise_error(u["why"])) for u in (result.get("unattributed") or {}).values())
    if why:
        lines += ["", "## Cases without a verdict in crashed or overrun processes", "", "| cases | op | process |",
                  "|---:|---|---|"]
        for (op, text), n in why.most_common(30):
            lines.append(f"| {n} | {op} | {text.replace('|', '/')} |")
    if result.get("baseline"):
        lines += [""] + baseline.markdown(result["baseline"])
    return "\n".join(lines) + "\n"


def summarise(native: dict, results: list[Path], runs=(), items: list[Item] | None = None,
              baseline_path: Path | None = None) -> dict:
    """One result from the results.jsonl files of one or several runs (a later file's
    verdict of a case wins) and their runs.jsonl (per-process facts; .xz read too), read
    against the baseline file when one is given."""
    merged: dict[str, dict] = {}
    for path in results:
        merged.update(read_results(Path(path)))
    runs = [runs] if isinstance(runs, (str, Path)) else list(runs)
    processes = []
    for path in runs:
        if Path(path).is_file():
            text = (lzma.open(path, "rt") if str(path).endswith(".xz") else open(path)).read()
            processes += [json.loads(line) for line in text.splitlines() if line.strip()]
    for row in merged.values():
        row["detail"] = scrub_paths(row.get("detail") or "")
    for proc in processes:
        proc["stderr_tail"] = [scrub_paths(line) for line in proc.get("stderr_tail") or []]
    totals = collections.Counter(r["status"] for r in merged.values())
    unattributed = unattributed_cases(items or [], processes, merged)
    starts = sorted(p["first_output_s"] for p in processes if p.get("first_output_s") is not None)
    return {
        "schema": SCHEMA, "backend": "CUDA0", "device": "the project's CPU device (zluda shim) on the H200 machine's CPUs",
        "native": {"gpu": native.get("gpu"), "build": (native.get("build") or {}).get("key"),
                   "totals": native.get("totals")},
        "planned_cases": sum(len(i.cases) for i in items) if items else None,
        "totals": dict(totals),
        "processes": {"n": len(processes), "seconds": round(sum(p["seconds"] for p in processes), 1),
                      "timed_out": sum(1 for p in processes if p.get("timed_out")),
                      "crashed": sum(1 for p in processes if p.get("exit_code") not in (0, None)
                                     and not p.get("timed_out") and not p.get("stopped")),
                      "median_first_output_s": starts[len(starts) // 2] if starts else None},
        "comparison": compare(native, merged, unattributed),
        "unattributed": unattributed,
        "cases": {name: {k: r[k] for k in ("op", "status", "detail", "seconds")} for name, r in sorted(merged.items())},
        "baseline": None if baseline_path is None else {
            "file": Path(baseline_path).name,
            **baseline.classify(baseline.load(baseline_path), native, merged)},
    }


def write_outputs(result: dict, out: Path) -> tuple[Path, Path]:
    """The JSON (xz-compressed when `out` ends in .xz) and the Markdown summary beside it."""
    out.parent.mkdir(parents=True, exist_ok=True)
    data = (json.dumps(result, indent=1) + "\n").encode()
    if out.suffix == ".xz":
        data = lzma.compress(data, preset=9 | lzma.PRESET_EXTREME)
    tmp = out.with_name(f".{out.name}.tmp")
    tmp.write_bytes(data)
    os.replace(tmp, out)
    md = out.with_name(out.name.split(".")[0] + ".md")
    md.write_text(summary_markdown(result))
    return out, md
