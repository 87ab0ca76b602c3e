"""The messages between a 32-bit client (the generated libcuda.so.1) and its server.

Every message is a 4-byte little-endian length, then that many bytes: a 4-byte operation
and its body. Each client thread talks over its own stream socket, so the server keeps
CUDA's per-thread state (the current context) per client thread; a further socket, the
control socket, hands the server each new thread's socket (SCM_RIGHTS) and, by closing,
tells it the client is gone.

    HELLO   client: digest[16] (zluda/client32/plan.py digest), pid      -> u32 0 | 1, u32 server pid
    CALL    client: u32 function index, the slots of its plan           -> u32 CUresult, the out slots
    PARAMS  client: u32 function handle                                 -> u32 CUresult, u32 count,
                                                                           count x (u32 offset, u32 size)
    MAP     client: u64 address, u64 size, u32 flags, and a memfd       -> u32 CUresult
    UNMAP   client: u64 address                                         -> u32 CUresult
Pinned host memory is a memfd both processes map (MAP: the client's cuMemAllocHost /
cuMemHostAlloc, with the descriptor as SCM_RIGHTS); a host buffer inside such a mapping
travels as PINNED_LENGTH and its client address (u64; and byte count) instead of its bytes,
and the server reads or writes it in place.
Host functions (cuLaunchHostFunc, cuStreamAddCallback) run in the client: its first such
call hands the server a callback socket (the control byte CALLBACKS instead of
CONNECTION), served by a client thread. When a stream reaches the function the server
sends CALLBACK_FORMAT (kind, function, user data, stream id, status) and waits for the
client's u32 answer before the stream goes on.

Slots (zluda/client32/plan.py): a scalar or handle is 8 bytes; a string, struct or
buffer is a u32 length (NULL_LENGTH for NULL) and the bytes; an out-parameter is a u32
"present" flag on the way in and, after a successful call, 8 bytes or a length and bytes.
"""

from __future__ import annotations

CONNECTION, CALLBACKS = b"c", b"b"   # what a descriptor on the control socket is
HOST_FN, STREAM_CALLBACK = 1, 2
CALLBACK_FORMAT = "<IQQII"   # kind, function, user data (client addresses), stream id, status
MAP_FORMAT = "<QQI"          # MAP's body: client address, size, flags
# Client addresses (pinned memory, host functions, their user data) travel as 8 bytes, so
# a 64-bit client (the x86-64 nvcuda.dll) speaks the same messages as a 32-bit one.
OP_HELLO, OP_CALL, OP_PARAMS, OP_MAP, OP_UNMAP = 1, 2, 3, 4, 5
# a client without a control socket (nvcuda.dll over TCP, zluda/client32/listen.py) opens its
# callback connection with this message, no body: the server asks it instead of answering
OP_CALLBACKS = 6
NULL_LENGTH = 0xFFFFFFFF
PINNED_LENGTH = 0xFFFFFFFE
# a host_out slot's flag: 0 NULL, 1 carry the bytes back, PINNED_OUT: written in place
PINNED_OUT = 2
DIGEST_BYTES = 16

# handle ids the server hands out: above the small constants programs pass as handles
# (CU_STREAM_LEGACY 0x1, CU_STREAM_PER_THREAD 0x2), which travel as they are
FIRST_HANDLE_ID = 0x1000
HANDLE_ID_STEP = 0x10
