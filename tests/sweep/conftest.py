import pytest

from zluda.sweep import validate


@pytest.fixture(scope="session")
def ptxas():
    try:
        return validate.find_ptxas()
    except validate.PtxasMissing as exc:
        pytest.skip(f"{exc} (`invoke setup` installs it)")


@pytest.fixture(scope="session")
def accepted():
    return validate.accepted("sm_90")


@pytest.fixture(scope="session")
def by_id(accepted):
    return {v.id: v for v in accepted}
