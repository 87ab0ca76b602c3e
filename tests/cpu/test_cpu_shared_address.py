"""32-bit shared-memory addresses: a register that has wrapped below zero plus the operand's
offset is the address the GPU forms in 32 bits (HeCBench's nw: `add.s32 %r, %r, -140`, then
`[%r+72]`), not an address 4 GiB away."""

import numpy as np

from zluda.cpu import ptxmodule

# s is the block's first shared variable (offset 0): thread t stores t through
# %r4 = s + 4t - 128, which lies below zero for t < 32, and the operand's +128; then reads
# its own element back through the plain address s + 4t
WRAPPED = """.version 8.0
.target sm_80
.address_size 64
.visible .entry wrapped(.param .u64 out)
{
  .shared .align 4 .b8 s[256];
  .reg .b32 %r<8>;
  .reg .b64 %rd<4>;
  ld.param.u64 %rd1, [out];
  cvta.to.global.u64 %rd1, %rd1;
  mov.u32 %r1, %tid.x;
  mov.u32 %r2, s;
  shl.b32 %r3, %r1, 2;
  add.s32 %r4, %r2, %r3;
  add.s32 %r5, %r4, -128;
  add.s32 %r6, %r1, 1000;
  st.shared.u32 [%r5+128], %r6;
  bar.sync 0;
  ld.shared.u32 %r7, [%r4];
  mul.wide.u32 %rd2, %r1, 4;
  add.s64 %rd3, %rd1, %rd2;
  st.global.u32 [%rd3], %r7;
  ret;
}
"""


def test_a_wrapped_shared_register_plus_its_offset_is_the_32_bit_sum():
    out = np.zeros(64, np.uint32)
    ptxmodule.load(WRAPPED).launch("wrapped", 1, 64, [out])
    assert (out == np.arange(64) + 1000).all()
