"""The two comgr ABIs as data: one table of action and language numbers per ABI.

ROCm 6.4's comgr 3 removed ADD_DEVICE_LIBRARIES, OPTIMIZE_BC_TO_BC and
COMPILE_SOURCE_TO_FATBIN, so every later action number shifts; language HC went away,
so v2's HIP (4) became v3's LLVM_IR (4). A v2 number passed to a v3 library is accepted
and runs a different action with SUCCESS: the only defence is checking what an action
produced, which `EXPECTED_OUTPUTS` describes per action *name* (ABI-independent).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

# Data kinds and statuses are the same in both ABIs.
DATA_KINDS = {
    "UNDEF": 0, "SOURCE": 1, "INCLUDE": 2, "PRECOMPILED_HEADER": 3, "DIAGNOSTIC": 4,
    "LOG": 5, "BC": 6, "RELOCATABLE": 7, "EXECUTABLE": 8, "BYTES": 9, "FATBIN": 16,
}
STATUS_NAMES = {0: "SUCCESS", 1: "ERROR", 2: "ERROR_INVALID_ARGUMENT",
                3: "ERROR_OUT_OF_RESOURCES"}
METADATA_KINDS = {0: "NULL", 1: "STRING", 2: "MAP", 3: "LIST"}

ACTIONS_V2 = [
    "SOURCE_TO_PREPROCESSOR", "ADD_PRECOMPILED_HEADERS", "COMPILE_SOURCE_TO_BC",
    "ADD_DEVICE_LIBRARIES", "LINK_BC_TO_BC", "OPTIMIZE_BC_TO_BC",
    "CODEGEN_BC_TO_RELOCATABLE", "CODEGEN_BC_TO_ASSEMBLY",
    "LINK_RELOCATABLE_TO_RELOCATABLE", "LINK_RELOCATABLE_TO_EXECUTABLE",
    "ASSEMBLE_SOURCE_TO_RELOCATABLE", "DISASSEMBLE_RELOCATABLE_TO_SOURCE",
    "DISASSEMBLE_EXECUTABLE_TO_SOURCE", "DISASSEMBLE_BYTES_TO_SOURCE",
    "COMPILE_SOURCE_TO_FATBIN", "COMPILE_SOURCE_WITH_DEVICE_LIBS_TO_BC",
    "COMPILE_SOURCE_TO_RELOCATABLE", "COMPILE_SOURCE_TO_EXECUTABLE",
]
ACTIONS_V3 = [
    "SOURCE_TO_PREPROCESSOR", "ADD_PRECOMPILED_HEADERS", "COMPILE_SOURCE_TO_BC",
    "LINK_BC_TO_BC", "CODEGEN_BC_TO_RELOCATABLE", "CODEGEN_BC_TO_ASSEMBLY",
    "LINK_RELOCATABLE_TO_RELOCATABLE", "LINK_RELOCATABLE_TO_EXECUTABLE",
    "ASSEMBLE_SOURCE_TO_RELOCATABLE", "DISASSEMBLE_RELOCATABLE_TO_SOURCE",
    "DISASSEMBLE_EXECUTABLE_TO_SOURCE", "DISASSEMBLE_BYTES_TO_SOURCE",
    "COMPILE_SOURCE_WITH_DEVICE_LIBS_TO_BC", "COMPILE_SOURCE_TO_RELOCATABLE",
    "COMPILE_SOURCE_TO_EXECUTABLE",
]
LANGUAGES_V2 = ["NONE", "OPENCL_1_2", "OPENCL_2_0", "HC", "HIP"]
LANGUAGES_V3 = ["NONE", "OPENCL_1_2", "OPENCL_2_0", "HIP", "LLVM_IR"]

# What each action must leave in its result set: {data kind: count}. Any other product
# kind (LOG and DIAGNOSTIC aside) in the result set is a mis-dispatch as well.
EXPECTED_OUTPUTS: dict[str, dict[str, int]] = {
    "LINK_BC_TO_BC": {"BC": 1},
    "CODEGEN_BC_TO_RELOCATABLE": {"RELOCATABLE": 1},
    "CODEGEN_BC_TO_ASSEMBLY": {"SOURCE": 1},
    "LINK_RELOCATABLE_TO_EXECUTABLE": {"EXECUTABLE": 1},
    "DISASSEMBLE_EXECUTABLE_TO_SOURCE": {"SOURCE": 1},
    "DISASSEMBLE_RELOCATABLE_TO_SOURCE": {"SOURCE": 1},
}
PRODUCT_KINDS = ("SOURCE", "BC", "RELOCATABLE", "EXECUTABLE", "BYTES", "FATBIN",
                 "PRECOMPILED_HEADER")


@dataclass(frozen=True)
class AbiTable:
    abi: int
    actions: dict[str, int]
    languages: dict[str, int]
    # v2 has no LLVM_IR language: textual IR enters as a BC object through LINK_BC_TO_BC
    ir_language: str

    def action(self, name: str) -> int:
        try:
            return self.actions[name]
        except KeyError:
            raise KeyError(f"comgr ABI v{self.abi} has no action {name}") from None

    def language(self, name: str) -> int:
        try:
            return self.languages[name]
        except KeyError:
            raise KeyError(f"comgr ABI v{self.abi} has no language {name}") from None


TABLES: dict[int, AbiTable] = {
    2: AbiTable(2, {n: i for i, n in enumerate(ACTIONS_V2)},
                {n: i for i, n in enumerate(LANGUAGES_V2)}, ir_language="NONE"),
    3: AbiTable(3, {n: i for i, n in enumerate(ACTIONS_V3)},
                {n: i for i, n in enumerate(LANGUAGES_V3)}, ir_language="LLVM_IR"),
}

# The probe: one action number whose meaning differs between the ABIs, identified by
# what it produces from a BC input (v2: 4 = LINK_BC_TO_BC, v3: 4 = CODEGEN_BC_TO_RELOCATABLE).
PROBE_ACTION_NUMBER = 4
PROBE_OUTCOME = {"BC": 2, "RELOCATABLE": 3}

# A library file named like amd_comgr_2.dll that reports 2.9 or later is the Windows
# build AMD shipped with the v3 ABI under the old name: its version cannot be trusted.
WINDOWS_V3_AS_V2 = re.compile(r"amd_comgr_?2(\.dll)?$", re.IGNORECASE)
WINDOWS_V3_FROM = (2, 9)


def claimed_abi(version: tuple[int, int], library_name: str) -> int:
    """The ABI a library claims by its version, with the Windows rule applied."""
    major, minor = version
    if major >= 3:
        return 3
    if WINDOWS_V3_AS_V2.search(library_name) and (major, minor) >= WINDOWS_V3_FROM:
        return 3
    return 2


@dataclass(frozen=True)
class AbiDecision:
    abi: int
    claimed: int
    probed: int | None
    version: tuple[int, int]
    reason: str


def decide_abi(version: tuple[int, int], library_name: str, probed: int | None) -> AbiDecision:
    """The probe (observed behaviour) wins over the version; disagreement is recorded."""
    claimed = claimed_abi(version, library_name)
    ver = f"{version[0]}.{version[1]}"
    if probed is None:
        return AbiDecision(claimed, claimed, None, version,
                           f"version {ver} of {library_name} -> v{claimed} (probe not run)")
    if probed == claimed:
        return AbiDecision(probed, claimed, probed, version,
                           f"version {ver} and probe agree on v{probed}")
    return AbiDecision(probed, claimed, probed, version,
                       f"version {ver} of {library_name} claims v{claimed} but the probe "
                       f"observed v{probed} behaviour; using v{probed}")
