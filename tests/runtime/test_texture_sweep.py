"""Texture fetches against what NVIDIA's texture units returned for the same texels and
coordinates (workloads/samples/texture_sweep.cu, recorded on an H100 with
workloads/samples/record_textures_h200.sh: workloads/samples/data/texture_sweep_gpu.*).

Every case of the recording is replayed through texture.c's fetch function, all four
result components compared as bits: every format, geometry, filter, address mode and
coordinate kind must give NVIDIA's bits. The same program, built by nvcc and run on the
CPU backend (translated PTX calling texture.c), must write the recorded file byte for byte.
"""

from __future__ import annotations

import ctypes
import gzip
import struct
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from zluda.cpu import texture_lib
from zluda.runtime.textures import ZtObject

from test_programs import REPO, libraries, zluda_run  # noqa: F401 (fixture)

RECORDING = Path(__file__).resolve().parents[2] / "workloads" / "samples" / "data" / "texture_sweep_gpu.bin.gz"
# the sweep's formats: channels, bytes per channel, kind, read as normalised float
FORMATS = {0: (1, 4, 2, 0), 1: (4, 1, 1, 1), 2: (1, 2, 0, 1)}
FORMAT_NAMES = {0: "float", 1: "uchar4-normalised", 2: "short-normalised"}
GEOMETRY_NAMES = {0: "1d", 1: "2d", 2: "3d", 3: "1d-wide"}
MODE_NAMES = {0: "wrap", 1: "clamp", 2: "mirror", 3: "border"}


def load_recording(path: Path):
    data = gzip.decompress(path.read_bytes())
    assert data[:8] == b"ZTXSWEEP", f"{path}: not a texture sweep"
    version, count = struct.unpack_from("<II", data, 8)
    assert version == 1
    at, textures = 16, {}
    for _ in range(count):
        fmt, geometry, w, h, d = struct.unpack_from("<5I", data, at)
        at += 20
        size = w * h * d * FORMATS[fmt][0] * FORMATS[fmt][1]
        textures[fmt, geometry] = (w, h, d, data[at:at + size])
        at += size
    (cases_count,) = struct.unpack_from("<I", data, at)
    at += 4
    cases = []
    for _ in range(cases_count):
        fmt, geometry, linear, mode, norm, status, n = struct.unpack_from("<7I", data, at)
        at += 28
        coords = np.frombuffer(data, np.uint32, n * 3, at).reshape(n, 3)
        at += n * 12
        results = np.frombuffer(data, np.uint32, n * 4, at).reshape(n, 4)
        at += n * 16
        cases.append(((fmt, geometry, linear, mode, norm), status, coords, results))
    assert at == len(data)
    return textures, cases


@pytest.fixture(scope="module")
def fetch():
    lib = texture_lib.library()
    if lib is None:
        pytest.fail(f"texture.c did not build: {texture_lib.failure()}")
    fn = lib.__zluda_tex
    fn.restype = None
    fn.argtypes = [ctypes.POINTER(ZtObject), ctypes.c_uint32] + [ctypes.c_uint32] * 4 + [ctypes.c_float,
                                                                                         ctypes.POINTER(ctypes.c_uint32)]
    return fn


def _object(texels: bytes, fmt: int, w: int, h: int, d: int, key) -> tuple:
    channels, size, kind, normalised = FORMATS[fmt]
    buffer = ctypes.create_string_buffer(texels, len(texels))
    o = ZtObject()
    o.base = ctypes.addressof(buffer)
    o.width, o.height, o.depth = w, h, d
    o.channels, o.channel_bytes, o.kind, o.normalized_read = channels, size, kind, normalised
    o.texel_bytes = channels * size
    o.pitch, o.slice = w * o.texel_bytes, w * h * o.texel_bytes
    _, _, linear, mode, norm = key
    for axis in range(3):
        o.address[axis] = mode
    o.filter, o.normalized_coords = linear, norm
    o.border[:] = [0.25, -0.5, 0.75, 1.5]     # the sweep's border colour
    o.levels = 1
    return o, buffer


def test_the_recording_is_complete():
    textures, cases = load_recording(RECORDING)
    assert len(textures) == 12 and len(cases) == 192
    assert all(status == 0 for _, status, _, _ in cases)   # every texture object was created


def test_fetches_match_the_gpu_bit_for_bit(fetch):
    textures, cases = load_recording(RECORDING)
    out = (ctypes.c_uint32 * 4)()
    differing, shown = {}, []
    for key, _, coords, results in cases:
        fmt, geometry = key[0], key[1]
        w, h, d, texels = textures[fmt, geometry]
        obj, keep = _object(texels, fmt, w, h, d, key)
        op = {0: 0, 1: 1, 2: 2, 3: 0}[geometry]      # tex.1d, .2d, .3d with .f32 results and coordinates
        bad = 0
        for c, want in zip(coords, results):
            fetch(ctypes.byref(obj), op, int(c[0]), int(c[1]), int(c[2]), 0, 0.0, out)
            if list(out) != want.tolist():
                bad += 1
                if len(shown) < 5:
                    shown.append(f"{FORMAT_NAMES[fmt]} {GEOMETRY_NAMES[geometry]} {'linear' if key[2] else 'point'} "
                                 f"{MODE_NAMES[key[3]]} {'normalised' if key[4] else 'unnormalised'} at "
                                 f"{c.view(np.float32).tolist()}: {np.array(out, np.uint32).view(np.float32)} "
                                 f"!= {want.view(np.float32)}")
        del keep
        if bad:
            differing[key] = bad
    assert not differing, f"samples of 256 that differ, by case: {differing}\n" + "\n".join(shown)


def test_the_program_on_the_cpu_backend_writes_the_recording(nvcc, libraries, tmp_path):
    done = subprocess.run([sys.executable, str(REPO / "workloads" / "build.py"), "--out", str(tmp_path / "bin"),
                           "texture_sweep"], capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr[-3000:]
    exe = tmp_path / "bin" / "texture_sweep"
    out = tmp_path / "sweep.bin"
    result = zluda_run([str(exe), str(out)], timeout=300)
    assert result.returncode == 0, result.stdout + result.stderr[-3000:]
    assert out.read_bytes() == gzip.decompress(RECORDING.read_bytes())
