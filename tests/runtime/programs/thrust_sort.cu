#include <thrust/device_vector.h>
#include <thrust/sort.h>
#include <thrust/host_vector.h>
#include <algorithm>
#include <cstdio>
#include <vector>
int main(int argc, char **argv) {
    int n = argc > 1 ? atoi(argv[1]) : (1 << 16);
    std::vector<unsigned> h(n);
    unsigned s = 12345;
    for (int i = 0; i < n; i++) { s = s * 1664525u + 1013904223u; h[i] = s; }
    thrust::device_vector<unsigned> d(h.begin(), h.end());
    thrust::sort(d.begin(), d.end());
    std::vector<unsigned> out(n);
    thrust::copy(d.begin(), d.end(), out.begin());
    std::sort(h.begin(), h.end());
    bool ok = out == h;
    printf("%s %d\n", ok ? "PASS" : "FAIL", n);
    return ok ? 0 : 1;
}
