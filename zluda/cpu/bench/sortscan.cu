// Sorts and scans through CUB and Thrust, against the C++ standard library on the same data,
// for `invoke bench --suite kernels` (run under `zluda run`). Usage: sortscan [N] [REPEATS].
// Prints one line per operation, tab-separated: name, best device milliseconds (the call and
// cudaDeviceSynchronize), best host milliseconds (std::sort / std::inclusive_scan, one thread).
// Each operation runs once untimed first (its kernels compile on their first launch), and
// every timed run starts from the unsorted input. Exits 1 when a result differs from the
// standard library's.
#include <cub/device/device_radix_sort.cuh>
#include <cub/device/device_scan.cuh>
#include <thrust/device_ptr.h>
#include <thrust/scan.h>
#include <thrust/sort.h>

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <numeric>
#include <vector>

#define CHECK(call)                                                                         \
    do {                                                                                    \
        cudaError_t err_ = (call);                                                          \
        if (err_ != cudaSuccess) {                                                          \
            std::fprintf(stderr, "%s:%d: %s: %s\n", __FILE__, __LINE__, #call,              \
                         cudaGetErrorString(err_));                                         \
            std::exit(2);                                                                   \
        }                                                                                   \
    } while (0)

static double now_ms() {
    return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

// best of `repeats` runs of `run`, each after an untimed `reset`; one untimed run first
template <class Reset, class Run>
static double best_ms(int repeats, Reset reset, Run run, bool device) {
    double best = 1e300;
    for (int i = 0; i <= repeats; ++i) {
        reset();
        if (device) CHECK(cudaDeviceSynchronize());
        double start = now_ms();
        run();
        if (device) CHECK(cudaDeviceSynchronize());
        double took = now_ms() - start;
        if (i > 0) best = std::min(best, took);
    }
    return best;
}

template <class T>
static void expect_equal(const char* what, const std::vector<T>& want, const T* device, size_t n) {
    std::vector<T> got(n);
    CHECK(cudaMemcpy(got.data(), device, n * sizeof(T), cudaMemcpyDeviceToHost));
    for (size_t i = 0; i < n; ++i) {
        if (got[i] != want[i]) {
            std::fprintf(stderr, "%s: element %zu is %lld, the standard library's %lld\n", what, i,
                         (long long)got[i], (long long)want[i]);
            std::exit(1);
        }
    }
}

int main(int argc, char** argv) {
    size_t n = argc > 1 ? std::strtoull(argv[1], nullptr, 10) : (1u << 20);
    int repeats = argc > 2 ? std::atoi(argv[2]) : 5;
    if (n == 0 || repeats < 1) {
        std::fprintf(stderr, "usage: %s [N > 0] [REPEATS > 0]\n", argv[0]);
        return 2;
    }
    std::vector<uint32_t> keys(n);
    std::vector<int32_t> values(n);
    uint64_t state = 88172645463325252ull;   // xorshift64: the same data on every run
    for (size_t i = 0; i < n; ++i) {
        state ^= state << 13, state ^= state >> 7, state ^= state << 17;
        keys[i] = uint32_t(state >> 32);
        values[i] = int32_t(state % 201) - 100;
    }

    uint32_t *d_in, *d_keys, *d_sorted;
    int32_t *d_values, *d_scanned;
    CHECK(cudaMalloc(&d_in, n * sizeof(uint32_t)));
    CHECK(cudaMalloc(&d_keys, n * sizeof(uint32_t)));
    CHECK(cudaMalloc(&d_sorted, n * sizeof(uint32_t)));
    CHECK(cudaMalloc(&d_values, n * sizeof(int32_t)));
    CHECK(cudaMalloc(&d_scanned, n * sizeof(int32_t)));
    CHECK(cudaMemcpy(d_in, keys.data(), n * sizeof(uint32_t), cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(d_values, values.data(), n * sizeof(int32_t), cudaMemcpyHostToDevice));

    size_t sort_bytes = 0, scan_bytes = 0;
    CHECK(cub::DeviceRadixSort::SortKeys(nullptr, sort_bytes, d_keys, d_sorted, int(n)));
    CHECK(cub::DeviceScan::InclusiveSum(nullptr, scan_bytes, d_values, d_scanned, int(n)));
    void* temp;
    CHECK(cudaMalloc(&temp, std::max(sort_bytes, scan_bytes)));

    std::vector<uint32_t> host_keys;
    std::vector<uint32_t> sorted(keys);
    std::vector<int32_t> scanned(n);
    double host_sort = best_ms(repeats, [&] { host_keys = keys; }, [&] { std::sort(host_keys.begin(), host_keys.end()); },
                               false);
    std::sort(sorted.begin(), sorted.end());
    double host_scan = best_ms(repeats, [] {}, [&] { std::inclusive_scan(values.begin(), values.end(), scanned.begin()); },
                               false);
    auto restore = [&] { CHECK(cudaMemcpy(d_keys, d_in, n * sizeof(uint32_t), cudaMemcpyDeviceToDevice)); };

    double t = best_ms(repeats, restore, [&] {
        thrust::sort(thrust::device_pointer_cast(d_keys), thrust::device_pointer_cast(d_keys + n));
    }, true);
    expect_equal("thrust::sort", sorted, d_keys, n);
    std::printf("thrust::sort u32\t%.4f\t%.4f\n", t, host_sort);

    t = best_ms(repeats, restore, [&] {
        CHECK(cub::DeviceRadixSort::SortKeys(temp, sort_bytes, d_keys, d_sorted, int(n)));
    }, true);
    expect_equal("cub::DeviceRadixSort::SortKeys", sorted, d_sorted, n);
    std::printf("cub::DeviceRadixSort::SortKeys u32\t%.4f\t%.4f\n", t, host_sort);

    t = best_ms(repeats, [] {}, [&] {
        CHECK(cub::DeviceScan::InclusiveSum(temp, scan_bytes, d_values, d_scanned, int(n)));
    }, true);
    expect_equal("cub::DeviceScan::InclusiveSum", scanned, d_scanned, n);
    std::printf("cub::DeviceScan::InclusiveSum i32\t%.4f\t%.4f\n", t, host_scan);

    CHECK(cudaMemset(d_scanned, 0, n * sizeof(int32_t)));
    t = best_ms(repeats, [] {}, [&] {
        thrust::inclusive_scan(thrust::device_pointer_cast(d_values), thrust::device_pointer_cast(d_values + n),
                               thrust::device_pointer_cast(d_scanned));
    }, true);
    expect_equal("thrust::inclusive_scan", scanned, d_scanned, n);
    std::printf("thrust::inclusive_scan i32\t%.4f\t%.4f\n", t, host_scan);
    return 0;
}
