"""index.html in a real headless browser (Debian's chromium, driven by playwright): what
a person sees, and that the page requests nothing from the network."""

from __future__ import annotations

import os
import re
import shutil

import pytest

from platform_support import load_run

CHROMIUM = "/usr/bin/chromium"
FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
         "--disable-component-update", "--no-first-run"]


@pytest.fixture(scope="module")
def page_of(strict_run):
    if not os.access(CHROMIUM, os.X_OK):
        pytest.fail("chromium is not installed: run `invoke setup` (it installs Debian's chromium)")
    from playwright.sync_api import sync_playwright

    _, run_dir = strict_run
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=FLAGS, headless=True)
        page = browser.new_page()
        requests: list[str] = []
        page.on("request", lambda request: requests.append(request.url))
        url = (run_dir / "index.html").as_uri()
        page.goto(url, wait_until="load")
        page.wait_for_timeout(300)  # anything lazy (fonts, images) would have been asked for by now
        yield page, requests, url, run_dir
        browser.close()


def test_page_requests_nothing_but_itself(page_of):
    page, requests, url, _ = page_of
    assert requests == [url], requests


def test_status_banner_and_matrix_grid_are_visible(page_of):
    page, _, _, run_dir = page_of
    banner = page.locator("#status")
    assert banner.is_visible()
    assert banner.inner_text() == "5 unexpected results in 7 cells"
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
    chart = page.locator("#trend svg")
    assert chart.is_visible() and chart.locator("polyline").count() == 3
    assert "passing cells" in page.locator("#trend .legend").inner_text()


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
