"""The CPU device: PTX translated to native code and run with exact SIMT semantics.

`compile(ptx) -> CompiledModule` (lazy: translated + compiled on first launch, through
the disk cache), `CompiledModule.launch_raw(kernel, grid, block, params, shared_mem)`,
`CompiledModule.global_address(name)`; printf/assert hooks: `set_printf_handler`,
`set_assert_handler`; the device runtime's calls (device-side launches):
`set_device_runtime_handler`.
"""

from .runtime import (CompiledModule, LaunchError, compile, in_background, set_assert_handler,
                      set_device_runtime_handler, set_printf_handler)

__all__ = ["CompiledModule", "LaunchError", "compile", "in_background", "set_assert_handler",
           "set_device_runtime_handler", "set_printf_handler"]
