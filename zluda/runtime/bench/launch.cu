// End-to-end cost of a kernel launch, timed from the program's side: each launch is
// followed by cudaDeviceSynchronize, so a figure covers enqueue, the kernel's run and the
// wait for it; then the same launches back to back with one synchronisation at the end.
// Each figure is the median of BATCHES batches of n launches: on a shared machine one
// preemption (milliseconds) inside a batch of microsecond launches moves its mean tenfold.
// Prints one JSON object: {"metric": microseconds per launch, ...}.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

__global__ void empty_kernel() {}

__global__ void saxpy_kernel(int n, float a, const float* x, float* y) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) y[i] = a * x[i] + y[i];
}

static const int BATCHES = 9;

// median over BATCHES of (f() n times, then done()) per call of f
template <typename F, typename D>
static double per_call_us(int n, F f, D done) {
    double batches[BATCHES];
    for (int b = 0; b < BATCHES; ++b) {
        auto t0 = std::chrono::steady_clock::now();
        for (int i = 0; i < n; ++i) f();
        done();
        auto t1 = std::chrono::steady_clock::now();
        batches[b] = std::chrono::duration<double, std::micro>(t1 - t0).count() / n;
    }
    std::sort(batches, batches + BATCHES);
    return batches[BATCHES / 2];
}

int main(int argc, char** argv) {
    int n = argc > 1 ? atoi(argv[1]) : 2000;
    const int elements = argc > 2 ? atoi(argv[2]) : 4096;
    const int block = 256, grid = (elements + block - 1) / block;
    float *x = nullptr, *y = nullptr;
    if (cudaMalloc(&x, elements * sizeof(float)) != cudaSuccess ||
        cudaMalloc(&y, elements * sizeof(float)) != cudaSuccess) {
        fprintf(stderr, "cudaMalloc failed\n");
        return 1;
    }
    cudaMemset(x, 0, elements * sizeof(float));
    cudaMemset(y, 0, elements * sizeof(float));
    empty_kernel<<<1, 1>>>();                        // first launches load the module
    saxpy_kernel<<<grid, block>>>(elements, 2.0f, x, y);
    cudaDeviceSynchronize();
    auto nothing = [] {};
    auto sync = [] { cudaDeviceSynchronize(); };
    double empty_sync = per_call_us(n, [] { empty_kernel<<<1, 1>>>(); cudaDeviceSynchronize(); }, nothing);
    double saxpy_sync = per_call_us(n, [&] { saxpy_kernel<<<grid, block>>>(elements, 2.0f, x, y);
                                             cudaDeviceSynchronize(); }, nothing);
    double empty_stream = per_call_us(n, [] { empty_kernel<<<1, 1>>>(); }, sync);
    double saxpy_stream = per_call_us(n, [&] { saxpy_kernel<<<grid, block>>>(elements, 2.0f, x, y); }, sync);
    cudaError_t status = cudaGetLastError();
    printf("{\"empty_launch_sync\": %.4f, \"saxpy_launch_sync\": %.4f, \"empty_launch_stream\": %.4f, "
           "\"saxpy_launch_stream\": %.4f, \"elements\": %d, \"status\": \"%s\", \"iterations\": %d, \"batches\": %d}\n",
           empty_sync, saxpy_sync, empty_stream, saxpy_stream, elements, cudaGetErrorName(status), n, BATCHES);
    cudaFree(x);
    cudaFree(y);
    return status == cudaSuccess ? 0 : 1;
}
