"""The C launch pool (zluda/cpu/launch_pool.c): launches of every shape back to back
while its threads are awake, and after they went to sleep; launches from several Python
threads at once (one at a time through the pool); a fault in a chunk a pool thread runs;
every block run exactly once, by workers 0..n-1 (%smid)."""

from __future__ import annotations

import re
import threading
import time
from pathlib import Path

import numpy as np
import pytest

from zluda.cpu import ptxmodule
from zluda.cpu import faultguard
from zluda.cpu.runtime import LaunchError
from zluda.translate import abi

# out[i] += i * 3 + 1 for the linear thread i; smid[block] = %smid
COUNT = """.version 8.0
.target sm_80
.address_size 64
.visible .entry k(.param .u64 out, .param .u64 smid, .param .u32 n)
{
    .reg .pred %p;
    .reg .b64 %a, %o;
    .reg .b32 %i, %t, %nt, %c, %v, %s, %n;
    ld.param.u32 %n, [n];
    mov.u32 %t, %tid.x;
    mov.u32 %nt, %ntid.x;
    mov.u32 %c, %ctaid.x;
    mad.lo.u32 %i, %c, %nt, %t;
    setp.ne.u32 %p, %t, 0;
    @%p bra BODY;
    mov.u32 %s, %smid;
    ld.param.u64 %a, [smid];
    mul.wide.u32 %o, %c, 4;
    add.s64 %a, %a, %o;
    st.global.u32 [%a], %s;
BODY:
    setp.ge.u32 %p, %i, %n;
    @%p bra END;
    ld.param.u64 %a, [out];
    mul.wide.u32 %o, %i, 4;
    add.s64 %a, %a, %o;
    ld.global.u32 %v, [%a];
    mad.lo.u32 %v, %i, 3, %v;
    add.u32 %v, %v, 1;
    st.global.u32 [%a], %v;
END:
    ret;
}
"""

pytestmark = pytest.mark.skipif(faultguard.helpers() is None, reason="no C compiler for the pool's library")


def _launch(m, grid, block):
    n = grid * block - 3
    out = np.arange(n, dtype=np.uint32)
    smid = np.full(grid, 0xFFFFFFFF, np.uint32)
    m.launch("k", grid, block, [out, smid, n])
    return out, smid, n


@pytest.mark.parametrize("workers", [2, 3])
def test_launches_of_every_shape_back_to_back(monkeypatch, workers):
    monkeypatch.setenv("ZLUDA_CPU_THREADS", str(workers))
    m = ptxmodule.load(COUNT)
    rng = np.random.default_rng(workers)
    for k in range(120):
        grid, block = int(rng.integers(1, 3000)), int(rng.choice([1, 32, 96, 256, 1024]))
        if k % 40 == 39:
            time.sleep(0.01)    # the pool's threads fall asleep: the next launch wakes them
        out, smid, n = _launch(m, grid, block)
        i = np.arange(n, dtype=np.uint64)
        np.testing.assert_array_equal(out, (i + i * 3 + 1).astype(np.uint32))   # each block once
        assert smid.max() < workers, smid.max()


def test_launches_from_several_threads(monkeypatch):
    monkeypatch.setenv("ZLUDA_CPU_THREADS", "2")
    m = ptxmodule.load(COUNT)
    errors = []

    def many(seed):
        try:
            for k in range(40):
                out, _, n = _launch(m, 200 + seed * 17 + k, 128)
                i = np.arange(n, dtype=np.uint64)
                assert np.array_equal(out, (4 * i + 1).astype(np.uint32))
        except BaseException as exc:   # noqa: BLE001 - re-raised below
            errors.append(exc)

    threads = [threading.Thread(target=many, args=(s,)) for s in range(3)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors, errors[0]


STORE = """.version 8.0
.target sm_80
.address_size 64
.visible .entry w(.param .u64 p, .param .u32 bad)
{
    .reg .pred %q;
    .reg .b64 %a, %o;
    .reg .b32 %c, %b;
    ld.param.u64 %a, [p];
    ld.param.u32 %b, [bad];
    mov.u32 %c, %ctaid.x;
    setp.eq.u32 %q, %c, %b;
    @%q mov.u64 %a, 16;
    mul.wide.u32 %o, %c, 4;
    add.s64 %a, %a, %o;
    st.global.u32 [%a], %c;
    ret;
}
"""


@pytest.mark.parametrize("bad", [0, 1, 2999, 4095])
def test_a_fault_in_a_chunk_of_a_pooled_launch(monkeypatch, bad):
    monkeypatch.setenv("ZLUDA_CPU_THREADS", "2")
    m = ptxmodule.load(STORE)
    out = np.zeros(4096, np.uint32)
    with pytest.raises(LaunchError) as err:
        m.launch("w", 4096, 32, [out, bad])
    assert err.value.status == abi.STATUS_FAULT
    assert "invalid memory access" in str(err.value)
    m.launch("w", 4096, 32, [out, 1 << 30])   # the pool and the module go on
    assert np.array_equal(out, np.arange(4096, dtype=np.uint32))


def test_the_pools_copies_of_abi_offsets_are_the_translators():
    # launch_pool.c frees what a replaced scratch keeps at these offsets of the block state
    source = (Path(ptxmodule.__file__).resolve().parent / "launch_pool.c").read_text()
    copies = {m[1]: (int(m[2]), m[3]) for m in re.finditer(r"#define (\w+) (\d+) +/\* abi\.(\w+) \*/", source)}
    assert {"SCRATCH_ALIGN", "FREELIST_OFFSET", "REGIONS_KEPT_OFFSET"} <= copies.keys(), copies
    for name, (value, constant) in copies.items():
        assert value == getattr(abi, constant), name
