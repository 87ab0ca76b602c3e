"""The tier-exactness patterns (cuda/tier_patterns.cu) on fixed inputs, on any device that
can hold arrays, launch a kernel and give the arrays back: the CPU backend (the
subprocesses of test_cpu_tier_exactness.py) and NVIDIA's through CuPy
(record_tier_patterns.py, on the GPU machine). `run(device)` returns, per pattern, whether
the result is right and the digest of what the kernels left (the same on every device
that computes exactly: the kernels' floating point is IEEE-rounded and their only atomics'
order is not in the digests)."""

import hashlib

import numpy as np


def run(dev) -> dict:
    rng = np.random.default_rng(7)
    out, ok = {}, {}

    n, blocks = 2048, 3
    keys = rng.integers(0, 2**32, n * blocks, dtype=np.uint32)
    k, v = dev.array(keys), dev.array(np.arange(n * blocks, dtype=np.uint32))
    dev.launch("bitonic_shared", blocks, 256, [k, v, np.int32(n), np.int32(1)], shared=8 * n)
    k, v = dev.get(k), dev.get(v)
    ok["bitonic"] = all(np.array_equal(k[b * n:(b + 1) * n], np.sort(keys[b * n:(b + 1) * n]))
                        for b in range(blocks)) and np.array_equal(keys[v], k)
    out["bitonic"] = k.tobytes() + v.tobytes()

    count, grid = 1 << 16, 16
    x = rng.standard_normal(count).astype(np.float32)
    xs, partial = dev.array(x), dev.array(np.zeros(grid, np.float32))
    total = dev.array(np.full(1, np.nan, np.float32))
    for _ in range(2):   # the last block resets the ticket: a second launch must work too
        dev.launch("fence_reduce", grid, 256, [xs, partial, total, np.uint32(count)], shared=1024)
    partial, total = dev.get(partial), dev.get(total)
    ok["fence"] = bool(abs(float(total[0]) - float(x.astype(np.float64).sum())) < 1e-2)
    out["fence"] = partial.tobytes() + total.tobytes()

    count = 5000
    src = rng.integers(-5, 5, count, dtype=np.int32)
    dst, found = dev.array(np.zeros(count, np.int32)), dev.array(np.zeros(1, np.int32))
    dev.launch("filter_k", (count + 255) // 256, 256, [dst, found, dev.array(src), np.int32(count)])
    dst, found = dev.get(dst), dev.get(found)
    want = np.sort(src[src > 0])
    ok["filter"] = int(found[0]) == want.size and np.array_equal(np.sort(dst[:want.size]), want)
    out["filter"] = found.tobytes() + np.sort(dst).tobytes()   # the order is the atomics'

    w = 32
    img = rng.integers(0, 2**24, w * w, dtype=np.uint32)
    dxt = dev.array(np.zeros((w // 4) ** 2 * 4, np.uint32))
    dev.launch("dxt_like", (w // 4) ** 2 // 4, 64, [dev.array(img), dxt, np.int32(w)])
    dxt = dev.get(dxt)
    tiles = img.reshape(w // 4, 4, w // 4, 4).transpose(0, 2, 1, 3).reshape(-1, 16)
    lo = [sum(int(round(int(((t >> (8 * c)) & 255).min()) / 255.0 * 255.0)) << (8 * c) for c in range(3))
          for t in tiles]
    ok["dxt"] = [int(a) for a in dxt[0::4]] == lo
    out["dxt"] = dxt.tobytes()

    nb = 4
    keys = rng.integers(0, 2**32, 512 * nb, dtype=np.uint32)
    vals = np.arange(512 * nb, dtype=np.uint32)
    ko, vo = dev.array(np.zeros_like(keys)), dev.array(np.zeros_like(vals))
    dev.launch("radix_pass", nb, 128, [dev.array(keys), ko, dev.array(vals), vo, np.int32(4)])
    ko, vo = dev.get(ko), dev.get(vo)
    chunks = keys.reshape(-1, 128)
    order = np.argsort((chunks >> 4) & 15, axis=1, kind="stable")
    ok["radix"] = np.array_equal(ko.reshape(-1, 128), np.take_along_axis(chunks, order, 1)) \
        and np.array_equal(keys[vo], ko)
    out["radix"] = ko.tobytes() + vo.tobytes()
    return {"ok": {k: bool(v) for k, v in ok.items()},
            "digest": {k: hashlib.sha256(b).hexdigest() for k, b in out.items()}}


class CpuDevice:
    """The CPU backend: arrays stay in host memory, kernels get their addresses."""

    def __init__(self, ptx_text: str):
        from zluda.cpu.runtime import CompiledModule
        self.module = CompiledModule(ptx_text, "tier_patterns.ptx")

    def array(self, a):
        return np.array(a, copy=True)

    def get(self, a):
        return a

    def launch(self, name, grid, block, args, shared=0):
        import struct
        fmt = "<" + "".join("Q" if isinstance(a, np.ndarray) and a.ndim else ("I" if a.dtype == np.uint32 else "i")
                            for a in args)
        values = [a.ctypes.data if isinstance(a, np.ndarray) and a.ndim else int(a) for a in args]
        self.module.launch_raw(name, (grid,), (block,), struct.pack(fmt, *values), shared_mem=shared)
