"""No silent click: on either board every click and every key of the keyboard's cursor either
moves the game or the move being built on, or puts words on the message line.

Positions come from random games of every game, each also with a move half built. In each, the
test clicks every thing each view draws and a grid of points over each view (the 3D view
through real mouse presses on its GL widget, so its picking is what is tried), right-clicks,
and presses the cursor's keys; a click or key that changes nothing and says nothing fails.

A few positions per game run by default; ``PYRAMID_DUELS_SILENT_GAMES=10`` plays 10 random
games per game instead of one. That run (December 2026, this machine, 3D in software GL) tried
6265 clicks and keys — Pylos 2133, Pylon 2191, Ambush 1941 — none silent, in about 4 minutes.
"""

from __future__ import annotations

import os
import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field

import numpy as np
import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from core.api import Game
from core.builder import MoveBuilder
from core.clicks import Click
from core.games.ambush.rules import AmbushState
from core.games.pylos.board import BY_NAME
from core.registry import game_names, kit_of, make_game
from desktop.board3d.camera import project
from desktop.board3d.view import Board3DView
from desktop.games.ambush.table3d import AmbushTable, tree_base
from desktop.games.icehouse.physical import PYRAMID_BASE, PYRAMID_HEIGHT
from desktop.games.icehouse.pieces2d import PyramidSideItem
from desktop.model import GameModel
from desktop.window.main_window import MainWindow

pytestmark = pytest.mark.window(view="both", size=(1280, 800))

GAMES = int(os.environ.get("PYRAMID_DUELS_SILENT_GAMES", "1"))
POSITIONS = 1  # positions taken from each game (each also with a move half built)
GRID = (7, 5)  # points across and down each view
TARGETS = 3  # targets clicked per view (a target always moves on: the builder's tests show it)
PRESS = QEvent.Type.MouseButtonPress
GENERIC = "that is not something you can click now"


@dataclass(frozen=True)
class Position:
    """A position of a random game: the moves that lead to it, and clicks of a move begun."""

    moves: tuple[str, ...]
    begun: tuple[str, ...] = ()


@dataclass
class Tally:
    """What the probes found: silent clicks and keys, and refusals that name no reason."""

    tried: int = 0
    silent: list[str] = field(default_factory=list)
    vague: list[str] = field(default_factory=list)


def positions(game: Game, seed: int) -> Iterator[Position]:
    """A few positions along a random game of ``game``, each also with one click of a move
    made (when the move takes more than one)."""
    rng = random.Random(seed)
    state, moves = game.initial_state(), []
    while not state.is_over:
        move = rng.choice(state.legal_moves())
        moves.append(str(move))
        state = state.apply(move)
    stops = sorted(rng.sample(range(len(moves) + 1), min(POSITIONS, len(moves) + 1)))
    for stop in stops:
        yield Position(tuple(moves[:stop]))
        state = game.initial_state()
        for text in moves[:stop]:
            state = state.apply(state.parse_move(text))
        if state.is_over:
            continue
        builder = MoveBuilder(state, kit_of(game).clicks)
        move = rng.choice(state.legal_moves())
        clicks = builder.raw_clicks(move)
        if len(clicks) > 1:
            yield Position(tuple(moves[:stop]), (str(clicks[0]),))


class Prober:
    """Tries clicks and keys on one window's boards in one position, putting the position back
    after each."""

    def __init__(self, window: MainWindow, game: Game, position: Position) -> None:
        self.window = window
        self.model: GameModel = window.session.model
        self.game = game
        self.position = position
        self.said: list[str] = []
        self.tally = Tally()
        self.model.message.connect(self._heard)
        window.session.start_game(game, moves=list(position.moves))
        self.restore()

    def _heard(self, text: str, _kind: str) -> None:
        if text:
            self.said.append(text)

    def close(self) -> None:
        self.model.message.disconnect(self._heard)

    def restore(self) -> None:
        """The position, the move begun, no words on show."""
        model = self.model
        while model.cursor > len(self.position.moves):
            model.undo()  # (the move played stays to redo: it changes nothing clickable)
        model.cancel_move()
        for raw in self.position.begun:
            assert model.click(raw), raw
        self.window.game_page.keyboard.raw = None

    def snapshot(self) -> tuple[object, ...]:
        model = self.model
        keyboard = self.window.game_page.keyboard
        return (model.cursor, model.length, model.builder.click_ids, model.reviewing, keyboard.raw)

    def probe(self, what: str, act: Callable[[], None], named: bool = False) -> None:
        """Do ``act``; it must change something or say something (``named``: a thing was
        clicked, so the words must be more than the generic refusal)."""
        before = self.snapshot()
        self.said.clear()
        act()
        after = self.snapshot()
        self.tally.tried += 1
        label = f"{self.game.name} after {len(self.position.moves)} moves {self.position.begun}"
        if after == before and not self.said:
            self.tally.silent.append(f"{label}: {what}")
        elif after == before and named and any(GENERIC in text for text in self.said):
            self.tally.vague.append(f"{label}: {what} → {self.said[-1]}")
        if after != before or self.said:
            self.restore()

    # --- the 2D board ----------------------------------------------------------------------
    def clicks_2d(self) -> None:
        view = self.window.game_page.board2d
        viewport = view.viewport()
        points: dict[object, tuple[int, int]] = {}  # one point per thing, and the grid's
        for item in view.scene().items():
            point = view.mapFromScene(item.sceneBoundingRect().center())
            if item.isVisible() and viewport.rect().contains(point):
                raw = view.raw_at(point)
                if raw is not None:
                    points.setdefault(raw, (point.x(), point.y()))
        points.update({point: point for point in grid(viewport)})
        targets = 0
        for x, y in points.values():
            point = QPoint(x, y)
            raw = view.raw_at(point)
            if raw is not None and self.model.clickable(raw):
                targets += 1
                if targets > TARGETS:
                    continue
            self.probe(
                f"2D click at {x},{y} on {raw}",
                lambda p=point: view.mousePressEvent(press(p, Qt.MouseButton.LeftButton)),
                named=raw is not None,
            )
        middle = viewport.rect().center()
        self.probe(
            "2D right click",
            lambda: view.mousePressEvent(press(middle, Qt.MouseButton.RightButton)),
        )

    # --- the 3D board ----------------------------------------------------------------------
    def clicks_3d(self) -> None:
        view = self.window.game_page.board3d
        assert view is not None
        points: dict[object, tuple[int, int]] = {point: point for point in grid(view)}
        for pick in view.picks():
            point = view.view_point(pick.raw)
            if point is not None and 0 <= point[0] < view.width() and 0 <= point[1] < view.height():
                points.setdefault(pick.raw, point)
        targets = 0
        for x, y in points.values():
            point = QPoint(x, y)
            raw = view.raw_at(x, y)
            if raw is not None and self.model.clickable(raw):
                targets += 1
                if targets > TARGETS:
                    continue
            self.probe(
                f"3D click at {x},{y} on {raw}",
                lambda p=point: click_3d(view, p, Qt.MouseButton.LeftButton),
                named=raw is not None,
            )
        middle = QPoint(view.width() // 2, view.height() // 2)
        self.probe("3D right click", lambda: click_3d(view, middle, Qt.MouseButton.RightButton))

    # --- the keys ----------------------------------------------------------------------------
    def keys(self, qtbot: QtBot) -> None:
        page = self.window.game_page
        assert page.board3d is not None
        for view in (page.board2d, page.board3d.surface):
            view.setFocus()
            for key in (
                Qt.Key.Key_Return,
                Qt.Key.Key_Escape,
                Qt.Key.Key_Backspace,
                Qt.Key.Key_Right,
                Qt.Key.Key_Left,
                Qt.Key.Key_Down,
                Qt.Key.Key_Up,
            ):
                where = type(view).__name__
                self.probe(f"key {key.name} on {where}", lambda k=key, v=view: qtbot.keyClick(v, k))


def press(point: QPoint, button: Qt.MouseButton, kind: QEvent.Type = PRESS) -> QMouseEvent:
    """A mouse press (or ``kind``) at ``point`` of a widget, as Qt delivers it."""
    return QMouseEvent(
        kind, QPointF(point), QPointF(point), button, button, Qt.KeyboardModifier.NoModifier
    )


def click_3d(view: Board3DView, point: QPoint, button: Qt.MouseButton) -> None:
    """A press and a release at ``point`` of the 3D view (a click, not a drag): what the mouse
    does, handed straight to the view's handlers (no frame drawn in between)."""
    view.mousePressEvent(press(point, button))
    view.mouseReleaseEvent(press(point, button, QEvent.Type.MouseButtonRelease))


def grid(widget: QWidget) -> list[tuple[int, int]]:
    """A grid of points over ``widget``, none on its very edge."""
    width, height = widget.width(), widget.height()
    across, down = GRID
    return [
        (round(width * (i + 0.5) / across), round(height * (j + 0.5) / down))
        for i in range(across)
        for j in range(down)
    ]


@pytest.mark.slow
@pytest.mark.parametrize("name", game_names())
def test_no_click_or_key_is_silent(window: MainWindow, qtbot: QtBot, name: str) -> None:
    game = make_game(name)
    total = Tally()
    for seed in range(GAMES):
        for position in positions(game, seed):
            prober = Prober(window, game, position)
            prober.clicks_2d()
            prober.clicks_3d()
            prober.keys(qtbot)
            prober.close()
            total.tried += prober.tally.tried
            total.silent += prober.tally.silent
            total.vague += prober.tally.vague
    print(f"{name}: {total.tried} clicks and keys tried, {len(total.silent)} silent")
    assert not total.silent, f"{len(total.silent)} silent of {total.tried}:\n" + "\n".join(
        total.silent[:40]
    )
    assert not total.vague, "refusals that name no reason:\n" + "\n".join(total.vague[:40])


# --- the clicks the issue found unanswered, one by one ------------------------------------------


def click_2d(qtbot: QtBot, window: MainWindow, point: QPoint) -> str:
    """Click ``point`` of the 2D board; the message line's words after it."""
    view = window.game_page.board2d
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    return window.game_page.message_bar.text()


def side_pieces(window: MainWindow, player: int, size: int) -> list[QPoint]:
    """Where ``player``'s pyramids of ``size`` beside the board are drawn (2D), left to right
    (a tree's order): a point low in each, clear of what stands on it."""
    view = window.game_page.board2d
    items = [
        item
        for item in view.scene().items()
        if isinstance(item, PyramidSideItem) and (item.player, item.size) == (player, size)
    ]
    items.sort(key=lambda item: item.sceneBoundingRect().center().x())
    points = []
    for item in items:
        rect = item.sceneBoundingRect()
        points.append(view.mapFromScene(QPointF(rect.center().x(), rect.bottom() - 6)))
    return points


@pytest.mark.window(view="2d")
def test_the_body_of_a_tree_pays_with_its_top(window: MainWindow, qtbot: QtBot) -> None:
    window.session.start_game(make_game("ambush"), moves=["Sb2", "Sc2"])
    model = window.session.model
    state = model.state
    assert isinstance(state, AmbushState) and state.trees(0).count("LM") == 1
    model.click("rotate:NE")
    model.click("angle:90")
    assert {str(t) for t in model.builder.targets()} == {"size:S", "size:M"}
    large = side_pieces(window, 0, 2)[state.trees(0).index("LM")]  # under the medium
    assert window.game_page.board2d.raw_at(large) == Click("size", "M")
    click_2d(qtbot, window, large)
    assert model.moves[-1] == state.parse_move("M@NE90")


@pytest.mark.window(view="2d")
def test_the_opponents_pieces_and_empty_rows_are_answered(window: MainWindow, qtbot: QtBot) -> None:
    window.session.start_game(make_game("ambush"))
    model = window.session.model
    words = click_2d(qtbot, window, side_pieces(window, 1, 2)[0])
    assert "That tree belongs to Blue" in words and model.length == 0
    assert window.game_page.board2d.board.refused_marker is not None
    window.session.start_game(make_game("pylon"))
    assert "That stash belongs to Blue" in click_2d(qtbot, window, side_pieces(window, 1, 0)[0])
    marker = window.game_page.board2d.board.refused_marker  # what was clicked is ringed
    assert marker is not None
    assert marker.sceneBoundingRect().contains(window.game_page.board2d.board._group_rect(1, 0))
    moves = ["Sa1", "Lf5", "Sa2", "Lf4", "Sa3", "Lf3", "Sa4", "Lf2", "Sa5", "Lf1"]
    window.session.start_game(make_game("pylon"), moves=moves)
    view = window.game_page.board2d
    empty_row = view.mapFromScene(view.board.stash_point(0, 0) + QPointF(0, -20))
    assert "no small pyramid left" in click_2d(qtbot, window, empty_row)
    window.session.start_game(make_game("pylos"))
    reserve_point = view.board.reserve_slot(1, 0)
    reserve = view.mapFromScene(reserve_point)
    assert "That reserve belongs to Dark" in click_2d(qtbot, window, reserve)
    marker = view.board.refused_marker
    assert marker is not None and marker.sceneBoundingRect().contains(QPointF(reserve_point))


@pytest.mark.window(view="2d")
def test_the_pylos_levels_map_shows_and_never_plays(window: MainWindow, qtbot: QtBot) -> None:
    window.session.start_game(make_game("pylos"))
    view = window.game_page.board2d
    dot = view.mapFromScene(view.board.map_centre(BY_NAME["1b2"]))
    words = click_2d(qtbot, window, dot)
    assert window.session.model.length == 0
    assert "levels map" in words and "1b2" in words


@pytest.mark.window(view="2d")
def test_old_words_go_when_their_situation_goes(window: MainWindow, qtbot: QtBot) -> None:
    window.session.start_game(make_game("pylon"), moves=["Sa1"])
    model, bar = window.session.model, window.game_page.message_bar
    model.click("a1")  # an occupied square while placing: refused
    assert bar.refusal and model.message_shown and model.refused_raw == Click.place("a1")
    model.click("size:M")
    assert not bar.refusal and not model.message_shown and model.refused_raw is None
    model.click("stash:0:S")  # a refusal while a move is begun keeps the move
    assert model.message_shown and model.builder.click_ids == ("size:M",)
    model.lock("Read the lesson's words first.")  # the board is taken away: the words go
    assert not model.message_shown and model.refused_raw is None and not bar.refusal
    model.lock(None)
    model.click("a1")
    model.take_clicks(lambda raw: True, "Click the tallest stack.")
    assert not model.message_shown and model.refused_raw is None and not bar.refusal


@pytest.mark.window(view="2d")
def test_a_click_beside_the_board_says_so(window: MainWindow, qtbot: QtBot) -> None:
    window.session.start_game(make_game("pylon"))
    view, model = window.game_page.board2d, window.session.model
    corner = QPoint(3, 3)
    assert view.raw_at(corner) is None
    assert "nothing to click there" in click_2d(qtbot, window, corner)
    model.click("size:M")
    click_2d(qtbot, window, corner)  # a move begun is let go of
    assert model.builder.is_empty
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.RightButton, pos=corner)
    assert "no click to take back" in window.game_page.message_bar.text()


def point_3d(window: MainWindow, raw: Click, x: float, y: float, top: float) -> QPoint | None:
    """A point of the 3D view where ``raw`` is clicked above (x, y) on the table, at most
    ``top`` high (low on a tree: its body, not its top); None if hidden there."""
    view = window.game_page.board3d
    assert view is not None
    points = np.array([(x, y, top * k / 4) for k in range(1, 5)])
    for px, py in project(view.camera(), view.width(), view.height(), points):
        if view.raw_at(round(px), round(py)) == raw:
            return QPoint(round(px), round(py))
    return None


@pytest.mark.window(view="3d")
def test_in_3d_a_trees_body_pays_and_the_opponents_tree_is_named(window: MainWindow) -> None:
    window.session.start_game(make_game("ambush"), moves=["Sb2", "Sc2"])
    model = window.session.model
    view = window.game_page.board3d
    assert view is not None
    low = PYRAMID_HEIGHT[2] * 0.5  # the lower half of a large, at the bottom of a tree
    trees = [tree_base(1, tree) for tree in range(5)]
    found = [point_3d(window, Click.stash(1, n), x, y, low) for n, (x, y) in enumerate(trees)]
    tree = next(point for point in found if point is not None)
    click_3d(view, tree, Qt.MouseButton.LeftButton)
    assert "That tree belongs to Blue" in window.game_page.message_bar.text()
    model.click("rotate:NE")
    model.click("angle:90")
    state = model.state
    assert isinstance(state, AmbushState)
    x, y = tree_base(0, state.trees(0).index("LM"))
    body = point_3d(window, Click("size", "M"), x, y, low)  # the large under the medium
    assert body is not None
    # the whole tree is picked, from the table up, not only its top
    box = next(pick for pick in AmbushTable().layout(state).picks if pick.raw == Click("size", "M"))
    assert isinstance(box.b, tuple)
    assert box.a[2] == 0.0 and box.b[0] - box.a[0] >= PYRAMID_BASE[2]
    click_3d(view, body, Qt.MouseButton.LeftButton)
    assert str(model.moves[-1]) == "M@NE90"
