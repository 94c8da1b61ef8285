"""Small things a newcomer trips on: the start screen says "Play" in words, the board does not
jump when a move asks for a choice, and the keyboard's place among the choices can be seen."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from core.registry import game_names, make_game
from desktop.window.main_window import MainWindow

pytestmark = pytest.mark.window(view="2d")


def settle() -> None:
    for _ in range(4):
        QApplication.processEvents()


def test_every_game_on_the_start_screen_has_a_play_button(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    window.session.show_start()
    settle()
    screen = window.start_screen
    chosen: list[str] = []
    screen.game_chosen.connect(chosen.append)
    monkeypatch.setattr("desktop.window.dialogs.ask_new_game", lambda *_: None)
    for name in game_names():
        button = screen.play_buttons[name]
        assert button.isVisible() and button.text() == "Play"
        assert button.toolTip().startswith("Play ")
        assert screen.buttons[name].toolTip()  # the picture says what it does too
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert chosen == list(game_names())


@pytest.mark.window(view="2d", size=(1024, 600))
def test_the_board_does_not_move_when_a_turn_asks_for_its_choices(
    qtbot: QtBot, window: MainWindow
) -> None:
    window.session.start_game(make_game("ambush"), moves="Sa6 Sf6 Mb2 Sf5 Se1 Mc2".split())
    settle()
    board, bar = window.game_page.board2d, window.game_page.message_bar
    before, bar_height = board.geometry(), bar.height()
    assert window.model.click("rotate:NE")
    settle()
    assert bar.choices.buttons and all(b.isVisible() for b in bar.choices.buttons.values())
    assert board.geometry() == before and bar.height() == bar_height
    window.model.cancel_move()
    settle()
    assert not bar.choices.buttons
    assert board.geometry() == before and bar.height() == bar_height


@pytest.mark.window(view="2d", active=True)
def test_the_choice_under_the_keyboard_shows(qtbot: QtBot, window: MainWindow) -> None:
    window.session.start_game(make_game("ambush"), moves="Sa6 Sf6 Mb2 Sf5 Se1 Mc2".split())
    assert window.model.click("rotate:NE")
    settle()
    buttons = list(window.game_page.message_bar.choices.buttons.values())
    first = buttons[0]
    plain = first.grab().toImage()
    first.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(first.hasFocus)
    settle()
    focused = first.grab().toImage()
    middle = plain.width() // 2
    # a thick frame of its own colour, and the button lit: seen at a glance, not one pixel more
    frame = [y for y in range(3) if plain.pixel(middle, y) != focused.pixel(middle, y)]
    assert frame == [0, 1, 2]
    inside = (middle + 30, plain.height() // 2)
    assert plain.pixel(*inside) != focused.pixel(*inside)


@pytest.mark.parametrize("name", ["pylos", "pylon", "ambush"])
def test_every_refusal_is_said_as_a_whole_sentence(window: MainWindow, name: str) -> None:
    """Whatever the engine's words for a refused click, the bar says them with a capital (or
    a place's own case) and a full stop ("There is no stack on d3.", not "… on d3")."""
    window.session.start_game(make_game(name))
    model = window.session.model
    first = model.state.legal_moves()[0]
    model.play(first)
    said = []
    for raw in ("a1", "1a1", "d3", "c3", "Sa1", "size:L", "zz"):
        if not model.click(raw):
            said.append(window.game_page.message_bar.label.text())
    assert said, "some of those clicks are refused"
    for text in said:
        opening = text.lstrip("'\"«“ ")  # a quoted move begins as it is written
        first = opening.split(" ", 1)[0]
        quoted = opening != text
        assert quoted or opening[:1].isupper() or any(c.isdigit() for c in first), text
        assert text.rstrip().endswith((".", "!", "?", "…")), text
