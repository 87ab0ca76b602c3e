#!/usr/bin/env python3
"""Builds the project's CUDA workload programs (workloads/gpt2, workloads/samples) with nvcc.

    python workloads/build.py                       # every program, PTX-only (compute_80)
    python workloads/build.py --arch sm90 gpt2_bf16  # one program with H200 machine code too
    python workloads/build.py --out DIR --json ...   # copy the binaries to DIR, print {name: path}
    python workloads/build.py --toolchain            # what was found where
    python workloads/build.py --cudart static12 --source app.cu --out DIR   # any one-file program

Programs are linked `-cudart shared` against libcudart/libcublas/libcublasLt/libcuda, so the
project's drop-in libraries (or NVIDIA's) are chosen at run time through the loader;
`--cudart static` builds them nvcc's default way instead (the runtime inside the program), and
`--cudart static12` the same way with CUDA 12's runtime: PyPI has no CUDA 12 nvcc (the cu12 nvcc
wheels hold ptxas, libnvvm and headers only), so nvcc 13 compiles against the runtime headers of
the nvidia-cuda-runtime-cu12 wheel (`-cudart none`) and links that wheel's libcudart_static.a;
the program then carries CUDA 12's runtime, which answers cudaRuntimeGetVersion with 12xxx.
Builds are cached by content: the key hashes the sources, the flags and `nvcc --version`, and a
cached binary is reused until one of them changes.

Where the libraries come from (first match wins):
  nvcc       $NVCC, PATH, $CUDA_HOME/bin, /usr/local/cuda/bin
  cuBLAS     $CUBLAS_ROOT, $CUDA_HOME, the CUDA install next to nvcc, /usr/local/cuda*, /opt/cuda,
             /usr, and pip's NVIDIA wheels (nvidia/cu13, nvidia/cublas) in this Python's paths.
             Wheels ship only versioned names (libcublas.so.13): a link folder with unversioned
             symlinks is made in the cache.
  CUDA 12    nvidia/cuda_runtime/{include,lib/libcudart_static.a} (PyPI nvidia-cuda-runtime-cu12)
             in this Python's paths, for --cudart static12 only
  libcuda    the system's driver library if present, else a link-time stub generated from the
             program's undefined cu* symbols (never put on the run-time search path).
Only the standard library is used: the script also runs on the H200 machine from a bare copy
of the repository.
"""

from __future__ import annotations

import argparse
import concurrent.futures
import glob
import hashlib
import json
import os
import re
import shutil
import site
import subprocess
import sys
import tempfile
import threading
from dataclasses import dataclass, field
from pathlib import Path

WORKLOADS_DIR = Path(__file__).resolve().parent

COMMON_FLAGS = ["-O3", "-std=c++17", "-cudart", "shared", "-lineinfo"]
# how the CUDA runtime is linked: shared (the default here, so `zluda run` can swap in the
# project's libcudart) or static (nvcc's own default: NVIDIA's runtime inside the program,
# talking to libcuda.so.1), or static12 (the same with CUDA 12's runtime from PyPI); each is
# cached apart from the others
CUDART_CHOICES = ("shared", "static", "static12")
# what the program links after its objects so that CUDA 12's static runtime resolves (nvcc
# adds the same system libraries for its own -cudart static)
CUDA12_RUNTIME_SYSTEM_LIBS = ("-ldl", "-lpthread", "-lrt")


@dataclass(frozen=True)
class Program:
    name: str
    sources: tuple[str, ...]          # relative to workloads/
    libs: tuple[str, ...] = ()        # cublas, cublasLt, cuda
    flags: tuple[str, ...] = ()
    headers: tuple[str, ...] = ()     # local headers that take part in the cache key


SAMPLE_HEADERS = ("samples/common.h",)

PROGRAMS = {p.name: p for p in [
    Program("gpt2_fp32", ("gpt2/train_gpt2.cu",), ("cublas", "cublasLt"), ("--use_fast_math",)),
    Program("gpt2_bf16", ("gpt2/train_gpt2.cu",), ("cublas", "cublasLt"), ("--use_fast_math", "-DENABLE_BF16")),
    Program("memory", ("samples/memory.cu",), headers=SAMPLE_HEADERS),
    Program("streams", ("samples/streams.cu",), headers=SAMPLE_HEADERS),
    Program("errors", ("samples/errors.cu",), headers=SAMPLE_HEADERS),
    Program("atomics", ("samples/atomics.cu",), headers=SAMPLE_HEADERS),
    Program("coop_groups", ("samples/coop_groups.cu",), headers=SAMPLE_HEADERS),
    Program("dynamic_shared", ("samples/dynamic_shared.cu",), headers=SAMPLE_HEADERS),
    Program("printf_assert", ("samples/printf_assert.cu",), headers=SAMPLE_HEADERS),
    Program("driver_api", ("samples/driver_api.cu",), ("cuda",)),
    Program("mempool", ("samples/mempool.cu",), ("cuda",), headers=SAMPLE_HEADERS),
    Program("profiler_xt", ("samples/profiler_xt.cu",), ("cublas",), headers=SAMPLE_HEADERS),
    Program("cublas", ("samples/cublas.cu",), ("cublas",), headers=SAMPLE_HEADERS),
    Program("cublaslt", ("samples/cublaslt.cu",), ("cublasLt",), headers=SAMPLE_HEADERS),
    Program("textures", ("samples/textures.cu",), ("cuda",), headers=SAMPLE_HEADERS),
    Program("texture_sweep", ("samples/texture_sweep.cu",)),
    Program("graphs", ("samples/graphs.cu",), ("cuda",), headers=SAMPLE_HEADERS),
    Program("vmm", ("samples/vmm.cu",), ("cuda",), headers=SAMPLE_HEADERS),
    Program("managed", ("samples/managed.cu",), ("cuda",), headers=SAMPLE_HEADERS),
    Program("texture_queries", ("samples/texture_queries.cu",), ("cuda",), headers=SAMPLE_HEADERS),
    # its sm_90 parts (transaction counts, bulk copies) need compute_90 PTX beside compute_80's
    Program("async_copies", ("samples/async_copies.cu",), flags=("-gencode", "arch=compute_90,code=compute_90"),
            headers=SAMPLE_HEADERS),
    Program("cublas_batched", ("samples/cublas_batched.cu",), ("cublas",), headers=SAMPLE_HEADERS),
    Program("cublas_routines", ("samples/cublas_routines.cu",), ("cublas", "cublasLt"), headers=SAMPLE_HEADERS),
    # kernels launching kernels: relocatable device code and the device runtime library
    Program("device_launch", ("samples/device_launch.cu",), ("cudadevrt",), ("-rdc=true",), headers=SAMPLE_HEADERS),
]}

# code generation targets: the matrix runs PTX (the CPU device translates it); the H200 run
# adds sm_90 machine code and keeps the PTX next to it
ARCHES = {
    "ptx": ["-arch=compute_80"],
    "sm90": ["-gencode", "arch=compute_80,code=compute_80", "-gencode", "arch=compute_90,code=sm_90"],
}


class BuildError(RuntimeError):
    pass


# ---------------------------------------------------------------------------------------------
# toolchain discovery

def cache_root() -> Path:
    env = os.environ.get("ZLUDA_CACHE_DIR")
    base = Path(env) if env else Path(os.environ.get("XDG_CACHE_HOME", Path.home() / ".cache")) / "zluda"
    return base / "workloads"


def writable_cache_root() -> Path:
    """Where new entries go: the cache, or where that cannot be written (a sandboxed matrix
    cell, whose only writable place is its own folder) a folder under $TMPDIR, which then
    lives as long as the cell. Entries already in the cache are found there either way."""
    root = cache_root()
    existing = root
    while not existing.exists() and existing != existing.parent:
        existing = existing.parent
    if os.access(existing, os.W_OK):
        return root
    return Path(tempfile.gettempdir()) / "zluda-workloads"


def find_nvcc() -> Path:
    candidates = [os.environ.get("NVCC"), shutil.which("nvcc")]
    if os.environ.get("CUDA_HOME"):
        candidates.append(os.path.join(os.environ["CUDA_HOME"], "bin", "nvcc"))
    candidates.append("/usr/local/cuda/bin/nvcc")
    for c in candidates:
        if c and os.access(c, os.X_OK):
            return Path(c).resolve()
    raise BuildError("nvcc not found: set NVCC or CUDA_HOME, or put nvcc on PATH (`invoke setup` installs it)")


def _python_nvidia_dirs() -> list[Path]:
    roots = []
    for p in list(sys.path) + site.getsitepackages() + [site.getusersitepackages()]:
        for sub in ("nvidia/cu13", "nvidia/cublas", "nvidia/cu12"):
            d = Path(p) / sub
            try:
                if d.is_dir():
                    roots.append(d)
            except OSError:   # a folder of another user on sys.path (a container's uid)
                continue
    return roots


def _prefix_candidates(nvcc: Path) -> list[Path]:
    out = []
    for env in ("CUBLAS_ROOT", "CUDA_HOME", "CUDA_PATH"):
        if os.environ.get(env):
            out.append(Path(os.environ[env]))
    out.append(nvcc.parent.parent)
    out += [Path(p) for p in sorted(glob.glob("/usr/local/cuda*"), reverse=True)]
    out += [Path("/opt/cuda"), Path("/usr")]
    out += _python_nvidia_dirs()
    return out


def _lib_dirs(prefix: Path) -> list[Path]:
    return [prefix / d for d in ("lib64", "lib", "targets/x86_64-linux/lib", "lib/x86_64-linux-gnu")]


def _include_dirs(prefix: Path) -> list[Path]:
    return [prefix / "include", prefix / "targets/x86_64-linux/include"]


def _find_lib(prefix: Path, name: str) -> Path | None:
    for d in _lib_dirs(prefix):
        exact = d / f"lib{name}.so"
        if exact.exists():
            return exact
        versioned = sorted(d.glob(f"lib{name}.so.[0-9]*"), key=lambda p: len(p.name))
        if versioned:
            return versioned[0]
    return None


@dataclass
class Toolchain:
    nvcc: Path
    nvcc_version: str
    cublas_include: Path | None = None
    cublas_libdir: Path | None = None
    cudart_libdir: Path | None = None      # where nvcc's libcudart.so.13 lives (run-time search path)
    libcuda: Path | None = None            # the real driver library, when this machine has one
    link_dir: Path | None = None           # unversioned symlinks for the linker
    notes: list[str] = field(default_factory=list)

    def describe(self) -> dict:
        return {"nvcc": str(self.nvcc), "nvcc_version": self.nvcc_version.splitlines()[-1] if self.nvcc_version else "",
                "cublas_include": str(self.cublas_include), "cublas_libdir": str(self.cublas_libdir),
                "cudart_libdir": str(self.cudart_libdir),
                "libcuda": str(self.libcuda), "link_dir": str(self.link_dir), "notes": self.notes}


def find_toolchain() -> Toolchain:
    nvcc = find_nvcc()
    version = subprocess.run([str(nvcc), "--version"], capture_output=True, text=True).stdout.strip()
    tc = Toolchain(nvcc, version)
    for prefix in _prefix_candidates(nvcc):
        inc = next((i for i in _include_dirs(prefix) if (i / "cublasLt.h").exists() and (i / "cublas_v2.h").exists()),
                   None)
        lib = _find_lib(prefix, "cublasLt")
        if inc and lib and _find_lib(prefix, "cublas"):
            tc.cublas_include, tc.cublas_libdir = inc, lib.parent
            break
    for prefix in _prefix_candidates(nvcc):
        lib = _find_lib(prefix, "cudart")
        if lib is not None:
            tc.cudart_libdir = lib.parent
            break
    if tc.cublas_include is None:
        tc.notes.append("cuBLAS headers/libraries not found: `pip install nvidia-cublas` or set CUBLAS_ROOT")
    tc.libcuda = _find_driver_library()
    return tc


@dataclass(frozen=True)
class Cuda12Runtime:
    """CUDA 12's runtime as the nvidia-cuda-runtime-cu12 wheel installs it."""
    include: Path
    archive: Path        # libcudart_static.a
    version: int         # CUDART_VERSION of its headers, 12090 for 12.9
    cccl_include: Path   # CUDA 12's CCCL (cooperative_groups needs its cuda/std headers)


CUDA12_RUNTIME_MISSING = ("--cudart static12 needs CUDA 12's static runtime (libcudart_static.a of PyPI "
                          "nvidia-cuda-runtime-cu12), not found in this Python's paths: run `invoke setup` "
                          "or `pip install nvidia-cuda-runtime-cu12`")
# nvcc 13's own CCCL refuses CUDA 12's runtime headers ("CUDA compiler and CUDA toolkit
# headers are incompatible"); CUDA 12's CCCL accepts nvcc 13
CUDA12_CCCL_MISSING = ("--cudart static12 needs CUDA 12's CCCL headers (PyPI nvidia-cuda-cccl-cu12), not found "
                       "in this Python's paths: run `invoke setup` or `pip install nvidia-cuda-cccl-cu12`")


def _header_cudart_version(header: Path) -> int | None:
    found = re.search(r"^#define\s+CUDART_VERSION\s+(\d+)", header.read_text(errors="replace"), re.MULTILINE)
    return int(found.group(1)) if found else None


def _python_paths() -> list[Path]:
    return [Path(p) for p in dict.fromkeys(list(sys.path) + site.getsitepackages() + [site.getusersitepackages()])]


def _cuda12_cccl() -> Path:
    for p in _python_paths():
        include = p / "nvidia" / "cuda_cccl" / "include"
        try:
            if (include / "cuda" / "std" / "type_traits").is_file():
                return include
        except OSError:
            continue
    raise BuildError(CUDA12_CCCL_MISSING)


def find_cuda12_runtime() -> Cuda12Runtime:
    for p in _python_paths():
        root = p / "nvidia" / "cuda_runtime"
        archive, header = root / "lib" / "libcudart_static.a", root / "include" / "cuda_runtime_api.h"
        try:
            if not (archive.is_file() and header.is_file()):
                continue
        except OSError:   # a folder of another user on sys.path (a container's uid)
            continue
        version = _header_cudart_version(header)
        if version is not None and version // 1000 == 12:
            return Cuda12Runtime(header.parent, archive, version, _cuda12_cccl())
    raise BuildError(CUDA12_RUNTIME_MISSING)


# CUDA 12's cuBLAS for --cudart static12: its headers from the copy `invoke setup` keeps for
# the API catalog (zluda/api/sources.py: the pinned nvidia-cublas-cu12 wheel's include folder),
# and link stubs named libcublas.so.12/libcublasLt.so.12 with the version nodes recorded from
# that wheel (zluda/api/data/exports/12), so the program asks for CUDA 12's cuBLAS at run time
CUBLAS12_HEADERS = ("cublas.h", "cublas_api.h", "cublas_v2.h", "cublasLt.h", "cublasXt.h")
CUBLAS12_LIBRARIES = {"cublas": "libcublas.so.12", "cublasLt": "libcublasLt.so.12"}
RECORDED_EXPORTS_12 = WORKLOADS_DIR.parent / "zluda" / "api" / "data" / "exports" / "12"
# build() builds programs on several threads; the folders below are made by one at a time
_MAKING_CUBLAS12 = threading.Lock()


def _catalog_headers_12() -> Path:
    return cache_root().parent / "cuda-headers" / "12" / "include"


def _cublas12_include(out_root: Path) -> Path:
    """A folder with CUDA 12's cuBLAS headers only (the catalog's folder also holds CUDA 12's
    crt headers, which nvcc 13's front end cannot use)."""
    catalog = _catalog_headers_12()
    missing = [h for h in CUBLAS12_HEADERS if not (catalog / h).is_file()]
    if missing:
        raise BuildError(f"--cudart static12 with cuBLAS needs CUDA 12's cuBLAS headers ({missing[0]} not in "
                         f"{catalog}): run `invoke setup --only catalog-headers`")
    folder = out_root / "cublas12-include" / hashlib.sha256(str(catalog).encode()).hexdigest()[:16]
    folder.mkdir(parents=True, exist_ok=True)
    for header in CUBLAS12_HEADERS:
        link = folder / header
        if not link.is_symlink():
            tmp = folder / f".{header}.{os.getpid()}"
            tmp.symlink_to(catalog / header)
            os.replace(tmp, link)
    return folder


def _cublas12_link_stubs(out_root: Path) -> Path:
    """libcublas.so and libcublasLt.so link stubs with CUDA 12's sonames and version nodes."""
    facts = {name: json.loads((RECORDED_EXPORTS_12 / f"{soname}.json").read_text())
             for name, soname in CUBLAS12_LIBRARIES.items()}
    key = hashlib.sha256(json.dumps(facts, sort_keys=True).encode()).hexdigest()[:16]
    folder = out_root / "cublas12-stubs" / key
    if all((folder / f"lib{name}.so").exists() for name in facts):
        return folder
    cc = shutil.which("cc") or shutil.which("gcc")
    if cc is None:
        raise BuildError("no C compiler (cc) to build CUDA 12's cuBLAS link stubs")
    folder.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(dir=folder) as tmp:
        for name, fact in facts.items():
            by_node: dict[str, list[str]] = {}
            for symbol, node in fact["symbols"].items():
                by_node.setdefault(node, []).append(symbol)
            src, script = Path(tmp) / f"{name}.c", Path(tmp) / f"{name}.map"
            src.write_text("/* generated link stub; never loaded at run time */\n" +
                           "".join(f"int {s}(void) {{ return 999; }}\n" for s in fact["symbols"]))
            script.write_text("".join(f"{node} {{ global: {'; '.join(symbols)}; }};\n"
                                      for node, symbols in by_node.items()))
            built = Path(tmp) / f"lib{name}.so"
            _run([cc, "-shared", "-fPIC", f"-Wl,-soname,{fact['soname']}", f"-Wl,--version-script={script}",
                  "-o", str(built), str(src)], f"building the {fact['soname']} link stub")
            os.replace(built, folder / f"lib{name}.so")
    return folder


def _find_driver_library() -> Path | None:
    """NVIDIA's libcuda.so.1 as the loader would find it (never a link stub)."""
    try:
        listing = subprocess.run(["ldconfig", "-p"], capture_output=True, text=True).stdout
    except OSError:
        listing = ""
    found = [line.split("=>")[-1].strip() for line in listing.splitlines() if line.strip().startswith("libcuda.so.1 ")]
    candidates = found + ["/usr/lib/x86_64-linux-gnu/libcuda.so.1", "/usr/lib64/libcuda.so.1",
                          "/usr/local/nvidia/lib64/libcuda.so.1", "/usr/lib/wsl/lib/libcuda.so.1"]
    for c in candidates:
        if c and os.path.exists(c) and "stubs" not in c:
            return Path(c)
    return None


def _symlink_folder(tc: Toolchain) -> Path:
    """A folder where -lcublas/-lcublasLt/-lcuda resolve: unversioned links to what was found."""
    key = hashlib.sha256(f"{tc.cublas_libdir}|{tc.cudart_libdir}|{tc.libcuda}".encode()).hexdigest()[:16]
    d = writable_cache_root() / "link" / key
    d.mkdir(parents=True, exist_ok=True)
    wanted = {}
    for libdir, names in ((tc.cublas_libdir, ("cublas", "cublasLt")), (tc.cudart_libdir, ("cudart",))):
        if libdir is None:
            continue
        for name in names:
            found = libdir / f"lib{name}.so"
            if not found.exists():
                versioned = sorted(libdir.glob(f"lib{name}.so.[0-9]*"), key=lambda p: len(p.name))
                found = versioned[0] if versioned else None
            if found:
                wanted[f"lib{name}.so"] = found
    if tc.libcuda:
        wanted["libcuda.so"] = tc.libcuda
    for link_name, target in wanted.items():
        link = d / link_name
        if link.is_symlink() and os.readlink(link) == str(target):
            continue
        tmp = d / f".{link_name}.{os.getpid()}"
        if tmp.is_symlink() or tmp.exists():
            tmp.unlink()
        tmp.symlink_to(target)
        os.replace(tmp, link)
    return d


# ---------------------------------------------------------------------------------------------
# libcuda link stub (machines without an NVIDIA driver)

def _undefined_driver_symbols(nvcc: Path, obj: Path) -> list[str]:
    out = subprocess.run(["nm", "-u", str(obj)], capture_output=True, text=True)
    if out.returncode != 0:
        raise BuildError(f"nm failed on {obj}: {out.stderr.strip()}")
    syms = []
    for line in out.stdout.splitlines():
        name = line.split()[-1].split("@")[0]
        if re.fullmatch(r"cu[A-Z]\w*", name):
            syms.append(name)
    return sorted(set(syms))


def _make_cuda_stub(symbols: list[str], out_dir: Path) -> Path:
    """libcuda.so with soname libcuda.so.1 and empty functions: resolves symbols at link time
    only, as NVIDIA's own stubs do; the real driver (or the project's) is loaded at run time."""
    out_dir.mkdir(parents=True, exist_ok=True)
    src = out_dir / "cuda_stub.c"
    src.write_text("/* generated link stub; never loaded at run time */\n" +
                   "".join(f"int {s}(void) {{ return 999; }}\n" for s in symbols))
    lib = out_dir / "libcuda.so"
    cc = shutil.which("cc") or shutil.which("gcc")
    if cc is None:
        raise BuildError("no C compiler (cc) to build the libcuda link stub")
    res = subprocess.run([cc, "-shared", "-fPIC", "-Wl,-soname,libcuda.so.1", "-o", str(lib), str(src)],
                         capture_output=True, text=True)
    if res.returncode != 0:
        raise BuildError(f"building the libcuda stub failed:\n{res.stderr}")
    return lib


# ---------------------------------------------------------------------------------------------
# building

def _cache_key(prog: Program, arch: str, tc: Toolchain, cmd_flags: list[str]) -> str:
    h = hashlib.sha256()
    h.update(tc.nvcc_version.encode())
    h.update("\0".join(cmd_flags).encode())
    h.update(f"{tc.cublas_libdir}|{tc.cudart_libdir}|{tc.libcuda}".encode())
    for rel in prog.sources + prog.headers:
        h.update(rel.encode())
        h.update((WORKLOADS_DIR / rel).read_bytes())
    return h.hexdigest()[:20]


def _run(cmd: list[str], what: str) -> None:
    res = subprocess.run(cmd, capture_output=True, text=True)
    if res.returncode != 0:
        raise BuildError(f"{what} failed ({res.returncode}):\n$ {' '.join(cmd)}\n{res.stdout}{res.stderr}")


def build_one(prog: Program, arch: str, tc: Toolchain, link_dir: Path, cudart: str = "shared") -> Path:
    if arch not in ARCHES:
        raise BuildError(f"unknown --arch {arch!r}; choose from {', '.join(ARCHES)}")
    runtime12 = find_cuda12_runtime() if cudart == "static12" else None
    linked_as = {"static12": "none"}.get(cudart, cudart)
    flags = [linked_as if f == "shared" else f for f in COMMON_FLAGS] + ARCHES[arch] + list(prog.flags)
    if runtime12:
        # CUDA 12's headers before nvcc's own: the runtime's structures and entry points
        # (cudaDeviceProp, cudaGetDeviceProperties_v2, cudaMemPrefetchAsync) are 12.x's
        flags += ["-I", str(runtime12.cccl_include), "-I", str(runtime12.include)]
    # run-time search path for NVIDIA's libraries as DT_RUNPATH (new dtags), which
    # LD_LIBRARY_PATH overrides: `zluda run` still puts the project's libraries first
    flags += ["-Xlinker", "--enable-new-dtags"]
    if tc.cudart_libdir:
        flags += ["-Xlinker", f"-rpath={tc.cudart_libdir}"]
    uses_cublas = any(l.startswith("cublas") for l in prog.libs)
    link_dirs = [link_dir]
    # what the cache key sees beside the flags: folders made in a writable cache are named
    # by their content, so a build in a sandboxed cell's temporary cache finds the cached one
    identity = list(prog.libs)
    if runtime12:
        identity.append(f"cudart {runtime12.version} {runtime12.archive.stat().st_size}")
    made_includes = []
    if uses_cublas and runtime12:
        with _MAKING_CUBLAS12:
            made_includes = ["-I", str(_cublas12_include(writable_cache_root()))]
            # searched before link_dir, whose libcublas.so is CUDA 13's
            link_dirs = [_cublas12_link_stubs(writable_cache_root()), link_dir]
        identity += [f"cublas12 headers {_catalog_headers_12()}", f"cublas12 stubs {link_dirs[0].name}"]
    elif uses_cublas:
        if tc.cublas_include is None:
            raise BuildError(f"{prog.name} needs cuBLAS: " + "; ".join(tc.notes))
        flags += ["-I", str(tc.cublas_include), "-Xlinker", f"-rpath={tc.cublas_libdir}"]
    runtime_libs = [str(runtime12.archive), *CUDA12_RUNTIME_SYSTEM_LIBS] if runtime12 else []
    key = _cache_key(prog, arch, tc, flags + runtime_libs + identity)
    flags += made_includes
    kind = arch if cudart == "shared" else f"{arch}-{cudart}"
    cached = cache_root() / kind / prog.name / key / prog.name
    if cached.exists():
        return cached
    out_dir = writable_cache_root() / kind / prog.name / key
    binary = out_dir / prog.name
    if binary.exists():
        return binary
    out_dir.mkdir(parents=True, exist_ok=True)
    srcs = [str(WORKLOADS_DIR / s) for s in prog.sources]
    lib_flags = [f for d in link_dirs for f in ("-L", str(d))] + [f"-l{l}" for l in prog.libs] + runtime_libs
    with tempfile.TemporaryDirectory(dir=out_dir) as tmp:
        tmp_bin = Path(tmp) / prog.name
        # keep nvcc's intermediate files for the PTX it embeds (tests and runtime developers
        # read it as <name>.ptx next to the binary); the rest is dropped with the temp folder
        keep = ["--keep", "--keep-dir", str(Path(tmp) / "keep")]
        (Path(tmp) / "keep").mkdir()
        needs_stub = "cuda" in prog.libs and tc.libcuda is None
        # `-cudart none` also turns nvcc's device link off: relocatable device code is
        # device-linked in a step of its own
        device_link_apart = runtime12 is not None and "-rdc=true" in prog.flags
        if needs_stub or device_link_apart:
            obj = Path(tmp) / f"{prog.name}.o"
            _run([str(tc.nvcc), *flags, *keep, "-c", *srcs, "-o", str(obj)], f"compiling {prog.name}")
            objects, stub_flags = [str(obj)], []
            if needs_stub:
                stub = _make_cuda_stub(_undefined_driver_symbols(tc.nvcc, obj), Path(tmp) / "stub")
                stub_flags = ["-L", str(stub.parent)]
            if device_link_apart:
                device_linked = Path(tmp) / f"{prog.name}.dlink.o"
                device_libs = [f"-l{l}" for l in prog.libs if l == "cudadevrt"]
                _run([str(tc.nvcc), *ARCHES[arch], *prog.flags, "-dlink", str(obj), *device_libs,
                      "-o", str(device_linked)], f"device-linking {prog.name}")
                objects.append(str(device_linked))
            _run([str(tc.nvcc), *flags, *objects, "-o", str(tmp_bin), *stub_flags, *lib_flags],
                 f"linking {prog.name}")
        else:
            _run([str(tc.nvcc), *flags, *keep, *srcs, "-o", str(tmp_bin), *lib_flags], f"compiling {prog.name}")
        ptx = sorted((Path(tmp) / "keep").glob("*.ptx"), key=lambda p: "compute_80" not in p.name)
        if ptx:
            os.replace(ptx[0], out_dir / f"{prog.name}.ptx")
        os.replace(tmp_bin, binary)
    # older builds of this program are stale now
    for sibling in out_dir.parent.iterdir():
        if sibling != out_dir and sibling.is_dir():
            shutil.rmtree(sibling, ignore_errors=True)
    return binary


def ptx_of(binary: Path) -> Path:
    """The PTX that nvcc embedded in a binary built by build_one (compute_80)."""
    return binary.with_suffix(".ptx")


def build(names: list[str] | None = None, arch: str = "ptx", out: Path | None = None, jobs: int = 2,
          log=None, cudart: str = "shared", sources: tuple[Path, ...] = ()) -> dict[str, Path]:
    """Builds the named programs (all when neither names nor sources are given) and each of
    `sources`, a .cu file of no library built as a program named by its file (e.g. a test
    program as a CUDA 12 default build); returns name -> binary (copied into `out` if given)."""
    unknown = [n for n in names or () if n not in PROGRAMS]
    if unknown:
        raise BuildError(f"unknown program(s) {', '.join(unknown)}; known: {', '.join(PROGRAMS)}")
    programs = {n: PROGRAMS[n] for n in (names or (() if sources else PROGRAMS))}
    for source in sources:
        if not source.is_file():
            raise BuildError(f"--source {source}: no such file")
        programs[source.stem] = Program(source.stem, (str(source.resolve()),))
    if cudart == "static12":
        find_cuda12_runtime()   # one error line, not one per program
    tc = find_toolchain()
    link_dir = _symlink_folder(tc)
    results: dict[str, Path] = {}
    errors = []
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, jobs)) as pool:
        futures = {pool.submit(build_one, program, arch, tc, link_dir, cudart): n for n, program in programs.items()}
        for fut in concurrent.futures.as_completed(futures):
            name = futures[fut]
            try:
                results[name] = fut.result()
                if log:
                    log(f"built {name} ({arch}): {results[name]}")
            except BuildError as e:
                errors.append(str(e))
    if errors:
        raise BuildError("\n\n".join(errors))
    if out is not None:
        out.mkdir(parents=True, exist_ok=True)
        for name, path in results.items():
            dest = out / name
            tmp = out / f".{name}.{os.getpid()}"
            shutil.copy2(path, tmp)
            os.replace(tmp, dest)
            results[name] = dest
    return {n: results[n] for n in programs}


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("programs", nargs="*", help=f"programs to build (default all): {', '.join(PROGRAMS)}")
    ap.add_argument("--arch", default="ptx", choices=sorted(ARCHES), help="ptx: compute_80 PTX only; sm90: + H200 code")
    ap.add_argument("--out", type=Path, help="copy the binaries into this folder")
    ap.add_argument("--cudart", default="shared", choices=CUDART_CHOICES,
                    help="link the CUDA runtime shared (default), static (nvcc's default) or static12 "
                         "(static, CUDA 12's runtime from PyPI nvidia-cuda-runtime-cu12)")
    ap.add_argument("--source", type=Path, action="append", default=[],
                    help="also build this .cu file (no libraries) as a program named by its file; repeatable")
    ap.add_argument("--jobs", "-j", type=int, default=2)
    ap.add_argument("--json", action="store_true", help="print {name: path} as JSON")
    ap.add_argument("--toolchain", action="store_true", help="print what was found and exit")
    args = ap.parse_args(argv)
    try:
        if args.toolchain:
            print(json.dumps(find_toolchain().describe(), indent=2))
            return 0
        log = None if args.json else (lambda msg: print(msg, file=sys.stderr))
        built = build(args.programs, args.arch, args.out, args.jobs, log, args.cudart, tuple(args.source))
    except BuildError as e:
        print(f"error: {e}", file=sys.stderr)
        return 1
    if args.json:
        print(json.dumps({n: str(p) for n, p in built.items()}, indent=2))
    else:
        for n, p in built.items():
            print(f"{n}\t{p}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
