"""PID 1 of a cell step's container: runs the step, records how it ended.

`python -m zluda.images.stepwrap STATUS STDOUT STDERR -- argv...` starts argv in its
own process group with stdout/stderr going to the given files (inside the mounted cell
folder), waits, kills anything the step left behind, and writes STATUS as JSON:
{"exit_code": int|null, "signal": "SIGSEGV"|null, "error": str|null}. Docker's own exit
code cannot tell "killed by SIGSEGV" from "exited with 139"; this file can.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys


def main(argv: list[str]) -> int:
    if len(argv) < 5 or argv[3] != "--":
        print("usage: stepwrap STATUS STDOUT STDERR -- argv...", file=sys.stderr)
        return 2
    status_path, out_path, err_path, command = argv[0], argv[1], argv[2], argv[4:]
    status: dict = {"exit_code": None, "signal": None, "error": None}
    with open(out_path, "wb") as out, open(err_path, "wb") as err:
        try:
            proc = subprocess.Popen(command, stdin=subprocess.DEVNULL, stdout=out, stderr=err,
                                    start_new_session=True)
        except OSError as exc:
            err.write(f"cannot start {command[0]}: {exc.strerror}\n".encode())
            status.update(exit_code=127, error=f"cannot start {command[0]}: {exc.strerror}")
        else:
            # a `docker stop` reaches us as SIGTERM: pass it on to the step's group
            signal.signal(signal.SIGTERM, lambda *_: _kill(proc.pid, signal.SIGKILL))
            code = proc.wait()
            _kill(proc.pid, signal.SIGKILL)
            if code < 0:
                status["signal"] = signal.Signals(-code).name
            else:
                status["exit_code"] = code
    tmp = status_path + ".tmp"
    with open(tmp, "w") as handle:
        json.dump(status, handle)
    os.replace(tmp, status_path)
    return 0


def _kill(pgid: int, sig: int) -> None:
    try:
        os.killpg(pgid, sig)
    except (ProcessLookupError, PermissionError):
        pass


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
