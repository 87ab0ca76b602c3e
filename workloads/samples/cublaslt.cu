// cuBLASLt: descriptors, layouts (batched through batch count + strided offset), preferences,
// heuristics and cublasLtMatmul with the epilogues DEFAULT, BIAS, GELU, GELU_AUX, GELU_BIAS,
// GELU_AUX_BIAS, DGELU and BGRADB, in bf16 (fp32 compute, fp32 scale) plus an fp32 case.
// Expected values come from an independent double-precision host implementation on the same
// bf16-rounded inputs (GELU as the tanh approximation). `--dump DIR` writes every output as
// .npy (recorded on the H200 as the reference outputs).
#include <cmath>

#include <cublasLt.h>
#include <cuda_bf16.h>

#include "common.h"

#define BLAS_REQUIRE(call)                                                                               \
    do {                                                                                                 \
        cublasStatus_t s_ = (call);                                                                      \
        if (s_ != CUBLAS_STATUS_SUCCESS) {                                                               \
            check("require", false, "%s:%d: %s -> status %d", base_name(__FILE__), __LINE__, #call, (int)s_);      \
            exit(finish("cublaslt"));                                                                    \
        }                                                                                                \
    } while (0)

static cublasLtHandle_t g_lt;
static void* g_workspace;
static const size_t WORKSPACE = 32u << 20;
static const char* g_dump_dir = nullptr;

static double bf(double v) { return __bfloat162float(__float2bfloat16((float)v)); }

static double gelu(double x) { return 0.5 * x * (1.0 + std::tanh(0.7978845608028654 * (x + 0.044715 * x * x * x))); }
static double gelu_grad(double x) {
    double u = 0.7978845608028654 * (x + 0.044715 * x * x * x), t = std::tanh(u);
    return 0.5 * (1.0 + t) + 0.5 * x * (1.0 - t * t) * 0.7978845608028654 * (1.0 + 3.0 * 0.044715 * x * x);
}

static std::vector<double> random_bf16(size_t n, uint64_t seed, float lo = -1.0f, float hi = 1.0f) {
    Lcg rng(seed);
    std::vector<double> v(n);
    for (auto& x : v) x = bf(rng.uniform(lo, hi));
    return v;
}

static __nv_bfloat16* upload_bf16(const std::vector<double>& v) {
    std::vector<__nv_bfloat16> h(v.size());
    for (size_t i = 0; i < v.size(); i++) h[i] = __float2bfloat16((float)v[i]);
    __nv_bfloat16* d;
    REQUIRE(cudaMalloc(&d, h.size() * sizeof(__nv_bfloat16)));
    REQUIRE(cudaMemcpy(d, h.data(), h.size() * sizeof(__nv_bfloat16), cudaMemcpyHostToDevice));
    return d;
}

static std::vector<double> download_bf16(const __nv_bfloat16* d, size_t n) {
    std::vector<__nv_bfloat16> h(n);
    REQUIRE(cudaMemcpy(h.data(), d, n * sizeof(__nv_bfloat16), cudaMemcpyDeviceToHost));
    std::vector<double> out(n);
    for (size_t i = 0; i < n; i++) out[i] = __bfloat162float(h[i]);
    return out;
}

static void dump(const std::string& name, const std::vector<double>& v) {
    if (!g_dump_dir) return;
    std::vector<float> f(v.begin(), v.end());
    std::string path = std::string(g_dump_dir) + "/" + name + ".npy";
    if (!write_npy(path, f.data(), "<f4", 4, {f.size()})) check("dump", false, "cannot write %s", path.c_str());
}

// error relative to the largest reference magnitude: bf16 outputs carry 8 significant bits
static void compare(const std::string& name, const std::vector<double>& got, const std::vector<double>& want,
                    double tol) {
    double worst = 0, peak = 0;
    bool finite = got.size() == want.size();
    for (size_t i = 0; finite && i < got.size(); i++) {
        finite = std::isfinite(got[i]);
        worst = std::max(worst, std::fabs(got[i] - want[i]));
        peak = std::max(peak, std::fabs(want[i]));
    }
    check(name.c_str(), finite && worst <= tol * std::max(peak, 1e-6), "max abs err %.3g, %.3g of the peak %.3g (tol %g)",
          worst, worst / std::max(peak, 1e-30), peak, tol);
    dump(name, got);
}

struct Matmul {
    cublasLtEpilogue_t epilogue;
    bool ta, tb;
    int m, n, k;
    int batch = 1;
    const void *A, *B;
    void* D;
    const void* bias = nullptr;   // input (BIAS variants) or output (BGRADB)
    void* aux = nullptr;          // output (GELU_AUX*) or input (DGELU)
    int aux_ld = 0;
    cudaDataType_t type = CUDA_R_16BF;
    long long strideA = 0, strideB = 0, strideD = 0;
};

static cublasLtMatrixLayout_t layout(cudaDataType_t type, int rows, int cols, int batch, long long stride) {
    cublasLtMatrixLayout_t l;
    BLAS_REQUIRE(cublasLtMatrixLayoutCreate(&l, type, rows, cols, rows));
    if (batch > 1) {
        BLAS_REQUIRE(cublasLtMatrixLayoutSetAttribute(l, CUBLASLT_MATRIX_LAYOUT_BATCH_COUNT, &batch, sizeof batch));
        BLAS_REQUIRE(cublasLtMatrixLayoutSetAttribute(l, CUBLASLT_MATRIX_LAYOUT_STRIDED_BATCH_OFFSET, &stride,
                                                      sizeof stride));
    }
    return l;
}

// returns false when cuBLASLt offers no algorithm for this combination
static bool run(const Matmul& mm, float alpha = 1.0f, float beta = 0.0f) {
    cublasLtMatmulDesc_t desc;
    BLAS_REQUIRE(cublasLtMatmulDescCreate(&desc, CUBLAS_COMPUTE_32F, CUDA_R_32F));
    cublasOperation_t opA = mm.ta ? CUBLAS_OP_T : CUBLAS_OP_N, opB = mm.tb ? CUBLAS_OP_T : CUBLAS_OP_N;
    BLAS_REQUIRE(cublasLtMatmulDescSetAttribute(desc, CUBLASLT_MATMUL_DESC_TRANSA, &opA, sizeof opA));
    BLAS_REQUIRE(cublasLtMatmulDescSetAttribute(desc, CUBLASLT_MATMUL_DESC_TRANSB, &opB, sizeof opB));
    BLAS_REQUIRE(cublasLtMatmulDescSetAttribute(desc, CUBLASLT_MATMUL_DESC_EPILOGUE, &mm.epilogue, sizeof mm.epilogue));
    if (mm.bias) BLAS_REQUIRE(cublasLtMatmulDescSetAttribute(desc, CUBLASLT_MATMUL_DESC_BIAS_POINTER, &mm.bias,
                                                             sizeof mm.bias));
    if (mm.aux) {
        int64_t ld = mm.aux_ld;
        BLAS_REQUIRE(cublasLtMatmulDescSetAttribute(desc, CUBLASLT_MATMUL_DESC_EPILOGUE_AUX_POINTER, &mm.aux,
                                                    sizeof mm.aux));
        BLAS_REQUIRE(cublasLtMatmulDescSetAttribute(desc, CUBLASLT_MATMUL_DESC_EPILOGUE_AUX_LD, &ld, sizeof ld));
    }
    cublasLtMatrixLayout_t la = mm.ta ? layout(mm.type, mm.k, mm.m, mm.batch, mm.strideA)
                                      : layout(mm.type, mm.m, mm.k, mm.batch, mm.strideA);
    cublasLtMatrixLayout_t lb = mm.tb ? layout(mm.type, mm.n, mm.k, mm.batch, mm.strideB)
                                      : layout(mm.type, mm.k, mm.n, mm.batch, mm.strideB);
    cublasLtMatrixLayout_t ld = layout(mm.type, mm.m, mm.n, mm.batch, mm.strideD);
    cublasLtMatmulPreference_t pref;
    BLAS_REQUIRE(cublasLtMatmulPreferenceCreate(&pref));
    BLAS_REQUIRE(cublasLtMatmulPreferenceSetAttribute(pref, CUBLASLT_MATMUL_PREF_MAX_WORKSPACE_BYTES, &WORKSPACE,
                                                      sizeof WORKSPACE));
    cublasLtMatmulHeuristicResult_t heuristic;
    int found = 0;
    cublasStatus_t hs = cublasLtMatmulAlgoGetHeuristic(g_lt, desc, la, lb, ld, ld, pref, 1, &heuristic, &found);
    bool ok = hs == CUBLAS_STATUS_SUCCESS && found > 0;
    if (ok)
        BLAS_REQUIRE(cublasLtMatmul(g_lt, desc, &alpha, mm.A, la, mm.B, lb, &beta, mm.D, ld, mm.D, ld, &heuristic.algo,
                                    g_workspace, WORKSPACE, 0));
    BLAS_REQUIRE(cublasLtMatmulPreferenceDestroy(pref));
    BLAS_REQUIRE(cublasLtMatrixLayoutDestroy(la));
    BLAS_REQUIRE(cublasLtMatrixLayoutDestroy(lb));
    BLAS_REQUIRE(cublasLtMatrixLayoutDestroy(ld));
    BLAS_REQUIRE(cublasLtMatmulDescDestroy(desc));
    return ok;
}

// host: pre[i + j m] = sum_p op(A)[i][p] op(B)[p][j] for column-major stored A, B
static std::vector<double> host_product(bool ta, bool tb, int m, int n, int k, const std::vector<double>& A,
                                        const std::vector<double>& B) {
    std::vector<double> out((size_t)m * n);
    for (int j = 0; j < n; j++)
        for (int i = 0; i < m; i++) {
            double s = 0;
            for (int p = 0; p < k; p++) {
                double a = ta ? A[p + (size_t)i * k] : A[i + (size_t)p * m];
                double b = tb ? B[j + (size_t)p * n] : B[p + (size_t)j * k];
                s += a * b;
            }
            out[i + (size_t)j * m] = s;
        }
    return out;
}

static void epilogues() {
    const int m = 64, n = 48, k = 40;
    auto A = random_bf16((size_t)m * k, 51), B = random_bf16((size_t)k * n, 52);
    auto bias = random_bf16(m, 53), aux_in = random_bf16((size_t)m * n, 54, -3.0f, 3.0f);
    __nv_bfloat16 *dA = upload_bf16(A), *dB = upload_bf16(B), *dBias = upload_bf16(bias), *dAuxIn = upload_bf16(aux_in);
    __nv_bfloat16 *dD, *dAux, *dBiasOut;
    REQUIRE(cudaMalloc(&dD, (size_t)m * n * sizeof(__nv_bfloat16)));
    REQUIRE(cudaMalloc(&dAux, (size_t)m * n * sizeof(__nv_bfloat16)));
    REQUIRE(cudaMalloc(&dBiasOut, std::max(m, n) * sizeof(__nv_bfloat16)));
    auto pre = host_product(true, false, m, n, k, A, B);   // A stored k x m (op T), B stored k x n

    struct Case { const char* name; cublasLtEpilogue_t ep; bool bias, aux_out, aux_in, gelu; };
    const Case cases[] = {
        {"default", CUBLASLT_EPILOGUE_DEFAULT, false, false, false, false},
        {"bias", CUBLASLT_EPILOGUE_BIAS, true, false, false, false},
        {"gelu", CUBLASLT_EPILOGUE_GELU, false, false, false, true},
        {"gelu_aux", CUBLASLT_EPILOGUE_GELU_AUX, false, true, false, true},
        {"gelu_bias", CUBLASLT_EPILOGUE_GELU_BIAS, true, false, false, true},
        {"gelu_aux_bias", CUBLASLT_EPILOGUE_GELU_AUX_BIAS, true, true, false, true},
        {"dgelu", CUBLASLT_EPILOGUE_DGELU, false, false, true, false},
    };
    for (auto& c : cases) {
        REQUIRE(cudaMemset(dD, 0, (size_t)m * n * sizeof(__nv_bfloat16)));
        REQUIRE(cudaMemset(dAux, 0, (size_t)m * n * sizeof(__nv_bfloat16)));
        Matmul mm{c.ep, true, false, m, n, k};
        mm.A = dA;
        mm.B = dB;
        mm.D = dD;
        if (c.bias) mm.bias = dBias;
        if (c.aux_out) mm.aux = dAux, mm.aux_ld = m;
        if (c.aux_in) mm.aux = dAuxIn, mm.aux_ld = m;
        std::string name = std::string("epilogue.") + c.name;
        if (!run(mm)) {
            check(name.c_str(), false, "cublasLtMatmulAlgoGetHeuristic returned no algorithm");
            continue;
        }
        std::vector<double> want_d((size_t)m * n), want_aux((size_t)m * n);
        for (int j = 0; j < n; j++)
            for (int i = 0; i < m; i++) {
                size_t idx = i + (size_t)j * m;
                double x = pre[idx] + (c.bias ? bias[i] : 0.0);
                want_aux[idx] = x;
                want_d[idx] = c.aux_in ? pre[idx] * gelu_grad(aux_in[idx]) : (c.gelu ? gelu(x) : x);
            }
        compare(name, download_bf16(dD, (size_t)m * n), want_d, 2e-2);
        if (c.aux_out) compare(name + ".aux", download_bf16(dAux, (size_t)m * n), want_aux, 2e-2);
    }

    // BGRADB: the bias gradient is the sum of op(B) over k, one value per column of D. Layout
    // support varies by version; the first transpose combination with an algorithm is used.
    const bool combos[4][2] = {{false, true}, {true, false}, {false, false}, {true, true}};
    bool done = false;
    for (auto& tt : combos) {
        bool ta = tt[0], tb = tt[1];
        // fresh inputs shaped for this combination
        auto A2 = random_bf16((size_t)m * k, 61), B2 = random_bf16((size_t)k * n, 62);
        __nv_bfloat16 *dA2 = upload_bf16(A2), *dB2 = upload_bf16(B2);
        REQUIRE(cudaMemset(dBiasOut, 0, std::max(m, n) * sizeof(__nv_bfloat16)));
        Matmul mm{CUBLASLT_EPILOGUE_BGRADB, ta, tb, m, n, k};
        mm.A = dA2;
        mm.B = dB2;
        mm.D = dD;
        mm.bias = dBiasOut;
        bool ran = run(mm);
        if (ran) {
            auto want_d = host_product(ta, tb, m, n, k, A2, B2);
            std::vector<double> want_bias(n, 0.0);
            for (int j = 0; j < n; j++)
                for (int p = 0; p < k; p++) want_bias[j] += tb ? B2[j + (size_t)p * n] : B2[p + (size_t)j * k];
            printf("INFO bgradb layout transa=%c transb=%c\n", ta ? 'T' : 'N', tb ? 'T' : 'N');
            compare("epilogue.bgradb", download_bf16(dD, (size_t)m * n), want_d, 2e-2);
            compare("epilogue.bgradb.bias", download_bf16(dBiasOut, n), want_bias, 2e-2);
            done = true;
        }
        REQUIRE(cudaFree(dA2));
        REQUIRE(cudaFree(dB2));
        if (done) break;
    }
    if (!done) check("epilogue.bgradb", false, "no transpose combination has an algorithm");
    for (void* p : {(void*)dA, (void*)dB, (void*)dBias, (void*)dAuxIn, (void*)dD, (void*)dAux, (void*)dBiasOut})
        REQUIRE(cudaFree(p));
}

static void batched_and_fp32() {
    // bf16, batch 3, strided, with alpha/beta accumulation into D
    const int m = 32, n = 24, k = 16, batch = 3;
    long long sA = (long long)m * k, sB = (long long)k * n, sD = (long long)m * n;
    auto A = random_bf16(sA * batch, 71), B = random_bf16(sB * batch, 72), D0 = random_bf16(sD * batch, 73);
    __nv_bfloat16 *dA = upload_bf16(A), *dB = upload_bf16(B), *dD = upload_bf16(D0);
    Matmul mm{CUBLASLT_EPILOGUE_DEFAULT, false, false, m, n, k, batch};
    mm.A = dA;
    mm.B = dB;
    mm.D = dD;
    mm.strideA = sA;
    mm.strideB = sB;
    mm.strideD = sD;
    if (!run(mm, 0.5f, 2.0f)) {
        check("batched.bf16", false, "no algorithm");
    } else {
        std::vector<double> want(sD * batch);
        for (int b = 0; b < batch; b++) {
            std::vector<double> Ab(A.begin() + b * sA, A.begin() + (b + 1) * sA);
            std::vector<double> Bb(B.begin() + b * sB, B.begin() + (b + 1) * sB);
            auto p = host_product(false, false, m, n, k, Ab, Bb);
            for (long long i = 0; i < sD; i++) want[b * sD + i] = 0.5 * p[i] + 2.0 * D0[b * sD + i];
        }
        compare("batched.bf16", download_bf16(dD, sD * batch), want, 2e-2);
    }
    for (void* p : {(void*)dA, (void*)dB, (void*)dD}) REQUIRE(cudaFree(p));

    // fp32 in/out with fp32 compute: no rounding to a narrower type anywhere
    const int M = 40, N = 24, K = 56;
    Lcg rng(81);
    std::vector<float> fa((size_t)M * K), fb((size_t)K * N);
    for (auto& v : fa) v = rng.uniform(-1, 1);
    for (auto& v : fb) v = rng.uniform(-1, 1);
    float *da, *db, *dd;
    REQUIRE(cudaMalloc(&da, fa.size() * 4));
    REQUIRE(cudaMalloc(&db, fb.size() * 4));
    REQUIRE(cudaMalloc(&dd, (size_t)M * N * 4));
    REQUIRE(cudaMemcpy(da, fa.data(), fa.size() * 4, cudaMemcpyHostToDevice));
    REQUIRE(cudaMemcpy(db, fb.data(), fb.size() * 4, cudaMemcpyHostToDevice));
    Matmul f{CUBLASLT_EPILOGUE_DEFAULT, false, true, M, N, K};
    f.A = da;
    f.B = db;
    f.D = dd;
    f.type = CUDA_R_32F;
    if (!run(f)) {
        check("fp32.nt", false, "no algorithm");
    } else {
        std::vector<float> got((size_t)M * N);
        REQUIRE(cudaMemcpy(got.data(), dd, got.size() * 4, cudaMemcpyDeviceToHost));
        auto want = host_product(false, true, M, N, K, std::vector<double>(fa.begin(), fa.end()),
                                 std::vector<double>(fb.begin(), fb.end()));
        compare("fp32.nt", std::vector<double>(got.begin(), got.end()), want, 1e-5);
    }
    for (void* p : {(void*)da, (void*)db, (void*)dd}) REQUIRE(cudaFree(p));
}

static void misuse() {
    // a descriptor attribute with the wrong size is rejected
    cublasLtMatmulDesc_t desc;
    BLAS_REQUIRE(cublasLtMatmulDescCreate(&desc, CUBLAS_COMPUTE_32F, CUDA_R_32F));
    uint8_t small = 0;
    cublasStatus_t s = cublasLtMatmulDescSetAttribute(desc, CUBLASLT_MATMUL_DESC_TRANSA, &small, sizeof small);
    check("misuse.attribute_size", s == CUBLAS_STATUS_INVALID_VALUE, "status %d (CUBLAS_STATUS_INVALID_VALUE = %d)",
          (int)s, (int)CUBLAS_STATUS_INVALID_VALUE);
    BLAS_REQUIRE(cublasLtMatmulDescDestroy(desc));
}

int main(int argc, char** argv) {
    setvbuf(stdout, nullptr, _IOLBF, 0);
    g_dump_dir = dump_dir_arg(argc, argv);
    REQUIRE(cudaSetDevice(0));
    BLAS_REQUIRE(cublasLtCreate(&g_lt));
    size_t version = cublasLtGetVersion();
    check("version", version >= 130000, "cuBLASLt %zu", version);
    REQUIRE(cudaMalloc(&g_workspace, WORKSPACE));
    epilogues();
    batched_and_fp32();
    misuse();
    REQUIRE(cudaDeviceSynchronize());
    REQUIRE(cudaFree(g_workspace));
    BLAS_REQUIRE(cublasLtDestroy(g_lt));
    return finish("cublaslt");
}
