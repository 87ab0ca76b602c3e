"""Process checkpointing (cuCheckpointProcess*): the state machine NVIDIA's driver keeps
for a process that CRIU (or NVIDIA's cuda-checkpoint tool) saves and restores.

A GPU's memory and handles must leave the device before CRIU can dump a process; on the
CPU device they are the process's own memory already, so checkpointing moves nothing and
restoring recreates nothing. What remains is the part a dump needs: locking stops the
process's CUDA calls (they wait at the runtime's gate, process_gate.py, and libcudart's C
fast path is held so its calls wait there too) until the process is unlocked. The states
and the statuses of calls made in the wrong one are cuda.h's: RUNNING -lock-> LOCKED
-checkpoint-> CHECKPOINTED -restore-> LOCKED -unlock-> RUNNING, anything else
CUDA_ERROR_ILLEGAL_STATE.

The calls name a process by pid, usually another one (the tool's). Every process on the
CPU device listens on the abstract unix socket `zluda-checkpoint-<pid>` (a thread blocked
in accept; no file, gone with the process); a call for another pid sends it one line, the
operation, and reads back the status. That listener thread is what cuCheckpointProcess-
GetRestoreThreadId answers: the thread that carries the restore out. Locking takes effect
for calls made after it; a call already running finishes.
"""

from __future__ import annotations

import os
import socket
import threading

from zluda.shim import registry

from . import device
from .driver_impl import require_init
from .errors import CudaError
from .rules import HOLD_CHECKPOINT
from .state import GATE, api, ffi

DRV = "cuda"
RUNNING, LOCKED, CHECKPOINTED, FAILED = 0, 1, 2, 3     # CUprocessState
# operation -> (the state it needs, the state it leaves)
TRANSITIONS = {"lock": (RUNNING, LOCKED), "checkpoint": (LOCKED, CHECKPOINTED),
               "restore": (CHECKPOINTED, LOCKED), "unlock": (LOCKED, RUNNING)}
QUERIES = ("state", "restore_tid")


def _socket_name(pid: int) -> bytes:
    return b"\0zluda-checkpoint-%d" % pid


class ProcessCheckpoint:
    """This process's side: its state, the gate it closes, the thread that answers."""

    def __init__(self) -> None:
        self.state = RUNNING
        self._lock = threading.Lock()
        self.listener_tid = 0

    def apply(self, operation: str) -> tuple[str, int]:
        """(status, value) of one operation on this process."""
        with self._lock:
            if operation == "state":
                return "CUDA_SUCCESS", self.state
            if operation == "restore_tid":
                return "CUDA_SUCCESS", self.listener_tid or threading.get_native_id()
            needs, leaves = TRANSITIONS[operation]
            if self.state != needs:
                return "CUDA_ERROR_ILLEGAL_STATE", self.state
            self.state = leaves
            if leaves == RUNNING:
                _hold_fast_path(False)
                GATE.open()
            elif operation == "lock":
                GATE.close()
                _hold_fast_path(True)
            return "CUDA_SUCCESS", self.state

    def listen(self) -> None:
        """Answer other processes' calls for this pid, one line each, on a daemon thread."""
        server = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        try:
            server.bind(_socket_name(os.getpid()))
        except OSError:
            server.close()
            return   # another runtime of this process listens already
        server.listen(4)

        def serve():
            self.listener_tid = threading.get_native_id()
            while True:
                connection, _ = server.accept()
                with connection:
                    request = connection.makefile("r").readline().strip()
                    if request in TRANSITIONS or request in QUERIES:
                        status, value = self.apply(request)
                    else:
                        status, value = "CUDA_ERROR_INVALID_VALUE", 0
                    connection.sendall(f"{status} {value}\n".encode())
        threading.Thread(target=serve, name="zluda-checkpoint", daemon=True).start()


def _hold_fast_path(on: bool) -> None:
    try:
        registry.lib_of("cudart").zluda_fast_hold(HOLD_CHECKPOINT, int(on))
    except (KeyError, AttributeError):
        pass   # libcudart not started, or built without the fast path


PROCESS = ProcessCheckpoint()
PROCESS.listen()


def _ask(pid: int, operation: str) -> int:
    """Run `operation` on process `pid` (this one directly, another through its socket)."""
    require_init()
    if pid == os.getpid():
        status, value = PROCESS.apply(operation)
    else:
        try:
            with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as s:
                s.connect(_socket_name(pid))
                s.sendall(operation.encode() + b"\n")
                status, value = s.makefile("r").readline().split()
        except (OSError, ValueError):
            raise CudaError("CUDA_ERROR_INVALID_VALUE", f"process {pid} runs no CUDA on this device") from None
    if status != "CUDA_SUCCESS":
        raise CudaError(status, f"{operation} of process {pid} (state {value})")
    return int(value)


def _reserved_zero(args, fields) -> None:
    """The reserved fields of an optional argument struct must be zero (cuda.h)."""
    f = ffi(DRV)
    if args == f.NULL:
        return
    for name in fields:
        raw = bytes(f.buffer(f.addressof(args[0], name)))
        if any(raw):
            raise CudaError("CUDA_ERROR_INVALID_VALUE", f"args->{name} is not zeroed")


@api(DRV, "cuCheckpointProcessGetState", gated=False)
def cu_checkpoint_process_get_state(pid, state):
    if state == ffi(DRV).NULL:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", "state is NULL")
    state[0] = _ask(pid, "state")


@api(DRV, "cuCheckpointProcessGetRestoreThreadId", gated=False)
def cu_checkpoint_process_get_restore_thread_id(pid, tid):
    if tid == ffi(DRV).NULL:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", "tid is NULL")
    tid[0] = _ask(pid, "restore_tid")


@api(DRV, "cuCheckpointProcessLock", gated=False)
def cu_checkpoint_process_lock(pid, args):
    """A lock takes effect at once here (calls in flight finish; no later one starts), so
    args->timeoutMs never runs out."""
    _reserved_zero(args, ("reserved0", "reserved1"))
    _ask(pid, "lock")


@api(DRV, "cuCheckpointProcessCheckpoint", gated=False)
def cu_checkpoint_process_checkpoint(pid, args):
    _reserved_zero(args, ("reserved",))
    _ask(pid, "checkpoint")


@api(DRV, "cuCheckpointProcessRestore", gated=False)
def cu_checkpoint_process_restore(pid, args):
    """GPU pairs may only name this device (the one device a process here ran on)."""
    f = ffi(DRV)
    if args != f.NULL:
        _reserved_zero(args, ("reserved", "reserved1"))
        if args.gpuPairsCount and args.gpuPairs == f.NULL:
            raise CudaError("CUDA_ERROR_INVALID_VALUE", "args->gpuPairs is NULL")
        ours = device.properties()["uuid"]
        for i in range(args.gpuPairsCount):
            pair = args.gpuPairs[i]
            for side in ("oldUuid", "newUuid"):
                if bytes(f.buffer(f.addressof(pair, side))) != ours:
                    raise CudaError("CUDA_ERROR_INVALID_VALUE", f"args->gpuPairs[{i}].{side} is not this device")
    _ask(pid, "restore")


@api(DRV, "cuCheckpointProcessUnlock", gated=False)
def cu_checkpoint_process_unlock(pid, args):
    _reserved_zero(args, ("reserved",))
    _ask(pid, "unlock")
