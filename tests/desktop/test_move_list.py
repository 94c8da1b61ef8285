"""The move list adds or removes only the rows a move changes: whatever was played, taken back,
replayed, marked or renamed, it shows exactly what a list made afresh shows."""

from __future__ import annotations

import random

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from core import make_game
from desktop.panels.move_list import MoveList
from desktop.window.main_window import MainWindow


def rows(moves: MoveList) -> list[tuple[str, str, str]]:
    shown = moves.list
    return [
        (shown.item(i).text(), shown.item(i).toolTip(), shown.item(i).foreground().color().name())
        for i in range(shown.count())
    ]


@pytest.mark.window(view="2d")
def test_the_list_follows_moves_undos_and_marks_as_a_fresh_one_would(
    qtbot: QtBot, window: MainWindow
) -> None:
    game = make_game("pylon")
    window.session.start_game(game)
    model, moves = window.model, window.game_page.moves
    chance = random.Random(3)

    def same_as_fresh() -> None:
        QApplication.processEvents()
        shown = rows(moves)
        assert len(shown) == len(model.entries) + 1
        moves.retranslate()  # (forgets the rows on show: the list is made afresh)
        assert rows(moves) == shown

    for step in range(24):
        if model.state.is_over:
            break
        model.play(chance.choice(list(model.state.legal_moves())))
        if step % 6 == 5:
            model.undo()
            model.undo()
            same_as_fresh()
            model.redo()
        if step % 3 == 0:
            same_as_fresh()
    moves.set_marks({2: ("??", "a blunder"), 5: ("?!", "dubious")})
    same_as_fresh()
    assert "??" in moves.list.item(2).text()
    moves.set_marks({})
    model.review(3)
    same_as_fresh()
    model.resume_from_here()
    model.play(next(iter(model.state.legal_moves())))  # another fourth move: the rest go
    same_as_fresh()
    assert moves.list.count() == 5
