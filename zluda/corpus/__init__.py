"""Corpora of CUDA programs the project did not write (HeCBench, Rodinia) as workloads: the
recipe tables' loader, a scanner that proposes them, a builder and runner (natively on an
NVIDIA GPU or through `zluda run`), a classifier of failures and the summary
(workloads/hecbench, workloads/rodinia, workloads/corpus-summary.json)."""
