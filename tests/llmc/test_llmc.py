"""The llm.c workload's own parts (zluda/llmc): the float64 reference, llm.c's file formats,
the comparison with the recorded NVIDIA runs, the build recipe and the run folder. The
programs themselves run in the matrix (workloads/llmc/workload.yaml)."""

import json
import shutil
import struct
import subprocess
import sys
from pathlib import Path

import jsonschema
import numpy as np
import pytest
import yaml

from zluda import paths
from zluda.llmc import build, compare, programs, tinymodel

RECORDED = paths.REPO_ROOT / "workloads" / "llmc" / "nvidia" / "native.json"
MANIFEST = paths.REPO_ROOT / "workloads" / "llmc" / "workload.yaml"
STATIC_MANIFEST = paths.REPO_ROOT / "workloads" / "llmc-static" / "workload.yaml"
SMALL = tinymodel.Shape(vocab_size=37, channels=8, num_heads=2, max_seq_len=6, seq_len=5, batch=2,
                        num_layers=2, shard_tokens=64)


def test_backward_matches_central_differences():
    params = {k: v.astype(np.float64) for k, v in tinymodel.make_params(SMALL).items()}
    tokens, targets = tinymodel.make_batch(SMALL)
    _, _, grads = tinymodel.forward_backward(SMALL, params, tokens, targets)
    rng = np.random.default_rng(0)
    h = 1e-6
    for name, value in params.items():
        for _ in range(3):
            idx = tuple(int(rng.integers(0, d)) for d in value.shape)
            plus = {k: v.copy() for k, v in params.items()}
            minus = {k: v.copy() for k, v in params.items()}
            plus[name][idx] += h
            minus[name][idx] -= h
            numeric = (tinymodel.forward_backward(SMALL, plus, tokens, targets)[1]
                       - tinymodel.forward_backward(SMALL, minus, tokens, targets)[1]) / (2 * h)
            assert abs(numeric - grads[name][idx]) < 1e-7, (name, idx, numeric, grads[name][idx])


def test_forward_matches_the_gpt2_generators_numpy_forward():
    params = tinymodel.make_params(SMALL)
    tokens, targets = tinymodel.make_batch(SMALL)
    logits, loss, _ = tinymodel.forward_backward(SMALL, params, tokens, targets)
    gen = tinymodel.gpt2_generator()
    cfg = gen.Config(max_seq_len=6, vocab_size=37, num_layers=2, num_heads=2, channels=8)
    ref_logits, ref_loss = gen.forward_numpy(cfg, params, tokens, targets)
    assert np.abs(logits - ref_logits).max() < 1e-12
    assert abs(loss - ref_loss) < 1e-12


def _header(data: bytes) -> tuple:
    return struct.unpack_from("<256i", data)


def test_files_in_llmc_formats(tmp_path):
    summary = tinymodel.write(tmp_path, SMALL)
    Vp, C, L, T = SMALL.padded_vocab_size, SMALL.channels, SMALL.num_layers, SMALL.max_seq_len
    assert Vp == 128
    num_params = Vp * C + T * C + L * (12 * C * C + 13 * C) + 2 * C
    assert summary["num_parameters"] == num_params

    fp32 = (tmp_path / "gpt2_124M.bin").read_bytes()
    assert _header(fp32)[:8] == (20240326, 3, T, 37, L, 2, C, Vp)
    weights = np.frombuffer(fp32, "<f4", offset=1024)
    assert weights.size == num_params
    bf16 = (tmp_path / "gpt2_124M_bf16.bin").read_bytes()
    assert _header(bf16)[:8] == (20240326, 5, T, 37, L, 2, C, Vp)
    widened = (np.frombuffer(bf16, "<u2", offset=1024).astype(np.uint32) << 16).view(np.float32)
    np.testing.assert_array_equal(widened, weights)        # bf16-exact weights: one model
    wte = weights[:Vp * C].reshape(Vp, C)
    assert not wte[37:].any() and wte[:37].any()           # padded rows are zero

    state = (tmp_path / "gpt2_124M_debug_state.bin").read_bytes()
    B, BT = SMALL.batch, SMALL.batch * SMALL.seq_len
    assert _header(state)[:4] == (20240327, 2, B, SMALL.seq_len)
    assert len(state) == 1024 + 4 * (2 * BT + BT * 37 + 1 + num_params)
    loss = np.frombuffer(state, "<f4", count=1, offset=1024 + 4 * (2 * BT + BT * 37))[0]
    assert loss == pytest.approx(summary["loss"], rel=1e-6)
    grads = np.frombuffer(state, "<f4", offset=1024 + 4 * (2 * BT + BT * 37 + 1))
    assert not grads[37 * C:Vp * C].any()                  # padded gradient rows are zero

    for split in ("train", "val"):
        shard = (tmp_path / tinymodel.FILES[split]).read_bytes()
        assert _header(shard)[:3] == (20240520, 1, 64)
        tokens = np.frombuffer(shard, "<u2", offset=1024)
        assert tokens.size == 64 and tokens.max() < 37


def test_small_vocabularies_are_not_the_default():
    # below 8177 llm.c's bf16 classifier kernel never ends on real GPUs
    assert tinymodel.Shape().vocab_size >= 8177
    with pytest.raises(ValueError, match="divide"):
        tinymodel.Shape(channels=10, num_heads=3)


@pytest.fixture(scope="module")
def recorded():
    return compare.load_recorded(RECORDED)


@pytest.mark.parametrize("program", sorted(compare.LOSS_TOLERANCE))
def test_the_recorded_run_matches_itself(recorded, program):
    verdicts = compare.compare(program, recorded["runs"][program]["stdout"], recorded)
    assert all(v.ok for v in verdicts), [v.line() for v in verdicts if not v.ok]
    names = {v.name for v in verdicts}
    assert {"finished", "losses", "reference.logits"} <= names or program == "train_gpt2cu"
    if program == "test_gpt2cu":
        assert sum(n.startswith("reference.grads.") for n in names) == 16


def _failed(program, text, recorded):
    return {v.name for v in compare.compare(program, text, recorded) if not v.ok}


def test_a_loss_beyond_llmcs_tolerance_fails(recorded):
    text = recorded["runs"]["test_gpt2fp32cu"]["stdout"]
    line = next(l for l in text.splitlines() if l.startswith("step 5: loss "))
    value = float(line.split()[3])
    nudged = text.replace(line, line.replace(f"{value:f}", f"{value + 0.02:f}"))
    assert _failed("test_gpt2fp32cu", nudged, recorded) == {"losses"}
    within = text.replace(line, line.replace(f"{value:f}", f"{value + 0.005:f}"))
    assert _failed("test_gpt2fp32cu", within, recorded) == set()


def test_a_gradient_check_that_passed_on_the_gpu_must_pass_here(recorded):
    text = recorded["runs"]["test_gpt2cu"]["stdout"]
    start = text.index("checking tensor: qkvb")
    end = text.index("TENSOR OK", start)
    broken = text[:end] + "TENSOR NOT OK" + text[end + len("TENSOR OK"):]
    assert _failed("test_gpt2cu", broken, recorded) == {"reference.grads.qkvb"}


def test_a_truncated_run_and_nondeterminism_fail(recorded):
    text = recorded["runs"]["test_gpt2cu"]["stdout"]
    truncated = text[:text.index("step 4: loss")]
    assert {"finished", "losses", "determinism"} <= _failed("test_gpt2cu", truncated, recorded)
    flaky = text.replace("loss ok at step 3:", "Nondeterminism! Loss mismatch at step 3:")
    assert _failed("test_gpt2cu", flaky, recorded) == {"determinism"}


def test_nan_losses_fail(recorded):
    text = recorded["runs"]["train_gpt2cu"]["stdout"]
    first = next(l for l in text.splitlines() if l.startswith("step    1/"))
    assert "losses" in _failed("train_gpt2cu", text.replace(first, first.replace("loss 9", "loss nan #")), recorded)


def test_compare_cli_reports_a_bad_record(tmp_path):
    bad = tmp_path / "native.json"
    bad.write_text("{\n  \"runs\": [1,\n")
    out = tmp_path / "stdout.txt"
    out.write_text("")
    done = subprocess.run([sys.executable, "-m", "zluda.llmc", "compare", "test_gpt2cu", str(out),
                           "--recorded", str(bad)], capture_output=True, text=True)
    assert done.returncode == 1
    assert done.stderr.startswith(f"llm.c compare: {bad}:3:1: not JSON")
    assert "Traceback" not in done.stderr
    done = subprocess.run([sys.executable, "-m", "zluda.llmc", "compare", "profile_gpt2cu", str(out)],
                          capture_output=True, text=True)
    assert (done.returncode, done.stderr) == (1, "llm.c compare: unknown program 'profile_gpt2cu'; known: "
                                                 "test_gpt2fp32cu, test_gpt2cu, train_gpt2cu\n")


def test_the_recipe_is_the_makefiles_plus_a_shared_runtime(tmp_path):
    tools = build.project_build_script()
    tc = tools.find_toolchain() if shutil.which("nvcc") else None
    if tc is None:
        pytest.skip("nvcc not installed")
    argv = build.command(build.PROGRAMS["test_gpt2cu"], Path("SRC"), Path("OUT"), tc, tmp_path)
    for flag in ["--threads=0", "-t=0", "--use_fast_math", "-std=c++17", "-O3", "-DENABLE_BF16", "-lcublas",
                 "-lcublasLt"]:
        assert flag in argv
    assert argv[argv.index("-cudart") + 1] == "shared"
    assert argv[argv.index("-include") + 1] == str(build.COMPAT_HEADER)
    assert "SRC/test_gpt2.cu" in argv


def test_the_default_build_recipe_is_the_shared_one_without_cudart_shared(tmp_path):
    tools = build.project_build_script()
    tc = tools.find_toolchain() if shutil.which("nvcc") else None
    if tc is None:
        pytest.skip("nvcc not installed")
    for name, prog in build.PROGRAMS.items():
        shared = build.command(prog, Path("SRC"), Path("OUT"), tc, tmp_path, "shared")
        static = build.command(prog, Path("SRC"), Path("OUT"), tc, tmp_path, "static")
        assert "-cudart" not in static, name    # nvcc's default: the static runtime
        i = shared.index("-cudart")
        assert shared[:i] + shared[i + 2:] == static, name
    with pytest.raises(build.BuildError, match="unknown runtime 'none'; known: shared, static"):
        build.build(tmp_path, tmp_path / "out", runtime="none")


def test_the_default_build_cell_is_the_llmc_cell_built_the_default_way():
    shared, static = (yaml.safe_load(m.read_text()) for m in (MANIFEST, STATIC_MANIFEST))
    schema = json.loads((paths.REPO_ROOT / "zluda" / "platform" / "schemas" / "workload.schema.json").read_text())
    jsonschema.validate(static, schema)
    assert static["name"] == "llmc-static"
    assert static["source"] == shared["source"] and static["run"] == shared["run"]
    build_steps = {s["name"]: s["command"] for s in static["build"]}
    assert build_steps == {s["name"]: s["command"].replace(" build ", " build --runtime static ")
                           for s in shared["build"]}
    assert "llmc-static" in (paths.REPO_ROOT / "matrix.yaml").read_text()


def test_the_cuda13_compat_header_compiles_llmcs_call(tmp_path):
    nvcc = shutil.which("nvcc")
    if nvcc is None:
        pytest.skip("nvcc not installed")
    src = tmp_path / "advise.cu"
    src.write_text("#include <cuda_runtime.h>\n"
                   "cudaError_t advise(void* p, size_t n) {\n"
                   "  return cudaMemAdvise(p, n, cudaMemAdviseSetPreferredLocation, cudaCpuDeviceId);\n}\n")
    done = subprocess.run([nvcc, "-c", "-include", str(build.COMPAT_HEADER), str(src), "-o", str(tmp_path / "a.o")],
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr


def test_run_gives_each_program_a_folder_with_the_model_files(tmp_path, capfd):
    model = tmp_path / "model"
    tinymodel.write(model, SMALL)
    bins = tmp_path / "bin"
    bins.mkdir()
    fake = bins / "test_gpt2cu"   # stands in for the GPU program: what it sees, and its status
    fake.write_text("#!/bin/sh\nls -L gpt2_124M_debug_state.bin\nls -L dev/data/tinyshakespeare/tiny_shakespeare_val.bin\n"
                    "echo args=$#\nexit 1\n")
    fake.chmod(0o755)
    status = programs.run("test_gpt2cu", bins, model, tmp_path / "run")
    assert status == 1
    written = (tmp_path / "run" / "stdout.txt").read_text()
    assert written == "gpt2_124M_debug_state.bin\ndev/data/tinyshakespeare/tiny_shakespeare_val.bin\nargs=0\n"
    assert capfd.readouterr().out == written
    with pytest.raises(ValueError, match="unknown program"):
        programs.run("profile_gpt2cu", bins, model, tmp_path / "run")
    with pytest.raises(FileNotFoundError, match="not built"):
        programs.run("train_gpt2cu", bins, model, tmp_path / "run")


def test_the_manifest_validates_and_pins_a_full_revision():
    doc = yaml.safe_load(MANIFEST.read_text())
    schema = json.loads((paths.REPO_ROOT / "zluda" / "platform" / "schemas" / "workload.schema.json").read_text())
    jsonschema.validate(doc, schema)
    assert len(doc["source"]["revision"]) == 40
    recorded = json.loads(RECORDED.read_text())
    assert recorded["llmc_revision"] == doc["source"]["revision"]
    steps = {s["name"] for s in doc["run"]}
    for program in compare.LOSS_TOLERANCE:
        assert any(program in s["command"] and "compare" in s["command"] for s in doc["run"]), program
    assert {"test-fp32", "test-bf16", "train-bf16"} <= steps
