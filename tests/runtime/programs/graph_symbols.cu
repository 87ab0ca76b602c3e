// `__device__` variables in graphs: cudaMemcpyToSymbolAsync / FromSymbolAsync captured from a
// stream, and memcpy nodes added to and from a symbol by hand, with the symbol's values
// checked against host arithmetic. Prints `OK name` or `BAD name detail` lines and
// `DONE <n> bad`; run by tests/runtime/test_graph_programs.py.
#include <cstdio>
#include <cuda_runtime.h>

__device__ int sym[4];
__global__ void twice() { sym[threadIdx.x] *= 2; }

static int bad = 0;
static void expect(const char* name, bool ok, int got) {
    if (ok) printf("OK %s\n", name);
    else { printf("BAD %s got %d\n", name, got); bad++; }
}

int main() {
    cudaStream_t s;
    cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
    int *h, *out;
    cudaMallocHost(&h, 16);
    cudaMallocHost(&out, 16);
    for (int i = 0; i < 4; i++) h[i] = i + 1;

    cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal);
    cudaError_t to = cudaMemcpyToSymbolAsync(sym, h, 16, 0, cudaMemcpyHostToDevice, s);
    twice<<<1, 4, 0, s>>>();
    cudaError_t from = cudaMemcpyFromSymbolAsync(out, sym, 8, 8, cudaMemcpyDeviceToHost, s);
    cudaGraph_t g = nullptr;
    cudaError_t end = cudaStreamEndCapture(s, &g);
    expect("captured_calls", to == cudaSuccess && from == cudaSuccess && end == cudaSuccess, (int)end);
    size_t nodes = 0;
    cudaGraphGetNodes(g, nullptr, &nodes);
    expect("captured_nodes", nodes == 3, (int)nodes);
    out[0] = out[1] = -1;
    cudaGraphExec_t x;
    cudaGraphInstantiate(&x, g, 0);
    cudaGraphLaunch(x, s);
    cudaStreamSynchronize(s);
    expect("captured_values", out[0] == 6 && out[1] == 8, out[0]);

    cudaGraph_t g2;
    cudaGraphCreate(&g2, 0);
    cudaGraphNode_t a, b;
    h[0] = 10;
    cudaGraphAddMemcpyNodeToSymbol(&a, g2, nullptr, 0, sym, h, 4, 4, cudaMemcpyHostToDevice);
    cudaGraphAddMemcpyNodeFromSymbol(&b, g2, &a, 1, out, sym, 12, 4, cudaMemcpyDeviceToHost);
    cudaGraphExec_t x2;
    cudaGraphInstantiate(&x2, g2, 0);
    cudaGraphLaunch(x2, s);
    cudaStreamSynchronize(s);
    expect("explicit_nodes", out[0] == 10 && out[1] == 6 && out[2] == 8, out[0]);
    cudaError_t past = cudaGraphAddMemcpyNodeToSymbol(&a, g2, nullptr, 0, sym, h, 16, 4, cudaMemcpyHostToDevice);
    expect("past_the_symbol_refused", past != cudaSuccess, (int)past);
    printf("DONE %d bad\n", bad);
    return bad != 0;
}
