// CUDA graphs: graphs built node by node (kernel, memset, memcpy, host, child graph, event
// record and wait, memory allocation and free, empty, conditional), the structure queries
// (node types, roots, edges, dependencies), instantiation and launch, cudaGraphExec*SetParams,
// cudaGraphExecUpdate (a compatible graph, and one whose topology changed), clones,
// the driver API's twins (cuGraph*, cuStreamBeginCapture),
// disabled nodes, cudaGraphDebugDotPrint, and stream capture: two streams forked and joined
// through events, stream-ordered allocation inside a capture, cudaStreamGetCaptureInfo, a
// graph launched into a capturing stream, and what the capture modes allow (cudaMalloc in a
// global capture is refused and invalidates it; a relaxed capture allows it).
//
// Every value is computed by kernels and checked against host arithmetic; the statuses of
// refused calls are printed, so the whole stdout is compared with the GPU's recording
// (data/graphs_gpu_stdout.txt).
#include <cuda.h>

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <thread>

#include "common.h"

__global__ void fill(int* out, int n, int base) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = base + i;
}
__global__ void add(int* data, int n, int amount) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) data[i] += amount;
}
__global__ void scale(int* data, int n, int factor) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) data[i] *= factor;
}
__global__ void sum_into(const int* a, const int* b, int* out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = a[i] + b[i];
}

static const int N = 4096;
static const int BLOCK = 256;
static const size_t BYTES = N * sizeof(int);

static int g_host_calls = 0;
static void CUDART_CB count_call(void* data) {
    g_host_calls++;
    *(int*)data += 1;
}

static bool values_are(const int* got, long mul, long add_) {
    for (int i = 0; i < N; i++)
        if (got[i] != (int)(mul * i + add_)) return false;
    return true;
}

static cudaKernelNodeParams kernel_node(void* func, void** args) {
    cudaKernelNodeParams p = {};
    p.func = func;
    p.gridDim = dim3(N / BLOCK);
    p.blockDim = dim3(BLOCK);
    p.sharedMemBytes = 0;
    p.kernelParams = args;
    p.extra = nullptr;
    return p;
}

static const char* type_name(cudaGraphNodeType t) {
    switch (t) {
        case cudaGraphNodeTypeKernel: return "kernel";
        case cudaGraphNodeTypeMemcpy: return "memcpy";
        case cudaGraphNodeTypeMemset: return "memset";
        case cudaGraphNodeTypeHost: return "host";
        case cudaGraphNodeTypeGraph: return "graph";
        case cudaGraphNodeTypeEmpty: return "empty";
        case cudaGraphNodeTypeWaitEvent: return "wait_event";
        case cudaGraphNodeTypeEventRecord: return "event_record";
        case cudaGraphNodeTypeMemAlloc: return "mem_alloc";
        case cudaGraphNodeTypeMemFree: return "mem_free";
        case cudaGraphNodeTypeConditional: return "conditional";
        default: return "other";
    }
}

// the graph's node types, sorted by name (cudaGraphGetNodes promises no order)
static std::string node_types(cudaGraph_t g) {
    size_t n = 0;
    cudaGraphGetNodes(g, nullptr, &n);
    std::vector<cudaGraphNode_t> nodes(n);
    cudaGraphGetNodes(g, nodes.data(), &n);
    std::vector<std::string> names;
    for (size_t i = 0; i < n; i++) {
        cudaGraphNodeType t;
        cudaGraphNodeGetType(nodes[i], &t);
        names.push_back(type_name(t));
    }
    std::sort(names.begin(), names.end());
    std::string out;
    for (size_t i = 0; i < names.size(); i++) out += (i ? "," : "") + names[i];
    return out;
}

static size_t count_edges(cudaGraph_t g) {
    size_t n = 0;
    cudaGraphGetEdges(g, nullptr, nullptr, nullptr, &n);
    return n;
}

int main() {
    int* host = nullptr;   // page-locked: a graph's copies from pageable memory are misuse.cu's cases
    REQUIRE(cudaMallocHost(&host, BYTES));
    int* d_a = nullptr;
    int* d_b = nullptr;
    REQUIRE(cudaMalloc(&d_a, BYTES));
    REQUIRE(cudaMalloc(&d_b, BYTES));
    cudaStream_t s1, s2;
    REQUIRE(cudaStreamCreateWithFlags(&s1, cudaStreamNonBlocking));
    REQUIRE(cudaStreamCreateWithFlags(&s2, cudaStreamNonBlocking));

    // ---- a graph built node by node: memset -> fill -> add -> copy -> host --------------
    cudaGraph_t g;
    REQUIRE(cudaGraphCreate(&g, 0));
    cudaMemsetParams ms = {};
    ms.dst = d_a;
    ms.value = 0x7f;
    ms.elementSize = 1;
    ms.width = BYTES;
    ms.height = 1;
    ms.pitch = 0;
    cudaGraphNode_t n_memset, n_fill, n_add, n_copy, n_host, n_record;
    REQUIRE(cudaGraphAddMemsetNode(&n_memset, g, nullptr, 0, &ms));
    int n = N, base = 10, amount = 5;
    void* fill_args[] = {&d_a, &n, &base};
    cudaKernelNodeParams kp = kernel_node((void*)fill, fill_args);
    REQUIRE(cudaGraphAddKernelNode(&n_fill, g, &n_memset, 1, &kp));
    base = 999;   // the node copied its arguments when it was added
    void* add_args[] = {&d_a, &n, &amount};
    cudaKernelNodeParams ap = kernel_node((void*)add, add_args);
    REQUIRE(cudaGraphAddKernelNode(&n_add, g, &n_fill, 1, &ap));
    REQUIRE(cudaGraphAddMemcpyNode1D(&n_copy, g, &n_add, 1, host, d_a, BYTES, cudaMemcpyDeviceToHost));
    int host_counter = 0;
    cudaHostNodeParams hp = {count_call, &host_counter};
    REQUIRE(cudaGraphAddHostNode(&n_host, g, &n_copy, 1, &hp));
    cudaEvent_t done;
    REQUIRE(cudaEventCreate(&done));
    REQUIRE(cudaGraphAddEventRecordNode(&n_record, g, &n_host, 1, done));

    size_t count = 0, roots = 0;
    REQUIRE(cudaGraphGetNodes(g, nullptr, &count));
    REQUIRE(cudaGraphGetRootNodes(g, nullptr, &roots));
    check("explicit_structure", count == 6 && roots == 1 && count_edges(g) == 5, "nodes=%zu roots=%zu edges=%zu",
          count, roots, count_edges(g));
    check("explicit_node_types", node_types(g) == "event_record,host,kernel,kernel,memcpy,memset", "%s",
          node_types(g).c_str());
    cudaGraphNode_t dep = nullptr, dependent = nullptr;
    size_t ndep = 1, ndependent = 1;
    REQUIRE(cudaGraphNodeGetDependencies(n_add, &dep, nullptr, &ndep));
    REQUIRE(cudaGraphNodeGetDependentNodes(n_add, &dependent, nullptr, &ndependent));
    check("explicit_dependencies", ndep == 1 && dep == n_fill && ndependent == 1 && dependent == n_copy, "");
    cudaKernelNodeParams got = {};
    REQUIRE(cudaGraphKernelNodeGetParams(n_fill, &got));
    check("kernel_node_params_copied", got.func == (void*)fill && got.gridDim.x == N / BLOCK &&
                                           got.blockDim.x == BLOCK && *(int*)got.kernelParams[2] == 10,
          "base=%d", *(int*)got.kernelParams[2]);

    cudaGraphExec_t ge;
    REQUIRE(cudaGraphInstantiate(&ge, g, 0));
    for (int launch = 0; launch < 3; launch++) REQUIRE(cudaGraphLaunch(ge, s1));
    REQUIRE(cudaStreamSynchronize(s1));
    check("explicit_launch", values_are(host, 1, 15), "host[0]=%d host[N-1]=%d", host[0], host[N - 1]);
    check("host_node_ran_each_launch", host_counter == 3 && g_host_calls == 3, "counter=%d", host_counter);
    check("event_record_node", cudaEventQuery(done) == cudaSuccess, "");

    // ---- executable graph parameters: a new argument, a disabled node ---------------
    int new_base = 100;
    void* fill_args2[] = {&d_a, &n, &new_base};
    cudaKernelNodeParams kp2 = kernel_node((void*)fill, fill_args2);
    REQUIRE(cudaGraphExecKernelNodeSetParams(ge, n_fill, &kp2));
    REQUIRE(cudaGraphLaunch(ge, s1));
    REQUIRE(cudaStreamSynchronize(s1));
    check("exec_kernel_set_params", values_are(host, 1, 105), "host[0]=%d", host[0]);
    REQUIRE(cudaGraphNodeSetEnabled(ge, n_add, 0));
    unsigned enabled = 1;
    REQUIRE(cudaGraphNodeGetEnabled(ge, n_add, &enabled));
    REQUIRE(cudaGraphLaunch(ge, s1));
    REQUIRE(cudaStreamSynchronize(s1));
    check("disabled_node_skipped", enabled == 0 && values_are(host, 1, 100), "host[0]=%d", host[0]);
    REQUIRE(cudaGraphNodeSetEnabled(ge, n_add, 1));
    // the graph itself kept base 10: a new instantiation runs it
    cudaGraphExec_t ge_fresh;
    REQUIRE(cudaGraphInstantiate(&ge_fresh, g, 0));
    REQUIRE(cudaGraphLaunch(ge_fresh, s1));
    REQUIRE(cudaStreamSynchronize(s1));
    check("graph_unchanged_by_exec_params", values_are(host, 1, 15), "host[0]=%d", host[0]);
    REQUIRE(cudaGraphExecDestroy(ge_fresh));

    // ---- cudaGraphExecUpdate: same topology, other parameters ------------------------
    cudaGraph_t g2;
    REQUIRE(cudaGraphCreate(&g2, 0));
    cudaGraphNode_t m2, f2, a2, c2, h2, r2;
    REQUIRE(cudaGraphAddMemsetNode(&m2, g2, nullptr, 0, &ms));
    int base2 = 1000, amount2 = 7;
    void* fill_args3[] = {&d_a, &n, &base2};
    cudaKernelNodeParams kp3 = kernel_node((void*)fill, fill_args3);
    REQUIRE(cudaGraphAddKernelNode(&f2, g2, &m2, 1, &kp3));
    void* add_args3[] = {&d_a, &n, &amount2};
    cudaKernelNodeParams ap3 = kernel_node((void*)add, add_args3);
    REQUIRE(cudaGraphAddKernelNode(&a2, g2, &f2, 1, &ap3));
    REQUIRE(cudaGraphAddMemcpyNode1D(&c2, g2, &a2, 1, host, d_a, BYTES, cudaMemcpyDeviceToHost));
    REQUIRE(cudaGraphAddHostNode(&h2, g2, &c2, 1, &hp));
    REQUIRE(cudaGraphAddEventRecordNode(&r2, g2, &h2, 1, done));
    cudaGraphExecUpdateResultInfo info = {};
    cudaError_t e = cudaGraphExecUpdate(ge, g2, &info);
    check("exec_update_compatible", e == cudaSuccess && info.result == cudaGraphExecUpdateSuccess, "%s result=%d",
          cudaGetErrorName(e), (int)info.result);
    REQUIRE(cudaGraphLaunch(ge, s1));
    REQUIRE(cudaStreamSynchronize(s1));
    check("exec_update_runs_new_params", values_are(host, 1, 1007), "host[0]=%d", host[0]);
    // one node more: the topology changed
    cudaGraphNode_t extra;
    REQUIRE(cudaGraphAddEmptyNode(&extra, g2, &r2, 1));
    memset(&info, 0, sizeof info);
    e = cudaGraphExecUpdate(ge, g2, &info);
    check("exec_update_topology_changed", e != cudaSuccess && info.result == cudaGraphExecUpdateErrorTopologyChanged,
          "%s result=%d", cudaGetErrorName(e), (int)info.result);
    cudaGetLastError();

    // ---- a child graph, and a clone ------------------------------------------------------
    cudaGraph_t child, parent;
    REQUIRE(cudaGraphCreate(&child, 0));
    int factor = 3;
    void* scale_args[] = {&d_a, &n, &factor};
    cudaKernelNodeParams sp = kernel_node((void*)scale, scale_args);
    cudaGraphNode_t c_scale, c_add;
    REQUIRE(cudaGraphAddKernelNode(&c_scale, child, nullptr, 0, &sp));
    REQUIRE(cudaGraphAddKernelNode(&c_add, child, &c_scale, 1, &ap));
    REQUIRE(cudaGraphCreate(&parent, 0));
    cudaGraphNode_t p_fill, p_child, p_copy;
    base = 1;
    REQUIRE(cudaGraphAddKernelNode(&p_fill, parent, nullptr, 0, &kp));
    REQUIRE(cudaGraphAddChildGraphNode(&p_child, parent, &p_fill, 1, child));
    REQUIRE(cudaGraphAddMemcpyNode1D(&p_copy, parent, &p_child, 1, host, d_a, BYTES, cudaMemcpyDeviceToHost));
    cudaGraph_t embedded = nullptr;
    REQUIRE(cudaGraphChildGraphNodeGetGraph(p_child, &embedded));
    check("child_graph_embedded_copy", embedded != nullptr && embedded != child && node_types(embedded) == "kernel,kernel",
          "%s", node_types(embedded).c_str());
    cudaGraphExec_t pe;
    REQUIRE(cudaGraphInstantiate(&pe, parent, 0));
    REQUIRE(cudaGraphLaunch(pe, s1));
    REQUIRE(cudaStreamSynchronize(s1));
    check("child_graph_launch", values_are(host, 3, 3 + 5), "host[0]=%d host[1]=%d", host[0], host[1]);

    cudaGraph_t clone;
    REQUIRE(cudaGraphClone(&clone, parent));
    cudaGraphNode_t cloned_fill;
    REQUIRE(cudaGraphNodeFindInClone(&cloned_fill, p_fill, clone));
    int clone_base = 50;
    void* clone_args[] = {&d_a, &n, &clone_base};
    cudaKernelNodeParams cp = kernel_node((void*)fill, clone_args);
    REQUIRE(cudaGraphKernelNodeSetParams(cloned_fill, &cp));
    cudaGraphExec_t ce;
    REQUIRE(cudaGraphInstantiate(&ce, clone, 0));
    REQUIRE(cudaGraphLaunch(ce, s1));
    REQUIRE(cudaStreamSynchronize(s1));
    check("clone_launch", cloned_fill != p_fill && values_are(host, 3, 150 + 5), "host[0]=%d", host[0]);
    REQUIRE(cudaGraphLaunch(pe, s1));
    REQUIRE(cudaStreamSynchronize(s1));
    check("original_unchanged_by_clone", values_are(host, 3, 8), "host[0]=%d", host[0]);

    // ---- memory allocation and free nodes, event wait node ------------------------------
    cudaGraph_t mg;
    REQUIRE(cudaGraphCreate(&mg, 0));
    cudaMemAllocNodeParams alloc = {};
    alloc.poolProps.allocType = cudaMemAllocationTypePinned;
    alloc.poolProps.location.type = cudaMemLocationTypeDevice;
    alloc.poolProps.location.id = 0;
    alloc.bytesize = BYTES;
    cudaGraphNode_t m_alloc, m_fill, m_copy, m_free, m_wait;
    REQUIRE(cudaGraphAddEventWaitNode(&m_wait, mg, nullptr, 0, done));
    REQUIRE(cudaGraphAddMemAllocNode(&m_alloc, mg, &m_wait, 1, &alloc));
    int* graph_mem = (int*)alloc.dptr;
    int alloc_base = 77;
    void* alloc_args[] = {&graph_mem, &n, &alloc_base};
    cudaKernelNodeParams alp = kernel_node((void*)fill, alloc_args);
    REQUIRE(cudaGraphAddKernelNode(&m_fill, mg, &m_alloc, 1, &alp));
    REQUIRE(cudaGraphAddMemcpyNode1D(&m_copy, mg, &m_fill, 1, host, graph_mem, BYTES, cudaMemcpyDeviceToHost));
    REQUIRE(cudaGraphAddMemFreeNode(&m_free, mg, &m_copy, 1, graph_mem));
    cudaMemAllocNodeParams alloc_got = {};
    REQUIRE(cudaGraphMemAllocNodeGetParams(m_alloc, &alloc_got));
    void* freed = nullptr;
    REQUIRE(cudaGraphMemFreeNodeGetParams(m_free, &freed));
    check("mem_nodes_params", graph_mem != nullptr && alloc_got.dptr == graph_mem && alloc_got.bytesize == BYTES &&
                                  freed == graph_mem, "");
    check("mem_node_types", node_types(mg) == "kernel,mem_alloc,mem_free,memcpy,wait_event", "%s",
          node_types(mg).c_str());
    cudaGraphExec_t me;
    REQUIRE(cudaGraphInstantiate(&me, mg, 0));
    for (int launch = 0; launch < 2; launch++) {
        std::fill(host, host + N, 0);
        REQUIRE(cudaGraphLaunch(me, s1));
        REQUIRE(cudaStreamSynchronize(s1));
        check("mem_alloc_graph_launch", values_are(host, 1, 77), "launch %d host[0]=%d", launch, host[0]);
    }

    // ---- stream capture: fork and join through events -------------------------------------
    cudaEvent_t fork, join;
    REQUIRE(cudaEventCreateWithFlags(&fork, cudaEventDisableTiming));
    REQUIRE(cudaEventCreateWithFlags(&join, cudaEventDisableTiming));
    cudaStreamCaptureStatus status = cudaStreamCaptureStatusNone;
    REQUIRE(cudaStreamIsCapturing(s1, &status));
    check("not_capturing_before", status == cudaStreamCaptureStatusNone, "");
    REQUIRE(cudaStreamBeginCapture(s1, cudaStreamCaptureModeGlobal));
    REQUIRE(cudaStreamIsCapturing(s1, &status));
    check("capturing_after_begin", status == cudaStreamCaptureStatusActive, "");
    fill<<<N / BLOCK, BLOCK, 0, s1>>>(d_a, N, 2);
    REQUIRE(cudaEventRecord(fork, s1));
    REQUIRE(cudaStreamWaitEvent(s2, fork, 0));
    REQUIRE(cudaStreamIsCapturing(s2, &status));
    check("forked_stream_captures", status == cudaStreamCaptureStatusActive, "");
    fill<<<N / BLOCK, BLOCK, 0, s2>>>(d_b, N, 1000);
    scale<<<N / BLOCK, BLOCK, 0, s1>>>(d_a, N, 2);
    REQUIRE(cudaEventRecord(join, s2));
    REQUIRE(cudaStreamWaitEvent(s1, join, 0));
    sum_into<<<N / BLOCK, BLOCK, 0, s1>>>(d_a, d_b, d_a, N);
    REQUIRE(cudaMemcpyAsync(host, d_a, BYTES, cudaMemcpyDeviceToHost, s1));
    unsigned long long capture_id = 0;
    cudaGraph_t capturing_graph = nullptr;
    const cudaGraphNode_t* deps = nullptr;
    size_t ndeps = 0;
    REQUIRE(cudaStreamGetCaptureInfo(s1, &status, &capture_id, &capturing_graph, &deps, nullptr, &ndeps));
    check("capture_info", status == cudaStreamCaptureStatusActive && capture_id != 0 && capturing_graph != nullptr &&
                              ndeps == 1, "ndeps=%zu", ndeps);
    cudaGraph_t captured;
    REQUIRE(cudaStreamEndCapture(s1, &captured));
    REQUIRE(cudaStreamIsCapturing(s2, &status));
    check("joined_stream_released", status == cudaStreamCaptureStatusNone, "");
    size_t captured_nodes = 0, captured_roots = 0;
    REQUIRE(cudaGraphGetNodes(captured, nullptr, &captured_nodes));
    REQUIRE(cudaGraphGetRootNodes(captured, nullptr, &captured_roots));
    check("captured_structure", captured_nodes == 5 && captured_roots == 1 && count_edges(captured) == 5,
          "nodes=%zu roots=%zu edges=%zu", captured_nodes, captured_roots, count_edges(captured));
    check("capture_ran_nothing", host[1] == 1 + 77, "host[1]=%d", host[1]);
    std::fill(host, host + N, 0);
    cudaGraphExec_t cap_exec;
    REQUIRE(cudaGraphInstantiate(&cap_exec, captured, 0));
    REQUIRE(cudaGraphLaunch(cap_exec, s2));
    REQUIRE(cudaStreamSynchronize(s2));
    check("captured_graph_launch", values_are(host, 3, 4 + 1000), "host[0]=%d host[1]=%d", host[0], host[1]);

    // ---- capture: stream-ordered allocation --------------------------------------------------
    REQUIRE(cudaStreamBeginCapture(s1, cudaStreamCaptureModeThreadLocal));
    int* cap_mem = nullptr;
    REQUIRE(cudaMallocAsync((void**)&cap_mem, BYTES, s1));
    fill<<<N / BLOCK, BLOCK, 0, s1>>>(cap_mem, N, 5);
    REQUIRE(cudaMemcpyAsync(d_a, cap_mem, BYTES, cudaMemcpyDeviceToDevice, s1));
    REQUIRE(cudaFreeAsync(cap_mem, s1));
    scale<<<N / BLOCK, BLOCK, 0, s1>>>(d_a, N, 2);
    REQUIRE(cudaMemcpyAsync(host, d_a, BYTES, cudaMemcpyDeviceToHost, s1));
    cudaGraph_t alloc_graph;
    REQUIRE(cudaStreamEndCapture(s1, &alloc_graph));
    check("captured_alloc_node_types", node_types(alloc_graph) == "kernel,kernel,mem_alloc,mem_free,memcpy,memcpy",
          "%s", node_types(alloc_graph).c_str());
    cudaGraphExec_t alloc_exec;
    REQUIRE(cudaGraphInstantiate(&alloc_exec, alloc_graph, 0));
    for (int launch = 0; launch < 2; launch++) {
        std::fill(host, host + N, 0);
        REQUIRE(cudaGraphLaunch(alloc_exec, s1));
        REQUIRE(cudaStreamSynchronize(s1));
        check("captured_alloc_launch", values_are(host, 2, 10), "launch %d host[0]=%d host[1]=%d", launch, host[0],
              host[1]);
    }

    // an executable graph launched into a capturing stream
    REQUIRE(cudaStreamBeginCapture(s1, cudaStreamCaptureModeGlobal));
    e = cudaGraphLaunch(pe, s1);
    REQUIRE(cudaStreamIsCapturing(s1, &status));
    cudaGraph_t with_launch = nullptr;
    cudaError_t end_status = cudaStreamEndCapture(s1, &with_launch);
    check("graph_launch_in_capture", true, "launch %s, status %d, end %s", cudaGetErrorName(e), (int)status,
          cudaGetErrorName(end_status));
    if (with_launch) cudaGraphDestroy(with_launch);
    cudaGetLastError();

    // ---- capture modes: what a capture allows this thread and others ------------------------
    REQUIRE(cudaStreamBeginCapture(s1, cudaStreamCaptureModeGlobal));
    void* p = nullptr;
    e = cudaMalloc(&p, 256);
    check("global_capture_refuses_malloc", e != cudaSuccess, "%s", cudaGetErrorName(e));
    REQUIRE(cudaStreamIsCapturing(s1, &status));
    check("refused_call_invalidates", status == cudaStreamCaptureStatusInvalidated, "status=%d", (int)status);
    cudaGraph_t invalid = nullptr;
    e = cudaStreamEndCapture(s1, &invalid);
    check("invalidated_capture_ends_failing", e != cudaSuccess && invalid == nullptr, "%s", cudaGetErrorName(e));
    cudaGetLastError();

    REQUIRE(cudaStreamBeginCapture(s1, cudaStreamCaptureModeRelaxed));
    e = cudaMalloc(&p, 256);
    check("relaxed_capture_allows_malloc", e == cudaSuccess, "%s", cudaGetErrorName(e));
    cudaGraph_t relaxed;
    REQUIRE(cudaStreamEndCapture(s1, &relaxed));
    REQUIRE(cudaFree(p));

    // another thread's global capture forbids this thread's cudaMalloc; a thread-local one does not
    for (int m = 0; m < 2; m++) {
        cudaStreamCaptureMode mode = m == 0 ? cudaStreamCaptureModeGlobal : cudaStreamCaptureModeThreadLocal;
        REQUIRE(cudaStreamBeginCapture(s1, mode));
        cudaError_t other = cudaSuccess;
        void* q = nullptr;
        std::thread t([&] { other = cudaMalloc(&q, 256); });
        t.join();
        cudaGraph_t ended = nullptr;
        cudaError_t end = cudaStreamEndCapture(s1, &ended);
        check(m == 0 ? "other_thread_global_capture" : "other_thread_thread_local_capture", true, "malloc %s, end %s",
              cudaGetErrorName(other), cudaGetErrorName(end));
        if (q) cudaFree(q);
        if (ended) cudaGraphDestroy(ended);
        cudaGetLastError();
    }
    // this thread may opt out with cudaThreadExchangeStreamCaptureMode
    REQUIRE(cudaStreamBeginCapture(s1, cudaStreamCaptureModeGlobal));
    cudaStreamCaptureMode mode = cudaStreamCaptureModeRelaxed;
    REQUIRE(cudaThreadExchangeStreamCaptureMode(&mode));
    e = cudaMalloc(&p, 256);
    cudaStreamCaptureMode back = mode;
    REQUIRE(cudaThreadExchangeStreamCaptureMode(&back));
    cudaGraph_t exchanged = nullptr;
    cudaError_t end = cudaStreamEndCapture(s1, &exchanged);
    check("exchange_mode_relaxed", mode == cudaStreamCaptureModeGlobal && back == cudaStreamCaptureModeRelaxed,
          "malloc %s, end %s", cudaGetErrorName(e), cudaGetErrorName(end));
    if (e == cudaSuccess) cudaFree(p);

    // ---- the generic cudaGraphAddNode and a conditional node with a default value --------
    cudaGraph_t cg;
    REQUIRE(cudaGraphCreate(&cg, 0));
    cudaGraphConditionalHandle handle;
    REQUIRE(cudaGraphConditionalHandleCreate(&handle, cg, 1, cudaGraphCondAssignDefault));
    cudaGraphNodeParams fill_node = {};
    fill_node.type = cudaGraphNodeTypeKernel;
    int cond_base = 40;
    void* cond_args[] = {&d_a, &n, &cond_base};
    fill_node.kernel.func = (void*)fill;
    fill_node.kernel.gridDim = dim3(N / BLOCK);
    fill_node.kernel.blockDim = dim3(BLOCK);
    fill_node.kernel.kernelParams = cond_args;
    cudaGraphNode_t g_fill, g_cond, g_copy;
    REQUIRE(cudaGraphAddNode(&g_fill, cg, nullptr, nullptr, 0, &fill_node));
    cudaGraphNodeParams cond = {};
    cond.type = cudaGraphNodeTypeConditional;
    cond.conditional.handle = handle;
    cond.conditional.type = cudaGraphCondTypeIf;
    cond.conditional.size = 1;
    REQUIRE(cudaGraphAddNode(&g_cond, cg, &g_fill, nullptr, 1, &cond));
    cudaGraph_t body = cond.conditional.phGraph_out[0];
    cudaGraphNodeParams add_node = {};
    add_node.type = cudaGraphNodeTypeKernel;
    add_node.kernel.func = (void*)add;
    add_node.kernel.gridDim = dim3(N / BLOCK);
    add_node.kernel.blockDim = dim3(BLOCK);
    add_node.kernel.kernelParams = add_args;
    cudaGraphNode_t body_add;
    REQUIRE(cudaGraphAddNode(&body_add, body, nullptr, nullptr, 0, &add_node));
    REQUIRE(cudaGraphAddMemcpyNode1D(&g_copy, cg, &g_cond, 1, host, d_a, BYTES, cudaMemcpyDeviceToHost));
    check("conditional_node_types", node_types(cg) == "conditional,kernel,memcpy", "%s", node_types(cg).c_str());
    cudaGraphExec_t cge;
    REQUIRE(cudaGraphInstantiate(&cge, cg, 0));
    REQUIRE(cudaGraphLaunch(cge, s1));
    REQUIRE(cudaStreamSynchronize(s1));
    check("conditional_if_default_true", values_are(host, 1, 45), "host[0]=%d", host[0]);

    // ---- the driver API's twins: a memset node, a host node, a capture --------------------
    CUgraph dg;
    check("driver_graph_create", cuGraphCreate(&dg, 0) == CUDA_SUCCESS, "");
    CUDA_MEMSET_NODE_PARAMS dms = {};
    dms.dst = (CUdeviceptr)d_b;
    dms.value = 0x01020304;
    dms.elementSize = 4;
    dms.width = N;
    dms.height = 1;
    CUgraphNode dn_memset, dn_host, dn_empty;
    CUresult r = cuGraphAddMemsetNode(&dn_memset, dg, nullptr, 0, &dms, nullptr);
    CUDA_HOST_NODE_PARAMS dhp = {count_call, &host_counter};
    if (r == CUDA_SUCCESS) r = cuGraphAddHostNode(&dn_host, dg, &dn_memset, 1, &dhp);
    if (r == CUDA_SUCCESS) r = cuGraphAddEmptyNode(&dn_empty, dg, &dn_host, 1);
    CUgraphNodeType dtype = CU_GRAPH_NODE_TYPE_EMPTY;
    if (r == CUDA_SUCCESS) r = cuGraphNodeGetType(dn_memset, &dtype);
    CUgraphExec dge = nullptr;
    if (r == CUDA_SUCCESS) r = cuGraphInstantiateWithFlags(&dge, dg, 0);
    host_counter = 0;
    if (r == CUDA_SUCCESS) r = cuGraphLaunch(dge, (CUstream)s1);
    if (r == CUDA_SUCCESS) r = cuStreamSynchronize((CUstream)s1);
    REQUIRE(cudaMemcpy(host, d_b, BYTES, cudaMemcpyDeviceToHost));
    bool filled = true;
    for (int i = 0; i < N; i++) filled = filled && host[i] == 0x01020304;
    check("driver_graph_launch", r == CUDA_SUCCESS && dtype == CU_GRAPH_NODE_TYPE_MEMSET && filled && host_counter == 1,
          "status %d", (int)r);
    if (dge) cuGraphExecDestroy(dge);
    cuGraphDestroy(dg);
    CUgraph dcap = nullptr;
    r = cuStreamBeginCapture((CUstream)s1, CU_STREAM_CAPTURE_MODE_GLOBAL);
    add<<<N / BLOCK, BLOCK, 0, s1>>>(d_b, N, 1);
    CUstreamCaptureStatus dstatus = CU_STREAM_CAPTURE_STATUS_NONE;
    if (r == CUDA_SUCCESS) r = cuStreamIsCapturing((CUstream)s1, &dstatus);
    CUresult end_r = cuStreamEndCapture((CUstream)s1, &dcap);
    size_t dnodes = 0;
    if (end_r == CUDA_SUCCESS) cuGraphGetNodes(dcap, nullptr, &dnodes);
    check("driver_capture", r == CUDA_SUCCESS && end_r == CUDA_SUCCESS && dstatus == CU_STREAM_CAPTURE_STATUS_ACTIVE &&
                                dnodes == 1, "nodes=%zu", dnodes);
    if (dcap) cuGraphDestroy(dcap);

    // ---- DOT output ---------------------------------------------------------------------
    const char* tmp = getenv("TMPDIR");
    std::string dot_path = std::string(tmp && *tmp ? tmp : "/tmp") + "/graphs_dot_XXXXXX";
    int fd = mkstemp(&dot_path[0]);
    if (fd >= 0) close(fd);
    REQUIRE(cudaGraphDebugDotPrint(parent, dot_path.c_str(), cudaGraphDebugDotFlagsVerbose));
    FILE* f = fopen(dot_path.c_str(), "r");
    std::string dot;
    char buf[4096];
    size_t got_bytes;
    while (f && (got_bytes = fread(buf, 1, sizeof buf, f)) > 0) dot.append(buf, got_bytes);
    if (f) fclose(f);
    unlink(dot_path.c_str());
    check("debug_dot_print", dot.find("digraph") != std::string::npos, "");   // its layout is the runtime's own

    // ---- teardown -------------------------------------------------------------------------
    for (cudaGraphExec_t x : {ge, pe, ce, me, cap_exec, alloc_exec, cge}) REQUIRE(cudaGraphExecDestroy(x));
    for (cudaGraph_t x : {g, g2, child, parent, clone, mg, captured, alloc_graph, relaxed, cg})
        REQUIRE(cudaGraphDestroy(x));
    if (exchanged) cudaGraphDestroy(exchanged);
    REQUIRE(cudaStreamDestroy(s1));
    REQUIRE(cudaStreamDestroy(s2));
    REQUIRE(cudaFree(d_a));
    REQUIRE(cudaFree(d_b));
    REQUIRE(cudaFreeHost(host));
    return finish(__FILE__);
}
