"""`.address_size 32` code: private (.local) memory, shared memory and function addresses
in a 32-bit address space.

On this device a 64-bit generic address is a host address, wherever it points. A 32-bit
one cannot be: a thread's local memory (the kernel's stack) and the block's shared memory
lie above 4 GiB. So 32-bit code sees both through windows at the top of its address space,
where no device allocation lies (zluda/cpu/lowmem.py allocates below 2 GiB):

- local:  abi.LOCAL_WINDOW_32 + offset in the thread's local block. A .local address and
  its generic form are the same number (`cvta.local.u32` and `cvta.to.local.u32` copy),
  so nvcc's `mov.u32 %SPL, __local_depotN; cvta.local.u32 %SP, %SPL` works as written.
- shared: abi.SHARED_WINDOW_32 + offset in the block's shared memory (`cvta.shared.u32`
  adds the window, `cvta.to.shared.u32` subtracts it).
- anything below both: global memory at that address (as before).

A function's address (`mov.u32 %r, f`, which nvcc's debug builds pass to array
constructors) is a handle below the shared window: abi.FUNCTION_WINDOW_32 + 16 x the
function's place in the module; an indirect call selects among the functions of the
module whose address is taken, by handle.

A thread's local block holds the .local variables of every function the kernel reaches,
each function's frame at one offset for every call path: a callee's frame starts past the
end of every caller's (the call graph must have no cycle through such functions), so a
generic pointer into a caller's frame stays valid in its callees, as on the GPU. Kernels
allocate the block; called functions receive it as one more argument.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from llvmlite import ir

from zluda.ptx import ast

from . import abi
from .errors import UnsupportedError
from .ptxtypes import I1, I8, I32, I64, PTR

FRAME_ALIGN = 16
# one thread's local block must fit below the end of the 32-bit address space
MAX_LOCAL_BLOCK = (1 << 32) - abi.LOCAL_WINDOW_32
WINDOW_OPCODES = ("cvta", "isspacep")


@dataclass
class Frames:
    """Where the .local variables of a 32-bit module's functions lie in a thread's local block."""
    base: dict = field(default_factory=dict)      # function -> offset of its frame
    offsets: dict = field(default_factory=dict)   # (function, variable) -> offset in the block
    size: int = 0                                 # bytes of one thread's local block
    windows: bool = False   # generic addresses may point into the local or shared window

    def offset(self, function: str, var: ast.Variable) -> int:
        # a function expanded into its caller has its names prefixed (`f#1:name`)
        found = self.offsets.get((function, var.name.rsplit(":", 1)[-1]))
        if found is None:
            raise UnsupportedError(var.loc, f".local {var.name} of {function} has no place in the "
                                            "thread's local block")
        return found


def _frame(fn: ast.Function, var_size_align) -> tuple[dict, int, bool]:
    """This function's own .local variables -> offsets from its frame's start; the frame's
    size; whether its code converts to or tests generic addresses of a window."""
    offsets, size, windows = {}, 0, False
    for st in ast.iter_statements(fn.body or ()):
        if isinstance(st, ast.Variable) and st.state_space == "local":
            if st.name in offsets:
                raise UnsupportedError(st.loc, f"a second .local {st.name} in {fn.name} "
                                               "(an .address_size 32 module)")
            nbytes, align = var_size_align(st)
            align = max(align, 1)
            size = (size + align - 1) // align * align
            offsets[st.name] = size
            size += max(nbytes, 1)
        elif isinstance(st, ast.Instruction) and st.opcode in WINDOW_OPCODES and \
                (st.has("shared") or st.has("local") or st.opcode == "isspacep"):
            windows = True
    return offsets, size, windows


def layout(functions: dict, names: list, callees, var_size_align) -> Frames:
    """Frames of the functions `names` (those with bodies that the translated kernels
    reach); `callees(fn)` names the functions `fn` calls directly."""
    own = {n: _frame(functions[n], var_size_align) for n in names}
    frames = Frames(windows=any(w for _o, s, w in own.values()) or any(s for _o, s, _w in own.values()))
    if not any(s for _o, s, _w in own.values()):
        return frames
    calls = {n: [c for c in callees(functions[n]) if c in own] for n in names}
    state: dict = {}   # function -> "busy" while its callers are placed, then its frame base

    def place(name, chain):
        if state.get(name) == "busy":
            raise UnsupportedError(functions[name].loc, "recursive call through " + " -> ".join(chain + [name])
                                   + " in an .address_size 32 module with .local memory")
        if name in state:
            return
        state[name] = "busy"
        for caller in (c for c in names if name in calls[c]):
            place(caller, chain + [name])
        state[name] = max((_end(state[c], own[c][1]) for c in names if name in calls[c]), default=0)

    for name in names:
        place(name, [])
    for name in names:
        offsets, size, _w = own[name]
        frames.base[name] = state[name]
        for var, off in offsets.items():
            frames.offsets[(name, var)] = state[name] + off
        frames.size = max(frames.size, _end(state[name], size))
    if frames.size > MAX_LOCAL_BLOCK:
        raise UnsupportedError(None, f"{frames.size} bytes of .local memory per thread: more than "
                                     f"the {MAX_LOCAL_BLOCK} of a 32-bit local window")
    return frames


def function_handle(functions: dict, name: str) -> int:
    """The 32-bit address of function `name`: the same in every kernel of the module."""
    return abi.FUNCTION_WINDOW_32 + 16 * list(functions).index(name)


def address_taken(functions: dict, names: list) -> list:
    """Functions among `names` whose address some instruction of `names` takes."""
    taken = set()
    for name in names:
        for ins in functions[name].instructions():
            if ins.opcode == "call":
                continue
            for op in ins.operands:
                if isinstance(op, ast.Symbol) and op.name in functions:
                    taken.add(op.name)
    return [n for n in names if n in taken]


def _end(base: int, size: int) -> int:
    return (base + size + FRAME_ALIGN - 1) // FRAME_ALIGN * FRAME_ALIGN


# ---- emission ---------------------------------------------------------------------

def pointer(ctx, raw, space: str, off: int):
    """A 32-bit address in `space` (global, const, local or generic) -> host pointer."""
    b = ctx.b
    frames = ctx.mt.local_frames()
    window = ctx.load_field(ctx.env["launch"], abi.L_WINDOW, PTR) if space != "local" else None
    rel = b.add(b.zext(raw, I64), ir.Constant(I64, off))
    if space == "local":
        return b.gep(ctx.local_block(), [b.sub(rel, ir.Constant(I64, abi.LOCAL_WINDOW_32))], source_etype=I8)
    global_p = b.gep(window, [rel], source_etype=I8)
    if space != "generic" or not frames.windows:
        return global_p
    shared_p = b.gep(ctx.shared_base(), [b.sub(rel, ir.Constant(I64, abi.SHARED_WINDOW_32))], source_etype=I8)
    in_shared = b.icmp_unsigned(">=", rel, ir.Constant(I64, abi.SHARED_WINDOW_32))
    p = b.select(in_shared, shared_p, global_p)
    if frames.size:
        local_p = b.gep(ctx.local_block(), [b.sub(rel, ir.Constant(I64, abi.LOCAL_WINDOW_32))], source_etype=I8)
        p = b.select(b.icmp_unsigned(">=", rel, ir.Constant(I64, abi.LOCAL_WINDOW_32)), local_p, p)
    return p


def cvta(ctx, value, space: str, to: bool):
    """cvta(.to).space.u32: the local window is the identity, the shared one a shift."""
    if space != "shared":
        return value
    window = ir.Constant(I32, abi.SHARED_WINDOW_32)
    return ctx.b.sub(value, window) if to else ctx.b.add(value, window)


def isspacep(ctx, address, space: str):
    """isspacep.space of a 32-bit generic address (an i32 or wider integer)."""
    b = ctx.b
    a = b.zext(address, I64) if address.type.width < 64 else address
    in_local = b.and_(b.icmp_unsigned(">=", a, ir.Constant(I64, abi.LOCAL_WINDOW_32)),
                      b.icmp_unsigned("<", a, ir.Constant(I64, 1 << 32)))
    in_shared = b.and_(b.icmp_unsigned(">=", a, ir.Constant(I64, abi.SHARED_WINDOW_32)), b.not_(in_local))
    in_shared = b.and_(in_shared, b.icmp_unsigned("<", a, ir.Constant(I64, 1 << 32)))
    if space == "local":
        return in_local
    if space == "shared":
        return in_shared
    if space in ("global", "const"):
        return b.not_(b.or_(in_local, in_shared))
    return ir.Constant(I1, 0)   # param
