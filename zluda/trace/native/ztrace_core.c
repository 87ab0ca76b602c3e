/* Recorder core: raw trace file, records, nesting, D2H checksums, module dumps,
 * real-library resolution. Built once as libzluda_trace_core.so; every generated
 * interposer links to it, so all traced libraries share one sequence counter, one
 * file and one per-thread call stack (that is what makes nesting across libraries
 * visible). See ztrace.h for the file format.
 *
 * Environment:
 *   ZLUDA_TRACE_RAW_DIR (else ZLUDA_TRACE_DIR + "/raw")  where <pid>.ztr goes; unset = off
 *   ZLUDA_TRACE_CAPTURE_BYTES   copy up to N bytes of each D2H destination (default 0)
 *   ZLUDA_TRACE_MAX_MB          size of the sparse raw file (default 1024)
 *   ZLUDA_TRACE_MODULE_MAX_BYTES  module images larger than this are not dumped (512 MiB)
 *   ZLUDA_TRACE_REAL_<KEY>      full path of the real library (KEY = CUDART, CUDA, ...)
 *   ZLUDA_TRACE_REAL_LIBS       colon-separated folders searched for the real sonames
 */
#define _GNU_SOURCE
#include "ztrace.h"

#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

#define EXPORT __attribute__((visibility("default")))
#define ALIGN8(n) (((n) + 7) & ~(size_t)7)

/* The first write to each page of the shared mapping faults; one madvise per chunk,
 * by the thread whose record crosses into it, maps the next chunk ahead in one go. */
#define ZT_POPULATE_CHUNK (1u << 22)
#ifndef MADV_POPULATE_WRITE
#define MADV_POPULATE_WRITE 23
#endif

static zt_file_header *g_hdr;
static char g_dir[4096];
static uint32_t g_capture;
static uint64_t g_capacity = 1024ull << 20;
static size_t g_module_max = (size_t)512 << 20;

static __thread uint64_t tl_cur __attribute__((tls_model("initial-exec")));
static __thread uint32_t tl_depth __attribute__((tls_model("initial-exec")));
static __thread uint32_t tl_tid __attribute__((tls_model("initial-exec")));

static inline uint64_t now_ns(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000000000ull + (uint64_t)ts.tv_nsec;
}

/* ---- crc32 (the zlib / PNG polynomial, reflected 0xEDB88320), slicing by 8 ---- */
static uint32_t crc_table[8][256];

static void crc_init(void) {
    for (uint32_t i = 0; i < 256; i++) {
        uint32_t c = i;
        for (int k = 0; k < 8; k++) c = c & 1 ? 0xEDB88320u ^ (c >> 1) : c >> 1;
        crc_table[0][i] = c;
    }
    for (uint32_t i = 0; i < 256; i++)
        for (int t = 1; t < 8; t++)
            crc_table[t][i] = (crc_table[t - 1][i] >> 8) ^ crc_table[0][crc_table[t - 1][i] & 0xFF];
}

EXPORT uint32_t zt_crc32(uint32_t crc, const void *data, size_t n) {
    const uint8_t *p = data;
    crc = ~crc;
    while (n >= 8) {
        uint64_t w;
        memcpy(&w, p, 8);
        w ^= crc;
        crc = crc_table[7][w & 0xFF] ^ crc_table[6][(w >> 8) & 0xFF] ^
              crc_table[5][(w >> 16) & 0xFF] ^ crc_table[4][(w >> 24) & 0xFF] ^
              crc_table[3][(w >> 32) & 0xFF] ^ crc_table[2][(w >> 40) & 0xFF] ^
              crc_table[1][(w >> 48) & 0xFF] ^ crc_table[0][w >> 56];
        p += 8;
        n -= 8;
    }
    while (n--) crc = crc_table[0][(crc ^ *p++) & 0xFF] ^ (crc >> 8);
    return ~crc;
}

/* ---- raw file ---- */
static int mkdirs(const char *path) {
    char tmp[4096];
    snprintf(tmp, sizeof tmp, "%s", path);
    for (char *p = tmp + 1; *p; p++) {
        if (*p != '/') continue;
        *p = 0;
        if (mkdir(tmp, 0777) && errno != EEXIST) return -1;
        *p = '/';
    }
    return mkdir(tmp, 0777) && errno != EEXIST ? -1 : 0;
}

static void open_file(void) {
    char path[4200];
    snprintf(path, sizeof path, "%s/%d.ztr", g_dir, (int)getpid());
    int fd = open(path, O_RDWR | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
    if (fd < 0 || ftruncate(fd, (off_t)g_capacity)) {
        fprintf(stderr, "zluda-trace: cannot create %s: %s; not tracing this process\n", path,
                strerror(errno));
        if (fd >= 0) close(fd);
        g_hdr = 0;
        return;
    }
    void *m = mmap(0, g_capacity, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_NORESERVE, fd, 0);
    close(fd);
    if (m == MAP_FAILED) {
        fprintf(stderr, "zluda-trace: cannot map %s: %s; not tracing this process\n", path,
                strerror(errno));
        g_hdr = 0;
        return;
    }
    zt_file_header *h = m;
    madvise(m, ZT_POPULATE_CHUNK * 2u < g_capacity ? ZT_POPULATE_CHUNK * 2u : g_capacity,
            MADV_POPULATE_WRITE);
    h->version = 1;
    h->pid = (uint32_t)getpid();
    h->ppid = (uint32_t)getppid();
    h->used = ZT_HEADER_SIZE;
    h->capacity = g_capacity;
    h->capture_bytes = g_capture;
    h->t0_mono_ns = now_ns();
    struct timespec ts;
    clock_gettime(CLOCK_REALTIME, &ts);
    h->t0_real_ns = (uint64_t)ts.tv_sec * 1000000000ull + (uint64_t)ts.tv_nsec;
    const char *hash = getenv("ZLUDA_TRACE_LAYOUT");
    if (hash) snprintf(h->layout_hash, sizeof h->layout_hash, "%s", hash);
    memcpy(h->magic, ZT_FILE_MAGIC, 8);  /* last: a file with the magic is complete */
    __atomic_store_n(&g_hdr, h, __ATOMIC_RELEASE);
}

static pthread_mutex_t g_pending_lock = PTHREAD_MUTEX_INITIALIZER;

static void after_fork_child(void) {
    tl_tid = 0;
    if (g_hdr) open_file();  /* the child records into its own <pid>.ztr */
}

__attribute__((constructor)) static void zt_init(void) {
    crc_init();
    const char *dir = getenv("ZLUDA_TRACE_RAW_DIR");
    const char *top = getenv("ZLUDA_TRACE_DIR");
    if (dir && *dir) snprintf(g_dir, sizeof g_dir, "%s", dir);
    else if (top && *top) snprintf(g_dir, sizeof g_dir, "%s/raw", top);
    else return;
    const char *cap = getenv("ZLUDA_TRACE_CAPTURE_BYTES");
    if (cap) g_capture = (uint32_t)strtoul(cap, 0, 10);
    const char *mod = getenv("ZLUDA_TRACE_MODULE_MAX_BYTES");
    if (mod && *mod) g_module_max = (size_t)strtoull(mod, 0, 10);
    const char *mb = getenv("ZLUDA_TRACE_MAX_MB");
    if (mb && strtoull(mb, 0, 10) > 0) g_capacity = strtoull(mb, 0, 10) << 20;
    if (mkdirs(g_dir)) {
        fprintf(stderr, "zluda-trace: cannot create %s: %s; not tracing\n", g_dir, strerror(errno));
        return;
    }
    open_file();
    pthread_atfork(0, 0, after_fork_child);
}

EXPORT int zt_enabled(void) { return g_hdr != 0; }

/* ---- records ---- */
EXPORT size_t zt_str_size(const char *s) {
    return 8 + ALIGN8(s ? strnlen(s, ZT_STR_MAX) : 0);
}

EXPORT size_t zt_d2h_size(size_t nbytes) {
    size_t cap = nbytes < g_capture ? nbytes : g_capture;
    return 8 + sizeof(zt_d2h_payload) + ALIGN8(cap);
}

static void populate_ahead(zt_file_header *h, uint64_t end) {
    uint64_t start = (end & ~(uint64_t)(ZT_POPULATE_CHUNK - 1)) + ZT_POPULATE_CHUNK;
    if (start + ZT_POPULATE_CHUNK <= h->capacity)
        madvise((char *)h + start, ZT_POPULATE_CHUNK, MADV_POPULATE_WRITE);
}

EXPORT void zt_begin(zt_call *c, uint16_t fn, uint8_t nargs, const uint64_t *args, size_t extra) {
    c->parent = tl_cur;
    c->depth = tl_depth;
    c->rec = 0;
    c->seq = 0;
    zt_file_header *h = g_hdr;
    if (h) {
        uint64_t seq = __atomic_add_fetch(&h->seq, 1, __ATOMIC_RELAXED);
        size_t size = sizeof(zt_rec) + 8u * nargs + ALIGN8(extra);
        uint64_t off = __atomic_fetch_add(&h->used, size, __ATOMIC_RELAXED);
        c->seq = seq;
        if (__builtin_expect((off ^ (off + size)) >= ZT_POPULATE_CHUNK, 0))
            populate_ahead(h, off + size);
        if (off + size <= h->capacity) {
            zt_rec *r = (zt_rec *)((char *)h + off);
            if (!tl_tid) tl_tid = (uint32_t)syscall(SYS_gettid);
            r->size = (uint32_t)size;
            r->seq = seq;
            r->parent = c->parent;
            r->tid = tl_tid;
            r->fn = fn;
            r->nargs = nargs;
            r->depth = c->depth;
            memcpy(r + 1, args, 8u * nargs);
            r->magic = ZT_REC_MAGIC;
            c->rec = r;
            c->extra = (uint8_t *)(r + 1) + 8u * nargs;
        } else {
            __atomic_add_fetch(&h->dropped, 1, __ATOMIC_RELAXED);
        }
        tl_cur = seq;
        c->t0 = now_ns();  /* only when tracing: timestamps are the costliest part */
        if (c->rec) c->rec->t_start_ns = c->t0;
    }
    tl_depth = c->depth + 1;
}

/* everything needed to show the call is written: a crash from here on leaves a
 * "started, never finished" record */
EXPORT void zt_started(zt_call *c) {
    if (c->rec) __atomic_store_n(&c->rec->state, ZT_STATE_STARTED, __ATOMIC_RELEASE);
}

EXPORT void zt_end(zt_call *c, int64_t ret, uint16_t flags) {
    zt_rec *r = c->rec;
    if (r) {
        r->dur_ns = now_ns() - c->t0;
        r->ret = ret;
        r->flags |= flags;
        __atomic_store_n(&r->state, ZT_STATE_DONE, __ATOMIC_RELEASE);
    }
    tl_cur = c->parent;
    tl_depth = c->depth;
}

static uint8_t *put_extra(zt_call *c, uint16_t tag, uint16_t idx, uint32_t len, size_t room) {
    if (!c->rec) return 0;
    uint8_t *e = c->extra;
    memcpy(e, &tag, 2);
    memcpy(e + 2, &idx, 2);
    memcpy(e + 4, &len, 4);
    c->extra = e + 8 + ALIGN8(room);
    c->rec->nextra++;
    return e + 8;
}

EXPORT void zt_put_out(zt_call *c, uint16_t idx, const void *ptr, uint32_t size) {
    uint8_t *p = put_extra(c, ZT_TAG_OUT, idx, ptr ? size : 0, 8);
    if (p) {
        memset(p, 0, 8);
        if (ptr) memcpy(p, ptr, size);
    }
}

EXPORT void zt_put_str(zt_call *c, uint16_t idx, const char *s) {
    size_t n = s ? strnlen(s, ZT_STR_MAX) : 0;
    uint8_t *p = put_extra(c, ZT_TAG_STR, idx, s ? (uint32_t)n : 0xFFFFFFFFu, n);
    if (p && n) memcpy(p, s, n);
}

/* returned strings are copied after the call into room reserved before it */
EXPORT void zt_put_retstr(zt_call *c, const char *s) {
    size_t n = s ? strnlen(s, ZT_STR_MAX) : 0;
    uint8_t *p = put_extra(c, ZT_TAG_RETSTR, 0xFFFF, s ? (uint32_t)n : 0xFFFFFFFFu, ZT_STR_MAX);
    if (p && n) memcpy(p, s, n);
}

EXPORT void zt_put_struct(zt_call *c, uint16_t idx, const void *v, uint32_t size) {
    uint8_t *p = put_extra(c, ZT_TAG_STRUCT, idx, size, size);
    if (p) memcpy(p, v, size);
}

EXPORT zt_d2h_payload *zt_put_d2h(zt_call *c, uint16_t idx, size_t nbytes) {
    size_t cap = nbytes < g_capture ? nbytes : g_capture;
    uint8_t *p = put_extra(c, ZT_TAG_D2H, idx, (uint32_t)(sizeof(zt_d2h_payload) + cap),
                           sizeof(zt_d2h_payload) + cap);
    if (!p) return 0;
    zt_d2h_payload *d = (zt_d2h_payload *)p;
    d->state = ZT_D2H_PENDING;
    d->nbytes = nbytes;
    d->captured = 0;
    return d;
}

EXPORT void zt_d2h_now(zt_d2h_payload *d, const void *src, size_t nbytes) {
    if (!d) return;
    d->crc = zt_crc32(0, src, nbytes);
    size_t cap = nbytes < g_capture ? nbytes : g_capture;
    if (cap) memcpy(d + 1, src, cap);
    d->captured = cap;
    __atomic_store_n(&d->state, ZT_D2H_DONE, __ATOMIC_RELEASE);
}

EXPORT void zt_d2h_skip(zt_d2h_payload *d) {
    if (d) d->state = ZT_D2H_SKIPPED;
}

/* async copies: checksummed at the next synchronisation that covers their stream */
typedef struct { zt_d2h_payload *d; const void *src; size_t n; uint64_t stream; } pending_t;
static pending_t *g_pending;
static size_t g_npending, g_cappending;

EXPORT void zt_d2h_defer(zt_d2h_payload *d, const void *src, size_t nbytes, uint64_t stream) {
    if (!d) return;
    pthread_mutex_lock(&g_pending_lock);
    if (g_npending == g_cappending) {
        size_t cap = g_cappending ? g_cappending * 2 : 64;
        pending_t *p = realloc(g_pending, cap * sizeof *p);
        if (!p) { pthread_mutex_unlock(&g_pending_lock); return; }
        g_pending = p;
        g_cappending = cap;
    }
    g_pending[g_npending++] = (pending_t){d, src, nbytes, stream};
    pthread_mutex_unlock(&g_pending_lock);
}

EXPORT void zt_sync_point(int all, uint64_t stream) {
    if (!__atomic_load_n(&g_npending, __ATOMIC_RELAXED)) return;
    pthread_mutex_lock(&g_pending_lock);
    size_t keep = 0;
    for (size_t i = 0; i < g_npending; i++) {
        pending_t p = g_pending[i];
        if (all || p.stream == stream) zt_d2h_now(p.d, p.src, p.n);
        else g_pending[keep++] = p;
    }
    g_npending = keep;
    pthread_mutex_unlock(&g_pending_lock);
}

/* ---- module images ---- */
static size_t image_size(const uint8_t *p, const char **ext) {
    uint32_t magic;
    memcpy(&magic, p, 4);
    if (magic == 0xBA55ED50u) {
        uint16_t hs;
        uint64_t fs;
        memcpy(&hs, p + 6, 2);
        memcpy(&fs, p + 8, 8);
        *ext = "fatbin";
        return fs ? hs + fs : 0;
    }
    if (!memcmp(p, "\177ELF", 4) && p[4] == 2) {
        uint64_t shoff, phoff;
        uint16_t phentsize, phnum, shentsize, shnum;
        memcpy(&phoff, p + 0x20, 8);
        memcpy(&shoff, p + 0x28, 8);
        memcpy(&phentsize, p + 0x36, 2);
        memcpy(&phnum, p + 0x38, 2);
        memcpy(&shentsize, p + 0x3A, 2);
        memcpy(&shnum, p + 0x3C, 2);
        size_t end = shoff + (size_t)shentsize * shnum;
        /* section contents may sit after the section header table */
        for (unsigned i = 0; i < shnum; i++) {
            const uint8_t *sh = p + shoff + (size_t)i * shentsize;
            uint32_t type;
            uint64_t off, size;
            memcpy(&type, sh + 4, 4);
            memcpy(&off, sh + 0x18, 8);
            memcpy(&size, sh + 0x20, 8);
            if (type != 8 && off + size > end) end = off + size;
        }
        if (phoff + (size_t)phentsize * phnum > end) end = phoff + (size_t)phentsize * phnum;
        *ext = "cubin";
        return end;
    }
    *ext = "ptx";
    return strnlen((const char *)p, 256u << 20);
}

EXPORT void zt_module(zt_call *c, const void *image) {
    if (!g_hdr || !image) return;
    const uint8_t *p = image;
    uint32_t magic;
    memcpy(&magic, p, 4);
    if (magic == 0x466243B1u) {  /* __cudaRegisterFatBinary's wrapper */
        const void *data;
        memcpy(&data, p + 8, sizeof data);
        if (!data) return;
        p = data;
    }
    const char *ext = "bin";
    size_t n = image_size(p, &ext);
    if (!n) return;
    char path[4300];
    if (n > g_module_max) {  /* too big to keep: leave a note with its size */
        snprintf(path, sizeof path, "%s/module-%d-%llu.skipped-%s-%zu", g_dir, (int)getpid(),
                 (unsigned long long)c->seq, ext, n);
        n = 0;
    } else {
        snprintf(path, sizeof path, "%s/module-%d-%llu.%s", g_dir, (int)getpid(),
                 (unsigned long long)c->seq, ext);
    }
    int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
    if (fd < 0) return;
    for (size_t done = 0; done < n;) {
        ssize_t w = write(fd, p + done, n - done);
        if (w <= 0) break;
        done += (size_t)w;
    }
    close(fd);
}

/* ---- real libraries ---- */
#define MAX_LIBS 16
static pthread_mutex_t g_lib_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_once_t g_lib_lock_once = PTHREAD_ONCE_INIT;
static const zt_library *g_libs[MAX_LIBS];
static void *g_handles[MAX_LIBS];
static int g_failed[MAX_LIBS];
static unsigned g_nlibs;

static void make_recursive(void) {
    pthread_mutexattr_t a;
    pthread_mutexattr_init(&a);
    pthread_mutexattr_settype(&a, PTHREAD_MUTEX_RECURSIVE);
    pthread_mutex_init(&g_lib_lock, &a);
}

static int lib_slot(const zt_library *lib) {
    for (unsigned i = 0; i < g_nlibs; i++)
        if (g_libs[i] == lib) return (int)i;
    if (g_nlibs == MAX_LIBS) return -1;
    g_libs[g_nlibs] = lib;
    return (int)g_nlibs++;
}

EXPORT void zt_register_library(const zt_library *lib) {
    pthread_once(&g_lib_lock_once, make_recursive);
    pthread_mutex_lock(&g_lib_lock);
    lib_slot(lib);
    pthread_mutex_unlock(&g_lib_lock);
}

static void *open_real(const zt_library *lib, char *looked, size_t room) {
    char var[64], path[4096];
    snprintf(var, sizeof var, "ZLUDA_TRACE_REAL_");
    for (const char *k = lib->key; *k && strlen(var) < sizeof var - 1; k++) {
        size_t l = strlen(var);
        var[l] = (char)(*k >= 'a' && *k <= 'z' ? *k - 32 : *k);
        var[l + 1] = 0;
    }
    const char *exact = getenv(var);
    if (exact && *exact) {
        snprintf(looked, room, "%s=%s", var, exact);
        return dlopen(exact, RTLD_LAZY | RTLD_LOCAL);
    }
    const char *dirs = getenv("ZLUDA_TRACE_REAL_LIBS");
    snprintf(looked, room, "ZLUDA_TRACE_REAL_LIBS=%s", dirs ? dirs : "(unset)");
    if (!dirs) return 0;
    for (const char *d = dirs; *d;) {
        const char *e = strchr(d, ':');
        size_t len = e ? (size_t)(e - d) : strlen(d);
        snprintf(path, sizeof path, "%.*s/%s", (int)len, d, lib->soname);
        if (access(path, F_OK) == 0) return dlopen(path, RTLD_LAZY | RTLD_LOCAL);
        if (!e) break;
        d = e + 1;
    }
    return 0;
}

EXPORT void *zt_real_handle(const zt_library *lib) {
    pthread_once(&g_lib_lock_once, make_recursive);
    pthread_mutex_lock(&g_lib_lock);
    int s = lib_slot(lib);
    void *h = s >= 0 ? g_handles[s] : 0;
    if (s >= 0 && !h && !g_failed[s]) {
        char looked[4200];
        g_failed[s] = 1;  /* a re-entrant call while dlopen runs must not retry */
        h = open_real(lib, looked, sizeof looked);
        if (!h) {
            const char *err = dlerror();
            fprintf(stderr, "zluda-trace: cannot load the real %s (looked in %s)%s%s; its calls "
                    "return the library's NOT_SUPPORTED status\n", lib->soname, looked,
                    err ? ": " : "", err ? err : "");
        } else {
            g_handles[s] = h;
            g_failed[s] = 0;
        }
    }
    pthread_mutex_unlock(&g_lib_lock);
    return h;
}

EXPORT void *zt_resolve(const zt_library *lib, unsigned i) {
    void *h = zt_real_handle(lib);
    void *p = h ? dlsym(h, lib->symbols[i]) : 0;
    if (p == lib->wrappers[i]) {  /* the "real" library is this interposer: never loop */
        fprintf(stderr, "zluda-trace: the real %s resolves %s to the tracer itself; check "
                "ZLUDA_TRACE_REAL_LIBS\n", lib->soname, lib->symbols[i]);
        p = 0;
    }
    if (!p) p = (void *)1;
    __atomic_store_n(&lib->real[i], p, __ATOMIC_RELEASE);
    return p;
}

/* cuGetProcAddress & co hand out real function pointers; give back our wrappers so
 * calls through them are traced (and nest under the runtime call that made them) */
typedef struct { void *real, *wrapper; } proc_pair;
static proc_pair *g_procs;
static size_t g_nprocs;
static unsigned g_procs_libs;

static int cmp_proc(const void *a, const void *b) {
    const proc_pair *x = a, *y = b;
    return x->real < y->real ? -1 : x->real > y->real;
}

EXPORT void *zt_map_proc(void *real_fn) {
    if (!real_fn) return real_fn;
    pthread_once(&g_lib_lock_once, make_recursive);
    pthread_mutex_lock(&g_lib_lock);
    /* only real libraries already loaded: mapping must not load cuBLAS into a
     * program that never asked for it */
    unsigned open_mask = 0;
    for (unsigned l = 0; l < g_nlibs; l++)
        if (g_handles[l]) open_mask |= 1u << l;
    if (g_procs_libs != open_mask) {
        size_t n = 0;
        for (unsigned l = 0; l < g_nlibs; l++)
            if (open_mask & (1u << l)) n += g_libs[l]->count;
        proc_pair *t = realloc(g_procs, (n ? n : 1) * sizeof *t);
        if (t) {
            g_procs = t;
            g_nprocs = 0;
            for (unsigned l = 0; l < g_nlibs; l++) {
                if (!(open_mask & (1u << l))) continue;
                for (unsigned i = 0; i < g_libs[l]->count; i++) {
                    void *r = zt_real(g_libs[l], i);
                    if (r) g_procs[g_nprocs++] = (proc_pair){r, g_libs[l]->wrappers[i]};
                }
            }
            qsort(g_procs, g_nprocs, sizeof *g_procs, cmp_proc);
            g_procs_libs = open_mask;
        }
    }
    proc_pair key = {real_fn, 0};
    proc_pair *hit = g_nprocs ? bsearch(&key, g_procs, g_nprocs, sizeof key, cmp_proc) : 0;
    pthread_mutex_unlock(&g_lib_lock);
    return hit ? hit->wrapper : real_fn;
}
