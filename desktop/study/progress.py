"""How far each lesson, puzzle and practice has been followed, kept in the settings between
runs: one ``Progress`` for each kind of study.

The settings keys are the ones earlier versions wrote, so that no player's progress is lost:
a section for each kind (``tutorial/``, ``puzzles/``, ``practice/``), then the game and the
item's id, under which an item is marked done (named ``finished``, ``solved`` and ``done``),
its tries counted (puzzles, practices), and a lesson's steps reached and best stars. The
lessons' choice to go on by themselves is ``tutorial/auto_advance``.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Protocol

from PySide6.QtCore import QSettings

from core.study.tutorial import Lesson
from desktop.study.kind import StudyKind

KEYS: dict[StudyKind, tuple[str, str]] = {
    StudyKind.LESSON: ("tutorial", "finished"),
    StudyKind.PUZZLE: ("puzzles", "solved"),
    StudyKind.PRACTICE: ("practice", "done"),
}
"""Each kind's section in the settings and the name of its mark of an item done."""


class Studied(Protocol):
    """What progress is kept of: a lesson, a puzzle or a practice of a game."""

    @property
    def game(self) -> str: ...

    @property
    def id(self) -> str: ...


def star_line(count: int) -> str:
    """``count`` stars of three, drawn: ★★☆."""
    return "★" * count + "☆" * (3 - count)


class Progress:
    """How far the items of one kind of study have been followed, kept in ``settings``: which
    are done (a lesson finished, a puzzle solved, a practice's goal met on one's own), how
    many tries each took, and for a lesson the steps reached and the best stars earned."""

    def __init__(self, kind: StudyKind, settings: QSettings | None = None) -> None:
        self.kind = kind
        self.settings = settings or QSettings()
        self.section, self._done = KEYS[kind]

    def _key(self, item: Studied, name: str) -> str:
        return f"{self.section}/{item.game}/{item.id}/{name}"

    def _number(self, key: str, most: int | None = None) -> int:
        """The whole number kept at ``key``, from 0 to ``most`` (0 if there is none)."""
        try:
            value = max(0, int(str(self.settings.value(key, 0))))
        except ValueError:
            return 0
        return value if most is None else min(value, most)

    def _flag(self, key: str) -> bool:
        return str(self.settings.value(key, "false")) == "true"

    # --- what was done ----------------------------------------------------------------------
    def done(self, item: Studied) -> bool:
        """Whether ``item`` was done: the lesson finished, the puzzle solved, the practice's
        goal met on one's own."""
        return self._flag(self._key(item, self._done))

    def count_done(self, items: Iterable[Studied]) -> int:
        return sum(self.done(item) for item in items)

    def tries(self, item: Studied) -> int:
        """How many tries ``item`` has had (a puzzle, a practice)."""
        return self._number(self._key(item, "tries"))

    def reached(self, lesson: Lesson) -> int:
        """How many steps of ``lesson`` have been reached (0 = never opened)."""
        return self._number(self._key(lesson, "reached"), len(lesson.steps))

    def stars(self, item: Studied) -> int:
        """The best stars earned on ``item`` (0: never finished with its answers)."""
        return self._number(self._key(item, "stars"), 3)

    # --- keeping it -------------------------------------------------------------------------
    def _mark_done(self, item: Studied) -> None:
        if not self.done(item):
            self.settings.setValue(self._key(item, self._done), "true")

    def record_try(self, item: Studied, done: bool) -> None:
        """One more try at ``item``; ``done`` if it was done this time."""
        self.settings.setValue(self._key(item, "tries"), self.tries(item) + 1)
        if done:
            self._mark_done(item)

    def record_step(self, lesson: Lesson, step_number: int, finished: bool = False) -> None:
        """``step_number`` (from 1) of ``lesson`` was reached; ``finished``: the whole lesson
        is done."""
        if step_number > self.reached(lesson):
            self.settings.setValue(self._key(lesson, "reached"), step_number)
        if finished:
            self._mark_done(lesson)

    def record_stars(self, item: Studied, count: int) -> None:
        """``count`` stars were earned: kept if better than before."""
        if count > self.stars(item):
            self.settings.setValue(self._key(item, "stars"), count)

    def forget(self, game: str) -> None:
        """Everything kept of ``game``'s items of this kind goes."""
        self.settings.remove(f"{self.section}/{game}")

    # --- a choice kept beside it ------------------------------------------------------------
    def choice(self, name: str) -> bool:
        """A yes-or-no choice of this kind of study (no until chosen)."""
        return self._flag(f"{self.section}/{name}")

    def choose(self, name: str, on: bool) -> None:
        self.settings.setValue(f"{self.section}/{name}", "true" if on else "false")
