"""What a runtime needs of the translator without importing it (a warm-cache start
never translates): the version that every cache key includes, a kernel's record, and
the name of the support function that kernel objects call."""

from __future__ import annotations

from dataclasses import dataclass

from zluda import config

# bump whenever the generated IR changes: cached objects of other versions are not used
TRANSLATOR_VERSION = "78"

SCHEDULER = "__zk_schedule"   # defined by kernel_abi.support_module, declared by kernels


@dataclass
class KernelInfo:
    name: str
    params: list            # [(name, ptx type, offset, size)]
    param_size: int
    coroutine: bool
    reqntid: tuple | None = None
    maxntid: tuple | None = None
    regions: bool | None = None   # a barrier kernel that runs as region functions, not coroutines


def _off(name: str) -> bool:
    return not config.get(name)


def loop_steps_enabled() -> bool:
    """ZLUDA_CPU_LOOP_STEPS=0: region kernels keep their inner loops whole (regions.loop_steps)."""
    return not _off("ZLUDA_CPU_LOOP_STEPS")


def shuffle_chains_enabled() -> bool:
    """ZLUDA_CPU_SHUFFLE_CHAINS=0: a warp's runs of shuffles go shuffle by shuffle
    (shuffle_chains)."""
    return not _off("ZLUDA_CPU_SHUFFLE_CHAINS")


def strip_metadata() -> bool:
    """ZLUDA_CPU_STRIP_METADATA=1 (a test mode): the generated IR loses every annotation
    that tells LLVM a fact it could not prove (alias scopes, TBAA, access groups, invariant
    loads, ranges...) before it is optimised; the results must not change."""
    return config.get("ZLUDA_CPU_STRIP_METADATA")


def code_version() -> str:
    """What cache keys of generated code include: the translator version and the
    switches that change the code it generates (ZLUDA_CPU_REGIONS=0: no region kernels;
    ZLUDA_CPU_LOOP_STEPS=0: no loop steps; ZLUDA_CPU_SHUFFLE_CHAINS=0: no chains;
    ZLUDA_CPU_STRIP_METADATA=1: no annotations)."""
    stripped = "+stripped" if strip_metadata() else ""
    if _off("ZLUDA_CPU_REGIONS"):
        return TRANSLATOR_VERSION + "+coroutines" + stripped
    return TRANSLATOR_VERSION + ("" if loop_steps_enabled() else "+whole-loops") + \
        ("" if shuffle_chains_enabled() else "+no-chains") + stripped
