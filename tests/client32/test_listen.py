"""The server a Windows client reaches over TCP (zluda/client32/listen.py): a command run
under it finds the address in its environment and speaks the wire protocol of
zluda/client32/wire.py there, one connection per thread."""

from __future__ import annotations

import subprocess
import sys
import textwrap

import pytest

from zluda.client32 import build, listen, plan, wire
from zluda.shim import build as shim_build

# a client of our own in Python: HELLO, then cuInit(0) and cuDriverGetVersion over the socket,
# on two threads (two connections); prints what it got
CLIENT = textwrap.dedent("""
    import os, socket, struct, sys, threading
    host, port = os.environ[sys.argv[1]].rsplit(":", 1)
    digest, init, version = sys.argv[2].encode(), int(sys.argv[3]), int(sys.argv[4])
    def roundtrip(s, body):
        s.sendall(struct.pack("<I", len(body)) + body)
        n = struct.unpack("<I", s.recv(4, socket.MSG_WAITALL))[0]
        return s.recv(n, socket.MSG_WAITALL)
    def session(out):
        s = socket.create_connection((host, int(port)))
        refused, pid = struct.unpack("<II", roundtrip(s, struct.pack("<I", %(hello)d) + digest + struct.pack("<I", os.getpid())))
        st = struct.unpack("<I", roundtrip(s, struct.pack("<IIQ", %(call)d, init, 0)))[0]
        answer = roundtrip(s, struct.pack("<III", %(call)d, version, 1))
        out.append((refused, pid != os.getpid(), st, struct.unpack_from("<IQ", answer)))
    got = []
    threads = [threading.Thread(target=session, args=(got,)) for _ in range(2)]
    [t.start() for t in threads]; [t.join() for t in threads]
    print(got)
    sys.exit(0 if got == [(0, True, 0, (0, 13000))] * 2 else 3)
""") % {"hello": wire.OP_HELLO, "call": wire.OP_CALL}


@pytest.fixture(scope="module")
def library64():
    return shim_build.build_one(build.LIBRARY64, log=lambda *_: None)


def _index(symbol: str) -> int:
    return next(i for i, p in enumerate(plan.plans()) if p.symbol == symbol)


def test_a_command_reaches_its_server_over_tcp(library64):
    done = subprocess.run([sys.executable, "-m", "zluda.client32.listen", "--library", str(library64), "--",
                           sys.executable, "-c", CLIENT, listen.ADDRESS_VARIABLE, plan.digest(),
                           str(_index("cuInit")), str(_index("cuDriverGetVersion"))],
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stdout + done.stderr[-3000:]
    assert "(0, True, 0, (0, 13000))" in done.stdout


def test_the_commands_exit_status_is_the_servers(library64):
    done = subprocess.run([sys.executable, "-m", "zluda.client32.listen", "--library", str(library64), "--",
                           sys.executable, "-c", "raise SystemExit(7)"], capture_output=True, text=True, timeout=300)
    assert done.returncode == 7, done.stderr[-2000:]


@pytest.mark.parametrize("args, message", [
    ([], "no command"),
    (["--library", "/nonexistent/libcuda.so.1", "--", "true"], "--library /nonexistent/libcuda.so.1: no such file"),
])
def test_bad_arguments_say_what_is_wrong(args, message):
    done = subprocess.run([sys.executable, "-m", "zluda.client32.listen", *args], capture_output=True, text=True)
    assert done.returncode == 2 and message in done.stderr
