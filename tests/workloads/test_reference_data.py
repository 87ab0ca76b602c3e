"""The committed GPT-2 checkpoint and references are consistent: an independent numpy forward
pass reproduces the stored logits and loss, finite differences reproduce stored gradients,
and the readers reject damaged files with a message naming the file."""

import struct

import numpy as np
import pytest

from workloads_paths import WORKLOADS

DATA = WORKLOADS / "gpt2" / "data"


def test_files_are_small():
    for f in DATA.iterdir():
        assert f.stat().st_size < 5 * 1024 * 1024, f"{f.name} is {f.stat().st_size} bytes"


def test_stored_references_match_numpy_forward(make_reference):
    assert make_reference.check(DATA) == []


def test_gradients_match_finite_differences(make_reference):
    cfg, params = make_reference.read_checkpoint(DATA / "gpt2_tiny.ckpt")
    ref = make_reference.read_reference(DATA / "gpt2_tiny.ref", cfg)
    shapes = make_reference.param_shapes(cfg)
    offsets, off = {}, 0
    for name in make_reference.PARAM_ORDER:
        offsets[name] = off
        off += int(np.prod(shapes[name]))
    tok = int(ref["tokens"][0, 0])
    # (tensor, flat index): an embedding row that is used, weights of both layers, biases, norms
    picks = [("wte", tok * cfg.channels + 5), ("qkvw", 1234), ("attprojw", cfg.channels * cfg.channels + 99),
             ("fcb", 17), ("ln2b", cfg.channels + 3), ("lnfw", 11)]
    h = 1e-5
    for name, idx in picks:
        stored = float(ref["grads"][offsets[name] + idx])
        losses = []
        for sign in (1, -1):
            p = {k: v.astype(np.float64) for k, v in params.items()}
            p[name].reshape(-1)[idx] += sign * h
            losses.append(make_reference.forward_numpy(cfg, p, ref["tokens"], ref["targets"])[1])
        fd = (losses[0] - losses[1]) / (2 * h)
        assert abs(fd - stored) <= 1e-7 + 2e-3 * abs(stored), f"{name}[{idx}]: finite difference {fd}, stored {stored}"


def test_damaged_files_are_rejected(make_reference, tmp_path):
    good = (DATA / "gpt2_tiny.ckpt").read_bytes()
    truncated = tmp_path / "truncated.ckpt"
    truncated.write_bytes(good[:-2])
    with pytest.raises(make_reference.FormatError, match="truncated.ckpt"):
        make_reference.read_checkpoint(truncated)
    wrong = tmp_path / "wrong.ckpt"
    wrong.write_bytes(struct.pack("<i", 0x12345678) + good[4:])
    with pytest.raises(make_reference.FormatError, match="magic"):
        make_reference.read_checkpoint(wrong)
    cfg, _ = make_reference.read_checkpoint(DATA / "gpt2_tiny.ckpt")
    short_ref = tmp_path / "short.ref"
    short_ref.write_bytes((DATA / "gpt2_tiny.ref").read_bytes()[:1000])
    with pytest.raises(make_reference.FormatError, match="short.ref"):
        make_reference.read_reference(short_ref, cfg)


def test_check_cli_reports_problems(make_reference, tmp_path, capsys):
    # a reference whose loss was altered no longer matches the numpy forward pass
    for f in ("gpt2_tiny.ckpt", "gpt2_tiny.ref"):
        (tmp_path / f).write_bytes((DATA / f).read_bytes())
    data = bytearray((tmp_path / "gpt2_tiny.ref").read_bytes())
    cfg, _ = make_reference.read_checkpoint(DATA / "gpt2_tiny.ckpt")
    tr = make_reference.Training()
    bt = tr.batch * tr.seq_len
    loss_at = 256 + 4 * (2 * bt + bt * cfg.vocab_size)
    data[loss_at:loss_at + 4] = struct.pack("<f", 1.0)
    (tmp_path / "gpt2_tiny.ref").write_bytes(bytes(data))
    assert make_reference.main(["--check", "--out", str(tmp_path)]) == 1
    assert "loss" in capsys.readouterr().err


def test_regeneration_reproduces_the_data(make_reference, tmp_path):
    pytest.importorskip("torch", reason="regenerating needs the optional [torch] extra")
    make_reference.generate(tmp_path)
    cfg, params = make_reference.read_checkpoint(tmp_path / "gpt2_tiny.ckpt")
    assert (tmp_path / "gpt2_tiny.ckpt").read_bytes() == (DATA / "gpt2_tiny.ckpt").read_bytes()
    new = make_reference.read_reference(tmp_path / "gpt2_tiny.ref", cfg)
    old = make_reference.read_reference(DATA / "gpt2_tiny.ref", cfg)
    for key in ("logits", "grads", "losses"):
        np.testing.assert_allclose(new[key], old[key], rtol=1e-5, atol=1e-9, err_msg=key)
