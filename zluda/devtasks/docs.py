"""`invoke docs`: the generated parts of docs/ (environment variables, benchmark tables)."""

from __future__ import annotations

from invoke import Exit, task

from zluda import benchdocs, config, paths

ENVIRONMENT_PAGE = paths.REPO_ROOT / "docs" / "environment.md"


@task(help={"check": "change nothing; exit 1 when a generated page is out of date"})
def docs(c, check=False):
    """Regenerate docs/environment.md (from zluda/config.py), docs/performance.md's tables and
    README.md's headline table (from the committed bench JSON)."""
    stale = []
    environment = config.markdown()
    if ENVIRONMENT_PAGE.read_text() != environment:
        stale.append("docs/environment.md")
        if not check:
            ENVIRONMENT_PAGE.write_text(environment)
    for page in benchdocs.PAGES:
        text = page.read_text()
        tables = benchdocs.regenerate(text, page)
        if text != tables:
            stale.append(str(page.relative_to(paths.REPO_ROOT)))
            if not check:
                page.write_text(tables)
    if check and stale:
        raise Exit(f"out of date: {', '.join(stale)} (run `invoke docs`)", code=1)
    print(("out of date: " if check else "rewrote: ") + ", ".join(stale) if stale else "docs are current")
