#!/bin/sh
# tests/runtime/programs/gl_interop.cu on NVIDIA's runtime and OpenGL (EGL's device
# platform: no display needed), so the statuses it expects of misuse (already mapped, not
# mapped, no current GL context, ...) can be compared with the GPU's. Run from the
# repository root on a machine with an NVIDIA GPU, nvcc, NVIDIA's libEGL and the EGL/GL
# headers (Debian libegl-dev, libgl-dev) (a few seconds):
#
#   OUT=<folder> sh tests/runtime/record_gl_interop_h200.sh
#
# writes $OUT/gl_interop.txt (the program's `OK`/`BAD name got` lines after `#` lines naming
# the GPU, driver and nvcc; `SKIP reason` where no EGL context could be made) and
# $OUT/gl_interop.log (the build's and the run's stderr).
set -eu
: "${OUT:?set OUT to the folder that receives gl_interop.txt}"
NVCC=${NVCC:-nvcc}
mkdir -p "$OUT"
for header in EGL/egl.h GL/gl.h; do
    if ! echo "#include <$header>" | "${CXX:-c++}" -E -x c++ - > /dev/null 2>&1; then
        echo "no $header here: install the EGL/GL headers (Debian libegl-dev libgl-dev)" | tee "$OUT/gl_interop.log"
        exit 1
    fi
done
"$NVCC" -O2 -cudart shared -arch=sm_90 -o "$OUT/gl_interop" tests/runtime/programs/gl_interop.cu -lcuda -lEGL -lGL \
    2> "$OUT/gl_interop.log"
tmp="$OUT/gl_interop.txt.tmp"
{
    echo "# recorded by tests/runtime/record_gl_interop_h200.sh: tests/runtime/programs/gl_interop.cu on NVIDIA's stack"
    echo "# gpu, driver: $(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader 2>/dev/null | head -n 1)"
    echo "# nvcc: $("$NVCC" --version | tail -n 1)"
} > "$tmp"
status=0
"$OUT/gl_interop" >> "$tmp" 2>> "$OUT/gl_interop.log" || status=$?
echo "# exit status $status (77: no EGL context could be made)" >> "$tmp"
mv "$tmp" "$OUT/gl_interop.txt"
echo "wrote $OUT/gl_interop.txt ($(grep -c '^OK' "$OUT/gl_interop.txt") OK, $(grep -c '^BAD' "$OUT/gl_interop.txt") BAD, exit status $status)"
