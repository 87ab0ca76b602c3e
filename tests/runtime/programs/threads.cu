// Many host threads calling the runtime at once, and threads that exit after calling it.
// Every expected value is computed on the host. Prints "CHECK name PASS|FAIL detail" lines
// and "SUMMARY threads: N checks, F failed"; exits 1 on any failure.
//
// The shim keeps one Python thread state per calling thread for the thread's lifetime and
// deletes it when the thread exits: the waves of short-lived threads below exercise that
// exit path hundreds of times, while other threads are inside calls.
#include <atomic>
#include <cstdio>
#include <thread>
#include <vector>

#include <cuda_runtime.h>

static int g_checks = 0, g_failures = 0;

static void check(const char* name, bool ok, const char* fmt, long a = 0, long b = 0, long c = 0) {
    char detail[256];
    snprintf(detail, sizeof detail, fmt, a, b, c);
    printf("CHECK %s %s %s\n", name, ok ? "PASS" : "FAIL", detail);
    g_checks++;
    g_failures += !ok;
}

// x = x * 5 + k (mod 2^32): the result depends on the order of the launches
__global__ void affine(unsigned* x, unsigned k) { *x = *x * 5u + k; }
__global__ void fill(unsigned* p, unsigned value, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) p[i] = value + i;
}
__global__ void bump(unsigned* counter) { atomicAdd(counter, 1u); }

static unsigned affine_expected(unsigned first, int n) {
    unsigned x = 0;
    for (int i = 0; i < n; i++) x = x * 5u + first + i;
    return x;
}

// each thread: its own stream (or the per-thread default stream), an order-dependent chain,
// a bulk fill read back, events, and its own sticky-free last error
static void long_lived(int t, int launches, unsigned* counter, std::atomic<int>* errors, std::atomic<int>* wrong) {
    cudaStream_t s = cudaStreamPerThread;
    bool own_stream = t % 2 == 0;
    if (own_stream && cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking) != cudaSuccess) {
        (*errors)++;
        return;
    }
    const int n = 1000 + t;
    unsigned *x = nullptr, *buf = nullptr;
    int e = 0;
    e += cudaMalloc(&x, sizeof(unsigned)) != cudaSuccess;
    e += cudaMalloc(&buf, n * sizeof(unsigned)) != cudaSuccess;
    if (e) {
        *errors += e;
        return;
    }
    cudaEvent_t done;
    e += cudaEventCreate(&done) != cudaSuccess;
    e += cudaMemsetAsync(x, 0, sizeof(unsigned), s) != cudaSuccess;
    for (int i = 0; i < launches; i++) {
        affine<<<1, 1, 0, s>>>(x, t * 100 + i);
        bump<<<1, 1, 0, s>>>(counter);
    }
    fill<<<(n + 127) / 128, 128, 0, s>>>(buf, t * 7919u, n);
    e += cudaGetLastError() != cudaSuccess;
    e += cudaEventRecord(done, s) != cudaSuccess;
    e += cudaEventSynchronize(done) != cudaSuccess;
    unsigned got = 0;
    std::vector<unsigned> host(n, 0);
    e += cudaMemcpyAsync(&got, x, sizeof got, cudaMemcpyDeviceToHost, s) != cudaSuccess;
    e += cudaMemcpyAsync(host.data(), buf, n * sizeof(unsigned), cudaMemcpyDeviceToHost, s) != cudaSuccess;
    e += cudaStreamSynchronize(s) != cudaSuccess;
    if (got != affine_expected(t * 100, launches)) (*wrong)++;
    for (int i = 0; i < n; i++)
        if (host[i] != t * 7919u + i) {
            (*wrong)++;
            break;
        }
    // this thread's last error is its own: provoke one here, the others must not see it
    void* huge = nullptr;
    e += cudaMalloc(&huge, (size_t)1 << 60) != cudaErrorMemoryAllocation;
    e += cudaGetLastError() != cudaErrorMemoryAllocation;
    e += cudaGetLastError() != cudaSuccess;
    e += cudaEventDestroy(done) != cudaSuccess;
    e += cudaFree(x) != cudaSuccess;
    e += cudaFree(buf) != cudaSuccess;
    if (own_stream) e += cudaStreamDestroy(s) != cudaSuccess;
    *errors += e;
}

// a short-lived thread: a few calls, then it exits (its Python thread state must go with it)
static void short_lived(int id, unsigned* slots, std::atomic<int>* errors) {
    int dev = -1;
    int e = cudaGetDevice(&dev) != cudaSuccess || dev != 0;
    e += cudaSetDevice(0) != cudaSuccess;
    fill<<<1, 1>>>(slots + id, 1000u * id, 1);   // the legacy default stream, shared by all
    e += cudaGetLastError() != cudaSuccess;
    if (id % 3 == 0) {   // some threads also allocate and free
        void* p = nullptr;
        e += cudaMalloc(&p, 256) != cudaSuccess;
        e += cudaFree(p) != cudaSuccess;
    }
    *errors += e;
}

int main() {
    setvbuf(stdout, nullptr, _IOLBF, 0);
    if (cudaSetDevice(0) != cudaSuccess) {
        printf("CHECK setup FAIL cudaSetDevice(0)\n");
        return 1;
    }

    // 1. sixteen threads at once, long chains
    {
        const int threads = 16, launches = 40;
        unsigned* counter;
        cudaMalloc(&counter, sizeof(unsigned));
        cudaMemset(counter, 0, sizeof(unsigned));
        std::atomic<int> errors{0}, wrong{0};
        std::vector<std::thread> pool;
        for (int t = 0; t < threads; t++) pool.emplace_back(long_lived, t, launches, counter, &errors, &wrong);
        for (auto& th : pool) th.join();
        unsigned count = 0;
        int e = cudaMemcpy(&count, counter, sizeof count, cudaMemcpyDeviceToHost) != cudaSuccess;
        check("concurrent.results", wrong == 0, "%ld threads, %ld wrong results", threads, wrong.load());
        check("concurrent.calls", errors == 0 && e == 0, "%ld calls failed", errors.load() + e);
        check("concurrent.counter", count == (unsigned)(threads * launches), "counter %ld, expected %ld", count,
              threads * launches);
        cudaFree(counter);
    }

    // 2. waves of short-lived threads: each calls a little and exits while others still run
    {
        const int waves = 12, per_wave = 12, total = waves * per_wave;
        unsigned* slots;
        cudaMalloc(&slots, total * sizeof(unsigned));
        cudaMemset(slots, 0xff, total * sizeof(unsigned));
        std::atomic<int> errors{0};
        std::vector<std::thread> previous;
        for (int w = 0; w < waves; w++) {
            std::vector<std::thread> wave;
            for (int i = 0; i < per_wave; i++) wave.emplace_back(short_lived, w * per_wave + i, slots, &errors);
            for (auto& th : previous) th.join();   // the previous wave exits while this one calls
            previous.swap(wave);
        }
        for (auto& th : previous) th.join();
        std::vector<unsigned> host(total);
        int e = cudaMemcpy(host.data(), slots, total * sizeof(unsigned), cudaMemcpyDeviceToHost) != cudaSuccess;
        int bad = 0;
        for (int i = 0; i < total; i++) bad += host[i] != 1000u * i;
        check("exiting.calls", errors == 0 && e == 0, "%ld threads, %ld calls failed", total, errors.load() + e);
        check("exiting.results", bad == 0, "%ld of %ld slots wrong", bad, total);
        cudaFree(slots);
    }

    // 3. the main thread still works after all of them, and its own last error is clean
    {
        unsigned* x;
        int e = cudaMalloc(&x, sizeof(unsigned)) != cudaSuccess;
        e += cudaMemset(x, 0, sizeof(unsigned)) != cudaSuccess;
        for (int i = 0; i < 5; i++) affine<<<1, 1>>>(x, i);
        unsigned got = 0;
        e += cudaMemcpy(&got, x, sizeof got, cudaMemcpyDeviceToHost) != cudaSuccess;
        e += cudaGetLastError() != cudaSuccess;
        e += cudaFree(x) != cudaSuccess;
        check("main.after", e == 0 && got == affine_expected(0, 5), "%ld failed calls, got %ld expected %ld", e, got,
              affine_expected(0, 5));
    }
    printf("SUMMARY threads: %d checks, %d failed\n", g_checks, g_failures);
    return g_failures ? 1 : 0;
}
