#!/bin/sh
# Runtime calls per token of llama.cpp's prompt processing and token generation through the
# drop-in libraries with the C fast path ON (issue 28): how many calls of each function a
# token costs, and how many of them still go into Python. Each phase runs llama-bench twice,
# with 1 and with 4 repetitions, and counts the calls of each library function
# (ZLUDA_FAST_PATH_STATS=1); the difference divided by the extra tokens leaves out the
# process start, the model load and the warm-up.
#
#   OUT=<folder> sh workloads/llama.cpp/calls_per_token.sh      (from the repository root)
#
# Needs the cached llama.cpp build (`python -m zluda.llama build`). Writes into OUT:
# calls-per-token-pp.txt and calls-per-token-tg.txt (printed too), and the libraries' counts
# of each run they come from (stats-<phase>-<repetitions>.txt).
set -eu
: "${OUT:?usage: OUT=<folder> sh workloads/llama.cpp/calls_per_token.sh}"
mkdir -p "$OUT"
OUT=$(cd "$OUT" && pwd)
PY=${PYTHON:-python}
BIN=$($PY -c "from zluda.llama import build; print(build.cached().bin_dir)")
MODEL="$OUT/tiny.gguf"
[ -f "$MODEL" ] || $PY -m zluda.llama write-model "$MODEL" >/dev/null

# the bench's own setting: full-tier kernels (steady state), the stream path, one CPU thread
export GGML_CUDA_DISABLE_GRAPHS=1 ZLUDA_CPU_TIER=full
PHASES="pp:32:-p 32 -n 0
tg:8:-p 0 -n 8"
echo "$PHASES" | while IFS=: read -r phase tokens args; do
    # a first run puts every kernel the phase reaches into the cache at the full tier
    $PY -m zluda run -- "$BIN/llama-bench" -m "$MODEL" -t 1 -ngl 99 $args -r 1 -o json >/dev/null 2>&1
    for reps in 1 4; do
        ZLUDA_FAST_PATH_STATS=1 $PY -m zluda run -- "$BIN/llama-bench" -m "$MODEL" -t 1 -ngl 99 $args \
            -r $reps -o json >/dev/null 2>"$OUT/stats-$phase-$reps.txt"
    done
    $PY - "$OUT/stats-$phase-1.txt" "$OUT/stats-$phase-4.txt" "$((3 * tokens))" "$phase" \
        >"$OUT/calls-per-token-$phase.txt" <<'EOF'
import re, sys
LINE = re.compile(r"zluda: (\S+) calls \(all/through Python\): (.*)")
def counts(path):
    found = {}
    for soname, items in LINE.findall(open(path).read()):
        for item in items.split():
            name, value = item.split("=")
            total, python = value.split("/")
            found[f"{soname.split('.so')[0]}/{name}"] = (int(total), int(python))
    return found
one, four = counts(sys.argv[1]), counts(sys.argv[2])
tokens = int(sys.argv[3])
rows = []
for name in four:
    total = (four[name][0] - one.get(name, (0, 0))[0]) / tokens
    python = (four[name][1] - one.get(name, (0, 0))[1]) / tokens
    if total > 0:
        rows.append((python, total, name))
rows.sort(reverse=True)
print(f"{sys.argv[4]}: calls per token ({tokens} tokens between a 1- and a 4-repetition run)")
print(f"{'through Python':>15} {'in C':>8}  function")
print(f"{sum(r[0] for r in rows):15.1f} {sum(r[1] - r[0] for r in rows):8.1f}  (all)")
for python, total, name in rows:
    print(f"{python:15.1f} {total - python:8.1f}  {name}")
EOF
    cat "$OUT/calls-per-token-$phase.txt"
done
echo "written: $OUT"
