"""A click on a dialog's button never reaches the board behind it: the default button of every
dialog the window opens over a game is double-clicked with the real pointer (xdotool, on the
tests' X server), placed over a square where a click would play a move, in the 2D and the 3D
view. The first click closes the dialog; the second, which the window system hands to the board
now under the pointer, must neither play, nor select, nor be refused."""

from __future__ import annotations

import shutil
import subprocess
import time
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QObject, QPoint, QTimer
from PySide6.QtGui import QWindow
from PySide6.QtWidgets import QApplication, QDialog, QFileDialog, QPushButton, QWidget
from pytestqt.qtbot import QtBot

from core.registry import make_game
from desktop.model import Seat
from desktop.window.dialogs import show_rules
from desktop.window.main_window import MainWindow
from tests.desktop.conftest import OpenWindow

pytestmark = pytest.mark.skipif(
    shutil.which("xdotool") is None, reason="xdotool moves the real pointer (./dev installs it)"
)

TARGET = "1b2"  # an empty square of Pylos's base: one click there places a ball


def _trigger(name: str) -> Callable[[MainWindow], None]:
    return lambda window: window.menus.actions[name].trigger()


def _ask_a_person(window: MainWindow) -> None:
    """A question to the players (Pylon's proposal, to a person): Yes and No, No the default."""
    window.ask("Propose to end the game now", "Bob, do you accept?")


DIALOGS: dict[str, Callable[[MainWindow], None]] = {
    "new game": _trigger("new"),
    "open": _trigger("open"),
    "save as": _trigger("save_as"),
    "export": _trigger("export"),
    "about": _trigger("about"),
    "lessons": _trigger("learn"),
    "puzzles": _trigger("puzzles"),
    "practice": _trigger("practice"),
    "rules": lambda window: show_rules(window, "pylos"),
    "question": _ask_a_person,
}


def default_button(dialog: QWidget) -> QPushButton:
    buttons = [b for b in dialog.findChildren(QPushButton) if b.isVisible() and b.isEnabled()]
    chosen = [b for b in buttons if b.isDefault()] or [b for b in buttons if b.autoDefault()]
    assert chosen, f"{type(dialog).__name__} has no default button"
    return chosen[0]


def the_dialog(window: MainWindow) -> QWidget | None:
    modal = QApplication.activeModalWidget()
    if modal is not None and modal is not window:
        return modal
    shown = [w for w in window.findChildren(QDialog) if w.isVisible()]
    return shown[-1] if shown else None


class Releases(QObject):
    """Counts the pointer's releases the application is handed (each comes to one window)."""

    def __init__(self) -> None:
        super().__init__()
        self.count = 0

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.MouseButtonRelease and isinstance(watched, QWindow):
            self.count += 1
        return False


def double_click_over(
    qtbot: QtBot,
    window: MainWindow,
    board: QWidget,
    point: QPoint,
    folder: Path,
    sent: list[subprocess.Popen[bytes]],
) -> Callable[[], None]:
    """What runs once the dialog is up: its default button moved over ``point`` of ``board``
    (a file dialog pointed at ``folder`` first), then a real double click on it (by the
    process put in ``sent``)."""

    def act() -> None:
        dialog = the_dialog(window)
        if dialog is None:
            QTimer.singleShot(50, act)
            return
        if isinstance(dialog, QFileDialog):
            dialog.setDirectory(str(folder))
            dialog.selectFile(str(folder / "game.pdgame"))
        QApplication.processEvents()
        button = default_button(dialog)
        aim = board.mapToGlobal(point)
        inside = button.mapTo(dialog, button.rect().center())
        frame = dialog.frameGeometry().topLeft() - dialog.geometry().topLeft()
        dialog.move(aim - inside - frame)
        for _ in range(5):
            QApplication.processEvents()
        qtbot.wait(150)
        spot = button.mapToGlobal(button.rect().center())
        clicks = subprocess.Popen(
            [
                "xdotool",
                "mousemove",
                "--sync",
                str(spot.x()),
                str(spot.y()),
                "click",
                "--repeat",
                "2",
                "--delay",
                "90",
                "1",
            ]
        )
        sent.append(clicks)

    return act


@pytest.mark.parametrize("view", ["2d", "3d"])
@pytest.mark.parametrize("which", list(DIALOGS))
def test_a_double_click_on_a_dialog_s_default_button_never_reaches_the_board(
    qtbot: QtBot, open_window: OpenWindow, tmp_path: Path, view: str, which: str
) -> None:
    window = open_window(view=view, size=(1200, 780), active=True)
    window.session.start_game(make_game("pylos"), (Seat("Ann"), Seat("Bob")), moves=["1a1"])
    board = window.game_page.board2d if view == "2d" else window.game_page.board3d
    assert board is not None
    qtbot.wait(200)
    point = board.view_point(TARGET)
    assert point is not None
    point = QPoint(*point) if isinstance(point, tuple) else point
    model = window.model
    reached: list[str] = []  # what the board handed the model, once the dialog is up
    for intent in ("click", "click_nothing", "step_back_click"):
        original = getattr(model, intent)
        setattr(model, intent, lambda *a, _o=original, _n=intent: (reached.append(_n), _o(*a)))
    releases = Releases()
    QApplication.instance().installEventFilter(releases)
    sent: list[subprocess.Popen[bytes]] = []
    QTimer.singleShot(100, double_click_over(qtbot, window, board, point, tmp_path, sent))
    DIALOGS[which](window)
    qtbot.waitUntil(lambda: the_dialog(window) is None, timeout=10_000)
    qtbot.waitUntil(lambda: sent[0].poll() is not None, timeout=10_000)  # both clicks made
    settled = time.monotonic() + 1.0  # and handed to the application (usually far sooner)
    while releases.count < 2 and time.monotonic() < settled:
        qtbot.wait(20)
    QApplication.instance().removeEventFilter(releases)
    assert reached == [], f"the double click on {which} reached the board: {reached}"
