"""Complete games played through mouse clicks on the 2D board, checked against the model and
against what the board drew (pixels read back from a grabbed image)."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage
from pytestqt.qtbot import QtBot

from core import make_game
from core.api import Move, State
from core.builder import MoveBuilder
from core.clicks import Target
from core.games.ambush.board import NAMES as AMBUSH_SQUARES
from core.games.ambush.rules import AmbushState
from core.games.pylon.rules import NAMES as PYLON_SQUARES
from core.games.pylon.rules import PylonState
from core.games.pylos.moves import PylosMove
from core.games.pylos.rules import PylosState
from core.registry import kit_of
from desktop.board2d.view import BoardView
from desktop.games.balls import colours as ball_colours
from desktop.window.main_window import MainWindow

from .clicks import click_raw, colour_near, grab, play_by_clicks, play_game

pytestmark = pytest.mark.window(view=None)


def choice_detail(builder: MoveBuilder, target: str) -> str:
    """What a choice does, in the game's words."""
    return kit_of(builder.state.game).words.choice_detail(builder, Target.parse(target))


def nearest(colour: QColor, palette: dict[str, QColor]) -> str:
    def distance(other: QColor) -> int:
        return sum(
            (a - b) ** 2 for a, b in zip(colour.getRgb()[:3], other.getRgb()[:3], strict=True)
        )

    return min(palette, key=lambda name: distance(palette[name]))


def check_pylos_drawing(view: BoardView, state: PylosState) -> None:
    image = grab(view)
    palette = {
        "L": ball_colours.player_colours()[0],
        "D": ball_colours.player_colours()[1],
        ".": QColor("#1b211e"),
    }
    places = state.game.board.names  # (the 4×4 base's, or the small game's 3×3)
    for position, name in places.items():
        point = view.mapFromScene(view.board.map_centre(position))  # every ball, on its map
        owner = state.ball_at(position)
        found = nearest(colour_near(image, point.x(), point.y() + 3, 1), palette)
        assert found == (".LD"[owner + 1] if owner is not None else "."), name
    free = state.free_balls(0) | state.free_balls(1)
    for position, name in places.items():
        if free >> position & 1:  # nothing rests on it: visible from above at its centre
            point = view.view_point(name)
            assert point is not None
            found = nearest(colour_near(image, point.x() + 6, point.y() + 8), palette)
            assert found == "LD"[state.ball_at(position) or 0], name


def classify_square(image: QImage, view: BoardView, square: str) -> str:
    point = view.view_point(square)
    assert point is not None
    colour = colour_near(image, point.x(), point.y() - int(view.transform().m11() * 18), 2)
    red, green, blue = colour.red(), colour.green(), colour.blue()
    if red > blue + 60 and red > green + 40:
        return "first"
    if blue > red + 60:
        return "second"
    return "empty"


def check_icehouse_drawing(view: BoardView, state: State, squares: list[str]) -> None:
    image = grab(view)
    for index, square in enumerate(squares):
        if isinstance(state, PylonState):
            stack = state.board[index]
        else:
            assert isinstance(state, AmbushState)
            stack = state.stack(index)
        expected = "empty" if not stack else ("first", "second")[stack[-1][0]]
        assert classify_square(image, view, square) == expected, square


def prefer_recovery(state: State, rng: random.Random) -> Move:
    moves = state.legal_moves()
    best = max(len(m.removals) for m in moves if isinstance(m, PylosMove))
    return rng.choice([m for m in moves if isinstance(m, PylosMove) and len(m.removals) == best])


@pytest.mark.slow
@pytest.mark.parametrize("rules", ["standard", "children", "mature"])
def test_a_whole_pylos_game_by_clicks(qtbot: QtBot, window: MainWindow, rules: str) -> None:
    window.session.start_game(make_game("pylos", {"rules": rules}))
    view = window.game_page.board2d
    model = window.model
    if rules != "children":
        # Light completes a square with 1b2 and takes two balls back, one click each.
        for move in "1a1 1d4 1b1 1c4 1a2 1d3".split():
            play_by_clicks(qtbot, view, model.state.parse_move(move))
        for raw in ["1b2", "1b2", "1a1"]:
            click_raw(qtbot, view, raw)
        assert str(model.moves[-1]) == "1b2x1a1x1b2"
        assert model.state.position_text().split()[2] == "13-12"
    play_game(qtbot, view, prefer_recovery if rules != "children" else None, seed=len(rules))
    state = model.state
    assert isinstance(state, PylosState) and state.is_over
    assert window.game_page.summary.rematch_button.isVisible()  # the summary offers it
    check_pylos_drawing(view, state)
    if rules == "mature":
        assert any(isinstance(m, PylosMove) and len(m.removals) == 2 for m in model.moves)


@pytest.mark.parametrize(("options", "seed"), [({"base": "3"}, 1), ({"balls": "5"}, 2)])
def test_a_whole_smaller_pylos_game_by_clicks(
    qtbot: QtBot, window: MainWindow, options: dict[str, str], seed: int
) -> None:
    """The small board (nine hollows, three levels) and the short reserves, played to the end
    by clicks, drawn as the position stands (on the board and on each level's map)."""
    window.session.start_game(make_game("pylos", options))
    view = window.game_page.board2d
    play_game(qtbot, view, prefer_recovery, seed=seed)
    state = window.model.state
    assert isinstance(state, PylosState) and state.is_over
    check_pylos_drawing(view, state)
    assert len(view.board.pieces_at) == bin(state.balls(0) | state.balls(1)).count("1")


@pytest.mark.slow
def test_a_whole_pylon_game_by_clicks(qtbot: QtBot, window: MainWindow) -> None:
    window.session.start_game(make_game("pylon"))
    view = window.game_page.board2d
    model = window.model
    rng = random.Random(4)
    for _ in range(30):
        play_by_clicks(qtbot, view, rng.choice(model.state.legal_moves()))
    state = model.state
    assert isinstance(state, PylonState) and not state.is_placement_phase
    assert state.current_player == 1  # the second player placed the 30th and stacks first
    assert "stacking" in window.game_page.players.phase.text()
    check_icehouse_drawing(view, state, PYLON_SQUARES)
    play_game(qtbot, view, seed=5)
    final = model.state
    assert final.is_over and sum(final.figures()) == 30
    check_icehouse_drawing(view, final, PYLON_SQUARES)


@pytest.mark.slow
def test_a_whole_ambush_game_by_clicks(qtbot: QtBot, window: MainWindow) -> None:
    window.session.start_game(make_game("ambush"))
    view = window.game_page.board2d
    model = window.model
    for move in "Sa6 Sf6 Mb2 Sf5 Se1 Mc2 Sa5 Se2".split():
        play_by_clicks(qtbot, view, model.state.parse_move(move))
    # Turning NE gives both sides a capture: the mover lets the opponent's go first.
    for raw in ["rotate:NE", "angle:270", "size:S"]:
        click_raw(qtbot, view, raw)
    assert {t.id for t in model.builder.targets()} == {"order:mine", "order:theirs"}
    assert choice_detail(model.builder, "order:theirs") == "Blue to take the small on d2"
    assert choice_detail(model.builder, "order:mine") == "Red to take the medium on c2"
    assert {"order:mine", "order:theirs"} == set(window.game_page.message_bar.choices.buttons)
    click_raw(qtbot, view, "order:theirs")
    assert str(model.moves[-1]) == "S@NE270~"
    state = model.state
    assert isinstance(state, AmbushState) and state.captured(1) == (0,) and state.captured(0) == ()
    check_icehouse_drawing(view, state, AMBUSH_SQUARES)
    play_game(qtbot, view, seed=8)
    final = model.state
    assert isinstance(final, AmbushState) and final.is_over and final.turn == 30
    check_icehouse_drawing(view, final, AMBUSH_SQUARES)


def test_a_refused_click_explains_itself(qtbot: QtBot, window: MainWindow) -> None:
    window.session.start_game(make_game("pylos"), moves=["1a1"])
    view = window.game_page.board2d
    point = view.view_point("1a1")
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    bar = window.game_page.message_bar
    assert bar.refusal == "1a1 belongs to Light: you may only move your own"
    assert "1a1 belongs to Light" in bar.text()


def test_animations_run_and_end_on_the_final_position(qtbot: QtBot, window: MainWindow) -> None:
    view = window.game_page.board2d
    view.animation_ms = 60
    window.session.start_game(make_game("ambush"), moves="Sa6 Sf6 Mb2 Sf5 Se1 Mc2 Sa5 Se2".split())
    window.model.play("S@NE270")
    assert view.animating
    qtbot.waitUntil(lambda: not view.animating, timeout=3000)
    check_icehouse_drawing(view, window.model.state, AMBUSH_SQUARES)
