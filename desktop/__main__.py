"""``python -m desktop``: start Pyramid Duels."""

import sys

from desktop.app import main

sys.exit(main())
