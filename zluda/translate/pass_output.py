"""What each pass of the pipeline produced, as text: `zluda ir FILE --print-after PASS`
shows it, and the golden pass tests (tests/translate/golden/) keep it.

`DESCRIBE` maps every pass of `pipeline.MODULE_PASSES` and `pipeline.FUNCTION_PASSES` to a
function of the context after the pass that returns its output: a rewritten body as PTX,
an analysis as one line per fact (sorted, so the text is stable), emitted code as LLVM IR.
"""

from __future__ import annotations

from zluda.ptx import ast
from zluda.ptx.printer import instruction

from . import pipeline


def _body(ctx) -> str:
    lines = []
    for st in ctx.function.scope.statements:
        if isinstance(st, ast.Label):
            lines.append(f"{st.name}:")
        elif isinstance(st, ast.Instruction):
            lines.append("\t" + instruction(st))
    return "\n".join(lines)


def _sites(ctx) -> dict:
    """{id(instruction): (index, "#index instruction")} of the function's body as it is now."""
    insns = [st for st in ctx.function.scope.statements if isinstance(st, ast.Instruction)]
    return {id(st): (i, f"#{i} {instruction(st)}") for i, st in enumerate(insns)}


UNKNOWN_SITE = (-1, "(not in the body)")


def _layout(ctx) -> str:
    mt = ctx.module
    lines = [f"global {name}: .{space}, {size} bytes" for name, (space, size) in sorted(mt.global_sizes.items())]
    lines += [f"shared {name}: offset {off}" for name, off in sorted(mt.shared_offsets.items())]
    lines.append(f"static shared: {mt.static_shared_size} bytes")
    return "\n".join(lines)


def _lockstep(ctx) -> str:
    mt = ctx.module
    lines = [f"{name}: {'lockstep' if on else 'not lockstep'} ({why})" for name, (on, why) in sorted(mt.lockstep.items())]
    for name, count in sorted(mt.lockstep_points.items()):
        lines.append(f"; {name}: {count} lockstep barriers")
        lines += [f"{st.name}:" if isinstance(st, ast.Label) else "\t" + instruction(st)
                  for st in ast.iter_statements(mt.functions[name].body)
                  if isinstance(st, (ast.Label, ast.Instruction))]
    return "\n".join(lines)


def _spin_waits(ctx) -> str:
    mt = ctx.module
    lines = [f"{name}: polls" for name in sorted(mt.polling_kernels)]
    for name, count in sorted(mt.spin_points.items()):
        lines.append(f"; {name}: {count} yields")
        lines += [f"{st.name}:" if isinstance(st, ast.Label) else "\t" + instruction(st)
                  for st in ast.iter_statements(mt.functions[name].body)
                  if isinstance(st, (ast.Label, ast.Instruction))]
    return "\n".join(lines) if lines else "no polling loop"


def _call_graph(ctx) -> str:
    mt = ctx.module
    return "\n".join(f"{name}: {'waits for its warp or block' if waits else 'no collective'}"
                     + (" (inlined into its kernels)" if name in mt.sync_funcs else "")
                     for name, waits in sorted(mt.uses_sync.items()))


def _flush_modes(ctx) -> str:
    mt = ctx.module
    return "\n".join(f"{name}: {'flush modes on' if name in mt.flushing else 'exact .ftz'}"
                     for name in sorted(mt.reachable(mt.roots)))


def _lowering(ctx) -> str:
    lines = []
    for name, info in sorted(ctx.module.kernel_infos.items()):
        how = info.lowering
        params = ", ".join(f"{p[1]} {p[0]} @{p[2]}" for p in info.params)
        lines.append(f"{name}: {how}; {info.param_size} bytes of parameters ({params})")
    return "\n".join(lines)


def _declared(ctx) -> str:
    ft = ctx.function
    return f"{type(ft).__name__} ({ft.kind}): {str(ft.llfn).strip()}"


def _constants(ctx) -> str:
    return "\n".join(f"{key} = {instruction(ins)}" for key, ins in sorted(ctx.function.constants.items()))


def _liveness(ctx) -> str:
    sites = _sites(ctx)
    rows = sorted((sites.get(site, UNKNOWN_SITE), keys) for site, keys in ctx.function.site_live.items())
    return "\n".join(f"{where}  live: {' '.join(sorted(keys)) or '-'}" for (_, where), keys in rows)


def _resume_reads(ctx) -> str:
    sites = _sites(ctx)
    rows = sorted((sites.get(site, UNKNOWN_SITE), keys) for site, keys in ctx.function.site_reads.items())
    return "\n".join(f"{where}  read: {' '.join(sorted(keys)) or '-'}" for (_, where), keys in rows)


def _chains(ctx) -> str:
    sites = _sites(ctx)
    rows = sorted((sites.get(first, UNKNOWN_SITE), sites.get(id(chain.end), UNKNOWN_SITE))
                  for first, chain in ctx.function.chains.items())
    return "\n".join(f"chain from {a[1]} to {b[1]}" for a, b in rows) + "\n" + _body(ctx)


def _nan_payloads(ctx) -> str:
    ft = ctx.function
    return (f"canonical where stored: {' '.join(sorted(ft.nan_at_store)) or '-'}\n"
            f"NaN payload never seen: {' '.join(sorted(ft.nan_unseen)) or '-'}")


def _register_tile(ctx) -> str:
    return ("a register tile: its loops stay whole, its shared vector loads are read whole"
            if ctx.function.register_tile else "no register tile")


def _function_ir(ctx) -> str:
    return str(ctx.function.llfn)


def _group_ir(ctx) -> str:
    return "\n".join(str(f) for f in (ctx.region_group, ctx.region_driver) if f is not None)


def _entry_ir(ctx) -> str:
    return str(ctx.module.module.get_global(ctx.name))


DESCRIBE = {
    "layout": _layout,
    "lockstep": _lockstep,
    "spin_waits": _spin_waits,
    "call_graph": _call_graph,
    "choose_lowering": _lowering,
    "flush_modes": _flush_modes,
    "declare": _declared,
    "resolve_names": _body,
    "find_register_tiles": _register_tile,
    "step_loops": _body,
    "count_inductions": _body,
    "find_constants": _constants,
    "chain_shuffles": _chains,
    "liveness": _liveness,
    "predicate_hammocks": _body,
    "resume_reads": _resume_reads,
    "nan_payloads": _nan_payloads,
    "emit": _function_ir,
    "emit_region_group": _group_ir,
    "emit_entry": _entry_ir,
}

PASS_NAMES = tuple(p.name for p in pipeline.MODULE_PASSES + pipeline.FUNCTION_PASSES)


def after_pass(translator, pass_name: str, function: str | None = None, only=None) -> str:
    """Translate with `translator` (a fresh ModuleTranslator) and return what `pass_name`
    produced: for a function pass, in `function` (default: every function it ran on,
    each under a `; <pass> on <function>` header)."""
    if pass_name not in DESCRIBE:
        raise ValueError(f"unknown pass {pass_name!r}; the passes are: {', '.join(PASS_NAMES)}")
    out = []

    def observe(p, ctx):
        if p.name == pass_name and (function is None or ctx.name == function):
            header = f"; {pass_name}" + (f" on {ctx.name}" if ctx.name is not None else "")
            out.append(header + "\n" + DESCRIBE[pass_name](ctx).rstrip() + "\n")

    translator.translate(only=only, observe=observe)
    if not out:
        where = f" on {function}" if function else ""
        raise ValueError(f"pass {pass_name} did not run{where} (its condition did not hold)")
    return "\n".join(out)
