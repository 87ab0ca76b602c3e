"""karpathy/llm.c as a workload: its build recipe, a tiny GPT-2 in its file formats with a float64
reference, its runs and their comparison with the recorded NVIDIA runs (workloads/llmc)."""
