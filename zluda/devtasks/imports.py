"""The import-graph check: no import cycles between the project's modules, no private
names used across modules (imported, or reached as `module._name`), and imports inside
functions only where ALLOWED_LAZY gives the reason.

The graph covers every import statement of every module under zluda/, at the top level
and inside functions (a cycle closed by an import inside a function is still a cycle: it
only moves the failure from import time to the first call). `check()` returns the
violations, each naming file:line; tests/test_import_graph.py fails on any of them;
`invoke imports` prints them.
"""

from __future__ import annotations

import ast
from dataclasses import dataclass
from pathlib import Path

from invoke import Exit, task

PACKAGE = "zluda"
PACKAGE_DIR = Path(__file__).resolve().parents[1]

# Imports left inside functions, (importing module, imported module) -> why it must wait
# for the call. An imported module also covers its submodules ("llvmlite" covers
# "llvmlite.binding"). A reason is one of: an optional or heavy third-party dependency
# that the module's other callers must not pay for, or a start-up cost that a command
# (`zluda --help`, `invoke --list`, the shim's first CUDA call) must not pay.
INVOKE_LIST = "`invoke --list` imports every task module: a task's implementation loads when it runs"
ZLUDA_HELP = "`zluda --help` imports every subcommand module: a command's implementation loads when it runs"
LLAMA_COMMANDS = "`python -m zluda.llama CMD`: each command loads what it runs (numpy, yaml, jinja2 for some)"
CACHE_HIT = ("a process whose kernels are all in the disk cache starts without the PTX front end and "
             "the translator (llvmlite's IR builder, numpy): they load on a cache miss")
CPU_DEVICE = "the CPU device (llvmlite's JIT, slow to import) loads only where kernels run"
NVIDIA_ONLY = "only on a machine with an NVIDIA GPU or its pip wheels (cupy, nvidia-*): not installed elsewhere"
OPTIONAL_LLVMLITE = "reports llvmlite's version where it is installed (an image may lack it)"

ALLOWED_LAZY: dict[tuple[str, str], str] = {
    ("zluda.cpu.clib", "shutil"): "only for a C helper's first build: a warm start does not import it",
    ("zluda.cpu.clib", "subprocess"): "only for a C helper's first build: a warm start does not import it",
    ("zluda.cpu.clib", "tempfile"): "only for a C helper's first build: a warm start does not import it",
    ("zluda.cpu.compile_client", "subprocess"): "only where a full tier is compiled in the background: a "
                                                "process whose kernels are cached does not import it",
    # start-up of a CUDA process on the CPU device
    ("zluda.cpu.runtime", "zluda.ptx"): CACHE_HIT,
    ("zluda.cpu.runtime", "zluda.translate.module"): CACHE_HIT,
    ("zluda.cpu.runtime", "concurrent.futures"): "the compile pool: a process that only loads cached kernels does not import it",
    ("zluda.cpu.support", "zluda.translate.kernel_abi"): CACHE_HIT,
    ("zluda.runtime.modules", "zluda.cpu"): CPU_DEVICE,
    ("zluda.runtime.modules", "zluda.ptx"): "the PTX front end loads at the driver API's first cuModuleLoadData "
                                            "(which checks the module), not when the runtime starts",
    ("zluda.fatbin", "zstandard"): "every CUDA program registers its fatbins at start-up; a decompressor "
                                   "loads only for a compressed entry",
    ("zluda.fatbin", "lz4"): "every CUDA program registers its fatbins at start-up; a decompressor "
                             "loads only for a compressed entry",
    ("zluda.runtime.decompress_api", "lz4"): "a CUDA process loads the LZ4 decoder only for an LZ4 decompression",
    ("zluda.runtime.blas", "zluda.cpu.runtime"): "cuBLAS on numpy works without the CPU device (llvmlite); worker_count only sizes its pool",
    ("zluda.elf", "elftools"): "pyelftools loads with the first ELF file read: a CUDA program whose fatbins hold "
                               "PTX reads none",
    ("zluda.ptx", "zluda.ptx.parser"): "the parser loads at the first parse: a kernel lookup imports this package "
                                       "for nvidia_refusals' text test, which parses nothing in most modules",
    ("zluda.ptx.nvidia_refusals", "zluda.ptx.ast"): "the syntax tree loads with the parser, when a module is "
                                                    "parsed: the text test before it needs neither",
    # command lines
    ("zluda.ptx.cli", "zluda.ptx"): ZLUDA_HELP,
    ("zluda.cpu.cli_commands", "zluda.translate"): "`zluda --help` imports this module for the arguments of "
                                                   "`zluda ptx ir|run`: the translator loads when ir runs",
    ("zluda.shim.cli", "zluda.shim.build"): ZLUDA_HELP,
    ("zluda.shim.cli", "zluda.shim.stamps"): ZLUDA_HELP,
    ("zluda.shim.cli", "zluda.client32.build"): ZLUDA_HELP,
    ("zluda.shim.cli", "zluda.shim.wine"): ZLUDA_HELP,
    ("zluda.shim.cli", "zluda.api.catalog"): ZLUDA_HELP,
    ("zluda.shim.cli", "zluda.shim.registry"): ZLUDA_HELP,
    ("zluda.trace.cli", "zluda.trace"): ZLUDA_HELP,
    ("zluda.trace.cli", "zluda.fatbin"): ZLUDA_HELP,
    ("zluda.llama.__main__", "zluda.llama"): LLAMA_COMMANDS,
    ("zluda.llama.__main__", "zluda.shim.build"): LLAMA_COMMANDS,
    ("zluda.llama.__main__", "zluda.platform.config"): LLAMA_COMMANDS,
    ("zluda.sweep.__main__", "zluda.cpu.ptxmodule"): "only the --coverage and --rejects modes run the translator: " + CPU_DEVICE,
    ("zluda.devtasks.api", "zluda.api"): INVOKE_LIST,
    ("zluda.devtasks.bench", "zluda.platform"): INVOKE_LIST,
    ("zluda.devtasks.build", "zluda.shim"): INVOKE_LIST,
    ("zluda.devtasks.build", "zluda.client32"): INVOKE_LIST,
    ("zluda.devtasks.fuzz", "zluda.tierfuzz"): INVOKE_LIST,
    ("zluda.devtasks.fuzz", "zluda.ptxfuzz"): INVOKE_LIST,
    ("zluda.devtasks.flex", "zluda.flex"): INVOKE_LIST,
    ("zluda.devtasks.images", "zluda.images"): INVOKE_LIST,
    ("zluda.devtasks.platform", "zluda.platform"): INVOKE_LIST,
    ("zluda.devtasks.qualify", "zluda.images"): INVOKE_LIST,
    ("zluda.devtasks.setup", "zluda.api"): INVOKE_LIST,
    ("zluda.devtasks.setup", "zluda.amdgpu"): INVOKE_LIST,
    ("zluda.devtasks.setup", "zluda.client32"): INVOKE_LIST,
    ("zluda.devtasks.setup", "zluda.devtasks.sweep"): INVOKE_LIST,
    ("zluda.devtasks.setup", "zluda.images"): INVOKE_LIST,
    ("zluda.devtasks.setup", "zluda.llama"): INVOKE_LIST,
    ("zluda.devtasks.setup", "zluda.platform.sandbox"): INVOKE_LIST,
    ("zluda.devtasks.setup", "docker"): INVOKE_LIST,
    ("zluda.devtasks.sweep", "zluda.sweep"): INVOKE_LIST,
    ("zluda.devtasks.test", "zluda.cpu.tiering"): INVOKE_LIST,
    ("zluda.devtasks.trace", "zluda.trace"): INVOKE_LIST,
    # heavy or optional dependencies, for the callers that do not need them
    ("zluda.amdgpu.cells", "zluda.translate.module"): "the translator (llvmlite, numpy) loads only for cells that lower PTX",
    ("zluda.amdgpu.cells", "zluda.amdgpu.from_ptx"): "the translator (llvmlite, numpy) loads only for cells that lower PTX",
    ("zluda.amdgpu.workload_ptx", "zluda.sweep"): "the PTX sweep (numpy) loads only when its sample is collected",
    ("zluda.sweep.backends", "zluda.cpu.ptxmodule"): "only the zluda backend needs it; the GPU backends run without: " + CPU_DEVICE,
    ("zluda.cpu.record_h200", "cupy"): NVIDIA_ONLY,
    ("zluda.flex.references", "cupy"): NVIDIA_ONLY,
    ("zluda.sweep.backends", "cupy"): NVIDIA_ONLY,
    ("zluda.sweep.validate", "nvidia"): NVIDIA_ONLY,
    ("zluda.images.windows", "nvidia"): NVIDIA_ONLY,
    ("zluda.llama.tinymodel", "gguf"): "gguf (llama.cpp's Python package) only writes the test model; not a dependency",
    ("zluda.images.build", "certifi"): "certifi's bundle only where the host has no CA bundle of its own",
    ("zluda.images.executor", "invoke"): "invoke only to look for the tree's build task (the platform's runs do without it)",
    ("zluda.images.executor", "docker"): "the docker SDK (slow to import) only when an image is missing",
    ("zluda.images.probe", "llvmlite"): OPTIONAL_LLVMLITE,
    ("zluda.platform.environment", "llvmlite"): OPTIONAL_LLVMLITE,
    ("zluda.images.probe", "zluda.comgr"): "the probe reports a comgr that does not load instead of failing",
    ("zluda.platform.config", "jsonschema"): "jsonschema (slow to import) only when a document is validated",
    ("zluda.platform.backends", "zluda.shim.build"): "cffi and the library templates only when a matrix plans CUDA cells on the cpu backend",
    ("zluda.runtime.bench", "build"): "workloads/build.py is importable only once its folder is on sys.path",
}


@dataclass(frozen=True)
class ImportSite:
    """One imported module (or name of a module) at one import statement."""

    importer: str       # dotted name of the importing module
    imported: str       # dotted name of the module imported (a project module, or a third-party one)
    name: str | None    # the name taken from `imported` by `from imported import name`, if any
    where: str          # file:line, the file relative to the package's parent folder
    in_function: bool

    @property
    def is_project(self) -> bool:
        return self.imported == PACKAGE or self.imported.startswith(PACKAGE + ".")


@dataclass(frozen=True)
class Violation:
    kind: str           # "cycle", "private", "lazy"
    modules: tuple      # the modules involved, the importer first
    message: str        # one line per import site, each naming file:line


def module_files(package_dir: Path = PACKAGE_DIR) -> dict[str, Path]:
    """Every module of the package, dotted name -> file (a package is its __init__.py)."""
    modules = {}
    for path in sorted(package_dir.rglob("*.py")):
        parts = list(path.relative_to(package_dir.parent).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        modules[".".join(parts)] = path
    return modules


def _is_type_checking_block(node: ast.AST) -> bool:
    test = getattr(node, "test", None) if isinstance(node, ast.If) else None
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")


def _resolve_from(importer: str, is_package: bool, node: ast.ImportFrom) -> str:
    """The absolute module that `from <level dots><module> import ...` names."""
    if not node.level:
        return node.module or ""
    base = importer.split(".")
    if not is_package:
        base.pop()
    if node.level > 1:
        base = base[:len(base) - (node.level - 1)]
    return ".".join(base + ([node.module] if node.module else []))


def import_sites(modules: dict[str, Path], package_dir: Path = PACKAGE_DIR) -> list[ImportSite]:
    """Every import of every module; a `from package import submodule` is an import of
    the submodule. Imports under `if TYPE_CHECKING:` never run and are left out."""
    sites = []
    for importer, path in modules.items():
        is_package = path.name == "__init__.py"
        file = path.relative_to(package_dir.parent)

        def visit(node: ast.AST, in_function: bool) -> None:
            for child in ast.iter_child_nodes(node):
                if _is_type_checking_block(child):
                    continue
                if isinstance(child, ast.Import):
                    for alias in child.names:
                        sites.append(ImportSite(importer, _known_prefix(alias.name, modules), None,
                                                f"{file}:{child.lineno}", in_function))
                elif isinstance(child, ast.ImportFrom):
                    source = _resolve_from(importer, is_package, child)
                    for alias in child.names:
                        submodule = f"{source}.{alias.name}"
                        if submodule in modules:
                            sites.append(ImportSite(importer, submodule, None, f"{file}:{child.lineno}",
                                                    in_function))
                        else:
                            sites.append(ImportSite(importer, source, alias.name, f"{file}:{child.lineno}",
                                                    in_function))
                visit(child, in_function or isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef,
                                                               ast.Lambda)))

        visit(ast.parse(path.read_text(), filename=str(path)), False)
    return sites


def _known_prefix(name: str, modules: dict[str, Path]) -> str:
    """`import a.b.c` of a project module: the longest prefix that is a module."""
    parts = name.split(".")
    for end in range(len(parts), 0, -1):
        if ".".join(parts[:end]) in modules:
            return ".".join(parts[:end])
    return name


def _modules_run(importer: str, imported: str) -> list[str]:
    """The modules an import may run: the imported module and the packages above it,
    except the importer's own packages (already running or run when the importer runs)."""
    parts = imported.split(".")
    own = {".".join(importer.split(".")[:end]) for end in range(1, importer.count(".") + 2)}
    return [name for name in (".".join(parts[:end]) for end in range(1, len(parts) + 1))
            if name not in own]


def _covers(allowed: str, imported: str) -> bool:
    return imported == allowed or imported.startswith(allowed + ".")


def lazy_reason(importer: str, imported: str, allowed: dict = ALLOWED_LAZY) -> str | None:
    for (allowed_importer, allowed_imported), reason in allowed.items():
        if allowed_importer == importer and _covers(allowed_imported, imported):
            return reason
    return None


def _strongly_connected(graph: dict[str, set]) -> list[list[str]]:
    """Tarjan's algorithm, iterative; components of more than one module."""
    index, low, on_stack, stack, found = {}, {}, set(), [], []
    counter = 0
    for root in sorted(graph):
        if root in index:
            continue
        work = [(root, iter(sorted(graph[root])))]
        index[root] = low[root] = counter
        counter += 1
        stack.append(root)
        on_stack.add(root)
        while work:
            node, successors = work[-1]
            for succ in successors:
                if succ not in index:
                    index[succ] = low[succ] = counter
                    counter += 1
                    stack.append(succ)
                    on_stack.add(succ)
                    work.append((succ, iter(sorted(graph.get(succ, ())))))
                    break
                if succ in on_stack:
                    low[node] = min(low[node], index[succ])
            else:
                work.pop()
                if work:
                    low[work[-1][0]] = min(low[work[-1][0]], low[node])
                if low[node] == index[node]:
                    component = []
                    while True:
                        member = stack.pop()
                        on_stack.discard(member)
                        component.append(member)
                        if member == node:
                            break
                    if len(component) > 1:
                        found.append(sorted(component))
    return found


def _shortest_cycle(start: str, graph: dict[str, set], members: set) -> list[str]:
    """The shortest path start -> ... -> start inside one component (breadth first)."""
    previous = {start: None}
    frontier = [start]
    while frontier:
        following = []
        for node in frontier:
            for succ in sorted(graph[node] & members):
                if succ == start:
                    path = [node]
                    while previous[path[-1]] is not None:
                        path.append(previous[path[-1]])
                    return list(reversed(path)) + [start]
                if succ not in previous:
                    previous[succ] = node
                    following.append(succ)
        frontier = following
    raise AssertionError(f"{start} is in a component without a cycle through it")


def _step(site: ImportSite, target: str) -> str:
    runs = "" if target == site.imported else f", which first runs its package {target}"
    return f"{site.where}: {site.importer} imports {site.imported}{runs}"


def check(package_dir: Path = PACKAGE_DIR, allowed: dict = ALLOWED_LAZY) -> list[Violation]:
    modules = module_files(package_dir)
    sites = import_sites(modules, package_dir)
    violations = []

    graph: dict[str, set] = {name: set() for name in modules}
    first_site: dict[tuple, ImportSite] = {}
    for site in sites:
        if site.is_project and site.imported in modules:
            for target in _modules_run(site.importer, site.imported):
                graph[site.importer].add(target)
                first_site.setdefault((site.importer, target), site)
    for component in _strongly_connected(graph):
        members, uncovered = set(component), list(component)
        while uncovered:
            cycle = _shortest_cycle(uncovered[0], graph, members)
            uncovered = [module for module in uncovered if module not in cycle]
            steps = [_step(first_site[edge], edge[1]) for edge in zip(cycle, cycle[1:])]
            violations.append(Violation("cycle", tuple(cycle[:-1]),
                                        "import cycle " + " -> ".join(cycle) + ":\n  " + "\n  ".join(steps)))

    for site in sites:
        if site.name and site.name.startswith("_") and not site.name.startswith("__") and site.is_project:
            violations.append(Violation("private", (site.importer, site.imported),
                                        f"{site.where}: {site.importer} imports the private name "
                                        f"{site.name} of {site.imported}"))
        if site.in_function and not lazy_reason(site.importer, site.imported, allowed):
            violations.append(Violation("lazy", (site.importer, site.imported),
                                        f"{site.where}: {site.importer} imports {site.imported} inside a "
                                        f"function; move it to the top, or give the reason in "
                                        f"{__name__}.ALLOWED_LAZY"))
    for importer, owner, name, where in private_attribute_uses(modules, package_dir):
        violations.append(Violation("private", (importer, owner),
                                    f"{where}: {importer} uses the private name {name} of {owner}"))
    return violations


def _dotted(node: ast.AST) -> list[str] | None:
    """`a.b.c` -> ["a", "b", "c"]; None for anything but names joined by dots."""
    parts = []
    while isinstance(node, ast.Attribute):
        parts.append(node.attr)
        node = node.value
    return [node.id, *reversed(parts)] if isinstance(node, ast.Name) else None


def private_attribute_uses(modules: dict[str, Path], package_dir: Path = PACKAGE_DIR) -> list[tuple]:
    """(importer, module, name, file:line) for each `module._name` a module reaches
    through a project module it imported (`import a.b as m; m._x`, `from a import b; b._x`)."""
    uses = []
    for importer, path in modules.items():
        tree = ast.parse(path.read_text(), filename=str(path))
        is_package = path.name == "__init__.py"
        bound = {}   # a name in this module -> the project module it stands for
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                for alias in node.names:
                    if alias.asname and alias.name in modules:
                        bound[alias.asname] = alias.name
                    elif not alias.asname and alias.name.split(".")[0] == PACKAGE:
                        bound[PACKAGE] = PACKAGE
            elif isinstance(node, ast.ImportFrom):
                source = _resolve_from(importer, is_package, node)
                for alias in node.names:
                    if f"{source}.{alias.name}" in modules:
                        bound[alias.asname or alias.name] = f"{source}.{alias.name}"
        file = path.relative_to(package_dir.parent)
        for node in ast.walk(tree):
            parts = _dotted(node) if isinstance(node, ast.Attribute) else None
            if not parts or parts[0] not in bound:
                continue
            owner, rest = bound[parts[0]], parts[1:]
            while rest and f"{owner}.{rest[0]}" in modules:
                owner, rest = f"{owner}.{rest[0]}", rest[1:]
            # only the attribute right after the module: `m._x.y` is reported once, at `m._x`
            if len(rest) == 1 and rest[0].startswith("_") and not rest[0].startswith("__") and owner != importer:
                uses.append((importer, owner, rest[0], f"{file}:{node.lineno}"))
    return uses


@task
def imports(c):
    """Check the import graph: cycles, private names across modules, imports in functions."""
    violations = check()
    for violation in violations:
        print(violation.message)
    if violations:
        raise Exit(f"{len(violations)} import-graph violations", code=1)
