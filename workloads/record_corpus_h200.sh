#!/bin/sh
# Records the HeCBench and Rodinia programs natively on an NVIDIA machine (the project's
# H200): whether each builds, passes its own check, what it printed and how long it took.
#
#   OUT=<folder> sh workloads/record_corpus_h200.sh [suite ...]     (from the repository root)
#
# The machine has nvcc but may have no network, so each suite comes as a tarball of its
# selected programs at the pinned revision, made where git reaches the suite:
#   python -m zluda.corpus tarball hecbench --clone <a clone of zjin-lcf/HeCBench> --out .cache/corpus/hecbench.tar.gz
#   python -m zluda.corpus tarball rodinia --clone <a clone of yuhc/gpu-rodinia> --out .cache/corpus/rodinia.tar.gz
# (CORPUS_TARBALLS names another folder). The script refuses a tarball of another revision
# than the suite's programs.yaml pins.
#
# Every program is built and then run by the same worker, JOBS (default: one per core) at a
# time, so the GPU runs programs while the next ones compile; $OUT/<suite>-native.json is
# rewritten after each program, so a call cut short keeps what it finished. No program
# starts after DEADLINE seconds (default 300) of a suite; each one's own limit is a quarter
# of its recipe's (the recipe's limit is for the CPU backend).
#
# Writes, per suite, $OUT/<suite>-native.json (commit it as workloads/<suite>/nvidia/native.json,
# or merge it into that with `python -m zluda.corpus merge-native <suite> <file>` when
# CORPUS_PROGRAMS named only some programs) and $OUT/<suite>-programs.tar.gz: the programs as
# built here, which the CPU backend can run as they are.
set -eu
: "${OUT:?set OUT to the folder that receives the results}"
cd "$(dirname "$0")/.."
PY=${PYTHON:-python3}
JOBS=${JOBS:-$(nproc)}
TARBALLS=${CORPUS_TARBALLS:-.cache/corpus}
DEADLINE=${DEADLINE:-300}
mkdir -p "$OUT"
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
for suite in ${*:-rodinia hecbench}; do
    tarball="$TARBALLS/$suite.tar.gz"
    if [ ! -f "$tarball" ]; then
        echo "missing $tarball: make it with python -m zluda.corpus tarball (see this script's header)" >&2
        exit 2
    fi
    revision=$("$PY" -c "import sys; from zluda.corpus import recipes; print(recipes.load(sys.argv[1]).revision)" "$suite")
    tar_revision=$(gzip -dc "$tarball" | git get-tar-commit-id 2>/dev/null || true)
    case "$tar_revision" in
        "$revision"*) ;;
        *) echo "$tarball holds revision '${tar_revision:-unknown}', $suite pins $revision" >&2; exit 2 ;;
    esac
    mkdir -p "$WORK/$suite/src"
    tar -xzf "$tarball" -C "$WORK/$suite/src"
    # CORPUS_PROGRAMS: only these programs (names, space-separated)
    "$PY" -m zluda.corpus build-run "$suite" --source "$WORK/$suite/src" --build "$WORK/$suite/build" \
        --out "$WORK/$suite/runs" --record "$OUT/$suite-native.json" --launcher native --jobs "$JOBS" \
        --build-timeout 120 --timeout-scale 0.25 --deadline "$DEADLINE" \
        ${CORPUS_PROGRAMS:+--programs $CORPUS_PROGRAMS} || echo "[$suite] cut short" >&2
    # the built programs only (their folders' data stay in the source tarball): small and quick
    "$PY" -m zluda.corpus binaries "$suite" --build "$WORK/$suite/build" > "$WORK/$suite/binaries.txt"
    tar -C "$WORK/$suite/build" -czf "$OUT/$suite-programs.tar.gz" -T "$WORK/$suite/binaries.txt"
done
ls -la "$OUT"
