"""The runtime's CPU-device semantics, checked against values worked out by hand or by
plain loops (never by the numpy path under test)."""

import ctypes
import struct

import numpy as np
import pytest

from zluda.runtime import blas, blaslt, device, views
from zluda.runtime.errors import CudaError, ErrorState
from zluda.runtime.memory import MemoryManager
from zluda.runtime.streams import StreamTable


def test_sticky_errors_poison_the_context():
    state = ErrorState()
    state.record("cudaErrorInvalidValue")                 # not sticky: nothing to remember
    assert state.sticky is None
    state.check_sticky()
    state.record("cudaErrorAssert")
    assert state.sticky == "cudaErrorAssert"
    state.record("cudaErrorIllegalAddress")               # the first sticky error stays
    with pytest.raises(CudaError) as err:
        state.check_sticky()
    assert err.value.status == "cudaErrorAssert"
    state.reset()
    assert state.sticky is None


def test_a_sticky_device_fault_shows_at_the_next_call():
    state = ErrorState()
    with pytest.raises(CudaError):                        # not sticky: the launch's own error
        state.device_fault(CudaError("cudaErrorInvalidValue", "bad launch"))
    assert state.sticky is None
    state.device_fault(CudaError("cudaErrorIllegalAddress", "kernel k"))
    assert state.surfaced is None                         # the launch itself succeeded
    assert state.sticky == "cudaErrorIllegalAddress"      # the next call sees it
    assert state.surfaced == "cudaErrorIllegalAddress"


def test_device_answers_are_consistent(monkeypatch):
    props = device.properties()
    assert props["name"].startswith("ZLUDA CPU")
    assert props["multiProcessorCount"] >= 1
    assert device.attribute("cudaDevAttrMaxBlockDimX") == props["maxThreadsDim"][0] == 1024
    assert device.attribute("cudaDevAttrMaxThreadsPerMultiProcessor") == props["maxThreadsPerMultiProcessor"]
    assert device.attribute("cudaDevAttrWarpSize") == 32
    assert device.attribute("cudaDevAttrNoSuchThing") is None
    monkeypatch.setenv(device.COMPUTE_CAPABILITY_ENV, "9.0")
    device.properties.cache_clear()
    try:
        assert device.attribute("cudaDevAttrComputeCapabilityMajor") == 9
        assert device.properties()["sharedMemPerBlockOptin"] == 227 * 1024
    finally:
        device.properties.cache_clear()
    monkeypatch.setenv(device.COMPUTE_CAPABILITY_ENV, "eight")
    with pytest.raises(ValueError, match="MAJOR.MINOR"):
        device.compute_capability()


def test_memory_tracks_allocations_and_refuses_bad_pointers():
    mm = MemoryManager()
    d = mm.allocate(1000)
    assert d % 256 == 0
    h = mm.allocate(64, kind="host")
    ctypes.memmove(h, b"\x01\x02\x03\x04" * 16, 64)
    mm.copy(d + 8, h, 64, "cudaMemcpyHostToDevice")
    assert ctypes.string_at(d + 8, 4) == b"\x01\x02\x03\x04"
    mm.fill(d, 0xAB, 8)
    assert ctypes.string_at(d, 9) == b"\xab" * 8 + b"\x01"
    with pytest.raises(CudaError, match="runs past"):
        mm.copy(d + 990, h, 64, "cudaMemcpyHostToDevice")
    with pytest.raises(CudaError) as err:
        mm.copy(h, h, 4, "cudaMemcpyDeviceToHost")     # host memory named as the source device
    assert err.value.status == "cudaErrorInvalidValue"
    mm.free(d)
    with pytest.raises(CudaError, match="freed twice"):
        mm.free(d)
    with pytest.raises(CudaError):
        mm.fill(d, 0, 4)                               # use after free is refused, not a crash
    with pytest.raises(CudaError, match="host memory"):
        mm.free(h, kind="device")
    mm.free(h, kind="host")
    mm.free(0)
    assert mm.in_use == 0


def test_pitched_2d_copy_moves_only_the_width():
    mm = MemoryManager()
    pitch = mm.pitch_for(10)
    assert pitch == 512
    d = mm.allocate(pitch * 3)
    src = (ctypes.c_uint8 * 30)(*range(30))
    mm.copy_2d(d, pitch, ctypes.addressof(src), 10, 10, 3, "cudaMemcpyHostToDevice")
    assert ctypes.string_at(d + pitch, 10) == bytes(range(10, 20))
    assert ctypes.string_at(d + 10, 1) == b"\x00"
    with pytest.raises(CudaError) as err:
        mm.copy_2d(d, 8, ctypes.addressof(src), 10, 10, 3)
    assert err.value.status == "cudaErrorInvalidPitchValue"


def test_streams_and_events_validate_handles_and_time():
    st = StreamTable()
    s = st.create_stream(flags=1, priority=-100)
    assert st.stream(s).priority == -5                 # clamped to the greatest priority
    e1, e2 = st.create_event(), st.create_event()
    with pytest.raises(CudaError):
        st.elapsed_ms(e1, e2)                          # not recorded yet
    st.record(e1, s); st.record(e2, 0)
    assert st.elapsed_ms(e1, e2) >= 0.0
    st.destroy_stream(s)
    with pytest.raises(CudaError) as err:
        st.synchronize(s)
    assert err.value.status == "cudaErrorInvalidResourceHandle"
    nt = st.create_event(flags=2)
    st.record(nt)
    with pytest.raises(CudaError, match="DisableTiming"):
        st.elapsed_ms(nt, e2)


def _alloc_array(mm, arr):
    p = mm.allocate(arr.nbytes)
    ctypes.memmove(p, arr.ctypes.data, arr.nbytes)
    return p


def _naive_gemm(A, B):
    m, k = A.shape
    n = B.shape[1]
    out = [[0.0] * n for _ in range(m)]
    for i in range(m):
        for j in range(n):
            out[i][j] = sum(float(A[i, p]) * float(B[p, j]) for p in range(k))
    return np.array(out)


def test_sgemm_column_major_with_transposes_and_leading_dims():
    rng = np.random.default_rng(1)
    mm = MemoryManager()
    m, n, k, lda, ldb, ldc = 3, 4, 5, 7, 6, 5
    Ast = rng.standard_normal((k, lda)).astype(np.float32)   # column-major storage of op(A)=A^T: A is k x m
    Bst = rng.standard_normal((n, ldb)).astype(np.float32)   # B is k x n, ld 6
    Cst = rng.standard_normal((n, ldc)).astype(np.float32)
    a, b, c = _alloc_array(mm, Ast), _alloc_array(mm, Bst), _alloc_array(mm, Cst)
    blas.gemm("CUBLAS_OP_T", "CUBLAS_OP_N", m, n, k, 2.0, a, "CUDA_R_32F", lda, b, "CUDA_R_32F", ldb,
              0.5, c, "CUDA_R_32F", ldc)
    A = Ast[:m, :k].T.T  # column j of A (k rows) is row j of storage: A[p, i] = Ast[i, p]
    A_km = Ast[:m, :k].T  # k x m
    B = Bst[:, :k].T     # k x n
    C0 = Cst[:, :m].T    # m x n
    expect = 2.0 * _naive_gemm(A_km.T, B) + 0.5 * C0
    got = views.matrix(c, m, n, ldc, np.float32)[0]
    np.testing.assert_allclose(got, expect, rtol=1e-5, atol=1e-5)
    assert Cst[0, m] == np.frombuffer(ctypes.string_at(c + 4 * m, 4), np.float32)[0]  # padding untouched
    with pytest.raises(CudaError, match="leading dimension"):
        blas.gemm("CUBLAS_OP_N", "CUBLAS_OP_N", m, n, k, 1.0, a, "CUDA_R_32F", 1, b, "CUDA_R_32F", ldb,
                  0.0, c, "CUDA_R_32F", ldc)


def test_sgemm_strided_batched_into_device_memory():
    """beta 0 ignores what C held (NaN here), beta 1 accumulates; padding rows and the
    gap between batch entries are never written."""
    rng = np.random.default_rng(2)
    mm = MemoryManager()
    batch, m, n, k, ldc, stride_c = 3, 4, 5, 6, 7, 40
    A = rng.standard_normal((batch, k, m)).astype(np.float32)   # column-major m x k, packed
    B = rng.standard_normal((batch, n, k)).astype(np.float32)   # column-major k x n, packed
    a, b = _alloc_array(mm, A), _alloc_array(mm, B)
    C = np.full(batch * stride_c, np.nan, np.float32)
    c = _alloc_array(mm, C)
    expect = np.array([_naive_gemm(A[i].T, B[i].T) for i in range(batch)])
    for alpha, beta, want in ((2.0, 0.0, 2.0 * expect), (1.0, 1.0, 3.0 * expect)):
        blas.gemm("CUBLAS_OP_N", "CUBLAS_OP_N", m, n, k, alpha, a, "CUDA_R_32F", m, b, "CUDA_R_32F", k,
                  beta, c, "CUDA_R_32F", ldc, batch=batch, stride_a=m * k, stride_b=k * n, stride_c=stride_c)
        np.testing.assert_allclose(views.matrix(c, m, n, ldc, np.float32, batch, stride_c), want, rtol=1e-5, atol=1e-5)
    raw = np.frombuffer(ctypes.string_at(c, C.nbytes), np.float32).reshape(batch, stride_c)
    written = np.zeros(stride_c, bool)
    for j in range(n):
        written[j * ldc:j * ldc + m] = True
    assert np.isnan(raw[:, ~written]).all() and not np.isnan(raw[:, written]).any()


def test_matrix_views_are_reused_and_follow_memory():
    """A view asked for again (same address, shape, ld, type, batch, stride) is the one built
    before and reads the memory as it is now; any difference in the request is a new view."""
    buf = np.arange(64, dtype=np.float32)
    addr = buf.ctypes.data
    first = views.matrix(addr, 3, 4, 5, np.float32, 2, 24)
    assert views.matrix(addr, 3, 4, 5, np.float32, 2, 24) is first
    np.testing.assert_array_equal(first[1, :, 2], buf[24 + 10:24 + 13])
    buf[24 + 10] = -1.0
    assert first[1, 0, 2] == -1.0
    first[0, 2, 3] = 7.0        # writes go to the memory
    assert buf[3 * 5 + 2] == 7.0
    assert views.matrix(addr, 3, 4, 6, np.float32, 2, 24) is not first
    assert views.matrix(addr, 3, 4, 6, np.float32, 2, 24)[0, 0, 1] == buf[6]
    # a negative batch stride: the later batch lies below the address
    back = views.matrix(buf[8:].ctypes.data, 2, 2, 20, np.float32, 2, -8)
    np.testing.assert_array_equal(back[1], [[buf[0], buf[20]], [buf[1], buf[21]]])
    with pytest.raises(ValueError):   # ld < rows
        views.matrix(addr, 3, 4, 2, np.float32)


def test_bf16_rounding_is_round_to_nearest_even():
    values = np.array([1.0, 1.0 + 2**-8, 1.0 + 3 * 2**-8, -0.0, np.inf, np.nan], np.float32)
    bits = views.f32_to_bf16(values)
    assert [hex(b) for b in bits[:5]] == ["0x3f80", "0x3f80", "0x3f82", "0x8000", "0x7f80"]
    assert bits[5] & 0x7F80 == 0x7F80 and bits[5] & 0x7F



def _bf16_by_hand(value_bits: int) -> int:
    """__float2bfloat16_rn on one f32's bits, integer arithmetic only."""
    if (value_bits & 0x7FFFFFFF) > 0x7F800000:        # NaN: truncated, kept quiet
        return (value_bits >> 16) | 0x0040
    return ((value_bits + 0x7FFF + ((value_bits >> 16) & 1)) >> 16) & 0xFFFF


def test_bf16_store_into_a_column_major_matrix_rounds_every_element_in_place():
    # a row-major product written into a column-major D (what cuBLASLt's matmul does) spans
    # several strips of the copy; the values sit on rounding boundaries, NaNs included
    low = [0x0000, 0x7FFF, 0x8000, 0x8001, 0xFFFF, 0x18000, 0x7F800001 & 0xFFFF]
    bits = np.array([(0x3F800000 + (i << 16)) | low[i % len(low)] for i in range(300 * 7)], np.uint32)
    bits[5] = 0x7F800001        # a signalling NaN with a payload only in the low half
    bits[6] = 0xFFFF8001        # a negative NaN whose rounding would carry out of 32 bits
    product = bits.view(np.float32).reshape(1, 300, 7)
    storage = np.zeros((1, 7, 300), np.uint16)
    d = storage.transpose(0, 2, 1)                     # (batch, rows, cols), rows contiguous
    views.store(d, product, "CUDA_R_16BF")
    expected = [[_bf16_by_hand(int(b)) for b in row] for row in bits.reshape(300, 7)]
    assert d[0].tolist() == expected
    widened = views.bf16_to_f32(d)
    assert widened.strides[1:] == (4, 4 * 300)        # the view's own layout: nothing transposed
    assert widened[0].view(np.uint32).tolist() == [[e << 16 for e in row] for row in expected]


def test_f32_store_across_layouts_matches_element_by_element():
    values = np.arange(3 * 130 * 67, dtype=np.float32).reshape(3, 130, 67)
    d = np.zeros((3, 67, 130), np.float32).transpose(0, 2, 1)
    views.store(d, values, "CUDA_R_32F")
    assert all(d[b, i, j] == values[b, i, j] for b in range(3) for i in range(130) for j in range(67))
    views.store(d, np.float32(2.5), "CUDA_R_32F")     # a scalar broadcasts as numpy's assignment does
    assert (d == 2.5).all()

def test_cublaslt_bias_gelu_aux_epilogue_matches_hand_computed():
    mm = MemoryManager()
    lt = blaslt.LtObjects()
    enum_name = lambda enum, value: value
    m, n, k = 2, 2, 2
    A = np.array([[1.0, 2.0], [3.0, 4.0]], np.float32)   # m x k, column-major storage = A.T rows
    B = np.array([[1.0, 0.0], [0.0, 1.0]], np.float32)
    a = _alloc_array(mm, np.asfortranarray(A).T.copy())
    b = _alloc_array(mm, B)
    d = mm.allocate(16)
    aux = mm.allocate(16)
    bias = _alloc_array(mm, np.array([0.5, -10.0], np.float32))
    layouts = [lt.create("layout", CUBLASLT_MATRIX_LAYOUT_TYPE="CUDA_R_32F", CUBLASLT_MATRIX_LAYOUT_ROWS=r,
                         CUBLASLT_MATRIX_LAYOUT_COLS=c, CUBLASLT_MATRIX_LAYOUT_LD=r) for r, c in [(m, k), (k, n), (m, n), (m, n)]]
    desc = lt.create("matmul", CUBLASLT_MATMUL_DESC_COMPUTE_TYPE="CUBLAS_COMPUTE_32F")
    lt.set_attribute(desc, "matmul", "CUBLASLT_MATMUL_DESC_EPILOGUE", struct.pack("<I", 0), lambda e, v: "CUBLASLT_EPILOGUE_GELU_AUX_BIAS")
    lt.set_attribute(desc, "matmul", "CUBLASLT_MATMUL_DESC_BIAS_POINTER", struct.pack("<Q", bias), enum_name)
    lt.set_attribute(desc, "matmul", "CUBLASLT_MATMUL_DESC_EPILOGUE_AUX_POINTER", struct.pack("<Q", aux), enum_name)
    lt.set_attribute(desc, "matmul", "CUBLASLT_MATMUL_DESC_EPILOGUE_AUX_LD", struct.pack("<q", m), enum_name)
    with pytest.raises(CudaError, match="bytes given"):
        lt.set_attribute(desc, "matmul", "CUBLASLT_MATMUL_DESC_EPILOGUE_AUX_LD", b"\0\0", enum_name)
    blaslt.matmul(lt, desc, 1.0, a, layouts[0], b, layouts[1], 0.0, d, layouts[2], d, layouts[3])
    pre = np.array([[1.5, 2.5], [-7.0, -6.0]])  # A @ I + bias per row
    gelu = lambda x: 0.5 * x * (1 + np.tanh(np.sqrt(2 / np.pi) * (x + 0.044715 * x ** 3)))
    np.testing.assert_allclose(views.matrix(aux, m, n, m, np.float32)[0], pre, rtol=1e-6)
    np.testing.assert_allclose(views.matrix(d, m, n, m, np.float32)[0], gelu(pre), rtol=1e-5, atol=1e-7)


def test_nrm2_of_a_long_float_vector_sums_in_double():
    """HeCBench's norm2 compares cublasSnrm2 of 2^27 floats with a norm summed in double
    within 0.1: a float32 sum drifts by a relative 1e-5 at 2^22 elements and 0.6 % at
    2^27; cuBLAS's tree of partial sums and ours stay within a float's rounding."""
    x = np.random.default_rng(3).random(1 << 22, dtype=np.float32)
    exact = np.sqrt(np.dot(x.astype(np.float64), x.astype(np.float64)))
    got = blas.nrm2(x.size, x.ctypes.data, 1, "CUDA_R_32F")
    assert abs(got - exact) / exact < 1e-7
    strided = blas.nrm2(x.size // 2, x.ctypes.data, 2, "CUDA_R_32F")
    assert strided == pytest.approx(np.sqrt(np.sum(x[::2].astype(np.float64) ** 2)), rel=1e-12)
