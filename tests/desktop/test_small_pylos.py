"""Pylos's small game, on its 3×3 base: each view draws its nine hollows and three levels, every
place of it is clicked where each view draws it and plays its move (the nine hollows, the four
places of level 2, the top), and a whole game is played to its end by clicks in 3D."""

from __future__ import annotations

import random

import pytest
from PySide6.QtWidgets import QGraphicsEllipseItem
from pytestqt.qtbot import QtBot

from core import make_game
from core.api import Move
from core.games.pylos.board import BY_NAME, LEVEL
from core.games.pylos.clicks import MAP
from core.games.pylos.rules import PylosGame, PylosState
from desktop.board2d.pieces import raw_of
from desktop.board3d.view import Board3DView
from desktop.games.pylos.scene import MARGIN
from desktop.window.main_window import MainWindow

from .clicks import click_raw
from .test_play_2d import check_pylos_drawing, prefer_recovery
from .test_view3d_play import click3d

pytestmark = pytest.mark.window(view="both", size=(1100, 700))

SMALL = {"base": "3", "out_of_balls": "no_legal_move"}  # (the top is reached with a ball left)
FILL = (
    "1a1 1b1 1c1 1a2 1b2 1c2 1a3 1b3 1c3"  # level 1 in a chequer: no square of one colour
    " 2a1 2b1 2a2 2b2"  # level 2, two balls each
).split()


def before(place: str) -> list[str]:
    """The moves that make ``place`` the next to fill: every level under it full."""
    level = int(place[0])
    return FILL[: {1: 0, 2: 9, 3: 13}[level]]


def play_by_clicks(window: MainWindow, qtbot: QtBot, move: Move, view: str) -> None:
    """Play ``move`` by clicking each of its targets where ``view`` draws it."""
    model = window.model
    count = len(model.moves)
    for raw in model.builder.raw_clicks(move):
        if view == "2d":
            click_raw(qtbot, window.game_page.board2d, raw)
        else:
            board3d = window.game_page.board3d
            assert isinstance(board3d, Board3DView)
            click3d(qtbot, board3d, str(raw))
    assert len(model.moves) == count + 1, f"{move} was not played in {view}"
    assert model.moves[-1] == move


def test_the_small_board_has_its_own_places(window: MainWindow) -> None:
    """Nine hollows filling the board as the sixteen of the standard one do, its letters and
    numbers, a map of each of its three levels; in 3D, its places and nothing else."""
    game = make_game("pylos", SMALL)
    assert isinstance(game, PylosGame)
    window.session.start_game(game)
    scene = window.game_page.board2d.board
    items = scene.items()
    hollows = {str(raw_of(i)) for i in items if isinstance(i, QGraphicsEllipseItem) and raw_of(i)}
    assert hollows == {"1a1", "1b1", "1c1", "1a2", "1b2", "1c2", "1a3", "1b3", "1c3"}
    raws = [raw for raw in map(raw_of, items) if raw is not None]
    assert {raw.value for raw in raws if raw.kind == MAP} == set(game.board.names.values())
    inner = scene.board_rect().width() - 2 * MARGIN
    corners = [scene.centre(BY_NAME[name]) for name in ("1a1", "1c3")]
    assert corners[1].x() - corners[0].x() == pytest.approx(inner * 2 / 3)  # (the pane filled)
    texts = {t.text for t in scene.texts()}
    assert {"a", "b", "c", "1", "2", "3"} <= texts and not {"d", "4"} & texts
    board3d = window.game_page.board3d
    assert isinstance(board3d, Board3DView)
    places = {str(raw) for raw in board3d.layout3d.anchors if raw.is_place}
    assert places == set(game.board.names.values())
    letters = {label.text for label in board3d.layout3d.labels if label.kind == "coordinate"}
    assert letters == {"a", "b", "c", "1", "2", "3"}
    reserve = [p for p in board3d.layout3d.pieces if not p.slot.on_board]
    assert len(reserve) == 2 * 7


@pytest.mark.parametrize("view", ["2d", "3d"])
def test_every_place_of_the_small_board_is_clicked_and_played(
    qtbot: QtBot, window: MainWindow, view: str
) -> None:
    game = make_game("pylos", SMALL)
    assert isinstance(game, PylosGame)
    played = []
    for position, place in game.board.names.items():
        window.session.start_game(game, moves=before(place))
        if view == "3d":
            board3d = window.game_page.board3d
            assert isinstance(board3d, Board3DView)
            board3d.use_preset("seat")
        state = window.model.state
        move = state.parse_move(place)
        play_by_clicks(window, qtbot, move, view)
        after = window.model.state
        assert isinstance(after, PylosState)
        assert after.ball_at(position) == state.current_player, place
        played.append(LEVEL[position])
    assert sorted(played) == [0] * 9 + [1] * 4 + [2]


def test_a_whole_small_game_by_clicks_in_3d(qtbot: QtBot, window: MainWindow) -> None:
    """Balls placed, raised and taken back, every one clicked in 3D (seen from above, where every
    free ball and empty place shows), to the end; the 2D board shows the end too."""
    window.session.start_game(make_game("pylos", {"base": "3"}))
    board3d = window.game_page.board3d
    assert isinstance(board3d, Board3DView)
    rng = random.Random(3)
    kinds = set()
    while not window.model.state.is_over:
        board3d.use_preset("above")
        move = prefer_recovery(window.model.state, rng)
        kinds.add("raise" if "-" in str(move) else "take" if "x" in str(move) else "place")
        play_by_clicks(window, qtbot, move, "3d")
    state = window.model.state
    assert isinstance(state, PylosState)
    window.game_page.finish_animations()
    check_pylos_drawing(window.game_page.board2d, state)
    assert "place" in kinds and len(kinds) > 1, kinds
