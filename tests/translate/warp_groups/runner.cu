// Runs one warp-group test kernel (PTX entry `k(.param .u64 out)`, one block) on an NVIDIA
// GPU through the driver API and writes its u32 outputs, raw little-endian, to a file.
//   runner KERNEL.ptx THREADS SLOTS OUT.bin
#include <cuda.h>

#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#define CK(call)                                                                  \
    do {                                                                          \
        CUresult r_ = (call);                                                     \
        if (r_ != CUDA_SUCCESS) {                                                 \
            const char* s_ = "?";                                                 \
            cuGetErrorName(r_, &s_);                                              \
            fprintf(stderr, "%s:%d: %s -> %s\n", __FILE__, __LINE__, #call, s_);  \
            return 1;                                                             \
        }                                                                         \
    } while (0)

int main(int argc, char** argv) {
    if (argc != 5) {
        fprintf(stderr, "usage: %s KERNEL.ptx THREADS SLOTS OUT.bin\n", argv[0]);
        return 2;
    }
    FILE* in = fopen(argv[1], "rb");
    if (!in) {
        fprintf(stderr, "cannot open %s\n", argv[1]);
        return 2;
    }
    std::string text;
    char buf[4096];
    size_t n;
    while ((n = fread(buf, 1, sizeof buf, in)) > 0) text.append(buf, n);
    fclose(in);
    unsigned threads = (unsigned)atoi(argv[2]), slots = (unsigned)atoi(argv[3]);
    size_t bytes = (size_t)threads * slots * sizeof(unsigned);

    CK(cuInit(0));
    CUdevice dev;
    CK(cuDeviceGet(&dev, 0));
    CUcontext ctx;
    CK(cuDevicePrimaryCtxRetain(&ctx, dev));
    CK(cuCtxSetCurrent(ctx));
    CUmodule mod;
    CK(cuModuleLoadData(&mod, text.c_str()));
    CUfunction k;
    CK(cuModuleGetFunction(&k, mod, "k"));
    CUdeviceptr out;
    CK(cuMemAlloc(&out, bytes));
    CK(cuMemsetD8(out, 0, bytes));
    void* args[] = {&out};
    CK(cuLaunchKernel(k, 1, 1, 1, threads, 1, 1, 0, nullptr, args, nullptr));
    CK(cuCtxSynchronize());
    std::vector<unsigned> host(threads * slots);
    CK(cuMemcpyDtoH(host.data(), out, bytes));
    FILE* o = fopen(argv[4], "wb");
    if (!o || fwrite(host.data(), 1, bytes, o) != bytes || fclose(o) != 0) {
        fprintf(stderr, "cannot write %s\n", argv[4]);
        return 1;
    }
    return 0;
}
