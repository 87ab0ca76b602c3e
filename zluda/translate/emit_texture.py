"""Texture and surface instructions: tex tld4 txq suld sust sured suq.

A texture or surface operand is a 64-bit object handle (a register, or a kernel parameter
named directly); every instruction becomes a call of a function of zluda/cpu/texture.c
with the handle, the instruction's shape packed into an `op` word (its bit fields are
texture.c's OP_ macros) and the raw bits of up to four coordinates. Results come back
through a small buffer in the function's entry block.
"""

from __future__ import annotations

from llvmlite import ir

from zluda.ptx import ast

from .errors import UnsupportedError
from .irutil import declare
from .meta import TEXTURE_FUNCTIONS
from .ptxtypes import F32, I1, I32, I64, PTR, VOID

TEX, TLD4, TXQ, SULD, SUST, SUST_P, SURED, TEX_GRAD = TEXTURE_FUNCTIONS

GEOMETRIES = {"1d": 0, "2d": 1, "3d": 2, "a1d": 3, "a2d": 4, "cube": 5, "acube": 6, "2dms": 7, "a2dms": 8}
ARRAYED = frozenset({"a1d", "a2d", "acube", "a2dms"})
RESULT_TYPES = {"f32": 0, "s32": 1, "u32": 2, "f16": 3}
COMPONENTS = {"r": 0, "g": 1, "b": 2, "a": 3}
CLAMP_MODES = {"trap": 0, "clamp": 1, "zero": 2}
REDUCTIONS = {"add": 0, "min": 1, "max": 2, "and": 3, "or": 4}
ELEMENT_BYTES = {"b8": 1, "b16": 2, "b32": 4, "b64": 8, "u32": 4, "s32": 4, "u64": 8, "s64": 8, "f32": 4}
# txq / suq queries: the order of zluda.runtime.textures.QUERIES (texture.c indexes by it)
QUERIES = ("width", "height", "depth", "channel_data_type", "channel_order", "normalized_coords",
           "filter_mode", "addr_mode_0", "addr_mode_1", "addr_mode_2", "array_size",
           "num_mipmap_levels", "num_samples", "memory_layout", "force_unnormalized_coords")
SURFACE_QUERY = 15   # the record's last query slot: 1 for a surface object (istypep)

FETCH_TYPE = ir.FunctionType(VOID, [PTR, I32, I32, I32, I32, I32, PTR])
TEX_TYPE = ir.FunctionType(VOID, [PTR, I32, I32, I32, I32, I32, F32, PTR])      # + the level of detail
TEX_GRAD_TYPE = ir.FunctionType(VOID, [PTR, I32, I32, I32, I32, I32, PTR, PTR])  # + dPdx, dPdy
QUERY_TYPE = ir.FunctionType(I32, [PTR, I32])
REDUCE_TYPE = ir.FunctionType(VOID, [PTR, I32, I32, I32, I32, I32, I64])


def _one_of(ctx, ins, table: dict, what: str):
    found = [m for m in ins.modifiers if m in table]
    if len(found) != 1:
        raise ctx.error(ins.loc, f"{ins.opcode}: needs one {what} ({', '.join('.' + k for k in table)})")
    return found[0]


def _vector_width(ins) -> int:
    for m in ins.modifiers:
        if m in ("v2", "v4"):
            return int(m[1:])
    return 1


def _handle(ctx, op, ins):
    """The object a texture/surface operand names, as a pointer."""
    if isinstance(op, ast.Symbol):
        # a kernel parameter holding an object, or a module's texture/surface reference:
        # the slot the driver API binds (cuTexRefSetArray...) holds the object's handle
        space, _ = ctx.lookup_symbol(op)
        if space not in ("param", "global", "const"):
            raise ctx.error(op.loc, f"{ins.opcode}: {op.name} is a .{space} variable, not a texture or surface")
        value = ctx.b.load(ctx.address(ast.Address(op, 0, loc=op.loc), space, op.loc), typ=I64)
    elif isinstance(op, ast.Register):
        value = ctx.value(op, "b64", ins.loc)
    else:
        raise ctx.error(getattr(op, "loc", ins.loc), f"{ins.opcode}: the object must be a register or a parameter")
    return ctx.b.inttoptr(value, PTR)


def _operand_parts(ctx, ins, bracket):
    """(handle pointer, coordinate operands) of `[obj, {c...}]` or `[obj, c]`."""
    if not isinstance(bracket, ast.TexAddress) or len(bracket.items) not in (2, 3):
        raise ctx.error(ins.loc, f"{ins.opcode}: expected [object, {{coordinates}}]")
    if len(bracket.items) == 3:
        raise UnsupportedError(ins.loc, f"unsupported: {ins.opcode} with a separate sampler (independent "
                                        "texturing mode); use texture objects")
    coords = ctx.expand_vector(bracket.items[1])
    elements = list(coords.elements) if isinstance(coords, ast.Vector) else [coords]
    return _handle(ctx, bracket.items[0], ins), elements


def _coordinates(ctx, ins, elements, geometry: str, ctype: str) -> list:
    """Four i32 words: the coordinates' bits, the array index first where there is one."""
    words = []
    for k, e in enumerate(elements[:4]):
        t = "u32" if (geometry in ARRAYED and k == 0) or (geometry.endswith("2dms") and k <= (geometry == "a2dms")) \
            else ctype
        words.append(ctx.b.bitcast(ctx.value(e, t, ins.loc), I32) if t == "f32" else ctx.value(e, t, ins.loc))
    while len(words) < 4:
        words.append(ir.Constant(I32, 0))
    return words


def _destinations(ctx, ins, op, count: int):
    """The registers of a vector destination; a `d|p` residency predicate is set true."""
    if isinstance(op, ast.PredPair):
        ctx.store(op.second, ir.Constant(I1, 1), "pred", ins.loc)
        op = op.first
    op = ctx.expand_vector(op)
    elements = list(op.elements) if isinstance(op, ast.Vector) else [op]
    if len(elements) != count:
        raise ctx.error(ins.loc, f"{ins.opcode}: expected {count} destination registers, got {len(elements)}")
    return elements


def _call(ctx, name, fn_type, args):
    return ctx.b.call(declare(ctx.module, name, fn_type.return_type, list(fn_type.args)), args)


def _buffer(ctx, words: int):
    """A buffer of `words` 32-bit words (rounded up to 64-bit ones) as an opaque pointer."""
    buf = ctx.alloca(ir.ArrayType(I64, (words + 1) // 2), name="texbuf")
    buf.align = 8
    buf.type = PTR
    return buf


def _word(ctx, buf, k, t=I32):
    return ctx.b.gep(buf, [ir.Constant(I64, k * (t.width // 8))], source_etype=ir.IntType(8))


def _store_results(ctx, ins, dests, buf, dtype: str, width_bits: int = 32):
    for k, d in enumerate(dests):
        if isinstance(d, ast.Sink):
            continue
        word = ctx.b.load(_word(ctx, buf, k, ir.IntType(width_bits)), typ=ir.IntType(width_bits))
        if dtype == "f16":
            ctx.store(d, ctx.b.trunc(word, ir.IntType(16)), "b16", ins.loc)
        elif dtype == "f32":
            ctx.store(d, ctx.b.bitcast(word, ir.FloatType()), "f32", ins.loc)
        else:
            ctx.store(d, word, f"b{width_bits}", ins.loc)


def _fetch(ctx, ins, function: str):
    if len(ins.types) != 2:
        raise ctx.error(ins.loc, f"{ins.opcode}: needs a result and a coordinate type (.v4.f32.f32)")
    dtype, ctype = ins.types
    if dtype not in RESULT_TYPES or ctype not in ("f32", "s32"):
        raise UnsupportedError(ins.loc, f"unsupported: {ins.name} (results .f32 .s32 .u32 .f16, coordinates .f32 .s32)")
    geometry = _one_of(ctx, ins, GEOMETRIES, "geometry")
    op = GEOMETRIES[geometry] | (ctype == "s32") << 4 | RESULT_TYPES[dtype] << 5
    if function == TLD4:
        op |= COMPONENTS[_one_of(ctx, ins, COMPONENTS, "component")] << 8
    extra = ins.operands[2:]
    level, grad = ins.has("level"), ins.has("grad")
    if function == TLD4 and extra or function == TEX and len(extra) != (1 if level else 2 if grad else 0):
        raise UnsupportedError(ins.loc, f"unsupported: {ins.name} with a texel offset or depth compare operand")
    handle, elements = _operand_parts(ctx, ins, ins.operands[1])
    dests = _destinations(ctx, ins, ins.operands[0], 4)
    words = _coordinates(ctx, ins, elements, geometry, ctype)
    buf = _buffer(ctx, 4)
    if function == TLD4:
        _call(ctx, TLD4, FETCH_TYPE, [handle, ir.Constant(I32, op), *words, buf])
    elif grad:
        # dPdx and dPdy, three floats each (missing components zero)
        grads = _buffer(ctx, 6)
        for g, vector in enumerate(extra):
            vector = ctx.expand_vector(vector)
            parts = list(vector.elements) if isinstance(vector, ast.Vector) else [vector]
            for a in range(3):
                v = ctx.value(parts[a], "f32", ins.loc) if a < len(parts) else ir.Constant(F32, 0.0)
                ctx.b.store(v, _word(ctx, grads, 3 * g + a))
        _call(ctx, TEX_GRAD, TEX_GRAD_TYPE, [handle, ir.Constant(I32, op), *words, grads, buf])
    else:
        lod = ctx.value(extra[0], "f32", ins.loc) if level else ir.Constant(F32, 0.0)
        _call(ctx, TEX, TEX_TYPE, [handle, ir.Constant(I32, op), *words, lod, buf])
    _store_results(ctx, ins, dests, buf, dtype)


def _tex(ctx, ins):
    _fetch(ctx, ins, TEX)


def _tld4(ctx, ins):
    _fetch(ctx, ins, TLD4)


def _query(ctx, ins):
    query = _one_of(ctx, ins, {q: i for i, q in enumerate(QUERIES)}, "query")
    level = ins.has("level")
    if len(ins.operands) != (3 if level else 2) or not isinstance(ins.operands[1], (ast.Address, ast.Register,
                                                                                      ast.Symbol)):
        raise ctx.error(ins.loc, f"{ins.opcode}: expected d, [object]{', lod' if level else ''}")
    target = ins.operands[1]
    base = target.base if isinstance(target, ast.Address) else target
    v = _call(ctx, TXQ, QUERY_TYPE, [_handle(ctx, base, ins), ir.Constant(I32, QUERIES.index(query))])
    if level:
        if query not in ("width", "height", "depth"):
            raise ctx.error(ins.loc, f"txq.level asks for width, height or depth, not {query}")
        # a mipmap level's size: the base size halved per level, at least 1
        lod = ctx.value(ins.operands[2], "u32", ins.loc)
        shifted = ctx.b.lshr(v, ctx.b.select(ctx.b.icmp_unsigned(">", lod, ir.Constant(I32, 31)),
                                             ir.Constant(I32, 31), lod))
        v = ctx.b.select(ctx.b.icmp_unsigned("<", shifted, ir.Constant(I32, 1)), ir.Constant(I32, 1), shifted)
    ctx.store(ins.operands[0], v, "b32", ins.loc)


def _istypep(ctx, ins):
    """Whether a handle is a texture (and sampler: objects carry both) or a surface; a
    module's reference has the type it was declared with."""
    kind = _one_of(ctx, ins, {"texref": 0, "samplerref": 0, "surfref": 0}, "reference type")
    if len(ins.operands) != 2:
        raise ctx.error(ins.loc, "istypep: expected p, a")
    op = ins.operands[1]
    declared_vars = ctx.mt.ast.variables
    if isinstance(op, ast.Symbol) and op.name in declared_vars and declared_vars[op.name].type in ast.OPAQUE_TYPES:
        declared = declared_vars[op.name].type
        ctx.store(ins.operands[0], ir.Constant(I1, int(declared == kind)), "pred", ins.loc)
        return
    handle = _handle(ctx, op, ins)
    surface = _call(ctx, TXQ, QUERY_TYPE, [handle, ir.Constant(I32, SURFACE_QUERY)])
    present = ctx.b.icmp_unsigned("!=", ctx.b.ptrtoint(handle, I64), ir.Constant(I64, 0))
    is_surface = ctx.b.icmp_unsigned("!=", surface, ir.Constant(I32, 0))
    wanted = is_surface if kind == "surfref" else ctx.b.not_(is_surface)
    ctx.store(ins.operands[0], ctx.b.and_(present, wanted), "pred", ins.loc)


def _surface_shape(ctx, ins):
    geometry = _one_of(ctx, ins, {g: 0 for g in ("1d", "2d", "3d", "a1d", "a2d")}, "geometry")
    clamp = next((m for m in ins.modifiers if m in CLAMP_MODES), "trap")
    return geometry, GEOMETRIES[geometry] | CLAMP_MODES[clamp] << 4


def _suld(ctx, ins):
    if not ins.has("b"):
        raise UnsupportedError(ins.loc, f"unsupported: {ins.name} (suld.p is not part of the ISA for sm_20+)")
    geometry, op = _surface_shape(ctx, ins)
    dtype = ins.types[-1] if ins.types else None
    if dtype not in ("b8", "b16", "b32", "b64"):
        raise ctx.error(ins.loc, f"{ins.opcode}: needs .b8, .b16, .b32 or .b64")
    n = _vector_width(ins)
    op |= ELEMENT_BYTES[dtype] << 8 | n << 12
    handle, elements = _operand_parts(ctx, ins, ins.operands[1])
    dests = _destinations(ctx, ins, ins.operands[0], n)
    words = _coordinates(ctx, ins, elements, geometry, "s32")
    buf = _buffer(ctx, 2 * n)
    _call(ctx, SULD, FETCH_TYPE, [handle, ir.Constant(I32, op), *words, buf])
    bits = int(dtype[1:])
    for k, d in enumerate(dests):
        if isinstance(d, ast.Sink):
            continue
        word = ctx.b.load(_word(ctx, buf, k, I64), typ=I64)
        ctx.store(d, ctx.b.trunc(word, ir.IntType(bits)) if bits < 64 else word, dtype, ins.loc)


def _sust(ctx, ins):
    geometry, op = _surface_shape(ctx, ins)
    formatted = ins.has("p")
    dtype = ins.types[-1] if ins.types else None
    if dtype not in (("b32", "f32", "u32", "s32") if formatted else ("b8", "b16", "b32", "b64")):
        raise ctx.error(ins.loc, f"{ins.opcode}: type .{dtype} is not one sust.{'p' if formatted else 'b'} takes")
    n = _vector_width(ins)
    op |= ELEMENT_BYTES[dtype] << 8 | n << 12 | (dtype != "f32") << 21
    handle, elements = _operand_parts(ctx, ins, ins.operands[0])
    data = ctx.expand_vector(ins.operands[1])
    values = list(data.elements) if isinstance(data, ast.Vector) else [data]
    if len(values) != n:
        raise ctx.error(ins.loc, f"{ins.opcode}: expected {n} values, got {len(values)}")
    words = _coordinates(ctx, ins, elements, geometry, "s32")
    buf = _buffer(ctx, 2 * n)
    bits = int(dtype[1:])
    for k, v in enumerate(values):
        raw = ctx.value(v, dtype if dtype != "f32" else "b32", ins.loc)
        ctx.b.store(ctx.b.zext(raw, I64) if bits < 64 else raw, _word(ctx, buf, k, I64))
    _call(ctx, SUST_P if formatted else SUST, FETCH_TYPE, [handle, ir.Constant(I32, op), *words, buf])


def _sured(ctx, ins):
    geometry, op = _surface_shape(ctx, ins)
    reduction = _one_of(ctx, ins, REDUCTIONS, "reduction")
    dtype = ins.types[-1] if ins.types else None
    if dtype not in ("u32", "s32", "b32", "u64", "s64", "b64"):
        raise ctx.error(ins.loc, f"{ins.opcode}: needs .u32, .s32, .b32, .u64, .s64 or .b64")
    op |= ELEMENT_BYTES[dtype] << 8 | 1 << 12 | REDUCTIONS[reduction] << 16 | (dtype[0] == "s") << 20
    handle, elements = _operand_parts(ctx, ins, ins.operands[0])
    words = _coordinates(ctx, ins, elements, geometry, "s32")
    raw = ctx.value(ins.operands[1], dtype, ins.loc)
    value = ctx.b.zext(raw, I64) if raw.type.width < 64 else raw
    _call(ctx, SURED, REDUCE_TYPE, [handle, ir.Constant(I32, op), *words, value])


TABLE = {("tex", "any"): _tex, ("tld4", "any"): _tld4, ("txq", "any"): _query, ("suq", "any"): _query,
         ("suld", "any"): _suld, ("sust", "any"): _sust, ("sured", "any"): _sured, ("istypep", "any"): _istypep}
