"""cuBLASLt's bf16 conversions, compiled: operands widened, D = round_bf16(P [+ C] [+ bias]).

numpy needs a pass per operation for the store (C widened, added in strips, the rounding's
four integer passes and a NaN test, a transposing copy into the column-major D) and two
for a widening (a zero-extending copy, a shift). `store` does the store's work in one walk
down D's columns: ROWS rows of a column at a time as one vector, gathered from the
row-major product P, C's and the bias's rows added, rounded as views._bf16_bits_wide
rounds (to nearest even, NaNs kept quiet) and stored as one 64-byte line; `widen` copies
a dense bf16 array into float32 in one vectorised pass.

The arithmetic is numpy's, operation by operation, in float32 without contraction: P + C
then + bias, in that order; C enters only with beta 1 (beta * C is C then), so the
results are bit-identical to the numpy path in blaslt.matmul. (Where both addends are
NaNs the first one's is kept; numpy's own choice there differs between its loops.) The
code is compiled once per host through the kernel cache, keyed by its IR text, as the
scheduler's support code is.
"""

from __future__ import annotations

import ctypes
import threading

import numpy as np

from zluda.cpu import cache, jit

# the rows of one column of D a vector step covers (a 64-byte line of bf16), and the
# columns a block covers: the block's rows of P (ROWS lines of COLUMNS floats) stay in L1
# while its columns are gathered from them one by one
ROWS = 32
COLUMNS = 16

# what the compiled function takes, in order (strides and offsets in elements); D, C and
# the bias run contiguously down a column (column-major, as cuBLASLt's views are)
_ARGS = ("d", "d_j", "d_b", "p", "p_i", "p_b", "c", "c_j", "c_b", "bias", "bias_b", "batch", "rows", "cols")
_POINTERS = ("d", "p", "c", "bias")


def _ty(base: str, width: int) -> str:
    return f"<{width} x {base}>" if width > 1 else base


def _const(base: str, value: int, width: int) -> str:
    return f"splat ({base} {value})" if width > 1 else str(value)


def _round_function(width: int) -> str:
    """round_<width>(float values) -> i16 bf16 bits: __float2bfloat16_rn."""
    f, i32, i16, i1 = (_ty(t, width) for t in ("float", "i32", "i16", "i1"))
    k = lambda v: _const("i32", v, width)   # noqa: E731
    return f"""
define internal {i16} @round_{width}({f} %v) alwaysinline {{
  %bits = bitcast {f} %v to {i32}
  %hi = lshr {i32} %bits, {k(16)}
  %odd = and {i32} %hi, {k(1)}
  %r0 = add {i32} %odd, {k(0x7FFF)}
  %r1 = add {i32} %r0, %bits
  %r2 = lshr {i32} %r1, {k(16)}
  %quiet = or {i32} %hi, {k(0x40)}
  %nan = fcmp uno {f} %v, %v
  %s = select {i1} %nan, {i32} %quiet, {i32} %r2
  %t = trunc {i32} %s to {i16}
  ret {i16} %t
}}"""


def _widen(bits: str, width: int, name: str) -> list[str]:
    """Lines turning i16 bf16 bits `bits` into float `name`."""
    i16, i32, f = (_ty(t, width) for t in ("i16", "i32", "float"))
    return [f"{name}.z = zext {i16} {bits} to {i32}",
            f"{name}.s = shl {i32} {name}.z, {_const('i32', 16, width)}",
            f"{name} = bitcast {i32} {name}.s to {f}"]


def _first_nan_add(name: str, x: str, y: str, width: int) -> list[str]:
    """name = x + y, where both are NaNs x's NaN, as numpy's x + y mostly gives on x86 (the
    first source's; LLVM may swap an fadd's operands, so x's NaN is picked explicitly)."""
    f, i1 = _ty("float", width), _ty("i1", width)
    return [f"{name}.sum = fadd {f} {x}, {y}",
            f"{name}.nan = fcmp uno {f} {x}, {x}",
            f"{name} = select {i1} {name}.nan, {f} {x}, {f} {name}.sum"]


def _step(q: str, width: int, i: str, j: str, with_c: bool, with_bias: bool) -> list[str]:
    """D[i .. i+width, j] from P's rows i .. i+width at column j (gathered), C's and the
    bias's same rows (contiguous); %pb, %db, %cb, %biasb: the batch's offsets."""
    f, i16 = _ty("float", width), _ty("i16", width)
    v = lambda s: f"%{q}.{s}"   # noqa: E731
    lines = [f"{v('pcol')} = add i64 %pb, {j}"]
    value = "poison"
    for k in range(width):
        lines += [f"{v(f'pi{k}')} = add i64 {i}, {k}", f"{v(f'prow{k}')} = mul i64 {v(f'pi{k}')}, %p_i",
                  f"{v(f'pofs{k}')} = add i64 {v(f'prow{k}')}, {v('pcol')}",
                  f"{v(f'pp{k}')} = getelementptr float, ptr %p, i64 {v(f'pofs{k}')}",
                  f"{v(f'pe{k}')} = load float, ptr {v(f'pp{k}')}, align 4"]
        if width > 1:
            lines.append(f"{v(f'pv{k}')} = insertelement {f} {value}, float {v(f'pe{k}')}, i64 {k}")
            value = v(f"pv{k}")
        else:
            value = v(f"pe{k}")
    if with_c:
        lines += [f"{v('ccol')} = mul i64 {j}, %c_j", f"{v('cofs0')} = add i64 {v('ccol')}, %cb",
                  f"{v('cofs')} = add i64 {v('cofs0')}, {i}",
                  f"{v('cp')} = getelementptr i16, ptr %c, i64 {v('cofs')}",
                  f"{v('cbits')} = load {i16}, ptr {v('cp')}, align 2"]
        lines += _widen(v("cbits"), width, v("cf"))
        lines += _first_nan_add(v("withc"), value, v("cf"), width)
        value = v("withc")
    if with_bias:
        lines += [f"{v('bofs')} = add i64 %biasb, {i}",
                  f"{v('bp')} = getelementptr i16, ptr %bias, i64 {v('bofs')}",
                  f"{v('bbits')} = load {i16}, ptr {v('bp')}, align 2"]
        lines += _widen(v("bbits"), width, v("bf"))
        lines += _first_nan_add(v("withbias"), value, v("bf"), width)
        value = v("withbias")
    lines += [f"{v('r')} = call {i16} @round_{width}({f} {value})",
              f"{v('dcol')} = mul i64 {j}, %d_j", f"{v('dofs0')} = add i64 {v('dcol')}, %db",
              f"{v('dofs')} = add i64 {v('dofs0')}, {i}",
              f"{v('dp')} = getelementptr i16, ptr %d, i64 {v('dofs')}",
              f"store {i16} {v('r')}, ptr {v('dp')}, align 2"]
    return ["  " + ln for ln in lines]


def _store_function(with_c: bool, with_bias: bool) -> str:
    """@store_<c><bias>: per batch, blocks of COLUMNS columns by ROWS rows, a vector step
    per column of a block; then the last rows % ROWS rows of every column one at a time.
    Counters live in allocas (the pipeline's SROA makes them SSA values)."""
    name = f"store_{int(with_c)}{int(with_bias)}"
    params = ", ".join(f"ptr %{a}" if a in _POINTERS else f"i64 %{a}" for a in _ARGS)
    lines = [f"define void @{name}({params}) {{",
             "entry:",
             "  %bv = alloca i64", "  %jbv = alloca i64", "  %ibv = alloca i64", "  %jv = alloca i64",
             "  %iv = alloca i64",
             f"  %rtail = urem i64 %rows, {ROWS}",
             "  %rfull = sub i64 %rows, %rtail",
             "  store i64 0, ptr %bv",
             "  br label %b.head",
             "b.head:",
             "  %b = load i64, ptr %bv",
             "  %bok = icmp slt i64 %b, %batch",
             "  br i1 %bok, label %b.body, label %exit",
             "b.body:",
             "  %pb = mul i64 %b, %p_b", "  %db = mul i64 %b, %d_b", "  %cb = mul i64 %b, %c_b",
             "  %biasb = mul i64 %b, %bias_b",
             "  store i64 0, ptr %jbv",
             "  br label %jb.head",
             "jb.head:",
             "  %jb = load i64, ptr %jbv",
             "  %jbok = icmp slt i64 %jb, %cols",
             "  br i1 %jbok, label %jb.body, label %t.start",
             "jb.body:",
             f"  %jbend0 = add i64 %jb, {COLUMNS}",
             "  %jbin = icmp slt i64 %jbend0, %cols",
             "  %jbend = select i1 %jbin, i64 %jbend0, i64 %cols",
             "  store i64 0, ptr %ibv",
             "  br label %ib.head",
             "ib.head:",
             "  %ib = load i64, ptr %ibv",
             f"  %ibend = add i64 %ib, {ROWS}",
             "  %ibok = icmp sle i64 %ibend, %rfull",
             "  br i1 %ibok, label %ib.body, label %jb.next",
             "ib.body:",
             "  store i64 %jb, ptr %jv",
             "  br label %j.head",
             "j.head:",
             "  %j = load i64, ptr %jv",
             "  %jok = icmp slt i64 %j, %jbend",
             "  br i1 %jok, label %v.step, label %ib.next",
             "v.step:"]
    lines += _step("v", ROWS, "%ib", "%j", with_c, with_bias)
    lines += ["  %jnext = add i64 %j, 1", "  store i64 %jnext, ptr %jv", "  br label %j.head",
              "ib.next:", "  store i64 %ibend, ptr %ibv", "  br label %ib.head",
              "jb.next:", "  store i64 %jbend, ptr %jbv", "  br label %jb.head",
              "t.start:", "  store i64 0, ptr %jv", "  br label %tj.head",
              "tj.head:",
              "  %tj = load i64, ptr %jv",
              "  %tjok = icmp slt i64 %tj, %cols",
              "  br i1 %tjok, label %ti.start, label %b.next",
              "ti.start:", "  store i64 %rfull, ptr %iv", "  br label %ti.head",
              "ti.head:",
              "  %ti = load i64, ptr %iv",
              "  %tiok = icmp slt i64 %ti, %rows",
              "  br i1 %tiok, label %s.step, label %tj.next",
              "s.step:"]
    lines += _step("s", 1, "%ti", "%tj", with_c, with_bias)
    lines += ["  %tinext = add i64 %ti, 1", "  store i64 %tinext, ptr %iv", "  br label %ti.head",
              "tj.next:", "  %tjnext = add i64 %tj, 1", "  store i64 %tjnext, ptr %jv", "  br label %tj.head",
              "b.next:", "  %bnext = add i64 %b, 1", "  store i64 %bnext, ptr %bv", "  br label %b.head",
              "exit:", "  ret void", "}"]
    return "\n".join(lines)


WIDEN = """
define void @widen(ptr %dst, ptr %src, i64 %n) {
entry:
  %iv = alloca i64
  store i64 0, ptr %iv
  br label %head
head:
  %i = load i64, ptr %iv
  %ok = icmp slt i64 %i, %n
  br i1 %ok, label %body, label %exit
body:
  %sp = getelementptr i16, ptr %src, i64 %i
  %bits = load i16, ptr %sp, align 2
  %z = zext i16 %bits to i32
  %s = shl i32 %z, 16
  %dp = getelementptr i32, ptr %dst, i64 %i
  store i32 %s, ptr %dp, align 4
  %inext = add i64 %i, 1
  store i64 %inext, ptr %iv
  br label %head
exit:
  ret void
}"""


def module_text() -> str:
    parts = [WIDEN, _round_function(ROWS), _round_function(1)]
    parts += [_store_function(c, b) for c in (False, True) for b in (False, True)]
    return "\n".join(parts) + "\n"


_lock = threading.Lock()
_functions: dict | None = None
_loaded = None   # the LoadedObject, kept alive while its functions may be called

_PROTOTYPE = ctypes.CFUNCTYPE(None, *[ctypes.c_void_p if a in _POINTERS else ctypes.c_int64 for a in _ARGS])
_WIDEN_PROTOTYPE = ctypes.CFUNCTYPE(None, ctypes.c_void_p, ctypes.c_void_p, ctypes.c_int64)


def _compiled() -> dict:
    global _functions, _loaded
    if _functions is None:
        with _lock:
            if _functions is None:
                text = module_text()
                key = cache.key_for("bf16 loops:" + text, "", jit.target_key())
                code = cache.load_or_build(key, lambda: (jit.compile_to_object(text, "full"), {"bf16_loops": 1}))[0]
                _loaded = jit.LoadedObject(code)
                functions = {(c, b): _PROTOTYPE(_loaded.address(f"store_{int(c)}{int(b)}"))
                             for c in (False, True) for b in (False, True)}
                functions["widen"] = _WIDEN_PROTOTYPE(_loaded.address("widen"))
                _functions = functions
    return _functions


def _span(view: np.ndarray) -> tuple[int, int]:
    """[first, last] byte addresses a view touches."""
    low = high = view.ctypes.data
    for extent, stride in zip(view.shape, view.strides):
        reach = (extent - 1) * stride
        low, high = (low + reach, high) if reach < 0 else (low, high + reach)
    return low, high + view.itemsize - 1


def _apart(x: np.ndarray, y: np.ndarray) -> bool:
    (a0, a1), (b0, b1) = _span(x), _span(y)
    return a1 < b0 or b1 < a0


def _elements_apart(view: np.ndarray) -> bool:
    """No two elements of the (batch, rows, cols) view share memory (batches may not
    overlap each other: each would then read what an earlier batch stored)."""
    if view.shape[0] <= 1:
        return True
    one = view[0]
    return _apart(one, view[1:]) if view.strides[0] > 0 else False


def _whole_elements(a: np.ndarray) -> bool:
    return all(stride % a.itemsize == 0 for stride in a.strides)


def fits(d: np.ndarray, p: np.ndarray, c: np.ndarray | None, bias: np.ndarray | None) -> bool:
    """Whether `store` computes these operands exactly as the numpy path would: P float32
    with contiguous rows; D, C and the bias bf16 bits of P's (batch, rows, cols) shape,
    contiguous down a column; no memory shared where the loop's order could show (C is D
    itself or apart from it, the bias apart from D, no two elements of D in one place)."""
    if p.dtype != np.float32 or d.dtype != np.uint16 or p.ndim != 3 or p.shape != d.shape or 0 in p.shape:
        return False
    if p.strides[2] != 4 or d.strides[1] != 2 or not (_whole_elements(p) and _whole_elements(d)):
        return False
    if not _elements_apart(d):
        return False
    if c is not None:
        if c.dtype != np.uint16 or c.shape != d.shape or c.strides[1] != 2 or not _whole_elements(c):
            return False
        same = c.ctypes.data == d.ctypes.data and c.strides == d.strides
        if not (same or _apart(c, d)):
            return False
    if bias is not None:
        if bias.dtype != np.uint16 or bias.shape != d.shape[:2] or bias.strides[1] != 2:
            return False
        if not (_whole_elements(bias) and _apart(bias, d)):
            return False
    return True


def store(d: np.ndarray, p: np.ndarray, c: np.ndarray | None = None, bias: np.ndarray | None = None) -> None:
    """d = round_bf16(p [+ widened c] [+ widened bias per row]); `fits` must hold."""
    fn = _compiled()[(c is not None, bias is not None)]
    batch, rows, cols = d.shape
    es = lambda a, i: a.strides[i] // a.itemsize   # noqa: E731
    c_args = (c.ctypes.data, es(c, 2), es(c, 0)) if c is not None else (None, 0, 0)
    bias_args = (bias.ctypes.data, es(bias, 0)) if bias is not None else (None, 0)
    fn(d.ctypes.data, es(d, 2), es(d, 0), p.ctypes.data, es(p, 1), es(p, 0), *c_args, *bias_args, batch, rows, cols)



def _dense(a: np.ndarray) -> bool:
    """Whether the elements fill one block of memory without gaps, in some axis order."""
    expected = a.itemsize
    for stride, extent in sorted((abs(s), e) for s, e in zip(a.strides, a.shape) if e > 1):
        if stride != expected:
            return False
        expected *= extent
    return all(s >= 0 for s, e in zip(a.strides, a.shape) if e > 1)


def widen_into(wide: np.ndarray, bits: np.ndarray) -> bool:
    """wide (uint32) = bits (bf16 as uint16) << 16, in one compiled pass where both are
    dense in the same axis order (the element at one offset of either corresponds);
    False: nothing done."""
    if wide.shape != bits.shape or bits.size == 0 or not (_dense(bits) and _dense(wide)):
        return False
    if any(sw != 2 * sb for sw, sb, e in zip(wide.strides, bits.strides, bits.shape) if e > 1):
        return False
    _compiled()["widen"](wide.ctypes.data, bits.ctypes.data, bits.size)
    return True
