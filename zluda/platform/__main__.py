import sys

from zluda.platform.orchestrate import main

sys.exit(main())
