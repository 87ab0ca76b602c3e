"""Threads that wait for each other without a barrier (spin_waits.py): a thread spinning on
a flag that a later thread of its block sets, a block spinning on a later block's flag,
and every lane of a warp taking one lock with atomicCAS. On the GPU each finishes; here a
case that hangs is stopped by its timeout and named."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]

PROGRAM = r"""
#include <cstdio>
#include <cstring>

// thread 0 waits for the block's last thread (another warp, later in the block)
__global__ void same_block(volatile int* flag, int* out) {
    if (threadIdx.x == 0) {
        while (flag[0] == 0) {}
        out[0] = flag[0] + 1;
    }
    if (threadIdx.x == blockDim.x - 1) flag[0] = 41;
}

// the same through shared memory, in a kernel with a barrier
__global__ void same_block_shared(int* out) {
    __shared__ volatile int flag;
    if (threadIdx.x == 0) flag = 0;
    __syncthreads();
    if (threadIdx.x == 0) {
        while (flag == 0) {}
        out[0] = flag + 1;
    }
    if (threadIdx.x == blockDim.x - 1) flag = 41;
}

// every block's thread 0 waits for the next block (the last one waits for nobody)
__global__ void later_block(volatile int* flag, int* out) {
    if (threadIdx.x == 0) {
        if (blockIdx.x + 1 < gridDim.x) while (flag[blockIdx.x + 1] == 0) {}
        flag[blockIdx.x] = 1;
        out[blockIdx.x] = blockIdx.x + 1;
    }
}

// every lane of a warp takes one lock with atomicCAS in a loop
__global__ void warp_lock(int* lock, int* out) {
    bool done = false;
    while (!done) {
        if (atomicCAS(lock, 0, 1) == 0) {
            out[0] += 1;
            __threadfence();
            atomicExch(lock, 0);
            done = true;
        }
    }
}

int main(int argc, char** argv) {
    const char* which = argv[1];
    int *flag, *out;
    cudaMalloc(&flag, 1024 * sizeof(int));
    cudaMalloc(&out, 1024 * sizeof(int));
    cudaMemset(flag, 0, 1024 * sizeof(int));
    cudaMemset(out, 0, 1024 * sizeof(int));
    int want = 42, got = 0;
    if (!strcmp(which, "same_block")) same_block<<<1, 128>>>(flag, out);
    else if (!strcmp(which, "same_block_shared")) same_block_shared<<<1, 128>>>(out);
    else if (!strcmp(which, "later_block")) { later_block<<<24, 32>>>(flag, out); want = 24 * 25 / 2; }
    else if (!strcmp(which, "warp_lock")) { warp_lock<<<4, 64>>>(flag, out); want = 256; }
    cudaError_t e = cudaDeviceSynchronize();
    int o[24];
    cudaMemcpy(o, out, sizeof o, cudaMemcpyDeviceToHost);
    got = o[0];
    if (!strcmp(which, "later_block")) for (int b = 1; b < 24; b++) got += o[b];
    printf("%s %s %d\n", which, cudaGetErrorName(e), got == want ? 1 : -got);
    return 0;
}
"""

CASES = ("same_block", "same_block_shared", "later_block", "warp_lock")


def test_threads_waiting_for_each_other_finish(nvcc, tmp_path):
    from zluda.shim import build
    build.build_all()
    src = tmp_path / "spin.cu"
    src.write_text(PROGRAM)
    exe = tmp_path / "spin"
    subprocess.run([nvcc, "-cudart", "shared", "-arch=compute_80", "-o", str(exe), str(src)], check=True,
                   capture_output=True)
    results = {}
    for case in CASES:
        try:
            r = subprocess.run([sys.executable, "-m", "zluda", "run", "--", str(exe), case], capture_output=True,
                               text=True, timeout=120, env={**os.environ, "PYTHONPATH": str(REPO)})
            results[case] = r.stdout.strip() or r.stderr.strip()[-300:]
        except subprocess.TimeoutExpired:
            results[case] = "hung (no end in 120 s)"
    assert results == {c: f"{c} cudaSuccess 1" for c in CASES}
