"""What each PTX instruction accepts, as data: modifier groups and operand shapes.

`FORMS` maps an instruction name (the opcode plus the leading modifiers that select a
distinct instruction, e.g. "cp.async.wait_group", "bar.warp.sync") to a `Form`. An
instruction is matched to the form with the longest such prefix (`lookup`).

Modifier groups are written `name:a/b/c` (at most one of a, b, c), `name:a/b/c*2` (up
to two, as cvt's destination and source types), or a bare word (a group of one). `$T`
expands to every type name. A form marked `open` accepts modifiers outside its groups
(instructions whose modifier space is large and still growing: mma, wgmma, tcgen05,
cp.async.bulk.*); its groups then only document the common ones.

Operand shapes: space-separated kinds, alternatives separated by "|", `*` for any
number of operands of any kind:
    d  destination: register, sink `_`, vector `{..}`, predicate pair `%p|%q`
    s  source: register, immediate, symbol (a variable's address, a label), `!%p`, vector
    m  memory operand `[...]` (an address, or a texture/surface tuple)
    l  branch target (a label or symbol)
    L  parenthesised list (call)
Used by the parser (`check_instruction`) and by test generators that enumerate forms.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from zluda.ptx import ast as A

# --- shared vocabulary ------------------------------------------------------------------

ALL_TYPES = " ".join(sorted(A.TYPE_NAMES))
SPACES = "global/shared/shared::cta/shared::cluster/local/const/param/param::entry/param::func/generic"
SEM = "sem:weak/volatile/relaxed/acquire/release/acq_rel/mmio/sc"
SCOPE = "scope:cta/cluster/gpu/sys"
RND_F = "rnd:rn/rz/rm/rp"
RND_I = "irnd:rni/rzi/rmi/rpi"
CMP = "cmp:eq/ne/lt/le/gt/ge/lo/ls/hi/hs/equ/neu/ltu/leu/gtu/geu/num/nan"
BOOL = "bool:and/or/xor"
VEC = "vec:v2/v4/v8"
CACHE_LD = "cache:ca/cg/cs/lu/cv"
CACHE_ST = "cache:wb/cg/cs/wt"
EVICT_L1 = ("l1:L1::evict_normal/L1::evict_unchanged/L1::evict_first/L1::evict_last/"
            "L1::no_allocate")
EVICT_L2 = "l2:L2::evict_normal/L2::evict_first/L2::evict_last/L2::cache_hint"
PREFETCH = "prefetch:L2::64B/L2::128B/L2::256B"
ATOM_OP = "op:and/or/xor/cas/exch/add/inc/dec/min/max"
GEOM = "geom:1d/2d/3d/a1d/a2d/cube/acube/2dms/a2dms"
SHAPES = ("shape:m8n8k4/m8n8k16/m8n8k32/m8n8k128/m16n8k4/m16n8k8/m16n8k16/m16n8k32/m16n8k64/"
          "m16n8k128/m16n8k256/m16n16k16/m32n8k16/m8n32k16/m16n16k8/m8n8/m16n16/m8n16")
TYPE = "type:" + "/".join(sorted(A.TYPE_NAMES))
TYPE2 = TYPE + "*2"
TYPE4 = TYPE + "*4"


@dataclass(frozen=True)
class Group:
    name: str
    words: frozenset
    max: int = 1


@dataclass(frozen=True)
class Form:
    """One instruction: its name, modifier groups and operand shapes."""

    name: str
    groups: tuple
    shapes: tuple                 # tuple of tuples of kind letters; ("*",) = anything
    open: bool = False
    words: frozenset = field(default=frozenset())   # union of every group's words

    def group_of(self, word: str):
        for g in self.groups:
            if word in g.words:
                return g
        return None


def _groups(text: str) -> tuple:
    out = []
    for item in text.split():
        limit = 1
        if "*" in item:
            item, n = item.rsplit("*", 1)
            limit = int(n)
        m = re.match(r"(\w+):(?!:)", item)   # `name:a/b`, but not a bare `L2::x` word
        if m:
            name, words = m.group(1), item[m.end():]
        else:
            name, words = item, item
        out.append(Group(name, frozenset(words.split("/")), limit))
    return tuple(out)


def _shapes(text: str) -> tuple:
    if text.strip() == "*":
        return (("*",),)
    return tuple(tuple(alt.split()) for alt in text.split("|"))


# --- the table --------------------------------------------------------------------------
# name: (modifier groups, operand shapes[, "open"])

_TABLE = {
    # integer and floating-point arithmetic
    "add": (f"{RND_F} ftz sat cc relu {TYPE}", "d s s"),
    "addc": (f"cc {TYPE}", "d s s"),
    "sub": (f"{RND_F} ftz sat cc relu {TYPE}", "d s s"),
    "subc": (f"cc {TYPE}", "d s s"),
    "mul": (f"width:hi/lo/wide {RND_F} ftz sat {TYPE}", "d s s"),
    "mad": (f"width:hi/lo/wide {RND_F} ftz sat cc {TYPE}", "d s s s"),
    "madc": (f"width:hi/lo cc {TYPE}", "d s s s"),
    "mul24": (f"width:hi/lo {TYPE}", "d s s"),
    "mad24": (f"width:hi/lo sat {TYPE}", "d s s s"),
    "sad": (TYPE, "d s s s"),
    "div": (f"mode:approx/full {RND_F} ftz {TYPE}", "d s s"),
    "rem": (TYPE, "d s s"),
    "abs": (f"ftz relu {TYPE}", "d s"),
    "neg": (f"ftz relu {TYPE}", "d s"),
    "min": (f"ftz NaN xorsign abs relu {TYPE}", "d s s | d s s s"),
    "max": (f"ftz NaN xorsign abs relu {TYPE}", "d s s | d s s s"),
    "popc": (TYPE, "d s"),
    "clz": (TYPE, "d s"),
    "brev": (TYPE, "d s"),
    "bfind": (f"shiftamt {TYPE}", "d s"),
    "fns": (TYPE, "d s s s"),
    "bfe": (TYPE, "d s s s"),
    "bfi": (TYPE, "d s s s s"),
    "szext": (f"mode:clamp/wrap {TYPE}", "d s s"),
    "bmsk": (f"mode:clamp/wrap {TYPE}", "d s s"),
    "dp4a": (TYPE2, "d s s s"),
    "dp2a": (f"half:lo/hi {TYPE2}", "d s s s"),
    "fma": (f"{RND_F} ftz sat relu oob NaN {TYPE}", "d s s s"),
    "rcp": (f"mode:approx {RND_F} ftz {TYPE}", "d s"),
    "sqrt": (f"mode:approx {RND_F} ftz {TYPE}", "d s"),
    "rsqrt": (f"approx ftz {TYPE}", "d s"),
    "sin": (f"approx ftz {TYPE}", "d s"),
    "cos": (f"approx ftz {TYPE}", "d s"),
    "lg2": (f"approx ftz {TYPE}", "d s"),
    "ex2": (f"approx ftz {TYPE}", "d s"),
    "tanh": (f"approx {TYPE}", "d s"),
    "testp": (f"test:finite/infinite/number/notanumber/normal/subnormal {TYPE}", "d s"),
    "copysign": (TYPE, "d s s"),
    # comparison and selection
    "set": (f"{CMP} {BOOL} ftz {TYPE2}", "d s s | d s s s"),
    "setp": (f"{CMP} {BOOL} ftz {TYPE}", "d s s | d s s s"),
    "selp": (TYPE, "d s s s"),
    "slct": (f"ftz {TYPE2}", "d s s s"),
    # logic and shift
    "and": (TYPE, "d s s"),
    "or": (TYPE, "d s s"),
    "xor": (TYPE, "d s s"),
    "not": (TYPE, "d s"),
    "cnot": (TYPE, "d s"),
    "lop3": (f"{BOOL} {TYPE}", "d s s s s | d s s s s s"),
    "shf": (f"dir:l/r mode:clamp/wrap {TYPE}", "d s s s"),
    "shl": (TYPE, "d s s"),
    "shr": (TYPE, "d s s"),
    # data movement and conversion
    "mov": (TYPE, "d s"),
    "shfl": (f"sync mode:up/down/bfly/idx {TYPE}", "d s s s | d s s s s"),
    "prmt": (f"mode:f4e/b4e/rc8/ecl/ecr/rc16 {TYPE}", "d s s s"),
    "ld": (f"{SEM} {SCOPE} space:{SPACES} nc unified {CACHE_LD} {EVICT_L1} {EVICT_L2} "
           f"{PREFETCH} {VEC} {TYPE}", "d m | d m s"),
    "ld.global.nc": (f"{CACHE_LD} {EVICT_L1} {EVICT_L2} {PREFETCH} {VEC} {TYPE}", "d m | d m s"),
    "ldu": (f"space:{SPACES} {VEC} {TYPE}", "d m"),
    "st": (f"{SEM} {SCOPE} space:{SPACES} {CACHE_ST} {EVICT_L1} {EVICT_L2} {VEC} {TYPE}",
           "m s | m s s"),
    "st.async": (f"{SEM} {SCOPE} space:{SPACES} mbarrier::complete_tx::bytes {VEC} {TYPE}",
                 "m s m"),
    "st.bulk": (f"weak shared::cta {TYPE}", "m s s"),
    "prefetch": (f"space:{SPACES} level:L1/L2 {EVICT_L2} tensormap", "m"),
    "prefetchu": ("L1", "m"),
    "applypriority": ("global L2::evict_normal", "m s"),
    "discard": ("global L2", "m s"),
    "createpolicy": ("mode:fractional/range L2::evict_last L2::evict_normal L2::evict_first "
                     "L2::evict_unchanged " + TYPE, "d s | d s s | d m s s s | d m s s"),
    "isspacep": (f"space:{SPACES}", "d s"),
    "cvta": (f"to space:{SPACES} {TYPE}", "d s"),
    "cvt": (f"{RND_I} {RND_F} rna rs frnd2 ftz sat relu satfinite {TYPE2}", "d s | d s s | d s s s"),
    "cvt.pack": (f"sat {TYPE}*3", "d s s s"),
    "mapa": (f"space:{SPACES} {TYPE}", "d s s"),
    "getctarank": (f"space:{SPACES} {TYPE}", "d s"),
    "cp.async": (f"cache:ca/cg space:{SPACES}*2 {EVICT_L2} {PREFETCH}",
                 "m m s | m m s s | m m s s s"),
    "cp.async.commit_group": ("", ""),
    "cp.async.wait_group": ("", "s"),
    "cp.async.wait_all": ("", ""),
    "cp.async.mbarrier.arrive": (f"noinc space:{SPACES} {TYPE}", "m"),
    "cp.async.bulk": ("", "*", "open"),
    "cp.async.bulk.commit_group": ("", ""),
    "cp.async.bulk.wait_group": ("read", "s"),
    "cp.async.bulk.tensor": ("", "*", "open"),
    "cp.async.bulk.prefetch": ("", "*", "open"),
    "cp.reduce.async.bulk": ("", "*", "open"),
    "multimem": ("", "*", "open"),
    "tensormap": ("", "*", "open"),
    "stmatrix": (f"sync aligned {SHAPES} num:x1/x2/x4 trans space:{SPACES} {TYPE}", "m s"),
    "ldmatrix": (f"sync aligned {SHAPES} num:x1/x2/x4 trans space:{SPACES} {TYPE}*3", "d m"),
    "movmatrix": (f"sync aligned {SHAPES} trans {TYPE}", "d s"),
    # textures and surfaces
    "tex": (f"{GEOM} mode:base/level/grad {VEC} {TYPE2}",
            "d m | d m s | d m s s | d m s s s"),
    "tld4": (f"comp:r/g/b/a {GEOM} {VEC} {TYPE2}", "d m | d m s | d m s s"),
    "txq": ("query:width/height/depth/channel_data_type/channel_order/normalized_coords/"
            "filter_mode/addr_mode_0/addr_mode_1/addr_mode_2/force_unnormalized_coords/"
            "num_mipmap_levels/num_samples/array_size/memory_layout level " + TYPE, "d m | d m s"),
    "istypep": ("kind:texref/samplerref/surfref", "d s"),
    "suld": (f"b p {GEOM} {VEC} {TYPE} clamp:trap/clamp/zero {CACHE_LD}", "d m"),
    "sust": (f"b p {GEOM} {VEC} {TYPE} clamp:trap/clamp/zero {CACHE_ST}", "m s"),
    "sured": (f"b p op:add/min/max/and/or {GEOM} {TYPE} clamp:trap/clamp/zero", "m s"),
    "suq": ("query:width/height/depth/channel_data_type/channel_order/array_size/"
            "memory_layout " + TYPE, "d m"),
    # control flow
    "bra": ("uni", "l"),
    "brx": ("idx uni", "s l"),
    "call": ("uni", "*"),
    "ret": ("uni", ""),
    "exit": ("", ""),
    "trap": ("", ""),
    "brkpt": ("", ""),
    "pmevent": ("mask", "s"),
    "nanosleep": (TYPE, "s"),
    "griddepcontrol": ("op:launch_dependents/wait", ""),
    "alloca": (f"space:{SPACES} {TYPE}", "d s | d s s"),
    "stacksave": (TYPE, "d"),
    "stackrestore": (TYPE, "s"),
    # synchronisation and communication
    "bar": ("cta op:sync/arrive/red aligned red_op:popc/and/or " + TYPE,
            "s | s s | d s s | d s s s"),
    "bar.warp.sync": ("", "s"),
    "barrier": ("scope:cta/cluster op:sync/arrive/wait/red aligned sem:relaxed/acquire/release "
                "red_op:popc/and/or " + TYPE, " | s | s s | d s s | d s s s"),
    "membar": ("level:cta/gl/sys proxy alias", ""),
    "fence": (f"{SEM} {SCOPE} proxy proxykind:async/alias/tensormap::generic/async::generic "
              f"space:{SPACES} mbarrier_init op_restrict:to_proxy::from_proxy",
              " | m s", "open"),
    "atom": (f"{SEM} {SCOPE} space:{SPACES} {ATOM_OP} noftz {VEC} {EVICT_L2} {TYPE}",
             "d m s | d m s s"),
    "red": (f"{SEM} {SCOPE} space:{SPACES} {ATOM_OP} noftz {VEC} {EVICT_L2} {TYPE}",
            "m s | m s s"),
    "red.async": ("", "m s m", "open"),
    "vote": (f"sync mode:all/any/uni/ballot {TYPE}", "d s | d s s"),
    "match": (f"sync mode:any/all {TYPE}", "d s s"),
    "activemask": (TYPE, "d"),
    "redux": (f"sync op:add/min/max/and/or/xor abs NaN {TYPE}", "d s s"),
    "elect": ("sync", "d s"),
    "mbarrier": ("", "*", "open"),
    "griddepcontrol": ("op:launch_dependents/wait", ""),
    "setmaxnreg": (f"op:inc/dec sync aligned {TYPE}", "s"),
    "clusterlaunchcontrol": ("", "*", "open"),
    # warp-level matrix instructions
    "wmma.load": (f"op:a/b/c sync aligned layout:row/col {SHAPES} space:{SPACES} {TYPE}",
                  "d m | d m s", "open"),
    "wmma.store": (f"d sync aligned layout:row/col {SHAPES} space:{SPACES} {TYPE}",
                   "m s | m s s", "open"),
    "wmma.mma": (f"sync aligned layout:row/col*2 {SHAPES} satfinite {TYPE4}", "d s s s",
                 "open"),
    "mma": (f"sync aligned {SHAPES} layout:row/col*2 satfinite {TYPE4}",
            "d s s s | d s s s s | d s s s s s", "open"),
    "wgmma": ("", "*", "open"),
    "tcgen05": ("", "*", "open"),
}

# Video instructions: scalar and SIMD forms share one shape: d, a, b{, c}
for _v in ("vadd vsub vabsdiff vmin vmax vshl vshr vmad vset vadd2 vsub2 vavrg2 vabsdiff2 "
           "vmin2 vmax2 vset2 vadd4 vsub4 vavrg4 vabsdiff4 vmin4 vmax4 vset4").split():
    _TABLE[_v] = ("", "d s s | d s s s", "open")


def _build() -> dict:
    forms = {}
    for name, entry in _TABLE.items():
        mods, shapes = entry[0], entry[1]
        groups = _groups(mods)
        words = frozenset().union(*(g.words for g in groups)) if groups else frozenset()
        forms[name] = Form(name, groups, _shapes(shapes), open=len(entry) > 2, words=words)
    return forms


FORMS: dict = _build()
OPCODES = frozenset(name.split(".", 1)[0] for name in FORMS)

SPECIAL_REGISTERS = frozenset(
    """
    %tid %ntid %laneid %warpid %nwarpid %ctaid %nctaid %smid %nsmid %gridid
    %is_explicit_cluster %clusterid %nclusterid %cluster_ctaid %cluster_nctaid
    %cluster_ctarank %cluster_nctarank %lanemask_eq %lanemask_le %lanemask_lt %lanemask_ge
    %lanemask_gt %clock %clock_hi %clock64 %globaltimer %globaltimer_lo %globaltimer_hi
    %total_smem_size %aggr_smem_size %dynamic_smem_size %reserved_smem_offset_begin
    %reserved_smem_offset_end %reserved_smem_offset_cap %reserved_smem_offset_0
    %reserved_smem_offset_1 %current_graph_exec
    """.split()
) | frozenset(f"%envreg{i}" for i in range(32)) | frozenset(f"%pm{i}" for i in range(8)) \
  | frozenset(f"%pm{i}_64" for i in range(8))

# PTX's predefined identifiers that are not special registers: constants an operand may
# name (nvcc writes `mov.u32 %r3, WARP_SZ;` for warpSize where no header defines warpSize)
PREDEFINED_CONSTANTS = {"WARP_SZ": 32}

_LOOKUP_CACHE: dict = {}


def lookup(opcode: str, modifiers: tuple):
    """The Form for an instruction (longest matching name prefix), or None if unknown."""
    key = (opcode, modifiers)
    hit = _LOOKUP_CACHE.get(key)
    if hit is not None or key in _LOOKUP_CACHE:
        return hit
    form = None
    for n in range(min(len(modifiers), 3), -1, -1):
        name = ".".join((opcode,) + modifiers[:n])
        form = FORMS.get(name)
        if form is not None:
            break
    _LOOKUP_CACHE[key] = form
    return form


_KIND_OK = {
    "d": (A.Register, A.Sink, A.Vector, A.PredPair, A.Symbol),
    "s": (A.Register, A.IntImm, A.FloatImm, A.Symbol, A.Not, A.Vector, A.Sink, A.PredPair),
    "m": (A.Address, A.TexAddress),
    "l": (A.Symbol,),
    "L": (A.ParenList,),
}
KIND_NAMES = {"d": "a destination register", "s": "a register or immediate",
              "m": "a memory operand [...]", "l": "a label", "L": "a parenthesised list"}


_MODIFIER_CACHE: dict = {}


def check_modifiers(opcode: str, modifiers: tuple):
    """(form, problems) for an opcode and its modifiers; problems are (message, modifier
    index or None). Cached: real PTX repeats the same few hundred spellings."""
    key = (opcode, modifiers)
    hit = _MODIFIER_CACHE.get(key)
    if hit is not None:
        return hit
    form = lookup(opcode, modifiers)
    problems = []
    if form is None:
        problems.append((f"unknown instruction '{'.'.join((opcode,) + modifiers)}'", None))
    else:
        prefix = form.name.count(".")
        counts: dict = {}
        for idx, mod in enumerate(modifiers[prefix:], prefix):
            group = form.group_of(mod)
            if group is None:
                if not form.open:
                    problems.append((f"'.{mod}' is not a modifier of {form.name}", idx))
                continue
            counts[group.name] = counts.get(group.name, 0) + 1
            if counts[group.name] > group.max:
                problems.append((f"too many .{group.name} modifiers on {form.name} ('.{mod}')", idx))
    hit = (form, tuple(problems))
    _MODIFIER_CACHE[key] = hit
    return hit


def check_operands(form: Form, operands: tuple):
    """(message, offending operand or None) when the operands fit no shape of the form."""
    shapes = form.shapes
    if shapes[0] == ("*",):
        return None
    n = len(operands)
    best = None
    for shape in shapes:
        if len(shape) != n:
            continue
        bad = None
        for i, k in enumerate(shape):
            if not isinstance(operands[i], _KIND_OK[k]):
                bad = (i, k)
                break
        if bad is None:
            return None
        best = best or bad
    if best is None:
        counts_txt = " or ".join(sorted({str(len(s)) for s in shapes}, key=int))
        return (f"{form.name} takes {counts_txt} operands, got {n}", operands[-1] if operands else None)
    i, k = best
    return (f"operand {i + 1} of {form.name} must be {KIND_NAMES[k]}", operands[i])


def check_instruction(ins: A.Instruction) -> list:
    """Every problem of an instruction against the table as (message, modifier index or
    operand node or None); empty when it is well-formed."""
    form, problems = check_modifiers(ins.opcode, ins.modifiers)
    out = list(problems)
    if form is not None:
        op = check_operands(form, ins.operands)
        if op:
            out.append(op)
    return out
