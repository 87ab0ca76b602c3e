"""Hand-written AMDGPU LLVM IR kernels (textual IR every LLVM since 17 parses)."""

from pathlib import Path

KERNELS_DIR = Path(__file__).resolve().parent


def builtin_kernels() -> dict[str, str]:
    """name -> IR text of every kernel file shipped here."""
    return {p.stem: p.read_text() for p in sorted(KERNELS_DIR.glob("*.ll"))}
