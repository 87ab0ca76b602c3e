import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from private_cache import _private_cache  # noqa: E402,F401  (an autouse fixture)
