/* How the 32-bit client fails (gcc -m32): faults32 server | client | unsupported
 *   server:      kills the server after cuInit; the next call must fail, not hang
 *   client:      prints the server's pid, then dies by SIGKILL (the test checks the server goes)
 *   unsupported: a function the client does not forward answers CUDA_ERROR_NOT_SUPPORTED
 *   fork:        a child made after cuInit gets a server of its own; the parent keeps its own */
#include <cuda.h>
#include <dlfcn.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/wait.h>
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
    if (strcmp(argv[1], "fork") == 0) {
        int parent_server = server_pid(), count = 0, version = 0;
        fflush(stdout);
        pid_t child = fork();
        if (child == 0) {
            status = cuInit(0);
            status = status ? status : cuDeviceGetCount(&count);
            printf("child: %d, %d device(s), its own server: %d\n", (int)status, count,
                   server_pid() != parent_server && server_pid() > 0);
            return status != CUDA_SUCCESS;
        }
        int child_status = -1;
        waitpid(child, &child_status, 0);
        status = cuDriverGetVersion(&version);
        printf("parent: %d, the same server: %d, child exit %d\n", (int)status, server_pid() == parent_server,
               WEXITSTATUS(child_status));
        return 0;
    }
    return 2;
}
