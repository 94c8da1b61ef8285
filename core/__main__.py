"""``python -m core``: the engine command line."""

import sys

from core.tools.cli import main

sys.exit(main())
