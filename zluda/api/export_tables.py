"""The driver's private function tables (cuGetExportTable), as data.

NVIDIA's CUDA runtime, linked statically into a default `nvcc` build, asks libcuda.so.1
for tables of function pointers identified by a 16-byte UUID. Each table here has its
UUID (bytes in the order the runtime passes them), its length in pointer-sized slots,
and the slots we know: a name, the C signature, and how libcuda.so.1 answers it.
zluda/shim/templates/export_tables.c.j2 is generated from this table; a slot without an
entry, and any slot of a table whose `slots` say nothing about it, points to a function
that names the table and slot on stderr and ends the program, so a runtime that needs
more than we know stops with that line rather than with a wrong answer.

Slot 0 of most tables holds the table's own size in bytes (`size_slot`); the
context-local-storage table starts with a function instead. The lengths are the sizes
NVIDIA's driver 580 reports; a table it does not have (ZLUDA's HEAP_ACCESS,
195bcbf4-d67d-024a-acc5-1d29cea631ae) is not here either, so both answer
CUDA_ERROR_INVALID_VALUE for it.

Where the facts come from: the slot meanings are those ZLUDA's dark_api crate documents;
the sizes, the slots a static runtime calls and their arguments were recorded on NVIDIA's
driver (tests/runtime/data/default_builds/, docs/default-builds.md).
"""

from __future__ import annotations

import uuid as _uuid
from dataclasses import dataclass, field


@dataclass(frozen=True)
class Slot:
    index: int
    name: str
    ret: str          # C return type
    params: str       # C parameter list
    does: str         # what the slot answers, one line


@dataclass(frozen=True)
class Table:
    name: str
    uuid: str                 # as printed by NVIDIA's tools, bytes in order
    length: int               # pointer-sized slots
    size_slot: bool           # slot 0 holds length * sizeof(void *)
    slots: tuple[Slot, ...] = field(default=())

    @property
    def uuid_bytes(self) -> bytes:
        return _uuid.UUID(self.uuid).bytes

    def slot(self, index: int) -> Slot | None:
        return next((s for s in self.slots if s.index == index), None)


TABLES: tuple[Table, ...] = (
    Table("CUDART_INTERFACE", "6bd5fb6c-5bf4-e74a-8987-d93912fd9df9", 13, True, (
        Slot(1, "get_module_from_cubin", "CUresult", "CUmodule *module, const void *fatbin_wrapper",
             "loads the registered fatbin (a __fatBinC_Wrapper_t) as cuModuleLoadData does"),
        Slot(2, "primary_context", "CUresult", "CUcontext *pctx, CUdevice dev",
             "retains the device's primary context and returns it"),
        Slot(6, "get_module_from_cubin_ext1", "CUresult",
             "CUmodule *module, const void *fatbin_wrapper, void *arg3, void *arg4, unsigned int arg5",
             "get_module_from_cubin with options the runtime passes as NULL/0"),
        Slot(7, "cudart_interface_fn7", "void", "uintptr_t arg1",
             "a notification with no answer; nothing to do"),
        Slot(8, "get_module_from_cubin_ext2", "CUresult",
             "const void *fatbin, CUmodule *module, void *arg3, void *arg4, unsigned int arg5",
             "loads a bare fatbin (magic 0xBA55ED50) as cuModuleLoadData does"),
        Slot(12, "load_compilers", "CUresult", "void",
             "NVIDIA's driver loads its PTX compilers here; the CPU backend has its own"),
    )),
    Table("TOOLS_TLS", "42d85a81-23f6-cb47-8298-f6e78a3aecdc", 3, True),
    Table("TOOLS_RUNTIME_CALLBACK_HOOKS", "a094798c-2e74-2e74-93f2-0800200c0a66", 7, True, (
        Slot(2, "callback_buffer_1", "void", "void **ptr, size_t *size",
             "a zeroed buffer of 1024 ints: no tool is attached, no callback is set"),
        Slot(6, "callback_buffer_2", "void", "void **ptr, size_t *size",
             "a zeroed buffer of 14 ints: no tool is attached, no callback is set"),
    )),
    Table("CONTEXT_LOCAL_STORAGE_INTERFACE_V0301", "c693336e-1121-df11-a8c3-68f355d89593", 4, False, (
        Slot(0, "context_local_storage_put", "CUresult",
             "CUcontext ctx, void *key, void *value, void (*dtor)(CUcontext, void *, void *)",
             "stores value under (context, key); the current context when ctx is NULL"),
        Slot(1, "context_local_storage_delete", "CUresult", "CUcontext ctx, void *key",
             "forgets (context, key)"),
        Slot(2, "context_local_storage_get", "CUresult", "void **value, CUcontext ctx, void *key",
             "the value under (context, key); CUDA_ERROR_INVALID_HANDLE when there is none"),
    )),
    # FleX's NvFlexDevice*.dll asks for it (cuGetExportTable in its imports, this id in its data)
    Table("CTX_CREATE_BYPASS", "0ca50b8c-1004-929a-89a7-d0df10e77286", 2, True, (
        Slot(1, "ctx_create_v2_bypass", "CUresult", "CUcontext *pctx, unsigned int flags, CUdevice dev",
             "creates a context as cuCtxCreate_v2 does"),
    )),
    Table("DEVICE_EXTENDED_RT", "b10541e1-f7c7-c74a-9f64-f223be99f1e2", 31, True),
    Table("INTEGRITY_CHECK", "d4082055-bde6-704b-8d34-ba123c66e1f2", 3, True, (
        Slot(1, "integrity_check", "CUresult", "unsigned int version, uint64_t unix_seconds, uint64_t *result",
             "the driver's answer to the runtime's check: HMAC-MD2 over the caller's data"),
    )),
    Table("CONTEXT_CHECKS", "263e8860-7cd2-6143-92f6-bbd5006dfa7e", 15, True, (
        Slot(2, "context_check", "CUresult", "CUcontext ctx, unsigned int *result1, const void **result2",
             "no context flag is set: *result1 = 0"),
        Slot(3, "context_check_flags", "unsigned int", "void", "no flag is set: 0"),
    )),
    # the runtimes ask for it first of all; they call slot 1 with an error message before
    # returning the error (CUDA 13.0: an invalid device; 12.9 also while it starts)
    Table("ERROR_LOG", "f8cff951-2146-8b4e-b9e2-fb469e7c0dd9", 3, True, (
        Slot(1, "error_log", "CUresult",
             "const char *source, uintptr_t arg1, const char *format, va_list args, void *arg4",
             "formats the runtime's message (\"CUDA\", printf format, va_list) and drops it"),
    )),
)


# Tables only older runtimes ask for, which NVIDIA's driver 580 no longer has (so neither
# does the 64-bit libcuda.so.1): CUDA 9.2's runtime (FleX's cudart32_92.dll and
# cudart64_92.dll) asks for HEAP_ACCESS when it first creates a context and fails its
# calls with cudaErrorInvalidValue without it. The remote clients (zluda/client32) answer
# it: its records are the runtime's host memory.
OLD_RUNTIME_TABLES: tuple[Table, ...] = (
    Table("HEAP_ACCESS", "195bcbf4-d67d-024a-acc5-1d29cea631ae", 3, True, (
        Slot(1, "heap_alloc", "CUresult", "void **record, size_t arg2, size_t arg3",
             "a record holding both numbers, in the caller's heap"),
        Slot(2, "heap_free", "CUresult", "void *record, size_t *arg3",
             "frees the record, giving back its second number"),
    )),
)


def uuid_bytes(text: str) -> bytes:
    return _uuid.UUID(text).bytes


def by_uuid() -> dict[bytes, Table]:
    return {t.uuid_bytes: t for t in TABLES}


def format_uuid(raw: bytes) -> str:
    """A table id as the tables above spell it (and NVIDIA's tools print it)."""
    return str(_uuid.UUID(bytes=bytes(raw)))
