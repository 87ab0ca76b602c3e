"""Generate the API catalog (zluda/api/data/cuda-<major>.json) from the real CUDA headers.

Three preprocessing passes over one translation unit that includes every catalogued header:
  A. as a program sees it: declared names are the exported symbols (`cuMemAlloc_v2`), and
     the macros that rename public names (`#define cuMemAlloc cuMemAlloc_v2`,
     `#define cublasSgemm cublasSgemm_v2`) give each symbol its public name;
  B. with the per-thread default stream selected (CUDA_API_PER_THREAD_DEFAULT_STREAM):
     declarations whose name gained `_ptds`/`_ptsz` are the per-thread variants, which
     the real libraries export next to the plain symbols;
  C. (driver API only) with __CUDA_API_VERSION_INTERNAL: the legacy symbols libcuda keeps
     exporting for old binaries (`cuMemAlloc` taking 32-bit pointers, `cuCtxCreate`, ...).
The `__cuda*` entry points nvcc emits calls to are declared only in C++ headers
(crt/host_runtime.h, crt/device_functions.h): their declarations are lifted out as text
(C++ default arguments dropped) and parsed in the same unit, keeping their file and line.
cublas_api.h declares its fp16/bf16 entry points (cublasHgemm, cublasHSHgemvBatched, ...)
only inside `#if defined(__cplusplus)` blocks, because __half and __nv_bfloat16 are C++
classes; libcublas exports them with C linkage all the same. Those declarations are lifted
out the same way, after a C declaration of each class as what it is in memory (a 2-byte
struct holding the bits), placed at the class's own line.

Usage: python -m zluda.api.generate [--major 13] [--check] [--no-cublas] [--include DIR]
"""

from __future__ import annotations

import argparse
import difflib
import json
import os
import re
import sys
import tempfile
from pathlib import Path

from zluda.api import cparse, directions, sources

DATA_DIR = Path(__file__).resolve().parent / "data"

# what each catalogued library is; "{m}" is the CUDA major version
LIBRARIES = {
    "cudart": dict(headers=("cuda_runtime_api.h", "cuda_profiler_api.h", "cuda_gl_interop.h", "cuda_egl_interop.h",
                            "cuda_vdpau_interop.h", "crt/host_runtime.h", "crt/device_functions.h"),
                   soname="libcudart.so.{m}", status_type="cudaError_t", success="cudaSuccess",
                   not_supported="cudaErrorNotSupported", windows_dll="cudart64_{m}.dll", part="runtime"),
    "cuda": dict(headers=("cuda.h", "cudaProfiler.h", "cudaGL.h", "cudaEGL.h", "cudaVDPAU.h"), soname="libcuda.so.1", status_type="CUresult",
                 success="CUDA_SUCCESS", not_supported="CUDA_ERROR_NOT_SUPPORTED", windows_dll="nvcuda.dll", part="runtime"),
    "cublas": dict(headers=("cublas_api.h", "cublas.h", "cublasXt.h"), soname="libcublas.so.{m}",
                   status_type="cublasStatus_t", success="CUBLAS_STATUS_SUCCESS", not_supported="CUBLAS_STATUS_NOT_SUPPORTED",
                   windows_dll="cublas64_{m}.dll", part="cublas"),
    "cublasLt": dict(headers=("cublasLt.h",), soname="libcublasLt.so.{m}", status_type="cublasStatus_t",
                     success="CUBLAS_STATUS_SUCCESS", not_supported="CUBLAS_STATUS_NOT_SUPPORTED",
                     windows_dll="cublasLt64_{m}.dll", part="cublas"),
}

# headers that come from another package than their library's part
HEADER_PARTS = {"cuda_profiler_api.h": "profiler", "cudaProfiler.h": "profiler"}

# The graphics interop headers include OpenGL's, EGL's and VDPAU's own headers for a few
# handle types; interop_types/ declares just those types, with their ABI meaning, so the
# catalog needs no display stack installed (and the generated libraries declare them too).
INTEROP_TYPES = Path(__file__).resolve().parent / "interop_types"
INTEROP_HEADERS = ("cuda_gl_interop.h", "cuda_egl_interop.h", "cuda_vdpau_interop.h", "cudaGL.h", "cudaEGL.h",
                   "cudaVDPAU.h")

# libcuda.so.1 defines no symbol versions (its symbols are plain); the others come from
# the version definitions of the real library in the pinned wheel (sources.library_facts)
UNVERSIONED = {"cuda"}

ENTRY_POINT_HEADERS = ("crt/host_runtime.h", "crt/device_functions.h")
ENTRY_POINT_DECL = re.compile(
    r'(?:extern\s+"C"\s+)?(?:extern\s+)?(?:__host__\s+__device__\s+)?'
    r"(?P<ret>[A-Za-z_][\w\s\*]*?)\s*CUDARTAPI\s+(?P<name>__cuda\w+)\s*\((?P<params>[^;{]*?)\)\s*;",
    re.S)

# headers whose `#if defined(__cplusplus)` blocks declare exported functions
CPP_ONLY_HEADERS = ("cublas_api.h",)
# C++ classes those declarations use: C name -> (header defining it, its C layout)
CPP_ONLY_TYPES = {
    "__half": ("cuda_fp16.h", "unsigned short __x;"),
    "__nv_bfloat16": ("cuda_bf16.h", "unsigned short __x;"),
}
CPP_BLOCK_DECL = re.compile(
    r"(?P<ret>\b[A-Za-z_]\w*(?:\s*\*)*)\s+CUBLASWINAPI\s+(?P<name>\w+)\s*\((?P<params>[^;{]*?)\)\s*;", re.S)

PER_THREAD_DEFINES = ("CUDA_API_PER_THREAD_DEFAULT_STREAM=1",)
LEGACY_DEFINES = ("__CUDA_API_VERSION_INTERNAL=1",)
LEGACY_BLAS_UNIT = '#include "cublas.h"\n'


def entry_point_declarations(include: Path) -> str:
    """C text declaring nvcc's __cuda* entry points, with #line markers into their headers."""
    chunks, seen = [], set()
    for header in ENTRY_POINT_HEADERS:
        text = (include / header).read_text()
        for m in ENTRY_POINT_DECL.finditer(text):
            if m.group("name") in seen:
                continue
            seen.add(m.group("name"))
            params = re.sub(r"\s*=\s*[^,]+", "", m.group("params"))   # C++ default arguments
            line = text.count("\n", 0, m.start("name")) + 1
            chunks.append(f'#line {line} "{header}"\n{m.group("ret").strip()} {m.group("name")}({params});\n')
    return "".join(chunks)


def cplusplus_blocks(text: str) -> list[tuple[int, int]]:
    """(start, end) offsets of every top-level `#if defined(__cplusplus)` ... `#endif` block."""
    blocks, depth, start, block_depth = [], 0, None, 0
    for m in re.finditer(r"^[ \t]*#[ \t]*(if|ifdef|ifndef|endif)\b(.*)$", text, re.M):
        if m.group(1) != "endif":
            depth += 1
            if start is None and re.fullmatch(r"\s*defined\s*\(?\s*__cplusplus\s*\)?\s*", m.group(2)):
                start, block_depth = m.end(), depth
        else:
            if start is not None and depth == block_depth:
                blocks.append((start, m.start()))
                start = None
            depth -= 1
    return blocks


def cplusplus_only_declarations(include: Path) -> str:
    """C text declaring the functions of CPP_ONLY_HEADERS that only C++ sees, with #line
    markers into the header, preceded by C declarations of the C++ types they use."""
    chunks, used = [], set()
    for header in CPP_ONLY_HEADERS:
        text = (include / header).read_text()
        for start, end in cplusplus_blocks(text):
            for m in CPP_BLOCK_DECL.finditer(text, start, end):
                line = text.count("\n", 0, m.start("name")) + 1
                used.update(t for t in CPP_ONLY_TYPES if re.search(rf"\b{t}\b", m.group("params")))
                chunks.append(f'#line {line} "{header}"\n{m.group("ret")} CUBLASWINAPI {m.group("name")}({m.group("params")});\n')
    types = []
    for name in sorted(used):
        header, layout = CPP_ONLY_TYPES[name]
        text = (include / header).read_text()
        m = re.search(rf"^struct\s+(?:__CUDA_ALIGN__\(\d+\)\s+)?{name}\s*\{{", text, re.M)
        if m is None:
            raise cparse.ParseError(f"{header}: no definition of the C++ class {name}")
        line = text.count("\n", 0, m.start()) + 1
        types.append(f'#line {line} "{header}"\ntypedef struct {name} {{ {layout} }} {name};\n')
    return "".join(types + chunks)


def translation_unit(include: Path, with_cublas: bool) -> str:
    src = "".join(f'#include "{h}"\n' for h in ("cuda_runtime_api.h", "cuda.h", "cuda_profiler_api.h", "cudaProfiler.h")
                  + INTEROP_HEADERS)
    if with_cublas:
        src += '#include "cublas_v2.h"\n#include "cublasLt.h"\n#include "cublasXt.h"\n' + cplusplus_only_declarations(include)
    return src + entry_point_declarations(include)


def library_of(header: str) -> str | None:
    for key, spec in LIBRARIES.items():
        if header in spec["headers"]:
            return key
    return None


def build(major: int, include: Path, with_cublas: bool = True) -> dict:
    """The catalog for one CUDA major version, as a JSON-ready dict."""
    unit = translation_unit(include, with_cublas)
    search = [include, INTEROP_TYPES]
    filt = cparse.header_filter_for(search)

    def run(defines):
        text = cparse.preprocess(unit, search, defines)
        return cparse.parse(text, f"cuda-{major}.i", filt)

    plain, per_thread = run(()), run(PER_THREAD_DEFINES)
    legacy = run(LEGACY_DEFINES)
    names = set(plain.functions) | {d.name.rsplit("_", 1)[0] for d in per_thread.functions.values()}
    aliases = cparse.macro_aliases(unit, search, (), lambda n: n.startswith("cu"))

    typedefs = {**legacy.typedefs, **plain.typedefs}   # legacy adds the _v1 types old symbols use
    structs = plain.defined_structs | legacy.defined_structs
    enums = plain.enums
    functions: dict[str, dict] = {}
    public = {}
    for macro, target in sorted(aliases.items()):
        public.setdefault(target, macro)

    def add(decl, symbol, name, variant="", legacy_entry=False):
        lib = library_of(decl.header)
        if lib is None:
            return
        entry = {
            "name": name, "symbol": symbol, "library": lib, "return_type": decl.return_type,
            "params": [_param(lib, name, p, typedefs, enums, structs) for p in decl.params],
            "version_node": "", "public_name": public.get(name, "") if public.get(name) != name else "",
            "variadic": decl.variadic, "header": decl.header, "line": decl.line,
        }
        if variant:
            entry["variant"] = variant
        if legacy_entry:
            entry["legacy"] = True
        functions[symbol] = entry

    for decl in plain.functions.values():
        add(decl, decl.name, decl.name)
    for decl in per_thread.functions.values():
        if decl.name in plain.functions:
            continue
        base, _, suffix = decl.name.rpartition("_")
        if suffix in ("ptds", "ptsz") and base in plain.functions:
            add(decl, decl.name, base, variant=suffix)
    for decl in legacy.functions.values():
        if decl.name not in functions and library_of(decl.header) == "cuda" and not decl.name.endswith(("_ptds", "_ptsz")):
            add(decl, decl.name, decl.name, legacy_entry=True)
    if with_cublas:
        # the legacy cuBLAS API (cublas.h: no handle; cublasSgemm without _v2) cannot share
        # a translation unit with cublas_v2.h; libcublas still exports it
        text = cparse.preprocess(LEGACY_BLAS_UNIT, search, ())
        for decl in cparse.parse(text, f"cuda-{major}-legacy-blas.i", filt).functions.values():
            if decl.header == "cublas.h" and decl.name not in functions:
                add(decl, decl.name, decl.name, legacy_entry=True)

    libraries, facts_by_lib = {}, {}
    for key, spec in LIBRARIES.items():
        if not any(f["library"] == key for f in functions.values()):
            continue
        soname = spec["soname"].format(m=major)
        facts = None if key in UNVERSIONED else sources.library_facts(major, soname)
        facts_by_lib[key] = facts
        lib = {
            "key": key, "soname": soname, "status_type": spec["status_type"], "success": spec["success"],
            "not_supported": spec["not_supported"], "windows_dll": spec["windows_dll"].format(m=major),
            "version_nodes": facts["version_nodes"] if facts else [],
            "headers": list(spec["headers"]),
        }
        if facts:
            declared = {f["symbol"] for f in functions.values() if f["library"] == key}
            lib["real_library"] = facts["package"]
            lib["exported_undeclared"] = sorted(s for s in facts["symbols"] if s not in declared)
        libraries[key] = lib

    for f in functions.values():
        facts = facts_by_lib.get(f["library"])
        if facts:
            f["version_node"] = facts["symbols"].get(f["symbol"], "")
            f["in_real_library"] = f["symbol"] in facts["symbols"]
        elif f["library"] not in UNVERSIONED and libraries[f["library"]]["version_nodes"]:
            f["version_node"] = libraries[f["library"]]["version_nodes"][-1]

    source = {}
    for pkg in sources.PINS[major]:
        for key, spec in LIBRARIES.items():
            if key in libraries:
                for h in spec["headers"]:
                    if not h.startswith("crt/") and HEADER_PARTS.get(h, spec["part"]) == pkg.part:
                        source[h] = f"{pkg.name}=={pkg.version}"
        if pkg.part == "crt":
            for h in ENTRY_POINT_HEADERS:
                source[h] = f"{pkg.name}=={pkg.version}"
    return {
        "cuda_version": _cuda_version(include),
        "libraries": libraries,
        "functions": dict(sorted(functions.items())),
        "enums": {k: {"values": v, "header": plain.enum_headers[k]} for k, v in sorted(enums.items())},
        "typedefs": dict(sorted(typedefs.items())),
        "source": dict(sorted(source.items())),
        "c_declarations": _declarations(plain, legacy),
        "direction_rules": [{"reason": r.reason, "direction": r.direction} for r in directions.RULES],
    }


def _declarations(plain, legacy) -> list[str]:
    """Every type declaration of the headers, in order, as C: what the generated libraries
    (and cffi) declare instead of including NVIDIA's headers. The legacy pass adds the
    types only old symbols use (CUdeviceptr_v1, ...)."""
    out = [text for _, text in plain.declarations]
    known = {name for name, _ in plain.declarations if name}
    out += [text for name, text in legacy.declarations if name and name not in known and name in legacy.typedefs]
    return out


def _param(lib: str, function: str, p, typedefs: dict, enums: dict, structs: set) -> dict:
    name, ctype, _node = p
    base = resolve(ctype, typedefs)
    pointee_written = directions.pointee(ctype)
    ctx = directions.Ctx(
        library=lib, function=function, name=name, ctype=ctype, base=base,
        pointee=directions.pointee(base), pointee_written=pointee_written,
        is_handle=lambda t: _is_handle(t, typedefs), is_struct=lambda t: _is_struct(t, typedefs, structs),
        is_enum=lambda t: bool(enum_of(t, typedefs, enums)),
    )
    direction, reason = directions.classify(ctx)
    out = {"name": name, "ctype": ctype, "direction": direction}
    if base != ctype:
        out["base_type"] = base
    enum = enum_of(ctype, typedefs, enums)
    if enum:
        out["enum"] = enum
    if reason.startswith("override"):
        out["direction_reason"] = reason
    return out


_IDENT = re.compile(r"[A-Za-z_]\w*")
_KEYWORDS = {"const", "volatile", "struct", "union", "enum", "unsigned", "signed", "int", "long", "short",
             "char", "float", "double", "void"}


def resolve(ctype: str, typedefs: dict[str, str], depth: int = 0) -> str:
    """Replace typedef names by what they stand for (function-pointer and anonymous
    aggregate typedefs stay named: their spelled-out form would not be a usable C type)."""
    tokens = re.findall(r"[A-Za-z_]\w*|\S", ctype)
    out, changed = [], False
    for i, tok in enumerate(tokens):
        target = typedefs.get(tok)
        tagged = i > 0 and tokens[i - 1] in ("struct", "union", "enum")
        if tok in _KEYWORDS or tagged or target is None or any(c in target for c in "([<"):
            out.append(tok)
        else:
            out.append(target)
            changed = True
    text = " ".join(out)
    text = re.sub(r"\s+", " ", text).replace("* *", "**").replace("* *", "**")
    text = re.sub(r"\b(const )+", "const ", text)
    text = re.sub(r"\[ ?(\w*) ?\]", r"[\1]", text)
    if changed and depth < 20:
        return resolve(text, typedefs, depth + 1)
    return text


def _strip(t: str) -> str:
    return re.sub(r"\b(const|volatile)\b", "", t).replace("*", "").strip()


def enum_of(ctype: str, typedefs: dict, enums: dict) -> str:
    """Enum a parameter's value belongs to (through typedefs and one pointer level)."""
    name = _strip(ctype)
    for _ in range(10):
        if name.startswith("enum "):
            key = name[5:].strip()
            return key if key in enums else ""
        if name in enums:
            return name
        target = typedefs.get(name)
        if target is None:
            return ""
        if target.startswith("enum <anonymous>"):
            return name if name in enums else ""
        name = _strip(target)
    return ""


def _is_handle(t: str, typedefs: dict) -> bool:
    """Opaque handle: a pointer to a struct (cudaStream_t, CUcontext, cublasHandle_t)."""
    return re.fullmatch(r"struct [\w<>]+ \*", resolve(t, typedefs)) is not None


def _is_struct(t: str, typedefs: dict, structs: set) -> bool:
    """A struct or union with a body (a value the caller and callee exchange)."""
    t = resolve(t.replace("const ", "").strip(), typedefs)
    if t in typedefs:   # typedef of an anonymous aggregate
        return typedefs[t].startswith(("struct <anonymous>", "union <anonymous>"))
    return t in structs


def _cuda_version(include: Path) -> str:
    m = re.search(r"#define CUDA_VERSION (\d+)", (include / "cuda.h").read_text())
    v = int(m.group(1))
    return f"{v // 1000}.{(v % 1000) // 10}"


def render(catalog: dict) -> str:
    return json.dumps(catalog, indent=1, sort_keys=True) + "\n"


def data_path(major: int) -> Path:
    return DATA_DIR / f"cuda-{major}.json"


def write_atomic(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=".tmp-")
    with os.fdopen(fd, "w") as f:
        f.write(text)
    os.chmod(tmp, 0o644)
    os.replace(tmp, path)


def diff(old: str, new: str, name: str) -> str:
    return "".join(difflib.unified_diff(old.splitlines(True), new.splitlines(True),
                                        f"committed/{name}", f"generated/{name}", n=2))


def counts(catalog: dict) -> dict[str, dict[str, int]]:
    """Functions per header (plain, per-thread, legacy), enums, typedefs."""
    out: dict[str, dict[str, int]] = {}
    for f in catalog["functions"].values():
        row = out.setdefault(f["header"], {"functions": 0, "per_thread": 0, "legacy": 0})
        row["legacy" if f.get("legacy") else "per_thread" if f.get("variant") else "functions"] += 1
    return out


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python -m zluda.api.generate", description=__doc__.splitlines()[0])
    ap.add_argument("--major", type=int, action="append", choices=sorted(sources.PINS))
    ap.add_argument("--check", action="store_true", help="only compare with the committed catalog; exit 1 if it differs")
    ap.add_argument("--no-cublas", action="store_true", help="leave cuBLAS out (skips the ~500 MB wheels)")
    ap.add_argument("--include", type=Path, help="use this include folder instead of the pinned packages")
    args = ap.parse_args(argv)
    status = 0
    for major in args.major or sorted(sources.PINS):
        parts = sources.BASE_PARTS if args.no_cublas else sources.BASE_PARTS + ("cublas",)
        include = args.include or sources.ensure(major, parts)
        catalog = build(major, include, with_cublas=not args.no_cublas)
        text = render(catalog)
        path = data_path(major)
        old = path.read_text() if path.exists() else ""
        if args.no_cublas and old:
            text = render(merge_missing(json.loads(old), catalog))
        delta = diff(old, text, path.name)
        for header, row in sorted(counts(catalog).items()):
            print(f"CUDA {major}: {header}: {row}")
        if not delta:
            print(f"{path.name}: up to date")
            continue
        print(delta[:20000] + ("\n... (diff truncated)\n" if len(delta) > 20000 else ""))
        if args.check:
            status = 1
        else:
            write_atomic(path, text)
            print(f"wrote {path}")
    return status


def merge_missing(old: dict, new: dict) -> dict:
    """With --no-cublas, keep the committed cuBLAS part (it was not regenerated)."""
    merged = json.loads(json.dumps(new))
    for key, lib in old["libraries"].items():
        merged["libraries"].setdefault(key, lib)
    for sym, f in old["functions"].items():
        if f["library"] in ("cublas", "cublasLt"):
            merged["functions"].setdefault(sym, f)
    for k, v in old["enums"].items():
        merged["enums"].setdefault(k, v)
    for k, v in old["typedefs"].items():
        merged["typedefs"].setdefault(k, v)
    for k, v in old["source"].items():
        merged["source"].setdefault(k, v)
    for section in ("functions", "enums", "typedefs", "source"):
        merged[section] = dict(sorted(merged[section].items()))
    return merged


if __name__ == "__main__":
    sys.exit(main())
