"""The 3D table tells everything the 2D board tells (issue 30): the last move is marked — one
position reached by two move orders, only its last move different, draws two different pictures
where the moves differ, in 3D as in 2D (the 3D pictures were identical before)."""

from __future__ import annotations

import numpy as np
import pytest
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from core.registry import make_game
from desktop.model import Seat
from tests.desktop.conftest import OpenWindow

ORDERS = {  # two move orders to one position, their last moves apart
    "pylos": ("1a1 1d4 1b1", "1b1 1d4 1a1"),
    "pylon": ("Sa1 Sf5 Mc1", "Mc1 Sf5 Sa1"),
    "ambush": ("Sb2 Sf5 Sd4", "Sd4 Sf5 Sb2"),
}


def pixels(image: QImage) -> np.ndarray:
    image = image.convertToFormat(QImage.Format.Format_RGB32)
    data = np.frombuffer(image.constBits(), np.uint8, image.sizeInBytes())
    rows = data.reshape(image.height(), image.bytesPerLine() // 4, 4)
    return rows[:, : image.width(), :3].copy()  # (the image's memory goes with it)


def settle(qtbot: QtBot) -> None:
    for _ in range(5):
        QApplication.processEvents()
    qtbot.wait(50)


@pytest.mark.parametrize("name", list(ORDERS))
def test_one_position_by_two_orders_differs_where_the_last_move_is_marked(
    qtbot: QtBot, open_window: OpenWindow, name: str
) -> None:
    window = open_window(view="both", size=(1280, 800))
    page = window.game_page
    assert page.board3d is not None
    pictures = []
    for order in ORDERS[name]:
        window.session.start_game(make_game(name), (Seat("Ann"), Seat("Bob")), order.split())
        page.finish_animations()
        settle(qtbot)
        page.board3d.use_preset("above")
        settle(qtbot)
        pictures.append(
            (pixels(page.board2d.grab().toImage()), pixels(page.board3d.grabFramebuffer()))
        )
    first, second = (move.split()[-1] for move in ORDERS[name])
    for view, (a, b) in (
        ("2D", (pictures[0][0], pictures[1][0])),
        ("3D", (pictures[0][1], pictures[1][1])),
    ):
        differ = np.any(a != b, axis=2)
        assert differ.sum() > 300, f"{view}: the last moves ({first}, {second}) are not told apart"
