/* A recording libcuda.so.1 for NVIDIA's machine: logs what a statically linked CUDA
 * runtime asks of the driver below the public API, and forwards everything to NVIDIA's
 * libcuda (path in ZLUDA_EXPORT_LOG_REAL). Used by record_default_builds_h200.sh.
 *
 * NVIDIA's static runtime dlopens libcuda.so.1 and resolves every driver function
 * through cuGetProcAddress, so exporting the entry points below is enough. Each
 * cuGetProcAddress lookup, each cuGetExportTable answer and each call of a table slot
 * becomes one JSON line in ZLUDA_EXPORT_LOG_FILE. Slots are wrapped in place (the
 * table's page made writable), so the table addresses the runtime's integrity check
 * hashes are NVIDIA's own; the integrity slot itself is left unwrapped for the same
 * reason. A wrapper forwards six integer registers: every slot known takes at most five
 * integer or pointer arguments. The 32 bytes behind each argument are logged before and
 * after the call (process_vm_readv: an argument that is no pointer reads as nothing).
 *
 * Every lookup, table request and slot call names its caller: the file holding the return
 * address (dladdr), by base name, and whether that file is the program itself. Beside the
 * program's own static runtime, NVIDIA's libraries (libcublas.so, libcublasLt.so) carry
 * static runtimes of their own that ask the same driver for tables; the caller tells the
 * program's requests from theirs.
 *
 * Every other function of the real library is exported too and forwarded untouched:
 * whatever links or dlsyms a driver function itself (a program linked with -lcuda, or
 * NVIDIA's cuBLAS, whose calls otherwise come back as status 14 from cublasCreate) is
 * given this file for libcuda.so.1. Build it with build_export_table_logger.sh, which
 * lists the real library's functions for it. */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <link.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/uio.h>
#include <unistd.h>

#define MAX_TABLES 32
#define MAX_SLOTS 96   /* 21318c60's slot 0 says 93 (0x2e8 bytes) */

typedef int (*get_proc_address_fn)(const char *, void **, int, uint64_t, int *);
typedef int (*get_proc_address_v1_fn)(const char *, void **, int, uint64_t);
typedef int (*get_export_table_fn)(const void **, const unsigned char *);
typedef uint64_t (*slot_fn)(uint64_t, uint64_t, uint64_t, uint64_t, uint64_t, uint64_t);

static void *real_lib;
static FILE *log_file;
static pthread_mutex_t log_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_once_t once = PTHREAD_ONCE_INIT;

static struct {
    unsigned char uuid[16];
    void **table;
    slot_fn real[MAX_SLOTS];
} tables[MAX_TABLES];
static int table_count;

/* the integrity-check table: its slot 1 stays NVIDIA's (the runtime hashes its address) */
static const unsigned char integrity_uuid[16] = {0xd4, 0x08, 0x20, 0x55, 0xbd, 0xe6, 0x70, 0x4b,
                                                 0x8d, 0x34, 0xba, 0x12, 0x3c, 0x66, 0xe1, 0xf2};
/* the context-local-storage table has no size in slot 0: its length */
static const unsigned char cls_uuid[16] = {0xc6, 0x93, 0x33, 0x6e, 0x11, 0x21, 0xdf, 0x11,
                                           0xa8, 0xc3, 0x68, 0xf3, 0x55, 0xd8, 0x95, 0x93};

static void resolve_forwards(void);

static void start(void)
{
    const char *real = getenv("ZLUDA_EXPORT_LOG_REAL");
    const char *path = getenv("ZLUDA_EXPORT_LOG_FILE");
    real_lib = real ? dlopen(real, RTLD_NOW | RTLD_LOCAL) : NULL;
    log_file = path ? fopen(path, "a") : NULL;
    if (!real_lib || !log_file) {
        fprintf(stderr, "export_table_logger: set ZLUDA_EXPORT_LOG_REAL (NVIDIA's libcuda.so.1, %s) "
                "and ZLUDA_EXPORT_LOG_FILE (%s)\n", real_lib ? "loaded" : dlerror(), path ? path : "unset");
        abort();
    }
    resolve_forwards();
}

static void *real_symbol(const char *name)
{
    pthread_once(&once, start);
    return dlsym(real_lib, name);
}

static void uuid_text(const unsigned char *u, char *out)
{
    sprintf(out, "%02x%02x%02x%02x-%02x%02x-%02x%02x-%02x%02x-%02x%02x%02x%02x%02x%02x", u[0], u[1], u[2],
            u[3], u[4], u[5], u[6], u[7], u[8], u[9], u[10], u[11], u[12], u[13], u[14], u[15]);
}

static void log_line(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static void log_line(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    pthread_mutex_lock(&log_lock);
    vfprintf(log_file, fmt, ap);
    fputc('\n', log_file);
    fflush(log_file);
    pthread_mutex_unlock(&log_lock);
    va_end(ap);
}

static __thread int depth;

/* the JSON fields naming the code at `return_address`: "caller" (its file's base name, "?"
   where no loaded file holds it) and "caller_is_program" (the main program's link map has
   an empty name; dladdr puts argv[0] in dli_fname for it) */
static void caller_fields(const void *return_address, char *out, size_t size)
{
    Dl_info info;
    struct link_map *map = NULL;
    const char *name = "?";
    int program = 0;
    if (dladdr1(return_address, &info, (void **)&map, RTLD_DL_LINKMAP) && map) {
        program = map->l_name == NULL || map->l_name[0] == 0;
        const char *path = program ? program_invocation_name : info.dli_fname;
        if (path && path[0]) {
            const char *slash = strrchr(path, '/');
            name = slash ? slash + 1 : path;
        }
    }
    /* a file name with a quote or backslash would break the line: such characters become '_' */
    char clean[256];
    size_t n = 0;
    for (; name[n] && n + 1 < sizeof clean; n++)
        clean[n] = (name[n] == '"' || name[n] == '\\' || (unsigned char)name[n] < 0x20) ? '_' : name[n];
    clean[n] = 0;
    snprintf(out, size, "\"caller\": \"%s\", \"caller_is_program\": %s", clean, program ? "true" : "false");
}

/* up to 32 bytes at `address` as hex ("" when it is not readable memory): a slot's pointer
   arguments before and after the call show what it reads and writes */
static void peek(uint64_t address, char *out)
{
    unsigned char bytes[32];
    struct iovec local = {bytes, sizeof bytes}, remote = {(void *)(uintptr_t)address, sizeof bytes};
    out[0] = 0;
    if (address < 4096 || process_vm_readv(getpid(), &local, 1, &remote, 1, 0) != (ssize_t)sizeof bytes)
        return;
    for (size_t i = 0; i < sizeof bytes; i++)
        sprintf(out + 2 * i, "%02x", bytes[i]);
}

static void log_memory(const char *when, int t, int s, int my_depth, const uint64_t *args)
{
    char u[40], hex[5][65];
    uuid_text(tables[t].uuid, u);
    for (int i = 0; i < 5; i++)
        peek(args[i], hex[i]);
    log_line("{\"event\": \"slot_memory\", \"when\": \"%s\", \"table\": \"%s\", \"slot\": %d, \"depth\": %d, "
             "\"bytes\": [\"%s\", \"%s\", \"%s\", \"%s\", \"%s\"]}", when, u, s, my_depth,
             hex[0], hex[1], hex[2], hex[3], hex[4]);
}

/* `caller`: the return address the wrapper was given, i.e. inside whoever called the slot */
static uint64_t call_slot(int t, int s, const void *caller, uint64_t a, uint64_t b, uint64_t c, uint64_t d,
                          uint64_t e, uint64_t f)
{
    char u[40], who[320];
    uuid_text(tables[t].uuid, u);
    caller_fields(caller, who, sizeof who);
    int my_depth = depth++;
    log_line("{\"event\": \"slot\", \"table\": \"%s\", \"slot\": %d, \"depth\": %d, %s, \"args\": "
             "[\"%#lx\", \"%#lx\", \"%#lx\", \"%#lx\", \"%#lx\"]}", u, s, my_depth, who,
             (unsigned long)a, (unsigned long)b, (unsigned long)c, (unsigned long)d, (unsigned long)e);
    const uint64_t args[5] = {a, b, c, d, e};
    log_memory("before", t, s, my_depth, args);
    uint64_t r = tables[t].real[s](a, b, c, d, e, f);
    log_memory("after", t, s, my_depth, args);
    depth--;
    log_line("{\"event\": \"slot_return\", \"table\": \"%s\", \"slot\": %d, \"depth\": %d, \"ret\": \"%#lx\"}",
             u, s, my_depth, (unsigned long)r);
    return r;
}

/* one wrapper per (table, slot): MAX_TABLES x MAX_SLOTS functions; each takes its own
   return address (call_slot's would be the wrapper's) */
#define SLOTS(X, t) X(t, 0) X(t, 1) X(t, 2) X(t, 3) X(t, 4) X(t, 5) X(t, 6) X(t, 7) X(t, 8) X(t, 9) X(t, 10) X(t, 11) X(t, 12) X(t, 13) X(t, 14) X(t, 15) X(t, 16) X(t, 17) X(t, 18) X(t, 19) X(t, 20) X(t, 21) X(t, 22) X(t, 23) X(t, 24) X(t, 25) X(t, 26) X(t, 27) X(t, 28) X(t, 29) X(t, 30) X(t, 31) X(t, 32) X(t, 33) X(t, 34) X(t, 35) X(t, 36) X(t, 37) X(t, 38) X(t, 39) X(t, 40) X(t, 41) X(t, 42) X(t, 43) X(t, 44) X(t, 45) X(t, 46) X(t, 47) X(t, 48) X(t, 49) X(t, 50) X(t, 51) X(t, 52) X(t, 53) X(t, 54) X(t, 55) X(t, 56) X(t, 57) X(t, 58) X(t, 59) X(t, 60) X(t, 61) X(t, 62) X(t, 63) X(t, 64) X(t, 65) X(t, 66) X(t, 67) X(t, 68) X(t, 69) X(t, 70) X(t, 71) X(t, 72) X(t, 73) X(t, 74) X(t, 75) X(t, 76) X(t, 77) X(t, 78) X(t, 79) X(t, 80) X(t, 81) X(t, 82) X(t, 83) X(t, 84) X(t, 85) X(t, 86) X(t, 87) X(t, 88) X(t, 89) X(t, 90) X(t, 91) X(t, 92) X(t, 93) X(t, 94) X(t, 95)
#define TABLES(Y) Y(0) Y(1) Y(2) Y(3) Y(4) Y(5) Y(6) Y(7) Y(8) Y(9) Y(10) Y(11) Y(12) Y(13) Y(14) Y(15) Y(16) Y(17) Y(18) Y(19) Y(20) Y(21) Y(22) Y(23) Y(24) Y(25) Y(26) Y(27) Y(28) Y(29) Y(30) Y(31)
#define WRAPPER(t, s) static uint64_t w_##t##_##s(uint64_t a, uint64_t b, uint64_t c, uint64_t d, \
    uint64_t e, uint64_t f) { return call_slot(t, s, __builtin_return_address(0), a, b, c, d, e, f); }
#define TABLE_WRAPPERS(t) SLOTS(WRAPPER, t)
TABLES(TABLE_WRAPPERS)
#define ADDRESS(t, s) (slot_fn)w_##t##_##s,
#define TABLE_ADDRESSES(t) {SLOTS(ADDRESS, t)},
static const slot_fn wrappers[MAX_TABLES][MAX_SLOTS] = {TABLES(TABLE_ADDRESSES)};

static void wrap_table(const unsigned char *uuid, void **table, char *u)
{
    for (int t = 0; t < table_count; t++)
        if (tables[t].table == table)
            return;   /* asked again: wrapped already */
    int cls = memcmp(uuid, cls_uuid, 16) == 0;
    uintptr_t size = (uintptr_t)table[0];
    int length = cls ? 4 : (size % sizeof(void *) == 0 && size / sizeof(void *) <= MAX_SLOTS) ? (int)(size / sizeof(void *)) : 0;
    if (!length || table_count == MAX_TABLES) {
        log_line("{\"event\": \"unwrapped\", \"table\": \"%s\", \"slot0\": \"%#lx\"}", u, (unsigned long)size);
        return;
    }
    int t = table_count++;
    memcpy(tables[t].uuid, uuid, 16);
    tables[t].table = table;
    long page = sysconf(_SC_PAGESIZE);
    uintptr_t first = (uintptr_t)table & ~(uintptr_t)(page - 1);
    uintptr_t last = ((uintptr_t)(table + length) + page - 1) & ~(uintptr_t)(page - 1);
    if (mprotect((void *)first, last - first, PROT_READ | PROT_WRITE) != 0) {
        log_line("{\"event\": \"unwrapped\", \"table\": \"%s\", \"why\": \"mprotect failed\"}", u);
        return;
    }
    int integrity = memcmp(uuid, integrity_uuid, 16) == 0;
    for (int s = cls ? 0 : 1; s < length; s++) {
        if (!table[s] || (integrity && s == 1))
            continue;
        tables[t].real[s] = (slot_fn)table[s];
        table[s] = (void *)wrappers[t][s];
    }
}

__attribute__((visibility("default"))) int cuGetExportTable(const void **out, const unsigned char *uuid)
{
    const void *caller = __builtin_return_address(0);
    get_export_table_fn real = (get_export_table_fn)real_symbol("cuGetExportTable");
    int status = real(out, uuid);
    char u[40], who[320];
    uuid_text(uuid, u);
    caller_fields(caller, who, sizeof who);
    if (status == 0 && out && *out) {
        void **table = (void **)*out;
        log_line("{\"event\": \"table\", \"table\": \"%s\", \"status\": %d, \"slot0\": \"%#lx\", %s}", u,
                 status, (unsigned long)(uintptr_t)table[0], who);
        wrap_table(uuid, table, u);
    } else {
        log_line("{\"event\": \"table\", \"table\": \"%s\", \"status\": %d, %s}", u, status, who);
    }
    return status;
}

__attribute__((visibility("default"))) int cuGetProcAddress_v2(const char *symbol, void **pfn, int version,
                                                               uint64_t flags, int *symbol_status);
__attribute__((visibility("default"))) int cuGetProcAddress(const char *symbol, void **pfn, int version, uint64_t flags);

/* the real entry points the runtime gets are swapped for ours, so later lookups and
   table requests made through them are logged too */
static int log_proc(const void *caller, const char *symbol, void **pfn, int version, uint64_t flags, int status,
                    int symbol_status)
{
    char who[320];
    caller_fields(caller, who, sizeof who);
    log_line("{\"event\": \"proc\", \"symbol\": \"%s\", \"version\": %d, \"flags\": %lu, \"status\": %d, "
             "\"symbol_status\": %d, %s}", symbol ? symbol : "", version, (unsigned long)flags, status, symbol_status,
             who);
    if (status == 0 && pfn && *pfn) {
        if (*pfn == real_symbol("cuGetExportTable"))
            *pfn = (void *)cuGetExportTable;
        else if (*pfn == real_symbol("cuGetProcAddress_v2"))
            *pfn = (void *)cuGetProcAddress_v2;
        else if (*pfn == real_symbol("cuGetProcAddress"))
            *pfn = (void *)cuGetProcAddress;
    }
    return status;
}

__attribute__((visibility("default"))) int cuGetProcAddress_v2(const char *symbol, void **pfn, int version,
                                                               uint64_t flags, int *symbol_status)
{
    get_proc_address_fn real = (get_proc_address_fn)real_symbol("cuGetProcAddress_v2");
    const void *caller = __builtin_return_address(0);
    int status = real(symbol, pfn, version, flags, symbol_status);
    return log_proc(caller, symbol, pfn, version, flags, status, symbol_status ? *symbol_status : -1);
}

__attribute__((visibility("default"))) int cuGetProcAddress(const char *symbol, void **pfn, int version, uint64_t flags)
{
    const void *caller = __builtin_return_address(0);
    get_proc_address_v1_fn real = (get_proc_address_v1_fn)real_symbol("cuGetProcAddress");
    return log_proc(caller, symbol, pfn, version, flags, real(symbol, pfn, version, flags), -1);
}

/* the real library's other functions (LOGGER_FORWARDS names the list that
   build_export_table_logger.sh writes): each is a jump through a pointer filled when the
   logger starts, so any signature passes through as it came */
#ifdef LOGGER_FORWARDS
#include LOGGER_FORWARDS
#define FORWARD_POINTER(name) __attribute__((visibility("hidden"), used)) void *forward_##name;
LOGGER_FORWARD_LIST(FORWARD_POINTER)
#define FORWARD_JUMP(name) __asm__(".text\n.globl " #name "\n.type " #name ", @function\n" #name ":\n" \
                                   "\tjmp *forward_" #name "(%rip)\n.size " #name ", .-" #name "\n");
LOGGER_FORWARD_LIST(FORWARD_JUMP)
#define FORWARD_RESOLVE(name) forward_##name = dlsym(real_lib, #name);
static void resolve_forwards(void) { LOGGER_FORWARD_LIST(FORWARD_RESOLVE) }
#else
static void resolve_forwards(void) {}
#endif

/* before the program's first call of a forwarded function */
__attribute__((constructor)) static void start_at_load(void)
{
    pthread_once(&once, start);
}

#define FORWARD(name, params, args) \
    __attribute__((visibility("default"))) int name params { \
        int (*real) params = (int (*) params)real_symbol(#name); return real args; }
FORWARD(cuInit, (unsigned flags), (flags))
FORWARD(cuDriverGetVersion, (int *version), (version))
