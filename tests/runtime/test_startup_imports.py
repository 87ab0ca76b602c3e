"""What a CUDA program's process imports before its kernels run, when they are in the cache:
the runtime's implementation modules and a kernel lookup load neither the PTX front end
(parser, syntax tree) nor pyelftools (fatbins of PTX hold no ELF file)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap

PTX = """.version 8.0
.target sm_80
.address_size 64
.visible .entry bump(.param .u64 out)
{
    ret;
}
"""

LOOKUP = textwrap.dedent("""
    import json, sys
    from zluda.shim import registry
    registry.load_implementations()
    from zluda.runtime import modules
    modules.Module(sys.argv[1], "test").kernel("bump")
    print(json.dumps(sorted(m for m in sys.modules
                            if m.split(".")[0] == "elftools" or m in ("zluda.ptx.parser", "zluda.ptx.ast"))))
""")


def _modules_after_lookup(cache_dir) -> list[str]:
    env = {**os.environ, "ZLUDA_CACHE_DIR": str(cache_dir)}
    done = subprocess.run([sys.executable, "-c", LOOKUP, PTX], env=env, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout.splitlines()[-1])


def test_a_kernel_lookup_from_the_cache_loads_no_front_end(tmp_path):
    first = _modules_after_lookup(tmp_path)   # fills the cache: the module's metadata needs a parse
    assert "zluda.ptx.parser" in first
    assert _modules_after_lookup(tmp_path) == []
