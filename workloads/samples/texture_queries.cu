// What txq and suq answer from the device for texture and surface objects: sizes, the
// channel type and order codes, the sampler's coordinates, filter and address modes, layers
// and mipmap levels. A program of its own, apart from textures.cu: everything it prints is
// the hardware's to define, as `VALUE name ...` lines; the whole stdout is recorded on the GPU
// (record_textures_h200.sh) and the CPU backend must print the same.
// Each query is its own PTX module loaded through the driver: a query the GPU does not
// support fails its module's load (or launch), and that status is what gets printed for it,
// so one unsupported query cannot hide the answers of the others.
// Last, the sRGB decoding table: every 8-bit value read through an sRGB texture, as bits,
// and linear filtering between two sRGB texels at chosen fractions (how the hardware mixes
// decoding and filtering is not documented: these lines pin it).
#include <cuda.h>

#include "common.h"

static const char* const TEXTURE_QUERIES[] = {
    "width", "height", "depth", "channel_data_type", "channel_order", "normalized_coords",
    "filter_mode", "addr_mode_0", "addr_mode_1", "addr_mode_2", "array_size", "num_mipmap_levels",
};
static const char* const SURFACE_QUERIES[] = {
    "width", "height", "depth", "channel_data_type", "channel_order", "array_size",
};

static const char* driver_error_name(CUresult r) {
    const char* name = nullptr;
    cuGetErrorName(r, &name);
    return name ? name : "<unnamed>";
}

// loads `op.what` as a one-query kernel, runs it on `object` and prints the answer or the status
static void query(const char* op, const char* what, unsigned long long object, const char* case_name,
                  CUdeviceptr out) {
    char ptx[1024];
    snprintf(ptx, sizeof ptx,
             ".version 7.8\n.target sm_80\n.address_size 64\n"
             ".visible .entry q(.param .u64 obj, .param .u64 out)\n{\n"
             "  .reg .b32 %%r<2>;\n  .reg .b64 %%rd<3>;\n"
             "  ld.param.u64 %%rd1, [obj];\n  ld.param.u64 %%rd2, [out];\n"
             "  %s.%s.b32 %%r1, [%%rd1];\n  st.global.u32 [%%rd2], %%r1;\n  ret;\n}\n",
             op, what);
    CUmodule module = nullptr;
    const char* step = "load";
    CUresult r = cuModuleLoadData(&module, ptx);
    CUfunction function = nullptr;
    if (r == CUDA_SUCCESS) {
        step = "function";
        r = cuModuleGetFunction(&function, module, "q");
    }
    if (r == CUDA_SUCCESS) {
        step = "launch";
        void* params[] = {&object, &out};
        r = cuLaunchKernel(function, 1, 1, 1, 1, 1, 1, 0, nullptr, params, nullptr);
    }
    if (r == CUDA_SUCCESS) {
        step = "synchronize";
        r = cuCtxSynchronize();
    }
    int value = 0;
    if (r == CUDA_SUCCESS) {
        step = "copy";
        r = cuMemcpyDtoH(&value, out, sizeof value);
    }
    if (r == CUDA_SUCCESS)
        printf("VALUE %s_%s_%s %d\n", op, what, case_name, value);
    else   // the step that failed, then its status
        printf("VALUE %s_%s_%s %s %s\n", op, what, case_name, step, driver_error_name(r));
    if (module) cuModuleUnload(module);
}

__global__ void fetch_srgb(cudaTextureObject_t t, float4* out) {
    int i = threadIdx.x;
    out[i] = tex1D<float4>(t, i + 0.5f);
}

// an sRGB texture over a 1-D array of uchar4, normalised reads, clamped
static cudaTextureObject_t srgb_texture(cudaArray_t a, cudaTextureFilterMode filter) {
    cudaResourceDesc res = {};
    res.resType = cudaResourceTypeArray;
    res.res.array.array = a;
    cudaTextureDesc td = {};
    td.addressMode[0] = cudaAddressModeClamp;
    td.filterMode = filter;
    td.readMode = cudaReadModeNormalizedFloat;
    td.sRGB = 1;
    cudaTextureObject_t t;
    REQUIRE(cudaCreateTextureObject(&t, &res, &td, nullptr));
    return t;
}

// every 8-bit value through the sRGB decoder (alpha is not decoded: it is the plain 8-bit
// normalised value, printed for contrast)
static void srgb_table() {
    uchar4 texels[256];
    for (int i = 0; i < 256; i++) texels[i] = make_uchar4(i, i, i, i);
    cudaChannelFormatDesc desc = cudaCreateChannelDesc<uchar4>();
    cudaArray_t a;
    REQUIRE(cudaMallocArray(&a, &desc, 256));
    REQUIRE(cudaMemcpy2DToArray(a, 0, 0, texels, sizeof texels, sizeof texels, 1, cudaMemcpyHostToDevice));
    cudaTextureObject_t t = srgb_texture(a, cudaFilterModePoint);
    float4* d_out;
    REQUIRE(cudaMalloc(&d_out, 256 * sizeof(float4)));
    fetch_srgb<<<1, 256>>>(t, d_out);
    REQUIRE(cudaGetLastError());
    float4 out[256];
    REQUIRE(cudaMemcpy(out, d_out, sizeof out, cudaMemcpyDeviceToHost));
    int unequal = 0;
    for (int i = 0; i < 256; i++) {
        uint32_t rgb, alpha;
        memcpy(&rgb, &out[i].x, 4);
        memcpy(&alpha, &out[i].w, 4);
        unequal += memcmp(&out[i].x, &out[i].y, 4) != 0 || memcmp(&out[i].x, &out[i].z, 4) != 0;
        printf("VALUE srgb_%d %08x %08x\n", i, rgb, alpha);
    }
    check("srgb_channels_equal", unequal == 0, "%d values decoded differently in r, g and b", unequal);
    REQUIRE(cudaDestroyTextureObject(t));
    REQUIRE(cudaFreeArray(a));
    cudaFree(d_out);
}

__global__ void fetch_srgb_at(cudaTextureObject_t t, const float* x, float4* out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = tex1D<float4>(t, x[i]);
}

// texture t fetched at the n coordinates x, into out
static void fetch_at(cudaTextureObject_t t, const float* x, float4* out, int n) {
    float* d_x;
    float4* d_out;
    REQUIRE(cudaMalloc(&d_x, n * sizeof(float)));
    REQUIRE(cudaMalloc(&d_out, n * sizeof(float4)));
    REQUIRE(cudaMemcpy(d_x, x, n * sizeof(float), cudaMemcpyHostToDevice));
    fetch_srgb_at<<<(n + 127) / 128, 128>>>(t, d_x, d_out, n);
    REQUIRE(cudaGetLastError());
    REQUIRE(cudaMemcpy(out, d_out, n * sizeof(float4), cudaMemcpyDeviceToHost));
    cudaFree(d_x);
    cudaFree(d_out);
}

// texel pairs (2k, 2k+1), fetched with a linear filter at 2k + 0.5 + m/256: between the
// two texels with weights m/256 and (256 - m)/256 (the filter's 8-bit fractions)
static void srgb_filter() {
    const int PAIRS = 32;
    const int M[] = {1, 64, 128, 192, 205, 255};
    const int NM = sizeof M / sizeof M[0];
    uchar4 texels[2 * PAIRS];
    for (int k = 0; k < PAIRS; k++) {
        texels[2 * k] = make_uchar4(0, 255, k * 8, 128);
        texels[2 * k + 1] = make_uchar4(k * 8 + 3, 0, 255 - k * 8, 64);
    }
    cudaChannelFormatDesc desc = cudaCreateChannelDesc<uchar4>();
    cudaArray_t a;
    REQUIRE(cudaMallocArray(&a, &desc, 2 * PAIRS));
    REQUIRE(cudaMemcpy2DToArray(a, 0, 0, texels, sizeof texels, sizeof texels, 1, cudaMemcpyHostToDevice));
    cudaTextureObject_t t = srgb_texture(a, cudaFilterModeLinear);
    const int N = PAIRS * NM;
    float x[N];
    for (int k = 0; k < PAIRS; k++)
        for (int j = 0; j < NM; j++) x[k * NM + j] = 2 * k + 0.5f + M[j] / 256.0f;
    float4 out[N];
    fetch_at(t, x, out, N);
    for (int k = 0; k < PAIRS; k++)
        for (int j = 0; j < NM; j++) {
            uint32_t v[4];
            memcpy(v, &out[k * NM + j], sizeof v);
            printf("VALUE srgb_linear_%d_%d %08x %08x %08x %08x\n", k, M[j], v[0], v[1], v[2], v[3]);
        }
    REQUIRE(cudaDestroyTextureObject(t));
    REQUIRE(cudaFreeArray(a));
}

// each byte b > 0 beside b-1, b-2 and b-3 (in r, g and b), fetched half way between: the
// smaller decoded value is cut to the precision of the larger one's exponent, so which
// exponent the filter gives each decoded byte shows in these lines
static void srgb_pairs() {
    const int N = 255;
    uchar4 texels[2 * N];
    for (int b = 1; b <= N; b++) {
        texels[2 * (b - 1)] = make_uchar4(b, b, b, 255);
        texels[2 * (b - 1) + 1] = make_uchar4(b - 1, b >= 2 ? b - 2 : 0, b >= 3 ? b - 3 : 0, 0);
    }
    cudaChannelFormatDesc desc = cudaCreateChannelDesc<uchar4>();
    cudaArray_t a;
    REQUIRE(cudaMallocArray(&a, &desc, 2 * N));
    REQUIRE(cudaMemcpy2DToArray(a, 0, 0, texels, sizeof texels, sizeof texels, 1, cudaMemcpyHostToDevice));
    cudaTextureObject_t t = srgb_texture(a, cudaFilterModeLinear);
    float x[N];
    for (int i = 0; i < N; i++) x[i] = 2 * i + 1.0f;
    float4 out[N];
    fetch_at(t, x, out, N);
    for (int i = 0; i < N; i++) {
        uint32_t v[4];
        memcpy(v, &out[i], sizeof v);
        printf("VALUE srgb_pair_%d %08x %08x %08x %08x\n", i + 1, v[0], v[1], v[2], v[3]);
    }
    REQUIRE(cudaDestroyTextureObject(t));
    REQUIRE(cudaFreeArray(a));
}

int main() {
    int* d_out;
    REQUIRE(cudaMalloc(&d_out, 16 * sizeof(int)));   // also makes the primary context current
    struct Case {
        const char* name;
        cudaChannelFormatDesc desc;
        cudaExtent extent;
        unsigned flags;
        cudaTextureReadMode read;
        cudaTextureFilterMode filter;
        cudaTextureAddressMode mode[3];
        int normalized;
    } cases[] = {
        {"float_2d", cudaCreateChannelDesc<float>(), make_cudaExtent(9, 6, 0), 0, cudaReadModeElementType,
         cudaFilterModeLinear, {cudaAddressModeWrap, cudaAddressModeMirror, cudaAddressModeClamp}, 1},
        {"uchar4_2d_normalized", cudaCreateChannelDesc<uchar4>(), make_cudaExtent(5, 3, 0), 0,
         cudaReadModeNormalizedFloat, cudaFilterModePoint,
         {cudaAddressModeClamp, cudaAddressModeBorder, cudaAddressModeClamp}, 0},
        {"int2_1d", cudaCreateChannelDesc<int2>(), make_cudaExtent(17, 0, 0), 0, cudaReadModeElementType,
         cudaFilterModePoint, {cudaAddressModeClamp, cudaAddressModeClamp, cudaAddressModeClamp}, 0},
        {"short_3d", cudaCreateChannelDesc<short>(), make_cudaExtent(4, 3, 2), 0, cudaReadModeNormalizedFloat,
         cudaFilterModeLinear, {cudaAddressModeBorder, cudaAddressModeWrap, cudaAddressModeMirror}, 1},
        {"half_layered", cudaCreateChannelDescHalf(), make_cudaExtent(8, 2, 3), cudaArrayLayered,
         cudaReadModeElementType, cudaFilterModePoint,
         {cudaAddressModeClamp, cudaAddressModeClamp, cudaAddressModeClamp}, 0},
    };
    for (const Case& c : cases) {
        cudaArray_t a;
        REQUIRE(cudaMalloc3DArray(&a, &c.desc, c.extent, c.flags | cudaArraySurfaceLoadStore));
        cudaResourceDesc res = {};
        res.resType = cudaResourceTypeArray;
        res.res.array.array = a;
        cudaTextureDesc td = {};
        for (int k = 0; k < 3; k++) td.addressMode[k] = c.mode[k];
        td.filterMode = c.filter;
        td.readMode = c.read;
        td.normalizedCoords = c.normalized;
        cudaTextureObject_t t;
        REQUIRE(cudaCreateTextureObject(&t, &res, &td, nullptr));
        for (const char* what : TEXTURE_QUERIES) query("txq", what, t, c.name, (CUdeviceptr)d_out);
        cudaSurfaceObject_t s;
        REQUIRE(cudaCreateSurfaceObject(&s, &res));
        for (const char* what : SURFACE_QUERIES) query("suq", what, s, c.name, (CUdeviceptr)d_out);
        REQUIRE(cudaDestroySurfaceObject(s));
        REQUIRE(cudaDestroyTextureObject(t));
        REQUIRE(cudaFreeArray(a));
    }
    cudaFree(d_out);
    srgb_table();
    srgb_filter();
    srgb_pairs();
    return finish(__FILE__);
}
