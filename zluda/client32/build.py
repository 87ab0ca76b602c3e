"""Build the 32-bit libcuda.so.1 (i386 ELF, `gcc -m32`) from the catalog and the wire plans.

The C source (templates/libcuda32.c.j2) exports every driver function of the catalog:
forwarded ones pack their arguments by their plan (zluda/client32/plan.py) and send them
to the 64-bit server; cuGetErrorName/String answer in place; the rest answer
CUDA_ERROR_NOT_SUPPORTED, naming themselves once. The build is incremental (a stamp over
its inputs) and lands next to the 64-bit libraries, in `build/client32/`.
"""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import jinja2

from zluda.api import catalog as api_catalog
from zluda.api.model import Function
from zluda.paths import PACKAGE_DIR, build_dir
from zluda.runtime import error_strings
from zluda.shim import build as shim_build

from . import plan as wire_plan
from . import wire

TEMPLATES = Path(__file__).resolve().parent / "templates"
SONAME = "libcuda.so.1"
LIBRARY64 = shim_build.Target("cuda", wire_plan.CATALOG_MAJOR)
# cuda.h: `unsigned int` unless _WIN64 or __LP64__ (the catalog was parsed for LP64)
LP64_ONLY = {"typedef unsigned long long CUdeviceptr_v2;": "typedef unsigned int CUdeviceptr_v2;"}


class BuildError(RuntimeError):
    pass


def output_dir(out_dir: Path | None = None) -> Path:
    return (out_dir or build_dir()) / "client32"


def library_path(out_dir: Path | None = None) -> Path:
    return output_dir(out_dir) / SONAME


def compiler_problem() -> str | None:
    """Why 32-bit C cannot be built here (None when it can): gcc -m32 needs gcc-multilib."""
    cc = shutil.which("gcc")
    if cc is None:
        return "no gcc"
    with tempfile.TemporaryDirectory() as tmp:
        src = Path(tmp) / "probe.c"
        src.write_text("#include <stdio.h>\n#include <pthread.h>\nint main(void) { return sizeof(void *) != 4; }\n")
        done = subprocess.run([cc, "-m32", "-pthread", "-o", str(Path(tmp) / "probe"), str(src)],
                              capture_output=True, text=True)
    if done.returncode:
        return "gcc -m32 cannot build 32-bit programs (Debian: gcc-multilib): " + \
            (done.stderr.strip().splitlines() or ["?"])[-1]
    return None


def c_string(text: str) -> str:
    """A C string literal of `text` (jinja's tojson writes \\u escapes C does not take)."""
    out = []
    for byte in text.encode():
        ch = chr(byte)
        if ch in '"\\':
            out.append("\\" + ch)
        elif 32 <= byte < 127:
            out.append(ch)
        else:
            out.append(f"\\{byte:03o}")
    return '"' + "".join(out) + '"'


def _c_param(name: str, ctype: str) -> str:
    return f"{ctype}{name}" if ctype.endswith("*") else f"{ctype} {name}"


def _c_params(f: Function) -> str:
    return ", ".join(_c_param(p.name, p.ctype) for p in f.params) or "void"


def _span(slot: wire_plan.Slot, leaf: wire_plan.Leaf) -> str:
    return "zc_span(" + leaf.span.replace("d.", f"(int64_t)(*{slot.name}).") + ")"


def _host_regions(slot: wire_plan.Slot) -> tuple[list[str], list[str]]:
    """A copy descriptor's host memory (plan.COPY_REGIONS): C deciding, before the call,
    whether each destination's bytes come back in the answer, and C taking them."""
    before, after = [], []
    for leaf in slot.fields:
        if leaf.kind == wire_plan.HOST and leaf.path[-1].startswith("dst"):
            d, flag = f"(*{slot.name})", f"zc_back_{slot.name}_{leaf.path[-1]}"
            before.append(f"int {flag} = {slot.name} && {d}.{leaf.memtype} == CU_MEMORYTYPE_HOST && "
                          f"{d}{leaf.c_path} && !zc_is_pinned({d}{leaf.c_path}, (uint32_t){_span(slot, leaf)});")
            after.append(f"if ({flag}) {{ uint32_t len; const void *d = zc_get_blob(m, &len); "
                         f"if (d) memcpy({d}{leaf.c_path}, d, len); }}")
    return before, after


def _selector(n: str, leaf: wire_plan.Leaf) -> str:
    """C naming the member that chooses a union's member (beside the union)."""
    return f"(*{n})" + wire_plan.Leaf(leaf.path[:-1] + (leaf.selector,), "").c_path


# how a struct member of each leaf kind travels: (C that sends it, C that takes it back);
# any other kind is a floating-point member
MEMBER_CODECS = {
    wire_plan.RAW: ("zc_put(m, &{member}, sizeof({member}));",
                    "memcpy(&{member}, zc_get(m, sizeof({member})), sizeof({member}));"),
    wire_plan.HANDLE: ("zc_put_u64(m, (uint64_t)(uintptr_t){member});",
                       "{member} = (__typeof__({member}))(uintptr_t)zc_get_u64(m);"),
    wire_plan.INT: ("zc_put_u64(m, (uint64_t)(int64_t){member});",
                    "{member} = (__typeof__({member}))zc_get_u64(m);"),
}
FLOAT_CODEC = ("zc_put_f64(m, (double){member});", "{member} = (__typeof__({member}))zc_get_f64(m);")
PUT, GET = 0, 1


def _leaves(slot: wire_plan.Slot, fields, way: int) -> list[str]:
    """C moving a struct's leaves one way (PUT to the server, GET its answer back)."""
    n, parts = slot.name, []
    for leaf in fields:
        member = f"(*{n}){leaf.c_path}"
        if leaf.kind == wire_plan.NULLPTR or (leaf.kind == wire_plan.HOST and way == GET):
            continue   # host pointers are only in the descriptors of copies, never sent back
        if leaf.kind == wire_plan.HOST:
            parts.append(f"if ((*{n}).{leaf.memtype} == CU_MEMORYTYPE_HOST) zc_put_host(m, {member}, "
                         f"(uint32_t){_span(slot, leaf)}); else zc_put_u32(m, ZC_NULL_LENGTH);")
        elif leaf.kind == wire_plan.UNION:
            cases = " ".join(f"case {value}: {' '.join(_leaves(slot, inner, way))} break;" for value, inner in leaf.cases)
            parts.append(f"switch ((int){_selector(n, leaf)}) {{ {cases} default: break; }}")
        else:
            parts.append(MEMBER_CODECS.get(leaf.kind, FLOAT_CODEC)[way].format(member=member))
    return parts


def _put_members(slot: wire_plan.Slot) -> str:
    """C sending a struct member by member (its 32-bit layout differs: plan.Leaf)."""
    return " ".join(_leaves(slot, slot.fields, PUT))


def _get_members(slot: wire_plan.Slot) -> str:
    return " ".join(_leaves(slot, slot.fields, GET))


def _store(slot: wire_plan.Slot) -> list[str]:
    """C reading one out-parameter's value from the answer into the caller's pointer."""
    n = slot.name
    if slot.fields:
        return [f"if ({n}) {{ {_get_members(slot)} }}"]
    if slot.scalar == wire_plan.STRUCT:
        return [f"if ({n}) {{ uint32_t len; const void *d = zc_get_blob(m, &len); "
                f"memcpy({n}, d, len < sizeof(*{n}) ? len : sizeof(*{n})); }}"]
    if slot.scalar in (wire_plan.FLOAT, wire_plan.DOUBLE):
        return [f"if ({n}) *{n} = (__typeof__(*{n}))zc_get_f64(m);"]
    if slot.scalar == wire_plan.HANDLE:
        return [f"if ({n}) *{n} = (__typeof__(*{n}))(uintptr_t)zc_get_u64(m);"]
    clamp = f" if (sizeof(*{n}) < 8 && v > 0xffffffffull) v = 0xffffffffull;" if slot.clamp else ""
    if slot.address:
        # only the client knows its width: a 32-bit one cannot hold a device address above
        # 4 GiB (the x86-64 client can: 64-bit modules' globals lie there)
        clamp = f" if (sizeof(*{n}) < 8 && v > 0xffffffffull) return CUDA_ERROR_OUT_OF_MEMORY;"
    return [f"if ({n}) {{ uint64_t v = zc_get_u64(m);{clamp} *{n} = (__typeof__(*{n}))v; }}"]


def _put_value(slot: wire_plan.Slot, expr: str) -> str:
    if slot.scalar in (wire_plan.FLOAT, wire_plan.DOUBLE):
        return f"zc_put_f64(m, (double)({expr}));"
    if slot.scalar == wire_plan.HANDLE:
        return f"zc_put_u64(m, (uint64_t)(uintptr_t)({expr}));"
    return f"zc_put_u64(m, (uint64_t)(int64_t)({expr}));"


def _function_view(index: int, p: wire_plan.Plan) -> dict:
    checks, puts, gets, after, region_gets = [], [], [], [], []
    func_param = next((s.name for s in p.slots if s.ctype == "struct CUfunc_st *"), "")
    options = next((s.name for s in p.slots if s.kind == "jit_options"), "NULL")
    for s in p.slots:
        n = s.name
        if s.kind == "scalar":
            puts.append(_put_value(s, n))
        elif s.kind == "str":
            puts.append(f"zc_put_str(m, {n});")
        elif s.kind in ("host_fn", "stream_callback"):
            puts.append(f"zc_put_u64(m, (uint64_t)(uintptr_t){n});")
            checks.append("{ CUresult st = zc_callbacks_ready(); if (st != CUDA_SUCCESS) return st; }")
        elif s.kind == "user_data":
            puts.append(f"zc_put_u64(m, (uint64_t)(uintptr_t){n});")
        elif s.kind == "path":
            puts.append(f"zc_put_path(m, {n});")
        elif s.kind == "in_struct" and s.fields:
            before, taken = _host_regions(s)
            checks.extend(before)
            region_gets.extend(taken)
            puts.append(f"if ({n}) {{ zc_put_u32(m, 1); {_put_members(s)} }} else zc_put_u32(m, ZC_NULL_LENGTH);")
        elif s.kind == "in_struct":
            puts.append(f"zc_put_blob(m, {n}, sizeof(*{n}));")
        elif s.kind in ("out", "inout"):
            puts.append(f"zc_put_u32(m, {n} != NULL);")
            if s.kind == "inout":
                if s.fields:
                    puts.append(f"if ({n}) {{ {_put_members(s)} }}")
                elif s.scalar == wire_plan.STRUCT:
                    puts.append(f"if ({n}) zc_put_blob(m, {n}, sizeof(*{n}));")
                else:
                    puts.append(f"if ({n}) {_put_value(s, '*' + n)}")
            gets.extend(_store(s))
        elif s.kind == "host_in":
            puts.append(f"zc_put_host(m, {n}, (uint32_t)({s.size}));")
        elif s.kind == "host_out":
            puts.append(f"zc_put_host_out(m, {n}, (uint32_t)({s.size}));")
            gets.append(f"zc_get_host_out(m, {n});")
        elif s.kind == "pinned_ptr":
            puts.append(f"zc_put_u64(m, (uint64_t)(uintptr_t){n});")
        elif s.kind == "image":
            puts.append(f"zc_put_image(m, {n});")
        elif s.kind == "kernel_params":
            puts.append(f"{{ CUresult st = zc_put_kernel_params(m, (uint32_t)(uintptr_t){func_param}, {n}); "
                        "if (st != CUDA_SUCCESS) return st; }")
        elif s.kind == "launch_extra":
            puts.append(f"{{ CUresult st = zc_put_launch_extra(m, {n}); if (st != CUDA_SUCCESS) return st; }}")
        elif s.kind == "null_only":
            checks.append(f"if ({n}) {{ static volatile int said; zc_not_forwarded(&said, \"{p.symbol} with "
                          f"{n}\", \"only NULL is forwarded\"); return CUDA_ERROR_NOT_SUPPORTED; }}")
        elif s.kind == "dropped":
            pass   # the server passes NULL
        elif s.kind == "jit_options":
            puts.append(f"zc_put_u32s(m, (const unsigned int *){n}, {s.size});")
        elif s.kind == "jit_values":
            puts.append(f"zc_put_jit_values(m, {n}, {s.size});")
            gets.append(f"zc_get_jit_values(m, (const unsigned int *){options}, {n}, {s.size});")
        else:
            raise BuildError(f"{p.symbol}: no C for slot kind {s.kind}")
    gets.extend(region_gets)   # the server answers with the host regions last
    if p.function.name.startswith(("cuModuleUnload", "cuLibraryUnload")):
        after.append("if (status == CUDA_SUCCESS) zc_layouts_clear();")
    return {"symbol": p.symbol, "index": index, "c_params": _c_params(p.function), "checks": checks,
            "puts": puts, "gets": gets, "after": after}


def _export_table_views() -> list[dict]:
    """The client's own export tables (plan.export_slots): per table its slots' C, per
    slot a forwarded function (its plan's C, numbered after the functions), a function of
    the template (plan.SLOT_LOCAL), or one that names the slot and ends the program."""
    numbers = {(s.table.name, s.index): number for number, s in wire_plan.slot_plans()}
    slots_of: dict[str, list] = {}
    for s in wire_plan.export_slots():
        slots_of.setdefault(s.table.name, []).append(s)
    views = []
    for t, table in enumerate(wire_plan.CLIENT_TABLES):
        entries, forwarded, traps = [], [], []
        if table.size_slot:
            entries.append(f"(void *)(uintptr_t)({table.length} * sizeof(void *))")
        for s in slots_of.get(table.name, []):
            if s.plan is not None:
                view = _function_view(numbers[(table.name, s.index)], s.plan)
                view["symbol"] = f"zc_slot_{t}_{s.index}"
                forwarded.append(view)
                entries.append(f"(void *){view['symbol']}")
            elif s.answer in wire_plan.SLOT_LOCAL.values():
                entries.append(f"(void *){s.answer}")
            else:
                traps.append({"index": s.index, "why": s.answer})
                entries.append(f"(void *)zc_slot_trap_{t}_{s.index}")
        views.append({"index": t, "name": table.name, "uuid": table.uuid, "entries": entries,
                      "uuid_bytes": ", ".join(f"{b:#04x}" for b in table.uuid_bytes),
                      "forwarded": forwarded, "traps": traps})
    return views


def render(template: str = "libcuda32.c.j2", bits: int = 32) -> str:
    """The client's C source: `template` is libcuda32.c.j2 (Linux) or nvcuda32.c.j2 (Windows),
    for a `bits`-bit process (64: the x86-64 nvcuda.dll, whose CUdeviceptr is 64 bits wide
    as in the server)."""
    cat = api_catalog.load(wire_plan.CATALOG_MAJOR)
    declarations = [LP64_ONLY.get(d, d) if bits == 32 else d for d in wire_plan.api_catalog_declarations()]
    functions = {f.symbol: f for f in cat.functions_of(wire_plan.LIBRARY)}
    forwarded = [_function_view(i, p) for i, p in enumerate(wire_plan.plans())]
    unsupported = [{"symbol": s, "why": why, "c_params": _c_params(functions[s])}
                   for s, why in sorted(wire_plan.not_forwarded().items())]
    statuses, seen = [], set()
    for name, value in sorted(cat.enums["cudaError_enum"].values.items(), key=lambda kv: kv[1]):
        if value not in seen:
            seen.add(value)
            statuses.append((value, name, error_strings.DRIVER.get(name, name)))
    jit = cat.enums[cat.enum_key("CUjit_option")].values
    env = jinja2.Environment(loader=jinja2.FileSystemLoader(str(TEMPLATES)), trim_blocks=True,
                             lstrip_blocks=True, undefined=jinja2.StrictUndefined, keep_trailing_newline=True)
    env.filters["c"] = c_string
    status = cat.enums["cudaError_enum"].values
    return env.get_template(template).render(op_callbacks=wire.OP_CALLBACKS, export_tables=_export_table_views(), bits=bits,
        cuda_version=cat.cuda_version, declarations=declarations, forwarded=forwarded, unsupported=unsupported,
        statuses=statuses, digest=wire_plan.digest(), null_length=wire.NULL_LENGTH, op_hello=wire.OP_HELLO,
        op_call=wire.OP_CALL, op_params=wire.OP_PARAMS, op_map=wire.OP_MAP, op_unmap=wire.OP_UNMAP,
        pinned_length=wire.PINNED_LENGTH, pinned_out=wire.PINNED_OUT, host_fn=wire.HOST_FN, server_gone=status["CUDA_ERROR_UNKNOWN"],
        python=sys.executable, package_parent=str(PACKAGE_DIR.parent),
        library64=str(shim_build.library_path(LIBRARY64)),
        jit={"wall_time": jit["CU_JIT_WALL_TIME"], "info_log": jit["CU_JIT_INFO_LOG_BUFFER"],
             "info_log_size": jit["CU_JIT_INFO_LOG_BUFFER_SIZE_BYTES"], "error_log": jit["CU_JIT_ERROR_LOG_BUFFER"],
             "error_log_size": jit["CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES"]})


def stamp() -> str:
    h = hashlib.sha256()
    here = Path(__file__).resolve().parent
    for path in sorted(TEMPLATES.iterdir()) + sorted(here.glob("*.py")) + \
            [api_catalog.DATA_DIR / f"cuda-{wire_plan.CATALOG_MAJOR}.json"]:
        h.update(path.name.encode() + path.read_bytes())
    h.update(f"{sys.executable} {PACKAGE_DIR.parent} {shim_build.library_path(LIBRARY64)}".encode())
    return h.hexdigest()


def is_current(out_dir: Path | None = None) -> bool:
    stamp_file = output_dir(out_dir) / ".stamp"
    return library_path(out_dir).exists() and stamp_file.exists() and stamp_file.read_text() == stamp()


def build(out_dir: Path | None = None, force: bool = False, log=print) -> Path:
    """The 32-bit libcuda.so.1 (and the 64-bit one its server loads); BuildError when 32-bit
    C cannot be built here."""
    shim_build.build_one(LIBRARY64, out_dir, log=log)
    dest = library_path(out_dir)
    if not force and is_current(out_dir):
        return dest
    problem = compiler_problem()
    if problem:
        raise BuildError(f"the 32-bit libcuda.so.1 cannot be built: {problem}")
    out = output_dir(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix=".build-client32-", dir=out) as tmp:
        src = Path(tmp) / "libcuda32.c"
        src.write_text(render())
        built = Path(tmp) / SONAME
        done = subprocess.run(["gcc", "-m32", "-shared", "-fPIC", "-O1", "-fvisibility=hidden", "-pthread",
                               "-Wall", "-Wno-unused-function", "-o", str(built), str(src),
                               f"-Wl,-soname,{SONAME}"], capture_output=True, text=True)
        if done.returncode:
            raise BuildError(f"building the 32-bit {SONAME} failed:\n{done.stderr[-4000:]}")
        os.replace(built, dest)
    (out / ".stamp").write_text(stamp())
    log(f"built {dest} (32-bit: {len(wire_plan.plans())} functions forwarded, "
        f"{len(wire_plan.not_forwarded())} answer CUDA_ERROR_NOT_SUPPORTED)")
    return dest
