"""Generate and compile the tracing interposers from the API catalog.

One shared library per traced library, with the real soname and version nodes, plus
libzluda_trace_core.so (the recorder they share) and layout.json (how to decode what
they record). The traced wrappers compile once per catalog layout into
<build dir>/trace/cuda-<major>-<id>/ (a changed catalog, recorder or template gets a
fresh id); the libraries are then linked per set of real libraries, adding untraced
jumps for whatever else those export.
"""

from __future__ import annotations

import hashlib
import os
import re
import shutil
import subprocess
import tempfile
from pathlib import Path

import jinja2

from zluda import paths
from zluda.api.model import Catalog
from zluda.trace import specials
from zluda.trace.layout import KNOWN_STRUCTS, ArgLayout, FunctionLayout, Layout, build_layout

NATIVE_DIR = Path(__file__).parent / "native"
TEMPLATES = Path(__file__).parent / "templates"
CORE_NAME = "libzluda_trace_core.so"
TRACED_LIBRARIES = ("cudart", "cuda", "cublas", "cublasLt")
STRUCT_C = {"I": "uint32_t", "i": "int32_t", "Q": "uint64_t", "q": "int64_t", "f": "float",
            "d": "double"}
SIGNED_WORD = {"int", "enum"}


class BuildError(RuntimeError):
    pass


def _struct_cname(name: str) -> str:
    return f"zt_s_{name}"


def _struct_defs(layout: Layout, fns: list[FunctionLayout]) -> list[dict]:
    """Same-layout stand-ins for by-value structs: the ABI depends only on the field
    types, so no CUDA header is needed to build the interposers."""
    seen, out = set(), []
    for f in fns:
        for a in [*f.args, f.ret]:
            if a.cls != "struct" or a.struct in seen:
                continue
            if a.struct not in KNOWN_STRUCTS:
                raise BuildError(f"{f.lib}/{f.symbol}: struct {a.struct!r} passed by value has no "
                                 "known layout; add it to zluda/trace/layout.py KNOWN_STRUCTS")
            seen.add(a.struct)
            names, fmt = KNOWN_STRUCTS[a.struct]
            fields = []
            for n, (count, code) in zip(names.split(), re.findall(r"(\d*)([a-zA-Z])", fmt[1:])):
                if code == "s":  # char array
                    fields.append({"name": f"{n}[{count}]", "ctype": "char"})
                else:
                    fields.append({"name": n, "ctype": STRUCT_C[code]})
            out.append({"cname": _struct_cname(a.struct), "fields": fields})
    return out


def _ctype(a: ArgLayout) -> str:
    return _struct_cname(a.struct) if a.cls == "struct" else a.ctype


def _word(a: ArgLayout, var: str) -> str:
    if a.cls in ("ptr", "str"):
        return f"(uint64_t)(uintptr_t){var}"
    if a.cls == "float":
        return f"zt_f2w({var})" if a.size == 4 else f"zt_d2w({var})"
    if a.cls == "struct":
        return "0"
    if a.cls == "void":
        return "0"
    return f"(uint64_t)(int64_t){var}" if a.ctype.startswith("int") else f"(uint64_t){var}"


def _rename(expr: str, names: dict[str, str], where: str) -> str:
    def sub(m: re.Match) -> str:
        word = m.group(0)
        if word in names:
            return names[word]
        if word in ("size_t", "uint64_t", "int") or word.isdigit():
            return word
        raise BuildError(f"{where}: special-call rule names {word!r}, which is not a parameter")
    return re.sub(r"\b[A-Za-z_]\w*\b", sub, expr)


def _function_context(f: FunctionLayout, index: int) -> dict:
    where = f"{f.lib}/{f.symbol}"
    var = {a.name: f"a{i}" for i, a in enumerate(f.args)}
    ctx = {
        "index": index, "id": f.id, "symbol": f.symbol, "nargs": len(f.args),
        "ret_ctype": _ctype(f.ret), "has_ret": f.ret.cls != "void",
        "decl": ", ".join(f"{_ctype(a)} a{i}" for i, a in enumerate(f.args)),
        "types": ", ".join(_ctype(a) for a in f.args),
        "names": ", ".join(f"a{i}" for i in range(len(f.args))),
        "words": ", ".join(_word(a, f"a{i}") for i, a in enumerate(f.args)),
        "strs": [{"idx": i, "var": f"a{i}"} for i, a in enumerate(f.args) if a.cls == "str"],
        "structs": [{"idx": i, "var": f"a{i}"} for i, a in enumerate(f.args) if a.cls == "struct"],
        "outs": [{"idx": i, "var": f"a{i}", "size": a.out["size"]}
                 for i, a in enumerate(f.args) if a.out],
        "retstr": f.ret.cls == "str",
        "d2h": None, "sync": None, "module": None, "proc": None,
    }
    fixed = 16 * len(ctx["outs"]) + (8 + 128 if ctx["retstr"] else 0)
    fixed += sum(8 + ((f.args[s["idx"]].size + 7) & ~7) for s in ctx["structs"])
    ctx["fixed_extra"] = fixed
    if f.status_enum and f.success is not None:
        ctx["ok_expr"] = f"zt_r == {f.success}"
    else:
        ctx["ok_expr"] = "1"
    if f.ret.cls == "void":
        ctx["ret_word"] = "0"
        ctx["unresolved_value"] = ""
    else:
        ctx["ret_word"] = "(int64_t)" + _word(f.ret, "zt_r")
        if f.ret.cls == "struct":
            ctx["unresolved_value"] = "{0}"
            ctx["ret_word"] = "0"
        elif f.not_supported is not None:
            ctx["unresolved_value"] = f"({f.ret.ctype}){f.not_supported}"
        else:
            ctx["unresolved_value"] = f"({f.ret.ctype})0"
    rule = specials.D2H.get(f.symbol)
    if rule:
        idx = [a.name for a in f.args].index(rule["dst"]) if rule["dst"] in var else None
        if idx is None:
            raise BuildError(f"{where}: D2H rule names destination {rule['dst']!r}, not a parameter")
        ctx["d2h"] = {"idx": idx, "dst": var[rule["dst"]],
                      "size": _rename(rule["size"], var, where),
                      "when": _rename(rule.get("when", "1"), var, where),
                      "stream": _rename(rule["stream"], var, where) if rule.get("stream") else ""}
    if f.symbol in specials.SYNC:
        stream = specials.SYNC[f.symbol]
        ctx["sync"] = {"all": 1 if stream is None else 0,
                       "stream": "0" if stream is None else
                       f"(uint64_t)(uintptr_t){_rename(stream, var, where)}"}
    elif f.symbol in specials.SYNC_LEGACY_STREAM:
        ctx["sync"] = {"all": 0, "stream": "0"}
    if f.symbol in specials.MODULES:
        ctx["module"] = _rename(specials.MODULES[f.symbol], var, where)
    if f.symbol in specials.PROC_ADDRESS:
        ctx["proc"] = _rename(specials.PROC_ADDRESS[f.symbol], var, where)
    return ctx


def _version_script(layout: Layout, key: str, symbols: list[str], nodes_of: dict) -> str:
    nodes = list(layout.libraries.get(key, {}).get("version_nodes") or [])
    if not nodes:
        body = "".join(f"    {s};\n" for s in symbols)
        return "{\n  global:\n" + body + "  local: *;\n};\n"
    by_node: dict[str, list[str]] = {n: [] for n in nodes}
    for s in symbols:
        by_node.setdefault(nodes_of.get(s) or nodes[0], []).append(s)
    out = []
    previous = ""
    for i, (node, syms) in enumerate(by_node.items()):
        body = "".join(f"    {s};\n" for s in syms)
        local = "  local: *;\n" if i == 0 else ""
        out.append(f"{node} {{\n  global:\n{body}{local}}} {previous};\n".replace(" ;", ";"))
        previous = node
    return "".join(out)


def _env() -> jinja2.Environment:
    return jinja2.Environment(loader=jinja2.FileSystemLoader(TEMPLATES), trim_blocks=True,
                              lstrip_blocks=True, undefined=jinja2.StrictUndefined)


def render(layout: Layout, key: str) -> str:
    """C source of one interposer library's traced wrappers."""
    fns = [f for f in layout.functions if f.lib == key and not f.variadic]
    return _env().get_template("interposer.c.j2").render(
        cuda_version=layout.cuda_version, layout_hash=layout.hash,
        soname=layout.libraries[key]["soname"], key=key, structs=_struct_defs(layout, fns),
        functions=[_function_context(f, i) for i, f in enumerate(fns)])


def render_passthrough(layout: Layout, key: str, symbols: list[str]) -> str:
    """C source of the untraced jumps for `symbols` (real exports the catalog lacks)."""
    return _env().get_template("passthrough.c.j2").render(
        soname=layout.libraries[key]["soname"], passthrough=symbols)


def _passthrough_symbols(layout: Layout, key: str, extra: dict[str, str]) -> list[str]:
    variadic = {f.symbol for f in layout.functions if f.lib == key and f.variadic}
    return sorted(set(extra) | variadic)


def _cc() -> str:
    cc = os.environ.get("CC") or shutil.which("gcc") or shutil.which("cc")
    if not cc:
        raise BuildError("no C compiler: install gcc (apt-get install gcc) or set CC")
    return cc


def build_id(layout: Layout) -> str:
    """Changes with the layout and with the recorder's or templates' source."""
    h = hashlib.sha256(layout.hash.encode())
    for f in sorted([*NATIVE_DIR.iterdir(), *TEMPLATES.iterdir()]):
        h.update(f.name.encode() + f.read_bytes())
    return h.hexdigest()[:16]


def output_dir(layout: Layout, major: int) -> Path:
    return paths.build_dir() / "trace" / f"cuda-{major}-{build_id(layout)}"


def catalog_layout(catalog: Catalog, libraries: tuple[str, ...] = TRACED_LIBRARIES) -> Layout:
    present = tuple(k for k in libraries if k in catalog.libraries and catalog.functions_of(k))
    return build_layout(catalog, present)


def _compile_all(jobs: list[tuple[str, list[str]]]) -> None:
    """Run compiler commands in parallel; the first failure raises with its output."""
    running = [(what, cmd, subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                            text=True)) for what, cmd in jobs]
    errors = []
    for what, cmd, job in running:
        _out, err = job.communicate()
        if job.returncode:
            errors.append(f"compiling {what} failed:\n{' '.join(cmd)}\n{err[-4000:]}")
    if errors:
        raise BuildError("\n".join(errors))


def _build_base(layout: Layout, dest: Path) -> None:
    """The expensive part, once per layout: the recorder core and one object file of
    traced wrappers per library."""
    dest.parent.mkdir(parents=True, exist_ok=True)
    tmp = Path(tempfile.mkdtemp(prefix=".tmp-", dir=dest.parent))
    try:
        cc = _cc()
        flags = ["-O2", "-fPIC", "-fvisibility=hidden", "-fno-strict-aliasing", "-I", str(NATIVE_DIR)]
        jobs = [(CORE_NAME, [cc, *flags, "-shared", "-o", str(tmp / CORE_NAME),
                             str(NATIVE_DIR / "ztrace_core.c"), "-Wl,-soname," + CORE_NAME,
                             "-ldl", "-lpthread"])]
        for key in layout.libraries:
            (tmp / f"{key}.c").write_text(render(layout, key))
            jobs.append((f"{key}.c", [cc, *flags, "-c", "-o", str(tmp / f"{key}.o"), str(tmp / f"{key}.c")]))
        _compile_all(jobs)
        (tmp / "layout.json").write_text(layout.to_json())
        if dest.exists():
            shutil.rmtree(dest)
        os.replace(tmp, dest)
    except BaseException:
        shutil.rmtree(tmp, ignore_errors=True)
        raise


def _link_variant(layout: Layout, base: Path, dest: Path, passthrough: dict[str, dict[str, str]],
                  nodes_of: dict[str, str]) -> None:
    """Cheap, per set of real libraries: link each interposer from its wrapper object
    plus the jumps for that real library's other exports."""
    tmp = Path(tempfile.mkdtemp(prefix=".tmp-", dir=base))
    try:
        cc = _cc()
        shutil.copy(base / CORE_NAME, tmp / CORE_NAME)
        shutil.copy(base / "layout.json", tmp / "layout.json")
        jobs = []
        for key, lib in layout.libraries.items():
            soname = lib["soname"]
            traced = [f.symbol for f in layout.functions if f.lib == key and not f.variadic]
            extra = _passthrough_symbols(layout, key, passthrough.get(key, {}))
            objects = [str(base / f"{key}.o")]
            if extra:
                (tmp / f"{key}-passthrough.c").write_text(render_passthrough(layout, key, extra))
                objects.append(str(tmp / f"{key}-passthrough.c"))
            (tmp / f"{key}.map").write_text(_version_script(layout, key, traced + extra, nodes_of))
            jobs.append((soname, [cc, "-O2", "-fPIC", "-fvisibility=hidden", "-I", str(NATIVE_DIR),
                                  "-shared", "-o", str(tmp / soname), *objects,
                                  "-Wl,-soname," + soname, f"-Wl,--version-script={tmp / f'{key}.map'}",
                                  "-Wl,-Bsymbolic", "-L", str(tmp), "-l:" + CORE_NAME,
                                  "-Wl,-rpath,$ORIGIN", "-ldl"]))
        _compile_all(jobs)
        if dest.exists():
            shutil.rmtree(dest)
        os.replace(tmp, dest)
    except BaseException:
        shutil.rmtree(tmp, ignore_errors=True)
        raise


def build(catalog: Catalog, major: int | None = None, out: Path | None = None,
          libraries: tuple[str, ...] = TRACED_LIBRARIES, force: bool = False,
          passthrough: dict[str, dict[str, str]] | None = None) -> Path:
    """Build the interposers for `catalog`; returns the folder holding them.

    passthrough: library key -> {symbol: version node} of real exports to forward
    untraced. The wrappers compile once per layout (<build>/trace/cuda-<major>-<id>/);
    each set of pass-through symbols only relinks (a `v-<hash>` subfolder)."""
    major = major or int(catalog.cuda_version.split(".")[0])
    layout = catalog_layout(catalog, libraries)
    passthrough = {k: v for k, v in (passthrough or {}).items() if k in layout.libraries and v}
    base = (out / "base") if out else output_dir(layout, major)
    if force or not (base / "layout.json").exists():
        _build_base(layout, base)
    nodes_of = {f.symbol: f.version_node for f in catalog.functions.values()}
    for extra in passthrough.values():
        nodes_of.update({s: v for s, v in extra.items() if v})
    digest = hashlib.sha256(repr(sorted((k, sorted(v.items())) for k, v in passthrough.items()))
                            .encode()).hexdigest()[:12]
    dest = base / f"v-{digest}"
    if force or not (dest / "layout.json").exists():
        _link_variant(layout, base, dest, passthrough, nodes_of)
    return dest


def load_layout(folder: Path) -> Layout:
    return Layout.from_json((Path(folder) / "layout.json").read_text())


def sonames(folder: Path) -> dict[str, str]:
    """library key -> soname of the interposers in a build folder."""
    layout = load_layout(folder)
    return {k: v["soname"] for k, v in layout.libraries.items() if (Path(folder) / v["soname"]).exists()}


