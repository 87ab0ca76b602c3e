import sys

from zluda.cli import main

sys.exit(main())
