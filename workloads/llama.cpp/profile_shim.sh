#!/bin/sh
# llama.cpp's prompt processing and token generation through the drop-in libraries, profiled
# (issue 28): `invoke bench --suite llama`, then perf with the JIT's perf map for each phase
# apart, and the runtime calls a phase makes (a trace), on the CPU device of this machine.
#
#   OUT=<folder> sh workloads/llama.cpp/profile_shim.sh      (from the repository root)
#
# Builds llama.cpp first where the cache has no complete build (`python -m zluda.llama build`:
# about 18 minutes of two idle cores; an interrupted build resumes). Needs perf. Writes into
# OUT: build.log, bench.json and bench.txt (the suite), perf-pp.txt and perf-tg.txt (perf
# report by shared object and symbol, translated kernels by name), calls-pp.txt and
# calls-tg.txt (runtime calls per function for one traced run of the phase, the fast path
# off), calls-per-token-pp.txt and calls-per-token-tg.txt (calls_per_token.sh: per token,
# the fast path on, through Python and in C), and prints them.
set -eu
: "${OUT:?usage: OUT=<folder> sh workloads/llama.cpp/profile_shim.sh}"
mkdir -p "$OUT"
OUT=$(cd "$OUT" && pwd)
PY=${PYTHON:-python}

echo "== llama.cpp build (log: $OUT/build.log)"
$PY -m zluda.llama build >"$OUT/build.log" 2>&1 || { tail -20 "$OUT/build.log"; exit 1; }
BIN=$($PY -c "from zluda.llama import build; print(build.cached().bin_dir)")
$PY -m zluda.llama write-model "$OUT/tiny.gguf" >/dev/null

echo "== invoke bench --suite llama"
invoke bench --suite llama --out "$OUT/bench.json" | tee "$OUT/bench.txt"

# the bench's own setting: full-tier kernels (steady state), the stream path, one CPU thread
export GGML_CUDA_DISABLE_GRAPHS=1 ZLUDA_CPU_TIER=full
PHASES="pp:-p 32 -n 0 -r 30
tg:-p 0 -n 8 -r 30"
echo "$PHASES" | while IFS=: read -r phase args; do
    # a first run puts every kernel the phase reaches into the cache at the full tier
    $PY -m zluda run -- "$BIN/llama-bench" -m "$OUT/tiny.gguf" -t 1 -ngl 99 $args -o json >/dev/null 2>&1
    ZLUDA_PERF_MAP=1 perf record -F 999 -o "$OUT/perf-$phase.data" -- \
        $PY -m zluda run -- "$BIN/llama-bench" -m "$OUT/tiny.gguf" -t 1 -ngl 99 $args -o json \
        >"$OUT/llama-bench-$phase.json" 2>/dev/null
    perf report -i "$OUT/perf-$phase.data" --no-children --sort dso,sym --stdio 2>/dev/null \
        | grep -v '^#' | grep -v '^$' | head -60 >"$OUT/perf-$phase.txt"
    rm -f "$OUT/perf-$phase.data"
    # one repetition traced: which runtime calls a phase makes, and how many
    rm -rf "$OUT/trace-$phase"
    one=$(echo "$args" | sed 's/-r [0-9]*/-r 1/')
    $PY -m zluda run --trace-dir "$OUT/trace-$phase" -- "$BIN/llama-bench" -m "$OUT/tiny.gguf" -t 1 -ngl 99 \
        $one -o json >/dev/null 2>&1
    $PY - "$OUT/trace-$phase/calls.jsonl" >"$OUT/calls-$phase.txt" <<'EOF'
import collections, json, sys
counts = collections.Counter()
with open(sys.argv[1]) as f:
    for line in f:
        call = json.loads(line)
        counts[f"{call['lib']}/{call['fn']}"] += 1
print(f"{sum(counts.values())} calls")
for name, n in counts.most_common(40):
    print(f"{n:8d}  {name}")
EOF
    rm -rf "$OUT/trace-$phase"
    echo "== $phase: perf (top) and runtime calls"
    head -40 "$OUT/perf-$phase.txt"
    head -25 "$OUT/calls-$phase.txt"
done
echo "== calls per token, the fast path on"
OUT="$OUT" PYTHON="$PY" sh "$(dirname "$0")/calls_per_token.sh"
echo "written: $OUT"
