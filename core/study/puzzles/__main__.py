"""``python -m core.study.puzzles`` (``cli``)."""

import sys

from core.study.puzzles.cli import main

if __name__ == "__main__":
    sys.exit(main())
