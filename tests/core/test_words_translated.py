"""Every word the engine hands to a player while playing reaches them in French.

The engine speaks in ``core.words.Text`` sentences whose templates
``desktop.i18n.catalogues.core_strings`` extracts into the "core" catalogue
(``desktop/translations/core_fr.ts``). These tests check that each extracted template has a finished
translation with the same placeholders, and — playing random games of every game — that every
sentence the engine says (reasons for illegal moves and refused clicks, prompts, phases, figures,
results, choices, hints, options) is a ``Text`` whose template, and every nested one, the catalogue
knows. So are the puzzles' and practices' titles and explanations. The catalogue is the engine's
one way to French: no text written in two languages comes back into its code. (What the engine
refuses — damaged files, bad position texts, unknown options — is
``tests.core.test_refusals_translated``'s.) No Qt application is needed: a fake translate function
reads the .ts file (``tests.core.french_catalogue``)."""

from __future__ import annotations

import ast
import random
import string
from pathlib import Path

import pytest

import core
from core.api import Move, State
from core.builder import MoveBuilder, RefusedClick
from core.clicks import Click
from core.kit import GameKit
from core.registry import game_names, kit_of, make_game
from core.search.evaluation import MaterialEvaluation
from core.study.practice import practices_of
from core.study.puzzles import puzzles_of, why_text
from core.words import Text, Who, render
from desktop.i18n.catalogues import core_strings
from tests.core.french_catalogue import Seen, catalogue, play, translate

VARIANTS: dict[str, tuple[dict[str, str], ...]] = {
    "pylos": (
        {},
        {"rules": "children"},
        {"rules": "mature", "out_of_balls": "no_legal_move"},
    ),
    "pylon": ({},),
    "ambush": ({}, {"diagonal": "true"}),
}
CORE = Path(core.__file__).parent
GAMES_PER_VARIANT = 2
CLICKS_PER_STATE = 12


def placeholders(template: str) -> set[str]:
    return {field for _, field, _, _ in string.Formatter().parse(template) if field is not None}


def illegal_candidates(state: State, others: list[Move], rng: random.Random) -> list[Move]:
    """Moves to try on ``state``: other positions' moves (many illegal here)."""
    return rng.sample(others, min(len(others), 20))


def check_builder(
    seen: Seen, kit: GameKit, state: State, clicks: list[Click], rng: random.Random
) -> None:
    """Prompts, choices and refusals of a move built click by click along a random path."""
    builder = MoveBuilder(state, kit_of(state.game).clicks)
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
    builder = MoveBuilder(state, kit_of(state.game).clicks)
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


# --- the puzzles' and practices' words ----------------------------------------------------------
@pytest.mark.parametrize("name", game_names())
def test_every_puzzle_and_practice_is_said_in_french(name: str) -> None:
    """Titles, why a wrong move fails, why the solution wins, a practice's goal: every one a
    ``Text`` whose templates the catalogue knows, and no two titles alike in French where they
    differ in English."""
    seen = Seen()
    french_titles: set[str] = set()
    for puzzle in puzzles_of(name):
        seen.check(puzzle.title, f"{puzzle.id} title")
        french_titles.add(puzzle.title.render(None, translate))
        seen.check(why_text(puzzle), f"{puzzle.id} why")
        for move, answer in puzzle.answers.items():
            seen.check(answer.explanation(), f"{puzzle.id} {move}")
    for practice in practices_of(name):
        seen.check(practice.title, f"{practice.id} title")
        seen.check(practice.text, f"{practice.id} text")
    assert not seen.problems, "\n".join(sorted(set(seen.problems))[:40])
    titles = {str(puzzle.title) for puzzle in puzzles_of(name)}
    assert len(french_titles) == len(titles)  # (the French tells apart what the English does)


# --- one way to translate the engine: its catalogue ---------------------------------------------
LANGUAGE_CODES = {"en", "fr"}


def texts_in_two_languages(source: str) -> list[int]:
    """The lines of ``source`` where a dict holds one text per language: a literal with both
    ``"en"`` and ``"fr"`` keys, or ``dict(en=…, fr=…)``."""
    lines = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Dict):
            keys = {key.value for key in node.keys if isinstance(key, ast.Constant)}
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
            keys = {keyword.arg for keyword in node.keywords} if node.func.id == "dict" else set()
        else:
            continue
        if keys >= LANGUAGE_CODES:
            lines.append(node.lineno)
    return lines


def test_a_words_table_gives_the_catalogue_its_words_not_its_keys() -> None:
    """A table marked ``# words:`` (a puzzle title's details, a kit's practice goals) hands its
    strings to the catalogue, but not the keys the program looks them up by."""
    texts = {source.text for source in core_strings()}
    assert {"{title}, move {k}", "Win by {n} pips or more", "This move wins too."} <= texts
    assert not {"move", "choices", "margin", "not lose", "loses now", "draws"} & texts


def test_the_engine_writes_no_sentence_in_two_languages() -> None:
    """The engine says its sentences in English (``Text`` templates, ``# words:`` tables) and
    the window's catalogue holds their French: a ``{"en": …, "fr": …}`` in core's code would be
    a second way, one the catalogue and its checks never see. (Lessons, the rules reference are
    data files, written in each language.)"""
    assert texts_in_two_languages('T = {"a": {"en": "Win", "fr": "Gagnez"}}') == [1]
    assert texts_in_two_languages("T = dict(en='Win', fr='Gagnez')") == [1]
    assert texts_in_two_languages('T = {"en": "Win"}') == []
    found = [
        f"{path.relative_to(CORE.parent)}:{line}"
        for path in sorted(CORE.rglob("*.py"))
        for line in texts_in_two_languages(path.read_text(encoding="utf-8"))
    ]
    assert found == []
