"""The lessons' order, in English and in French: no step uses (in its words, what it points at,
the move it expects, the engine's reasons and prompts it may show) a rule or word that no
earlier step taught (``core.study.curriculum``). The engine's French comes from its catalogue."""

from __future__ import annotations

from dataclasses import replace

import pytest

from core.registry import game_names
from core.study.curriculum import Problem, unknown_concepts, untaught, uses_of, vocabulary_of
from core.study.tutorial import lessons_of
from core.words import render
from desktop.i18n.catalogues import read_ts, ts_path


def french() -> object:
    """The engine's sentences in French, from its catalogue (plural forms by number)."""
    table: dict[str, list[str]] = {}
    for message in read_ts(ts_path("core", "fr")):
        if not message.unfinished and not message.vanished:
            table[message.source] = message.translation.split(" | ")

    def translate(template: str, n: int = -1, /) -> str:
        forms = table.get(template)
        if not forms:
            return template
        return forms[0] if n in (-1, 0, 1) or len(forms) == 1 else forms[1]

    return lambda text: render(text, None, translate)


@pytest.mark.parametrize("name", game_names())
@pytest.mark.parametrize("language", ["en", "fr"])
def test_no_step_uses_what_no_earlier_step_taught(name: str, language: str) -> None:
    say = french() if language == "fr" else str
    problems: list[Problem] = untaught(name, language, say)  # type: ignore[arg-type]
    assert [str(p) for p in problems] == []


@pytest.mark.parametrize("name", game_names())
def test_every_concept_is_listed_and_the_first_lesson_teaches_the_board(name: str) -> None:
    assert unknown_concepts(name) == set()
    first = lessons_of(name)[0]
    assert {"goal", "notation"} <= set(first.teaches)
    assert any(step.kind == "question" for step in first.steps), "the board's names are tried"


def test_the_check_sees_a_word_a_click_and_a_move_used_too_early() -> None:
    """The check can fail: a step that uses what it does not teach is caught by each way."""
    pylos = lessons_of("pylos")
    placing = pylos[1].steps[2]  # a ball onto four: the balls' clicks would speak of raising
    bare = type(placing)(**{**placing.__dict__, "refusals": ()})
    uses = {u.concept for u in uses_of(pylos[1], bare, "en")}
    assert "raising" in uses  # "… has no free place higher up to go to"
    raising = pylos[2].steps[3]  # the try: its expected move is a raise
    assert "raising" in {u.concept for u in uses_of(pylos[2], raising, "fr", french())}  # type: ignore[arg-type]
    ambush = lessons_of("ambush")[1]
    uses = {u.concept for u in uses_of(ambush, ambush.steps[1], "en")}
    assert "turning" in uses  # the coasters' arrows may be clicked
    assert vocabulary_of("ambush").in_text("Cliquez sur la flèche", "fr") == {"turning"}


def test_a_lesson_declares_what_it_takes_from_earlier_ones_and_only_what_was_taught() -> None:
    lessons = lessons_of("pylos")
    squares = next(n for n, lesson in enumerate(lessons) if lesson.id == "squares")
    assert "raising" in lessons[squares].uses
    silent = replace(lessons[squares], uses=())
    found = untaught("pylos", lessons=[*lessons[:squares], silent])
    assert any(p.lesson == squares + 1 and p.use.concept == "raising" for p in found)
    early = replace(lessons[0], uses=("square",))  # nothing taught taking back before lesson 1
    found = untaught("pylos", lessons=[early])
    assert [(p.lesson, p.step, p.use.concept) for p in found] == [(1, 0, "square")]
