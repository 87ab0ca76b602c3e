/* The EGL extension handles CUDA's EGL interop uses: opaque pointers in eglext.h. */
#ifndef ZLUDA_INTEROP_EGLEXT_H
#define ZLUDA_INTEROP_EGLEXT_H
#include "EGL/egl.h"
typedef void *EGLImageKHR;
typedef void *EGLStreamKHR;
typedef void *EGLSyncKHR;
#endif
