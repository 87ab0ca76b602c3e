"""cuBLASLt's compiled bf16 loops (zluda/runtime/bf16_loops.py): the rounding store with C
and the bias against numpy's steps and by-hand rounding, where it declines, widening, and
whole matmuls with the loops against the numpy path bit for bit."""

import numpy as np
import pytest

from zluda.runtime import bf16_loops, blaslt, views


def _bf16_by_hand(value_bits: int) -> int:
    """__float2bfloat16_rn on one f32's bits, integer arithmetic only."""
    if (value_bits & 0x7FFFFFFF) > 0x7F800000:
        return (value_bits >> 16) | 0x0040
    return ((value_bits + 0x7FFF + ((value_bits >> 16) & 1)) >> 16) & 0xFFFF


def _column_major(batch, rows, cols, ld=None):
    ld = ld or rows
    store = np.zeros(batch * ld * cols, np.uint16)
    return np.lib.stride_tricks.as_strided(store, (batch, rows, cols), (ld * cols * 2, 2, ld * 2))


def _bf16_bits(rng, shape):
    return (rng.standard_normal(shape).astype(np.float32).view(np.uint32) >> 16).astype(np.uint16)


def _product(rng, shape):
    """Random f32 values with NaNs (signalling, negative), infinities, zeros and ties."""
    p = (rng.standard_normal(shape) * 10).astype(np.float32)
    bits = p.view(np.uint32).reshape(-1)
    for start, step, value in ((0, 97, 0x7FC00000), (3, 89, 0x7F800001), (11, 113, 0xFFFF8001),
                               (5, 101, 0x7F800000), (4, 83, 0x3F808000), (6, 79, 0x3F818000), (7, 71, 0x80000000)):
        bits[start::step] = value
    return p


def _numpy_store(d, p, c, bias):
    """blaslt.matmul's numpy steps: C added, then the bias, rounded into D."""
    result = p.copy()
    with np.errstate(invalid="ignore"):   # inf + -inf: NaN, as intended
        _add_terms(result, c, bias)
    views.store(d, result, "CUDA_R_16BF", reuse=True)


def _add_terms(result, c, bias):
    if c is not None:
        views.add_into(result, views.load(c, "CUDA_R_16BF").astype(np.float32))
    if bias is not None:
        views.add_into(result, views.load(bias, "CUDA_R_16BF").astype(np.float32)[:, :, None])


# shapes with and without a whole number of 32-row vectors and 16-column blocks, batches
SHAPES = [(1, 8192, 40), (1, 128, 300), (3, 64, 64), (1, 37, 5), (2, 17, 15), (1, 1, 1)]


@pytest.mark.parametrize("batch, rows, cols", SHAPES)
@pytest.mark.parametrize("with_c", [False, True])
@pytest.mark.parametrize("with_bias", [False, True])
def test_store_matches_numpy_steps_bit_for_bit(batch, rows, cols, with_c, with_bias):
    rng = np.random.default_rng(rows * cols + with_c * 2 + with_bias)
    p = _product(rng, (batch, rows, cols))
    d = _column_major(batch, rows, cols, ld=rows + 3)
    d[...] = _bf16_bits(rng, d.shape)
    # NaNs in C and the bias only where P has none (with both, which NaN numpy keeps varies)
    if with_c:
        d[0, 1::7, 0] = 0x7FA1
        d[np.isnan(p)] = 0x3F80
    c = d if with_c else None             # in place, as llm.c accumulates
    bias = _bf16_bits(rng, (batch, rows)) if with_bias else None
    if with_bias:
        bias[0, -1] = 0xFF81
        bias[np.isnan(p).any(axis=2)] = 0x4000
    expected = d.copy()
    _numpy_store(expected, p, None if c is None else d.copy(), bias)
    assert bf16_loops.fits(d, p, c, bias)
    bf16_loops.store(d, p, c, bias)
    np.testing.assert_array_equal(d, expected)


def test_store_rounds_every_boundary_as_by_hand():
    highs = [0x3F80, 0x3F81, 0xBF80, 0xBF81, 0x7F7F, 0xFF7F, 0x0000, 0x8000, 0x7F80, 0xFF80, 0x7FC0, 0x7F80]
    lows = [0x0000, 0x0001, 0x7FFF, 0x8000, 0x8001, 0xFFFF]
    bits = np.array([(h << 16) | lo for h in highs for lo in lows] * 3, np.uint32)[:200]
    p = bits.view(np.float32).reshape(1, 40, 5)
    d = _column_major(1, 40, 5)
    bf16_loops.store(d, np.ascontiguousarray(p))
    expected = np.array([_bf16_by_hand(int(b)) for b in bits], np.uint16).reshape(40, 5)
    np.testing.assert_array_equal(d[0], expected)


def test_store_declines_what_it_would_order_differently():
    p = np.zeros((2, 40, 8), np.float32)
    d = _column_major(2, 40, 8)
    assert bf16_loops.fits(d, p, None, None)
    overlapping = np.lib.stride_tricks.as_strided(d, d.shape, (2 * 20, 2, 2 * 40))   # batches overlap
    assert not bf16_loops.fits(overlapping, p, None, None)
    shifted_c = np.lib.stride_tricks.as_strided(d[0, 1:], (2, 39, 8), d.strides)
    assert not bf16_loops.fits(d[:, :39], p[:, :39], shifted_c, None)              # C overlaps D elsewhere
    assert not bf16_loops.fits(d, p, None, d[:, :, 0])                             # the bias inside D
    assert not bf16_loops.fits(np.zeros((2, 40, 8), np.uint16), p, None, None)     # D row-major
    assert not bf16_loops.fits(d, np.asfortranarray(p), None, None)                # P's rows not contiguous


@pytest.mark.parametrize("view", [lambda a: a, lambda a: a.transpose(0, 2, 1), lambda a: a[:, ::2], lambda a: a[:, :, :3]])
def test_widening_is_the_shift_in_every_layout(view):
    rng = np.random.default_rng(3)
    bits = view(rng.integers(0, 1 << 16, (3, 40, 24)).astype(np.uint16))
    wide = views.bf16_to_f32(bits, "test widen")
    np.testing.assert_array_equal(wide.view(np.uint32), bits.astype(np.uint32) << 16)
    assert wide.shape == bits.shape


def _lt_call(lt, rng, trans_a, trans_b, epilogue, m, n, k, beta, batch=1):
    def layout(rows, cols):
        return lt.create("layout", CUBLASLT_MATRIX_LAYOUT_TYPE="CUDA_R_16BF", CUBLASLT_MATRIX_LAYOUT_ROWS=rows,
                         CUBLASLT_MATRIX_LAYOUT_COLS=cols, CUBLASLT_MATRIX_LAYOUT_LD=rows,
                         CUBLASLT_MATRIX_LAYOUT_BATCH_COUNT=batch,
                         CUBLASLT_MATRIX_LAYOUT_STRIDED_BATCH_OFFSET=rows * cols)
    a_shape = (m, k) if trans_a == "N" else (k, m)
    b_shape = (k, n) if trans_b == "N" else (n, k)
    arrays = [_bf16_bits(rng, batch * r * c) for r, c in (a_shape, b_shape, (m, n))] + [_bf16_bits(rng, m)]
    desc = lt.create("matmul", CUBLASLT_MATMUL_DESC_COMPUTE_TYPE="CUBLAS_COMPUTE_32F",
                     CUBLASLT_MATMUL_DESC_TRANSA="CUBLAS_OP_" + trans_a, CUBLASLT_MATMUL_DESC_TRANSB="CUBLAS_OP_" + trans_b,
                     CUBLASLT_MATMUL_DESC_EPILOGUE=epilogue, CUBLASLT_MATMUL_DESC_BIAS_POINTER=arrays[3].ctypes.data)
    lay_d = layout(m, n)
    args = (desc, 1.0, arrays[0].ctypes.data, layout(*a_shape), arrays[1].ctypes.data, layout(*b_shape), beta,
            arrays[2].ctypes.data, lay_d, arrays[2].ctypes.data, lay_d)
    return arrays, args


@pytest.mark.parametrize("trans_a, trans_b, epilogue, m, n, k, beta, batch", [
    ("T", "N", "CUBLASLT_EPILOGUE_DEFAULT", 200, 48, 64, 0.0, 1),     # the logits' shape, smaller
    ("N", "T", "CUBLASLT_EPILOGUE_DEFAULT", 64, 200, 48, 1.0, 1),     # a weight gradient, accumulated
    ("T", "N", "CUBLASLT_EPILOGUE_BIAS", 96, 40, 32, 0.0, 1),
    ("N", "N", "CUBLASLT_EPILOGUE_DEFAULT", 33, 17, 20, 0.0, 3),      # batched, tails
    ("N", "T", "CUBLASLT_EPILOGUE_GELU", 40, 24, 16, 0.0, 1),         # not compiled: numpy's steps
    ("N", "T", "CUBLASLT_EPILOGUE_DEFAULT", 40, 24, 16, 0.5, 1),      # beta not 0 or 1: numpy's steps
])
def test_matmul_with_compiled_loops_is_bit_identical(monkeypatch, trans_a, trans_b, epilogue, m, n, k, beta, batch):
    results = []
    for compiled in (True, False):
        if not compiled:
            monkeypatch.setattr(blaslt, "_stored_compiled", lambda *args: False)
            monkeypatch.setattr(bf16_loops, "widen_into", lambda wide, bits: False)
        lt = blaslt.LtObjects()
        arrays, args = _lt_call(lt, np.random.default_rng(m * n * k), trans_a, trans_b, epilogue, m, n, k, beta, batch)
        blaslt.matmul(lt, *args)
        results.append(arrays[2].copy())
    np.testing.assert_array_equal(results[0], results[1])
