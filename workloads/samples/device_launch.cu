// Device-side launches (CUDA dynamic parallelism, built -rdc=true -lcudadevrt): child grids
// launched by every block into the per-block default stream, into a stream the kernel
// creates, and fire-and-forget; a tail launch that runs once the parent grid and all its
// children are done (CUDA 12+: no device-side cudaDeviceSynchronize); recursion three levels
// deep; a child's parameters of mixed sizes. Results are checked on the host after one
// cudaDeviceSynchronize: a launching grid completes only with all its descendants.
//
// Built as `nvcc -O3 -std=c++17 -cudart shared -rdc=true <arch> device_launch.cu -lcudadevrt`
// (../build.py device_launch); data/device_launch_gpu_stdout.txt is its stdout on an H100
// (sm_90 code; the compute_80 PTX build, JIT-linked by the driver, printed the same), which
// the CPU device's run must print line for line (docs/cpu-device.md: device-side launches).
#include "common.h"

static const int CHILD = 32;

__global__ void fill(int* out, int base, int scale) { out[base + threadIdx.x] = (base + threadIdx.x) * scale; }

// launched by every parent block: the same slice in three ways
__global__ void parent(int* out, int slice) {
    if (threadIdx.x != 0) return;
    int b = blockIdx.x;
    fill<<<1, CHILD>>>(out, b * slice, 1);
    cudaStream_t s;
    cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
    fill<<<1, CHILD, 0, s>>>(out, b * slice + CHILD, 2);
    cudaStreamDestroy(s);
    fill<<<1, CHILD, 0, cudaStreamFireAndForget>>>(out, b * slice + 2 * CHILD, 3);
}

// sums what the children wrote: valid only once they are all done
__global__ void sum_after(const int* in, int n, long long* total) {
    long long s = 0;
    for (int i = 0; i < n; ++i) s += in[i];
    *total = s;
}

__global__ void launcher(int* out, int blocks, int slice, long long* total) {
    parent<<<blocks, 64>>>(out, slice);
    sum_after<<<1, 1, 0, cudaStreamTailLaunch>>>(out, blocks * slice, total);
}

// depth-first recursion: each level writes its depth and launches the next
__global__ void recurse(int* out, int depth, int max_depth) {
    out[depth * blockDim.x + threadIdx.x] = depth * 100 + threadIdx.x;
    if (threadIdx.x == 0 && depth + 1 < max_depth) recurse<<<1, blockDim.x>>>(out, depth + 1, max_depth);
}

struct Packed {
    char tag;
    double value;
    short pair[2];
};

__global__ void mixed_child(char c, double d, Packed p, long long l, float f, long long* out) {
    out[0] = c;
    out[1] = (long long)(d * 1000);
    out[2] = p.tag;
    out[3] = (long long)(p.value * 10);
    out[4] = p.pair[0] * 1000 + p.pair[1];
    out[5] = l;
    out[6] = (long long)(f * 4);
}

__global__ void mixed_parent(long long* out) {
    Packed p{'q', 2.5, {7, -3}};
    mixed_child<<<1, 1>>>('z', 1.25, p, -1234567890123ll, 0.75f, out);
}

int main() {
    // children in three kinds of stream, then a tail launch over their results
    {
        const int blocks = 4, slice = 3 * CHILD, n = blocks * slice;
        int* d_out;
        long long* d_total;
        REQUIRE(cudaMalloc(&d_out, n * sizeof(int)));
        REQUIRE(cudaMalloc(&d_total, sizeof(long long)));
        REQUIRE(cudaMemset(d_out, 0, n * sizeof(int)));
        REQUIRE(cudaMemset(d_total, 0, sizeof(long long)));
        launcher<<<1, 1>>>(d_out, blocks, slice, d_total);
        REQUIRE(cudaGetLastError());
        REQUIRE(cudaDeviceSynchronize());
        std::vector<int> out(n);
        long long total = 0;
        REQUIRE(cudaMemcpy(out.data(), d_out, n * sizeof(int), cudaMemcpyDeviceToHost));
        REQUIRE(cudaMemcpy(&total, d_total, sizeof total, cudaMemcpyDeviceToHost));
        int bad[3] = {0, 0, 0};
        long long expected = 0;
        for (int b = 0; b < blocks; ++b)
            for (int k = 0; k < 3; ++k)
                for (int t = 0; t < CHILD; ++t) {
                    int at = b * slice + k * CHILD + t;
                    bad[k] += out[at] != at * (k + 1);
                    expected += (long long)at * (k + 1);
                }
        check("child_default_stream", bad[0] == 0, "%d wrong of %d", bad[0], blocks * CHILD);
        check("child_device_stream", bad[1] == 0, "%d wrong of %d", bad[1], blocks * CHILD);
        check("child_fire_and_forget", bad[2] == 0, "%d wrong of %d", bad[2], blocks * CHILD);
        check("tail_launch_after_children", total == expected, "sum %lld, expected %lld", total, expected);
        cudaFree(d_out);
        cudaFree(d_total);
    }
    // recursion
    {
        const int depth = 3, threads = 16;
        int* d_out;
        REQUIRE(cudaMalloc(&d_out, depth * threads * sizeof(int)));
        REQUIRE(cudaMemset(d_out, 0xff, depth * threads * sizeof(int)));
        recurse<<<1, threads>>>(d_out, 0, depth);
        REQUIRE(cudaGetLastError());
        REQUIRE(cudaDeviceSynchronize());
        std::vector<int> out(depth * threads);
        REQUIRE(cudaMemcpy(out.data(), d_out, out.size() * sizeof(int), cudaMemcpyDeviceToHost));
        int bad = 0;
        for (int d = 0; d < depth; ++d)
            for (int t = 0; t < threads; ++t) bad += out[d * threads + t] != d * 100 + t;
        check("recursion", bad == 0, "%d levels, %d wrong", depth, bad);
        cudaFree(d_out);
    }
    // a child's parameters: sizes 1, 8, a struct, 8, 4
    {
        long long* d_out;
        long long out[7];
        REQUIRE(cudaMalloc(&d_out, sizeof out));
        mixed_parent<<<1, 1>>>(d_out);
        REQUIRE(cudaGetLastError());
        REQUIRE(cudaDeviceSynchronize());
        REQUIRE(cudaMemcpy(out, d_out, sizeof out, cudaMemcpyDeviceToHost));
        check("child_parameters", out[0] == 'z' && out[1] == 1250 && out[2] == 'q' && out[3] == 25 && out[4] == 6997 &&
                                      out[5] == -1234567890123ll && out[6] == 3,
              "%lld %lld %lld %lld %lld %lld %lld", out[0], out[1], out[2], out[3], out[4], out[5], out[6]);
        cudaFree(d_out);
    }
    return finish(__FILE__);
}
