"""NVIDIA FleX (NVIDIAGameWorks/FleX) as a corpus of shipped 32- and 64-bit CUDA code:
its six binary releases' DLLs, read at pinned revisions of the public repository and
never committed (`source`); every kernel of them parsed, translated and compiled, one
row per module (`corpus`, `invoke flex-corpus`)."""
