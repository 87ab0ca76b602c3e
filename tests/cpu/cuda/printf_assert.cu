#include <cstdio>
#include <cassert>
extern "C" __global__ void say(int v, float f) {
    if (threadIdx.x == 1 && blockIdx.x == 0) printf("v=%d f=%.3f s=%s x=%llx\n", v, f, "ok", 0x1234abcdULL);
}
extern "C" __global__ void check_positive(const int* x) {
    assert(x[threadIdx.x] > 0);
}
