"""The API catalog: regenerated from real headers it equals the committed JSON, and it
describes what real nvcc-built programs and NVIDIA's libraries use."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from zluda.api import catalog, generate, sources

LOCAL_TOOLKIT_INCLUDE = Path("/usr/local/cuda/include")


@pytest.fixture(scope="module")
def committed13() -> dict:
    return json.loads(generate.data_path(13).read_text())


def _without_cublas(cat: dict) -> dict:
    cat = json.loads(json.dumps(cat))
    cat["functions"] = {k: f for k, f in cat["functions"].items() if f["library"] in ("cudart", "cuda")}
    cat["libraries"] = {k: v for k, v in cat["libraries"].items() if k in ("cudart", "cuda")}
    cat["source"] = {k: v for k, v in cat["source"].items() if not k.startswith("cublas")}
    return cat


def test_runtime_and_driver_regenerate_from_pinned_headers(committed13):
    include = sources.ensure(13, sources.BASE_PARTS)
    fresh = generate.build(13, include, with_cublas=False)
    want = _without_cublas(committed13)
    for section in ("functions", "libraries", "source"):
        assert fresh[section] == want[section], f"{section} differ: run `invoke api.generate`"


def test_local_toolkit_headers_give_the_same_runtime_and_driver_catalog(committed13, tmp_path):
    """This machine's nvcc 13.0 headers are what the pinned wheels hold: same catalog."""
    if not (LOCAL_TOOLKIT_INCLUDE / "cuda.h").exists():
        pytest.skip("no local CUDA toolkit headers")
    want = _without_cublas(committed13)
    fresh = generate.build(13, LOCAL_TOOLKIT_INCLUDE, with_cublas=False)
    assert fresh["functions"] == want["functions"]


@pytest.mark.slow
def test_whole_catalog_regenerates():
    """CUDA 13 with cuBLAS, byte for byte: the first run downloads the ~450 MB cuBLAS wheel
    (its headers and library facts are cached afterwards). CUDA 12 is checked the same way
    by `invoke api.generate --check`."""
    include = sources.ensure(13)
    fresh = generate.render(generate.build(13, include))
    assert fresh == generate.data_path(13).read_text(), "run `invoke api.generate`"


@pytest.mark.parametrize("major", [12, 13])
def test_counts_cover_the_four_headers(major):
    cat = catalog.load(major)
    per_lib = {k: len(cat.functions_of(k)) for k in cat.libraries}
    assert per_lib["cudart"] > 350 and per_lib["cuda"] > 500
    assert per_lib["cublas"] > 500 and per_lib["cublasLt"] > 40


def test_symbol_mapping_and_variants():
    cat = catalog.load(13)
    f = cat.functions
    assert f["cuMemAlloc_v2"].public_name == "cuMemAlloc"
    assert f["cublasSgemm_v2"].public_name == "cublasSgemm"
    assert f["cudaMemcpy_ptds"].name == "cudaMemcpy" and f["cudaMemcpy_ptds"].variant == "ptds"
    assert f["cudaMemcpyAsync_ptsz"].variant == "ptsz"
    assert f["cuMemcpyHtoD_v2_ptds"].name == "cuMemcpyHtoD_v2"
    assert f["cuMemAlloc"].legacy and f["cuMemAlloc"].params[0].base_type == "unsigned int *"
    assert f["cublasSgemm"].legacy and f["cublasSgemm"].params[0].ctype == "char"   # cublas.h API
    assert f["cudaMalloc"].version_node == "libcudart.so.13"
    assert cat.libraries["cudart"].version_nodes == ("libcudart.so.13",)


# cublas_api.h declares these only inside `#if defined(__cplusplus)` blocks (they take
# __half / __nv_bfloat16); libcublas exports every one of them with C linkage
CPP_ONLY_CUBLAS = [f"cublas{p}{form}{w}" for p in ("HSH", "HSS", "TST", "TSS")
                   for form in ("gemvBatched", "gemvStridedBatched") for w in ("", "_64")] + \
                  [f"cublasHgemm{form}{w}" for form in ("", "Batched", "StridedBatched") for w in ("", "_64")]


@pytest.mark.parametrize("major", [12, 13])
def test_cplusplus_only_cublas_declarations_are_catalogued(major):
    cat = catalog.load(major)
    found = {s for s, fn in cat.functions.items() if fn.library == "cublas"}
    assert sorted(set(CPP_ONLY_CUBLAS) - found) == []
    hgemm = cat.functions["cublasHgemm"]
    assert hgemm.header == "cublas_api.h" and hgemm.in_real_library
    assert [p.ctype for p in hgemm.params][6:9] == ["const __half *", "const __half *", "int"]
    assert cat.functions["cublasTSTgemvBatched"].params[5].ctype == "const __nv_bfloat16 * const []"
    # the C++ classes are declared as their 2-byte layout, at the class's own line
    decls = json.loads(generate.data_path(major).read_text())["c_declarations"]
    assert any(re.fullmatch(r"typedef struct __half\s*\{\s*unsigned short __x;\s*\} __half;", d) for d in decls)
    # a block inside a block and the `extern "C" {` guard are told apart
    text = "#if defined(__cplusplus)\nextern \"C\" {\n#endif\n#if defined(__cplusplus)\n#ifdef X\n#endif\nA\n#endif\n"
    blocks = generate.cplusplus_blocks(text)
    assert [text[a:b].strip() for a, b in blocks] == ['extern "C" {', "#ifdef X\n#endif\nA"]


def test_directions():
    f = catalog.load(13).functions
    dirs = lambda sym: {p.name: p.direction for p in f[sym].params}
    assert dirs("cudaMalloc") == {"devPtr": "out", "size": "in"}
    assert dirs("cudaMemcpy") == {"dst": "in", "src": "in", "count": "in", "kind": "in"}
    assert dirs("cudaStreamCreate")["pStream"] == "out"
    assert dirs("cudaGetDeviceProperties")["prop"] == "out"
    assert dirs("cuGetErrorString")["pStr"] == "out"
    assert dirs("cublasSgemm_v2")["C"] == "in"            # device matrix, not an out-param
    assert dirs("cublasSdot_v2")["result"] == "out"
    assert dirs("cublasSrotg_v2")["a"] == "inout"
    assert dirs("cudaGraphGetNodes")["numNodes"] == "inout"
    assert dirs("__cudaPopCallConfiguration")["stream"] == "out"
    assert dirs("__cudaPushCallConfiguration")["stream"] == "in"  # struct CUstream_st *: a handle
    assert f["cudaMemcpy"].params[3].enum == "cudaMemcpyKind"


def test_enums_decode_statuses():
    cat = catalog.load(13)
    assert cat.status_name("cudart", 801) == "cudaErrorNotSupported"
    assert cat.status_name("cuda", 0) == "CUDA_SUCCESS"
    assert cat.status_name("cublas", 15) == "CUBLAS_STATUS_NOT_SUPPORTED"
    assert cat.enum_name("cublasOperation_t", 1) == "CUBLAS_OP_T"
    assert cat.enum_name("cudaMemcpyKind", 2) == "cudaMemcpyDeviceToHost"
    assert cat.enum_name("cudaError_t", 123456) == "123456"
    names = cat.enum_names("cudaError_t")          # the one value -> name table, built once
    assert names is cat.enum_names("cudaError_t") and names[1] == "cudaErrorInvalidValue"
    assert cat.enum_names("size_t") == {}
    assert any(k.startswith("cublasLtMatmulDescAttributes") for k in cat.enums)


SAMPLE = r"""
#include <cstdio>
#include <cuda_runtime.h>
__device__ float dev_scale = 2.0f;
__managed__ int counter;
__global__ void scale(float *x, int n) { int i = blockIdx.x * blockDim.x + threadIdx.x; if (i < n) x[i] *= dev_scale; }
int main() {
  float *d; cudaMalloc(&d, 64 * sizeof(float));
  scale<<<1, 64>>>(d, 64);
  cudaDeviceSynchronize();
  printf("%s\n", cudaGetErrorName(cudaGetLastError()));
  cudaFree(d);
  return 0;
}
"""


def test_every_cudart_import_of_an_nvcc_program_is_catalogued(nvcc, tmp_path):
    src = tmp_path / "sample.cu"
    src.write_text(SAMPLE)
    exe = tmp_path / "sample"
    for per_thread in (False, True):
        flags = ["--default-stream", "per-thread"] if per_thread else []
        subprocess.run([nvcc, "-cudart", "shared", "-arch=compute_80", *flags, "-o", str(exe), str(src)],
                       check=True, capture_output=True)
        out = subprocess.run(["nm", "-D", "--undefined-only", str(exe)], capture_output=True, text=True, check=True).stdout
        imports = {line.split()[-1] for line in out.splitlines() if "libcudart" in line}
        symbols = {s.split("@")[0]: s.split("@")[-1] for s in imports}
        launch = "__cudaLaunchKernel_ptsz" if per_thread else "__cudaLaunchKernel"
        assert {"__cudaRegisterFatBinary", "__cudaRegisterFunction", "__cudaRegisterVar",
                "__cudaRegisterManagedVar", launch} <= set(symbols)
        cat = catalog.load(13)
        missing = sorted(s for s in symbols if s not in cat.functions)
        assert not missing, f"imports not in the catalog: {missing}"
        for name, node in symbols.items():
            assert cat.functions[name].version_node == node


RDC_SAMPLE = r"""
#include <cstdio>
#include <cuda_runtime.h>
__global__ void child(int *p) { p[threadIdx.x] = threadIdx.x; }
__global__ void parent(int *p) { child<<<1, 4>>>(p); }
int main() {
  int *p; cudaMalloc(&p, 16);
  parent<<<1, 1>>>(p);
  cudaDeviceSynchronize();
  printf("%s\n", cudaGetErrorName(cudaGetLastError()));
  return 0;
}
"""


def test_device_side_launch_programs_import_only_catalogued_symbols(nvcc, tmp_path):
    """libcudadevrt (-rdc=true -lcudadevrt) is a static library of device code: nvlink
    resolves its entry points (cudaGetParameterBuffer, cudaLaunchDeviceV2, ...) inside the
    fatbin, so what a program imports from libcudart is the runtime's catalogued functions."""
    src = tmp_path / "rdc.cu"
    src.write_text(RDC_SAMPLE)
    exe = tmp_path / "rdc"
    subprocess.run([nvcc, "-rdc=true", "-cudart", "shared", "-arch=sm_90", "-o", str(exe), str(src), "-lcudadevrt"],
                   check=True, capture_output=True)
    out = subprocess.run(["nm", "-D", "--undefined-only", str(exe)], capture_output=True, text=True, check=True).stdout
    imports = {line.split()[-1].split("@")[0] for line in out.splitlines() if "libcudart" in line}
    assert "__cudaLaunchKernel" in imports
    cat = catalog.load(13)
    assert sorted(s for s in imports if s not in cat.functions) == []
