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


@dataclass(frozen=True)
class EnumType:
    name: str
    values: dict[str, int] = field(default_factory=dict)


@dataclass(frozen=True)
class Library:
    key: str              # "cudart"
    soname: str           # "libcudart.so.13"
    status_type: str      # "cudaError_t"
    success: str          # "cudaSuccess"
    not_supported: str    # the library's own NOT_SUPPORTED status: "cudaErrorNotSupported"
    version_nodes: tuple[str, ...] = ()  # every version node the real library defines
    windows_dll: str = "" # "cudart64_13.dll", "nvcuda.dll"


@dataclass
class Catalog:
    cuda_version: str     # "13.0"
    libraries: dict[str, Library]
    functions: dict[str, Function]   # keyed by exported symbol
    enums: dict[str, EnumType]
    typedefs: dict[str, str] = field(default_factory=dict)  # name -> C type
    source: dict[str, str] = field(default_factory=dict)    # header -> package and version it came from

    def functions_of(self, library: str) -> list[Function]:
        return [f for f in self.functions.values() if f.library == library]

    def enum_name(self, enum: str, value: int) -> str:
        """Decode an enum value ("cudaErrorInvalidValue"), or the number as text."""
        for name, v in self.enums[enum].values.items():
            if v == value:
                return name
        return str(value)
