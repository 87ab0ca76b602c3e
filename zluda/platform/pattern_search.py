"""Search a step's output for an `output` check's pattern, in a process of its own.

A pattern that backtracks catastrophically holds Python's `re` for hours and cannot be
interrupted from another thread; run in its own process, it is killed at the check's time
limit by the clock on the wall, and the orchestrator goes on. The search runs with Python's
own `re`, so a pattern means exactly what the README and the schema say.

Run as `python -I -S pattern_search.py` (standard library only): a JSON request
{"pattern", "paths", "read_limit"} on stdin, a JSON answer on stdout.
"""

from __future__ import annotations

import json
import re
import sys

READ_LIMIT = 64 << 20  # bytes of each output file that a check reads


def read_text(path: str, limit: int = READ_LIMIT) -> str:
    with open(path, "rb") as handle:
        return handle.read(limit).decode("utf-8", "replace")


def search(pattern: str, paths: list[str], read_limit: int = READ_LIMIT) -> dict:
    """{"found": bool, "match": the matched text (200 characters at most), "line": its line,
    "last_line": the text's last non-empty line, for a pattern that was not found}."""
    text = "".join(read_text(path, read_limit) for path in paths)
    found = re.search(pattern, text, re.M)
    if found is None:
        last = text.strip().splitlines()[-1:] or ["<empty>"]
        return {"found": False, "match": None, "line": None, "last_line": last[0][:200]}
    return {"found": True, "match": found.group(0)[:200], "line": text.count("\n", 0, found.start()) + 1,
            "last_line": None}


def main() -> int:
    request = json.load(sys.stdin)
    try:
        answer = search(request["pattern"], request["paths"], request.get("read_limit", READ_LIMIT))
    except OSError as exc:
        answer = {"error": f"{exc.filename}: {exc.strerror}"}
    except re.error as exc:
        answer = {"error": f"the pattern does not compile: {exc}"}
    json.dump(answer, sys.stdout)
    return 0


if __name__ == "__main__":
    sys.exit(main())
