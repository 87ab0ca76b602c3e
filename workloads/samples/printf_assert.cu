// Device-side printf and assert. The parent runs itself twice as a child (--child printf,
// --child assert) and inspects what the child printed: every printf line must arrive, formatted
// as the host's printf formats it; a failed device assert must make the synchronising call
// return cudaErrorAssert, stay sticky, and print NVIDIA's assertion message naming the block
// and thread.
#include <algorithm>
#include <cassert>

#include "common.h"

__global__ void printf_kernel(float scale) {
    int b = blockIdx.x, t = threadIdx.x;
    printf("hello block %d thread %d value %.3f hex %x ll %lld str %s\n", b, t, scale * (b * 8 + t), 0xC0DE0000 + t,
           (long long)b * 10000000000LL + t, (t % 2) ? "odd" : "even");
    if (b == 0 && t == 0) printf("widths [%5d] [%-5d] [%05.1f] [%c] [%%]\n", 42, 42, 3.14159, 'Z');
}

__global__ void assert_kernel(const int* values) {
    int v = values[blockIdx.x * blockDim.x + threadIdx.x];
    assert(v >= 0);
}

static int child_printf() {
    printf_kernel<<<4, 8>>>(0.5f);
    cudaError_t launch = cudaGetLastError();
    cudaError_t sync = cudaDeviceSynchronize();   // flushes the device printf buffer
    printf("RESULT printf.launch = %s\n", cudaGetErrorName(launch));
    printf("RESULT printf.sync = %s\n", cudaGetErrorName(sync));
    return 0;
}

static int child_assert() {
    std::vector<int> host(64, 1);
    host[1 * 32 + 3] = -5;   // block 1, thread 3
    int* d = nullptr;
    cudaMalloc(&d, host.size() * sizeof(int));
    cudaMemcpy(d, host.data(), host.size() * sizeof(int), cudaMemcpyHostToDevice);
    assert_kernel<<<2, 32>>>(d);
    printf("RESULT assert.launch = %s\n", cudaGetErrorName(cudaGetLastError()));
    fflush(stdout);
    printf("RESULT assert.sync = %s\n", cudaGetErrorName(cudaDeviceSynchronize()));
    printf("RESULT assert.get = %s\n", cudaGetErrorName(cudaGetLastError()));
    void* p = nullptr;
    printf("RESULT assert.malloc_after = %s\n", cudaGetErrorName(cudaMalloc(&p, 16)));
    return 0;
}

static bool has_line(const std::vector<std::string>& lines, const std::string& want) {
    return std::find(lines.begin(), lines.end(), want) != lines.end();
}

int main(int argc, char** argv) {
    setvbuf(stdout, nullptr, _IOLBF, 0);
    if (const char* which = arg_value(argc, argv, "--child")) {
        if (strcmp(which, "printf") == 0) return child_printf();
        if (strcmp(which, "assert") == 0) return child_assert();
        fprintf(stderr, "error: --child printf|assert\n");
        return 2;
    }

    ChildResult p = run_self("--child printf");
    std::vector<std::string> lines = split_lines(p.output);
    check("printf.child_exit", p.describe() == "exit:0", "%s", p.describe().c_str());
    check("printf.status", has_line(lines, "RESULT printf.launch = cudaSuccess") &&
                               has_line(lines, "RESULT printf.sync = cudaSuccess"), "launch and synchronize succeed");
    int missing = 0;
    std::string first_missing;
    for (int b = 0; b < 4; b++)
        for (int t = 0; t < 8; t++) {
            char want[256];
            snprintf(want, sizeof want, "hello block %d thread %d value %.3f hex %x ll %lld str %s", b, t,
                     0.5f * (b * 8 + t), 0xC0DE0000 + t, (long long)b * 10000000000LL + t, (t % 2) ? "odd" : "even");
            if (!has_line(lines, want)) {
                if (missing++ == 0) first_missing = want;
            }
        }
    check("printf.lines", missing == 0, "%d of 32 lines missing%s%s", missing, missing ? ", e.g. " : "",
          first_missing.c_str());
    char widths[128];
    snprintf(widths, sizeof widths, "widths [%5d] [%-5d] [%05.1f] [%c] [%%]", 42, 42, 3.14159, 'Z');
    check("printf.format", has_line(lines, widths), "expected \"%s\"", widths);
    int hello = 0;
    for (auto& l : lines) hello += l.rfind("hello ", 0) == 0;
    check("printf.count", hello == 32, "%d hello lines (32 expected: no duplicates)", hello);

    ChildResult a = run_self("--child assert");
    lines = split_lines(a.output);
    check("assert.child_exit", a.describe() == "exit:0", "%s (the process survives a device assert)",
          a.describe().c_str());
    check("assert.launch", has_line(lines, "RESULT assert.launch = cudaSuccess"), "the launch itself succeeds");
    check("assert.sync", has_line(lines, "RESULT assert.sync = cudaErrorAssert"), "synchronize reports cudaErrorAssert");
    check("assert.sticky", has_line(lines, "RESULT assert.get = cudaErrorAssert") &&
                               has_line(lines, "RESULT assert.malloc_after = cudaErrorAssert"),
          "later calls keep reporting cudaErrorAssert");
    bool message = false;
    for (auto& l : lines)
        if (l.find("block: [1,0,0], thread: [3,0,0] Assertion `v >= 0` failed.") != std::string::npos) message = true;
    check("assert.message", message, "a line with \"block: [1,0,0], thread: [3,0,0] Assertion `v >= 0` failed.\"");
    if (g_failures) printf("--- child output ---\n%s--- end ---\n", (p.output + a.output).c_str());
    return finish("printf_assert");
}
