"""What leaves the board in 2D can be seen and read: a captured pyramid flies off its square to
the capturer's tray (its square shows it gone), captured and set-aside pyramids are drawn large
enough to tell their sizes apart, and a stack's make-up marks read at 1024×600 and 1280×800."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QApplication, QGraphicsItem
from pytestqt.qtbot import QtBot

from core.registry import make_game
from core.transitions import CAPTURED
from desktop.board2d.view import BoardView
from desktop.games.ambush.scene import AmbushScene
from desktop.games.icehouse.pieces2d import PyramidSideItem, StackItem
from desktop.model import Seat
from desktop.window.main_window import MainWindow
from tests.core.test_record import finished_game
from tests.desktop.test_events_told import AMBUSH

pytestmark = pytest.mark.window(view="2d", size=(1024, 600))
SIZES = ((1024, 600), (1280, 800))


def on_screen(view: BoardView, item: QGraphicsItem, rect: QRectF | None = None) -> QRectF:
    """Where ``rect`` of ``item`` (its bounding rectangle by default) is drawn, in pixels."""
    scene_rect = item.mapRectToScene(rect if rect is not None else item.boundingRect())
    return QRectF(view.mapFromScene(scene_rect).boundingRect())


def resized(qtbot: QtBot, window: MainWindow, size: tuple[int, int]) -> BoardView:
    window.resize(*size)
    qtbot.wait(50)
    QApplication.processEvents()
    return window.game_page.board2d


def test_a_captured_pyramid_leaves_its_square(window: MainWindow) -> None:
    window.session.start_game(make_game("ambush"), (Seat("Ann"), Seat("Bob")), moves=AMBUSH[:28])
    board = window.game_page.board2d.board
    assert isinstance(board, AmbushScene)
    before = window.model.state
    (step,) = [s for s in before.transition(before.parse_move("Lb3")).steps if s.kind == CAPTURED]
    (stack,) = board.pieces_at["b4"]
    flights = board.flights(step)
    assert not stack.isVisible()  # the square shows it gone while it flies
    assert len(flights) == 1 and flights[0].item is not stack and flights[0].item.isVisible()
    assert flights[0].start == board.anchor("b4") and flights[0].end == board.sink_point(step)


def test_captured_and_set_aside_pyramids_can_be_told_apart(
    qtbot: QtBot, window: MainWindow
) -> None:
    """At 1024×600 with both views (the 2D board at its smallest), a captured small pyramid is
    still 14 pixels across (it was 11: 8 drawn), a captured large one clearly larger."""
    window.session.start_game(make_game("ambush"), (Seat("Ann"), Seat("Bob")), moves=AMBUSH)
    window.game_page.set_view("both")
    view = resized(qtbot, window, (1024, 600))
    board = view.board
    assert isinstance(board, AmbushScene)
    for kind, least in (("captured", 14), ("paid", 12)):
        trays = {
            (board.tray_point(player, kind, index).x(), board.tray_point(player, kind, index).y())
            for player in (0, 1)
            for index in range(15)
        }
        drawn = {
            item.size: on_screen(view, item)
            for item in board.items()
            if isinstance(item, PyramidSideItem) and (item.pos().x(), item.pos().y()) in trays
        }
        assert drawn and min(rect.width() for rect in drawn.values()) >= least, (kind, drawn)
        if 0 in drawn and 2 in drawn:
            assert drawn[2].height() >= 1.6 * drawn[0].height(), (kind, drawn)


def test_a_stacks_make_up_reads(qtbot: QtBot, window: MainWindow) -> None:
    moves = finished_game(make_game("pylon"), 2)
    window.session.start_game(make_game("pylon"), (Seat("Ann"), Seat("Bob")), moves=moves)
    for size in SIZES:
        view = resized(qtbot, window, size)
        stacks = [
            item
            for item in view.board.items()
            if isinstance(item, StackItem) and len(item.pieces) >= 3
        ]
        assert stacks
        for stack in stacks:
            _strip, chips = stack.chip_rects()
            widths: dict[int, float] = {}
            for rect, _player, pyramid in chips:
                shown = on_screen(view, stack, rect)
                assert shown.height() >= 4.5 and shown.width() >= 6, (size, shown)
                widths[pyramid] = shown.width()
            for small, large in ((0, 1), (1, 2)):
                if small in widths and large in widths:
                    assert widths[large] - widths[small] >= 2.5, (size, widths)
