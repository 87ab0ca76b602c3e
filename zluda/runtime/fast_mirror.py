"""Keeps libcudart's C fast path in step with the runtime's Python state.

The generated libcudart answers cudaMemcpy, cudaMemset, the synchronisations, the <<<>>>
call configuration and cudaLaunchKernel in C when nothing about the call is unusual
(zluda/shim/templates/fastpath_cudart.c.j2). To decide that without Python it needs copies
of what the Python implementation checks against; this module writes them:

- every tracked allocation (start, size, kind), as the memory manager adds and frees them;
- the streams the program created;
- each kernel once it has been launched through Python (translated, compiled): its entry
  point (first-tier code that may still move to full, zluda/cpu/tiering.py, with a budget
  of C launches after which Python launches it, counts them and renews the entry),
  parameter layout, static shared size and dynamic shared limit. Only kernels named by a
  registered `<<<>>>` stub; driver-API handles always take the Python path;
- each thread's current device, once Python has answered that thread's cudaGetDevice
  (which also made the primary context current there); forgotten for the thread when its
  device or context changes, and for every thread at a device or primary context reset
  (state.RuntimeThreads tells, the C side voids them all in a forked child);
- "hold" bits (rules.HOLD_*) that send every call to Python while it must order or fail
  calls itself: a sticky error is pending or set (device assert), or host functions are
  in flight.

The rules the C side checks by are generated into it from zluda/runtime/rules.py; only
the state above travels at run time. The mirror belongs to libcudart's implementation
(zluda/runtime/cudart_impl.py creates it), which loads the CPU device anyway: the
process state (state.py) and cuBLAS's entry points stay without it.

Nothing is mirrored while the fast path is off (ZLUDA_FAST_PATH=0, or a trace is being
recorded), or when one of the fast-pathed calls has an implementation other than the
runtime's (ZLUDA_IMPLEMENTATIONS, or a host program registering its own): the tables stay
empty, or a hold bit is set, and every call takes the Python path.
"""

from __future__ import annotations

import ctypes
import threading

from zluda import fatbin
from zluda.cpu import faultguard, tiering
from zluda.cpu import runtime as cpu_runtime
from zluda.shim import fastpath, registry
from zluda.translate import abi

from .enums import enum_value
from .errors import CudaError
from .modules import DEVICE_FAULTS
from .rules import HOLD_CAPTURE, HOLD_HOST_WORK, HOLD_OVERRIDDEN, HOLD_POOL_RELEASE, HOLD_STICKY, MEMORY_KIND_CODES

# the runtime's own implementations of the fast-pathed calls: cudart_impl's, and
# capture_api's, which calls cudart_impl's unless a stream captures (HOLD_CAPTURE then)
OWN_IMPLEMENTATIONS = ("zluda.runtime.cudart_impl", "zluda.runtime.capture_api")


class FastMirror:
    def __init__(self, memory, streams, errors, modules, pools=None, graphs=None, threads=None):
        self._memory, self._streams, self._errors, self._modules = memory, streams, errors, modules
        self._pools, self._graphs, self._threads = pools, graphs, threads
        self.lib = None
        self._ffi = None
        self._lock = threading.Lock()
        # stub address -> (Kernel, its dynamic shared limit, whether C has its final code)
        self._kernels: dict[int, tuple[object, int, bool]] = {}

    # --- start -----------------------------------------------------------------
    def attach(self, library: str, lib) -> None:
        """Registry listener: libcudart started; fill its tables and follow changes from now on."""
        if library != "cudart" or self.lib is not None or not hasattr(lib, "zluda_fast_alloc_add"):
            return
        if not lib.zluda_fast_path_enabled():
            return
        if not all(self._own(symbol, name) for symbol, name in fastpath.RUNTIME_FAST_SYMBOLS.items()):
            return   # ZLUDA_IMPLEMENTATIONS replaced one of them: C must not answer for it
        self._ffi = registry.ffi_of("cudart")
        self.lib = lib
        registry.set_fast_launch_fault_handler(self.launch_fault)
        registry.on_register(self._registered)
        self._memory.set_observer(self)
        self._streams.set_observer(self)
        self._errors.set_observer(self)
        if self._pools is not None:
            self._pools.set_observer(self)
        if self._graphs is not None:
            self._graphs.set_observer(self)
        if self._threads is not None:
            self._threads.set_observer(self)
        self._configure()   # last: from here on C answers

    @staticmethod
    def _own(symbol: str, name: str) -> bool:
        impl = registry.lookup("cudart", symbol, name)
        return impl is not None and impl.__module__ in OWN_IMPLEMENTATIONS

    def _registered(self, library: str, name: str) -> None:
        """Registry listener: an implementation registered later than the runtime's."""
        if library == "cudart" and name in fastpath.RUNTIME_FAST_SYMBOLS \
                and not self._own(name, fastpath.RUNTIME_FAST_SYMBOLS[name]):
            self.lib.zluda_fast_hold(HOLD_OVERRIDDEN, 1)

    def _configure(self) -> None:
        layout = [abi.LAUNCH_SIZE, abi.L_PARAMS, abi.L_NCTAID, abi.L_NTID, abi.L_DYN_SHARED, abi.L_PRINTF,
                  abi.L_ASSERT, abi.L_STATUS, abi.L_TPB, abi.BLOCK_SIZE, abi.THREAD_SLOT, abi.SNAPSHOT_STRIDE,
                  abi.SHARED_ALIGN, abi.SNAPSHOT_PAD, abi.B_FREELIST, abi.B_REGIONS_KEPT]
        callback = lambda cb: ctypes.cast(cb, ctypes.c_void_p).value   # noqa: E731
        self.lib.zluda_fast_configure(cpu_runtime.worker_count(), callback(cpu_runtime.PRINTF_CB),
                                      callback(cpu_runtime.ASSERT_CB), self._ffi.new("uint32_t[]", layout))
        guard = faultguard.library()
        if guard is not None:   # C launches run under the same fault guard as Python's
            address = lambda fn: ctypes.cast(fn, ctypes.c_void_p).value   # noqa: E731
            self.lib.zluda_fast_set_guard(address(guard.zk_guard_enter), address(guard.zk_guard_leave),
                                          address(guard.zk_guarded_run), abi.STATUS_FAULT)

    # --- observer calls (made under the observed table's lock) -------------------
    def alloc_added(self, address: int, size: int, kind: str) -> None:
        self.lib.zluda_fast_alloc_add(address, size, MEMORY_KIND_CODES[kind])

    def alloc_removed(self, address: int) -> None:
        self.lib.zluda_fast_alloc_remove(address)

    def stream_added(self, handle: int) -> None:
        self.lib.zluda_fast_stream_add(handle)

    def stream_removed(self, handle: int) -> None:
        self.lib.zluda_fast_stream_remove(handle)

    def host_work(self, in_flight: bool) -> None:
        self.lib.zluda_fast_hold(HOLD_HOST_WORK, int(in_flight))

    def sticky(self, poisoned: bool) -> None:
        self.lib.zluda_fast_hold(HOLD_STICKY, int(poisoned))

    def pool_release_pending(self, pending: bool) -> None:
        """Synchronisations go to Python while a pool has blocks to release at the next one."""
        self.lib.zluda_fast_hold(HOLD_POOL_RELEASE, int(pending))

    def capture_active(self, active: bool) -> None:
        """While a stream captures, its work must become graph nodes: Python answers."""
        self.lib.zluda_fast_hold(HOLD_CAPTURE, int(active))

    # --- the calling thread's current device (cudaGetDevice) -----------------------
    def device_generation(self) -> int:
        """Read before answering a thread's cudaGetDevice: a reset meanwhile voids the answer."""
        return self.lib.zluda_fast_device_generation() if self.lib is not None else 0

    def device_known(self, device: int, generation: int) -> None:
        """The calling thread's cudaGetDevice answers `device` until its context changes."""
        if self.lib is not None:
            self.lib.zluda_fast_device_known(device, generation)

    def device_forget(self) -> None:
        if self.lib is not None:
            self.lib.zluda_fast_device_forget()

    def devices_forget_all(self) -> None:
        if self.lib is not None:
            self.lib.zluda_fast_devices_forget_all()

    # --- kernels ---------------------------------------------------------------
    def kernel_launched(self, func: int, kernel) -> None:
        """After a launch through Python: let C launch this stub's kernel from now on."""
        if self.lib is None:
            return
        known = self._kernels.get(func)
        if known is not None and known[0] is kernel and known[1] == kernel.max_dynamic_shared and known[2]:
            return
        if fatbin.REGISTERED.function(func) is None:
            return
        if kernel.module.calls_device_runtime():   # its grids' device-side work runs from Python
            return
        compiled = kernel.module.compiled()
        settled = compiled.settled(kernel.name)   # first: once settled, the entry read next is final
        entry = compiled._entry(kernel.name)[0]
        # code a higher tier may still replace runs a budget of C launches, then comes back
        # here: C's launches count towards hotness, and C gets the code current by then
        budget = 0 if settled else tiering.HOT_LAUNCHES
        if known is not None and known[0] is kernel and known[1] == kernel.max_dynamic_shared:
            with self._lock:
                used = self.lib.zluda_fast_kernel_renew(func, entry, budget)
                if used >= 0:
                    self._kernels[func] = (kernel, kernel.max_dynamic_shared, settled)
            if used >= 0:
                compiled.note_launches(kernel.name, used)
                return
        info = compiled.kernels[kernel.name]
        offsets = [offset for (_n, _t, offset, _s) in info.params]
        sizes = [size for (_n, _t, _o, size) in info.params]
        param_bytes = max([info.param_size] + [o + s for o, s in zip(offsets, sizes)])
        with self._lock:
            ok = self.lib.zluda_fast_kernel_set(func, entry, len(offsets), self._ffi.new("uint32_t[]", offsets or [0]),
                                                self._ffi.new("uint32_t[]", sizes or [0]), param_bytes,
                                                compiled.static_shared(kernel.name), kernel.max_dynamic_shared)
            if ok and budget:
                self.lib.zluda_fast_kernel_renew(func, entry, budget)
            if ok:
                self._kernels[func] = (kernel, kernel.max_dynamic_shared, settled)

    def kernel_changed(self, func: int, kernel) -> None:
        """cudaFuncSetAttribute changed a limit the C launch checks."""
        if func in self._kernels:
            self.kernel_launched(func, kernel)

    def launch_fault(self, func: int, status: int) -> int:
        """A kernel launched in C faulted (assert, trap): as the Python path does, the launch
        succeeds and the context's sticky error shows at the next call."""
        kernel = self._kernels.get(func)
        name = kernel[0].name if kernel else f"{func:#x}"
        fault = None
        if status in cpu_runtime.SIGNAL_STATUSES:
            fault = self._ffi.new("uint64_t[2]")
            self.lib.zluda_fast_last_fault(fault)
        what = cpu_runtime.describe_status(status, fault)
        try:
            self._errors.device_fault(CudaError(DEVICE_FAULTS.get(status, "cudaErrorLaunchFailure"), f"{name}: {what}"))
        except CudaError as exc:
            return enum_value("cudaError", exc.status)
        return 0
