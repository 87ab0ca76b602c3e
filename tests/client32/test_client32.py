"""The 32-bit libcuda.so.1: 32-bit (gcc -m32) driver-API programs run through it, their calls
answered by the 64-bit server; and the wire plans it is generated from."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from zluda.api import catalog as api_catalog
from zluda import elf
from zluda.api import sources
from zluda.client32 import build, plan
from zluda.runtime.memory import MemoryManager

HERE = Path(__file__).resolve().parent
PROGRAMS = HERE / "programs"


@pytest.fixture(scope="module")
def client32() -> Path:
    problem = build.compiler_problem()
    if problem:
        pytest.skip(f"no 32-bit C here: {problem} (`invoke setup --tests` installs gcc-multilib)")
    return build.build()


@pytest.fixture(scope="module")
def programs(client32, tmp_path_factory) -> dict[str, Path]:
    include = sources.headers_root(plan.CATALOG_MAJOR) / "include"
    if not (include / "cuda.h").is_file():
        pytest.fail("no cuda.h of the catalog's headers: run `invoke setup`")
    out = tmp_path_factory.mktemp("client32")
    built = {}
    for name in ("driver32", "faults32", "exports32"):
        exe = out / name
        # driver32 calls the first launch API too, which cuda.h marks deprecated
        subprocess.run(["gcc", "-m32", "-O1", "-Wall", "-Werror", "-Wno-deprecated-declarations", f"-I{include}",
                        "-o", str(exe), str(PROGRAMS / f"{name}.c"), f"-L{client32.parent}", "-l:libcuda.so.1",
                        "-ldl"],
                       check=True, capture_output=True, text=True)
        built[name] = exe
    return built


def _run(exe: Path, *args, timeout=180) -> subprocess.CompletedProcess:
    env = dict(os.environ, LD_LIBRARY_PATH=str(build.output_dir()))
    return subprocess.run([str(exe), *args], env=env, capture_output=True, text=True, timeout=timeout)


def test_library_is_32_bit_and_exports_every_driver_function(client32):
    data = client32.read_bytes()
    assert int.from_bytes(data[18:20], "little") == 3, "not i386"
    library = elf.read_file(client32)
    assert library.bits == 32
    exported = {s.name for s in library.symbols(".dynsym") if s.defined}
    for f in api_catalog.load(plan.CATALOG_MAJOR).functions_of(plan.LIBRARY):
        assert f.symbol in exported, f.symbol


def test_driver_program_runs_through_the_server(programs):
    """Module from PTX text, allocations, copies, launches with parameters, a stream,
    events, local and shared memory, a module variable: every answer checked inside."""
    done = _run(programs["driver32"], str(PROGRAMS / "kernels32.ptx"))
    assert done.returncode == 0, done.stdout + done.stderr
    assert "driver32: ok" in done.stdout and "32-bit device pointers" in done.stdout


def test_export_tables_as_cuda_9_2s_runtime_uses_them(programs):
    """The tables FleX's cudart32_92.dll asks for, each slot it calls: forwarded slots
    (primary context, a module from a registration wrapper, context-local storage) and
    the client's own (callback buffers, HEAP_ACCESS records); an unknown table refused."""
    done = _run(programs["exports32"])
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout.strip().endswith("exports32: ok")
    assert "no table 01020304-0506-0708-090a-0b0c0d0e0f10 (asked through the 32-bit CUDA client)" in done.stderr


def test_an_unknown_export_table_slot_names_itself_and_ends_the_program(programs):
    done = _run(programs["exports32"], "trap", timeout=60)
    assert done.returncode == 125, done.stdout + done.stderr
    assert ("zluda: export table CUDART_INTERFACE 6bd5fb6c-5bf4-e74a-8987-d93912fd9df9 slot 3 called through "
            "the 32-bit CUDA client: the driver's meaning of this slot is not known") in done.stderr
    assert "returned" not in done.stdout


def test_the_server_traces_the_calls_it_serves(programs, tmp_path):
    """ZLUDA_TRACE_DIR reaches the server: calls.jsonl holds the client's driver calls (an
    export-table slot as the driver calls it makes), never the server's own."""
    env = dict(os.environ, LD_LIBRARY_PATH=str(build.output_dir()), ZLUDA_TRACE_DIR=str(tmp_path))
    done = subprocess.run([str(programs["exports32"])], env=env, capture_output=True, text=True, timeout=180)
    assert done.returncode == 0, done.stdout + done.stderr
    calls = [json.loads(line) for line in (tmp_path / "calls.jsonl").read_text().splitlines()]
    names = [c["fn"] for c in calls]
    assert names[:3] == ["cuInit", "cuDevicePrimaryCtxRetain", "cuCtxSetCurrent"], names
    for name in ("cuModuleLoadData", "cuModuleGetFunction", "cuLaunchKernel", "cuMemcpyDtoH_v2", "cuModuleUnload"):
        assert name in names, names
    for own in ("cuFuncGetParamInfo", "cuGetExportTable", "cuStreamSynchronize"):
        assert own not in names, names
    assert all(c["lib"] == "cuda" and c["ok"] for c in calls), calls


def test_zluda_run_traces_a_32_bit_program(programs, tmp_path):
    """`zluda run --trace-dir` on a 32-bit program: the server's trace ends as any other,
    with summary.json counting the client's calls."""
    env = {k: v for k, v in os.environ.items() if k not in ("LD_LIBRARY_PATH", "ZLUDA_TRACE_DIR")}
    done = subprocess.run([sys.executable, "-m", "zluda", "run", "--no-build", "--trace-dir", str(tmp_path), "--",
                           str(programs["exports32"])], env=env, capture_output=True, text=True, timeout=180)
    assert done.returncode == 0, done.stdout + done.stderr
    calls = [json.loads(line) for line in (tmp_path / "calls.jsonl").read_text().splitlines()]
    summary = json.loads((tmp_path / "summary.json").read_text())
    assert summary["calls"] == len(calls) > 0
    launches = summary["per_api"]["cuda/cuLaunchKernel"]
    assert launches["calls"] == sum(c["fn"] == "cuLaunchKernel" for c in calls) > 0
    assert launches["statuses"] == {"CUDA_SUCCESS": launches["calls"]}


def test_every_export_table_slot_has_an_answer():
    """Each slot of every table a client holds is forwarded (a plan), answered in the
    client, or ends the program with a reason; the slots CUDA 9.2's runtime calls are
    never the last kind."""
    slots = {(s.table.name, s.index): s for s in plan.export_slots()}
    called_by_cuda_9_2 = [("CUDART_INTERFACE", 1), ("CUDART_INTERFACE", 2), ("TOOLS_RUNTIME_CALLBACK_HOOKS", 2),
                          ("TOOLS_RUNTIME_CALLBACK_HOOKS", 6), ("CONTEXT_LOCAL_STORAGE_INTERFACE_V0301", 0),
                          ("CONTEXT_LOCAL_STORAGE_INTERFACE_V0301", 1), ("CONTEXT_LOCAL_STORAGE_INTERFACE_V0301", 2),
                          ("HEAP_ACCESS", 1), ("HEAP_ACCESS", 2)]
    for key in called_by_cuda_9_2:
        s = slots[key]
        assert s.plan is not None or s.answer in plan.SLOT_LOCAL.values(), (key, s.answer)
    numbers = [n for n, _ in plan.slot_plans()]
    assert numbers == list(range(len(plan.plans()), len(plan.plans()) + len(numbers)))
    for s in slots.values():
        assert s.plan is not None or s.answer, s


def test_a_dead_server_gives_an_error_not_a_hang(programs):
    done = _run(programs["faults32"], "server", timeout=60)
    assert done.returncode == 0, done.stderr
    unknown = api_catalog.load(plan.CATALOG_MAJOR).status_value("cuda", "CUDA_ERROR_UNKNOWN")
    assert done.stdout.splitlines() == [f"after the server died: {unknown}", f"and again: {unknown}"]
    lines = [line for line in done.stderr.splitlines() if "lost its server" in line]
    assert len(lines) == 1, done.stderr


def test_the_server_goes_with_its_client(programs):
    done = _run(programs["faults32"], "client", timeout=60)
    assert done.returncode == -9, done.stderr
    pid = int(done.stdout.split()[1])
    assert pid > 0
    deadline = time.monotonic() + 20
    while Path(f"/proc/{pid}").exists() and time.monotonic() < deadline:
        time.sleep(0.1)
    status = Path(f"/proc/{pid}/status")
    assert not status.exists() or "State:\tZ" in status.read_text(), f"server {pid} outlived its client"


def test_a_forked_child_gets_a_server_of_its_own(programs):
    done = _run(programs["faults32"], "fork", timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines() == ["child: 0, 1 device(s), its own server: 1",
                                        "parent: 0, the same server: 1, child exit 0"]


def test_a_function_not_forwarded_names_itself_once(programs):
    done = _run(programs["faults32"], "unsupported", timeout=60)
    assert done.returncode == 0, done.stderr
    not_supported = api_catalog.load(plan.CATALOG_MAJOR).status_value("cuda", "CUDA_ERROR_NOT_SUPPORTED")
    assert done.stdout.splitlines() == [f"cuMemHostRegister -> {not_supported}"] * 2
    lines = [line for line in done.stderr.splitlines() if "not forwarded" in line]
    assert lines == ["zluda: cuMemHostRegister_v2 is not forwarded by the 32-bit CUDA client (the client's own "
                     "memory is not visible to the server (cuMemHostAlloc's is)): CUDA_ERROR_NOT_SUPPORTED"]


def test_every_driver_function_has_a_plan_or_a_reason():
    functions = {f.symbol for f in api_catalog.load(plan.CATALOG_MAJOR).functions_of(plan.LIBRARY)}
    planned = {p.symbol for p in plan.plans()}
    local = {s for s in functions if s in plan.LOCAL}
    skipped = plan.not_forwarded()
    assert planned | local | set(skipped) == functions
    assert not planned & set(skipped) and not planned & local
    assert all(why for why in skipped.values())


@pytest.mark.parametrize("symbol, kinds", [
    ("cuMemcpyHtoD_v2", ["scalar", "host_in", "scalar"]),
    ("cuMemcpyDtoHAsync_v2", ["host_out", "scalar", "scalar", "scalar"]),
    ("cuLaunchKernel", ["scalar"] * 9 + ["kernel_params", "launch_extra"]),
    ("cuModuleGetGlobal_v2", ["out", "out", "scalar", "str"]),
    ("cuDeviceGetUuid", ["out", "scalar"]),
])
def test_plans_follow_the_signatures(symbol, kinds):
    found = {p.symbol: p for p in plan.plans()}[symbol]
    assert [s.kind for s in found.slots] == kinds


def test_structs_laid_out_differently_travel_member_by_member():
    slot = {p.symbol: p for p in plan.plans()}["cuArrayCreate_v2"].slots[1]
    assert slot.kind == "in_struct"
    assert [(leaf.path, leaf.kind) for leaf in slot.fields] == [
        (("Width",), plan.INT), (("Height",), plan.INT), (("Format",), plan.RAW), (("NumChannels",), plan.RAW)]
    # an immediate copy carries the host rows its descriptor points to (plan.COPY_REGIONS);
    # a graph's memcpy node would keep the pointer for later, so it is not forwarded
    copy = {p.symbol: p for p in plan.plans()}["cuMemcpy3D_v2"].slots[0]
    assert [leaf.path[0] for leaf in copy.fields if leaf.kind == plan.HOST] == ["srcHost", "dstHost"]
    assert [leaf.path[0] for leaf in copy.fields if leaf.kind == plan.NULLPTR] == ["reserved0", "reserved1"]
    assert "srcHost (void *) cannot be converted" in plan.not_forwarded()["cuGraphMemcpyNodeSetParams"]
    # a union whose members differ: the member beside it says which one travels
    union = next(leaf for leaf in {p.symbol: p for p in plan.plans()}["cuTexObjectCreate"].slots[1].fields
                 if leaf.kind == plan.UNION)
    assert union.selector == "resType"
    linear = dict(union.cases)[api_catalog.load(plan.CATALOG_MAJOR).enums["CUresourcetype_enum"]
                               .values["CU_RESOURCE_TYPE_LINEAR"]]
    assert [leaf.path for leaf in linear][0] == ("res", "linear", "devPtr")


def test_out_values_that_a_32_bit_client_cannot_hold():
    slots = {p.symbol: p for p in plan.plans()}["cuModuleGetGlobal_v2"].slots
    assert slots[0].address and not slots[0].clamp                  # CUdeviceptr: below 4 GiB
    assert slots[1].clamp and not slots[1].address                  # size_t: clamped to 32 bits


@pytest.mark.parametrize("width, value, expected", [
    ("unsigned int", 0x41B80000, "0 41b80000"),
    ("unsigned int", 0x7F883C251470, "2 0"),                # a 32-bit client: CUDA_ERROR_OUT_OF_MEMORY
    ("unsigned long long", 0x7F883C251470, "0 7f883c251470"),   # the x86-64 nvcuda.dll takes it
])
def test_a_device_address_above_4_gib_is_refused_by_the_client_only_when_it_cannot_hold_it(
        tmp_path, width, value, expected):
    # the server does not know the client's width: a 64-bit module's variable lies above
    # 4 GiB, which FleX's x64 run (cudart64_92.dll over the x86-64 nvcuda.dll) must get
    line = next(line.strip() for line in build.render("nvcuda32.c.j2", bits=64).splitlines()
                if line.strip().startswith("if (dptr) { uint64_t v = zc_get_u64(m);"))
    source = tmp_path / "take.c"
    source.write_text(f"""#include <stdint.h>
#include <stdio.h>
typedef int CUresult;
#define CUDA_ERROR_OUT_OF_MEMORY 2
typedef {width} CUdeviceptr;
static uint64_t zc_get_u64(void *m) {{ (void)m; return {value}ull; }}
static CUresult take(CUdeviceptr *dptr) {{ void *m = NULL; {line} return 0; }}
int main(void) {{ CUdeviceptr d = 0; CUresult r = take(&d); printf("%d %llx\\n", r, (unsigned long long)d); return 0; }}
""")
    subprocess.run(["cc", "-o", str(tmp_path / "take"), str(source)], check=True, timeout=60)
    assert subprocess.run([str(tmp_path / "take")], capture_output=True, text=True, timeout=30).stdout.strip() == expected


def test_zluda_run_picks_the_32_bit_library(programs):
    env = {k: v for k, v in os.environ.items() if k != "LD_LIBRARY_PATH"}
    done = subprocess.run([sys.executable, "-m", "zluda", "run", "--no-build", "--", str(programs["faults32"]),
                           "unsupported"], env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert "cuMemHostRegister_v2 is not forwarded by the 32-bit CUDA client" in done.stderr


def test_a_32_bit_clients_allocations_lie_below_4_gib():
    memory = MemoryManager()
    memory.below_4gib = True
    addresses = [memory.allocate(size, kind) for size, kind in ((1 << 20, "device"), (100, "managed"))]
    assert all(0 < a and a + (1 << 20) <= 1 << 32 for a in addresses)
    for a in addresses:
        memory.free(a)
