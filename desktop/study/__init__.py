"""Lessons, puzzles and practice against the computer, each a study on the real board: their
controllers on one base (``controller``), their kinds and progress, and the panels and browsers
they share."""
