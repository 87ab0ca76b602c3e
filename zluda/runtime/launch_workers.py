"""How many of the CPU device's workers (its "SMs") one kernel launch may use: all of them,
unless a resolver says otherwise for the launching thread (green_api.py: a launch into a
green context's stream, or with a green context current, uses that context's share).

The CPU launcher (zluda/cpu/runtime.py) asks at every launch; this module holds no more
than the question, so the launcher does not depend on the driver API's modules.
"""

from __future__ import annotations

from typing import Callable

_resolver: Callable[[], int | None] | None = None


def set_resolver(fn: Callable[[], int | None]) -> None:
    """fn() -> the most workers a launch made now on this thread may use, or None: all."""
    global _resolver
    _resolver = fn


def limit() -> int | None:
    return None if _resolver is None else _resolver()
