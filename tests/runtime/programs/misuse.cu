// Runtime misuse: one line `case_name code_name` per case, for the status the CUDA runtime
// returns (or, for a case run in a child process, `case_name signal:N` / `exit:N` when the
// child died; for an OUT case, what it reports: what a failed allocation left in its
// out-parameter, or the result cudaGraphExecUpdate gave). The program goes on after every
// case; the last cases check that the context is still usable. Expected codes are not in here: tests/runtime/test_misuse.py compares the
// lines with the ones recorded on an NVIDIA H200 (zluda/runtime/data/h200/misuse_codes.txt,
// written by tests/runtime/record_misuse_h200.sh).
//
// Cases that hand the runtime a destroyed or foreign handle, or let it treat freed device
// memory as host memory, may crash NVIDIA's runtime: they run in a child process (this program with --case NAME),
// so the parent always lives on.
//
//   misuse            every case, in order
//   misuse --case N   only case N (what the parent runs in a child)
//   misuse --list     the case names
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

#include <sys/wait.h>
#include <unistd.h>

#include <cuda_runtime.h>

__global__ void empty_kernel() {}
__global__ void shared_kernel(int* out) {
    extern __shared__ int dyn[];
    dyn[threadIdx.x] = threadIdx.x;
    __syncthreads();
    if (out) *out = dyn[0];
}

static void report(const char* name, cudaError_t e) {
    printf("%s %s\n", name, cudaGetErrorName(e));
    fflush(stdout);
}

// a launch reports its configuration error through the last error
static cudaError_t launch_status() { return cudaGetLastError(); }

static int* freed_device_pointer() {
    int* p = nullptr;
    cudaMalloc(&p, 256);
    cudaFree(p);
    return p;
}

// ---- memory -----------------------------------------------------------------------------
static cudaError_t memcpy_freed_src() {
    int host[4];
    return cudaMemcpy(host, freed_device_pointer(), sizeof host, cudaMemcpyDeviceToHost);
}
static cudaError_t memcpy_freed_dst() {
    int host[4] = {1, 2, 3, 4};
    return cudaMemcpy(freed_device_pointer(), host, sizeof host, cudaMemcpyHostToDevice);
}
static cudaError_t memcpy_freed_default_kind() {
    int host[4];
    return cudaMemcpy(host, freed_device_pointer(), sizeof host, cudaMemcpyDefault);
}
static cudaError_t memset_freed() { return cudaMemset(freed_device_pointer(), 0, 16); }
static cudaError_t free_twice() {
    int* p = nullptr;
    cudaMalloc(&p, 64);
    cudaFree(p);
    return cudaFree(p);
}
static cudaError_t free_host_pointer() {
    void* h = malloc(64);
    cudaError_t e = cudaFree(h);
    free(h);
    return e;
}
static cudaError_t free_interior_pointer() {
    char* p = nullptr;
    cudaMalloc(&p, 256);
    cudaError_t e = cudaFree(p + 16);
    cudaFree(p);
    return e;
}
static cudaError_t freehost_device_pointer() {
    int* p = nullptr;
    cudaMalloc(&p, 64);
    cudaError_t e = cudaFreeHost(p);
    cudaFree(p);
    return e;
}
static cudaError_t malloc_null_out() { return cudaMalloc(nullptr, 16); }
static cudaError_t malloc_huge() {
    void* p = nullptr;
    return cudaMalloc(&p, (size_t)1 << 50);
}
// allocations that fail (or allocate nothing): what the out-parameter holds afterwards,
// "null", "unchanged" (the value it held before) or "other"
static void* const BEFORE = (void*)0x1234;
static const char* out_state(void* p) { return p == nullptr ? "null" : p == BEFORE ? "unchanged" : "other"; }
static const char* malloc_huge_out() {
    void* p = BEFORE;
    cudaMalloc(&p, (size_t)1 << 50);
    return out_state(p);
}
static const char* malloc_zero_out() {
    void* p = BEFORE;
    cudaMalloc(&p, 0);
    return out_state(p);
}
static const char* malloc_host_huge_out() {
    void* p = BEFORE;
    cudaMallocHost(&p, (size_t)1 << 50);
    return out_state(p);
}
static const char* host_alloc_huge_out() {
    void* p = BEFORE;
    cudaHostAlloc(&p, (size_t)1 << 50, cudaHostAllocDefault);
    return out_state(p);
}
static const char* malloc_managed_huge_out() {
    void* p = BEFORE;
    cudaMallocManaged(&p, (size_t)1 << 50);
    return out_state(p);
}
static const char* malloc_pitch_huge_out() {
    void* p = BEFORE;
    size_t pitch = 0;
    cudaMallocPitch(&p, &pitch, (size_t)1 << 25, (size_t)1 << 25);
    return out_state(p);
}
static cudaError_t memcpy_invalid_kind() {
    int* d = nullptr;
    cudaMalloc(&d, 64);
    int h[4];
    cudaError_t e = cudaMemcpy(d, h, sizeof h, (cudaMemcpyKind)77);
    cudaFree(d);
    return e;
}
static cudaError_t memcpy_null_dst() {
    int h[4] = {0};
    return cudaMemcpy(nullptr, h, sizeof h, cudaMemcpyHostToDevice);
}
static cudaError_t memcpy_null_src() {
    int h[4];
    return cudaMemcpy(h, nullptr, sizeof h, cudaMemcpyDeviceToHost);
}
static cudaError_t memset_null() { return cudaMemset(nullptr, 0, 16); }
static cudaError_t host_get_device_pointer_unregistered() {
    void* h = malloc(64);
    void* d = nullptr;
    cudaError_t e = cudaHostGetDevicePointer(&d, h, 0);
    free(h);
    return e;
}

// ---- launches ----------------------------------------------------------------------------
static cudaError_t launch_block_too_large() {
    empty_kernel<<<1, 2048>>>();
    return launch_status();
}
static cudaError_t launch_block_product_too_large() {
    empty_kernel<<<1, dim3(32, 32, 2)>>>();   // each dimension in range, 2048 threads in all
    return launch_status();
}
static cudaError_t launch_block_z_too_large() {
    empty_kernel<<<1, dim3(1, 1, 128)>>>();   // block z is limited to 64
    return launch_status();
}
static cudaError_t launch_zero_grid() {
    empty_kernel<<<0, 32>>>();
    return launch_status();
}
static cudaError_t launch_zero_block() {
    empty_kernel<<<1, 0>>>();
    return launch_status();
}
static cudaError_t launch_grid_y_too_large() {
    empty_kernel<<<dim3(1, 70000), 1>>>();   // grid y is limited to 65535
    return launch_status();
}
static cudaError_t launch_too_much_shared() {
    shared_kernel<<<1, 32, 1 << 20>>>(nullptr);   // 1 MiB of dynamic shared memory
    return launch_status();
}
static cudaError_t func_attribute_too_much_shared() {
    return cudaFuncSetAttribute(shared_kernel, cudaFuncAttributeMaxDynamicSharedMemorySize, 1 << 24);
}
static cudaError_t launch_error_not_sticky() {
    empty_kernel<<<1, 2048>>>();
    cudaGetLastError();
    empty_kernel<<<1, 32>>>();
    cudaError_t e = cudaGetLastError();
    return e != cudaSuccess ? e : cudaDeviceSynchronize();
}
static cudaError_t peek_keeps_launch_error() {
    empty_kernel<<<1, 2048>>>();
    cudaPeekAtLastError();
    return cudaPeekAtLastError();   // still there: peek does not reset it
}

// ---- streams and events --------------------------------------------------------------------
static cudaError_t stream_create_null() { return cudaStreamCreate(nullptr); }
static cudaError_t event_create_null() { return cudaEventCreate(nullptr); }
static cudaError_t stream_create_bad_flags() {
    cudaStream_t s;
    return cudaStreamCreateWithFlags(&s, 0x80);
}
static cudaError_t stream_get_priority_null() {
    cudaStream_t s;
    cudaStreamCreate(&s);
    cudaError_t e = cudaStreamGetPriority(s, nullptr);
    cudaStreamDestroy(s);
    return e;
}
static cudaError_t event_elapsed_not_recorded() {
    cudaEvent_t a, b;
    cudaEventCreate(&a);
    cudaEventCreate(&b);
    float ms;
    cudaError_t e = cudaEventElapsedTime(&ms, a, b);
    cudaEventDestroy(a);
    cudaEventDestroy(b);
    return e;
}
static cudaError_t event_elapsed_disable_timing() {
    cudaEvent_t a, b;
    cudaEventCreate(&a);
    cudaEventCreateWithFlags(&b, cudaEventDisableTiming);
    cudaEventRecord(a);
    cudaEventRecord(b);
    cudaEventSynchronize(b);
    float ms;
    cudaError_t e = cudaEventElapsedTime(&ms, a, b);
    cudaEventDestroy(a);
    cudaEventDestroy(b);
    return e;
}
static cudaError_t event_elapsed_null_out() {
    cudaEvent_t a, b;
    cudaEventCreate(&a);
    cudaEventCreate(&b);
    cudaEventRecord(a);
    cudaEventRecord(b);
    cudaEventSynchronize(b);
    cudaError_t e = cudaEventElapsedTime(nullptr, a, b);
    cudaEventDestroy(a);
    cudaEventDestroy(b);
    return e;
}
// destroyed and foreign handles (run in a child process: the real runtime may crash)
static cudaStream_t destroyed_stream() {
    cudaStream_t s;
    cudaStreamCreate(&s);
    cudaStreamDestroy(s);
    return s;
}
static cudaEvent_t destroyed_event() {
    cudaEvent_t e;
    cudaEventCreate(&e);
    cudaEventDestroy(e);
    return e;
}
static cudaError_t stream_destroyed_sync() { return cudaStreamSynchronize(destroyed_stream()); }
static cudaError_t stream_destroyed_launch() {
    empty_kernel<<<1, 1, 0, destroyed_stream()>>>();
    return launch_status();
}
static cudaError_t stream_destroyed_twice() {
    cudaStream_t s = destroyed_stream();
    return cudaStreamDestroy(s);
}
static cudaError_t event_destroyed_record() { return cudaEventRecord(destroyed_event()); }
static cudaError_t event_destroyed_query() { return cudaEventQuery(destroyed_event()); }
static cudaError_t event_destroyed_sync() { return cudaEventSynchronize(destroyed_event()); }
static cudaError_t stream_wait_destroyed_event() { return cudaStreamWaitEvent(0, destroyed_event(), 0); }
static cudaError_t event_as_stream() {
    cudaEvent_t e;
    cudaEventCreate(&e);
    return cudaStreamSynchronize(reinterpret_cast<cudaStream_t>(e));
}

// ---- devices -------------------------------------------------------------------------------
static cudaError_t set_device_out_of_range() { return cudaSetDevice(1000); }
static cudaError_t set_device_negative() { return cudaSetDevice(-1); }
static cudaError_t device_properties_bad_ordinal() {
    cudaDeviceProp prop;
    return cudaGetDeviceProperties(&prop, 1000);
}
static cudaError_t device_attribute_bad_ordinal() {
    int v = 0;
    return cudaDeviceGetAttribute(&v, cudaDevAttrMaxThreadsPerBlock, 1000);
}
static cudaError_t device_attribute_bad_attribute() {
    int v = 0;
    return cudaDeviceGetAttribute(&v, (cudaDeviceAttr)100000, 0);
}
static cudaError_t get_device_count_null() { return cudaGetDeviceCount(nullptr); }

// ---- stream-ordered allocation and memory pools ----------------------------------------
static cudaMemPool_t default_pool() {
    cudaMemPool_t pool = nullptr;
    cudaDeviceGetDefaultMemPool(&pool, 0);
    return pool;
}
static cudaError_t malloc_async_null_out() { return cudaMallocAsync(nullptr, 16, 0); }
static cudaError_t malloc_async_huge() {
    void* p = nullptr;
    return cudaMallocAsync(&p, (size_t)1 << 50, 0);
}
static const char* malloc_async_huge_out() {
    void* p = BEFORE;
    cudaMallocAsync(&p, (size_t)1 << 50, 0);
    return out_state(p);
}
static const char* malloc_async_zero_out() {
    void* p = BEFORE;
    cudaMallocAsync(&p, 0, 0);
    return out_state(p);
}
static cudaError_t malloc_async_zero() {
    void* p = nullptr;
    return cudaMallocAsync(&p, 0, 0);
}
static cudaError_t free_async_null() { return cudaFreeAsync(nullptr, 0); }
static cudaError_t free_async_twice() {
    void* p = nullptr;
    cudaMallocAsync(&p, 256, 0);
    cudaFreeAsync(p, 0);
    cudaError_t e = cudaFreeAsync(p, 0);
    cudaError_t s = cudaDeviceSynchronize();
    return e != cudaSuccess ? e : s;
}
static cudaError_t free_async_interior() {
    char* p = nullptr;
    cudaMallocAsync((void**)&p, 256, 0);
    cudaError_t e = cudaFreeAsync(p + 16, 0);
    cudaFreeAsync(p, 0);
    cudaError_t s = cudaDeviceSynchronize();
    return e != cudaSuccess ? e : s;
}
static cudaError_t free_async_of_malloc() {
    void* p = nullptr;
    cudaMalloc(&p, 256);
    cudaError_t e = cudaFreeAsync(p, 0);
    cudaError_t s = cudaDeviceSynchronize();
    return e != cudaSuccess ? e : s;
}
static cudaError_t free_of_malloc_async() {
    void* p = nullptr;
    cudaMallocAsync(&p, 256, 0);
    cudaDeviceSynchronize();
    return cudaFree(p);
}
static cudaError_t malloc_from_pool_null_pool() {
    void* p = nullptr;
    return cudaMallocFromPoolAsync(&p, 16, nullptr, 0);
}
static cudaError_t mem_pool_set_reserved_current() {
    uint64_t v = 0;
    return cudaMemPoolSetAttribute(default_pool(), cudaMemPoolAttrReservedMemCurrent, &v);
}
static cudaError_t mem_pool_set_used_high_nonzero() {
    uint64_t v = 1;
    return cudaMemPoolSetAttribute(default_pool(), cudaMemPoolAttrUsedMemHigh, &v);
}
static cudaError_t mem_pool_get_bad_attribute() {
    uint64_t v = 0;
    return cudaMemPoolGetAttribute(default_pool(), (cudaMemPoolAttr)100, &v);
}
static cudaError_t mem_pool_get_attribute_null_value() {
    return cudaMemPoolGetAttribute(default_pool(), cudaMemPoolAttrReleaseThreshold, nullptr);
}
static cudaError_t mem_pool_destroy_default() { return cudaMemPoolDestroy(default_pool()); }
static cudaError_t mem_pool_create_null_props() {
    cudaMemPool_t pool = nullptr;
    return cudaMemPoolCreate(&pool, nullptr);
}
static cudaError_t mem_pool_create_bad_device() {
    cudaMemPoolProps props = {};
    props.allocType = cudaMemAllocationTypePinned;
    props.location.type = cudaMemLocationTypeDevice;
    props.location.id = 7;
    cudaMemPool_t pool = nullptr;
    cudaError_t e = cudaMemPoolCreate(&pool, &props);
    if (e == cudaSuccess) cudaMemPoolDestroy(pool);
    return e;
}
static cudaError_t mem_pool_create_invalid_type() {
    cudaMemPoolProps props = {};
    props.location.type = cudaMemLocationTypeDevice;
    props.location.id = 0;
    cudaMemPool_t pool = nullptr;
    cudaError_t e = cudaMemPoolCreate(&pool, &props);
    if (e == cudaSuccess) cudaMemPoolDestroy(pool);
    return e;
}
static cudaError_t default_mem_pool_bad_device() {
    cudaMemPool_t pool = nullptr;
    return cudaDeviceGetDefaultMemPool(&pool, 7);
}
static cudaError_t default_mem_pool_null_out() { return cudaDeviceGetDefaultMemPool(nullptr, 0); }
static cudaError_t set_mem_pool_bad_device() { return cudaDeviceSetMemPool(7, default_pool()); }
static cudaError_t mem_pool_trim_null_pool() { return cudaMemPoolTrimTo(nullptr, 0); }

// ---- stream capture and graphs ----------------------------------------------------------
// every case ends the capture it began, so the next case starts with none
static cudaStream_t capture_stream(unsigned flags = cudaStreamNonBlocking) {
    cudaStream_t s = nullptr;
    cudaStreamCreateWithFlags(&s, flags);
    return s;
}
static void end_and_destroy(cudaStream_t s) {
    cudaGraph_t g = nullptr;
    cudaStreamEndCapture(s, &g);
    if (g) cudaGraphDestroy(g);
    cudaStreamDestroy(s);
    cudaGetLastError();
}
// a call made while `s` captures in `mode`: its status
template <typename F>
static cudaError_t during_capture(cudaStreamCaptureMode mode, unsigned flags, F call) {
    cudaStream_t s = capture_stream(flags);
    cudaError_t e = cudaStreamBeginCapture(s, mode);
    if (e == cudaSuccess) e = call(s);
    end_and_destroy(s);
    return e;
}
// the status of cudaStreamEndCapture after `call` ran in a global capture
template <typename F>
static cudaError_t end_after(F call) {
    cudaStream_t s = capture_stream();
    cudaError_t e = cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal);
    if (e != cudaSuccess) return e;
    call(s);
    cudaGraph_t g = nullptr;
    e = cudaStreamEndCapture(s, &g);
    if (g) cudaGraphDestroy(g);
    cudaStreamDestroy(s);
    return e;
}
static cudaError_t capture_legacy_stream() {
    cudaError_t e = cudaStreamBeginCapture(0, cudaStreamCaptureModeGlobal);
    if (e == cudaSuccess) {
        cudaGraph_t g = nullptr;
        cudaStreamEndCapture(0, &g);
    }
    return e;
}
static cudaError_t capture_bad_mode() {
    return during_capture((cudaStreamCaptureMode)7, cudaStreamNonBlocking, [](cudaStream_t) { return cudaSuccess; });
}
static cudaError_t capture_begin_twice() {
    return during_capture(cudaStreamCaptureModeGlobal, cudaStreamNonBlocking,
                          [](cudaStream_t s) { return cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal); });
}
static cudaError_t capture_end_not_capturing() {
    cudaStream_t s = capture_stream();
    cudaGraph_t g = nullptr;
    cudaError_t e = cudaStreamEndCapture(s, &g);
    cudaStreamDestroy(s);
    return e;
}
static cudaError_t capture_end_forked_stream() {
    cudaStream_t s2 = capture_stream();
    cudaEvent_t ev;
    cudaEventCreate(&ev);
    cudaError_t e = during_capture(cudaStreamCaptureModeGlobal, cudaStreamNonBlocking, [&](cudaStream_t s) {
        cudaEventRecord(ev, s);
        cudaStreamWaitEvent(s2, ev, 0);
        cudaGraph_t g = nullptr;
        return cudaStreamEndCapture(s2, &g);
    });
    cudaStreamDestroy(s2);
    cudaEventDestroy(ev);
    cudaGetLastError();
    return e;
}
static cudaError_t capture_unjoined() {
    cudaStream_t s2 = capture_stream();
    cudaEvent_t ev;
    cudaEventCreate(&ev);
    cudaError_t e = end_after([&](cudaStream_t s) {
        cudaEventRecord(ev, s);
        cudaStreamWaitEvent(s2, ev, 0);
        empty_kernel<<<1, 1, 0, s2>>>();
    });
    cudaStreamDestroy(s2);
    cudaEventDestroy(ev);
    cudaGetLastError();
    return e;
}
static cudaError_t capture_sync_capturing_stream() {
    return during_capture(cudaStreamCaptureModeGlobal, cudaStreamNonBlocking,
                          [](cudaStream_t s) { return cudaStreamSynchronize(s); });
}
static cudaError_t capture_query_capturing_stream() {
    return during_capture(cudaStreamCaptureModeGlobal, cudaStreamNonBlocking,
                          [](cudaStream_t s) { return cudaStreamQuery(s); });
}
static cudaError_t capture_sync_then_end() {
    return end_after([](cudaStream_t s) { cudaStreamSynchronize(s); });
}
static cudaError_t capture_memcpy_sync_global() {
    return during_capture(cudaStreamCaptureModeGlobal, cudaStreamNonBlocking, [](cudaStream_t) {
        int* d = nullptr;
        cudaMalloc(&d, 64);   // before: the global capture may refuse this too
        int h[4] = {0};
        cudaError_t e = cudaMemcpy(h, h + 2, 8, cudaMemcpyHostToHost);
        cudaFree(d);
        return e;
    });
}
static cudaError_t capture_malloc_global() {
    return during_capture(cudaStreamCaptureModeGlobal, cudaStreamNonBlocking, [](cudaStream_t) {
        void* p = nullptr;
        cudaError_t e = cudaMalloc(&p, 64);
        if (e == cudaSuccess) cudaFree(p);
        return e;
    });
}
static cudaError_t capture_malloc_thread_local() {
    return during_capture(cudaStreamCaptureModeThreadLocal, cudaStreamNonBlocking, [](cudaStream_t) {
        void* p = nullptr;
        cudaError_t e = cudaMalloc(&p, 64);
        if (e == cudaSuccess) cudaFree(p);
        return e;
    });
}
static cudaError_t capture_malloc_then_end() {
    return end_after([](cudaStream_t) {
        void* p = nullptr;
        if (cudaMalloc(&p, 64) == cudaSuccess) cudaFree(p);
    });
}
static cudaError_t capture_free_global() {
    void* p = nullptr;
    cudaMalloc(&p, 64);
    cudaError_t e = during_capture(cudaStreamCaptureModeGlobal, cudaStreamNonBlocking,
                                   [&](cudaStream_t) { return cudaFree(p); });
    cudaFree(p);
    cudaGetLastError();
    return e;
}
static cudaError_t capture_device_synchronize() {
    return during_capture(cudaStreamCaptureModeGlobal, cudaStreamNonBlocking,
                          [](cudaStream_t) { return cudaDeviceSynchronize(); });
}
static cudaError_t capture_legacy_launch_blocking() {
    return during_capture(cudaStreamCaptureModeGlobal, cudaStreamDefault, [](cudaStream_t) {
        empty_kernel<<<1, 1>>>();
        return cudaGetLastError();
    });
}
static cudaError_t capture_legacy_launch_then_end() {
    cudaStream_t s = capture_stream(cudaStreamDefault);
    cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal);
    empty_kernel<<<1, 1>>>();
    cudaGetLastError();
    cudaGraph_t g = nullptr;
    cudaError_t e = cudaStreamEndCapture(s, &g);
    if (g) cudaGraphDestroy(g);
    cudaStreamDestroy(s);
    return e;
}
static cudaError_t capture_event_query() {
    cudaEvent_t ev;
    cudaEventCreate(&ev);
    cudaError_t e = during_capture(cudaStreamCaptureModeGlobal, cudaStreamNonBlocking, [&](cudaStream_t s) {
        cudaEventRecord(ev, s);
        return cudaEventQuery(ev);
    });
    cudaEventDestroy(ev);
    return e;
}
static cudaError_t capture_wait_external_event() {
    cudaEvent_t ev;
    cudaEventCreate(&ev);
    cudaEventRecord(ev, 0);
    cudaError_t e = during_capture(cudaStreamCaptureModeGlobal, cudaStreamNonBlocking,
                                   [&](cudaStream_t s) { return cudaStreamWaitEvent(s, ev, 0); });
    cudaEventDestroy(ev);
    return e;
}
static cudaError_t capture_launch_bad_config() {
    return during_capture(cudaStreamCaptureModeGlobal, cudaStreamNonBlocking, [](cudaStream_t s) {
        empty_kernel<<<1, 2048, 0, s>>>();
        return cudaGetLastError();
    });
}
static cudaError_t capture_is_capturing_legacy() {
    return during_capture(cudaStreamCaptureModeGlobal, cudaStreamDefault, [](cudaStream_t) {
        cudaStreamCaptureStatus st;
        return cudaStreamIsCapturing(0, &st);
    });
}
static cudaGraph_t new_graph() {
    cudaGraph_t g = nullptr;
    cudaGraphCreate(&g, 0);
    return g;
}
static cudaError_t graph_create_bad_flags() {
    cudaGraph_t g = nullptr;
    cudaError_t e = cudaGraphCreate(&g, 1);
    if (e == cudaSuccess) cudaGraphDestroy(g);
    return e;
}
static cudaError_t graph_create_null_out() { return cudaGraphCreate(nullptr, 0); }
static cudaError_t graph_instantiate_cycle() {
    cudaGraph_t g = new_graph();
    cudaGraphNode_t a, b;
    cudaGraphAddEmptyNode(&a, g, nullptr, 0);
    cudaGraphAddEmptyNode(&b, g, &a, 1);
    cudaError_t e = cudaGraphAddDependencies(g, &b, &a, nullptr, 1);
    cudaGraphExec_t x = nullptr;
    if (e == cudaSuccess) e = cudaGraphInstantiate(&x, g, 0);
    if (x) cudaGraphExecDestroy(x);
    cudaGraphDestroy(g);
    return e;
}
static cudaError_t graph_add_dependency_twice() {
    cudaGraph_t g = new_graph();
    cudaGraphNode_t a, b;
    cudaGraphAddEmptyNode(&a, g, nullptr, 0);
    cudaGraphAddEmptyNode(&b, g, &a, 1);
    cudaError_t e = cudaGraphAddDependencies(g, &a, &b, nullptr, 1);
    cudaGraphDestroy(g);
    return e;
}
static cudaError_t graph_remove_missing_dependency() {
    cudaGraph_t g = new_graph();
    cudaGraphNode_t a, b;
    cudaGraphAddEmptyNode(&a, g, nullptr, 0);
    cudaGraphAddEmptyNode(&b, g, nullptr, 0);
    cudaError_t e = cudaGraphRemoveDependencies(g, &a, &b, nullptr, 1);
    cudaGraphDestroy(g);
    return e;
}
static cudaError_t graph_kernel_node_null_func() {
    cudaGraph_t g = new_graph();
    cudaKernelNodeParams p = {};
    p.gridDim = dim3(1);
    p.blockDim = dim3(1);
    cudaGraphNode_t n;
    cudaError_t e = cudaGraphAddKernelNode(&n, g, nullptr, 0, &p);
    cudaGraphDestroy(g);
    return e;
}
static cudaError_t graph_memset_bad_element_size() {
    cudaGraph_t g = new_graph();
    int* d = nullptr;
    cudaMalloc(&d, 256);
    cudaMemsetParams p = {};
    p.dst = d;
    p.elementSize = 3;
    p.width = 4;
    p.height = 1;
    cudaGraphNode_t n;
    cudaError_t e = cudaGraphAddMemsetNode(&n, g, nullptr, 0, &p);
    cudaFree(d);
    cudaGraphDestroy(g);
    return e;
}
static cudaError_t graph_free_node_not_graph_memory() {
    cudaGraph_t g = new_graph();
    void* d = nullptr;
    cudaMalloc(&d, 256);
    cudaGraphNode_t n;
    cudaError_t e = cudaGraphAddMemFreeNode(&n, g, nullptr, 0, d);
    cudaFree(d);
    cudaGraphDestroy(g);
    return e;
}
static cudaError_t graph_exec_set_params_wrong_type() {
    cudaGraph_t g = new_graph();
    cudaGraphNode_t n;
    cudaGraphAddEmptyNode(&n, g, nullptr, 0);
    cudaGraphExec_t x = nullptr;
    cudaGraphInstantiate(&x, g, 0);
    cudaKernelNodeParams p = {};
    p.func = (void*)empty_kernel;
    p.gridDim = dim3(1);
    p.blockDim = dim3(1);
    cudaError_t e = cudaGraphExecKernelNodeSetParams(x, n, &p);
    cudaGraphExecDestroy(x);
    cudaGraphDestroy(g);
    return e;
}
static cudaError_t graph_node_type_null_out() {
    cudaGraph_t g = new_graph();
    cudaGraphNode_t n;
    cudaGraphAddEmptyNode(&n, g, nullptr, 0);
    cudaError_t e = cudaGraphNodeGetType(n, nullptr);
    cudaGraphDestroy(g);
    return e;
}
static cudaError_t graph_dot_print_bad_path() {
    cudaGraph_t g = new_graph();
    cudaError_t e = cudaGraphDebugDotPrint(g, "/nonexistent-folder/graph.dot", 0);
    cudaGraphDestroy(g);
    return e;
}
static cudaError_t graph_disable_empty_node() {
    cudaGraph_t g = new_graph();
    cudaGraphNode_t n;
    cudaGraphAddEmptyNode(&n, g, nullptr, 0);
    cudaGraphExec_t x = nullptr;
    cudaGraphInstantiate(&x, g, 0);
    cudaError_t e = cudaGraphNodeSetEnabled(x, n, 0);
    cudaGraphExecDestroy(x);
    cudaGraphDestroy(g);
    return e;
}
static cudaError_t graph_exec_update_type_changed() {
    cudaGraph_t a = new_graph(), b = new_graph();
    cudaGraphNode_t na, nb;
    cudaGraphAddEmptyNode(&na, a, nullptr, 0);
    cudaEvent_t ev;
    cudaEventCreate(&ev);
    cudaGraphAddEventRecordNode(&nb, b, nullptr, 0, ev);
    cudaGraphExec_t x = nullptr;
    cudaGraphInstantiate(&x, a, 0);
    cudaGraphExecUpdateResultInfo info = {};
    cudaError_t e = cudaGraphExecUpdate(x, b, &info);
    cudaGraphExecDestroy(x);
    cudaGraphDestroy(a);
    cudaGraphDestroy(b);
    cudaEventDestroy(ev);
    return e;
}
static const char* update_result_name(cudaGraphExecUpdateResult r) {
    switch (r) {
        case cudaGraphExecUpdateSuccess: return "cudaGraphExecUpdateSuccess";
        case cudaGraphExecUpdateError: return "cudaGraphExecUpdateError";
        case cudaGraphExecUpdateErrorTopologyChanged: return "cudaGraphExecUpdateErrorTopologyChanged";
        case cudaGraphExecUpdateErrorNodeTypeChanged: return "cudaGraphExecUpdateErrorNodeTypeChanged";
        case cudaGraphExecUpdateErrorFunctionChanged: return "cudaGraphExecUpdateErrorFunctionChanged";
        case cudaGraphExecUpdateErrorParametersChanged: return "cudaGraphExecUpdateErrorParametersChanged";
        case cudaGraphExecUpdateErrorNotSupported: return "cudaGraphExecUpdateErrorNotSupported";
        case cudaGraphExecUpdateErrorUnsupportedFunctionChange: return "cudaGraphExecUpdateErrorUnsupportedFunctionChange";
        case cudaGraphExecUpdateErrorAttributesChanged: return "cudaGraphExecUpdateErrorAttributesChanged";
        default: return "other";
    }
}
// the result cudaGraphExecUpdate reports for a graph with one node more, and for one whose
// node has another type
static const char* graph_exec_update_topology_result() {
    cudaGraph_t a = new_graph(), b = new_graph();
    cudaGraphNode_t n1, n2, n3;
    cudaGraphAddEmptyNode(&n1, a, nullptr, 0);
    cudaGraphAddEmptyNode(&n2, b, nullptr, 0);
    cudaGraphAddEmptyNode(&n3, b, &n2, 1);
    cudaGraphExec_t x = nullptr;
    cudaGraphInstantiate(&x, a, 0);
    cudaGraphExecUpdateResultInfo info = {};
    cudaGraphExecUpdate(x, b, &info);
    cudaGetLastError();
    cudaGraphExecDestroy(x);
    cudaGraphDestroy(a);
    cudaGraphDestroy(b);
    return update_result_name(info.result);
}
static const char* graph_exec_update_type_result() {
    cudaGraph_t a = new_graph(), b = new_graph();
    cudaGraphNode_t na, nb;
    cudaGraphAddEmptyNode(&na, a, nullptr, 0);
    cudaEvent_t ev;
    cudaEventCreate(&ev);
    cudaGraphAddEventRecordNode(&nb, b, nullptr, 0, ev);
    cudaGraphExec_t x = nullptr;
    cudaGraphInstantiate(&x, a, 0);
    cudaGraphExecUpdateResultInfo info = {};
    cudaGraphExecUpdate(x, b, &info);
    cudaGetLastError();
    cudaGraphExecDestroy(x);
    cudaGraphDestroy(a);
    cudaGraphDestroy(b);
    cudaEventDestroy(ev);
    return update_result_name(info.result);
}
static cudaError_t capture_memcpy_pageable() {
    static int pageable[64];
    int* d = nullptr;
    cudaMalloc(&d, sizeof pageable);
    cudaError_t e = during_capture(cudaStreamCaptureModeGlobal, cudaStreamNonBlocking, [&](cudaStream_t s) {
        return cudaMemcpyAsync(d, pageable, sizeof pageable, cudaMemcpyHostToDevice, s);
    });
    cudaFree(d);
    return e;
}
static cudaError_t graph_memcpy_node_pageable() {
    static int pageable[64];
    int* d = nullptr;
    cudaMalloc(&d, sizeof pageable);
    cudaGraph_t g = new_graph();
    cudaGraphNode_t n;
    cudaError_t e = cudaGraphAddMemcpyNode1D(&n, g, nullptr, 0, d, pageable, sizeof pageable, cudaMemcpyHostToDevice);
    cudaGraphExec_t x = nullptr;
    if (e == cudaSuccess) e = cudaGraphInstantiate(&x, g, 0);
    if (e == cudaSuccess) e = cudaGraphLaunch(x, 0);
    if (e == cudaSuccess) e = cudaDeviceSynchronize();
    if (x) cudaGraphExecDestroy(x);
    cudaGraphDestroy(g);
    cudaFree(d);
    return e;
}
static cudaError_t capture_memcpy_dtoh_global() {
    int* d = nullptr;
    cudaMalloc(&d, 64);
    int h[16];
    cudaError_t e = during_capture(cudaStreamCaptureModeGlobal, cudaStreamNonBlocking,
                                   [&](cudaStream_t) { return cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost); });
    cudaFree(d);
    return e;
}
static cudaError_t capture_memset_sync_global() {
    int* d = nullptr;
    cudaMalloc(&d, 64);
    cudaError_t e = during_capture(cudaStreamCaptureModeGlobal, cudaStreamNonBlocking,
                                   [&](cudaStream_t) { return cudaMemset(d, 0, 64); });
    cudaFree(d);
    return e;
}
static cudaError_t capture_event_sync() {
    cudaEvent_t ev;
    cudaEventCreate(&ev);
    cudaError_t e = during_capture(cudaStreamCaptureModeGlobal, cudaStreamNonBlocking, [&](cudaStream_t s) {
        cudaEventRecord(ev, s);
        return cudaEventSynchronize(ev);
    });
    cudaEventDestroy(ev);
    return e;
}
static cudaError_t capture_event_query_then_end() {
    cudaEvent_t ev;
    cudaEventCreate(&ev);
    cudaError_t e = end_after([&](cudaStream_t s) {
        cudaEventRecord(ev, s);
        cudaEventQuery(ev);
    });
    cudaEventDestroy(ev);
    return e;
}
static cudaError_t capture_wait_external_then_end() {
    cudaEvent_t ev;
    cudaEventCreate(&ev);
    cudaEventRecord(ev, 0);
    cudaError_t e = end_after([&](cudaStream_t s) { cudaStreamWaitEvent(s, ev, 0); });
    cudaEventDestroy(ev);
    return e;
}
static cudaGraphExec_t one_kernel_exec() {
    cudaGraph_t g = new_graph();
    cudaKernelNodeParams p = {};
    p.func = (void*)empty_kernel;
    p.gridDim = dim3(1);
    p.blockDim = dim3(1);
    cudaGraphNode_t n;
    cudaGraphAddKernelNode(&n, g, nullptr, 0, &p);
    cudaGraphExec_t x = nullptr;
    cudaGraphInstantiate(&x, g, 0);
    cudaGraphDestroy(g);
    return x;
}
static cudaError_t capture_graph_launch() {
    cudaGraphExec_t x = one_kernel_exec();
    cudaError_t e = during_capture(cudaStreamCaptureModeGlobal, cudaStreamNonBlocking,
                                   [&](cudaStream_t s) { return cudaGraphLaunch(x, s); });
    cudaGraphExecDestroy(x);
    return e;
}
static cudaError_t capture_graph_launch_then_end() {
    cudaGraphExec_t x = one_kernel_exec();
    cudaError_t e = end_after([&](cudaStream_t s) { cudaGraphLaunch(x, s); });
    cudaGraphExecDestroy(x);
    return e;
}
static cudaError_t graph_launch_destroyed_exec() {
    cudaGraph_t g = new_graph();
    cudaGraphNode_t n;
    cudaGraphAddEmptyNode(&n, g, nullptr, 0);
    cudaGraphExec_t x = nullptr;
    cudaGraphInstantiate(&x, g, 0);
    cudaGraphExecDestroy(x);
    cudaGraphDestroy(g);
    return cudaGraphLaunch(x, 0);
}
static cudaError_t graph_launch_null_exec() { return cudaGraphLaunch(nullptr, 0); }

// ---- afterwards: the context is still usable and no error is left over --------------------
static cudaError_t after_all_last_error() { return cudaGetLastError(); }
static cudaError_t after_all_round_trip() {
    int* d = nullptr;
    cudaError_t e = cudaMalloc(&d, sizeof(int));
    int in = 1234, out = 0;
    if (e == cudaSuccess) e = cudaMemcpy(d, &in, sizeof in, cudaMemcpyHostToDevice);
    if (e == cudaSuccess) e = cudaMemcpy(&out, d, sizeof out, cudaMemcpyDeviceToHost);
    if (e == cudaSuccess && out != in) e = cudaErrorUnknown;
    if (e == cudaSuccess) e = cudaFree(d);
    return e;
}
static cudaError_t after_all_synchronize() { return cudaDeviceSynchronize(); }

struct Case {
    const char* name;
    cudaError_t (*fn)();
    bool isolated;   // may crash the real runtime: runs in a child process
    const char* (*out)();   // instead of fn: a case that reports an out-parameter's state
};
#define CASE(fn) {#fn, fn, false, nullptr}
#define ISOLATED(fn) {#fn, fn, true, nullptr}
#define OUT(fn) {#fn, nullptr, false, fn}

static void run(const Case& c) {
    if (c.out) {
        printf("%s %s\n", c.name, c.out());
        fflush(stdout);
    } else {
        report(c.name, c.fn());
    }
}
static const Case CASES[] = {
    CASE(memcpy_freed_src), CASE(memcpy_freed_dst), ISOLATED(memcpy_freed_default_kind), CASE(memset_freed),
    CASE(free_twice), CASE(free_host_pointer), CASE(free_interior_pointer), CASE(freehost_device_pointer),
    CASE(malloc_null_out), CASE(malloc_huge), OUT(malloc_huge_out), OUT(malloc_zero_out),
    OUT(malloc_host_huge_out), OUT(host_alloc_huge_out), OUT(malloc_managed_huge_out), OUT(malloc_pitch_huge_out),
    CASE(memcpy_invalid_kind), CASE(memcpy_null_dst),
    CASE(memcpy_null_src), CASE(memset_null), CASE(host_get_device_pointer_unregistered),
    CASE(launch_block_too_large), CASE(launch_block_product_too_large), CASE(launch_block_z_too_large),
    CASE(launch_zero_grid), CASE(launch_zero_block), CASE(launch_grid_y_too_large), CASE(launch_too_much_shared),
    CASE(func_attribute_too_much_shared), CASE(launch_error_not_sticky), CASE(peek_keeps_launch_error),
    CASE(stream_create_null), CASE(event_create_null), CASE(stream_create_bad_flags),
    CASE(stream_get_priority_null), CASE(event_elapsed_not_recorded), CASE(event_elapsed_disable_timing),
    CASE(event_elapsed_null_out),
    ISOLATED(stream_destroyed_sync), ISOLATED(stream_destroyed_launch), ISOLATED(stream_destroyed_twice),
    ISOLATED(event_destroyed_record), ISOLATED(event_destroyed_query), ISOLATED(event_destroyed_sync),
    ISOLATED(stream_wait_destroyed_event), ISOLATED(event_as_stream),
    CASE(set_device_out_of_range), CASE(set_device_negative), CASE(device_properties_bad_ordinal),
    CASE(device_attribute_bad_ordinal), CASE(device_attribute_bad_attribute), CASE(get_device_count_null),
    CASE(malloc_async_null_out), CASE(malloc_async_huge), OUT(malloc_async_huge_out), OUT(malloc_async_zero_out),
    CASE(malloc_async_zero), CASE(free_async_null), ISOLATED(free_async_twice), ISOLATED(free_async_interior),
    ISOLATED(free_async_of_malloc), CASE(free_of_malloc_async), ISOLATED(malloc_from_pool_null_pool),
    CASE(mem_pool_set_reserved_current), CASE(mem_pool_set_used_high_nonzero), CASE(mem_pool_get_bad_attribute),
    CASE(mem_pool_get_attribute_null_value), CASE(mem_pool_destroy_default), CASE(mem_pool_create_null_props),
    CASE(mem_pool_create_bad_device), CASE(mem_pool_create_invalid_type), CASE(default_mem_pool_bad_device),
    CASE(default_mem_pool_null_out), CASE(set_mem_pool_bad_device), ISOLATED(mem_pool_trim_null_pool),
    CASE(capture_legacy_stream), CASE(capture_bad_mode), CASE(capture_begin_twice), CASE(capture_end_not_capturing),
    CASE(capture_end_forked_stream), CASE(capture_unjoined), CASE(capture_sync_capturing_stream),
    CASE(capture_query_capturing_stream), CASE(capture_sync_then_end), CASE(capture_memcpy_sync_global),
    CASE(capture_malloc_global), CASE(capture_malloc_thread_local), CASE(capture_malloc_then_end),
    CASE(capture_free_global), CASE(capture_device_synchronize), CASE(capture_legacy_launch_blocking),
    CASE(capture_legacy_launch_then_end), CASE(capture_event_query), CASE(capture_wait_external_event),
    CASE(capture_launch_bad_config), CASE(capture_is_capturing_legacy),
    CASE(graph_create_bad_flags), CASE(graph_create_null_out), CASE(graph_instantiate_cycle),
    CASE(graph_add_dependency_twice), CASE(graph_remove_missing_dependency), CASE(graph_kernel_node_null_func),
    CASE(graph_memset_bad_element_size), CASE(graph_free_node_not_graph_memory),
    CASE(graph_exec_set_params_wrong_type), CASE(graph_node_type_null_out), CASE(graph_dot_print_bad_path),
    CASE(graph_disable_empty_node), CASE(graph_exec_update_type_changed), OUT(graph_exec_update_topology_result),
    OUT(graph_exec_update_type_result), CASE(capture_memcpy_pageable), CASE(graph_memcpy_node_pageable),
    CASE(capture_memcpy_dtoh_global), CASE(capture_memset_sync_global), CASE(capture_event_sync),
    CASE(capture_event_query_then_end), CASE(capture_wait_external_then_end), CASE(capture_graph_launch),
    CASE(capture_graph_launch_then_end),
    ISOLATED(graph_launch_destroyed_exec), ISOLATED(graph_launch_null_exec),
    CASE(after_all_last_error), CASE(after_all_round_trip), CASE(after_all_synchronize),
};

// runs `--case NAME` in a child process; prints its line, or how it died
static void run_isolated(const char* exe, const Case& c) {
    int fds[2];
    if (pipe(fds) != 0) {
        printf("%s exit:pipe\n", c.name);
        return;
    }
    fflush(stdout);
    pid_t pid = fork();
    if (pid == 0) {   // exec at once: the child uses no CUDA state of the parent
        dup2(fds[1], 1);
        close(fds[0]);
        close(fds[1]);
        execl(exe, exe, "--case", c.name, (char*)nullptr);
        _exit(127);
    }
    close(fds[1]);
    std::string out;
    char buf[512];
    ssize_t n;
    while ((n = read(fds[0], buf, sizeof buf)) > 0) out.append(buf, n);
    close(fds[0]);
    int status = 0;
    waitpid(pid, &status, 0);
    std::string prefix = std::string(c.name) + " ";
    size_t at = out.find(prefix);
    if (WIFSIGNALED(status)) printf("%s signal:%d\n", c.name, WTERMSIG(status));
    else if (at != std::string::npos && WIFEXITED(status) && WEXITSTATUS(status) == 0)
        printf("%s", out.substr(at, out.find('\n', at) - at + 1).c_str());
    else printf("%s exit:%d\n", c.name, WIFEXITED(status) ? WEXITSTATUS(status) : -1);
    fflush(stdout);
}

int main(int argc, char** argv) {
    if (argc == 2 && strcmp(argv[1], "--list") == 0) {
        for (auto& c : CASES) printf("%s\n", c.name);
        return 0;
    }
    if (argc == 3 && strcmp(argv[1], "--case") == 0) {
        alarm(60);   // a case that wedges the runtime ends as signal:14, not a hang
        for (auto& c : CASES)
            if (strcmp(c.name, argv[2]) == 0) {
                run(c);
                return 0;
            }
        fprintf(stderr, "error: no case %s (see --list)\n", argv[2]);
        return 2;
    }
    if (argc != 1) {
        fprintf(stderr, "usage: misuse [--list | --case NAME]\n");
        return 2;
    }
    char exe[4096];
    ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
    if (n <= 0) {
        fprintf(stderr, "error: cannot resolve /proc/self/exe\n");
        return 2;
    }
    exe[n] = 0;
    cudaFree(nullptr);   // create the context before the first case
    for (auto& c : CASES) {
        if (c.isolated) {
            run_isolated(exe, c);
            continue;
        }
        run(c);
        // every case starts with a clean last error (the after_all cases check that it is)
        if (strncmp(c.name, "after_all", 9) != 0) cudaGetLastError();
    }
    return 0;
}
