"""Shape of the API catalog (shared by the shim generator, the tracer and the reports).

The catalog is generated from the real CUDA headers (zluda/api/generate.py) and stored as
JSON per CUDA major version (zluda/api/data/cuda-<major>.json). Fields may be added;
existing ones keep their names and meaning.
"""

from __future__ import annotations

from dataclasses import dataclass, field

DIRECTIONS = ("in", "out", "inout")


@dataclass(frozen=True)
class Param:
    name: str
    ctype: str            # C type as written after typedef resolution of nothing: "cudaStream_t", "const void *"
    direction: str = "in"  # one of DIRECTIONS: "out" for pointers the callee writes
    base_type: str = ""   # the fully resolved C type ("struct CUstream_st *", "int"); "" if same as ctype
    enum: str = ""        # name of the enum this parameter takes (or points to), "" if none
    direction_reason: str = ""  # set when an explicit override (zluda/api/directions.py) decided it


@dataclass(frozen=True)
class Function:
    name: str             # API name as the header declares it after macros: "cudaMalloc", "cublasSgemm_v2"
    symbol: str           # exported symbol: "cublasSgemm_v2", "cudaMemcpy_ptds", "cuMemAlloc_v2"
    library: str          # key into Catalog.libraries: "cudart", "cuda", "cublas", "cublasLt"
    return_type: str      # "cudaError_t", "CUresult", "cublasStatus_t", "const char *", "void", ...
    params: tuple[Param, ...] = ()
    version_node: str = ""  # linker version node ("libcudart.so.13"); "" when unversioned
    public_name: str = ""   # the name programs write when symbol differs ("cublasSgemm")
    variadic: bool = False
    header: str = ""        # header that declares it
    line: int = 0           # line of the declaration in that header
    variant: str = ""       # "ptds"/"ptsz": the per-thread-default-stream twin of `name`
    legacy: bool = False    # exported for old binaries only (cuMemAlloc v1, cublas.h's handle-less API)
    in_real_library: bool | None = None  # does NVIDIA's library export it (None: not checked)


@dataclass(frozen=True)
class EnumType:
    name: str
    values: dict[str, int] = field(default_factory=dict)
    header: str = ""


@dataclass(frozen=True)
class Library:
    key: str              # "cudart"
    soname: str           # "libcudart.so.13"
    status_type: str      # "cudaError_t"
    success: str          # "cudaSuccess"
    not_supported: str    # the library's own NOT_SUPPORTED status: "cudaErrorNotSupported"
    version_nodes: tuple[str, ...] = ()  # every version node the real library defines
    windows_dll: str = "" # "cudart64_13.dll", "nvcuda.dll"
    headers: tuple[str, ...] = ()        # headers whose functions it exports
    real_library: str = ""               # the NVIDIA package whose .so gave version nodes
    exported_undeclared: tuple[str, ...] = ()  # symbols the real library exports that no parsed header declares


@dataclass
class Catalog:
    cuda_version: str     # "13.0"
    libraries: dict[str, Library]
    functions: dict[str, Function]   # keyed by exported symbol
    enums: dict[str, EnumType]
    typedefs: dict[str, str] = field(default_factory=dict)  # name -> C type
    source: dict[str, str] = field(default_factory=dict)    # header -> package and version it came from
    _names_by_value: dict[str, dict[int, str]] = field(default_factory=dict, init=False, repr=False, compare=False)

    def functions_of(self, library: str) -> list[Function]:
        return [f for f in self.functions.values() if f.library == library]

    def enum_names(self, enum: str) -> dict[int, str]:
        """value -> the first name the header gives it: the one decoding of enum values
        (the runtime's, the shim's, the tracer's). `enum` may also be a typedef of an enum
        ("cudaError_t", "CUresult"); {} for a type that is not an enum."""
        names = self._names_by_value.get(enum)
        if names is None:
            key = self.enum_key(enum)
            names = {}
            for name, value in self.enums[key].values.items() if key else ():
                names.setdefault(value, name)
            self._names_by_value[enum] = names
        return names

    def enum_name(self, enum: str, value: int) -> str:
        """Decode an enum value ("cudaErrorInvalidValue"), or the number as text."""
        return self.enum_names(enum).get(value, str(value))

    def enum_key(self, type_name: str) -> str:
        """The enums key for an enum or a typedef of one ("cudaError_t" -> "cudaError"); "" if none."""
        name = type_name
        for _ in range(8):
            if name in self.enums:
                return name
            name = name.removeprefix("enum ").strip()
            if name in self.enums:
                return name
            if name not in self.typedefs:
                return ""
            target = self.typedefs[name]
            if target.startswith("enum <anonymous>"):
                return ""
            name = target
        return ""

    def status_name(self, library: str, value: int) -> str:
        """A library's status code by name ("cudaErrorNotSupported", "CUBLAS_STATUS_SUCCESS")."""
        return self.enum_name(self.libraries[library].status_type, value)

    def status_value(self, library: str, name: str) -> int:
        return self.enums[self.enum_key(self.libraries[library].status_type)].values[name]
