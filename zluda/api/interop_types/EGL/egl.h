/* The EGL types CUDA's EGL interop headers (cuda_egl_interop.h, cudaEGL.h) use, with their
 * meaning in the Khronos EGL ABI (EGLint is khronos_int32_t), without an EGL install. */
#ifndef ZLUDA_INTEROP_EGL_H
#define ZLUDA_INTEROP_EGL_H
typedef int EGLint;
typedef void *EGLDisplay;
typedef void *EGLImage;
typedef void *EGLSync;
#endif
