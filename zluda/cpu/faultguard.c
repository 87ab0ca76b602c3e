/* Fault guard for JIT-compiled kernels.
 *
 * On a GPU an invalid access inside a kernel poisons the context (cudaErrorIllegalAddress)
 * and the process lives on; on the CPU it is a SIGSEGV/SIGBUS of the thread running the
 * kernel. `zk_guarded_run` calls a kernel entry with a sigsetjmp point; the handler, when
 * the signal hits a thread that is inside a guarded call, records the address and
 * siglongjmps back there, which sets the launch's status (so the other workers stop at
 * their next block) and returns -1.
 *
 * The handlers are installed only while launches run (zk_guard_enter/leave count them)
 * and a signal outside kernel code goes to the handler that was there before (Python's
 * faulthandler, the default action), so a crash of the host program stays a crash.
 * Each guarded thread gets an alternate signal stack, so a kernel that overflows its
 * stack is reported too.
 */
#define _GNU_SOURCE
#include <pthread.h>
#include <setjmp.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

typedef int32_t (*zk_entry)(void *launch, int64_t first, int64_t end, void *scratch, int32_t worker);

#define NSIG_GUARDED 4
static const int GUARDED[NSIG_GUARDED] = {SIGSEGV, SIGBUS, SIGILL, SIGFPE};
/* offset added to the caller's base status, per guarded signal: memory, memory,
   illegal instruction, arithmetic */
static const uint32_t STATUS_STEP[NSIG_GUARDED] = {0, 0, 1, 2};

static __thread sigjmp_buf *guard_jmp;   /* non-NULL while this thread runs kernel code */
static __thread uintptr_t guard_addr;
static __thread int guard_sig;
static __thread int alt_stack_done;

static pthread_mutex_t install_lock = PTHREAD_MUTEX_INITIALIZER;
static int installed;                              /* launches inside the guard */
static struct sigaction previous[NSIG_GUARDED];    /* handlers before ours */
static pthread_once_t key_once = PTHREAD_ONCE_INIT;
static pthread_key_t alt_stack_key;

static int index_of(int sig) {
    for (int i = 0; i < NSIG_GUARDED; i++)
        if (GUARDED[i] == sig) return i;
    return 0;
}

static void on_fault(int sig, siginfo_t *info, void *uctx) {
    sigjmp_buf *jb = guard_jmp;
    if (jb != NULL && info->si_code > 0) {   /* raised by the CPU, inside kernel code */
        guard_jmp = NULL;
        guard_sig = sig;
        guard_addr = (uintptr_t)info->si_addr;
        siglongjmp(*jb, 1);
    }
    /* not ours: behave as if we had never been installed */
    const struct sigaction *prev = &previous[index_of(sig)];
    if (prev->sa_flags & SA_SIGINFO) {
        prev->sa_sigaction(sig, info, uctx);
    } else if (prev->sa_handler == SIG_DFL || prev->sa_handler == SIG_IGN) {
        /* the faulting instruction runs again and meets the default action */
        signal(sig, SIG_DFL);
        if (info->si_code <= 0) raise(sig);
    } else {
        prev->sa_handler(sig);
    }
}

static void free_alt_stack(void *mem) {
    stack_t off;
    memset(&off, 0, sizeof off);
    off.ss_flags = SS_DISABLE;
    sigaltstack(&off, NULL);
    free(mem);
}

static void make_key(void) { pthread_key_create(&alt_stack_key, free_alt_stack); }

static void ensure_alt_stack(void) {
    if (alt_stack_done) return;
    alt_stack_done = 1;
    stack_t old;
    if (sigaltstack(NULL, &old) == 0 && !(old.ss_flags & SS_DISABLE)) return;   /* the thread has one */
    size_t size = 64 * 1024;
    void *mem = malloc(size);
    if (mem == NULL) return;
    stack_t ss;
    memset(&ss, 0, sizeof ss);
    ss.ss_sp = mem;
    ss.ss_size = size;
    if (sigaltstack(&ss, NULL) != 0) {
        free(mem);
        return;
    }
    pthread_once(&key_once, make_key);
    pthread_setspecific(alt_stack_key, mem);   /* freed when the thread ends */
}

int zk_guard_enter(void) {
    int rc = 0;
    pthread_mutex_lock(&install_lock);
    if (installed++ == 0) {
        struct sigaction sa;
        memset(&sa, 0, sizeof sa);
        sa.sa_sigaction = on_fault;
        sa.sa_flags = SA_SIGINFO | SA_ONSTACK;
        sigemptyset(&sa.sa_mask);
        for (int i = 0; i < NSIG_GUARDED; i++)
            if (sigaction(GUARDED[i], &sa, &previous[i]) != 0) rc = -1;
    }
    pthread_mutex_unlock(&install_lock);
    return rc;
}

void zk_guard_leave(void) {
    pthread_mutex_lock(&install_lock);
    if (installed > 0 && --installed == 0)
        for (int i = 0; i < NSIG_GUARDED; i++) sigaction(GUARDED[i], &previous[i], NULL);
    pthread_mutex_unlock(&install_lock);
}

/* Run blocks [first, end) of a kernel. Returns the entry's result, or -1 after a fault:
   then fault[0] = the faulting address, fault[1] = the signal, and the launch status at
   `status_offset` is set (if still 0) to base_status + the signal's step. */
int32_t zk_guarded_run(zk_entry fn, void *launch, int64_t first, int64_t end, void *scratch, int32_t worker,
                       uint32_t status_offset, uint32_t base_status, uint64_t *fault) {
    ensure_alt_stack();
    sigjmp_buf jb;
#if defined(__x86_64__)
    /* a kernel may run with the flush-to-zero modes on (zluda/translate/flush_mode.py):
       a fault leaves it before it puts the caller's back */
    volatile uint32_t mxcsr;
    __asm__ volatile("stmxcsr %0" : "=m"(mxcsr));
#endif
    /* the signal mask is not saved (that is a system call per chunk of blocks): the one
       change a fault makes to it, the signal blocked while its handler ran, is undone here */
    if (sigsetjmp(jb, 0)) {
#if defined(__x86_64__)
        __asm__ volatile("ldmxcsr %0" : : "m"(mxcsr));
#endif
        sigset_t handled;
        sigemptyset(&handled);
        sigaddset(&handled, guard_sig);
        pthread_sigmask(SIG_UNBLOCK, &handled, NULL);
        fault[0] = guard_addr;
        fault[1] = (uint64_t)guard_sig;
        uint32_t expected = 0;
        __atomic_compare_exchange_n((uint32_t *)((char *)launch + status_offset), &expected,
                                    base_status + STATUS_STEP[index_of(guard_sig)], 0,
                                    __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
        return -1;
    }
    guard_jmp = &jb;
    int32_t r = fn(launch, first, end, scratch, worker);
    guard_jmp = NULL;
    return r;
}

/* Exit gate of the background compilers (zluda/cpu/tiering.py: several threads compile at
 * once). exit() runs the atexit handlers, LLVM's static destructors among them (its global
 * context, which the compiler's static state): a compilation still running then would use
 * freed memory. So the gate is a reader-writer one: every background compilation enters it
 * (many at once), and exit closes it, after which none starts.
 * zk_exit_gate_register installs the handler that closes the gate. Handlers run in the
 * reverse order of their registration, and LLVM registers some of its statics on their
 * first use, so the compiler registers again after every compilation (only the first call
 * closes).
 * The compilations still inside the gate are waited for when the kernel cache will keep
 * their code (the next run starts with it: without the wait, a compilation longer than the
 * runs never reached the cache and every run stayed at the slow tier), and abandoned when
 * no cache will (zk_exit_gate_abandon): the process then ends at once with its exit
 * status: the runtime's exit work runs (zk_exit_gate_work), the stdio streams are flushed,
 * and the handlers registered before the gate's (the program's own, static destructors,
 * LLVM's) do not run: LLVM's must not while it compiles.
 * fork() waits for the compilations inside (a child inherits no compiler thread, but would
 * inherit LLVM's locks as they held them) and lets none start until it has returned. */
static pthread_mutex_t exit_gate = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t exit_gate_empty = PTHREAD_COND_INITIALIZER;   /* the last one left */
static int exit_gate_inside;             /* compilations inside the gate */
static int exit_gate_closed, exit_gate_closing, exit_gate_forking;

static void (*exit_gate_work)(void);    /* what must still run when a compilation is abandoned */
static int exit_gate_abandons;           /* whether a compilation in flight is abandoned at exit */

static void exit_gate_close(int status, void *unused)
{
    (void)unused;
    if (__atomic_exchange_n(&exit_gate_closing, 1, __ATOMIC_ACQ_REL))
        return;
    pthread_mutex_lock(&exit_gate);
    exit_gate_closed = 1;               /* none enters from now on */
    if (exit_gate_inside > 0 && __atomic_load_n(&exit_gate_abandons, __ATOMIC_ACQUIRE)) {
        pthread_mutex_unlock(&exit_gate);
        void (*work)(void) = __atomic_load_n(&exit_gate_work, __ATOMIC_ACQUIRE);
        if (work)
            work();
        fflush(NULL);
        _exit(status);
    }
    while (exit_gate_inside > 0)        /* their code is cached for the next run */
        pthread_cond_wait(&exit_gate_empty, &exit_gate);
    pthread_mutex_unlock(&exit_gate);
}

/* whether exit abandons a compilation in flight (when no cache keeps its code) or waits */
void zk_exit_gate_abandon(int yes) { __atomic_store_n(&exit_gate_abandons, yes, __ATOMIC_RELEASE); }

/* the exit work of the process's own runtime (the shim's: finishing a trace, the report of
   unimplemented calls), run before a process that abandons a compilation ends */
void zk_exit_gate_work(void (*work)(void)) { __atomic_store_n(&exit_gate_work, work, __ATOMIC_RELEASE); }

static void exit_gate_before_fork(void)
{
    pthread_mutex_lock(&exit_gate);
    exit_gate_forking = 1;
    while (exit_gate_inside > 0)
        pthread_cond_wait(&exit_gate_empty, &exit_gate);
    pthread_mutex_unlock(&exit_gate);
}

static void exit_gate_after_fork(void)
{
    pthread_mutex_lock(&exit_gate);
    exit_gate_forking = 0;
    pthread_cond_broadcast(&exit_gate_empty);
    pthread_mutex_unlock(&exit_gate);
}

/* a forked child has no compiler thread: the gate starts afresh */
static void exit_gate_child(void)
{
    pthread_mutex_t fresh = PTHREAD_MUTEX_INITIALIZER;
    pthread_cond_t fresh_cond = PTHREAD_COND_INITIALIZER;
    exit_gate = fresh;
    exit_gate_empty = fresh_cond;
    exit_gate_inside = exit_gate_closed = exit_gate_closing = exit_gate_forking = 0;
}

int zk_exit_gate_register(void)
{
    static int fork_handler;
    if (!__atomic_exchange_n(&fork_handler, 1, __ATOMIC_ACQ_REL))
        pthread_atfork(exit_gate_before_fork, exit_gate_after_fork, exit_gate_child);
    return on_exit(exit_gate_close, NULL);
}

/* 1: inside (zk_exit_gate_leave when done); 0: the process is ending, compile nothing */
int zk_exit_gate_enter(void)
{
    pthread_mutex_lock(&exit_gate);
    while (exit_gate_forking && !exit_gate_closed)
        pthread_cond_wait(&exit_gate_empty, &exit_gate);
    int open = !exit_gate_closed;
    if (open)
        exit_gate_inside++;
    pthread_mutex_unlock(&exit_gate);
    return open;
}

void zk_exit_gate_leave(void)
{
    pthread_mutex_lock(&exit_gate);
    if (exit_gate_inside > 0 && --exit_gate_inside == 0)
        pthread_cond_broadcast(&exit_gate_empty);
    pthread_mutex_unlock(&exit_gate);
}

/* compilations inside the gate now (tests) */
int zk_exit_gate_inside(void)
{
    pthread_mutex_lock(&exit_gate);
    int n = exit_gate_inside;
    pthread_mutex_unlock(&exit_gate);
    return n;
}
