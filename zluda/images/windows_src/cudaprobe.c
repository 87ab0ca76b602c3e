/* A Windows CUDA program in miniature: loads nvcuda.dll and cudart64_13.dll the way an
 * application does (LoadLibrary + GetProcAddress), calls driver and runtime entry points
 * with recognisable arguments, and prints what each returned. Built with mingw-w64 and
 * run under wine by zluda.images.windows; the calls land in the DLLs' trace. */
#define WIN32_LEAN_AND_MEAN
#include <windows.h>
#include <stdio.h>
#include <cuda.h>
#include <cuda_runtime_api.h>

typedef CUresult (CUDAAPI *cuInit_t)(unsigned int);
typedef CUresult (CUDAAPI *cuDriverGetVersion_t)(int *);
typedef CUresult (CUDAAPI *cuDeviceGetCount_t)(int *);
typedef CUresult (CUDAAPI *cuGetErrorName_t)(CUresult, const char **);
typedef cudaError_t (CUDARTAPI *cudaGetDeviceCount_t)(int *);
typedef cudaError_t (CUDARTAPI *cudaMalloc_t)(void **, size_t);
typedef cudaError_t (CUDARTAPI *cudaMemcpy_t)(void *, const void *, size_t, enum cudaMemcpyKind);
typedef cudaError_t (CUDARTAPI *cudaLaunchKernel_t)(const void *, dim3, dim3, void **, size_t, cudaStream_t);
typedef const char *(CUDARTAPI *cudaGetErrorName_t)(cudaError_t);

static FARPROC need(HMODULE lib, const char *dll, const char *name) {
  FARPROC f = GetProcAddress(lib, name);
  if (!f) { printf("MISSING %s!%s\n", dll, name); exit(3); }
  return f;
}

int main(void) {
  HMODULE drv = LoadLibraryA("nvcuda.dll");
  if (!drv) { printf("LOADFAIL nvcuda.dll error %lu\n", GetLastError()); return 2; }
  HMODULE rt = LoadLibraryA("cudart64_13.dll");
  if (!rt) { printf("LOADFAIL cudart64_13.dll error %lu\n", GetLastError()); return 2; }

  cuGetErrorName_t errname = (cuGetErrorName_t)need(drv, "nvcuda.dll", "cuGetErrorName");
  const char *name = NULL;
  CUresult r = ((cuInit_t)need(drv, "nvcuda.dll", "cuInit"))(0);
  errname(r, &name);
  printf("cuInit(0) -> %d %s\n", (int)r, name);
  int version = -1;
  r = ((cuDriverGetVersion_t)need(drv, "nvcuda.dll", "cuDriverGetVersion"))(&version);
  errname(r, &name);
  printf("cuDriverGetVersion -> %d %s\n", (int)r, name);
  int count = -1;
  r = ((cuDeviceGetCount_t)need(drv, "nvcuda.dll", "cuDeviceGetCount"))(&count);
  errname(r, &name);
  printf("cuDeviceGetCount -> %d %s\n", (int)r, name);

  cudaGetErrorName_t rtname = (cudaGetErrorName_t)need(rt, "cudart64_13.dll", "cudaGetErrorName");
  cudaError_t e = ((cudaGetDeviceCount_t)need(rt, "cudart64_13.dll", "cudaGetDeviceCount"))(&count);
  printf("cudaGetDeviceCount -> %d %s\n", (int)e, rtname(e));
  void *dev = NULL;
  e = ((cudaMalloc_t)need(rt, "cudart64_13.dll", "cudaMalloc"))(&dev, 4096);
  printf("cudaMalloc(4096) -> %d %s\n", (int)e, rtname(e));
  static char host[4096];
  e = ((cudaMemcpy_t)need(rt, "cudart64_13.dll", "cudaMemcpy"))(host, dev, 4096, cudaMemcpyDeviceToHost);
  printf("cudaMemcpy(4096, D2H) -> %d %s\n", (int)e, rtname(e));
  dim3 grid = {4, 2, 1}, block = {128, 1, 1};
  e = ((cudaLaunchKernel_t)need(rt, "cudart64_13.dll", "cudaLaunchKernel"))((const void *)host, grid, block, NULL, 0, NULL);
  printf("cudaLaunchKernel(<<<(4,2,1),(128,1,1)>>>) -> %d %s\n", (int)e, rtname(e));
  return 0;
}
