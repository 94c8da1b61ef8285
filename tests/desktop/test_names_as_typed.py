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
            if "Zoë" in text:
                assert ZOE in words, text
            if "tom@" in text:
                assert TOM in words, text


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
