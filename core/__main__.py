"""``python -m core``: the engine command line."""

import sys

from core.cli import main

sys.exit(main())
