"""How each catalog function's arguments are recorded and decoded.

The native interposer and the Python decoder must agree on every argument's class and
size; both take it from `build_layout(catalog)`, and the build writes the result next
to the libraries as `layout.json`, so a trace is decoded with exactly the layout the
libraries that recorded it were generated from.

Argument classes (what the interposer declares in C, what the decoder prints):
  int/uint  integers of `size` bytes          -> number
  enum      C enums (int on every ABI CUDA supports) -> value name
  float     float/double                      -> number
  ptr       any pointer, function pointer or array -> "0x..." (out: value read after the call)
  str       `const char *` input              -> the string (first 128 bytes)
  struct    a struct passed by value          -> its bytes, decoded for known structs
"""

from __future__ import annotations

import hashlib
import json
import re
from dataclasses import asdict, dataclass, field

from zluda.api.model import Catalog, Function

INTEGERS = {
    "char": (1, True), "signed char": (1, True), "unsigned char": (1, False),
    "short": (2, True), "short int": (2, True), "unsigned short": (2, False),
    "unsigned short int": (2, False),
    "int": (4, True), "signed": (4, True), "signed int": (4, True),
    "unsigned": (4, False), "unsigned int": (4, False),
    "long": (8, True), "long int": (8, True), "unsigned long": (8, False),
    "unsigned long int": (8, False), "long long": (8, True), "long long int": (8, True),
    "unsigned long long": (8, False), "unsigned long long int": (8, False),
    "_Bool": (1, False), "bool": (1, False),
    "size_t": (8, False), "ssize_t": (8, True), "ptrdiff_t": (8, True),
    "intptr_t": (8, True), "uintptr_t": (8, False),
    "int8_t": (1, True), "uint8_t": (1, False), "int16_t": (2, True), "uint16_t": (2, False),
    "int32_t": (4, True), "uint32_t": (4, False), "int64_t": (8, True), "uint64_t": (8, False),
}
FLOATS = {"float": 4, "double": 8}
C_INT_TYPES = {(1, True): "int8_t", (1, False): "uint8_t", (2, True): "int16_t",
               (2, False): "uint16_t", (4, True): "int32_t", (4, False): "uint32_t",
               (8, True): "int64_t", (8, False): "uint64_t"}

# structs CUDA passes by value, as struct format strings for the decoder
KNOWN_STRUCTS = {
    "dim3": ("x y z", "<III"),
    "cudaExtent": ("width height depth", "<QQQ"),
    "cudaPitchedPtr": ("ptr pitch xsize ysize", "<QQQQ"),
    "cudaPos": ("x y z", "<QQQ"),
    "cudaMemLocation": ("type id", "<ii"),
    "CUmemLocation": ("type id", "<ii"),
    "CUmemLocation_st": ("type id", "<ii"),
    "cudaChannelFormatDesc": ("x y z w f", "<iiiii"),
    "float2": ("x y", "<ff"),          # cuComplex, the legacy cuBLAS API passes it by value
    "double2": ("x y", "<dd"),         # cuDoubleComplex
    "CUipcMemHandle_st": ("reserved", "<64s"),
    "CUipcEventHandle_st": ("reserved", "<64s"),
    "cudaIpcMemHandle_st": ("reserved", "<64s"),
    "cudaIpcEventHandle_st": ("reserved", "<64s"),
    # the EGL interop frames (cu/cudaEGLStreamProducerPresentFrame): the union of plane
    # pointers first; the padding field makes the stand-in as long as the real struct
    "CUeglFrame_st": ("plane0 plane1 plane2 width height depth pitch planeCount numChannels frameType "
                      "eglColorFormat cuFormat padding", "<QQQIIIIIIiiiI"),
    "cudaEglFrame_st": ("plane0 planes planeDesc planeCount frameType eglColorFormat padding", "<Q88s168sIiiI"),
}
# `const char *` parameters that are not strings (addresses used as keys)
NOT_STRINGS = {"__cudaRegisterFunction": {"hostFun"}, "__cudaRegisterVar": {"hostVar"},
               "__cudaRegisterManagedVar": {"hostVarPtrAddress"}}

STRUCT_SIZES = {name: __import__("struct").calcsize(fmt) for name, (_f, fmt) in KNOWN_STRUCTS.items()}

QUALIFIERS = re.compile(r"\b(const|volatile|restrict|__restrict__|__restrict|CUDAAPI|CUDARTAPI|"
                        r"CUBLASAPI|CUBLASWINAPI)\b")


class LayoutError(ValueError):
    pass


@dataclass
class ArgLayout:
    name: str
    cls: str                 # int uint enum float ptr str struct void
    size: int = 8
    enum: str = ""           # enum to decode with (this arg, or what an out pointer points to)
    ctype: str = ""          # type the interposer declares
    out: dict | None = None  # for out pointers to scalars/handles: {"cls", "size", "enum"}
    struct: str = ""         # struct name for by-value structs


@dataclass
class FunctionLayout:
    id: int
    lib: str
    symbol: str
    name: str
    args: list[ArgLayout]
    ret: ArgLayout
    status_enum: str = ""    # enum of the return value when it is the library's status type
    success: int | None = None
    not_supported: int | None = None
    variadic: bool = False


@dataclass
class Layout:
    cuda_version: str
    functions: list[FunctionLayout]
    enums: dict[str, dict[str, int]] = field(default_factory=dict)
    libraries: dict[str, dict] = field(default_factory=dict)
    hash: str = ""

    def to_json(self) -> str:
        return json.dumps(asdict(self), indent=None, separators=(",", ":"))

    @classmethod
    def from_json(cls, text: str) -> "Layout":
        raw = json.loads(text)
        fns = []
        for f in raw["functions"]:
            f = dict(f)
            f["args"] = [ArgLayout(**a) for a in f["args"]]
            f["ret"] = ArgLayout(**f["ret"])
            fns.append(FunctionLayout(**f))
        return cls(raw["cuda_version"], fns, raw["enums"], raw["libraries"], raw["hash"])


def _strip(ctype: str) -> str:
    return " ".join(QUALIFIERS.sub(" ", ctype).split())


class _Resolver:
    def __init__(self, catalog: Catalog):
        self.catalog = catalog
        self.enum_keys = {self._enum_key(k): k for k in catalog.enums}

    @staticmethod
    def _enum_key(name: str) -> str:
        return name.removeprefix("enum ").strip()

    def find_enum(self, name: str) -> str:
        name = name.removeprefix("enum ").strip()
        if name in self.catalog.enums:
            return name
        return self.enum_keys.get(name, "")

    def expand(self, ctype: str, depth: int = 0) -> str:
        """Follow typedefs of the base name until a C type is reached."""
        t = _strip(ctype)
        if depth > 20:
            raise LayoutError(f"typedef loop at {ctype!r}")
        stars = t.count("*") + t.count("[")
        base = t.replace("*", " ").split("[")[0].strip()
        if "(" in t:
            return t  # function pointer
        if base in self.catalog.typedefs and base not in INTEGERS:
            target = _strip(self.catalog.typedefs[base])
            if "(" in target:
                return target + " *" * stars
            return self.expand(target + " *" * stars, depth + 1)
        return (base + " " + "*" * stars).strip()

    def classify(self, name: str, ctype: str, base_type: str = "", enum: str = "") -> ArgLayout:
        t = _strip(base_type or ctype)
        full = self.expand(t)
        if "(" in full:
            return ArgLayout(name, "ptr", 8, ctype="void *")
        stars = full.count("*") + full.count("[")
        base = full.replace("*", " ").split("[")[0].strip()
        if stars:
            is_char = base in ("char", "signed char")
            if stars == 1 and is_char and "const" in (base_type or ctype):
                return ArgLayout(name, "str", 8, ctype="const char *")
            arg = ArgLayout(name, "ptr", 8, ctype="void *")
            pointee = self.expand(t.rsplit("*", 1)[0]) if "*" in t else base
            if stars == 1 and not is_char:
                inner = self._scalar(pointee, enum)
                if inner is not None:
                    arg.out = {"cls": inner.cls, "size": inner.size, "enum": inner.enum}
            elif stars >= 2:
                arg.out = {"cls": "ptr", "size": 8, "enum": ""}
            return arg
        scalar = self._scalar(full, enum)
        if scalar is not None:
            scalar.name = name
            return scalar
        if base == "void":
            return ArgLayout(name, "void", 0, ctype="void")
        sname = base.removeprefix("struct ").removeprefix("union ").strip()
        orig = _strip(ctype).removeprefix("struct ").strip()
        for key in (orig, sname):
            if key in KNOWN_STRUCTS:
                return ArgLayout(name, "struct", STRUCT_SIZES[key], ctype=_strip(ctype), struct=key)
        if base.startswith(("struct ", "union ")):
            return ArgLayout(name, "struct", 0, ctype=_strip(ctype), struct=sname)
        raise LayoutError(f"cannot classify C type {ctype!r} (resolved to {full!r})")

    def _scalar(self, t: str, enum: str) -> ArgLayout | None:
        t = self.expand(t)
        if "*" in t or "(" in t:
            return ArgLayout("", "ptr", 8, ctype="void *") if "*" in t else None
        if t in INTEGERS:
            size, signed = INTEGERS[t]
            found = self.find_enum(enum) if enum else ""
            if found:
                return ArgLayout("", "enum", size, enum=found, ctype=C_INT_TYPES[(size, signed)])
            return ArgLayout("", "int" if signed else "uint", size, ctype=C_INT_TYPES[(size, signed)])
        if t in FLOATS:
            return ArgLayout("", "float", FLOATS[t], ctype=t)
        if t.startswith("enum ") or self.find_enum(t):
            return ArgLayout("", "enum", 4, enum=self.find_enum(enum or t) or self.find_enum(t),
                             ctype="int32_t")
        return None


def _function_layout(res: _Resolver, fid: int, fn: Function, catalog: Catalog) -> FunctionLayout:
    where = f"{fn.library}/{fn.symbol}"
    args = []
    for i, p in enumerate(fn.params):
        if _strip(p.ctype) == "void" and len(fn.params) == 1:
            break
        try:
            a = res.classify(p.name or f"arg{i}", p.ctype, p.base_type, p.enum)
        except LayoutError as exc:
            raise LayoutError(f"{where}: parameter {p.name!r}: {exc}") from None
        if a.cls == "str" and a.name in NOT_STRINGS.get(fn.name, ()):
            a.cls, a.ctype = "ptr", "const void *"
        if p.direction == "in" and a.cls == "ptr":
            a.out = None  # only pointers the callee writes get their value read back
        args.append(a)
    try:
        ret = res.classify("return", fn.return_type)
    except LayoutError as exc:
        raise LayoutError(f"{where}: return type: {exc}") from None
    lib = catalog.libraries.get(fn.library)
    status_enum, success, not_supported = "", None, None
    if lib is not None and _strip(fn.return_type) == _strip(lib.status_type):
        status_enum = ret.enum or res.find_enum(lib.status_type) or res.find_enum(res.expand(lib.status_type))
        ret.cls, ret.enum = "enum", status_enum
        values = catalog.enums.get(status_enum).values if status_enum else {}
        success = values.get(lib.success)
        not_supported = values.get(lib.not_supported)
    return FunctionLayout(fid, fn.library, fn.symbol, fn.name, args, ret, status_enum,
                          success, not_supported, fn.variadic)


def build_layout(catalog: Catalog, libraries: tuple[str, ...] | None = None) -> Layout:
    res = _Resolver(catalog)
    fns = [f for f in catalog.functions.values() if libraries is None or f.library in libraries]
    fns.sort(key=lambda f: (f.library, f.symbol))
    layouts = [_function_layout(res, i, f, catalog) for i, f in enumerate(fns)]
    used = {a.enum for fl in layouts for a in [*fl.args, fl.ret] if a.enum}
    used |= {a.out["enum"] for fl in layouts for a in fl.args if a.out and a.out.get("enum")}
    enums = {name: dict(catalog.enums[name].values) for name in sorted(used) if name in catalog.enums}
    libs = {k: {"soname": v.soname, "version_nodes": list(v.version_nodes), "success": v.success,
                "not_supported": v.not_supported, "status_type": v.status_type}
            for k, v in catalog.libraries.items()
            if libraries is None or k in libraries}
    layout = Layout(catalog.cuda_version, layouts, enums, libs)
    layout.hash = hashlib.sha256(layout.to_json().encode()).hexdigest()[:16]
    return layout
