"""The players' names show as they were typed, wherever the window shows them: a name that
looks like markup ("<i>Zoë</i> & <b>co", "Tom <tom@example.org>") is not read as markup in the
players panel, the message line, the end-of-game summary or a question to the players."""

from __future__ import annotations

import pytest
from PySide6 import QtGui
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QApplication, QLabel, QMessageBox
from pytestqt.qtbot import QtBot

from core import game_names, make_game
from desktop.model import Seat
from desktop.window.main_window import MainWindow
from tests.core.test_record import finished_game

ZOE, TOM = "<i>Zoë</i> & <b>co", "Tom <tom@example.org>"


def shown(label: QLabel) -> str:
    """The words ``label`` shows (its markup read, if it reads its text as markup)."""
    text, kind = label.text(), label.textFormat()
    markup = kind == Qt.TextFormat.RichText or (
        kind == Qt.TextFormat.AutoText and QtGui.Qt.mightBeRichText(text)
    )
    if not markup:
        return text
    document = QTextDocument()
    document.setHtml(text)
    return document.toPlainText()


def shown_tip(text: str) -> str:
    """The words a tool tip of ``text`` shows (its markup read, if Qt reads it as markup)."""
    if not QtGui.Qt.mightBeRichText(text):
        return text
    document = QTextDocument()
    document.setHtml(text)
    return document.toPlainText()


def labels_naming(window: MainWindow) -> list[tuple[str, str]]:
    """Each label in sight that names a player: what it holds and what it shows."""
    found = []
    for label in window.findChildren(QLabel):
        if label.isVisible() and ("Zoë" in label.text() or "tom@" in label.text()):
            found.append((label.text(), shown(label)))
    return found


@pytest.mark.parametrize("name", game_names())
def test_names_that_look_like_markup_show_as_typed(window: MainWindow, name: str) -> None:
    game = make_game(name)
    for moves in ([], finished_game(game, 2)):
        window.session.start_game(game, (Seat(ZOE), Seat(TOM)), moves)
        QApplication.processEvents()
        seen = labels_naming(window)
        assert len(seen) >= 2  # the players panel or the summary, the message line
        for text, words in seen:
            for typed, mark in ((ZOE, "Zoë"), (TOM, "tom@")):
                if mark not in text:
                    continue
                if typed not in words:  # the players' panel cuts a long name short ("…")
                    cut = words.split("…")[0]
                    assert "…" in words and len(cut) >= 6 and typed.startswith(cut), text
                else:
                    assert typed in words, text
        tips = [shown_tip(label.toolTip()) for label in window.game_page.players.names]
        assert ZOE in tips[0] and TOM in tips[1]


def test_long_names_cut_short_show_whole_and_as_typed_in_their_tips(window: MainWindow) -> None:
    long = f"{ZOE}, champion of the whole northern league of pyramids"
    window.session.start_game(make_game("pylos"), (Seat(long), Seat(TOM)), ["1b1"])
    QApplication.processEvents()
    moves = window.game_page.moves.list
    assert long in shown_tip(moves.item(1).toolTip())  # the move list cuts the row short
    scene = window.game_page.board2d.scene()
    tips = [shown_tip(item.toolTip()) for item in scene.items() if item.toolTip()]
    assert any(long in tip for tip in tips), tips  # the board's label, cut short too


def test_the_start_screen_names_a_kept_game_s_players_as_typed(window: MainWindow) -> None:
    window.session.start_game(make_game("pylos"), (Seat(ZOE), Seat(TOM)), ["1a1", "1b1"])
    window.session.start_game(make_game("pylon"))
    window.session.show_start()
    QApplication.processEvents()
    (label, _resume, _discard), *_ = window.start_screen.kept.values()
    assert f"({ZOE} against {TOM}, 2 moves)" in shown(label)


def test_a_question_to_the_players_shows_their_names_as_typed(
    qtbot: QtBot, window: MainWindow
) -> None:
    seen: list[tuple[str, Qt.TextFormat]] = []

    def answer() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(20, answer)
            return
        seen.append((box.text(), box.textFormat()))
        box.button(QMessageBox.StandardButton.No).click()

    QTimer.singleShot(20, answer)
    assert window.ask("Proposal", f"{ZOE}, do you accept?") is False
    assert seen == [(f"{ZOE}, do you accept?", Qt.TextFormat.PlainText)]
