"""Two windows play each other online, in one test process, as two people would: Ann invites
from her window's online dialog, Bob types her code into the Join tab of his, and each plays
their own seat by mouse clicks on their own 2D board.

The two windows share the asyncio loop inside Qt's (``desktop.online.reactor.qt_loop``), so
``qtbot.waitUntil`` turns both windows' network sides while it waits. Each window keeps its
games on a shelf of its own (``shelved``), as two computers would.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QLineEdit
from pytestqt.qtbot import QtBot

from core.api import Move, State
from core.record import read_file
from desktop.online.match import Match
from desktop.online.table import OnlineTable
from desktop.session.session import Session
from desktop.session.shelf import Shelf
from desktop.window.main_window import MainWindow
from desktop.window.online_dialog import OnlineDialog
from tests.desktop.clicks import play_by_clicks
from tests.desktop.conftest import OpenWindow

WAIT = 60_000
SHORT = {"pylos": {"base": "3"}}
"""Options that make a game short where a game has them (the rest play with their defaults)."""

Choose = Callable[[State, random.Random], Move]


def two_windows(open_window: OpenWindow, folder: Path, **shown: object) -> list[MainWindow]:
    """Ann's window and Bob's, each with its own shelf."""
    return [
        open_window(view="2d", session=Session(Shelf(folder / name)), **shown)
        for name in ("ann", "bob")
    ]


def dialog_of(window: MainWindow) -> OnlineDialog:
    """The online dialog, opened from the Game menu."""
    window.actions_by_name["online"].trigger()
    dialog = window.online_dialog
    assert isinstance(dialog, OnlineDialog) and dialog.isVisible()
    return dialog


def type_into(qtbot: QtBot, edit: QLineEdit, text: str) -> None:
    """What was in the field replaced by ``text``, typed key by key."""
    edit.selectAll()
    qtbot.keyClicks(edit, text)


def meet(qtbot: QtBot, windows: list[MainWindow], relay: str, game: str) -> None:
    """Ann invites to ``game`` (first to play), Bob joins with the code she reads out."""
    ann, bob = windows
    before = [window.online for window in windows]
    for window in windows:
        window.preferences.set_relay(relay, remember_it=False)
    QSettings().setValue("newGame/options/" + game, json.dumps(SHORT.get(game, {})))
    inviting = dialog_of(ann)
    inviting.game_box.setCurrentIndex(inviting.game_box.findData(game))
    type_into(qtbot, inviting.host_name, "Ann")
    qtbot.mouseClick(inviting.invite_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: inviting.code_label.text() != "", timeout=WAIT)
    code = inviting.code_label.text()
    joining = dialog_of(bob)
    tabs = joining.tabs.tabBar()
    qtbot.mouseClick(tabs, Qt.MouseButton.LeftButton, pos=tabs.tabRect(1).center())
    assert joining.tabs.currentIndex() == 1
    type_into(qtbot, joining.code_edit, code)
    type_into(qtbot, joining.guest_name, "Bob")
    qtbot.mouseClick(joining.join_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(
        lambda: all(met(window) and window.online not in before for window in windows),
        timeout=WAIT,
    )
    assert not inviting.isVisible() and not joining.isVisible()


def met(window: MainWindow) -> bool:
    table = window.online
    return table is not None and table.match is not None and table.on_table()


def match_of(window: MainWindow) -> Match:
    table = window.online
    assert isinstance(table, OnlineTable) and table.match is not None
    return table.match


def moves_of(window: MainWindow) -> list[str]:
    return [str(move) for move in window.session.model.moves]


def play_one(qtbot: QtBot, windows: list[MainWindow], move: Move | None = None) -> None:
    """The player to move plays ``move`` (a random one if none) by clicks on their board; the
    friend's window shows it."""
    mover = next(window for window in windows if match_of(window).my_turn)
    friend = windows[1 - windows.index(mover)]
    model = mover.session.model
    play_by_clicks(qtbot, mover.game_page.board2d, move or model.state.legal_moves()[0])
    played = moves_of(mover)
    assert match_of(mover).moves == played  # sent
    qtbot.waitUntil(lambda: moves_of(friend) == played, timeout=WAIT)


def play_out(
    qtbot: QtBot, windows: list[MainWindow], seed: int = 0, plies: int = 400, end: bool = True
) -> None:
    """``plies`` moves, each by its player's clicks (random ones), or fewer if the game ends;
    with ``end``, the game must have ended."""
    chance = random.Random(seed)
    for _ in range(plies):
        if match_of(windows[0]).is_over:
            break
        mover = next(window for window in windows if match_of(window).my_turn)
        play_one(qtbot, windows, chance.choice(mover.session.model.state.legal_moves()))
    assert match_of(windows[0]).is_over or not end, "the game did not end"


def kept_moves(window: MainWindow) -> list[str]:
    """The moves of the game on the table as the window's shelf holds it."""
    session = window.session
    path = session.shelf.path(session.current)
    return [str(move) for move in read_file(path).moves] if path.exists() else []


def agree(qtbot: QtBot, windows: list[MainWindow]) -> None:
    """Both windows hold the same record, on the board, in the match and on their shelves (a
    finished game leaves the shelf, as every game does)."""
    ann, bob = (match_of(window) for window in windows)
    assert ann.moves == bob.moves
    assert ann.result_line() == bob.result_line()
    kept = [] if ann.state.is_over else ann.moves
    for window in windows:
        assert moves_of(window) == ann.moves
        qtbot.waitUntil(lambda window=window: kept_moves(window) == kept, timeout=WAIT)
