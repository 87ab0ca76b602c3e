"""The compatibility platform: matrix.yaml -> cells -> per-cell results -> reports.

Modules, one job each:
  config     YAML loading that keeps line numbers, JSON Schema validation with key paths
  atomic     every file this package writes goes through temp + os.replace
  workloads  the workload manifest (workloads/<name>/workload.yaml, --workloads FILE)
  matrix     matrix.yaml, the cell planner (include/exclude, shards) and the baseline
  backends   cpu / nvidia: can this machine run the cell, and how CUDA steps are launched
  executors  where a cell's processes run (local now; a Docker executor plugs in later)
  checks     the workload's own assertions (exit code, output pattern, reference file)
  apirows    per-API rows from a cell's trace (calls.jsonl) or the workload's api_rows.json
  runner     runs cells in parallel with timeouts, reruns, --resume
  environment the environment block of a run (LLVM, nvcc, CPU, image, ROCm slots)
  report     results.json, summary.md, junit.xml, index.html; merging shard runs
"""

RESULT_SCHEMA_VERSION = 1
