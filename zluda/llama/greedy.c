/* Greedy generation with llama.cpp's C API, for comparing backends token by token.
 *
 *   zluda-llama-greedy MODEL DEVICE N_PREDICT PROMPT_IDS OUT_DIR
 *
 * DEVICE is "cpu" (no device at all: every tensor and op on the CPU backend) or a ggml
 * device name such as CUDA0 (all layers, the KV cache and ops offloaded to it; the run
 * fails if that device does not exist, so a silent CPU fallback cannot pass).
 * PROMPT_IDS are comma-separated token ids (no tokenizer involved). OUT_DIR (created if
 * absent) gets tokens.txt, the generated ids one per line, and logits.f32, the logits of
 * every step as raw little-endian float32 (N_PREDICT x n_vocab). Exit 0 on success, 2 on bad arguments, 3 on a missing
 * device, 4 when llama.cpp fails.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "llama.h"

static int fail(int code, const char *what, const char *detail) {
    fprintf(stderr, "zluda-llama-greedy: %s%s%s\n", what, detail ? ": " : "", detail ? detail : "");
    return code;
}

static int parse_ids(const char *text, llama_token *ids, int max, int n_vocab) {
    int n = 0;
    const char *p = text;
    while (*p) {
        char *end;
        errno = 0;
        long v = strtol(p, &end, 10);
        if (end == p || errno || v < 0 || v >= n_vocab || n == max) return -1;
        ids[n++] = (llama_token)v;
        p = *end == ',' ? end + 1 : end;
        if (*end && *end != ',') return -1;
    }
    return n;
}

int main(int argc, char **argv) {
    if (argc != 6) {
        fprintf(stderr, "usage: %s MODEL DEVICE N_PREDICT PROMPT_IDS OUT_DIR\n", argv[0]);
        return 2;
    }
    const char *model_path = argv[1], *device = argv[2];
    int n_predict = atoi(argv[3]);
    if (n_predict <= 0 || n_predict > 4096) return fail(2, "N_PREDICT must be 1..4096", argv[3]);

    llama_backend_init();
    int on_cpu = strcmp(device, "cpu") == 0;
    ggml_backend_dev_t devices[2] = {NULL, NULL};
    if (!on_cpu) {
        devices[0] = ggml_backend_dev_by_name(device);
        if (!devices[0]) return fail(3, "no such ggml device (its backend did not initialise)", device);
    }

    struct llama_model_params mp = llama_model_default_params();
    mp.devices = devices;              /* {NULL}: no offload device at all */
    mp.n_gpu_layers = on_cpu ? 0 : 999;
    struct llama_model *model = llama_model_load_from_file(model_path, mp);
    if (!model) return fail(4, "cannot load the model", model_path);
    const struct llama_vocab *vocab = llama_model_get_vocab(model);
    int n_vocab = llama_vocab_n_tokens(vocab);

    llama_token prompt[256];
    int n_prompt = parse_ids(argv[4], prompt, 256, n_vocab);
    if (n_prompt <= 0) return fail(2, "PROMPT_IDS must be 1..256 comma-separated ids below n_vocab", argv[4]);

    struct llama_context_params cp = llama_context_default_params();
    cp.n_ctx = (uint32_t)(n_prompt + n_predict + 8);
    cp.n_batch = cp.n_ubatch = (uint32_t)n_prompt;
    cp.offload_kqv = !on_cpu;
    cp.op_offload = !on_cpu;
    cp.no_perf = 1;
    struct llama_context *ctx = llama_init_from_model(model, cp);
    if (!ctx) return fail(4, "cannot create a context", NULL);

    char tokens_path[4096], logits_path[4096];
    if (mkdir(argv[5], 0777) != 0 && errno != EEXIST) return fail(2, "cannot create OUT_DIR", strerror(errno));
    snprintf(tokens_path, sizeof tokens_path, "%s/tokens.txt", argv[5]);
    snprintf(logits_path, sizeof logits_path, "%s/logits.f32", argv[5]);
    FILE *tokens_out = fopen(tokens_path, "w"), *logits_out = fopen(logits_path, "wb");
    if (!tokens_out || !logits_out) return fail(2, "cannot open an output file", strerror(errno));

    struct llama_batch batch = llama_batch_get_one(prompt, n_prompt);
    llama_token next;
    for (int step = 0; step < n_predict; step++) {
        if (llama_decode(ctx, batch) != 0) return fail(4, "llama_decode failed", NULL);
        const float *logits = llama_get_logits_ith(ctx, -1);
        if (!logits) return fail(4, "no logits", NULL);
        next = 0;
        for (int v = 1; v < n_vocab; v++)
            if (logits[v] > logits[next]) next = v;
        if (fwrite(logits, sizeof(float), (size_t)n_vocab, logits_out) != (size_t)n_vocab)
            return fail(4, "cannot write the logits", strerror(errno));
        fprintf(tokens_out, "%d\n", next);
        printf("%d%s", next, step + 1 < n_predict ? " " : "\n");
        batch = llama_batch_get_one(&next, 1);
    }
    if (fclose(tokens_out) || fclose(logits_out)) return fail(4, "cannot close an output file", strerror(errno));
    llama_free(ctx);
    llama_model_free(model);
    llama_backend_free();
    return 0;
}
