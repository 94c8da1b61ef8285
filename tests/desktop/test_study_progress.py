"""One ``Progress`` for the lessons, the puzzles and the practices: what a player did is read
back from the settings keys earlier versions wrote (no one's progress is lost), and each kind
keeps its own items apart from the others'."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings

from core.study.practice import practices_of
from core.study.puzzles import puzzles_of
from core.study.tutorial import lessons_of
from desktop.study.kind import StudyKind
from desktop.study.progress import Progress


def settings_in(folder: Path) -> QSettings:
    return QSettings(str(folder / "progress.ini"), QSettings.Format.IniFormat)


def test_the_keys_earlier_versions_wrote_are_read(tmp_path: Path) -> None:
    lesson, other = lessons_of("pylos")[:2]
    puzzle = puzzles_of("pylos")[0]
    practice = practices_of("pylon")[0]
    old = settings_in(tmp_path)  # as the lessons', puzzles' and practices' own classes wrote
    old.setValue(f"tutorial/pylos/{lesson.id}/reached", len(lesson.steps))
    old.setValue(f"tutorial/pylos/{lesson.id}/finished", "true")
    old.setValue(f"tutorial/pylos/{lesson.id}/stars", 2)
    old.setValue(f"tutorial/pylos/{other.id}/reached", 2)
    old.setValue("tutorial/auto_advance", "true")
    old.setValue(f"puzzles/pylos/{puzzle.id}/solved", "true")
    old.setValue(f"puzzles/pylos/{puzzle.id}/tries", 3)
    old.setValue(f"practice/pylon/{practice.id}/done", "true")
    old.setValue(f"practice/pylon/{practice.id}/tries", 4)
    old.sync()
    lessons = Progress(StudyKind.LESSON, settings_in(tmp_path))
    assert lessons.done(lesson) and lessons.stars(lesson) == 2
    assert lessons.reached(lesson) == len(lesson.steps)
    assert lessons.reached(other) == 2 and not lessons.done(other) and lessons.stars(other) == 0
    assert lessons.choice("auto_advance")
    puzzles = Progress(StudyKind.PUZZLE, settings_in(tmp_path))
    assert puzzles.done(puzzle) and puzzles.tries(puzzle) == 3
    assert puzzles.count_done(puzzles_of("pylos")) == 1
    practices = Progress(StudyKind.PRACTICE, settings_in(tmp_path))
    assert practices.done(practice) and practices.tries(practice) == 4


@pytest.mark.parametrize("kind", list(StudyKind))
def test_each_kind_keeps_its_tries_and_what_was_done_apart(tmp_path: Path, kind: StudyKind) -> None:
    items = {
        StudyKind.LESSON: lessons_of("pylon"),
        StudyKind.PUZZLE: puzzles_of("pylon"),
        StudyKind.PRACTICE: practices_of("pylon"),
    }
    first, second = items[kind][:2]
    progress = Progress(kind, settings_in(tmp_path))
    progress.record_try(first, done=False)
    assert progress.tries(first) == 1 and not progress.done(first)
    progress.record_try(first, done=True)
    progress.record_try(first, done=False)  # done stays done
    assert progress.tries(first) == 3 and progress.done(first) and not progress.done(second)
    assert progress.count_done(items[kind]) == 1
    progress.record_stars(first, 2)
    progress.record_stars(first, 1)  # the best is kept
    assert progress.stars(first) == 2
    later = Progress(kind, settings_in(tmp_path))  # a later run reads the same settings
    assert later.done(first) and later.tries(first) == 3
    for other in StudyKind:  # the same game's items of another kind know nothing of it
        if other is not kind:
            assert Progress(other, settings_in(tmp_path)).tries(first) == 0
    progress.forget("pylos")  # another game's: nothing goes
    assert progress.done(first)
    progress.forget("pylon")
    assert not progress.done(first) and progress.tries(first) == 0 and progress.stars(first) == 0


def test_a_lesson_keeps_the_furthest_step_reached_and_whether_it_was_finished(
    tmp_path: Path,
) -> None:
    lesson = lessons_of("ambush")[0]
    progress = Progress(StudyKind.LESSON, settings_in(tmp_path))
    assert progress.reached(lesson) == 0 and not progress.done(lesson)
    progress.record_step(lesson, 2)
    progress.record_step(lesson, 1)  # going back does not undo the way made
    assert progress.reached(lesson) == 2 and not progress.done(lesson)
    progress.record_step(lesson, len(lesson.steps), finished=True)
    assert progress.reached(lesson) == len(lesson.steps) and progress.done(lesson)
    settings = settings_in(tmp_path)
    assert settings.value(f"tutorial/ambush/{lesson.id}/finished") == "true"  # as before
    settings.setValue(f"tutorial/ambush/{lesson.id}/reached", "many")  # a file edited by hand
    assert Progress(StudyKind.LESSON, settings).reached(lesson) == 0
    assert not progress.choice("auto_advance")
    progress.choose("auto_advance", True)
    assert settings_in(tmp_path).value("tutorial/auto_advance") == "true"
