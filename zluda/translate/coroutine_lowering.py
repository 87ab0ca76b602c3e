"""Barrier kernels as LLVM coroutines: the exact SIMT lowering.

Every CUDA thread of a kernel with barriers or warp collectives (that `regions` does not
accept, or at the baseline tier) runs as a coroutine that suspends at each of them;
kernel_abi's block scheduler resumes the threads as the collectives release them. The
coroutine frame holds everything a thread keeps (LLVM's coro passes split the function).
"""

from __future__ import annotations

from llvmlite import ir

from . import abi
from .function import FunctionTranslator
from .irutil import ENV_TYPES, declare
from .kernel_abi import frame_alloc, frame_free
from .ptxtypes import I1, I8, I32, I64, PTR


class _TokenType(ir.Type):
    """LLVM's `token` type (llvmlite has no class for it; coroutine intrinsics need it)."""

    def _to_string(self):
        return "token"

    def __eq__(self, other):
        return isinstance(other, _TokenType)

    def __hash__(self):
        return hash("token")


class _TokenNone(ir.values.Value):
    type = None

    def __init__(self, t):
        self.type = t

    def get_reference(self):
        return "none"

    def __str__(self):
        return "token none"


TOKEN = _TokenType()
TOKEN_NONE = _TokenNone(TOKEN)


class CoroutineTranslator(FunctionTranslator):
    """kind "coro": returns its coroutine handle; suspends at every collective."""

    @classmethod
    def for_kernel(cls, mt, fn):
        """A barrier kernel's coroutine: (env) -> its handle."""
        llfn = ir.Function(mt.module, ir.FunctionType(PTR, ENV_TYPES), name=f"__zk_coro_{fn.name}")
        # llvmlite does not know this attribute; it is accepted for this one set
        llfn.attributes._known = llfn.attributes._known | {"presplitcoroutine"}
        llfn.attributes.add("presplitcoroutine")
        llfn.linkage = "internal"
        return cls(mt, fn, llfn, "coro")

    def _after_declarations(self):
        m = self.module
        self.coro_start = self.llfn.append_basic_block("coro.start")
        cb = ir.IRBuilder(self.alloca_block)
        # emitted at the end of entry (before the branch added later)
        tok = TOKEN
        self._coro_token_type = tok
        self.coro_id = cb.call(declare(m, "llvm.coro.id", tok, [I32, PTR, PTR, PTR]),
                               [ir.Constant(I32, 16), ir.Constant(PTR, None), ir.Constant(PTR, None), ir.Constant(PTR, None)])
        size = cb.call(declare(m, "llvm.coro.size.i64", I64, []), [])
        mem = cb.call(frame_alloc(m), [self.env["block"], size])
        self.coro_hdl = cb.call(declare(m, "llvm.coro.begin", PTR, [tok, PTR]), [self.coro_id, mem])
        self.coro_suspend_ret = self.llfn.append_basic_block("coro.ret")
        self.coro_cleanup = self.llfn.append_basic_block("coro.cleanup")
        self.coro_final = self.llfn.append_basic_block("coro.final")
        rb = ir.IRBuilder(self.coro_cleanup)
        freed = rb.call(declare(m, "llvm.coro.free", PTR, [tok, PTR]), [self.coro_id, self.coro_hdl])
        rb.call(frame_free(m), [self.env["block"], freed])
        rb.branch(self.coro_suspend_ret)
        rb = ir.IRBuilder(self.coro_suspend_ret)
        rb.call(declare(m, "llvm.coro.end", ir.VoidType(), [PTR, I1, tok]),
                [self.coro_hdl, ir.Constant(I1, 0), TOKEN_NONE])
        rb.ret(self.coro_hdl)
        fb = ir.IRBuilder(self.coro_final)
        s = fb.call(declare(m, "llvm.coro.suspend", I8, [tok, I1]), [TOKEN_NONE, ir.Constant(I1, 1)])
        trap = self.llfn.append_basic_block("coro.final.resumed")
        ir.IRBuilder(trap).unreachable()
        sw = fb.switch(s, self.coro_suspend_ret)
        sw.add_case(ir.Constant(I8, 0), trap)
        sw.add_case(ir.Constant(I8, 1), self.coro_cleanup)

    def suspend(self, state: int, keep=()):
        """Record why this thread waits, give control back to the block scheduler, and
        continue here when it resumes the thread. `keep`: integer values computed before
        the suspension that the code after it uses; returns them as valid there."""
        m = self.module
        tok = self._coro_token_type
        self.b.store(ir.Constant(I32, state), self.field_ptr(self.env["thr"], abi.T_STATE))
        s = self.b.call(declare(m, "llvm.coro.suspend", I8, [tok, I1]), [TOKEN_NONE, ir.Constant(I1, 0)])
        resume = self.llfn.append_basic_block("resume")
        sw = self.b.switch(s, self.coro_suspend_ret)
        sw.add_case(ir.Constant(I8, 0), resume)
        sw.add_case(ir.Constant(I8, 1), self.coro_cleanup)
        self.b.position_at_end(resume)
        return list(keep)

    def emit_return(self):
        if self.inline_stack:
            super().emit_return()
            return
        self.b.store(ir.Constant(I32, abi.EXITED), self.field_ptr(self.env["thr"], abi.T_STATE))
        self.b.branch(self.coro_final)

    def _finish_entry(self, body_start):
        self.entry_builder.branch(self.coro_start)
        ir.IRBuilder(self.coro_start).branch(body_start)
