// OpenGL interop on a GL that keeps its buffers in host memory (Mesa's llvmpipe through
// EGL's surfaceless platform): a buffer object filled by GL, registered with CUDA, mapped,
// read and written by a kernel, unmapped, and read back by GL (glGetBufferSubData, and a
// GL-side copy into a second buffer); the same through the driver API and through the
// deprecated cudaGL*BufferObject* family; a 2-D texture of two mip levels mapped as a
// mipmapped array (a kernel writes it through a surface, GL reads the texels back) and a
// renderbuffer cleared by GL mapped as an array; plus
// the statuses of misuse (no current GL context, a name that is no buffer or texture,
// mapping twice, unmapping what is not mapped, a buffer's array, an image's pointer, flags).
// Prints `OK name` / `BAD name got` and `DONE <n> bad`, or `SKIP reason` (exit 77) where
// no EGL display or GL context can be had; run by tests/runtime/test_gl_interop.py.
#define GL_GLEXT_PROTOTYPES 1
#include <EGL/egl.h>
#include <EGL/eglext.h>
#include <GL/gl.h>
#include <GL/glext.h>
#include <cstdio>
#include <cstring>
#include <cuda.h>
#include <cuda_runtime.h>
#include <cuda_gl_interop.h>
#include <cudaGL.h>

static int bad = 0;
static void expect(const char* name, bool ok, long got) {
    if (ok) printf("OK %s\n", name);
    else { printf("BAD %s got %ld\n", name, got); bad++; }
}

static const int N = 1024;

__global__ void twice_plus_one(int* p, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) p[i] = 2 * p[i] + 1;
}

__global__ void fill_index(int* p, int n, int base) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) p[i] = base + i;
}

static bool make_context() {
    auto platform_display = (PFNEGLGETPLATFORMDISPLAYEXTPROC)eglGetProcAddress("eglGetPlatformDisplayEXT");
    if (!platform_display) { printf("SKIP no eglGetPlatformDisplayEXT\n"); return false; }
    EGLDisplay display = platform_display(EGL_PLATFORM_SURFACELESS_MESA, EGL_DEFAULT_DISPLAY, nullptr);
    EGLint major, minor;
    if (display == EGL_NO_DISPLAY || !eglInitialize(display, &major, &minor)) {
        // NVIDIA's EGL offers its GPUs as devices rather than the surfaceless platform
        auto query_devices = (PFNEGLQUERYDEVICESEXTPROC)eglGetProcAddress("eglQueryDevicesEXT");
        EGLDeviceEXT device;
        EGLint devices = 0;
        display = EGL_NO_DISPLAY;
        if (query_devices && query_devices(1, &device, &devices) && devices > 0)
            display = platform_display(EGL_PLATFORM_DEVICE_EXT, device, nullptr);
        if (display == EGL_NO_DISPLAY || !eglInitialize(display, &major, &minor)) {
            printf("SKIP no surfaceless or device EGL display (error %#x)\n", eglGetError());
            return false;
        }
    }
    eglBindAPI(EGL_OPENGL_API);
    EGLContext context = eglCreateContext(display, EGL_NO_CONFIG_KHR, EGL_NO_CONTEXT, nullptr);
    if (context == EGL_NO_CONTEXT || !eglMakeCurrent(display, EGL_NO_SURFACE, EGL_NO_SURFACE, context)) {
        printf("SKIP no desktop GL context (error %#x)\n", eglGetError());
        return false;
    }
    printf("GL %s | %s\n", (const char*)glGetString(GL_RENDERER), (const char*)glGetString(GL_VERSION));
    return true;
}

// a buffer of N ints holding base + i, written by GL
static GLuint gl_buffer(int base) {
    int host[N];
    for (int i = 0; i < N; i++) host[i] = base + i;
    GLuint buffer;
    glGenBuffers(1, &buffer);
    glBindBuffer(GL_ARRAY_BUFFER, buffer);
    glBufferData(GL_ARRAY_BUFFER, sizeof host, host, GL_DYNAMIC_DRAW);
    glBindBuffer(GL_ARRAY_BUFFER, 0);
    return buffer;
}

// the first index where the buffer (read by GL) differs from want(i), or -1
template <typename Want>
static int gl_mismatch(GLuint buffer, Want want) {
    static int host[N];
    memset(host, 0, sizeof host);
    glBindBuffer(GL_COPY_READ_BUFFER, buffer);
    glGetBufferSubData(GL_COPY_READ_BUFFER, 0, sizeof host, host);
    glBindBuffer(GL_COPY_READ_BUFFER, 0);
    for (int i = 0; i < N; i++)
        if (host[i] != want(i)) return i;
    return -1;
}

static void misuse_without_context() {
    GLuint none = 1;
    cudaGraphicsResource_t resource = nullptr;
    cudaError_t e = cudaGraphicsGLRegisterBuffer(&resource, none, cudaGraphicsRegisterFlagsNone);
    expect("register.no_current_gl_context", e == cudaErrorInvalidGraphicsContext, e);
    cudaGetLastError();
}

static void runtime_buffer() {
    GLuint buffer = gl_buffer(100);
    cudaGraphicsResource_t resource = nullptr;
    cudaError_t e = cudaGraphicsGLRegisterBuffer(&resource, buffer, cudaGraphicsRegisterFlagsNone);
    expect("runtime.register", e == cudaSuccess && resource, e);
    void* p = nullptr;
    size_t size = 0;
    e = cudaGraphicsResourceGetMappedPointer(&p, &size, resource);
    expect("runtime.pointer_before_map_not_mapped", e == cudaErrorNotMapped, e);
    e = cudaGraphicsUnmapResources(1, &resource, 0);
    expect("runtime.unmap_unmapped_not_mapped", e == cudaErrorNotMapped, e);
    e = cudaGraphicsResourceSetMapFlags(resource, 7);
    expect("runtime.set_map_flags_bad_flags", e == cudaErrorInvalidValue, e);
    cudaGetLastError();

    cudaStream_t stream;
    cudaStreamCreate(&stream);
    e = cudaGraphicsMapResources(1, &resource, stream);
    expect("runtime.map", e == cudaSuccess, e);
    e = cudaGraphicsMapResources(1, &resource, stream);
    expect("runtime.map_twice_already_mapped", e == cudaErrorAlreadyMapped, e);
    e = cudaGraphicsResourceSetMapFlags(resource, cudaGraphicsMapFlagsReadOnly);
    expect("runtime.set_map_flags_while_mapped", e == cudaErrorAlreadyMapped, e);
    cudaGetLastError();
    e = cudaGraphicsResourceGetMappedPointer(&p, &size, resource);
    expect("runtime.mapped_pointer", e == cudaSuccess && p && size == N * sizeof(int), (long)size);
    cudaPointerAttributes attrs;
    e = cudaPointerGetAttributes(&attrs, p);
    expect("runtime.mapped_pointer_is_device_memory", e == cudaSuccess && attrs.type == cudaMemoryTypeDevice,
           attrs.type);
    twice_plus_one<<<(N + 255) / 256, 256, 0, stream>>>((int*)p, N);
    e = cudaGraphicsUnmapResources(1, &resource, stream);
    expect("runtime.unmap", e == cudaSuccess, e);
    int at = gl_mismatch(buffer, [](int i) { return 2 * (100 + i) + 1; });
    expect("runtime.gl_reads_what_the_kernel_wrote", at < 0, at);

    // GL copies the buffer on its side: CUDA's writes are the buffer's contents to GL
    GLuint copy;
    glGenBuffers(1, &copy);
    glBindBuffer(GL_COPY_WRITE_BUFFER, copy);
    glBufferData(GL_COPY_WRITE_BUFFER, N * sizeof(int), nullptr, GL_STATIC_DRAW);
    glBindBuffer(GL_COPY_READ_BUFFER, buffer);
    glCopyBufferSubData(GL_COPY_READ_BUFFER, GL_COPY_WRITE_BUFFER, 0, 0, N * sizeof(int));
    glBindBuffer(GL_COPY_READ_BUFFER, 0);
    glBindBuffer(GL_COPY_WRITE_BUFFER, 0);
    at = gl_mismatch(copy, [](int i) { return 2 * (100 + i) + 1; });
    expect("runtime.gl_copy_of_the_buffer", at < 0, at);

    // write-discard: the kernel writes every element, GL sees them
    e = cudaGraphicsResourceSetMapFlags(resource, cudaGraphicsMapFlagsWriteDiscard);
    expect("runtime.set_map_flags_write_discard", e == cudaSuccess, e);
    e = cudaGraphicsMapResources(1, &resource, 0);
    cudaGraphicsResourceGetMappedPointer(&p, &size, resource);
    fill_index<<<(N + 255) / 256, 256>>>((int*)p, N, 7000);
    e = e ? e : cudaGraphicsUnmapResources(1, &resource, 0);
    at = gl_mismatch(buffer, [](int i) { return 7000 + i; });
    expect("runtime.write_discard_round_trip", e == cudaSuccess && at < 0, e ? e : at);

    e = cudaGraphicsUnregisterResource(resource);
    expect("runtime.unregister", e == cudaSuccess, e);
    e = cudaGraphicsUnregisterResource(resource);
    expect("runtime.unregister_twice_invalid_handle", e == cudaErrorInvalidResourceHandle, e);
    cudaGetLastError();
    glDeleteBuffers(1, &copy);
    glDeleteBuffers(1, &buffer);
    cudaStreamDestroy(stream);
}

static void runtime_misuse() {
    cudaGraphicsResource_t resource = nullptr;
    cudaError_t e = cudaGraphicsGLRegisterBuffer(&resource, 12345, cudaGraphicsRegisterFlagsNone);
    expect("register.unknown_buffer_invalid_value", e == cudaErrorInvalidValue, e);
    GLuint buffer = gl_buffer(0);
    e = cudaGraphicsGLRegisterBuffer(&resource, buffer, 0x80);
    expect("register.bad_flags_invalid_value", e == cudaErrorInvalidValue, e);
    cudaGetLastError();
    glDeleteBuffers(1, &buffer);

    unsigned count = 0;
    int devices[4] = {-1, -1, -1, -1};
    e = cudaGLGetDevices(&count, devices, 4, cudaGLDeviceListAll);
    expect("gl_get_devices.the_one_device", e == cudaSuccess && count == 1 && devices[0] == 0, count);
    e = cudaGLGetDevices(&count, devices, 4, (cudaGLDeviceList)9);
    expect("gl_get_devices.bad_list", e == cudaErrorInvalidValue, e);
    cudaGetLastError();
}

// the deprecated family is what old programs call: its deprecation warnings are expected
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"
static void legacy_buffer_objects() {
    cudaError_t e = cudaGLSetGLDevice(0);
    expect("legacy.set_gl_device", e == cudaSuccess, e);
    GLuint buffer = gl_buffer(-50);
    e = cudaGLRegisterBufferObject(buffer);
    expect("legacy.register", e == cudaSuccess, e);
    e = cudaGLSetBufferObjectMapFlags(buffer, cudaGLMapFlagsNone);
    expect("legacy.set_map_flags", e == cudaSuccess, e);
    int* p = nullptr;
    e = cudaGLMapBufferObject((void**)&p, buffer);
    expect("legacy.map", e == cudaSuccess && p, e);
    twice_plus_one<<<(N + 255) / 256, 256>>>(p, N);
    e = cudaGLUnmapBufferObject(buffer);
    expect("legacy.unmap", e == cudaSuccess, e);
    int at = gl_mismatch(buffer, [](int i) { return 2 * (-50 + i) + 1; });
    expect("legacy.gl_reads_what_the_kernel_wrote", at < 0, at);
    e = cudaGLUnregisterBufferObject(buffer);
    expect("legacy.unregister", e == cudaSuccess, e);
    e = cudaGLMapBufferObject((void**)&p, buffer);
    expect("legacy.map_unregistered", e == cudaErrorInvalidResourceHandle, e);
    cudaGetLastError();
    glDeleteBuffers(1, &buffer);
}

static void driver_buffer() {
    GLuint buffer = gl_buffer(1);
    CUgraphicsResource resource = nullptr;
    CUresult r = cuGraphicsGLRegisterBuffer(&resource, buffer, CU_GRAPHICS_REGISTER_FLAGS_NONE);
    expect("driver.register", r == CUDA_SUCCESS, r);
    r = cuGraphicsMapResources(1, &resource, 0);
    expect("driver.map", r == CUDA_SUCCESS, r);
    r = cuGraphicsMapResources(1, &resource, 0);
    expect("driver.map_twice_already_mapped", r == CUDA_ERROR_ALREADY_MAPPED, r);
    CUdeviceptr p = 0;
    size_t size = 0;
    r = cuGraphicsResourceGetMappedPointer(&p, &size, resource);
    expect("driver.mapped_pointer", r == CUDA_SUCCESS && p && size == N * sizeof(int), (long)size);
    r = cuMemsetD32(p + 16 * sizeof(int), 0xABCD, 8);
    expect("driver.memset_mapped", r == CUDA_SUCCESS, r);
    r = cuGraphicsUnmapResources(1, &resource, 0);
    expect("driver.unmap", r == CUDA_SUCCESS, r);
    r = cuGraphicsUnmapResources(1, &resource, 0);
    expect("driver.unmap_twice_not_mapped", r == CUDA_ERROR_NOT_MAPPED, r);
    int at = gl_mismatch(buffer, [](int i) { return i >= 16 && i < 24 ? 0xABCD : 1 + i; });
    expect("driver.gl_reads_the_memset", at < 0, at);
    r = cuGraphicsUnregisterResource(resource);
    expect("driver.unregister", r == CUDA_SUCCESS, r);
    glDeleteBuffers(1, &buffer);
}

__global__ void invert_surface(cudaSurfaceObject_t surface, int width, int height) {
    int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x >= width || y >= height) return;
    uchar4 v = surf2Dread<uchar4>(surface, x * 4, y);
    surf2Dwrite(make_uchar4(255 - v.x, 255 - v.y, 255 - v.z, 255 - v.w), surface, x * 4, y);
}

static unsigned char texel(int level, int x, int y, int c) { return (unsigned char)(level * 100 + x * 7 + y * 3 + c); }

// a GL_TEXTURE_2D of RGBA8 with two levels, 16 x 8 and 8 x 4, mapped as a mipmapped
// array: GL's texels are in the arrays at map, a kernel writes level 0 through a surface,
// a copy writes level 1, and GL reads both back after the unmap
static void image_texture() {
    const int W = 16, H = 8;
    GLuint texture;
    glGenTextures(1, &texture);
    glBindTexture(GL_TEXTURE_2D, texture);
    static unsigned char pixels[W * H * 4];
    for (int level = 0; level < 2; level++) {
        int w = W >> level, h = H >> level;
        for (int y = 0; y < h; y++)
            for (int x = 0; x < w; x++)
                for (int c = 0; c < 4; c++) pixels[(y * w + x) * 4 + c] = texel(level, x, y, c);
        glTexImage2D(GL_TEXTURE_2D, level, GL_RGBA8, w, h, 0, GL_RGBA, GL_UNSIGNED_BYTE, pixels);
    }
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAX_LEVEL, 1);
    glBindTexture(GL_TEXTURE_2D, 0);

    cudaGraphicsResource_t resource = nullptr;
    cudaError_t e = cudaGraphicsGLRegisterImage(&resource, texture, GL_TEXTURE_2D,
                                                cudaGraphicsRegisterFlagsSurfaceLoadStore);
    expect("image.register", e == cudaSuccess, e);
    cudaArray_t level0 = nullptr, level1 = nullptr;
    e = cudaGraphicsSubResourceGetMappedArray(&level0, resource, 0, 0);
    expect("image.array_before_map_not_mapped", e == cudaErrorNotMapped, e);
    cudaGetLastError();
    e = cudaGraphicsMapResources(1, &resource, 0);
    expect("image.map", e == cudaSuccess, e);
    void* p = nullptr;
    size_t size = 0;
    e = cudaGraphicsResourceGetMappedPointer(&p, &size, resource);
    expect("image.pointer_not_mapped_as_pointer", e == cudaErrorNotMappedAsPointer, e);
    e = cudaGraphicsSubResourceGetMappedArray(&level0, resource, 0, 2);
    expect("image.mip_level_out_of_range", e == cudaErrorInvalidValue, e);
    cudaGetLastError();
    e = cudaGraphicsSubResourceGetMappedArray(&level0, resource, 0, 0);
    cudaError_t e1 = cudaGraphicsSubResourceGetMappedArray(&level1, resource, 0, 1);
    expect("image.mapped_arrays", e == cudaSuccess && e1 == cudaSuccess && level0 && level1, e ? e : e1);
    cudaMipmappedArray_t mip = nullptr;
    e = cudaGraphicsResourceGetMappedMipmappedArray(&mip, resource);
    cudaArray_t via_mip = nullptr;
    e1 = cudaGetMipmappedArrayLevel(&via_mip, mip, 1);
    expect("image.mipmapped_array_level_is_the_mapped_array", e == cudaSuccess && e1 == cudaSuccess &&
           via_mip == level1, e ? e : e1);
    cudaChannelFormatDesc desc;
    cudaExtent extent;
    unsigned flags = 0;
    e = cudaArrayGetInfo(&desc, &extent, &flags, level0);
    expect("image.array_format_rgba8", e == cudaSuccess && desc.x == 8 && desc.w == 8 &&
           desc.f == cudaChannelFormatKindUnsigned && extent.width == W && extent.height == H &&
           (flags & cudaArraySurfaceLoadStore), e);

    static unsigned char got[W * H * 4];
    e = cudaMemcpy2DFromArray(got, W * 4, level0, 0, 0, W * 4, H, cudaMemcpyDeviceToHost);
    int at = -1;
    for (int i = 0; i < W * H * 4 && at < 0; i++)
        if (got[i] != texel(0, (i / 4) % W, (i / 4) / W, i % 4)) at = i;
    expect("image.map_copies_gl_texels_in", e == cudaSuccess && at < 0, e ? e : at);

    cudaResourceDesc rd = {};
    rd.resType = cudaResourceTypeArray;
    rd.res.array.array = level0;
    cudaSurfaceObject_t surface = 0;
    e = cudaCreateSurfaceObject(&surface, &rd);
    invert_surface<<<dim3(1, 1), dim3(W, H)>>>(surface, W, H);
    e1 = cudaDeviceSynchronize();
    expect("image.kernel_writes_surface", e == cudaSuccess && e1 == cudaSuccess, e ? e : e1);
    cudaDestroySurfaceObject(surface);
    static unsigned char small[8 * 4 * 4];
    for (int i = 0; i < 8 * 4 * 4; i++) small[i] = (unsigned char)(200 - i);
    e = cudaMemcpy2DToArray(level1, 0, 0, small, 8 * 4, 8 * 4, 4, cudaMemcpyHostToDevice);
    expect("image.copy_into_level_1", e == cudaSuccess, e);
    e = cudaGraphicsUnmapResources(1, &resource, 0);
    expect("image.unmap", e == cudaSuccess, e);

    glBindTexture(GL_TEXTURE_2D, texture);
    glGetTexImage(GL_TEXTURE_2D, 0, GL_RGBA, GL_UNSIGNED_BYTE, got);
    at = -1;
    for (int i = 0; i < W * H * 4 && at < 0; i++)
        if (got[i] != 255 - texel(0, (i / 4) % W, (i / 4) / W, i % 4)) at = i;
    expect("image.gl_reads_the_kernels_texels", at < 0, at);
    glGetTexImage(GL_TEXTURE_2D, 1, GL_RGBA, GL_UNSIGNED_BYTE, got);
    at = memcmp(got, small, sizeof small) == 0 ? -1 : 0;
    expect("image.gl_reads_the_copied_level", at < 0, at);
    glBindTexture(GL_TEXTURE_2D, 0);

    e = cudaGraphicsUnregisterResource(resource);
    expect("image.unregister", e == cudaSuccess, e);

    GLuint buffer = gl_buffer(0);
    e = cudaGraphicsGLRegisterBuffer(&resource, buffer, cudaGraphicsRegisterFlagsNone);
    e = e ? e : cudaGraphicsMapResources(1, &resource, 0);
    e1 = cudaGraphicsSubResourceGetMappedArray(&level0, resource, 0, 0);
    expect("image.buffer_not_mapped_as_array", e == cudaSuccess && e1 == cudaErrorNotMappedAsArray, e ? e : e1);
    cudaGetLastError();
    cudaGraphicsUnmapResources(1, &resource, 0);
    cudaGraphicsUnregisterResource(resource);
    glDeleteBuffers(1, &buffer);
    e = cudaGraphicsGLRegisterImage(&resource, texture, GL_TEXTURE_2D, 0x40);
    expect("image.bad_flags_invalid_value", e == cudaErrorInvalidValue, e);
    e = cudaGraphicsGLRegisterImage(&resource, 4242, GL_TEXTURE_2D, 0);
    expect("image.unknown_texture_invalid_value", e == cudaErrorInvalidValue, e);
    cudaGetLastError();
    glDeleteTextures(1, &texture);
}

// a renderbuffer of RGBA8 cleared by GL: its texels are in the mapped array, a copy
// writes the array, and GL reads it back through a framebuffer after the unmap
static void image_renderbuffer() {
    const int W = 8, H = 4;
    GLuint renderbuffer, framebuffer;
    glGenRenderbuffers(1, &renderbuffer);
    glBindRenderbuffer(GL_RENDERBUFFER, renderbuffer);
    glRenderbufferStorage(GL_RENDERBUFFER, GL_RGBA8, W, H);
    glBindRenderbuffer(GL_RENDERBUFFER, 0);
    glGenFramebuffers(1, &framebuffer);
    glBindFramebuffer(GL_FRAMEBUFFER, framebuffer);
    glFramebufferRenderbuffer(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_RENDERBUFFER, renderbuffer);
    glClearColor(0.2f, 0.4f, 0.6f, 1.0f);
    glClear(GL_COLOR_BUFFER_BIT);
    glBindFramebuffer(GL_FRAMEBUFFER, 0);

    cudaGraphicsResource_t resource = nullptr;
    cudaError_t e = cudaGraphicsGLRegisterImage(&resource, renderbuffer, GL_RENDERBUFFER, 0);
    expect("renderbuffer.register", e == cudaSuccess, e);
    e = cudaGraphicsMapResources(1, &resource, 0);
    cudaArray_t array = nullptr;
    cudaError_t e1 = cudaGraphicsSubResourceGetMappedArray(&array, resource, 0, 0);
    expect("renderbuffer.map", e == cudaSuccess && e1 == cudaSuccess && array, e ? e : e1);
    static unsigned char got[W * H * 4], mine[W * H * 4];
    e = cudaMemcpy2DFromArray(got, W * 4, array, 0, 0, W * 4, H, cudaMemcpyDeviceToHost);
    const unsigned char clear[4] = {51, 102, 153, 255};
    int at = -1;
    for (int i = 0; i < W * H * 4 && at < 0; i++)
        if (got[i] != clear[i % 4]) at = i;
    expect("renderbuffer.map_copies_gl_clear_in", e == cudaSuccess && at < 0, e ? e : at);
    for (int i = 0; i < W * H * 4; i++) mine[i] = (unsigned char)(i * 5 + 1);
    e = cudaMemcpy2DToArray(array, 0, 0, mine, W * 4, W * 4, H, cudaMemcpyHostToDevice);
    e1 = cudaGraphicsUnmapResources(1, &resource, 0);
    expect("renderbuffer.unmap", e == cudaSuccess && e1 == cudaSuccess, e ? e : e1);
    glBindFramebuffer(GL_FRAMEBUFFER, framebuffer);
    glReadBuffer(GL_COLOR_ATTACHMENT0);
    glPixelStorei(GL_PACK_ALIGNMENT, 1);
    glReadPixels(0, 0, W, H, GL_RGBA, GL_UNSIGNED_BYTE, got);
    glBindFramebuffer(GL_FRAMEBUFFER, 0);
    at = memcmp(got, mine, sizeof mine) == 0 ? -1 : 0;
    expect("renderbuffer.gl_reads_the_written_texels", at < 0, at);
    e = cudaGraphicsUnregisterResource(resource);
    expect("renderbuffer.unregister", e == cudaSuccess, e);
    glDeleteFramebuffers(1, &framebuffer);
    glDeleteRenderbuffers(1, &renderbuffer);
}

int main() {
    cudaFree(0);
    misuse_without_context();
    if (!make_context()) return 77;
    runtime_buffer();
    runtime_misuse();
    legacy_buffer_objects();
    driver_buffer();
    image_texture();
    image_renderbuffer();
    printf("DONE %d bad\n", bad);
    return bad != 0;
}
