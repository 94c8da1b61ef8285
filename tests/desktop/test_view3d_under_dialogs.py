"""The 3D view stays drawn while a dialog is open over the window (it went blank, wholly or in
part, behind a file, rules or New Game dialog). What the screen shows is grabbed — not the
view's own framebuffer, which is drawn whether it is on show or not — and the 3D pane's part of
it, outside the dialog, must still hold the table: many colours, not one blank fill."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtGui import QGuiApplication, QImage
from PySide6.QtWidgets import QApplication, QDialog, QFileDialog, QWidget
from pytestqt.qtbot import QtBot

from core.registry import make_game
from desktop.study.browser import RulesDialog
from desktop.window.main_window import MainWindow
from desktop.window.new_game import NewGameDialog

pytestmark = pytest.mark.window(view="both", size=(1280, 800), active=True)


def settle(qtbot: QtBot) -> None:
    for _ in range(5):
        QApplication.processEvents()
    qtbot.wait(60)


def colours(image: QImage, rect: QRect) -> int:
    """How many different colours a grid of points of ``rect`` shows."""
    seen = set()
    for x in range(rect.left(), rect.right(), 12):
        for y in range(rect.top(), rect.bottom(), 12):
            seen.add(image.pixel(x, y))
    return len(seen)


def pane_outside(window: MainWindow, dialog: QWidget) -> QRect:
    """The part of the 3D pane, on the screen, left of or below the dialog."""
    view = window.game_page.board3d
    assert view is not None
    pane = QRect(view.mapToGlobal(QPoint(0, 0)), view.size())
    shown = dialog.frameGeometry()
    left = QRect(pane.topLeft(), QPoint(min(pane.right(), shown.left() - 1), pane.bottom()))
    return left if left.width() > 80 else pane


@pytest.mark.parametrize("which", ["file", "rules", "new game"])
def test_the_3d_view_stays_drawn_behind_a_dialog(
    qtbot: QtBot, window: MainWindow, which: str
) -> None:
    window.session.start_game(make_game("pylon"), moves="Sa1 Sf5 Mb2".split())
    settle(qtbot)
    screen = QGuiApplication.primaryScreen()
    view = window.game_page.board3d
    assert view is not None
    pane = QRect(view.mapToGlobal(QPoint(0, 0)), view.size())
    before = colours(screen.grabWindow(0).toImage(), pane)
    assert before > 8, "the table is drawn before any dialog"
    dialog: QDialog
    if which == "file":
        dialog = QFileDialog(window, "Open a saved game")
        dialog.setOption(QFileDialog.Option.DontUseNativeDialog)
    elif which == "rules":
        dialog = RulesDialog("pylon", window)
    else:
        dialog = NewGameDialog("pylon", parent=window)
    dialog.resize(420, 360)
    dialog.move(window.mapToGlobal(QPoint(window.width() - 460, 60)))
    dialog.open()
    try:
        settle(qtbot)
        view.update()  # a frame drawn while the dialog is open (a move's animation would)
        settle(qtbot)
        shot = screen.grabWindow(0).toImage()
        outside = pane_outside(window, dialog)
        assert colours(shot, outside) > 8, f"the 3D view is blank behind the {which} dialog"
    finally:
        dialog.close()
