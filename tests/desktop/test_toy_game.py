"""A fourth game needs nothing but its kits: a toy game, written entirely in the tests
(``tests/toy_game.py``), is registered and played to the end through the model, the 2D view and
the 3D view by clicks — and the window, panels and dialogs know it like the others."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from core import registry
from core.builder import MoveBuilder
from core.registry import kit_of
from desktop import registry as desktop_registry
from desktop.window.main_window import MainWindow
from desktop.window.new_game import NewGameDialog

from ..toy_game import DESKTOP_KIT, KIT, ToyGame
from .clicks import click_raw


@pytest.fixture(autouse=True)
def toy() -> Iterator[None]:
    """The toy game registered before the window is made (and gone after the test)."""
    registry.register(KIT)
    desktop_registry.register(DESKTOP_KIT)
    yield
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
    with pytest.raises(Exception, match="that is not something you can click now"):
        builder.click("a1")
