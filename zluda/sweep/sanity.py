"""Self-test of the sweep's plumbing on whatever backend runs it (GPU or translator):
a few instructions whose results numpy knows exactly, run through every input source
(index bits, device random stream, input table) and both output modes (store, hash).
It proves the kernels' input derivation, output layout, thread hashing and chunk
digests agree with the host-side reproduction before any reference is trusted."""

from __future__ import annotations

import numpy as np

from zluda.sweep.backends import Launch
from zluda.sweep.inputs import index_tuples, random_tuples
from zluda.sweep.kernelgen import FNV_OFFSET, FNV_PRIME, kernel_name, module_text
from zluda.sweep.plan import PER_THREAD, chunk_digests, outputs_by_register
from zluda.sweep.table import Variant, candidates

M16, M32, M64 = np.uint64(0xFFFF), np.uint64(0xFFFFFFFF), np.uint64(0xFFFFFFFFFFFFFFFF)

# variant id -> numpy model of its outputs from its inputs (uint64 columns)
MODELS = {
    "xor.b64": lambda a, b: [a ^ b],
    "add.u32": lambda a, b: [(a + b) & M32],
    "not.b16": lambda a: [~a & M16],
    "selp.b32": lambda a, b, c: [np.where(c != 0, a, b)],
    "mul.wide.u32": lambda a, b: [a * b],
    "setp.lt.u32": lambda a, b: [(a < b).astype(np.uint64)],
}


def host_thread_hashes(outputs: np.ndarray, per: int) -> np.ndarray:
    """The kernels' per-thread FNV fold, reproduced: outputs (count, nout) uint64."""
    count, nout = outputs.shape
    threads = -(-count // per)
    padded = np.zeros((threads * per, nout), np.uint64)
    padded[:count] = outputs
    valid = np.zeros(threads * per, bool)
    valid[:count] = True
    padded = padded.reshape(threads, per, nout)
    valid = valid.reshape(threads, per)
    h = np.full(threads, FNV_OFFSET, np.uint64)
    with np.errstate(over="ignore"):
        for k in range(per):
            for r in range(nout):
                nh = (h ^ padded[:, k, r]) * np.uint64(FNV_PRIME)
                h = np.where(valid[:, k], nh, h)
    return h


def _variants() -> list[Variant]:
    by_id = {v.id: v for v in candidates()}
    return [by_id[i] for i in MODELS]


def run(backend, count: int = 4096) -> dict:
    """{variant: {"index"|"random"|"table"|"hash": "ok" | problem}} and an overall flag."""
    report: dict = {}
    ok = True
    variants = _variants()
    module = backend.load("sanity", module_text(variants))
    rng = np.random.default_rng(1234)
    for v in variants:
        model = MODELS[v.id]
        nin, nout = len(v.reg_ins), len(v.outs)
        masks = [np.uint64((1 << o.type.bits) - 1) for o in v.reg_ins]
        table = np.stack([rng.integers(0, 2 ** 63, count, dtype=np.uint64) * np.uint64(2) + np.uint64(1)
                          for _ in range(nin)], axis=1)
        cases = {"index": (0, None, index_tuples(v, 7 * count, count), 7 * count, 0),
                 "random": (1, None, random_tuples(v, 99, 5, count), 5, 99),
                 "table": (2, table.ravel(), table & np.array(masks, np.uint64), 0, 0)}
        entry = {}
        for label, (src, flat, seen, base, seed) in cases.items():
            words = backend.run(module, Launch(kernel_name(v), flat, count * nout, base, count, seed, src, 1, 0))
            got = outputs_by_register(v, words, count)
            with np.errstate(over="ignore"):
                want = model(*[seen[:, k] for k in range(nin)])
            bad = [r for r in range(nout) if not np.array_equal(got[r].astype(np.uint64), want[r])]
            entry[label] = "ok" if not bad else f"outputs {bad} differ, first index {int(np.flatnonzero(got[bad[0]].astype(np.uint64) != want[bad[0]])[0])}"
        # hash mode over the index source must equal the host fold of the model's outputs
        seen = index_tuples(v, 0, count)
        with np.errstate(over="ignore"):
            outs = np.stack(model(*[seen[:, k] for k in range(nin)]), axis=1).astype(np.uint64)
        hashes = backend.run(module, Launch(kernel_name(v), None, -(-count // PER_THREAD), 0, count, 0, 0, PER_THREAD, 1))
        want_h = host_thread_hashes(outs, PER_THREAD)
        entry["hash"] = "ok" if np.array_equal(hashes, want_h) else "thread hashes differ"
        if entry["hash"] == "ok":
            assert chunk_digests(hashes, 0, count) == chunk_digests(want_h, 0, count)
        ok &= all(x == "ok" for x in entry.values())
        report[v.id] = entry
    return {"ok": ok, "variants": report}
