# Sourced by record_h200.sh and run_shim_h200.sh (from the repository root, with PY, PACK,
# ZLUDA_CACHE_DIR and OUT set): build llama.cpp from the carried pack with $1 jobs into
# $ZLUDA_CACHE_DIR/cell (cached: a warm machine skips it), log in $OUT/build.txt; on a
# failure the tail of the build logs goes there too and the script exits 1.
llama_build() {
    if ! $PY -m zluda.llama build --pack "$PACK" --jobs "$1" --link-dir "$ZLUDA_CACHE_DIR/cell" \
            >"$OUT/build.txt" 2>&1; then
        for log in "$ZLUDA_CACHE_DIR"/llama.cpp/build-*/build.log; do
            [ -f "$log" ] && tail -n 200 "$log" >>"$OUT/build.txt"
        done
        tail -n 30 "$OUT/build.txt"
        exit 1
    fi
    cat "$OUT/build.txt"
}
