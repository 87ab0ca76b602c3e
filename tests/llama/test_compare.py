"""Comparing two greedy runs (files as the greedy driver writes them)."""

import numpy as np
import pytest

from zluda.llama import compare


def run_dir(path, tokens, logits):
    path.mkdir()
    (path / "tokens.txt").write_text("".join(f"{t}\n" for t in tokens))
    np.asarray(logits, dtype="<f4").tofile(path / "logits.f32")
    return path


@pytest.fixture
def reference(tmp_path):
    rng = np.random.default_rng(0)
    logits = rng.standard_normal((4, 320)) * 8
    return run_dir(tmp_path / "cpu", logits.argmax(axis=1), logits), logits


def test_identical_and_close(tmp_path, reference):
    ref, logits = reference
    got = run_dir(tmp_path / "cuda0", logits.argmax(axis=1), logits + 1e-3)
    assert "4 tokens identical" in compare.compare(ref, got)


def test_token_difference_is_named(tmp_path, reference):
    ref, logits = reference
    tokens = logits.argmax(axis=1)
    tokens[2] = (tokens[2] + 1) % 320
    got = run_dir(tmp_path / "cuda0", tokens, logits)
    with pytest.raises(compare.CompareError, match="token 2 differs"):
        compare.compare(ref, got)


def test_logit_drift_is_named(tmp_path, reference):
    ref, logits = reference
    moved = logits.copy()
    moved[1, 17] += 1.0
    got = run_dir(tmp_path / "cuda0", logits.argmax(axis=1), moved)
    with pytest.raises(compare.CompareError, match="step 1 token 17"):
        compare.compare(ref, got)


def test_nan_and_truncated_files(tmp_path, reference):
    ref, logits = reference
    bad = logits.copy()
    bad[3, 0] = np.nan
    with pytest.raises(compare.CompareError, match="non-finite logits at step 3"):
        compare.compare(ref, run_dir(tmp_path / "nan", logits.argmax(axis=1), bad))
    short = run_dir(tmp_path / "short", logits.argmax(axis=1), logits.ravel()[:-5])
    with pytest.raises(compare.CompareError, match="not a whole number of steps"):
        compare.compare(ref, short)
    with pytest.raises(compare.CompareError, match="missing"):
        compare.compare(ref, tmp_path / "absent")
