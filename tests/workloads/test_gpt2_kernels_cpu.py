"""The GPT-2 trainer's kernels, run from the PTX nvcc embeds in gpt2_fp32 on the project's CPU
device (zluda.cpu.ptxmodule.load), against numpy; the kernels' own correctness on NVIDIA hardware
is what record_h200.sh shows."""

import numpy as np
import pytest

from zluda.cpu import ptxmodule

B, T, C, NH, V = 2, 8, 32, 2, 64
BT, HS = B * T, C // NH
f32 = np.float32


@pytest.fixture(scope="module")
def kernels(built, build_module):
    module = ptxmodule.load(build_module.ptx_of(built["gpt2_fp32"]))

    def short(mangled):   # _Z22encoder_forward_kernelPf... -> encoder_forward
        return mangled[2:].lstrip("0123456789").split("_kernel")[0]

    names = {short(k): k for k in module.kernels}
    return lambda name, *a, **kw: module.launch(names[name], *a, **kw)


@pytest.fixture
def rng():
    return np.random.default_rng(0)


def test_layernorm(kernels, rng):
    x = rng.standard_normal((BT, C)).astype(f32)
    w = (1 + 0.1 * rng.standard_normal(C)).astype(f32)
    b = (0.1 * rng.standard_normal(C)).astype(f32)
    out, mean, rstd = np.zeros_like(x), np.zeros(BT, f32), np.zeros(BT, f32)
    kernels("layernorm_forward", (BT + 7) // 8, 256, [out, mean, rstd, x, w, b, BT, C], shared_mem=2 * C * 4)
    mu = x.mean(1)
    rs = 1 / np.sqrt(((x - mu[:, None]) ** 2).mean(1) + 1e-5)
    n = (x - mu[:, None]) * rs[:, None]
    np.testing.assert_allclose(out, n * w + b, atol=1e-5)
    dout = rng.standard_normal((BT, C)).astype(f32)
    dinp = rng.standard_normal((BT, C)).astype(f32)
    dinp0 = dinp.copy()
    dw, db = np.zeros(C, f32), np.zeros(C, f32)
    kernels("layernorm_backward", 2, 256, [dinp, dw, db, dout, x, w, mean, rstd, BT, C], shared_mem=2 * C * 4)
    dn = dout * w
    dx = rs[:, None] * (dn - dn.mean(1, keepdims=True) - n * (dn * n).mean(1, keepdims=True))
    np.testing.assert_allclose(dinp, dinp0 + dx, atol=1e-5)
    np.testing.assert_allclose(dw, (dout * n).sum(0), atol=1e-4)
    np.testing.assert_allclose(db, dout.sum(0), atol=1e-4)


def test_causal_softmax(kernels, rng):
    rows = B * NH * T
    pre = rng.standard_normal((rows, T)).astype(f32)
    att, dpre = np.zeros_like(pre), np.zeros_like(pre)
    kernels("softmax_forward", (rows + 7) // 8, 256, [att, pre, rows, T])
    mask = np.arange(T)[None, :] <= (np.arange(rows) % T)[:, None]
    z = np.exp(np.where(mask, pre, -np.inf) - pre.max(1, keepdims=True))
    want = z / z.sum(1, keepdims=True)
    np.testing.assert_allclose(att, want, atol=1e-6)
    datt = rng.standard_normal((rows, T)).astype(f32)
    kernels("softmax_backward", (rows + 7) // 8, 256, [dpre, datt, att, rows, T])
    np.testing.assert_allclose(dpre, np.where(mask, want * (datt - (want * datt).sum(1, keepdims=True)), 0), atol=1e-5)


def test_attention_permutes(kernels, rng):
    qkv = rng.standard_normal((B, T, 3 * C)).astype(f32)
    q, k, v = (np.zeros(BT * C, f32) for _ in range(3))
    grid, block = ((T + 3) // 4, (NH + 1) // 2, B), (32, 4, 2)
    kernels("permute_qkv", grid, block, [q, k, v, qkv, T, NH, HS])
    for i, got in enumerate((q, k, v)):
        want = qkv[..., i * C:(i + 1) * C].reshape(B, T, NH, HS).transpose(0, 2, 1, 3).ravel()
        np.testing.assert_array_equal(got, want)
    back = np.zeros_like(qkv)
    kernels("permute_qkv_backward", grid, block, [back, q, k, v, T, NH, HS])
    np.testing.assert_array_equal(back, qkv)
    bthd = np.zeros(BT * C, f32)
    kernels("unpermute", grid, block, [bthd, q, T, NH, HS, 1])
    np.testing.assert_array_equal(bthd, qkv[..., :C].ravel())


def test_crossentropy(kernels, rng):
    logits = rng.standard_normal((BT, V)).astype(f32)
    targets = rng.integers(0, V, BT).astype(np.int32)
    probs, losses, mean = np.zeros_like(logits), np.zeros(BT, f32), np.zeros(1, f32)
    kernels("crossentropy_forward", BT, 256, [probs, losses, mean, logits, targets, V])
    z = logits - logits.max(1, keepdims=True)
    logp = z - np.log(np.exp(z).sum(1, keepdims=True))
    np.testing.assert_allclose(losses, -logp[np.arange(BT), targets], atol=1e-5)
    np.testing.assert_allclose(mean[0], -logp[np.arange(BT), targets].mean(), atol=1e-5)
    dlogits = np.zeros_like(logits)
    kernels("crossentropy_backward", (BT * V + 255) // 256, 256, [dlogits, probs, targets, BT, V])
    want = np.exp(logp)
    want[np.arange(BT), targets] -= 1
    np.testing.assert_allclose(dlogits, want / BT, atol=1e-7)


@pytest.mark.parametrize("n, oc, row_blocks", [(16, 96, 1), (300, 40, 3), (1000, 130, 16)])
def test_bias_backward_last_block_reduction(kernels, rng, n, oc, row_blocks):
    dout = rng.standard_normal((n, oc)).astype(f32)
    dbias = rng.standard_normal(oc).astype(f32)
    want = dbias + dout.sum(0)
    partials, counters = np.zeros(row_blocks * oc, f32), np.zeros((oc + 31) // 32, np.uint32)
    kernels("bias_backward", ((oc + 31) // 32, row_blocks), (4, 32), [dbias, partials, counters, dout, n, oc])
    np.testing.assert_allclose(dbias, want, atol=1e-3)
    assert not counters.any(), "the atomicInc counters must reset themselves"


def test_gelu(kernels, rng):
    x = (2 * rng.standard_normal(BT * 4 * C)).astype(f32)
    y, dx = np.zeros_like(x), np.zeros_like(x)
    kernels("gelu_forward", (x.size // 4 + 255) // 256, 256, [y, x, x.size])
    gelu = lambda t: 0.5 * t * (1 + np.tanh(np.sqrt(2 / np.pi) * (t + 0.044715 * t ** 3)))
    np.testing.assert_allclose(y, gelu(x.astype(np.float64)), atol=1e-5)
    dy = rng.standard_normal(x.size).astype(f32)
    kernels("gelu_backward", (x.size // 4 + 255) // 256, 256, [dx, x, dy, x.size])
    h, xd = 1e-6, x.astype(np.float64)
    np.testing.assert_allclose(dx, dy * (gelu(xd + h) - gelu(xd - h)) / (2 * h), atol=1e-4)


def test_encoder(kernels, rng):
    wte = rng.standard_normal((V, C)).astype(f32)
    wpe = rng.standard_normal((16, C)).astype(f32)
    tokens = rng.integers(0, V, BT).astype(np.int32)
    out = np.zeros((BT, C), f32)
    kernels("encoder_forward", (BT * C // 4 + 255) // 256, 256, [out, tokens, wte, wpe, BT, T, C])
    np.testing.assert_allclose(out, wte[tokens] + np.tile(wpe[:T], (B, 1)), atol=1e-6)
    dwte, dwpe = np.zeros_like(wte), np.zeros_like(wpe)
    dout = rng.standard_normal((BT, C)).astype(f32)
    kernels("encoder_backward", (T * C + 255) // 256, 256, [dwte, dwpe, dout, tokens, B, T, C])
    want = np.zeros_like(wte)
    np.add.at(want, tokens, dout)
    np.testing.assert_allclose(dwte, want, atol=1e-5)
    np.testing.assert_allclose(dwpe[:T], dout.reshape(B, T, C).sum(0), atol=1e-5)


def test_adamw(kernels, rng):
    n = 256
    p, g = rng.standard_normal(n).astype(f32), (1e-3 * rng.standard_normal(n)).astype(f32)
    p0, work, m, v = p.copy(), np.zeros(n, f32), np.zeros(n, f32), np.zeros(n, f32)
    lr, b1, b2, eps, wd = 1e-3, 0.9, 0.999, 1e-8, 0.1
    kernels("adamw", 1, 256, [p, work, g, m, v, n, lr, b1, b2, 1 - b1, 1 - b2, eps, wd])
    m1, v1 = (1 - b1) * g, (1 - b2) * g * g
    np.testing.assert_allclose(p, p0 - lr * ((m1 / (1 - b1)) / (np.sqrt(v1 / (1 - b2)) + eps) + wd * p0), atol=1e-6)
    np.testing.assert_array_equal(work, p)
