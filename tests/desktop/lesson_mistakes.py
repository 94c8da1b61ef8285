"""The lessons' recorded mistakes that the rules allow, which a test can make by clicks and see
explained (``tests.desktop.test_tutorial``, ``test_lesson_steps``)."""

from __future__ import annotations

from core.api import Move
from core.errors import EngineError
from core.study.tutorial import LessonStep, lessons_of


def legal_mistake(step: LessonStep, before: object) -> Move | None:
    """The first recorded mistake of a try step that the rules allow (it can be clicked)."""
    for mistake in step.mistakes:
        try:
            move = before.parse_move(mistake.move)  # type: ignore[attr-defined]
            before.apply(move)  # type: ignore[attr-defined]
        except EngineError:
            continue
        return move  # type: ignore[no-any-return]
    return None


def lesson_with_a_wrong_move(name: str) -> int:
    """The first lesson of ``name`` with a try step whose recorded mistakes include a legal move
    (so the test can make it by clicks and see it explained)."""
    for index, lesson in enumerate(lessons_of(name)):
        for step in lesson.steps:
            if step.kind == "try" and legal_mistake(step, step.start(lesson.make_game(step))):
                return index
    raise AssertionError(f"no lesson of {name} records a legal wrong move")
