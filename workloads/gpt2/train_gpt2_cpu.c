/* GPT-2 training on the CPU in plain C with OpenMP: the same model, checkpoint format and
 * AdamW as train_gpt2.cu (fp32 build), written to be the yardstick for running that
 * program through the project's CUDA libraries on the same cores.
 *
 *   gcc -O3 -march=native -fopenmp -o train_gpt2_cpu train_gpt2_cpu.c -lm
 *   ./train_gpt2_cpu --checkpoint data/gpt2_tiny.ckpt --reference data/gpt2_tiny.ref [--steps N]
 *   ./train_gpt2_cpu ... --write-reference OUT.ref    (its own results in the reference format)
 *
 * It checks logits, loss, every gradient and the training losses against the reference
 * with train_gpt2.cu's fp32 tolerances and prints `CHECK name PASS|FAIL detail` lines,
 * then `TIME step N ms X` per step. Exit status 0 only when every check passes (1), 2 for
 * bad input. Parameters are kept in the checkpoint's order, without padding.
 *
 * Layout conventions (those of train_gpt2.cu): activations are row-major (B, T, C);
 * a weight W of a linear layer is (OC, IC) and out = inp W^T + bias; qkv holds q, k, v
 * side by side per position, head h at columns h*hs of each. */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#ifdef _OPENMP
#include <omp.h>
#endif

enum { WTE, WPE, LN1W, LN1B, QKVW, QKVB, ATTPROJW, ATTPROJB, LN2W, LN2B,
       FCW, FCB, FCPROJW, FCPROJB, LNFW, LNFB, NUM_PARAMS };
static const char *const PARAM_NAMES[NUM_PARAMS] = {
    "wte", "wpe", "ln1w", "ln1b", "qkvw", "qkvb", "attprojw", "attprojb", "ln2w", "ln2b",
    "fcw", "fcb", "fcprojw", "fcprojb", "lnfw", "lnfb"};

#define CKPT_MAGIC 0x32545047u   /* "GPT2" */
#define REF_MAGIC 0x46455247u    /* "GREF" */
#define HEADER_INTS 64

/* train_gpt2.cu's fp32 tolerances: logits max_abs, rel_l2, loss, grad per tensor, all, train losses */
static const double TOL[6] = {1e-4, 2e-5, 2e-5, 1e-4, 5e-5, 5e-4};

typedef struct { int max_T, V, L, NH, C; } Config;

typedef struct {
    Config cfg;
    size_t count[NUM_PARAMS], offset[NUM_PARAMS], total;
    float *params, *grads, *m, *v;
    int B, T;
    /* activations, per layer where the name says l */
    float *encoded, *ln1, *ln1_mean, *ln1_rstd, *qkv, *att, *atty, *attproj, *res2, *ln2, *ln2_mean,
          *ln2_rstd, *fch, *fch_gelu, *fcproj, *res3, *lnf, *lnf_mean, *lnf_rstd, *logits, *probs, *losses;
    /* backward scratch */
    float *dres, *dtmp, *dbig, *dbig2, *dqkv, *datt, *datty, *dlogits, *dlnf;
    int *tokens, *targets;
} Model;

typedef struct {
    int B, T, steps;
    float lr, beta1, beta2, eps, wd;
    int *tokens, *targets;
    float *logits, loss, *grads, *losses;
} Reference;

static void fail_input(const char *path, const char *msg)
{
    fprintf(stderr, "error: %s: %s\n", path, msg);
    exit(2);
}

static char *read_file(const char *path, size_t *size)
{
    FILE *f = fopen(path, "rb");
    if (!f) fail_input(path, "cannot open");
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    char *data = malloc(n > 0 ? (size_t)n : 1);
    if (!data || fread(data, 1, (size_t)n, f) != (size_t)n) fail_input(path, "cannot read");
    fclose(f);
    *size = (size_t)n;
    return data;
}

static void *alloc_floats(size_t n)
{
    void *p = calloc(n ? n : 1, sizeof(float));
    if (!p) { fprintf(stderr, "error: out of memory (%zu floats)\n", n); exit(2); }
    return p;
}

static void layout(Model *m)
{
    size_t V = m->cfg.V, C = m->cfg.C, L = m->cfg.L, T = m->cfg.max_T;
    size_t counts[NUM_PARAMS] = {V * C, T * C, L * C, L * C, L * 3 * C * C, L * 3 * C, L * C * C, L * C,
                                 L * C, L * C, L * 4 * C * C, L * 4 * C, L * C * 4 * C, L * C, C, C};
    m->total = 0;
    for (int i = 0; i < NUM_PARAMS; i++) {
        m->count[i] = counts[i];
        m->offset[i] = m->total;
        m->total += counts[i];
    }
}

static void load_checkpoint(Model *m, const char *path)
{
    size_t size;
    char *data = read_file(path, &size);
    if (size < HEADER_INTS * 4) fail_input(path, "shorter than the 256-byte header");
    const int32_t *h = (const int32_t *)data;
    if ((uint32_t)h[0] != CKPT_MAGIC) fail_input(path, "bad magic (not a checkpoint written by make_reference.py)");
    if (h[1] != 1) fail_input(path, "unsupported checkpoint version (expected 1)");
    if (h[7] != 2) fail_input(path, "unsupported weight encoding (expected 2 = bfloat16)");
    m->cfg = (Config){h[2], h[3], h[4], h[5], h[6]};
    if (m->cfg.max_T <= 0 || m->cfg.V <= 0 || m->cfg.L <= 0 || m->cfg.NH <= 0 || m->cfg.C <= 0)
        fail_input(path, "non-positive size in the header");
    if (m->cfg.C % m->cfg.NH != 0) fail_input(path, "channels is not a multiple of num_heads");
    layout(m);
    if (size != HEADER_INTS * 4 + m->total * 2) fail_input(path, "size does not match the configuration");
    m->params = alloc_floats(m->total);
    const uint16_t *w = (const uint16_t *)(data + HEADER_INTS * 4);
    for (size_t i = 0; i < m->total; i++) {
        uint32_t bits = (uint32_t)w[i] << 16;
        memcpy(&m->params[i], &bits, 4);
    }
    free(data);
}

static void load_reference(Reference *r, const Model *m, const char *path)
{
    size_t size;
    char *data = read_file(path, &size);
    if (size < HEADER_INTS * 4) fail_input(path, "shorter than the 256-byte header");
    const int32_t *h = (const int32_t *)data;
    if ((uint32_t)h[0] != REF_MAGIC) fail_input(path, "bad magic (not a reference written by make_reference.py)");
    if (h[1] != 1) fail_input(path, "unsupported reference version (expected 1)");
    r->B = h[2]; r->T = h[3]; r->steps = h[4];
    if ((size_t)h[5] != m->total) fail_input(path, "parameter count does not match the checkpoint");
    if (h[6] != m->cfg.V) fail_input(path, "vocabulary size does not match the checkpoint");
    if (r->B <= 0 || r->T <= 0 || r->T > m->cfg.max_T || r->steps <= 0) fail_input(path, "bad B/T/steps");
    memcpy(&r->lr, &h[8], 4); memcpy(&r->beta1, &h[9], 4); memcpy(&r->beta2, &h[10], 4);
    memcpy(&r->eps, &h[11], 4); memcpy(&r->wd, &h[12], 4);
    size_t BT = (size_t)r->B * r->T, V = m->cfg.V;
    if (size != HEADER_INTS * 4 + 4 * (2 * BT + BT * V + 1 + m->total + r->steps))
        fail_input(path, "size does not match the checkpoint's configuration");
    const char *cur = data + HEADER_INTS * 4;
#define TAKE(field, n) do { field = alloc_floats(n); memcpy(field, cur, (n) * 4); cur += (n) * 4; } while (0)
    TAKE(r->tokens, BT);
    TAKE(r->targets, BT);
    TAKE(r->logits, BT * V);
    memcpy(&r->loss, cur, 4);
    cur += 4;
    TAKE(r->grads, m->total);
    TAKE(r->losses, (size_t)r->steps);
#undef TAKE
    for (size_t i = 0; i < BT; i++)
        if (r->tokens[i] < 0 || r->tokens[i] >= m->cfg.V || r->targets[i] < 0 || r->targets[i] >= m->cfg.V)
            fail_input(path, "token id out of range");
    free(data);
}

static void build(Model *m, int B, int T)
{
    size_t C = m->cfg.C, L = m->cfg.L, V = m->cfg.V, NH = m->cfg.NH, BT = (size_t)B * T;
    m->B = B; m->T = T;
    m->grads = alloc_floats(m->total);
    m->m = alloc_floats(m->total);
    m->v = alloc_floats(m->total);
    m->encoded = alloc_floats(BT * C);
    m->ln1 = alloc_floats(L * BT * C); m->ln1_mean = alloc_floats(L * BT); m->ln1_rstd = alloc_floats(L * BT);
    m->qkv = alloc_floats(L * BT * 3 * C);
    m->att = alloc_floats(L * B * NH * T * T);
    m->atty = alloc_floats(L * BT * C);
    m->attproj = alloc_floats(L * BT * C);
    m->res2 = alloc_floats(L * BT * C);
    m->ln2 = alloc_floats(L * BT * C); m->ln2_mean = alloc_floats(L * BT); m->ln2_rstd = alloc_floats(L * BT);
    m->fch = alloc_floats(L * BT * 4 * C);
    m->fch_gelu = alloc_floats(L * BT * 4 * C);
    m->fcproj = alloc_floats(L * BT * C);
    m->res3 = alloc_floats(L * BT * C);
    m->lnf = alloc_floats(BT * C); m->lnf_mean = alloc_floats(BT); m->lnf_rstd = alloc_floats(BT);
    m->logits = alloc_floats(BT * V);
    m->probs = alloc_floats(BT * V);
    m->losses = alloc_floats(BT);
    m->dres = alloc_floats(BT * C);
    m->dtmp = alloc_floats(BT * C);
    m->dbig = alloc_floats(BT * 4 * C);
    m->dbig2 = alloc_floats(BT * 4 * C);
    m->dqkv = alloc_floats(BT * 3 * C);
    m->datt = alloc_floats(B * NH * T * T);
    m->datty = alloc_floats(BT * C);
    m->dlogits = alloc_floats(BT * V);
    m->dlnf = alloc_floats(BT * C);
}

/* ------------------------------------------------------------------ layers */

static void encoder_forward(float *out, const int *tokens, const float *wte, const float *wpe, int B, int T, int C)
{
#pragma omp parallel for
    for (int bt = 0; bt < B * T; bt++) {
        const float *a = wte + (size_t)tokens[bt] * C, *p = wpe + (size_t)(bt % T) * C;
        for (int c = 0; c < C; c++) out[(size_t)bt * C + c] = a[c] + p[c];
    }
}

static void encoder_backward(float *dwte, float *dwpe, const float *dout, const int *tokens, int B, int T, int C)
{
    /* each thread owns channels: no two threads write one element */
#pragma omp parallel for
    for (int c = 0; c < C; c++)
        for (int bt = 0; bt < B * T; bt++) {
            float g = dout[(size_t)bt * C + c];
            dwte[(size_t)tokens[bt] * C + c] += g;
            dwpe[(size_t)(bt % T) * C + c] += g;
        }
}

static void layernorm_forward(float *out, float *mean, float *rstd, const float *inp, const float *w,
                              const float *b, int N, int C)
{
#pragma omp parallel for
    for (int n = 0; n < N; n++) {
        const float *x = inp + (size_t)n * C;
        float s = 0.0f;
        for (int c = 0; c < C; c++) s += x[c];
        float mu = s / C, var = 0.0f;
        for (int c = 0; c < C; c++) var += (x[c] - mu) * (x[c] - mu);
        float r = 1.0f / sqrtf(var / C + 1e-5f);
        float *y = out + (size_t)n * C;
        for (int c = 0; c < C; c++) y[c] = (x[c] - mu) * r * w[c] + b[c];
        mean[n] = mu;
        rstd[n] = r;
    }
}

static void layernorm_backward(float *dinp, float *dw, float *db, const float *dout, const float *inp,
                               const float *w, const float *mean, const float *rstd, int N, int C)
{
#pragma omp parallel for
    for (int n = 0; n < N; n++) {
        const float *g = dout + (size_t)n * C, *x = inp + (size_t)n * C;
        float mu = mean[n], r = rstd[n], sum_g = 0.0f, sum_gx = 0.0f;
        for (int c = 0; c < C; c++) {
            float xhat = (x[c] - mu) * r, gw = g[c] * w[c];
            sum_g += gw;
            sum_gx += gw * xhat;
        }
        sum_g /= C;
        sum_gx /= C;
        float *d = dinp + (size_t)n * C;
        for (int c = 0; c < C; c++) {
            float xhat = (x[c] - mu) * r;
            d[c] += (g[c] * w[c] - sum_g - xhat * sum_gx) * r;
        }
    }
    /* parameter gradients: each thread owns channels */
#pragma omp parallel for
    for (int c = 0; c < C; c++) {
        float sw = 0.0f, sb = 0.0f;
        for (int n = 0; n < N; n++) {
            float g = dout[(size_t)n * C + c];
            sw += g * (inp[(size_t)n * C + c] - mean[n]) * rstd[n];
            sb += g;
        }
        dw[c] += sw;
        db[c] += sb;
    }
}

/* C (M, N) += A (M, K) B (K, N), all row-major with leading dimensions. A task owns a tile
 * of 4 rows x 32 columns of C and keeps it in sixteen 8-float vector registers while k
 * runs: per k, four 8-float loads of B and four broadcasts of A feed 16 multiply-adds.
 * Tasks go column tile by column tile, so neighbours share the K x 32 panel of B in cache.
 * Tiles at the edges (not 4 x 32) take the scalar loop. */
typedef float v8 __attribute__((vector_size(32), aligned(4)));
#define TILE_ROWS 4
#define TILE_COLS 32

static void gemm_tile(int rows, int cols, int K, const float *A, int lda, const float *B, int ldb, float *C, int ldc)
{
    if (rows == TILE_ROWS && cols == TILE_COLS) {
        v8 acc[TILE_ROWS][4];
        for (int r = 0; r < TILE_ROWS; r++)
            for (int j = 0; j < 4; j++) acc[r][j] = *(const v8 *)(C + (size_t)r * ldc + 8 * j);
        for (int k = 0; k < K; k++) {
            const float *b = B + (size_t)k * ldb;
            v8 b0 = *(const v8 *)b, b1 = *(const v8 *)(b + 8), b2 = *(const v8 *)(b + 16), b3 = *(const v8 *)(b + 24);
            for (int r = 0; r < TILE_ROWS; r++) {
                float a = A[(size_t)r * lda + k];
                acc[r][0] += a * b0; acc[r][1] += a * b1; acc[r][2] += a * b2; acc[r][3] += a * b3;
            }
        }
        for (int r = 0; r < TILE_ROWS; r++)
            for (int j = 0; j < 4; j++) *(v8 *)(C + (size_t)r * ldc + 8 * j) = acc[r][j];
        return;
    }
    for (int r = 0; r < rows; r++)
        for (int k = 0; k < K; k++) {
            float a = A[(size_t)r * lda + k];
            for (int j = 0; j < cols; j++) C[(size_t)r * ldc + j] += a * B[(size_t)k * ldb + j];
        }
}

static void gemm_nn(int M, int N, int K, const float *A, int lda, const float *B, int ldb, float *C, int ldc)
{
    int row_tiles = (M + TILE_ROWS - 1) / TILE_ROWS, col_tiles = (N + TILE_COLS - 1) / TILE_COLS;
#pragma omp parallel for schedule(static)
    for (int task = 0; task < row_tiles * col_tiles; task++) {
        int r0 = task % row_tiles * TILE_ROWS, c0 = task / row_tiles * TILE_COLS;
        int rows = M - r0 < TILE_ROWS ? M - r0 : TILE_ROWS, cols = N - c0 < TILE_COLS ? N - c0 : TILE_COLS;
        gemm_tile(rows, cols, K, A + (size_t)r0 * lda, lda, B + c0, ldb, C + (size_t)r0 * ldc + c0, ldc);
    }
}

/* out (rows x cols) = in^T, in being (cols x rows) */
static void transpose(float *out, const float *in, int rows, int cols)
{
#pragma omp parallel for
    for (int r = 0; r < rows; r++)
        for (int c = 0; c < cols; c++) out[(size_t)r * cols + c] = in[(size_t)c * rows + r];
}

static float *g_scratch;        /* transposed operands, sized for the largest matrix */
static size_t g_scratch_size;
static float *scratch(size_t n)
{
    if (n > g_scratch_size) {
        free(g_scratch);
        g_scratch = alloc_floats(n);
        g_scratch_size = n;
    }
    return g_scratch;
}

/* out (N, OC) = inp (N, IC) W(OC, IC)^T + bias */
static void matmul_forward(float *out, const float *inp, const float *W, const float *bias, int N, int IC, int OC)
{
    float *wt = scratch((size_t)IC * OC);
    transpose(wt, W, IC, OC);
#pragma omp parallel for
    for (int n = 0; n < N; n++)
        for (int o = 0; o < OC; o++) out[(size_t)n * OC + o] = bias ? bias[o] : 0.0f;
    gemm_nn(N, OC, IC, inp, IC, wt, OC, out, OC);
}

/* dinp = dout W (overwritten); dW += dout^T inp; dbias += column sums of dout */
static void matmul_backward(float *dinp, float *dW, float *dbias, const float *dout, const float *inp,
                            const float *W, int N, int IC, int OC)
{
    memset(dinp, 0, sizeof(float) * (size_t)N * IC);
    gemm_nn(N, IC, OC, dout, OC, W, IC, dinp, IC);
    float *dt = scratch((size_t)N * OC);
    transpose(dt, dout, OC, N);
    gemm_nn(OC, IC, N, dt, N, inp, IC, dW, IC);
    if (dbias) {
#pragma omp parallel for
        for (int o = 0; o < OC; o++) {
            float s = 0.0f;
            for (int n = 0; n < N; n++) s += dt[(size_t)o * N + n];
            dbias[o] += s;
        }
    }
}

/* causal self-attention; att holds the softmax probabilities (B, NH, T, T) */
static void attention_forward(float *out, float *att, const float *qkv, int B, int T, int C, int NH)
{
    int hs = C / NH;
    float scale = 1.0f / sqrtf((float)hs);
#pragma omp parallel for collapse(3)
    for (int b = 0; b < B; b++)
        for (int h = 0; h < NH; h++)
            for (int t = 0; t < T; t++) {
                const float *q = qkv + ((size_t)b * T + t) * 3 * C + h * hs;
                float *a = att + (((size_t)b * NH + h) * T + t) * T;
                float mx = -INFINITY;
                for (int t2 = 0; t2 <= t; t2++) {
                    const float *k = qkv + ((size_t)b * T + t2) * 3 * C + C + h * hs;
                    float s = 0.0f;
                    for (int i = 0; i < hs; i++) s += q[i] * k[i];
                    a[t2] = s * scale;
                    if (a[t2] > mx) mx = a[t2];
                }
                float sum = 0.0f;
                for (int t2 = 0; t2 <= t; t2++) { a[t2] = expf(a[t2] - mx); sum += a[t2]; }
                float inv = 1.0f / sum;
                for (int t2 = 0; t2 < T; t2++) a[t2] = t2 <= t ? a[t2] * inv : 0.0f;
                float *y = out + ((size_t)b * T + t) * C + h * hs;
                for (int i = 0; i < hs; i++) y[i] = 0.0f;
                for (int t2 = 0; t2 <= t; t2++) {
                    const float *v = qkv + ((size_t)b * T + t2) * 3 * C + 2 * C + h * hs;
                    for (int i = 0; i < hs; i++) y[i] += a[t2] * v[i];
                }
            }
}

static void attention_backward(float *dqkv, float *datt, const float *dout, const float *qkv, const float *att,
                               int B, int T, int C, int NH)
{
    int hs = C / NH;
    float scale = 1.0f / sqrtf((float)hs);
    memset(dqkv, 0, sizeof(float) * (size_t)B * T * 3 * C);
    /* one (batch, head) per task: dk and dv of a position collect from every later query */
#pragma omp parallel for collapse(2)
    for (int b = 0; b < B; b++)
        for (int h = 0; h < NH; h++)
            for (int t = 0; t < T; t++) {
                const float *a = att + (((size_t)b * NH + h) * T + t) * T;
                float *da = datt + (((size_t)b * NH + h) * T + t) * T;
                const float *dy = dout + ((size_t)b * T + t) * C + h * hs;
                const float *q = qkv + ((size_t)b * T + t) * 3 * C + h * hs;
                float *dq = dqkv + ((size_t)b * T + t) * 3 * C + h * hs;
                /* y = sum att v: datt and dv */
                for (int t2 = 0; t2 <= t; t2++) {
                    const float *v = qkv + ((size_t)b * T + t2) * 3 * C + 2 * C + h * hs;
                    float *dv = dqkv + ((size_t)b * T + t2) * 3 * C + 2 * C + h * hs;
                    float s = 0.0f;
                    for (int i = 0; i < hs; i++) { s += dy[i] * v[i]; dv[i] += a[t2] * dy[i]; }
                    da[t2] = s;
                }
                /* softmax: dpreatt = att * (datt - sum(att * datt)), then the scaled q.k */
                float dot = 0.0f;
                for (int t2 = 0; t2 <= t; t2++) dot += a[t2] * da[t2];
                for (int t2 = 0; t2 <= t; t2++) {
                    float dpre = a[t2] * (da[t2] - dot) * scale;
                    const float *k = qkv + ((size_t)b * T + t2) * 3 * C + C + h * hs;
                    float *dk = dqkv + ((size_t)b * T + t2) * 3 * C + C + h * hs;
                    for (int i = 0; i < hs; i++) { dq[i] += dpre * k[i]; dk[i] += dpre * q[i]; }
                }
            }
}

#define GELU_K 0.7978845608028654f
static void gelu_forward(float *out, const float *inp, size_t n)
{
#pragma omp parallel for
    for (size_t i = 0; i < n; i++) {
        float x = inp[i], u = GELU_K * (x + 0.044715f * x * x * x);
        out[i] = 0.5f * x * (1.0f + tanhf(u));
    }
}

static void gelu_backward(float *dinp, const float *inp, const float *dout, size_t n)
{
#pragma omp parallel for
    for (size_t i = 0; i < n; i++) {
        float x = inp[i], u = GELU_K * (x + 0.044715f * x * x * x), th = tanhf(u);
        float d = 0.5f * (1.0f + th) + 0.5f * x * (1.0f - th * th) * GELU_K * (1.0f + 3.0f * 0.044715f * x * x);
        dinp[i] = d * dout[i];
    }
}

static void residual_forward(float *out, const float *a, const float *b, size_t n)
{
#pragma omp parallel for
    for (size_t i = 0; i < n; i++) out[i] = a[i] + b[i];
}

/* softmax over the vocabulary and the mean cross-entropy */
static float crossentropy_forward(float *probs, float *losses, const float *logits, const int *targets, int BT, int V)
{
#pragma omp parallel for
    for (int r = 0; r < BT; r++) {
        const float *x = logits + (size_t)r * V;
        float mx = -INFINITY, s = 0.0f;
        for (int i = 0; i < V; i++) mx = x[i] > mx ? x[i] : mx;
        for (int i = 0; i < V; i++) s += expf(x[i] - mx);
        for (int i = 0; i < V; i++) probs[(size_t)r * V + i] = expf(x[i] - mx) / s;
        losses[r] = logf(s) + mx - x[targets[r]];
    }
    double mean = 0.0;
    for (int r = 0; r < BT; r++) mean += losses[r];
    return (float)(mean / BT);
}

/* ------------------------------------------------------------------ model */

static float *P(Model *m, int id, int l, size_t per_layer) { return m->params + m->offset[id] + l * per_layer; }
static float *G(Model *m, int id, int l, size_t per_layer) { return m->grads + m->offset[id] + l * per_layer; }

static float forward(Model *m)
{
    int B = m->B, T = m->T, C = m->cfg.C, V = m->cfg.V, L = m->cfg.L, NH = m->cfg.NH, BT = B * T;
    size_t c1 = C, c3 = 3 * (size_t)C, c4 = 4 * (size_t)C, cc = (size_t)C * C, bc = (size_t)BT * C;
    encoder_forward(m->encoded, m->tokens, P(m, WTE, 0, 0), P(m, WPE, 0, 0), B, T, C);
    for (int l = 0; l < L; l++) {
        const float *residual = l == 0 ? m->encoded : m->res3 + (l - 1) * bc;
        float *ln1 = m->ln1 + l * bc, *qkv = m->qkv + l * 3 * bc, *atty = m->atty + l * bc;
        float *att = m->att + (size_t)l * B * NH * T * T, *attproj = m->attproj + l * bc, *res2 = m->res2 + l * bc;
        float *ln2 = m->ln2 + l * bc, *fch = m->fch + l * 4 * bc, *fch_gelu = m->fch_gelu + l * 4 * bc;
        float *fcproj = m->fcproj + l * bc, *res3 = m->res3 + l * bc;
        layernorm_forward(ln1, m->ln1_mean + l * BT, m->ln1_rstd + l * BT, residual, P(m, LN1W, l, c1),
                          P(m, LN1B, l, c1), BT, C);
        matmul_forward(qkv, ln1, P(m, QKVW, l, 3 * cc), P(m, QKVB, l, c3), BT, C, 3 * C);
        attention_forward(atty, att, qkv, B, T, C, NH);
        matmul_forward(attproj, atty, P(m, ATTPROJW, l, cc), P(m, ATTPROJB, l, c1), BT, C, C);
        residual_forward(res2, residual, attproj, bc);
        layernorm_forward(ln2, m->ln2_mean + l * BT, m->ln2_rstd + l * BT, res2, P(m, LN2W, l, c1),
                          P(m, LN2B, l, c1), BT, C);
        matmul_forward(fch, ln2, P(m, FCW, l, 4 * cc), P(m, FCB, l, c4), BT, C, 4 * C);
        gelu_forward(fch_gelu, fch, 4 * bc);
        matmul_forward(fcproj, fch_gelu, P(m, FCPROJW, l, 4 * cc), P(m, FCPROJB, l, c1), BT, 4 * C, C);
        residual_forward(res3, res2, fcproj, bc);
    }
    layernorm_forward(m->lnf, m->lnf_mean, m->lnf_rstd, m->res3 + (L - 1) * bc, P(m, LNFW, 0, 0),
                      P(m, LNFB, 0, 0), BT, C);
    matmul_forward(m->logits, m->lnf, P(m, WTE, 0, 0), NULL, BT, C, V);
    return crossentropy_forward(m->probs, m->losses, m->logits, m->targets, BT, V);
}

static void backward(Model *m)
{
    int B = m->B, T = m->T, C = m->cfg.C, V = m->cfg.V, L = m->cfg.L, NH = m->cfg.NH, BT = B * T;
    size_t c1 = C, c3 = 3 * (size_t)C, c4 = 4 * (size_t)C, cc = (size_t)C * C, bc = (size_t)BT * C;
    memset(m->grads, 0, sizeof(float) * m->total);
    /* the gradient of the mean loss: (probs - onehot(target)) / (B*T) */
#pragma omp parallel for
    for (int r = 0; r < BT; r++)
        for (int i = 0; i < V; i++)
            m->dlogits[(size_t)r * V + i] = (m->probs[(size_t)r * V + i] - (i == m->targets[r] ? 1.0f : 0.0f)) / BT;
    matmul_backward(m->dlnf, G(m, WTE, 0, 0), NULL, m->dlogits, m->lnf, P(m, WTE, 0, 0), BT, C, V);
    memset(m->dres, 0, sizeof(float) * bc);
    layernorm_backward(m->dres, G(m, LNFW, 0, 0), G(m, LNFB, 0, 0), m->dlnf, m->res3 + (L - 1) * bc,
                       P(m, LNFW, 0, 0), m->lnf_mean, m->lnf_rstd, BT, C);
    for (int l = L - 1; l >= 0; l--) {
        const float *residual = l == 0 ? m->encoded : m->res3 + (l - 1) * bc;
        /* res3 = res2 + fcproj and res2 = residual + attproj: dres flows through both sums */
        matmul_backward(m->dbig, G(m, FCPROJW, l, 4 * cc), G(m, FCPROJB, l, c1), m->dres, m->fch_gelu + l * 4 * bc,
                        P(m, FCPROJW, l, 4 * cc), BT, 4 * C, C);
        gelu_backward(m->dbig2, m->fch + l * 4 * bc, m->dbig, 4 * bc);
        matmul_backward(m->dtmp, G(m, FCW, l, 4 * cc), G(m, FCB, l, c4), m->dbig2, m->ln2 + l * bc,
                        P(m, FCW, l, 4 * cc), BT, C, 4 * C);
        layernorm_backward(m->dres, G(m, LN2W, l, c1), G(m, LN2B, l, c1), m->dtmp, m->res2 + l * bc,
                           P(m, LN2W, l, c1), m->ln2_mean + l * BT, m->ln2_rstd + l * BT, BT, C);
        matmul_backward(m->datty, G(m, ATTPROJW, l, cc), G(m, ATTPROJB, l, c1), m->dres, m->atty + l * bc,
                        P(m, ATTPROJW, l, cc), BT, C, C);
        attention_backward(m->dqkv, m->datt, m->datty, m->qkv + l * 3 * bc, m->att + (size_t)l * B * NH * T * T,
                           B, T, C, NH);
        matmul_backward(m->dtmp, G(m, QKVW, l, 3 * cc), G(m, QKVB, l, c3), m->dqkv, m->ln1 + l * bc,
                        P(m, QKVW, l, 3 * cc), BT, C, 3 * C);
        layernorm_backward(m->dres, G(m, LN1W, l, c1), G(m, LN1B, l, c1), m->dtmp, residual, P(m, LN1W, l, c1),
                           m->ln1_mean + l * BT, m->ln1_rstd + l * BT, BT, C);
    }
    encoder_backward(G(m, WTE, 0, 0), G(m, WPE, 0, 0), m->dres, m->tokens, B, T, C);
}

static void update(Model *m, const Reference *r, int t)
{
    float bc1 = 1.0f - powf(r->beta1, (float)t), bc2 = 1.0f - powf(r->beta2, (float)t);
#pragma omp parallel for
    for (size_t i = 0; i < m->total; i++) {
        float g = m->grads[i];
        m->m[i] = r->beta1 * m->m[i] + (1.0f - r->beta1) * g;
        m->v[i] = r->beta2 * m->v[i] + (1.0f - r->beta2) * g * g;
        float mhat = m->m[i] / bc1, vhat = m->v[i] / bc2;
        m->params[i] -= r->lr * (mhat / (sqrtf(vhat) + r->eps) + r->wd * m->params[i]);
    }
}

/* ------------------------------------------------------------------ checks */

static int g_checks, g_failures;

static void check(const char *name, int ok, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
#include <stdarg.h>
static void check(const char *name, int ok, const char *fmt, ...)
{
    char detail[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(detail, sizeof detail, fmt, ap);
    va_end(ap);
    printf("CHECK %s %s %s\n", name, ok ? "PASS" : "FAIL", detail);
    g_checks++;
    if (!ok) g_failures++;
}

typedef struct { double max_abs, diff2, ref2; int finite; } Err;
static void err_add(Err *e, double got, double want)
{
    double d = got - want;
    if (!isfinite(got)) e->finite = 0;
    if (fabs(d) > e->max_abs) e->max_abs = fabs(d);
    e->diff2 += d * d;
    e->ref2 += want * want;
}
static double rel_l2(const Err *e) { return e->ref2 > 0 ? sqrt(e->diff2 / e->ref2) : sqrt(e->diff2); }

static void check_step0(Model *m, const Reference *r, float loss)
{
    size_t n = (size_t)m->B * m->T * m->cfg.V;
    Err e = {0, 0, 0, 1};
    for (size_t i = 0; i < n; i++) err_add(&e, m->logits[i], r->logits[i]);
    check("logits", e.finite && e.max_abs <= TOL[0] && rel_l2(&e) <= TOL[1], "max_abs=%.3g (tol %.3g) rel_l2=%.3g (tol %.3g) n=%zu",
          e.max_abs, TOL[0], rel_l2(&e), TOL[1], n);
    double d = fabs((double)loss - r->loss);
    check("loss", isfinite(loss) && d <= TOL[2], "got=%.6f ref=%.6f abs_err=%.3g (tol %.3g)", loss, r->loss, d, TOL[2]);
}

static void check_grads(Model *m, const Reference *r)
{
    Err all = {0, 0, 0, 1};
    for (int p = 0; p < NUM_PARAMS; p++) {
        Err e = {0, 0, 0, 1};
        for (size_t j = 0; j < m->count[p]; j++) {
            size_t i = m->offset[p] + j;
            err_add(&e, m->grads[i], r->grads[i]);
            err_add(&all, m->grads[i], r->grads[i]);
        }
        char name[64];
        snprintf(name, sizeof name, "grad.%s", PARAM_NAMES[p]);
        check(name, e.finite && rel_l2(&e) <= TOL[3], "rel_l2=%.3g (tol %.3g) max_abs=%.3g ref_norm=%.3g", rel_l2(&e),
              TOL[3], e.max_abs, sqrt(e.ref2));
    }
    check("grads.all", all.finite && rel_l2(&all) <= TOL[4], "rel_l2=%.3g (tol %.3g) over %zu values", rel_l2(&all),
          TOL[4], m->total);
}

/* the reference format of make_reference.py, from this program's own results */
static void write_reference(const char *path, const Model *m, const Reference *r, const float *logits0, float loss0,
                            const float *grads0, const float *losses, int steps)
{
    int32_t h[HEADER_INTS] = {0};
    h[0] = (int32_t)REF_MAGIC; h[1] = 1; h[2] = r->B; h[3] = r->T; h[4] = steps; h[5] = (int32_t)m->total;
    h[6] = m->cfg.V;
    memcpy(&h[8], &r->lr, 4); memcpy(&h[9], &r->beta1, 4); memcpy(&h[10], &r->beta2, 4);
    memcpy(&h[11], &r->eps, 4); memcpy(&h[12], &r->wd, 4);
    FILE *f = fopen(path, "wb");
    size_t BT = (size_t)r->B * r->T;
    if (!f || fwrite(h, 4, HEADER_INTS, f) != HEADER_INTS || fwrite(r->tokens, 4, BT, f) != BT
        || fwrite(r->targets, 4, BT, f) != BT || fwrite(logits0, 4, BT * m->cfg.V, f) != BT * m->cfg.V
        || fwrite(&loss0, 4, 1, f) != 1 || fwrite(grads0, 4, m->total, f) != m->total
        || fwrite(losses, 4, (size_t)steps, f) != (size_t)steps || fclose(f) != 0)
        fail_input(path, "cannot write the reference");
}

static double now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

int main(int argc, char **argv)
{
    setvbuf(stdout, NULL, _IOLBF, 0);
    const char *ckpt = "workloads/gpt2/data/gpt2_tiny.ckpt", *ref_path = "workloads/gpt2/data/gpt2_tiny.ref";
    const char *write_ref = NULL;
    int steps = -1;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--checkpoint") && i + 1 < argc) ckpt = argv[++i];
        else if (!strcmp(argv[i], "--reference") && i + 1 < argc) ref_path = argv[++i];
        else if (!strcmp(argv[i], "--steps") && i + 1 < argc) steps = atoi(argv[++i]);
        else if (!strcmp(argv[i], "--write-reference") && i + 1 < argc) write_ref = argv[++i];
        else {
            fprintf(stderr, "usage: %s [--checkpoint FILE] [--reference FILE] [--steps N] [--write-reference OUT]\n",
                    argv[0]);
            return 2;
        }
    }
    Model m;
    memset(&m, 0, sizeof m);
    load_checkpoint(&m, ckpt);
    Reference r;
    load_reference(&r, &m, ref_path);
    if (steps < 0 || (steps > r.steps && !write_ref)) steps = r.steps;
    int threads = 1;
#ifdef _OPENMP
    threads = omp_get_max_threads();
#endif
    printf("[config] L=%d C=%d NH=%d maxT=%d V=%d | B=%d T=%d | steps=%d | %d OpenMP threads\n", m.cfg.L, m.cfg.C,
           m.cfg.NH, m.cfg.max_T, m.cfg.V, r.B, r.T, steps, threads);
    build(&m, r.B, r.T);
    m.tokens = r.tokens;
    m.targets = r.targets;
    float *losses = alloc_floats((size_t)steps), *logits0 = NULL, *grads0 = NULL, loss0 = 0.0f;
    for (int step = 0; step < steps; step++) {
        double t0 = now_ms();
        float loss = forward(&m);
        if (step == 0 && write_ref) {
            logits0 = alloc_floats((size_t)m.B * m.T * m.cfg.V);
            memcpy(logits0, m.logits, sizeof(float) * m.B * m.T * m.cfg.V);
            loss0 = loss;
        }
        double t1 = now_ms();
        if (step == 0 && !write_ref) check_step0(&m, &r, loss);
        double t2 = now_ms();
        backward(&m);
        double t3 = now_ms();
        if (step == 0 && write_ref) {
            grads0 = alloc_floats(m.total);
            memcpy(grads0, m.grads, sizeof(float) * m.total);
        }
        if (step == 0 && !write_ref) check_grads(&m, &r);
        double t4 = now_ms();
        update(&m, &r, step + 1);
        double t5 = now_ms();
        losses[step] = loss;
        printf("[train] step %d loss %.6f (reference %.6f)\n", step, loss, step < r.steps ? r.losses[step] : NAN);
        printf("TIME step %d ms %.3f (forward %.3f backward %.3f update %.3f)\n", step,
               (t1 - t0) + (t3 - t2) + (t5 - t4), t1 - t0, t3 - t2, t5 - t4);
    }
    if (write_ref) {
        write_reference(write_ref, &m, &r, logits0, loss0, grads0, losses, steps);
        printf("wrote %s\n", write_ref);
        return 0;
    }
    double worst = 0;
    int worst_step = 0, finite = 1;
    for (int s = 0; s < steps; s++) {
        double d = fabs((double)losses[s] - r.losses[s]);
        if (!isfinite(losses[s])) finite = 0;
        if (d > worst) { worst = d; worst_step = s; }
    }
    check("train.losses", finite && worst <= TOL[5], "%d steps, worst abs_err=%.3g at step %d (tol %.3g)", steps, worst,
          worst_step, TOL[5]);
    if (steps >= 2)
        check("train.decreases", losses[steps - 1] < losses[0], "loss %.4f -> %.4f", losses[0], losses[steps - 1]);
    printf("SUMMARY cpu-c: %d checks, %d failed\n", g_checks, g_failures);
    return g_failures == 0 ? 0 : 1;
}
