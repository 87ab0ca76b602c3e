"""The f32 atomic add kernel and its cases (test_translate_atomic_float_add), without the
translator's imports: record_h200.py launches the same kernel on an NVIDIA GPU."""

# thread i adds b[i] to a[i] through each form: global atom (returns the old value) and
# red at two scopes, generic atom, shared atom and red, and a generic atom and red whose
# address lies in shared memory (cvta.shared, as nvcc emits atomicAdd on a pointer it
# cannot prove shared) (each initialised from a[i]);
# `extra` is `mul.ftz.f32` (flush modes on) or a plain `mul.f32` (the exact lowering)
FADD = r"""
.version 8.0
.target sm_80
.address_size 64
.visible .entry fadd(.param .u64 pa, .param .u64 pb, .param .u64 pout, .param .u64 pold)
{{
    .shared .align 4 .f32 s1[64];
    .shared .align 4 .f32 s2[64];
    .shared .align 4 .f32 s3[64];
    .shared .align 4 .f32 s4[64];
    .reg .b32 %r<4>;
    .reg .f32 %f<16>;
    .reg .b64 %rd<24>;
    ld.param.u64 %rd1, [pa];
    ld.param.u64 %rd2, [pb];
    ld.param.u64 %rd3, [pout];
    ld.param.u64 %rd4, [pold];
    cvta.to.global.u64 %rd1, %rd1;
    cvta.to.global.u64 %rd2, %rd2;
    mov.u32 %r1, %tid.x;
    mul.wide.u32 %rd5, %r1, 4;
    add.s64 %rd6, %rd1, %rd5;
    add.s64 %rd7, %rd2, %rd5;
    ld.global.f32 %f1, [%rd6];
    ld.global.f32 %f2, [%rd7];
    {extra} %f11, %f2, 0f40000000;
    // out[k * 64 + i]: 0 global atom, 1 red.gpu, 2 red.sys, 3 generic atom, 4 shared atom, 5 shared red,
    // 6 generic atom to shared, 7 generic red to shared; old[k * 64 + i]: 0 global atom,
    // 1 generic atom, 2 shared atom, 3 the mul's result, 4 generic atom to shared
    mul.wide.u32 %rd8, %r1, 4;
    add.s64 %rd9, %rd3, %rd8;
    add.s64 %rd10, %rd4, %rd8;
    st.global.f32 [%rd9], %f1;
    st.global.f32 [%rd9+256], %f1;
    st.global.f32 [%rd9+512], %f1;
    st.global.f32 [%rd9+768], %f1;
    atom.global.add.f32 %f3, [%rd9], %f2;
    red.relaxed.gpu.global.add.f32 [%rd9+256], %f2;
    red.relaxed.sys.global.add.f32 [%rd9+512], %f2;
    add.s64 %rd11, %rd9, 768;
    atom.acq_rel.gpu.add.f32 %f4, [%rd11], %f2;
    mov.u64 %rd12, s1;
    add.s64 %rd13, %rd12, %rd8;
    st.shared.f32 [%rd13], %f1;
    atom.shared.add.f32 %f5, [%rd13], %f2;
    ld.shared.f32 %f6, [%rd13];
    st.global.f32 [%rd9+1024], %f6;
    mov.u64 %rd14, s2;
    add.s64 %rd15, %rd14, %rd8;
    st.shared.f32 [%rd15], %f1;
    red.shared.add.f32 [%rd15], %f2;
    ld.shared.f32 %f7, [%rd15];
    st.global.f32 [%rd9+1280], %f7;
    mov.u64 %rd16, s3;
    add.s64 %rd17, %rd16, %rd8;
    st.shared.f32 [%rd17], %f1;
    cvta.shared.u64 %rd18, %rd17;
    atom.add.f32 %f8, [%rd18], %f2;
    ld.shared.f32 %f9, [%rd17];
    st.global.f32 [%rd9+1536], %f9;
    mov.u64 %rd19, s4;
    add.s64 %rd20, %rd19, %rd8;
    st.shared.f32 [%rd20], %f1;
    cvta.shared.u64 %rd21, %rd20;
    red.add.f32 [%rd21], %f2;
    ld.shared.f32 %f10, [%rd20];
    st.global.f32 [%rd9+1792], %f10;
    st.global.f32 [%rd10], %f3;
    st.global.f32 [%rd10+256], %f4;
    st.global.f32 [%rd10+512], %f5;
    st.global.f32 [%rd10+768], %f11;
    st.global.f32 [%rd10+1024], %f8;
    ret;
}}
"""

SUB = 2.0 ** -130           # an f32 subnormal
MIN = 2.0 ** -126           # the smallest normal f32
# (value in memory, addend, what global memory holds after the add, what shared memory
# holds): the H200 flushes subnormal inputs and results in global memory, as the PTX ISA
# says of atom.add.f32, and keeps them in shared memory (an IEEE add, rounded to nearest
# even), in a kernel with .ftz arithmetic or without (h200.json)
CASES = [
    (SUB, 0.0, 0.0, SUB),                          # subnormal in memory: read as +0
    (0.0, SUB, 0.0, SUB),                          # subnormal addend: read as +0
    (-SUB, -0.0, -0.0, -SUB),                      # flushed to -0: -0 + -0 = -0
    (-SUB, SUB, 0.0, 0.0),
    (0.0, -SUB, 0.0, -SUB),                        # +0 + -0 = +0
    (1.5 * MIN, -MIN, 0.0, 0.5 * MIN),             # exact sum 2^-127 is subnormal: flushed
    (-1.5 * MIN, MIN, -0.0, -0.5 * MIN),           # ... to a zero of its sign
    (2.5 * MIN, -MIN, 1.5 * MIN, 1.5 * MIN),       # a normal result stays
    (1.5 * MIN, -0.5 * MIN, 1.5 * MIN, MIN),       # a subnormal addend counts as zero
    (MIN, SUB, MIN, MIN + SUB),
    (3 * SUB, 5 * SUB, 0.0, 8 * SUB),
    (1.0, 2.0 ** -24, 1.0, 1.0),                   # a tie rounds to even
    (1.0 + 2.0 ** -23, 2.0 ** -24, 1.0 + 2.0 ** -22, 1.0 + 2.0 ** -22),
    (1.0, 2.0, 3.0, 3.0),
    (-7.25, 0.125, -7.125, -7.125),
]
