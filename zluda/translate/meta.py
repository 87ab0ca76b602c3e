"""What a runtime needs of the translator without importing it (a warm-cache start
never translates): the version that every cache key includes, a kernel's record, and
the name of the support function that kernel objects call."""

from __future__ import annotations

from dataclasses import dataclass

from .options import Options

# bump whenever the generated IR changes: cached objects of other versions are not used
TRANSLATOR_VERSION = "125"

SCHEDULER = "__zk_schedule"   # defined by kernel_abi.support_module, declared by kernels
# defined by zluda/cpu/texture.c, declared by kernels that fetch (emit_texture)
TEXTURE_FUNCTIONS = ("__zluda_tex", "__zluda_tld4", "__zluda_txq", "__zluda_suld", "__zluda_sust",
                     "__zluda_sust_p", "__zluda_sured", "__zluda_tex_grad")


@dataclass
class KernelInfo:
    name: str
    params: list            # [(name, ptx type, offset, size)]
    param_size: int
    coroutine: bool
    reqntid: tuple | None = None
    maxntid: tuple | None = None
    regions: bool | None = None   # a barrier kernel that runs as region functions, not coroutines
    polls: bool | None = None     # reaches a loop that waits for other threads' stores (spin_waits)

    @property
    def lowering(self) -> str:
        """How the kernel's threads run: "thread loop" (no barrier or warp collective),
        "regions" or "coroutine"."""
        return "regions" if self.regions else "coroutine" if self.coroutine else "thread loop"


def strip_metadata() -> bool:
    """ZLUDA_CPU_STRIP_METADATA=1 (a test mode): the generated IR loses every annotation
    that tells LLVM a fact it could not prove (alias scopes, TBAA, access groups, invariant
    loads, ranges...) before it is optimised; the results must not change."""
    return Options.from_environment().strip_metadata


def code_version() -> str:
    """What cache keys of generated code include: the translator version and the
    switches that change the code it generates (options.Options.key)."""
    return TRANSLATOR_VERSION + Options.from_environment().key()
