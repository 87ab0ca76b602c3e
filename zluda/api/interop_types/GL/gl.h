/* The OpenGL types CUDA's GL interop headers (cuda_gl_interop.h, cudaGL.h) use, with their
 * meaning in the OpenGL ABI, so the catalog can read those headers without a GL install. */
#ifndef ZLUDA_INTEROP_GL_H
#define ZLUDA_INTEROP_GL_H
typedef unsigned int GLuint;
typedef unsigned int GLenum;
#endif
