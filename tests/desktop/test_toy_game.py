"""A fourth game needs nothing but its kits: a toy game, written entirely in the tests
(``tests/toy_game.py``), with a piece of its own (a flat disc) and a step of its own (a disc
turned over), is registered and played to the end through the model, the 2D view and the 3D view
by clicks — and the window, panels and dialogs know it like the others.

The suites every game passes run on it too, unchanged: they are called here for the toy game —
conformance (random playouts), clicks (the builder; no click or key left silent), both views
agreeing with the game after every step, its lesson's steps holding together, and the puzzle
model (made by the generator, proven, themed by its kit, found again). The puzzles' titles are
left out: they are checked in French, and a game written in the tests has no catalogue."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from core import registry
from core.builder import MoveBuilder
from core.registry import kit_of
from core.study.puzzles import puzzles_of
from core.study.tutorial import lessons_of
from desktop import registry as desktop_registry
from desktop.model.describe import event_mark, told_words
from desktop.window.main_window import MainWindow
from desktop.window.new_game import NewGameDialog

from ..core import test_builder as builder_suite
from ..core import test_conformance as conformance_suite
from ..core import test_lessons as lesson_suite
from ..core import test_puzzles as puzzle_suite
from ..toy_game import DESKTOP_KIT, KIT, TURNED_OVER, ToyGame, write_puzzles
from . import test_no_silent_click as silent_suite
from . import test_views_agree as views_suite
from .clicks import click_raw


@pytest.fixture(autouse=True)
def toy() -> Iterator[None]:
    """The toy game registered before the window is made (and gone after the test)."""
    registry.register(KIT)
    desktop_registry.register(DESKTOP_KIT)
    yield
    # the test's windows, closed, are deleted before the game goes: none is left to hear the
    # next test's events (a language change) with a game nobody knows any more
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    registry.unregister(KIT.name)
    desktop_registry.unregister(KIT.name)


def test_the_toy_game_is_offered_with_the_others(window: MainWindow, qtbot: QtBot) -> None:
    assert KIT.name in window.start_screen.buttons
    dialog = NewGameDialog(KIT.name)
    qtbot.addWidget(dialog)
    game, seats = dialog.chosen()
    assert isinstance(game, ToyGame) and seats[0].name == "Cross"


def test_a_toy_game_played_to_the_end_by_clicks_in_2d_and_3d(
    window: MainWindow, qtbot: QtBot
) -> None:
    window.session.start_game(ToyGame())
    model = window.model
    view2d, view3d = window.game_page.board2d, window.game_page.board3d
    # Cross: a1, b2, c3 by clicks in 2D and 3D in turn; Nought: b1, c1 between.
    for turn, square in enumerate(["a1", "b1", "b2", "c1", "c3"]):
        if turn % 2 == 0 or view3d is None:
            click_raw(qtbot, view2d, square)
        else:
            point = view3d.view_point(square)
            assert point is not None and str(view3d.raw_at(*point)) == square
            QTest.mouseClick(view3d, Qt.MouseButton.LeftButton, pos=QPoint(*point))
        QApplication.processEvents()
    assert model.move_texts() == ["a1", "b1", "b2", "c1", "c3"]
    assert model.state.is_over
    outcome = model.state.outcome()
    assert outcome is not None and outcome.winner == 0
    assert "A win for Cross: three in a row" in window.game_page.message_bar.text()
    assert "game over" in window.game_page.players.phase.text()
    assert set(view2d.board.pieces_at) == {"a1", "b1", "b2", "c1", "c3"}
    if view3d is not None:
        assert len(view3d.layout3d.pieces) == 5
    click_raw(qtbot, view2d, "a2")  # after the end: refused, explained
    assert "The game is over" in window.game_page.message_bar.refusal


def test_the_toy_game_s_clicks_and_refusals_go_through_the_generic_builder(toy: None) -> None:
    state = ToyGame().initial_state().apply_all(["a1"])
    builder = MoveBuilder(state, kit_of(state.game).clicks)
    assert len(builder.targets()) == 8
    assert str(builder.click("b2").move()) == "b2"
    with pytest.raises(Exception, match="a1 is taken"):
        builder.click("a1")


# --- the suites every game passes --------------------------------------------------------------
def test_the_toy_game_passes_the_conformance_suite() -> None:
    for seed in conformance_suite.SEEDS:
        conformance_suite.test_random_playout(KIT.name, {}, seed)


def test_the_toy_game_passes_the_click_suite() -> None:
    builder_suite.test_every_legal_move_is_built_by_its_clicks_and_nothing_else(KIT.name)
    builder_suite.test_targets_only_lead_to_legal_moves(KIT.name)


@pytest.mark.window(view="both", size=(1280, 800))
def test_no_click_or_key_on_the_toy_game_is_silent(window: MainWindow, qtbot: QtBot) -> None:
    silent_suite.test_no_click_or_key_is_silent(window, qtbot, KIT.name)


@pytest.mark.window(view="both", size=(1100, 700))
def test_both_views_agree_with_the_toy_game_after_every_step(window: MainWindow) -> None:
    views_suite.test_both_views_agree_with_the_game_after_every_step(window, KIT.name, {})


def test_the_toy_game_s_lesson_holds_together_and_its_goal_is_its_own_step() -> None:
    lessons = lessons_of(KIT.name)
    assert lessons and any(step.goal.get("step") == TURNED_OVER for step in lessons[0].steps)
    lesson_suite.test_lesson_ids_are_unique_and_texts_are_in_every_language()
    for lesson in lessons:
        for number, step in enumerate(lesson.steps):
            lesson_suite.test_each_step_holds_together((lesson, number, step))


def test_the_toy_game_passes_the_puzzle_model_suite() -> None:
    puzzles = puzzles_of(KIT.name)
    assert {puzzle.theme for puzzle in puzzles} == {theme.name for theme in KIT.themes}
    for puzzle in puzzles:
        puzzle_suite.test_the_solution_alone_wins_and_every_wrong_move_has_its_reply_stored(puzzle)
        puzzle_suite.test_the_stored_proof_holds_and_says_why_the_solution_wins(puzzle)
    puzzle_suite.test_the_kits_theme_tests_recognise_every_stored_puzzle_again(KIT.name)
    puzzle_suite.test_a_stored_puzzle_is_found_again_and_the_start_is_no_puzzle(KIT.name)
    puzzle_suite.test_solution_refutation_and_explanation(KIT.name)
    puzzle_suite.test_puzzles_lists_id_record_and_solution_tab_separated(KIT.name)


def test_the_generator_makes_the_toy_game_s_puzzles_again(tmp_path: Path) -> None:
    """Its puzzles file is the generator's, every game's: written again, it is the same."""
    assert KIT.puzzles is not None
    write_puzzles(tmp_path / "puzzles.json")
    assert (tmp_path / "puzzles.json").read_bytes() == KIT.puzzles.read_bytes()


@pytest.mark.window(view="both", size=(1100, 700))
def test_the_toy_game_s_own_step_is_told_marked_and_signed(window: MainWindow) -> None:
    """A disc turned over is the toy game's own step: the move list signs it, the last move's
    marks show it on both boards, and neither view needs to know what it is."""
    window.session.start_game(ToyGame())
    model = window.model
    for square in ("a1", "b1", "b2", "a3", "c1"):  # Cross's c1 closes a1-b1-c1: b1 turned over
        model.play(square)
    QApplication.processEvents()
    assert model.state.position_text() == "XXX.X.O.. 2"
    last = dict((str(raw), look) for look, raw in model.board_marks().last)
    assert last == {"c1": "last", "b1": "last"}
    assert event_mark(model.transition_to(5)) == "◐"
    assert "turns over b1" in told_words(model, 5)
    walker = views_suite.Walker(window, random.Random(0))
    walker.check("a disc turned over")
    assert not walker.problems
