"""Build llama.cpp's CUDA backend with nvcc (PTX only) against the project's drop-in libraries.

The build is cached under cache_dir()/llama.cpp/build-<key>, the key a hash of (sdist version
and sha256, nvcc version, CMake flags, targets): a rerun with the same key returns at once.
"""

from __future__ import annotations

import contextlib
import fcntl
import hashlib
import json
import os
import shutil
import subprocess
import sysconfig
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

from zluda import config, paths
from zluda.llama import source

TARGETS = ("test-backend-ops", "llama-simple", "llama-bench")

# Measured to configure and build the CUDA backend as PTX for one virtual arch (no ptxas),
# with the shared CUDA runtime (so the project's libcudart is what the program calls).
CMAKE_FLAGS = {
    "CMAKE_BUILD_TYPE": "Release",
    "GGML_CUDA": "ON",
    "GGML_CUDA_FA_ALL_QUANTS": "OFF",
    "GGML_CUDA_NO_VMM": "ON",          # no cuMemCreate/cuMemMap: plain cudaMalloc pools
    "GGML_NATIVE": "OFF",
    "GGML_CCACHE": "OFF",
    "LLAMA_CURL": "OFF",
    "LLAMA_BUILD_SERVER": "OFF",
    "BUILD_SHARED_LIBS": "ON",
    "CMAKE_CUDA_ARCHITECTURES": "80-virtual",
    "CMAKE_CUDA_RUNTIME_LIBRARY": "Shared",
    # RUNPATH is $ORIGIN only: the CUDA libraries come from the launcher's search path
    # (the shim's folder under `zluda run`, NVIDIA's for the CPU reference), never from a
    # folder that held a link-only library.
    "CMAKE_BUILD_WITH_INSTALL_RPATH": "ON",
    "CMAKE_INSTALL_RPATH": "$ORIGIN",
}


class BuildError(RuntimeError):
    """A prerequisite is missing or the build failed (the message says which, and the log)."""


@dataclass(frozen=True)
class Toolchain:
    nvcc: Path
    nvcc_version: str
    cmake: Path
    ninja: Path
    cublas_include: Path
    cublas_lib: Path
    cublaslt_lib: Path
    driver_lib: Path | None  # the project's libcuda.so.1, for linking only (unused with NO_VMM)

    def link_dirs(self) -> list[Path]:
        """Folders of the libraries libggml-cuda.so needs: with RUNPATH `$ORIGIN` only, the
        linker is told where they are (-rpath-link) when it links the programs against it."""
        dirs = [self.cublas_lib.parent]
        cudart = self.nvcc.resolve().parent.parent
        dirs += [d for d in (cudart / "lib64", cudart / "targets" / "x86_64-linux" / "lib")
                 if (d / "libcudart.so.13").exists()]
        return list(dict.fromkeys(dirs))

    def rpath_link_flags(self) -> list[str]:
        return [f"-Wl,-rpath-link,{d}" for d in self.link_dirs()]

    def cmake_defines(self) -> dict[str, str]:
        return {
            "CMAKE_EXE_LINKER_FLAGS": " ".join(self.rpath_link_flags()),
            "CMAKE_CUDA_COMPILER": str(self.nvcc),
            "CUDA_cublas_LIBRARY": str(self.cublas_lib),
            "CUDA_cublasLt_LIBRARY": str(self.cublaslt_lib),
            "CMAKE_CUDA_FLAGS": f"-I{self.cublas_include}",
            "CMAKE_CXX_FLAGS": f"-I{self.cublas_include}",
        } | ({"CUDA_cuda_driver_LIBRARY": str(self.driver_lib)} if self.driver_lib else {})


def _cublas_candidates(nvcc: str | None) -> list[tuple[Path, Path]]:
    """(lib folder, include folder) pairs where cuBLAS 13 may be: ZLUDA_CUBLAS_ROOT alone, or PyPI's
    nvidia-cublas (site-packages/nvidia/cu13), then the CUDA toolkit beside nvcc."""
    root = config.get("ZLUDA_CUBLAS_ROOT")
    if root:  # an override is the only place looked at
        return [(root / "lib", root / "include"), (root / "lib64", root / "include")]
    purelib = Path(sysconfig.get_paths()["purelib"]) / "nvidia"
    pairs = [(r / "lib", r / "include") for r in (purelib / "cu13", purelib / "cublas")]
    if nvcc:
        toolkit = Path(nvcc).resolve().parent.parent
        pairs += [(toolkit / "lib64", toolkit / "include"),
                  (toolkit / "targets" / "x86_64-linux" / "lib", toolkit / "targets" / "x86_64-linux" / "include")]
    return pairs


def find_toolchain(nvcc: str | None = None) -> Toolchain:
    """Every prerequisite, or BuildError naming each one that is missing."""
    missing = []
    nvcc_path = shutil.which(nvcc or config.get("ZLUDA_NVCC"))
    cmake, ninja = shutil.which("cmake"), shutil.which("ninja")
    if not nvcc_path:
        missing.append("nvcc (CUDA compiler; `invoke setup --only nvcc`)")
    if not cmake:
        missing.append("cmake (`pip install cmake`)")
    if not ninja:
        missing.append("ninja (`pip install ninja`)")
    cublas = next(((lib, inc) for lib, inc in _cublas_candidates(nvcc_path)
                   if (lib / "libcublas.so.13").is_file() and (inc / "cublas_v2.h").is_file()), None)
    if cublas is None:
        missing.append("cuBLAS 13 (PyPI nvidia-cublas; `invoke setup --only cublas`)")
    # With GGML_CUDA_NO_VMM nothing links the driver library; CMake's FindCUDAToolkit still
    # looks for one, and the project's own is the one to find (never a system stub).
    driver = config.get("ZLUDA_LLAMA_DRIVER_LIB") or paths.build_dir() / "libcuda.so.1"
    if missing:
        raise BuildError("llama.cpp build prerequisites missing: " + "; ".join(missing))
    version = subprocess.run([nvcc_path, "--version"], capture_output=True, text=True).stdout
    release = next((line.strip() for line in version.splitlines() if "release" in line), version.strip())
    lib, include = cublas
    return Toolchain(Path(nvcc_path), release, Path(cmake), Path(ninja), include,
                     lib / "libcublas.so.13", lib / "libcublasLt.so.13",
                     driver if driver.is_file() else None)


def cache_key(tools: Toolchain, sdist: source.Sdist = source.PINNED, targets=TARGETS,
              flags: dict[str, str] = CMAKE_FLAGS) -> str:
    """Hash of what decides the binaries; paths of the toolchain are not part of it."""
    material = {"sdist": [sdist.version, sdist.sha256], "nvcc": tools.nvcc_version,
                "flags": flags, "targets": sorted(targets)}
    return hashlib.sha256(json.dumps(material, sort_keys=True).encode()).hexdigest()[:16]


@dataclass
class Build:
    directory: Path
    key: str
    targets: tuple[str, ...] = TARGETS
    info: dict = field(default_factory=dict)

    @property
    def bin_dir(self) -> Path:
        return self.directory / "bin"

    def binary(self, name: str) -> Path:
        return self.bin_dir / name

    @property
    def stamp(self) -> Path:
        return self.directory / "built.json"

    def complete(self) -> bool:
        return self.stamp.is_file() and all(self.binary(t).is_file() for t in self.targets)

    def link_into(self, folder: Path) -> Path:
        """`folder`/bin -> this build's bin (a cell's build folder points at the cache)."""
        folder.mkdir(parents=True, exist_ok=True)
        link = folder / "bin"
        if link.is_symlink() or link.exists():
            link.unlink()
        link.symlink_to(self.bin_dir, target_is_directory=True)
        return link


def build_dir_for(key: str) -> Path:
    return source.root() / f"build-{key}"


def cached(tools: Toolchain | None = None) -> Build | None:
    """The finished build for the current toolchain, or None (never builds)."""
    try:
        tools = tools or find_toolchain()
    except BuildError:
        return None
    key = cache_key(tools)
    build = Build(build_dir_for(key), key)
    if build.complete():
        build.info = json.loads(build.stamp.read_text())
        return build
    return None


def build(jobs: int = 2, targets=TARGETS, log=print, sdist_archive: Path | None = None,
          nice: int = 19) -> Build:
    """Configure and build (or return the cached build). The log is build.log in the folder."""
    tools = find_toolchain()
    key = cache_key(tools, targets=targets)
    result = Build(build_dir_for(key), key, tuple(targets))
    source.root().mkdir(parents=True, exist_ok=True)
    with _exclusive(source.root() / f"build-{key}.lock", log):
        return _build_locked(result, tools, jobs, targets, log, sdist_archive, nice)


@contextlib.contextmanager
def _exclusive(lock_path: Path, log):
    """One build per key at a time (matrix cells run in parallel): a second caller waits,
    then finds the finished build."""
    with lock_path.open("a") as handle:
        try:
            fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            log(f"llama.cpp: another process is building into this folder; waiting ({lock_path})")
            fcntl.flock(handle, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(handle, fcntl.LOCK_UN)


def _build_locked(result: Build, tools: Toolchain, jobs, targets, log, sdist_archive, nice) -> Build:
    key = result.key
    src = source.unpack(archive=sdist_archive, log=log)
    if result.complete():
        result.info = json.loads(result.stamp.read_text())
        log(f"llama.cpp build {key} cached at {result.directory}")
        build_greedy(result, src, tools)
        return result
    result.directory.mkdir(parents=True, exist_ok=True)
    logfile = result.directory / "build.log"
    defines = {**CMAKE_FLAGS, **tools.cmake_defines()}
    configure = [str(tools.cmake), "-S", str(src), "-B", str(result.directory), "-G", "Ninja",
                 f"-DCMAKE_MAKE_PROGRAM={tools.ninja}", *(f"-D{k}={v}" for k, v in defines.items())]
    compile_ = [str(tools.cmake), "--build", str(result.directory), "-j", str(jobs),
                "--target", *targets]
    prefix = ["nice", "-n", str(nice)] if nice and shutil.which("nice") else []
    started = time.monotonic()
    with logfile.open("a") as out:
        for step, argv in (("configure", configure), ("build", compile_)):
            log(f"llama.cpp {step}: {' '.join(argv[:6])} ... (log: {logfile})")
            out.write(f"\n$ {' '.join(argv)}\n")
            out.flush()
            done = subprocess.run(prefix + argv, stdout=out, stderr=subprocess.STDOUT)
            if done.returncode != 0:
                raise BuildError(f"llama.cpp {step} failed with {done.returncode}; see {logfile}:\n    "
                                 + "\n    ".join(_tail(logfile, 15)))
    info = {"key": key, "sdist": [source.PINNED.version, source.PINNED.sha256],
            "nvcc": tools.nvcc_version, "flags": CMAKE_FLAGS, "targets": list(targets),
            "seconds": round(time.monotonic() - started, 1), "jobs": jobs}
    _write_json_atomic(result.stamp, info)
    result.info = info
    build_greedy(result, src, tools)
    return result


GREEDY_SOURCE = Path(__file__).with_name("greedy.c")
GREEDY = "zluda-llama-greedy"


def build_greedy(result: Build, src: Path, tools: Toolchain | None = None) -> Path:
    """The project's greedy-generation driver (greedy.c) beside llama.cpp's binaries; rebuilt
    when its source changes (the sha256 of the source sits next to the binary)."""
    exe = result.binary(GREEDY)
    digest = hashlib.sha256(GREEDY_SOURCE.read_bytes()).hexdigest()
    stamp = exe.with_suffix(".sha256")
    if exe.is_file() and stamp.is_file() and stamp.read_text().strip() == digest:
        return exe
    cc = shutil.which(os.environ.get("CC", "cc"))
    if cc is None:
        raise BuildError("no C compiler (cc) for the greedy-generation driver")
    tmp = exe.with_name(f".{exe.name}.tmp")
    argv = [cc, "-O2", "-Wall", "-Werror", f"-I{src / 'include'}", f"-I{src / 'ggml' / 'include'}",
            str(GREEDY_SOURCE), "-o", str(tmp), f"-L{result.bin_dir}", "-lllama", "-lggml", "-lggml-base",
            "-Wl,-rpath,$ORIGIN", *(tools or find_toolchain()).rpath_link_flags()]
    done = subprocess.run(argv, capture_output=True, text=True)
    if done.returncode != 0:
        raise BuildError(f"compiling {GREEDY_SOURCE.name} failed:\n{done.stderr.strip()}")
    os.replace(tmp, exe)
    stamp.write_text(digest + "\n")
    return exe


def nvidia_runtime_dirs(tools: Toolchain | None = None) -> list[Path]:
    """Folders holding NVIDIA's own libcudart.so.13 and libcublas(Lt).so.13, for running the
    binaries on llama.cpp's CPU backend without the project's libraries in the way."""
    tools = tools or find_toolchain()
    candidates = [tools.nvcc.resolve().parent.parent / "lib64", Path("/usr/local/cuda/lib64"),
                  Path(sysconfig.get_paths()["purelib"]) / "nvidia" / "cu13" / "lib",
                  Path(sysconfig.get_paths()["purelib"]) / "nvidia" / "cuda_runtime" / "lib",
                  tools.cublas_lib.parent]
    dirs: list[Path] = []
    for wanted in ("libcudart.so.13", "libcublas.so.13", "libcublasLt.so.13"):
        found = next((d for d in candidates if (d / wanted).is_file()), None)
        if found is None:
            raise BuildError(f"NVIDIA's {wanted} not found (looked in {', '.join(map(str, candidates))})")
        if found not in dirs:
            dirs.append(found)
    return dirs


def _tail(path: Path, lines: int) -> list[str]:
    return path.read_text(errors="replace").splitlines()[-lines:]


def _write_json_atomic(path: Path, data) -> None:
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.")
    with os.fdopen(fd, "w") as f:
        json.dump(data, f, indent=2)
    os.replace(tmp, path)
