"""Lessons: short sequences of steps that teach a game's rules on its real board (no Qt).

Each game's kit names a folder of lesson files (``GameKit.lessons``); a lesson is one JSON file,
its steps in order, every text in English and French. A step starts from a position — a record
of moves from the start (``"record"``) or a position text (``"position"``) — and is one of:

- ``explain``: words, with things on the board highlighted and arrows drawn;
- ``show``: moves played one by one with the normal animations;
- ``try``: the player makes a move that meets the step's ``goal``; a hint on request; a move
  the rules refuse is explained by the engine, a legal but wrong one by the step's words;
- ``question``: the player clicks what answers it (one of the ``answers``, or all of them).

A goal is a set of requirements on the move, all of which must hold: ``move`` (its notation,
or a list of them), ``step`` (a kind of step of its transition: ``placed``, ``moved``,
``taken_back``, ``rotated``, ``captured``, ``paid``) with optional ``count`` (exactly that
many), ``piece`` (``ball``, ``S``, ``M``, ``L``) and ``by`` (``mover`` or ``opponent``: whose
step it is — after an Ambush rotation both players capture), and ``outcome`` (``ends``,
``wins``). Goals judge what a move does, not which move it is, so every correct solution
counts.

Every step says which rules and words it teaches (``teaches``), a lesson which it takes as known
(``uses``): ``core.study.curriculum`` checks that no step uses a rule or word before a step
taught it.
Tests check that each rule of the game is taught, that every position and scripted move is
legal, and that every *try* step's recorded solution meets its goal while its recorded mistakes
do not.

A wrong answer gets words written for that mistake: a recorded mistake may carry its own words,
a step (or a whole lesson) may give words for every move that meets a condition (``wrongs``, a
goal-like ``when``), and words for clicks the rules refuse (``refusals``) where the engine's
reason would use what the lesson has not taught. A try step's ``par`` is how many attempts a
learner may take and still earn three stars (``stars``).
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from core.api import Game, Move, State
from core.clicks import Click
from core.errors import EngineError
from core.registry import kit_of, make_game
from core.transitions import KINDS as STEP_KINDS

LANGUAGES = ("en", "fr")
KINDS = ("explain", "show", "try", "question")
GOAL_KEYS = ("move", "step", "count", "piece", "by", "outcome")


class LessonError(ValueError):
    """A lesson file that cannot be read, or that does not hold together; the message says
    which file and step, and what is wrong."""


@dataclass(frozen=True)
class Words:
    """One text of a lesson file, written there in every language (``LANGUAGES``): lessons and
    the rules reference are data, their words written whole, not made from templates."""

    texts: Mapping[str, str]

    def __call__(self, language: str) -> str:
        return self.texts.get(language) or self.texts.get("en", "")


NO_WORDS = Words({})
"""Nothing to say (a step without a hint, a lesson without a summary)."""


@dataclass(frozen=True)
class Mistake:
    """A recorded wrong attempt: a move, or a click for a question; ``words`` (when given) are
    what the learner is told after making it."""

    move: str
    words: Words = NO_WORDS


@dataclass(frozen=True)
class WrongWords:
    """Words for every legal move that meets ``when`` (a goal: see ``goal_met``)."""

    when: Mapping[str, Any]
    words: Words


@dataclass(frozen=True)
class Refusal:
    """The lesson's words for a refused click on one of ``clicks``, shown instead of the
    engine's reason."""

    clicks: tuple[Click, ...]
    words: Words


@dataclass(frozen=True)
class LessonStep:
    kind: str
    text: Words
    record: tuple[str, ...] = ()
    position: str | None = None
    highlight: tuple[Click, ...] = ()
    arrows: tuple[tuple[Click, Click], ...] = ()
    moves: tuple[str, ...] = ()  # show: the scripted moves
    goal: Mapping[str, Any] = field(default_factory=dict)  # try
    hint: Words = NO_WORDS  # try, question
    wrong: Words = NO_WORDS  # try (a legal move that misses the goal), question
    right: Words = NO_WORDS  # try, question: said once it is done
    solution: tuple[str, ...] = ()  # try: a move that meets the goal; question: right answers
    mistakes: tuple[Mistake, ...] = ()  # try: moves that do not; question: wrong clicks
    answers: tuple[Click, ...] = ()  # question: the clicks that answer it
    needs: str = "one"  # question: "one" right answer, or "all" of them
    teaches: tuple[str, ...] = ()
    options: Mapping[str, str] = field(default_factory=dict)  # this step's own game options
    wrongs: tuple[WrongWords, ...] = ()  # try: words for the legal moves meeting a condition
    refusals: tuple[Refusal, ...] = ()  # try: words for refused clicks
    par: int = 1  # try, question: attempts allowed for three stars

    @property
    def asks(self) -> bool:
        """Whether the step asks the learner something (a move, or an answer)."""
        return self.kind in ("try", "question")

    def start(self, game: Game) -> State:
        """The position the step starts from."""
        if self.position is not None:
            return game.parse_position(self.position)
        return game.initial_state().apply_all(self.record)

    def meets_goal(self, before: State, move: Move) -> bool:
        """Whether ``move``, played from ``before``, does what the step asks."""
        return goal_met(self.goal, before, move)

    def mistake_words(
        self, before: State, move: Move, lesson_wrongs: Sequence[WrongWords] = ()
    ) -> Words | None:
        """The words written for the legal wrong ``move``: its recorded mistake's, else the
        first condition it meets (the step's, then the lesson's); None if nothing was written
        for it (the step's general ``wrong`` answers it)."""
        for mistake in self.mistakes:
            if mistake.words.texts.get("en") and mistake.move == str(move):
                return mistake.words
        for wrong in (*self.wrongs, *lesson_wrongs):
            if goal_met(wrong.when, before, move):
                return wrong.words
        return None

    def wrong_words(
        self, before: State, move: Move, lesson_wrongs: Sequence[WrongWords] = ()
    ) -> Words:
        """What a learner is told after the legal wrong ``move``."""
        return self.mistake_words(before, move, lesson_wrongs) or self.wrong

    def answer_words(self, click: Click) -> Words:
        """What a learner is told after a wrong answer ``click`` to a question."""
        for mistake in self.mistakes:
            if mistake.words.texts.get("en") and mistake.move == str(click):
                return mistake.words
        return self.wrong

    def refusal_words(self, click: Click | None) -> Words | None:
        """The lesson's words for a refused click on ``click`` (None: the engine's reason)."""
        return next((r.words for r in self.refusals if click in r.clicks), None)


def stars(lesson: Lesson, attempts: Mapping[int, int], helped: Sequence[int]) -> int:
    """One to three stars for a lesson followed with ``attempts`` (step index → attempts made
    until the step was answered right; a step that asks and is missing was skipped) and hints
    asked on the steps ``helped``: three at par everywhere, one less for a step over par or
    helped, one star for a skipped step or three steps over par."""
    extra = 0
    for index, step in enumerate(lesson.steps):
        if not step.asks:
            continue
        if index not in attempts:
            return 1
        extra += max(0, attempts[index] - step.par) + (index in helped)
    return 3 if extra == 0 else 2 if extra <= 2 else 1


@dataclass(frozen=True)
class Lesson:
    id: str
    game: str
    title: Words
    summary: Words
    options: Mapping[str, str]
    steps: tuple[LessonStep, ...]
    path: Path
    uses: tuple[str, ...] = ()  # rules and words the lesson takes as taught before it
    wrongs: tuple[WrongWords, ...] = ()  # words for wrong moves in any of its try steps

    @property
    def teaches(self) -> tuple[str, ...]:
        """Every rule and word its steps teach, in order, once each."""
        return tuple(dict.fromkeys(t for step in self.steps for t in step.teaches))

    def make_game(self, step: LessonStep | None = None) -> Game:
        """The game the lesson (or one of its steps, with its own options) is played with."""
        options = {**self.options, **(step.options if step is not None else {})}
        return make_game(self.game, options)


def goal_met(goal: Mapping[str, Any], before: State, move: Move) -> bool:
    """Whether ``move`` from ``before`` meets every requirement of ``goal`` (see the module)."""
    if "move" in goal:
        wanted = goal["move"]
        if str(move) not in ([wanted] if isinstance(wanted, str) else wanted):
            return False
    if "step" in goal:
        steps = [s for s in before.transition(move).steps if s.kind == goal["step"]]
        if "piece" in goal:
            steps = [s for s in steps if getattr(s, "piece", None) == goal["piece"]]
        if "by" in goal:
            mover = before.current_player
            who = mover if goal["by"] == "mover" else 1 - mover
            steps = [s for s in steps if s.actor == who]
        if "count" in goal and len(steps) != goal["count"]:
            return False
        if not steps:
            return False
    if "outcome" in goal:
        outcome = before.apply(move).outcome()
        if outcome is None:
            return False
        if goal["outcome"] == "wins" and outcome.winner != before.current_player:
            return False
    return True


# --- reading lesson files -------------------------------------------------------------------
def lessons_of(game_name: str) -> list[Lesson]:
    """The game's lessons, in order of their file names (``01-….json``, ``02-….json``, …)."""
    folder = kit_of(game_name).lessons
    if folder is None or not folder.is_dir():
        return []
    return [read_lesson(path, game_name) for path in sorted(folder.glob("[0-9]*.json"))]


@dataclass(frozen=True)
class Section:
    """A section of a game's rules reference: its title, its text, and the lesson that teaches
    it (its id; "" for none)."""

    title: Words
    text: Words
    lesson: str


def reference_of(game_name: str) -> list[Section]:
    """The game's rules reference (``reference.json`` beside its lessons), in our own words."""
    folder = kit_of(game_name).lessons
    path = folder / "reference.json" if folder is not None else None
    if path is None or not path.is_file():
        return []
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        return [
            Section(
                _words(s["title"], "title"), _words(s["text"], "text"), str(s.get("lesson", ""))
            )
            for s in data["sections"]
        ]
    except (OSError, KeyError, TypeError, ValueError) as error:
        raise LessonError(f"{path.name}: {error}") from None


def read_lesson(path: Path, game_name: str) -> Lesson:
    """One lesson file; LessonError naming the file and the problem."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as error:
        raise LessonError(f"{path.name}: cannot be read: {error}") from None
    try:
        return _lesson(data, path, game_name)
    except (KeyError, TypeError, ValueError, EngineError) as error:
        raise LessonError(f"{path.name}: {error}") from None


def _lesson(data: Mapping[str, Any], path: Path, game_name: str) -> Lesson:
    options = {str(k): str(v) for k, v in data.get("options", {}).items()}
    lesson = Lesson(
        id=str(data["id"]),
        game=game_name,
        title=_words(data["title"], "title"),
        summary=_words(data["summary"], "summary") if "summary" in data else NO_WORDS,
        options=options,
        steps=(),
        path=path,
    )
    steps = []
    for number, raw in enumerate(data["steps"], 1):
        try:
            step_options = {str(k): str(v) for k, v in raw.get("options", {}).items()}
            game = make_game(game_name, {**options, **step_options})
            steps.append(_step(raw, game, step_options))
        except (KeyError, TypeError, ValueError, EngineError) as error:
            raise LessonError(f"step {number}: {error}") from None
    return Lesson(
        lesson.id,
        game_name,
        lesson.title,
        lesson.summary,
        options,
        tuple(steps),
        path,
        uses=tuple(str(u) for u in data.get("uses", ())),
        wrongs=_wrongs(data.get("wrongs", ()), game_name),
    )


def _words(raw: Any, what: str) -> Words:
    if not isinstance(raw, Mapping) or set(raw) != set(LANGUAGES):
        raise ValueError(f"{what} needs a text in each of {', '.join(LANGUAGES)}")
    return Words({key: str(raw[key]) for key in LANGUAGES})


def _clicks(raw: Sequence[str]) -> tuple[Click, ...]:
    return tuple(Click.parse(str(text)) for text in raw)


def _texts(raw: Mapping[str, Any]) -> Words:
    """The words of an entry that holds them beside other keys (``{"move": …, "en": …}``)."""
    return _words({key: raw[key] for key in LANGUAGES if key in raw}, "words")


def _step_kinds(game_name: str) -> tuple[str, ...]:
    """What a goal's "step" may name in ``game_name``'s lessons: the kind of one of
    ``core.transitions``' steps, or of one of the game's own (``GameKit.step_kinds``)."""
    return STEP_KINDS + kit_of(game_name).step_kinds


def _goal(raw: Mapping[str, Any], game_name: str) -> dict[str, Any]:
    goal = dict(raw)
    unknown = set(goal) - set(GOAL_KEYS)
    if unknown:
        raise ValueError(f"unknown goal keys {sorted(unknown)}")
    kinds = _step_kinds(game_name)
    if "step" in goal and goal["step"] not in kinds:
        raise ValueError(f"unknown step kind {goal['step']!r} (kinds: {', '.join(kinds)})")
    if goal.get("by", "mover") not in ("mover", "opponent"):
        raise ValueError(f"a goal's 'by' is mover or opponent, not {goal['by']!r}")
    return goal


def _wrongs(raw: Sequence[Mapping[str, Any]], game_name: str) -> tuple[WrongWords, ...]:
    return tuple(WrongWords(_goal(entry["when"], game_name), _texts(entry)) for entry in raw)


def _mistake(raw: str | Mapping[str, Any]) -> Mistake:
    if isinstance(raw, str):
        return Mistake(raw)
    return Mistake(str(raw["move"]), _texts(raw))


def _step(raw: Mapping[str, Any], game: Game, options: Mapping[str, str]) -> LessonStep:
    kind = raw["kind"]
    if kind not in KINDS:
        raise ValueError(f"unknown kind {kind!r} (kinds: {', '.join(KINDS)})")
    goal = _goal(raw.get("goal", {}), game.name)
    optional = {key: _words(raw[key], key) for key in ("hint", "wrong", "right") if key in raw}
    step = LessonStep(
        kind=kind,
        text=_words(raw["text"], "text"),
        record=tuple(str(m) for m in raw.get("record", ())),
        position=raw.get("position"),
        highlight=_clicks(raw.get("highlight", ())),
        arrows=tuple((Click.parse(a), Click.parse(b)) for a, b in raw.get("arrows", ())),
        moves=tuple(str(m) for m in raw.get("moves", ())),
        goal=goal,
        solution=tuple(str(m) for m in raw.get("solution", ())),
        mistakes=tuple(_mistake(m) for m in raw.get("mistakes", ())),
        answers=_clicks(raw.get("answers", ())),
        needs=str(raw.get("needs", "one")),
        teaches=tuple(str(t) for t in raw.get("teaches", ())),
        options=options,
        wrongs=_wrongs(raw.get("wrongs", ()), game.name),
        refusals=tuple(
            Refusal(_clicks(entry["clicks"]), _texts(entry)) for entry in raw.get("refusals", ())
        ),
        par=int(raw.get("par", 1)),
        **optional,
    )
    if step.record and step.position is not None:
        raise ValueError("give a record or a position, not both")
    step.start(game)  # the position must be valid
    return step
