"""`invoke setup`: install what the platform needs on a fresh machine, and say what it did.

STEPS is a data table: each row checks first (returning what it found, or None when the
thing is missing) and installs only when missing. Other areas add their rows here.
"""

from __future__ import annotations

import ctypes
import importlib.metadata
import os
import re
import shutil
import subprocess
import sys
import sysconfig
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

from invoke import Exit, task

from zluda import paths


@dataclass(frozen=True)
class Step:
    name: str
    why: str
    check: Callable[[], str | None]  # what is there, or None when missing
    install: Callable[[], None]
    required: bool = True  # an optional step that fails only warns (e.g. test-only tools)
    tests_only: bool = False  # needed by the test suite, not by the main job: `invoke setup --tests`


def _run(argv: list[str], env: dict | None = None) -> None:
    done = subprocess.run(argv, capture_output=True, text=True, env=env)
    if done.returncode != 0:
        tail = (done.stderr or done.stdout).strip().splitlines()[-5:]
        raise RuntimeError(f"`{' '.join(argv)}` failed with {done.returncode}:\n    " + "\n    ".join(tail))


def _pip(*packages: str) -> None:
    _run([sys.executable, "-m", "pip", "install", "-q", "--disable-pip-version-check", *packages])


def _apt(*packages: str) -> Callable[[], None]:
    def install() -> None:
        if shutil.which("apt-get") is None:
            raise RuntimeError(f"no apt-get here: install {' '.join(packages)} with the system's package manager")
        sudo = [] if os.geteuid() == 0 else ["sudo", "-n"]
        env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
        _run(sudo + ["apt-get", "update", "-qq"], env)
        _run(sudo + ["apt-get", "install", "-y", "-qq", "--no-install-recommends", *packages], env)
    return install


# ---- Python dependencies of the package (pyproject's [project] + [test] lists) -----------------
def _declared_requirements() -> list[str]:
    try:
        requires = importlib.metadata.requires("zluda") or []
    except importlib.metadata.PackageNotFoundError:
        return []
    return [r.split(";")[0].strip() for r in requires if "extra ==" not in r or 'extra == "test"' in r]


def _missing_requirements() -> list[str]:
    missing = []
    for requirement in _declared_requirements():
        name = re.split(r"[<>=!~ \[]", requirement, maxsplit=1)[0]
        try:
            importlib.metadata.version(name)
        except importlib.metadata.PackageNotFoundError:
            missing.append(requirement)
    return missing


def _check_python() -> str | None:
    if not _declared_requirements():
        return None
    return None if _missing_requirements() else f"{len(_declared_requirements())} declared packages present"


def _install_python() -> None:
    missing = _missing_requirements()
    if not _declared_requirements():
        _pip("-e", f"{paths.REPO_ROOT}[test]")
    elif missing:
        _pip(*missing)


# ---- CUDA toolchain from PyPI (nvcc, runtime headers, cuBLAS) -------------------------------
def _nvidia_root() -> Path | None:
    """site-packages/nvidia/cu13 (or cu12) of the NVIDIA wheels, if installed."""
    base = Path(sysconfig.get_paths()["purelib"]) / "nvidia"
    for name in ("cu13", "cu12"):
        if (base / name).is_dir():
            return base / name
    return None


def _find_header(name: str) -> Path | None:
    roots = [Path("/usr/local/cuda/include"), Path("/usr/include")]
    root = _nvidia_root()
    if root:
        roots.insert(0, root / "include")
    return next((r / name for r in roots if (r / name).is_file()), None)


def _link_unversioned(lib_dir: Path) -> None:
    """The wheels ship only libX.so.13; a `-lX` link needs libX.so beside it."""
    for versioned in lib_dir.glob("lib*.so.*"):
        plain = lib_dir / (versioned.name.split(".so.")[0] + ".so")
        if not plain.exists():
            plain.symlink_to(versioned.name)


def _scripts_dir() -> Path:
    return Path(sysconfig.get_paths()["scripts"])


def _check_nvcc() -> str | None:
    found = shutil.which("nvcc")
    return f"nvcc at {found}" if found else None


def _install_nvcc() -> None:
    cuda = Path("/usr/local/cuda/bin/nvcc")
    if not cuda.exists():
        _pip("nvidia-cuda-nvcc", "nvidia-cuda-runtime")
        root = _nvidia_root()
        if root is None or not (root / "bin" / "nvcc").exists():
            raise RuntimeError("nvidia-cuda-nvcc installed, but no nvcc found in its package")
        cuda = root / "bin" / "nvcc"
        _link_unversioned(root / "lib")
    link = _scripts_dir() / "nvcc"  # a folder on PATH for this Python's scripts
    if not link.exists():
        link.symlink_to(cuda)


def _check_cuda_runtime() -> str | None:
    header = _find_header("cuda_runtime_api.h")
    return f"headers at {header.parent}" if header else None


def _install_cuda_runtime() -> None:
    _pip("nvidia-cuda-runtime")
    root = _nvidia_root()
    if root:
        _link_unversioned(root / "lib")


def _check_cublas() -> str | None:
    header = _find_header("cublas_api.h")
    return f"cublas_api.h at {header.parent}" if header else None


def _install_cublas() -> None:
    _pip("nvidia-cublas")
    root = _nvidia_root()
    if root:
        _link_unversioned(root / "lib")


# CUDA 12 default builds (workloads/build.py --cudart static12): the runtime and the CCCL
# headers its cooperative_groups needs (nvcc 13's own CCCL refuses CUDA 12's headers)
CUDA12_STATIC_WHEELS = ("nvidia-cuda-runtime-cu12==12.9.79", "nvidia-cuda-cccl-cu12==12.9.27")


def cuda12_static_runtime() -> Path | None:
    """CUDA 12's libcudart_static.a from the nvidia-cuda-runtime-cu12 wheel, if installed."""
    archive = Path(sysconfig.get_paths()["purelib"]) / "nvidia" / "cuda_runtime" / "lib" / "libcudart_static.a"
    return archive if archive.is_file() else None


def _cuda12_cccl() -> Path | None:
    include = Path(sysconfig.get_paths()["purelib"]) / "nvidia" / "cuda_cccl" / "include"
    return include if (include / "cuda" / "std" / "type_traits").is_file() else None


def _check_cuda12_static_runtime() -> str | None:
    archive, cccl = cuda12_static_runtime(), _cuda12_cccl()
    return f"libcudart_static.a at {archive.parent}, CCCL at {cccl}" if archive and cccl else None


def _which(program: str) -> Callable[[], str | None]:
    return lambda: (f"{program} at {shutil.which(program)}" if shutil.which(program) else None)


def _gcc_m32() -> str | None:
    from zluda.client32.build import compiler_problem
    return None if compiler_problem() else "gcc -m32"


def _chromium() -> str | None:
    for path in ("/usr/bin/chromium", "/usr/bin/chromium-browser"):
        if os.access(path, os.X_OK):
            return f"chromium at {path}"
    return None


def _boost_headers() -> str | None:
    for root in ("/usr/include", "/usr/local/include"):
        if (Path(root) / "boost" / "preprocessor" / "repetition" / "repeat.hpp").is_file():
            return f"Boost headers in {root}"
    return None


def _mesa_gl() -> str | None:
    """EGL and desktop GL headers plus a software driver that the GL interop test's
    surfaceless EGL context runs on."""
    headers = [Path("/usr/include/EGL/egl.h"), Path("/usr/include/GL/gl.h")]
    drivers = [Path(d) / "swrast_dri.so" for d in ("/usr/lib/x86_64-linux-gnu/dri", "/usr/lib64/dri", "/usr/lib/dri")]
    if not all(h.exists() for h in headers) or not any(d.exists() for d in drivers):
        return None
    try:
        ctypes.CDLL("libEGL.so.1")
        ctypes.CDLL("libGL.so.1")
    except OSError:
        return None
    return "Mesa's EGL and GL (software rasteriser)"


def _catalog_headers() -> str | None:
    from zluda.api import sources
    wanted = [(major, part) for major in sorted(sources.PINS) for part in sources.BASE_PARTS]
    if all(sources.is_cached(major, part) for major, part in wanted):
        return f"cached for CUDA {', '.join(str(m) for m in sorted(sources.PINS))}"
    return None


def _cuda12_cublas_headers() -> str | None:
    from zluda.api import sources
    return f"cached in {sources.headers_root(12) / 'include'}" if sources.is_cached(12, "cublas") else None


def _install_cuda12_cublas_headers() -> None:
    from zluda.api import sources
    try:
        sources.ensure(12, ("cublas",), log=lambda *a: None)
    except sources.SourceError as exc:
        raise RuntimeError(str(exc)) from None


def _install_catalog_headers() -> None:
    from zluda.api import sources
    try:
        sources.setup(log=lambda *a: None)
    except sources.SourceError as exc:
        raise RuntimeError(str(exc)) from None


def _check_sweep_ptxas() -> str | None:
    from zluda.devtasks.sweep import pinned_ptxas
    return pinned_ptxas()


def _install_sweep_ptxas() -> None:
    from zluda.devtasks.sweep import install_ptxas
    install_ptxas()


def _lld() -> str | None:
    from zluda.amdgpu.llvm_path import LinkerMissing, find_lld
    find_lld.cache_clear()
    try:
        path, major = find_lld()
    except LinkerMissing:
        return None
    return f"ld.lld {major} at {path}"


def _docker_engine() -> str | None:
    from zluda.images.engine import engine_available
    return "dockerd answers" if engine_available() else None


def _install_docker_engine() -> None:
    from zluda.images.engine import EngineError, ensure_engine
    try:
        ensure_engine()
    except EngineError as exc:
        raise RuntimeError(str(exc)) from None


# sysctls that refuse unprivileged user namespaces, and the value that allows them
USERNS_SYSCTLS = {"kernel.apparmor_restrict_unprivileged_userns": "0", "kernel.unprivileged_userns_clone": "1"}


def _host_sandbox() -> str | None:
    from zluda.platform import sandbox
    return None if sandbox.probe() else "user namespaces allowed"


def _allow_user_namespaces() -> None:
    from zluda.platform import sandbox
    sudo = [] if os.geteuid() == 0 else ["sudo", "-n"]
    for name, allowing in USERNS_SYSCTLS.items():
        if Path("/proc/sys", *name.split(".")).exists():
            _run(sudo + ["sysctl", "-q", "-w", f"{name}={allowing}"])
    reason = sandbox.probe()
    if reason:
        raise RuntimeError(reason)


def _image(name: str) -> tuple[Callable[[], str | None], Callable[[], None]]:
    """Check + build of one container image (built from debootstrap on a fresh machine)."""
    def check() -> str | None:
        from zluda.images.engine import engine_available
        if not engine_available():
            return None
        import docker
        from zluda.images.specs import spec_for
        try:
            image = docker.from_env().images.get(spec_for(name).tag)
        except docker.errors.ImageNotFound:
            return None
        return f"{spec_for(name).tag} ({image.short_id})"

    def install() -> None:
        from zluda.images.executor import ensure_image
        from zluda.images.specs import spec_for
        ensure_image(spec_for(name), log=lambda *a: None)
    return check, install
def _llama_install():
    from zluda.llama import install
    return install


STEPS = [
    Step("python-packages", "the package's own dependencies (pyproject.toml, with the [test] extra)",
         _check_python, _install_python),
    Step("c-compiler", "builds the runner's fixture workloads", _which("cc"), _apt("gcc", "libc6-dev")),
    Step("git", "fetches workloads whose source is a git URL", _which("git"), _apt("git")),
    Step("gcc-multilib", "builds the 32-bit libcuda.so.1 and the 32-bit test programs (gcc -m32)",
         _gcc_m32, _apt("gcc-multilib"), tests_only=True),
    Step("nvcc", "compiles CUDA workloads (PyPI nvidia-cuda-nvcc when no toolkit is installed)",
         _check_nvcc, _install_nvcc),
    Step("cuda-runtime-headers", "cuda_runtime_api.h and libcudart (PyPI nvidia-cuda-runtime)",
         _check_cuda_runtime, _install_cuda_runtime),
    Step("cublas", "cuBLAS/cuBLASLt headers and libraries (PyPI nvidia-cublas)", _check_cublas, _install_cublas),
    # the cu12 wheels carry no nvcc: tests link nvcc 13's objects with CUDA 12's static runtime
    # not tests_only: the matrix's *-static12 cells need them as much as the tests do
    Step("cuda12-static-runtime", "CUDA 12's static runtime and CCCL headers, so the tests and the matrix "
         "also run default builds that carry it (PyPI nvidia-cuda-runtime-cu12, nvidia-cuda-cccl-cu12)",
         _check_cuda12_static_runtime, lambda: _pip(*CUDA12_STATIC_WHEELS), required=False),
    Step("catalog-headers", "pinned CUDA 12/13 headers the API catalog is generated from (PyPI wheels)",
         _catalog_headers, _install_catalog_headers),
    # static12 builds of cuBLAS programs compile against CUDA 12's own cuBLAS headers
    Step("cuda12-cublas-headers", "CUDA 12's cuBLAS headers for default builds of cuBLAS programs with CUDA 12's "
         "runtime (PyPI nvidia-cublas-cu12; the ~500 MB wheel is not kept, only its headers)",
         _cuda12_cublas_headers, _install_cuda12_cublas_headers, required=False, tests_only=True),
    Step("llama-gguf", "writes the llama.cpp workload's tiny model (PyPI gguf)",
         lambda: _llama_install().check_gguf(), lambda: _llama_install().install_gguf()),
    Step("llama-build-tools", "CMake and Ninja for the llama.cpp workload's build (PyPI cmake, ninja)",
         lambda: _llama_install().check_build_tools(), lambda: _llama_install().install_build_tools()),
    Step("chromium", "the headless browser test of the HTML report (Debian chromium)", _chromium,
         _apt("chromium"), required=False, tests_only=True),
    Step("mesa-gl", "OpenGL interop test: Mesa's software GL through EGL's surfaceless platform "
         "(Debian libegl-dev, libgl-dev, libegl-mesa0, libgl1-mesa-dri)", _mesa_gl,
         _apt("libegl-dev", "libgl-dev", "libegl-mesa0", "libgl1-mesa-dri"), required=False, tests_only=True),
    Step("boost-headers", "HeCBench's warpsort includes Boost.Preprocessor (Debian libboost-dev)", _boost_headers,
         _apt("libboost-dev"), required=False),
    Step("lld", "links AMDGPU code objects from llvmlite's relocatables (ld.lld 19+; Debian lld-19)",
         _lld, _apt("lld-19")),
    Step("docker-engine", "matrix cells, comgr tests and qualification in the ROCm and Windows images "
         "(Debian docker.io + debootstrap, dockerd started)", _docker_engine, _install_docker_engine,
         tests_only=True),
    Step("host-sandbox", "host cells run in unprivileged user namespaces (sysctls that refuse them are "
         "set to allow them)", _host_sandbox, _allow_user_namespaces),
    Step("image-rocm-6.4", "the image the container and comgr v2/v3 tests run in", *_image("rocm-6.4"),
         tests_only=True),
    Step("image-windows", "the mingw-w64 + wine image of the Windows tests", *_image("windows"),
         tests_only=True),
    Step("ptxas-pinned", "the PTX sweep's validity oracle: the ptxas release its rejects list was recorded with",
         _check_sweep_ptxas, _install_sweep_ptxas),
]


@task(help={"check": "only report what is present and what is missing; install nothing",
            "only": "only these steps (comma-separated names)",
            "tests": "also what the test suite needs (browser, Docker engine, container images)"})
def setup(c, check=False, only="", tests=False):
    """Install what the platform needs (Python deps, nvcc/CUDA/cuBLAS from PyPI, apt packages)."""
    wanted = {name.strip() for name in only.split(",") if name.strip()}
    unknown = wanted - {step.name for step in STEPS}
    if unknown:
        raise Exit(f"unknown setup step(s): {', '.join(sorted(unknown))}", code=2)
    failures = 0
    for step in STEPS:
        if wanted and step.name not in wanted:
            continue
        if step.tests_only and not tests and not wanted:
            continue
        found = step.check()
        if found:
            print(f"  ok         {step.name:22} {found}")
            continue
        if check:
            print(f"  missing    {step.name:22} {step.why}")
            failures += step.required
            continue
        try:
            step.install()
            found = step.check()
            if not found:
                raise RuntimeError("installed, but the check still does not find it")
            print(f"  installed  {step.name:22} {found}")
        except RuntimeError as exc:
            failures += step.required
            print(f"  {'FAILED' if step.required else 'skipped':10} {step.name:22} {exc}")
    if failures:
        raise Exit(f"setup: {failures} step(s) {'missing' if check else 'failed'}", code=1)
