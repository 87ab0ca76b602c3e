"""Golden output of the translator, kept in tests/translate/golden/ and compared by
test_golden_ir.py.

Two kinds of golden data:
- cases: a small .ptx input beside the text expected of it (`<case>.ll`), made by a
  producer (a function of the parsed module and the configuration that returns text)
  under one configuration. The producer of every case here is `final_ir`; a pass's
  output is a case with a producer that stops after that pass, and its own suffix.
- the suite: the sha256 of the final IR of every .ptx file of the project (tests/,
  workloads/, the kernel bench zluda/cpu/bench/), kernel by kernel as the runtime
  compiles them and as one module, under every configuration that changes generated
  code (suite_ir.json). Units the translator rejects hold the error's type instead,
  so a kernel it starts or stops accepting shows too.

Each configuration runs in a process of its own whose environment holds no ZLUDA_*
variable but the configuration's: the switches take effect wherever the translator
reads them (at import or per call), as in a user's process.

Regenerate: `python -m pytest tests/translate/test_golden_ir.py --regen-golden`, or
`python tests/translate/goldenkit.py --write`, which translates with whichever zluda
`import zluda` finds (PYTHONPATH=<an older checkout> makes the golden data of that
checkout's translator for this checkout's inputs).
"""

from __future__ import annotations

import argparse
import hashlib
import importlib.util
import json
import os
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

REPO = Path(__file__).resolve().parents[2]
GOLDEN = Path(__file__).resolve().parent / "golden"
SUITE_FILE = GOLDEN / "suite_ir.json"

# the .ptx files of the suite, relative to the repository; the golden cases' inputs are
# checked through their .ll files instead
SUITE_PATTERNS = ("tests/**/*.ptx", "workloads/**/*.ptx", "zluda/cpu/bench/*.ptx")
SUITE_EXCLUDED = ("tests/translate/golden/",)

# a kernel compiled alone references the module's .global/.const variables as external
# symbols under a prefix (CompiledModule._build); any fixed prefix gives stable text
GLOBAL_PREFIX = "__zkg_golden_"


@dataclass(frozen=True)
class Config:
    """A way of calling the translator that changes the code it generates."""
    name: str
    why: str
    env: dict = field(default_factory=dict)   # ZLUDA_* variables of the process
    regions: bool = True                       # translate(..., regions=)


CONFIGS = {c.name: c for c in (
    Config("default", "the quick and full tiers: region kernels, loop steps, shuffle chains"),
    Config("coroutines", "the baseline tier: translate(regions=False), barrier kernels as coroutines",
           regions=False),
    Config("regions-off", "ZLUDA_CPU_REGIONS=0: every barrier kernel a coroutine at every tier",
           env={"ZLUDA_CPU_REGIONS": "0"}),
    Config("whole-loops", "ZLUDA_CPU_LOOP_STEPS=0: region kernels keep their inner loops whole",
           env={"ZLUDA_CPU_LOOP_STEPS": "0"}),
    Config("no-chains", "ZLUDA_CPU_SHUFFLE_CHAINS=0: runs of shuffles go shuffle by shuffle",
           env={"ZLUDA_CPU_SHUFFLE_CHAINS": "0"}),
    Config("exact-ftz", "ZLUDA_CPU_FLUSH_MODES=0: .ftz in software in every kernel",
           env={"ZLUDA_CPU_FLUSH_MODES": "0"}),
    # the annotations are stripped after translation, by zluda.cpu.jit.optimise: the
    # translator's text is the default's, and stays so unless stripping moves into it
    Config("lockstep-always", "ZLUDA_LOCKSTEP=always: every kernel's warps in lockstep around shared memory",
           env={"ZLUDA_LOCKSTEP": "always"}),
    Config("strip-metadata", "ZLUDA_CPU_STRIP_METADATA=1: IR without unchecked annotations",
           env={"ZLUDA_CPU_STRIP_METADATA": "1"}),
)}


def final_ir(module, config: Config) -> str:
    """The whole module's LLVM IR text, as the translator returns it."""
    from zluda.translate.module import translate
    return translate(module, regions=config.regions).ir_text


@dataclass(frozen=True)
class Case:
    """golden/<source> run through `produce` under `config` gives golden/<name><suffix>."""
    name: str
    source: str
    config: str = "default"
    produce: Callable = final_ir
    suffix: str = ".ll"

    @property
    def expected_path(self) -> Path:
        return GOLDEN / (self.name + self.suffix)


def after_pass(pass_name: str) -> Callable:
    """A producer: what pass `pass_name` of the pipeline produced in each function it ran
    on (zluda.translate.pass_output, as `zluda ptx ir --print-after` shows it)."""
    def produce(module, config: Config) -> str:
        from zluda.translate.module import ModuleTranslator
        from zluda.translate.pass_output import after_pass as output_after
        return output_after(ModuleTranslator(module, regions=config.regions), pass_name)
    produce.__name__ = f"after_{pass_name}"
    return produce


# the input that exercises each pass of the pipeline (every pass has one: test_golden_ir)
PASS_INPUTS = {
    "layout": "barrier.ptx",
    "lockstep": "lockstep.ptx",
    "spin_waits": "spin_waits.ptx",
    "call_graph": "func_call.ptx",
    "choose_lowering": "barrier.ptx",
    "flush_modes": "flush_modes.ptx",
    "declare": "barrier.ptx",
    "resolve_names": "func_call.ptx",
    "find_register_tiles": "loop_steps_chains.ptx",
    "step_loops": "loop_steps_chains.ptx",
    "count_inductions": "inductions_hammocks.ptx",
    "find_constants": "loop_steps_chains.ptx",
    "chain_shuffles": "loop_steps_chains.ptx",
    "liveness": "loop_steps_chains.ptx",
    "predicate_hammocks": "inductions_hammocks.ptx",
    "resume_reads": "loop_steps_chains.ptx",
    "nan_payloads": "thread_loop.ptx",
    "emit": "func_call.ptx",
    "emit_region_group": "barrier.ptx",
    "emit_entry": "thread_loop.ptx",
}
IR_PASSES = ("emit", "emit_region_group", "emit_entry")

PASS_CASES = tuple(Case(f"{source[:-4]}.after.{name}", source, produce=after_pass(name),
                        suffix=".ll" if name in IR_PASSES else ".txt")
                   for name, source in PASS_INPUTS.items())

CASES = {c.name: c for c in PASS_CASES + (
    Case("thread_loop", "thread_loop.ptx"),
    Case("barrier", "barrier.ptx"),
    Case("barrier.coroutines", "barrier.ptx", config="coroutines"),
    Case("shuffle_vote", "shuffle_vote.ptx"),
    Case("func_call", "func_call.ptx"),
    Case("flush_modes", "flush_modes.ptx"),
    Case("lockstep", "lockstep.ptx"),
    Case("loop_steps_chains", "loop_steps_chains.ptx"),
    Case("loop_steps_chains.whole-loops", "loop_steps_chains.ptx", config="whole-loops"),
    Case("loop_steps_chains.no-chains", "loop_steps_chains.ptx", config="no-chains"),
)}


# ------------------------------------------------------------------ in the child process


def suite_files() -> list:
    found = set()
    for pattern in SUITE_PATTERNS:
        for path in REPO.glob(pattern):
            rel = path.relative_to(REPO).as_posix()
            if not rel.startswith(SUITE_EXCLUDED):
                found.add(rel)
    return sorted(found)


def _digest_or_error(make_text: Callable) -> str:
    try:
        return hashlib.sha256(make_text().encode()).hexdigest()
    except Exception as exc:   # the translator's verdict on this unit is part of the record
        return "error: " + type(exc).__name__


def suite_digests(config: Config) -> dict:
    """{file: {unit: sha256 or "error: <type>"}}: units are "kernel <name>" (translated
    alone, as the runtime compiles it) and "module" (the whole module at once)."""
    from zluda.ptx import parse
    from zluda.translate.module import translate
    table = {}
    for rel in suite_files():
        try:
            module = parse((REPO / rel).read_text(), rel)
            kernels = list(module.kernels)
        except Exception as exc:
            table[rel] = {"parse": "error: " + type(exc).__name__}
            continue
        units = {}
        for kernel in kernels:
            units["kernel " + kernel] = _digest_or_error(
                lambda: translate(module, only=[kernel], global_prefix=GLOBAL_PREFIX,
                                  regions=config.regions).ir_text)
        units["module"] = _digest_or_error(lambda: translate(module, regions=config.regions).ir_text)
        table[rel] = units
    return table


def case_outputs(config: Config) -> dict:
    from zluda.ptx import parse
    out = {}
    for case in CASES.values():
        if case.config == config.name:
            module = parse((GOLDEN / case.source).read_text(), case.source)
            out[case.name] = case.produce(module, config)
    return out


def _child_main(config_name: str) -> None:
    config = CONFIGS[config_name]
    json.dump({"cases": case_outputs(config), "suite": suite_digests(config)}, sys.stdout)


# ------------------------------------------------------------------ in the test process


def zluda_root() -> Path:
    """The folder holding the zluda package that this process would import."""
    spec = importlib.util.find_spec("zluda")
    if spec is None or spec.origin is None:
        raise RuntimeError("goldenkit: the zluda package is not importable")
    return Path(spec.origin).resolve().parents[1]


def _run_config(config: Config, root: Path) -> dict:
    env = {k: v for k, v in os.environ.items() if not k.startswith("ZLUDA_")}
    env.update(config.env)
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(root), os.environ.get("PYTHONPATH")]))
    done = subprocess.run([sys.executable, str(Path(__file__).resolve()), "--config", config.name],
                          cwd=REPO, env=env, capture_output=True, text=True)
    if done.returncode != 0:
        raise RuntimeError(f"goldenkit: configuration {config.name} failed:\n{done.stderr[-4000:]}")
    return json.loads(done.stdout)


def produce_all(workers: int = 2) -> dict:
    """{config name: {"cases": {case: text}, "suite": digests}} from the zluda this
    process would import, each configuration in its own process."""
    root = zluda_root()
    with ThreadPoolExecutor(max_workers=workers) as pool:
        results = pool.map(lambda c: _run_config(c, root), CONFIGS.values())
        return dict(zip(CONFIGS, results))


def suite_table(produced: dict) -> dict:
    """{file: {unit: {config: digest}}}: what suite_ir.json holds under "files"."""
    table: dict = {}
    for config_name, result in produced.items():
        for rel, units in result["suite"].items():
            for unit, digest in units.items():
                table.setdefault(rel, {}).setdefault(unit, {})[config_name] = digest
    return table


def suite_document(produced: dict) -> dict:
    return {
        "about": "sha256 of the translator's IR text (zluda.translate.module.translate(...).ir_text) "
                 "per file, unit and configuration; written by tests/translate/goldenkit.py",
        "configs": {c.name: {"why": c.why, "env": c.env, "regions": c.regions} for c in CONFIGS.values()},
        "files": suite_table(produced),
    }


def write_all(produced: dict) -> list:
    """Rewrite every golden file from `produced`; returns the paths written."""
    written = []
    for case in CASES.values():
        case.expected_path.write_text(produced[case.config]["cases"][case.name])
        written.append(case.expected_path)
    SUITE_FILE.write_text(json.dumps(suite_document(produced), indent=1, sort_keys=True) + "\n")
    written.append(SUITE_FILE)
    return written


def suite_differences(expected: dict, actual: dict) -> list:
    """Lines naming each (file, unit, configuration) whose digest changed, appeared or
    went away."""
    lines = []
    for rel in sorted(set(expected) | set(actual)):
        if rel not in actual:
            lines.append(f"{rel}: no longer in the suite")
            continue
        if rel not in expected:
            lines.append(f"{rel}: new in the suite")
            continue
        for unit in sorted(set(expected[rel]) | set(actual[rel])):
            old, new = expected[rel].get(unit, {}), actual[rel].get(unit, {})
            for config in sorted(set(old) | set(new)):
                if old.get(config) != new.get(config):
                    lines.append(f"{rel} [{unit}] {config}: {old.get(config, 'absent')[:24]} -> "
                                 f"{new.get(config, 'absent')[:24]}")
    return lines


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--config", choices=sorted(CONFIGS), help="(internal) print one configuration's output")
    parser.add_argument("--write", action="store_true", help="rewrite the golden files")
    args = parser.parse_args()
    if args.config:
        _child_main(args.config)
    elif args.write:
        print(f"translating with the zluda in {zluda_root()}")
        for path in write_all(produce_all()):
            print("wrote", path.relative_to(REPO))
    else:
        parser.error("give --write (or run test_golden_ir.py)")
