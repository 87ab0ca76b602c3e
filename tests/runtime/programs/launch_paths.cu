// The runtime's startup and launch paths as an nvcc-built program sees them. Every
// expected value is computed here on the host, independently of the device code.
// Prints "OK name" / "BAD name detail" lines and exits with the number of BAD lines.
#include <cuda_runtime.h>
#include <cstdio>
#include <cstring>
#include <cassert>

static int bad = 0;
#define EXPECT(name, cond, ...) do { if (cond) printf("OK %s\n", name); \
    else { printf("BAD %s ", name); printf(__VA_ARGS__); printf("\n"); ++bad; } } while (0)

struct Pair { int a; double b; char c; };

__device__ int dev_table[16];
__constant__ float dev_scale;

__global__ void mixed_params(char c, Pair p, float f, long long ll, int* out) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    out[i] = c + p.a + (int)p.b + p.c + (int)(f * 2) + (int)(ll >> 32) + i;
}

__global__ void use_symbols(float* out) {
    int i = threadIdx.x;
    out[i] = dev_table[i] * dev_scale;
    dev_table[i] += 1;
}

__global__ void dyn_shared_reverse(int* data, int n) {
    extern __shared__ int s[];
    int t = threadIdx.x;
    s[t] = data[t];
    __syncthreads();
    data[t] = s[n - 1 - t];
}

__global__ void failing_assert(int v) { assert(v > 0); }

int main() {
    cudaDeviceProp prop;
    EXPECT("props.call", cudaGetDeviceProperties(&prop, 0) == cudaSuccess, "");
    int want_major = 8, want_minor = 0;
    if (const char* cc = getenv("ZLUDA_COMPUTE_CAPABILITY")) sscanf(cc, "%d.%d", &want_major, &want_minor);
    EXPECT("props.cc", prop.major == want_major && prop.minor == want_minor, "%d.%d", prop.major, prop.minor);
    EXPECT("props.name", strncmp(prop.name, "ZLUDA CPU", 9) == 0, "%s", prop.name);
    EXPECT("props.limits", prop.maxThreadsPerBlock == 1024 && prop.warpSize == 32 && prop.maxThreadsDim[2] == 64
           && prop.multiProcessorCount > 0, "%d %d %d", prop.maxThreadsPerBlock, prop.warpSize, prop.maxThreadsDim[2]);
    int sms = -1;
    cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, 0);
    EXPECT("attr.sms", sms == prop.multiProcessorCount, "%d vs %d", sms, prop.multiProcessorCount);

    // <<<>>> with parameters of every alignment
    const int N = 64;
    int* d_out;
    cudaMalloc(&d_out, N * sizeof(int));
    Pair p = {5, 7.9, 3};
    mixed_params<<<2, 32>>>((char)2, p, 1.5f, 3LL << 32, d_out);
    EXPECT("launch.status", cudaGetLastError() == cudaSuccess, "");
    int h_out[N];
    cudaMemcpy(h_out, d_out, sizeof h_out, cudaMemcpyDeviceToHost);
    int wrong = 0;
    for (int i = 0; i < N; ++i) wrong += h_out[i] != 2 + 5 + 7 + 3 + 3 + 3 + i;
    EXPECT("launch.params", wrong == 0, "%d wrong, out[1]=%d", wrong, h_out[1]);

    // cudaLaunchKernelExC through the cudaLaunchKernelEx template
    cudaLaunchConfig_t cfg = {};
    cfg.gridDim = dim3(1); cfg.blockDim = dim3(N);
    EXPECT("launchex.status", cudaLaunchKernelEx(&cfg, mixed_params, (char)0, p, 0.0f, 0LL, d_out) == cudaSuccess, "");
    cudaMemcpy(h_out, d_out, sizeof h_out, cudaMemcpyDeviceToHost);
    EXPECT("launchex.values", h_out[10] == 5 + 7 + 3 + 10, "out[10]=%d", h_out[10]);

    // __device__ / __constant__ symbols
    int table[16];
    for (int i = 0; i < 16; ++i) table[i] = i * 3;
    float scale = 0.5f;
    EXPECT("symbol.to", cudaMemcpyToSymbol(dev_table, table, sizeof table) == cudaSuccess &&
           cudaMemcpyToSymbol(dev_scale, &scale, sizeof scale) == cudaSuccess, "");
    float* d_f;
    cudaMalloc(&d_f, 16 * sizeof(float));
    use_symbols<<<1, 16>>>(d_f);
    float h_f[16];
    cudaMemcpy(h_f, d_f, sizeof h_f, cudaMemcpyDeviceToHost);
    EXPECT("symbol.read", h_f[7] == 10.5f && h_f[15] == 22.5f, "%g %g", h_f[7], h_f[15]);
    int back[16];
    cudaMemcpyFromSymbol(back, dev_table, sizeof back);
    EXPECT("symbol.from", back[4] == 13, "%d", back[4]);
    size_t sym_size = 0;
    cudaGetSymbolSize(&sym_size, dev_table);
    EXPECT("symbol.size", sym_size == sizeof table, "%zu", sym_size);
    EXPECT("symbol.overflow", cudaMemcpyToSymbol(dev_table, table, sizeof table, 4) == cudaErrorInvalidValue, "");
    cudaGetLastError();

    // dynamic shared memory above 48 KiB needs the opt-in attribute
    int* d_rev;
    cudaMalloc(&d_rev, 128 * sizeof(int));
    int seq[128];
    for (int i = 0; i < 128; ++i) seq[i] = i;
    cudaMemcpy(d_rev, seq, sizeof seq, cudaMemcpyHostToDevice);
    dyn_shared_reverse<<<1, 128, 64 * 1024>>>(d_rev, 128);
    EXPECT("dynshared.no_optin", cudaGetLastError() == cudaErrorInvalidValue, "");
    EXPECT("dynshared.optin", cudaFuncSetAttribute(dyn_shared_reverse, cudaFuncAttributeMaxDynamicSharedMemorySize,
                                                   64 * 1024) == cudaSuccess, "");
    dyn_shared_reverse<<<1, 128, 64 * 1024>>>(d_rev, 128);
    cudaMemcpy(seq, d_rev, sizeof seq, cudaMemcpyDeviceToHost);
    EXPECT("dynshared.values", seq[0] == 127 && seq[127] == 0, "%d %d", seq[0], seq[127]);

    // misuse: NVIDIA's codes (CUDA 13 on the H200: a bad launch shape is cudaErrorInvalidValue,
    // see workloads/samples/data/error_codes.txt), and the process lives on
    mixed_params<<<1, 2048>>>(0, p, 0.f, 0, d_out);
    EXPECT("misuse.block", cudaGetLastError() == cudaErrorInvalidValue, "");
    mixed_params<<<dim3(1, 70000), 1>>>(0, p, 0.f, 0, d_out);
    EXPECT("misuse.grid", cudaGetLastError() == cudaErrorInvalidValue, "");
    int* freed;
    cudaMalloc(&freed, 16);
    cudaFree(freed);
    EXPECT("misuse.freed_copy", cudaMemcpy(h_out, freed, 16, cudaMemcpyDeviceToHost) == cudaErrorInvalidValue, "");
    EXPECT("misuse.double_free", cudaFree(freed) == cudaErrorInvalidValue, "");
    EXPECT("misuse.last_error", cudaGetLastError() == cudaErrorInvalidValue && cudaGetLastError() == cudaSuccess, "");
    EXPECT("errors.string", strcmp(cudaGetErrorString(cudaErrorInvalidValue), "invalid argument") == 0, "%s",
           cudaGetErrorString(cudaErrorInvalidValue));

    // device assert: the launch succeeds, the context is poisoned from the next call on
    failing_assert<<<1, 1>>>(0);
    EXPECT("assert.launch", cudaGetLastError() == cudaSuccess, "");
    EXPECT("assert.sync", cudaDeviceSynchronize() == cudaErrorAssert, "");
    // sticky: cudaGetLastError reports it once and clears it, every other call keeps failing
    EXPECT("assert.sticky", cudaGetLastError() == cudaErrorAssert && cudaGetLastError() == cudaSuccess, "");
    void* after;
    EXPECT("assert.malloc", cudaMalloc(&after, 16) == cudaErrorAssert, "");
    printf("DONE %d bad\n", bad);
    return bad;
}
