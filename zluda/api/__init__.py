"""The CUDA API catalog: every function of the driver, runtime, cuBLAS and cuBLASLt APIs,
generated from the real headers. See model.py for its shape."""
