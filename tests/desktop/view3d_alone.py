"""A 3D view alone in a widget of its own (no main window) and finished games to show in it, for
the 3D view's tests (``tests.desktop.test_view3d``, ``test_view3d_camera``)."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from core import make_game
from core.playout import random_record
from desktop.board3d.view import Board3DView
from desktop.model import GameModel
from desktop.registry import desktop_kit


def finished(name: str, seed: int = 3) -> list[str]:
    return random_record(make_game(name), seed)


def pylos_view(qtbot: QtBot) -> Board3DView:
    """A new Pylos game's 3D view, 1000×700 pixels on screen, its moves not animated."""
    model = GameModel(make_game("pylos"))
    widget = Board3DView(model, desktop_kit)
    qtbot.addWidget(widget)
    widget.animation_ms = 0
    widget.resize(1000, 700)
    with qtbot.waitExposed(widget):
        widget.show()
    return widget
