"""Moving the mouse over every point of a board leaves the board exactly as it was.

PySide6 6.9–6.11 hands a top-level QGraphicsItem to Python when ``parentItem()`` is called on
it, and the item is deleted with its wrapper: hovering once made the board's frame vanish.
"""

from __future__ import annotations

import gc

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QImage, QMouseEvent
from PySide6.QtWidgets import QApplication, QWidget

from core import make_game
from core.playout import random_record
from desktop.window.main_window import MainWindow
from tests.desktop.conftest import OpenWindow
from tests.desktop.variants import boards

STEP = 8  # pixels between two mouse positions of the sweep (and every item's own point besides)


def move_to(widget: QWidget, point: QPoint) -> None:
    """The mouse moves to ``point``, delivered at once (a real pointer's move through the window
    system arrives later, after the test has looked)."""
    local = QPointF(point)
    event = QMouseEvent(
        QEvent.Type.MouseMove,
        local,
        QPointF(widget.mapToGlobal(point)),
        Qt.MouseButton.NoButton,
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
    )
    QApplication.sendEvent(widget, event)


def sweep(widget: QWidget, width: int, height: int, step: int, extra: list[QPoint]) -> None:
    """The mouse over a grid of the widget, row by row, then over each point of ``extra`` (the
    middle of every item, which a grid may step over), then back to the corner."""
    for y in range(0, height, step):
        for x in range(0, width, step) if y // step % 2 == 0 else range(width - 1, -1, -step):
            move_to(widget, QPoint(x, y))
    for point in extra:
        move_to(widget, point)
    move_to(widget, QPoint(1, 1))
    gc.collect()
    QApplication.processEvents()


def same_picture(a: QImage, b: QImage) -> bool:
    return a.size() == b.size() and a.constBits().tobytes() == b.constBits().tobytes()


pytestmark = pytest.mark.window(view=None, size=(900, 560))


@pytest.mark.parametrize(("name", "options"), boards())
def test_hovering_every_point_of_the_2d_board_keeps_every_item(
    window: MainWindow, name: str, options: dict[str, str]
) -> None:
    window.preferences.set_view("2d", remember_it=False)
    game = make_game(name, options)
    window.session.start_game(game, moves=random_record(game, 2, limit=9))
    window.game_page.finish_animations()
    view = window.game_page.board2d
    viewport = view.viewport()
    move_to(viewport, QPoint(1, 1))
    QApplication.processEvents()
    items = {id(item): type(item).__name__ for item in view.scene().items()}
    picture = viewport.grab().toImage()
    middles = [
        view.mapFromScene(item.sceneBoundingRect().center()) for item in view.scene().items()
    ]
    inside = [p for p in middles if viewport.rect().contains(p)]
    sweep(viewport, viewport.width(), viewport.height(), STEP, inside)
    after = {id(item): type(item).__name__ for item in view.scene().items()}
    assert len(after) == len(items), sorted(set(items.values()) ^ set(after.values()))
    assert same_picture(viewport.grab().toImage(), picture)


@pytest.mark.parametrize(("name", "options"), boards())
def test_hovering_every_point_of_the_3d_view_keeps_every_item(
    window: MainWindow, name: str, options: dict[str, str]
) -> None:
    window.preferences.set_view("3d", remember_it=False)
    view = window.game_page.board3d
    if view is None:
        pytest.skip("no OpenGL on this display")
    game = make_game(name, options)
    window.session.start_game(game, moves=random_record(game, 2, limit=9))
    window.game_page.finish_animations()
    move_to(view, QPoint(1, 1))
    QApplication.processEvents()
    items = list(view.items)  # type: ignore[attr-defined]
    picture = view.grabFramebuffer()  # type: ignore[attr-defined]
    targets = [view.screen_point(target.click) for target in window.model.builder.targets()]
    points = [QPoint(round(p[0]), round(p[1])) for p in targets if p is not None]
    sweep(view, view.width(), view.height(), 2 * STEP, points)
    after = list(view.items)  # type: ignore[attr-defined]
    assert all(item in after for item in items)  # (a hidden hover ghost may be kept for reuse)
    assert same_picture(view.grabFramebuffer(), picture)  # type: ignore[attr-defined]


@pytest.mark.parametrize("view", ["2d", "3d"])
def test_a_hover_mark_goes_when_the_pointer_jumps_off_the_board(
    open_window: OpenWindow, view: str
) -> None:
    """A fast pointer leaves the board without a move over its edge: the board hears only that
    the pointer left, and the hover frame on the square it was over goes with it."""
    window = open_window(view=view)
    window.session.start_game(make_game("pylos"))
    board = window.game_page.board2d if view == "2d" else window.game_page.board3d
    assert board is not None
    point = board.view_point("1b2")
    point = QPoint(*point) if isinstance(point, tuple) else point
    target = board.viewport() if view == "2d" else board
    move_to(target, point)
    assert board._hover is not None
    QApplication.sendEvent(target if view == "3d" else board, QEvent(QEvent.Type.Leave))
    assert board._hover is None
    if view == "2d":
        assert board.board.hover_marker is None
