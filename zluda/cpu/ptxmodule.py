"""`load(ptx)`: a PTX module with numpy-friendly launches on the CPU device."""

from __future__ import annotations

import ctypes
import os
import struct
from pathlib import Path

import numpy as np

from zluda.ptx.parser import decode_source

from . import lowmem
from .runtime import CompiledModule

_PACK = {"u8": "<B", "s8": "<b", "b8": "<B", "u16": "<H", "s16": "<h", "b16": "<H",
         "u32": "<I", "s32": "<i", "b32": "<I", "u64": "<Q", "s64": "<q", "b64": "<Q",
         "f32": "<f", "f64": "<d"}


class Module:
    """Kernels of one PTX module. Arrays passed to `launch` are copied to device memory
    (on this device: fresh host buffers) and copied back afterwards."""

    def __init__(self, text: str, filename: str = "<string>"):
        self.compiled = CompiledModule(text, filename)
        self.filename = filename
        self._low = []

    @property
    def kernels(self) -> dict:
        """Kernel name -> tuple of parameter types (PTX spelling)."""
        return {name: tuple(p.type for p in fn.params) for name, fn in self.compiled.ast.kernels.items()}

    def llvm_ir(self) -> str:
        return self.compiled.llvm_ir()

    def pack_params(self, name: str, args) -> tuple:
        fn = self.compiled.ast.kernels.get(name)
        if fn is None:
            raise KeyError(f"no kernel named {name!r}")
        if len(args) != len(fn.params):
            raise TypeError(f"{name} takes {len(fn.params)} arguments, {len(args)} given")
        info = self.compiled.kernels[name]
        offsets = info.params
        buf = bytearray(info.param_size)
        copies = []
        low = self.compiled.address_size == 32
        for (pname, ptype, off, psize), arg in zip(offsets, args):
            if isinstance(arg, np.ndarray):
                src = np.ascontiguousarray(arg)
                if low:
                    # device memory of a 32-bit module lives below 4 GiB
                    addr = lowmem.alloc(src.nbytes)
                    dev = np.frombuffer((ctypes.c_char * max(src.nbytes, 1)).from_address(addr),
                                        dtype=src.dtype, count=src.size)
                    dev[...] = src.reshape(-1)
                    self._low.append(addr)
                else:
                    dev = src.copy()
                copies.append((arg, dev))
                width = 4 if low else 8
                raw = dev.ctypes.data.to_bytes(width, "little")
                if psize != width:
                    raise TypeError(f"{pname}: an array is passed as a {8 * width}-bit pointer, the parameter is .{ptype}")
            elif isinstance(arg, (bytes, bytearray)):
                raw = bytes(arg)
                if len(raw) != psize:
                    raise TypeError(f"{pname}: {len(raw)} bytes given for a {psize}-byte parameter")
            else:
                fmt = _PACK.get(ptype)
                if fmt is None:
                    raise TypeError(f"{pname}: pass .{ptype} parameters as bytes")
                if ptype in ("f32", "f64"):
                    raw = struct.pack(fmt, float(arg))
                else:
                    v = int(arg)
                    bits = struct.calcsize(fmt) * 8
                    raw = (v & ((1 << bits) - 1)).to_bytes(bits // 8, "little")
            buf[off:off + len(raw)] = raw
        return bytes(buf), copies

    def launch(self, name: str, grid, block, args, shared_mem: int = 0, cooperative: bool = False) -> None:
        """`cooperative`: as cudaLaunchCooperativeKernel (all blocks resident, grid.sync works)."""
        grid = (grid,) if isinstance(grid, int) else tuple(grid)
        block = (block,) if isinstance(block, int) else tuple(block)
        self._low = []
        try:
            params, copies = self.pack_params(name, list(args))
            self.compiled.launch_raw(name, grid, block, params, shared_mem, cooperative=cooperative)
            for host, dev in copies:
                if host.flags.writeable:
                    host[...] = dev.reshape(host.shape)
        finally:
            for addr in self._low:
                lowmem.free(addr)
            self._low = []


def load(text_or_path) -> Module:
    """PTX text, or a path to a .ptx file."""
    if isinstance(text_or_path, Path) or (isinstance(text_or_path, str) and "\n" not in text_or_path
                                          and os.path.exists(text_or_path)):
        p = Path(text_or_path)
        return Module(decode_source(p.read_bytes(), str(p)), str(p))
    if isinstance(text_or_path, (bytes, bytearray)):
        text_or_path = decode_source(bytes(text_or_path), "<bytes>")
    return Module(text_or_path)
