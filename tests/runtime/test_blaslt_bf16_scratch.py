"""cuBLASLt's bf16 path with scratch arrays: the rounding into a store, the strided add, the
scratch pool, and whole matmuls against the same products rounded by hand."""

import numpy as np
import pytest

from zluda.runtime import blaslt, scratch, views


def _bf16_by_hand(value_bits: int) -> int:
    """__float2bfloat16_rn on one f32's bits, integer arithmetic only."""
    if (value_bits & 0x7FFFFFFF) > 0x7F800000:        # NaN: truncated, kept quiet
        return (value_bits >> 16) | 0x0040
    return ((value_bits + 0x7FFF + ((value_bits >> 16) & 1)) >> 16) & 0xFFFF


def _boundary_bits(count: int) -> np.ndarray:
    """f32 bits on and beside every rounding boundary, both signs, NaNs, infinities, zeros."""
    low = [0x0000, 0x0001, 0x7FFF, 0x8000, 0x8001, 0xFFFF]
    high = [0x3F80, 0x3F81, 0xBF80, 0xBF81, 0x7F7F, 0xFF7F, 0x0000, 0x8000, 0x0001, 0x7F80, 0xFF80, 0x7FC0]
    combos = [(h << 16) | lo for h in high for lo in low]
    rng = np.random.default_rng(5)
    bits = np.concatenate([np.array(combos, np.uint32), rng.integers(0, 1 << 32, count, dtype=np.uint32)])
    return bits[:count]


@pytest.mark.parametrize("rows, cols, column_major", [(300, 7, True), (7, 300, False), (64, 1024, True), (3, 1024, False)])
def test_bf16_store_through_scratch_rounds_every_element_as_by_hand(rows, cols, column_major):
    # 1024 f32 columns make 4 KiB rows: the scratch array's rows are padded apart
    bits = _boundary_bits(rows * cols)
    bits[5] = 0x7F800001        # a signalling NaN with a payload only in the low half
    bits[6] = 0xFFFF8001        # a negative NaN whose rounding would carry out of 32 bits
    product = bits.view(np.float32).reshape(1, rows, cols)
    if column_major:
        d = np.zeros((1, cols, rows), np.uint16).transpose(0, 2, 1)
    else:
        d = np.zeros((1, rows, cols), np.uint16)
    views.store(d, product, "CUDA_R_16BF", reuse=True)
    expected = np.array([_bf16_by_hand(int(b)) for b in bits], np.uint16).reshape(rows, cols)
    np.testing.assert_array_equal(d[0], expected)
    # and the same without NaNs (the path that never builds a NaN mask)
    finite = np.where(np.isnan(product), np.float32(1.5), product)
    views.store(d, finite, "CUDA_R_16BF", reuse=True)
    expected = [_bf16_by_hand(int(b)) for b in finite.view(np.uint32).ravel()]
    np.testing.assert_array_equal(d[0].ravel(), expected)


def test_add_into_across_layouts_matches_numpy_add():
    rng = np.random.default_rng(2)
    result = rng.standard_normal((1, 130, 300)).astype(np.float32)
    term = np.asfortranarray(rng.standard_normal((130, 300)).astype(np.float32))[None]
    expected = result + term
    views.add_into(result, term)
    assert result.view(np.uint32).tolist() == expected.view(np.uint32).tolist()


def test_scratch_keeps_at_most_its_limit(monkeypatch):
    scratch.clear()
    monkeypatch.setattr(scratch, "LIMIT_BYTES", 1000)
    small = scratch.empty("a", (100,), np.float32)
    assert scratch.empty("a", (100,), np.float32) is small
    big = scratch.empty("b", (300,), np.float32)          # over the limit alone: not kept
    assert scratch.empty("b", (300,), np.float32) is not big
    assert scratch.empty("a", (100,), np.float32) is small
    other = scratch.empty("c", (200,), np.float32)        # 400 + 800 > 1000: the pool starts afresh
    assert scratch.empty("c", (200,), np.float32) is other
    assert scratch.empty("a", (100,), np.float32) is not small
    scratch.clear()


def test_scratch_arrays_come_back_per_role_and_layout():
    scratch.clear()
    a = scratch.empty("x", (2, 3), np.float32)
    assert scratch.empty("x", (2, 3), np.float32) is a
    assert scratch.empty("y", (2, 3), np.float32) is not a
    assert scratch.empty("x", (3, 2), np.float32) is not a
    column_major = np.zeros((5, 4), np.uint16).T
    like = scratch.empty_like("z", column_major, np.uint32)
    assert like.strides == (4, 16) and scratch.empty_like("z", column_major, np.uint32) is like
    apart = scratch.rows_apart("p", (3, 1024), np.float32)
    assert apart.shape == (3, 1024) and apart.strides[0] == 4096 + 64
    assert scratch.rows_apart("p", (3, 1000), np.float32).flags.c_contiguous


def _layout(lt, rows, cols, batch=1, stride=0):
    return lt.create("layout", CUBLASLT_MATRIX_LAYOUT_TYPE="CUDA_R_16BF", CUBLASLT_MATRIX_LAYOUT_ROWS=rows,
                     CUBLASLT_MATRIX_LAYOUT_COLS=cols, CUBLASLT_MATRIX_LAYOUT_LD=rows,
                     CUBLASLT_MATRIX_LAYOUT_BATCH_COUNT=batch, CUBLASLT_MATRIX_LAYOUT_STRIDED_BATCH_OFFSET=stride)


@pytest.mark.parametrize("trans_a, trans_b, beta, m, n, k", [
    ("N", "T", 1.0, 32, 1024, 16),     # llm.c's weight gradient: D += A B^T, D's columns 4 KiB apart
    ("T", "N", 0.0, 1024, 8, 16),      # the logits: a column-major D wider than the strips
    ("N", "N", 0.5, 24, 40, 1000),     # a scaled C
])
def test_bf16_matmul_matches_the_product_rounded_by_hand(trans_a, trans_b, beta, m, n, k):
    """The same numpy product, C widened, scaled and added, then rounded by hand: the scratch
    arrays change where the numbers are kept, not one bit of D (twice: the second call runs
    on scratch arrays left by the first)."""
    rng = np.random.default_rng(7)
    lt = blaslt.LtObjects()
    desc = lt.create("matmul", CUBLASLT_MATMUL_DESC_COMPUTE_TYPE="CUBLAS_COMPUTE_32F",
                     CUBLASLT_MATMUL_DESC_TRANSA=f"CUBLAS_OP_{trans_a}", CUBLASLT_MATMUL_DESC_TRANSB=f"CUBLAS_OP_{trans_b}")
    a_shape = (m, k) if trans_a == "N" else (k, m)
    b_shape = (k, n) if trans_b == "N" else (n, k)
    bf16 = lambda r, c: views.f32_to_bf16(rng.standard_normal(r * c).astype(np.float32))
    a, b, d = bf16(*a_shape), bf16(*b_shape), bf16(m, n)
    wide = lambda bits, r, c: (bits.astype(np.uint32) << 16).view(np.float32).reshape(c, r).T
    op = lambda x, t: x.T if t == "T" else x
    for _ in range(2):
        expected = np.matmul(op(wide(a, *a_shape), trans_a), op(wide(b, *b_shape), trans_b))
        if beta:
            expected = expected + np.float32(beta) * wide(d, m, n)
        expected_bits = [_bf16_by_hand(int(x)) for x in expected.astype(np.float32).T.ravel().view(np.uint32)]
        blaslt.matmul(lt, desc, 1.0, a.ctypes.data, _layout(lt, *a_shape), b.ctypes.data, _layout(lt, *b_shape),
                      beta, d.ctypes.data, _layout(lt, m, n), d.ctypes.data, _layout(lt, m, n))
        assert d.tolist() == expected_bits
