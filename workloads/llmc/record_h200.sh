#!/bin/sh
# Records llm.c's programs natively on an NVIDIA machine (the project's H200): the ground
# truth that the llm.c workload's compare steps check the CPU backend against.
#
#   OUT=<folder> sh workloads/llmc/record_h200.sh      (from the repository root)
#
# The machine has nvcc and cuBLAS but may have no network, so llm.c comes as a tarball of
# the pinned revision, made where git reaches it:
#   git -C <a clone of karpathy/llm.c> archive --format=tar.gz -o .cache/llmc/llm.c.tar.gz <revision>
# (LLMC_TARBALL names another place). git archive stores the commit id in the tarball; the
# script refuses one of another revision than workloads/llmc/workload.yaml pins.
#
# Builds the programs exactly as the workload does (python -m zluda.llmc build), writes the
# tiny GPT-2 (python -m zluda.llmc write-model), checks the numpy float64 reference against
# PyTorch's autograd where PyTorch is installed, runs each program as the workload does
# (python -m zluda.llmc run: the same arguments and files) and writes $OUT/native.json (commit it as workloads/llmc/nvidia/native.json)
# and $OUT/reference-check.json.
set -eu
: "${OUT:?set OUT to the folder that receives the results}"
cd "$(dirname "$0")/../.."
PY=${PYTHON:-python3}
TARBALL=${LLMC_TARBALL:-.cache/llmc/llm.c.tar.gz}
REVISION=$(sed -n 's/^source: {git: [^,]*, revision: \([0-9a-f]*\)}.*/\1/p' workloads/llmc/workload.yaml)
if [ ! -f "$TARBALL" ]; then
    echo "missing $TARBALL: make it with git archive (see this script's header)" >&2
    exit 2
fi
tar_revision=$(gzip -dc "$TARBALL" | git get-tar-commit-id 2>/dev/null || true)
case "$tar_revision" in
    "$REVISION"*) ;;
    *) echo "$TARBALL holds revision '${tar_revision:-unknown}', the workload pins $REVISION" >&2; exit 2 ;;
esac
mkdir -p "$OUT"
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
export ZLUDA_CACHE_DIR="$WORK/cache"
mkdir -p "$WORK/src" "$WORK/runs"
tar -xzf "$TARBALL" -C "$WORK/src"

"$PY" -m zluda.llmc build --source "$WORK/src" --out "$WORK/bin" > "$WORK/build.txt" 2>&1 || {
    cat "$WORK/build.txt" >&2; exit 1; }
"$PY" -m zluda.llmc write-model --out "$WORK/model"
"$PY" -m zluda.llmc check-reference > "$OUT/reference-check.json" || echo "reference check failed or PyTorch missing" >&2

for program in test_gpt2fp32cu test_gpt2cu train_gpt2cu; do
    dir="$WORK/runs/$program"
    start=$(date +%s.%N)
    status=0
    timeout 300 "$PY" -m zluda.llmc run "$program" --bin "$WORK/bin" --model "$WORK/model" --dir "$dir" \
        > "$dir.stdout" 2> "$dir.stderr" || status=$?
    end=$(date +%s.%N)
    echo "$status $start $end" > "$dir.status"
    echo "[$program] exit $status" >&2
done

"$PY" - "$WORK" "$OUT" "$REVISION" <<'PY'
import json, platform, subprocess, sys
from pathlib import Path
work, out, revision = Path(sys.argv[1]), Path(sys.argv[2]), sys.argv[3]

def first_line(argv):
    try:
        return subprocess.run(argv, capture_output=True, text=True, timeout=60).stdout.strip().splitlines()[-1]
    except (OSError, IndexError, subprocess.TimeoutExpired):
        return None

runs = {}
for status_file in sorted((work / "runs").glob("*.status")):
    program = status_file.stem
    status, start, end = status_file.read_text().split()
    base = status_file.with_suffix("")
    runs[program] = {"exit_code": int(status),
                     "seconds": round(float(end) - float(start), 3),
                     "stdout": base.with_suffix(".stdout").read_text(errors="replace"),
                     "stderr": base.with_suffix(".stderr").read_text(errors="replace")[-4000:]}
record = {"schema_version": 1, "llmc_revision": revision,
          "device": first_line(["nvidia-smi", "--query-gpu=name", "--format=csv,noheader"]),
          "driver": first_line(["nvidia-smi", "--query-gpu=driver_version", "--format=csv,noheader"]),
          "nvcc": first_line(["nvcc", "--version"]), "machine": platform.machine(), "runs": runs}
(out / "native.json").write_text(json.dumps(record, indent=1) + "\n")
print(f"wrote {out}/native.json: " + ", ".join(f"{p} exit {r['exit_code']} in {r['seconds']} s" for p, r in runs.items()))
PY
