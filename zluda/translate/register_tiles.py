"""Region kernels whose inner loop is a thread's register tile (pass find_register_tiles,
pipeline.py): a GEMM micro-kernel, in which each thread multiplies a few vectors it
read from shared memory into many accumulators of its own (llm.c's
matmul_forward_kernel4: 256 fmas a turn on nine float4s, an 8 x 8 tile per thread).

Stepped (regions.loop_steps), such a loop runs vectorised across threads: each of the
thread's accumulators becomes a vector of 16 threads' (more than the registers hold:
spills), and its float4 reads, at offsets rotated by the thread index, become gathers.
Kept whole, the loop stays inside the thread's own region, the thread loop around it
stays scalar, and LLVM's SLP vectoriser makes vectors of the thread's own tile instead:
a row of accumulators a vector, one operand broadcast, the other's float4s transposed
once a turn and reused by every row. That needs the float4s read as whole vectors
(FunctionTranslator.whole_vector_loads, emit_mem): read element by element, SLP put
them back together with one insert or gather per element and row.
"""

from __future__ import annotations

from zluda.ptx import ast

from .regions import backward_branches

# What makes an innermost loop a register tile: at least this many f32 fmas a turn...
TILE_MIN_FMAS = 64
# ...and at least this many of them per element its loads read: an 8 x 8 tile on float4s
# has 4 (llm.c's matmul, measured in docs/performance-notes.md); a tiled matmul that reads
# an element of each operand per fma, which vectorises well across threads, has 1/2
TILE_MIN_REUSE = 3
# fused multiply-adds of f32 values
_FMA_OPCODES = frozenset({"fma", "mad"})


def _vector_width(ins: ast.Instruction) -> int:
    for m in ins.modifiers:
        if m in ("v2", "v4", "v8"):
            return int(m[1:])
    return 1


def _innermost_loops(statements: list):
    """The bodies statements[head + 1:latch] of loops (a backward `bra` at latch to the
    label at head) that hold no other loop."""
    backward = backward_branches(statements)
    for i, j in backward.items():
        if not any(k in backward for k in range(j, i)):
            yield statements[j + 1:i]


def _is_tile(body: list) -> bool:
    fmas = loaded = shared_vectors = 0
    for s in body:
        if not isinstance(s, ast.Instruction):
            continue
        if s.opcode in _FMA_OPCODES and s.types and s.types[-1] == "f32":
            fmas += 1
        elif s.opcode in ("ld", "ldu"):
            n = _vector_width(s)
            loaded += n
            shared_vectors += n > 1 and any(m.startswith("shared") for m in s.modifiers)
    return shared_vectors > 0 and fmas >= TILE_MIN_FMAS and fmas >= TILE_MIN_REUSE * loaded


def found(statements: list) -> bool:
    """Whether an innermost loop of `statements` (a resolved region kernel's body) is a
    register tile: TILE_MIN_FMAS f32 fmas or more a turn, TILE_MIN_REUSE or more per
    element that its loads read, some of them vector loads of shared memory."""
    return any(_is_tile(body) for body in _innermost_loops(statements))
