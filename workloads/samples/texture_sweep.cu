// Records what the GPU's texture units return for a sweep of coordinates: every pairing of
// format (float, uchar4 read as normalised float, short read as normalised float),
// geometry (1D, 2D, 3D CUDA arrays, a wide 1D one), filter (point, linear), address mode (wrap, clamp,
// mirror, border) and coordinate kind (normalised, unnormalised). Coordinates sit at exact
// 1/256 fractions, between them, anywhere, and at special values (NaN, infinities, huge).
//
//   texture_sweep OUT.bin          writes the texels, the coordinates and all four result
//                                  components of every fetch (the layout is below)
//
// The CPU backend's fetch must give the same bits (tests/runtime/test_texture_sweep.py).
//
// Layout, little-endian: "ZTXSWEEP", u32 version, u32 number of textures; per texture
// u32 format, geometry, width, height, depth, then width*height*depth texels of the
// format's size; then u32 number of cases; per case u32 format, geometry, filter, address
// mode, normalised, the cudaCreateTextureObject status, the number of samples n, then n
// float3 coordinates and n float4 results (the results are zero when creation failed).
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <vector>

#include <cuda_runtime.h>

static const int SAMPLES = 256;
// geometries: 1D, 2D, 3D, and a wide 1D one (where normalised coordinates run out of precision)
static const int GEOMETRIES = 4;
static const int WIDTH[GEOMETRIES] = {13, 7, 5, 1000}, HEIGHT[GEOMETRIES] = {1, 5, 4, 1},
                 DEPTH[GEOMETRIES] = {1, 1, 3, 1};
enum { FLOAT1, UCHAR4, SHORT1, FORMATS };
static const int TEXEL_SIZE[FORMATS] = {4, 4, 2};

static uint32_t g_state = 12345u;
static uint32_t next_u32() {
    g_state = g_state * 1664525u + 1013904223u;
    return g_state >> 1 ^ g_state << 7;
}
static float uniform() { return (next_u32() >> 8) * (1.0f / 16777216.0f); }

static void fail(const char* what, cudaError_t e) {
    fprintf(stderr, "texture_sweep: %s: %s\n", what, cudaGetErrorString(e));
    exit(2);
}

__global__ void fetch(cudaTextureObject_t tex, int geometry, const float3* coords, float4* out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float3 c = coords[i];
    float4 v;
    if (geometry == 0 || geometry == 3)
        v = tex1D<float4>(tex, c.x);
    else if (geometry == 1)
        v = tex2D<float4>(tex, c.x, c.y);
    else
        v = tex3D<float4>(tex, c.x, c.y, c.z);
    out[i] = v;
}

// one coordinate along an axis of `size` texels, by the kind of position sample k tests
static float coordinate(int k, int size, bool normalised) {
    static const float SPECIAL[] = {__builtin_nanf(""), __builtin_inff(), -__builtin_inff(), -0.0f,
                                    1e9f, -1e9f, 3e38f, 1e-30f};
    float x;
    switch (k % 4) {
    case 0:  // an exact fraction of 1/256 from the texel's centre
        x = (float)((int)(next_u32() % (3 * size + 4)) - size - 2) + 0.5f + (next_u32() % 256) / 256.0f;
        break;
    case 1:  // anywhere
        x = -1.5f * size + 4.0f * size * uniform();
        break;
    case 2:  // between two 1/256 steps, or a few ulps off one
        x = (float)((int)(next_u32() % (size + 2)) - 1) + 0.5f + (next_u32() % 512) / 512.0f;
        if (next_u32() & 1) x = nextafterf(x, (next_u32() & 1) ? 1e30f : -1e30f);
        break;
    default:
        if ((k / 4) % 4 == 0) return SPECIAL[next_u32() % 8];
        x = (float)(next_u32() % (size + 1)) + (next_u32() % 16) / 16.0f;
        break;
    }
    return normalised ? x / size : x;
}

int main(int argc, char** argv) {
    if (argc != 2) {
        fprintf(stderr, "usage: texture_sweep OUT.bin\n");
        return 2;
    }
    FILE* f = fopen(argv[1], "wb");
    if (!f) {
        perror(argv[1]);
        return 2;
    }
    auto put = [&](uint32_t v) { fwrite(&v, 4, 1, f); };
    fwrite("ZTXSWEEP", 8, 1, f);
    put(1);
    put(FORMATS * GEOMETRIES);

    cudaArray_t arrays[FORMATS][GEOMETRIES];
    for (int fmt = 0; fmt < FORMATS; fmt++) {
        for (int g = 0; g < GEOMETRIES; g++) {
            int w = WIDTH[g], h = HEIGHT[g], d = DEPTH[g], count = w * h * d;
            std::vector<unsigned char> texels(count * TEXEL_SIZE[fmt]);
            for (int i = 0; i < count; i++) {
                if (fmt == FLOAT1) {
                    float v = -4.0f + 8.0f * uniform();
                    memcpy(&texels[4 * i], &v, 4);
                } else {
                    uint32_t v = next_u32();
                    memcpy(&texels[TEXEL_SIZE[fmt] * i], &v, TEXEL_SIZE[fmt]);
                }
            }
            cudaChannelFormatDesc desc = fmt == FLOAT1   ? cudaCreateChannelDesc<float>()
                                         : fmt == UCHAR4 ? cudaCreateChannelDesc<uchar4>()
                                                         : cudaCreateChannelDesc<short>();
            cudaExtent extent = make_cudaExtent(w, h > 1 ? h : 0, d > 1 ? d : 0);
            cudaError_t e = cudaMalloc3DArray(&arrays[fmt][g], &desc, extent);
            if (e != cudaSuccess) fail("cudaMalloc3DArray", e);
            cudaMemcpy3DParms p = {};
            p.srcPtr = make_cudaPitchedPtr(texels.data(), w * TEXEL_SIZE[fmt], w, h);
            p.dstArray = arrays[fmt][g];
            p.extent = make_cudaExtent(w, h, d);
            p.kind = cudaMemcpyHostToDevice;
            e = cudaMemcpy3D(&p);
            if (e != cudaSuccess) fail("cudaMemcpy3D", e);
            put(fmt);
            put(g);
            put(w);
            put(h);
            put(d);
            fwrite(texels.data(), 1, texels.size(), f);
        }
    }

    float3* d_coords;
    float4* d_out;
    cudaMalloc(&d_coords, SAMPLES * sizeof(float3));
    cudaMalloc(&d_out, SAMPLES * sizeof(float4));
    const cudaTextureAddressMode MODES[4] = {cudaAddressModeWrap, cudaAddressModeClamp, cudaAddressModeMirror,
                                             cudaAddressModeBorder};
    put(FORMATS * GEOMETRIES * 2 * 4 * 2);
    for (int fmt = 0; fmt < FORMATS; fmt++)
        for (int g = 0; g < GEOMETRIES; g++)
            for (int filter = 0; filter < 2; filter++)
                for (int mode = 0; mode < 4; mode++)
                    for (int norm = 0; norm < 2; norm++) {
                        std::vector<float3> coords(SAMPLES);
                        for (int k = 0; k < SAMPLES; k++) {
                            coords[k].x = coordinate(k, WIDTH[g], norm);
                            coords[k].y = HEIGHT[g] > 1 ? coordinate(k + 1, HEIGHT[g], norm) : 0.0f;
                            coords[k].z = DEPTH[g] > 1 ? coordinate(k + 2, DEPTH[g], norm) : 0.0f;
                        }
                        cudaResourceDesc res = {};
                        res.resType = cudaResourceTypeArray;
                        res.res.array.array = arrays[fmt][g];
                        cudaTextureDesc td = {};
                        for (int a = 0; a < 3; a++) td.addressMode[a] = MODES[mode];
                        td.filterMode = filter ? cudaFilterModeLinear : cudaFilterModePoint;
                        td.readMode = fmt == FLOAT1 ? cudaReadModeElementType : cudaReadModeNormalizedFloat;
                        td.normalizedCoords = norm;
                        td.borderColor[0] = 0.25f;
                        td.borderColor[1] = -0.5f;
                        td.borderColor[2] = 0.75f;
                        td.borderColor[3] = 1.5f;
                        cudaTextureObject_t tex = 0;
                        cudaError_t status = cudaCreateTextureObject(&tex, &res, &td, nullptr);
                        std::vector<float4> out(SAMPLES, make_float4(0, 0, 0, 0));
                        if (status == cudaSuccess) {
                            cudaMemcpy(d_coords, coords.data(), SAMPLES * sizeof(float3), cudaMemcpyHostToDevice);
                            fetch<<<(SAMPLES + 127) / 128, 128>>>(tex, g, d_coords, d_out, SAMPLES);
                            cudaError_t e = cudaMemcpy(out.data(), d_out, SAMPLES * sizeof(float4),
                                                       cudaMemcpyDeviceToHost);
                            if (e != cudaSuccess) fail("fetch", e);
                            cudaDestroyTextureObject(tex);
                        } else {
                            cudaGetLastError();
                        }
                        put(fmt);
                        put(g);
                        put(filter);
                        put(mode);
                        put(norm);
                        put(status);
                        put(SAMPLES);
                        fwrite(coords.data(), sizeof(float3), SAMPLES, f);
                        fwrite(out.data(), sizeof(float4), SAMPLES, f);
                    }
    fclose(f);
    printf("texture_sweep: %d cases of %d samples\n", FORMATS * GEOMETRIES * 2 * 4 * 2, SAMPLES);
    return 0;
}
