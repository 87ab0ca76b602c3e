"""ctypes binding to libamd_comgr (.so.2 / .so.3 / amd_comgr*.dll).

`Comgr.open(path)` loads a library, reads `amd_comgr_get_version`, runs the ABI probe
and picks ONE action/language table (zluda.comgr.abi). Every `do_action` checks the
kinds and counts of what the action produced against `abi.EXPECTED_OUTPUTS`, so a
mis-dispatched action (a v2 number sent to a v3 library succeeds silently) raises
`ComgrMisdispatch` instead of yielding wrong objects.
"""

from __future__ import annotations

import ctypes
import ctypes.util
from dataclasses import dataclass, field
from pathlib import Path

from zluda.comgr import abi as abi_mod
from zluda.comgr.abi import DATA_KINDS, EXPECTED_OUTPUTS, PRODUCT_KINDS, STATUS_NAMES

# Library names searched by `find_libraries`, newest ABI first.
LIBRARY_NAMES = ("libamd_comgr.so.3", "libamd_comgr.so.2", "amd_comgr_3.dll",
                 "amd_comgr_2.dll", "amd_comgr.dll")
LIBRARY_DIRS = ("/usr/lib/x86_64-linux-gnu", "/opt/rocm/lib", "/usr/lib64", "/usr/lib")
KIND_NAMES = {v: k for k, v in DATA_KINDS.items()}


class ComgrError(RuntimeError):
    """A comgr call returned an error status."""


class ComgrMisdispatch(ComgrError):
    """An action succeeded but produced the wrong kinds or counts of outputs."""


class _Handle(ctypes.Structure):
    _fields_ = [("handle", ctypes.c_uint64)]


_MAP_CALLBACK = ctypes.CFUNCTYPE(ctypes.c_int, _Handle, _Handle, ctypes.c_void_p)
# the instruction-level disassembler's callbacks (amd_comgr_create_disassembly_info)
_READ_MEMORY = ctypes.CFUNCTYPE(ctypes.c_uint64, ctypes.c_uint64, ctypes.c_void_p,
                                ctypes.c_uint64, ctypes.c_void_p)
_PRINT_INSTRUCTION = ctypes.CFUNCTYPE(None, ctypes.c_char_p, ctypes.c_void_p)
_PRINT_ADDRESS = ctypes.CFUNCTYPE(None, ctypes.c_uint64, ctypes.c_void_p)

# name -> argument types (every function returns amd_comgr_status_t except get_version)
_PROTOTYPES = {
    "amd_comgr_status_string": [ctypes.c_int, ctypes.POINTER(ctypes.c_char_p)],
    "amd_comgr_create_data": [ctypes.c_int, ctypes.POINTER(_Handle)],
    "amd_comgr_release_data": [_Handle],
    "amd_comgr_set_data": [_Handle, ctypes.c_size_t, ctypes.c_char_p],
    "amd_comgr_set_data_name": [_Handle, ctypes.c_char_p],
    "amd_comgr_get_data": [_Handle, ctypes.POINTER(ctypes.c_size_t), ctypes.c_char_p],
    "amd_comgr_get_data_name": [_Handle, ctypes.POINTER(ctypes.c_size_t), ctypes.c_char_p],
    "amd_comgr_get_data_isa_name": [_Handle, ctypes.POINTER(ctypes.c_size_t), ctypes.c_char_p],
    "amd_comgr_get_data_kind": [_Handle, ctypes.POINTER(ctypes.c_int)],
    "amd_comgr_create_data_set": [ctypes.POINTER(_Handle)],
    "amd_comgr_destroy_data_set": [_Handle],
    "amd_comgr_data_set_add": [_Handle, _Handle],
    "amd_comgr_action_data_count": [_Handle, ctypes.c_int, ctypes.POINTER(ctypes.c_size_t)],
    "amd_comgr_action_data_get_data": [_Handle, ctypes.c_int, ctypes.c_size_t,
                                       ctypes.POINTER(_Handle)],
    "amd_comgr_create_action_info": [ctypes.POINTER(_Handle)],
    "amd_comgr_destroy_action_info": [_Handle],
    "amd_comgr_action_info_set_isa_name": [_Handle, ctypes.c_char_p],
    "amd_comgr_action_info_set_language": [_Handle, ctypes.c_int],
    "amd_comgr_action_info_set_option_list": [_Handle, ctypes.POINTER(ctypes.c_char_p),
                                              ctypes.c_size_t],
    "amd_comgr_action_info_set_logging": [_Handle, ctypes.c_bool],
    "amd_comgr_do_action": [ctypes.c_int, _Handle, _Handle, _Handle],
    "amd_comgr_get_data_metadata": [_Handle, ctypes.POINTER(_Handle)],
    "amd_comgr_destroy_metadata": [_Handle],
    "amd_comgr_get_metadata_kind": [_Handle, ctypes.POINTER(ctypes.c_int)],
    "amd_comgr_get_metadata_string": [_Handle, ctypes.POINTER(ctypes.c_size_t), ctypes.c_char_p],
    "amd_comgr_get_metadata_list_size": [_Handle, ctypes.POINTER(ctypes.c_size_t)],
    "amd_comgr_index_list_metadata": [_Handle, ctypes.c_size_t, ctypes.POINTER(_Handle)],
    "amd_comgr_iterate_map_metadata": [_Handle, _MAP_CALLBACK, ctypes.c_void_p],
    "amd_comgr_get_isa_count": [ctypes.POINTER(ctypes.c_size_t)],
    "amd_comgr_create_disassembly_info": [ctypes.c_char_p, _READ_MEMORY, _PRINT_INSTRUCTION,
                                          _PRINT_ADDRESS, ctypes.POINTER(_Handle)],
    "amd_comgr_destroy_disassembly_info": [_Handle],
    "amd_comgr_disassemble_instruction": [_Handle, ctypes.c_uint64, ctypes.c_void_p,
                                          ctypes.POINTER(ctypes.c_uint64)],
    "amd_comgr_get_isa_name": [ctypes.c_size_t, ctypes.POINTER(ctypes.c_char_p)],
}

# A tiny kernel in LLVM IR text every comgr since 2.0 (LLVM 17) parses: the ABI probe.
PROBE_IR = """target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @zluda_probe(ptr addrspace(1) %out) {
  store i32 1, ptr addrspace(1) %out, align 4
  ret void
}
"""
PROBE_ISA = "amdgcn-amd-amdhsa--gfx90a"


def find_libraries(extra_dirs: tuple[str, ...] = ()) -> list[Path]:
    """Every comgr library file present on this system (both ABIs may be installed)."""
    found: list[Path] = []
    for directory in (*extra_dirs, *LIBRARY_DIRS):
        for name in LIBRARY_NAMES:
            path = Path(directory) / name
            if path.exists() and path.resolve() not in [p.resolve() for p in found]:
                found.append(path)
    return found


@dataclass
class ActionResult:
    action: str
    number: int
    outputs: dict[str, list[bytes]] = field(default_factory=dict)
    log: str = ""

    def one(self, kind: str) -> bytes:
        return self.outputs[kind][0]


class Comgr:
    """One loaded comgr library with its ABI decided and its table chosen."""

    def __init__(self, path: str | Path, table: abi_mod.AbiTable | None = None,
                 probe: bool = True):
        self.path = Path(path)
        try:
            self.lib = ctypes.CDLL(str(path))
        except OSError as exc:
            raise ComgrError(f"cannot load comgr library {path}: {exc}") from None
        for name, argtypes in _PROTOTYPES.items():
            fn = getattr(self.lib, name, None)
            if fn is not None:
                fn.argtypes = argtypes
                fn.restype = ctypes.c_int
        major, minor = ctypes.c_size_t(), ctypes.c_size_t()
        self.lib.amd_comgr_get_version.restype = None
        self.lib.amd_comgr_get_version(ctypes.byref(major), ctypes.byref(minor))
        self.version = (major.value, minor.value)
        probed = self._probe() if probe else None
        self.decision = abi_mod.decide_abi(self.version, self.path.name, probed)
        # `table` forces a table (tests use it to prove a wrong one is caught)
        self.table = table or abi_mod.TABLES[self.decision.abi]

    @property
    def abi(self) -> int:
        return self.decision.abi

    # -- low level ---------------------------------------------------------------
    def _call(self, name: str, *args) -> None:
        status = getattr(self.lib, name)(*args)
        if status != 0:
            raise ComgrError(f"{name} returned {self.status_name(status)}")

    def status_name(self, status: int) -> str:
        text = ctypes.c_char_p()
        if self.lib.amd_comgr_status_string(status, ctypes.byref(text)) == 0 and text.value:
            return text.value.decode(errors="replace")
        return STATUS_NAMES.get(status, f"status {status}")

    def _new_data(self, kind: str, payload: bytes, name: str) -> _Handle:
        data = _Handle()
        self._call("amd_comgr_create_data", DATA_KINDS[kind], ctypes.byref(data))
        self._call("amd_comgr_set_data", data, len(payload), payload)
        self._call("amd_comgr_set_data_name", data, name.encode())
        return data

    def _read_data(self, data: _Handle) -> bytes:
        size = ctypes.c_size_t()
        self._call("amd_comgr_get_data", data, ctypes.byref(size), None)
        buf = ctypes.create_string_buffer(size.value)
        self._call("amd_comgr_get_data", data, ctypes.byref(size), buf)
        return buf.raw[:size.value]

    def _set_outputs(self, data_set: _Handle) -> dict[str, list[bytes]]:
        outputs: dict[str, list[bytes]] = {}
        for kind, number in DATA_KINDS.items():
            if kind == "UNDEF":
                continue
            count = ctypes.c_size_t()
            self._call("amd_comgr_action_data_count", data_set, number, ctypes.byref(count))
            for index in range(count.value):
                item = _Handle()
                self._call("amd_comgr_action_data_get_data", data_set, number, index,
                           ctypes.byref(item))
                try:
                    outputs.setdefault(kind, []).append(self._read_data(item))
                finally:
                    self.lib.amd_comgr_release_data(item)
        return outputs

    def _run_raw(self, number: int, inputs: list[tuple[str, bytes, str]], isa: str | None,
                 language: int | None, options: list[str]) -> tuple[int, dict[str, list[bytes]]]:
        """do_action with a raw number; returns (status, outputs). Frees everything."""
        info, in_set, out_set = _Handle(), _Handle(), _Handle()
        created: list[_Handle] = []
        self._call("amd_comgr_create_action_info", ctypes.byref(info))
        try:
            self._call("amd_comgr_create_data_set", ctypes.byref(in_set))
            self._call("amd_comgr_create_data_set", ctypes.byref(out_set))
            if isa:
                self._call("amd_comgr_action_info_set_isa_name", info, isa.encode())
            if language is not None:
                self._call("amd_comgr_action_info_set_language", info, language)
            if hasattr(self.lib, "amd_comgr_action_info_set_logging"):
                self._call("amd_comgr_action_info_set_logging", info, True)
            if options:
                arr = (ctypes.c_char_p * len(options))(*[o.encode() for o in options])
                self._call("amd_comgr_action_info_set_option_list", info, arr, len(options))
            for kind, payload, name in inputs:
                data = self._new_data(kind, payload, name)
                created.append(data)
                self._call("amd_comgr_data_set_add", in_set, data)
            status = self.lib.amd_comgr_do_action(number, info, in_set, out_set)
            return status, self._set_outputs(out_set)
        finally:
            for data in created:
                self.lib.amd_comgr_release_data(data)
            for data_set in (in_set, out_set):
                if data_set.handle:
                    self.lib.amd_comgr_destroy_data_set(data_set)
            self.lib.amd_comgr_destroy_action_info(info)

    def _probe(self) -> int | None:
        """Which numbering this library speaks, from what action 4 makes of a BC input."""
        try:
            status, outputs = self._run_raw(abi_mod.PROBE_ACTION_NUMBER,
                                            [("BC", PROBE_IR.encode(), "probe.ll")],
                                            PROBE_ISA, None, [])
        except ComgrError:
            return None
        if status != 0:
            return None
        made = [k for k in outputs if k in abi_mod.PROBE_OUTCOME]
        return abi_mod.PROBE_OUTCOME[made[0]] if len(made) == 1 else None

    # -- checked actions ---------------------------------------------------------
    def do_action(self, action: str, inputs: list[tuple[str, bytes, str]], isa: str | None = None,
                  language: str | None = None, options: list[str] | None = None) -> ActionResult:
        """Run one action by name through this ABI's table and verify its outputs."""
        number = self.table.action(action)
        lang = self.table.language(language) if language else None
        status, outputs = self._run_raw(number, inputs, isa, lang, options or [])
        log = b"".join(outputs.get("LOG", [])).decode(errors="replace")
        if status != 0:
            raise ComgrError(f"{action} (v{self.table.abi} #{number}) on comgr "
                             f"{self.version[0]}.{self.version[1]} returned "
                             f"{self.status_name(status)}\n{log.strip()}")
        self._check_outputs(action, number, outputs)
        return ActionResult(action, number, outputs, log)

    def _check_outputs(self, action: str, number: int, outputs: dict[str, list[bytes]]) -> None:
        expected = EXPECTED_OUTPUTS.get(action)
        if expected is None:
            raise ComgrError(f"no output expectation for action {action}: add it to "
                             "zluda.comgr.abi.EXPECTED_OUTPUTS before using it")
        got = {k: len(v) for k, v in outputs.items() if k in PRODUCT_KINDS}
        if got != expected:
            raise ComgrMisdispatch(
                f"{action} sent as #{number} (table v{self.table.abi}) to comgr "
                f"{self.version[0]}.{self.version[1]} ({self.path.name}, ABI v{self.abi}) "
                f"produced {got or 'nothing'}, expected {expected}: the action number "
                "was dispatched to a different action")

    # -- queries -----------------------------------------------------------------
    def isa_names(self) -> list[str]:
        count = ctypes.c_size_t()
        self._call("amd_comgr_get_isa_count", ctypes.byref(count))
        names = []
        for i in range(count.value):
            name = ctypes.c_char_p()
            self._call("amd_comgr_get_isa_name", i, ctypes.byref(name))
            names.append(name.value.decode())
        return names

    def data_isa_name(self, kind: str, payload: bytes) -> str:
        data = self._new_data(kind, payload, "object.o")
        try:
            size = ctypes.c_size_t()
            self._call("amd_comgr_get_data_isa_name", data, ctypes.byref(size), None)
            buf = ctypes.create_string_buffer(size.value)
            self._call("amd_comgr_get_data_isa_name", data, ctypes.byref(size), buf)
            return buf.value.decode()
        finally:
            self.lib.amd_comgr_release_data(data)

    def metadata(self, kind: str, payload: bytes) -> object:
        """The code object's metadata note as Python dicts/lists/strings."""
        data = self._new_data(kind, payload, "object.o")
        root = _Handle()
        try:
            self._call("amd_comgr_get_data_metadata", data, ctypes.byref(root))
            try:
                return self._node_value(root)
            finally:
                self.lib.amd_comgr_destroy_metadata(root)
        finally:
            self.lib.amd_comgr_release_data(data)

    def _node_value(self, node: _Handle) -> object:
        kind = ctypes.c_int()
        self._call("amd_comgr_get_metadata_kind", node, ctypes.byref(kind))
        kind_name = abi_mod.METADATA_KINDS.get(kind.value)
        if kind_name == "STRING":
            size = ctypes.c_size_t()
            self._call("amd_comgr_get_metadata_string", node, ctypes.byref(size), None)
            buf = ctypes.create_string_buffer(size.value)
            self._call("amd_comgr_get_metadata_string", node, ctypes.byref(size), buf)
            return buf.value.decode(errors="replace")
        if kind_name == "LIST":
            size = ctypes.c_size_t()
            self._call("amd_comgr_get_metadata_list_size", node, ctypes.byref(size))
            items = []
            for i in range(size.value):
                child = _Handle()
                self._call("amd_comgr_index_list_metadata", node, i, ctypes.byref(child))
                try:
                    items.append(self._node_value(child))
                finally:
                    self.lib.amd_comgr_destroy_metadata(child)
            return items
        if kind_name == "MAP":
            result: dict[str, object] = {}
            errors: list[BaseException] = []

            def visit(key, value, _user):  # nodes are freed by comgr after we return
                try:
                    result[str(self._node_value(key))] = self._node_value(value)
                    return 0
                except BaseException as exc:  # never unwind through C
                    errors.append(exc)
                    return 1
            self._call("amd_comgr_iterate_map_metadata", node, _MAP_CALLBACK(visit), None)
            if errors:
                raise errors[0]
            return result
        return None

    def disassemble_code(self, isa: str, code: bytes, base: int = 0) -> list[str]:
        """Instruction-by-instruction disassembly of raw machine code through comgr's
        disassembler API (used where the DISASSEMBLE_* actions are refused)."""
        lines: list[str] = []
        current: list[str] = []

        def read(address, to, size, _user):
            offset = address - base
            if offset < 0 or offset >= len(code):
                return 0
            chunk = code[offset:offset + size]
            ctypes.memmove(to, chunk, len(chunk))
            return len(chunk)

        def emit(text, _user):
            current.append(text.decode(errors="replace"))

        callbacks = (_READ_MEMORY(read), _PRINT_INSTRUCTION(emit), _PRINT_ADDRESS(lambda *_: None))
        info = _Handle()
        self._call("amd_comgr_create_disassembly_info", isa.encode(), *callbacks,
                   ctypes.byref(info))
        try:
            address = base
            while address < base + len(code):
                size = ctypes.c_uint64()
                current.clear()
                status = self.lib.amd_comgr_disassemble_instruction(info, address, None,
                                                                    ctypes.byref(size))
                if status != 0 or size.value == 0:
                    raise ComgrError(f"amd_comgr_disassemble_instruction at 0x{address:x} "
                                     f"returned {self.status_name(status)}")
                lines.append(" ".join(current).strip())
                address += size.value
        finally:
            self.lib.amd_comgr_destroy_disassembly_info(info)
        return lines

    def describe(self) -> dict:
        return {"path": str(self.path), "version": f"{self.version[0]}.{self.version[1]}",
                "abi": self.abi, "claimed_abi": self.decision.claimed,
                "probed_abi": self.decision.probed, "decision": self.decision.reason}
