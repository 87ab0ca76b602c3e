// Shared by the sample programs: the CHECK line protocol, error-code helpers, a small
// deterministic random generator, .npy output and child-process capture.
//
// Every check prints exactly one line `CHECK <name> PASS|FAIL <detail>`; finish() prints a
// summary and turns any failure into exit status 1.
#pragma once

#include <cerrno>
#include <cstdarg>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cuda_runtime.h>

static int g_checks = 0;
static int g_failures = 0;

static bool check(const char* name, bool ok, const char* fmt = "", ...) {
    char detail[1024];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(detail, sizeof detail, fmt, ap);
    va_end(ap);
    printf("CHECK %s %s %s\n", name, ok ? "PASS" : "FAIL", detail);
    fflush(stdout);
    g_checks++;
    if (!ok) g_failures++;
    return ok;
}

// `program` may be __FILE__: the summary names the program, not a path on this machine
static int finish(const char* program) {
    std::string name = program;
    size_t slash = name.find_last_of('/');
    if (slash != std::string::npos) name = name.substr(slash + 1);
    if (name.size() > 3 && name.compare(name.size() - 3, 3, ".cu") == 0) name.resize(name.size() - 3);
    printf("SUMMARY %s: %d checks, %d failed\n", name.c_str(), g_checks, g_failures);
    return g_failures == 0 ? 0 : 1;
}

static const char* base_name(const char* path) {
    const char* slash = strrchr(path, '/');
    return slash ? slash + 1 : path;
}

// a call that must succeed for the rest of the program to mean anything: failing it is a
// failed check and the end of the program
#define REQUIRE(call)                                                                                  \
    do {                                                                                               \
        cudaError_t err_ = (call);                                                                     \
        if (err_ != cudaSuccess) {                                                                     \
            check("require", false, "%s:%d: %s -> %s (%d)", base_name(__FILE__), __LINE__, #call,     \
                  cudaGetErrorName(err_), (int)err_);                                                  \
            exit(finish(__FILE__));                                                                    \
        }                                                                                              \
    } while (0)

// check that a call returns an exact status
#define EXPECT_STATUS(name, call, expected)                                                            \
    do {                                                                                               \
        cudaError_t got_ = (call);                                                                     \
        check(name, got_ == (expected), "%s -> %s (%d), expected %s (%d)", #call, cudaGetErrorName(got_), \
              (int)got_, cudaGetErrorName(expected), (int)(expected));                                 \
    } while (0)

// deterministic inputs, identical on every machine
struct Lcg {
    uint64_t state;
    explicit Lcg(uint64_t seed) : state(seed * 6364136223846793005ull + 1442695040888963407ull) {}
    uint32_t next() {
        state = state * 6364136223846793005ull + 1442695040888963407ull;
        return (uint32_t)(state >> 33);
    }
    float uniform(float lo, float hi) { return lo + (hi - lo) * (next() / 2147483648.0f); }
};

// .npy (version 1.0) writer for recorded outputs; dtype like "<f4", "<f8", "<i4"
static bool write_npy(const std::string& path, const void* data, const char* dtype, size_t elem_size,
                      const std::vector<size_t>& shape) {
    std::string shape_s = "(";
    size_t count = 1;
    for (size_t i = 0; i < shape.size(); i++) {
        shape_s += std::to_string(shape[i]) + (shape.size() == 1 ? "," : (i + 1 < shape.size() ? ", " : ""));
        count *= shape[i];
    }
    shape_s += ")";
    std::string header = "{'descr': '" + std::string(dtype) + "', 'fortran_order': False, 'shape': " + shape_s + ", }";
    size_t total = 10 + header.size() + 1;
    header.append((64 - total % 64) % 64, ' ');
    header += '\n';
    std::string tmp = path + ".tmp";
    FILE* f = fopen(tmp.c_str(), "wb");
    if (!f) return false;
    const char magic[] = "\x93NUMPY\x01\x00";
    fwrite(magic, 1, 8, f);
    uint16_t hlen = (uint16_t)header.size();
    fwrite(&hlen, 2, 1, f);
    fwrite(header.data(), 1, header.size(), f);
    fwrite(data, elem_size, count, f);
    bool ok = fclose(f) == 0;
    return ok && rename(tmp.c_str(), path.c_str()) == 0;
}

// runs this program again with `args` (a child process keeps a sticky error or a crash away
// from the parent's context); returns combined stdout+stderr and the wait status
struct ChildResult {
    std::string output;
    int status;
    std::string describe() const {
        if (WIFEXITED(status)) return "exit:" + std::to_string(WEXITSTATUS(status));
        if (WIFSIGNALED(status)) return "signal:" + std::to_string(WTERMSIG(status));
        return "unknown";
    }
};

static ChildResult run_self(const std::string& args) {
    char exe[4096];
    ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
    if (n <= 0) {
        fprintf(stderr, "cannot resolve /proc/self/exe\n");
        exit(2);
    }
    exe[n] = 0;
    // a child that hangs (a wedged context) must not hang the parent: coreutils' timeout
    // ends it and the parent sees exit:124
    bool have_timeout = access("/usr/bin/timeout", X_OK) == 0 || access("/bin/timeout", X_OK) == 0;
    std::string cmd = std::string(have_timeout ? "timeout -k 5 120 " : "") + "'" + std::string(exe) + "' " + args +
                      " 2>&1";
    fflush(stdout);
    FILE* p = popen(cmd.c_str(), "r");
    ChildResult r{"", -1};
    if (!p) return r;
    char buf[4096];
    size_t got;
    while ((got = fread(buf, 1, sizeof buf, p)) > 0) r.output.append(buf, got);
    r.status = pclose(p);
    return r;
}

static std::vector<std::string> split_lines(const std::string& s) {
    std::vector<std::string> lines;
    size_t start = 0;
    while (start < s.size()) {
        size_t end = s.find('\n', start);
        if (end == std::string::npos) end = s.size();
        lines.push_back(s.substr(start, end - start));
        start = end + 1;
    }
    return lines;
}

// --dump DIR: the folder is created when missing; exits when it cannot be
static const char* dump_dir_arg(int argc, char** argv) {
    const char* dir = nullptr;
    for (int i = 1; i + 1 < argc; i++)
        if (strcmp(argv[i], "--dump") == 0) dir = argv[i + 1];
    if (dir && mkdir(dir, 0755) != 0 && errno != EEXIST) {
        fprintf(stderr, "error: --dump %s: %s\n", dir, strerror(errno));
        exit(2);
    }
    return dir;
}

// the value of `--name VALUE` in argv, or null
static const char* arg_value(int argc, char** argv, const char* name) {
    for (int i = 1; i + 1 < argc; i++)
        if (strcmp(argv[i], name) == 0) return argv[i + 1];
    return nullptr;
}
