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
from desktop.board3d.layout import Label
from desktop.board3d.view import Board3DView
from desktop.model import Seat
from desktop.study.kind import StudyKind
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


CAMERAS = ("seat", "above", "side", "orbit left", "orbit round")
MIDDLES = {
    "pylos": "1d2 1c3 1b3 1c1 1c2 1c4 1a4 1b1 1a1 1d4 1a3 1d3x1d4 1b3-2c2",
    "pylon": "Ma1 Me2 Sd3 Mc5 Lf2 Sf4 Sc3 Sd2 Sd1 Ma2 Ma5 Sf5 Lb5 Le4 Sf1 Se5 La3 La4 Md5 Me3 "
    "Lc2 Sf3 Sb2 Mb4 Mb3 Lb1 Lc1 Lc4 Me1 Ld4 f3-f4 d2-e2 f4-f5 e5-f5",
    "ambush": "S@NW90 Sc6 Ma1 Mf1 La1 Ld1 Sa1 Sa3 Ma2 M@NW180 S@SW270 Se1 L@NE90 Lc5 Sa4 "
    "S@SW90 Sc2 Ma1 Me6 S@NE90 M@NW180 Lc5 M@SW90 Md1 L@NW90",
}


def use_camera(view: object, name: str) -> None:
    from desktop.board3d.camera import orbited

    assert isinstance(view, Board3DView)
    if name.startswith("orbit"):
        view.use_preset("seat")
        dx, dy = (-view.width() // 2, -60) if name == "orbit left" else (view.width(), 90)
        view.set_camera(orbited(view.camera(), dx, dy, view.width()))
    else:
        view.use_preset(name)
    QApplication.processEvents()


def in_sight(view: Board3DView, labels: list[Label]) -> list[Label]:
    from desktop.board3d.camera import project

    points = np.array([label.position for label in labels])
    pixels_at = project(view.camera(), view.width(), view.height(), points)
    inside = (pixels_at[:, 0] > 8) & (pixels_at[:, 0] < view.width() - 8)
    inside &= (pixels_at[:, 1] > 8) & (pixels_at[:, 1] < view.height() - 8)
    return [label for label, shown in zip(labels, inside, strict=True) if shown]


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("name", list(MIDDLES))
def test_the_coordinates_can_be_read_from_every_camera(
    qtbot: QtBot, open_window: OpenWindow, name: str, language: str
) -> None:
    """Every file and rank is on the table, in sight, from the seat, above, the side and two
    orbits; drawn as light text in a dark outline where it projects."""
    window = open_window(view="3d", size=(1100, 760))
    window.preferences.set_language(language)
    try:
        window.session.start_game(
            make_game(name), (Seat("Ann"), Seat("Bob")), MIDDLES[name].split()
        )
        view = window.game_page.board3d
        assert view is not None
        view.finish_animation()
        coordinates = [x for x in view.labels.shown() if x.kind == "coordinate"]
        names = {x.text for x in coordinates}
        assert len(names) >= 8, names
        for camera in CAMERAS:
            use_camera(view, camera)
            seen = {x.text for x in in_sight(view, coordinates)}
            assert seen == names, (camera, names - seen)
        image = pixels(view.grabFramebuffer())
        light = (image.min(axis=2) > 200).sum()  # the letters' light strokes
        assert light > 40 * len(names) // 2
    finally:
        window.preferences.set_language("en")


def test_one_setting_shows_and_hides_the_coordinates_in_both_views(
    qtbot: QtBot, open_window: OpenWindow
) -> None:
    from desktop.board2d.pieces import TextItem

    window = open_window(view="both", size=(1280, 800))
    window.session.start_game(make_game("pylon"), (Seat("Ann"), Seat("Bob")), ["Sa1"])
    page = window.game_page
    assert page.board3d is not None

    def shown() -> tuple[set[str], set[str]]:
        scene = page.board2d.board
        texts = {t.text for t in scene.items() if isinstance(t, TextItem) and t.isVisible()}
        in3d = {x.text for x in page.board3d.labels.shown() if x.kind == "coordinate"}
        return texts & set("abcdef12345"), in3d

    switch = window.menus.actions["coordinates"]
    assert switch.isCheckable() and switch.isChecked()
    assert shown() == (set("abcdef12345"), set("abcdef12345"))
    switch.trigger()  # View ▸ Show coordinates, as the player would
    try:
        assert not window.preferences.coordinates and not switch.isChecked()
        assert shown() == (set(), set())
    finally:
        window.preferences.set_coordinates(True)
    assert switch.isChecked()
    assert shown() == (set("abcdef12345"), set("abcdef12345"))


def test_trays_say_whose_they_are_and_what_they_hold_and_stacks_their_height(
    qtbot: QtBot, open_window: OpenWindow
) -> None:
    window = open_window(view="3d", size=(1280, 800))
    window.session.start_game(
        make_game("ambush"), (Seat("Ann"), Seat("Bob")), MIDDLES["ambush"].split()
    )
    view = window.game_page.board3d
    assert view is not None
    view.finish_animation()
    state = window.model.state
    labels = view.labels.shown()
    trays = [
        x.text.replace("{player}", ("Ann", "Bob")[x.player]) for x in labels if x.kind == "tray"
    ]
    pips = state.figures()
    assert f"Bob: captured {pips[1]} pip" in " | ".join(trays), trays
    assert "Ann: set aside" in trays and "Bob: set aside" in trays
    badges = {(x.text, x.player) for x in labels if x.kind == "badge"}
    stacks = [state.stack(index) for index in range(36)]
    for index, stack in enumerate(stacks):
        if len(stack) > 1:
            assert (str(len(stack)), stack[-1][0]) in badges, index
    assert len(badges) == len({(str(len(s)), s[-1][0]) for s in stacks if len(s) > 1})


def test_the_camera_the_player_chose_stays_through_lessons_games_and_runs(
    qtbot: QtBot, open_window: OpenWindow
) -> None:
    window = open_window(view="3d", size=(1100, 760))
    view = window.game_page.board3d
    assert view is not None
    window.session.start_study(StudyKind.LESSON, "pylon", 2, 0)
    view.use_preset("above")
    above = view.camera()
    window.session.lessons.next()
    window.session.lessons.next()
    assert (view.camera().elevation, view.camera().azimuth) == (above.elevation, above.azimuth)
    window.session.start_game(make_game("ambush"))
    assert view.camera().elevation == above.elevation
    from desktop.board3d.camera import orbited

    view.set_camera(orbited(view.camera(), -200, -120, view.width()))
    view.orbited_by_hand()
    turned = view.camera()
    window.session.start_game(make_game("pylos"), moves=["1a1"])
    assert abs(view.camera().azimuth - turned.azimuth) < 0.06  # (kept to a tenth of a degree)
    assert abs(view.camera().elevation - turned.elevation) < 0.06
    again = open_window(view="3d", size=(1100, 760))  # the next run: the same view
    assert again.game_page.board3d is not None
    assert again.game_page.board3d.chosen == view.chosen
