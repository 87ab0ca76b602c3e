"""Where sweep kernels run: the project's translator (CPU), or a real NVIDIA GPU through
CuPy or the CUDA driver API (libcuda via ctypes; no binding-version dependence).

All backends take the same request: module PTX (or a cubin built from it), kernel name,
an optional uint64 input table, the number of uint64 output words, and the kernel's
scalar parameters (see zluda.sweep.kernelgen)."""

from __future__ import annotations

import ctypes
import os
import platform
import re
import tempfile
from dataclasses import dataclass

import numpy as np

BLOCK = 256


@dataclass
class Launch:
    kernel: str
    inputs: np.ndarray | None   # uint64, flattened tuples (src 2) or None
    out_words: int
    base: int
    count: int
    seed: int
    src: int
    per: int
    hash: int

    @property
    def threads(self) -> int:
        return -(-self.count // self.per)

    @property
    def grid(self) -> int:
        return max(1, -(-self.threads // BLOCK))

    def scalars(self):
        return (np.uint64(self.base), np.uint64(self.count), np.uint64(self.seed),
                np.uint32(self.src), np.uint32(self.per), np.uint32(self.hash))


class ZludaBackend:
    """The CPU device's `zluda.cpu.ptxmodule.load(...).launch(...)`."""
    name = "zluda-cpu"

    def __init__(self):
        from zluda.cpu import ptxmodule
        self._load = ptxmodule.load

    def load(self, module_name: str, ptx: str, cubin: bytes | None = None):
        return self._load(ptx)

    def run(self, module, L: Launch) -> np.ndarray:
        inp = L.inputs if L.inputs is not None and L.inputs.size else np.zeros(1, np.uint64)
        out = np.zeros(max(L.out_words, 1), np.uint64)
        module.launch(L.kernel, (L.grid, 1, 1), (BLOCK, 1, 1), [inp, out, *L.scalars()])
        return out[:L.out_words]

    def info(self) -> dict:
        return {"backend": self.name, "cpu": platform.processor() or platform.machine()}


class CupyBackend:
    name = "cupy"

    def __init__(self):
        import cupy
        self.cp = cupy
        cupy.cuda.Device(0).use()

    def load(self, module_name: str, ptx: str, cubin: bytes | None = None):
        suffix, data = (".cubin", cubin) if cubin else (".ptx", ptx.encode())
        fd, path = tempfile.mkstemp(suffix=suffix, prefix=module_name)
        with os.fdopen(fd, "wb") as f:
            f.write(data)
        try:
            mod = self.cp.RawModule(path=path)
            first = re.search(r"\.entry\s+(\w+)", ptx)
            fns = {}
            if first:  # CuPy loads lazily: fetch one kernel now so a bad module fails here
                fns[first.group(1)] = mod.get_function(first.group(1))
            return {"mod": mod, "fns": fns}
        finally:
            os.unlink(path)

    def run(self, module, L: Launch) -> np.ndarray:
        cp = self.cp
        fn = module["fns"].get(L.kernel)
        if fn is None:
            fn = module["fns"][L.kernel] = module["mod"].get_function(L.kernel)
        inp = cp.asarray(L.inputs) if L.inputs is not None and L.inputs.size else cp.zeros(1, cp.uint64)
        out = cp.zeros(max(L.out_words, 1), cp.uint64)
        fn((L.grid,), (BLOCK,), (inp, out, *L.scalars()))
        return cp.asnumpy(out[:L.out_words])

    def info(self) -> dict:
        cp = self.cp
        props = cp.cuda.runtime.getDeviceProperties(0)
        name = props["name"].decode() if isinstance(props["name"], bytes) else props["name"]
        return {"backend": self.name, "gpu": name,
                "compute_capability": f"{props['major']}.{props['minor']}",
                "driver_version": cp.cuda.runtime.driverGetVersion(),
                "runtime_version": cp.cuda.runtime.runtimeGetVersion(),
                "cupy": cp.__version__}


class DriverBackend:
    """The CUDA driver API straight from libcuda.so.1 (what cuda-bindings wraps)."""
    name = "cuda-driver"

    def __init__(self):
        self.cu = ctypes.CDLL("libcuda.so.1")
        self._check(self.cu.cuInit(0), "cuInit")
        dev = ctypes.c_int()
        self._check(self.cu.cuDeviceGet(ctypes.byref(dev), 0), "cuDeviceGet")
        self.dev = dev
        ctx = ctypes.c_void_p()
        self._check(self.cu.cuDevicePrimaryCtxRetain(ctypes.byref(ctx), dev), "cuDevicePrimaryCtxRetain")
        self._check(self.cu.cuCtxSetCurrent(ctx), "cuCtxSetCurrent")
        self.ctx = ctx

    def _check(self, rc: int, what: str):
        if rc != 0:
            name = ctypes.c_char_p()
            self.cu.cuGetErrorName(rc, ctypes.byref(name))
            raise RuntimeError(f"{what} failed: {name.value.decode() if name.value else rc}")

    def load(self, module_name: str, ptx: str, cubin: bytes | None = None):
        image = cubin if cubin else ptx.encode() + b"\0"
        mod = ctypes.c_void_p()
        self._check(self.cu.cuModuleLoadData(ctypes.byref(mod), ctypes.c_char_p(image)), f"cuModuleLoadData({module_name})")
        return {"mod": mod, "fns": {}}

    def _alloc(self, nbytes: int) -> ctypes.c_uint64:
        p = ctypes.c_uint64()
        self._check(self.cu.cuMemAlloc_v2(ctypes.byref(p), ctypes.c_size_t(max(nbytes, 8))), "cuMemAlloc")
        return p

    def run(self, module, L: Launch) -> np.ndarray:
        cu = self.cu
        fn = module["fns"].get(L.kernel)
        if fn is None:
            fn = ctypes.c_void_p()
            self._check(cu.cuModuleGetFunction(ctypes.byref(fn), module["mod"], L.kernel.encode()),
                        f"cuModuleGetFunction({L.kernel})")
            module["fns"][L.kernel] = fn
        inp_host = L.inputs if L.inputs is not None and L.inputs.size else np.zeros(1, np.uint64)
        d_in, d_out = self._alloc(inp_host.nbytes), self._alloc(L.out_words * 8)
        try:
            self._check(cu.cuMemcpyHtoD_v2(d_in, inp_host.ctypes.data_as(ctypes.c_void_p),
                                           ctypes.c_size_t(inp_host.nbytes)), "cuMemcpyHtoD")
            vals = [d_in, d_out] + [ctypes.c_uint64(int(x)) for x in L.scalars()[:3]] + \
                   [ctypes.c_uint32(int(x)) for x in L.scalars()[3:]]
            params = (ctypes.c_void_p * len(vals))(*[ctypes.addressof(v) for v in vals])
            self._check(cu.cuLaunchKernel(fn, L.grid, 1, 1, BLOCK, 1, 1, 0, None, params, None), "cuLaunchKernel")
            self._check(cu.cuCtxSynchronize(), f"kernel {L.kernel}")
            out = np.zeros(max(L.out_words, 1), np.uint64)
            self._check(cu.cuMemcpyDtoH_v2(out.ctypes.data_as(ctypes.c_void_p), d_out,
                                           ctypes.c_size_t(L.out_words * 8)), "cuMemcpyDtoH")
            return out[:L.out_words]
        finally:
            cu.cuMemFree_v2(d_in)
            cu.cuMemFree_v2(d_out)

    def info(self) -> dict:
        ver = ctypes.c_int()
        self.cu.cuDriverGetVersion(ctypes.byref(ver))
        name = ctypes.create_string_buffer(256)
        self.cu.cuDeviceGetName(name, 256, self.dev)
        major, minor = ctypes.c_int(), ctypes.c_int()
        self.cu.cuDeviceGetAttribute(ctypes.byref(major), 75, self.dev)  # COMPUTE_CAPABILITY_MAJOR
        self.cu.cuDeviceGetAttribute(ctypes.byref(minor), 76, self.dev)
        return {"backend": self.name, "gpu": name.value.decode(),
                "compute_capability": f"{major.value}.{minor.value}", "driver_version": ver.value}


BACKENDS = {"zluda": ZludaBackend, "cupy": CupyBackend, "driver": DriverBackend}


def open_backend(name: str):
    """`auto` tries cupy, then the driver API."""
    if name != "auto":
        return BACKENDS[name]()
    errors = []
    for candidate in ("cupy", "driver"):
        try:
            return BACKENDS[candidate]()
        except Exception as exc:  # try the next way to reach the GPU
            errors.append(f"{candidate}: {exc}")
    raise RuntimeError("no GPU backend: " + "; ".join(errors))
