"""Every cuBLAS level-1/2/3 routine family in S/D/C/Z, the legacy API, cuBLASXt's forwarded
routines, the handle settings and the cuBLASLt transform and descriptors, called through
the built libraries with ctypes as a C program calls them.

References: the storage forms (band, packed, triangles) are unpacked here with plain loops
over the BLAS index formulas, independently of zluda.runtime.blas_storage; the products
are numpy float64/complex128 matmuls of those dense matrices. Run as
`python routines_client.py BUILD_DIR`: prints RESULTS {scenario: [ok, detail]}.
"""

from __future__ import annotations

import ctypes
import itertools
import json
import sys
import traceback

import numpy as np

from blas_client import Check

SUCCESS, NOT_INITIALIZED, INVALID_VALUE, NOT_SUPPORTED = 0, 1, 7, 15
UPPER, LOWER = 1, 0          # cublasFillMode_t
NON_UNIT, UNIT = 0, 1        # cublasDiagType_t
LEFT, RIGHT = 0, 1           # cublasSideMode_t
OPS = {"N": 0, "T": 1, "C": 2}
TYPES = {"S": np.float32, "D": np.float64, "C": np.complex64, "Z": np.complex128}
TOL = {"S": 2e-4, "D": 1e-11, "C": 2e-4, "Z": 1e-11}
CUDA_TYPE = {"S": 0, "D": 1, "C": 4, "Z": 5}

blas = lt = None
SCENARIOS = {}


def scenario(func):
    SCENARIOS[func.__name__] = func
    return func


def ptr(a):
    return ctypes.c_void_p(a.ctypes.data)


def handle():
    h = ctypes.c_void_p()
    assert blas.cublasCreate_v2(ctypes.byref(h)) == SUCCESS
    return h


def rand(rng, shape, p):
    values = rng.uniform(-1, 1, shape)
    if p in "CZ":
        values = values + 1j * rng.uniform(-1, 1, shape)
    return values.astype(TYPES[p])


def column_major(rng, rows, cols, ld, p):
    """(buffer, dense): an ld x cols column-major buffer (padding 777) and its rows x cols values."""
    buf = np.full((cols, ld), 777, TYPES[p])
    buf[:, :rows] = rand(rng, (cols, rows), p)
    return buf, buf[:, :rows].T.astype(np.complex128)


def scalar(value, p):
    return np.array([value], TYPES[p])


def real_scalar(value, p):
    return np.array([value], np.float32 if p in "SC" else np.float64)


def strided(values, inc):
    """A vector buffer holding `values` with increment inc (negative: stored backwards)."""
    n = len(values)
    buf = np.full(max(1, (n - 1) * abs(inc) + 1), 555, values.dtype)
    order = values if inc > 0 else values[::-1]
    buf[:: abs(inc)] = order
    return buf


def unstride(buf, n, inc):
    got = buf[:: abs(inc)][:n]
    return (got if inc > 0 else got[::-1]).astype(np.complex128)


def op(M, t):
    return M if t == "N" else (M.T if t == "T" else np.conj(M.T))


def dense_band(buf, m, n, kl, ku):
    """Element (i, j) of a band matrix: row ku + i - j of column j (buf[j, ku + i - j])."""
    A = np.zeros((m, n), np.complex128)
    for j in range(n):
        for i in range(max(0, j - ku), min(m, j + kl + 1)):
            A[i, j] = buf[j, ku + i - j]
    return A


def dense_packed(ap, n, lower):
    """The packed triangle: upper (i <= j) at i + j(j+1)/2, lower (i >= j) at i + (2n - j - 1) j / 2."""
    A = np.zeros((n, n), np.complex128)
    for j in range(n):
        for i in range(n):
            if lower and i >= j:
                A[i, j] = ap[i + (2 * n - j - 1) * j // 2]
            elif not lower and i <= j:
                A[i, j] = ap[i + j * (j + 1) // 2]
    return A


def full_symmetric(T, lower, hermitian):
    """The symmetric/Hermitian matrix of one triangle (loops, diagonal real for Hermitian)."""
    n = T.shape[0]
    S = np.zeros((n, n), np.complex128)
    for i in range(n):
        for j in range(n):
            src = (i, j) if (i >= j) == lower or i == j else (j, i)
            v = T[src]
            if src != (i, j) and hermitian:
                v = np.conj(v)
            S[i, j] = v.real if (hermitian and i == j) else v
    return S


def triangular(T, lower, unit):
    n = T.shape[0]
    out = np.array([[T[i, j] if (i >= j if lower else i <= j) else 0 for j in range(n)] for i in range(n)],
                   np.complex128)
    if unit:
        np.fill_diagonal(out, 1)
    return out


def fn(p, family, suffix="_v2"):
    return getattr(blas, f"cublas{p}{family}{suffix}")


# --- level 2 --------------------------------------------------------------------------------
@scenario
def gbmv_every_type_and_transpose(c):
    h, rng = handle(), np.random.default_rng(21)
    m, n, kl, ku = 6, 5, 2, 1
    for p, t, (incx, incy) in itertools.product("SDCZ", "NTC", ((1, 1), (-2, 3))):
        band, _ = column_major(rng, kl + ku + 1, n, kl + ku + 2, p)
        A = dense_band(band, m, n, kl, ku)
        xl, yl = (n, m) if t == "N" else (m, n)
        x, y = rand(rng, xl, p), rand(rng, yl, p)
        xb, yb = strided(x, incx), strided(y, incy)
        al, be = scalar(1.5 - 0.5j if p in "CZ" else 1.5, p), scalar(-0.75, p)
        st = fn(p, "gbmv")(h, OPS[t], m, n, kl, ku, ptr(al), ptr(band), kl + ku + 2, ptr(xb), incx, ptr(be),
                           ptr(yb), incy)
        c.eq(st, SUCCESS, f"{p}gbmv {t}")
        want = al[0] * op(A, t) @ x.astype(np.complex128) + be[0] * y
        c.close(unstride(yb, yl, incy), want, TOL[p], f"{p}gbmv {t} inc {incx},{incy}")
    c.eq(fn("S", "gbmv")(h, 0, m, n, kl, ku, ptr(al), ptr(band), kl + ku, ptr(xb), 1, ptr(be), ptr(yb), 1),
         INVALID_VALUE, "gbmv lda < kl + ku + 1")


@scenario
def symmetric_and_hermitian_products(c):
    """symv/hemv (full), sbmv/hbmv (band), spmv/hpmv (packed), both triangles."""
    h, rng = handle(), np.random.default_rng(22)
    n, k = 5, 2
    for p, lower in itertools.product("SDCZ", (False, True)):
        uplo = LOWER if lower else UPPER
        kinds = [("symv", False)] + ([("hemv", True)] if p in "CZ" else [])
        for name, herm in kinds:
            buf, M = column_major(rng, n, n, n + 1, p)
            x, y = rand(rng, n, p), rand(rng, n, p)
            y0 = y.astype(np.complex128)
            al, be = scalar(0.5, p), scalar(2.0, p)
            st = fn(p, name)(h, uplo, n, ptr(al), ptr(buf), n + 1, ptr(x), 1, ptr(be), ptr(y), 1)
            c.eq(st, SUCCESS, f"{p}{name}")
            c.close(y, 0.5 * full_symmetric(M, lower, herm) @ x + 2.0 * y0, TOL[p], f"{p}{name} lower={lower}")
        band_kinds = ([("sbmv", False), ("spmv", False)] if p in "SD" else [("hbmv", True), ("hpmv", True)])
        for name, herm in band_kinds:
            x, y = rand(rng, n, p), rand(rng, n, p)
            al, be = scalar(1.25, p), scalar(-1.0, p)
            y0 = y.copy()
            if name.endswith("bmv"):
                band, _ = column_major(rng, k + 1, n, k + 1, p)
                T = dense_band(band, n, n, k if lower else 0, 0 if lower else k)
                st = fn(p, name)(h, uplo, n, k, ptr(al), ptr(band), k + 1, ptr(x), 1, ptr(be), ptr(y), 1)
            else:
                ap = rand(rng, n * (n + 1) // 2, p)
                T = dense_packed(ap, n, lower)
                st = fn(p, name)(h, uplo, n, ptr(al), ptr(ap), ptr(x), 1, ptr(be), ptr(y), 1)
            c.eq(st, SUCCESS, f"{p}{name}")
            c.close(y, 1.25 * full_symmetric(T, lower, herm) @ x - y0, TOL[p], f"{p}{name} lower={lower}")
    c.eq(fn("D", "symv")(h, 7, n, ptr(al), ptr(buf), n, ptr(x), 1, ptr(be), ptr(y), 1), INVALID_VALUE, "bad uplo")


@scenario
def triangular_products_and_solves(c):
    """trmv/trsv, tbmv/tbsv, tpmv/tpsv: every uplo, transpose and diag; a solve undoes its product."""
    h, rng = handle(), np.random.default_rng(23)
    n, k = 5, 2
    for p, lower, t, unit in itertools.product("SDCZ", (False, True), "NTC", (False, True)):
        uplo, diag, incx = (LOWER if lower else UPPER), (UNIT if unit else NON_UNIT), (-1 if unit else 2)
        full, F = column_major(rng, n, n, n, p)
        F = F + 3 * np.eye(n)                     # well conditioned
        full = np.ascontiguousarray(F.T).astype(TYPES[p])
        band, _ = column_major(rng, k + 1, n, k + 1, p)
        band[:, k if not lower else 0] += 3       # the diagonal row of the band
        ap = rand(rng, n * (n + 1) // 2, p)
        for j in range(n):                        # strengthen the packed diagonal
            ap[j + j * (j + 1) // 2 if not lower else j + (2 * n - j - 1) * j // 2] += 3
        forms = {
            "tr": (triangular(F, lower, unit), lambda name, xb: fn(p, name)(h, uplo, OPS[t], diag, n, ptr(full), n,
                                                                             ptr(xb), incx)),
            "tb": (triangular(dense_band(band, n, n, k if lower else 0, 0 if lower else k), lower, unit),
                   lambda name, xb: fn(p, name)(h, uplo, OPS[t], diag, n, k, ptr(band), k + 1, ptr(xb), incx)),
            "tp": (triangular(dense_packed(ap, n, lower), lower, unit),
                   lambda name, xb: fn(p, name)(h, uplo, OPS[t], diag, n, ptr(ap), ptr(xb), incx)),
        }
        for form, (T, call) in forms.items():
            x = rand(rng, n, p)
            xb = strided(x, incx)
            c.eq(call(form + "mv", xb), SUCCESS, f"{p}{form}mv")
            c.close(unstride(xb, n, incx), op(T, t) @ x, TOL[p] * 10, f"{p}{form}mv {t} lower={lower} unit={unit}")
            c.eq(call(form + "sv", xb), SUCCESS, f"{p}{form}sv")
            c.close(unstride(xb, n, incx), x, TOL[p] * 10, f"{p}{form}sv undoes {form}mv {t} lower={lower}")
    c.eq(fn("S", "trsv")(h, UPPER, 0, NON_UNIT, n, ptr(full), n, ptr(xb), 0), INVALID_VALUE, "trsv incx 0")


@scenario
def rank_one_and_two_updates(c):
    h, rng = handle(), np.random.default_rng(24)
    m, n = 4, 5
    for p in "SDCZ":
        x, y = rand(rng, m, p), rand(rng, n, p)
        al = scalar(0.5 + 0.25j if p in "CZ" else 0.5, p)
        names = [("ger", False)] if p in "SD" else [("geru", False), ("gerc", True)]
        for name, conj in names:
            buf, A = column_major(rng, m, n, m + 1, p)
            c.eq(fn(p, name)(h, m, n, ptr(al), ptr(x), 1, ptr(y), -1, ptr(buf), m + 1), SUCCESS, f"{p}{name}")
            yy = y[::-1].astype(np.complex128)    # incy -1: y is read from its end
            want = A + al[0] * np.outer(x, np.conj(yy) if conj else yy)
            c.close(buf[:, :m].T, want, TOL[p], f"{p}{name}")
        for lower in (False, True):
            uplo = LOWER if lower else UPPER
            sy = [("syr", False, 1), ("syr2", False, 2)] + ([("her", True, 1), ("her2", True, 2)] if p in "CZ" else [])
            for name, herm, rank in sy:
                xv, yv = rand(rng, n, p), rand(rng, n, p)
                buf, A = column_major(rng, n, n, n, p)
                a = (real_scalar(0.75, p) if herm and rank == 1 else scalar(0.75 - 0.5j if p in "CZ" else 0.75, p))
                args = (ptr(xv), 1, ptr(yv), 1) if rank == 2 else (ptr(xv), 1)
                c.eq(fn(p, name)(h, uplo, n, ptr(a), *args, ptr(buf), n), SUCCESS, f"{p}{name}")
                tr = np.conj if herm else (lambda v: v)
                upd = a[0] * np.outer(xv, tr(yv if rank == 2 else xv))
                if rank == 2:
                    upd = upd + (np.conj(a[0]) if herm else a[0]) * np.outer(yv, tr(xv))
                mask = np.tril(np.ones((n, n), bool)) if lower else np.triu(np.ones((n, n), bool))
                want = np.where(mask, A + upd, A)
                if herm:
                    want[np.diag_indices(n)] = want.diagonal().real
                c.close(buf.T, want, TOL[p], f"{p}{name} lower={lower}")
            packed = [("spr", False, 1), ("spr2", False, 2)] if p in "SD" else [("hpr", True, 1), ("hpr2", True, 2)]
            for name, herm, rank in packed:
                xv, yv = rand(rng, n, p), rand(rng, n, p)
                ap = rand(rng, n * (n + 1) // 2, p)
                before = dense_packed(ap, n, lower)
                a = real_scalar(2.0, p) if herm and rank == 1 else scalar(2.0, p)
                args = (ptr(xv), 1, ptr(yv), 1) if rank == 2 else (ptr(xv), 1)
                c.eq(fn(p, name)(h, uplo, n, ptr(a), *args, ptr(ap)), SUCCESS, f"{p}{name}")
                tr = np.conj if herm else (lambda v: v)
                upd = 2.0 * np.outer(xv, tr(yv if rank == 2 else xv))
                if rank == 2:
                    upd = upd + 2.0 * np.outer(yv, tr(xv))
                want = triangular(before + upd, lower, False)
                if herm:
                    want[np.diag_indices(n)] = want.diagonal().real
                c.close(dense_packed(ap, n, lower), want, TOL[p], f"{p}{name} lower={lower}")


# --- level 3 ----------------------------------------------------------------------------------
@scenario
def symm_hemm_trmm(c):
    h, rng = handle(), np.random.default_rng(31)
    m, n = 4, 3
    for p, side, lower in itertools.product("SDCZ", (LEFT, RIGHT), (False, True)):
        k = m if side == LEFT else n
        uplo = LOWER if lower else UPPER
        for name, herm in [("symm", False)] + ([("hemm", True)] if p in "CZ" else []):
            abuf, A = column_major(rng, k, k, k + 1, p)
            bbuf, B = column_major(rng, m, n, m, p)
            cbuf, C = column_major(rng, m, n, m + 2, p)
            al, be = scalar(1.5, p), scalar(-0.5, p)
            c.eq(fn(p, name)(h, side, uplo, m, n, ptr(al), ptr(abuf), k + 1, ptr(bbuf), m, ptr(be), ptr(cbuf), m + 2),
                 SUCCESS, f"{p}{name}")
            S = full_symmetric(A, lower, herm)
            want = 1.5 * (S @ B if side == LEFT else B @ S) - 0.5 * C
            c.close(cbuf[:, :m].T, want, TOL[p] * 4, f"{p}{name} side={side} lower={lower}")
        for t, unit in itertools.product("NTC", (False, True)):
            abuf, A = column_major(rng, k, k, k, p)
            bbuf, B = column_major(rng, m, n, m, p)
            cbuf = np.zeros((n, m), TYPES[p])
            al = scalar(2.0, p)
            st = fn(p, "trmm")(h, side, uplo, OPS[t], UNIT if unit else NON_UNIT, m, n, ptr(al), ptr(abuf), k,
                               ptr(bbuf), m, ptr(cbuf), m)
            c.eq(st, SUCCESS, f"{p}trmm")
            T = op(triangular(A, lower, unit), t)
            c.close(cbuf.T, 2.0 * (T @ B if side == LEFT else B @ T), TOL[p] * 4, f"{p}trmm {t} side={side}")


@scenario
def rank_k_updates(c):
    """syrk/herk, syr2k/her2k, syrkx/herkx: only the uplo triangle of C changes."""
    h, rng = handle(), np.random.default_rng(32)
    n, k = 4, 3
    for p, lower in itertools.product("SDCZ", (False, True)):
        uplo = LOWER if lower else UPPER
        mask = np.tril(np.ones((n, n), bool)) if lower else np.triu(np.ones((n, n), bool))
        fams = [("syrk", False, "k", "_v2"), ("syr2k", False, "2k", "_v2"), ("syrkx", False, "kx", "")]
        if p in "CZ":
            fams += [("herk", True, "k", "_v2"), ("her2k", True, "2k", "_v2"), ("herkx", True, "kx", "")]
        for (name, herm, kind, suffix), t in itertools.product(fams, "NT"):
            t = "C" if herm and t == "T" else t
            rows, cols = (n, k) if t == "N" else (k, n)
            abuf, A = column_major(rng, rows, cols, rows, p)
            bbuf, B = column_major(rng, rows, cols, rows, p)
            cbuf, C = column_major(rng, n, n, n, p)
            if herm:
                np.fill_diagonal(C, C.diagonal().real)
                cbuf = np.ascontiguousarray(C.T).astype(TYPES[p])
            complex_alpha = p in "CZ" and not (herm and kind == "k")
            al = scalar(0.5 + 0.5j, p) if complex_alpha else (real_scalar(0.5, p) if herm else scalar(0.5, p))
            be = real_scalar(2.0, p) if herm else scalar(2.0, p)
            if kind == "k":
                st = fn(p, name, suffix)(h, uplo, OPS[t], n, k, ptr(al), ptr(abuf), rows, ptr(be), ptr(cbuf), n)
            else:
                st = fn(p, name, suffix)(h, uplo, OPS[t], n, k, ptr(al), ptr(abuf), rows, ptr(bbuf), rows, ptr(be),
                                         ptr(cbuf), n)
            c.eq(st, SUCCESS, f"{p}{name} {t}")
            opA, opB = op(A, t), op(B, t)
            tr = (lambda M: np.conj(M.T)) if herm else (lambda M: M.T)
            if kind == "k":
                upd = al[0] * opA @ tr(opA)
            elif kind == "kx":
                upd = al[0] * opA @ tr(opB)
            else:
                upd = al[0] * opA @ tr(opB) + (np.conj(al[0]) if herm else al[0]) * opB @ tr(opA)
            want = np.where(mask, 2.0 * C + upd, C)
            if herm:
                want[np.diag_indices(n)] = want.diagonal().real
            c.close(cbuf.T, want, TOL[p] * 4, f"{p}{name} {t} lower={lower}")


@scenario
def geam_dgmm_and_packing(c):
    h, rng = handle(), np.random.default_rng(33)
    m, n = 4, 3
    for p in "SDCZ":
        for ta, tb in itertools.product("NTC", "NT"):
            abuf, A = column_major(rng, *((m, n) if ta == "N" else (n, m)), m + 1 if ta == "N" else n, p)
            bbuf, B = column_major(rng, *((m, n) if tb == "N" else (n, m)), m if tb == "N" else n + 2, p)
            cbuf = np.zeros((n, m), TYPES[p])
            al, be = scalar(2.0, p), scalar(-1.0, p)
            st = fn(p, "geam", "")(h, OPS[ta], OPS[tb], m, n, ptr(al), ptr(abuf), abuf.shape[1], ptr(be), ptr(bbuf),
                                   bbuf.shape[1], ptr(cbuf), m)
            c.eq(st, SUCCESS, f"{p}geam")
            c.close(cbuf.T, 2.0 * op(A, ta) - op(B, tb), TOL[p], f"{p}geam {ta}{tb}")
        for side, incx in ((LEFT, 1), (RIGHT, -1)):
            abuf, A = column_major(rng, m, n, m, p)
            x = rand(rng, m if side == LEFT else n, p)
            xb = strided(x, incx)
            cbuf = np.zeros((n, m), TYPES[p])
            c.eq(fn(p, "dgmm", "")(h, side, m, n, ptr(abuf), m, ptr(xb), incx, ptr(cbuf), m), SUCCESS, f"{p}dgmm")
            want = np.diag(x) @ A if side == LEFT else A @ np.diag(x)
            c.close(cbuf.T, want, TOL[p], f"{p}dgmm side={side}")
        for lower in (False, True):
            uplo = LOWER if lower else UPPER
            ap = rand(rng, n * (n + 1) // 2, p)
            full = np.full((n, n + 1), 9, TYPES[p])
            c.eq(fn(p, "tpttr", "")(h, uplo, n, ptr(ap), ptr(full), n + 1), SUCCESS, f"{p}tpttr")
            dense = full[:, :n].T.astype(np.complex128)
            c.close(triangular(dense, lower, False), dense_packed(ap, n, lower), 0, f"{p}tpttr lower={lower}")
            back = np.zeros_like(ap)
            c.eq(fn(p, "trttp", "")(h, uplo, n, ptr(full), n + 1, ptr(back)), SUCCESS, f"{p}trttp")
            c.close(back, ap, 0, f"{p}trttp round trip lower={lower}")


def pointer_array(arrays):
    return np.array([a.ctypes.data for a in arrays], np.uint64)


@scenario
def batched_grouped_and_3m_forms(c):
    h, rng = handle(), np.random.default_rng(34)
    m, n, batch = 4, 3, 3
    for p in "SDCZ":
        As = [column_major(rng, m, n, m, p) for _ in range(batch)]
        xs, ys = [rand(rng, n, p) for _ in range(batch)], [rand(rng, m, p) for _ in range(batch)]
        y0 = [y.copy() for y in ys]
        al, be = scalar(1.5, p), scalar(0.5, p)
        pa, px, py = pointer_array([a for a, _ in As]), pointer_array(xs), pointer_array(ys)
        st = fn(p, "gemvBatched", "")(h, 0, m, n, ptr(al), ptr(pa), m, ptr(px), 1, ptr(be), ptr(py), 1, batch)
        c.eq(st, SUCCESS, f"{p}gemvBatched")
        for i in range(batch):
            c.close(ys[i], 1.5 * As[i][1] @ xs[i] + 0.5 * y0[i], TOL[p] * 4, f"{p}gemvBatched {i}")
    # grouped: two groups of different shapes (S and D)
    for p in "SD":
        shapes = [(3, 2, 4, 2), (2, 5, 3, 1)]   # (m, n, k, group size)
        problems, refs = [], []
        for gm, gn, gk, size in shapes:
            for _ in range(size):
                A, B = column_major(rng, gm, gk, gm, p), column_major(rng, gk, gn, gk, p)
                C = column_major(rng, gm, gn, gm, p)
                problems.append((A[0], B[0], C[0]))
                refs.append((A[1], B[1], C[1]))
        alphas, betas = np.array([1.0, -2.0], TYPES[p]), np.array([0.0, 1.0], TYPES[p])
        keep = {   # every argument array alive across the call
            "trans": np.zeros(2, np.int32), "m": np.array([s[0] for s in shapes], np.int32),
            "n": np.array([s[1] for s in shapes], np.int32), "k": np.array([s[2] for s in shapes], np.int32),
            "sizes": np.array([s[3] for s in shapes], np.int32),
            "A": pointer_array([q[0] for q in problems]), "B": pointer_array([q[1] for q in problems]),
            "C": pointer_array([q[2] for q in problems]),
        }
        st = getattr(blas, f"cublas{p}gemmGroupedBatched")(
            h, ptr(keep["trans"]), ptr(keep["trans"]), ptr(keep["m"]), ptr(keep["n"]), ptr(keep["k"]), ptr(alphas),
            ptr(keep["A"]), ptr(keep["m"]), ptr(keep["B"]), ptr(keep["k"]), ptr(betas), ptr(keep["C"]),
            ptr(keep["m"]), 2, ptr(keep["sizes"]))
        c.eq(st, SUCCESS, f"{p}gemmGroupedBatched")
        group_of = [0, 0, 1]
        for i, ((A, B, C), (_, _, Cbuf)) in enumerate(zip(refs, problems)):
            g = group_of[i]
            want = alphas[g] * A @ B + betas[g] * C
            gm = shapes[g][0]
            c.close(Cbuf[:, :gm].T, want, TOL[p] * 4, f"{p}gemmGroupedBatched problem {i}")
        # the Ex form over the same problems: C := 1 * A B + 0 * C (scalars in the compute's scale type)
        ones, zeros = np.ones(2, TYPES[p]), np.zeros(2, TYPES[p])
        compute = 68 if p == "S" else 70   # CUBLAS_COMPUTE_32F / _64F
        st = blas.cublasGemmGroupedBatchedEx(
            h, ptr(keep["trans"]), ptr(keep["trans"]), ptr(keep["m"]), ptr(keep["n"]), ptr(keep["k"]), ptr(ones),
            ptr(keep["A"]), CUDA_TYPE[p], ptr(keep["m"]), ptr(keep["B"]), CUDA_TYPE[p], ptr(keep["k"]), ptr(zeros),
            ptr(keep["C"]), CUDA_TYPE[p], ptr(keep["m"]), 2, ptr(keep["sizes"]), compute)
        c.eq(st, SUCCESS, f"GemmGroupedBatchedEx {p}")
        for i, ((A, B, _), (_, _, Cbuf)) in enumerate(zip(refs, problems)):
            gm = shapes[group_of[i]][0]
            c.close(Cbuf[:, :gm].T, A @ B, TOL[p] * 4, f"GemmGroupedBatchedEx {p} problem {i}")
    # 3m: the plain complex product
    abuf, A = column_major(rng, m, n, m, "C")
    bbuf, B = column_major(rng, n, m, n, "C")
    cbuf = np.zeros((m, m), np.complex64)
    one, zero = scalar(1, "C"), scalar(0, "C")
    c.eq(blas.cublasCgemm3m(h, 0, 0, m, m, n, ptr(one), ptr(abuf), m, ptr(bbuf), n, ptr(zero), ptr(cbuf), m),
         SUCCESS, "Cgemm3m")
    c.close(cbuf.T, A @ B, 1e-5, "Cgemm3m")
    c.eq(blas.cublasCgemmEx(h, 0, 0, m, m, n, ptr(one), ptr(abuf), 4, m, ptr(bbuf), 4, n, ptr(zero), ptr(cbuf), 4, m),
         SUCCESS, "CgemmEx C_32F")
    c.eq(blas.cublasCgemmEx(h, 0, 0, m, m, n, ptr(one), ptr(abuf), 0, m, ptr(bbuf), 0, n, ptr(zero), ptr(cbuf), 4, m),
         NOT_SUPPORTED, "CgemmEx with real inputs")
    # complex int8 inputs (CUDA_C_8I = 7): pairs of int8, widened to complex fp32
    a8 = rng.integers(-100, 100, (n, m + 1, 2)).astype(np.int8)     # lda m + 1, a padding row
    b8 = rng.integers(-100, 100, (m, n, 2)).astype(np.int8)
    A8 = (a8[:, :m, 0] + 1j * a8[:, :m, 1]).T.astype(np.complex128)
    B8 = (b8[..., 0] + 1j * b8[..., 1]).T.astype(np.complex128)
    c.eq(blas.cublasCgemmEx(h, 0, 0, m, m, n, ptr(one), ptr(a8), 7, m + 1, ptr(b8), 7, n, ptr(zero), ptr(cbuf), 4, m),
         SUCCESS, "CgemmEx C_8I")
    c.close(cbuf.T, A8 @ B8, 1e-2, "CgemmEx C_8I")
    herk = np.zeros((m, m), np.complex64)
    one_r, zero_r = np.array([1.0], np.float32), np.array([0.0], np.float32)
    c.eq(blas.cublasCherkEx(h, LOWER, 0, m, n, ptr(one_r), ptr(a8), 7, m + 1, ptr(zero_r), ptr(herk), 4, m), SUCCESS,
         "CherkEx C_8I")
    c.close(np.tril(herk.T), np.tril(A8 @ np.conj(A8.T)), 1e-2, "CherkEx C_8I")


# --- level 1 ----------------------------------------------------------------------------------
@scenario
def rotations(c):
    h, rng = handle(), np.random.default_rng(41)
    n = 6
    for stem, p, sp in (("Srot", "S", "S"), ("Drot", "D", "D"), ("Crot", "C", "C"), ("Csrot", "C", "S"),
                        ("Zrot", "Z", "Z"), ("Zdrot", "Z", "D")):
        x, y = rand(rng, n, p), rand(rng, n, p)
        x0, y0 = x.astype(np.complex128), y.astype(np.complex128)
        cv = real_scalar(0.6, p)
        sv = scalar(0.8 - 0.1j if sp in "CZ" else 0.8, sp)
        c.eq(getattr(blas, f"cublas{stem}_v2")(h, n, ptr(x), 1, ptr(y), 1, ptr(cv), ptr(sv)), SUCCESS, stem)
        s = complex(sv[0])
        c.close(x, 0.6 * x0 + s * y0, TOL[p], f"{stem} x")
        c.close(y, 0.6 * y0 - np.conj(s) * x0, TOL[p], f"{stem} y")
    for p in "SD":
        a, b, cc, s = scalar(3.0, p), scalar(4.0, p), scalar(0, p), scalar(0, p)
        c.eq(fn(p, "rotg")(h, ptr(a), ptr(b), ptr(cc), ptr(s)), SUCCESS, f"{p}rotg")
        c.close([a[0], b[0], cc[0], s[0]], [5.0, 1 / 0.6, 0.6, 0.8], TOL[p], f"{p}rotg (3, 4)")
    for p in "CZ":
        a, b = scalar(3 + 4j, p), scalar(1 - 2j, p)
        cc, s = real_scalar(0, p), scalar(0, p)
        c.eq(fn(p, "rotg")(h, ptr(a), ptr(b), ptr(cc), ptr(s)), SUCCESS, f"{p}rotg")
        r = complex(a[0])
        c.close(cc[0] * (3 + 4j) + s[0] * (1 - 2j), r, TOL[p] * 10, f"{p}rotg r = c a + s b")
        c.close(-np.conj(s[0]) * (3 + 4j) + cc[0] * (1 - 2j), 0, TOL[p] * 10, f"{p}rotg zeroes b")
    for p in "SD":
        d1, d2, x1, y1 = scalar(2.0, p), scalar(3.0, p), scalar(1.5, p), scalar(-0.5, p)
        param = np.zeros(5, TYPES[p])
        c.eq(fn(p, "rotmg")(h, ptr(d1), ptr(d2), ptr(x1), ptr(y1), ptr(param)), SUCCESS, f"{p}rotmg")
        flag = param[0]
        H = {-1: [[param[1], param[3]], [param[2], param[4]]], 0: [[1, param[3]], [param[2], 1]],
             1: [[param[1], 1], [-1, param[4]]]}[int(flag)]
        v = np.array(H, np.float64) @ np.array([1.5, -0.5])
        c.close(v[1], 0, TOL[p] * 10, f"{p}rotmg zeroes y1")
        c.close(v[0], x1[0], TOL[p] * 10, f"{p}rotmg x1")
        x, y = rand(rng, n, p), rand(rng, n, p)
        x0, y0 = x.astype(np.float64), y.astype(np.float64)
        c.eq(fn(p, "rotm")(h, n, ptr(x), 1, ptr(y), 1, ptr(param)), SUCCESS, f"{p}rotm")
        c.close(x, H[0][0] * x0 + H[0][1] * y0, TOL[p] * 10, f"{p}rotm x")
        c.close(y, H[1][0] * x0 + H[1][1] * y0, TOL[p] * 10, f"{p}rotm y")


@scenario
def level1_ex_forms(c):
    h, rng = handle(), np.random.default_rng(42)
    n = 7
    for p in "SDCZ":
        t = CUDA_TYPE[p]
        x, y = rand(rng, n, p), rand(rng, n, p)
        res = np.zeros(1, np.float32 if p in "SC" else np.float64)
        c.eq(blas.cublasAsumEx(h, n, ptr(x), t, 1, ptr(res), CUDA_TYPE["S" if p in "SC" else "D"], t), SUCCESS,
             f"AsumEx {p}")
        if p in "CZ":
            c.eq(blas.cublasAsumEx(h, n, ptr(x), t, 1, ptr(res), CUDA_TYPE["S" if p == "C" else "D"],
                                   CUDA_TYPE["S" if p == "C" else "D"]), NOT_SUPPORTED, f"AsumEx {p} executed real")
        want = np.sum(np.abs(x.real) + np.abs(x.imag)) if p in "CZ" else np.sum(np.abs(x))
        c.close(res[0], want, TOL[p] * 10, f"AsumEx {p}")
        idx = ctypes.c_int()
        c.eq(blas.cublasIamaxEx(h, n, ptr(x), t, 1, ctypes.byref(idx)), SUCCESS, f"IamaxEx {p}")
        mag = np.abs(x.real) + np.abs(x.imag)
        c.eq(idx.value, int(np.argmax(mag)) + 1, f"IamaxEx {p}")
        c.eq(blas.cublasIaminEx(h, n, ptr(x), t, 1, ctypes.byref(idx)), SUCCESS, f"IaminEx {p}")
        c.eq(idx.value, int(np.argmin(mag)) + 1, f"IaminEx {p}")
        dst = np.zeros(n, TYPES[p])
        c.eq(blas.cublasCopyEx(h, n, ptr(x), t, 1, ptr(dst), t, 1), SUCCESS, f"CopyEx {p}")
        c.close(dst, x, 0, f"CopyEx {p}")
        x0, y0 = x.copy(), y.copy()
        c.eq(blas.cublasSwapEx(h, n, ptr(x), t, 1, ptr(y), t, 1), SUCCESS, f"SwapEx {p}")
        c.close(x, y0, 0, f"SwapEx {p} x")
        c.close(y, x0, 0, f"SwapEx {p} y")
        dot = np.zeros(1, TYPES[p])
        c.eq(blas.cublasDotcEx(h, n, ptr(x), t, 1, ptr(y), t, 1, ptr(dot), t, t), SUCCESS, f"DotcEx {p}")
        c.close(dot[0], np.vdot(x.astype(np.complex128), y.astype(np.complex128)), TOL[p] * 10, f"DotcEx {p}")
    x = rand(rng, n, "S")
    c.eq(blas.cublasCopyEx(h, n, ptr(x), 0, 1, ptr(x), 1, 1), NOT_SUPPORTED, "CopyEx mixed types")


# --- the legacy API, modes, Xt, cuBLASLt ---------------------------------------------------------
class CuComplex(ctypes.Structure):
    _fields_ = [("x", ctypes.c_float), ("y", ctypes.c_float)]


@scenario
def legacy_api(c):
    blas.cublasGetError()
    x = np.arange(1, 5, dtype=np.float32)
    y = np.ones(4, np.float32)
    blas.cublasSscal(4, ctypes.c_float(1.0), ptr(y), 1)
    c.eq(blas.cublasGetError(), SUCCESS, "a legacy call before cublasInit (NVIDIA's cuBLAS 13 starts itself)")
    c.eq(blas.cublasInit(), SUCCESS, "cublasInit")
    blas.cublasSaxpy(4, ctypes.c_float(2.0), ptr(x), 1, ptr(y), 1)
    c.eq(blas.cublasGetError(), SUCCESS, "Saxpy status")
    c.close(y, 2 * x + 1, 0, "legacy Saxpy")
    blas.cublasSdot.restype = ctypes.c_float
    c.close(blas.cublasSdot(4, ptr(x), 1, ptr(y), 1), float(np.dot(x, y)), 1e-4, "legacy Sdot returns the value")
    blas.cublasIsamax.restype = ctypes.c_int
    c.eq(blas.cublasIsamax(4, ptr(x), 1), 4, "legacy Isamax")
    cx = np.array([1 + 2j, 3 - 1j], np.complex64)
    blas.cublasCdotc.restype = CuComplex
    got = blas.cublasCdotc(2, ptr(cx), 1, ptr(cx), 1)
    c.close(complex(got.x, got.y), np.vdot(cx, cx), 1e-5, "legacy Cdotc returns cuComplex")
    A = np.asfortranarray(np.arange(9, dtype=np.float64).reshape(3, 3) + 5 * np.eye(3))
    v = np.array([1.0, 2.0, 3.0])
    out = np.zeros(3)
    blas.cublasDgemv(ctypes.c_char(b"T"), 3, 3, ctypes.c_double(1.0), ctypes.c_void_p(A.ctypes.data), 3, ptr(v), 1,
                     ctypes.c_double(0.0), ptr(out), 1)
    c.eq(blas.cublasGetError(), SUCCESS, "Dgemv 'T'")
    c.close(out, A.T @ v, 1e-12, "legacy Dgemv with trans 'T'")
    blas.cublasDgemv(ctypes.c_char(b"X"), 3, 3, ctypes.c_double(1.0), ctypes.c_void_p(A.ctypes.data), 3, ptr(v), 1,
                     ctypes.c_double(0.0), ptr(out), 1)
    # NVIDIA's legacy cuBLAS reads a trans that is neither N nor C as T (recorded: cublas_routines.cu)
    c.eq(blas.cublasGetError(), SUCCESS, "trans 'X'")
    c.close(out, A.T @ v, 1e-12, "legacy Dgemv with trans 'X' transposes")
    blas.cublasDtrmv(ctypes.c_char(b"X"), ctypes.c_char(b"N"), ctypes.c_char(b"N"), 3, ctypes.c_void_p(A.ctypes.data),
                     3, ptr(out), 1)
    c.eq(blas.cublasGetError(), INVALID_VALUE, "uplo 'X'")
    c.eq(blas.cublasGetError(), SUCCESS, "GetError resets")
    B = np.asfortranarray(np.ones((3, 2)))
    blas.cublasDtrmm(ctypes.c_char(b"L"), ctypes.c_char(b"U"), ctypes.c_char(b"N"), ctypes.c_char(b"N"), 3, 2,
                     ctypes.c_double(1.0), ctypes.c_void_p(A.ctypes.data), 3, ctypes.c_void_p(B.ctypes.data), 3)
    c.close(B, np.triu(A) @ np.ones((3, 2)), 1e-12, "legacy Dtrmm writes B in place")
    dev = ctypes.c_void_p()
    c.eq(blas.cublasAlloc(16, 4, ctypes.byref(dev)), SUCCESS, "cublasAlloc")
    c.eq(blas.cublasSetVector(4, 4, ptr(x), 1, dev, 1), SUCCESS, "SetVector into cublasAlloc'd memory")
    c.eq(blas.cublasFree(dev), SUCCESS, "cublasFree")
    c.eq(blas.cublasAlloc(0, 4, ctypes.byref(dev)), INVALID_VALUE, "cublasAlloc of nothing")
    c.eq(blas.cublasShutdown(), SUCCESS, "cublasShutdown")
    c.eq(blas.cublasShutdown(), NOT_INITIALIZED, "cublasShutdown twice")


@scenario
def handle_settings(c):
    h = handle()
    v = ctypes.c_int(-1)
    c.eq(blas.cublasSetSmCountTarget(h, 32), SUCCESS, "SetSmCountTarget")
    blas.cublasGetSmCountTarget(h, ctypes.byref(v))
    c.eq(v.value, 32, "SmCountTarget round trip")
    c.eq(blas.cublasSetSmCountTarget(h, -1), INVALID_VALUE, "negative SM count")
    blas.cublasGetEmulationStrategy(h, ctypes.byref(v))
    c.eq(v.value, 0, "default emulation strategy")
    c.eq(blas.cublasSetEmulationStrategy(h, 2), SUCCESS, "EAGER")
    blas.cublasGetEmulationStrategy(h, ctypes.byref(v))
    c.eq(v.value, 2, "strategy round trip")
    c.eq(blas.cublasSetEmulationStrategy(h, 9), INVALID_VALUE, "unknown strategy")
    c.eq(blas.cublasSetFixedPointEmulationMaxMantissaBitCount(h, 40), SUCCESS, "max mantissa bits")
    blas.cublasGetFixedPointEmulationMaxMantissaBitCount(h, ctypes.byref(v))
    c.eq(v.value, 40, "max mantissa round trip")
    c.eq(blas.cublasGetSmCountTarget(ctypes.c_void_p(0xBAD0), ctypes.byref(v)), NOT_INITIALIZED, "bad handle")
    cb = ctypes.CFUNCTYPE(None, ctypes.c_char_p)(lambda msg: None)
    c.eq(blas.cublasSetLoggerCallback(cb), SUCCESS, "SetLoggerCallback")
    got = ctypes.c_void_p()
    c.eq(blas.cublasGetLoggerCallback(ctypes.byref(got)), SUCCESS, "GetLoggerCallback")
    c.eq(got.value, ctypes.cast(cb, ctypes.c_void_p).value, "the callback handed back")
    blas.cublasSetLoggerCallback(None)


@scenario
def xt_forwarded_routines(c):
    xt = ctypes.c_void_p()
    c.eq(blas.cublasXtCreate(ctypes.byref(xt)), SUCCESS, "XtCreate")
    dev = (ctypes.c_int * 1)(0)
    blas.cublasXtDeviceSelect(xt, 1, dev)
    rng = np.random.default_rng(51)
    n, k = 4, 3
    abuf, A = column_major(rng, n, k, n, "D")
    cbuf = np.zeros((n, n))
    one, zero = np.array([1.0]), np.array([0.0])
    sz = ctypes.c_size_t
    c.eq(blas.cublasXtDsyrk(xt, LOWER, 0, sz(n), sz(k), ptr(one), ptr(abuf), sz(n), ptr(zero), ptr(cbuf), sz(n)),
         SUCCESS, "XtDsyrk")
    c.close(np.tril(cbuf.T), np.tril(A @ A.T), 1e-12, "XtDsyrk")
    ap = rng.uniform(-1, 1, n * (n + 1) // 2)
    bbuf, B = column_major(rng, n, k, n, "D")
    out = np.zeros((k, n))
    c.eq(blas.cublasXtDspmm(xt, LEFT, UPPER, sz(n), sz(k), ptr(one), ptr(ap), ptr(bbuf), sz(n), ptr(zero), ptr(out),
                            sz(n)), SUCCESS, "XtDspmm")
    c.close(out.T, full_symmetric(dense_packed(ap, n, False), False, False) @ B, 1e-12, "XtDspmm")
    blas.cublasXtDestroy(xt)


@scenario
def lt_transform_and_descriptors(c):
    h = ctypes.c_void_p()
    lt.cublasLtCreate(ctypes.byref(h))
    desc = ctypes.c_void_p()
    c.eq(lt.cublasLtMatrixTransformDescCreate(ctypes.byref(desc), 0), SUCCESS, "TransformDescCreate")
    trans = ctypes.c_int(1)
    c.eq(lt.cublasLtMatrixTransformDescSetAttribute(desc, 2, ctypes.byref(trans), 4), SUCCESS, "TRANSA = T")
    got, written = ctypes.c_int(-1), ctypes.c_size_t()
    lt.cublasLtMatrixTransformDescGetAttribute(desc, 2, ctypes.byref(got), 4, ctypes.byref(written))
    c.eq((got.value, written.value), (1, 4), "TRANSA round trip")
    m, n = 3, 4
    rng = np.random.default_rng(61)
    A = rng.uniform(-1, 1, (m, n)).astype(np.float32)      # C-order m x n = column-major n x m
    B = rng.uniform(-1, 1, (n, m)).astype(np.float32)      # column-major m x n
    C = np.zeros((n, m), np.float32)
    layouts = []
    for rows, cols in ((n, m), (m, n), (m, n)):
        lay = ctypes.c_void_p()
        lt.cublasLtMatrixLayoutCreate(ctypes.byref(lay), 0, ctypes.c_uint64(rows), ctypes.c_uint64(cols),
                                      ctypes.c_int64(rows))
        layouts.append(lay)
    al, be = np.array([2.0], np.float32), np.array([-1.0], np.float32)
    st = lt.cublasLtMatrixTransform(h, desc, ptr(al), ptr(A), layouts[0], ptr(be), ptr(B), layouts[1], ptr(C),
                                    layouts[2], None)
    c.eq(st, SUCCESS, "MatrixTransform")
    c.close(C.T, 2 * A - B.T, 1e-6, "C = 2 A^T - B")
    opaque = np.zeros(14, np.uint64)   # cublasLtMatrixLayoutOpaque_t
    c.eq(lt.cublasLtMatrixLayoutInit_internal(ptr(opaque), 112, 0, ctypes.c_uint64(2), ctypes.c_uint64(2),
                                              ctypes.c_int64(2)), SUCCESS, "LayoutInit in the program's memory")
    rows = ctypes.c_uint64()
    c.eq(lt.cublasLtMatrixLayoutGetAttribute(ptr(opaque), 2, ctypes.byref(rows), 8, ctypes.byref(written)), SUCCESS,
         "the initialised layout answers")
    c.eq(rows.value, 2, "rows of the initialised layout")
    c.eq(lt.cublasLtMatrixLayoutInit_internal(ptr(opaque), 8, 0, ctypes.c_uint64(2), ctypes.c_uint64(2),
                                              ctypes.c_int64(2)), INVALID_VALUE, "too small for a layout")
    cap = ctypes.c_size_t()
    c.eq(lt.cublasLtHeuristicsCacheSetCapacity(ctypes.c_size_t(100)), SUCCESS, "cache capacity")
    lt.cublasLtHeuristicsCacheGetCapacity(ctypes.byref(cap))
    c.eq(cap.value, 100, "cache capacity round trip")
    c.eq(lt.cublasLtLoggerSetLevel(3), SUCCESS, "logger level")
    c.eq(lt.cublasLtLoggerSetLevel(9), INVALID_VALUE, "logger level out of range")
    lt.cublasLtDisableCpuInstructionsSetMask.restype = ctypes.c_uint
    lt.cublasLtDisableCpuInstructionsSetMask(5)
    c.eq(lt.cublasLtDisableCpuInstructionsSetMask(0), 5, "the previous CPU mask")
    emu = ctypes.c_void_p()
    c.eq(lt.cublasLtEmulationDescCreate(ctypes.byref(emu)), SUCCESS, "EmulationDescCreate")
    lt.cublasLtEmulationDescGetAttribute(emu, 1, ctypes.byref(got), 4, ctypes.byref(written))
    c.eq(got.value, 0xFFFF, "default special values support")


def main() -> int:
    global blas, lt
    blas = ctypes.CDLL(sys.argv[1] + "/libcublas.so.13")
    lt = ctypes.CDLL(sys.argv[1] + "/libcublasLt.so.13")
    results = {}
    for name, func in SCENARIOS.items():
        check = Check()
        try:
            func(check)
            results[name] = [not check.failures, "; ".join(check.failures)]
        except Exception:
            results[name] = [False, traceback.format_exc()]
    print("RESULTS " + json.dumps(results))
    return 0


if __name__ == "__main__":
    sys.exit(main())
