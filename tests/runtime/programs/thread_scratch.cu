// Kernels launched from waves of short-lived host threads. The runtime gives each launching
// thread a scratch (block state, shared memory, what the kernel keeps from launch to launch);
// a thread's scratch must go when the thread ends. Prints the resident memory's growth over
// the later waves ("rss-growth-kib N") and "results ok" or the first wrong word.
#include <cstdio>
#include <cstring>
#include <thread>
#include <vector>

#include <cuda_runtime.h>

// each thread swaps its word with its neighbour's through shared memory
__global__ void swap(unsigned* out) {
    __shared__ unsigned tile[128];
    unsigned t = threadIdx.x;
    tile[t] = t + 1000u * blockIdx.x;
    __syncthreads();
    out[blockIdx.x * 128 + t] = tile[t ^ 1u];
}

static long rss_kib() {
    long pages = 0, resident = 0;
    FILE* f = fopen("/proc/self/statm", "r");
    if (!f || fscanf(f, "%ld %ld", &pages, &resident) != 2) return -1;
    fclose(f);
    return resident * 4;
}

static unsigned* g_out;
static bool g_ok = true;

static void wave(int threads) {
    for (int i = 0; i < threads; i++) {
        std::thread t([] {
            swap<<<1, 128>>>(g_out);
            cudaDeviceSynchronize();
        });
        t.join();
    }
}

int main() {
    if (cudaMalloc(&g_out, 128 * sizeof(unsigned)) != cudaSuccess) return 1;
    wave(50);   // the process's own allocations settle
    long before = rss_kib();
    wave(600);
    long after = rss_kib();
    unsigned host[128];
    cudaMemcpy(host, g_out, sizeof host, cudaMemcpyDeviceToHost);
    for (unsigned t = 0; t < 128; t++)
        if (host[t] != (t ^ 1u)) {
            printf("results wrong at %u: %u\n", t, host[t]);
            g_ok = false;
            break;
        }
    if (g_ok) printf("results ok\n");
    printf("rss-growth-kib %ld\n", after - before);
    return g_ok ? 0 : 1;
}
