// What txq and suq answer from the device for texture and surface objects: sizes, the
// channel type and order codes, and the sampler's coordinates, filter and address modes.
// A program of its own, apart from textures.cu: everything it prints is the hardware's
// to define, printed as `VALUE name value` lines; the whole stdout is recorded on the GPU
// (record_textures_h200.sh) and the CPU backend must print the same.
#include "common.h"

#define QUERY(op, what, obj, slot) asm(op "." what ".b32 %0, [%1];" : "=r"(out[slot]) : "l"(obj))

__global__ void texture_queries(cudaTextureObject_t t, int* out) {
    QUERY("txq", "width", t, 0);
    QUERY("txq", "height", t, 1);
    QUERY("txq", "depth", t, 2);
    QUERY("txq", "channel_data_type", t, 3);
    QUERY("txq", "channel_order", t, 4);
    QUERY("txq", "normalized_coords", t, 5);
    QUERY("txq", "filter_mode", t, 6);
    QUERY("txq", "addr_mode_0", t, 7);
    QUERY("txq", "addr_mode_1", t, 8);
    QUERY("txq", "addr_mode_2", t, 9);
}

__global__ void surface_queries(cudaSurfaceObject_t s, int* out) {
    QUERY("suq", "width", s, 0);
    QUERY("suq", "height", s, 1);
    QUERY("suq", "depth", s, 2);
    QUERY("suq", "channel_data_type", s, 3);
    QUERY("suq", "channel_order", s, 4);
}

static void print_values(const char* name, const int* d_out, int count) {
    int v[16];
    REQUIRE(cudaMemcpy(v, d_out, count * sizeof(int), cudaMemcpyDeviceToHost));
    printf("VALUE %s", name);
    for (int i = 0; i < count; i++) printf(" %d", v[i]);
    printf("\n");
}

int main() {
    int* d_out;
    REQUIRE(cudaMalloc(&d_out, 16 * sizeof(int)));
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
        texture_queries<<<1, 1>>>(t, d_out);
        REQUIRE(cudaGetLastError());
        char name[64];
        snprintf(name, sizeof name, "txq_%s", c.name);
        print_values(name, d_out, 10);
        cudaSurfaceObject_t s;
        REQUIRE(cudaCreateSurfaceObject(&s, &res));
        surface_queries<<<1, 1>>>(s, d_out);
        REQUIRE(cudaGetLastError());
        snprintf(name, sizeof name, "suq_%s", c.name);
        print_values(name, d_out, 5);
        REQUIRE(cudaDestroySurfaceObject(s));
        REQUIRE(cudaDestroyTextureObject(t));
        REQUIRE(cudaFreeArray(a));
    }
    cudaFree(d_out);
    return finish(__FILE__);
}
