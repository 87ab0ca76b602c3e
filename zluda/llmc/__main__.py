"""python -m zluda.llmc {build,write-model,run,compare,check-reference}: the steps of the llm.c
workload (workloads/llmc/workload.yaml) and of its recording on an NVIDIA GPU
(workloads/llmc/record_h200.sh)."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from zluda.llmc import build, compare, programs, tinymodel

RECORDED = Path(__file__).resolve().parent.parent.parent / "workloads" / "llmc" / "nvidia" / "native.json"


def cmd_build(args) -> int:
    try:
        build.build(args.source, args.out, args.programs or None, args.runtime,
                    log=lambda msg: print(msg, file=sys.stderr))
    except build.BuildError as exc:
        print(f"llm.c build: {exc}", file=sys.stderr)
        return 1
    return 0


def cmd_write_model(args) -> int:
    try:
        summary = tinymodel.write(args.out)
    except OSError as exc:
        print(f"llm.c write-model: {exc}", file=sys.stderr)
        return 1
    print(f"wrote the tiny GPT-2 into {args.out}: {summary['num_parameters']} parameters, "
          f"float64 reference loss {summary['loss']:.6f}")
    return 0


def cmd_compare(args) -> int:
    try:
        recorded = compare.load_recorded(args.recorded)
        text = args.stdout.read_text(errors="replace")
        verdicts = compare.compare(args.program, text, recorded)
    except (OSError, compare.RecordError) as exc:
        print(f"llm.c compare: {exc}", file=sys.stderr)
        return 1
    for v in verdicts:
        print(v.line())
    failed = sum(not v.ok for v in verdicts)
    print(f"SUMMARY {args.program}: {len(verdicts)} checks, {failed} failed")
    return 1 if failed else 0


def cmd_run(args) -> int:
    try:
        return programs.run(args.program, args.bin, args.model, args.dir)
    except (OSError, ValueError) as exc:
        print(f"llm.c run: {exc}", file=sys.stderr)
        return 2


def cmd_check_reference(args) -> int:
    """With PyTorch: the float64 gradients of the numpy backward against autograd's."""
    result = tinymodel.check_against_torch()
    print(json.dumps(result, indent=2))
    return 0 if result["ok"] else 1


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python -m zluda.llmc", description=__doc__)
    sub = ap.add_subparsers(dest="command", required=True)
    p = sub.add_parser("build", help="build llm.c's programs from a checkout")
    p.add_argument("--source", type=Path, default=Path("."), help="the llm.c checkout (default: here)")
    p.add_argument("--out", type=Path, required=True, help="folder that receives the programs")
    p.add_argument("--runtime", default="shared", choices=sorted(build.RUNTIME_FLAGS),
                   help="CUDA runtime linkage: shared (default) or static (nvcc's default build)")
    p.add_argument("programs", nargs="*", help="test_gpt2fp32cu, test_gpt2cu, train_gpt2cu (default: all)")
    p.set_defaults(func=cmd_build)
    p = sub.add_parser("write-model", help="write the tiny GPT-2 in llm.c's file formats")
    p.add_argument("--out", type=Path, required=True)
    p.set_defaults(func=cmd_write_model)
    p = sub.add_parser("run", help="run one program in a folder of its own with the tiny GPT-2's files")
    p.add_argument("program", help="test_gpt2fp32cu, test_gpt2cu or train_gpt2cu")
    p.add_argument("--bin", type=Path, required=True, help="folder of the built programs")
    p.add_argument("--model", type=Path, required=True, help="folder written by write-model")
    p.add_argument("--dir", type=Path, required=True, help="the run's folder (receives stdout.txt)")
    p.set_defaults(func=cmd_run)
    p = sub.add_parser("compare", help="compare a program's output with the recorded NVIDIA run")
    p.add_argument("program", help="test_gpt2fp32cu, test_gpt2cu or train_gpt2cu")
    p.add_argument("stdout", type=Path, help="the program's standard output")
    p.add_argument("--recorded", type=Path, default=RECORDED,
                   help="the recorded runs (default: workloads/llmc/nvidia/native.json)")
    p.set_defaults(func=cmd_compare)
    p = sub.add_parser("check-reference", help="compare the numpy float64 gradients with PyTorch's")
    p.set_defaults(func=cmd_check_reference)
    args = ap.parse_args(argv)
    return args.func(args)


if __name__ == "__main__":
    sys.exit(main())
