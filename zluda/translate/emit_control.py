"""Control flow and calls: bra brx ret exit call trap, fences and hints.

`.func` calling convention (every function, direct or indirect): the thread environment
followed by one pointer per return value and per parameter, each pointing at the
caller's `.param` buffer, so `ld.param`/`st.param` in the callee read and write the
caller's buffers directly and byte-exact (structs, arrays, any alignment).
Device-runtime calls are routed to the launch's callbacks: `vprintf` (the runtime
formats) and `__assertfail` (marks the launch failed and ends the thread).
"""

from __future__ import annotations

from llvmlite import ir

from zluda.ptx import ast

from . import abi, addr32, device_runtime
from .errors import UnsupportedError
from .irutil import ENV_TYPES, declare
from .ptxtypes import I32, I64, PTR, VOID, storage


def _bra(ctx, ins):
    b = ctx.b
    target = ctx.label_block(ins.operands[0], ins.loc)
    if ins.guard is not None:
        nxt = ctx.llfn.append_basic_block("fall")
        b.cbranch(ctx.guard_value(ins.guard), target, nxt)
        b.position_at_end(nxt)
    else:
        b.branch(target)


def _brx(ctx, ins):
    b = ctx.b
    idx = ctx.value(ins.operands[0], "u32", ins.loc)
    tl = ins.operands[1]
    targets = ctx.scope.branch_targets.get(getattr(tl, "name", None))
    if targets is None:
        raise ctx.error(ins.loc, "brx.idx needs a .branchtargets label")
    blocks = [ctx.blocks[t] if t in ctx.blocks else None for t in targets]
    if any(x is None for x in blocks):
        raise ctx.error(ins.loc, "brx.idx: undefined target label")
    bad = ctx.llfn.append_basic_block("brx.bad")
    sw = b.switch(idx, bad)
    for k, blk in enumerate(blocks):
        sw.add_case(ir.Constant(I32, k), blk)
    b.position_at_end(bad)
    b.unreachable()


def _ret(ctx, ins):
    ctx.emit_return()


def set_status(ctx, status):
    real = ctx.load_field(ctx.env["launch"], abi.L_REAL, PTR)
    p = ctx.field_ptr(real, abi.L_STATUS)
    ctx.b.cmpxchg(p, ir.Constant(I32, 0), ir.Constant(I32, status), "monotonic", "monotonic")


def _trap(ctx, ins):
    set_status(ctx, abi.STATUS_TRAP)
    ctx.emit_return()


def _fence(ctx, ins):
    ctx.b.fence("seq_cst")


def _nop(ctx, ins):
    return None


def _call_args(ctx, ins):
    ops = list(ins.operands)
    rets, args = (), ()
    if ops and isinstance(ops[0], ast.ParenList):
        rets = ops.pop(0).items
    callee = ops.pop(0)
    if ops and isinstance(ops[0], ast.ParenList):
        args = ops.pop(0).items
    proto = ops[0] if ops else None
    return rets, callee, args, proto


def param_buffer_for(ctx, op, decl, loc):
    """Pointer to a .param buffer for a call operand (a .param variable, or a value)."""
    if isinstance(op, ast.Symbol) and op.name in ctx.vars:
        return ctx.vars[op.name][1]
    t = ctx.ptype(decl.type if decl is not None else "b64", loc)
    tmp = ctx.alloca(storage(t), "callarg")
    if not isinstance(op, ast.Sink):
        v = ctx.value(op, t, loc)
        ctx.b.store(ctx.b.bitcast(v, storage(t)) if v.type != storage(t) else v, tmp)
    return tmp


def _call(ctx, ins):
    b = ctx.b
    rets, callee, args, proto = _call_args(ctx, ins)
    env = [ctx.env[k] for k in ("launch", "block", "thr", "tidx", "tidy", "tidz")]
    if isinstance(callee, ast.Symbol) and callee.name not in ctx.vars:
        fn_ast = ctx.mt.function_decl(callee.name)
        if fn_ast is None:
            raise ctx.error(ins.loc, f"call to undeclared function {callee.name}")
        runtime = ctx.mt.runtime_calls.get(fn_ast.name) or RUNTIME_CALLS.get(fn_ast.name)
        if runtime is not None and not fn_ast.has_body:
            return runtime(ctx, ins, rets, args, fn_ast)
        ret_decls, arg_decls = fn_ast.returns, fn_ast.params
        if not fn_ast.has_body:
            raise ctx.error(ins.loc, f"call to {callee.name}, which is declared but never defined")
        if len(args) != len(arg_decls) or len(rets) != len(ret_decls):
            raise ctx.error(ins.loc, f"call to {callee.name}: argument count does not match its declaration")
        if ctx.mt.needs_inline(fn_ast.name):
            return ctx.inline_call(fn_ast, rets, args, ins)
        target = ctx.mt.llvm_function(fn_ast.name)
    else:
        # indirect call through a prototype
        if proto is None or proto.name not in ctx.scope.prototypes:
            raise ctx.error(ins.loc, "indirect call needs a .callprototype")
        pr = ctx.scope.prototypes[proto.name]
        ret_decls, arg_decls = pr.returns, pr.params
        if ctx.mt.address_size == 32:
            return _call_by_handle(ctx, ins, callee, rets, args, ret_decls, arg_decls, env)
        addr = ctx.value(callee, "u64", ins.loc)
        local_block = [ctx.local_block()] if ctx.mt.passes_local_block() else []
        fnty = ir.FunctionType(VOID, ENV_TYPES + [PTR] * (len(ret_decls) + len(arg_decls) + len(local_block)))
        target = b.inttoptr(addr, PTR)
        bufs = [param_buffer_for(ctx, r, d, ins.loc) for r, d in zip(rets, ret_decls)] + \
               [param_buffer_for(ctx, a, d, ins.loc) for a, d in zip(args, arg_decls)]
        _call_ptr(b, fnty, target, env + bufs + local_block)
        copy_back_returns(ctx, rets, ret_decls, bufs, ins)
        return
    bufs = [param_buffer_for(ctx, r, d, ins.loc) for r, d in zip(rets, ret_decls)] + \
           [param_buffer_for(ctx, a, d, ins.loc) for a, d in zip(args, arg_decls)]
    # 32-bit modules with .local memory: the callee's frame is in the caller's local block
    local_block = [ctx.local_block()] if ctx.mt.passes_local_block() else []
    b.call(target, env + bufs + local_block)
    copy_back_returns(ctx, rets, ret_decls, bufs, ins)


def _call_by_handle(ctx, ins, callee, rets, args, ret_decls, arg_decls, env):
    """An indirect call in 32-bit code: a switch over the module's functions whose address
    is taken and whose signature fits (addr32's handles); another handle faults."""
    b = ctx.b
    handle = ctx.value(callee, "u32", ins.loc)
    bufs = [param_buffer_for(ctx, r, d, ins.loc) for r, d in zip(rets, ret_decls)] + \
           [param_buffer_for(ctx, a, d, ins.loc) for a, d in zip(args, arg_decls)]
    local_block = [ctx.local_block()] if ctx.mt.passes_local_block() else []
    done = ctx.llfn.append_basic_block("icall.done")
    bad = ctx.llfn.append_basic_block("icall.bad")
    switch = b.switch(handle, bad)
    for name in ctx.mt.address_taken():
        fn = ctx.mt.functions[name]
        if len(fn.returns) != len(ret_decls) or len(fn.params) != len(arg_decls) or ctx.mt.needs_inline(name):
            continue
        case = ctx.llfn.append_basic_block("icall")
        switch.add_case(ir.Constant(I32, addr32.function_handle(ctx.mt.functions, name)), case)
        b.position_at_end(case)
        b.call(ctx.mt.llvm_function(name), env + bufs + local_block)
        b.branch(done)
    b.position_at_end(bad)
    set_status(ctx, abi.STATUS_FAULT)
    b.branch(done)
    b.position_at_end(done)
    copy_back_returns(ctx, rets, ret_decls, bufs, ins)


def _call_ptr(b, fnty, ptr, args):
    return b.call(FunctionPointer(ptr, fnty), args)


class FunctionPointer(ir.values.Value):
    """An indirect callee with an explicit function type (llvmlite needs the type)."""

    def __init__(self, ptr, fnty):
        self.ptr = ptr
        self.function_type = fnty
        self.type = ir.PointerType()

    def get_reference(self):
        return self.ptr.get_reference()


def copy_back_returns(ctx, rets, ret_decls, bufs, ins):
    """Return operands that are registers (not .param names) receive the value."""
    for k, (r, d) in enumerate(zip(rets, ret_decls)):
        if isinstance(r, ast.Register):
            t = ctx.ptype(d.type, ins.loc)
            ctx.store(r, ctx.b.load(bufs[k], typ=storage(t)), t)


def _vprintf(ctx, ins, rets, args, decl):
    b = ctx.b
    if len(args) != 2:
        raise ctx.error(ins.loc, "vprintf takes (format, argument buffer)")
    vals = []
    for a in args:
        if isinstance(a, ast.Symbol) and a.name in ctx.vars:
            vals.append(b.load(ctx.vars[a.name][1], typ=I64))
        else:
            vals.append(ctx.value(a, "u64", ins.loc))
    cb = ctx.load_field(ctx.env["launch"], abi.L_PRINTF, PTR)
    fnty = ir.FunctionType(I32, [I64, I64])
    r = _call_ptr(b, fnty, cb, vals)
    for rr in rets:
        if isinstance(rr, ast.Symbol) and rr.name in ctx.vars:
            b.store(r, b.bitcast(ctx.vars[rr.name][1], r.type.as_pointer()))
        elif isinstance(rr, ast.Register):
            ctx.store(rr, r, "b32")


def _assertfail(ctx, ins, rets, args, decl):
    b = ctx.b
    vals = []
    for a, d in zip(args, decl.params):
        t = ctx.ptype(d.type, ins.loc)
        if isinstance(a, ast.Symbol) and a.name in ctx.vars:
            v = b.load(ctx.vars[a.name][1], typ=storage(t))
        else:
            v = ctx.value(a, t, ins.loc)
        vals.append(b.zext(v, I64) if v.type.width < 64 else v)
    while len(vals) < 5:
        vals.append(ir.Constant(I64, 0))
    # NVIDIA's message names the block and thread: pass ctaid.xyz and tid.xyz along
    where = [ctx.load_field(ctx.env["block"], abi.B_CTAID + 4 * k, I32) for k in range(3)]
    where += [ctx.env[t] for t in ("tidx", "tidy", "tidz")]
    cb = ctx.load_field(ctx.env["launch"], abi.L_ASSERT, PTR)
    _call_ptr(b, ir.FunctionType(VOID, [I64] * 5 + [I32] * 6), cb, vals[:5] + where)
    set_status(ctx, abi.STATUS_ASSERT)
    ctx.emit_return()


def _libc(name, nargs):
    """Device-side malloc/free: device memory is host memory, so the C library serves them."""
    def emit(ctx, ins, rets, args, decl):
        b = ctx.b
        vals = []
        for a, d in zip(args, decl.params):
            if isinstance(a, ast.Symbol) and a.name in ctx.vars:
                vals.append(b.load(ctx.vars[a.name][1], typ=I64))
            else:
                vals.append(ctx.value(a, "u64", ins.loc))
        if len(vals) != nargs:
            raise ctx.error(ins.loc, f"{name} takes {nargs} argument(s)")
        if name == "malloc":
            p = b.call(declare(ctx.module, "malloc", PTR, [I64]), vals)
            r = b.ptrtoint(p, I64)
            for rr in rets:
                if isinstance(rr, ast.Symbol) and rr.name in ctx.vars:
                    b.store(r, b.bitcast(ctx.vars[rr.name][1], r.type.as_pointer()))
                elif isinstance(rr, ast.Register):
                    ctx.store(rr, r, "u64")
        else:
            b.call(declare(ctx.module, "free", VOID, [PTR]), [b.inttoptr(vals[0], PTR)])
    return emit


def _device_runtime(ctx, ins, rets, args, decl):
    """A cudadevrt function (device_runtime.FUNCTIONS): its return and parameter buffers
    handed to the runtime's one entry point, with the calling grid and thread."""
    b = ctx.b
    op = device_runtime.OPS[decl.name]
    _ptx_name, name, nparams = device_runtime.FUNCTIONS[op]
    if len(decl.returns) != 1 or len(decl.params) != nparams or len(rets) != 1 or len(args) != nparams:
        raise ctx.error(ins.loc, f"{decl.name} is declared or called with other than its one return value and "
                                 f"{nparams} parameter(s)")
    if ctx.mt.address_size != 64:
        raise UnsupportedError(ins.loc, f"unsupported: {decl.name} in .address_size 32 code (device-side launches "
                                        "are 64-bit only)")
    bufs = [param_buffer_for(ctx, r, d, ins.loc) for r, d in zip(rets, decl.returns)] + \
           [param_buffer_for(ctx, a, d, ins.loc) for a, d in zip(args, decl.params)]
    table = ctx.alloca(PTR, "devrt.args", count=ir.Constant(I32, len(bufs)))
    for k, buf in enumerate(bufs):
        b.store(buf, b.gep(table, [ir.Constant(I64, k)], source_etype=PTR))
    where = ctx.alloca(I32, "devrt.where", count=ir.Constant(I32, 6))
    ids = [ctx.load_field(ctx.env["block"], abi.B_CTAID + 4 * k, I32) for k in range(3)]
    ids += [ctx.env[t] for t in ("tidx", "tidy", "tidz")]
    for k, v in enumerate(ids):
        b.store(v, b.gep(where, [ir.Constant(I64, k)], source_etype=I32))
    real = ctx.load_field(ctx.env["launch"], abi.L_REAL, PTR)
    entry = declare(ctx.module, device_runtime.SYMBOL, VOID, [I32, PTR, PTR, PTR])
    b.call(entry, [ir.Constant(I32, op), real, where, table])
    copy_back_returns(ctx, rets, decl.returns, bufs, ins)


def _not_supported(reason):
    def emit(ctx, ins, rets, args, decl):
        raise UnsupportedError(ins.loc, f"unsupported: {decl.name}: {reason}")
    return emit


RUNTIME_CALLS = {
    **{name: _device_runtime for name in device_runtime.OPS},
    **{name: _not_supported(reason) for name, reason in device_runtime.NOT_SUPPORTED.items()},
    "vprintf": _vprintf,
    "__assertfail": _assertfail,
    "malloc": _libc("malloc", 1),
    "free": _libc("free", 1),
}


TABLE = {
    ("bra", "any"): _bra,
    ("bra", "none"): _bra,
    ("brx", "any"): _brx,
    ("ret", "none"): _ret,
    ("ret", "any"): _ret,
    ("exit", "none"): _ret,
    ("exit", "any"): _ret,
    ("call", "any"): _call,
    ("call", "none"): _call,
    ("trap", "none"): _trap,
    ("trap", "any"): _trap,
    ("brkpt", "none"): _nop,
    ("membar", "any"): _fence,
    ("membar", "none"): _fence,
    ("fence", "any"): _fence,
    ("fence", "none"): _fence,
    ("nanosleep", "any"): _nop,
    ("nanosleep", "int"): _nop,
    ("pmevent", "any"): _nop,
    ("pmevent", "none"): _nop,
    # programmatic dependent launch: kernels of a stream run one after the other here, so
    # the grids that `wait` waits for have finished, and `launch_dependents` (a hint that
    # the next grid may start early) has nothing to start
    ("griddepcontrol", "any"): _nop,
    ("griddepcontrol", "none"): _nop,
}
