"""What a runtime needs of the translator without importing it (a warm-cache start
never translates): the version that every cache key includes, a kernel's record, and
the name of the support function that kernel objects call."""

from __future__ import annotations

from dataclasses import dataclass

# bump whenever the generated IR changes: cached objects of other versions are not used
TRANSLATOR_VERSION = "25"

SCHEDULER = "__zk_schedule"   # defined by kernel_abi.support_module, declared by kernels


@dataclass
class KernelInfo:
    name: str
    params: list            # [(name, ptx type, offset, size)]
    param_size: int
    coroutine: bool
    reqntid: tuple | None = None
    maxntid: tuple | None = None
