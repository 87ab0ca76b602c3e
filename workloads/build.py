#!/usr/bin/env python3
"""Builds the project's CUDA workload programs (workloads/gpt2, workloads/samples) with nvcc.

    python workloads/build.py                       # every program, PTX-only (compute_80)
    python workloads/build.py --arch sm90 gpt2_bf16  # one program with H200 machine code too
    python workloads/build.py --out DIR --json ...   # copy the binaries to DIR, print {name: path}
    python workloads/build.py --toolchain            # what was found where

Programs are linked `-cudart shared` against libcudart/libcublas/libcublasLt/libcuda, so the
project's drop-in libraries (or NVIDIA's) are chosen at run time through the loader;
`--cudart static` builds them nvcc's default way instead (the runtime inside the program). Builds
are cached by content: the key hashes the sources, the flags and `nvcc --version`, and a
cached binary is reused until one of them changes.

Where the libraries come from (first match wins):
  nvcc       $NVCC, PATH, $CUDA_HOME/bin, /usr/local/cuda/bin
  cuBLAS     $CUBLAS_ROOT, $CUDA_HOME, the CUDA install next to nvcc, /usr/local/cuda*, /opt/cuda,
             /usr, and pip's NVIDIA wheels (nvidia/cu13, nvidia/cublas) in this Python's paths.
             Wheels ship only versioned names (libcublas.so.13): a link folder with unversioned
             symlinks is made in the cache.
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
from dataclasses import dataclass, field
from pathlib import Path

WORKLOADS_DIR = Path(__file__).resolve().parent

COMMON_FLAGS = ["-O3", "-std=c++17", "-cudart", "shared", "-lineinfo"]
# how the CUDA runtime is linked: shared (the default here, so `zluda run` can swap in the
# project's libcudart) or static (nvcc's own default: NVIDIA's runtime inside the program,
# talking to libcuda.so.1); static builds are cached apart from shared ones
CUDART_CHOICES = ("shared", "static")


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
    flags = [cudart if f == "shared" else f for f in COMMON_FLAGS] + ARCHES[arch] + list(prog.flags)
    # run-time search path for NVIDIA's libraries as DT_RUNPATH (new dtags), which
    # LD_LIBRARY_PATH overrides: `zluda run` still puts the project's libraries first
    flags += ["-Xlinker", "--enable-new-dtags"]
    if tc.cudart_libdir:
        flags += ["-Xlinker", f"-rpath={tc.cudart_libdir}"]
    if any(l.startswith("cublas") for l in prog.libs):
        if tc.cublas_include is None:
            raise BuildError(f"{prog.name} needs cuBLAS: " + "; ".join(tc.notes))
        flags += ["-I", str(tc.cublas_include), "-Xlinker", f"-rpath={tc.cublas_libdir}"]
    key = _cache_key(prog, arch, tc, flags + list(prog.libs))
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
    lib_flags = ["-L", str(link_dir)] + [f"-l{l}" for l in prog.libs]
    with tempfile.TemporaryDirectory(dir=out_dir) as tmp:
        tmp_bin = Path(tmp) / prog.name
        # keep nvcc's intermediate files for the PTX it embeds (tests and runtime developers
        # read it as <name>.ptx next to the binary); the rest is dropped with the temp folder
        keep = ["--keep", "--keep-dir", str(Path(tmp) / "keep")]
        (Path(tmp) / "keep").mkdir()
        if "cuda" in prog.libs and tc.libcuda is None:
            obj = Path(tmp) / f"{prog.name}.o"
            _run([str(tc.nvcc), *flags, *keep, "-c", *srcs, "-o", str(obj)], f"compiling {prog.name}")
            stub = _make_cuda_stub(_undefined_driver_symbols(tc.nvcc, obj), Path(tmp) / "stub")
            _run([str(tc.nvcc), *flags, str(obj), "-o", str(tmp_bin), "-L", str(stub.parent), *lib_flags],
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
          log=None, cudart: str = "shared") -> dict[str, Path]:
    """Builds the named programs (all when None); returns name -> binary (copied into `out` if given)."""
    names = list(PROGRAMS) if not names else names
    unknown = [n for n in names if n not in PROGRAMS]
    if unknown:
        raise BuildError(f"unknown program(s) {', '.join(unknown)}; known: {', '.join(PROGRAMS)}")
    tc = find_toolchain()
    link_dir = _symlink_folder(tc)
    results: dict[str, Path] = {}
    errors = []
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, jobs)) as pool:
        futures = {pool.submit(build_one, PROGRAMS[n], arch, tc, link_dir, cudart): n for n in names}
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
    return {n: results[n] for n in names}


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("programs", nargs="*", help=f"programs to build (default all): {', '.join(PROGRAMS)}")
    ap.add_argument("--arch", default="ptx", choices=sorted(ARCHES), help="ptx: compute_80 PTX only; sm90: + H200 code")
    ap.add_argument("--out", type=Path, help="copy the binaries into this folder")
    ap.add_argument("--cudart", default="shared", choices=CUDART_CHOICES,
                    help="link the CUDA runtime shared (default) or static (nvcc's default)")
    ap.add_argument("--jobs", "-j", type=int, default=2)
    ap.add_argument("--json", action="store_true", help="print {name: path} as JSON")
    ap.add_argument("--toolchain", action="store_true", help="print what was found and exit")
    args = ap.parse_args(argv)
    try:
        if args.toolchain:
            print(json.dumps(find_toolchain().describe(), indent=2))
            return 0
        log = None if args.json else (lambda msg: print(msg, file=sys.stderr))
        built = build(args.programs, args.arch, args.out, args.jobs, log, args.cudart)
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
