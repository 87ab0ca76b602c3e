"""Enter a cell's sandbox, then exec the step: `python -I -S sandbox_enter.py CELL -- argv...`.

Runs as its own small program (standard library only, no `zluda` imports, so it starts
fast and a workload's environment cannot redirect what it imports) between the runner and
every step of a host cell. In order:

1. new user, mount, network and PID namespaces (unshare(2)); the user namespace maps
   only the caller's own uid and gid, so files the step makes belong to whoever runs the
   matrix;
2. the cell folder is bind-mounted onto itself, then every other mount is remounted
   read-only: the cell folder is the only writable place (a private tmpfs covers
   /dev/shm, which semaphores need, and vanishes with the step; /run, where the sockets
   of the Docker engine and D-Bus live, is covered by an empty one);
3. a fork: the step's processes live in the new PID namespace under a small PID 1 of
   ours, with its own /proc, so nothing outside can be signalled, traced or read through
   /proc; when the step ends, its leftovers end with the namespace (a kernel compile
   server first gets COMPILE_SERVER_GRACE_S to store the code it is compiling);
4. the network namespace has only the loopback interface (brought up, as in a container);
5. every capability leaves the bounding set and no_new_privs is set, so the step (uid 0
   included) can neither undo the read-only mounts nor gain privileges through setuid;
6. every mount is checked read-only once more, then argv is executed; the process the
   runner started ends as the step ended (its exit status, or the same signal).

Any failure ends here with exit status 125 and one line on stderr naming what failed;
the step never runs outside the sandbox.
"""

import ctypes
import errno
import fcntl
import os
import signal
import socket
import struct
import sys
import time

EXIT_SANDBOX_FAILED = 125
CLONE_NEWNS, CLONE_NEWUSER, CLONE_NEWPID, CLONE_NEWNET = 0x00020000, 0x10000000, 0x20000000, 0x40000000
MS_RDONLY, MS_NOSUID, MS_NODEV, MS_NOEXEC = 0x1, 0x2, 0x4, 0x8
MS_REMOUNT, MS_BIND, MS_REC, MS_PRIVATE = 0x20, 0x1000, 0x4000, 0x40000
PR_CAPBSET_DROP, PR_SET_NO_NEW_PRIVS = 24, 38
SIOCGIFFLAGS, SIOCSIFFLAGS, IFF_UP = 0x8913, 0x8914, 0x1
# per-mount options a remount inside a user namespace must keep (the kernel locks them)
KEPT_OPTIONS = {"nosuid": MS_NOSUID, "nodev": MS_NODEV, "noexec": MS_NOEXEC}
# private, empty tmpfs mounts: /dev/shm stays writable (POSIX semaphores need it) and
# vanishes with the step; /run is covered, read-only, because its sockets (the Docker
# engine's, D-Bus) would let a step act outside the sandbox
PRIVATE_TMPFS = {"/dev/shm": b"size=256m,mode=1777", "/run": b"size=64k,mode=755",
                 "/var/run": b"size=64k,mode=755"}
WRITABLE_TMPFS = ("/dev/shm",)
REPORT_FD = -1
# how long PID 1 lets a kernel compile server the step left behind finish its jobs (their
# code goes into the cell's kernel cache, for the cell's later steps) before the namespace ends
COMPILE_SERVER_GRACE_S = 30.0
COMPILE_SERVER_POLL_S = 0.05
COMPILE_SERVER_MODULE = b"zluda.cpu.compile_server"

libc = ctypes.CDLL(None, use_errno=True)


class SandboxError(Exception):
    pass


def _check(result: int, what: str) -> None:
    if result != 0:
        code = ctypes.get_errno()
        raise SandboxError(f"{what}: {os.strerror(code)} ({errno.errorcode.get(code, code)})")


def _mount(source, target: str, fstype, flags: int, data, what: str) -> None:
    _check(libc.mount(source and source.encode(), target.encode(), fstype and fstype.encode(),
                      ctypes.c_ulong(flags), data), what)


def _write(path: str, text: str) -> None:
    with open(path, "w") as handle:
        handle.write(text)


def _unescape(field: str) -> str:
    """mountinfo writes space, tab, newline and backslash in paths as octal escapes."""
    return field.encode().decode("unicode_escape").encode("latin-1").decode(errors="surrogateescape")


def mounts() -> list[tuple[str, set[str]]]:
    """(mount point, its per-mount options) of every mount a path can reach. A mount is
    hidden when one listed after it (mounted later, or on top of it) sits on its own
    mount point or on a folder above it; hidden mounts cannot be reached by path, nor
    uncovered (mounts are locked in a user namespace)."""
    listed = []
    with open("/proc/self/mountinfo") as handle:
        for line in handle:
            fields = line.split()
            listed.append((_unescape(fields[4]), set(fields[5].split(","))))
    reachable, covering = [], set()
    for point, options in reversed(listed):
        if not any(folder in covering for folder in _folders_up_to_root(point)):
            reachable.append((point, options))
        covering.add(point)
    return reachable[::-1]


def _folders_up_to_root(path: str) -> list[str]:
    folders = [path]
    while path != "/":
        path = os.path.dirname(path)
        folders.append(path)
    return folders


def _within(path: str, folder: str) -> bool:
    return path == folder or path.startswith(folder.rstrip("/") + "/")


def enter(cell: str) -> None:
    """Namespaces and mounts; returns in the process that is to exec the step."""
    uid, gid = os.getuid(), os.getgid()
    _check(libc.unshare(CLONE_NEWUSER | CLONE_NEWNS | CLONE_NEWNET | CLONE_NEWPID),
           "cannot create user, mount, network and PID namespaces")
    try:
        _write("/proc/self/setgroups", "deny")
        _write("/proc/self/uid_map", f"{uid} {uid} 1")
        _write("/proc/self/gid_map", f"{gid} {gid} 1")
    except OSError as exc:
        raise SandboxError(f"cannot map uid {uid} into the user namespace: {exc.strerror}") from None
    _mount(None, "/", None, MS_REC | MS_PRIVATE, None, "cannot make the mounts private")
    _mount(cell, cell, None, MS_BIND | MS_REC, None, f"cannot bind the cell folder {cell}")
    for folder, options in PRIVATE_TMPFS.items():
        if os.path.isdir(folder) and not os.path.islink(folder) and not _within(cell, folder):
            _mount("tmpfs", folder, "tmpfs", MS_NOSUID | MS_NODEV, options, f"cannot mount a private {folder}")
    for point, options in mounts():
        if "ro" in options or _within(point, cell) or point in WRITABLE_TMPFS:
            continue
        flags = MS_REMOUNT | MS_BIND | MS_RDONLY
        for name, flag in KEPT_OPTIONS.items():
            if name in options:
                flags |= flag
        # checked below, all together, so that one message names what stayed writable
        libc.mount(None, point.encode(), None, ctypes.c_ulong(flags), None)
    _become_init_of_the_pid_namespace()
    # this PID namespace's own /proc: no process outside it can be named, signalled or
    # traced, and no /proc/<pid>/mem of the runner is within reach
    _mount("proc", "/proc", "proc", MS_RDONLY | MS_NOSUID | MS_NODEV | MS_NOEXEC, None,
           "cannot mount /proc for the PID namespace")
    _loopback_up()
    _check(libc.prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0), "cannot set no_new_privs")
    with open("/proc/sys/kernel/cap_last_cap") as handle:
        last = int(handle.read())
    for cap in range(last + 1):
        _check(libc.prctl(PR_CAPBSET_DROP, cap, 0, 0, 0), f"cannot drop capability {cap}")
    writable = [point for point, options in mounts()
                if "ro" not in options and not _within(point, cell) and point not in WRITABLE_TMPFS
                and _reachable(point)]
    if writable:
        raise SandboxError(f"{len(writable)} mount(s) stayed writable, first {writable[0]}")
    _run_step_under_init()


def _reachable(point: str) -> bool:
    """Whether this process (with the step's own credentials) can reach a mount point: one
    behind a folder it may not search (another user's container storage) is out of reach
    and could not be remounted by path either."""
    try:
        os.stat(point)
        return True
    except PermissionError:
        return False
    except OSError:
        return True   # gone or odd: named as writable rather than passed over


def _become_init_of_the_pid_namespace() -> None:
    """unshare(CLONE_NEWPID) puts only children in the new namespace: fork once; the
    parent stays outside (the runner's child, in the step's process group) and ends the
    way the step ends."""
    report_read, report_write = os.pipe()
    child = os.fork()
    if child == 0:
        os.close(report_read)
        global REPORT_FD
        REPORT_FD = report_write
        return
    os.close(report_write)
    _, status = os.waitpid(child, 0)
    with os.fdopen(report_read) as report:
        how = report.read().split()
    _end_like(how, status)


def _run_step_under_init() -> None:
    """PID 1 ignores the signals it has no handler for (abort()'s SIGABRT too), so the step
    runs as PID 1's child; PID 1 waits, then reports how the step ended."""
    step = os.fork()
    if step == 0:
        return   # main() execs the step
    # the step's orphans are reparented to PID 1: reap them until the step itself ends
    while True:
        pid, status = os.waitpid(-1, 0)
        if pid == step:
            break
    if os.WIFSIGNALED(status):
        how = f"signal {os.WTERMSIG(status)}"
    else:
        how = f"exit {os.WEXITSTATUS(status)}"
    _let_compile_servers_finish()
    os.write(REPORT_FD, how.encode())
    os._exit(0)   # the namespace ends with PID 1: every leftover process of the step dies


def _leftovers() -> list[int]:
    """The step's processes still there (this namespace's /proc: PID 1 excepted)."""
    return [int(name) for name in os.listdir("/proc") if name.isdigit() and int(name) != os.getpid()]


def _is_compile_server(pid: int) -> bool:
    try:
        with open(f"/proc/{pid}/cmdline", "rb") as handle:
            argv = handle.read().split(b"\0")
    except OSError:
        return False
    return any(arg == b"-m" and following == COMPILE_SERVER_MODULE for arg, following in zip(argv, argv[1:]))


def _let_compile_servers_finish() -> None:
    """A kernel compile server the step left behind (zluda/cpu/compile_client.py: it finishes
    the full tiers a program handed it and stores them in the cell's kernel cache after the
    program ended) gets up to COMPILE_SERVER_GRACE_S to do so; the step's other leftovers
    end at once, the server too once that time is up (with the namespace)."""
    servers = set()
    for pid in _leftovers():
        if _is_compile_server(pid):
            servers.add(pid)
        else:
            try:
                os.kill(pid, signal.SIGKILL)
            except OSError:
                pass
    deadline = time.monotonic() + COMPILE_SERVER_GRACE_S
    while servers and time.monotonic() < deadline:
        while True:   # orphans are PID 1's children: reap them
            try:
                pid, _ = os.waitpid(-1, os.WNOHANG)
            except ChildProcessError:
                return
            if pid == 0:
                break
            servers.discard(pid)
        servers.intersection_update(_leftovers())   # a server that is not our child may end too
        time.sleep(COMPILE_SERVER_POLL_S)


def _end_like(how: list[str], init_status: int) -> None:
    if len(how) == 2 and how[0] == "signal":
        number = int(how[1])
        signal.signal(number, signal.SIG_DFL)
        os.kill(os.getpid(), number)
        os._exit(128 + number)   # a signal that does not end a process by default
    if len(how) == 2 and how[0] == "exit":
        os._exit(int(how[1]))
    # PID 1 died before it could report: the sandbox failed (its message is on stderr)
    code = os.WEXITSTATUS(init_status) if os.WIFEXITED(init_status) else EXIT_SANDBOX_FAILED
    os._exit(code or EXIT_SANDBOX_FAILED)


def _loopback_up() -> None:
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as sock:
        request = struct.pack("16sh14x", b"lo", 0)
        flags = struct.unpack("16sh14x", fcntl.ioctl(sock, SIOCGIFFLAGS, request))[1]
        fcntl.ioctl(sock, SIOCSIFFLAGS, struct.pack("16sh14x", b"lo", flags | IFF_UP))


def main(argv: list[str]) -> int:
    if len(argv) < 3 or argv[1] != "--":
        print("usage: sandbox_enter.py CELL_DIR -- argv...", file=sys.stderr)
        return 2
    cell, command = os.path.realpath(argv[0]), argv[2:]
    try:
        enter(cell)
        os.chdir(os.getcwd())   # the working folder as seen through the new mounts
    except (SandboxError, OSError) as exc:
        print(f"zluda sandbox: {exc}; the step did not run", file=sys.stderr)
        return EXIT_SANDBOX_FAILED
    try:
        os.execvp(command[0], command)
    except OSError as exc:
        print(f"cannot start {command[0]}: {exc.strerror}", file=sys.stderr)
        return 127


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
