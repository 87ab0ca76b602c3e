"""The ABI decision rules and tables, checked against the measured facts (no library)."""

from zluda.comgr import abi


def test_tables_match_the_measured_action_numbers():
    measured = {  # action: (v2, v3), from running both libraries
        "COMPILE_SOURCE_TO_BC": (2, 2), "LINK_BC_TO_BC": (4, 3),
        "CODEGEN_BC_TO_RELOCATABLE": (6, 4), "LINK_RELOCATABLE_TO_EXECUTABLE": (9, 7),
        "DISASSEMBLE_EXECUTABLE_TO_SOURCE": (12, 10), "COMPILE_SOURCE_TO_EXECUTABLE": (17, 14)}
    for action, (v2, v3) in measured.items():
        assert abi.TABLES[2].action(action) == v2
        assert abi.TABLES[3].action(action) == v3
    assert abi.TABLES[2].language("HIP") == abi.TABLES[3].language("LLVM_IR") == 4


def test_removed_actions_are_absent_from_v3():
    for gone in ("ADD_DEVICE_LIBRARIES", "OPTIMIZE_BC_TO_BC", "COMPILE_SOURCE_TO_FATBIN"):
        assert gone in abi.TABLES[2].actions
        try:
            abi.TABLES[3].action(gone)
        except KeyError as exc:
            assert "v3 has no action" in str(exc)
        else:
            raise AssertionError(f"{gone} should not exist in v3")


def test_version_rule_linux_names():
    assert abi.claimed_abi((2, 6), "libamd_comgr.so.2") == 2
    assert abi.claimed_abi((3, 0), "libamd_comgr.so.3") == 3
    # a Linux .so.2 reporting 2.9 is still v2 by version: only the DLL name rule differs
    assert abi.claimed_abi((2, 9), "libamd_comgr.so.2") == 2


def test_windows_rule_amd_comgr_2_reporting_2_9_speaks_v3():
    # No Windows comgr DLL can be loaded here: the rule is checked on its inputs.
    assert abi.claimed_abi((2, 9), "amd_comgr_2.dll") == 3
    assert abi.claimed_abi((2, 8), "amd_comgr_2.dll") == 2
    assert abi.claimed_abi((2, 9), "AMD_COMGR_2.DLL") == 3


def test_probe_wins_and_disagreement_is_reported():
    d = abi.decide_abi((2, 9), "libamd_comgr.so.2", probed=3)
    assert d.abi == 3 and d.claimed == 2
    assert "claims v2 but the probe observed v3" in d.reason
    d = abi.decide_abi((3, 0), "libamd_comgr.so.3", probed=None)
    assert d.abi == 3 and "probe not run" in d.reason
