"""The report's pictures and workload tables from result rows (pure functions)."""

from zluda.platform import coverage, report, workload_tables


def _row(lib, fn, verdict, unexpected=False, **more):
    return {"lib": lib, "fn": fn, "verdict": verdict, "unexpected": unexpected, "calls": 1, **more}


def test_sweep_pass_rate_per_family_lowest_first():
    cells = [{"api_rows": [_row("ptx.cvt", "cvt.a", "pass"), _row("ptx.cvt", "cvt.b", "fail", True),
                           _row("ptx.fma", "fma.a", "pass"), _row("ptx.fma", "fma.b", "expected-fail"),
                           _row("ptx.fma", "fma.c", "pass"), _row("cudart", "cudaMalloc", "fail", True)]},
             {"api_rows": [_row("ptx.cvt", "cvt.c", "pass")]}]
    bars = coverage.sweep_families(cells)
    # equal pass rates: by name
    assert [(b["label"], b["value"], b["total"], b["unexpected"], b["percent"]) for b in bars] == [
        ("cvt", 2, 3, 1, 66.7), ("fma", 2, 3, 0, 66.7)]
    cells[1]["api_rows"].append(_row("ptx.cvt", "cvt.d", "fail", True))
    assert [b["label"] for b in coverage.sweep_families(cells)] == ["cvt", "fma"]
    cells[0]["api_rows"].append(_row("ptx.abs", "abs.a", "pass"))
    assert [b["label"] for b in coverage.sweep_families(cells)][-1] == "abs"


def test_time_per_cell_leaves_out_cells_that_did_not_run():
    cells = [{"cell": f"host/cpu/{n}", "verdict": v, "timings": {"duration_s": t}}
             for n, v, t in (("a", "pass", 2.0), ("b", "unsupported", 0.0), ("c", "fail", 8.0), ("d", "skip", 0.0))]
    times = coverage.cell_times(cells)
    assert [(b["label"], b["percent"], b["verdict"]) for b in times["bars"]] == [
        ("host/cpu/c", 100.0, "fail"), ("host/cpu/a", 25.0, "pass")]
    assert times["total_s"] == 10.0 and times["more"] == 0


def test_api_implemented_counts_the_catalog_symbols_with_an_implementation():
    recorded = coverage.api_implemented()
    assert recorded["error"] is None
    libraries = {lib["library"]: lib for lib in recorded["libraries"]}
    assert set(libraries) == {"cudart", "cuda", "cublas", "cublasLt"}
    for lib in libraries.values():
        assert 0 < lib["implemented"] <= lib["catalog"] - lib["not_supported"], lib


def test_amdgpu_kernel_table_has_a_column_per_target_and_failures_first():
    targets = {"gfx90a": "pass v4", "gfx1201": "n/a"}
    cell = {"cell": "rocm-6.4/amdgpu/samples", "scope": "compiled, not executed: no AMD GPU", "api_rows": [
        _row("comgr-2.6 ABI v2", "memory:k1", "pass", targets=targets),
        _row("comgr-2.6 ABI v2", "memory:k2", "fail", True, targets={"gfx90a": "FAIL", "gfx1201": "n/a"},
             detail="gfx90a: LLVM rejected it")]}
    (table,) = workload_tables.tables_for([cell, {"cell": "host/cpu/samples", "api_rows": [_row("cudart", "f", "pass")]}])
    assert table["columns"] == ["kernel", "producer", "gfx90a", "gfx1201", "result"]
    first, second = table["rows"]
    assert not first["ok"] and [c["text"] for c in first["cells"]] == ["memory:k2", "comgr-2.6 ABI v2", "FAIL", "n/a", "fail"]
    assert [c["verdict"] for c in first["cells"][2:]] == ["fail", "unsupported", "fail"]
    assert second["ok"] and "compiled, not executed" in table["title"]
    # the same failure known to the baseline: grey in every target, not red
    cell["api_rows"][1]["verdict"] = "expected-fail"
    (table,) = workload_tables.tables_for([cell])
    assert [c["verdict"] for c in table["rows"][0]["cells"][2:]] == ["expected-fail", "unsupported", "expected-fail"]


def test_workloads_in_reading_order():
    names = ["fixture-pass", "ptx-sweep", "samples", "gpt2", "my-app", "llmc", "fixture-fail", "llama.cpp"]
    assert sorted(names, key=report.workload_rank) == [
        "llmc", "llama.cpp", "gpt2", "samples", "my-app", "ptx-sweep", "fixture-fail", "fixture-pass"]
