"""The end of a game shows a summary beside the board — who won, the figures, why, the game's
feats, how many moves — with Rematch (the other player starts) and Analyse. It is a card, not a
dialog: nothing waits for an answer. Rematch loses nothing the session would keep: a finished game
looked at from an earlier move is offered back on the start screen."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from core.registry import make_game
from desktop.model import Seat
from desktop.window.main_window import MainWindow
from tests.core.test_record import finished_game
from tests.desktop.test_events_told import AMBUSH
from tests.desktop.test_nothing_lost import offered, resume

pytestmark = pytest.mark.window(view="2d")


def finish(window: MainWindow, game: str = "ambush", moves: list[str] | None = None) -> None:
    window.session.start_game(make_game(game), (Seat("Ann"), Seat("Bob")), moves=moves or AMBUSH)
    assert window.model.state.is_over


def test_the_summary_says_who_won_how_and_the_feats(window: MainWindow) -> None:
    finish(window)
    summary = window.game_page.summary
    assert summary.isVisible() and QApplication.activeModalWidget() is None
    assert summary.title.text() == "A win for Ann"
    lines = summary.lines.text()
    assert "Ann 5 – 0 Bob</b> (pips captured) · 30 moves" in lines
    assert "All 30 pyramids have been played." in lines
    assert "Biggest capture: Ann captured the large pyramid of Bob on b4 — 3 pips." in lines
    assert "Captures: Ann 3, Bob 0 · coasters turned: Ann 1, Bob 3." in lines
    bar = window.game_page.message_bar
    assert not bar.rematch_button.isVisible() and bar.new_game_button.isVisible()
    for game, seed, feat in (("pylos", 1, "Balls taken back: "), ("pylon", 2, "Tallest stack: ")):
        finish(window, game, finished_game(make_game(game), seed))
        assert feat in summary.lines.text(), game


def test_rematch_lets_the_other_player_start(qtbot: QtBot, window: MainWindow) -> None:
    finish(window)
    summary = window.game_page.summary
    qtbot.mouseClick(summary.rematch_button, Qt.MouseButton.LeftButton)
    model = window.model
    assert model.names == ("Bob", "Ann") and model.length == 0
    assert model.player_name(model.state.current_player) == "Bob"  # Bob moves first now
    assert not summary.isVisible() and window.game_page.players.isVisible()
    assert QApplication.activeModalWidget() is None  # nothing asked
    assert offered(window) == {}  # the session keeps no finished game: nothing to come back to


def test_rematch_keeps_a_finished_game_looked_at_from_earlier(
    qtbot: QtBot, window: MainWindow
) -> None:
    finish(window)
    window.model.review(20)
    summary = window.game_page.summary
    assert summary.isVisible()  # looking back through the game, the summary at hand
    qtbot.mouseClick(summary.rematch_button, Qt.MouseButton.LeftButton)
    assert window.model.names == ("Bob", "Ann") and window.model.length == 0
    resume(qtbot, window, "Ambush game")
    assert window.model.move_texts() == AMBUSH and window.model.names == ("Ann", "Bob")


def test_the_summary_goes_with_an_undo_and_when_put_away(qtbot: QtBot, window: MainWindow) -> None:
    finish(window)
    page = window.game_page
    window.session.undo()
    assert not page.summary.isVisible() and page.players.isVisible()
    window.model.redo()
    assert page.summary.isVisible() and not page.players.isVisible()
    qtbot.mouseClick(page.summary.close_button, Qt.MouseButton.LeftButton)
    assert not page.summary.isVisible() and page.players.isVisible()
    assert page.message_bar.rematch_button.isVisible()  # the bar offers it again
    finish(window, "pylon", finished_game(make_game("pylon"), 2))
    assert page.summary.isVisible()  # put away for one game only


def test_analyse_starts_the_analysis(qtbot: QtBot, window: MainWindow) -> None:
    finish(window)
    summary = window.game_page.summary
    computer = window.session.computer
    qtbot.mouseClick(summary.analyse_button, Qt.MouseButton.LeftButton)
    assert computer.analysis is not None and window.game_page.analysis.running
    assert not summary.analyse_button.isEnabled()
    computer.stop_analysis("the test has seen it start")
    qtbot.waitUntil(lambda: summary.analyse_button.isEnabled())
