/* How the 32-bit client fails (gcc -m32): faults32 server | client | unsupported
 *   server:      kills the server after cuInit; the next call must fail, not hang
 *   client:      prints the server's pid, then dies by SIGKILL (the test checks the server goes)
 *   unsupported: a function the client does not forward answers CUDA_ERROR_NOT_SUPPORTED */
#include <cuda.h>
#include <dlfcn.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

static int server_pid(void)
{
    int (*pid)(void) = (int (*)(void))dlsym(RTLD_DEFAULT, "zluda_client32_server_pid");
    return pid ? pid() : -1;
}

int main(int argc, char **argv)
{
    if (argc != 2)
        return 2;
    CUresult status = cuInit(0);
    if (status != CUDA_SUCCESS) { printf("cuInit -> %d\n", (int)status); return 1; }
    CUdevice dev;
    if (strcmp(argv[1], "server") == 0) {
        kill(server_pid(), SIGKILL);
        sleep(1);
        status = cuDeviceGet(&dev, 0);
        printf("after the server died: %d\n", (int)status);
        status = cuDeviceGet(&dev, 0);
        printf("and again: %d\n", (int)status);
        return 0;
    }
    if (strcmp(argv[1], "client") == 0) {
        printf("server %d\n", server_pid());
        fflush(stdout);
        kill(getpid(), SIGKILL);
    }
    if (strcmp(argv[1], "unsupported") == 0) {
        static char page[4096];
        CUcontext ctx;
        cuDevicePrimaryCtxRetain(&ctx, 0);
        cuCtxSetCurrent(ctx);
        printf("cuMemHostRegister -> %d\n", (int)cuMemHostRegister(page, sizeof page, 0));
        printf("cuMemHostRegister -> %d\n", (int)cuMemHostRegister(page, sizeof page, 0));
        return 0;
    }
    return 2;
}
