"""The OpenGL view under Xvfb (xcb, software OpenGL): it renders each game where the geometry
says, a click in 3D plays the move the builder expects, and the 2D board shows it too."""

from __future__ import annotations

import numpy as np
import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from core import make_game
from core.api import State
from core.clicks import Click
from core.games.pylos.board import NAME
from core.games.pylos.rules import PylosState
from core.playout import random_record
from desktop.board3d.camera import (
    Camera,
    framed,
    pick,
    pixel_ray,
    preset,
    project,
    projection_matrix,
    view_matrix,
)
from desktop.board3d.layout import Slot, arranged
from desktop.board3d.view import Board3DView
from desktop.model import GameModel
from desktop.registry import desktop_kit
from desktop.window.main_window import MainWindow

from .clicks import colour_near


def finished(name: str, seed: int = 3) -> list[str]:
    return random_record(make_game(name), seed)


@pytest.fixture
def view(qtbot: QtBot) -> Board3DView:
    model = GameModel(make_game("pylos"))
    widget = Board3DView(model, desktop_kit)
    qtbot.addWidget(widget)
    widget.animation_ms = 0
    widget.resize(1000, 700)
    with qtbot.waitExposed(widget):
        widget.show()
    return widget


def frame(view: Board3DView) -> QImage:
    return view.grabFramebuffer()


def test_the_numpy_camera_is_pyqtgraph_s(view: Board3DView) -> None:
    for camera in (Camera((1, 2, 0.5), 30, 25, -60, 60), Camera((0, -1, 0), 55, 80, 100, 45)):
        view.set_camera(camera)
        used = view.camera()
        w, h = view.width(), view.height()
        theirs_view = np.array(view.viewMatrix().copyDataTo()).reshape(4, 4)
        theirs_projection = np.array(
            view.projectionMatrix((0, 0, w, h), (0, 0, w, h)).copyDataTo()
        ).reshape(4, 4)
        assert np.allclose(theirs_view, view_matrix(used), atol=1e-5)
        assert np.allclose(theirs_projection, projection_matrix(used, w, h), atol=1e-5)


def hue_of(colour: QColor) -> str:
    r, g, b = colour.red(), colour.green(), colour.blue()
    if r > b + 40 and r > g + 25:
        return "red"
    if b > r + 40:
        return "blue"
    return "other"


def check_pyramids_where_projected(view: Board3DView, state: State) -> int:
    image = frame(view)
    camera = view.camera()
    checked = 0
    for piece in view.layout3d.pieces:
        if not piece.slot.on_board:
            continue
        cell, level = piece.slot.place, piece.slot.index
        on_cell = [p for p in view.layout3d.pieces if p.slot.on_board and p.slot.place == cell]
        if level != len(on_cell) - 1:
            continue  # only the top pyramid of each stack is checked from above
        x, y, z = piece.position
        height = {"S": 2.54, "M": 3.49, "L": 4.45}[piece.shape]
        px, py = project(
            camera, view.width(), view.height(), np.array([[x + 0.25, y - 0.25, z + height * 0.35]])
        )[0]
        found = hue_of(colour_near(image, int(px), int(py), 1))
        assert found == ("red", "blue")[piece.player], piece.slot
        checked += 1
    for raw, anchor in view.layout3d.anchors.items():
        if anchor.kind == "cell" and not any(
            p.slot.on_board and p.slot.place == raw.value for p in view.layout3d.pieces
        ):
            px, py = project(camera, view.width(), view.height(), np.array([anchor.centre]))[0]
            assert hue_of(colour_near(image, int(px), int(py), 1)) == "other", raw
    return checked


@pytest.mark.parametrize("name", ["pylon", "ambush"])
def test_a_full_icehouse_board_renders_each_piece_where_it_projects(
    view: Board3DView, name: str
) -> None:
    view.model.new_game(make_game(name), moves=finished(name))
    view.use_preset("above")
    assert check_pyramids_where_projected(view, view.model.state) >= 8


def test_pylos_boards_render_each_ball_where_it_projects(view: Board3DView) -> None:
    record = finished("pylos")
    checked = 0
    for length in (12, 24, len(record)):  # a low, a middle and a full board
        view.model.new_game(make_game("pylos"), moves=record[:length])
        state = view.model.state
        assert isinstance(state, PylosState)
        view.use_preset("above")
        image = frame(view)
        camera = view.camera()
        free = state.free_balls(0) | state.free_balls(1)
        for position, name in NAME.items():
            if not free >> position & 1:
                continue
            anchor = view.layout3d.anchor(name)
            assert anchor is not None
            px, py = project(camera, view.width(), view.height(), np.array([anchor.centre]))[0]
            colour = colour_near(image, int(px), int(py), 1)
            brightness = (colour.red() + colour.green() + colour.blue()) / 3
            assert (brightness > 120) == (state.ball_at(position) == 0), (length, name)
            checked += 1
        ghosts = {str(t.raw) for t in view.model.builder.targets()}
        for position, name in NAME.items():
            if state.ball_at(position) is None and position < 16 and name not in ghosts:
                anchor = view.layout3d.anchor(name)
                assert anchor is not None
                px, py = project(camera, view.width(), view.height(), np.array([anchor.centre]))[0]
                colour = colour_near(image, int(px), int(py), 1)
                assert colour.red() > colour.blue() + 30  # the wooden board shows: no ball there
    assert checked >= 15


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
    assert not page.board2d.isVisibleTo(page) and page.board3d.isVisibleTo(page)  # type: ignore[union-attr]
    again = MainWindow()
    qtbot.addWidget(again)
    assert again.game_page.view_mode == "3d"
    assert again.actions_by_name["view:3d"].isChecked()
    window.preferences.set_view("both")


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


def test_export_png_includes_the_3d_view(qtbot: QtBot, tmp_path: object) -> None:
    from pathlib import Path

    from desktop import app

    out = Path(str(tmp_path)) / "ambush3d.png"
    assert (
        app.main(
            [
                "--game",
                "ambush",
                "--moves",
                " ".join(finished("ambush")),
                "--view",
                "3d",
                "--export-png",
                str(out),
            ]
        )
        == 0
    )
    image = QImage(str(out))
    colours = [hue_of(image.pixelColor(x, y)) for x in range(0, 900, 8) for y in range(100, 700, 8)]
    assert colours.count("red") > 20 and colours.count("blue") > 20


def test_fps_benchmark_prints_one_line(qtbot: QtBot, capsys: pytest.CaptureFixture[str]) -> None:
    from desktop import app

    assert (
        app.main(
            ["--game", "pylon", "--moves", " ".join(finished("pylon")), "--fps-benchmark", "0.5"]
        )
        == 0
    )
    out = capsys.readouterr().out.strip().splitlines()
    assert len(out) == 1 and " fps (pylon, 1280×800, 30 pieces" in out[0]


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
    view = Board3DView(model, desktop_kit)
    qtbot.addWidget(view)
    view.animation_ms = 0
    for size in ((1000, 700), (700, 900)):
        view.resize(*size)
        with qtbot.waitExposed(view):
            view.show()
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


@pytest.mark.window(view="both", active=True)
def test_the_3d_pane_shows_when_it_has_the_keyboard(qtbot: QtBot, window: MainWindow) -> None:
    """After Tab the 3D pane gave no sign that the keys went to it: a frame now shows it."""
    window.session.start_game(make_game("ambush"))
    page = window.game_page
    view3d = page.board3d
    assert view3d is not None
    page.board2d.setFocus()
    qtbot.waitUntil(lambda: page.board2d.hasFocus())
    assert not view3d.focus_frame.isVisible()
    QTest.keyClick(page.board2d, Qt.Key.Key_Tab)  # the next stop is the 3D pane
    qtbot.waitUntil(lambda: view3d.hasFocus())
    assert view3d.focus_frame.isVisible()
    picture = view3d.grab().toImage()
    edge = [picture.pixelColor(x, 3) for x in range(20, view3d.width() - 20, 3)]
    bright = [c for c in edge if c.lightness() > 200]
    assert len(bright) > len(edge) // 4  # the dashes, light on the dark table
    page.board2d.setFocus()
    qtbot.waitUntil(lambda: not view3d.hasFocus())
    assert not view3d.focus_frame.isVisible()


def pixels_per_cm(view: Board3DView, point: tuple[float, float, float]) -> float:
    from desktop.board3d.camera import pixels_per_cm as scale

    return scale(view.camera(), view.width(), view.height(), point)


@pytest.mark.window(view="both", size=(1024, 600))
def test_ambush_s_tree_tops_are_marked_where_they_can_be_seen(window: MainWindow) -> None:
    """A playable tree top's frame lay on the table, inside the large pyramid at the tree's
    foot, its bars about two pixels wide: now it rings the top pyramid, outside every pyramid of
    the tree, its bars as wide as the 2D board's target lines (3 pixels) from the default camera
    even in a small window."""
    from desktop.board3d.ghosts import Shape
    from desktop.games.icehouse.table3d import half_width_at

    window.session.start_game(make_game("ambush"), moves=finished("ambush")[:12])
    view3d = window.game_page.board3d
    assert view3d is not None
    layout = view3d.layout3d
    tops = [raw for raw in layout.anchors if raw.kind == "size"]
    assert tops
    for raw in tops:
        anchor = layout.anchor(raw)
        assert anchor is not None and anchor.footprint is not None
        x, y, z = anchor.centre
        tree = [p for p in layout.pieces if p.slot.area == "tree" and p.position[:2] == (x, y)]
        widest = max(half_width_at("SML".index(p.shape), p.position[2], z) for p in tree)
        assert min(anchor.footprint) > widest + 0.1, raw  # outside the plastic
        placed = view3d.ghosts._shape(raw, False)
        assert placed is not None
        shape, _ = placed
        assert isinstance(shape, Shape) and shape.kind == "frame"
        assert shape.c * pixels_per_cm(view3d, anchor.centre) >= 3.0  # as 2D's target lines
    assert ("target", tops[0]) in view3d.ghosts.shown() or any(
        look == "target" and what in tops for look, what in view3d.ghosts.shown()
    )


@pytest.mark.window(view="both", size=(1024, 600))
def test_the_three_sizes_are_told_apart_from_the_default_camera(window: MainWindow) -> None:
    """On every square of the board, from the default camera of a small window, a small, a
    medium and a large pyramid are drawn at clearly different heights (a fifth apart at least)
    and none smaller than ten pixels."""
    from desktop.games.icehouse.physical import PYRAMID_HEIGHT

    for name in ("pylon", "ambush"):
        window.session.start_game(make_game(name))
        view3d = window.game_page.board3d
        assert view3d is not None
        camera, w, h = view3d.camera(), view3d.width(), view3d.height()
        squares = [a for a in view3d.layout3d.anchors.values() if a.kind == "cell"]
        for anchor in squares:
            x, y, z = anchor.centre
            heights = []
            for size in range(3):
                ends = np.array([[x, y, z], [x, y, z + PYRAMID_HEIGHT[size]]])
                a, b = project(camera, w, h, ends)
                heights.append(float(np.linalg.norm(b - a)))
            assert heights[0] >= 10
            assert heights[1] >= 1.2 * heights[0] and heights[2] >= 1.2 * heights[1]


def test_out_of_sight_the_3d_view_waits_to_be_shown(qtbot: QtBot, window: MainWindow) -> None:
    """With the 2D board alone on screen, moves cost the 3D view nothing; shown again, it shows
    the position now on the board."""
    view = window.game_page.board3d
    assert view is not None
    window.session.start_game(make_game("pylon"))
    window.preferences.set_view("2d", remember_it=False)
    qtbot.waitUntil(lambda: not view.isVisible())
    syncs = view.syncs
    for move in finished("pylon")[:12]:
        window.model.play(window.model.state.parse_move(move))
    assert view.syncs == syncs
    window.preferences.set_view("both", remember_it=False)
    qtbot.waitUntil(view.isVisible)
    assert view.syncs == syncs + 1
    assert view.layout3d == arranged(view.table.layout(window.model.state), view.arrangement)
    assert sum(p.slot.area == "board" for p in view.layout3d.pieces) == 12  # the twelve played


@pytest.mark.parametrize("size", [(450, 700), (1000, 600)])
def test_the_side_view_sees_the_board_past_the_reserves(
    qtbot: QtBot, size: tuple[int, int]
) -> None:
    """Low down, from where no reserve stands in front: across the table when the reserves
    are at the players' ends (a narrow pane), from the seat when they are beside the board."""
    widget = Board3DView(GameModel(make_game("ambush")), desktop_kit)
    qtbot.addWidget(widget)
    widget.resize(*size)
    with qtbot.waitExposed(widget):
        widget.show()
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


def test_a_click_during_a_move_is_judged_by_the_view_the_player_aimed_in(qtbot: QtBot) -> None:
    """The end of a move may frame the table anew (here an Ambush turn): a click that cuts the
    animation short names what was under the pointer when the player clicked."""
    game = make_game("ambush")
    moves = random_record(game, seed=0)
    model = GameModel(game)
    model.new_game(game, moves=moves[:6])
    widget = Board3DView(model, desktop_kit)
    qtbot.addWidget(widget)
    widget.resize(700, 600)
    with qtbot.waitExposed(widget):
        widget.show()
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
