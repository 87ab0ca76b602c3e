/* A launch's blocks spread over the cores: the C side of CompiledModule.launch_raw.
 *
 * The launching thread and n - 1 pool threads pull chunks of the grid from one counter
 * and run them (under the fault guard, zk_guarded_run, when asked). Pool threads spin a
 * while after each launch before they sleep, as OpenMP's do: a kernel launched again and
 * again (a training step, a benchmark) finds them awake. Waking a sleeping Python pool
 * thread took ~35 us and each chunk's hand-off a few more, so a 64k-thread saxpy ran
 * slower on two workers than on one.
 *
 * One launch at a time (zk_pool_run holds `launching`); the job lives in static storage,
 * stamped with its generation: a thread that wakes late sees a newer stamp, or the
 * counter exhausted, and leaves it alone; the next launch waits until no pool thread is
 * inside the previous job before it rewrites it.
 */
#define _GNU_SOURCE
#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

typedef int32_t (*zk_entry)(void *launch, int64_t first, int64_t end, void *scratch, int32_t worker);
int32_t zk_guarded_run(zk_entry fn, void *launch, int64_t first, int64_t end, void *scratch, int32_t worker,
                       uint32_t status_offset, uint32_t base_status, uint64_t *fault);

#define POOL_MAX 256
#define SPIN_NS 1000000    /* 1 ms awake after a launch, then asleep */
#define SCRATCH_ALIGN 128  /* abi.SHARED_ALIGN */
#define FREELIST_OFFSET 176 /* abi.B_FREELIST */
#define REGIONS_KEPT_OFFSET 200 /* abi.B_REGIONS_KEPT */

static struct {
    zk_entry fn;
    void *launch;
    int64_t first, end, chunk, nchunks;   /* blocks [first, end) */
    size_t scratch_size;
    uint32_t status_offset, base_status;
    int guarded;
    uint64_t generation;              /* which launch these fields describe */
    int64_t next;                     /* next chunk to take */
    int64_t done;                     /* chunks finished */
    uint64_t fault[2];                /* the first fault: address, signal */
    int faulted;
} job;

static pthread_mutex_t launching = PTHREAD_MUTEX_INITIALIZER;
static pthread_mutex_t sleep_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t wake = PTHREAD_COND_INITIALIZER;
static uint64_t generation;           /* bumped by each launch (atomic) */
static int active;                    /* pool threads inside the job (atomic) */
static int started;                   /* pool threads running */
static void *scratch[POOL_MAX];       /* per worker, grown on demand */
static size_t scratch_size[POOL_MAX];

static uint64_t now_ns(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

/* What a scratch keeps from launch to launch goes with it: its recycled coroutine frames
   (kernel_abi.frame_alloc's list) and its region arrays' memory. */
static void release_kept(void *mem) {
    void *node = *(void **)((char *)mem + FREELIST_OFFSET);
    while (node != NULL) {
        void *next = *(void **)node;
        free(node);
        node = next;
    }
    free(*(void **)((char *)mem + REGIONS_KEPT_OFFSET));
}

static void *worker_scratch(int w, size_t size) {
    if (size < 65536) size = 65536;   /* as runtime._scratch */
    if (scratch_size[w] < size) {
        if (scratch[w] != NULL) release_kept(scratch[w]);
        free(scratch[w]);
        scratch[w] = NULL;
        scratch_size[w] = 0;
        if (posix_memalign(&scratch[w], SCRATCH_ALIGN, size) != 0) return NULL;
        /* zeroed, as a fresh ctypes buffer: the entry reads its kept region arrays'
           pointer and size from it (abi.B_REGIONS_KEPT), null the first time */
        memset(scratch[w], 0, size);
        scratch_size[w] = size;
    }
    return scratch[w];
}

static void run_chunks(int w) {
    void *mem = worker_scratch(w, job.scratch_size);
    for (;;) {
        int64_t c = __atomic_fetch_add(&job.next, 1, __ATOMIC_ACQ_REL);
        if (c >= job.nchunks) return;
        int64_t first = job.first + c * job.chunk, end = first + job.chunk < job.end ? first + job.chunk : job.end;
        if (mem == NULL) {
            /* no memory for this worker's scratch: the launch fails as out of resources */
            __atomic_store_n(&job.faulted, 2, __ATOMIC_RELEASE);
        } else if (!__atomic_load_n(&job.faulted, __ATOMIC_ACQUIRE)) {
            if (job.guarded) {
                uint64_t fault[2];
                if (zk_guarded_run(job.fn, job.launch, first, end, mem, w, job.status_offset, job.base_status,
                                   fault) < 0) {
                    int none = 0;
                    if (__atomic_compare_exchange_n(&job.faulted, &none, 1, 0, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE)) {
                        job.fault[0] = fault[0];
                        job.fault[1] = fault[1];
                    }
                }
            } else {
                job.fn(job.launch, first, end, mem, w);
            }
        }
        __atomic_fetch_add(&job.done, 1, __ATOMIC_ACQ_REL);
    }
}

static void *pool_thread(void *arg) {
    int w = (int)(intptr_t)arg;
    uint64_t seen = __atomic_load_n(&generation, __ATOMIC_ACQUIRE);
    for (;;) {
        uint64_t g = __atomic_load_n(&generation, __ATOMIC_ACQUIRE);
        if (g == seen) {
            uint64_t until = now_ns() + SPIN_NS;
            unsigned k = 0;
            while ((g = __atomic_load_n(&generation, __ATOMIC_ACQUIRE)) == seen) {
                __builtin_ia32_pause();
                if ((++k & 1023) == 0 && now_ns() > until) {
                    pthread_mutex_lock(&sleep_lock);
                    while ((g = __atomic_load_n(&generation, __ATOMIC_ACQUIRE)) == seen)
                        pthread_cond_wait(&wake, &sleep_lock);
                    pthread_mutex_unlock(&sleep_lock);
                    break;
                }
            }
        }
        seen = g;
        __atomic_fetch_add(&active, 1, __ATOMIC_SEQ_CST);
        if (__atomic_load_n(&job.generation, __ATOMIC_SEQ_CST) == g) run_chunks(w);
        __atomic_fetch_sub(&active, 1, __ATOMIC_SEQ_CST);
    }
    return NULL;
}

/* Run blocks [first, end) of `fn` in chunks of `chunk` blocks on `workers` threads (this
 * one and workers - 1 pool threads), each with its own scratch of `scratch_size` bytes.
 * Returns 0, 1 after a fault (fault[] = address, signal; the launch status is set as
 * zk_guarded_run sets it), 2 when a scratch could not be allocated. */
int zk_pool_run(zk_entry fn, void *launch, int64_t first, int64_t end, int64_t chunk, int workers, size_t scratch_size,
                int guarded, uint32_t status_offset, uint32_t base_status, uint64_t *fault) {
    if (workers > POOL_MAX) workers = POOL_MAX;
    if (workers < 1) workers = 1;
    pthread_mutex_lock(&launching);
    while (started < workers - 1) {
        pthread_t t;
        pthread_attr_t attr;
        pthread_attr_init(&attr);
        pthread_attr_setdetachstate(&attr, PTHREAD_CREATE_DETACHED);
        if (pthread_create(&t, &attr, pool_thread, (void *)(intptr_t)(started + 1)) != 0) {
            pthread_attr_destroy(&attr);
            break;
        }
        pthread_attr_destroy(&attr);
        started++;
    }
    /* the job is withdrawn first (a thread that wakes now finds no generation of its
       own in it), then pool threads still inside it leave before it is rewritten */
    __atomic_store_n(&job.generation, 0, __ATOMIC_SEQ_CST);
    while (__atomic_load_n(&active, __ATOMIC_SEQ_CST) != 0) __builtin_ia32_pause();
    job.fn = fn;
    job.launch = launch;
    job.first = first;
    job.end = end;
    job.chunk = chunk < 1 ? 1 : chunk;
    job.nchunks = (end - first + job.chunk - 1) / job.chunk;
    job.scratch_size = scratch_size;
    job.status_offset = status_offset;
    job.base_status = base_status;
    job.guarded = guarded;
    job.next = 0;
    job.done = 0;
    job.faulted = 0;
    uint64_t g = __atomic_load_n(&generation, __ATOMIC_RELAXED) + 1;
    __atomic_store_n(&job.generation, g, __ATOMIC_SEQ_CST);
    if (job.nchunks > 1 && started > 0) {
        pthread_mutex_lock(&sleep_lock);
        __atomic_store_n(&generation, g, __ATOMIC_SEQ_CST);
        pthread_cond_broadcast(&wake);
        pthread_mutex_unlock(&sleep_lock);
    } else {
        __atomic_store_n(&generation, g, __ATOMIC_SEQ_CST);
    }
    run_chunks(0);
    while (__atomic_load_n(&job.done, __ATOMIC_ACQUIRE) < job.nchunks) __builtin_ia32_pause();
    int rc = job.faulted;
    if (rc == 1) {
        fault[0] = job.fault[0];
        fault[1] = job.fault[1];
    }
    pthread_mutex_unlock(&launching);
    return rc;
}
