// Launches one kernel with <<<>>> until the CPU backend has moved it to the full tier
// (its perf map, ZLUDA_PERF_MAP=1, names the kernel twice: quick and full code), then
// AFTER more times (argv[1]); prints the launches made and whether every element counted
// them all. argv[2] caps the launches before that (the program may then end while the
// tier-up compiles).
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <unistd.h>
#include <cuda_runtime.h>

__global__ void bump(int *p, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        p[i] += 1;
}

static int entries_named(const char *name)
{
    char path[64], line[512];
    snprintf(path, sizeof path, "/tmp/perf-%d.map", (int)getpid());
    FILE *f = fopen(path, "r");
    if (!f)
        return 0;
    int count = 0;
    while (fgets(line, sizeof line, f))
        if (strstr(line, name))
            count++;
    fclose(f);
    return count;
}

int main(int argc, char **argv)
{
    const int n = 4096, after = argc > 1 ? atoi(argv[1]) : 200;
    const long cap = argc > 2 ? atol(argv[2]) : 2000000;
    int *d, *h = (int *)malloc(n * sizeof(int));
    cudaMalloc(&d, n * sizeof(int));
    cudaMemset(d, 0, n * sizeof(int));
    long launches = 0;
    int tiers = 0;
    for (; launches < cap && tiers < 2; launches++) {
        bump<<<n / 256, 256>>>(d, n);
        if (launches % 64 == 63) {
            cudaDeviceSynchronize();
            tiers = entries_named("bump");
        }
    }
    for (int k = 0; k < after; k++, launches++)
        bump<<<n / 256, 256>>>(d, n);
    cudaMemcpy(h, d, n * sizeof(int), cudaMemcpyDeviceToHost);
    int ok = 1;
    for (int i = 0; i < n; i++)
        ok &= h[i] == launches;
    printf("tiers %d launches %ld all-counted %d\n", tiers, launches, ok);
    char path[64];
    snprintf(path, sizeof path, "/tmp/perf-%d.map", (int)getpid());
    unlink(path);
    return ok ? 0 : 1;
}
