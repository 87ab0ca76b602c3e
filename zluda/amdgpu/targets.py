"""The AMDGPU targets the project builds for, with what their code objects must say.

e_flags: the low byte is EF_AMDGPU_MACH; bits 8-9 are XNACK and 10-11 SRAMECC
(code object v4+: 0 unsupported, 1 "any", 2 off, 3 on). A target built without a
feature setting gets "any" where the feature exists.
"""

from __future__ import annotations

from dataclasses import dataclass

EF_AMDGPU_MACH = 0xff
EF_XNACK_SHIFT, EF_SRAMECC_SHIFT = 8, 10
FEATURE_ANY = 1

# ELF EI_ABIVERSION for AMDHSA code objects: code object version -> byte
ABI_VERSION_BYTE = {3: 1, 4: 2, 5: 3, 6: 4}
# amdhsa.version in the metadata note: code object version -> [major, minor]
METADATA_VERSION = {4: [1, 1], 5: [1, 2], 6: [1, 2]}


@dataclass(frozen=True)
class Target:
    name: str
    mach: int
    xnack: bool      # the ISA has the XNACK feature
    sramecc: bool    # the ISA has the SRAMECC feature
    wavefront: int   # default wavefront size
    family: str

    @property
    def e_flags(self) -> int:
        flags = self.mach
        if self.xnack:
            flags |= FEATURE_ANY << EF_XNACK_SHIFT
        if self.sramecc:
            flags |= FEATURE_ANY << EF_SRAMECC_SHIFT
        return flags


TARGETS: dict[str, Target] = {t.name: t for t in (
    Target("gfx90a", 0x3f, True, True, 64, "CDNA2 (MI200)"),
    Target("gfx942", 0x4c, True, True, 64, "CDNA3 (MI300)"),
    Target("gfx1100", 0x41, False, False, 32, "RDNA3 (RX 7900)"),
    Target("gfx1201", 0x4e, False, False, 32, "RDNA4 (RX 9070)"),
)}
DEFAULT_TARGETS = tuple(TARGETS)
MACH_TO_TARGET = {t.mach: t.name for t in TARGETS.values()}


def target(name: str) -> Target:
    try:
        return TARGETS[name]
    except KeyError:
        raise KeyError(f"unknown AMDGPU target {name!r}; known: {', '.join(TARGETS)}") from None
