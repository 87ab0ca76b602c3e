"""The PTX front end's limits: what keeps parsing any input bounded in time and memory.

Each limit is far beyond what real PTX reaches (nvcc output, hand-written kernels, the
project's corpora) and, where NVIDIA's hardware or ptxas has a firmer limit, no tighter
than that one, so no module that runs on a GPU is refused. A violation is a located
PtxSyntaxError naming the limit, never a deep recursion, a huge allocation or a hang
later in the pipeline.

    limit                      value        applies to
    nesting depth              64           `{ }` blocks, initialisers and vector operands,
                                            `[ ]` addresses, `( )` lists, `a|b` pairs
    integer literal            64 bits      every integer (ptxas: "integer overflow")
    version number             4 digits     each part of `.version`
    register range `%r<N>`     2**20        N of one declaration
    variable size (bytes)      per space    see VARIABLE_BYTES
    alignment                  power of 2,  `.align N` (ptxas requires a power of two)
                               <= 2**16
"""

from __future__ import annotations

# how deep `{`, `[`, `(` and `|` may nest inside one another; nvcc emits at most 4
NESTING_DEPTH = 64

# integer literals are 64-bit values in PTX; a literal that does not fit is an error
INTEGER_BITS = 64

# digits of each part of `.version MAJOR.MINOR`
VERSION_DIGITS = 4

# N of one `.reg .b32 %r<N>;`: the project's largest nvcc output declares 2,251
REGISTER_RANGE = 1 << 20

# bytes of one variable, by state space: the hardware's own limits where it has one (a
# block's shared memory on the largest GPU, a constant bank, a thread's local memory)
VARIABLE_BYTES = {
    "shared": 228 * 1024,
    "const": 64 * 1024,
    "local": 512 * 1024,
    "param": 64 * 1024,
    "reg": 64 * 1024,
    "global": 1 << 32,
}
DEFAULT_VARIABLE_BYTES = 1 << 32

# `.align N`
MAX_ALIGNMENT = 1 << 16


def variable_bytes(space: str) -> int:
    """The largest size in bytes one variable of `space` may have."""
    return VARIABLE_BYTES.get(space, DEFAULT_VARIABLE_BYTES)


def integer_fits(value: int) -> bool:
    """Whether an integer literal's magnitude fits PTX's 64-bit integers."""
    return value < (1 << INTEGER_BITS)


def in_register_range(digits: str, count: int) -> bool:
    """Whether the decimal `digits` after a range's name (`%r<count>` declares %r0 ..
    %r{count-1}) name one of its registers: no leading zero, below `count`. The length
    is compared first, so a name with thousands of digits costs no conversion."""
    if not (digits.isascii() and digits.isdigit()) or (digits[0] == "0" and digits != "0"):
        return False
    return len(digits) <= len(str(REGISTER_RANGE)) and int(digits) < count
