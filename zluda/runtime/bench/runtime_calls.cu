// Per-call cost of the runtime's hot paths, timed from the program's side: an empty
// kernel launch (enqueue), 4-byte cudaMemcpy host->device and device->host,
// cudaGetLastError and cudaGetDevice. Prints one JSON object: {"metric": microseconds per call, ...}.
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

__global__ void empty_kernel() {}

template <typename F>
static double per_call_us(int n, F f) {
    auto t0 = std::chrono::steady_clock::now();
    for (int i = 0; i < n; ++i) f();
    auto t1 = std::chrono::steady_clock::now();
    return std::chrono::duration<double, std::micro>(t1 - t0).count() / n;
}

int main(int argc, char** argv) {
    int n = argc > 1 ? atoi(argv[1]) : 2000;
    int* d = nullptr;
    int h = 42;
    if (cudaMalloc(&d, sizeof(int)) != cudaSuccess) { fprintf(stderr, "cudaMalloc failed\n"); return 1; }
    empty_kernel<<<1, 1>>>();                       // first launch translates the module
    cudaDeviceSynchronize();
    double launch = per_call_us(n, [] { empty_kernel<<<1, 1>>>(); });
    cudaDeviceSynchronize();
    double h2d = per_call_us(n, [&] { cudaMemcpy(d, &h, sizeof(int), cudaMemcpyHostToDevice); });
    double d2h = per_call_us(n, [&] { cudaMemcpy(&h, d, sizeof(int), cudaMemcpyDeviceToHost); });
    double gle = per_call_us(n * 50, [] { (void)cudaGetLastError(); });
    int device = -1;
    double gd = per_call_us(n * 50, [&] { (void)cudaGetDevice(&device); });
    cudaError_t status = cudaDeviceSynchronize();
    printf("{\"empty_launch\": %.4f, \"memcpy_h2d_4B\": %.4f, \"memcpy_d2h_4B\": %.4f, \"get_last_error\": %.4f, "
           "\"get_device\": %.4f, \"status\": \"%s\", \"iterations\": %d}\n", launch, h2d, d2h, gle, gd,
           cudaGetErrorName(status), n);
    cudaFree(d);
    return status == cudaSuccess ? 0 : 1;
}
