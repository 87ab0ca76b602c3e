// Inter-process sharing across two real processes: the parent fills device memory, exports
// it and an interprocess event (cudaIpcGetMemHandle, cudaIpcGetEventHandle) and starts
// itself again as a child with the handles in hex on its command line; the child opens
// them with the runtime and the driver API, checks what the parent wrote, adds to it in a
// kernel, records the event and closes its mappings; the parent then sees the child's
// writes in its own allocation. A memory pool made shareable as a POSIX file descriptor
// goes the same way: the child inherits the pool's descriptor, imports the pool and one of
// its allocations (cudaMemPoolImportPointer), adds to it and frees it. Last, the parent
// checkpoints a child it starts (lock, checkpoint, restore, unlock, as NVIDIA's
// cuda-checkpoint tool does), which then goes on making CUDA calls. Prints `OK name` / `BAD name got` and `DONE <n> bad`
// (the child's lines carry `child.`); run by tests/runtime/test_ipc.py.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>
#include <cuda.h>
#include <cuda_runtime.h>

extern char** environ;

static const int N = 1 << 16;
static const int BASE = 7, CHILD_ADDS = 1000;
static int bad = 0;

static void expect(const char* name, bool ok, long got) {
    if (ok) printf("OK %s\n", name);
    else { printf("BAD %s got %ld\n", name, got); bad++; }
}

__global__ void fill(int* p, int n, int base) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) p[i] = base + i;
}

__global__ void add(int* p, int n, int v) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) p[i] += v;
}

static void to_hex(const void* data, size_t n, char* out) {
    const unsigned char* b = (const unsigned char*)data;
    for (size_t i = 0; i < n; i++) sprintf(out + 2 * i, "%02x", b[i]);
}

static void from_hex(const char* text, void* data, size_t n) {
    unsigned char* b = (unsigned char*)data;
    for (size_t i = 0; i < n; i++) { unsigned v = 0; sscanf(text + 2 * i, "%2x", &v); b[i] = (unsigned char)v; }
}

static bool holds(const int* dev, int added) {
    static int host[N];
    if (cudaMemcpy(host, dev, sizeof host, cudaMemcpyDeviceToHost) != cudaSuccess) return false;
    for (int i = 0; i < N; i++) if (host[i] != BASE + i + added) return false;
    return true;
}

static void pool_child(const char* fd_text, const char* data_hex) {
    cudaMemPoolPtrExportData data;
    from_hex(data_hex, &data, sizeof data);
    cudaMemPool_t pool = nullptr;
    cudaError_t e = cudaMemPoolImportFromShareableHandle(&pool, (void*)(uintptr_t)atoi(fd_text),
                                                         cudaMemHandleTypePosixFileDescriptor, 0);
    expect("child.import_pool", e == cudaSuccess && pool != nullptr, e);
    int* p = nullptr;
    e = cudaMemPoolImportPointer((void**)&p, pool, &data);
    expect("child.import_pool_pointer", e == cudaSuccess && p != nullptr, e);
    expect("child.sees_pool_data", holds(p, 0), 0);
    void* more = nullptr;
    e = cudaMallocFromPoolAsync(&more, 64, pool, 0);
    expect("child.imported_pool_makes_no_allocations", e != cudaSuccess, e);
    cudaGetLastError();
    add<<<(N + 255) / 256, 256>>>(p, N, CHILD_ADDS);
    e = cudaFreeAsync(p, 0);
    expect("child.free_imported_pointer", e == cudaSuccess && cudaStreamSynchronize(0) == cudaSuccess, e);
    e = cudaMemPoolDestroy(pool);
    expect("child.destroy_imported_pool", e == cudaSuccess, e);
}

static int child(const char* mem_hex, const char* event_hex) {
    cudaIpcMemHandle_t mem;
    cudaIpcEventHandle_t event;
    from_hex(mem_hex, &mem, sizeof mem);
    from_hex(event_hex, &event, sizeof event);

    cudaEvent_t ev = nullptr;
    cudaError_t e = cudaIpcOpenEventHandle(&ev, event);
    expect("child.open_event", e == cudaSuccess && ev != nullptr, e);
    e = cudaStreamWaitEvent(0, ev, 0);
    expect("child.wait_event", e == cudaSuccess, e);

    int* p = nullptr;
    e = cudaIpcOpenMemHandle((void**)&p, mem, cudaIpcMemLazyEnablePeerAccess);
    expect("child.open_mem", e == cudaSuccess && p != nullptr, e);
    expect("child.sees_parent_data", holds(p, 0), 0);
    int* again = nullptr;
    e = cudaIpcOpenMemHandle((void**)&again, mem, cudaIpcMemLazyEnablePeerAccess);
    expect("child.open_twice_same_pointer", e == cudaSuccess && again == p, e);
    cudaPointerAttributes attrs;
    e = cudaPointerGetAttributes(&attrs, p);
    expect("child.opened_is_device_memory", e == cudaSuccess && attrs.type == cudaMemoryTypeDevice, attrs.type);

    add<<<(N + 255) / 256, 256>>>(p, N, CHILD_ADDS);
    e = cudaEventRecord(ev, 0);
    expect("child.record_event", e == cudaSuccess, e);
    e = cudaEventSynchronize(ev);
    expect("child.synchronize_event", e == cudaSuccess && cudaEventQuery(ev) == cudaSuccess, e);
    expect("child.sees_own_writes", holds(p, CHILD_ADDS), 0);

    // the driver API opens the same memory: one mapping, counted
    cuInit(0);
    CUdeviceptr d = 0;
    CUipcMemHandle dmem;
    memcpy(&dmem, &mem, sizeof dmem);
    CUresult r = cuIpcOpenMemHandle(&d, dmem, CU_IPC_MEM_LAZY_ENABLE_PEER_ACCESS);
    expect("child.driver_open_mem", r == CUDA_SUCCESS && d == (CUdeviceptr)p, r);
    r = cuIpcCloseMemHandle(d);
    expect("child.driver_close_mem", r == CUDA_SUCCESS, r);
    CUipcEventHandle devent;
    memcpy(&devent, &event, sizeof devent);
    CUevent dev = nullptr;
    r = cuIpcOpenEventHandle(&dev, devent);
    expect("child.driver_open_event", r == CUDA_SUCCESS && dev != nullptr, r);
    cuEventDestroy(dev);

    e = cudaIpcCloseMemHandle(again);
    expect("child.close_first", e == cudaSuccess, e);
    expect("child.still_mapped_after_one_close", holds(p, CHILD_ADDS), 0);
    e = cudaIpcCloseMemHandle(p);
    expect("child.close_last", e == cudaSuccess, e);
    cudaEventDestroy(ev);
    printf("CHILD DONE %d bad\n", bad);
    fflush(stdout);
    return bad != 0;
}

static int checkpoint_target(int ready_fd, int quit_fd) {
    cudaFree(nullptr);
    char c = 'r';
    bool told = write(ready_fd, &c, 1) == 1;
    bool released = read(quit_fd, &c, 1) == 1;
    int* p = nullptr;
    cudaError_t e = cudaMalloc(&p, 64);
    cudaFree(p);
    return told && released && e == cudaSuccess ? 0 : 1;
}

static void checkpoint_child(char* self) {
    int ready[2], quit[2];
    if (pipe(ready) != 0 || pipe(quit) != 0) { expect("checkpoint.pipes", false, 0); return; }
    char word[] = "checkpoint-target", ready_text[16], quit_text[16];
    snprintf(ready_text, sizeof ready_text, "%d", ready[1]);
    snprintf(quit_text, sizeof quit_text, "%d", quit[0]);
    char* args[] = {self, word, ready_text, quit_text, nullptr};
    pid_t pid = 0;
    if (posix_spawn(&pid, "/proc/self/exe", nullptr, nullptr, args, environ) != 0) {
        expect("checkpoint.spawn", false, 0);
        return;
    }
    char c = 0;
    bool ready_seen = read(ready[0], &c, 1) == 1;
    CUprocessState state = CU_PROCESS_STATE_FAILED;
    CUresult r = cuCheckpointProcessLock(pid, nullptr);
    cuCheckpointProcessGetState(pid, &state);
    expect("checkpoint.lock_other_process", ready_seen && r == CUDA_SUCCESS && state == CU_PROCESS_STATE_LOCKED, r);
    r = cuCheckpointProcessCheckpoint(pid, nullptr);
    cuCheckpointProcessGetState(pid, &state);
    expect("checkpoint.checkpoint_other_process", r == CUDA_SUCCESS && state == CU_PROCESS_STATE_CHECKPOINTED, r);
    int tid = 0;
    r = cuCheckpointProcessGetRestoreThreadId(pid, &tid);
    expect("checkpoint.restore_thread_of_other_process", r == CUDA_SUCCESS && tid > 0 && tid != pid, tid);
    r = cuCheckpointProcessRestore(pid, nullptr);
    cuCheckpointProcessGetState(pid, &state);
    expect("checkpoint.restore_other_process", r == CUDA_SUCCESS && state == CU_PROCESS_STATE_LOCKED, r);
    r = cuCheckpointProcessUnlock(pid, nullptr);
    cuCheckpointProcessGetState(pid, &state);
    expect("checkpoint.unlock_other_process", r == CUDA_SUCCESS && state == CU_PROCESS_STATE_RUNNING, r);
    r = cuCheckpointProcessUnlock(pid, nullptr);
    expect("checkpoint.unlock_twice_illegal", r == CUDA_ERROR_ILLEGAL_STATE, r);
    c = 'q';
    bool told = write(quit[1], &c, 1) == 1;
    int status = -1;
    waitpid(pid, &status, 0);
    expect("checkpoint.child_runs_on", told && WIFEXITED(status) && WEXITSTATUS(status) == 0, status);
    close(ready[0]); close(ready[1]); close(quit[0]); close(quit[1]);
}

int main(int argc, char** argv) {
    if (argc == 4 && strcmp(argv[1], "checkpoint-target") == 0) return checkpoint_target(atoi(argv[2]), atoi(argv[3]));
    if (argc == 6 && strcmp(argv[1], "child") == 0) {
        pool_child(argv[4], argv[5]);
        return child(argv[2], argv[3]);
    }

    int* p = nullptr;
    cudaMalloc(&p, N * sizeof(int));
    fill<<<(N + 255) / 256, 256>>>(p, N, BASE);
    cudaDeviceSynchronize();
    int ipc_events = 0;
    cudaDeviceGetAttribute(&ipc_events, cudaDevAttrIpcEventSupport, 0);
    expect("parent.ipc_event_support", ipc_events == 1, ipc_events);

    cudaIpcMemHandle_t mem, mem_again;
    cudaError_t e = cudaIpcGetMemHandle(&mem, p);
    expect("parent.get_mem_handle", e == cudaSuccess, e);
    e = cudaIpcGetMemHandle(&mem_again, p);
    expect("parent.get_mem_handle_again_same", e == cudaSuccess && memcmp(&mem, &mem_again, sizeof mem) == 0, e);
    expect("parent.data_kept_by_export", holds(p, 0), 0);

    cudaEvent_t ev;
    cudaEventCreateWithFlags(&ev, cudaEventInterprocess | cudaEventDisableTiming);
    cudaIpcEventHandle_t event;
    e = cudaIpcGetEventHandle(&event, ev);
    expect("parent.get_event_handle", e == cudaSuccess, e);
    e = cudaEventRecord(ev, 0);
    expect("parent.record_event", e == cudaSuccess, e);

    cudaMemPoolProps props = {};
    props.allocType = cudaMemAllocationTypePinned;
    props.handleTypes = cudaMemHandleTypePosixFileDescriptor;
    props.location.type = cudaMemLocationTypeDevice;
    props.location.id = 0;
    cudaMemPool_t pool = nullptr;
    e = cudaMemPoolCreate(&pool, &props);
    expect("parent.create_shareable_pool", e == cudaSuccess, e);
    int* pooled = nullptr;
    cudaMallocFromPoolAsync((void**)&pooled, N * sizeof(int), pool, 0);
    fill<<<(N + 255) / 256, 256>>>(pooled, N, BASE);
    cudaStreamSynchronize(0);
    int pool_fd = -1;
    e = cudaMemPoolExportToShareableHandle(&pool_fd, pool, cudaMemHandleTypePosixFileDescriptor, 0);
    expect("parent.export_pool", e == cudaSuccess && pool_fd >= 0, e);
    cudaMemPoolPtrExportData pool_data;
    e = cudaMemPoolExportPointer(&pool_data, pooled);
    expect("parent.export_pool_pointer", e == cudaSuccess, e);

    char mem_hex[2 * sizeof mem + 1], event_hex[2 * sizeof event + 1], data_hex[2 * sizeof pool_data + 1];
    char fd_text[16];
    to_hex(&mem, sizeof mem, mem_hex);
    to_hex(&event, sizeof event, event_hex);
    to_hex(&pool_data, sizeof pool_data, data_hex);
    snprintf(fd_text, sizeof fd_text, "%d", pool_fd);
    char child_word[] = "child";
    char* child_argv[] = {argv[0], child_word, mem_hex, event_hex, fd_text, data_hex, nullptr};
    fflush(stdout);
    pid_t pid = 0;
    int spawned = posix_spawn(&pid, "/proc/self/exe", nullptr, nullptr, child_argv, environ);
    int status = -1;
    if (spawned == 0) waitpid(pid, &status, 0);
    expect("parent.child_succeeded", spawned == 0 && WIFEXITED(status) && WEXITSTATUS(status) == 0, status);

    e = cudaStreamWaitEvent(0, ev, 0);
    expect("parent.wait_child_event", e == cudaSuccess, e);
    e = cudaEventSynchronize(ev);
    expect("parent.synchronize_child_event", e == cudaSuccess, e);
    expect("parent.sees_child_writes", holds(p, CHILD_ADDS), 0);
    add<<<(N + 255) / 256, 256>>>(p, N, -CHILD_ADDS);
    cudaDeviceSynchronize();
    expect("parent.kernels_still_reach_exported_memory", holds(p, 0), 0);
    expect("parent.sees_child_writes_to_pool_allocation", holds(pooled, CHILD_ADDS), 0);
    cudaFreeAsync(pooled, 0);
    cudaStreamSynchronize(0);
    close(pool_fd);
    cudaMemPoolDestroy(pool);

    // freed and allocated again: a new handle, never the old one's
    cudaFree(p);
    int* q = nullptr;
    cudaMalloc(&q, N * sizeof(int));
    cudaIpcMemHandle_t fresh;
    e = cudaIpcGetMemHandle(&fresh, q);
    expect("parent.new_allocation_new_handle", e == cudaSuccess && memcmp(&fresh, &mem, sizeof mem) != 0, e);

    CUipcMemHandle dmem;
    CUresult r = cuIpcGetMemHandle(&dmem, (CUdeviceptr)q);
    expect("parent.driver_get_mem_handle", r == CUDA_SUCCESS && memcmp(&dmem, &fresh, sizeof dmem) == 0, r);
    CUipcEventHandle devent;
    r = cuIpcGetEventHandle(&devent, (CUevent)ev);
    expect("parent.driver_get_event_handle", r == CUDA_SUCCESS, r);
    cudaFree(q);
    cudaEventDestroy(ev);
    fflush(stdout);
    checkpoint_child(argv[0]);
    printf("DONE %d bad\n", bad);
    return bad != 0;
}
