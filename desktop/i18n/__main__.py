"""``python -m desktop.i18n update|build|check``: see ``desktop.i18n.catalogues``."""

import sys

from desktop.i18n.catalogues import main

sys.exit(main())
