/* The C side of bench/mmv.py: the same matrix-vector products, one row after another,
 * each dot product in SIMD lanes (as llama.cpp's CPU backend computes them). */
#include <math.h>
#include <stdint.h>

static float dot_f32(const float *a, const float *v, int cols) {
    float s = 0.0f;
#pragma omp simd reduction(+ : s)
    for (int c = 0; c < cols; c++) s += a[c] * v[c];
    return s;
}

void mmv_f32(const float *m, const float *gate, const float *v, float *out, int rows, int cols) {
    for (int r = 0; r < rows; r++) {
        float s = dot_f32(m + (long)r * cols, v, cols);
        if (gate) {
            float g = dot_f32(gate + (long)r * cols, v, cols);
            s *= g / (1.0f + expf(-g));
        }
        out[r] = s;
    }
}

void mmv_f16(const _Float16 *m, const float *v, float *out, int rows, int cols) {
    for (int r = 0; r < rows; r++) {
        const _Float16 *a = m + (long)r * cols;
        float s = 0.0f;
#pragma omp simd reduction(+ : s)
        for (int c = 0; c < cols; c++) s += (float)a[c] * v[c];
        out[r] = s;
    }
}
