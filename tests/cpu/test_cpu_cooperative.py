"""Cooperative launches under `zluda run`: grid.sync() across every block, through each
runtime entry point that launches cooperatively; without one, grid.sync() traps."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]

PROGRAM = r"""
#include <cstdio>
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

// every block writes its index, waits for the whole grid, then reads its neighbour's
__global__ void ring(int* slots, int* seen) {
    cg::grid_group grid = cg::this_grid();
    if (threadIdx.x == 0) slots[blockIdx.x] = blockIdx.x + 100;
    grid.sync();
    if (threadIdx.x == 0) seen[blockIdx.x] = slots[(blockIdx.x + 1) % gridDim.x];
}

static int check(const char* what, int* d_seen, int blocks) {
    int seen[64];
    cudaMemcpy(seen, d_seen, blocks * sizeof(int), cudaMemcpyDeviceToHost);
    int bad = 0;
    for (int b = 0; b < blocks; b++) bad += seen[b] != (b + 1) % blocks + 100;
    printf("%s %s\n", what, bad ? "WRONG" : "ok");
    return bad;
}

int main() {
    const int blocks = 6;
    int *slots, *seen;
    cudaMalloc(&slots, 64 * sizeof(int));
    cudaMalloc(&seen, 64 * sizeof(int));
    void* args[] = {&slots, &seen};
    printf("coop_kernel %s\n", cudaGetErrorName(cudaLaunchCooperativeKernel((void*)ring, blocks, 64, args, 0, 0)));
    check("coop_kernel.values", seen, blocks);
    cudaMemset(seen, 0, 64 * sizeof(int));
    cudaLaunchConfig_t config = {};
    config.gridDim = dim3(blocks);
    config.blockDim = dim3(64);
    cudaLaunchAttribute attr[1];
    attr[0].id = cudaLaunchAttributeCooperative;
    attr[0].val.cooperative = 1;
    config.attrs = attr;
    config.numAttrs = 1;
    printf("kernel_ex %s\n", cudaGetErrorName(cudaLaunchKernelEx(&config, ring, slots, seen)));
    check("kernel_ex.values", seen, blocks);
    ring<<<blocks, 64>>>(slots, seen);   // not cooperative: grid.sync() traps
    printf("plain.sync %s\n", cudaGetErrorName(cudaDeviceSynchronize()));
    return 0;
}
"""


def test_grid_sync_through_cooperative_launches(nvcc, tmp_path):
    from zluda.shim import build
    build.build_all()
    src = tmp_path / "coop.cu"
    src.write_text(PROGRAM)
    exe = tmp_path / "coop"
    subprocess.run([nvcc, "-cudart", "shared", "-arch=compute_80", "-o", str(exe), str(src)], check=True,
                   capture_output=True)
    r = subprocess.run([sys.executable, "-m", "zluda", "run", "--", str(exe)], capture_output=True, text=True,
                       timeout=300, env={**os.environ, "PYTHONPATH": str(REPO)})
    got = dict(line.split(" ", 1) for line in r.stdout.splitlines() if " " in line)
    assert got == {"coop_kernel": "cudaSuccess", "coop_kernel.values": "ok", "kernel_ex": "cudaSuccess",
                   "kernel_ex.values": "ok", "plain.sync": "cudaErrorLaunchFailure"}, r.stdout + r.stderr
    assert r.returncode == 0
