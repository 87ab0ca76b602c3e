"""The switches that change the code the translator generates, in one object.

Every pass that behaves differently under a switch reads it from the `Options` in its
context (pipeline.Context); `key()` names the switches that are not at their defaults, and
`meta.code_version` puts that key into every cache key of generated code, so code built
under other switches is never reused.
"""

from __future__ import annotations

import platform
from dataclasses import dataclass, field, replace

from zluda import config


def host_has_flush_modes() -> bool:
    """Whether this CPU has flush modes that decide tininess as the GPU does (after
    rounding): x86-64's MXCSR FTZ/DAZ. (AArch64's FPCR.FZ decides it before rounding.)"""
    return platform.machine().lower() in ("x86_64", "amd64")


@dataclass(frozen=True)
class Options:
    regions: bool = True          # barrier kernels the region lowering accepts run as regions (else coroutines)
    loop_steps: bool = True       # region kernels' inner loops run one iteration a step (regions.loop_steps)
    shuffle_chains: bool = True   # a warp's runs of shuffles run as one function (shuffle_chains)
    strip_metadata: bool = False  # the IR loses every annotation LLVM cannot check (cpu.jit, before optimising)
    # kernels whose f32 arithmetic is all .ftz run with the CPU's flush modes (flush_mode)
    flush_modes: bool = field(default_factory=host_has_flush_modes)
    lockstep: str = "auto"        # which kernels' warps run in lockstep (lockstep.py): auto, always, never
    lockstep_kernels: tuple = ()  # ... and, in auto mode, the kernels these name (shell patterns)
    lockstep_memory: str = "shared"  # what their barriers order: shared memory, or all (global too)

    @classmethod
    def from_environment(cls, **overrides) -> "Options":
        """The switches as the ZLUDA_CPU_* variables set them (see zluda.config), with
        `overrides` (e.g. regions=False: the baseline tier) applied on top."""
        found = cls(regions=config.get("ZLUDA_CPU_REGIONS"), loop_steps=config.get("ZLUDA_CPU_LOOP_STEPS"),
                    shuffle_chains=config.get("ZLUDA_CPU_SHUFFLE_CHAINS"),
                    strip_metadata=config.get("ZLUDA_CPU_STRIP_METADATA"),
                    flush_modes=config.get("ZLUDA_CPU_FLUSH_MODES") and host_has_flush_modes(),
                    lockstep=config.get("ZLUDA_LOCKSTEP"),
                    lockstep_kernels=tuple(config.get("ZLUDA_LOCKSTEP_KERNELS")),
                    lockstep_memory=config.get("ZLUDA_LOCKSTEP_MEMORY"))
        return replace(found, **overrides)

    def key(self) -> str:
        """The part of a cache key that these switches decide: empty at the defaults.
        Without regions the loop-step and chain switches change nothing (both act on
        region kernels only), so they are left out of the key."""
        stripped = "+stripped" if self.strip_metadata else ""
        stripped += "+exact-ftz" if host_has_flush_modes() and not self.flush_modes else ""
        lockstep = "" if self.lockstep == "auto" else f"+lockstep-{self.lockstep}"
        if self.lockstep == "auto" and self.lockstep_kernels:
            lockstep = "+lockstep=" + ",".join(self.lockstep_kernels)
        if self.lockstep != "never" and self.lockstep_memory != "shared":
            lockstep += f"+lockstep-memory-{self.lockstep_memory}"
        if not self.regions:
            return "+coroutines" + stripped + lockstep
        return (("" if self.loop_steps else "+whole-loops") + ("" if self.shuffle_chains else "+no-chains")
                + stripped + lockstep)
