/* Texture and surface instructions of translated kernels: tex, tld4, txq, suld, sust, sured,
 * suq. A texture or surface object's 64-bit handle is the address of a `zt_object` that the
 * runtime filled in (zluda/runtime/textures.py keeps the same layout); kernels call these
 * functions with the handle, the instruction's shape (see the OP_ bit fields) and the raw
 * bits of its coordinates.
 *
 * Linear filtering follows NVIDIA's texture units bit for bit (recorded on the GPU:
 * workloads/samples/texture_sweep.cu, tests/runtime/test_texture_sweep.py):
 *  - coordinates become fixed point (normalised ones truncated to 21 fractional bits, then
 *    scaled exactly); wrap and mirror reduce the normalised value to its period and map
 *    texel indices, not the coordinate; clamp keeps it between the outer texel centres;
 *  - the fraction below a texel centre becomes an 8-bit weight, rounded half up;
 *  - 2-D corner weights: the product of the two weights rounded (half up) for the upper
 *    corner, the others its complements; 3-D: every x-z product rounded, then split over
 *    y, ties up where x is the upper texel and down where it is the lower;
 *  - 1-D fetches read a one-row 2-D texture at y = 0 (border mode gives the row above
 *    half the weight);
 *  - float texels: the weighted sum rounded once to float, ties away from zero; normalised
 *    integer texels: 16-bit fixed point (8-bit channels widened by 257), the sum rounded
 *    half up to an integer, then divided by the format's maximum;
 *  - the border colour is converted to the format and kept to its channels. */
#include <math.h>
#include <stdint.h>
#include <string.h>

enum { KIND_SIGNED = 0, KIND_UNSIGNED = 1, KIND_FLOAT = 2 };
enum { ADDR_WRAP = 0, ADDR_CLAMP = 1, ADDR_MIRROR = 2, ADDR_BORDER = 3 };

typedef struct zt_object {
    uint8_t *base;
    int64_t pitch;        /* bytes from one row to the next */
    int64_t slice;        /* bytes from one 2-D slice (depth or layer) to the next */
    int32_t width, height, depth, layers;   /* texels; 1 where the geometry has no such axis */
    int32_t channels, channel_bytes, kind, texel_bytes;
    int32_t address[3];
    int32_t filter;            /* 0 point, 1 linear */
    int32_t normalized_read;   /* cudaReadModeNormalizedFloat on an integer format */
    int32_t normalized_coords;
    int32_t srgb;
    int32_t linear;            /* 1-D linear memory: read by integer index, zeros outside */
    float border[4];
    int32_t queries[16];       /* what txq / suq answer, by OP query number */
    int32_t levels;            /* mipmap levels: 1 unless the resource is a mipmapped array */
    int32_t mipmap_linear;     /* blend the two nearest levels */
    float level_bias, level_min, level_max;
    const struct zt_object *level;   /* the records of levels 1, 2, ... */
} zt_object;

/* op fields */
#define OP_GEOMETRY(op) ((op) & 0xF)          /* 0 1d 1 2d 2 3d 3 a1d 4 a2d 5 cube 6 acube 7 2dms 8 a2dms */
#define OP_INT_COORDS(op) (((op) >> 4) & 1)   /* .s32 coordinates */
#define OP_DTYPE(op) (((op) >> 5) & 3)        /* 0 f32 1 s32 2 u32 3 f16 */
#define OP_COMPONENT(op) (((op) >> 8) & 3)    /* tld4: r g b a */
#define OP_CLAMP(op) (((op) >> 4) & 3)        /* surfaces: 0 trap 1 clamp 2 zero */
#define OP_ELEMENT(op) (((op) >> 8) & 0xF)    /* surfaces: bytes of one element */
#define OP_VECTOR(op) (((op) >> 12) & 0xF)    /* surfaces: elements */
#define OP_REDUCTION(op) (((op) >> 16) & 0xF) /* sured: 0 add 1 min 2 max 3 and 4 or */
#define OP_SIGNED(op) (((op) >> 20) & 1)      /* sured: .s32/.s64 */
#define OP_INTEGER_DATA(op) (((op) >> 21) & 1) /* sust.p: .b32/.u32/.s32 values, not .f32 */

enum { G_1D, G_2D, G_3D, G_A1D, G_A2D, G_CUBE, G_ACUBE, G_2DMS, G_A2DMS };

static inline float as_float(uint32_t bits) {
    float f;
    memcpy(&f, &bits, 4);
    return f;
}

static inline uint32_t as_bits(float f) {
    uint32_t u;
    memcpy(&u, &f, 4);
    return u;
}

static inline float half_to_float(uint16_t h) {
    _Float16 v;
    memcpy(&v, &h, 2);
    return (float)v;
}

static inline uint16_t float_to_half(float f) {
    _Float16 v = (_Float16)f;
    uint16_t h;
    memcpy(&h, &v, 2);
    return h;
}

/* ------------------------------------------------------------------ texels */

static inline const uint8_t *texel_at(const zt_object *t, int x, int y, int z) {
    return t->base + (int64_t)z * t->slice + (int64_t)y * t->pitch + (int64_t)x * t->texel_bytes;
}

/* The GPU's sRGB decoding of each 8-bit value: the high 16 bits of the float it reads
   (texture_queries.cu prints the table; workloads/samples/data/texture_queries_gpu_stdout.txt
   is the H200's, which the samples test compares whole). It is a table in the hardware
   too: 14 entries are one 8-bit step off the nearest rounding of the sRGB curve. */
static const uint16_t SRGB_DECODED[256] = {
    0x0000, 0x39a0, 0x3a20, 0x3a70, 0x3aa0, 0x3ac8, 0x3af0, 0x3b0c, 0x3b20, 0x3b34, 0x3b48, 0x3b5c,
    0x3b70, 0x3b84, 0x3b90, 0x3b9c, 0x3baa, 0x3bb8, 0x3bc6, 0x3bd6, 0x3be6, 0x3bf6, 0x3c03, 0x3c0c,
    0x3c16, 0x3c1f, 0x3c29, 0x3c34, 0x3c3e, 0x3c49, 0x3c55, 0x3c60, 0x3c6c, 0x3c7a, 0x3c83, 0x3c8a,
    0x3c91, 0x3c98, 0x3c9f, 0x3ca6, 0x3cae, 0x3cb6, 0x3cbe, 0x3cc6, 0x3cce, 0x3cd7, 0x3ce0, 0x3ce9,
    0x3cf2, 0x3cfc, 0x3d03, 0x3d08, 0x3d0d, 0x3d12, 0x3d17, 0x3d1c, 0x3d22, 0x3d28, 0x3d2d, 0x3d33,
    0x3d39, 0x3d3f, 0x3d45, 0x3d4c, 0x3d52, 0x3d58, 0x3d60, 0x3d66, 0x3d6c, 0x3d74, 0x3d7a, 0x3d81,
    0x3d85, 0x3d88, 0x3d8c, 0x3d90, 0x3d94, 0x3d98, 0x3d9c, 0x3da0, 0x3da4, 0x3da9, 0x3dad, 0x3db1,
    0x3db6, 0x3dba, 0x3dbf, 0x3dc3, 0x3dc8, 0x3dcd, 0x3dd1, 0x3dd6, 0x3ddb, 0x3de0, 0x3de5, 0x3dea,
    0x3df0, 0x3df4, 0x3dfa, 0x3e00, 0x3e02, 0x3e05, 0x3e08, 0x3e0b, 0x3e0e, 0x3e11, 0x3e14, 0x3e17,
    0x3e1a, 0x3e1d, 0x3e20, 0x3e23, 0x3e26, 0x3e29, 0x3e2c, 0x3e30, 0x3e33, 0x3e36, 0x3e3a, 0x3e3d,
    0x3e40, 0x3e44, 0x3e47, 0x3e4b, 0x3e4e, 0x3e52, 0x3e56, 0x3e59, 0x3e5d, 0x3e61, 0x3e65, 0x3e68,
    0x3e6c, 0x3e70, 0x3e74, 0x3e78, 0x3e7c, 0x3e80, 0x3e82, 0x3e84, 0x3e86, 0x3e88, 0x3e8a, 0x3e8d,
    0x3e8f, 0x3e91, 0x3e93, 0x3e95, 0x3e98, 0x3e9a, 0x3e9c, 0x3e9e, 0x3ea1, 0x3ea3, 0x3ea5, 0x3ea8,
    0x3eaa, 0x3ead, 0x3eaf, 0x3eb2, 0x3eb4, 0x3eb6, 0x3eb9, 0x3ebc, 0x3ebe, 0x3ec1, 0x3ec3, 0x3ec6,
    0x3ec8, 0x3ecb, 0x3ece, 0x3ed1, 0x3ed3, 0x3ed6, 0x3ed9, 0x3edb, 0x3ede, 0x3ee1, 0x3ee4, 0x3ee7,
    0x3eea, 0x3eed, 0x3ef0, 0x3ef2, 0x3ef6, 0x3ef8, 0x3efc, 0x3efe, 0x3f01, 0x3f02, 0x3f04, 0x3f05,
    0x3f07, 0x3f09, 0x3f0a, 0x3f0c, 0x3f0d, 0x3f0f, 0x3f11, 0x3f12, 0x3f14, 0x3f16, 0x3f17, 0x3f19,
    0x3f1b, 0x3f1c, 0x3f1e, 0x3f20, 0x3f21, 0x3f23, 0x3f25, 0x3f27, 0x3f29, 0x3f2a, 0x3f2c, 0x3f2e,
    0x3f30, 0x3f32, 0x3f33, 0x3f35, 0x3f37, 0x3f39, 0x3f3b, 0x3f3d, 0x3f3f, 0x3f41, 0x3f43, 0x3f45,
    0x3f47, 0x3f49, 0x3f4b, 0x3f4d, 0x3f4f, 0x3f51, 0x3f53, 0x3f55, 0x3f57, 0x3f59, 0x3f5b, 0x3f5d,
    0x3f5f, 0x3f61, 0x3f63, 0x3f65, 0x3f68, 0x3f6a, 0x3f6c, 0x3f6e, 0x3f70, 0x3f72, 0x3f74, 0x3f76,
    0x3f7a, 0x3f7c, 0x3f7e, 0x3f80,
};

static inline float srgb_decoded(uint8_t byte) { return as_float((uint32_t)SRGB_DECODED[byte] << 16); }

/* formats other than 8-bit unsigned (not recorded): the curve, to the table's precision */
static inline float srgb_to_linear(float c) {
    float v = c <= 0.04045f ? c / 12.92f : powf((c + 0.055f) / 1.055f, 2.4f);
    if (v < 0x1p-7f) return rintf(v * 0x1p14f) * 0x1p-14f;
    uint32_t bits = as_bits(v);
    bits += 0x7FFFu + ((bits >> 16) & 1u);
    return as_float(bits & 0xFFFF0000u);
}

/* one texel as four floats, by read mode (missing channels read as zero) */
static void texel_float(const zt_object *t, const uint8_t *p, float out[4]) {
    out[0] = out[1] = out[2] = out[3] = 0.0f;
    for (int c = 0; c < t->channels; c++) {
        const uint8_t *q = p + c * t->channel_bytes;
        float v;
        if (t->kind == KIND_FLOAT) {
            v = t->channel_bytes == 4 ? as_float(*(const uint32_t *)q) : half_to_float(*(const uint16_t *)q);
        } else if (t->normalized_read) {
            if (t->kind == KIND_UNSIGNED)
                v = t->channel_bytes == 1 ? *q / 255.0f : *(const uint16_t *)q / 65535.0f;
            else {
                v = t->channel_bytes == 1 ? *(const int8_t *)q / 127.0f : *(const int16_t *)q / 32767.0f;
                if (v < -1.0f) v = -1.0f;
            }
            if (t->srgb && c < 3)
                v = t->channel_bytes == 1 && t->kind == KIND_UNSIGNED ? srgb_decoded(*q) : srgb_to_linear(v);
        } else {
            /* element type through a float destination: the integer's bits as they are */
            uint32_t bits = 0;
            memcpy(&bits, q, t->channel_bytes);
            v = as_float(bits);
        }
        out[c] = v;
    }
}

/* one texel as four 32-bit integers (element-type reads of integer formats) */
static void texel_int(const zt_object *t, const uint8_t *p, uint32_t out[4]) {
    out[0] = out[1] = out[2] = out[3] = 0;
    for (int c = 0; c < t->channels; c++) {
        const uint8_t *q = p + c * t->channel_bytes;
        uint32_t v;
        switch (t->channel_bytes) {
        case 1: v = t->kind == KIND_SIGNED ? (uint32_t)(int32_t) * (const int8_t *)q : *q; break;
        case 2: v = t->kind == KIND_SIGNED ? (uint32_t)(int32_t) * (const int16_t *)q : *(const uint16_t *)q; break;
        default: v = *(const uint32_t *)q; break;
        }
        out[c] = v;
    }
}

/* ------------------------------------------------------------------ addressing */

/* a texel index along an axis of n texels after the address mode; -1 for the border.
 * Wrap and mirror exist for normalised coordinates only: otherwise they clamp. */
static inline int address_index(int64_t i, int n, int mode, int normalized) {
    if (i >= 0 && i < n) return (int)i;
    if (mode == ADDR_BORDER) return -1;
    if (!normalized || mode == ADDR_CLAMP) return i < 0 ? 0 : n - 1;
    if (mode == ADDR_WRAP) {
        int64_t r = i % n;
        return (int)(r < 0 ? r + n : r);
    }
    int64_t period = 2 * (int64_t)n, r = i % period; /* mirror: 0..n-1, n-1..0, ... */
    if (r < 0) r += period;
    return (int)(r < n ? r : period - 1 - r);
}

/* Coordinates become fixed point with FRACTION_BITS bits below the texel (truncated), as
 * the texture unit makes them: a normalised coordinate is truncated to that many bits
 * first, then scaled by the size exactly; wrap and mirror reduce the normalised value to
 * its period. */
#define FRACTION_BITS 21
#define ONE ((int64_t)1 << FRACTION_BITS)

static inline int64_t fixed_point(float x) {
    if (x != x) return 0;
    if (x > 1e12f) x = 1e12f;
    if (x < -1e12f) x = -1e12f;
    return (int64_t)floor((double)x * (double)ONE);
}

static inline int64_t texel_coordinate(float x, int n, int normalized, int mode) {
    if (!normalized) {
        if (x != x) return 0;
        if (x > 1e9f) x = 1e9f;
        if (x < -1e9f) x = -1e9f;
        return fixed_point(x);
    }
    int64_t q = fixed_point(x);
    if (mode == ADDR_WRAP) {
        q &= ONE - 1;
    } else if (mode == ADDR_MIRROR) {
        /* one period of two: the texel indices are mirrored (address_index), the
         * coordinate and its weights are not */
        q &= 2 * ONE - 1;
    } else {
        /* far outside, clamp and border give the same answer as just outside */
        if (q > 4 * ONE) q = 4 * ONE;
        if (q < -4 * ONE) q = -4 * ONE;
    }
    return q * n;
}

/* linear filtering along one axis: the lower texel and the 8-bit weight of the upper one
 * (the fraction below the texel centre rounded to nearest, half up) */
static inline int64_t linear_axis(int64_t u, int *weight) {
    int64_t s = u - ONE / 2;
    int64_t i = s >> FRACTION_BITS;     /* floor */
    int64_t frac = s & (ONE - 1);
    int k = (int)((frac + ((int64_t)1 << (FRACTION_BITS - 9))) >> (FRACTION_BITS - 8));
    if (k == 256) {
        i++;
        k = 0;
    }
    *weight = k;
    return i;
}

/* ------------------------------------------------------------------ rounding */

/* the float next to finite f toward +inf (up) or -inf */
static inline float float_step(float f, int up) {
    uint32_t b = as_bits(f);
    if ((b & 0x7FFFFFFFu) == 0) return up ? 1e-45f : -1e-45f;
    return as_float(((b >> 31) == 0) == (up != 0) ? b + 1 : b - 1);
}

/* (hi + lo) / 256 rounded to float, ties away from zero (the texture unit's rounding) */
static float round_sum(double hi, double lo) {
    hi *= (1.0 / 256.0);
    lo *= (1.0 / 256.0);
    double s = hi + lo;
    double e = lo - (s - hi); /* Fast2Sum: |hi| >= |lo| is not needed for the sign test below */
    float f = (float)s;
    double r = (s - (double)f) + e;
    if (r > 0) {
        float g = float_step(f, 1);
        double gap = (double)g - (double)f;
        if (2 * r > gap || (2 * r == gap && f >= 0)) f = g;
    } else if (r < 0) {
        float g = float_step(f, 0);
        double gap = (double)f - (double)g;
        if (-2 * r > gap || (-2 * r == gap && f <= 0)) f = g;
    }
    return f;
}

/* exact sum of terms (each exact in double) as a hi/lo pair */
static inline void add_term(double *hi, double *lo, double term) {
    double s = *hi + term;
    double bp = s - *hi;
    double err = (*hi - (s - bp)) + (term - bp);
    *hi = s;
    *lo += err;
}

/* ------------------------------------------------------------------ sampling */

typedef struct {
    int layer;        /* slice of a layered resource or cube face */
    int dims;         /* 1, 2 or 3 filtered axes */
    int64_t u[3];     /* texel coordinates, FRACTION_BITS fixed point */
} sample_point;

/* Normalised-float reads of integer formats are filtered as 16-bit fixed point: an 8-bit
 * channel is widened to 16 bits (v * 257), the weighted sum rounded to an integer, then
 * divided by the format's maximum in float. */
static inline int widened_channel(const zt_object *t, const uint8_t *q) {
    if (t->kind == KIND_UNSIGNED) return t->channel_bytes == 1 ? *q * 257 : *(const uint16_t *)q;
    int v = t->channel_bytes == 1 ? *(const int8_t *)q * 258 : *(const int16_t *)q;
    return v < -32767 ? -32767 : v;
}

static inline float widened_to_float(const zt_object *t, int v) {
    float f = (float)v / (t->kind == KIND_UNSIGNED ? 65535.0f : 32767.0f);
    return f;
}

/* the border colour as a texel of the format would hold it */
static void border_widened(const zt_object *t, int out[4]) {
    for (int c = 0; c < 4; c++) {
        float b = c < t->channels ? t->border[c] : 0.0f;
        if (t->kind == KIND_UNSIGNED) {
            b = b != b ? 0 : b < 0 ? 0 : b > 1 ? 1 : b;
            int max = t->channel_bytes == 1 ? 255 : 65535;
            int v = (int)rintf(b * max);
            out[c] = t->channel_bytes == 1 ? v * 257 : v;
        } else {
            b = b != b ? 0 : b < -1 ? -1 : b > 1 ? 1 : b;
            int max = t->channel_bytes == 1 ? 127 : 32767;
            int v = (int)rintf(b * max);
            out[c] = t->channel_bytes == 1 ? v * 258 : v;
        }
    }
}

/* the texels a fetch reads and their weights in 1/256 (point sampling: one of 256) */
typedef struct {
    int count;
    int weight[8];
    int index[8][3];   /* -1 in any axis: the border */
} footprint;

/* 1-D fetches read a 2-D texture of one row at y = 0, so linear filtering gives half the
 * weight to the row above, which is the border in border mode */
static void footprint_of(const zt_object *t, const sample_point *p, footprint *f) {
    int n[3] = {t->width, t->height, t->depth};
    int dims = p->dims == 1 ? 2 : p->dims;
    int64_t u[3] = {p->u[0], p->dims == 1 ? 0 : p->u[1], p->u[2]};
    int normalized = t->normalized_coords;
    if (!t->filter) {
        f->count = 1;
        f->weight[0] = 256;
        for (int a = 0; a < 3; a++)
            f->index[0][a] = a < dims ? address_index(u[a] >> FRACTION_BITS, n[a], t->address[a], normalized) : 0;
        return;
    }
    int64_t lo[3] = {0, 0, 0};
    int k[3] = {0, 0, 0};
    for (int a = 0; a < dims; a++) {
        int64_t ua = u[a];
        if (t->address[a] == ADDR_CLAMP || (!normalized && t->address[a] != ADDR_BORDER)) {
            /* clamping keeps the coordinate between the outer texels' centres */
            int64_t lo_c = ONE / 2, hi_c = (int64_t)n[a] * ONE - ONE / 2;
            ua = ua < lo_c ? lo_c : ua > hi_c ? hi_c : ua;
        }
        lo[a] = linear_axis(ua, &k[a]);
    }
    /* corner weights: two axes the product of the weights rounded to 1/256 (ties up)
     * and its complements */
    int ab = (k[0] * k[1] + 128) >> 8;
    int *w = f->weight;
    if (dims == 2) {
        w[0] = 256 - k[0] - k[1] + ab;
        w[1] = k[0] - ab;
        w[2] = k[1] - ab;
        w[3] = ab;
    } else {
        /* three axes: each x-z weight is its product rounded to 1/256, then split over
         * y the same way; ties round up where x is the upper texel and down where it is
         * the lower one (so the weights still sum to 256) */
        for (int c = 0; c < 4; c++) {
            int upper_x = c & 1, upper_z = c >> 1, tie = upper_x ? 128 : 127;
            int w_xz = ((upper_x ? k[0] : 256 - k[0]) * (upper_z ? k[2] : 256 - k[2]) + tie) >> 8;
            int upper_y = (w_xz * k[1] + tie) >> 8;
            int corner = upper_x | upper_z << 2;   /* x bit 0, y bit 1, z bit 2 */
            w[corner | 2] = upper_y;
            w[corner] = w_xz - upper_y;
        }
    }
    f->count = 1 << dims;
    for (int c = 0; c < f->count; c++)
        for (int a = 0; a < 3; a++)
            f->index[c][a] = a < dims ? address_index(lo[a] + ((c >> a) & 1), n[a], t->address[a], normalized) : 0;
}

static inline int at_border(const int idx[3]) { return idx[0] < 0 || idx[1] < 0 || idx[2] < 0; }

/* one texel (or the border) as floats, by read mode */
static void texel_or_border(const zt_object *t, const int idx[3], int layer, float out[4]) {
    if (!at_border(idx)) {
        texel_float(t, texel_at(t, idx[0], idx[1], idx[2] + layer), out);
    } else if (t->kind != KIND_FLOAT && t->normalized_read) {
        int v[4];
        border_widened(t, v);
        for (int ch = 0; ch < 4; ch++) out[ch] = ch < t->channels ? widened_to_float(t, v[ch]) : 0.0f;
    } else {
        for (int ch = 0; ch < 4; ch++) out[ch] = ch < t->channels ? t->border[ch] : 0.0f;
    }
}

/* normalised reads of integer formats: 16-bit fixed point texels, 8-bit weights */
static void filter_fixed(const zt_object *t, const footprint *f, int layer, float out[4]) {
    int64_t acc[4] = {0, 0, 0, 0};
    for (int c = 0; c < f->count; c++) {
        if (f->weight[c] == 0) continue;
        int v[4] = {0, 0, 0, 0};
        if (at_border(f->index[c]))
            border_widened(t, v);
        else {
            const uint8_t *q = texel_at(t, f->index[c][0], f->index[c][1], f->index[c][2] + layer);
            for (int ch = 0; ch < t->channels; ch++) v[ch] = widened_channel(t, q + ch * t->channel_bytes);
        }
        for (int ch = 0; ch < 4; ch++) acc[ch] += (int64_t)f->weight[c] * v[ch];
    }
    for (int ch = 0; ch < 4; ch++) {
        int64_t r = (acc[ch] + 128) >> 8;   /* to nearest, ties up (toward +inf) */
        out[ch] = ch < t->channels ? widened_to_float(t, (int)r) : 0.0f;
    }
}

/* the texels as floats (decoded by read mode), weighted, summed exactly, rounded once */
static void filter_float(const zt_object *t, const footprint *f, int layer, float out[4]) {
    double hi[4] = {0, 0, 0, 0}, lo[4] = {0, 0, 0, 0};
    int channels = t->channels;
    for (int c = 0; c < f->count; c++) {
        if (f->weight[c] == 0) continue;
        float v[4];
        if (at_border(f->index[c]))
            for (int ch = 0; ch < 4; ch++) v[ch] = ch < channels ? t->border[ch] : 0.0f;
        else
            texel_float(t, texel_at(t, f->index[c][0], f->index[c][1], f->index[c][2] + layer), v);
        for (int ch = 0; ch < channels; ch++) add_term(&hi[ch], &lo[ch], (double)f->weight[c] * (double)v[ch]);
    }
    for (int ch = 0; ch < 4; ch++) out[ch] = ch < channels ? round_sum(hi[ch], lo[ch]) : 0.0f;
}

/* The filter's exponent for a decoded sRGB value: the value's own, except that it moves
   up a binade before the decoded values do, at the bytes below (recorded on the H200:
   texture_queries.cu's srgb_pair_* lines, byte b filtered beside b-1, b-2 and b-3, pin the
   first byte of each exponent; the exponent -1 starts at byte 134, 135 or 136, and
   srgb_linear_17_* (136 beside 119) put it at 136 at the latest). */
static const struct { uint8_t byte; int8_t exponent; } SRGB_FILTER_EXPONENT_FROM[] = {
    {184, 0}, {136, -1}, {96, -2}, {64, -3}, {48, -4}, {32, -5},
};

static int srgb_filter_exponent(float largest) {
    int e;
    frexpf(largest, &e);                      /* largest = m * 2^e, m in [0.5, 1) */
    for (size_t i = 0; i < sizeof SRGB_FILTER_EXPONENT_FROM / sizeof SRGB_FILTER_EXPONENT_FROM[0]; i++)
        if (largest >= srgb_decoded(SRGB_FILTER_EXPONENT_FROM[i].byte))
            return e > SRGB_FILTER_EXPONENT_FROM[i].exponent ? e : SRGB_FILTER_EXPONENT_FROM[i].exponent;
    return e;
}

/* sRGB's r, g and b: each texel decoded, then cut (toward zero) to 8 significant bits of
   the largest one's filter exponent (srgb_filter_exponent), weighted with the 8-bit
   weights, and the sum rounded to 11 significant bits, ties up. Fitted to the H200's
   filtered values that texture_queries.cu and textures.cu record (pairs of every byte with
   its three predecessors, pairs at six fractions, a 2-D footprint). */
static void filter_srgb(const zt_object *t, const footprint *f, int layer, float out[4]) {
    float v[8][4];
    for (int c = 0; c < f->count; c++) {
        if (f->weight[c] == 0) continue;
        if (at_border(f->index[c]))
            for (int ch = 0; ch < 4; ch++) v[c][ch] = ch < t->channels ? t->border[ch] : 0.0f;
        else
            texel_float(t, texel_at(t, f->index[c][0], f->index[c][1], f->index[c][2] + layer), v[c]);
    }
    for (int ch = 0; ch < 3 && ch < t->channels; ch++) {
        float largest = 0.0f;
        for (int c = 0; c < f->count; c++)
            if (f->weight[c] != 0 && v[c][ch] > largest) largest = v[c][ch];
        if (!(largest > 0.0f)) {
            out[ch] = 0.0f;
            continue;
        }
        double step = ldexp(1.0, srgb_filter_exponent(largest) - 8);   /* 8 significant bits */
        int64_t sum = 0;
        for (int c = 0; c < f->count; c++)
            if (f->weight[c] != 0 && v[c][ch] > 0.0f)
                sum += (int64_t)f->weight[c] * (int64_t)floor(v[c][ch] / step);
        double value = (double)sum * step / 256.0;
        if (value > 0.0) {
            int ev;
            frexp(value, &ev);
            double unit = ldexp(1.0, ev - 11);   /* 11 significant bits */
            value = floor(value / unit + 0.5) * unit;
        }
        out[ch] = (float)value;
    }
}

static void sample_float(const zt_object *t, const sample_point *p, float out[4]) {
    footprint f;
    footprint_of(t, p, &f);
    if (f.count == 1) {   /* point sampling: the texel as it reads */
        texel_or_border(t, f.index[0], p->layer, out);
        return;
    }
    if (t->kind == KIND_FLOAT || !t->normalized_read) {
        filter_float(t, &f, p->layer, out);
        return;
    }
    filter_fixed(t, &f, p->layer, out);
    if (t->srgb) filter_srgb(t, &f, p->layer, out);   /* alpha stays as filtered above */
}

/* cube map direction -> face and the texel coordinates on it */
static void cube_point(const zt_object *t, float x, float y, float z, sample_point *p) {
    float ax = fabsf(x), ay = fabsf(y), az = fabsf(z), m, s, tc;
    int face;
    /* a tie between major axes goes to z, then y (the H200's choice for (0.5, 0.5, 0.5)) */
    if (az >= ax && az >= ay) {
        face = z >= 0 ? 4 : 5;
        m = az;
        s = z >= 0 ? x : -x;
        tc = -y;
    } else if (ay >= ax) {
        face = y >= 0 ? 2 : 3;
        m = ay;
        s = x;
        tc = y >= 0 ? z : -z;
    } else {
        face = x >= 0 ? 0 : 1;
        m = ax;
        s = x >= 0 ? -z : z;
        tc = -y;
    }
    p->layer += face;
    p->dims = 2;
    float u = m > 0 ? (s / m + 1.0f) * 0.5f : 0.5f, v = m > 0 ? (tc / m + 1.0f) * 0.5f : 0.5f;
    p->u[0] = texel_coordinate(u, t->width, 1, ADDR_CLAMP);
    p->u[1] = texel_coordinate(v, t->height, 1, ADDR_CLAMP);
}

static int layer_of(const zt_object *t, int32_t layer) {
    int n = t->layers > 0 ? t->layers : 1;
    return layer < 0 ? 0 : layer >= n ? n - 1 : layer;
}

/* the point an instruction's coordinates name: c[] are the raw bits in PTX order */
static void point_of(const zt_object *t, uint32_t op, const uint32_t c[4], sample_point *p) {
    int g = OP_GEOMETRY(op), ints = OP_INT_COORDS(op);
    int n[3] = {t->width, t->height, t->depth};
    const uint32_t *xyz = c;
    p->layer = 0;
    switch (g) {
    case G_1D: p->dims = 1; break;
    case G_2D: case G_2DMS: p->dims = 2; break;
    case G_3D: p->dims = 3; break;
    case G_A1D: p->dims = 1; p->layer = layer_of(t, (int32_t)c[0]); xyz = c + 1; break;
    case G_A2D: case G_A2DMS: p->dims = 2; p->layer = layer_of(t, (int32_t)c[0]); xyz = c + 1; break;
    case G_ACUBE: p->layer = 6 * layer_of(t, (int32_t)c[0] * 6 < 0 ? 0 : (int32_t)c[0]); xyz = c + 1; /* fall through */
    case G_CUBE:
        cube_point(t, as_float(xyz[0]), as_float(xyz[1]), as_float(xyz[2]), p);
        return;
    }
    if (g == G_2DMS || g == G_A2DMS) xyz = c + (g == G_A2DMS ? 2 : 1);
    for (int a = 0; a < p->dims; a++) {
        if (ints)
            p->u[a] = (int64_t)(int32_t)xyz[a] * ONE + ONE / 2;
        else
            p->u[a] = texel_coordinate(as_float(xyz[a]), n[a], t->normalized_coords, t->address[a]);
    }
}

/* ------------------------------------------------------------------ entry points */

static void deliver_float(uint32_t op, const float v[4], uint32_t out[4]) {
    for (int c = 0; c < 4; c++) {
        if (OP_DTYPE(op) == 3)
            out[c] = float_to_half(v[c]);
        else
            out[c] = as_bits(v[c]);
    }
}

/* one fetch from one mipmap level: four 32-bit results */
static void fetch_level(const zt_object *t, uint32_t op, const uint32_t c[4], uint32_t *out) {
    int integer_result = OP_DTYPE(op) == 1 || OP_DTYPE(op) == 2;
    if (t->linear) {
        /* linear memory: one row of texels, read by integer index; outside it reads zero */
        int64_t i = OP_INT_COORDS(op) ? (int32_t)c[0] : texel_coordinate(as_float(c[0]), t->width, 0, ADDR_CLAMP) >> FRACTION_BITS;
        if (i < 0 || i >= t->width) {
            out[0] = out[1] = out[2] = out[3] = 0;
            return;
        }
        if (integer_result || (t->kind != KIND_FLOAT && !t->normalized_read))
            texel_int(t, texel_at(t, i, 0, 0), out);
        else {
            float v[4];
            texel_float(t, texel_at(t, i, 0, 0), v);
            deliver_float(op, v, out);
        }
        return;
    }
    sample_point p;
    point_of(t, op, c, &p);
    if (integer_result || (t->kind != KIND_FLOAT && !t->normalized_read)) {
        /* element-type reads of integer texels: point sampled */
        int n[3] = {t->width, t->height, t->depth};
        int idx[3] = {0, 0, 0};
        for (int a = 0; a < p.dims; a++)
            idx[a] = address_index(p.u[a] >> FRACTION_BITS, n[a], t->address[a], t->normalized_coords);
        if (idx[0] < 0 || idx[1] < 0 || idx[2] < 0) {
            for (int k = 0; k < 4; k++) out[k] = (uint32_t)(int32_t)t->border[k];
            return;
        }
        texel_int(t, texel_at(t, idx[0], idx[1], idx[2] + p.layer), out);
        return;
    }
    float v[4];
    sample_float(t, &p, v);
    deliver_float(op, v, out);
}

static const zt_object *level_of(const zt_object *t, int l) {
    return l <= 0 || !t->level ? t : &t->level[(l < t->levels ? l : t->levels - 1) - 1];
}

/* tex: four 32-bit results (f16 destinations get the half in the low bits); `lod` is
 * tex.level's level of detail (0 for tex.base), used where the object has mipmap levels.
 * Level selection and blending follow the CUDA programming guide; they are not compared
 * with the GPU yet. */
void __zluda_tex(const zt_object *t, uint32_t op, uint32_t c0, uint32_t c1, uint32_t c2, uint32_t c3,
                 float lod, uint32_t *out) {
    uint32_t c[4] = {c0, c1, c2, c3};
    if (!t) { /* a texture reference nothing was bound to */
        out[0] = out[1] = out[2] = out[3] = 0;
        return;
    }
    if (t->levels <= 1) {
        fetch_level(t, op, c, out);
        return;
    }
    float top = t->level_max < (float)(t->levels - 1) ? t->level_max : (float)(t->levels - 1);
    float l = lod != lod ? 0.0f : lod + t->level_bias;
    l = l < t->level_min ? t->level_min : l;
    l = l > top ? top : l;
    l = l < 0 ? 0 : l;
    int integer_result = OP_DTYPE(op) == 1 || OP_DTYPE(op) == 2;
    if (!t->mipmap_linear || integer_result) {
        fetch_level(level_of(t, (int)floorf(l + 0.5f)), op, c, out);
        return;
    }
    int l0 = (int)floorf(l);
    int k = (int)floor((double)(l - (float)l0) * 256.0 + 0.5);
    uint32_t op_f32 = op & ~(3u << 5);
    uint32_t a[4], b[4];
    fetch_level(level_of(t, l0), op_f32, c, a);
    fetch_level(level_of(t, l0 + 1), op_f32, c, b);
    float v[4];
    for (int ch = 0; ch < 4; ch++) {
        double hi = 0, lo = 0;
        add_term(&hi, &lo, (double)(256 - k) * as_float(a[ch]));
        add_term(&hi, &lo, (double)k * as_float(b[ch]));
        v[ch] = round_sum(hi, lo);
    }
    deliver_float(op, v, out);
}

/* tex.grad: the level of detail from the coordinates' derivatives (dPdx then dPdy, three
 * each), the larger footprint in texels: log2 of its length */
void __zluda_tex_grad(const zt_object *t, uint32_t op, uint32_t c0, uint32_t c1, uint32_t c2, uint32_t c3,
                      const float *gradients, uint32_t *out) {
    float lod = 0.0f;
    if (t && t->levels > 1) {
        float size[3] = {(float)t->width, (float)t->height, (float)t->depth};
        float longest = 0.0f;
        for (int g = 0; g < 2; g++) {
            float sum = 0.0f;
            for (int a = 0; a < 3; a++) {
                float d = gradients[3 * g + a] * (t->normalized_coords ? size[a] : 1.0f);
                sum += d * d;
            }
            longest = sum > longest ? sum : longest;
        }
        lod = longest > 0 ? 0.5f * log2f(longest) : -INFINITY;
    }
    __zluda_tex(t, op, c0, c1, c2, c3, lod, out);
}


/* tld4: one component of the four texels a bilinear fetch would read, in the order
 * (i, j+1), (i+1, j+1), (i+1, j), (i, j) */
void __zluda_tld4(const zt_object *t, uint32_t op, uint32_t c0, uint32_t c1, uint32_t c2, uint32_t c3,
                  uint32_t *out) {
    uint32_t c[4] = {c0, c1, c2, c3};
    if (!t) {
        out[0] = out[1] = out[2] = out[3] = 0;
        return;
    }
    sample_point p;
    point_of(t, op, c, &p);
    int n[3] = {t->width, t->height, 1};
    int k;
    int64_t i = linear_axis(p.u[0], &k), j = linear_axis(p.u[1], &k);
    static const int DX[4] = {0, 1, 1, 0}, DY[4] = {1, 1, 0, 0};
    int comp = OP_COMPONENT(op);
    int integer_result = OP_DTYPE(op) == 1 || OP_DTYPE(op) == 2;
    for (int q = 0; q < 4; q++) {
        int idx[3] = {address_index(i + DX[q], n[0], t->address[0], t->normalized_coords),
                      address_index(j + DY[q], n[1], t->address[1], t->normalized_coords), 0};
        if (integer_result) {
            uint32_t v[4];
            if (idx[0] < 0 || idx[1] < 0)
                v[comp] = (uint32_t)(int32_t)t->border[comp];
            else
                texel_int(t, texel_at(t, idx[0], idx[1], p.layer), v);
            out[q] = v[comp];
        } else {
            float v[4];
            texel_or_border(t, idx, p.layer, v);
            out[q] = OP_DTYPE(op) == 3 ? float_to_half(v[comp]) : as_bits(v[comp]);
        }
    }
}

/* txq / suq: the answer the runtime stored for query number q */
int32_t __zluda_txq(const zt_object *t, uint32_t q) { return t && q < 16 ? t->queries[q] : 0; }

/* ------------------------------------------------------------------ surfaces */

/* .trap outside the surface: an invalid memory access, as on the GPU, which the fault
 * guard turns into cudaErrorIllegalAddress (it takes only faults the CPU raised, not
 * raise()d signals) */
static void trap_access(void) {
    volatile uintptr_t invalid = 8;
    *(volatile uint32_t *)invalid = 0;
}

/* the byte address of a surface access, or NULL when it is outside and dropped/zero;
 * x is in bytes, y and z (or the layer) in texels */
static uint8_t *surface_address(const zt_object *s, uint32_t op, const uint32_t c[4], int bytes) {
    if (!s) return NULL;   /* a surface reference nothing was bound to */
    int g = OP_GEOMETRY(op);
    int32_t x, y = 0, z = 0;
    switch (g) {
    case G_1D: x = (int32_t)c[0]; break;
    case G_2D: x = (int32_t)c[0]; y = (int32_t)c[1]; break;
    case G_3D: x = (int32_t)c[0]; y = (int32_t)c[1]; z = (int32_t)c[2]; break;
    case G_A1D: z = (int32_t)c[0]; x = (int32_t)c[1]; break;
    default: z = (int32_t)c[0]; x = (int32_t)c[1]; y = (int32_t)c[2]; break;
    }
    int32_t row = s->width * s->texel_bytes;
    int32_t zs = g == G_3D ? s->depth : (s->layers > 0 ? s->layers : 1);
    int outside = x < 0 || x + bytes > row || y < 0 || y >= s->height || z < 0 || z >= zs;
    if (outside) {
        switch (OP_CLAMP(op)) {
        case 1:
            x = x < 0 ? 0 : x + bytes > row ? row - bytes : x;
            y = y < 0 ? 0 : y >= s->height ? s->height - 1 : y;
            z = z < 0 ? 0 : z >= zs ? zs - 1 : z;
            break;
        case 2: return NULL;
        default: trap_access(); return NULL;
        }
    }
    return s->base + (int64_t)z * s->slice + (int64_t)y * s->pitch + x;
}

/* suld.b: `vector` elements of `element` bytes each, zero-extended into 64-bit slots */
void __zluda_suld(const zt_object *s, uint32_t op, uint32_t c0, uint32_t c1, uint32_t c2, uint32_t c3,
                  uint64_t *out) {
    uint32_t c[4] = {c0, c1, c2, c3};
    int size = OP_ELEMENT(op), n = OP_VECTOR(op);
    const uint8_t *p = surface_address(s, op, c, size * n);
    for (int i = 0; i < n; i++) {
        uint64_t v = 0;
        if (p) memcpy(&v, p + i * size, size);
        out[i] = v;
    }
}

/* sust.b: the low `element` bytes of each 64-bit slot */
void __zluda_sust(const zt_object *s, uint32_t op, uint32_t c0, uint32_t c1, uint32_t c2, uint32_t c3,
                  const uint64_t *in) {
    uint32_t c[4] = {c0, c1, c2, c3};
    int size = OP_ELEMENT(op), n = OP_VECTOR(op);
    uint8_t *p = surface_address(s, op, c, size * n);
    if (!p) return;
    for (int i = 0; i < n; i++) memcpy(p + i * size, &in[i], size);
}

/* sust.p: 32-bit values (.b32 as the format's element type, .f32 as floats) converted to
 * the surface's format, one per channel */
void __zluda_sust_p(const zt_object *s, uint32_t op, uint32_t c0, uint32_t c1, uint32_t c2, uint32_t c3,
                    const uint64_t *in) {
    uint32_t c[4] = {c0, c1, c2, c3};
    uint8_t *p = surface_address(s, op, c, s->texel_bytes);
    if (!p) return;
    int n = OP_VECTOR(op);
    int floats = !OP_INTEGER_DATA(op);
    for (int ch = 0; ch < s->channels && ch < n; ch++) {
        uint32_t bits = (uint32_t)in[ch];
        uint8_t *q = p + ch * s->channel_bytes;
        if (s->kind == KIND_FLOAT) {
            float f = floats ? as_float(bits) : (float)(int32_t)bits;
            if (s->channel_bytes == 4)
                memcpy(q, &f, 4);
            else {
                uint16_t h = float_to_half(f);
                memcpy(q, &h, 2);
            }
        } else if (floats) {
            float f = as_float(bits);
            int32_t v;
            if (s->kind == KIND_UNSIGNED) {
                float m = s->channel_bytes == 1 ? 255.0f : 65535.0f;
                f = f != f ? 0.0f : f < 0 ? 0 : f > 1 ? 1 : f;
                v = (int32_t)rintf(f * m);
            } else {
                float m = s->channel_bytes == 1 ? 127.0f : 32767.0f;
                f = f != f ? 0.0f : f < -1 ? -1 : f > 1 ? 1 : f;
                v = (int32_t)rintf(f * m);
            }
            memcpy(q, &v, s->channel_bytes);
        } else {
            memcpy(q, &bits, s->channel_bytes);
        }
    }
}

/* sured.b: an atomic reduction on one 32- or 64-bit element */
void __zluda_sured(const zt_object *s, uint32_t op, uint32_t c0, uint32_t c1, uint32_t c2, uint32_t c3,
                   uint64_t value) {
    uint32_t c[4] = {c0, c1, c2, c3};
    int size = OP_ELEMENT(op);
    uint8_t *p = surface_address(s, op, c, size);
    if (!p) return;
    int sgn = OP_SIGNED(op);
    if (size == 4) {
        uint32_t *q = (uint32_t *)p, v = (uint32_t)value, old = __atomic_load_n(q, __ATOMIC_RELAXED), nv;
        do {
            switch (OP_REDUCTION(op)) {
            case 0: nv = old + v; break;
            case 1: nv = sgn ? ((int32_t)old < (int32_t)v ? old : v) : (old < v ? old : v); break;
            case 2: nv = sgn ? ((int32_t)old > (int32_t)v ? old : v) : (old > v ? old : v); break;
            case 3: nv = old & v; break;
            default: nv = old | v; break;
            }
        } while (!__atomic_compare_exchange_n(q, &old, nv, 1, __ATOMIC_RELAXED, __ATOMIC_RELAXED));
    } else {
        uint64_t *q = (uint64_t *)p, v = value, old = __atomic_load_n(q, __ATOMIC_RELAXED), nv;
        do {
            switch (OP_REDUCTION(op)) {
            case 0: nv = old + v; break;
            case 1: nv = sgn ? ((int64_t)old < (int64_t)v ? old : v) : (old < v ? old : v); break;
            case 2: nv = sgn ? ((int64_t)old > (int64_t)v ? old : v) : (old > v ? old : v); break;
            case 3: nv = old & v; break;
            default: nv = old | v; break;
            }
        } while (!__atomic_compare_exchange_n(q, &old, nv, 1, __ATOMIC_RELAXED, __ATOMIC_RELAXED));
    }
}
