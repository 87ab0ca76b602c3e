"""Locations shared by the workload tests (a uniquely named module: `conftest` is ambiguous)."""

from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
WORKLOADS = REPO / "workloads"
