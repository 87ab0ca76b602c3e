#!/bin/sh
# Record what atom/red.add.f32 leave on an NVIDIA GPU for the subnormal cases of
# cases.py (global, shared, generic; kernels with and without .ftz). Run from the
# repository root with OUT set; commit $OUT/atomic_fadd/h200.json as
# tests/translate/atomic_fadd/h200.json (test_translate_atomic_float_add compares).
set -eu
: "${OUT:?set OUT to the folder that receives the recordings}"
mkdir -p "$OUT/atomic_fadd"
python3 tests/translate/atomic_fadd/record_h200.py "$OUT/atomic_fadd" > "$OUT/atomic_fadd/h200.json"
rm -f "$OUT"/atomic_fadd/*.ptx
echo "wrote $OUT/atomic_fadd/h200.json"
