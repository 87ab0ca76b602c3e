"""The 64-bit server for a 32-bit client that cannot start it: a Windows program under Wine.

A Windows process can neither fork a Linux process nor pass it descriptors, so the server
is started first, listens on the loopback address, and the program (its nvcuda.dll)
connects there, one TCP connection per client thread; ZLUDA_CLIENT32_SERVER tells it
where. The messages are the Linux client's (zluda/client32/wire.py) minus what needs
descriptors: pinned memory is a file both processes map, named in MAP (Wine maps a
file's view as the Unix file's shared pages), and the callback connection announces itself (OP_CALLBACKS) instead of arriving as a descriptor.

    python -m zluda.client32.listen [--library PATH] -- wine app.exe args

runs the command with ZLUDA_CLIENT32_SERVER set, serves it, and exits with the command's
status; the server goes with it.
"""

from __future__ import annotations

import argparse
import os
import socket
import struct
import subprocess
import sys
import threading
from pathlib import Path

from zluda.shim import build as shim_build

from . import build as client_build
from . import wire
from .server import Server

ADDRESS_VARIABLE = "ZLUDA_CLIENT32_SERVER"
LOOPBACK = "127.0.0.1"
CALLBACKS_MESSAGE = struct.pack("<II", 4, wire.OP_CALLBACKS)
U32 = struct.Struct("<I")
MAP_HEAD = 4 + struct.calcsize(wire.MAP_FORMAT)   # op, client address, size, flags; then the file's name


class TcpServer(Server):
    """The server for a client that cannot pass descriptors: MAP names the file both map."""

    def handle(self, body: bytearray, fds: list[int] = ()) -> list:
        if U32.unpack_from(body, 0)[0] == wire.OP_MAP and not fds and len(body) >= MAP_HEAD + 4:
            n = U32.unpack_from(body, MAP_HEAD)[0]
            path = bytes(body[MAP_HEAD + 4:MAP_HEAD + 4 + n]).decode("utf-8", "replace")
            try:
                fd = os.open(path, os.O_RDWR | os.O_CLOEXEC)
            except OSError as exc:
                sys.stderr.write(f"zluda client32 server: the client's pinned memory {path} cannot be opened: {exc}\n")
                return [U32.pack(self.status["CUDA_ERROR_OUT_OF_MEMORY"])]
            return super().handle(body[:MAP_HEAD], [fd])   # map() closes it
        return super().handle(body, fds)


class Listener:
    """Accepts the client's connections on the loopback address and serves each on a thread."""

    def __init__(self, server: Server, host: str = LOOPBACK, port: int = 0):
        self.server = server
        self.sock = socket.create_server((host, port))
        self.address = "%s:%d" % self.sock.getsockname()[:2]
        self._thread = threading.Thread(target=self._accept, daemon=True, name="client32-listen")

    def start(self) -> "Listener":
        self._thread.start()
        return self

    def _accept(self) -> None:
        while True:
            try:
                conn, _peer = self.sock.accept()
            except OSError:
                return   # closed: the program is gone
            conn.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
            threading.Thread(target=self._serve, args=(conn,), daemon=True,
                             name=f"client32-conn-{conn.fileno()}").start()

    def _serve(self, conn: socket.socket) -> None:
        """A thread's connection, or (its first message OP_CALLBACKS) the one the server
        asks to run host functions over."""
        try:
            first = conn.recv(8, socket.MSG_PEEK | socket.MSG_WAITALL)
        except OSError:
            conn.close()
            return
        if first == CALLBACKS_MESSAGE:
            conn.recv(8, socket.MSG_WAITALL)
            self.server.callbacks.attach(conn)
            return
        self.server.serve(conn)

    def close(self) -> None:
        self.sock.close()


def run(command: list[str], library: str | None = None) -> int:
    """Run `command` with a server listening for it; its exit status."""
    path = library or str(shim_build.build_one(client_build.LIBRARY64, log=lambda *_: None))
    listener = Listener(TcpServer(path)).start()
    env = dict(os.environ, **{ADDRESS_VARIABLE: listener.address})
    try:
        return subprocess.run(command, env=env).returncode
    finally:
        listener.close()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m zluda.client32.listen",
                                     description="run a 32-bit Windows CUDA program (under wine) with its server")
    parser.add_argument("--library", help="the 64-bit libcuda.so.1 the server runs (default: the project's, built if needed)")
    parser.add_argument("command", nargs=argparse.REMAINDER, help="-- the program and its arguments")
    args = parser.parse_args(argv)
    command = args.command[1:] if args.command[:1] == ["--"] else args.command
    if not command:
        parser.error("no command: python -m zluda.client32.listen -- wine app.exe")
    if args.library and not Path(args.library).exists():
        parser.error(f"--library {args.library}: no such file")
    code = run(command, args.library)
    sys.stdout.flush()
    sys.stderr.flush()
    # serving threads may still be in a call of the runtime: the process ends with the program
    os._exit(code)


if __name__ == "__main__":
    main()
