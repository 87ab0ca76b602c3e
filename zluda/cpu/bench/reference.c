/* The benchmark kernels' algorithms in plain C with OpenMP, for `invoke bench --suite kernels`.
   Built with gcc -O3 -march=native -fopenmp; each function parallelises over the same
   units of work the CUDA grid does (blocks / rows). */
#include <math.h>
#include <stdint.h>
#include <string.h>

void saxpy(int n, float a, const float* x, float* y) {
    #pragma omp parallel for schedule(static)
    for (int i = 0; i < n; ++i) y[i] = a * x[i] + y[i];
}

void reduce_sum(const float* x, float* out, int n) {
    int blocks = (n + 511) / 512;
    #pragma omp parallel for schedule(static)
    for (int b = 0; b < blocks; ++b) {
        float s = 0.f;
        int end = (b + 1) * 512 < n ? (b + 1) * 512 : n;
        for (int i = b * 512; i < end; ++i) s += x[i];
        out[b] = s;
    }
}

void scan_block(const int* x, int* y, int n) {
    int blocks = (n + 1023) / 1024;
    #pragma omp parallel for schedule(static)
    for (int b = 0; b < blocks; ++b) {
        int s = 0;
        int end = (b + 1) * 1024 < n ? (b + 1) * 1024 : n;
        for (int i = b * 1024; i < end; ++i) { s += x[i]; y[i] = s; }
    }
}

void matmul(const float* A, const float* B, float* C, int n) {
    #pragma omp parallel for schedule(static)
    for (int i = 0; i < n; ++i) {
        float* c = C + (size_t)i * n;
        for (int j = 0; j < n; ++j) c[j] = 0.f;
        for (int k = 0; k < n; ++k) {
            float a = A[(size_t)i * n + k];
            const float* b = B + (size_t)k * n;
            for (int j = 0; j < n; ++j) c[j] += a * b[j];
        }
    }
}

void histogram256(const unsigned char* data, unsigned int* hist, int n) {
    memset(hist, 0, 256 * sizeof(unsigned int));
    #pragma omp parallel
    {
        unsigned int local[256] = {0};
        #pragma omp for schedule(static)
        for (int i = 0; i < n; ++i) local[data[i]]++;
        for (int b = 0; b < 256; ++b) {
            #pragma omp atomic
            hist[b] += local[b];
        }
    }
}

void softmax_rows(const float* x, float* y, int rows, int cols) {
    #pragma omp parallel for schedule(static)
    for (int r = 0; r < rows; ++r) {
        const float* v = x + (size_t)r * cols;
        float m = -INFINITY, s = 0.f;
        for (int c = 0; c < cols; ++c) m = fmaxf(m, v[c]);
        for (int c = 0; c < cols; ++c) s += expf(v[c] - m);
        for (int c = 0; c < cols; ++c) y[(size_t)r * cols + c] = expf(v[c] - m) / s;
    }
}

void layernorm(const float* x, const float* g, const float* b, float* y, int rows, int cols, float eps) {
    #pragma omp parallel for schedule(static)
    for (int r = 0; r < rows; ++r) {
        const float* v = x + (size_t)r * cols;
        float s = 0.f, q = 0.f;
        for (int c = 0; c < cols; ++c) s += v[c];
        float mean = s / cols;
        for (int c = 0; c < cols; ++c) { float d = v[c] - mean; q += d * d; }
        float inv = 1.0f / sqrtf(q / cols + eps);
        for (int c = 0; c < cols; ++c) y[(size_t)r * cols + c] = (v[c] - mean) * inv * g[c] + b[c];
    }
}
