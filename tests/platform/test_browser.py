"""index.html in a real headless browser (Debian's chromium, driven by playwright): what
a person sees, and that the page requests nothing from the network."""

from __future__ import annotations

import base64
import os
import re
import shutil

import pytest

from platform_support import load_run

CHROMIUM = "/usr/bin/chromium"
FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
         "--disable-component-update", "--no-first-run"]


@pytest.fixture(scope="module")
def browser():
    if not os.access(CHROMIUM, os.X_OK):
        pytest.fail("chromium is not installed: run `invoke setup` (it installs Debian's chromium)")
    from playwright.sync_api import sync_playwright
    with sync_playwright() as pw:
        launched = pw.chromium.launch(executable_path=CHROMIUM, args=FLAGS, headless=True)
        yield launched
        launched.close()


@pytest.fixture(scope="module")
def page_of(browser, strict_run):
    _, run_dir = strict_run
    page = browser.new_page()
    requests: list[str] = []
    page.on("request", lambda request: requests.append(request.url))
    url = (run_dir / "index.html").as_uri()
    page.goto(url, wait_until="load")
    page.wait_for_timeout(300)  # anything lazy (fonts, images) would have been asked for by now
    yield page, requests, url, run_dir
    page.close()


def test_page_requests_nothing_but_itself(page_of):
    page, requests, url, _ = page_of
    assert requests == [url], requests


def test_status_banner_and_matrix_grid_are_visible(page_of):
    page, _, _, run_dir = page_of
    banner = page.locator("#status")
    assert banner.is_visible()
    assert banner.inner_text().splitlines()[0] == "5 unexpected results in 7 cells"
    grid = page.locator("#matrix")
    assert grid.is_visible()
    header = grid.locator("tr").first.inner_text()
    assert "host · cpu" in header
    row = grid.locator("tr", has_text="fixture-segv")
    assert row.locator(".v").inner_text() == "crash"
    # the badge of a crashed cell is drawn in the crash colour, not the pass colour
    colour = row.locator(".v").evaluate("e => getComputedStyle(e).backgroundColor")
    assert colour == "rgb(106, 27, 154)"
    verdicts = sorted(grid.locator("td .v").all_inner_texts())
    run = load_run(run_dir)
    assert verdicts == sorted(cell["verdict"] for cell in run["cells"])


def test_clicking_a_cell_opens_its_details_with_working_log_links(page_of):
    page, _, _, run_dir = page_of
    page.locator("#matrix a", has_text="timeout").click()
    details = page.locator("#cell-host-cpu-fixture-hang")
    assert details.is_visible() and details.get_attribute("open") is not None
    assert "process group was killed" in details.locator("summary").inner_text()
    links = details.locator("table.steps a")
    assert links.count() == 4  # stdout + stderr of the build and the run step
    for href in links.evaluate_all("els => els.map(e => e.getAttribute('href'))"):
        assert (run_dir / href).is_file(), href


def test_profile_progress_bar_and_trend_chart(page_of):
    page, _, _, _ = page_of
    count = page.locator("#profiles .profile-count").first
    assert count.is_visible()
    assert re.fullmatch(r"\d+/46 functions pass", count.inner_text())
    bar = page.locator("#profiles .bar").first
    assert bar.bounding_box()["width"] > 100
    # one chart per series, each on its own scale: cells and API rows differ by magnitudes
    charts = page.locator("#trend svg")
    assert charts.count() == 3 and all(charts.nth(i).is_visible() for i in range(3))
    captions = page.locator("#trend figcaption").all_inner_texts()
    assert [c.split(":")[0] for c in captions] == ["passing cells", "unexpected cells", "passing API rows"]
    for i in range(3):
        values = [int(t.split(": ")[1].split()[0]) for t in charts.nth(i).locator("circle title").all_text_contents()]
        heights = [float(y) for y in charts.nth(i).locator("circle").evaluate_all("cs => cs.map(c => c.getAttribute('cy'))")]
        top = charts.nth(i).locator("text.top").text_content()
        # the series' own largest value is the top of its chart
        assert int(top) == max(values + [1]), (i, top, values)
        if max(values) > 0:
            assert min(heights) == 24.0, (i, heights)
    assert "each chart on its own scale" in page.locator("#trend .legend").inner_text()


def test_failures_come_first_within_a_workload_and_environment_is_shown(page_of):
    page, _, _, _ = page_of
    env = page.locator("#environment").inner_text()
    assert "LLVM" in env and "nvcc" in env
    images = page.locator("#images").inner_text()
    assert "ROCm" in images and "comgr ABI" in images and "host\tlocal" in images
    checks = page.locator("#cell-host-cpu-fixture-fail table.checks tr").all_inner_texts()[1:]
    results = ["fail" in line.split("\t")[2] for line in checks]
    assert results == sorted(results, reverse=True) and results[0]


def test_per_workload_api_table(page_of):
    page, _, _, _ = page_of
    table = page.locator("#workload-fixture-pass table.api-matrix")
    assert table.is_visible()
    assert table.locator("caption").inner_text() == "per-API results: 0 of 3 functions fail unexpectedly somewhere"
    rows = table.locator("tr").all_inner_texts()[1:]
    assert [row.split("\t")[1] for row in rows] == ["add.s32.wrap", "fma.rn.f64", "sqrt.f64"]
    assert all("pass ×1" in row for row in rows)


# ---- what a person sees first: screenshots -------------------------------------------------

VIEWPORT = {"width": 1280, "height": 800}
# pixels of the failure red (#c62828 and its anti-aliased edges): strongly red, little green
# (the timeout orange #e65100 has more green than this and is not counted)
COUNT_RED = """async (png) => {
  const img = new Image(); img.src = "data:image/png;base64," + png; await img.decode();
  const canvas = document.createElement("canvas"); canvas.width = img.width; canvas.height = img.height;
  const g = canvas.getContext("2d"); g.drawImage(img, 0, 0);
  const px = g.getImageData(0, 0, img.width, img.height).data; let red = 0;
  for (let i = 0; i < px.length; i += 4) if (px[i] > 150 && px[i + 1] < 70 && px[i + 2] < 100) red++;
  return red;
}"""


def red_pixels(browser, png: bytes) -> int:
    page = browser.new_page()
    try:
        return page.evaluate(COUNT_RED, base64.b64encode(png).decode())
    finally:
        page.close()


def first_view(browser, run_dir, tmp_path, name):
    page = browser.new_page(viewport=VIEWPORT)
    page.goto((run_dir / "index.html").as_uri(), wait_until="load")
    shot = page.screenshot()
    (tmp_path / f"{name}.png").write_bytes(shot)
    return page, shot


def in_first_view(locator) -> bool:
    box = locator.bounding_box()
    return box is not None and box["y"] >= 0 and box["y"] + box["height"] <= VIEWPORT["height"]


def test_a_green_run_shows_no_red_anywhere(browser, green_run, tmp_path):
    done, run_dir = green_run
    assert done.returncode == 0, done.stderr[-2000:]
    page, shot = first_view(browser, run_dir, tmp_path, "green-first")
    assert in_first_view(page.locator("#status")) and in_first_view(page.locator("#matrix"))
    assert page.locator("#status").inner_text() == "All 6 cells and their API rows as expected"
    whole = page.screenshot(full_page=True)
    (tmp_path / "green-page.png").write_bytes(whole)
    assert red_pixels(browser, shot) == 0
    assert red_pixels(browser, whole) == 0
    # the cells that failed as expected stay closed: nothing to read there at a glance
    assert page.locator("details.cell[open]").count() == 0
    page.close()


def test_unexpected_results_are_red_above_the_fold(browser, strict_run, tmp_path):
    _, run_dir = strict_run
    page, shot = first_view(browser, run_dir, tmp_path, "strict-first")
    assert in_first_view(page.locator("#status")) and in_first_view(page.locator("#matrix"))
    listed = page.locator("#first-unexpected li")
    assert listed.count() == 4  # three of the five, then "and 2 more"
    assert all(in_first_view(listed.nth(i)) for i in range(4))
    assert listed.nth(3).inner_text() == "and 2 more"
    assert red_pixels(browser, shot) > 500
    page.close()


def test_workloads_are_ordered_real_ones_first_fixtures_last(page_of):
    page = page_of[0]
    names = page.locator("section.workload h3").all_inner_texts()
    assert names == sorted(names) and all(n.startswith("fixture-") for n in names)
    rows = page.locator("#matrix tr th a").all_inner_texts()
    assert rows == names


def test_a_long_table_shows_its_failures_and_filters(browser, strict_run, tmp_path, monkeypatch):
    """Rendered again with a low threshold, so the fixtures' short tables count as long."""
    from zluda.platform import report
    _, run_dir = strict_run
    copy = tmp_path / "run"
    shutil.copytree(run_dir, copy)
    monkeypatch.setattr(report, "COLLAPSE_ABOVE", 2)
    report.render(copy, load_run(copy), tmp_path)
    page = browser.new_page(viewport=VIEWPORT)
    page.goto((copy / "index.html").as_uri(), wait_until="load")
    box = page.locator("#api-fixture-pass")
    rows = box.locator("tbody tr")
    assert rows.count() == 3
    assert [rows.nth(i).is_visible() for i in range(3)] == [False] * 3  # all three pass
    assert box.locator(".shown").inner_text() == "0 of 3 rows shown (failing only)"
    box.locator("input.show-all").check()
    assert [rows.nth(i).is_visible() for i in range(3)] == [True] * 3
    box.locator("input[type=search]").fill("fma")
    assert [rows.nth(i).is_visible() for i in range(3)] == [False, True, False]
    assert box.locator(".shown").inner_text() == "1 of 3 rows shown"
    page.close()


def test_coverage_pictures(page_of):
    page, _, _, run_dir = page_of
    run = load_run(run_dir)
    api = page.locator("#coverage-api table.bars tr").all_inner_texts()
    assert [row.split("\t")[0] for row in api] == ["cublas", "cublasLt", "cuda", "cudart"]
    for row, recorded in zip(api, run["api_coverage"]["libraries"]):
        assert row.split("\t")[-1] == f"{recorded['implemented']}/{recorded['catalog']}"
        assert 0 < recorded["implemented"] <= recorded["catalog"]
    times = page.locator("#coverage-times table.bars tr").all_inner_texts()
    ran = sorted((c for c in run["cells"] if c["verdict"] not in ("unsupported", "skip")),
                 key=lambda c: -c["timings"]["duration_s"])
    assert [row.split("\t")[0] for row in times] == [c["cell"] for c in ran]
    assert "no PTX sweep rows in this run" in page.locator("#coverage-sweep").inner_text()
