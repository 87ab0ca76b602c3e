/* Asks libcuda.so.1 for export tables as NVIDIA's static runtime does (dlopen, then
 * cuGetExportTable by UUID) and calls one slot, to check what a runtime needing a table
 * or a slot the project lacks gets.
 *   export_table_probe UUID            status of cuGetExportTable, and the table's size slot
 *   export_table_probe UUID SLOT       ... then calls that slot with no arguments */
#include <dlfcn.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

typedef int (*get_export_table_fn)(const void **table, const unsigned char *uuid);
typedef int (*init_fn)(unsigned flags);

int main(int argc, char **argv)
{
    unsigned char uuid[16];
    if (argc < 2 || sscanf(argv[1], "%2hhx%2hhx%2hhx%2hhx-%2hhx%2hhx-%2hhx%2hhx-%2hhx%2hhx-"
                           "%2hhx%2hhx%2hhx%2hhx%2hhx%2hhx", &uuid[0], &uuid[1], &uuid[2], &uuid[3],
                           &uuid[4], &uuid[5], &uuid[6], &uuid[7], &uuid[8], &uuid[9], &uuid[10],
                           &uuid[11], &uuid[12], &uuid[13], &uuid[14], &uuid[15]) != 16) {
        fprintf(stderr, "usage: export_table_probe UUID [SLOT]\n");
        return 2;
    }
    void *cuda = dlopen("libcuda.so.1", RTLD_NOW);
    if (!cuda) {
        fprintf(stderr, "dlopen: %s\n", dlerror());
        return 2;
    }
    init_fn cu_init = (init_fn)dlsym(cuda, "cuInit");
    get_export_table_fn get = (get_export_table_fn)dlsym(cuda, "cuGetExportTable");
    printf("cuInit %d\n", cu_init(0));
    const void *table = NULL;
    int status = get(&table, uuid);
    printf("cuGetExportTable %d\n", status);
    if (status != 0)
        return 0;
    printf("size slot %lu\n", (unsigned long)((const uintptr_t *)table)[0]);
    fflush(stdout);
    if (argc > 2) {
        unsigned long (*slot)(void) = ((unsigned long (**)(void))table)[atoi(argv[2])];
        printf("slot returned %lu\n", slot());
    }
    return 0;
}
