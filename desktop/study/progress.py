"""How far each lesson has been followed and the stars it earned, kept in the settings between
runs, and whether a right answer leads on by itself."""

from __future__ import annotations

from PySide6.QtCore import QSettings

from core.study.tutorial import Lesson


def star_line(count: int) -> str:
    """``count`` stars of three, drawn: ★★☆."""
    return "★" * count + "☆" * (3 - count)


class Progress:
    """How far each lesson has been followed, kept in the settings: the steps reached and
    whether the lesson was finished."""

    def __init__(self, settings: QSettings | None = None) -> None:
        self.settings = settings or QSettings()

    def _key(self, lesson: Lesson) -> str:
        return f"tutorial/{lesson.game}/{lesson.id}"

    def reached(self, lesson: Lesson) -> int:
        """How many steps of ``lesson`` have been reached (0 = never opened)."""
        try:
            value = int(str(self.settings.value(self._key(lesson) + "/reached", 0)))
        except ValueError:
            return 0
        return max(0, min(value, len(lesson.steps)))

    def finished(self, lesson: Lesson) -> bool:
        return str(self.settings.value(self._key(lesson) + "/finished", "false")) == "true"

    def stars(self, lesson: Lesson) -> int:
        """The best stars earned on ``lesson`` (0: never finished with its answers)."""
        try:
            value = int(str(self.settings.value(self._key(lesson) + "/stars", 0)))
        except ValueError:
            return 0
        return max(0, min(value, 3))

    def record_stars(self, lesson: Lesson, count: int) -> None:
        """``count`` stars were earned: kept if better than before."""
        if count > self.stars(lesson):
            self.settings.setValue(self._key(lesson) + "/stars", count)

    @property
    def goes_on_by_itself(self) -> bool:
        """Whether a right answer leads to the next step by itself, once its words have had the
        time to be read (off unless the learner asks for it: Next is the way on)."""
        return str(self.settings.value("tutorial/auto_advance", "false")) == "true"

    @goes_on_by_itself.setter
    def goes_on_by_itself(self, on: bool) -> None:
        self.settings.setValue("tutorial/auto_advance", "true" if on else "false")

    def record(self, lesson: Lesson, step_number: int, finished: bool = False) -> None:
        """``step_number`` (from 1) was reached; ``finished``: the whole lesson is done."""
        if step_number > self.reached(lesson):
            self.settings.setValue(self._key(lesson) + "/reached", step_number)
        if finished and not self.finished(lesson):
            self.settings.setValue(self._key(lesson) + "/finished", "true")

    def forget(self, game: str) -> None:
        self.settings.remove(f"tutorial/{game}")
