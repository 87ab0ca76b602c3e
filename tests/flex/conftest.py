import pytest

from zluda.flex import source


@pytest.fixture(scope="session")
def flex_repo():
    """FleX's repository (ZLUDA_FLEX_REPO, or the cache `invoke flex-corpus` fills); the
    tests that need its binaries skip without it (CI cannot reach GitHub)."""
    try:
        return source.repository(fetch=False)
    except source.SourceError as exc:
        pytest.skip(f"FleX is not reachable here: {exc}")
