/* Attention's softmax, forward and backward, for the llm.c rows of `invoke bench --suite
   kernels` (llmc_twins.c includes this file; tests build it alone). llm.c's C has them only
   inside attention_forward and attention_backward, between the products, so they are
   written here. Rows of N = B*NH heads x T positions, causal (position t sees 0..t),
   inputs unscaled with the scale applied inside, as softmax_forward_kernel5 and
   softmax_autoregressive_backward_kernel do; the outputs' upper triangles are left alone,
   as the kernels leave them. */
#include <float.h>
#include <math.h>
#include <stddef.h>

void bench_attention_softmax(float* att, const float* preatt, int N, int T, float scale) {
    #pragma omp parallel for collapse(2)
    for (int n = 0; n < N; n++) {
        for (int t = 0; t < T; t++) {
            const float* x = preatt + ((size_t)n * T + t) * T;
            float* y = att + ((size_t)n * T + t) * T;
            float maxval = -FLT_MAX;
            for (int i = 0; i <= t; i++) maxval = fmaxf(maxval, x[i]);
            float sum = 0.0f;
            for (int i = 0; i <= t; i++) {
                float e = expf(scale * (x[i] - maxval));
                y[i] = e;
                sum += e;
            }
            float norm = 1.0f / sum;
            for (int i = 0; i <= t; i++) y[i] *= norm;
        }
    }
}

void bench_attention_softmax_backward(float* dpreatt, const float* datt, const float* att, int N, int T,
                                      float scale) {
    #pragma omp parallel for collapse(2)
    for (int n = 0; n < N; n++) {
        for (int t = 0; t < T; t++) {
            const float* a = att + ((size_t)n * T + t) * T;
            const float* da = datt + ((size_t)n * T + t) * T;
            float* dp = dpreatt + ((size_t)n * T + t) * T;
            float dot = 0.0f;
            for (int i = 0; i <= t; i++) dot += a[i] * da[i];
            for (int i = 0; i <= t; i++) dp[i] = scale * a[i] * (da[i] - dot);
        }
    }
}
