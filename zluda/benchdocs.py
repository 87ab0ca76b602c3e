"""docs/performance.md's tables and README.md's headline table, made from the committed
bench JSON files.

`python -m zluda.benchdocs` (or `invoke docs`) rewrites every generated block of the pages;
`--check` exits 1 when a page and the JSON disagree (tests/test_docs.py runs it). A block
is the text between `<!-- bench: NAME -->` and `<!-- end bench -->`, NAME a key of SOURCES;
the prose around the blocks is written by hand and left alone.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

from zluda import paths

PAGE = paths.REPO_ROOT / "docs" / "performance.md"
README = paths.REPO_ROOT / "README.md"
PAGES = (PAGE, README)
BLOCK = re.compile(r"(<!-- bench: (?P<name>[\w-]+) -->\n)(?P<body>.*?)(<!-- end bench -->)", re.S)


def _number(value) -> str:
    """Three significant digits, thousands separated: what the JSON's precision supports
    on a shared 2-core machine, without trailing noise."""
    if value is None:
        return "-"
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return str(value)
    if value == 0:
        return "0"
    magnitude = abs(value)
    decimals = 0 if magnitude >= 100 else 1 if magnitude >= 10 else 2 if magnitude >= 1 else 3
    if magnitude < 0.01:
        decimals = 4
    return f"{value:,.{decimals}f}"


def _met(row: dict) -> str:
    target, value = row.get("target"), row.get("value")
    if target is None or value is None:
        return ""
    return "yes" if value < target else "no"


def _provenance(data: dict, source: str) -> str:
    parts = [f"`{source}`"]
    when = re.fullmatch(r"(\d{4})(\d\d)(\d\d)-(\d\d)(\d\d)\d\d", str(data.get("when", "")))
    if when:
        parts.append("measured {}-{}-{} {}:{} UTC".format(*when.groups()))
    if data.get("cpus") or data.get("threads"):
        parts.append(f"{data.get('cpus') or data.get('threads')} CPUs")
    if data.get("load_average"):
        parts.append("load average " + " / ".join(_number(x) for x in data["load_average"]))
    return "Source: " + ", ".join(parts) + "."


def rows_table(data: dict, source: str) -> str:
    """The `invoke bench` format: {"rows": [{"metric", "value", "unit", "target"?}]}."""
    lines = [_provenance(data, source), "",
             "| metric | value | unit | target | met |", "|---|---:|---|---:|---|"]
    for row in data["rows"]:
        target = row.get("target")
        lines.append(f"| {row['metric'].strip()} | {_number(row.get('value'))} | {row.get('unit', '')} "
                     f"| {'' if target is None else '< ' + _number(target)} | {_met(row)} |")
    return "\n".join(lines)


def kernels_table(data: dict, source: str) -> str:
    """The kernel suite: its per-kernel rows carry both sides' times, shown beside the ratio
    (the C side is the suite's reference.c, llm.c's own C or the C++ standard library)."""
    per_kernel = [r for r in data["rows"] if "ours_ms" in r]
    rest = {**data, "rows": [r for r in data["rows"] if "ours_ms" not in r]}
    lines = [_provenance(data, source), "",
             "| kernel | CPU backend (ms) | C (ms) | ratio |", "|---|---:|---:|---:|"]
    for row in per_kernel:
        name = row["metric"].rsplit(": cpu backend", 1)[0]
        lines.append(f"| {name} | {_number(row['ours_ms'])} | {_number(row['gcc_ms'])} | {_number(row['value'])} |")
    return "\n".join(lines) + "\n\n" + rows_table(rest, source).split("\n", 2)[2]


def side_by_side_table(data: dict, source: str) -> str:
    """Programs against their C twins (`invoke bench --suite llmc`): rows carrying both sides'
    figures ("zluda", "c", "side_unit") show them beside the ratio; the rest as rows."""
    pairs = [r for r in data["rows"] if "zluda" in r]
    rest = [r for r in data["rows"] if "zluda" not in r]
    lines = [_provenance(data, source), "",
             "| measurement | zluda run | llm.c's C | ratio | target | met |", "|---|---:|---:|---:|---:|---|"]
    for row in pairs:
        unit, target = row["side_unit"], row.get("target")
        lines.append(f"| {row['metric']} | {_number(row['zluda'])} {unit} | {_number(row['c'])} {unit} "
                     f"| {_number(row['value'])} | {'' if target is None else '< ' + _number(target)} | {_met(row)} |")
    if rest:
        lines += ["", rows_table({**data, "rows": rest}, source).split("\n", 2)[2]]
    return "\n".join(lines)


def trace_table(data: dict, source: str) -> str:
    """The tracer's bench on the H200 (`invoke bench --suite trace`): its own layout."""
    targets = data.get("targets", {})
    per_call = data["per_call_ns"]
    program = data["program_s"]
    lines = [f"Source: `{source}` ({data['calls']:,} calls per measurement, best of {data['repeat']}).", "",
             "| measurement | value | target |", "|---|---:|---:|"]
    for name, value in per_call.items():
        lines.append(f"| `cudaGetLastError`, {name} | {_number(value)} ns/call | |")
    lines.append(f"| overhead of a traced call | {_number(data['overhead_ns'])} ns "
                 f"| < {_number(targets.get('overhead_ns'))} ns |")
    for name, value in program.items():
        lines.append(f"| program of {data['iterations']:,} iterations, {name} | {_number(value)} s | |")
    lines.append(f"| whole-program slowdown | {_number(data['program_slowdown_pct'])} % "
                 f"| < {_number(targets.get('program_slowdown_pct'))} % |")
    lines.append(f"| decoding its {data['program_calls']:,} calls | {_number(data['decode_s'])} s | |")
    return "\n".join(lines)


def _count(value) -> str:
    """A goal row's count of programs, or any figure as _number gives it."""
    return f"{value:,}" if isinstance(value, int) and not isinstance(value, bool) else _number(value)


def corpus_table(data: dict, source: str) -> str:
    """The corpus suite (`invoke bench --suite corpus`): the goals as counts, the spread of
    the ratios, then one row per program with both times."""
    suites = ", ".join(f"{name} at {info['revision'][:9]}" for name, info in data["suites"].items())
    gpus = sorted({info["gpu"] for info in data["suites"].values() if info.get("gpu")})
    if data.get("recorded_from"):
        origin = "computed from " + ", ".join(f"`{p}`" for p in data["recorded_from"])
    else:
        origin = _provenance(data, source).removeprefix("Source: ").removesuffix(".").split(", ", 1)[-1]
    lines = [f"Source: `{source}`, {origin} ({suites}; GPU times: {', '.join(gpus) or 'none recorded'}).", "",
             "| goal | programs | of | met |", "|---|---:|---:|---|"]
    goals = [r for r in data["rows"] if r.get("goal")]
    for row in goals:
        count = _count(row["value"])
        if row.get("undecided"):
            count += f" (+{row['undecided']} undecided)"
        met = "no" if row["value"] else ("undecided" if row.get("undecided") else "yes")
        lines.append(f"| {row['metric']} | {count} | {row['of']} | {met} |")
    spread = [r for r in data["rows"] if not r.get("goal") and "program" not in r]
    if spread:
        lines += ["", rows_table({**data, "rows": spread}, source).split("\n", 2)[2]]
    lines += ["", "| program | passes here | time here | time on the GPU | here / GPU |", "|---|---|---:|---:|---:|"]
    for row in (r for r in data["rows"] if "program" in r):
        bound = "> " if row.get("lower_bound") else ""
        here = "timed out" if row["timed_out"] else {True: "yes", False: "no"}[row["passed_here"]]
        if row["passed_gpu"] is False:
            here += " (fails on the GPU)"
        zluda_s = f"{bound}{_number(row['timeout_s'] if row['timed_out'] else row['zluda_s'])} s"
        gpu_s = "-" if row["gpu_s"] is None else f"{_number(row['gpu_s'])} s"
        ratio = f"{bound}{_number(row['value'])}" if row["value"] is not None else (
            "other arguments" if "other arguments" in row.get("note", "") else "-")
        lines.append(f"| {row['metric']} | {here} | {zluda_s} | {gpu_s} | {ratio} |")
    return "\n".join(lines)


# README.md's headline: (what it says, the SOURCES entry, the start of the row's metric there,
# the command that measures it)
HEADLINE = (
    ("llm.c's fp32 test program, a step: `zluda run` / llm.c's own C", "llmc", "test fp32: step",
     "invoke bench --suite llmc"),
    ("llm.c's bf16 trainer, a step: `zluda run` / llm.c's fp32 C", "llmc", "train bf16: step",
     "invoke bench --suite llmc"),
    ("llm.c's fp32 test, the whole program (warm kernel cache): `zluda run` / llm.c's own C", "llmc",
     "test fp32: whole program, warm", "invoke bench --suite llmc"),
    ("seven kernels of ours against gcc -O3: geometric mean of the ratios", "kernels", "geometric mean",
     "invoke bench --suite kernels"),
    ("llm.c's hottest kernels against llm.c's C functions: geometric mean", "kernels-programs", "llm.c's kernels",
     "invoke bench --suite kernels --parts llmc"),
    ("CUB/Thrust sorts and scans against std::sort / std::inclusive_scan: geometric mean", "kernels-programs",
     "CUB/Thrust", "invoke bench --suite kernels --parts sortscan"),
    ("an empty kernel launch + cudaDeviceSynchronize, end to end", "launch",
     "empty kernel, launch + cudaDeviceSynchronize, 2 workers", "invoke bench --suite launch"),
    ("HeCBench/Rodinia: programs passing on the GPU that run out of their time limit here", "corpus",
     "programs that pass on the GPU and ran out", "invoke bench --suite corpus"),
    ("HeCBench/Rodinia: wall time here / on the GPU, geometric mean", "corpus",
     "programs that pass in both places: geometric mean", "invoke bench --suite corpus"),
    ("llama.cpp prompt processing: through the libraries / its CPU backend", "llama", "llama-bench pp32: shim /",
     "invoke bench --suite llama"),
    ("llama.cpp token generation: through the libraries / its CPU backend", "llama", "llama-bench tg8: shim /",
     "invoke bench --suite llama"),
)


def headline_table(data: dict, source: str) -> str:
    """README.md's summary: one row of the committed JSON per HEADLINE entry."""
    del source   # several files: each row names its own
    lines = ["| measurement (2-core VM) | value | target | met | measured by |", "|---|---:|---:|---|---|"]
    for label, name, start, command in HEADLINE:
        matches = [r for r in data[name]["rows"] if r["metric"].startswith(start)]
        if len(matches) != 1:
            raise SystemExit(f"{SOURCES[name].path}: {len(matches)} rows whose metric starts with {start!r} "
                             f"(README.md's headline needs one)")
        row = matches[0]
        value = _count(row["value"]) + (f" of {row['of']}" if "of" in row else "") + f" {row.get('unit', '')}"
        target = row.get("target")
        goal = "none" if row.get("goal") else ("" if target is None else "< " + _number(target))
        met = ("yes" if not row["value"] else "no") if row.get("goal") else _met(row)
        lines.append(f"| {label} | {value.strip()} | {goal} | {met} | `{command}` |")
    return "\n".join(lines)


@dataclass(frozen=True)
class Source:
    path: str | None     # relative to the repository; None: a table made from the other sources
    render: Callable[[dict, str], str]


SOURCES = {
    "runtime": Source("zluda/runtime/data/measured/runtime_calls_cpu.json", rows_table),
    "gpt2": Source("zluda/runtime/data/measured/gpt2_step_cpu.json", rows_table),
    "kernels": Source("zluda/runtime/data/measured/kernels_cpu.json", kernels_table),
    "kernels-programs": Source("zluda/runtime/data/measured/kernels_programs_cpu.json", kernels_table),
    "llama": Source("zluda/runtime/data/measured/llama_cpu.json", rows_table),
    "llmc": Source("zluda/runtime/data/measured/llmc_cpu.json", side_by_side_table),
    "launch": Source("zluda/runtime/data/measured/launch_cpu.json", rows_table),
    "trace": Source("zluda/trace/data/h200/trace-bench.json", trace_table),
    "corpus": Source("zluda/runtime/data/measured/corpus_cpu.json", corpus_table),
    "client32": Source("zluda/runtime/data/measured/client32_calls_cpu.json", rows_table),
    "headline": Source(None, headline_table),
}


def _data(name: str) -> dict:
    return json.loads((paths.REPO_ROOT / SOURCES[name].path).read_text())


def render(name: str) -> str:
    source = SOURCES[name]
    if source.path is None:
        return source.render({entry: _data(entry) for entry in dict.fromkeys(e[1] for e in HEADLINE)}, "")
    return source.render(_data(name), source.path)


def regenerate(text: str, page: Path = PAGE) -> str:
    """The page with every block rendered again; a block naming no source is an error."""
    def replace(match: re.Match) -> str:
        name = match["name"]
        if name not in SOURCES:
            line = text.count("\n", 0, match.start()) + 1
            raise SystemExit(f"{page}:{line}: unknown bench block {name!r}; known: {', '.join(SOURCES)}")
        return f"{match[1]}{render(name)}\n{match[4]}"
    return BLOCK.sub(replace, text)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m zluda.benchdocs", description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="exit 1 when the page differs from the JSON")
    args = parser.parse_args(argv)
    stale = False
    for page in PAGES:
        current = page.read_text()
        wanted = regenerate(current, page)
        if current == wanted:
            continue
        if args.check:
            print(f"{page.relative_to(paths.REPO_ROOT)} differs from the bench JSON: run `invoke docs`",
                  file=sys.stderr)
            stale = True
        else:
            page.write_text(wanted)
            print(f"rewrote {page.relative_to(paths.REPO_ROOT)}")
    return 1 if stale else 0


if __name__ == "__main__":
    sys.exit(main())
