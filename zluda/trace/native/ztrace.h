/* Recorder shared by the generated interposer libraries (libzluda_trace_core.so).
 *
 * One raw trace file per process, mapped MAP_SHARED: a record written before a crash
 * is in the page cache and survives the process. Records are variable-sized and
 * 8-byte aligned; zluda/trace/rawfile.py reads this format (keep them in step).
 *
 * File:   [header, ZT_HEADER_SIZE bytes][record][record]...
 * Record: [zt_rec][u64 args[nargs]][extras...]
 * Extra:  [u16 tag][u16 arg index][u32 payload length][payload, padded to 8]
 */
#ifndef ZTRACE_H
#define ZTRACE_H

#include <stddef.h>
#include <stdint.h>

#define ZT_FILE_MAGIC "ZTRACE01"
#define ZT_REC_MAGIC 0x5A545243u
#define ZT_HEADER_SIZE 4096
#define ZT_STR_MAX 128

enum { ZT_STATE_RESERVED = 0, ZT_STATE_STARTED = 1, ZT_STATE_DONE = 2 };
enum { ZT_FLAG_UNRESOLVED = 1 };  /* the real library lacks this function */
enum { ZT_TAG_OUT = 1, ZT_TAG_STR = 2, ZT_TAG_D2H = 3, ZT_TAG_MODULE = 4, ZT_TAG_STRUCT = 5,
       ZT_TAG_RETSTR = 6 };
enum { ZT_D2H_PENDING = 0, ZT_D2H_DONE = 1, ZT_D2H_SKIPPED = 2 };

typedef struct {
    char magic[8];
    uint32_t version, pid;
    uint64_t used;        /* bytes of the file in use (atomic) */
    uint64_t seq;         /* last sequence number handed out (atomic) */
    uint64_t dropped;     /* calls not recorded because the file was full (atomic) */
    uint64_t capacity;
    uint64_t t0_mono_ns, t0_real_ns;
    uint32_t ppid, capture_bytes;
    char layout_hash[32];
} zt_file_header;

typedef struct {
    uint32_t magic, size;
    uint64_t seq, parent;
    uint64_t t_start_ns, dur_ns;
    int64_t ret;
    uint32_t tid;
    uint16_t fn;
    uint8_t nargs;
    volatile uint8_t state;
    uint32_t depth;
    uint16_t flags, nextra;
} zt_rec;  /* 64 bytes */

typedef struct {
    zt_rec *rec;
    uint8_t *extra;       /* where the next extra goes */
    uint64_t seq, parent, t0;
    uint32_t depth;
} zt_call;

typedef struct {
    uint32_t state, crc;
    uint64_t nbytes, captured;
} zt_d2h_payload;

/* the interposers call these */
int zt_enabled(void);
size_t zt_str_size(const char *s);
size_t zt_d2h_size(size_t nbytes);
void zt_begin(zt_call *c, uint16_t fn, uint8_t nargs, const uint64_t *args, size_t extra);
void zt_started(zt_call *c);
void zt_end(zt_call *c, int64_t ret, uint16_t flags);
void zt_put_out(zt_call *c, uint16_t idx, const void *ptr, uint32_t size);
void zt_put_str(zt_call *c, uint16_t idx, const char *s);
void zt_put_retstr(zt_call *c, const char *s);
void zt_put_struct(zt_call *c, uint16_t idx, const void *p, uint32_t size);
zt_d2h_payload *zt_put_d2h(zt_call *c, uint16_t idx, size_t nbytes);
void zt_d2h_now(zt_d2h_payload *d, const void *src, size_t nbytes);
void zt_d2h_defer(zt_d2h_payload *d, const void *src, size_t nbytes, uint64_t stream);
void zt_d2h_skip(zt_d2h_payload *d);
void zt_sync_point(int all, uint64_t stream);
void zt_module(zt_call *c, const void *image);
uint32_t zt_crc32(uint32_t crc, const void *data, size_t n);

/* real library handles and cuGetProcAddress mapping */
typedef struct {
    const char *key, *soname;
    unsigned count;
    const char *const *symbols;
    void *const *wrappers;
    void **real;          /* resolved lazily; (void*)1 = missing */
} zt_library;
void *zt_real_handle(const zt_library *lib);
void *zt_resolve(const zt_library *lib, unsigned i);
void zt_register_library(const zt_library *lib);
void *zt_map_proc(void *real_fn);

static inline void *zt_real(const zt_library *lib, unsigned i) {
    void *p = __atomic_load_n(&lib->real[i], __ATOMIC_ACQUIRE);
    if (__builtin_expect(p == 0, 0)) p = zt_resolve(lib, i);
    return p == (void *)1 ? 0 : p;
}

#endif
