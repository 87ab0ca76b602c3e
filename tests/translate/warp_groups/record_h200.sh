#!/bin/sh
# Record the warp-group kernels (divergent activemask / coalesced groups / partial-mask
# shuffles / divergent loops) on an NVIDIA GPU. Run from the repository root with OUT set;
# commit $OUT/warp_groups/*.bin under tests/translate/warp_groups/h200/.
set -eu
: "${OUT:?set OUT to the folder that receives the recordings}"
here=tests/translate/warp_groups
mkdir -p "$OUT/warp_groups"
nvcc -O2 -o "$OUT/warp_groups_runner" "$here/runner.cu" -lcuda
grep -v '^#' "$here/launches.txt" | while read -r launch kernel threads slots; do
    [ -n "$launch" ] || continue
    "$OUT/warp_groups_runner" "$here/$kernel.ptx" "$threads" "$slots" "$OUT/warp_groups/$launch.bin"
    echo "recorded $launch"
done
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader > "$OUT/warp_groups/device.txt" 2>/dev/null || true
rm -f "$OUT/warp_groups_runner"
