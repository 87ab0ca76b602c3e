// The runtime calls llama.cpp's CUDA backend makes before and around its kernels, with
// the statuses NVIDIA's runtime gives on one device. Prints OK/BAD lines, then DONE.
#include <cstdio>
#include <cstring>
#include <cuda_runtime.h>

static int bad = 0;

static void check(bool ok, const char *what, const char *detail = "") {
    printf("%s %s %s\n", ok ? "OK" : "BAD", what, detail);
    if (!ok) bad++;
}

static void status(cudaError_t got, cudaError_t want, const char *what) {
    char detail[160];
    snprintf(detail, sizeof detail, "got %s want %s", cudaGetErrorName(got), cudaGetErrorName(want));
    check(got == want, what, detail);
    cudaGetLastError();
}

int main() {
    char id[32];
    memset(id, 'x', sizeof id);
    status(cudaDeviceGetPCIBusId(id, sizeof id, 0), cudaSuccess, "pci.get");
    unsigned dom, bus, dev, fn;
    check(sscanf(id, "%4x:%2x:%2x.%1x", &dom, &bus, &dev, &fn) == 4 && strlen(id) == 12, "pci.format", id);
    int found = -1;
    status(cudaDeviceGetByPCIBusId(&found, id), cudaSuccess, "pci.lookup");
    check(found == 0, "pci.lookup.device");
    char small[5];
    memset(small, 'x', sizeof small);
    status(cudaDeviceGetPCIBusId(small, sizeof small, 0), cudaSuccess, "pci.truncated");
    check(strlen(small) == 4 && strncmp(small, id, 4) == 0, "pci.truncated.text", small);
    status(cudaDeviceGetPCIBusId(id, sizeof id, 7), cudaErrorInvalidDevice, "pci.bad_device");
    status(cudaDeviceGetByPCIBusId(&found, "ffff:ff:1f.0"), cudaErrorInvalidDevice, "pci.lookup.unknown");

    int peer = -1;
    status(cudaDeviceCanAccessPeer(&peer, 0, 0), cudaSuccess, "peer.self");
    check(peer == 0, "peer.self.value");
    status(cudaDeviceCanAccessPeer(&peer, 0, 3), cudaErrorInvalidDevice, "peer.bad_device");

    cudaStream_t s;
    status(cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking), cudaSuccess, "stream.create");
    cudaStreamCaptureStatus cs = cudaStreamCaptureStatusActive;
    status(cudaStreamIsCapturing(s, &cs), cudaSuccess, "capture.query");
    check(cs == cudaStreamCaptureStatusNone, "capture.none");
    cs = cudaStreamCaptureStatusActive;
    status(cudaStreamIsCapturing(0, &cs), cudaSuccess, "capture.query.default");
    check(cs == cudaStreamCaptureStatusNone, "capture.none.default");
    // llama.cpp captures its compute graphs: an empty capture begins, ends with a graph
    status(cudaStreamBeginCapture(s, cudaStreamCaptureModeRelaxed), cudaSuccess, "capture.begin");
    cudaGraph_t g = nullptr;
    status(cudaStreamEndCapture(s, &g), cudaSuccess, "capture.end");
    check(g != nullptr, "capture.graph");
    status(cudaGraphDestroy(g), cudaSuccess, "graph.destroy");
    status(cudaStreamDestroy(s), cudaSuccess, "stream.destroy");

    size_t free_b = 0, total_b = 0;
    status(cudaMemGetInfo(&free_b, &total_b), cudaSuccess, "meminfo");
    check(total_b > 0 && free_b <= total_b, "meminfo.values");
    printf("DONE %d bad\n", bad);
    return bad ? 1 : 0;
}
