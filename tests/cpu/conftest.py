import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))          # cpukit
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))   # private_cache

# compiled kernels go to a cache of this test session: a stale user cache cannot mask a translator change
from private_cache import _private_cache  # noqa: E402,F401  (an autouse fixture)
