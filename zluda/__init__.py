"""zluda: run unmodified CUDA programs on non-NVIDIA hardware, and show what works."""

__version__ = "0.1.0"
