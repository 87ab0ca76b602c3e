"""AMDGPU code objects: compile LLVM IR for gfx targets (llvmlite + ld.lld, or comgr) and
validate what comes out (ELF flags, ABI version, metadata notes, kernel descriptors)."""
