"""The window's menus, shortcuts and mnemonics are made from one table of actions
(``desktop.window.actions.MENUS``): every entry is in its menu, with its keys, its words and its
tip; and each action is enabled exactly when the session says it applies."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QKeySequence
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMenu
from pytestqt.qtbot import QtBot

from core.registry import make_game
from desktop.i18n import tr
from desktop.window.actions import FALLBACK_KEYS, MENUS, Action, Choice, Listing
from desktop.window.main_window import MainWindow

pytestmark = pytest.mark.window(view="both")


def every_action(menu: QMenu) -> list[object]:
    found: list[object] = []
    for action in menu.actions():
        found.append(action)
        if action.menu() is not None:
            found += every_action(action.menu())
    return found


def test_every_entry_of_the_table_is_in_its_menu_with_its_keys_and_tip(
    window: MainWindow,
) -> None:
    bar_titles = [action.text() for action in window.menuBar().actions()]
    assert bar_titles == [tr(title) for title, _ in MENUS.values()]
    for name, (_title, items) in MENUS.items():
        inside = every_action(window.menus.menus[name])
        for item in items:
            if isinstance(item, Action):
                action = window.actions_by_name[item.name]
                assert action in inside, item.name
                assert action.text() == tr(item.text)
                if item.keys is not None:
                    keys = QKeySequence(item.keys)
                    if keys.isEmpty():  # the desktop has none for it: ours
                        assert isinstance(item.keys, QKeySequence.StandardKey), item.name
                        keys = QKeySequence(FALLBACK_KEYS[item.keys])
                    assert not keys.isEmpty() and action.shortcut() == keys, item.name
                if item.tip:
                    assert action.toolTip() == tr(item.tip)
            elif isinstance(item, Choice):
                values = [value for value, *_ in item.options()]
                for value in values:
                    assert window.actions_by_name[f"{item.name}:{value}"] in inside
                chosen = item.current(window)
                assert window.actions_by_name[f"{item.name}:{chosen}"].isChecked()
            elif isinstance(item, Listing) and item.title:
                assert window.menus.menus[item.name].menuAction() in inside


def test_actions_apply_when_the_session_says_so(window: MainWindow) -> None:
    actions = window.actions_by_name
    assert not actions["undo"].isEnabled() and not actions["save"].isEnabled()  # start screen
    window.session.start_game(make_game("pylos"), moves=["1a1", "1b1"])
    assert actions["undo"].isEnabled() and actions["save"].isEnabled()
    assert not actions["redo"].isEnabled() and actions["first"].isEnabled()
    window.session.undo()
    assert actions["redo"].isEnabled()
    window.session.show_start()
    assert not actions["undo"].isEnabled() and actions["save"].isEnabled()  # kept behind
    window.preferences.set_view("2d", remember_it=False)
    window.session.back_to_the_table()
    assert not actions["camera:reset"].isEnabled()  # no 3D view shown
    window.preferences.set_view("both", remember_it=False)
    assert actions["camera:reset"].isEnabled() and actions["view:both"].isChecked()


@pytest.mark.window(view="both", active=True)
def test_full_screen_has_a_key_on_every_desktop(qtbot: QtBot, window: MainWindow) -> None:
    keys = window.actions_by_name["full_screen"].shortcut()
    assert not keys.isEmpty()  # F11 where the desktop gives none, as plain X11 does
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    QTest.keyClick(window.windowHandle(), keys[0].key(), keys[0].keyboardModifiers())
    qtbot.waitUntil(window.isFullScreen)
    QTest.keyClick(window.windowHandle(), keys[0].key(), keys[0].keyboardModifiers())
    qtbot.waitUntil(lambda: not window.isFullScreen())
