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
    """A new Pylos game's 3D view, its picture 1000×700 pixels on screen, its moves not
    animated."""
    view = alone(qtbot, GameModel(make_game("pylos")), (1000, 700))
    view.animation_ms = 0
    return view


def alone(qtbot: QtBot, model: GameModel, size: tuple[int, int]) -> Board3DView:
    """A 3D view of ``model`` in a pane of its own, shown, its picture ``size`` large."""
    view = Board3DView(model, desktop_kit)
    qtbot.addWidget(view.pane)
    return shown(qtbot, view, size)


def shown(qtbot: QtBot, view: Board3DView, size: tuple[int, int]) -> Board3DView:
    """``view``'s pane shown, grown or shrunk so that the picture is ``size`` large (the
    camera's row and the frame around the picture take the rest)."""
    pane = view.pane
    with qtbot.waitExposed(view):
        pane.show()
    pane.resize(size[0] + pane.width() - view.width(), size[1] + pane.height() - view.height())
    qtbot.waitUntil(lambda: (view.width(), view.height()) == size)
    return view
