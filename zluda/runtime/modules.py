"""Modules and kernels: the runtime's side of device code, driver-API module loading, launches.

A program's fatbins are registered at start-up, before `main`, so registration only
records where things are (zluda.fatbin.REGISTERED, which also parses the images); PTX is
chosen, parsed and translated on the first launch of one of its kernels (llama.cpp
registers 263 MiB of PTX and launches a fraction of it).
"""

from __future__ import annotations

import ctypes
import functools
import re
import threading
from dataclasses import dataclass, field

from zluda import config, fatbin
from zluda.translate import abi, device_runtime

from . import device, device_launch, ptx_link, rules
from .errors import CudaError

TRANSLATOR_MAX_PTX = (9, 0)    # newest PTX ISA the translator accepts
# PTX a process compiles ahead of need, modules in the order they come: a program that
# registers hundreds of MB of it (llama.cpp: 263 MiB) launches a fraction, and the rest
# compiles on first launch as without compile_ahead
AHEAD_PTX_BUDGET = 16 << 20
# and the kernels registered for it: a program that registers thousands (llama.cpp: 6,991
# in 144 fatbins, as static constructors before main) launches a few dozen, and compiling
# the others ahead took the cores from the kernels it ran (and loading their cached code
# from its start-up). Past this count ahead-of-need compilation stops for the process,
# jobs queued for earlier modules included.
AHEAD_MAX_KERNELS = 256
# the name a `.extern .func` declaration gives (after its optional return parameters);
# unanchored, so the search jumps from one `.extern` to the next instead of trying every
# line of a module that may hold hundreds of MB of PTX
TARGET_SM = re.compile(r"^[ \t]*\.target[ \t]+sm_(\d+)", re.M)
EXTERN_FUNCTION = re.compile(r"\.extern\s+\.func\s*(?:\([^)]*\)\s*)?([A-Za-z_$%][\w$]*)")


@dataclass(frozen=True)
class Param:
    name: str
    offset: int
    size: int


def choose_ptx(entries) -> object:
    """The newest PTX entry the translator and the reported compute capability accept."""
    major, minor = device.compute_capability()
    usable = [e for e in entries if e.kind == "ptx" and e.arch <= major * 10 + minor
              and e.version <= TRANSLATOR_MAX_PTX]
    if not usable:
        kinds = ", ".join(f"{e.kind} {e.arch_name}" for e in entries) or "nothing"
        raise CudaError("cudaErrorNoKernelImageForDevice",
                        f"no PTX for compute_{major}{minor} or older, up to ISA {TRANSLATOR_MAX_PTX}: the image holds {kinds}")
    return max(usable, key=lambda e: (e.arch, e.version))


@dataclass
class Kernel:
    module: "Module"
    name: str
    max_dynamic_shared: int = rules.SHARED_MEM_PER_BLOCK
    attributes: dict = field(default_factory=dict)

    def launch(self, grid, block, args_address: int, shared_mem: int = 0, params: bytes | None = None,
               cooperative: bool = False, depth: int = 0) -> None:
        """Runs the grid, and where its module makes device runtime calls, the work the
        grid launched from the device (`depth`: how deep in such launches this grid is)."""
        check_launch_config(grid, block, shared_mem, self.max_dynamic_shared)
        compiled = self.module.compiled()
        if params is None:
            params = self.module.pack_arguments(self.name, args_address)
        elif len(params) < self.module.param_size(self.name):
            raise CudaError("cudaErrorInvalidValue",
                            f"{self.name}: {len(params)} parameter bytes, the kernel takes {self.module.param_size(self.name)}")
        from zluda import cpu  # the translator and llvmlite: see Module.compiled
        devrt = None
        if self.module.calls_device_runtime():
            cpu.set_device_runtime_handler(device_launch.call)
            devrt = device_launch.Grid(self.module, depth)
        try:
            compiled.launch_raw(self.name, tuple(grid), tuple(block), params, shared_mem, cooperative=cooperative,
                                device_runtime_grid=devrt)
        except cpu.LaunchError as exc:
            if devrt is not None and devrt.problem is not None:
                raise CudaError("cudaErrorLaunchFailure", f"{self.name}: device runtime call: {devrt.problem!r}") from None
            raise CudaError(DEVICE_FAULTS.get(exc.status, "cudaErrorLaunchFailure"), str(exc)) from None
        except ValueError as exc:
            raise CudaError(rules.BAD_LAUNCH_CONFIG, str(exc)) from None
        if devrt is not None:
            devrt.complete()


# translator launch statuses -> what CUDA reports for the same device-side event
DEVICE_FAULTS = {
    abi.STATUS_ASSERT: "cudaErrorAssert", abi.STATUS_TRAP: "cudaErrorLaunchFailure",
    abi.STATUS_DEADLOCK: "cudaErrorLaunchFailure", abi.STATUS_FAULT: "cudaErrorIllegalAddress",
    abi.STATUS_ILLEGAL_INSTRUCTION: "cudaErrorIllegalInstruction",
    abi.STATUS_ARITHMETIC: "cudaErrorLaunchFailure", abi.STATUS_MISALIGNED: "cudaErrorMisalignedAddress",
}


def check_launch_config(grid, block, shared_mem: int, max_dynamic_shared: int) -> None:
    problem = rules.launch_problem(grid, block, shared_mem, max_dynamic_shared)
    if problem is not None:
        raise CudaError(rules.BAD_LAUNCH_CONFIG, problem)


class Module:
    """One loaded image: PTX text chosen from a fatbin (or given directly), translated
    for the CPU device on first use (zluda.cpu parses and compiles lazily, per kernel)."""

    def __init__(self, ptx_text: str, origin: str = "<image>"):
        self.ptx_text = ptx_text
        self.origin = origin
        self._compiled = None
        self._device_runtime = None
        self._lock = threading.Lock()
        self.kernels: dict[str, Kernel] = {}
        self._refusals = None   # (load refusal or None, {kernel: why missing}), once asked

    def ptx_version(self) -> int:
        """cudaFuncAttributes.ptxVersion: the virtual architecture the code was written for
        (`.target sm_30` -> 30), as NVIDIA's driver answers for JIT-compiled PTX. Libraries
        such as cub choose their tile sizes on the host by it, to match the device code."""
        found = TARGET_SM.search(self.ptx_text)
        if found:
            return int(found.group(1))
        major, minor = device.compute_capability()
        return 10 * major + minor

    def calls_device_runtime(self) -> bool:
        """Whether the module declares cudadevrt's functions (device-side launches, ...):
        its launches then come with a device_launch.Grid, and go through Python."""
        if self._device_runtime is None:
            self._device_runtime = any(name in device_runtime.OPS
                                       for name in EXTERN_FUNCTION.findall(self.ptx_text))
        return self._device_runtime

    def compile_ahead(self, kernels=None) -> None:
        """Start compiling the given (default: every) kernel in the background, so that a
        first launch finds its code ready (ZLUDA_CPU_COMPILE_AHEAD, AHEAD_PTX_BUDGET;
        zluda/cpu/tiering.py). Errors wait for the launch, which reports them."""
        if not config.get("ZLUDA_CPU_COMPILE_AHEAD") or not _ahead_budget.take(len(self.ptx_text)):
            return
        self.compiled().compile_ahead(kernels, wanted=_ahead_budget.open)

    def compiled(self):
        with self._lock:
            if self._compiled is None:
                # the translator and llvmlite load on the first launch, not at start-up:
                # a program that launches no kernel never loads them
                from zluda import cpu
                self._compiled = cpu.compile(self.ptx_text, self.origin)
            return self._compiled

    def _kernel_infos(self) -> dict:
        try:
            return self.compiled().kernels
        except CudaError:
            raise
        except MemoryError as exc:  # the module's variables: CUDA_ERROR_OUT_OF_MEMORY, as on a GPU
            raise CudaError("cudaErrorMemoryAllocation", str(exc)) from None
        except Exception as exc:  # a located error from the PTX front end or the translator
            raise CudaError("cudaErrorInvalidPtx", f"{self.origin}: {exc}") from None

    def validate(self) -> None:
        """Parse and check the module now (cuModuleLoadData reports bad PTX at load time):
        every function body, not only the headers the lazy translator reads first."""
        # the PTX front end: loaded by the driver API's first cuModuleLoadData, not at start-up
        from zluda import ptx
        from zluda.ptx.check import check_module
        try:
            tree = ptx.parse(self.ptx_text, self.origin)
            problems = check_module(tree, self.ptx_text)
        except Exception as exc:  # a located PtxSyntaxError
            raise CudaError("cudaErrorInvalidPtx", f"{self.origin}: {exc}") from None
        if problems:
            raise CudaError("cudaErrorInvalidPtx", f"{self.origin}: {problems[0]}")
        self._check_refusals(tree)
        self._kernel_infos()

    def _check_refusals(self, tree=None) -> dict:
        """What NVIDIA's JIT compiler refuses in this module (zluda/ptx/nvidia_refusals.py):
        raises its load-time refusal; answers the kernels missing at lookup."""
        if self._refusals is None:
            from zluda.ptx import nvidia_refusals
            if not nvidia_refusals.mentions_refusable(self.ptx_text):
                self._refusals = (None, {})
            else:
                from zluda import ptx   # the PTX front end, as validate() loads it
                if tree is None:
                    try:
                        tree = ptx.parse(self.ptx_text, self.origin)
                    except Exception as exc:  # a located PtxSyntaxError
                        raise CudaError("cudaErrorInvalidPtx", f"{self.origin}: {exc}") from None
                self._refusals = (nvidia_refusals.load_refusal(tree), nvidia_refusals.lookup_refusals(tree))
        at_load, at_lookup = self._refusals
        if at_load is not None:
            raise CudaError("cudaErrorNotSupported", at_load)
        return at_lookup

    def kernel(self, name: str) -> Kernel:
        kernel = self.kernels.get(name)
        if kernel is None:
            if name not in self._kernel_infos():
                raise CudaError("cudaErrorInvalidDeviceFunction", f"{self.origin} has no kernel {name!r}")
            missing = self._check_refusals().get(name)
            if missing is not None:
                raise CudaError("cudaErrorInvalidDeviceFunction", f"kernel {name!r} is not in the module: {missing}")
            kernel = self.kernels.setdefault(name, Kernel(self, name))
        return kernel

    def managed_names(self) -> set[str]:
        """The module-scope variables declared `.attribute(.managed)` (cuLibraryGetManaged)."""
        from zluda import ptx   # the PTX front end, as validate() loads it
        try:
            tree = ptx.parse(self.ptx_text, self.origin)
        except Exception as exc:  # a located PtxSyntaxError
            raise CudaError("cudaErrorInvalidPtx", f"{self.origin}: {exc}") from None
        return {item.name for item in tree.items
                if getattr(item, "state_space", None) == "global" and "managed" in getattr(item, "attributes", ())}

    def kernel_names(self) -> list[str]:
        """The module's kernels (.entry functions) in the order the PTX declares them."""
        return list(self._kernel_infos())

    def param_layout(self, name: str) -> list[Param]:
        info = self._kernel_infos()[name]
        return [Param(pname, offset, size) for (pname, _type, offset, size) in info.params]

    def param_size(self, name: str) -> int:
        return self._kernel_infos()[name].param_size

    def pack_arguments(self, name: str, args_address: int) -> bytes:
        """The parameter buffer from a `void **args` array (one pointer per parameter)."""
        layout = self.param_layout(name)
        if not layout:
            return b""
        if not args_address:
            raise CudaError("cudaErrorInvalidValue", f"kernel {name} takes {len(layout)} parameters but args is NULL")
        buffer = bytearray(max(self.param_size(name), layout[-1].offset + layout[-1].size))
        pointers = (ctypes.c_void_p * len(layout)).from_address(args_address)
        for i, p in enumerate(layout):
            if not pointers[i]:
                raise CudaError("cudaErrorInvalidValue", f"kernel {name}: args[{i}] ({p.name}) is NULL")
            buffer[p.offset:p.offset + p.size] = ctypes.string_at(pointers[i], p.size)
        return bytes(buffer)

    def global_address(self, name: str) -> tuple[int, int]:
        """(device address, size) of a module-scope variable."""
        try:
            return self.compiled().global_address(name)
        except KeyError:
            raise CudaError("cudaErrorInvalidSymbol", f"{self.origin} has no variable {name!r}") from None


class _AheadBudget:
    """What a process compiles ahead of need: AHEAD_PTX_BUDGET bytes of PTX in the modules
    that come first, while the kernels registered stay within AHEAD_MAX_KERNELS."""

    def __init__(self, size: int, kernels: int):
        self._left = size
        self._kernels_left = kernels
        self._lock = threading.Lock()

    def take(self, size: int) -> bool:
        """Whether a module of `size` bytes fits; once one does not, none does (later
        modules are not even parsed ahead of need: see ModuleTable.compile_registered_ahead)."""
        with self._lock:
            if size > self._left or self._kernels_left < 0:
                self._left = 0
                return False
            self._left -= size
            return True

    def count(self, kernels: int) -> bool:
        """`kernels` more registered; whether compiling ahead is still open."""
        with self._lock:
            self._kernels_left -= kernels
            return self._kernels_left >= 0

    def spent(self) -> bool:
        return self._left <= 0

    def open(self) -> bool:
        """Whether jobs queued ahead of need still run: too many kernels registered
        withdraw them."""
        return self._kernels_left >= 0


_ahead_budget = _AheadBudget(AHEAD_PTX_BUDGET, AHEAD_MAX_KERNELS)


def fatbin_module(data: bytes, address: int) -> Module:
    """The Module of a fatbin's newest usable PTX (`address`: where the program keeps it)."""
    try:
        entries = fatbin.parse(data)
    except fatbin.FatbinError as exc:
        raise CudaError("cudaErrorInvalidKernelImage", str(exc)) from None
    entry = choose_ptx(entries)
    return Module(entry.text(), f"fatbin@{address:#x}:{entry.arch_name}")


# cudadevrt, the device runtime nvcc links into every -rdc=true program: the CPU device
# answers its calls itself (zluda/runtime/device_launch.py), so its code is left out
DEVICE_RUNTIME_MARK = "__cudaCDP2LaunchDeviceV2"


def _is_device_runtime(entries) -> bool:
    return any(e.kind == "ptx" and DEVICE_RUNTIME_MARK in ptx_link.defined_names(e.text()) for e in entries)


def linked_module(fatbins: list[bytes], address: int) -> Module:
    """The Module of a program built with -rdc=true: the PTX of every translation unit's
    relocatable fatbin linked into one module, as the driver's JIT links them on a GPU."""
    inputs = []
    for index, data in enumerate(fatbins):
        try:
            entries = fatbin.parse(data)
        except fatbin.FatbinError as exc:
            raise CudaError("cudaErrorInvalidKernelImage", f"prelinked fatbin {index}: {exc}") from None
        if _is_device_runtime(entries):
            continue
        entry = choose_ptx(entries)
        inputs.append((f"fatbin@{address:#x}[{index}]:{entry.arch_name}", entry.text()))
    if not inputs:
        raise CudaError("cudaErrorNoKernelImageForDevice", f"the device link at {address:#x} lists no device code")
    if len(inputs) == 1:
        return Module(inputs[0][1], inputs[0][0])
    try:
        text = ptx_link.link(inputs)
    except ptx_link.LinkError as exc:
        raise CudaError("cudaErrorInvalidPtx", f"linking the device code at {address:#x}: {exc}") from None
    return Module(text, f"fatbin@{address:#x}:linked")


def module_from_address(address: int) -> Module:
    """The Module of an image handed to cuModuleLoadData / cuLibraryLoadData: a
    registration wrapper, a fatbin, or NUL-terminated PTX text."""
    if not address:
        raise CudaError("cudaErrorInvalidValue", "image is NULL")
    try:
        # the device link's wrapper of an -rdc=true program (NVIDIA's static runtime loads it)
        prelinked = fatbin.prelinked_fatbins_at(address) if fatbin.kind_at(address) == "wrapper" else []
        if prelinked:
            return linked_module(prelinked, address)
        address = fatbin.unwrap(address)
        kind = fatbin.kind_at(address)
        data = fatbin.fatbin_at(address) if kind == "fatbin" else b""
    except fatbin.FatbinError as exc:
        raise CudaError("cudaErrorInvalidKernelImage", str(exc)) from None
    if kind == "fatbin":
        return fatbin_module(data, address)
    if kind == "elf":
        raise CudaError("cudaErrorNoKernelImageForDevice", "the image is a cubin (SASS); PTX is needed")
    return Module(ctypes.string_at(address).decode("utf-8", "replace"), f"ptx@{address:#x}")


class ModuleTable:
    """The runtime's modules: those of the registered fatbins (made on the first launch of
    one of their kernels), those loaded through the driver API, and the driver-API
    function handles."""

    def __init__(self):
        self._lock = threading.Lock()
        self._loaded: dict[int, Module] = {}      # driver-API module / library handle -> Module
        self._of_registered: dict[fatbin.RegisteredFatbin, Module] = {}
        self._next = 0x7E000000
        self._kernels_by_handle: dict[int, Kernel] = {}

    def _new_handle(self) -> int:
        self._next += 0x40
        return self._next

    def module_of(self, handle: int) -> Module:
        module = self._loaded.get(handle)
        if module is None:
            raise CudaError("cudaErrorInvalidResourceHandle", f"module {handle:#x} does not exist")
        return module

    def module_of_registered(self, registered: fatbin.RegisteredFatbin) -> Module:
        """The Module of a fatbin the program registered (`__cudaRegisterFatBinary`)."""
        module = self._of_registered.get(registered)
        if module is not None:
            return module
        if not registered.data:
            raise CudaError("cudaErrorInvalidKernelImage",
                            f"the registered fatbin could not be read: {registered.problem}")
        if registered.prelinked:
            module = linked_module(registered.prelinked, registered.wrapper_address)
        else:
            module = fatbin_module(registered.data, registered.wrapper_address)
        with self._lock:
            return self._of_registered.setdefault(registered, module)

    def compile_registered_ahead(self, registered: fatbin.RegisteredFatbin) -> None:
        """A fatbin's registration is complete: its kernels with a `<<<>>>` stub start
        compiling in the background (Module.compile_ahead). The fatbin is parsed there
        too: registration stays cheap, and the program's later registrations may still
        withdraw it (AHEAD_MAX_KERNELS) before its turn comes."""
        if not config.get("ZLUDA_CPU_COMPILE_AHEAD") or not registered.functions:
            return
        kernels = list(dict.fromkeys(registered.functions.values()))
        if not _ahead_budget.count(len(kernels)) or _ahead_budget.spent():
            return
        from zluda import cpu
        cpu.in_background(functools.partial(self._registered_ahead, registered, kernels))

    def _registered_ahead(self, registered: fatbin.RegisteredFatbin, kernels: list) -> None:
        if not _ahead_budget.open():
            return
        try:
            module = self.module_of_registered(registered)
        except CudaError:
            return   # the first launch of one of its kernels reports it
        module.compile_ahead(kernels)

    def kernel_for(self, host_function: int) -> Kernel:
        """The kernel behind a `<<<>>>` stub address (cudaLaunchKernel's func)."""
        entry = fatbin.REGISTERED.function(host_function)
        if entry is not None:
            registered, name = entry
            return self.module_of_registered(registered).kernel(name)
        kernel = self._kernels_by_handle.get(host_function)
        if kernel is not None:
            return kernel
        raise CudaError("cudaErrorInvalidDeviceFunction", f"{host_function:#x} is not a registered kernel")

    def symbol(self, host_var: int) -> tuple[int, int]:
        """(device address, size) of a `__device__` variable named by its host shadow."""
        entry = fatbin.REGISTERED.variable(host_var)
        if entry is None:
            raise CudaError("cudaErrorInvalidSymbol", f"{host_var:#x} is not a registered device variable")
        registered, name = entry
        return self.module_of_registered(registered).global_address(name)

    def kernel_handle(self, kernel: Kernel) -> int:
        """An opaque handle for a driver-API function (CUfunction / CUkernel)."""
        with self._lock:
            for handle, known in self._kernels_by_handle.items():
                if known is kernel:
                    return handle
            handle = self._new_handle()
            self._kernels_by_handle[handle] = kernel
            return handle

    def kernel_of_handle(self, handle: int) -> Kernel:
        kernel = self._kernels_by_handle.get(handle)
        if kernel is None:
            raise CudaError("cudaErrorInvalidResourceHandle", f"function {handle:#x} does not exist")
        return kernel

    def handle_of(self, module: Module) -> int:
        """The driver-API handle of a module; a registered fatbin's module gets one the
        first time it is asked for (cuFuncGetModule of a runtime kernel)."""
        with self._lock:
            for handle, known in self._loaded.items():
                if known is module:
                    return handle
            handle = self._new_handle()
            self._loaded[handle] = module
            return handle

    # --- driver API ------------------------------------------------------------
    def load_data(self, image_address: int) -> int:
        module = module_from_address(image_address)
        module.validate()  # cuModuleLoadData reports bad PTX at load time
        module.compile_ahead()
        with self._lock:
            handle = self._new_handle()
            self._loaded[handle] = module
            return handle

    def unload(self, handle: int) -> None:
        with self._lock:
            module = self._loaded.pop(handle, None)
            if module is None:
                raise CudaError("cudaErrorInvalidResourceHandle", f"module {handle:#x} does not exist")
            for h in [h for h, k in self._kernels_by_handle.items() if k.module is module]:
                del self._kernels_by_handle[h]
