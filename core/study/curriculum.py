"""The lessons' order, checked: no step uses a rule or a word that no earlier step taught.

Each game's lesson folder holds ``curriculum.json``, what a step is seen to use:

- ``words``: for a concept (a rule id, or a word such as ``notation``), patterns in each
  language; a text that matches one uses the concept;
- ``clicks``: for a kind of click (``rotate``), the concepts a step uses when it points at such
  a thing, asks for it, or lets the learner click it;
- ``steps``: for a kind of transition step (``moved``, ``taken_back``…), the concepts a step uses
  when the move it expects makes one;
- ``shown``: concepts the board always shows (a legend): used by every step that asks.

A step uses what its words say (text, hint, right and wrong words, words for refused clicks),
what the board shows (the players' figures), what it points at and asks for, the move it expects,
and what the engine may say while the learner tries: the prompt of the message line and the
reason for every click it refuses (unless the step gives its own words for that click). A lesson
names what it takes as known from earlier lessons (``uses``): everything a step uses must be
taught by the step itself, an earlier step of its lesson, or be declared in the lesson's
``uses`` — and what a lesson declares must have been taught by an earlier lesson.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any

from core.api import State
from core.builder import MoveBuilder, RefusedClick, reason_for
from core.clicks import Click
from core.errors import EngineError
from core.registry import kit_of
from core.study.tutorial import LANGUAGES, Lesson, LessonStep, Words, lessons_of
from core.transitions import Step

Say = Callable[[str], str]
"""An engine sentence (a ``Text`` or a plain ``str``) in the language being checked."""


@dataclass(frozen=True)
class Vocabulary:
    """How to see that a step of one game uses a concept (see the module)."""

    concepts: Mapping[str, str]  # concept → what it is, in a line
    words: Mapping[str, Mapping[str, tuple[re.Pattern[str], ...]]]  # concept → language → …
    clicks: Mapping[str, tuple[str, ...]]
    steps: Mapping[str, tuple[str, ...]]
    shown: tuple[str, ...] = ()

    def in_text(self, text: str, language: str) -> set[str]:
        """The concepts whose words appear in ``text``."""
        return {
            concept
            for concept, patterns in self.words.items()
            if any(p.search(text) for p in patterns.get(language, ()))
        }


@cache
def vocabulary_of(game_name: str) -> Vocabulary:
    """The game's vocabulary (an empty one when its lessons have no ``curriculum.json``)."""
    folder = kit_of(game_name).lessons
    path = folder / "curriculum.json" if folder is not None else None
    if path is None or not path.is_file():
        return Vocabulary({}, {}, {}, {})
    data: Mapping[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return Vocabulary(
        concepts={str(k): str(v) for k, v in data["concepts"].items()},
        words={
            concept: {
                language: tuple(re.compile(p, re.IGNORECASE) for p in patterns)
                for language, patterns in by_language.items()
            }
            for concept, by_language in data.get("words", {}).items()
        },
        clicks={k: tuple(v) for k, v in data.get("clicks", {}).items()},
        steps={k: tuple(v) for k, v in data.get("steps", {}).items()},
        shown=tuple(data.get("shown", ())),
    )


@dataclass(frozen=True)
class Use:
    """A concept a step uses, where, and the words or thing that show it."""

    concept: str
    where: str
    evidence: str

    def __str__(self) -> str:
        return f"{self.concept} ({self.where}: {self.evidence})"


def english(text: str) -> str:
    return str(text)


def uses_of(lesson: Lesson, step: LessonStep, language: str, say: Say = english) -> list[Use]:
    """Everything ``step`` of ``lesson`` uses, in ``language`` (``say`` renders the engine's
    sentences in it)."""
    vocabulary = vocabulary_of(lesson.game)
    found: list[Use] = []
    for where, text in _texts_of(lesson, step, language, say):
        found += [Use(c, where, text) for c in sorted(vocabulary.in_text(text, language))]
    game = lesson.make_game(step)
    start = step.start(game)
    rules = kit_of(lesson.game).clicks
    pointed = [*step.highlight, *(end for pair in step.arrows for end in pair), *step.answers]
    if step.asks:
        found += [Use(c, "the board shows", c) for c in vocabulary.shown]
    if step.asks and not start.is_over:
        pointed += [t.click for t in MoveBuilder(start, rules).targets()]
    for click in pointed:
        for concept in vocabulary.clicks.get(click.kind, ()):
            found.append(Use(concept, "points at", str(click)))
    if step.kind == "try":
        for solution in step.solution:
            for kind in _step_kinds(start, solution):
                found += [Use(c, "expected move", solution) for c in vocabulary.steps.get(kind, ())]
        if "step" in step.goal:
            kind = str(step.goal["step"])
            found += [Use(c, "goal", kind) for c in vocabulary.steps.get(kind, ())]
    return found


def _step_kinds(start: State, notation: str) -> set[str]:
    steps: tuple[Step, ...] = start.transition(start.parse_move(notation)).steps
    return {s.kind for s in steps}


def _texts_of(
    lesson: Lesson, step: LessonStep, language: str, say: Say
) -> Iterator[tuple[str, str]]:
    """Every text the learner may read during ``step``, and where it comes from."""
    words: list[tuple[str, Words]] = [
        ("text", step.text),
        ("hint", step.hint),
        ("right", step.right),
        ("wrong", step.wrong),
    ]
    words += [(f"words for {m.move}", m.words) for m in step.mistakes]
    words += [("words for a wrong move", w.words) for w in (*step.wrongs, *lesson.wrongs)]
    words += [("words for a refused click", r.words) for r in step.refusals]
    for where, text in words:
        if text.texts.get(language):
            yield where, text(language)
    game = lesson.make_game(step)
    start = step.start(game)
    kit = kit_of(lesson.game)
    for player in (0, 1):
        yield "the board's figures", say(kit.words.figure(start, player))
    if step.kind != "try" or start.is_over:
        return
    for mistake in step.mistakes:
        reason = reason_for(start, mistake.move)
        if reason and step.refusal_words(_first_click(start, mistake.move)) is None:
            yield f"the engine on {mistake.move}", say(reason)
    yield from _engine_sayings(start, step, say)


def _first_click(start: State, notation: str) -> Click | None:
    try:
        return Click.parse(notation.split("-")[0]) if notation else None
    except (ValueError, EngineError):
        return None


def _engine_sayings(start: State, step: LessonStep, say: Say) -> Iterator[tuple[str, str]]:
    """The message line's prompts along the step's solution, and the engine's reason for every
    click it refuses on the way (where the step has no words of its own for it)."""
    kit = kit_of(start.game.name)
    builder = MoveBuilder(start, kit.clicks)
    first = MoveBuilder(start.game.initial_state(), kit.clicks)
    candidates = {t.click for t in builder.targets()} | {t.click for t in first.targets()}
    candidates |= set(step.highlight)
    prefixes = [builder]
    if step.solution:
        for click in builder.raw_clicks(start.parse_move(step.solution[0]))[:-1]:
            prefixes.append(prefixes[-1].click(click))
    for prefix in prefixes:
        yield "the message line", say(kit.words.prompt(prefix))
        for click in sorted(candidates | {t.click for t in prefix.targets()}, key=str):
            try:
                prefix.click(click)
            except RefusedClick as refused:
                if step.refusal_words(click) is None:
                    yield f"the engine on a click on {click}", say(refused.reason)


@dataclass(frozen=True)
class Problem:
    """A step that uses what no step before it taught."""

    lesson: int  # from 1
    step: int  # from 1 (0: the lesson's own ``uses``)
    use: Use

    def __str__(self) -> str:
        return f"lesson {self.lesson} step {self.step} uses {self.use}"


def untaught(
    game_name: str,
    language: str = "en",
    say: Say = english,
    lessons: Sequence[Lesson] | None = None,
) -> list[Problem]:
    """Every use, in ``language``, of a rule or word before a step of ``game_name`` taught it
    (in its lessons, or in ``lessons`` when given)."""
    if language not in LANGUAGES:
        raise ValueError(f"no lessons in {language!r}")
    taught: set[str] = set()
    problems: list[Problem] = []
    for number, lesson in enumerate(lessons_of(game_name) if lessons is None else lessons, 1):
        problems += [
            Problem(number, 0, Use(c, "the lesson takes as known", c))
            for c in lesson.uses
            if c not in taught
        ]
        here = set(lesson.uses)  # what the lesson may use: what it declares, what it teaches
        for index, step in enumerate(lesson.steps, 1):
            here |= set(step.teaches)
            problems += [
                Problem(number, index, use)
                for use in uses_of(lesson, step, language, say)
                if use.concept not in here
            ]
        taught |= set(lesson.teaches)
    return problems


def undeclared(lesson: Lesson, language: str = "en", say: Say = english) -> list[str]:
    """What ``lesson``'s steps use from earlier lessons without the lesson declaring it, in the
    order of the steps (for writing its ``uses``)."""
    here = set(lesson.uses)
    missing: dict[str, None] = {}
    for step in lesson.steps:
        here |= set(step.teaches)
        for use in uses_of(lesson, step, language, say):
            if use.concept not in here:
                missing[use.concept] = None
    return list(missing)


def unknown_concepts(game_name: str) -> set[str]:
    """Concepts that lessons teach or use but the vocabulary does not list."""
    vocabulary = vocabulary_of(game_name)
    named = {c for lesson in lessons_of(game_name) for c in (*lesson.uses, *lesson.teaches)}
    named |= set(vocabulary.words) | {c for cs in vocabulary.clicks.values() for c in cs}
    named |= {c for cs in vocabulary.steps.values() for c in cs} | set(vocabulary.shown)
    return named - set(vocabulary.concepts)
