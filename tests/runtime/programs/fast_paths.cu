// Every call libcudart's C fast path answers, in ordinary and unusual forms. Prints one
// line per call: its name, the status it returned, cudaGetLastError/cudaPeekAtLastError
// afterwards and the data it produced; tests/runtime/test_fast_path.py runs it with
// ZLUDA_FAST_PATH=1 and =0 and requires identical output (the slow path is the reference).
#include <cuda_runtime.h>
#include <cassert>
#include <cstdio>
#include <cstdlib>
#include <cstring>

#define SHOW(name, call) do { cudaError_t s_ = (call); cudaError_t peek_ = cudaPeekAtLastError(); \
    cudaError_t last_ = cudaGetLastError(); \
    printf("%-28s %-32s peek=%-32s last=%s\n", name, cudaGetErrorName(s_), cudaGetErrorName(peek_), \
           cudaGetErrorName(last_)); } while (0)

__global__ void axpb(float a, float* x, float b, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) x[i] = a * x[i] + b;
}

struct Mixed { char c; double d; int i; };
__global__ void mixed(char c, Mixed m, short s, long long ll, int* out) {
    out[blockIdx.x * blockDim.x + threadIdx.x] = c + m.c + (int)m.d + m.i + s + (int)(ll >> 33) + threadIdx.x;
}

__global__ void shared_sum(const int* in, int* out) {
    extern __shared__ int buf[];
    buf[threadIdx.x] = in[blockIdx.x * blockDim.x + threadIdx.x];
    __syncthreads();
    if (threadIdx.x == 0) {
        int s = 0;
        for (int i = 0; i < blockDim.x; ++i) s += buf[i];
        out[blockIdx.x] = s;
    }
}

__global__ void no_params() {}
__global__ void fails(int v) { assert(v > 0); }

static void host_fn(void* p) { *(int*)p += 1; }

static unsigned checksum(const void* p, size_t n) {
    unsigned h = 2166136261u;
    for (size_t i = 0; i < n; ++i) h = (h ^ ((const unsigned char*)p)[i]) * 16777619u;
    return h;
}

// `fast_paths fault`: an invalid access in a kernel the C path launches (it ran through
// Python once before) must become the sticky cudaErrorIllegalAddress, not end the process
static int fault_case() {
    float* dx = nullptr;
    SHOW("malloc", cudaMalloc(&dx, 256 * sizeof(float)));
    axpb<<<1, 256>>>(2.0f, dx, 1.0f, 256);
    SHOW("fault.launch-ok", cudaGetLastError());
    axpb<<<1, 256>>>(2.0f, dx, 1.0f, 256);
    SHOW("fault.launch-ok-again", cudaGetLastError());
    axpb<<<4, 256>>>(2.0f, (float*)16, 1.0f, 1024);
    SHOW("fault.launch", cudaGetLastError());
    SHOW("fault.sync", cudaDeviceSynchronize());
    SHOW("fault.memcpy", cudaMemcpy(dx, dx, 4, cudaMemcpyDeviceToDevice));
    return 0;
}

int main(int argc, char** argv) {
    if (argc > 1 && strcmp(argv[1], "fault") == 0)
        return fault_case();
    const int N = 1000;
    float *dx = nullptr, *dy = nullptr;
    int *di = nullptr, *dsum = nullptr;
    SHOW("malloc", cudaMalloc(&dx, N * sizeof(float)));
    SHOW("malloc", cudaMalloc(&dy, N * sizeof(float)));
    SHOW("malloc", cudaMalloc(&di, 4096 * sizeof(int)));
    SHOW("malloc", cudaMalloc(&dsum, 64 * sizeof(int)));
    int device = -1;   // the first is Python's answer, the next ones C's
    for (int rep = 0; rep < 3; ++rep) {
        SHOW("getDevice", cudaGetDevice(&device));
        printf("data.device %d\n", device);
    }
    SHOW("getDevice.null", cudaGetDevice(nullptr));
    float hx[N], hy[N];
    for (int i = 0; i < N; ++i) hx[i] = (float)i * 0.5f;
    int hi[4096];
    for (int i = 0; i < 4096; ++i) hi[i] = i * 7 - 3000;

    // copies: every kind, valid and invalid
    SHOW("memcpy.h2d", cudaMemcpy(dx, hx, sizeof hx, cudaMemcpyHostToDevice));
    SHOW("memcpy.h2d.4B", cudaMemcpy(dy, hx + 3, 4, cudaMemcpyHostToDevice));
    SHOW("memcpy.d2d", cudaMemcpy(dy + 1, dx + 1, (N - 1) * sizeof(float), cudaMemcpyDeviceToDevice));
    SHOW("memcpy.default", cudaMemcpy(di, hi, sizeof hi, cudaMemcpyDefault));
    SHOW("memcpy.d2h", cudaMemcpy(hy, dy, sizeof hy, cudaMemcpyDeviceToHost));
    printf("data.copy %08x\n", checksum(hy, sizeof hy));
    SHOW("memcpy.h2h", cudaMemcpy(hy, hx, 16, cudaMemcpyHostToHost));
    SHOW("memcpy.past-end", cudaMemcpy(dx + N - 1, hx, 8, cudaMemcpyHostToDevice));
    SHOW("memcpy.d2h-past-end", cudaMemcpy(hy, dx + N - 1, 8, cudaMemcpyDeviceToHost));
    SHOW("memcpy.host-as-device", cudaMemcpy(hy, hx, 8, cudaMemcpyDeviceToHost));
    SHOW("memcpy.null-src", cudaMemcpy(dx, nullptr, 8, cudaMemcpyHostToDevice));
    SHOW("memcpy.bad-kind", cudaMemcpy(dx, hx, 8, (cudaMemcpyKind)9));
    SHOW("memcpy.zero", cudaMemcpy(dx, hx, 0, cudaMemcpyHostToDevice));
    float* freed = nullptr;
    cudaMalloc(&freed, 64);
    cudaFree(freed);
    SHOW("memcpy.freed", cudaMemcpy(freed, hx, 4, cudaMemcpyHostToDevice));
    SHOW("memcpy.freed-d2h", cudaMemcpy(hy, freed, 4, cudaMemcpyDeviceToHost));

    // streams: async forms on a created, a default and a destroyed stream
    cudaStream_t st = nullptr, gone = nullptr;
    SHOW("stream.create", cudaStreamCreate(&st));
    SHOW("stream.create", cudaStreamCreate(&gone));
    SHOW("stream.destroy", cudaStreamDestroy(gone));
    SHOW("memcpyAsync.stream", cudaMemcpyAsync(dx, hx, sizeof hx, cudaMemcpyHostToDevice, st));
    SHOW("memcpyAsync.legacy", cudaMemcpyAsync(dy, hx, 64, cudaMemcpyHostToDevice, cudaStreamLegacy));
    SHOW("memcpyAsync.destroyed", cudaMemcpyAsync(dx, hx, 4, cudaMemcpyHostToDevice, gone));
    SHOW("memset", cudaMemset(di + 100, 0xAB, 64));
    SHOW("memsetAsync", cudaMemsetAsync(di + 200, 0x1CD, 64, st));
    SHOW("memset.past-end", cudaMemset(di + 4095, 0, 8));
    SHOW("memset.host", cudaMemset(hi, 0, 8));
    SHOW("memsetAsync.destroyed", cudaMemsetAsync(di, 0, 8, gone));
    SHOW("memcpy.d2h", cudaMemcpy(hi, di, sizeof hi, cudaMemcpyDeviceToHost));
    printf("data.memset %08x\n", checksum(hi, sizeof hi));
    SHOW("sync.stream", cudaStreamSynchronize(st));
    SHOW("sync.default", cudaStreamSynchronize(0));
    SHOW("sync.destroyed", cudaStreamSynchronize(gone));
    SHOW("sync.device", cudaDeviceSynchronize());

    // launches: parameters of every alignment, grids bigger than the worker pool, shared memory
    for (int rep = 0; rep < 3; ++rep) {   // the first launch of a kernel is Python's (it translates it)
        axpb<<<(N + 127) / 128, 128>>>(1.5f, dx, 0.25f, N);
        SHOW("launch.axpb", cudaGetLastError());
        axpb<<<(N + 127) / 128, 128, 0, st>>>(0.5f, dx, -1.0f, N);
        SHOW("launch.axpb.stream", cudaGetLastError());
        Mixed m = {3, 2.75, -40};
        mixed<<<4, 64>>>((char)5, m, (short)-7, 5LL << 33, di);
        SHOW("launch.mixed", cudaGetLastError());
        shared_sum<<<64, 64, 64 * sizeof(int)>>>(di, dsum);
        SHOW("launch.shared", cudaGetLastError());
        no_params<<<1, 1>>>();
        SHOW("launch.no-params", cudaGetLastError());
    }
    SHOW("memcpy.d2h", cudaMemcpy(hx, dx, sizeof hx, cudaMemcpyDeviceToHost));
    printf("data.axpb %08x\n", checksum(hx, sizeof hx));
    SHOW("memcpy.d2h", cudaMemcpy(hi, di, 256 * sizeof(int), cudaMemcpyDeviceToHost));
    printf("data.mixed %08x\n", checksum(hi, 256 * sizeof(int)));
    int hsum[64];
    SHOW("memcpy.d2h", cudaMemcpy(hsum, dsum, sizeof hsum, cudaMemcpyDeviceToHost));
    printf("data.shared %08x\n", checksum(hsum, sizeof hsum));

    // launches that must fail as NVIDIA's runtime fails them
    axpb<<<1, 2048>>>(1.0f, dx, 0.0f, N);
    SHOW("launch.block-too-big", cudaGetLastError());
    axpb<<<dim3(1, 70000), 1>>>(1.0f, dx, 0.0f, N);
    SHOW("launch.grid-too-big", cudaGetLastError());
    shared_sum<<<1, 64, 1 << 20>>>(di, dsum);
    SHOW("launch.shared-too-big", cudaGetLastError());
    axpb<<<1, 32, 0, gone>>>(1.0f, dx, 0.0f, N);
    SHOW("launch.destroyed-stream", cudaGetLastError());
    void* args[] = {nullptr, nullptr, nullptr, nullptr};
    SHOW("launch.null-arg", cudaLaunchKernel((const void*)axpb, dim3(1), dim3(1), args, 0, 0));
    SHOW("launch.null-args", cudaLaunchKernel((const void*)axpb, dim3(1), dim3(1), nullptr, 0, 0));
    SHOW("launch.not-a-kernel", cudaLaunchKernel((const void*)&checksum, dim3(1), dim3(1), nullptr, 0, 0));

    // host work in flight: the next calls wait for it (Python path) and see its effect
    int counter = 0;
    SHOW("hostfn", cudaLaunchHostFunc(st, host_fn, &counter));
    SHOW("sync.stream", cudaStreamSynchronize(st));
    printf("data.hostfn %d\n", counter);
    SHOW("memcpy.after-hostfn", cudaMemcpy(dx, hx, 4, cudaMemcpyHostToDevice));

    // a device-side assert: the launch succeeds, everything after it fails with the sticky error
    fails<<<1, 1>>>(1);
    SHOW("launch.fails-ok", cudaGetLastError());
    fails<<<1, 1>>>(1);
    SHOW("launch.fails-ok", cudaGetLastError());
    fails<<<1, 1>>>(0);
    SHOW("launch.fails", cudaGetLastError());
    SHOW("memcpy.after-assert", cudaMemcpy(dx, hx, 4, cudaMemcpyHostToDevice));
    SHOW("memset.after-assert", cudaMemset(dx, 0, 4));
    SHOW("sync.after-assert", cudaDeviceSynchronize());
    no_params<<<1, 1>>>();
    SHOW("launch.after-assert", cudaGetLastError());
    SHOW("stream.sync.after-assert", cudaStreamSynchronize(st));
    SHOW("getDevice.after-assert", cudaGetDevice(&device));
    return 0;
}
