"""Perfect play in the window, once a table is built (the 3×3 base's builds in a moment): the
Perfect level plays the table's best moves, the hint gives the perfect move and its value, the
analysis marks every move with its value and tells a mistake by the change it made, in English
and in French; the New Game dialog offers the level only where it can play."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from core.api import Game
from core.registry import make_game
from core.search.levels import PERFECT, STRONGEST
from core.solver import kernel
from core.solver.table import Settings, build
from core.study.perfect import Perfect, perfect_for, table_path
from desktop.i18n.language import choose_for_this_run
from desktop.model import Seat
from desktop.study.browser import reference_html, solved_here
from desktop.window.board_choice import ROW
from desktop.window.main_window import MainWindow
from desktop.window.new_game import NewGameDialog

pytestmark = [
    pytest.mark.skipif(kernel.problem() is not None, reason=str(kernel.problem())),
    pytest.mark.window(view="2d"),
]


@pytest.fixture
def small(data_folder: Path) -> tuple[Game, Perfect]:
    """The 3×3 game and its table, built in the test's data folder (where the window and its
    worker look)."""
    game = make_game("pylos", {"base": "3"})
    build(Settings(*kernel.settings_of(game)), data_folder / "pyramid-duels" / "solved", 1)
    perfect = perfect_for(game)
    assert perfect is not None
    return game, perfect


def best_moves(perfect: Perfect, state: object) -> set[str]:
    values = perfect.move_values(state)  # type: ignore[arg-type]
    return {str(move) for move, value in values if value == values[0][1]}


def test_the_perfect_level_plays_the_tables_best_moves(
    qtbot: QtBot, window: MainWindow, small: tuple[Game, Perfect]
) -> None:
    game, perfect = small
    model = window.model
    window.session.start_game(game, (Seat("Computer", "computer", PERFECT.number), Seat("You")))
    rng = random.Random(2)
    while not model.state.is_over:
        before = model.state
        if model.is_human_turn():
            model.play(rng.choice(before.legal_moves()))
            continue
        wanted, length = best_moves(perfect, before), model.length
        qtbot.waitUntil(lambda: model.length > length)  # noqa: B023 (waited for at once)
        assert str(model.entries[-1]) in wanted
    assert model.state.outcome().winner == 0  # the first seat's win, kept to the end


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_hint_gives_the_perfect_move_and_its_value(
    qtbot: QtBot, window: MainWindow, small: tuple[Game, Perfect], language: str
) -> None:
    game, perfect = small
    window.session.start_game(game, (Seat("Ann"), Seat("Bob")), moves=["1a1"])
    state = window.model.state
    window.preferences.set_language(language)
    try:
        window.actions_by_name["hint"].trigger()
        computer = window.session.computer
        qtbot.waitUntil(lambda: computer.hint is not None, timeout=10_000)
        assert computer.hint is not None and computer.hint.move in best_moves(perfect, state)
        value = perfect.value(state)
        words = {"en": f"(perfect play: a {value.result} in {value.plies} turns)"}
        words["fr"] = f"(jeu parfait : {'victoire' if value.result == 'win' else 'défaite'} en"
        assert words[language] in window.game_page.message_bar.text()
    finally:
        window.preferences.set_language("en")
        choose_for_this_run(None)


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_analysis_marks_every_move_with_its_value(
    qtbot: QtBot, window: MainWindow, small: tuple[Game, Perfect], language: str
) -> None:
    game, perfect = small
    state, moves = game.initial_state(), []
    for _ in range(6):  # the best move but once: the first player throws the win away at once
        values = perfect.move_values(state)
        move = values[-1][0] if not moves else values[0][0]
        moves.append(str(move))
        state = state.play_unchecked(move)
    window.session.start_game(game, (Seat("Ann"), Seat("Bob")), moves=moves)
    window.preferences.set_language(language)
    try:
        page = window.game_page
        window.actions_by_name["analyse"].trigger()
        qtbot.waitUntil(lambda: page.session.computer.analysis is None, timeout=20_000)
        results = page.analysis.results
        assert sorted(results) == list(range(1, 7)) and all(r.perfect for r in results.values())
        assert sorted(page.moves.marks) == list(range(1, 7))  # every move has its value
        letters = {"en": ("W", "L"), "fr": ("G", "P")}[language]
        for mark, words in page.moves.marks.values():
            assert mark.split()[-1][0] in letters, mark
            assert ("perfect play" if language == "en" else "jeu parfait") in words
        first = results[1]
        assert first.judgement == "blunder"
        window.model.review(1)
        status = page.analysis.status.text()
        told = {"en": "it turns a win in", "fr": "il fait d'une victoire en"}[language]
        assert told in status and ("into a loss in" in status or " une défaite en" in status)
        instead = {"en": "instead of a loss in", "fr": "au lieu de défaite en"}[language]
        assert instead in status
    finally:
        window.preferences.set_language("en")
        choose_for_this_run(None)


def test_the_new_game_dialog_offers_perfect_play_where_it_can(
    qtbot: QtBot, data_folder: Path
) -> None:
    dialog = NewGameDialog("ambush")
    qtbot.addWidget(dialog)
    kind = dialog.kind_boxes[1]
    index = kind.findData(PERFECT.number)
    item = kind.model().item(index)  # type: ignore[attr-defined]
    assert not item.isEnabled() and kind.view().isRowHidden(index)  # type: ignore[attr-defined]
    assert "Pylos only" in kind.itemData(index, Qt.ItemDataRole.ToolTipRole)
    dialog.game_box.setCurrentIndex(dialog.game_box.findData("pylos"))
    assert not item.isEnabled() and not kind.view().isRowHidden(index)  # type: ignore[attr-defined]
    assert "Game › Perfect play for Pylos" in kind.itemData(index, Qt.ItemDataRole.ToolTipRole)
    # once the table of the dialog's rules lies in the data folder, the level can be chosen
    path = table_path(make_game("pylos", dialog.settings_values()))
    path.parent.mkdir(parents=True)
    path.write_bytes(b"")
    dialog.game_box.setCurrentIndex(dialog.game_box.findData("ambush"))
    dialog.game_box.setCurrentIndex(dialog.game_box.findData("pylos"))
    item = kind.model().item(kind.findData(PERFECT.number))  # type: ignore[attr-defined]
    assert item.isEnabled()
    kind.setCurrentIndex(kind.findData(PERFECT.number))
    assert dialog.chosen()[1][1].level == PERFECT.number
    # other rules have no table: the seat falls back to the strongest search
    rules = dialog.option_widgets["rules"]
    assert isinstance(rules, type(kind))
    rules.setCurrentIndex(rules.findData("mature"))
    assert kind.currentData() == STRONGEST.number
    assert not item.isEnabled()
    # the small board's table is built on the spot: Perfect can be chosen at once
    board = dialog.option_widgets[ROW]
    assert isinstance(board, type(kind))
    board.setCurrentIndex(next(i for i in range(board.count()) if "3×3" in board.itemText(i)))
    assert dialog.settings_values()["base"] == "3" and item.isEnabled()
    kind.setCurrentIndex(kind.findData(PERFECT.number))
    game, seats = dialog.chosen()
    assert seats[1].level == PERFECT.number and game.options["base"] == "3"


def test_the_rules_reference_says_what_the_solve_found(
    qtbot: QtBot, window: MainWindow, data_folder: Path
) -> None:
    page = reference_html("pylos", "en")
    assert "the first player loses in <b>39 turns</b>" in page and "40" in page  # measured here
    assert "No table of perfect play has been built on this machine yet" in page
    game = make_game("pylos", {"base": "3"})
    build(Settings(*kernel.settings_of(game)), data_folder / "pyramid-duels" / "solved", 1)
    perfect = perfect_for(game)
    assert perfect is not None
    start = perfect.value(game.initial_state())
    assert solved_here(game).endswith(f"the first player wins in {start.plies} turns.")
    window.preferences.set_language("fr")
    try:
        assert solved_here(game).endswith(f"le premier joueur gagne en {start.plies} tours.")
        assert "perd en <b>39 tours</b>" in reference_html("pylos", "fr")
    finally:
        window.preferences.set_language("en")
        choose_for_this_run(None)
