// Device-to-host copies, synchronous and asynchronous, and a multithreaded caller.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <thread>
#include <cuda_runtime_api.h>

int main(int argc, char **argv) {
    unsigned char src[1000], dst[1000], dst2[64];
    for (int i = 0; i < 1000; i++) src[i] = (unsigned char)(i * 7);
    if (argc > 1) src[atoi(argv[1])] ^= 1;  // a run whose data differs, for trace diff
    memset(dst, 0, sizeof dst);
    cudaError_t e = cudaMemcpy(dst, src, sizeof dst, cudaMemcpyDeviceToHost);
    cudaStream_t s = nullptr;
    cudaStreamCreate(&s);
    cudaMemcpyAsync(dst2, src + 100, sizeof dst2, cudaMemcpyDeviceToHost, s);
    cudaStreamSynchronize(s);
    std::thread t([] { for (int i = 0; i < 3; i++) cudaGetLastError(); });
    t.join();
    printf("copy %d first %d last %d\n", (int)e, dst[1], dst2[63]);
    return 0;
}
