#!/bin/sh
# Runs on the H200 (repo root as the working directory): builds blas_probe.cu with nvcc and
# writes its output to $OUT/blas_probe.txt. Commit the file as tests/blas/h200/blas_probe.txt.
# cuBLAS comes from the CUDA install next to nvcc, else from pip's NVIDIA wheels.
set -e
HERE=$(dirname "$0")
FLAGS=""
if ! [ -e "$(dirname "$(command -v nvcc)")/../include/cublasLt.h" ]; then
    WHEEL=$(python3 -c "import glob, site; print(([d for p in site.getsitepackages() for d in glob.glob(p + '/nvidia/cu13') + glob.glob(p + '/nvidia/cublas')] + [''])[0])")
    FLAGS="-I$WHEEL/include -L$WHEEL/lib -Xlinker -rpath=$WHEEL/lib"
fi
nvcc -O1 -arch=sm_90 $FLAGS -o "$OUT/blas_probe" "$HERE/blas_probe.cu" -l:libcublasLt.so.13 -l:libcublas.so.13
"$OUT/blas_probe" > "$OUT/blas_probe.txt" 2>&1 || true
rm -f "$OUT/blas_probe"
cat "$OUT/blas_probe.txt"
