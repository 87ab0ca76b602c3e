"""CPU backend runtime: compiled modules, raw launches, grid split over OS threads.

`CompiledModule.launch_raw` runs a grid: blocks are cut into contiguous chunks that a
pool of OS threads pulls from; each thread calls the JIT-compiled entry through ctypes
(which releases the GIL for the duration of the call) with its own scratch memory
(block state, thread slots and shared memory). Translation and compilation happen on
the first launch (or first global-variable lookup), through the disk cache.
"""

from __future__ import annotations

import contextlib
import ctypes
import hashlib
import itertools
import struct
import sys
import threading
import time
from dataclasses import asdict

from zluda import config
from zluda.runtime import device, launch_workers, rules
from zluda.trace import kernel_tiers
from zluda.translate import abi, device_runtime
from zluda.translate.meta import KernelInfo, code_version

from . import cache, compile_client, faultguard, jit, lowmem, support, tiering
from .printf import format_vprintf, read_cstring


class LaunchError(RuntimeError):
    """A launch that failed on the device side (status names the reason)."""

    def __init__(self, status: int, message: str):
        self.status = status
        super().__init__(message)


STATUS_NAMES = {abi.STATUS_ASSERT: "device-side assert triggered", abi.STATUS_TRAP: "trap instruction executed",
                abi.STATUS_DEADLOCK: "threads of a block wait on a barrier that can never complete",
                abi.STATUS_FAULT: "invalid memory access",
                abi.STATUS_ILLEGAL_INSTRUCTION: "illegal instruction",
                abi.STATUS_ARITHMETIC: "arithmetic exception", abi.STATUS_MISALIGNED: "misaligned address"}
# a launch below the full tier runs its grid in this many slices (CompiledModule._run_sliced):
# between two of them its blocks may move to full-tier code, so a kernel launched once over
# a large grid does not run all of it in the baseline tier's code
SLICES = 64
SIGNAL_STATUSES = (abi.STATUS_FAULT, abi.STATUS_ILLEGAL_INSTRUCTION, abi.STATUS_ARITHMETIC)


def describe_status(status: int, fault=None) -> str:
    """What a launch status means; for a fault the guard caught, [address, signal] says where."""
    if fault is not None and status in SIGNAL_STATUSES:
        return faultguard.describe(fault)
    return STATUS_NAMES.get(status, f"device status {status}")

PRINTF_FN = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_uint64, ctypes.c_uint64)
# __assertfail's five arguments, then the failing thread's ctaid.xyz and tid.xyz
ASSERT_FN = ctypes.CFUNCTYPE(None, ctypes.c_uint64, ctypes.c_uint64, ctypes.c_uint64, ctypes.c_uint64, ctypes.c_uint64,
                             *[ctypes.c_uint32] * 6)
ENTRY_FN = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p, ctypes.c_int64, ctypes.c_int64, ctypes.c_void_p, ctypes.c_int32)

_printf_handler = None   # callable(text) for device printf output; default: stdout
_assert_handler = None   # callable(message, file, line, function)
_print_lock = threading.Lock()


def set_printf_handler(fn) -> None:
    """Route device printf output (already formatted text) to fn; None restores stdout."""
    global _printf_handler
    _printf_handler = fn


def set_assert_handler(fn) -> None:
    global _assert_handler
    _assert_handler = fn


def _on_printf(fmt_addr, args_addr):
    try:
        text = format_vprintf(fmt_addr, args_addr)
    except Exception as exc:  # never let a formatting problem unwind into JIT code
        text = f"<printf formatting failed: {exc}>\n"
    with _print_lock:
        if _printf_handler is not None:
            _printf_handler(text)
        else:
            sys.stdout.write(text)
            sys.stdout.flush()
    return len(text.encode())


def _on_assert(msg, file, line, func, charsize, bx, by, bz, tx, ty, tz):
    try:
        m = read_cstring(msg).decode("utf-8", "replace")
        f = read_cstring(file).decode("utf-8", "replace")
        fn = read_cstring(func).decode("utf-8", "replace")
    except Exception:
        m = f = fn = "?"
    with _print_lock:
        if _assert_handler is not None:
            _assert_handler(m, f, int(line), fn)
        else:
            # NVIDIA's wording, which programs and tests look for
            sys.stderr.write(f"{f}:{int(line)}: {fn}: block: [{bx},{by},{bz}], thread: [{tx},{ty},{tz}] "
                             f"Assertion `{m}` failed.\n")
            sys.stderr.flush()


# device-side runtime calls (zluda/translate/device_runtime.py): op, the calling grid's launch
# structure, where (ctaid.xyz, tid.xyz), the call's buffers
DEVICE_RUNTIME_FN = ctypes.CFUNCTYPE(None, ctypes.c_int32, ctypes.c_uint64, ctypes.c_uint64, ctypes.c_uint64)
_device_runtime_handler = None   # callable(grid, op, where, buffers)
_grids: dict[int, object] = {}   # launch structure address -> what launch_raw's caller gave as `grid`


def set_device_runtime_handler(fn) -> None:
    """Who answers the device runtime's calls (device-side launches, ...): fn(grid, op,
    where, buffers), `grid` what the launch of the calling kernel passed as `grid`. Without
    one, or for a launch given none, a call fails the launch."""
    global _device_runtime_handler
    _device_runtime_handler = fn


def _on_device_runtime(op, launch, where, buffers):
    grid = _grids.get(launch)
    handler = _device_runtime_handler
    try:
        if grid is None or handler is None:
            raise RuntimeError("the device runtime's calls need the CUDA runtime's launch")
        handler(grid, op, where, buffers)
    except BaseException as exc:   # never unwind into JIT code: the launch fails instead
        if grid is not None and hasattr(grid, "failed"):
            grid.failed(exc)
        status = ctypes.c_uint32.from_address(launch + abi.L_STATUS)
        if not status.value:
            status.value = abi.STATUS_TRAP


PRINTF_CB = PRINTF_FN(_on_printf)
DEVICE_RUNTIME_CB = DEVICE_RUNTIME_FN(_on_device_runtime)
jit.define_symbols({device_runtime.SYMBOL: ctypes.cast(DEVICE_RUNTIME_CB, ctypes.c_void_p).value})
ASSERT_CB = ASSERT_FN(_on_assert)
_CALLBACKS = (ctypes.cast(PRINTF_CB, ctypes.c_void_p).value, ctypes.cast(ASSERT_CB, ctypes.c_void_p).value)


def _launch_struct() -> struct.Struct:
    """The fields launch_raw fills in the launch description, at abi's offsets, packed in
    one call (thirteen ctypes stores were a third of a small launch's Python time):
    params, nctaid[3], ntid[3], dynamic shared, printf, assert, threads per block, window,
    grid workspace; the rest stays zero."""
    fields = [(abi.L_PARAMS, "Q"), (abi.L_NCTAID, "3I"), (abi.L_NTID, "3I"), (abi.L_DYN_SHARED, "Q"),
              (abi.L_PRINTF, "Q"), (abi.L_ASSERT, "Q"), (abi.L_TPB, "I"), (abi.L_WINDOW, "Q"), (abi.L_GRID_WS, "Q")]
    fmt, pos = "<", 0
    for off, f in fields:
        fmt += f"{off - pos}x{f}"
        pos = off + struct.calcsize("<" + f)
    assert pos <= abi.LAUNCH_SIZE
    return struct.Struct(fmt)


_LAUNCH = _launch_struct()


def worker_count() -> int:
    return tiering.worker_count()


_pool = None
_pool_lock = threading.Lock()
_tls = threading.local()


def _executor():
    global _pool
    with _pool_lock:
        if _pool is None:
            from concurrent.futures import ThreadPoolExecutor   # not imported by a process that only loads
            _pool = ThreadPoolExecutor(max_workers=worker_count(), thread_name_prefix="zluda-cpu")
        return _pool


def _scratch(size: int) -> int:
    """Address of this thread's scratch: `size` bytes at least, aligned to abi.SHARED_ALIGN.
    The entry places shared memory at an absolute SHARED_ALIGN boundary, which the size
    (abi.scratch_size) assumes of the start too; a ctypes array is only 16-byte aligned,
    and shared memory then ran up to 112 bytes past its end (the C fast path's scratch
    comes from posix_memalign)."""
    scratch = getattr(_tls, "scratch", None)
    if scratch is None or len(scratch.buf) - abi.SHARED_ALIGN < size:
        # kept until this thread needs a bigger one (one launch at a time per thread) or ends
        scratch = _tls.scratch = _Scratch(max(size, 1 << 16) + abi.SHARED_ALIGN)
    return _aligned(scratch.buf)


class _Scratch:
    """A thread's scratch buffer; what it keeps from launch to launch goes with it, when a
    bigger one replaces it or its thread ends (the thread's locals go then)."""
    __slots__ = ("buf",)

    def __init__(self, size: int):
        self.buf = (ctypes.c_char * size)()

    def __del__(self):
        if _release_kept is not None:   # None once the interpreter tears the module down
            _release_kept(self.buf)


def _aligned(buf) -> int:
    return -(-ctypes.addressof(buf) // abi.SHARED_ALIGN) * abi.SHARED_ALIGN


def _release_kept(buf) -> None:
    """Free what the scratch `buf` keeps from launch to launch before the scratch goes: its
    recycled coroutine frames (kernel_abi.frame_alloc's list) and its region arrays'
    memory (abi.B_REGIONS_KEPT)."""
    base = _aligned(buf)
    slot = ctypes.c_void_p.from_address(base + abi.B_FREELIST)
    node = slot.value
    while node:
        following = ctypes.c_void_p.from_address(node).value
        _libc_free(node)
        node = following
    slot.value = None
    kept = ctypes.c_void_p.from_address(base + abi.B_REGIONS_KEPT)
    if kept.value:
        _libc_free(kept.value)
    kept.value = None
    ctypes.c_uint64.from_address(base + abi.B_REGIONS_KEPT_SIZE).value = 0


_libc_free = ctypes.CDLL(None).free
_libc_free.argtypes = [ctypes.c_void_p]
_libc_free.restype = None

_worker_ids = {}
_worker_lock = threading.Lock()


def _worker_id() -> int:
    tid = threading.get_ident()
    with _worker_lock:
        return _worker_ids.setdefault(tid, len(_worker_ids))


_link_lock = threading.Lock()   # symbol registration + object loading are process-wide


class _QuickGilHandoff:
    """The GIL handed over every 0.1 ms (not Python's 5 ms) while kernels compile on
    several threads: a thread in LLVM takes the GIL back after each of its ~40 calls
    into LLVM per kernel, and beside a thread translating (pure Python) each of those
    waited out a whole switch interval (LLVM's work ran ~5x slower, measured)."""

    _lock = threading.Lock()
    _users = 0
    _saved = None

    def __enter__(self):
        with self._lock:
            if _QuickGilHandoff._users == 0:
                _QuickGilHandoff._saved = sys.getswitchinterval()
                sys.setswitchinterval(min(_QuickGilHandoff._saved, 1e-4))
            _QuickGilHandoff._users += 1

    def __exit__(self, *exc):
        with self._lock:
            _QuickGilHandoff._users -= 1
            if _QuickGilHandoff._users == 0:
                sys.setswitchinterval(_QuickGilHandoff._saved)


class CompiledModule:
    """A PTX module for the CPU device.

    Nothing is compiled up front: the module's metadata (kernels, parameter layouts,
    variables) is computed once (and cached), and each kernel is translated and compiled
    on its first launch, alone, through the disk cache. Module `.global`/`.const`
    variables live in memory this object allocates, shared by all of its kernels (their
    code refers to them by symbol). A module whose variables hold function addresses is
    compiled as one unit on first use instead.

    Tiers (zluda/cpu/tiering.py): a kernel's first code may come from the baseline or the
    quick tier; once hot it is recompiled at full in the background and swapped in under
    the lock. The replaced object is kept (launches in flight, the C fast path's copies may
    still run it): code is never unloaded. A whole-module unit holds its own variables, so
    it cannot be swapped and is compiled at full unless the mode is a fixed lower tier.
    """

    def __init__(self, ptx_text: str, filename: str = "<string>", ast_module=None):
        self.ptx_text = ptx_text
        self.filename = filename
        self._ast = ast_module
        self._lock = threading.RLock()
        self._meta = None
        self._objects = {}        # kernel name (or "*" for a whole module) -> LoadedObject
        self._entries = {}        # kernel name -> (address, ctypes function) of its current code
        self._mode = tiering.mode()
        self._promotes = tiering.promotes(self._mode)
        self._tiers = {}          # unit -> tier of its current object
        self._heat = {}           # unit -> [launches, seconds] while below the full tier
        self._promoting = set()   # units queued for / being recompiled at full
        self._ahead = False       # compile_ahead: launched kernels compile at full before they are hot
        self._retired = []        # objects replaced by a higher tier: kept, never unloaded
        self._building = {}       # unit -> lock held while its first code is built
        self._translating = threading.Lock()   # translations share the AST: one at a time
        self._global_buffers = {}
        self._global_addr = {}
        self._static_shared = {}  # unit -> static shared bytes of its kernels
        self._forms = {}          # kernel -> form of its current code (see `form`)
        self._polling = set()     # kernels that wait for other threads' stores (spin_waits)
        self.translation = None
        # cache keys derive from this digest: hashing a large module's text once per
        # kernel cost more than loading the kernel
        self._digest = hashlib.sha256(ptx_text.encode("utf-8", "surrogatepass")).hexdigest()
        self._prefix = "__zkg_" + self._digest[:16] + "_"

    # ---------------------------------------------------------------- build
    @property
    def ast(self):
        if self._ast is None:
            from zluda.ptx import parse
            self._ast = parse(self.ptx_text, self.filename)
        return self._ast

    def translate(self):
        """The whole module as LLVM IR (for inspection; launches compile per kernel)."""
        if self.translation is None:
            from zluda.translate.module import translate
            self.translation = translate(self.ast)
        return self.translation

    def _compute_meta(self):
        from zluda.translate.module import ModuleTranslator, NeedsWholeModule
        try:
            mt = ModuleTranslator(self.ast, self._prefix)
            return self._meta_dict(mt, mt.kernel_headers(), False)
        except NeedsWholeModule:
            if self.ast.address_size == 32:
                raise
            mt = ModuleTranslator(self.ast)
            return self._meta_dict(mt, mt.prepare(), True)

    @staticmethod
    def _meta_dict(mt, infos, eager):
        return {"kernels": {k: asdict(v) for k, v in infos.items()},
                "static_shared": mt.static_shared_size,
                "globals": {k: list(v) for k, v in mt.global_sizes.items()},
                "global_init": mt.global_init, "eager": eager, "address_size": mt.address_size}

    def _ensure_meta(self):
        if self._meta is not None:
            return
        with self._lock:
            if self._meta is not None:
                return
            key = cache.key_for(self._digest, code_version(), "module-metadata")
            hit = cache.load(key)
            if hit is not None:
                meta = hit[1]
            else:
                meta = self._compute_meta()
                cache.store(key, b"", meta)
            self._kernels = {k: KernelInfo(**{**v, "params": [tuple(p) for p in v["params"]]})
                             for k, v in meta["kernels"].items()}
            self._meta = meta
            self._allocate_globals(meta["global_init"])

    def _allocate_globals(self, init: dict):
        """Memory for module variables (once per name), filled with their initial bytes."""
        for name, g in init.items():
            if name in self._global_addr:
                continue
            size, align = g["size"], g["align"]
            try:
                if self._meta["address_size"] == 32:
                    # 32-bit code keeps these addresses in 32-bit registers
                    addr = lowmem.alloc(size)
                    buf = addr
                else:
                    buf = (ctypes.c_char * (max(size, 1) + align))()
                    addr = (ctypes.addressof(buf) + align - 1) // align * align
            except (MemoryError, OverflowError):
                raise MemoryError(f"{self.filename}: module variable {name} ({size} bytes) does not "
                                  f"fit in the device's memory") from None
            data = g["data"]
            ctypes.memmove(addr, data, len(data))
            self._global_buffers[name] = buf
            self._global_addr[name] = (addr, size)
            self._meta["globals"].setdefault(name, [g["space"], size])

    def _object(self, kernel, waiting: bool = True):
        """The loaded object code holding `kernel` (compiled on first use). A build in flight
        (in the background: compile_ahead) is waited for, not repeated; `waiting`: a launch
        waits, which ZLUDA_COMPILE_NOTICE_S's line may tell."""
        self._ensure_meta()
        unit = "*" if self._meta["eager"] else kernel
        obj = self._objects.get(unit)
        if obj is not None:
            return obj
        with self._lock:
            building = self._building.setdefault(unit, threading.Lock())
        if not waiting:
            return self._build_object(unit, kernel, building)
        with _compile_notice(kernel if unit != "*" else f"module {self.filename}"):
            return self._build_object(unit, kernel, building)

    def _build_object(self, unit, kernel, building):
        with building:   # one build per unit; other units build meanwhile (compile())
            obj = self._objects.get(unit)
            if obj is not None:
                return obj
            tier = tiering.first_tier(self._mode)
            if unit == "*" and self._promotes:
                tier = "full"
            hit = cache.load(self._key(unit, kernel, "full")) if tier != "full" else None
            if hit is not None:
                tier = "full"   # a full-tier entry is there already: better code at no cost
            else:
                hit = cache.load_or_build(self._key(unit, kernel, tier), lambda: self._build(unit, kernel, tier))
            with self._lock:
                obj = self._objects.get(unit)
                if obj is not None:   # full-tier code came meanwhile (compile_ahead): it stays
                    return obj
                obj = self._link(unit, *hit)
                self._tiers[unit] = tier
                self._objects[unit] = obj
            for k in (self._kernels if unit == "*" else (unit,)):
                kernel_tiers.record(self.filename, k, tier, self._forms.get(k))
            return obj

    def _key(self, unit, kernel, tier):
        tag = "" if unit == "*" else "\0kernel:" + kernel
        target = jit.target_key() + ("" if tier == "full" else "|tier:" + tier)   # full: the keys of before tiers
        return cache.key_for(self._digest + tag, code_version(), target)

    def _link(self, unit, code, info):
        """Load object code of `unit` (under self._lock)."""
        # statics declared inside the kernel's functions are laid out with it
        self._allocate_globals(info.get("global_init", {}))
        self._static_shared[unit] = info["static_shared"]
        self._forms.update(info.get("forms", {}))
        self._polling.update(info.get("polling", ()))
        support.ensure()   # the scheduler the object calls
        with _link_lock:
            if unit != "*":
                jit.define_symbols({self._prefix + n: a for n, (a, _) in self._global_addr.items()})
            obj = jit.LoadedObject(code)
        tiering.compiler.after_llvm_use()
        return obj

    def _build(self, unit, kernel, tier="full"):
        """Translate + compile `kernel` (or the whole module for unit "*"): (object, info)."""
        ir_text, info = self._translate(unit, kernel, tier)
        return jit.compile_to_object(ir_text, tier), info   # LLVM releases the GIL: in parallel

    def _translate(self, unit, kernel, tier):
        """`kernel` (or the whole module for unit "*") as LLVM IR for `tier`: (IR text, info)."""
        from zluda.translate.module import translate
        regions = jit.TIERS[tier].regions
        with self._translating:
            if unit == "*":
                tr = self.translate() if regions else translate(self.ast, regions=False)
            else:
                tr = translate(self.ast, only=[kernel], global_prefix=self._prefix, regions=regions)
        return tr.ir_text, {"kernel": kernel, "static_shared": tr.static_shared, "global_init": tr.global_init,
                            "forms": {k: _form(i) for k, i in tr.kernels.items()},
                            "polling": sorted(k for k, i in tr.kernels.items() if i.polls)}

    # ---------------------------------------------------------------- tiers
    def tier(self, kernel: str):
        """Tier of the code `kernel` launches now ("baseline", "quick", "full"; None before
        its first use)."""
        self._ensure_meta()
        return self._tiers.get("*" if self._meta["eager"] else kernel)

    def form(self, kernel: str):
        """How the current code of `kernel` runs a block: "thread" (a loop over threads, no
        barriers), "regions" (region functions, zluda/translate/regions.py), "coroutine"
        (one coroutine per thread); None before its first use."""
        return self._forms.get(kernel)

    def settled(self, kernel: str) -> bool:
        """Whether `kernel`'s current code is its last (what callers may cache the entry of)."""
        return self.tier(kernel) == "full" or not self._promotes

    def note_launches(self, kernel: str, launches: int = 1, seconds: float = 0.0) -> None:
        """Count launches of a kernel below the full tier (made here, or by the shim's C fast path);
        queue its recompilation once hot."""
        if not self._promotes or (launches <= 0 and seconds <= 0):
            return
        with self._lock:
            if self._tiers.get(kernel) in (None, "full") or kernel in self._promoting:
                return
            first = kernel not in self._heat
            heat = self._heat.setdefault(kernel, [0, 0.0])
            heat[0] += launches
            heat[1] += seconds
            hot = heat[0] >= tiering.HOT_LAUNCHES or heat[1] >= tiering.HOT_SECONDS
            if hot:
                self._promoting.add(kernel)
        if hot:
            tiering.compiler.submit(lambda: self._promote(kernel), tiering.HOT)
        elif first and self._ahead:   # a kernel the program uses: its full tier, as the cores allow
            tiering.compiler.submit(_unless_it_fails(self._promote_ahead, kernel), tiering.AHEAD)

    def _promote(self, kernel: str) -> None:
        """Recompile `kernel` at full (outside the lock: its quick code keeps running), then
        switch its launches to the new code (or make it the first, ahead of need)."""
        key = self._key(kernel, kernel, "full")
        code, info = cache.load(key) or self._build_full(kernel, key)
        with self._lock:
            obj = self._link(kernel, code, info)
            if kernel in self._objects:
                self._retired.append(self._objects[kernel])
            self._objects[kernel] = obj
            self._tiers[kernel] = "full"
            self._entries.pop(kernel, None)   # the next launch reads the new entry
            self._heat.pop(kernel, None)
        kernel_tiers.record(self.filename, kernel, "full", self._forms.get(kernel))

    def _build_full(self, kernel: str, key: str):
        """(object, info) of `kernel` at full, in the cache under `key`: translated here, its
        LLVM work done by the compile server where there is one (a pool thread waits for it
        outside the exit gate: the program's exit does not wait, the server still stores it),
        else, or when the server fails, here."""
        ir_text, info = self._translate(kernel, kernel, "full")
        if compile_client.usable():
            jit.check_external_functions(ir_text)   # here, the process that loads it (and inside the gate)
            with tiering.compiler.outside_gate():   # the start of a server too: a fork waits for threads inside
                job = compile_client.submit(key, ir_text, "full", info)
                code = job.result() if job is not None else None
            if code is not None:
                return code, info
        return cache.load_or_build(key, lambda: (jit.compile_to_object(ir_text, "full"), info))

    def tier_up(self, kernels=None) -> "CompiledModule":
        """Recompile every given (default: every compiled) kernel below the full tier now and
        wait for it: benchmarks measure the steady state this way."""
        with self._lock:
            todo = [k for k, t in self._tiers.items() if t != "full" and k != "*" and (kernels is None or k in kernels)
                    and k not in self._promoting]
            self._promoting.update(todo)
        for k in todo:
            tiering.compiler.submit(lambda k=k: self._promote(k), tiering.HOT)
        tiering.compiler.drain()
        return self

    def compile_ahead(self, kernels=None, wanted=None) -> None:
        """Compile the given (default: every) kernel in the background (tiering.compiler),
        ahead of its first launch, at its first tier; where hot kernels move to full
        (ZLUDA_CPU_TIER=auto), a kernel once launched also compiles at full, after the
        first tiers and hot kernels. A launch meanwhile waits for a build in flight and
        makes one still queued itself; either way each is compiled once. `wanted()`,
        asked before each job, withdraws the jobs not started yet when it turns false."""
        self._ahead = True
        wanted = wanted or (lambda: True)
        tiering.compiler.submit(_unless_it_fails(self._plan_ahead, kernels, wanted), tiering.FIRST_TIER)

    def _plan_ahead(self, kernels, wanted) -> None:
        if not wanted():
            return
        self._ensure_meta()   # in the background too: parsing a large module takes a while
        names = [k for k in (self._kernels if kernels is None else kernels) if k in self._kernels]
        if self._meta["eager"]:   # one unit, at full where tiers move (see _build_object)
            names = names[:1]
        for name in names:
            tiering.compiler.submit(_unless_it_fails(self._first_code_ahead, name, wanted), tiering.FIRST_TIER)

    def _first_code_ahead(self, name: str, wanted) -> None:
        if wanted():
            self._object(name, waiting=False)

    def _promote_ahead(self, kernel: str) -> None:
        with self._lock:
            if self._tiers.get(kernel) == "full" or kernel in self._promoting:
                return
            self._promoting.add(kernel)
        self._promote(kernel)

    def compile(self, kernels=None):
        """Translate and compile now (normally each kernel is compiled on its first launch):
        on worker_count() threads, translations one at a time, LLVM's work in parallel."""
        self._ensure_meta()
        names = list(self._kernels if kernels is None else kernels)
        if len(names) <= 1 or self._meta["eager"] or worker_count() <= 1:
            for name in names:
                self._object(name)
            return self
        from concurrent.futures import ThreadPoolExecutor
        with _QuickGilHandoff(), \
                ThreadPoolExecutor(max_workers=min(worker_count(), len(names)), thread_name_prefix="zluda-compile") as pool:
            for _ in pool.map(self._object, names):
                pass
        return self

    @property
    def kernels(self) -> dict:
        self._ensure_meta()
        return self._kernels

    @property
    def address_size(self) -> int:
        self._ensure_meta()
        return self._meta["address_size"]

    def kernel_names(self) -> list:
        return list(self.kernels)

    # ---------------------------------------------------------------- globals
    def static_shared(self, kernel: str) -> int:
        """Bytes of static shared memory the kernel declares (translates it if needed)."""
        self._object(kernel)
        self._ensure_meta()
        return self._static_shared["*" if self._meta["eager"] else kernel]

    def global_address(self, name: str):
        """(host address, size) of a module .global/.const variable, for
        cuModuleGetGlobal / __cudaRegisterVar; KeyError if there is none."""
        self._ensure_meta()
        if name in self._global_addr:
            return self._global_addr[name]
        g = self._meta["globals"].get(name)
        if g is None or not self._meta["eager"]:
            raise KeyError(name)
        addr = self._object(next(iter(self._kernels))).address(name) if self._kernels else 0
        if not addr:
            raise KeyError(name)
        return addr, g[1]

    def global_names(self) -> list:
        self._ensure_meta()
        return list(self._meta["globals"])

    # ---------------------------------------------------------------- launch
    def _entry(self, name):
        """(address, ctypes function) of a kernel's current entry."""
        fn = self._entries.get(name)
        if fn is None:
            if name not in self.kernels:
                raise KeyError(f"no kernel named {name!r} in {self.filename}")
            self._object(name)   # built (if need be) without the module lock: builds take unit locks first
            with self._lock:     # not interleaved with a switch of tiers: never caches replaced code
                addr = self._object(name).address(name)
                fn = (addr, ENTRY_FN(addr))
                self._entries[name] = fn
        return fn

    def launch_raw(self, kernel: str, grid, block, params: bytes, shared_mem: int = 0, stream=None,
                   cooperative: bool = False, device_runtime_grid=None) -> None:
        """Run `kernel` over `grid` x `block` with CUDA's parameter buffer `params`.
        Pointers inside params are host addresses. Raises LaunchError when the kernel
        asserted, trapped or deadlocked; ValueError for an invalid configuration.

        `cooperative`: every block is resident at once (one OS thread each) and the
        kernel gets a grid workspace, so cooperative groups' grid.sync() works: its
        blocks wait for each other by spinning on the workspace's barrier word.

        `device_runtime_grid`: what the device runtime's handler gets for this grid's
        calls (set_device_runtime_handler)."""
        entry_addr, entry = self._entry(kernel)
        info = self._kernels[kernel]
        grid = tuple(int(g) for g in (tuple(grid) + (1, 1, 1))[:3])
        block = tuple(int(b) for b in (tuple(block) + (1, 1, 1))[:3])
        nthreads = block[0] * block[1] * block[2]
        # CUDA's limits, which the translated code assumes (abi.LAUNCH_RANGES)
        problem = rules.launch_shape_problem(grid, block)
        if problem is not None:
            raise ValueError(f"invalid launch configuration: {problem}")
        if len(params) < info.param_size:
            raise ValueError(f"{kernel}: parameter buffer has {len(params)} bytes, the kernel needs {info.param_size}")
        pbuf = (ctypes.c_char * (len(params) + abi.PARAM_ALIGN))()
        paddr = -(-ctypes.addressof(pbuf) // abi.PARAM_ALIGN) * abi.PARAM_ALIGN
        ctypes.memmove(paddr, bytes(params), len(params))
        launch = (ctypes.c_char * abi.LAUNCH_SIZE)()
        base = ctypes.addressof(launch)
        workspace = (ctypes.c_uint32 * 2)(8, 0)   # {size, barrier}, as NVIDIA's driver lays it out
        _LAUNCH.pack_into(launch, 0, paddr, *grid, *block, int(shared_mem), *_CALLBACKS,
                          nthreads, 0, ctypes.addressof(workspace) if cooperative else 0)
        nblocks = grid[0] * grid[1] * grid[2]
        static = self._static_shared["*" if self._meta["eager"] else kernel]
        size = abi.scratch_size(nthreads, static, int(shared_mem))

        guard = faultguard.library()
        faults = []   # [address, signal] of the first fault

        current = [entry_addr, entry]   # swapped between slices when full-tier code comes

        def run(first, end):
            scratch = _scratch(size)
            if guard is None:
                current[1](base, first, end, scratch, _worker_id())
                return
            fault = (ctypes.c_uint64 * 2)()
            if guard.zk_guarded_run(current[0], base, first, end, scratch, _worker_id(),
                                    abi.L_STATUS, abi.STATUS_FAULT, fault) < 0:
                faults.append(tuple(fault))

        def run_blocks(first, end):
            count = end - first
            workers = min(worker_count(), count, launch_workers.limit() or count)
            if workers <= 1:
                run(first, end)
            elif faultguard.helpers() is not None:
                _run_pooled(current[0], base, first, end, nthreads, workers, size, guard is not None, faults)
            else:
                _run_shared(run, first, end, nthreads, workers)

        started = time.perf_counter()
        if device_runtime_grid is not None:
            _grids[base] = device_runtime_grid
        with faultguard.Guard(guard) if guard is not None else _no_guard(), _forget_grid(base):
            if nblocks > 1 and (cooperative or (kernel in self._polling and resident_fits(nblocks, nthreads))):
                _run_resident(run, nblocks)
            elif self._promotes and self._tiers.get(kernel) != "full" and nblocks >= SLICES:
                self._run_sliced(kernel, run_blocks, current, nblocks, base)
            else:
                run_blocks(0, nblocks)
        if self._promotes and self._tiers.get(kernel) != "full":
            self.note_launches(kernel, 1, time.perf_counter() - started)
        status = ctypes.c_uint32.from_address(base + abi.L_STATUS).value
        del pbuf, workspace
        if status:
            raise LaunchError(status, f"{kernel}: {describe_status(status, faults[0] if faults else None)}")

    def _run_sliced(self, kernel, run_blocks, current, nblocks, base) -> None:
        """A launch of code below the full tier, in slices of the grid: one long launch
        (a kernel launched once over a large grid) makes its kernel hot before it ends, and
        the blocks still to run switch to the full-tier code once its background
        compilation is done (blocks are independent: any of them may run either code).
        A launch whose first slice shows it short runs the rest at once."""
        step = -(-nblocks // SLICES)
        first = 0
        while first < nblocks:
            end = min(nblocks, first + step)
            began = time.perf_counter()
            run_blocks(first, end)
            took = time.perf_counter() - began
            first = end
            if ctypes.c_uint32.from_address(base + abi.L_STATUS).value:
                return   # the launch failed: its status stands, nothing more runs
            if first == step and took * (nblocks - first) / step < tiering.HOT_SECONDS:
                break
            self.note_launches(kernel, 0, took)
            if self._tiers.get(kernel) == "full":
                current[:] = self._entry(kernel)
                break
        if first < nblocks:
            run_blocks(first, nblocks)

    def llvm_ir(self) -> str:
        return self.translate().ir_text


def _run_pooled(entry_addr: int, launch: int, first: int, end: int, nthreads: int, workers: int, size: int,
                guarded: bool, faults: list) -> None:
    """Blocks [first, end) on the C launch pool (launch_pool.c: the launching thread and workers - 1
    pool threads that spin a while between launches, pulling chunks of at least 2k
    threads from one counter); a fault's [address, signal] goes to `faults`."""
    nblocks = end - first
    chunks = max(1, min(nblocks, workers * 16, nblocks * nthreads // 2048))
    fault = (ctypes.c_uint64 * 2)()
    rc = faultguard.helpers().zk_pool_run(entry_addr, launch, first, end, -(-nblocks // chunks), workers, size,
                                          1 if guarded else 0, abi.L_STATUS, abi.STATUS_FAULT, fault)
    if rc == 1:
        faults.append(tuple(fault))
    elif rc == 2:
        raise MemoryError(f"no memory for a launch worker's scratch ({size} bytes)")


def _run_shared(run, first: int, end: int, nthreads: int, workers: int) -> None:
    """run(first, end) over the chunks of blocks [first, end), pulled in turn (next() of a count is atomic
    under the GIL) by the launching thread and workers - 1 pool threads. The launch waits
    for the chunks, not for the pool threads: one that wakes up after the launching thread
    took the last chunk finds none and touches nothing of the launch. (A future per chunk
    cost ~10 us each in hand-offs and a pool thread's wake-up ~35 us, most of a small
    grid's launch.) Chunks of at least 8k threads: each costs a few us in Python."""
    nblocks = end - first
    chunks = max(1, min(nblocks, workers * 8, nblocks * nthreads // 8192))
    bounds = [first + nblocks * i // chunks for i in range(chunks + 1)]
    turn = itertools.count()
    left = [chunks]
    errors = []
    finished = threading.Event()
    lock = threading.Lock()

    def pull():
        for i in iter(turn.__next__, chunks):
            if i > chunks:
                return
            try:
                run(bounds[i], bounds[i + 1])
            except BaseException as exc:   # raised by the launching thread below
                errors.append(exc)
            with lock:
                left[0] -= 1
                if not left[0]:
                    finished.set()

    if chunks > 1:
        for _ in range(workers - 1):
            _executor().submit(pull)
    pull()
    finished.wait()
    if errors:
        raise errors[0]


@contextlib.contextmanager
def _forget_grid(base: int):
    try:
        yield
    finally:
        _grids.pop(base, None)


class _no_guard:
    def __enter__(self):
        return self

    def __exit__(self, *exc):
        return False


def resident_fits(nblocks: int, nthreads: int) -> bool:
    """Whether a GPU of this device's size holds the grid resident at once (its blocks may
    wait for each other there: a polling kernel's grid then runs on OS threads of its own)."""
    sms = device.core_count()
    return nblocks <= sms * device.MAX_BLOCKS_PER_SM and nblocks * nthreads <= sms * device.MAX_THREADS_PER_SM


def _run_resident(run, nblocks: int) -> None:
    """Every block on its own OS thread at once (a cooperative launch's or polling kernel's
    blocks may wait for each other); exceptions of any block are re-raised after all have ended."""
    errors = []

    def one(k):
        try:
            run(k, k + 1)
        except BaseException as exc:  # noqa: BLE001 - re-raised in the launching thread
            errors.append(exc)

    threads = [threading.Thread(target=one, args=(k,), name=f"zluda-coop-{k}", daemon=True) for k in range(nblocks)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    if errors:
        raise errors[0]


@contextlib.contextmanager
def _compile_notice(what: str):
    """A first launch can wait seconds for its compilation: past ZLUDA_COMPILE_NOTICE_S,
    one stderr line says why the program seems to stand still (a cache hit never waits
    that long)."""
    after = config.get("ZLUDA_COMPILE_NOTICE_S")
    if not after or after <= 0:
        yield
        return
    timer = threading.Timer(after, lambda: print(f"zluda: compiling {what} for its first launch",
                                                 file=sys.stderr, flush=True))
    timer.daemon = True
    timer.start()
    try:
        yield
    finally:
        timer.cancel()


def in_background(work) -> None:
    """Run `work()` in the compile pool, among the first tiers' compilations (a module's
    preparation ahead of need); its failure is left to the launch that meets it."""
    tiering.compiler.submit(_unless_it_fails(work), tiering.FIRST_TIER)


def _unless_it_fails(work, *args, **kwargs):
    """A compilation ahead of need, whose failure is the launch's to report: a launch of the
    kernel compiles it again and raises the error where the program sees it."""
    def job():
        try:
            with _QuickGilHandoff():   # several compile at once (compile())
                work(*args, **kwargs)
        except Exception:   # noqa: BLE001 - see above
            pass
    return job


def _form(info) -> str:
    return "regions" if info.regions else "coroutine" if info.coroutine else "thread"


def compile(ptx, filename: str = "<string>") -> CompiledModule:
    """`ptx`: PTX text or a parsed zluda.ptx.ast.Module. Compilation is lazy."""
    if isinstance(ptx, (bytes, bytearray)):
        try:
            ptx = bytes(ptx).decode("utf-8")
        except UnicodeDecodeError:   # the front end's located error (it loads only here: CACHE_HIT)
            from zluda.ptx.parser import decode_source
            ptx = decode_source(bytes(ptx), filename)
    if isinstance(ptx, str):
        return CompiledModule(ptx, filename)
    from zluda.ptx.printer import print_module  # type: ignore
    return CompiledModule(print_module(ptx), getattr(ptx, "filename", filename), ast_module=ptx)
