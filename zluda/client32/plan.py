"""How each driver call travels from a 32-bit client to the 64-bit server: one wire plan
per catalog function, derived from its C signature, shared by the client generator
(zluda/client32/build.py) and the server (zluda/client32/server.py).

A plan is one `Slot` per parameter. Scalars travel as 8 bytes (integers sign- or
zero-extended by the client's own C type, floats as doubles); handles as the 32-bit ids
the server hands out; strings and host buffers as length-prefixed bytes; out-parameters
as a "present" flag on the way in and their values on the way back. Where the signature
cannot say what a pointer means (a host buffer's size, a module image, kernel
parameters), OVERRIDES says it. A function a plan cannot be built for is not forwarded:
the client answers CUDA_ERROR_NOT_SUPPORTED and names it on stderr once, and
`not_forwarded()` lists them with the reason.
"""

from __future__ import annotations

import fnmatch
import hashlib
import json
import re
from dataclasses import dataclass
from functools import lru_cache

import cffi

from zluda.api import catalog as api_catalog
from zluda.api import export_tables
from zluda.api.model import Function, Param

CATALOG_MAJOR = 13
LIBRARY = "cuda"

# scalar kinds on the wire (also the pointee kinds of out-parameters)
INT, FLOAT, DOUBLE, HANDLE, STRUCT = "int", "float", "double", "handle", "struct"

# parameter kinds (Slot.kind)
KINDS = (
    "scalar",       # by value: INT/FLOAT/DOUBLE/HANDLE
    "str",          # const char * in (NULL allowed)
    "in_struct",    # pointer to a struct the call reads, same bytes on both sides
    "out",          # pointer the call writes (pointee: INT/FLOAT/DOUBLE/HANDLE/STRUCT)
    "inout",        # pointer the call reads and writes
    "host_in",      # host buffer of `size` bytes the call reads
    "host_out",     # host buffer of `size` bytes the call fills
    "image",        # a module image: PTX text, an ELF cubin or a fatbin, its size from its header
    "kernel_params",  # cuLaunchKernel's void **kernelParams: the bytes of every parameter
    "null_only",    # a pointer only NULL is accepted for (cuCtxCreate_v4's creation parameters)
    "launch_extra", # cuLaunchKernel's extra: the parameter buffer it names travels
    "jit_options",  # CUjit_option keys, `size` of them
    "jit_values",   # their values: integers, log buffers the server fills and sends back
    "pinned_ptr",   # a client address inside pinned host memory (zluda/client32/wire.py MAP)
    "host_fn",      # cuLaunchHostFunc's fn: the client runs it when the server's stream reaches it
    "stream_callback",  # cuStreamAddCallback's callback: likewise, with the stream and a status
    "user_data",    # the void * such a function gets: travels as the client's number
    "path",         # a file name: a relative one travels made absolute (the server's cwd is not the client's)
    "dropped",      # a client function the server cannot call back: nothing travels, the server gets NULL
)

# (function glob, parameter) -> (kind, the parameter giving the byte count or entries)
OVERRIDES: dict[tuple[str, str], tuple[str, str]] = {
    # the Async forms of these four are as synchronous as NVIDIA's are for pageable memory:
    # the server waits for the stream before it answers (the data travels in the message)
    ("cuMemcpyHtoD*", "srcHost"): ("host_in", "ByteCount"),
    ("cuMemcpyHtoA*", "srcHost"): ("host_in", "ByteCount"),
    ("cuMemcpyDtoH*", "dstHost"): ("host_out", "ByteCount"),
    ("cuMemcpyAtoH*", "dstHost"): ("host_out", "ByteCount"),
    ("cuDeviceGetName", "name"): ("host_out", "len"),
    # the launch API of CUDA's first years, which 32-bit programs used: parameter bytes
    ("cuParamSetv", "ptr"): ("host_in", "numbytes"),
    ("cuModuleLoadData", "image"): ("image", ""),
    ("cuModuleLoadDataEx", "image"): ("image", ""),
    ("cuModuleLoadFatBinary", "fatCubin"): ("image", ""),
    ("cuModuleLoadDataEx", "options"): ("jit_options", "numOptions"),
    ("cuModuleLoadDataEx", "optionValues"): ("jit_values", "numOptions"),
    ("cuLaunchKernel*", "kernelParams"): ("kernel_params", ""),
    ("cuLaunchCooperativeKernel*", "kernelParams"): ("kernel_params", ""),
    ("cuLaunchKernel*", "extra"): ("launch_extra", ""),
    # cuda.h 12.5+ maps cuCtxCreate to _v4; its parameters (execution affinity, CIG) point
    # to arrays, and a program that sets none passes NULL
    ("cuCtxCreate_v4", "ctxCreateParams"): ("null_only", ""),
    ("cuLaunchHostFunc*", "fn"): ("host_fn", ""),
    ("cuLaunchHostFunc*", "userData"): ("user_data", ""),
    ("cuStreamAddCallback*", "callback"): ("stream_callback", ""),
    ("cuStreamAddCallback*", "userData"): ("user_data", ""),
    ("cuModuleLoad", "fname"): ("path", ""),
    ("cuLibraryLoadFromFile", "fileName"): ("path", ""),
    ("cuLinkAddFile*", "path"): ("path", ""),
    ("cuLogsDumpToFile", "pathToFile"): ("path", ""),
    ("cuGraphDebugDotPrint", "path"): ("path", ""),
    ("cuProfilerInitialize", "configFile"): ("path", ""),
    ("cuProfilerInitialize", "outputFile"): ("path", ""),
    ("cuMemHostGetDevicePointer*", "p"): ("pinned_ptr", ""),
    ("cuMemHostGetFlags", "p"): ("pinned_ptr", ""),
    # export-table slots (zluda/api/export_tables.py), by the slot's name
    ("get_module_from_cubin*", "fatbin_wrapper"): ("image", ""),
    ("get_module_from_cubin_ext2", "fatbin"): ("image", ""),
    # the runtime's destructor of a context's value: run at context destruction in the
    # server, where the client's code is not; the value stays the client's to free
    ("context_local_storage_put", "dtor"): ("dropped", ""),
}

# answered inside the client, never sent: (what it does there)
LOCAL = {
    "cuGetErrorName": "the catalog's CUresult names, compiled into the client",
    "cuGetErrorString": "NVIDIA's descriptions (zluda/runtime/error_strings.py), compiled into the client",
    "cuMemAllocHost": "a memfd mapped here, then in the server (wire MAP)",
    "cuMemAllocHost_v2": "a memfd mapped here, then in the server (wire MAP)",
    "cuMemHostAlloc": "a memfd mapped here, then in the server (wire MAP)",
    "cuMemFreeHost": "unmapped in the server (wire UNMAP), then here",
    "cuGetExportTable": "the client's own tables, whose slots are forwarded like functions (slot_plans)",
}

# export-table slots answered inside the client: (table, slot) -> the template's C function.
# They hand back client memory or take a va_list, which no message carries.
SLOT_LOCAL = {
    ("CUDART_INTERFACE", 7): "zc_slot_notification",
    ("TOOLS_RUNTIME_CALLBACK_HOOKS", 2): "zc_slot_callback_buffer_1",
    ("TOOLS_RUNTIME_CALLBACK_HOOKS", 6): "zc_slot_callback_buffer_2",
    ("ERROR_LOG", 1): "zc_slot_error_log",
    ("HEAP_ACCESS", 1): "zc_slot_heap_alloc",
    ("HEAP_ACCESS", 2): "zc_slot_heap_free",
}

# functions whose signature would give a plan but whose meaning would not survive the trip
NOT_FORWARDED = {
    "cuGetProcAddress*": "returns function pointers: the client's own entry points would be needed",
    "cuMemHostRegister*": "the client's own memory is not visible to the server (cuMemHostAlloc's is)",
    "cuMemHostUnregister": "host memory of the client is not visible to the server",
    "cuMemcpy": "unified addresses may name client host memory the server cannot see",
    "cuMemcpyAsync*": "unified addresses may name client host memory the server cannot see",
    "cuMemcpy_ptds": "unified addresses may name client host memory the server cannot see",
}

# pointee types the client clamps to 32 bits instead of sending numbers it cannot hold
CLAMPED = ("size_t",)
# out values a 32-bit client refuses above 4 GiB (its device addresses; the client, which
# knows its width, checks: the x86-64 client takes them)
ADDRESSES = ("CUdeviceptr", "CUdeviceptr_v1", "CUdeviceptr_v2")


@dataclass(frozen=True)
class Leaf:
    """One member of a struct that travels member by member (its 32-bit layout differs):
    `path` from the struct (field names and array indices), `kind` RAW (the member's
    bytes, the same in both layouts), INT/FLOAT/DOUBLE/HANDLE (8 bytes on the wire)."""
    path: tuple
    kind: str
    ctype: str = ""   # the 64-bit side's type of the member
    size: int = 0     # RAW: its bytes
    memtype: str = "" # HOST: the member saying whether the pointer is host memory
    span: str = ""    # HOST: C over the struct `d`, the bytes from the pointer its copy touches
    selector: str = ""  # UNION: the member of the enclosing struct choosing the union's member
    cases: tuple = ()   # UNION: (selector value, the Leafs of the member it chooses)

    @property
    def c_path(self) -> str:
        return "".join(f"[{x}]" if isinstance(x, int) else f".{x}" for x in self.path)


RAW = "raw"
HOST = "host"      # a pointer to host memory: its bytes travel (COPY_REGIONS)
NULLPTR = "null"   # a reserved pointer that must be NULL: nothing travels
UNION = "union"    # a union whose members differ between the layouts: DISCRIMINATED says which

# Unions whose members differ between the layouts: (struct, union member) -> the member
# choosing it, and per value of that member (the enum's names) the union member it chooses.
# Another value sends nothing of the union (the server sees zeros).
DISCRIMINATED = {
    ("CUDA_RESOURCE_DESC_v1", "res"): ("resType", {
        "CU_RESOURCE_TYPE_ARRAY": "array", "CU_RESOURCE_TYPE_MIPMAPPED_ARRAY": "mipmap",
        "CU_RESOURCE_TYPE_LINEAR": "linear", "CU_RESOURCE_TYPE_PITCH2D": "pitch2D"}),
}

# Immediate copies whose descriptors point to host memory: per descriptor, per pointer,
# the member giving its memory type and the bytes the copy touches from it (rows of
# `pitch` bytes, the last one only up to its end). A graph's memcpy node keeps the
# pointer for later, so only these functions carry the bytes.
COPY_FUNCTIONS = ("cuMemcpy2D*", "cuMemcpy3D*")
_ROWS_2D = "(d.{s}Y + d.Height - 1) * d.{s}Pitch + d.{s}XInBytes + d.WidthInBytes"
_ROWS_3D = ("((d.{s}Z + d.Depth - 1) * d.{s}Height + d.{s}Y + d.Height - 1) * d.{s}Pitch"
            " + d.{s}XInBytes + d.WidthInBytes")
COPY_REGIONS = {
    **{name: {f"{side}Host": (f"{side}MemoryType", _ROWS_2D.format(s=side)) for side in ("src", "dst")}
       for name in ("CUDA_MEMCPY2D_v2", "CUDA_MEMCPY2D_v1")},
    **{name: {f"{side}Host": (f"{side}MemoryType", _ROWS_3D.format(s=side)) for side in ("src", "dst")}
       for name in ("CUDA_MEMCPY3D_v2", "CUDA_MEMCPY3D_v1", "CUDA_MEMCPY3D_PEER_v1")},
}
# arrays of members that travel one by one longer than this are not converted
MAX_ARRAY_LEAVES = 64


@dataclass(frozen=True)
class Slot:
    name: str
    kind: str          # one of KINDS
    scalar: str = ""   # INT/FLOAT/DOUBLE/HANDLE/STRUCT: the value or pointee kind
    ctype: str = ""    # the 64-bit side's C type of the value or pointee
    size: str = ""     # the parameter naming a byte count / entry count
    clamp: bool = False     # a size_t out: clamp to 32 bits on the client
    address: bool = False   # a CUdeviceptr out: a 32-bit client refuses one above 4 GiB
    fields: tuple = ()      # a struct laid out differently in 32 bits: its Leafs, member by member


@dataclass(frozen=True)
class Plan:
    function: Function
    slots: tuple[Slot, ...]

    @property
    def symbol(self) -> str:
        return self.function.symbol


@lru_cache(maxsize=1)
def ffi() -> cffi.FFI:
    """The 64-bit side's types (every declaration of the catalog)."""
    f = cffi.FFI()
    f.cdef("\n".join(api_catalog_declarations()))
    return f


def _written(ctype: str) -> str:
    return ctype.replace("[]", "*").strip()


def _param_type(ctype: str):
    """The cffi type of a parameter: the catalog's parameters from one probe, others
    (export-table slots) parsed on their own."""
    known = _param_types().get(_written(ctype))
    return known if known is not None else ffi().typeof(_written(ctype))


@lru_cache(maxsize=1)
def _param_types() -> dict:
    """ctype as the catalog writes it -> cffi type, for every parameter of the library: one
    probe struct declares them all (cffi parses each type string on its own otherwise)."""
    F = ffi()
    written = sorted({_written(p.ctype) for f in api_catalog.load(CATALOG_MAJOR).functions_of(LIBRARY)
                      for p in f.params})
    fields = "".join(f"{t} f{i};\n" if "(*)" not in t else f"{t.replace('(*)', f'(*f{i})')};\n"
                     for i, t in enumerate(written))
    F.cdef(f"struct zluda_client32_probe {{\n{fields}}};")
    members = dict(F.typeof("struct zluda_client32_probe").fields)
    return {t: members[f"f{i}"].type for i, t in enumerate(written)}


@lru_cache(maxsize=1)
def api_catalog_declarations() -> tuple[str, ...]:
    """The catalog's C declarations (every type the CUDA headers declare), 64-bit as parsed."""
    data = json.loads((api_catalog.DATA_DIR / f"cuda-{CATALOG_MAJOR}.json").read_text())
    return tuple(data["c_declarations"])


def _kind_of(t) -> str:
    """INT/FLOAT/DOUBLE/HANDLE for a value type, STRUCT for a struct, "" for anything else."""
    if t.kind == "enum":
        return INT
    if t.kind == "primitive":
        if t.cname == "float":
            return FLOAT
        if t.cname == "double":
            return DOUBLE
        if "char" in t.cname or t.cname == "_Bool" or "int" in t.cname or "long" in t.cname or "short" in t.cname \
                or t.cname in ("size_t", "ssize_t", "ptrdiff_t", "intptr_t", "uintptr_t"):
            return INT
        return ""
    if t.kind == "pointer" and t.item.kind in ("struct", "union") and t.item.fields is None:
        return HANDLE   # an opaque struct: CUcontext, CUstream, ...
    if t.kind in ("struct", "union") and t.fields is not None:
        return STRUCT
    return ""


def same_layout(t) -> bool:
    """Whether a struct has the same bytes in a 32-bit and a 64-bit process: no pointers and
    no member wider than 4 bytes (i386 aligns 8-byte members to 4 inside structs)."""
    if t.kind in ("primitive", "enum"):
        return t.kind == "enum" or (t.cname != "double" and ffi().sizeof(t) <= 4)
    if t.kind == "array":
        return same_layout(t.item)
    if t.kind in ("struct", "union") and t.fields is not None:
        return all(same_layout(field.type) for _, field in t.fields)
    return False


def _enum_value(name: str) -> int:
    cat = api_catalog.load(CATALOG_MAJOR)
    for enum in cat.enums.values():
        if name in enum.values:
            return enum.values[name]
    raise KeyError(name)


def leaves(t, path: tuple = (), regions: dict | None = None, owner: str = "") -> tuple[Leaf, ...]:
    """How a struct laid out differently in 32 bits travels, member by member; ValueError
    naming the member that cannot (a pointer to data, a union whose members differ).
    `regions`: COPY_REGIONS of the struct, for a copy that carries host memory."""
    F = ffi()
    if regions and path and path[-1] in regions and t.kind == "pointer":
        memtype, span = regions[path[-1]]
        return (Leaf(path, HOST, t.cname, memtype=memtype, span=span),)
    if regions and path and str(path[-1]).startswith("reserved") and t.kind == "pointer":
        return (Leaf(path, NULLPTR, t.cname),)
    if same_layout(t):
        return (Leaf(path, RAW, t.cname, F.sizeof(t)),)
    kind = _kind_of(t)
    if kind in (INT, FLOAT, DOUBLE, HANDLE):
        return (Leaf(path, kind, t.cname),)
    if t.kind == "array" and t.length is not None and t.length <= MAX_ARRAY_LEAVES:
        return tuple(leaf for i in range(t.length) for leaf in leaves(t.item, path + (i,)))
    if t.kind == "struct" and t.fields is not None:
        return tuple(leaf for name, field in t.fields
                     for leaf in leaves(field.type, path + (name,), regions, t.cname))
    chosen = DISCRIMINATED.get((owner, path[-1] if path else ""))
    if t.kind == "union" and t.fields is not None and chosen:
        selector, members = chosen
        fields = dict(t.fields)
        cases = tuple((_enum_value(value), leaves(fields[member].type, path + (member,), regions, t.cname))
                      for value, member in members.items())
        return (Leaf(path, UNION, t.cname, selector=selector, cases=cases),)
    where = ".".join(str(x) for x in path) or t.cname
    raise ValueError(f"{where} ({t.cname}) cannot be converted to its 32-bit layout")


def _override(function: str, param: str):
    for (glob, name), value in OVERRIDES.items():
        if name == param and fnmatch.fnmatchcase(function, glob):
            return value
    return None


def _slot(f: Function, p: Param) -> Slot:
    """The slot of one parameter; ValueError naming why when there is none."""
    over = _override(f.name, p.name)
    if over is not None:
        return Slot(p.name, over[0], size=over[1])
    t = _param_type(p.ctype)
    kind = _kind_of(t)
    if kind in (INT, FLOAT, DOUBLE, HANDLE):
        return Slot(p.name, "scalar", kind, t.cname)
    if t.kind != "pointer":
        raise ValueError(f"{p.name}: {p.ctype} passed by value")
    item = t.item
    if item.cname == "char" and p.direction == "in":
        return Slot(p.name, "str")
    pointee = _kind_of(item)
    written = p.ctype.rstrip("* ").removeprefix("const ").strip()
    fields = ()
    if pointee == STRUCT and not same_layout(item):
        copies = any(fnmatch.fnmatchcase(f.name, glob) for glob in COPY_FUNCTIONS)
        try:
            fields = leaves(item, regions=COPY_REGIONS.get(item.cname) if copies else None)
        except ValueError as exc:
            raise ValueError(f"{p.name}: {item.cname} is laid out differently in a 32-bit process: {exc}") from None
    if p.direction in ("out", "inout") and pointee:
        return Slot(p.name, p.direction, pointee, item.cname, clamp=written in CLAMPED,
                    address=written in ADDRESSES, fields=fields)
    if p.direction == "in" and pointee == STRUCT:
        return Slot(p.name, "in_struct", STRUCT, item.cname, fields=fields)
    raise ValueError(f"{p.name}: what {p.ctype} points to, and how much of it, is not known")


def _not_forwarded_reason(f: Function) -> str:
    for glob, why in NOT_FORWARDED.items():
        if fnmatch.fnmatchcase(f.symbol, glob) or fnmatch.fnmatchcase(f.name, glob):
            return why
    if f.variadic:
        return "variadic"
    if f.return_type != "CUresult":
        return f"returns {f.return_type}"
    return ""


def _plan_of(f: Function) -> Plan | str:
    why = _not_forwarded_reason(f)
    if why:
        return why
    try:
        return Plan(f, tuple(_slot(f, p) for p in f.params))
    except ValueError as exc:
        return str(exc)


@lru_cache(maxsize=1)
def _all() -> tuple[tuple[Plan, ...], dict]:
    cat = api_catalog.load(CATALOG_MAJOR)
    plans, skipped = [], {}
    for f in sorted(cat.functions_of(LIBRARY), key=lambda f: f.symbol):
        if f.name in LOCAL:
            continue
        plan = _plan_of(f)
        if isinstance(plan, Plan):
            plans.append(plan)
        else:
            skipped[f.symbol] = plan
    return tuple(plans), skipped


def plans() -> tuple[Plan, ...]:
    """Every forwarded function, in wire order (its index is its number on the wire)."""
    return _all()[0]


def not_forwarded() -> dict[str, str]:
    """symbol -> why the client answers CUDA_ERROR_NOT_SUPPORTED."""
    return dict(_all()[1])


def digest() -> str:
    """Names the wire plans: a client and a server built from different catalogs or
    overrides refuse each other at the first message."""
    h = hashlib.sha256()
    for p in plans():
        h.update(repr((p.symbol, p.slots)).encode())
    for s in export_slots():
        h.update(repr((s.table.uuid, s.index, s.plan.slots if s.plan else s.answer)).encode())
    return h.hexdigest()[:16]


# ---- export tables (cuGetExportTable) -------------------------------------------------
# A table is an array of function pointers in the caller's address space, so the client
# holds its own copy of every table of zluda/api/export_tables.py; each slot is forwarded
# like a driver function (a plan of its own, numbered after the functions), answered in
# the client (SLOT_LOCAL), or ends the program with a line naming it (no plan, or a slot
# the data table does not know).

# how a slot's C types travel: a pointer whose meaning the runtime keeps to itself (a
# context-local key or value, an option it passes as NULL) travels as its number and
# comes back as it went
_OPAQUE_TYPES = {"void *": "uintptr_t", "const void *": "uintptr_t", "void **": "uintptr_t *",
                 "const void **": "uintptr_t *"}


# the tables a remote client holds: the 64-bit library's, and those of older runtimes
CLIENT_TABLES = export_tables.TABLES + export_tables.OLD_RUNTIME_TABLES


@dataclass(frozen=True)
class ExportSlot:
    table: export_tables.Table
    index: int
    slot: export_tables.Slot | None
    plan: Plan | None      # forwarded
    answer: str            # the client's C function (SLOT_LOCAL), or why the slot ends the program


def split_params(text: str) -> list[str]:
    """A C parameter list split at its top-level commas ("void" is no parameter)."""
    parts, depth, start = [], 0, 0
    for i, ch in enumerate(text):
        depth += ch == "("
        depth -= ch == ")"
        if ch == "," and depth == 0:
            parts.append(text[start:i].strip())
            start = i + 1
    parts.append(text[start:].strip())
    return [] if parts == ["void"] else parts


def _slot_param(slot: str, text: str) -> Param:
    """One parameter of a slot's signature as a catalog Param: its name, its C type with
    opaque pointers as numbers unless OVERRIDES says what they are, function pointers as
    `void *` (they never travel)."""
    pointer_to_function = re.match(r"^.*\(\s*\*\s*(\w+)\s*\)\s*\(.*\)$", text)
    if pointer_to_function:
        return Param(pointer_to_function.group(1), "void *")
    m = re.match(r"^(.*?)(\w+)$", text)
    ctype = " ".join(m.group(1).replace("*", " * ").split()).replace("* *", "**")
    if _override(slot, m.group(2)) is None:
        ctype = _OPAQUE_TYPES.get(ctype, ctype)
    out = ctype.endswith("*") and not ctype.startswith("const ") and ctype != "uintptr_t"
    return Param(m.group(2), ctype, "out" if out else "in")


def slot_function(slot: export_tables.Slot) -> Function:
    """A slot as a catalog function named by the slot, so plans and overrides apply."""
    return Function(slot.name, slot.name, LIBRARY, slot.ret,
                    tuple(_slot_param(slot.name, p) for p in split_params(slot.params)))


@lru_cache(maxsize=1)
def export_slots() -> tuple[ExportSlot, ...]:
    """Every slot of every table past its size slot, in table order."""
    out = []
    for table in CLIENT_TABLES:
        for index in range(1 if table.size_slot else 0, table.length):
            slot = table.slot(index)
            local = SLOT_LOCAL.get((table.name, index))
            if slot is None:
                out.append(ExportSlot(table, index, None, None, "the driver's meaning of this slot is not known"))
            elif local:
                out.append(ExportSlot(table, index, slot, None, local))
            else:
                plan = _plan_of(slot_function(slot))
                out.append(ExportSlot(table, index, slot, plan, "") if isinstance(plan, Plan)
                           else ExportSlot(table, index, slot, None, f"not forwarded: {plan}"))
    return tuple(out)


def slot_plans() -> tuple[tuple[int, ExportSlot], ...]:
    """The forwarded slots with their numbers on the wire (after every function's)."""
    first = len(plans())
    forwarded = [s for s in export_slots() if s.plan is not None]
    return tuple((first + i, s) for i, s in enumerate(forwarded))


def table() -> str:
    """The functions the client does not forward, with the reason: a Markdown table."""
    lines = ["| function | why it is not forwarded |", "|---|---|"]
    lines += [f"| `{symbol}` | {why} |" for symbol, why in sorted(not_forwarded().items())]
    return "\n".join(lines)


def slot_table() -> str:
    """Every export-table slot a client holds and how it is answered: a Markdown table."""
    lines = ["| table | slot | name | answered |", "|---|---|---|---|"]
    for s in export_slots():
        how = ("forwarded" if s.plan is not None else
               "in the client" if s.answer in SLOT_LOCAL.values() else f"ends the program: {s.answer}")
        lines.append(f"| {s.table.name} | {s.index} | {s.slot.name if s.slot else ''} | {how} |")
    return "\n".join(lines)


if __name__ == "__main__":
    print(table())
    print()
    print(slot_table())
