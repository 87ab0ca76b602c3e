"""Qualification verdicts, regressions against a baseline, and the rendered reports."""

import json

from zluda.images import qualify


def _row(id, status, abi="comgr v3 (3.0)", image="rocm-6.4"):
    return {"id": id, "image": image, "abi": abi, "group": "cell", "status": status, "detail": "d"}


def test_regressions_fixed_new_and_gone():
    base = {"release": "r1", "rows": [_row("a", "pass"), _row("b", "fail"), _row("c", "pass"),
                                      _row("u", "unsupported")]}
    now = [_row("a", "fail"), _row("b", "pass"), _row("u", "unsupported"), _row("d", "pass")]
    cmp = qualify.compare(now, base)
    assert [r["id"] for r in cmp["regressions"]] == ["a", "c"]      # c vanished
    assert cmp["regressions"][1]["status"] == "missing"
    assert [r["id"] for r in cmp["fixed"]] == ["b"]
    assert [r["id"] for r in cmp["new"]] == ["d"] and [r["id"] for r in cmp["gone"]] == ["c"]


def test_per_abi_counts():
    rows = [_row("a", "pass"), _row("b", "unsupported"), _row("c", "fail", abi="comgr v2 (2.6)")]
    table = {(e["image"], e["abi"]): e for e in qualify.per_abi(rows)}
    assert table[("rocm-6.4", "comgr v3 (3.0)")]["pass"] == 1
    assert table[("rocm-6.4", "comgr v3 (3.0)")]["unsupported"] == 1
    assert table[("rocm-6.4", "comgr v2 (2.6)")]["fail"] == 1


def test_reports_render_verdict_regressions_and_environment(tmp_path):
    rows = [_row("rocm-6.4/comgr-3.0/probe", "pass"), _row("rocm-6.4/llvmlite/k/gfx90a", "fail",
                                                              abi="llvmlite")]
    result = {"release": "r2", "verdict": "NO-GO", "when": "now", "seconds": 1.0,
              "baseline": {"path": "x", "release": "r1"},
              "environments": {"rocm-6.4": {"os": "Debian", "hip": "6.4.3", "comgr": "3.0, 2.6",
                                            "comgr_abi": "v3, v2", "lld": "19.1.7", "wine": None,
                                            "mingw_gcc": None, "comgr_libraries": [
                                                {"version": "3.0", "llvm": "21"}]}},
              "per_abi": qualify.per_abi(rows),
              "comparison": qualify.compare(rows, {"rows": [dict(rows[1], status="pass")]}),
              "failures": [rows[1]], "rows": rows, "mode": "compile-only (no AMD GPU)"}
    qualify.write_reports(result, tmp_path)
    md = (tmp_path / "qualification.md").read_text()
    html = (tmp_path / "qualification.html").read_text()
    assert md.startswith("# Qualification r2: **NO-GO**")
    assert "| `rocm-6.4/llvmlite/k/gfx90a` | pass | fail |" in md
    assert "3.0: LLVM 21" in md and "6.4.3" in md
    assert 'class="NO-GO"' in html and "rocm-6.4/llvmlite/k/gfx90a" in html
    assert json.loads((tmp_path / "qualification.json").read_text())["verdict"] == "NO-GO"


def test_release_names_a_folder_so_options_are_refused():
    import pytest
    from invoke import Context, Exit
    from zluda.devtasks.qualify import qualify as task
    with pytest.raises(Exit, match="--release '--help': expected a name"):
        task.body(Context(), release="--help")


def test_reports_show_the_baseline_path_relative_to_the_repository(tmp_path):
    from zluda.images import qualify as q
    assert q._shown(q.QUALIFY_DIR / "r6" / "qualification.json") == "reports/qualify/r6/qualification.json"
    assert q._shown(tmp_path / "elsewhere" / "qualification.json") == "qualification.json"
