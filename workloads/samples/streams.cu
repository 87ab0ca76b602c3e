// Streams and events: in-stream order, cross-stream dependencies through events, the legacy
// default stream's implicit synchronisation with blocking streams, host callbacks in stream
// order, stream flags/priorities, per-thread default streams, and many host threads (std::thread)
// working at once. Every expected value is computed on the host; checks that depend on
// timing are avoided: a "not ready" stream is made deterministic with a blocking host function.
#include <atomic>
#include <mutex>
#include <thread>

#include "common.h"

// busy-waits about `cycles` clock ticks, then writes: makes a missing dependency visible
__global__ void slow_write_kernel(int* p, int value, long long cycles) {
    long long start = clock64();
    while (clock64() - start < cycles) {
    }
    *p = value;
}

__global__ void copy_kernel(int* dst, const int* src) { *dst = *src; }

// x = x * 3 + k (mod 2^32): the result depends on the order of the launches
__global__ void affine_kernel(unsigned* x, unsigned k) { *x = *x * 3u + k; }

__global__ void count_kernel(unsigned* counter) { atomicAdd(counter, 1u); }

static unsigned affine_expected(unsigned x, unsigned first, int n) {
    for (int i = 0; i < n; i++) x = x * 3u + (first + i);
    return x;
}

static const long long SLOW = 20000000;   // ~10 ms on a 2 GHz clock

static void in_stream_order() {
    cudaStream_t s;
    REQUIRE(cudaStreamCreate(&s));
    unsigned* x;
    REQUIRE(cudaMalloc(&x, sizeof(unsigned)));
    REQUIRE(cudaMemsetAsync(x, 0, sizeof(unsigned), s));
    for (int i = 0; i < 200; i++) affine_kernel<<<1, 1, 0, s>>>(x, i);
    REQUIRE(cudaGetLastError());
    unsigned got = 0;
    REQUIRE(cudaMemcpyAsync(&got, x, sizeof got, cudaMemcpyDeviceToHost, s));
    REQUIRE(cudaStreamSynchronize(s));
    unsigned want = affine_expected(0, 0, 200);
    check("stream.order", got == want, "200 order-dependent launches: got %u, expected %u", got, want);
    REQUIRE(cudaFree(x));
    REQUIRE(cudaStreamDestroy(s));
}

static void event_dependency() {
    cudaStream_t producer, consumer;
    REQUIRE(cudaStreamCreateWithFlags(&producer, cudaStreamNonBlocking));
    REQUIRE(cudaStreamCreateWithFlags(&consumer, cudaStreamNonBlocking));
    int *buf, *out;
    REQUIRE(cudaMalloc(&buf, sizeof(int)));
    REQUIRE(cudaMalloc(&out, sizeof(int)));
    REQUIRE(cudaMemset(buf, 0, sizeof(int)));
    cudaEvent_t ready, start, stop;
    REQUIRE(cudaEventCreateWithFlags(&ready, cudaEventDisableTiming));
    REQUIRE(cudaEventCreate(&start));
    REQUIRE(cudaEventCreate(&stop));
    REQUIRE(cudaDeviceSynchronize());
    REQUIRE(cudaEventRecord(start, producer));
    slow_write_kernel<<<1, 1, 0, producer>>>(buf, 42, SLOW);
    REQUIRE(cudaGetLastError());
    REQUIRE(cudaEventRecord(ready, producer));
    REQUIRE(cudaEventRecord(stop, producer));
    REQUIRE(cudaStreamWaitEvent(consumer, ready, 0));
    copy_kernel<<<1, 1, 0, consumer>>>(out, buf);
    REQUIRE(cudaGetLastError());
    int got = 0;
    REQUIRE(cudaMemcpyAsync(&got, out, sizeof got, cudaMemcpyDeviceToHost, consumer));
    REQUIRE(cudaStreamSynchronize(consumer));
    check("event.wait", got == 42, "consumer stream saw %d after waiting for the producer's event", got);
    REQUIRE(cudaEventSynchronize(stop));
    EXPECT_STATUS("event.query_done", cudaEventQuery(stop), cudaSuccess);
    float ms = -1.0f;
    REQUIRE(cudaEventElapsedTime(&ms, start, stop));
    check("event.elapsed", ms > 0.0f && ms < 60000.0f, "%.3f ms around a busy-wait kernel", ms);
    REQUIRE(cudaEventDestroy(ready));
    REQUIRE(cudaEventDestroy(start));
    REQUIRE(cudaEventDestroy(stop));
    REQUIRE(cudaStreamDestroy(producer));
    REQUIRE(cudaStreamDestroy(consumer));
    REQUIRE(cudaFree(buf));
    REQUIRE(cudaFree(out));
}

// work on a blocking stream, then a kernel on the legacy default stream: the legacy stream
// waits for the blocking stream, and the next blocking-stream work waits for it in turn
static void legacy_default_stream() {
    cudaStream_t blocking;
    REQUIRE(cudaStreamCreate(&blocking));
    int *a, *b, *c;
    REQUIRE(cudaMalloc(&a, sizeof(int)));
    REQUIRE(cudaMalloc(&b, sizeof(int)));
    REQUIRE(cudaMalloc(&c, sizeof(int)));
    REQUIRE(cudaMemset(a, 0, sizeof(int)));
    REQUIRE(cudaMemset(b, 0, sizeof(int)));
    slow_write_kernel<<<1, 1, 0, blocking>>>(a, 7, SLOW);
    copy_kernel<<<1, 1>>>(b, a);                       // legacy default stream
    slow_write_kernel<<<1, 1, 0, blocking>>>(a, 9, 0);  // must not overtake the copy
    copy_kernel<<<1, 1, 0, blocking>>>(c, b);
    REQUIRE(cudaGetLastError());
    int got_b = 0, got_c = 0, got_a = 0;
    REQUIRE(cudaMemcpy(&got_b, b, sizeof(int), cudaMemcpyDeviceToHost));   // legacy stream: waits for all
    REQUIRE(cudaMemcpy(&got_c, c, sizeof(int), cudaMemcpyDeviceToHost));
    REQUIRE(cudaMemcpy(&got_a, a, sizeof(int), cudaMemcpyDeviceToHost));
    check("legacy.implicit_sync", got_b == 7 && got_c == 7 && got_a == 9,
          "legacy-stream copy saw %d (7), blocking stream then saw %d (7), final %d (9)", got_b, got_c, got_a);
    REQUIRE(cudaStreamDestroy(blocking));
    REQUIRE(cudaFree(a));
    REQUIRE(cudaFree(b));
    REQUIRE(cudaFree(c));
}

struct CallbackLog {
    std::mutex mu;
    std::vector<int> order;
    volatile int* mapped;
    std::vector<int> seen;
};

static void CUDART_CB record_host_fn(void* arg) {
    auto* ctx = static_cast<std::pair<CallbackLog*, int>*>(arg);
    std::lock_guard<std::mutex> lock(ctx->first->mu);
    ctx->first->order.push_back(ctx->second);
    ctx->first->seen.push_back((int)*ctx->first->mapped);
}

static std::atomic<bool> g_release{false};
static void CUDART_CB block_until_released(void*) {
    while (!g_release.load()) std::this_thread::yield();
}

static void host_functions() {
    cudaStream_t s;
    REQUIRE(cudaStreamCreate(&s));
    int* mapped = nullptr;
    REQUIRE(cudaHostAlloc((void**)&mapped, sizeof(int), cudaHostAllocMapped));
    *mapped = -1;
    int* dmapped = nullptr;
    REQUIRE(cudaHostGetDevicePointer((void**)&dmapped, mapped, 0));
    CallbackLog log;
    log.mapped = mapped;
    std::vector<std::pair<CallbackLog*, int>> args;
    args.reserve(5);
    for (int i = 0; i < 5; i++) {
        slow_write_kernel<<<1, 1, 0, s>>>(dmapped, 100 + i, i == 0 ? SLOW : 0);
        args.push_back({&log, i});
        REQUIRE(cudaLaunchHostFunc(s, record_host_fn, &args.back()));
    }
    REQUIRE(cudaStreamSynchronize(s));
    bool ok = log.order.size() == 5;
    for (int i = 0; ok && i < 5; i++) ok = log.order[i] == i && log.seen[i] == 100 + i;
    check("hostfn.order", ok, "%zu host functions ran in stream order, each after its kernel", log.order.size());

    // a stream held by a host function is deterministically not ready
    g_release = false;
    REQUIRE(cudaLaunchHostFunc(s, block_until_released, nullptr));
    EXPECT_STATUS("stream.query_busy", cudaStreamQuery(s), cudaErrorNotReady);
    g_release = true;
    REQUIRE(cudaStreamSynchronize(s));
    EXPECT_STATUS("stream.query_idle", cudaStreamQuery(s), cudaSuccess);
    REQUIRE(cudaFreeHost(mapped));
    REQUIRE(cudaStreamDestroy(s));
}

static void flags_and_priorities() {
    int least = 0, greatest = 0;
    REQUIRE(cudaDeviceGetStreamPriorityRange(&least, &greatest));
    check("priority.range", greatest <= least, "least %d, greatest %d (greater priority = lower number)", least,
          greatest);
    cudaStream_t hi;
    REQUIRE(cudaStreamCreateWithPriority(&hi, cudaStreamNonBlocking, greatest));
    int prio = 1234;
    unsigned flags = 1234;
    REQUIRE(cudaStreamGetPriority(hi, &prio));
    REQUIRE(cudaStreamGetFlags(hi, &flags));
    check("priority.get", prio == greatest && flags == cudaStreamNonBlocking, "priority %d flags %u", prio, flags);
    REQUIRE(cudaStreamDestroy(hi));
}

// eight host threads: each its own stream and order-dependent chain, all of them counting into
// one shared device counter, half of them through the per-thread default stream
static void many_threads() {
    const int threads = 8, launches = 50;
    unsigned* counter;
    REQUIRE(cudaMalloc(&counter, sizeof(unsigned)));
    REQUIRE(cudaMemset(counter, 0, sizeof(unsigned)));
    std::vector<unsigned> results(threads, 0);
    std::vector<int> errors(threads, 0);
    std::vector<std::thread> pool;
    for (int t = 0; t < threads; t++) {
        pool.emplace_back([&, t]() {
            bool per_thread = t % 2 == 1;
            cudaStream_t s = cudaStreamPerThread;
            if (!per_thread && cudaStreamCreate(&s) != cudaSuccess) {
                errors[t]++;
                return;
            }
            unsigned* x;
            if (cudaMalloc(&x, sizeof(unsigned)) != cudaSuccess) {
                errors[t]++;
                return;
            }
            cudaEvent_t done;
            errors[t] += cudaEventCreate(&done) != cudaSuccess;
            errors[t] += cudaMemsetAsync(x, 0, sizeof(unsigned), s) != cudaSuccess;
            for (int i = 0; i < launches; i++) {
                affine_kernel<<<1, 1, 0, s>>>(x, t * 1000 + i);
                count_kernel<<<1, 1, 0, s>>>(counter);
            }
            errors[t] += cudaGetLastError() != cudaSuccess;
            errors[t] += cudaEventRecord(done, s) != cudaSuccess;
            errors[t] += cudaEventSynchronize(done) != cudaSuccess;
            errors[t] += cudaMemcpyAsync(&results[t], x, sizeof(unsigned), cudaMemcpyDeviceToHost, s) != cudaSuccess;
            errors[t] += cudaStreamSynchronize(s) != cudaSuccess;
            errors[t] += cudaEventDestroy(done) != cudaSuccess;
            errors[t] += cudaFree(x) != cudaSuccess;
            if (!per_thread) errors[t] += cudaStreamDestroy(s) != cudaSuccess;
        });
    }
    for (auto& th : pool) th.join();
    REQUIRE(cudaDeviceSynchronize());
    int wrong = 0, errs = 0;
    for (int t = 0; t < threads; t++) {
        wrong += results[t] != affine_expected(0, t * 1000, launches);
        errs += errors[t];
    }
    unsigned count = 0;
    REQUIRE(cudaMemcpy(&count, counter, sizeof count, cudaMemcpyDeviceToHost));
    check("threads.chains", wrong == 0 && errs == 0, "%d threads: %d wrong chains, %d failed calls", threads, wrong, errs);
    check("threads.counter", count == (unsigned)(threads * launches), "shared counter %u, expected %d", count,
          threads * launches);
    REQUIRE(cudaFree(counter));
}

int main() {
    REQUIRE(cudaSetDevice(0));
    in_stream_order();
    event_dependency();
    legacy_default_stream();
    host_functions();
    flags_and_priorities();
    many_threads();
    return finish("streams");
}
