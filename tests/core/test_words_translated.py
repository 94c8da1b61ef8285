"""Every word the engine hands to a player reaches them in French.

The engine speaks in ``core.words.Text`` sentences whose templates ``desktop.i18n.core_strings``
extracts into the "core" catalogue (``desktop/translations/core_fr.ts``). These tests check that
each extracted template has a finished translation with the same placeholders, and — playing
random games of every game — that every sentence the engine says (reasons for illegal moves and
refused clicks, prompts, phases, figures, results, choices, hints, options) is a ``Text`` whose
template, and every nested one, the catalogue knows. No Qt application is needed: a fake
translate function reads the .ts file.
"""

from __future__ import annotations

import random
import re
import string
from collections.abc import Iterator
from functools import cache

import pytest

from core.api import Game, Move, State
from core.builder import MoveBuilder, RefusedClick
from core.clicks import Click
from core.kit import GameKit
from core.registry import game_names, kit_of, make_game
from core.search.evaluation import MaterialEvaluation
from core.words import Text, Who, render
from desktop.i18n import core_strings, read_ts, ts_path

VARIANTS: dict[str, tuple[dict[str, str], ...]] = {
    "pylos": (
        {},
        {"rules": "children"},
        {"rules": "mature", "out_of_balls": "no_legal_move"},
    ),
    "pylon": ({},),
    "ambush": ({}, {"diagonal": "true"}),
}
GAMES_PER_VARIANT = 2
CLICKS_PER_STATE = 12
MAX_PLIES = 80


def placeholders(template: str) -> set[str]:
    return {field for _, field, _, _ in string.Formatter().parse(template) if field is not None}


@cache
def catalogue() -> dict[str, str]:
    """The finished French translations of the "core" catalogue, by English template."""
    return {
        message.source: message.translation
        for message in read_ts(ts_path("core", "fr"))
        if not message.unfinished and not message.vanished
    }


def translate(template: str) -> str:
    """A stand-in for ``translate_core``: the catalogue's French, or a marked miss."""
    return catalogue().get(template, template)


def is_glue(template: str) -> bool:
    """A template made of placeholders and punctuation only (``core.words.join``'s): nothing to
    translate."""
    return not re.search(r"[A-Za-z]", re.sub(r"\{[^}]*\}", "", template))


class Seen:
    """The templates met while playing, and the problems found."""

    def __init__(self) -> None:
        self.templates: set[str] = set()
        self.problems: list[str] = []

    def check(self, text: object, where: str) -> None:
        """``text`` is something the engine hands to a player: it must be a Text the catalogue
        translates entirely (an empty str is nothing said)."""
        if text is None or text == "":
            return
        if not isinstance(text, Text):
            self.problems.append(f"{where}: plain str, not a Text: {text!r}")
            return
        self._check_text(text, where)
        french = text.render(("Ann", "Bob"), translate)
        if "{" in french and "{" not in str(text):
            self.problems.append(f"{where}: a placeholder left in {french!r}")

    def _check_text(self, text: Text, where: str) -> None:
        template = text.template
        self.templates.add(template)
        if not is_glue(template) and template not in catalogue():
            self.problems.append(f"{where}: template not in core_fr.ts: {template!r}")
        for key, value in text.args.items():
            if isinstance(value, Text):
                self._check_text(value, f"{where} [{key}]")
            elif isinstance(value, Who) and value.default not in catalogue():
                self.problems.append(f"{where}: player name not translated: {value.default!r}")
            elif isinstance(value, str) and value and re.fullmatch(r"[a-z ]{4,}", value):
                self.problems.append(f"{where}: English word as a plain argument: {value!r}")


def play(game: Game, rng: random.Random) -> Iterator[State]:
    """The states of a random game of ``game``, from the start to its end (or a long way)."""
    state = game.initial_state()
    yield state
    for _ in range(MAX_PLIES):
        moves = state.legal_moves()
        if not moves:
            return
        state = state.apply(rng.choice(moves))
        yield state


def illegal_candidates(state: State, others: list[Move], rng: random.Random) -> list[Move]:
    """Moves to try on ``state``: other positions' moves (many illegal here)."""
    return rng.sample(others, min(len(others), 20))


def check_builder(
    seen: Seen, kit: GameKit, state: State, clicks: list[Click], rng: random.Random
) -> None:
    """Prompts, choices and refusals of a move built click by click along a random path."""
    builder = MoveBuilder(state)
    names = ("Ann", "Bob")
    mover = state.current_player
    while True:
        seen.check(kit.words.prompt(builder), "prompt")
        for target in builder.targets():
            if target.kind in kit.clicks.choice_kinds:
                seen.check(kit.words.choice_title(target, names, mover), "choice title")
                seen.check(kit.words.choice_detail(builder, target), "choice detail")
        for click in rng.sample(clicks, min(len(clicks), CLICKS_PER_STATE)):
            try:
                builder.click(click)
            except RefusedClick as refused:
                seen.check(refused.reason, f"refused click {click}")
        targets = builder.targets()
        if not targets or builder.move() is not None:
            return
        builder = builder.click(rng.choice(targets))


def check_state(
    seen: Seen,
    kit: GameKit,
    state: State,
    others: list[Move],
    clicks: list[Click],
    rng: random.Random,
) -> None:
    words = kit.words
    for player in (0, 1):
        seen.check(words.figure(state, player), "figure")
    for name in [p.name for p in state.game.proposals] + ["nonsense"]:
        seen.check(state.proposal_reason(name), f"proposal reason {name}")
        seen.check(words.proposal_question(state, name, ("Ann", "Bob")), "proposal question")
    outcome = state.outcome()
    if outcome is not None:
        seen.check(outcome.reason, "outcome")
        seen.check(words.result(outcome, ("Ann", "Bob")), "result")
        for move in others[:5]:
            seen.check(state.illegal_reason(move), "illegal move (game over)")
        return
    seen.check(words.phase(state), "phase")
    for move in illegal_candidates(state, others, rng):
        seen.check(state.illegal_reason(move), f"illegal move {move}")
    moves = state.legal_moves()
    for move in rng.sample(moves, min(len(moves), 3)):
        if kit.evaluation is not None:
            seen.check(kit.evaluation.reason(state, move), f"hint {move}")
        seen.check(MaterialEvaluation().reason(state, move), f"material hint {move}")
    check_builder(seen, kit, state, clicks, rng)


def all_clicks(state: State) -> list[Click]:
    """Every click some legal move of ``state`` uses."""
    builder = MoveBuilder(state)
    return sorted(
        {
            target.click
            for move in state.legal_moves()
            for path in builder.paths_of(move)
            for target in path
        }
    )


@pytest.mark.parametrize("name", game_names())
def test_everything_said_while_playing_is_translated(name: str) -> None:
    kit = kit_of(name)
    seen = Seen()
    for number, settings in enumerate(VARIANTS.get(name, ({},))):
        game = make_game(name, settings)
        for spec in game.option_specs:
            seen.check(spec.help, f"option {spec.name} help")
            seen.check(spec.title(), f"option {spec.name} title")
            for choice in spec.choices:
                seen.check(spec.choice_label(choice), f"option {spec.name} choice {choice}")
            for _, help_text in spec.choice_help:
                seen.check(help_text, f"option {spec.name} choice help")
        for proposal in game.proposals:
            seen.check(proposal.title, "proposal title")
            seen.check(proposal.agreed, "proposal agreed")
        for player_name in game.player_names:
            if player_name not in catalogue():
                seen.problems.append(f"player name not translated: {player_name!r}")
        for index in range(GAMES_PER_VARIANT):
            rng = random.Random(f"{name}/{number}/{index}")
            clicks: list[Click] = []
            others: list[Move] = []
            for state in play(game, rng):
                clicks = sorted({*clicks, *all_clicks(state)})
                check_state(seen, kit, state, others, clicks, rng)
                others = list({*others, *state.legal_moves()})[-400:]
                others.sort(key=str)
    for attribute in ("description", "credits", "figure_unit"):
        seen.check(getattr(kit.words, attribute), attribute)
    assert not seen.problems, "\n".join(sorted(set(seen.problems))[:40])
    assert seen.templates


def test_every_template_has_a_french_translation_with_its_placeholders() -> None:
    french = catalogue()
    problems = []
    for source in core_strings():
        translation = french.get(source.text)
        if translation is None:
            problems.append(f"{source.path}:{source.line}: untranslated {source.text!r}")
        elif placeholders(translation) != placeholders(source.text):
            problems.append(
                f"{source.path}:{source.line}: placeholders differ: {source.text!r} → "
                f"{translation!r}"
            )
    assert not problems, "\n".join(problems)


def test_a_rendered_sentence_is_french() -> None:
    state = make_game("pylos").initial_state().apply("1a1")
    reason = state.illegal_reason(state.parse_move("1a1"))
    assert isinstance(reason, Text)
    assert str(reason) == "1a1 is already taken"
    assert render(reason, ("Ann", "Bob"), translate) == "1a1 est déjà occupée"
    outcome_text = Text("{player} placed the top ball", player=Who(1, "Dark"))
    assert outcome_text.render(None, translate) == "Foncé a posé la bille du sommet"
    assert outcome_text.render(("Ann", "Bob"), translate) == "Bob a posé la bille du sommet"
