// Graph memory: an allocation node's memory counted by the device's graph memory attributes
// (reserved from the node's creation, used from its execution until a free node, cudaFree
// or cudaFreeAsync), the high-water marks reset to 0, cudaDeviceGraphMemTrim, and the
// memory reused at the same address by the next launch. Prints `OK name` / `BAD name
// detail` and `DONE <n> bad`; run by tests/runtime/test_graph_programs.py.
#include <cstdio>
#include <cuda_runtime.h>

__global__ void fill(int* p, int n, int v) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) p[i] = v + i;
}

static int bad = 0;
static void expect(const char* name, bool ok, unsigned long long got) {
    if (ok) printf("OK %s\n", name);
    else { printf("BAD %s got %llu\n", name, got); bad++; }
}
static unsigned long long attr(cudaGraphMemAttributeType a) {
    unsigned long long v = ~0ull;
    cudaDeviceGetGraphMemAttribute(0, a, &v);
    return v;
}

int main() {
    const int N = 1 << 16;
    const size_t BYTES = N * sizeof(int);
    cudaStream_t s;
    cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
    int* host;
    cudaMallocHost(&host, BYTES);
    unsigned long long used0 = attr(cudaGraphMemAttrUsedMemCurrent), reserved0 = attr(cudaGraphMemAttrReservedMemCurrent);

    // captured: allocate, fill, copy back; the memory is not freed in the graph
    cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal);
    int* p = nullptr;
    cudaMallocAsync((void**)&p, BYTES, s);
    fill<<<N / 256, 256, 0, s>>>(p, N, 5);
    cudaMemcpyAsync(host, p, BYTES, cudaMemcpyDeviceToHost, s);
    cudaGraph_t g;
    cudaStreamEndCapture(s, &g);
    cudaGraphExec_t x;
    cudaGraphInstantiate(&x, g, 0);
    expect("reserved_after_add", attr(cudaGraphMemAttrReservedMemCurrent) >= reserved0 + BYTES,
           attr(cudaGraphMemAttrReservedMemCurrent));
    expect("unused_before_launch", attr(cudaGraphMemAttrUsedMemCurrent) == used0, attr(cudaGraphMemAttrUsedMemCurrent));
    cudaGraphLaunch(x, s);
    cudaStreamSynchronize(s);
    expect("values", host[0] == 5 && host[N - 1] == 5 + N - 1, host[0]);
    expect("used_after_launch", attr(cudaGraphMemAttrUsedMemCurrent) >= used0 + BYTES,
           attr(cudaGraphMemAttrUsedMemCurrent));
    cudaFreeAsync(p, s);
    cudaStreamSynchronize(s);
    expect("unused_after_free", attr(cudaGraphMemAttrUsedMemCurrent) == used0, attr(cudaGraphMemAttrUsedMemCurrent));
    expect("high_mark_kept", attr(cudaGraphMemAttrUsedMemHigh) >= used0 + BYTES, attr(cudaGraphMemAttrUsedMemHigh));
    unsigned long long zero = 0;
    cudaError_t e = cudaDeviceSetGraphMemAttribute(0, cudaGraphMemAttrUsedMemHigh, &zero);
    expect("high_mark_reset", e == cudaSuccess && attr(cudaGraphMemAttrUsedMemHigh) == used0,
           attr(cudaGraphMemAttrUsedMemHigh));
    e = cudaDeviceSetGraphMemAttribute(0, cudaGraphMemAttrUsedMemCurrent, &zero);
    expect("current_is_read_only", e != cudaSuccess, e);
    cudaGetLastError();
    expect("trim", cudaDeviceGraphMemTrim(0) == cudaSuccess, 0);

    // the next launch uses the same address again
    host[0] = -1;
    cudaGraphLaunch(x, s);
    cudaStreamSynchronize(s);
    expect("relaunch", host[0] == 5, host[0]);
    cudaFree(p);
    expect("cudaFree_ends_use", attr(cudaGraphMemAttrUsedMemCurrent) == used0, attr(cudaGraphMemAttrUsedMemCurrent));
    printf("DONE %d bad\n", bad);
    return bad != 0;
}
