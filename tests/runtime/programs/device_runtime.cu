// The device runtime's rules, beyond the launches device_launch.cu shows: what a kernel's
// calls return for misuse (launch configurations, stream and event flags, handles), the
// last error of a thread, the nesting limit, the order of a grid's work (tail launches
// one after the other, a copy queued behind a child), the queries and device-side heap.
// Built `nvcc -rdc=true -cudart shared ... -lcudadevrt`; prints one `name value` line per
// fact, compared with the GPU's recording (tests/runtime/data/device_runtime_gpu_stdout.txt).
#include <cstdio>
#include <cuda_runtime.h>

__device__ int order_log[8];
__device__ int order_count;
__device__ int memset_status;

__global__ void log_step(int step) { order_log[atomicAdd(&order_count, 1)] = step; }
__global__ void nothing() {}
__global__ void fill(int* out, int value) { out[threadIdx.x] = value; }

// each depth records what launching the next one returned
__global__ void nest(int* codes, int depth, int max_depth) {
    if (depth + 1 >= max_depth) return;
    nest<<<1, 1>>>(codes, depth + 1, max_depth);
    codes[depth] = (int)cudaGetLastError();
}

__global__ void misuse(int* out) {
    nothing<<<1, 2048>>>();                                         // too many threads per block
    out[0] = (int)cudaGetLastError();
    out[1] = (int)cudaGetLastError();                               // read once, then success
    cudaStream_t s;
    out[2] = (int)cudaStreamCreateWithFlags(&s, cudaStreamDefault); // device streams must be non-blocking
    out[3] = (int)cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
    out[4] = (int)cudaStreamDestroy(s);
    cudaEvent_t e;
    out[5] = (int)cudaEventCreateWithFlags(&e, cudaEventDefault);   // device events must not time
    out[6] = (int)cudaEventCreateWithFlags(&e, cudaEventDisableTiming);
    out[7] = (int)cudaEventDestroy(e);
    int device = -1, version = -1, warp = -1;
    out[8] = (int)cudaGetDevice(&device);
    out[9] = device;
    out[10] = (int)cudaDeviceGetAttribute(&warp, cudaDevAttrWarpSize, 0);
    out[11] = warp;
    out[12] = (int)cudaRuntimeGetVersion(&version);
    out[13] = version > 0;
    int* heap = nullptr;
    out[14] = (int)cudaMalloc((void**)&heap, 64);
    if (heap) {
        heap[15] = 7;
        out[15] = heap[15];
    }
    out[16] = (int)cudaFree(heap);
    const char* name = cudaGetErrorName(cudaErrorInvalidValue);
    int same = 1;
    const char* want = "cudaErrorInvalidValue";
    for (int i = 0; want[i] || name[i]; ++i) same &= name[i] == want[i];
    out[17] = same;
}

__global__ void ordering(int* data, int* copy) {
    order_count = 0;
    log_step<<<1, 1, 0, cudaStreamTailLaunch>>>(1);
    log_step<<<1, 1, 0, cudaStreamTailLaunch>>>(2);
    log_step<<<1, 1>>>(0);                     // runs before the tail launches
    fill<<<1, 32>>>(data, 5);
    cudaMemcpyAsync(copy, data, 32 * sizeof(int), cudaMemcpyDeviceToDevice, 0);   // behind fill
    memset_status = (int)cudaMemsetAsync(data + 32, 0x01, 4, 0);
}

int main() {
    const int depth = 30;
    int* codes;
    cudaMalloc(&codes, depth * sizeof(int));
    cudaMemset(codes, 0xff, depth * sizeof(int));
    nest<<<1, 1>>>(codes, 0, depth);
    printf("nest_launch %d\n", (int)cudaDeviceSynchronize());
    int h[depth];
    cudaMemcpy(h, codes, sizeof h, cudaMemcpyDeviceToHost);
    for (int d = 0; d < depth; ++d) printf("nest_depth_%d %d\n", d, h[d]);

    int* out;
    cudaMalloc(&out, 32 * sizeof(int));
    cudaMemset(out, 0xff, 32 * sizeof(int));
    misuse<<<1, 1>>>(out);
    printf("misuse_launch %d\n", (int)cudaDeviceSynchronize());
    int m[18];
    cudaMemcpy(m, out, sizeof m, cudaMemcpyDeviceToHost);
    for (int i = 0; i < 18; ++i) printf("misuse_%d %d\n", i, m[i]);

    int *data, *copy;
    cudaMalloc(&data, 33 * sizeof(int));
    cudaMalloc(&copy, 32 * sizeof(int));
    cudaMemset(data, 0, 33 * sizeof(int));
    cudaMemset(copy, 0, 32 * sizeof(int));
    ordering<<<1, 1>>>(data, copy);
    printf("ordering_launch %d\n", (int)cudaDeviceSynchronize());
    int log[8], count, c[32], tail;
    cudaMemcpyFromSymbol(log, order_log, sizeof log);
    cudaMemcpyFromSymbol(&count, order_count, sizeof count);
    cudaMemcpy(c, copy, sizeof c, cudaMemcpyDeviceToHost);
    cudaMemcpy(&tail, data + 32, sizeof tail, cudaMemcpyDeviceToHost);
    printf("ordering_count %d\n", count);
    for (int i = 0; i < count && i < 8; ++i) printf("ordering_step_%d %d\n", i, log[i]);
    int copied = 0;
    for (int i = 0; i < 32; ++i) copied += c[i] == 5;
    printf("ordering_copy_after_child %d\n", copied);
    printf("ordering_memset %#x\n", tail);
    int memset_answer = -1;
    cudaMemcpyFromSymbol(&memset_answer, memset_status, sizeof memset_answer);
    printf("ordering_memset_status %d\n", memset_answer);
    printf("last_error %d\n", (int)cudaGetLastError());
    return 0;
}
