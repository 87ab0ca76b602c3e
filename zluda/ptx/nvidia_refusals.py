"""PTX that NVIDIA's JIT compiler refuses although the ISA describes it, and at which call.

The H200 (CUDA 13.0, driver 580; workloads/samples/texture_queries.cu, its stdout in
workloads/samples/data/texture_queries_gpu_stdout.txt) refuses queries of a texture or
surface object's channel format, sampler state, layer count and mipmap levels: a program on
the CPU device meets the same failure at the same call, though the translator could answer.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:   # the syntax tree's module loads with the parser, when a module is parsed
    from zluda.ptx import ast

# suq queries that fail the module's load (cuModuleLoadData: CUDA_ERROR_NOT_SUPPORTED)
REFUSED_AT_LOAD = {"suq": frozenset({"channel_data_type", "channel_order", "array_size"})}
# txq queries that leave the module loading but every kernel reaching one missing from it:
# kernels compile when they are looked up (lazy loading, NVIDIA's default), and
# cuModuleGetFunction answers CUDA_ERROR_NOT_FOUND
REFUSED_AT_LOOKUP = {"txq": frozenset({"channel_data_type", "channel_order", "normalized_coords",
                                       "filter_mode", "addr_mode_0", "addr_mode_1", "addr_mode_2",
                                       "array_size", "num_mipmap_levels"})}
# a module without these spellings needs no parse to know it has none of the above
OPCODE_MARKS = tuple(f"{opcode}." for opcode in (*REFUSED_AT_LOAD, *REFUSED_AT_LOOKUP))


def _refused(ins: ast.Instruction, table: dict) -> bool:
    queries = table.get(ins.opcode)
    return queries is not None and any(m in queries for m in ins.modifiers)


def _describe(ins: ast.Instruction) -> str:
    return f"{ins.loc}: {ins.name}: NVIDIA's JIT compiler refuses this query for sm_90"


def mentions_refusable(text: str) -> bool:
    """Whether PTX text could hold a refused query (a cheap test before parsing)."""
    return any(mark in text for mark in OPCODE_MARKS)


def load_refusal(tree: ast.Module) -> str | None:
    """The first instruction that fails the whole module's load, described, or None."""
    for fn in tree.functions.values():
        if fn.has_body:
            for ins in fn.instructions():
                if _refused(ins, REFUSED_AT_LOAD):
                    return _describe(ins)
    return None


def lookup_refusals(tree: ast.Module) -> dict[str, str]:
    """Kernel name -> why it is missing, for each kernel that reaches (itself or through the
    functions it calls or takes the address of) an instruction refused at lookup."""
    from zluda.ptx import ast

    functions = tree.functions
    own: dict[str, str] = {}
    refers: dict[str, set] = {}
    for name, fn in functions.items():
        refers[name] = set()
        if not fn.has_body:
            continue
        for ins in fn.instructions():
            if name not in own and _refused(ins, REFUSED_AT_LOOKUP):
                own[name] = _describe(ins)
            refers[name].update(op.name for op in ins.operands
                                if isinstance(op, ast.Symbol) and op.name in functions)
    refused = {}
    for kernel in tree.kernels:
        seen, todo = set(), [kernel]
        while todo:
            name = todo.pop()
            if name in own:
                refused[kernel] = own[name]
                break
            if name not in seen:
                seen.add(name)
                todo.extend(refers[name] - seen)
    return refused
