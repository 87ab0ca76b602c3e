// Memory kinds: device, pinned host (every cudaHostAlloc flag), registered, managed (with
// advise/prefetch), pitched 2-D and 3-D allocations, memset/memcpy of every kind, symbols,
// pointer attributes and cudaMemGetInfo. Expected values are computed on the host.
#include "common.h"

__device__ int d_table[16];

__global__ void fill_kernel(int* p, int n, int base) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) p[i] = base + i;
}

__global__ void add_kernel(float* p, int n, float v) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) p[i] += v;
}

__global__ void table_kernel(int* out) {
    int i = threadIdx.x;
    if (i < 16) {
        out[i] = d_table[i] * 2;
        d_table[i] += 100;
    }
}

// 2-D pitched: element (x, y) += y * 1000 + x
__global__ void pitch2d_kernel(float* base, size_t pitch, int width, int height) {
    int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x < width && y < height) {
        float* row = (float*)((char*)base + y * pitch);
        row[x] += y * 1000.0f + x;
    }
}

// 3-D pitched: element (x, y, z) = old + x + 10 y + 100 z
__global__ void pitch3d_kernel(cudaPitchedPtr p, int w, int h, int d) {
    int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y, z = blockIdx.z;
    if (x < w && y < h && z < d) {
        char* slice = (char*)p.ptr + (size_t)z * p.pitch * p.ysize;
        int* row = (int*)(slice + (size_t)y * p.pitch);
        row[x] += x + 10 * y + 100 * z;
    }
}

static int count_mismatch_int(const int* got, int n, int base) {
    int bad = 0;
    for (int i = 0; i < n; i++) bad += got[i] != base + i;
    return bad;
}

static void device_and_copies() {
    const int n = 1 << 16;
    size_t bytes = n * sizeof(int);
    int* d = nullptr;
    REQUIRE(cudaMalloc(&d, bytes));
    check("malloc.aligned", ((uintptr_t)d % 256) == 0, "cudaMalloc returned %p (256-byte alignment expected)", d);

    std::vector<unsigned char> bytes_back(bytes);
    REQUIRE(cudaMemset(d, 0xAB, bytes));
    REQUIRE(cudaMemcpy(bytes_back.data(), d, bytes, cudaMemcpyDeviceToHost));
    int bad = 0;
    for (unsigned char b : bytes_back) bad += b != 0xAB;
    check("memset.bytes", bad == 0, "%d of %zu bytes differ from 0xAB", bad, bytes);

    fill_kernel<<<(n + 255) / 256, 256>>>(d, n, 7);
    REQUIRE(cudaGetLastError());
    std::vector<int> host(n);
    REQUIRE(cudaMemcpy(host.data(), d, bytes, cudaMemcpyDeviceToHost));
    check("memcpy.d2h", count_mismatch_int(host.data(), n, 7) == 0, "kernel-written values read back");

    int* d2 = nullptr;
    REQUIRE(cudaMalloc(&d2, bytes));
    REQUIRE(cudaMemcpy(d2, d, bytes, cudaMemcpyDeviceToDevice));
    std::vector<int> h2(n, 0);
    REQUIRE(cudaMemcpy(h2.data(), d2, bytes, cudaMemcpyDefault));   // UVA infers the direction
    check("memcpy.d2d+default", count_mismatch_int(h2.data(), n, 7) == 0, "device-to-device then Default kind");

    for (int i = 0; i < n; i++) host[i] = 3 * i;
    REQUIRE(cudaMemcpy(d, host.data(), bytes, cudaMemcpyHostToDevice));
    REQUIRE(cudaMemcpy(h2.data(), d, bytes / 2, cudaMemcpyDeviceToHost));
    bad = 0;
    for (int i = 0; i < n / 2; i++) bad += h2[i] != 3 * i;
    check("memcpy.h2d.partial", bad == 0 && h2[n / 2] == 7 + n / 2, "first half copied, second half untouched");

    // async forms on a stream
    cudaStream_t s;
    REQUIRE(cudaStreamCreate(&s));
    REQUIRE(cudaMemsetAsync(d2, 0, bytes, s));
    REQUIRE(cudaMemcpyAsync(d2 + 10, host.data() + 10, 5 * sizeof(int), cudaMemcpyHostToDevice, s));
    REQUIRE(cudaMemcpyAsync(h2.data(), d2, bytes, cudaMemcpyDeviceToHost, s));
    REQUIRE(cudaStreamSynchronize(s));
    bad = 0;
    for (int i = 0; i < n; i++) bad += h2[i] != ((i >= 10 && i < 15) ? 3 * i : 0);
    check("memcpy.async", bad == 0, "memsetAsync + memcpyAsync ordered on one stream (%d wrong)", bad);
    REQUIRE(cudaStreamDestroy(s));

    // symbols
    int init[16];
    for (int i = 0; i < 16; i++) init[i] = i * i;
    REQUIRE(cudaMemcpyToSymbol(d_table, init, sizeof init));
    int* sym_addr = nullptr;
    REQUIRE(cudaGetSymbolAddress((void**)&sym_addr, d_table));
    size_t sym_size = 0;
    REQUIRE(cudaGetSymbolSize(&sym_size, d_table));
    check("symbol.size", sym_size == sizeof init, "cudaGetSymbolSize = %zu", sym_size);
    table_kernel<<<1, 16>>>(d);
    REQUIRE(cudaGetLastError());
    int out[16], after[16];
    REQUIRE(cudaMemcpy(out, d, sizeof out, cudaMemcpyDeviceToHost));
    REQUIRE(cudaMemcpyFromSymbol(after, d_table, sizeof after));
    int via_addr[16];
    REQUIRE(cudaMemcpy(via_addr, sym_addr, sizeof via_addr, cudaMemcpyDeviceToHost));
    bad = 0;
    for (int i = 0; i < 16; i++) bad += out[i] != 2 * i * i || after[i] != i * i + 100 || via_addr[i] != after[i];
    check("symbol.copy", bad == 0, "ToSymbol, kernel read/write, FromSymbol and GetSymbolAddress agree");

    cudaPointerAttributes attr;
    REQUIRE(cudaPointerGetAttributes(&attr, d));
    check("attributes.device", attr.type == cudaMemoryTypeDevice && attr.devicePointer == d,
          "type %d (device = %d)", (int)attr.type, (int)cudaMemoryTypeDevice);
    REQUIRE(cudaFree(d));
    REQUIRE(cudaFree(d2));
}

static void host_memory() {
    const int n = 4096;
    size_t bytes = n * sizeof(int);
    int* dev;
    REQUIRE(cudaMalloc(&dev, bytes));

    int* pinned = nullptr;
    REQUIRE(cudaMallocHost((void**)&pinned, bytes));
    fill_kernel<<<n / 256, 256>>>(dev, n, 11);
    REQUIRE(cudaGetLastError());
    REQUIRE(cudaMemcpy(pinned, dev, bytes, cudaMemcpyDeviceToHost));
    check("mallochost", count_mismatch_int(pinned, n, 11) == 0, "pinned buffer as copy target");
    cudaPointerAttributes attr;
    REQUIRE(cudaPointerGetAttributes(&attr, pinned));
    check("attributes.host", attr.type == cudaMemoryTypeHost, "type %d (host = %d)", (int)attr.type,
          (int)cudaMemoryTypeHost);
    REQUIRE(cudaFreeHost(pinned));

    struct { unsigned flags; const char* name; } kinds[] = {
        {cudaHostAllocDefault, "hostalloc.default"},
        {cudaHostAllocPortable, "hostalloc.portable"},
        {cudaHostAllocMapped, "hostalloc.mapped"},
        {cudaHostAllocWriteCombined, "hostalloc.writecombined"},
        {cudaHostAllocMapped | cudaHostAllocPortable, "hostalloc.mapped+portable"},
    };
    for (auto& k : kinds) {
        int* h = nullptr;
        REQUIRE(cudaHostAlloc((void**)&h, bytes, k.flags));
        unsigned got_flags = 0;
        REQUIRE(cudaHostGetFlags(&got_flags, h));
        bool ok = (got_flags & k.flags) == k.flags;
        if (k.flags & cudaHostAllocMapped) {
            // the kernel writes straight into host memory through the mapped device pointer
            int* dptr = nullptr;
            REQUIRE(cudaHostGetDevicePointer((void**)&dptr, h, 0));
            fill_kernel<<<n / 256, 256>>>(dptr, n, 21);
            REQUIRE(cudaGetLastError());
            REQUIRE(cudaDeviceSynchronize());
            ok = ok && count_mismatch_int(h, n, 21) == 0;
        } else {
            for (int i = 0; i < n; i++) h[i] = 5 + i;   // host writes, device reads (write-combined use)
            REQUIRE(cudaMemcpy(dev, h, bytes, cudaMemcpyHostToDevice));
            std::vector<int> back(n);
            REQUIRE(cudaMemcpy(back.data(), dev, bytes, cudaMemcpyDeviceToHost));
            ok = ok && count_mismatch_int(back.data(), n, 5) == 0;
        }
        check(k.name, ok, "flags requested %#x, reported %#x", k.flags, got_flags);
        REQUIRE(cudaFreeHost(h));
    }

    // registering ordinary malloc'd memory
    int* plain = (int*)malloc(bytes);
    REQUIRE(cudaHostRegister(plain, bytes, cudaHostRegisterDefault));
    REQUIRE(cudaMemcpy(plain, dev, bytes, cudaMemcpyDeviceToHost));
    check("hostregister", count_mismatch_int(plain, n, 5) == 0, "registered buffer as copy target");
    REQUIRE(cudaHostUnregister(plain));
    REQUIRE(cudaPointerGetAttributes(&attr, plain));
    check("attributes.unregistered", attr.type == cudaMemoryTypeUnregistered, "type %d (unregistered = %d)",
          (int)attr.type, (int)cudaMemoryTypeUnregistered);
    free(plain);
    REQUIRE(cudaFree(dev));
}

static void managed_memory() {
    const int n = 10000;
    float* m = nullptr;
    REQUIRE(cudaMallocManaged(&m, n * sizeof(float)));
    for (int i = 0; i < n; i++) m[i] = 0.5f * i;
    cudaMemLocation dev_loc{cudaMemLocationTypeDevice, 0};
    cudaMemLocation host_loc{cudaMemLocationTypeHost, 0};
    REQUIRE(cudaMemAdvise(m, n * sizeof(float), cudaMemAdviseSetPreferredLocation, dev_loc));
    REQUIRE(cudaMemPrefetchAsync(m, n * sizeof(float), dev_loc, 0, 0));
    add_kernel<<<(n + 127) / 128, 128>>>(m, n, 2.0f);
    REQUIRE(cudaGetLastError());
    REQUIRE(cudaMemPrefetchAsync(m, n * sizeof(float), host_loc, 0, 0));
    REQUIRE(cudaDeviceSynchronize());
    int bad = 0;
    for (int i = 0; i < n; i++) bad += m[i] != 0.5f * i + 2.0f;
    check("managed", bad == 0, "host init, device add, host read (%d wrong)", bad);
    REQUIRE(cudaMemAdvise(m, n * sizeof(float), cudaMemAdviseSetReadMostly, dev_loc));
    cudaPointerAttributes attr;
    REQUIRE(cudaPointerGetAttributes(&attr, m));
    check("attributes.managed", attr.type == cudaMemoryTypeManaged, "type %d (managed = %d)", (int)attr.type,
          (int)cudaMemoryTypeManaged);
    REQUIRE(cudaFree(m));
}

static void pitched_memory() {
    const int w = 100, h = 37;
    float* p = nullptr;
    size_t pitch = 0;
    REQUIRE(cudaMallocPitch((void**)&p, &pitch, w * sizeof(float), h));
    check("mallocpitch", pitch >= w * sizeof(float) && pitch % 128 == 0, "pitch %zu for a %zu-byte row", pitch,
          w * sizeof(float));
    REQUIRE(cudaMemset2D(p, pitch, 0, w * sizeof(float), h));
    std::vector<float> host(w * h);
    for (int i = 0; i < w * h; i++) host[i] = (float)(i % 7);
    // copy only the left 60 columns; the rest stays zero from the memset
    REQUIRE(cudaMemcpy2D(p, pitch, host.data(), w * sizeof(float), 60 * sizeof(float), h, cudaMemcpyHostToDevice));
    pitch2d_kernel<<<dim3((w + 31) / 32, (h + 7) / 8), dim3(32, 8)>>>(p, pitch, w, h);
    REQUIRE(cudaGetLastError());
    std::vector<float> back(w * h, -1.0f);
    REQUIRE(cudaMemcpy2D(back.data(), w * sizeof(float), p, pitch, w * sizeof(float), h, cudaMemcpyDeviceToHost));
    int bad = 0;
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++) {
            float base = x < 60 ? (float)((y * w + x) % 7) : 0.0f;
            bad += back[y * w + x] != base + y * 1000.0f + x;
        }
    check("memcpy2d+memset2d", bad == 0, "%d of %d elements wrong", bad, w * h);
    REQUIRE(cudaFree(p));

    const int W = 20, H = 9, D = 5;
    cudaExtent extent = make_cudaExtent(W * sizeof(int), H, D);
    cudaPitchedPtr pp;
    REQUIRE(cudaMalloc3D(&pp, extent));
    check("malloc3d", pp.pitch >= W * sizeof(int) && pp.xsize == W * sizeof(int) && pp.ysize == H,
          "pitch %zu xsize %zu ysize %zu", pp.pitch, pp.xsize, pp.ysize);
    REQUIRE(cudaMemset3D(pp, 0x01, extent));
    std::vector<int> box(W * H * D, 0);
    cudaMemcpy3DParms back3{};
    back3.srcPtr = pp;
    back3.dstPtr = make_cudaPitchedPtr(box.data(), W * sizeof(int), W, H);
    back3.extent = extent;
    back3.kind = cudaMemcpyDeviceToHost;
    REQUIRE(cudaMemcpy3D(&back3));
    bad = 0;
    for (int v : box) bad += v != 0x01010101;
    check("memset3d", bad == 0, "%d of %d elements wrong", bad, W * H * D);

    for (int i = 0; i < W * H * D; i++) box[i] = i;
    cudaMemcpy3DParms up{};
    up.srcPtr = make_cudaPitchedPtr(box.data(), W * sizeof(int), W, H);
    up.dstPtr = pp;
    up.extent = extent;
    up.kind = cudaMemcpyHostToDevice;
    REQUIRE(cudaMemcpy3D(&up));
    pitch3d_kernel<<<dim3((W + 15) / 16, (H + 7) / 8, D), dim3(16, 8, 1)>>>(pp, W, H, D);
    REQUIRE(cudaGetLastError());
    std::vector<int> res(W * H * D, -1);
    back3.dstPtr = make_cudaPitchedPtr(res.data(), W * sizeof(int), W, H);
    REQUIRE(cudaMemcpy3D(&back3));
    bad = 0;
    for (int z = 0; z < D; z++)
        for (int y = 0; y < H; y++)
            for (int x = 0; x < W; x++) {
                int i = (z * H + y) * W + x;
                bad += res[i] != i + x + 10 * y + 100 * z;
            }
    check("memcpy3d", bad == 0, "%d of %d elements wrong", bad, W * H * D);
    REQUIRE(cudaFree(pp.ptr));
}

static void mem_info() {
    size_t free0 = 0, total = 0;
    REQUIRE(cudaMemGetInfo(&free0, &total));
    check("meminfo", total > 0 && free0 <= total, "free %zu MiB of %zu MiB", free0 >> 20, total >> 20);
    const size_t big = 256u << 20;
    void* p = nullptr;
    REQUIRE(cudaMalloc(&p, big));
    size_t free1 = 0;
    REQUIRE(cudaMemGetInfo(&free1, &total));
    check("meminfo.after_malloc", free1 + big / 2 <= free0, "free went from %zu MiB to %zu MiB after a %zu MiB cudaMalloc",
          free0 >> 20, free1 >> 20, big >> 20);
    REQUIRE(cudaFree(p));
    size_t free2 = 0;
    REQUIRE(cudaMemGetInfo(&free2, &total));
    check("meminfo.after_free", free2 >= free1 + big / 2, "free back to %zu MiB after cudaFree", free2 >> 20);
}

int main() {
    REQUIRE(cudaSetDevice(0));
    device_and_copies();
    host_memory();
    managed_memory();
    pitched_memory();
    mem_info();
    return finish("memory");
}
