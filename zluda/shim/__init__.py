"""Drop-in CUDA libraries generated from the API catalog, implemented in Python."""
