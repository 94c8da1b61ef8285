"""The OpenGL view's camera under Xvfb (xcb, software OpenGL): its presets and orbit stay outside
the board, a drag turns it at most a quarter turn per pane width, it frames the whole table as
the game goes on, and the side view sees the board past the reserves."""

from __future__ import annotations

import numpy as np
import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from core import make_game
from desktop.board3d.camera import pick, pixel_ray, preset, project
from desktop.board3d.view import Board3DView
from desktop.model import GameModel

from .view3d_alone import alone, finished, pylos_view, shown


@pytest.fixture
def view(qtbot: QtBot) -> Board3DView:
    return pylos_view(qtbot)


def test_camera_presets_and_orbit_stay_outside_the_board(view: Board3DView) -> None:
    extent = view.layout3d.extent
    for name in ("seat", "above", "side", "reset"):
        view.use_preset(name)
        assert view.camera().position()[2] > 0
    view.orbit(0, -200)  # try to dive under the table
    view.set_camera(view.camera())
    assert view.camera().elevation >= 8
    view.setCameraParams(distance=0.5)
    view.set_camera(view.camera())
    assert view.camera().distance >= extent * 1.1
    assert preset("above", extent).elevation > 80


def drag(view: Board3DView, dx: int, dy: int) -> None:
    """A left-button drag of (dx, dy) pixels from the middle of the view, in small steps."""
    from PySide6.QtCore import QPointF
    from PySide6.QtGui import QMouseEvent

    start = QPointF(view.width() / 2, view.height() / 2)
    left, none = Qt.MouseButton.LeftButton, Qt.MouseButton.NoButton
    modifiers = Qt.KeyboardModifier.NoModifier

    def event(kind: QMouseEvent.Type, point: QPointF, button: Qt.MouseButton) -> QMouseEvent:
        buttons = left if kind != QMouseEvent.Type.MouseButtonRelease else none
        global_point = view.mapToGlobal(point)
        return QMouseEvent(kind, point, global_point, button, buttons, modifiers)

    view.mousePressEvent(event(QMouseEvent.Type.MouseButtonPress, start, left))
    for k in range(1, 11):
        point = start + QPointF(dx * k / 10, dy * k / 10)
        view.mouseMoveEvent(event(QMouseEvent.Type.MouseMove, point, none))
    view.mouseReleaseEvent(event(QMouseEvent.Type.MouseButtonRelease, point, left))


def test_a_drag_turns_the_camera_at_most_a_quarter_turn_per_pane_width(
    view: Board3DView,
) -> None:
    """A 150-pixel drag swung the camera about 150°: now a drag across the whole pane turns it
    90° at most, and a 150-pixel one a few tens of degrees at most."""
    for dx in (150, -150, view.width()):
        view.use_preset("reset")
        before = view.camera()
        drag(view, dx, 0)
        turned = abs(view.camera().azimuth - before.azimuth)
        assert 0 < turned <= 90.0 * abs(dx) / view.width() + 0.5
    view.use_preset("reset")
    before = view.camera()
    drag(view, 0, -150)  # up and down alike
    assert 0 < abs(view.camera().elevation - before.elevation) <= 90.0 * 150 / view.width() + 0.5


def on_screen(view: Board3DView) -> np.ndarray:
    """Where every corner of everything on the table is drawn, as fractions of the pane."""
    points = project(view.camera(), view.width(), view.height(), view.layout3d.outline())
    return points / np.array([view.width(), view.height()])


@pytest.mark.parametrize("name", ["pylon", "ambush", "pylos"])
def test_the_whole_table_stays_in_the_pane_as_the_game_goes_on(qtbot: QtBot, name: str) -> None:
    """Pylon's board stayed small once the stashes were empty, and pieces captured or taken
    back later went out of the pane at the bottom: the camera frames the table again whenever
    it changes (unless the player moved it)."""
    model = GameModel(make_game(name))
    view = alone(qtbot, model, (1000, 700))
    view.animation_ms = 0
    for size in ((1000, 700), (700, 900)):
        shown(qtbot, view, size)
        model.new_game(make_game(name))
        start = view.camera().distance
        closest = start
        for move in finished(name, seed=5):
            model.play(move)
            points = on_screen(view)
            assert points.min() >= 0.0 and points.max() <= 1.0, move
            closest = min(closest, view.camera().distance)
        if name == "pylon":  # the stashes emptied: the board is drawn larger
            assert closest < start * 0.9


@pytest.mark.parametrize("size", [(450, 700), (1000, 600)])
def test_the_side_view_sees_the_board_past_the_reserves(
    qtbot: QtBot, size: tuple[int, int]
) -> None:
    """Low down, from where no reserve stands in front: across the table when the reserves
    are at the players' ends (a narrow pane), from the seat when they are beside the board."""
    widget = alone(qtbot, GameModel(make_game("ambush")), size)
    widget.use_preset("side")
    camera, layout = widget.camera(), widget.layout3d
    assert camera.elevation < 20
    cells = [(raw, a.centre) for raw, a in layout.anchors.items() if a.kind == "cell"]
    seen = 0
    for raw, centre in cells:
        x, y = project(camera, widget.width(), widget.height(), np.array([centre]))[0]
        origin, direction = pixel_ray(camera, widget.width(), widget.height(), x, y)
        seen += pick(layout.picks, origin, direction) == raw
    assert seen >= 0.9 * len(cells), f"{seen} of {len(cells)} cells in sight"
