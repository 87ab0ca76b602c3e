// Runs the PTX cases of matrix_cases.py natively (driver API JIT) and writes each case's
// output buffer: ptx_runner DIR OUT, with DIR from `matrix_cases.py write DIR`.
#include <cuda.h>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#define CHECK(x) do { CUresult r_ = (x); if (r_ != CUDA_SUCCESS) { const char *s_; cuGetErrorName(r_, &s_); \
    fprintf(stderr, "%s:%d %s: %s\n", __FILE__, __LINE__, #x, s_); return 1; } } while (0)

static std::string slurp(const std::string &path) {
    FILE *f = fopen(path.c_str(), "rb");
    if (!f) { perror(path.c_str()); exit(1); }
    std::string s;
    char buf[65536];
    size_t n;
    while ((n = fread(buf, 1, sizeof buf, f)) > 0) s.append(buf, n);
    fclose(f);
    return s;
}

int main(int argc, char **argv) {
    if (argc != 3) { fprintf(stderr, "usage: %s DIR OUT\n", argv[0]); return 2; }
    std::string dir = argv[1], out = argv[2];
    CHECK(cuInit(0));
    CUdevice dev;
    CHECK(cuDeviceGet(&dev, 0));
    CUcontext ctx;
    CHECK(cuDevicePrimaryCtxRetain(&ctx, dev));
    CHECK(cuCtxSetCurrent(ctx));
    FILE *m = fopen((dir + "/manifest.txt").c_str(), "r");
    if (!m) { perror("manifest.txt"); return 1; }
    char name[256];
    unsigned threads, n[4], outidx;
    int cases = 0;
    while (fscanf(m, "%255s %u %u %u %u %u %u", name, &threads, &n[0], &n[1], &n[2], &n[3], &outidx) == 7) {
        std::string ptx = slurp(dir + "/" + name + ".ptx");
        std::string in = slurp(dir + "/" + name + ".in.u32");
        CUmodule mod;
        CHECK(cuModuleLoadData(&mod, ptx.c_str()));
        CUfunction fn;
        CHECK(cuModuleGetFunction(&fn, mod, "k"));
        CUdeviceptr bufs[4];
        size_t at = 0;
        for (int i = 0; i < 4; i++) {
            CHECK(cuMemAlloc(&bufs[i], 4 * (size_t)n[i]));
            CHECK(cuMemcpyHtoD(bufs[i], in.data() + at, 4 * (size_t)n[i]));
            at += 4 * (size_t)n[i];
        }
        void *params[4] = {&bufs[0], &bufs[1], &bufs[2], &bufs[3]};
        CHECK(cuLaunchKernel(fn, 1, 1, 1, threads, 1, 1, 0, 0, params, nullptr));
        CHECK(cuCtxSynchronize());
        std::vector<unsigned> result(n[outidx]);
        CHECK(cuMemcpyDtoH(result.data(), bufs[outidx], 4 * (size_t)n[outidx]));
        FILE *o = fopen((out + "/" + name + ".out.u32").c_str(), "wb");
        if (!o) { perror(name); return 1; }
        fwrite(result.data(), 4, result.size(), o);
        fclose(o);
        for (int i = 0; i < 4; i++) CHECK(cuMemFree(bufs[i]));
        CHECK(cuModuleUnload(mod));
        cases++;
    }
    fclose(m);
    printf("recorded %d cases\n", cases);
    return cases > 0 ? 0 : 1;
}
