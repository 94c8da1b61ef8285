"""``python -m core.study.practice`` (``cli``)."""

import sys

from core.study.practice.cli import main

if __name__ == "__main__":
    sys.exit(main())
