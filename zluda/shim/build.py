"""Build the drop-in libraries (libcudart, libcuda, libcublas, libcublasLt) from the catalog.

Each library is one cffi EMBEDDING-mode shared object: the C source (templates/library.c.j2)
exports every catalog function of the library under its real symbol, with the real
library's version nodes (templates/version.map.j2), and forwards the call to a Python
dispatcher installed by zluda/shim/glue.py, which the embedded interpreter runs at the
first call (templates/init.py.j2).

Builds are incremental: a library is rebuilt only when a stamp over its inputs (catalog,
templates, this file, cffi and Python versions) changes. Output is written to a temporary
folder and moved into place, so an interrupted build never leaves a broken library.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import sysconfig
import tempfile
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

import cffi
import jinja2

from zluda.api import catalog as api_catalog
from zluda.api import export_tables
from zluda.api.model import Catalog, Function
from zluda.paths import PACKAGE_DIR, build_dir
from zluda.shim import fastpath
from zluda.shim.stamps import TARGETS, TEMPLATES, Target, is_current, library_path, stamp, stamp_path
from zluda.translate import abi


class BuildError(RuntimeError):
    pass


def _c_param(name: str, ctype: str) -> str:
    """A parameter declaration; array parameters are written as the pointers they are."""
    ctype = re.sub(r"\s*\[\d*\]$", " *", ctype).replace("* *", "**")
    if "(*)" in ctype:
        return ctype.replace("(*)", f"(*{name})")
    return f"{ctype} {name}" if not ctype.endswith("*") else f"{ctype}{name}"


# return types cffi cannot hand back from Python as written: the dispatcher returns an int
PY_RETURN = {"char": "int"}


def _function_view(lib_key: str, f: Function) -> dict:
    names = [p.name for p in f.params]
    params = ", ".join(_c_param(p.name, p.ctype) for p in f.params) or "void"
    return {
        "symbol": f.symbol,
        "c_return": f.return_type,
        "py_return": PY_RETURN.get(f.return_type, f.return_type),
        "cast_return": f.return_type in PY_RETURN,
        "c_params": params,
        "py_params": params,
        "call_args": ", ".join(names),
        "fast": fastpath.body(lib_key, f.symbol, names),
    }


def _version_nodes(cat: Catalog, key: str, functions: list[Function]) -> list[tuple[str, list[str]]]:
    lib = cat.libraries[key]
    if not lib.version_nodes:
        return [("", sorted(f.symbol for f in functions))]
    default = lib.version_nodes[-1]
    by_node: dict[str, list[str]] = {n: [] for n in lib.version_nodes}
    for f in functions:
        by_node.setdefault(f.version_node or default, []).append(f.symbol)
    return [(n, sorted(s)) for n, s in by_node.items() if s]


# libcudart's C fast path (templates/fastpath_cudart.c.j2): what the runtime calls to keep
# its tables in sync (zluda/runtime/fast_mirror.py)
FAST_RUNTIME_HELPERS = """\
void zluda_fast_hold(int bit, int on);
unsigned long zluda_fast_stat(int which);
int zluda_fast_alloc_add(uint64_t start, uint64_t size, int kind);
void zluda_fast_alloc_remove(uint64_t start);
void zluda_fast_stream_add(uint64_t handle);
void zluda_fast_stream_remove(uint64_t handle);
void zluda_fast_configure(int workers, uint64_t printf_cb, uint64_t assert_cb, const uint32_t *abi);
int zluda_fast_kernel_set(uint64_t func, uint64_t entry, uint32_t nparams, const uint32_t *offsets,
                          const uint32_t *sizes, uint32_t param_bytes, uint64_t static_shared,
                          uint64_t max_dynamic_shared);
long zluda_fast_kernel_renew(uint64_t func, uint64_t entry, uint64_t budget);
void zluda_fast_kernels_clear(void);
void zluda_fast_set_guard(uint64_t enter, uint64_t leave, uint64_t run, uint32_t fault_status);
void zluda_fast_last_fault(uint64_t *out);
unsigned zluda_fast_device_generation(void);
void zluda_fast_device_known(int device, unsigned generation);
void zluda_fast_device_forget(void);
void zluda_fast_devices_forget_all(void);
"""


# libcuda's cuGetExportTable tables (templates/export_tables.c.j2): what Python calls
EXPORT_TABLE_HELPERS = """\
const void *zluda_export_table(const unsigned char *uuid);
void zluda_export_tables_runtime(int version);
"""


def _export_table_views() -> list[dict]:
    """Each table of zluda/api/export_tables.py as the C initializer of its slots."""
    views = []
    for index, table in enumerate(export_tables.TABLES):
        entries, poisoned = [], []
        for slot in range(table.length):
            known = table.slot(slot)
            if slot == 0 and table.size_slot:
                entries.append(f"(void *)(uintptr_t){table.length * 8}")
            elif known is not None:
                entries.append(f"(void *)zet_{known.name}")
            else:
                entries.append(f"(void *)zet_poison_{index}_{slot}")
                poisoned.append(slot)
        views.append({"name": table.name, "uuid": table.uuid, "index": index, "length": table.length,
                      "entries": entries, "poisoned": poisoned,
                      "uuid_bytes": ", ".join(f"{b:#04x}" for b in table.uuid_bytes)})
    return views


def render(target: Target) -> dict[str, str]:
    """The generated sources of one library: C, cffi declarations, init code, version script."""
    cat = api_catalog.load(target.major)
    lib = cat.libraries[target.key]
    functions = sorted(cat.functions_of(target.key), key=lambda f: f.symbol)
    data = json.loads((api_catalog.DATA_DIR / f"cuda-{target.major}.json").read_text())
    declarations = data["c_declarations"]
    status_enum = cat.enum_key(lib.status_type)
    env = jinja2.Environment(loader=jinja2.FileSystemLoader(str(TEMPLATES)), trim_blocks=True,
                             lstrip_blocks=True, undefined=jinja2.StrictUndefined, keep_trailing_newline=True)
    views = [_function_view(target.key, f) for f in functions]
    # tags only ever named in a prototype (struct textureReference) need a file-scope
    # declaration, or each prototype would declare its own struct type
    tags = sorted({m.group(0) for v in views for m in re.finditer(r"\b(?:struct|union) \w+", v["c_params"] + " " + v["c_return"])})
    declarations = declarations + [f"{t};" for t in tags]
    ctx = dict(soname=lib.soname, cuda_version=cat.cuda_version, key=target.key, major=target.major,
               module=target.module, declarations=declarations, functions=views,
               status_enum=status_enum,
               status_values=sorted(cat.enums[status_enum].values.items(), key=lambda kv: kv[1]),
               nodes=_version_nodes(cat, target.key, functions), package_parent=str(PACKAGE_DIR.parent),
               libpython=sysconfig.get_config_var("INSTSONAME"), param_align=abi.PARAM_ALIGN,
               export_tables=_export_table_views(), **fastpath.template_rules(cat))
    # one name per value in the switch (aliases such as CUDA_ERROR_ECC_UNCORRECTABLE share values)
    seen, unique = set(), []
    for name, value in ctx["status_values"]:
        if value not in seen:
            seen.add(value)
            unique.append((name, value))
    ctx["status_values"] = unique
    helper_decls = (
        "int zluda_last_error_get(int reset);\nvoid zluda_last_error_set(int status);\n"
        "void zluda_mark_python_ready(void);\nint zluda_fast_path_enabled(void);\n"
        "const char *zluda_status_name(int value);\n"
    )
    api = "".join(f'{v["py_return"]} _zluda_py_{v["symbol"]}({v["py_params"]});\n' for v in views)
    if target.key == "cudart":
        helper_decls += FAST_RUNTIME_HELPERS
        api += "int _zluda_py_fast_launch_fault(uint64_t func, int status);\n"
    if target.key == "cuda":
        helper_decls += EXPORT_TABLE_HELPERS
    return {
        "c": env.get_template("library.c.j2").render(ctx),
        "cdef_types": "\n".join(declarations) + "\n" + helper_decls,
        "embedding_api": api + "void _zluda_py_atexit(void);\n",
        "init": env.get_template("init.py.j2").render(ctx),
        "version_map": env.get_template("version.map.j2").render(ctx),
    }


def build_one(target: Target, out_dir: Path | None = None, force: bool = False, log=print) -> Path:
    """Build one library (if its inputs changed); returns its path."""
    out = out_dir or build_dir()
    dest = library_path(target, out)
    if not force and is_current(target, out):
        return dest
    started = time.monotonic()
    src = render(target)
    out.mkdir(parents=True, exist_ok=True)
    work = Path(tempfile.mkdtemp(prefix=f".build-{target.module}-", dir=out))
    try:
        (work / "version.map").write_text(src["version_map"])
        ffi = cffi.FFI()
        ffi.cdef(src["cdef_types"])
        ffi.embedding_api(src["embedding_api"])
        libdir = sysconfig.get_config_var("LIBDIR")
        ffi.set_source(
            target.module, src["c"],
            extra_compile_args=["-O1", "-w"],
            extra_link_args=["-ldl", "-pthread", f"-Wl,--version-script={work / 'version.map'}", f"-Wl,-soname,{target.soname()}",
                             f"-Wl,-rpath,{libdir}"],
        )
        ffi.embedding_init_code(src["init"])
        built = ffi.compile(tmpdir=str(work), target=target.soname(), verbose=False)
        for name in ("version.map",):
            shutil.copy(work / name, out / f".{target.soname()}.{name}")
        os.replace(built, dest)
        stamp_file = stamp_path(target, out)
        stamp_file.parent.mkdir(exist_ok=True)
        stamp_file.write_text(stamp(target))
    except Exception as exc:
        raise BuildError(f"building {target.soname()} (CUDA {target.major}) failed: {exc}") from exc
    finally:
        shutil.rmtree(work, ignore_errors=True)
    log(f"built {dest} in {time.monotonic() - started:.1f}s")
    return dest


def _build_in_worker(args):
    target, out_dir, force = args
    return str(build_one(target, out_dir, force, log=lambda *_: None))


def build_all(out_dir: Path | None = None, force: bool = False, jobs: int | None = None,
              targets=TARGETS, log=print) -> list[Path]:
    """Build every library that is missing or stale (in parallel, `jobs` processes)."""
    out = out_dir or build_dir()
    todo = [t for t in targets if force or not is_current(t, out)]
    for t in targets:
        if t not in todo:
            log(f"up to date: {library_path(t, out)}")
    if todo:
        jobs = jobs or min(len(todo), os.cpu_count() or 1)
        log(f"building {len(todo)} libraries with {jobs} job(s): {', '.join(t.soname() for t in todo)}")
        started = time.monotonic()
        if jobs == 1:
            for t in todo:
                build_one(t, out, force, log)
        else:
            with ProcessPoolExecutor(jobs) as pool:
                for t, path in zip(todo, pool.map(_build_in_worker, [(t, out, force) for t in todo])):
                    log(f"built {path}")
        log(f"done in {time.monotonic() - started:.1f}s")
    return [library_path(t, out) for t in targets]


def built_libraries(out_dir: Path | None = None) -> dict[str, bool]:
    """soname -> whether it is built and current."""
    return {t.soname(): is_current(t, out_dir) for t in TARGETS}
