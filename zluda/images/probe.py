"""What an image contains, asked from inside it: `python -m zluda.images.probe` prints
one JSON object (HIP, HSA, comgr libraries with version and ABI, LLVM behind each comgr,
lld, wine, mingw, Python). The executor puts it in every cell's environment block and
`invoke images.list` shows it.
"""

from __future__ import annotations

import json
import platform
import re
import shutil
import subprocess

# Debian package -> the fact it provides (first installed one wins per fact)
PACKAGE_FACTS = {
    "hip": ("libamdhip64-7", "libamdhip64-6", "libamdhip64-5"),
    "hsa": ("libhsa-runtime64-1",),
    "device_libs": ("rocm-device-libs-22", "rocm-device-libs-21", "rocm-device-libs-17"),
    "wine": ("wine64", "wine"),
    "mingw_gcc": ("gcc-mingw-w64-x86-64-win32",),
    "lld": ("lld-19", "lld-21", "lld-22"),
}
COMGR_PACKAGE = {"libamd_comgr.so.3": "libamd-comgr3", "libamd_comgr.so.2": "libamd-comgr2"}


def _dpkg(package: str) -> dict | None:
    done = subprocess.run(["dpkg-query", "-W", "-f=${Status}\t${Version}\t${Depends}", package],
                          capture_output=True, text=True)
    if done.returncode != 0 or "install ok installed" not in done.stdout:
        return None
    _, version, depends = done.stdout.split("\t", 2)
    return {"package": package, "version": version, "depends": depends}


def upstream_version(debian_version: str) -> str:
    """'1:6.4.3-5' -> '6.4.3'; '6.0+git20231212.4510c28+dfsg-3+b2' -> '6.0'."""
    v = debian_version.split(":", 1)[-1].rsplit("-", 1)[0]
    return re.split(r"[+~]", v)[0]


def _llvm_of(depends: str) -> str | None:
    m = re.search(r"libllvm(\d+)", depends)
    return m.group(1) if m else None


def gather() -> dict:
    facts: dict = {"os": _os_release(), "python": platform.python_version()}
    for fact, packages in PACKAGE_FACTS.items():
        for package in packages:
            info = _dpkg(package)
            if info:
                facts[fact] = upstream_version(info["version"])
                facts[f"{fact}_package"] = f"{package} {info['version']}"
                break
        else:
            facts[fact] = None
    facts["comgr_libraries"] = _comgr()
    abis = [c for c in facts["comgr_libraries"] if "abi" in c]
    facts["comgr"] = ", ".join(c["version"] for c in abis) or None
    facts["comgr_abi"] = ", ".join(f"v{c['abi']}" for c in abis) or None
    facts["rocm"] = _rocm_line(facts)
    try:
        import llvmlite
        from llvmlite import binding
        facts["llvmlite"] = llvmlite.__version__
        facts["llvm"] = ".".join(map(str, binding.llvm_version_info))
    except ImportError:
        facts["llvmlite"] = facts["llvm"] = None
    if shutil.which("wine"):
        facts["wine_version"] = subprocess.run(["wine", "--version"], capture_output=True,
                                               text=True).stdout.strip() or None
    return facts


def _comgr() -> list[dict]:
    try:
        from zluda.comgr import Comgr, ComgrError, find_libraries
    except ImportError as exc:
        return [{"error": f"zluda.comgr not importable: {exc}"}]
    result = []
    for path in find_libraries():
        entry: dict = {"library": path.name}
        pkg = _dpkg(COMGR_PACKAGE.get(path.name, ""))
        if pkg:
            entry["package"] = f"{pkg['package']} {pkg['version']}"
            entry["llvm"] = _llvm_of(pkg["depends"])
        try:
            lib = Comgr(path)
            entry.update(version=f"{lib.version[0]}.{lib.version[1]}", abi=lib.abi,
                         abi_decision=lib.decision.reason)
        except ComgrError as exc:
            entry["error"] = str(exc)
        result.append(entry)
    return result


def _rocm_line(facts: dict) -> str | None:
    if not facts.get("hip"):
        return None
    return f"HIP {facts['hip']}, HSA {facts.get('hsa')}, comgr {facts.get('comgr')}"


def _os_release() -> str:
    try:
        text = open("/etc/os-release").read()
    except OSError:
        return platform.platform()
    m = re.search(r'^PRETTY_NAME="?([^"\n]+)', text, re.MULTILINE)
    return m.group(1) if m else platform.platform()


if __name__ == "__main__":
    print(json.dumps(gather(), indent=2, sort_keys=True))
