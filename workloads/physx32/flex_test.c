/* A headless NVIDIA FleX scene through FleX's public C API (include/NvFlex.h), built for
 * i686 and for x86-64 Windows with mingw-w64 against FleX's own DLLs (NvFlexReleaseCUDA_x86
 * or _x64), which run on NVIDIA's cudart32_92.dll / cudart64_92.dll over the project's
 * nvcuda.dll.
 *
 * The scene: a block of solid particles dropped onto the ground plane y = 0 beside two
 * static shapes (a sphere and a box) and stepped until it settles. It prints
 *   FLEX key value ...          facts (device, counts)
 *   CHECK name PASS|FAIL detail the physical invariants
 *   DIGEST name hex             FNV-1a of the read-back positions and velocities
 *   SUMMARY flex_test: N checks, M failed
 * and writes the read-back float32 positions (x, y, z, 1/m) then velocities (x, y, z) to
 * the file named by --dump, which physx32.py compare reads to set the 32-bit run against
 * the 64-bit one. Exit status: 0 when every check passes, 1 when one fails, 2 when FleX
 * itself cannot start (its error callback's messages are printed as they come).
 *
 * The C view of NvFlex.h (nvflex_c.h) is made from FleX's header at build time
 * (zluda/flex/physx32.py): the header itself is C++ (extern "C", default arguments).
 */
#include <math.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifdef _WIN32
#include <fcntl.h>
#include <io.h>
#endif

#include "nvflex_c.h"

#define GROUND_PLANE_Y 0.0f

typedef struct { float x, y, z, w; } float4;
typedef struct { float x, y, z; } float3;

typedef struct {
    int nx, ny, nz;          /* particles per axis of the block */
    int steps;               /* NvFlexUpdateSolver calls, 1/60 s each */
    int substeps;
    const char *dump;        /* where the read-back arrays go, or NULL */
} Options;

static int g_flex_errors;

static void on_flex_message(NvFlexErrorSeverity type, const char *msg, const char *file, int line)
{
    if (type == eNvFlexLogError)
        g_flex_errors++;
    printf("FLEX-MESSAGE %s %s (%s:%d)\n", type == eNvFlexLogError ? "error" :
           type == eNvFlexLogWarning ? "warning" : "info", msg ? msg : "", file ? file : "?", line);
    fflush(stdout);
}

static int g_checks, g_failed;

static void check(const char *name, int ok, const char *fmt, ...)
{
    char detail[200];
    va_list args;
    va_start(args, fmt);
    vsnprintf(detail, sizeof detail, fmt, args);
    va_end(args);
    printf("CHECK %s %s %s\n", name, ok ? "PASS" : "FAIL", detail);
    g_checks++;
    g_failed += !ok;
}

static uint64_t fnv1a(const void *data, size_t n)
{
    const unsigned char *p = data;
    uint64_t h = 0xcbf29ce484222325ull;
    for (size_t i = 0; i < n; i++) {
        h ^= p[i];
        h *= 0x100000001b3ull;
    }
    return h;
}

static int parse_options(int argc, char **argv, Options *o)
{
    o->nx = 16; o->ny = 8; o->nz = 16;
    o->steps = 120; o->substeps = 2;
    o->dump = NULL;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--block") && i + 1 < argc &&
            sscanf(argv[i + 1], "%dx%dx%d", &o->nx, &o->ny, &o->nz) == 3 && o->nx > 0 && o->ny > 0 && o->nz > 0)
            i++;
        else if (!strcmp(argv[i], "--steps") && i + 1 < argc && (o->steps = atoi(argv[i + 1])) > 0)
            i++;
        else if (!strcmp(argv[i], "--dump") && i + 1 < argc)
            o->dump = argv[++i];
        else {
            fprintf(stderr, "flex_test: bad argument %s (usage: flex_test [--block NXxNYxNZ] [--steps N] [--dump FILE])\n",
                    argv[i]);
            return 0;
        }
    }
    return 1;
}

/* the solver's parameters: a solid-particle scene on one ground plane */
static void scene_params(NvFlexParams *p, float radius)
{
    memset(p, 0, sizeof *p);
    p->numIterations = 3;
    p->gravity[1] = -9.8f;
    p->radius = radius;
    p->solidRestDistance = radius;
    p->fluidRestDistance = radius * 0.55f;
    p->dynamicFriction = 0.4f;
    p->staticFriction = 0.4f;
    p->particleFriction = 0.25f;
    p->maxSpeed = 100.0f;
    p->maxAcceleration = 100.0f;
    p->shockPropagation = 0.0f;
    p->sleepThreshold = 0.0f;
    p->damping = 0.0f;
    p->collisionDistance = radius * 0.5f;
    p->particleCollisionMargin = radius * 0.05f;
    p->shapeCollisionMargin = radius * 0.05f;
    p->planes[0][0] = 0.0f; p->planes[0][1] = 1.0f; p->planes[0][2] = 0.0f; p->planes[0][3] = -GROUND_PLANE_Y;
    p->numPlanes = 1;
    p->relaxationMode = eNvFlexRelaxationLocal;
    p->relaxationFactor = 1.0f;
}

int main(int argc, char **argv)
{
    Options o;
    if (!parse_options(argc, argv, &o))
        return 2;
#ifdef _WIN32
    _setmode(_fileno(stdout), _O_BINARY);   /* lines end in \n: the checks read them on Linux */
#endif
    setvbuf(stdout, NULL, _IOLBF, 0);
    const int n = o.nx * o.ny * o.nz;
    const float radius = 0.1f;
    printf("FLEX pointer-bits %d\n", (int)(8 * sizeof(void *)));
    printf("FLEX version %d\n", NvFlexGetVersion());

    NvFlexInitDesc init;
    memset(&init, 0, sizeof init);
    init.deviceIndex = 0;
    init.computeType = eNvFlexCUDA;
    NvFlexLibrary *lib = NvFlexInit(NV_FLEX_VERSION, on_flex_message, &init);
    if (!lib) {
        printf("FLEX init failed (%d error messages)\n", g_flex_errors);
        return 2;
    }
    printf("FLEX device %s\n", NvFlexGetDeviceName(lib));

    NvFlexSolverDesc desc;
    NvFlexSetSolverDescDefaults(&desc);
    desc.featureMode = eNvFlexFeatureModeDefault;
    desc.maxParticles = n;
    desc.maxDiffuseParticles = 0;
    NvFlexSolver *solver = NvFlexCreateSolver(lib, &desc);
    if (!solver) {
        printf("FLEX solver failed (%d error messages)\n", g_flex_errors);
        return 2;
    }

    NvFlexBuffer *particles = NvFlexAllocBuffer(lib, n, sizeof(float4), eNvFlexBufferHost);
    NvFlexBuffer *velocities = NvFlexAllocBuffer(lib, n, sizeof(float3), eNvFlexBufferHost);
    NvFlexBuffer *phases = NvFlexAllocBuffer(lib, n, sizeof(int), eNvFlexBufferHost);
    NvFlexBuffer *active = NvFlexAllocBuffer(lib, n, sizeof(int), eNvFlexBufferHost);

    /* the block: spaced at the rest distance, its lowest layer a metre above the plane */
    float4 *pos = NvFlexMap(particles, eNvFlexMapWait);
    float3 *vel = NvFlexMap(velocities, eNvFlexMapWait);
    int *phase = NvFlexMap(phases, eNvFlexMapWait);
    int *act = NvFlexMap(active, eNvFlexMapWait);
    if (!pos || !vel || !phase || !act) {   /* FleX's host buffers are CUDA page-locked memory */
        printf("FLEX NvFlexMap gave no memory (%d error messages)\n", g_flex_errors);
        return 2;
    }
    const int solid = NvFlexMakePhase(0, eNvFlexPhaseSelfCollide);
    for (int y = 0, i = 0; y < o.ny; y++)
        for (int z = 0; z < o.nz; z++)
            for (int x = 0; x < o.nx; x++, i++) {
                pos[i] = (float4){-0.8f + x * radius, 1.0f + y * radius, -0.8f + z * radius, 1.0f};
                vel[i] = (float3){0.0f, 0.0f, 0.0f};
                phase[i] = solid;
                act[i] = i;
            }
    NvFlexUnmap(particles);
    NvFlexUnmap(velocities);
    NvFlexUnmap(phases);
    NvFlexUnmap(active);

    /* two static shapes on the plane, under part of the block */
    enum { SHAPES = 2 };
    NvFlexBuffer *geometry = NvFlexAllocBuffer(lib, SHAPES, sizeof(NvFlexCollisionGeometry), eNvFlexBufferHost);
    NvFlexBuffer *shape_pos = NvFlexAllocBuffer(lib, SHAPES, sizeof(float4), eNvFlexBufferHost);
    NvFlexBuffer *shape_rot = NvFlexAllocBuffer(lib, SHAPES, sizeof(float4), eNvFlexBufferHost);
    NvFlexBuffer *shape_prev_pos = NvFlexAllocBuffer(lib, SHAPES, sizeof(float4), eNvFlexBufferHost);
    NvFlexBuffer *shape_prev_rot = NvFlexAllocBuffer(lib, SHAPES, sizeof(float4), eNvFlexBufferHost);
    NvFlexBuffer *shape_flags = NvFlexAllocBuffer(lib, SHAPES, sizeof(int), eNvFlexBufferHost);
    NvFlexCollisionGeometry *geo = NvFlexMap(geometry, eNvFlexMapWait);
    float4 *sp = NvFlexMap(shape_pos, eNvFlexMapWait);
    float4 *sr = NvFlexMap(shape_rot, eNvFlexMapWait);
    float4 *spp = NvFlexMap(shape_prev_pos, eNvFlexMapWait);
    float4 *spr = NvFlexMap(shape_prev_rot, eNvFlexMapWait);
    int *sf = NvFlexMap(shape_flags, eNvFlexMapWait);
    if (!geo || !sp || !sr || !spp || !spr || !sf) {
        printf("FLEX NvFlexMap gave no memory (%d error messages)\n", g_flex_errors);
        return 2;
    }
    memset(geo, 0, SHAPES * sizeof *geo);
    geo[0].sphere.radius = 0.3f;
    sp[0] = (float4){-0.3f, 0.3f, -0.3f, 0.0f};
    sf[0] = NvFlexMakeShapeFlags(eNvFlexShapeSphere, false);
    geo[1].box.halfExtents[0] = 0.25f; geo[1].box.halfExtents[1] = 0.2f; geo[1].box.halfExtents[2] = 0.25f;
    sp[1] = (float4){0.4f, 0.2f, 0.4f, 0.0f};
    sf[1] = NvFlexMakeShapeFlags(eNvFlexShapeBox, false);
    for (int s = 0; s < SHAPES; s++) {
        sr[s] = (float4){0.0f, 0.0f, 0.0f, 1.0f};
        spp[s] = sp[s];
        spr[s] = sr[s];
    }
    NvFlexUnmap(geometry);
    NvFlexUnmap(shape_pos);
    NvFlexUnmap(shape_rot);
    NvFlexUnmap(shape_prev_pos);
    NvFlexUnmap(shape_prev_rot);
    NvFlexUnmap(shape_flags);

    NvFlexParams params;
    scene_params(&params, radius);
    NvFlexSetParams(solver, &params);
    NvFlexCopyDesc all = {0, 0, n};
    NvFlexSetParticles(solver, particles, &all);
    NvFlexSetVelocities(solver, velocities, &all);
    NvFlexSetPhases(solver, phases, &all);
    NvFlexSetActive(solver, active, &all);
    NvFlexSetActiveCount(solver, n);
    NvFlexSetShapes(solver, geometry, shape_pos, shape_rot, shape_prev_pos, shape_prev_rot, shape_flags, SHAPES);
    printf("FLEX particles %d shapes %d steps %d substeps %d\n", n, SHAPES, o.steps, o.substeps);

    for (int step = 0; step < o.steps; step++) {
        NvFlexUpdateSolver(solver, 1.0f / 60.0f, o.substeps, false);
        if (g_flex_errors) {   /* what follows the first error only repeats it */
            printf("FLEX stopped after step %d of %d: FleX reported errors\n", step + 1, o.steps);
            break;
        }
    }

    NvFlexGetParticles(solver, particles, &all);
    NvFlexGetVelocities(solver, velocities, &all);
    pos = NvFlexMap(particles, eNvFlexMapWait);
    vel = NvFlexMap(velocities, eNvFlexMapWait);
    if (!pos || !vel) {
        printf("FLEX NvFlexMap gave no memory (%d error messages)\n", g_flex_errors);
        return 2;
    }

    int finite = 1;
    double min_y = INFINITY, max_extent = 0.0, max_speed = 0.0, sum_speed = 0.0, sum_y = 0.0;
    for (int i = 0; i < n; i++) {
        const float v[7] = {pos[i].x, pos[i].y, pos[i].z, pos[i].w, vel[i].x, vel[i].y, vel[i].z};
        for (int k = 0; k < 7; k++)
            finite &= isfinite(v[k]) != 0;
        double speed = sqrt((double)vel[i].x * vel[i].x + (double)vel[i].y * vel[i].y + (double)vel[i].z * vel[i].z);
        max_speed = fmax(max_speed, speed);
        sum_speed += speed;
        min_y = fmin(min_y, pos[i].y);
        sum_y += pos[i].y;
        max_extent = fmax(max_extent, fmax(fabs(pos[i].x), fabs(pos[i].z)));
    }
    const double mean_y = sum_y / n, mean_speed = sum_speed / n;
    check("flex-errors", g_flex_errors == 0, "%d error messages from FleX", g_flex_errors);
    check("finite", finite, "every position and velocity is a number");
    /* particles keep collisionDistance from the plane; some sink by a fraction of it */
    check("above-plane", min_y >= GROUND_PLANE_Y - 0.5 * radius, "lowest particle y=%.4f (plane %.1f)", min_y, GROUND_PLANE_Y);
    /* started with the lowest layer at y=1: a settled pile lies far lower */
    check("fallen", mean_y < 0.6, "mean height %.4f (started at %.2f)", mean_y, 1.0 + 0.5 * (o.ny - 1) * radius);
    check("at-rest", mean_speed < 0.25, "mean speed %.4f m/s, fastest %.4f m/s", mean_speed, max_speed);
    /* spread over the plane, nothing thrown far away */
    check("bounds", max_extent < 4.0, "farthest |x| or |z| %.4f", max_extent);

    printf("DIGEST positions %016llx\n", (unsigned long long)fnv1a(pos, n * sizeof *pos));
    printf("DIGEST velocities %016llx\n", (unsigned long long)fnv1a(vel, n * sizeof *vel));
    if (o.dump) {
        FILE *f = fopen(o.dump, "wb");
        if (!f || fwrite(pos, sizeof *pos, n, f) != (size_t)n || fwrite(vel, sizeof *vel, n, f) != (size_t)n ||
            fclose(f)) {
            printf("FLEX cannot write %s\n", o.dump);
            g_failed++;
        }
    }
    NvFlexUnmap(particles);
    NvFlexUnmap(velocities);

    NvFlexFreeBuffer(particles);
    NvFlexFreeBuffer(velocities);
    NvFlexFreeBuffer(phases);
    NvFlexFreeBuffer(active);
    NvFlexFreeBuffer(geometry);
    NvFlexFreeBuffer(shape_pos);
    NvFlexFreeBuffer(shape_rot);
    NvFlexFreeBuffer(shape_prev_pos);
    NvFlexFreeBuffer(shape_prev_rot);
    NvFlexFreeBuffer(shape_flags);
    NvFlexDestroySolver(solver);
    NvFlexShutdown(lib);
    printf("SUMMARY flex_test: %d checks, %d failed\n", g_checks, g_failed);
    return g_failed ? 1 : 0;
}
