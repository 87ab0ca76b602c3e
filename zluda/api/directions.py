"""Which parameters a CUDA API writes: a rule table, then explicit overrides where it is wrong.

"out" means: the callee writes a value the caller reads back through a HOST pointer (a
handle, a count, a struct, a name buffer). A device buffer the call fills (cudaMemcpy's
`dst`, cuBLAS's `C`) is data, not an out-parameter: it is "in" (the address is the input),
so a tracer may read "out" parameters on the host after the call and never touches device
memory. "inout": the callee reads and then updates the pointee (cublasSrotg's a, b).

Rules are tried in order; the first whose predicate matches decides. Each has a reason,
which the catalog records with the parameter when an override replaced it.
"""

from __future__ import annotations

import fnmatch
import re
from dataclasses import dataclass
from typing import Callable

ARITHMETIC = {
    "char", "signed char", "unsigned char", "short", "unsigned short", "int", "unsigned int",
    "unsigned", "long", "unsigned long", "long long", "unsigned long long", "float", "double",
    "size_t", "int8_t", "int16_t", "int32_t", "int64_t", "uint8_t", "uint16_t", "uint32_t",
    "uint64_t", "cuuint32_t", "cuuint64_t", "bool", "_Bool",
}
# element types of cuBLAS vectors and matrices (device memory)
BLAS_ELEMENTS = {"float", "double", "cuComplex", "cuDoubleComplex", "__half", "__nv_bfloat16",
                 "float2", "double2", "int", "void", "int8_t", "unsigned char", "char"}
# cuBLAS / cuBLASLt calls that hand results back to the host
BLAS_GETTER = re.compile(r"(Get|Create|Init|Query|Heuristic|Version|Property|Workspace|SizeInBytes)")


@dataclass(frozen=True)
class Ctx:
    library: str
    function: str
    name: str          # parameter name
    ctype: str         # as written
    base: str          # fully resolved
    pointee: str       # resolved type pointed to ("" if not a pointer)
    pointee_written: str  # pointee as written (typedef names kept)
    is_handle: Callable[[str], bool]
    is_struct: Callable[[str], bool]
    is_enum: Callable[[str], bool]


def _pointee(t: str) -> str:
    """The type one pointer level down; an array parameter decays to a pointer."""
    t = t.strip()
    if t.endswith("]"):
        return t[: t.rindex("[")].strip()
    return t[:-1].strip() if t.endswith("*") else ""


@dataclass(frozen=True)
class Rule:
    reason: str
    direction: str
    when: Callable[[Ctx], bool]


def _pointee_is_const(c: "Ctx") -> bool:
    p = c.pointee_written
    return (p.startswith("const ") and "*" not in p) or p.endswith("const")


STRUCT_GETTER = re.compile(r"(Get|Query|Export|Encode|Split|Pop|Init)")

RULES: tuple[Rule, ...] = (
    Rule("not a pointer (handles, ids, callbacks are passed by value)", "in",
         lambda c: not c.pointee or ("*" not in c.ctype and "[" not in c.ctype)),
    Rule("pointer to an opaque struct: a handle passed by value", "in",
         lambda c: c.pointee.startswith("struct ") and "*" not in c.pointee and not c.is_struct(c.pointee)),
    Rule("pointer to const: read only", "in", _pointee_is_const),
    Rule("kernel argument arrays are read", "in", lambda c: c.name in ("args", "kernelParams", "extra", "kernelArgs")),
    Rule("void ** returns an address (allocation, mapping, symbol)", "out", lambda c: c.pointee == "void *"),
    Rule("void * is a memory address, not a result", "in", lambda c: c.pointee == "void"),
    Rule("char * is a name or string buffer the call fills", "out", lambda c: c.pointee == "char"),
    Rule("pointer to a handle: the call creates or returns it", "out",
         lambda c: c.is_handle(c.pointee_written) or c.is_handle(c.pointee)),
    Rule("pointer to a pointer: the call returns an address, string or array", "out",
         lambda c: c.pointee.endswith("*")),
    Rule("cuBLAS vector/matrix element pointer: device data", "in",
         lambda c: c.library in ("cublas", "cublasLt") and c.pointee in BLAS_ELEMENTS
         and not BLAS_GETTER.search(c.function) and c.name not in ("result", "info", "devInfo")),
    Rule("element counts are capacities in and counts out (cudaGraphGetNodes' numNodes)", "inout",
         lambda c: re.match(r"p?[nN]um", c.name) is not None and not c.name.endswith("_out")
         and "Get" in c.function and c.pointee in ("size_t", "unsigned int", "int")),
    Rule("pointer to a scalar or enum: the call writes the result", "out",
         lambda c: c.pointee in ARITHMETIC or c.is_enum(c.pointee_written)),
    Rule("memory locations are inputs even to getters", "in", lambda c: c.name in ("location", "prefetchLocs")),
    Rule("pointer to a struct a getter fills", "out",
         lambda c: c.is_struct(c.pointee) and (STRUCT_GETTER.search(c.function) is not None
                                               or c.name.endswith("_out") or c.name == "resultInfo")),
    Rule("pointer to a struct of parameters: read", "in", lambda c: c.is_struct(c.pointee)),
    Rule("any other pointer: treated as input", "in", lambda c: True),
)

# (library, function glob, parameter) -> (direction, why the rule above is wrong here)
OVERRIDES: dict[tuple[str, str, str], tuple[str, str]] = {
    ("cudart", "__cudaRegister*", "*"): ("in", "registration hands the runtime nvcc-generated names and addresses"),
    ("cudart", "__cudaRegisterFatBinaryEnd", "*"): ("in", "the handle __cudaRegisterFatBinary returned"),
    ("cudart", "__cudaUnregisterFatBinary", "*"): ("in", "the handle __cudaRegisterFatBinary returned"),
    ("cudart", "__cudaInitModule", "*"): ("in", "the handle __cudaRegisterFatBinary returned"),
    ("cudart", "__cudaGetKernel", "kernel"): ("out", "returns the kernel handle"),
    ("cudart", "__cudaGetKernel", "arg0"): ("out", "returns the kernel handle (unnamed in the header)"),
    ("cudart", "cudaGraphicsMapResources", "resources"): ("in", "array of resources to map"),
    ("cudart", "cudaGraphicsUnmapResources", "resources"): ("in", "array of resources to unmap"),
    ("cuda", "cuGraphicsMapResources*", "resources"): ("in", "array of resources to map"),
    ("cuda", "cuGraphicsUnmapResources*", "resources"): ("in", "array of resources to unmap"),
    ("cuda", "cuLinkCreate*", "options"): ("in", "JIT option keys"),
    ("cuda", "cuLinkAdd*", "options"): ("in", "JIT option keys"),
    ("cuda", "cuModuleLoadDataEx", "options"): ("in", "JIT option keys"),
    ("cuda", "cuLibraryLoad*", "jitOptions"): ("in", "JIT option keys"),
    ("cuda", "cuLibraryLoad*", "libraryOptions"): ("in", "library option keys"),
    ("cuda", "cuLinkCreate*", "optionValues"): ("inout", "values in, log sizes written back"),
    ("cuda", "cuLinkAdd*", "optionValues"): ("inout", "values in, log sizes written back"),
    ("cuda", "cuModuleLoadDataEx", "optionValues"): ("inout", "values in, log sizes written back"),
    ("cuda", "cuLibraryLoad*", "jitOptionsValues"): ("inout", "values in, log sizes written back"),
    ("cuda", "cuLibraryLoad*", "libraryOptionValues"): ("in", "option values"),
    ("cuda", "cuStreamBatchMemOp*", "paramArray"): ("in", "array of operations to enqueue"),
    ("cublas", "cublas?rotg*", "*"): ("inout", "rotg reads a, b and overwrites all four"),
    ("cublas", "cublas?rotmg*", "d1"): ("inout", "rotmg updates d1, d2, x1"),
    ("cublas", "cublas?rotmg*", "d2"): ("inout", "rotmg updates d1, d2, x1"),
    ("cublas", "cublas?rotmg*", "x1"): ("inout", "rotmg updates d1, d2, x1"),
    ("cublas", "cublas?rotmg*", "param"): ("out", "rotmg writes the 5-element param"),
    ("cublas", "cublasSetStream*", "*"): ("in", "sets the handle's stream"),
    ("cuda", "cuStreamUpdateCaptureDependencies*", "dependencies"): ("in", "the new dependency set"),
    ("cudart", "cudaStreamUpdateCaptureDependencies*", "dependencies"): ("in", "the new dependency set"),
    ("cudart", "cudaLibraryLoad*", "jitOptions"): ("in", "JIT option keys"),
    ("cudart", "cudaLibraryLoad*", "jitOptionsValues"): ("in", "JIT option values"),
    ("cudart", "cudaLibraryLoad*", "libraryOptions"): ("in", "library option keys"),
    ("cudart", "cudaLibraryLoad*", "libraryOptionValues"): ("in", "library option values"),
    ("cudart", "cudaMem*BatchAsync", "dptrs"): ("in", "array of addresses to operate on"),
    ("cudart", "cudaMem*BatchAsync", "sizes"): ("in", "array of sizes"),
    ("cudart", "cudaMem*BatchAsync", "prefetchLocIdxs"): ("in", "array of indices"),
    ("cudart", "cudaMem*BatchAsync", "attrsIdxs"): ("in", "array of indices"),
    ("cuda", "cuMem*BatchAsync*", "dptrs"): ("in", "array of addresses to operate on"),
    ("cuda", "cuMem*BatchAsync*", "dsts"): ("in", "array of destination addresses"),
    ("cuda", "cuMem*BatchAsync*", "srcs"): ("in", "array of source addresses"),
    ("cuda", "cuMem*BatchAsync*", "sizes"): ("in", "array of sizes"),
    ("cuda", "cuMem*BatchAsync*", "prefetchLocIdxs"): ("in", "array of indices"),
    ("cuda", "cuMem*BatchAsync*", "attrsIdxs"): ("in", "array of indices"),
    ("cublasLt", "cublasLt*GetAttribute", "buf"): ("out", "host buffer the attribute is copied into"),
    ("cuda", "cuPointerGetAttribute", "data"): ("out", "host buffer the attribute is written to"),
    ("cuda", "cuMemRangeGetAttribute", "data"): ("out", "host buffer the attribute is written to"),
    ("cudart", "cudaMemRangeGetAttribute", "data"): ("out", "host buffer the attribute is written to"),
    ("cudart", "__cudaPopCallConfiguration", "stream"): ("out", "declared void *, receives the cudaStream_t pushed by the launch"),
    ("cudart", "__cudaPopCallConfiguration", "gridDim"): ("out", "receives the pushed configuration"),
    ("cudart", "__cudaPopCallConfiguration", "blockDim"): ("out", "receives the pushed configuration"),
    ("cudart", "__cudaPopCallConfiguration", "sharedMem"): ("out", "receives the pushed configuration"),
    ("cudart", "cudaSetValidDevices", "device_arr"): ("in", "list of devices"),
    ("cuda", "cuTexRefSetBorderColor", "pBorderColor"): ("in", "the colour to set"),
    ("cuda", "cuMemRangeGetAttributes", "dataSizes"): ("in", "sizes of the result buffers"),
    ("cuda", "cuMemRangeGetAttributes", "attributes"): ("in", "attribute keys to query"),
    ("cudart", "cudaMemRangeGetAttributes", "dataSizes"): ("in", "sizes of the result buffers"),
    ("cudart", "cudaMemRangeGetAttributes", "attributes"): ("in", "attribute keys to query"),
    ("cuda", "cuPointerGetAttributes", "attributes"): ("in", "attribute keys to query"),
    ("cuda", "cuCoredumpSet*", "size"): ("in", "size of the value"),
    ("cuda", "cuCoredumpGet*", "size"): ("inout", "buffer size in, value size out"),
    ("cuda", "cuLogsDumpTo*", "iterator"): ("inout", "position to dump from, advanced"),
    ("cuda", "cuLogsDumpToMemory", "size"): ("inout", "buffer size in, bytes written out"),
    ("cudart", "cudaLogsDumpTo*", "iterator"): ("inout", "position to dump from, advanced"),
    ("cudart", "cudaLogsDumpToMemory", "size"): ("inout", "buffer size in, bytes written out"),
    ("cudart", "cudaMalloc3D", "pitchedDevPtr"): ("out", "returns the pitched allocation"),
    ("cudart", "cudaGraphAddMemAllocNode", "nodeParams"): ("inout", "the allocation's address is written back"),
    ("cuda", "cuGraphAddMemAllocNode", "nodeParams"): ("inout", "the allocation's address is written back"),
    ("cudart", "cudaGraphInstantiateWithParams", "instantiateParams"): ("inout", "result_out is written back"),
    ("cuda", "cuGraphInstantiateWithParams", "instantiateParams"): ("inout", "result_out is written back"),
    ("cuda", "cuTensorMapReplaceAddress", "tensorMap"): ("inout", "updates the encoded tensor map"),
    ("cuda", "cuDevSmResourceSplit*", "result"): ("out", "the split resources"),
    ("cuda", "cuDevSmResourceSplit*", "remaining"): ("out", "the remaining resources"),
    ("cublas", "cublasSetWorkspace*", "workspace"): ("in", "device workspace address"),
}


def classify(ctx: Ctx) -> tuple[str, str]:
    """(direction, reason) for one parameter."""
    for (lib, func_glob, param), (direction, why) in OVERRIDES.items():
        if lib == ctx.library and fnmatch.fnmatchcase(ctx.function, func_glob) and param in ("*", ctx.name):
            if ctx.pointee or direction == "in":
                return direction, "override: " + why
    for rule in RULES:
        if rule.when(ctx):
            return rule.direction, rule.reason
    raise AssertionError("the last rule matches everything")


def pointee(t: str) -> str:
    return _pointee(t)
