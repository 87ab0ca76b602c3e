// Textures and surfaces: CUDA arrays (1D, 2D, 3D, layered, cubemap) filled with
// cudaMemcpy2DToArray / cudaMemcpy3D / cudaMemcpyToArray, texture objects on arrays, on
// linear memory (1-D fetches by integer index, as FleX's kernels make them) and on pitched
// memory, every read mode, gathers (tld4), surface reads and writes
// with their boundary modes, the descriptor queries of the runtime, the driver API's
// arrays and objects, the legacy texture and surface references of a module, and
// mipmapped arrays.
//
// Point-sampled values are checked against the texels the host wrote. What the hardware
// defines beyond that (gathered components, filtered and sRGB values, cube faces, the
// missing channels of a fetch, the status of misuse) is printed as `VALUE name bits...`
// lines: the whole stdout is recorded on the GPU (record_textures_h200.sh) and the CPU
// backend must print the same. The device-side queries (txq, suq) are texture_queries.cu.
#include <cuda.h>

#include "common.h"

static uint32_t bits(float f) {
    uint32_t u;
    memcpy(&u, &f, 4);
    return u;
}

static void value4(const char* name, float4 v) {
    printf("VALUE %s %08x %08x %08x %08x\n", name, bits(v.x), bits(v.y), bits(v.z), bits(v.w));
}

// ------------------------------------------------------------------ kernels

__global__ void fetch_2d(cudaTextureObject_t t, const float2* at, float4* out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = tex2D<float4>(t, at[i].x, at[i].y);
}

__global__ void fetch_2d_scalar(cudaTextureObject_t t, float* out, int w, int h) {
    int x = threadIdx.x, y = blockIdx.x;
    if (x < w && y < h) out[y * w + x] = tex2D<float>(t, x + 0.5f, y + 0.5f);
}

__global__ void fetch_2d_uchar4(cudaTextureObject_t t, uchar4* out, int w, int h) {
    int x = threadIdx.x, y = blockIdx.x;
    if (x < w && y < h) out[y * w + x] = tex2D<uchar4>(t, x + 0.5f, y + 0.5f);
}

// FleX: tex.1d.v4.f32.s32 and tex.1d.v4.s32.s32 on linear memory
__global__ void fetch_linear(cudaTextureObject_t tf, cudaTextureObject_t ti, float4* outf, int4* outi, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        outf[i] = tex1Dfetch<float4>(tf, i);
        outi[i] = tex1Dfetch<int4>(ti, n - 1 - i);
    }
}

__global__ void fetch_linear_edges(cudaTextureObject_t tf, float4* out) {
    // integer fetches outside the resource return zeros
    out[0] = tex1Dfetch<float4>(tf, -1);
    out[1] = tex1Dfetch<float4>(tf, 1 << 20);
}

__global__ void fetch_3d(cudaTextureObject_t t, float* out, int w, int h, int d) {
    int x = threadIdx.x, y = threadIdx.y, z = blockIdx.x;
    if (x < w && y < h && z < d) out[(z * h + y) * w + x] = tex3D<float>(t, x + 0.5f, y + 0.5f, z + 0.5f);
}

__global__ void fetch_layered(cudaTextureObject_t t1, cudaTextureObject_t t2, float* out1, float* out2, int w, int h,
                              int layers) {
    int x = threadIdx.x, layer = blockIdx.x;
    if (x < w && layer < layers) {
        out1[layer * w + x] = tex1DLayered<float>(t1, x + 0.5f, layer);
        for (int y = 0; y < h; y++) out2[(layer * h + y) * w + x] = tex2DLayered<float>(t2, x + 0.5f, y + 0.5f, layer);
    }
}

__global__ void fetch_cube(cudaTextureObject_t t, const float4* dirs, float4* out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = texCubemap<float4>(t, dirs[i].x, dirs[i].y, dirs[i].z);
}

__global__ void gather(cudaTextureObject_t t, const float2* at, float4* out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        out[4 * i + 0] = tex2Dgather<float4>(t, at[i].x, at[i].y, 0);
        out[4 * i + 1] = tex2Dgather<float4>(t, at[i].x, at[i].y, 1);
        out[4 * i + 2] = tex2Dgather<float4>(t, at[i].x, at[i].y, 2);
        out[4 * i + 3] = tex2Dgather<float4>(t, at[i].x, at[i].y, 3);
    }
}

__global__ void surface_scale(cudaSurfaceObject_t in, cudaSurfaceObject_t out, int w, int h) {
    int x = threadIdx.x, y = blockIdx.x;
    if (x < w && y < h) {
        float v = surf2Dread<float>(in, x * 4, y);
        surf2Dwrite(v * 2.0f + 1.0f, out, x * 4, y);
    }
}

__global__ void surface_edges(cudaSurfaceObject_t s, float* out) {
    out[0] = surf2Dread<float>(s, -4, 0, cudaBoundaryModeZero);
    out[1] = surf2Dread<float>(s, 1 << 12, 1, cudaBoundaryModeZero);
    out[2] = surf2Dread<float>(s, -4, 0, cudaBoundaryModeClamp);
    out[3] = surf2Dread<float>(s, 1 << 12, 1 << 12, cudaBoundaryModeClamp);
    // a write outside with the zero mode is dropped
    surf2Dwrite(123.0f, s, -4, 0, cudaBoundaryModeZero);
}

__global__ void surface_uchar4(cudaSurfaceObject_t s, int w) {
    int x = threadIdx.x;
    if (x < w) {
        uchar4 v = surf1Dread<uchar4>(s, x * 4);
        surf1Dwrite(make_uchar4(v.w, v.z, v.y, v.x), s, x * 4);
    }
}

__global__ void surface_3d(cudaSurfaceObject_t s, int w, int h, int d) {
    int x = threadIdx.x, y = threadIdx.y, z = blockIdx.x;
    if (x < w && y < h && z < d) surf3Dwrite((short)(x + 10 * y + 100 * z), s, x * 2, y, z);
}

__global__ void fetch_lod(cudaTextureObject_t t, const float* lods, float4* out, int n) {
    int i = threadIdx.x;
    if (i < n) out[i] = tex2DLod<float4>(t, 0.3f, 0.6f, lods[i]);
}

__global__ void driver_fetch(CUtexObject t, float* out, int n) {
    int i = threadIdx.x;
    if (i < n) out[i] = tex1D<float>(t, (i + 0.5f) / n);
}

// ------------------------------------------------------------------ helpers

static cudaTextureObject_t texture_on_array(cudaArray_t a, cudaTextureFilterMode filter, cudaTextureReadMode read,
                                            bool normalised, cudaTextureAddressMode mode) {
    cudaResourceDesc res = {};
    res.resType = cudaResourceTypeArray;
    res.res.array.array = a;
    cudaTextureDesc td = {};
    td.addressMode[0] = td.addressMode[1] = td.addressMode[2] = mode;
    td.filterMode = filter;
    td.readMode = read;
    td.normalizedCoords = normalised;
    cudaTextureObject_t t = 0;
    REQUIRE(cudaCreateTextureObject(&t, &res, &td, nullptr));
    return t;
}

static void channel_descs() {
    cudaChannelFormatDesc f = cudaCreateChannelDesc<float>();
    check("channel_float", f.x == 32 && f.y == 0 && f.z == 0 && f.w == 0 && f.f == cudaChannelFormatKindFloat,
          "%d %d %d %d kind %d", f.x, f.y, f.z, f.w, (int)f.f);
    cudaChannelFormatDesc u = cudaCreateChannelDesc<uchar4>();
    check("channel_uchar4", u.x == 8 && u.y == 8 && u.z == 8 && u.w == 8 && u.f == cudaChannelFormatKindUnsigned,
          "%d %d %d %d kind %d", u.x, u.y, u.z, u.w, (int)u.f);
    cudaChannelFormatDesc s = cudaCreateChannelDesc(16, 16, 0, 0, cudaChannelFormatKindSigned);
    check("channel_short2", s.x == 16 && s.y == 16 && s.f == cudaChannelFormatKindSigned, "%d %d kind %d", s.x, s.y,
          (int)s.f);
}

static void arrays_2d() {
    const int W = 9, H = 6;
    float host[H][W];
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++) host[y][x] = x + 100.0f * y;
    cudaChannelFormatDesc desc = cudaCreateChannelDesc<float>();
    cudaArray_t a;
    REQUIRE(cudaMallocArray(&a, &desc, W, H));
    REQUIRE(cudaMemcpy2DToArray(a, 0, 0, host, W * sizeof(float), W * sizeof(float), H, cudaMemcpyHostToDevice));

    cudaChannelFormatDesc got;
    cudaExtent extent;
    unsigned flags = 99;
    REQUIRE(cudaArrayGetInfo(&got, &extent, &flags, a));
    check("array_info", got.x == 32 && got.f == cudaChannelFormatKindFloat && extent.width == W &&
                            extent.height == H && extent.depth == 0 && flags == 0,
          "%d kind %d extent %zu %zu %zu flags %u", got.x, (int)got.f, extent.width, extent.height, extent.depth, flags);
    REQUIRE(cudaGetChannelDesc(&got, a));
    check("get_channel_desc", got.x == 32 && got.f == cudaChannelFormatKindFloat, "%d kind %d", got.x, (int)got.f);

    float back[H][W] = {};
    REQUIRE(cudaMemcpy2DFromArray(back, W * sizeof(float), a, 0, 0, W * sizeof(float), H, cudaMemcpyDeviceToHost));
    check("array_round_trip", memcmp(back, host, sizeof host) == 0, "");

    // a part of a row through the old 1-D calls
    float row[3] = {-1, -2, -3}, part[3] = {};
    REQUIRE(cudaMemcpyToArray(a, 2 * sizeof(float), 1, row, sizeof row, cudaMemcpyHostToDevice));
    REQUIRE(cudaMemcpyFromArray(part, a, 2 * sizeof(float), 1, sizeof part, cudaMemcpyDeviceToHost));
    check("memcpy_to_from_array", memcmp(part, row, sizeof row) == 0, "%g %g %g", part[0], part[1], part[2]);
    host[1][2] = -1, host[1][3] = -2, host[1][4] = -3;

    cudaTextureObject_t t = texture_on_array(a, cudaFilterModePoint, cudaReadModeElementType, false, cudaAddressModeClamp);
    float* d_out;
    REQUIRE(cudaMalloc(&d_out, sizeof host));
    fetch_2d_scalar<<<H, W>>>(t, d_out, W, H);
    float out[H][W];
    REQUIRE(cudaMemcpy(out, d_out, sizeof out, cudaMemcpyDeviceToHost));
    check("tex2d_point", memcmp(out, host, sizeof host) == 0, "");

    cudaResourceDesc res;
    REQUIRE(cudaGetTextureObjectResourceDesc(&res, t));
    check("resource_desc", res.resType == cudaResourceTypeArray && res.res.array.array == a, "type %d", (int)res.resType);
    cudaTextureDesc td;
    REQUIRE(cudaGetTextureObjectTextureDesc(&td, t));
    check("texture_desc", td.addressMode[0] == cudaAddressModeClamp && td.filterMode == cudaFilterModePoint &&
                              td.readMode == cudaReadModeElementType && td.normalizedCoords == 0,
          "mode %d filter %d read %d norm %d", (int)td.addressMode[0], (int)td.filterMode, (int)td.readMode,
          td.normalizedCoords);

    // linear filtering, the missing channels of a one-channel fetch, every address mode
    const int N = 8;
    float2 at[N] = {{0.3f, 0.7f}, {4.25f, 2.5f}, {-1.f, 3.f}, {8.9f, 5.9f}, {12.f, -3.f}, {0.5f, 0.5f}, {7.77f, 1.01f},
                    {2.0f, 2.0f}};
    float2* d_at;
    float4* d_v;
    REQUIRE(cudaMalloc(&d_at, sizeof at));
    REQUIRE(cudaMalloc(&d_v, N * sizeof(float4)));
    REQUIRE(cudaMemcpy(d_at, at, sizeof at, cudaMemcpyHostToDevice));
    const char* MODE_NAMES[4] = {"wrap", "clamp", "mirror", "border"};
    for (int mode = 0; mode < 4; mode++) {
        cudaTextureObject_t lin = texture_on_array(a, cudaFilterModeLinear, cudaReadModeElementType, true,
                                                   (cudaTextureAddressMode)mode);
        float2 norm_at[N];
        for (int i = 0; i < N; i++) norm_at[i] = make_float2(at[i].x / W, at[i].y / H);
        REQUIRE(cudaMemcpy(d_at, norm_at, sizeof at, cudaMemcpyHostToDevice));
        fetch_2d<<<1, N>>>(lin, d_at, d_v, N);
        float4 v[N];
        REQUIRE(cudaMemcpy(v, d_v, sizeof v, cudaMemcpyDeviceToHost));
        for (int i = 0; i < N; i++) {
            char name[64];
            snprintf(name, sizeof name, "linear2d_%s_%d", MODE_NAMES[mode], i);
            value4(name, v[i]);
        }
        REQUIRE(cudaDestroyTextureObject(lin));
    }

    // gathers
    REQUIRE(cudaMemcpy(d_at, at, sizeof at, cudaMemcpyHostToDevice));
    float4* d_g;
    REQUIRE(cudaMalloc(&d_g, 4 * N * sizeof(float4)));
    cudaArray_t ga;   // gathers read arrays made for them
    REQUIRE(cudaMallocArray(&ga, &desc, W, H, cudaArrayTextureGather));
    REQUIRE(cudaMemcpy2DToArray(ga, 0, 0, host, W * sizeof(float), W * sizeof(float), H, cudaMemcpyHostToDevice));
    cudaTextureObject_t tg = texture_on_array(ga, cudaFilterModePoint, cudaReadModeElementType, false, cudaAddressModeClamp);
    gather<<<1, N>>>(tg, d_at, d_g, N);
    float4 g[4 * N];
    REQUIRE(cudaMemcpy(g, d_g, sizeof g, cudaMemcpyDeviceToHost));
    for (int i = 0; i < 4 * N; i++) {
        char name[64];
        snprintf(name, sizeof name, "gather_%d_comp%d", i / 4, i % 4);
        value4(name, g[i]);
    }

    REQUIRE(cudaDestroyTextureObject(tg));
    REQUIRE(cudaDestroyTextureObject(t));
    REQUIRE(cudaFreeArray(ga));
    REQUIRE(cudaFreeArray(a));
    cudaFree(d_out);
    cudaFree(d_at);
    cudaFree(d_v);
    cudaFree(d_g);
}

static void read_modes() {
    const int W = 5, H = 3;
    uchar4 host[H][W];
    Lcg rng(7);
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++) {
            uint32_t r = rng.next();
            host[y][x] = make_uchar4(r, r >> 8, r >> 16, r >> 24);
        }
    cudaChannelFormatDesc desc = cudaCreateChannelDesc<uchar4>();
    cudaArray_t a;
    REQUIRE(cudaMallocArray(&a, &desc, W, H));
    REQUIRE(cudaMemcpy2DToArray(a, 0, 0, host, W * 4, W * 4, H, cudaMemcpyHostToDevice));
    cudaTextureObject_t t = texture_on_array(a, cudaFilterModePoint, cudaReadModeElementType, false, cudaAddressModeClamp);
    uchar4* d_out;
    REQUIRE(cudaMalloc(&d_out, sizeof host));
    fetch_2d_uchar4<<<H, W>>>(t, d_out, W, H);
    uchar4 out[H][W];
    REQUIRE(cudaMemcpy(out, d_out, sizeof out, cudaMemcpyDeviceToHost));
    check("uchar4_element_type", memcmp(out, host, sizeof host) == 0, "");

    // normalised float, with and without sRGB, point and linear
    const int N = 4;
    float2 at[N] = {{0.5f, 0.5f}, {1.5f, 2.5f}, {2.3f, 1.2f}, {4.9f, 0.1f}};
    float2* d_at;
    float4* d_v;
    REQUIRE(cudaMalloc(&d_at, sizeof at));
    REQUIRE(cudaMalloc(&d_v, N * sizeof(float4)));
    REQUIRE(cudaMemcpy(d_at, at, sizeof at, cudaMemcpyHostToDevice));
    for (int srgb = 0; srgb < 2; srgb++)
        for (int filter = 0; filter < 2; filter++) {
            cudaResourceDesc res = {};
            res.resType = cudaResourceTypeArray;
            res.res.array.array = a;
            cudaTextureDesc td = {};
            td.addressMode[0] = td.addressMode[1] = cudaAddressModeClamp;
            td.filterMode = filter ? cudaFilterModeLinear : cudaFilterModePoint;
            td.readMode = cudaReadModeNormalizedFloat;
            td.sRGB = srgb;
            cudaTextureObject_t tn;
            REQUIRE(cudaCreateTextureObject(&tn, &res, &td, nullptr));
            fetch_2d<<<1, N>>>(tn, d_at, d_v, N);
            float4 v[N];
            REQUIRE(cudaMemcpy(v, d_v, sizeof v, cudaMemcpyDeviceToHost));
            for (int i = 0; i < N; i++) {
                char name[64];
                snprintf(name, sizeof name, "uchar4_norm_srgb%d_%s_%d", srgb, filter ? "linear" : "point", i);
                value4(name, v[i]);
            }
            REQUIRE(cudaDestroyTextureObject(tn));
        }
    REQUIRE(cudaDestroyTextureObject(t));
    REQUIRE(cudaFreeArray(a));
    cudaFree(d_out);
    cudaFree(d_at);
    cudaFree(d_v);
}

static void linear_memory() {
    const int N = 37;
    float4 hf[N];
    int4 hi[N];
    for (int i = 0; i < N; i++) {
        hf[i] = make_float4(i, -i, i * 0.5f, 1.0f / (i + 1));
        hi[i] = make_int4(i, -i, i * i, 7 - i);
    }
    float4* df;
    int4* di;
    REQUIRE(cudaMalloc(&df, sizeof hf));
    REQUIRE(cudaMalloc(&di, sizeof hi));
    REQUIRE(cudaMemcpy(df, hf, sizeof hf, cudaMemcpyHostToDevice));
    REQUIRE(cudaMemcpy(di, hi, sizeof hi, cudaMemcpyHostToDevice));
    cudaResourceDesc res = {};
    res.resType = cudaResourceTypeLinear;
    res.res.linear.devPtr = df;
    res.res.linear.desc = cudaCreateChannelDesc<float4>();
    res.res.linear.sizeInBytes = sizeof hf;
    cudaTextureDesc td = {};
    td.readMode = cudaReadModeElementType;
    cudaTextureObject_t tf, ti;
    REQUIRE(cudaCreateTextureObject(&tf, &res, &td, nullptr));
    res.res.linear.devPtr = di;
    res.res.linear.desc = cudaCreateChannelDesc<int4>();
    REQUIRE(cudaCreateTextureObject(&ti, &res, &td, nullptr));
    float4* of;
    int4* oi;
    REQUIRE(cudaMalloc(&of, sizeof hf));
    REQUIRE(cudaMalloc(&oi, sizeof hi));
    fetch_linear<<<1, 64>>>(tf, ti, of, oi, N);
    float4 rf[N];
    int4 ri[N];
    REQUIRE(cudaMemcpy(rf, of, sizeof rf, cudaMemcpyDeviceToHost));
    REQUIRE(cudaMemcpy(ri, oi, sizeof ri, cudaMemcpyDeviceToHost));
    bool okf = memcmp(rf, hf, sizeof hf) == 0, oki = true;
    for (int i = 0; i < N; i++) oki &= memcmp(&ri[i], &hi[N - 1 - i], sizeof(int4)) == 0;
    check("tex1dfetch_float4", okf, "");
    check("tex1dfetch_int4", oki, "");
    fetch_linear_edges<<<1, 1>>>(tf, of);
    REQUIRE(cudaMemcpy(rf, of, 2 * sizeof(float4), cudaMemcpyDeviceToHost));
    value4("tex1dfetch_below", rf[0]);
    value4("tex1dfetch_beyond", rf[1]);

    // pitched 2-D memory
    const int W = 6, H = 4;
    float* pitched;
    size_t pitch;
    REQUIRE(cudaMallocPitch((void**)&pitched, &pitch, W * sizeof(float), H));
    float host[H][W];
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++) host[y][x] = 0.25f * x - y;
    REQUIRE(cudaMemcpy2D(pitched, pitch, host, W * sizeof(float), W * sizeof(float), H, cudaMemcpyHostToDevice));
    cudaResourceDesc pres = {};
    pres.resType = cudaResourceTypePitch2D;
    pres.res.pitch2D.devPtr = pitched;
    pres.res.pitch2D.desc = cudaCreateChannelDesc<float>();
    pres.res.pitch2D.width = W;
    pres.res.pitch2D.height = H;
    pres.res.pitch2D.pitchInBytes = pitch;
    cudaTextureObject_t tp;
    REQUIRE(cudaCreateTextureObject(&tp, &pres, &td, nullptr));
    float* d_out;
    REQUIRE(cudaMalloc(&d_out, sizeof host));
    fetch_2d_scalar<<<H, W>>>(tp, d_out, W, H);
    float out[H][W];
    REQUIRE(cudaMemcpy(out, d_out, sizeof out, cudaMemcpyDeviceToHost));
    check("tex2d_pitched", memcmp(out, host, sizeof host) == 0, "");
    cudaResourceDesc back;
    REQUIRE(cudaGetTextureObjectResourceDesc(&back, tp));
    check("pitched_resource_desc", back.resType == cudaResourceTypePitch2D && back.res.pitch2D.pitchInBytes == pitch &&
                                       back.res.pitch2D.width == W && back.res.pitch2D.height == H,
          "type %d pitch %zu", (int)back.resType, back.res.pitch2D.pitchInBytes);
    REQUIRE(cudaDestroyTextureObject(tf));
    REQUIRE(cudaDestroyTextureObject(ti));
    REQUIRE(cudaDestroyTextureObject(tp));
    cudaFree(df);
    cudaFree(di);
    cudaFree(of);
    cudaFree(oi);
    cudaFree(pitched);
    cudaFree(d_out);
}

static void arrays_3d_layered_cube() {
    const int W = 5, H = 4, D = 3;
    float host[D][H][W];
    for (int z = 0; z < D; z++)
        for (int y = 0; y < H; y++)
            for (int x = 0; x < W; x++) host[z][y][x] = x + 10 * y + 100 * z;
    cudaChannelFormatDesc desc = cudaCreateChannelDesc<float>();
    cudaArray_t a3;
    REQUIRE(cudaMalloc3DArray(&a3, &desc, make_cudaExtent(W, H, D)));
    cudaMemcpy3DParms p = {};
    p.srcPtr = make_cudaPitchedPtr(host, W * sizeof(float), W, H);
    p.dstArray = a3;
    p.extent = make_cudaExtent(W, H, D);
    p.kind = cudaMemcpyHostToDevice;
    REQUIRE(cudaMemcpy3D(&p));
    cudaTextureObject_t t3 = texture_on_array(a3, cudaFilterModePoint, cudaReadModeElementType, false, cudaAddressModeClamp);
    float* d_out;
    REQUIRE(cudaMalloc(&d_out, sizeof host));
    fetch_3d<<<D, dim3(W, H)>>>(t3, d_out, W, H, D);
    float out[D][H][W];
    REQUIRE(cudaMemcpy(out, d_out, sizeof out, cudaMemcpyDeviceToHost));
    check("tex3d_point", memcmp(out, host, sizeof host) == 0, "");
    // back from the array into pitched device memory, then to the host
    cudaPitchedPtr dev;
    REQUIRE(cudaMalloc3D(&dev, make_cudaExtent(W * sizeof(float), H, D)));
    cudaMemcpy3DParms q = {};
    q.srcArray = a3;
    q.dstPtr = dev;
    q.extent = make_cudaExtent(W, H, D);
    q.kind = cudaMemcpyDeviceToDevice;
    REQUIRE(cudaMemcpy3D(&q));
    float back[D][H][W] = {};
    cudaMemcpy3DParms r = {};
    r.srcPtr = dev;
    r.dstPtr = make_cudaPitchedPtr(back, W * sizeof(float), W, H);
    r.extent = make_cudaExtent(W * sizeof(float), H, D);
    r.kind = cudaMemcpyDeviceToHost;
    REQUIRE(cudaMemcpy3D(&r));
    check("array3d_to_pitched", memcmp(back, host, sizeof host) == 0, "");

    // layered: 1-D layers of W, 2-D layers of W x H, D layers each
    cudaArray_t l1, l2;
    REQUIRE(cudaMalloc3DArray(&l1, &desc, make_cudaExtent(W, 0, D), cudaArrayLayered));
    REQUIRE(cudaMalloc3DArray(&l2, &desc, make_cudaExtent(W, H, D), cudaArrayLayered));
    cudaMemcpy3DParms pl = {};
    pl.srcPtr = make_cudaPitchedPtr(host, W * sizeof(float), W, 1);
    pl.dstArray = l1;
    pl.extent = make_cudaExtent(W, 1, D);
    pl.kind = cudaMemcpyHostToDevice;
    float first_rows[D][W];
    for (int z = 0; z < D; z++) memcpy(first_rows[z], host[z][0], sizeof first_rows[z]);
    pl.srcPtr = make_cudaPitchedPtr(first_rows, W * sizeof(float), W, 1);
    REQUIRE(cudaMemcpy3D(&pl));
    p.dstArray = l2;
    REQUIRE(cudaMemcpy3D(&p));
    unsigned flags = 0;
    cudaExtent e;
    cudaChannelFormatDesc got;
    REQUIRE(cudaArrayGetInfo(&got, &e, &flags, l2));
    check("layered_info", flags == cudaArrayLayered && e.width == W && e.height == H && e.depth == D,
          "flags %u extent %zu %zu %zu", flags, e.width, e.height, e.depth);
    cudaTextureObject_t tl1 = texture_on_array(l1, cudaFilterModePoint, cudaReadModeElementType, false, cudaAddressModeClamp);
    cudaTextureObject_t tl2 = texture_on_array(l2, cudaFilterModePoint, cudaReadModeElementType, false, cudaAddressModeClamp);
    float *d1, *d2;
    REQUIRE(cudaMalloc(&d1, sizeof first_rows));
    REQUIRE(cudaMalloc(&d2, sizeof host));
    fetch_layered<<<D, W>>>(tl1, tl2, d1, d2, W, H, D);
    float o1[D][W], o2[D][H][W];
    REQUIRE(cudaMemcpy(o1, d1, sizeof o1, cudaMemcpyDeviceToHost));
    REQUIRE(cudaMemcpy(o2, d2, sizeof o2, cudaMemcpyDeviceToHost));
    check("tex1d_layered", memcmp(o1, first_rows, sizeof o1) == 0, "");
    check("tex2d_layered", memcmp(o2, host, sizeof o2) == 0, "");

    // cubemap: six faces of C x C, face f holds 1000 f + texel index
    const int C = 4;
    float faces[6][C][C];
    for (int f = 0; f < 6; f++)
        for (int y = 0; y < C; y++)
            for (int x = 0; x < C; x++) faces[f][y][x] = 1000.0f * f + 10 * y + x;
    cudaArray_t cube;
    REQUIRE(cudaMalloc3DArray(&cube, &desc, make_cudaExtent(C, C, 6), cudaArrayCubemap));
    cudaMemcpy3DParms pc = {};
    pc.srcPtr = make_cudaPitchedPtr(faces, C * sizeof(float), C, C);
    pc.dstArray = cube;
    pc.extent = make_cudaExtent(C, C, 6);
    pc.kind = cudaMemcpyHostToDevice;
    REQUIRE(cudaMemcpy3D(&pc));
    const int NC = 10;
    float4 dirs[NC] = {{1, 0.2f, -0.3f, 0}, {-1, 0.5f, 0.5f, 0}, {0.1f, 1, 0.7f, 0}, {0.3f, -1, -0.2f, 0},
                       {-0.4f, 0.6f, 1, 0}, {0.25f, -0.25f, -1, 0}, {2, 1.9f, 0, 0}, {0.5f, 0.5f, 0.5f, 0},
                       {-3, 0.1f, 2.9f, 0}, {0, 0, -0.5f, 0}};
    float4 *d_dirs, *d_cube;
    REQUIRE(cudaMalloc(&d_dirs, sizeof dirs));
    REQUIRE(cudaMalloc(&d_cube, sizeof dirs));
    REQUIRE(cudaMemcpy(d_dirs, dirs, sizeof dirs, cudaMemcpyHostToDevice));
    for (int filter = 0; filter < 2; filter++) {
        cudaTextureObject_t tc = texture_on_array(cube, filter ? cudaFilterModeLinear : cudaFilterModePoint,
                                                  cudaReadModeElementType, true, cudaAddressModeClamp);
        fetch_cube<<<1, NC>>>(tc, d_dirs, d_cube, NC);
        float4 v[NC];
        REQUIRE(cudaMemcpy(v, d_cube, sizeof v, cudaMemcpyDeviceToHost));
        for (int i = 0; i < NC; i++) {
            char name[64];
            snprintf(name, sizeof name, "cube_%s_%d", filter ? "linear" : "point", i);
            value4(name, v[i]);
        }
        REQUIRE(cudaDestroyTextureObject(tc));
    }
    REQUIRE(cudaDestroyTextureObject(t3));
    REQUIRE(cudaDestroyTextureObject(tl1));
    REQUIRE(cudaDestroyTextureObject(tl2));
    REQUIRE(cudaFreeArray(a3));
    REQUIRE(cudaFreeArray(l1));
    REQUIRE(cudaFreeArray(l2));
    REQUIRE(cudaFreeArray(cube));
    cudaFree(dev.ptr);
    cudaFree(d_out);
    cudaFree(d1);
    cudaFree(d2);
    cudaFree(d_dirs);
    cudaFree(d_cube);
}

static void surfaces() {
    const int W = 7, H = 3;
    float host[H][W];
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++) host[y][x] = x - 2.5f * y;
    cudaChannelFormatDesc desc = cudaCreateChannelDesc<float>();
    cudaArray_t in, out;
    REQUIRE(cudaMallocArray(&in, &desc, W, H, cudaArraySurfaceLoadStore));
    REQUIRE(cudaMallocArray(&out, &desc, W, H, cudaArraySurfaceLoadStore));
    REQUIRE(cudaMemcpy2DToArray(in, 0, 0, host, W * 4, W * 4, H, cudaMemcpyHostToDevice));
    cudaResourceDesc res = {};
    res.resType = cudaResourceTypeArray;
    res.res.array.array = in;
    cudaSurfaceObject_t sin, sout;
    REQUIRE(cudaCreateSurfaceObject(&sin, &res));
    res.res.array.array = out;
    REQUIRE(cudaCreateSurfaceObject(&sout, &res));
    surface_scale<<<H, W>>>(sin, sout, W, H);
    REQUIRE(cudaGetLastError());
    float back[H][W];
    REQUIRE(cudaMemcpy2DFromArray(back, W * 4, out, 0, 0, W * 4, H, cudaMemcpyDeviceToHost));
    bool ok = true;
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++) ok &= back[y][x] == host[y][x] * 2.0f + 1.0f;
    check("surface_read_write", ok, "");
    float* d_e;
    REQUIRE(cudaMalloc(&d_e, 4 * sizeof(float)));
    surface_edges<<<1, 1>>>(sin, d_e);
    float e[4];
    REQUIRE(cudaMemcpy(e, d_e, sizeof e, cudaMemcpyDeviceToHost));
    check("surface_zero_mode", e[0] == 0.0f && e[1] == 0.0f, "%g %g", e[0], e[1]);
    check("surface_clamp_mode", e[2] == host[0][0] && e[3] == host[H - 1][W - 1], "%g %g", e[2], e[3]);
    REQUIRE(cudaMemcpy2DFromArray(back, W * 4, in, 0, 0, W * 4, H, cudaMemcpyDeviceToHost));
    check("surface_zero_mode_write", memcmp(back, host, sizeof host) == 0, "");
    cudaResourceDesc sres;
    REQUIRE(cudaGetSurfaceObjectResourceDesc(&sres, sin));
    check("surface_resource_desc", sres.resType == cudaResourceTypeArray && sres.res.array.array == in, "");

    // 1-D uchar4 surface: the channels reversed in place
    const int N = 9;
    uchar4 u[N];
    for (int i = 0; i < N; i++) u[i] = make_uchar4(i, 2 * i, 3 * i, 255 - i);
    cudaChannelFormatDesc ud = cudaCreateChannelDesc<uchar4>();
    cudaArray_t ua;
    REQUIRE(cudaMallocArray(&ua, &ud, N, 0, cudaArraySurfaceLoadStore));
    REQUIRE(cudaMemcpyToArray(ua, 0, 0, u, sizeof u, cudaMemcpyHostToDevice));
    res.res.array.array = ua;
    cudaSurfaceObject_t su;
    REQUIRE(cudaCreateSurfaceObject(&su, &res));
    surface_uchar4<<<1, N>>>(su, N);
    uchar4 ub[N];
    REQUIRE(cudaMemcpyFromArray(ub, ua, 0, 0, sizeof ub, cudaMemcpyDeviceToHost));
    ok = true;
    for (int i = 0; i < N; i++) ok &= ub[i].x == u[i].w && ub[i].y == u[i].z && ub[i].z == u[i].y && ub[i].w == u[i].x;
    check("surface_1d_uchar4", ok, "");

    // 3-D short surface
    const int X = 4, Y = 3, Z = 2;
    cudaChannelFormatDesc sd = cudaCreateChannelDesc<short>();
    cudaArray_t a3;
    REQUIRE(cudaMalloc3DArray(&a3, &sd, make_cudaExtent(X, Y, Z), cudaArraySurfaceLoadStore));
    res.res.array.array = a3;
    cudaSurfaceObject_t s3;
    REQUIRE(cudaCreateSurfaceObject(&s3, &res));
    surface_3d<<<Z, dim3(X, Y)>>>(s3, X, Y, Z);
    short s3h[Z][Y][X];
    cudaMemcpy3DParms p = {};
    p.srcArray = a3;
    p.dstPtr = make_cudaPitchedPtr(s3h, X * 2, X, Y);
    p.extent = make_cudaExtent(X, Y, Z);
    p.kind = cudaMemcpyDeviceToHost;
    REQUIRE(cudaMemcpy3D(&p));
    ok = true;
    for (int z = 0; z < Z; z++)
        for (int y = 0; y < Y; y++)
            for (int x = 0; x < X; x++) ok &= s3h[z][y][x] == x + 10 * y + 100 * z;
    check("surface_3d_short", ok, "");

    REQUIRE(cudaDestroySurfaceObject(sin));
    REQUIRE(cudaDestroySurfaceObject(sout));
    REQUIRE(cudaDestroySurfaceObject(su));
    REQUIRE(cudaDestroySurfaceObject(s3));
    REQUIRE(cudaFreeArray(in));
    REQUIRE(cudaFreeArray(out));
    REQUIRE(cudaFreeArray(ua));
    REQUIRE(cudaFreeArray(a3));
    cudaFree(d_e);
}

static void driver_api() {
    const int N = 16;
    float host[N];
    for (int i = 0; i < N; i++) host[i] = i * i - 3.0f;
    CUDA_ARRAY_DESCRIPTOR ad = {};
    ad.Width = N;
    ad.Height = 0;
    ad.Format = CU_AD_FORMAT_FLOAT;
    ad.NumChannels = 1;
    CUarray arr;
    check("cuArrayCreate", cuArrayCreate(&arr, &ad) == CUDA_SUCCESS, "");
    check("cuMemcpyHtoA", cuMemcpyHtoA(arr, 0, host, sizeof host) == CUDA_SUCCESS, "");
    CUDA_ARRAY_DESCRIPTOR got = {};
    CUresult r = cuArrayGetDescriptor(&got, arr);
    check("cuArrayGetDescriptor", r == CUDA_SUCCESS && got.Width == N && got.Format == CU_AD_FORMAT_FLOAT &&
                                      got.NumChannels == 1,
          "status %d width %zu format %d channels %u", (int)r, got.Width, (int)got.Format, got.NumChannels);
    CUDA_RESOURCE_DESC rd = {};
    rd.resType = CU_RESOURCE_TYPE_ARRAY;
    rd.res.array.hArray = arr;
    CUDA_TEXTURE_DESC td = {};
    td.addressMode[0] = CU_TR_ADDRESS_MODE_CLAMP;
    td.filterMode = CU_TR_FILTER_MODE_POINT;
    td.flags = CU_TRSF_NORMALIZED_COORDINATES;
    CUtexObject t;
    check("cuTexObjectCreate", cuTexObjectCreate(&t, &rd, &td, nullptr) == CUDA_SUCCESS, "");
    float* d_out;
    REQUIRE(cudaMalloc(&d_out, sizeof host));
    driver_fetch<<<1, N>>>(t, d_out, N);
    float out[N];
    REQUIRE(cudaMemcpy(out, d_out, sizeof out, cudaMemcpyDeviceToHost));
    check("driver_texture_fetch", memcmp(out, host, sizeof host) == 0, "");
    float back[N] = {};
    check("cuMemcpyAtoH", cuMemcpyAtoH(back, arr, 0, sizeof back) == CUDA_SUCCESS && memcmp(back, host, sizeof host) == 0,
          "");
    CUDA_RESOURCE_DESC rback = {};
    check("cuTexObjectGetResourceDesc",
          cuTexObjectGetResourceDesc(&rback, t) == CUDA_SUCCESS && rback.resType == CU_RESOURCE_TYPE_ARRAY &&
              rback.res.array.hArray == arr,
          "");
    CUDA_ARRAY3D_DESCRIPTOR a3 = {};
    a3.Width = 4;
    a3.Height = 4;
    a3.Depth = 2;
    a3.Format = CU_AD_FORMAT_UNSIGNED_INT8;
    a3.NumChannels = 4;
    a3.Flags = CUDA_ARRAY3D_SURFACE_LDST;
    CUarray arr3;
    check("cuArray3DCreate", cuArray3DCreate(&arr3, &a3) == CUDA_SUCCESS, "");
    CUDA_ARRAY3D_DESCRIPTOR g3 = {};
    r = cuArray3DGetDescriptor(&g3, arr3);
    check("cuArray3DGetDescriptor", r == CUDA_SUCCESS && g3.Width == 4 && g3.Height == 4 && g3.Depth == 2 &&
                                        g3.NumChannels == 4 && g3.Flags == CUDA_ARRAY3D_SURFACE_LDST,
          "status %d, %zu %zu %zu ch %u flags %u", (int)r, g3.Width, g3.Height, g3.Depth, g3.NumChannels, g3.Flags);
    rd.res.array.hArray = arr3;
    CUsurfObject s;
    check("cuSurfObjectCreate", cuSurfObjectCreate(&s, &rd) == CUDA_SUCCESS, "");
    check("cuSurfObjectDestroy", cuSurfObjectDestroy(s) == CUDA_SUCCESS, "");
    check("cuTexObjectDestroy", cuTexObjectDestroy(t) == CUDA_SUCCESS, "");
    check("cuArrayDestroy", cuArrayDestroy(arr) == CUDA_SUCCESS && cuArrayDestroy(arr3) == CUDA_SUCCESS, "");
    cudaFree(d_out);
}

// A module with a legacy texture reference and surface reference (what old binaries carry),
// loaded through the driver API: the reference is bound to linear memory, the surface
// reference to an array, and the kernel writes twice each texel it fetched.
static const char* LEGACY_PTX = R"(
.version 7.0
.target sm_50
.address_size 64
.global .texref tr;
.global .surfref sr;
.visible .entry twice(.param .u32 n)
{
    .reg .b32 %r<8>;
    .reg .f32 %f<8>;
    .reg .pred %p;
    ld.param.u32 %r1, [n];
    mov.u32 %r2, %tid.x;
    setp.ge.u32 %p, %r2, %r1;
    @%p bra DONE;
    tex.1d.v4.f32.s32 {%f1, %f2, %f3, %f4}, [tr, {%r2}];
    add.f32 %f5, %f1, %f1;
    mov.b32 %r3, %f5;
    shl.b32 %r4, %r2, 2;
    sust.b.1d.b32.trap [sr, {%r4}], {%r3};
DONE:
    ret;
}
)";

static void legacy_references() {
    const int N = 12;
    float host[N];
    for (int i = 0; i < N; i++) host[i] = 0.75f * i - 2;
    float* d_in;
    REQUIRE(cudaMalloc(&d_in, sizeof host));
    REQUIRE(cudaMemcpy(d_in, host, sizeof host, cudaMemcpyHostToDevice));
    cudaChannelFormatDesc desc = cudaCreateChannelDesc<float>();
    cudaArray_t out;
    REQUIRE(cudaMallocArray(&out, &desc, N, 0, cudaArraySurfaceLoadStore));
    CUmodule module;
    CUfunction fn;
    CUtexref tex;
    CUsurfref surf;
    CUresult load = cuModuleLoadData(&module, LEGACY_PTX);
    CUresult get_fn = load == CUDA_SUCCESS ? cuModuleGetFunction(&fn, module, "twice") : load;
    CUresult get_tex = load == CUDA_SUCCESS ? cuModuleGetTexRef(&tex, module, "tr") : load;
    CUresult get_surf = load == CUDA_SUCCESS ? cuModuleGetSurfRef(&surf, module, "sr") : load;
    bool ok = load == CUDA_SUCCESS && get_fn == CUDA_SUCCESS && get_tex == CUDA_SUCCESS && get_surf == CUDA_SUCCESS;
    check("legacy_module", ok, "%d %d %d %d", (int)load, (int)get_fn, (int)get_tex, (int)get_surf);
    if (!ok) return;
    size_t offset = 99;
    CUresult r1 = cuTexRefSetFormat(tex, CU_AD_FORMAT_FLOAT, 1);
    CUresult r2 = cuTexRefSetAddress(&offset, tex, (CUdeviceptr)d_in, sizeof host);
    CUresult r3 = cuSurfRefSetArray(surf, (CUarray)out, 0);
    check("legacy_bind", r1 == CUDA_SUCCESS && r2 == CUDA_SUCCESS && r3 == CUDA_SUCCESS && offset == 0,
          "%d %d %d offset %zu", (int)r1, (int)r2, (int)r3, offset);
    CUarray_format fmt;
    int channels = 0;
    CUresult r4 = cuTexRefGetFormat(&fmt, &channels, tex);
    check("legacy_get_format", r4 == CUDA_SUCCESS && fmt == CU_AD_FORMAT_FLOAT && channels == 1, "%d %d %d",
          (int)r4, (int)fmt, channels);
    int n = N;
    void* args[] = {&n};
    check("legacy_launch", cuLaunchKernel(fn, 1, 1, 1, 32, 1, 1, 0, 0, args, nullptr) == CUDA_SUCCESS &&
                               cuCtxSynchronize() == CUDA_SUCCESS, "");
    float back[N] = {};
    REQUIRE(cudaMemcpyFromArray(back, out, 0, 0, sizeof back, cudaMemcpyDeviceToHost));
    bool same = true;
    for (int i = 0; i < N; i++) same &= back[i] == 2 * host[i];
    check("legacy_fetch_and_store", same, "%g %g", back[0], back[N - 1]);
    cuModuleUnload(module);
    REQUIRE(cudaFreeArray(out));
    cudaFree(d_in);
}

// mipmapped arrays: each level filled with its own values, fetched at levels of detail
// between and beyond them, nearest and linear mipmap filtering
static void mipmaps() {
    const int W = 16, LEVELS = 4;
    cudaChannelFormatDesc desc = cudaCreateChannelDesc<float>();
    cudaMipmappedArray_t mip;
    REQUIRE(cudaMallocMipmappedArray(&mip, &desc, make_cudaExtent(W, W, 0), LEVELS));
    for (int level = 0; level < LEVELS; level++) {
        cudaArray_t a;
        REQUIRE(cudaGetMipmappedArrayLevel(&a, mip, level));
        cudaChannelFormatDesc got;
        cudaExtent e;
        unsigned flags;
        REQUIRE(cudaArrayGetInfo(&got, &e, &flags, a));
        int w = W >> level;
        check("mipmap_level_extent", (int)e.width == w && (int)e.height == w, "level %d: %zu x %zu", level, e.width,
              e.height);
        std::vector<float> v(w * w);
        for (int i = 0; i < w * w; i++) v[i] = 100.0f * level + i % 7;
        REQUIRE(cudaMemcpy2DToArray(a, 0, 0, v.data(), w * 4, w * 4, w, cudaMemcpyHostToDevice));
    }
    const int N = 8;
    float lods[N] = {0.0f, 0.5f, 0.75f, 1.0f, 1.25f, 2.5f, 3.0f, 7.0f};
    float* d_lods;
    float4* d_out;
    REQUIRE(cudaMalloc(&d_lods, sizeof lods));
    REQUIRE(cudaMalloc(&d_out, N * sizeof(float4)));
    REQUIRE(cudaMemcpy(d_lods, lods, sizeof lods, cudaMemcpyHostToDevice));
    for (int linear = 0; linear < 2; linear++) {
        cudaResourceDesc res = {};
        res.resType = cudaResourceTypeMipmappedArray;
        res.res.mipmap.mipmap = mip;
        cudaTextureDesc td = {};
        td.addressMode[0] = td.addressMode[1] = cudaAddressModeClamp;
        td.filterMode = cudaFilterModePoint;
        td.mipmapFilterMode = linear ? cudaFilterModeLinear : cudaFilterModePoint;
        td.normalizedCoords = 1;
        td.maxMipmapLevelClamp = LEVELS - 1;
        cudaTextureObject_t t;
        REQUIRE(cudaCreateTextureObject(&t, &res, &td, nullptr));
        fetch_lod<<<1, N>>>(t, d_lods, d_out, N);
        float4 v[N];
        REQUIRE(cudaMemcpy(v, d_out, sizeof v, cudaMemcpyDeviceToHost));
        for (int i = 0; i < N; i++) {
            char name[64];
            snprintf(name, sizeof name, "mipmap_%s_lod%g", linear ? "linear" : "point", lods[i]);
            value4(name, v[i]);
        }
        REQUIRE(cudaDestroyTextureObject(t));
    }
    REQUIRE(cudaFreeMipmappedArray(mip));
    cudaFree(d_lods);
    cudaFree(d_out);
}

static void status(const char* name, cudaError_t e) { printf("VALUE status %s %d\n", name, (int)e); }

// what misuse returns is NVIDIA's choice: recorded, not assumed
static void misuse() {
    cudaTextureObject_t t = 0;
    cudaResourceDesc res = {};
    res.resType = cudaResourceTypeArray;
    cudaTextureDesc td = {};
    status("create_null_array", cudaCreateTextureObject(&t, &res, &td, nullptr));
    status("create_null_resource", cudaCreateTextureObject(&t, nullptr, &td, nullptr));
    status("create_null_texture_desc", cudaCreateTextureObject(&t, &res, nullptr, nullptr));
    status("destroy_zero", cudaDestroyTextureObject(0));
    cudaArray_t a;
    cudaChannelFormatDesc bad = cudaCreateChannelDesc(12, 0, 0, 0, cudaChannelFormatKindFloat);
    status("malloc_array_bad_channel", cudaMallocArray(&a, &bad, 4, 4));
    cudaChannelFormatDesc f = cudaCreateChannelDesc<float>();
    status("malloc_array_zero_width", cudaMallocArray(&a, &f, 0, 4));
    status("free_array_null", cudaFreeArray(nullptr));
    REQUIRE(cudaMallocArray(&a, &f, 4, 4));
    float host[4] = {};
    status("copy_past_array", cudaMemcpy2DToArray(a, 0, 3, host, 16, 16, 2, cudaMemcpyHostToDevice));
    cudaArraySparseProperties sparse;
    status("sparse_properties_of_dense", cudaArrayGetSparseProperties(&sparse, a));
    cudaArray_t plane;
    status("plane_of_one_plane", cudaArrayGetPlane(&plane, a, 0));
    REQUIRE(cudaFreeArray(a));
    res.res.array.array = nullptr;
    cudaSurfaceObject_t s;
    status("surface_null_array", cudaCreateSurfaceObject(&s, &res));
    cudaGetLastError();
}

int main() {
    REQUIRE(cudaFree(0));
    // the driver API parts run in the runtime's primary context, made current explicitly
    CUcontext primary;
    check("driver_context", cuInit(0) == CUDA_SUCCESS && cuDevicePrimaryCtxRetain(&primary, 0) == CUDA_SUCCESS &&
                                cuCtxSetCurrent(primary) == CUDA_SUCCESS, "");
    channel_descs();
    arrays_2d();
    read_modes();
    linear_memory();
    arrays_3d_layered_cube();
    surfaces();
    driver_api();
    legacy_references();
    mipmaps();
    misuse();
    return finish(__FILE__);
}
