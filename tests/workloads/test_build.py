"""Every workload program compiles with this machine's nvcc, links the way `zluda run` needs
(shared cudart, overridable search path), imports the API surface it is meant to cover, and
embeds PTX that carries the kernel features it is meant to exercise and that ptxas accepts."""

import re
import shutil
import subprocess
from pathlib import Path

import pytest
import yaml

REPO = Path(__file__).resolve().parents[2]

# where the symbol in the profile (an nvcc 12 build) has another name in an nvcc 13 build
ALIASES = {
    "cudaGetDeviceProperties_v2": {"cudaGetDeviceProperties_v2", "cudaGetDeviceProperties"},
    "cudaLaunchKernel": {"cudaLaunchKernel", "__cudaLaunchKernel"},
}
PROFILE_PROGRAMS = {"test_gpt2fp32cu": "gpt2_fp32", "test_gpt2cu": "gpt2_bf16"}

# kernel features of llm.c's programs (zluda/profiles/llmc.yaml) as they appear in PTX
COMMON_FEATURES = {
    "float atomicAdd, global": r"\b(atom|red)\.global\.add\.f32\b",
    "float atomicAdd, shared": r"\b(atom|red)\.shared\.add\.f32\b",
    "atomicInc (unsigned), global": r"\batom\.global\.inc\.u32\b",
    "__shfl_xor_sync": r"\bshfl\.sync\.bfly\.b32\b",
    # width 4 is the clamp operand (32-4)<<8 | 31 = 7199, literal or through a register
    "__shfl_down_sync, width 4": r"shfl\.sync\.down\.b32[^;]*,\s*7199,|mov\.u32\s+(%r\d+),\s*7199;"
                                 r"(?:(?!\.entry)[\s\S])*?shfl\.sync\.down\.b32[^;]*,\s*\1,",
    "128-bit load": r"\bld\.global(\.nc)?\.v4\.[bsuf]32\b",
    "__ldcs 128-bit": r"\bld\.global\.cs\.v4\.[bsuf]32\b",
    "__stcs 128-bit": r"\bst\.global\.cs\.v4\.[bsuf]32\b",
    "__stcg 128-bit": r"\bst\.global\.cg\.v4\.[bsuf]32\b",
    "dynamic shared memory": r"\.extern \.shared",
    "__launch_bounds__": r"\.maxntid\s+256,\s*1,\s*1",
    "3-D blocks": r"%tid\.z",
    "2-D blocks": r"%tid\.y",
}
FEATURES = {
    "gpt2_fp32": {**COMMON_FEATURES, "float4 load": r"\bld\.global\.v4\.f32\b"},
    "gpt2_bf16": {**COMMON_FEATURES, "__float2bfloat16_rn": r"\bcvt\.rn\.bf16\.f32\b"},
}

LIBS = {
    "gpt2_fp32": ["libcudart.so.13", "libcublas.so.13"],
    "gpt2_bf16": ["libcudart.so.13", "libcublasLt.so.13"],
    "driver_api": ["libcuda.so.1"],
    "cublas": ["libcudart.so.13", "libcublas.so.13"],
    "cublaslt": ["libcudart.so.13", "libcublasLt.so.13"],
}


def dynamic_section(binary: Path) -> str:
    return subprocess.run(["readelf", "-d", str(binary)], capture_output=True, text=True, check=True).stdout


def imported_symbols(binary: Path) -> set[str]:
    out = subprocess.run(["nm", "-D", "--undefined-only", str(binary)], capture_output=True, text=True,
                         check=True).stdout
    return {line.split()[-1].split("@")[0] for line in out.splitlines() if line.strip()}


def test_every_program_builds(built, build_module):
    assert set(built) == set(build_module.PROGRAMS)
    for name, binary in built.items():
        assert binary.read_bytes()[:4] == b"\x7fELF", name
        needed = re.findall(r"\(NEEDED\)\s+Shared library: \[(.+?)\]", dynamic_section(binary))
        for lib in LIBS.get(name, ["libcudart.so.13"]):
            assert lib in needed, f"{name} does not link {lib}: {needed}"
        assert "libcudart_static" not in " ".join(needed)


def test_search_path_is_overridable(built):
    # DT_RUNPATH (not DT_RPATH): LD_LIBRARY_PATH, which `zluda run` sets, takes precedence
    for name, binary in built.items():
        dyn = dynamic_section(binary)
        assert "(RPATH)" not in dyn, f"{name} has DT_RPATH, which would shadow LD_LIBRARY_PATH"


@pytest.mark.parametrize("profile_program", sorted(PROFILE_PROGRAMS))
def test_gpt2_covers_llmc_profile(built, profile_program):
    profile = yaml.safe_load((REPO / "zluda" / "profiles" / "llmc.yaml").read_text())
    spec = profile["programs"][profile_program]
    binary = built[PROFILE_PROGRAMS[profile_program]]
    imported = imported_symbols(binary)
    missing = []
    for group in ("runtime", "launch", "cublas", "cublasLt"):
        for fn in spec.get(group, []):
            if not ALIASES.get(fn, {fn}) & imported:
                missing.append(f"{group}/{fn}")
    assert not missing, f"{binary.name} does not call {missing}"


@pytest.mark.parametrize("program", sorted(FEATURES))
def test_gpt2_kernel_features(built, build_module, program):
    ptx = build_module.ptx_of(built[program]).read_text()
    absent = [feature for feature, pattern in FEATURES[program].items() if not re.search(pattern, ptx)]
    assert not absent, f"{program}'s PTX lacks {absent}"


def _ptxas(build_module) -> str:
    candidates = [shutil.which("ptxas")]
    nvcc = build_module.find_nvcc()
    candidates.append(str(nvcc.parent / "ptxas"))
    # nvcc may be a wrapper script: its dry run names the folder of the real toolkit binaries
    dryrun = subprocess.run([str(nvcc), "--dryrun", "-ptx", "-x", "cu", "/dev/null"], capture_output=True, text=True)
    m = re.search(r"^#\$ _HERE_=(\S+)", dryrun.stderr + dryrun.stdout, re.M)
    if m:
        candidates.append(str(Path(m.group(1)) / "ptxas"))
    for c in candidates:
        if c and Path(c).is_file():
            return c
    pytest.fail("ptxas not found next to nvcc")


def test_embedded_ptx_assembles_for_h200(built, build_module, tmp_path):
    """nvcc -arch=compute_80 never runs ptxas: prove the PTX the H200 will JIT is valid."""
    ptxas = _ptxas(build_module)
    for name, binary in built.items():
        ptx = build_module.ptx_of(binary)
        assert ptx.exists(), f"no PTX kept for {name}"
        # relocatable device code (-rdc) calls into other units (cudadevrt): assembled, not linked
        relocatable = ["-c"] if "-rdc=true" in build_module.PROGRAMS[name].flags else []
        res = subprocess.run([ptxas, "-arch=sm_90", *relocatable, str(ptx), "-o", str(tmp_path / f"{name}.cubin")],
                             capture_output=True, text=True)
        assert res.returncode == 0, f"ptxas rejects {name}'s PTX:\n{res.stderr}"


def test_driver_api_ptx_assembles(build_module, tmp_path):
    """The hand-written PTX that driver_api loads with cuModuleLoadData."""
    source = (REPO / "workloads" / "samples" / "driver_api.cu").read_text()
    m = re.search(r'R"PTX\((.*?)\)PTX"', source, re.S)
    assert m, "no PTX raw string in driver_api.cu"
    ptx = tmp_path / "kernels.ptx"
    ptx.write_text(m.group(1))
    res = subprocess.run([_ptxas(build_module), "-arch=sm_90", str(ptx), "-o", str(tmp_path / "k.cubin")],
                         capture_output=True, text=True)
    assert res.returncode == 0, res.stderr


def test_builds_are_cached(built, build_module):
    """A second build of unchanged sources reuses the binaries (no nvcc run)."""
    again = build_module.build(["gpt2_fp32", "errors"], arch="ptx")
    assert again["gpt2_fp32"] == built["gpt2_fp32"]
    assert again["errors"] == built["errors"]


def test_bad_program_name_is_reported(build_module):
    with pytest.raises(build_module.BuildError, match="unknown program"):
        build_module.build(["no_such_program"])


@pytest.mark.parametrize("present, words", [
    ((), "needs CUDA 12's static runtime (libcudart_static.a of PyPI nvidia-cuda-runtime-cu12)"),
    (("cuda_runtime",), "needs CUDA 12's CCCL headers (PyPI nvidia-cuda-cccl-cu12)"),
])
def test_static12_without_cuda12s_wheels_is_one_line(build_module, monkeypatch, capsys, tmp_path, present, words):
    """Where the wheels are missing, `--cudart static12` says which and how to get them,
    before building anything."""
    if "cuda_runtime" in present:
        runtime = tmp_path / "nvidia" / "cuda_runtime"
        (runtime / "lib").mkdir(parents=True)
        (runtime / "lib" / "libcudart_static.a").write_bytes(b"!<arch>\n")
        (runtime / "include").mkdir()
        (runtime / "include" / "cuda_runtime_api.h").write_text("#define CUDART_VERSION 12090\n")
    monkeypatch.setattr(build_module, "_python_paths", lambda: [tmp_path])
    assert build_module.main(["--cudart", "static12", "errors"]) == 1
    lines = capsys.readouterr().err.splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: --cudart static12 ") and words in lines[0], lines
    assert "run `invoke setup`" in lines[0]


def test_static12_binary_needs_cuda12s_libraries_only(build_module, nvcc):
    """A CUDA 12 default build carries its runtime and asks for cuBLAS 12 by its soname (the
    project's libcublas.so.12 serves it under `zluda run`)."""
    try:
        build_module.find_cuda12_runtime()
    except build_module.BuildError as exc:
        pytest.skip(str(exc))
    binary = build_module.build(["cublas"], cudart="static12")["cublas"]
    needed = set(re.findall(r"\(NEEDED\)\s+Shared library: \[([^\]]+)\]", dynamic_section(binary)))
    assert "libcublas.so.12" in needed
    assert not any(name.startswith(("libcudart", "libcublas.so.13", "libcuda.so")) for name in needed), needed


def test_missing_source_is_one_line(build_module, capsys, tmp_path):
    assert build_module.main(["--source", str(tmp_path / "absent.cu")]) == 1
    assert capsys.readouterr().err.splitlines() == [f"error: --source {tmp_path / 'absent.cu'}: no such file"]
