"""The OpenGL view under Xvfb (xcb, software OpenGL) draws each game where the geometry says:
its camera is pyqtgraph's, every piece and ball shows where it projects, Ambush's tree tops are
marked where they can be seen, the three sizes are told apart, a frame shows when the pane has
the keyboard, out of sight it waits to be shown, and the command line exports it and measures its
frame rate. (Playing in it is ``test_view3d_play``'s, its camera's moves
``test_view3d_camera``'s.)"""

from __future__ import annotations

import numpy as np
import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from core import make_game
from core.api import State
from core.games.pylos.board import NAME
from core.games.pylos.rules import PylosState
from desktop.board3d.camera import Camera, project, projection_matrix, view_matrix
from desktop.board3d.layout import arranged
from desktop.board3d.view import Board3DView
from desktop.window.main_window import MainWindow

from .clicks import colour_near
from .view3d_alone import finished, pylos_view


@pytest.fixture
def view(qtbot: QtBot) -> Board3DView:
    return pylos_view(qtbot)


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


@pytest.mark.window(view="both", active=True)
def test_the_3d_pane_shows_when_it_has_the_keyboard(qtbot: QtBot, window: MainWindow) -> None:
    """After Tab the 3D pane gave no sign that the keys went to it: a frame now shows it."""
    window.session.start_game(make_game("ambush"))
    page = window.game_page
    view3d = page.board3d
    assert view3d is not None
    page.board2d.setFocus()
    qtbot.waitUntil(lambda: page.board2d.hasFocus())
    frame = view3d.focus_frame
    assert not frame.lit
    QTest.keyClick(page.board2d, Qt.Key.Key_Tab)  # the next stop is the 3D pane
    qtbot.waitUntil(lambda: view3d.surface.hasFocus())
    assert frame.lit
    picture = frame.grab().toImage()
    edge = [picture.pixelColor(x, 3) for x in range(20, frame.width() - 20, 3)]
    bright = [c for c in edge if c.lightness() > 200]
    assert len(bright) > len(edge) // 4  # the dashes, light on the dark table
    page.board2d.setFocus()
    qtbot.waitUntil(lambda: not view3d.surface.hasFocus())
    assert not frame.lit


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
