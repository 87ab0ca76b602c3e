"""Differential testing of the CPU backend's compilation paths: random SIMT kernels
(`program`), their PTX (`ptx`), a reference interpreter (`reference`) and the runner that
compares every tier and path with it (`differential`; `invoke fuzz-tiers`)."""
