"""Reference container round trip; chunk digests independent of how launches split work."""

import numpy as np
import pytest

from zluda.sweep import refstore
from zluda.sweep.plan import CHUNK, PER_THREAD, chunk_digests
from zluda.sweep.sanity import host_thread_hashes


@pytest.mark.parametrize("suffix", [".zst", ".xz"])
def test_container_round_trip(tmp_path, suffix):
    arrays = {"add.rn.f32|specials|o0": np.arange(1000, dtype=np.uint32),
              "setp.lt.and.f32|random|o1": np.array([0, 1, 1], np.uint8),
              "mul.wide.u32|full": np.array([2 ** 64 - 1, 5], np.uint64)}
    path = tmp_path / f"quick-00{suffix}"
    refstore.write(path, arrays, {"gpu": "test"})
    meta, back = refstore.read(path)
    assert meta == {"gpu": "test"}
    assert back.keys() == arrays.keys()
    for k in arrays:
        assert back[k].dtype == arrays[k].dtype and np.array_equal(back[k], arrays[k])
    assert not list(tmp_path.glob("*.tmp"))


def test_corrupt_container_is_refused(tmp_path):
    path = tmp_path / "x.xz"
    import lzma
    path.write_bytes(lzma.compress(b"not a container"))
    with pytest.raises(ValueError, match="not a sweep reference container"):
        refstore.read(path)


def test_chunk_digests_do_not_depend_on_launch_split():
    rng = np.random.default_rng(0)
    total = 2 * CHUNK
    thread_hashes = rng.integers(0, 2 ** 63, total // PER_THREAD, dtype=np.uint64)
    whole = chunk_digests(thread_hashes, 0, total)
    half = len(thread_hashes) // 2
    split = chunk_digests(thread_hashes[:half], 0, CHUNK) + chunk_digests(thread_hashes[half:], CHUNK, CHUNK)
    assert whole == split and [c for c, _ in whole] == [0, 1]
    changed = thread_hashes.copy()
    changed[half + 5] ^= np.uint64(1)
    assert chunk_digests(changed, 0, total)[1] != whole[1] and chunk_digests(changed, 0, total)[0] == whole[0]


def test_host_thread_hash_detects_any_single_output_change():
    outs = np.arange(3 * 64 * 2, dtype=np.uint64).reshape(-1, 2)
    base = host_thread_hashes(outs, 64)
    for i in (0, 63, 64, 150):
        o = outs.copy()
        o[i, 1] += np.uint64(1)
        h = host_thread_hashes(o, 64)
        assert (h != base).sum() == 1 and h[i // 64] != base[i // 64]
