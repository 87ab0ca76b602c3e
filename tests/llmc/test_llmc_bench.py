"""`invoke bench --suite llmc`'s reading of the programs' own step times and its table."""

import os
import subprocess
import sys
from pathlib import Path

import pytest

from zluda import benchdocs
from zluda.llmc import bench

REPO = Path(__file__).resolve().parents[2]

# the lines each program prints per step (llm.c at the workload's revision)
OUTPUTS = {
    "test_gpt2": "step 0: loss 9.029768 (took 336.330768 ms) OK = 0\nstep 1: loss 8.960371 (took 120.5 ms) OK = 0\n"
                 "step 2: loss 8.896383 (took 122.5 ms) OK = 0\n",
    "test_gpt2fp32cu": "step 0: loss 9.029768 (took 1175.008594 ms)\nstep 1: loss 8.960370 (took 1308.87 ms)\n",
    "test_gpt2cu": "step 1: loss 9.029 (took 900.0 ms)\nstep 2: loss 8.96 (took 700.0 ms)\nstep 3: loss 8.9 (took 710.0 ms)\n",
    "train_gpt2": "val loss 9.0\nstep 0: train loss 9.03 (took 200.0 ms)\nstep 1: train loss 8.9 (took 130.0 ms)\n",
    "train_gpt2cu": "step    1/4 | loss 9.029768 (+nanz)| norm 1.2 (+nanz)| lr 1.00e-03 | 3000.00 ms | 0.0% bf16 MFU | 85 tok/s\n"
                    "step    2/4 | loss 8.9 (+nanz)| norm 1.1 (+nanz)| lr 1.00e-03 | 1500.50 ms | 0.0% bf16 MFU | 170 tok/s\n",
}
AFTER_FIRST = {"test_gpt2": [120.5, 122.5], "test_gpt2fp32cu": [1308.87], "test_gpt2cu": [700.0, 710.0],
               "train_gpt2": [130.0], "train_gpt2cu": [1500.5]}


@pytest.mark.parametrize("program", sorted(OUTPUTS))
def test_step_times_leave_out_the_first_step(program):
    assert bench.step_times_ms(program, OUTPUTS[program]) == AFTER_FIRST[program]


def test_an_output_without_two_steps_is_an_error():
    with pytest.raises(bench.BenchError, match="test_gpt2fp32cu: fewer than two timed steps"):
        bench.step_times_ms("test_gpt2fp32cu", "step 0: loss 9.0 (took 10.0 ms)\n")


def test_table_shows_both_sides_beside_the_ratio():
    rows = [bench.pair_row("test fp32: step", 1200.0, 120.0, "ms", 1.5),
            {"metric": "test fp32: cold minus warm (waiting for compilation)", "value": 30.0, "unit": "s",
             "target": 10.0}]
    table = benchdocs.side_by_side_table({"rows": rows, "when": "20261206-141500", "cpus": 2}, "x.json")
    assert "| test fp32: step | 1,200 ms | 120 ms | 10.0 | < 1.50 | no |" in table
    assert "| test fp32: cold minus warm (waiting for compilation) | 30.0 | s | < 10.0 | no |" in table


def test_programs_choose_pairs_and_unknown_names_are_one_error():
    assert bench._program_names("test_gpt2fp32cu, train_gpt2cu") == ["test_gpt2fp32cu", "train_gpt2cu"]
    with pytest.raises(bench.BenchError, match="--programs 'gpt2': known programs are test_gpt2fp32cu, test_gpt2cu"):
        bench._program_names("gpt2")


def test_startup_runs_stop_at_the_missing_model_and_are_checked(tmp_path):
    stops = tmp_path / "stops"
    stops.write_text("#!/bin/sh\necho '[System]'\necho 'Error: Failed to open file gpt2_124M.bin' >&2\nexit 1\n")
    stops.chmod(0o755)
    measured = bench.startup_seconds([str(stops)], tmp_path / "empty", {})
    assert len(measured["walls_s"]) == bench.STARTUP_REPEATS and measured["wall_s"] > 0
    silent = tmp_path / "silent"
    silent.write_text("#!/bin/sh\necho 'something else'\nexit 1\n")
    silent.chmod(0o755)
    with pytest.raises(bench.BenchError, match="did not print '\\[System\\]'"):
        bench.startup_seconds([str(silent)], tmp_path / "empty2", {})
    assert set(bench.SET_UP_MARKS) == set(bench.PAIRS)


def test_warm_up_runs_until_a_run_adds_no_kernel(tmp_path, monkeypatch):
    cache = tmp_path / "cache"
    monkeypatch.setenv("ZLUDA_CACHE_DIR", str(cache))
    (cache / "kernels").mkdir(parents=True)
    # each run adds one entry until three exist, as background full tiers arrive run by run
    program = tmp_path / "program"
    program.write_text(f"#!/bin/sh\nn=$(ls {cache}/kernels | wc -l)\n"
                       f"[ $n -lt 3 ] && touch {cache}/kernels/k$n.json\necho ran\n")
    program.chmod(0o755)
    assert bench.warm_up_runs([str(program)], tmp_path, {}) == {"runs": 4, "entries_added": [1, 1, 1, 0]}
    busy = tmp_path / "busy"
    busy.write_text(f"#!/bin/sh\ntouch {cache}/kernels/$$.json\necho ran\n")
    busy.chmod(0o755)
    assert bench.warm_up_runs([str(busy)], tmp_path, {})["runs"] == bench.WARM_UP_RUNS


def test_whole_program_rows_compare_the_same_number_of_steps():
    bf16 = bench.whole_program_row("test bf16: whole program, warm cache", "test_gpt2cu", "test_gpt2", 60.0, 5.0, 2.0)
    assert bf16["metric"] == "test bf16: whole program, warm cache (C x 3: 30 steps against 10)"
    assert (bf16["c"], bf16["value"]) == (15.0, 4.0)
    fp32 = bench.whole_program_row("test fp32: whole program, warm cache", "test_gpt2fp32cu", "test_gpt2", 6.0, 5.0, 2.0)
    assert (fp32["metric"], fp32["c"], fp32["value"]) == ("test fp32: whole program, warm cache", 5.0, 1.2)


ORPHAN = r"""
import subprocess, sys
from pathlib import Path
from zluda.llmc import bench
bench.adopt_orphans()
own = subprocess.Popen(["sleep", "60"])   # this process's own (a compile server of its own): not waited for
wall, stdout, cpu, after = bench._run([sys.argv[1]], Path("."), {})
own.kill()
print(stdout.strip(), wall < 0.8 * SECONDS, 0.8 * SECONDS < after < 20,
      cpu > 0.2 * SECONDS)   # its share of a busy machine
""".replace("SECONDS", "1.5")


def test_a_run_waits_for_what_its_program_left_running(tmp_path):
    """A program whose compile server goes on after it (here: a detached busy loop) ends the
    run's wall time; the run then waits for the orphan, whose CPU it counts, and not for a
    process the bench itself started."""
    program = tmp_path / "program"
    program.write_text("#!/bin/sh\nsetsid timeout 1.5 sh -c 'while :; do :; done' </dev/null >/dev/null 2>&1 &\n"
                       "echo ran\n")
    program.chmod(0o755)
    done = subprocess.run([sys.executable, "-c", ORPHAN, str(program)], capture_output=True, text=True, timeout=60,
                          cwd=tmp_path, env={**os.environ, "PYTHONPATH": str(REPO)})
    assert done.stdout.split() == ["ran", "True", "True", "True"], done.stdout + done.stderr
