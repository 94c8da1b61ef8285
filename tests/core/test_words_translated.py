"""Every word the engine hands to a player reaches them in French.

The engine speaks in ``core.words.Text`` sentences whose templates
``desktop.i18n.catalogues.core_strings`` extracts into the "core" catalogue
(``desktop/translations/core_fr.ts``). These tests check that each extracted template has a finished
translation with the same placeholders, and — playing random games of every game — that every
sentence the engine says (reasons for illegal moves and refused clicks, prompts, phases, figures,
results, choices, hints, options) is a ``Text`` whose template, and every nested one, the catalogue
knows. So are the reasons a saved game cannot be opened (every damaged file of
``tests.core.test_record``), a position text cannot be read, or an option does not exist, and
so are the puzzles' and practices' titles and explanations. The catalogue is the engine's one
way to French: no text written in two languages comes back into its code. No Qt application is
needed: a fake translate function reads the .ts file."""

from __future__ import annotations

import ast
import json
import random
import re
import string
from collections.abc import Iterator
from functools import cache
from pathlib import Path

import pytest

import core
from core.api import Game, Move, State
from core.builder import MoveBuilder, RefusedClick
from core.clicks import Click
from core.errors import EngineError, InvalidPositionError, NotationError, UnknownOptionError
from core.kit import GameKit
from core.record import GameRecord, Player, RecordError, read_record, to_json
from core.registry import game_names, kit_of, make_game
from core.search.evaluation import MaterialEvaluation
from core.study.practice import practices_of
from core.study.puzzles import puzzles_of, why_text
from core.words import Text, Who, render, said
from desktop.i18n.catalogues import core_strings, read_ts, ts_path
from tests.core.test_record import BAD, finished_game

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


def translate(template: str, n: int = -1, /) -> str:
    """A stand-in for ``translate_core``: the catalogue's French, or a marked miss; a plural's
    form for ``n`` (French: one for 0 and 1)."""
    found = catalogue().get(template, template)
    if n >= 0 and " | " in found:
        one, many = found.split(" | ")
        return (one if n < 2 else many).replace("%n", str(n))
    return found


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


# --- what the engine refuses: damaged files, bad position texts, unknown options ----------------
IDENTIFIERS = {*game_names()} | {
    spec.name for name in game_names() for spec in make_game(name).option_specs
}
"""Names a file or a command line writes (games, options): said as they are, not translated."""


def check_error(seen: Seen, error: Exception, where: str) -> Text:
    """``error`` carries one ``Text`` that reads as its English message, which ``seen`` checks
    (the catalogue translates it) and which reads differently in French; the Text."""
    text = error.args[0]
    assert len(error.args) == 1 and isinstance(text, Text), f"{where}: {error.args!r}"
    assert str(error) == str(text) and said(error) is text
    seen.check(text, where)
    french = text.render(None, translate)
    if french == str(text):
        seen.problems.append(f"{where}: the same in French: {french!r}")
    return text


def problems_of(seen: Seen) -> list[str]:
    """``seen``'s problems, but for the game and option names passed as they are."""
    plain = re.compile(r".*: English word as a plain argument: '([a-z_ ]+)'")
    return sorted(
        {
            problem
            for problem in seen.problems
            if not ((match := plain.fullmatch(problem)) and match.group(1) in IDENTIFIERS)
        }
    )


def winner_changed() -> bytes:
    """A finished game whose written result names the wrong winner."""
    game = make_game("pylos")
    record = GameRecord(game, (Player("A"), Player("B")), tuple(finished_game(game, 0)))
    data = json.loads(to_json(record))
    data["result"]["winner"] = "draw" if data["result"]["winner"] != "draw" else "first"
    return json.dumps(data).encode()


@pytest.mark.parametrize("case", [*sorted(BAD), "winner changed"])
def test_every_damaged_file_is_explained_in_french(case: str) -> None:
    data = winner_changed() if case == "winner changed" else BAD[case][0]
    seen = Seen()
    with pytest.raises(RecordError) as refused:
        read_record(data)
    check_error(seen, refused.value, case)
    assert not problems_of(seen), "\n".join(problems_of(seen))


def bad_positions(game: Game) -> Iterator[str]:
    """Position texts of ``game`` spoilt one character (or one field) at a time, from positions
    of a random game."""
    rng = random.Random(game.name)
    texts = [state.position_text() for state in play(game, rng)]
    for text in texts[:: max(1, len(texts) // 4)]:
        for index in range(len(text)):
            for char in "x1-/.,SsLlMD9 ":
                yield text[:index] + char + text[index + 1 :]
            yield text[:index] + text[index + 1 :]
        fields = text.split()
        yield " ".join(fields[:-1])
        yield " ".join([*fields, "more"])


@pytest.mark.parametrize("name", game_names())
def test_every_bad_position_is_explained_in_french(name: str) -> None:
    game = make_game(name)
    seen = Seen()
    kinds: set[type] = set()
    for text in bad_positions(game):
        try:
            game.parse_position(text)
        except EngineError as error:
            kinds.add(type(error))
            check_error(seen, error, f"position {text!r}")
    assert kinds == {NotationError, InvalidPositionError}
    assert not problems_of(seen), "\n".join(problems_of(seen)[:40])


@pytest.mark.parametrize("name", game_names())
def test_every_unknown_option_is_explained_in_french(name: str) -> None:
    seen = Seen()
    settings: list[dict[str, str]] = [{"gravity": "on"}]
    for spec in make_game(name).option_specs:
        settings.append({spec.name: "anarchy" if spec.choices else "-1"})
    for setting in settings:
        with pytest.raises(UnknownOptionError) as refused:
            make_game(name, setting)
        check_error(seen, refused.value, f"options {setting}")
    with pytest.raises(EngineError) as unknown:
        make_game("chess")
    check_error(seen, unknown.value, "unknown game")
    assert not problems_of(seen), "\n".join(problems_of(seen))


def french_of(error: pytest.ExceptionInfo[Exception], names: tuple[str, str] | None = None) -> str:
    text = error.value.args[0]
    assert isinstance(text, Text)
    return text.render(names, translate)


def test_a_damaged_file_a_bad_position_and_an_unknown_option_read_in_french() -> None:
    for template in (
        "the record is version {version}, from a newer Pyramid Duels: this one reads "
        "version {known} and older — update Pyramid Duels to open it",
        "{player}: {on_board} {size} pyramids on the board and {in_stash} in the stash, "
        "where 5 are expected",
        "{game} has no option {option} (options: {known})",
    ):
        assert template in {source.text for source in core_strings()}
        assert template in catalogue()
    with pytest.raises(RecordError) as newer:
        read_record(BAD["future version"][0])
    assert str(newer.value) == (
        "the record is version 99, from a newer Pyramid Duels: this one reads version 1 and "
        "older — update Pyramid Duels to open it"
    )
    assert french_of(newer) == (
        "l'enregistrement est en version 99, d'un Pyramid Duels plus récent : celui-ci lit la "
        "version 1 et les précédentes — mettez Pyramid Duels à jour pour l'ouvrir"
    )
    with pytest.raises(RecordError) as illegal:
        read_record(BAD["illegal move"][0])
    assert french_of(illegal) == "le coup 3 '1a1' est illégal : 1a1 est déjà occupée"
    with pytest.raises(RecordError) as truncated:
        read_record(BAD["truncated"][0])
    assert french_of(truncated).startswith("le fichier n'est pas du JSON valide (ligne 1, colonne")
    assert "chaîne de caractères non terminée) : il est peut-être tronqué" in french_of(truncated)
    with pytest.raises(RecordError) as winner:
        read_record(winner_changed())
    assert str(winner.value) == "the record says draw won, but its moves give first"
    assert french_of(winner) == (
        "l'enregistrement annonce une partie nulle, mais ses coups donnent la victoire du "
        "premier joueur"
    )

    with pytest.raises(InvalidPositionError) as counts:
        make_game("pylon").parse_position(",,,,,/,,,,,/,,,,,/,,,,,/,,,,, 1 555-554")
    assert str(counts.value) == (
        "Blue: 0 large pyramids on the board and 4 in the stash, where 5 are expected"
    )
    assert french_of(counts) == (
        "Bleu : 0 pyramides de taille « grande » sur le plateau et 4 dans la réserve, alors qu'il "
        "en faut 5"
    )
    assert french_of(counts, ("Ann", "Bob")).startswith("Bob : 0 pyramides")
    with pytest.raises(NotationError) as unreadable:
        make_game("pylos").parse_position("nonsense")
    assert french_of(unreadable) == (
        "une position de Pylos s'écrit 'NIVEAU1/NIVEAU2/NIVEAU3/NIVEAU4 TRAIT CLAIR-FONCÉ', "
        "pas 'nonsense'"
    )

    with pytest.raises(UnknownOptionError) as no_option:
        make_game("pylon", {"gravity": "on"})
    assert str(no_option.value) == "pylon has no option 'gravity' (options: none)"
    assert french_of(no_option) == "pylon n'a pas d'option 'gravity' (options : aucune)"
    with pytest.raises(UnknownOptionError) as no_value:
        make_game("pylos", {"rules": "anarchy"})
    assert french_of(no_value) == (
        "l'option rules n'a pas de valeur 'anarchy' (valeurs permises : standard, children, mature)"
    )
