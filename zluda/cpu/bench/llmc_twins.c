/* llm.c's own CPU functions, for the llm.c rows of `invoke bench --suite kernels`.
   train_gpt2.c comes from the llm.c checkout the llmc workload fetches (never from this
   repository) and is included whole, its main() left out as test_gpt2.c leaves it out;
   built with llm.c's Makefile flags. The two entry points below call llm.c's code for what
   it does inside larger functions: the classifier's softmax, loss and gradient (what
   fused_classifier_kernel3 fuses), and gpt2_update's AdamW over plain buffers. */
#define TESTING
#include "train_gpt2.c"

void bench_classifier(float* dlogits, float* probs, float* losses, float* logits, float* dlosses,
                      int* targets, int B, int T, int V, int Vp) {
    softmax_forward(probs, logits, B, T, V, Vp);
    crossentropy_forward(losses, probs, targets, B, T, Vp);
    crossentropy_softmax_backward(dlogits, dlosses, probs, targets, B, T, V, Vp);
}

void bench_adamw(float* params, float* grads, float* m, float* v, size_t n, float learning_rate,
                 float beta1, float beta2, float eps, float weight_decay, int t) {
    GPT2 model;
    memset(&model, 0, sizeof model);
    model.params_memory = params;
    model.grads_memory = grads;
    model.m_memory = m;
    model.v_memory = v;
    model.num_parameters = n;
    gpt2_update(&model, learning_rate, beta1, beta2, eps, weight_decay, t);
}

#include "attention_twins.c"   /* attention's softmax, written here */
