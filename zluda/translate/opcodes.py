"""Families of PTX opcodes that decide how a kernel is lowered (asked by the analyses and
the emitters alike, so they live apart from both)."""

from __future__ import annotations

from . import abi

# instructions at which a thread waits for its warp or block (with the loop step that
# regions.loop_steps inserts into region kernels: a suspension too)
WARP_SYNC_OPCODES = frozenset({"bar", "barrier", "shfl", "vote", "match", "redux", "activemask", abi.STEP_OPCODE,
                               abi.LOCKSTEP_OPCODE})

# warp-wide matrix instructions (wmma's forms start with "wmma": emit_wmma)
MATRIX_OPCODES = frozenset({"mma", "ldmatrix", "movmatrix", "wmma"})

# instructions whose waits poll an mbarrier (emit_async), and polling loops' yields
# (spin_waits): the thread suspends until the scheduler has run the others, so only
# coroutines can hold them
POLL_OPCODES = frozenset({"mbarrier", abi.SPIN_OPCODE})

# instructions that wait for the warp or block: kernels using them run as coroutines
SYNC_OPCODES = WARP_SYNC_OPCODES | MATRIX_OPCODES | POLL_OPCODES
