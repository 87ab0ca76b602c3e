"""comgr 2 and comgr 3 side by side in the rocm-6.4 image (real libraries, real Docker)."""

import pytest

from zluda.images.testsupport import docker_skip_reason, run_in_image

pytestmark = [pytest.mark.docker, pytest.mark.timeout(1500),
              pytest.mark.skipif(docker_skip_reason() is not None,
                                 reason=docker_skip_reason() or "")]


@pytest.fixture(scope="module")
def selftest():
    ran = run_in_image("rocm-6.4", ["python3", "-m", "zluda.comgr.selftest"])
    assert ran.stdout, ran.stderr
    return ran


@pytest.fixture(scope="module")
def cells():
    ran = run_in_image("rocm-6.4", ["python3", "-m", "zluda.amdgpu.cells"])
    assert ran.stdout, ran.stderr
    return ran.json()


def test_both_abis_detected_by_version_and_probe(selftest):
    libs = {l["version"]: l for l in selftest.json()["libraries"]}
    assert set(libs) == {"3.0", "2.6"}, libs
    assert (libs["3.0"]["abi"], libs["3.0"]["probed_abi"]) == (3, 3)
    assert (libs["2.6"]["abi"], libs["2.6"]["probed_abi"]) == (2, 2)


def test_each_library_compiles_with_its_own_table(selftest):
    for lib in selftest.json()["libraries"]:
        assert lib["own_table"]["ok"], lib
        steps = lib["own_table"]["steps"]
        want = ["LINK_BC_TO_BC#3", "CODEGEN_BC_TO_RELOCATABLE#4",
                "LINK_RELOCATABLE_TO_EXECUTABLE#7"] if lib["abi"] == 3 else \
               ["LINK_BC_TO_BC#4", "CODEGEN_BC_TO_RELOCATABLE#6",
                "LINK_RELOCATABLE_TO_EXECUTABLE#9"]
        assert steps == want


def test_swapped_table_is_caught(selftest):
    """v2 numbers on comgr 3 all return SUCCESS: only the output check notices."""
    assert selftest.returncode == 0, selftest.stderr
    libs = {l["abi"]: l for l in selftest.json()["libraries"]}
    v3_with_v2 = libs[3]["swapped_table"]
    assert v3_with_v2["caught"] and v3_with_v2["how"] == "misdispatch", v3_with_v2
    assert "produced {'RELOCATABLE': 1}, expected {'BC': 1}" in v3_with_v2["error"]
    v2_with_v3 = libs[2]["swapped_table"]
    assert v2_with_v3["caught"], v2_with_v3


def test_comgr2_and_comgr3_agree_on_kernel_metadata(cells):
    by_key = {(c["kernel"], c["target"], c["producer"]): c for c in cells["cells"]}
    compared = 0
    for (kernel, target, producer), cell in by_key.items():
        if producer != "comgr-3.0":
            continue
        other = by_key[(kernel, target, "comgr-2.6")]
        if other["status"] == "unsupported":
            assert target == "gfx1201"   # LLVM 17 predates RDNA4
            continue
        assert cell["status"] == other["status"] == "pass", (cell.get("reason"), other.get("reason"))
        assert cell["interfaces"] == other["interfaces"]
        assert (cell["code_object_version"], other["code_object_version"]) == (6, 4)
        compared += 1
    assert compared >= 6


def test_every_cell_passes_or_is_an_explained_unsupported(cells):
    assert cells["mode"] == "compile-only"
    for c in cells["cells"]:
        assert c["status"] in ("pass", "unsupported"), c
        if c["status"] == "unsupported":
            assert "not in its ISA list" in c["reason"]
    assert all(a["agree"] for a in cells["agreement"])
