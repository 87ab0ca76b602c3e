"""Our libraries export every symbol of NVIDIA's that the catalog names, with the same
version node: a program linked against NVIDIA's library never fails to load on ours.

NVIDIA's side is read two ways: the facts recorded from the pinned wheels (the catalog's
source, zluda/api/sources.py: `nm -D` of libcudart/libcublas/libcublasLt) and `nm -D` of
whatever real NVIDIA libraries this machine has (pip's nvidia wheels, the CUDA toolkit,
the driver's libcuda.so.1). What NVIDIA exports that the catalog does not name at all is
held to a table of reasons below, so a new header's functions cannot go missing unnoticed.
The graphics interop headers are catalogued (their OpenGL/EGL/VDPAU types declared by
zluda/api/interop_types/), so a GL, EGL or VDPAU program loads (OpenGL interop works; EGL and
VDPAU interop answer not supported).
"""

from __future__ import annotations

import glob
import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from zluda.api import catalog, sources
from zluda.shim import build

# real library file name pattern -> (catalog key, CUDA major from the file name's version)
REAL_LIBRARY = re.compile(r"^lib(cudart|cublas|cublasLt|cuda)\.so\.(\d+)$")

# exported by NVIDIA's libraries, declared by no header the catalog reads: why
NOT_CATALOGUED = {
    r"^__cuda(RegisterHostVar|RegisterUnifiedTable|GetProcAddress)$":
        "internal entry points no header declares and nvcc's host stubs do not call",
    r"^cudaGetDeviceProperties$|^cuda(StreamGetCaptureInfo|SignalExternalSemaphoresAsync|"
    r"WaitExternalSemaphoresAsync)(_ptsz)?$":
        "CUDA 12's symbols for binaries of CUDA 11 and older (the headers name the _v2 forms)",
    r"^cublas[SDCZ]bdmm$|^cublas(Get|Set)(Backdoor|BackdoorEx|EnvironmentMode)$":
        "cuBLAS internals no public header declares",
}


def _defined_symbols(path: Path) -> dict[str, str]:
    """symbol -> version node of a shared object's defined dynamic symbols."""
    out = subprocess.run(["nm", "-D", "--defined-only", str(path)], capture_output=True, text=True,
                         check=True).stdout
    symbols = {}
    for line in out.splitlines():
        parts = line.split()
        if len(parts) != 3 or parts[1] not in ("T", "W", "i"):
            continue
        name, _, version = parts[2].partition("@@")
        if "@" in name:
            name, _, version = name.partition("@")
        symbols.setdefault(name, version)
    return symbols


def _real_libraries_here() -> list[Path]:
    folders = [Path(p) / "nvidia" for p in sys.path if (Path(p) / "nvidia").is_dir()]
    found = [Path(f) for folder in folders for f in glob.glob(str(folder / "*" / "lib" / "lib*.so.*"))]
    found += [Path(f) for f in glob.glob("/usr/local/cuda*/lib64/lib*.so.*")]
    found += [Path(f) for f in ("/usr/lib/x86_64-linux-gnu/libcuda.so.1", "/usr/lib64/libcuda.so.1")]
    return sorted({f.resolve(strict=False): f for f in found if f.exists() and REAL_LIBRARY.match(f.name)}.values())


def _ours(key: str, major: int) -> dict[str, str]:
    target = next(t for t in build.TARGETS if t.key == key and (t.major == major or key == "cuda"))
    return _defined_symbols(build.library_path(target))


def _compare(real: dict[str, str], key: str, major: int, where: str) -> None:
    cat = catalog.load(major)
    ours = _ours(key, major)
    named = {s: v for s, v in real.items() if s in cat.functions and cat.functions[s].library == key}
    missing = sorted(s for s in named if s not in ours)
    assert missing == [], f"{where}: exported by NVIDIA, named by the catalog, missing from ours: {missing}"
    versions = sorted(f"{s}: NVIDIA {v!r}, ours {ours[s]!r}" for s, v in named.items() if v and ours[s] != v)
    assert versions == [], f"{where}: version nodes differ: {versions}"
    unexplained = sorted(s for s in real if s not in cat.functions and s.startswith(("cu", "__cuda"))
                         and not any(re.match(p, s) for p in NOT_CATALOGUED)
                         and not (key == "cublasLt" and s.startswith("cublasLt")))
    assert unexplained == [], (f"{where}: exported by NVIDIA, in no catalogued header and in no reason of "
                               f"NOT_CATALOGUED: {unexplained}")


@pytest.mark.parametrize("major", sorted(sources.PINS))
@pytest.mark.parametrize("key", ["cudart", "cublas", "cublasLt"])
def test_pinned_wheels_exports_named_by_the_catalog_are_ours(shim_libs, key, major):
    soname = catalog.load(major).libraries[key].soname
    facts = sources.library_facts(major, soname)
    if facts is None:
        pytest.skip(f"{soname}'s facts are not cached (`invoke api.generate` fetches the pinned wheel)")
    _compare(facts["symbols"], key, major, f"{facts['package']} {soname}")


@pytest.mark.parametrize("major", sorted(sources.PINS))
@pytest.mark.parametrize("key", ["cudart", "cublas", "cublasLt"])
def test_recorded_export_facts_are_the_pinned_wheels(key, major):
    """zluda/api/data/exports holds what the pinned wheels export; where a wheel was fetched
    (`invoke api.generate`), the recording must be its facts, or a pin changed and the
    recording is stale."""
    soname = catalog.load(major).libraries[key].soname
    recorded = json.loads((sources.RECORDED_FACTS / str(major) / f"{soname}.json").read_text())
    assert recorded["package"] in {f"{p.name}=={p.version}" for p in sources.PINS[major]}, recorded["package"]
    fetched = sources.fetched_library_facts(major, soname)
    if fetched is not None:
        assert fetched == recorded, (f"zluda/api/data/exports/{major}/{soname}.json is stale: copy the fetched "
                                     f"facts there ({sources.headers_root(major) / 'elf'})")


def test_real_libraries_on_this_machine(shim_libs):
    """libcublasLt's internal (cublasLt*) exports are left to the pinned-wheel test's table:
    every cuBLASLt release adds and renames its kernels' entry points."""
    libraries = _real_libraries_here()
    if not libraries:
        pytest.skip("no NVIDIA library on this machine")
    for path in libraries:
        key, major = REAL_LIBRARY.match(path.name).groups()
        major = int(major)
        if key == "cuda":
            major = max(sources.PINS)
        if major not in sources.PINS:
            continue
        _compare(_defined_symbols(path), key, major, str(path))


# headers beyond the runtime, driver and cuBLAS ones: symbol -> (library, header)
EXTRA_HEADERS = {
    "cudaProfilerStart": ("cudart", "cuda_profiler_api.h"), "cuProfilerStart": ("cuda", "cudaProfiler.h"),
    "cublasXtSgemm": ("cublas", "cublasXt.h"), "cublasXtDeviceSelect": ("cublas", "cublasXt.h"),
    "cudaGraphicsGLRegisterBuffer": ("cudart", "cuda_gl_interop.h"),
    "cudaEGLStreamConsumerConnect": ("cudart", "cuda_egl_interop.h"),
    "cudaVDPAUGetDevice": ("cudart", "cuda_vdpau_interop.h"),
    "cuGLGetDevices_v2": ("cuda", "cudaGL.h"), "cuGLInit": ("cuda", "cudaGL.h"),
    "cuEGLStreamConsumerConnect": ("cuda", "cudaEGL.h"), "cuVDPAUGetDevice": ("cuda", "cudaVDPAU.h"),
}


def test_extra_headers_are_catalogued_and_exported(shim_libs):
    for major in sorted(sources.PINS):
        cat = catalog.load(major)
        for symbol, (key, header) in EXTRA_HEADERS.items():
            assert cat.functions[symbol].header == header
            assert symbol in _ours(key, major), f"{symbol} is not exported by our {key} (CUDA {major})"
