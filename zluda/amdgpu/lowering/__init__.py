"""The translator's AMDGPU lowering: PTX's barriers, warp collectives, special registers
and traps on the hardware's own mechanisms, one file per concern.

`AMDGPU` is the `zluda.translate.module.DeviceLowering` that `zluda.amdgpu.from_ptx`
hands to the translator: every kernel becomes a plain per-thread function (no CPU
coroutines), every function is `convergent` (warps execute in lockstep, so control flow
around a collective must not be changed), and the tables below replace the CPU's
emitters for these opcodes and registers. The functions they call are defined per
target by `zluda.amdgpu.devlib`.
"""

from zluda.translate.module import DeviceLowering

from . import barrier, control, special, warp

AMDGPU = DeviceLowering(
    name="amdgpu",
    coroutines=False,
    emitters={**barrier.EMITTERS, **warp.EMITTERS, **control.EMITTERS},
    special=special.SPECIAL,
    runtime_calls=control.RUNTIME_CALLS,
    function_attributes=("convergent",),
)
