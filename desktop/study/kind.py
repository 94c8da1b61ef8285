"""The three ways of studying on the real board: lessons, puzzles and practice against the
computer."""

from __future__ import annotations

from enum import Enum


class StudyKind(Enum):
    """What a study on the board is: a lesson, a puzzle or a practice. The session opens each
    by its kind (``Session.start_study``), the window shows the panel of its kind beside the
    board, and its progress is kept under its kind (``desktop.study.progress``)."""

    LESSON = "lesson"
    PUZZLE = "puzzle"
    PRACTICE = "practice"
