"""What happened is told: a capture, a take-back, a payment, a stack taken, each said in the
message line in words that name the pieces and places (in English and in French), marked in the
move list with its words in the row's tool tip; and a finished game reviewed from the move list
shows the row under review, highlighted and whole."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QListWidget
from pytestqt.qtbot import QtBot

from core.registry import make_game
from desktop.i18n.language import choose_for_this_run
from desktop.model import Seat
from desktop.window.main_window import MainWindow

pytestmark = pytest.mark.window(view="2d")

AMBUSH = (
    "Sd3 Sc4 Sb3 Ma4 Mf5 Sd4 Sc5 Sb4 Sf1 S@NE90 La2 S@SE90 Mf1 Me2 Ma6 M@NE270 La2 Lf4 Lc2 Mf5 "
    "Sc3 Lf2 Md3 Me1 M@SE270 Lf4 Lb5 Lb4 Lb3 Le5"
).split()
"""A random game (seed 4): move 10 pays for a turn, moves 21, 27 and 29 capture."""
PYLOS = "1d2 1c3 1b3 1c1 1c2 1c4 1a4 1b1 1a1 1d4 1a3 1d3x1d4 1b3-2c2 1b3 1a2 1d4x1b3x1d4".split()
PYLON = (
    "Sf3 Lc3 Sc2 Mf1 Sb4 Le3 Lf2 Ld4 Le1 La3 Sf4 Sd2 Mb5 Sb1 Ma4 Md5 La5 Sa1 Le2 Mc4 Lb2 Le5 "
    "Sf5 Ma2 Mc1 Md1 Mb3 Sd3 Me4 Sc5 f5-e5 f2-e2"
).split()


def start(window: MainWindow, game: str, moves: list[str]) -> None:
    window.session.start_game(make_game(game), (Seat("Ann"), Seat("Bob")), moves=moves)


def said_after(window: MainWindow, game: str, moves: list[str]) -> str:
    """The message line once the last of ``moves`` was played on the board."""
    start(window, game, moves[:-1])
    window.model.play(moves[-1])
    return window.game_page.message_bar.text()


def row(window: MainWindow, number: int) -> tuple[str, str]:
    """Move ``number``'s row in the move list: its words and its tool tip."""
    item = window.game_page.moves.list.item(number)
    return item.text(), item.toolTip()


def test_an_ambush_capture_and_payment_are_told_and_marked(window: MainWindow) -> None:
    words = said_after(window, "ambush", AMBUSH[:29])
    assert words.startswith("Ann captured the large pyramid of Bob on b4 — 3 pips.\nBob: ")
    text, tip = row(window, 29)
    assert text.endswith("Lb3 ×") and tip == "Ann captured the large pyramid of Bob on b4 — 3 pips"
    assert not row(window, 28)[0].endswith("×")  # a plain move has no mark
    bar = window.game_page.message_bar
    for thinking in ("Bob: thinking…", "Bob: thinking… depth 3"):  # a computer's words
        bar.show_thinking(thinking, 0.5)
        assert bar.text() == f"Ann captured the large pyramid of Bob on b4 — 3 pips.\n{thinking}"
    bar.show_thinking("", None)
    window.model.click("size:S")  # a move being built: the words of the last one go
    assert "captured" not in window.game_page.message_bar.text()
    window.model.cancel_move()
    assert "captured" in window.game_page.message_bar.text()
    window.model.undo()  # what the last move did goes with it
    assert "captured" not in window.game_page.message_bar.text()
    words = said_after(window, "ambush", AMBUSH[:10])
    assert words.startswith(
        "Bob paid a small pyramid to turn the NE coaster (top right) a quarter turn clockwise.\n"
    )
    assert row(window, 10)[1].startswith("Bob paid a small pyramid")


def test_a_pylos_take_back_is_told_and_marked(window: MainWindow) -> None:
    words = said_after(window, "pylos", PYLOS[:12])
    assert words.startswith("Bob took back the ball on 1d4: 10 balls in reserve.\nAnn: ")
    assert row(window, 12)[0].endswith("1d3x1d4 ↺")
    words = said_after(window, "pylos", PYLOS)
    assert words.startswith("Bob took back the balls on 1b3 and 1d4: 10 balls in reserve.\n")
    assert row(window, 16)[0].endswith("↺↺")


def test_pylon_stacking_is_told(window: MainWindow) -> None:
    words = said_after(window, "pylon", PYLON[:30])
    assert words.startswith("The board is full: stacking begins, Bob to move first.\nBob: ")
    words = said_after(window, "pylon", PYLON[:31])
    assert words.startswith(
        "Bob put the stack on f5 onto the stack of Bob on e5: its 2 pyramids now score for Ann.\n"
    )
    assert row(window, 31)[1].startswith("Bob put the stack on f5")


@pytest.fixture
def french(window: MainWindow) -> Iterator[MainWindow]:
    window.preferences.set_language("fr")
    try:
        yield window
    finally:
        window.preferences.set_language("en")
        choose_for_this_run(None)


def test_what_happened_is_told_in_french(french: MainWindow) -> None:
    capture = said_after(french, "ambush", AMBUSH[:29])
    assert capture.startswith("Ann a pris la grande de Bob en b4 — 3 points.\n"), capture
    taken = said_after(french, "pylos", PYLOS[:12])
    assert taken.startswith("Bob a repris la bille en 1d4 : 10 billes en réserve.\n"), taken


def test_the_row_under_review_is_the_one_highlighted_and_whole(
    qtbot: QtBot, window: MainWindow
) -> None:
    start(window, "ambush", AMBUSH)
    moves: QListWidget = window.game_page.moves.list
    for number in (24, 3, 29):
        item = moves.item(number)
        moves.scrollToItem(item)
        qtbot.mouseClick(
            moves.viewport(), Qt.MouseButton.LeftButton, pos=moves.visualItemRect(item).center()
        )
        assert window.model.cursor == number and window.model.reviewing
        assert moves.currentRow() == number
        assert [moves.row(chosen) for chosen in moves.selectedItems()] == [number]
        assert moves.viewport().rect().contains(moves.visualItemRect(moves.item(number)))
