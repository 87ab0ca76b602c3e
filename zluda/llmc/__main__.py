"""python -m zluda.llmc {build,write-model,run,compare,check-reference,summarize-driver,
driver-profile}: the steps of the llm.c workloads (workloads/llmc*/workload.yaml), of their
recordings on an NVIDIA GPU (workloads/llmc/record_h200.sh, record_driver_h200.sh) and of the
driver-boundary profile derived from them (zluda/profiles/llmc-driver.yaml)."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from zluda.llmc import build, compare, driverprofile, programs, tinymodel

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


def cmd_summarize_driver(args) -> int:
    extra = json.loads(args.facts) if args.facts else {}
    try:
        record = driverprofile.summarize(args.program, args.calls, args.export_log, extra)
    except (OSError, driverprofile.RecordingError) as exc:
        print(f"llm.c summarize-driver: {exc}", file=sys.stderr)
        return 1
    args.out.write_text(json.dumps(record, indent=1) + "\n")
    print(f"wrote {args.out}: {record['driver_calls']} driver calls, {len(record['driver'])} functions")
    return 0


def cmd_driver_profile(args) -> int:
    try:
        text = driverprofile.derive(args.records)
    except driverprofile.RecordingError as exc:
        print(f"llm.c driver-profile: {exc}", file=sys.stderr)
        return 1
    if args.check:
        current = args.out.read_text() if args.out.is_file() else ""
        if current != text:
            print(f"{args.out} is not what the recordings give: run python -m zluda.llmc driver-profile",
                  file=sys.stderr)
            return 1
        return 0
    args.out.write_text(text)
    print(f"wrote {args.out}")
    return 0


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
    p = sub.add_parser("summarize-driver", help="one program's driver calls from a trace and export-table log")
    p.add_argument("program", help="test_gpt2fp32cu or test_gpt2cu")
    p.add_argument("--calls", type=Path, required=True, help="calls.jsonl of `zluda trace --libs nvidia`")
    p.add_argument("--export-log", type=Path, help="the export-table logger's log")
    p.add_argument("--facts", help="a JSON object of facts to keep (device, driver, exit status)")
    p.add_argument("--out", type=Path, required=True)
    p.set_defaults(func=cmd_summarize_driver)
    p = sub.add_parser("driver-profile", help="write the driver-boundary profile from the recordings")
    p.add_argument("--records", type=Path, default=driverprofile.RECORD_DIR,
                   help="folder of driver-PROGRAM.json (default: workloads/llmc/nvidia)")
    p.add_argument("--out", type=Path, default=driverprofile.PROFILE)
    p.add_argument("--check", action="store_true", help="only check that --out is up to date")
    p.set_defaults(func=cmd_driver_profile)
    args = ap.parse_args(argv)
    return args.func(args)


if __name__ == "__main__":
    sys.exit(main())
