"""Playing in the OpenGL view under Xvfb (xcb, software OpenGL): a click in 3D plays the move the
builder expects and the 2D board shows it, a refused click is explained, a click during a move's
animation is judged by the view the player aimed in, both views animate a rotation together, and
the view chosen is remembered."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from core import make_game
from core.clicks import Click
from core.playout import random_record
from desktop.board3d.camera import framed, pick, pixel_ray
from desktop.board3d.layout import Slot, arranged
from desktop.board3d.view import Board3DView
from desktop.model import GameModel
from desktop.window.main_window import MainWindow
from tests.desktop.view3d_alone import alone


def click3d(qtbot: QtBot, view: Board3DView, raw: str) -> None:
    point = view.view_point(raw)
    assert point is not None, raw
    found = view.raw_at(*point)
    assert found == Click.parse(raw), f"{raw}: the click lands on {found}"
    QTest.mouseClick(
        view, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, QPoint(*point)
    )


def test_clicks_in_3d_play_moves_that_the_2d_board_shows(qtbot: QtBot, window: MainWindow) -> None:
    view3d = window.game_page.board3d
    assert isinstance(view3d, Board3DView)
    model = window.model
    window.session.start_game(make_game("pylon"))
    for raw in ["size:M", "c3"]:
        click3d(qtbot, view3d, raw)
    assert model.move_texts() == ["Mc3"]
    assert "c3" in window.game_page.board2d.board.pieces_at
    click3d(qtbot, view3d, "d4")  # square first, then the size
    click3d(qtbot, view3d, "size:L")
    assert model.move_texts() == ["Mc3", "Ld4"]
    window.session.start_game(make_game("pylos"), moves=["1a1", "1b1", "1a2", "1b2"])
    view3d.use_preset("seat")
    click3d(qtbot, view3d, "2a1")  # a ghost ball on top of four
    assert model.move_texts()[-1] == "2a1"
    assert "2a1" in window.game_page.board2d.board.pieces_at
    window.session.start_game(make_game("ambush"))
    click3d(qtbot, view3d, "rotate:NE")
    choices = window.game_page.message_bar.choices
    assert set(choices.buttons) == {"angle:90", "angle:180", "angle:270"}
    choices.buttons["angle:90"].click()
    assert model.move_texts() == ["S@NE90"]
    click3d(qtbot, view3d, "b2")
    assert model.move_texts() == ["S@NE90", "Sb2"]
    assert window.game_page.board2d.board.pieces_at.get("b2")


def test_a_refused_3d_click_is_explained(qtbot: QtBot, window: MainWindow) -> None:
    view3d = window.game_page.board3d
    assert isinstance(view3d, Board3DView)
    window.session.start_game(make_game("ambush"), moves=["Sb2"])
    click3d(qtbot, view3d, "b2")
    assert "b2 holds your opponent's pyramids" in window.game_page.message_bar.refusal


def test_3d_and_2d_animate_a_rotation_together(qtbot: QtBot, window: MainWindow) -> None:
    view3d = window.game_page.board3d
    assert isinstance(view3d, Board3DView)
    window.game_page.board2d.animation_ms = 80
    view3d.animation_ms = 80
    window.session.start_game(make_game("ambush"), moves="Sa6 Sf6 Mb2 Sf5 Se1 Mc2 Sa5 Se2".split())
    window.model.play("S@NE270~")
    assert view3d.animating and window.game_page.board2d.animating
    qtbot.waitUntil(
        lambda: not view3d.animating and not window.game_page.board2d.animating, timeout=5000
    )  # type: ignore[attr-defined]
    assert view3d.layout3d.piece(Slot.beside("tree", 1, 0, group=0)) is not None
    state = window.model.state
    assert [p.slot for p in view3d.layout3d.pieces if p.slot.area == "captured"] == [
        Slot.beside("captured", 1, 0)
    ]
    assert state.captured(1) == (0,)  # type: ignore[attr-defined]


def test_view_modes_are_remembered(qtbot: QtBot, window: MainWindow) -> None:
    window.preferences.set_view("3d")
    page = window.game_page
    assert not page.board2d.isVisibleTo(page) and page.board3d.pane.isVisibleTo(page)  # type: ignore[union-attr]
    again = MainWindow()
    qtbot.addWidget(again)
    assert again.game_page.view_mode == "3d"
    assert again.actions_by_name["view:3d"].isChecked()
    window.preferences.set_view("both")


def test_a_click_during_a_move_is_judged_by_the_view_the_player_aimed_in(qtbot: QtBot) -> None:
    """The end of a move may frame the table anew (here an Ambush turn): a click that cuts the
    animation short names what was under the pointer when the player clicked."""
    game = make_game("ambush")
    moves = random_record(game, seed=0)
    model = GameModel(game)
    model.new_game(game, moves=moves[:6])
    widget = alone(qtbot, model, (700, 600))
    widget.use_preset("seat")
    widget.animation_ms = 5_000
    model.play(model.state.parse_move(moves[6]))
    assert widget.animating
    size = widget.width(), widget.height()
    seen, before = widget.camera(), widget.layout3d
    after = arranged(widget.table.layout(model.state), widget.arrangement)
    assert widget._preset_camera is not None
    final = framed(widget._preset_camera, after.outline(), *size)
    assert final.distance != pytest.approx(seen.distance)  # the table is framed anew
    aimed = None
    for x, y in ((x, y) for y in range(0, size[1], 9) for x in range(0, size[0], 9)):
        raw = pick(before.picks, *pixel_ray(seen, *size, x, y))
        if (
            raw is not None
            and raw.is_place
            and pick(after.picks, *pixel_ray(final, *size, x, y)) != raw
        ):
            aimed = raw, QPoint(x, y)  # a place the new framing would take for another
            break
    assert aimed is not None
    clicked: list[Click] = []
    model.click = clicked.append  # type: ignore[method-assign,assignment]
    QTest.mouseClick(widget, Qt.MouseButton.LeftButton, pos=aimed[1])
    assert not widget.animating and clicked == [aimed[0]]
