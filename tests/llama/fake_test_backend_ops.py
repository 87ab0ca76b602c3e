#!/usr/bin/env python3
"""A stand-in for test-backend-ops in its console layout, for the sharded runner's tests:
`-b B -o CASE1,CASE2,...` (full case names; commas inside parentheses do not split).
A case's verdict comes from its name: `crash` in it aborts the process, `hang` sleeps,
`bad` fails with an NMSE message, `unsupp` is not supported, `gone` is never printed (no
such case in this build), anything else is OK. Cases run in sorted order (like the real
program, in its own order, not the order given)."""
import os
import sys
import time


def split(filter_):
    out = []
    while filter_:
        comma = filter_.find(",")
        lparen = filter_.find("(")
        if lparen != -1 and (comma == -1 or lparen < comma):
            comma = filter_.find(",", filter_.find(")"))
        out.append(filter_ if comma == -1 else filter_[:comma])
        filter_ = "" if comma == -1 else filter_[comma + 1:]
    return out


args = sys.argv[1:]
backend = args[args.index("-b") + 1]
cases = split(args[args.index("-o") + 1])
print("Testing 2 devices\n", flush=True)
print(f"Backend 1/2: {backend}\n  Device description: ZLUDA CPU\n  Device memory: 1024 MB (1000 MB free)\n", flush=True)
ok = run = 0
for name in sorted(cases):
    time.sleep(float(os.environ.get("FAKE_CASE_SECONDS", "0.05")))
    if "crash" in name:
        sys.stderr.write("ggml_cuda_error: an illegal instruction\n")
        sys.stderr.flush()
        os.abort()
    if "hang" in name:
        time.sleep(3600)
    if "gone" in name:
        continue
    if "unsupp" in name:
        print(f"  {name}: not supported [{backend}]", flush=True)
        continue
    run += 1
    if "bad" in name:
        print(f"[{name.split('(')[0]}] NMSE = 0.{run}123 > 0.000500000   {name}: FAIL", flush=True)
    else:
        ok += 1
        print(f"  {name}: OK", flush=True)
print(f"  {ok}/{run} tests passed\n  Backend {backend}: {'OK' if ok == run else 'FAIL'}\n", flush=True)
print("Backend 2/2: CPU\n  Skipping\n2/2 backends passed OK" if ok == run else "1/2 backends passed\nFAIL", flush=True)
