"""llama.cpp as a workload: fetch the pinned sdist, build ggml-cuda (PTX only), parse
test-backend-ops output into per-API rows, and check tiny-model inference through the shim."""
