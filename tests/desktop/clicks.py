"""Drive the 2D board with real mouse clicks, and read back what it drew."""

from __future__ import annotations

import random
from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from core.api import Move, State
from core.clicks import Click
from desktop.board2d.view import BoardView


def choice_button(view: BoardView, raw: Click | str) -> QWidget | None:
    """The button beside the message line for a choice that is not on the board, if shown."""
    window = view.window()
    bar = getattr(getattr(window, "game_page", None), "message_bar", None)
    return None if bar is None else bar.choices.buttons.get(str(raw))


def click_raw(qtbot: QtBot, view: BoardView, raw: Click | str) -> None:
    """Click the thing named ``raw`` where the view draws it (checking it is what is there), or
    its button beside the message line for a choice that is not on the board."""
    button = choice_button(view, raw)
    if button is not None:
        assert button.isVisible(), f"the {raw} button is hidden"
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        return
    point = view.view_point(raw)
    assert point is not None, f"{raw} is not on the board"
    found = view.raw_at(point)
    assert found == Click.parse(raw), f"{raw}: the click lands on {found}"
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)


def play_by_clicks(qtbot: QtBot, view: BoardView, move: Move) -> None:
    """Play ``move`` by clicking each of its targets on the view."""
    model = view.model
    before = len(model.moves)
    for raw in model.builder.raw_clicks(move):
        click_raw(qtbot, view, raw)
    assert len(model.moves) == before + 1, f"{move} was not played"
    assert model.moves[-1] == move


def play_game(
    qtbot: QtBot,
    view: BoardView,
    choose: Callable[[State, random.Random], Move] | None = None,
    seed: int = 0,
    limit: int = 400,
) -> None:
    """Play on by clicks until the game ends."""
    rng = random.Random(seed)
    model = view.model
    for _ in range(limit):
        state = model.state
        if state.is_over:
            return
        move = choose(state, rng) if choose else rng.choice(state.legal_moves())
        play_by_clicks(qtbot, view, move)
    raise AssertionError("the game did not end")


def grab(view: BoardView) -> QImage:
    QApplication.processEvents()
    return view.viewport().grab().toImage()


def colour_near(image: QImage, x: int, y: int, radius: int = 2) -> QColor:
    """The average colour of a small square of pixels around (x, y)."""
    r = g = b = n = 0
    for dx in range(-radius, radius + 1):
        for dy in range(-radius, radius + 1):
            colour = image.pixelColor(x + dx, y + dy)
            r, g, b, n = r + colour.red(), g + colour.green(), b + colour.blue(), n + 1
    return QColor(r // n, g // n, b // n)
