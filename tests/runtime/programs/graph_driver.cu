// The driver API's graph calls whose parameters differ from the runtime's: copy nodes from a
// CUDA_MEMCPY3D (1D and pitched 2D), memset nodes set on a graph and on an executable graph,
// the older cuGraphInstantiate (error node and log), cuGraphInstantiateWithParams,
// cuGraphExecUpdate's first form and the generic cuGraphAddNode. Prints `OK name` /
// `BAD name detail` and `DONE <n> bad`; run by tests/runtime/test_graph_programs.py.
#include <cstdio>
#include <cstring>
#include <cuda.h>
#include <cuda_runtime.h>

// cuda.h maps cuGraphInstantiate to cuGraphInstantiateWithFlags since CUDA 12; binaries built
// before that call this form, which libcuda still exports
extern "C" CUresult CUDAAPI cuGraphInstantiate_v2(CUgraphExec*, CUgraph, CUgraphNode*, char*, size_t);
// and cuGraphExecUpdate to cuGraphExecUpdate_v2 (a result struct instead of two out-parameters)
#undef cuGraphExecUpdate
extern "C" CUresult CUDAAPI cuGraphExecUpdate(CUgraphExec, CUgraph, CUgraphNode*, CUgraphExecUpdateResult*);

static int bad = 0;
static void expect(const char* name, bool ok, long got) {
    if (ok) printf("OK %s\n", name);
    else { printf("BAD %s got %ld\n", name, got); bad++; }
}

int main() {
    cudaFree(nullptr);
    cuInit(0);
    const int W = 16, H = 4, PITCH = 64;
    void* dev = nullptr;
    cudaMalloc(&dev, PITCH * H);
    CUdeviceptr d = (CUdeviceptr)dev;
    int host[W * H / 4];
    CUgraph g;
    cuGraphCreate(&g, 0);
    CUDA_MEMSET_NODE_PARAMS ms = {};
    ms.dst = d; ms.pitch = PITCH; ms.value = 0x11; ms.elementSize = 1; ms.width = PITCH; ms.height = H;
    CUgraphNode set, copy;
    CUresult r = cuGraphAddMemsetNode(&set, g, nullptr, 0, &ms, nullptr);
    CUDA_MEMCPY3D cp = {};   // rows of W bytes out of a PITCH-byte pitched buffer, packed on the host
    cp.srcMemoryType = CU_MEMORYTYPE_DEVICE; cp.srcDevice = d; cp.srcPitch = PITCH; cp.srcHeight = H;
    cp.dstMemoryType = CU_MEMORYTYPE_HOST; cp.dstHost = host; cp.dstPitch = W; cp.dstHeight = H;
    cp.WidthInBytes = W; cp.Height = H; cp.Depth = 1;
    if (r == CUDA_SUCCESS) r = cuGraphAddMemcpyNode(&copy, g, &set, 1, &cp, nullptr);
    CUgraphExec x = nullptr;
    CUgraphNode err_node = (CUgraphNode)0x1;
    char log[64] = "unchanged";
    if (r == CUDA_SUCCESS) r = cuGraphInstantiate_v2(&x, g, &err_node, log, sizeof log);
    expect("instantiate_logged", r == CUDA_SUCCESS && err_node == nullptr, r);
    memset(host, 0, sizeof host);
    cuGraphLaunch(x, 0);
    cuCtxSynchronize();
    bool all = true;
    for (int i = 0; i < W * H / 4; i++) all = all && host[i] == 0x11111111;
    expect("pitched_copy_node", all, host[0]);

    ms.value = 0x22;
    r = cuGraphExecMemsetNodeSetParams(x, set, &ms, nullptr);
    cuGraphLaunch(x, 0);
    cuCtxSynchronize();
    expect("exec_memset_set_params", r == CUDA_SUCCESS && host[0] == 0x22222222, host[0]);
    CUDA_MEMCPY3D got = {};
    r = cuGraphMemcpyNodeGetParams(copy, &got);
    expect("copy_node_params", r == CUDA_SUCCESS && got.WidthInBytes == (size_t)W && got.Height == (size_t)H &&
                                   got.srcPitch == (size_t)PITCH, (long)got.WidthInBytes);

    // a graph of another shape: the first form of cuGraphExecUpdate reports the topology change
    CUgraph other;
    cuGraphCreate(&other, 0);
    CUgraphNode e1;
    cuGraphAddEmptyNode(&e1, other, nullptr, 0);
    CUgraphNode failed = nullptr;
    CUgraphExecUpdateResult result = CU_GRAPH_EXEC_UPDATE_SUCCESS;
    r = cuGraphExecUpdate(x, other, &failed, &result);
    expect("exec_update_v1", r == CUDA_ERROR_GRAPH_EXEC_UPDATE_FAILURE &&
                                 result == CU_GRAPH_EXEC_UPDATE_ERROR_TOPOLOGY_CHANGED, r);

    CUDA_GRAPH_INSTANTIATE_PARAMS ip = {};
    ip.hErrNode_out = (CUgraphNode)0x1;
    ip.result_out = CUDA_GRAPH_INSTANTIATE_ERROR;
    CUgraphExec y = nullptr;
    r = cuGraphInstantiateWithParams(&y, other, &ip);
    expect("instantiate_with_params", r == CUDA_SUCCESS && ip.result_out == CUDA_GRAPH_INSTANTIATE_SUCCESS &&
                                          ip.hErrNode_out == nullptr, r);
    // the generic cuGraphAddNode: a memset, a conditional whose default (0) skips its body,
    // and a copy
    CUgraph g3;
    cuGraphCreate(&g3, 0);
    CUgraphNodeParams np = {};
    np.type = CU_GRAPH_NODE_TYPE_MEMSET;
    np.memset.dst = d; np.memset.pitch = PITCH; np.memset.value = 0x33; np.memset.elementSize = 1;
    np.memset.width = PITCH; np.memset.height = H;
    CUgraphNode m3, c3, b3, k3;
    r = cuGraphAddNode(&m3, g3, nullptr, nullptr, 0, &np);
    CUgraphConditionalHandle ch;
    if (r == CUDA_SUCCESS) r = cuGraphConditionalHandleCreate(&ch, g3, nullptr, 0, CU_GRAPH_COND_ASSIGN_DEFAULT);
    CUgraphNodeParams cond = {};
    cond.type = CU_GRAPH_NODE_TYPE_CONDITIONAL;
    cond.conditional.handle = ch; cond.conditional.type = CU_GRAPH_COND_TYPE_IF; cond.conditional.size = 1;
    if (r == CUDA_SUCCESS) r = cuGraphAddNode(&c3, g3, &m3, nullptr, 1, &cond);
    CUgraphNodeParams body_set = np;
    body_set.memset.value = 0x44;
    if (r == CUDA_SUCCESS) r = cuGraphAddNode(&b3, cond.conditional.phGraph_out[0], nullptr, nullptr, 0, &body_set);
    CUgraphNodeParams cpy = {};
    cpy.type = CU_GRAPH_NODE_TYPE_MEMCPY;
    cpy.memcpy.copyParams = cp;
    if (r == CUDA_SUCCESS) r = cuGraphAddNode(&k3, g3, &c3, nullptr, 1, &cpy);
    CUgraphExec z = nullptr;
    if (r == CUDA_SUCCESS) r = cuGraphInstantiateWithFlags(&z, g3, 0);
    memset(host, 0, sizeof host);
    if (r == CUDA_SUCCESS) r = cuGraphLaunch(z, 0);
    expect("generic_add_node", r == CUDA_SUCCESS && host[0] == 0x33333333, host[0]);
    printf("DONE %d bad\n", bad);
    return bad != 0;
}
