"""Fixtures of the platform tests live in platform_support (importable by a unique name)."""

from platform_support import *  # noqa: F401,F403  (pytest fixtures must be visible here)
