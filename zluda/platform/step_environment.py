"""What of the host's environment a cell's step sees: an allow-list, on the host and in
containers alike.

A step gets what the runner sets for its cell, what the workload's own `env:` sets (a
value the host does not have), the project's own ZLUDA_* settings and the locale. The
host's other variables (tokens, keys, credentials, a preload) stay outside. On the host
a step also keeps the host's own paths, so its tools (nvcc, git, the Python of the run)
are found as the user's shell finds them; a container has paths of its own instead.
"""

from __future__ import annotations

import os

ALLOWED_NAMES = frozenset({"LANG", "LANGUAGE", "TZ", "TERM", "NO_COLOR", "SOURCE_DATE_EPOCH"})
ALLOWED_PREFIXES = ("ZLUDA_", "LC_")
# host paths: where the host's tools and libraries are; meaningless inside a container
HOST_PATHS = frozenset({"PATH", "HOME", "PWD", "TMPDIR", "PYTHONPATH", "LD_LIBRARY_PATH", "CUBLAS_ROOT",
                        "VIRTUAL_ENV", "USER", "LOGNAME", "CC", "CXX", "NVCC", "CUDA_HOME", "CUDA_PATH"})
# what never enters a container: the host's paths, and a preload of a host library
NOT_IN_CONTAINERS = HOST_PATHS | {"LD_PRELOAD"}


def allowed(name: str, value: str, host: dict | None = None) -> bool:
    """Whether a variable of a step's environment may reach the step: allowed by name,
    or set by the runner or the workload (its value is not the host's)."""
    host = os.environ if host is None else host
    return name in ALLOWED_NAMES or name.startswith(ALLOWED_PREFIXES) or host.get(name) != value


def for_host_step(env: dict, host: dict | None = None) -> dict:
    """The environment of a step run on the host: `env` (the host's environment with the
    runner's and the workload's settings on top) less what the allow-list keeps out."""
    return {k: v for k, v in env.items() if k in HOST_PATHS or allowed(k, v, host)}
