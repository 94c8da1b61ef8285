"""Accessibility of the window: every menu action reachable by the keyboard alone (its shortcut,
or its menu opened by the Alt mnemonic and the arrows), every control named for screen readers,
and the palettes (standard, colour-blind safe, high contrast) applied at once and remembered."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QAccessible, QAction, QColor, QKeySequence, QPalette
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSlider,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QLineEdit,
    QMenu,
    QWidget,
)
from pytestqt.qtbot import QtBot

from core.registry import game_names, make_game
from desktop.games.icehouse import colours as pyramid_colours
from desktop.look import theme
from desktop.look.style import qt_palette, style_sheet
from desktop.study.browser import LessonBrowser, PuzzleBrowser
from desktop.study.kind import StudyKind
from desktop.window import dialogs
from desktop.window.main_window import MainWindow
from desktop.window.new_game import NewGameDialog

CONTROLS = (
    QAbstractButton,
    QComboBox,
    QLineEdit,
    QAbstractItemView,
    QAbstractSlider,
    QAbstractSpinBox,
)


pytestmark = pytest.mark.window(view="2d", active=True)


def menus(window: MainWindow) -> list[QMenu]:
    """The menus of the menu bar, in order."""
    found = []
    for action in window.menuBar().actions():
        menu = action.menu()
        if isinstance(menu, QMenu):
            found.append(menu)
    return found


def walk(menu: QMenu, path: tuple[QMenu, ...] = ()) -> Iterator[tuple[tuple[QMenu, ...], QAction]]:
    """Every action of ``menu`` and its submenus, with the menus leading to it."""
    here = (*path, menu)
    for action in menu.actions():
        if action.isSeparator():
            continue
        submenu = action.menu()
        if isinstance(submenu, QMenu):
            yield here, action
            yield from walk(submenu, here)
        else:
            yield here, action


def mnemonic(text: str) -> str:
    """The letter after a single "&" in ``text`` ("" without one)."""
    cleaned = text.replace("&&", "")
    index = cleaned.find("&")
    return cleaned[index + 1].lower() if 0 <= index < len(cleaned) - 1 else ""


def activate(qtbot: QtBot, window: MainWindow) -> None:
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)


def started(window: MainWindow) -> None:
    """A game under way, two moves played, on the game page (most actions then apply)."""
    window.session.start_game(make_game(game_names()[0]))
    window.model.play(window.model.state.legal_moves()[0])
    window.model.play(window.model.state.legal_moves()[0])
    window.game_page.finish_animations()


def recorder(action: QAction, fired: list[QAction]) -> None:
    """``action`` only records that it fired (no dialog, no quitting) and can apply now."""
    action.triggered.disconnect()
    action.triggered.connect(lambda _=False, a=action: fired.append(a))
    action.setEnabled(True)


def test_every_menu_has_a_mnemonic_and_no_two_share_one(window: MainWindow) -> None:
    tops = [mnemonic(menu.title()) for menu in menus(window)]
    assert all(tops), [menu.title() for menu in menus(window)]
    assert len(set(tops)) == len(tops)
    for menu in menus(window):
        for path, action in walk(menu):
            letters = [mnemonic(a.text()) for a in path[-1].actions() if not a.isSeparator()]
            letter = mnemonic(action.text())
            assert letter, f"{action.text()!r} has no mnemonic"
            assert letters.count(letter) == 1, f"{action.text()!r}: {letter} used twice"


def test_every_shortcut_triggers_its_action(qtbot: QtBot, window: MainWindow) -> None:
    started(window)
    fired: list[QAction] = []
    with_keys = []
    for menu in menus(window):
        for _path, action in walk(menu):
            if action.menu() is None and not action.shortcut().isEmpty():
                recorder(action, fired)
                with_keys.append(action)
    assert len(with_keys) >= 15
    seen: set[str] = set()
    for action in with_keys:
        keys = action.shortcut().toString()
        assert keys not in seen, f"two actions share {keys}"
        seen.add(keys)
        activate(qtbot, window)
        window.setFocus()  # (the board keeps the arrows for its cursor)
        combination = action.shortcut()[0]
        fired.clear()
        QTest.keyClick(window.windowHandle(), combination.key(), combination.keyboardModifiers())
        qtbot.waitUntil(lambda: bool(fired), timeout=2000)
        assert fired == [action], f"{keys} triggered {[a.text() for a in fired]}"


def test_every_action_is_reached_from_its_menu_by_keyboard(
    qtbot: QtBot, window: MainWindow
) -> None:
    """Alt and the menu's letter open it, the arrows go to the action, Enter triggers it."""
    started(window)
    fired: list[QAction] = []
    targets: list[tuple[tuple[QMenu, ...], QAction]] = []
    for menu in menus(window):
        if menu is window.menus.menus["recent"]:
            continue
        for path, action in walk(menu):
            if action.menu() is None and path[-1] is not window.menus.menus["recent"]:
                recorder(action, fired)
                targets.append((path, action))
    assert len(targets) >= 30
    for path, action in targets:
        activate(qtbot, window)
        fired.clear()
        top = path[0]
        letter = QKeySequence.mnemonic(top.title())[0]
        QTest.keyClick(window.windowHandle(), letter.key(), letter.keyboardModifiers())
        qtbot.waitUntil(lambda m=top: QApplication.activePopupWidget() is m)
        steps = [*path[1:], action]
        for menu, wanted in zip(path, steps, strict=True):
            goal = wanted.menuAction() if isinstance(wanted, QMenu) else wanted
            for _ in range(len(menu.actions()) + 1):
                if menu.activeAction() is goal:
                    break
                QTest.keyClick(menu.windowHandle(), Qt.Key.Key_Down)
            assert menu.activeAction() is goal, f"{goal.text()!r} not reached in {menu.title()!r}"
            if isinstance(wanted, QMenu):
                QTest.keyClick(menu.windowHandle(), Qt.Key.Key_Right)
                qtbot.waitUntil(lambda m=wanted: QApplication.activePopupWidget() is m)
            else:
                QTest.keyClick(menu.windowHandle(), Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: bool(fired), timeout=2000)
        assert fired == [action]
        qtbot.waitUntil(lambda: QApplication.activePopupWidget() is None)


def screen_reader_name(widget: QWidget) -> str:
    """What a screen reader says for ``widget``: its accessible interface's name."""
    interface = QAccessible.queryAccessibleInterface(widget)
    name = interface.text(QAccessible.Text.Name) if interface is not None else ""
    if not name and isinstance(widget, QAbstractButton):
        name = widget.text()
    return (name or widget.accessibleName()).replace("&", "").strip()


def internal(widget: QWidget) -> bool:
    """A part of another control (a combo box's list, a spin box's line, a scroll bar, the tab
    bar's arrows…): the control it belongs to carries the name."""
    parent = widget.parentWidget()
    while parent is not None:
        if isinstance(parent, QComboBox | QAbstractSpinBox):
            return True
        parent = parent.parentWidget()
    names = (widget.objectName(), (widget.parentWidget() or widget).objectName())
    return any(name.startswith("qt_") for name in names)


def unnamed(root: QWidget) -> list[str]:
    controls: list[QWidget] = [w for w in root.findChildren(QWidget) if isinstance(w, CONTROLS)]
    return [
        f"{type(w).__name__} {w.objectName()!r} in {type(w.parentWidget()).__name__}"
        for w in controls
        if not internal(w) and not screen_reader_name(w)
    ]


def test_every_control_has_a_name(qtbot: QtBot, window: MainWindow) -> None:
    assert unnamed(window.start_screen) == []
    started(window)
    page = window.game_page
    views: list[QWidget] = [page.board2d]
    if page.board3d is not None:
        views.append(page.board3d.surface)  # (the picture's window is in it)
    for view in views:
        assert screen_reader_name(view), type(view).__name__
    window.session.start_study(StudyKind.LESSON, game_names()[0], 0, 0)
    window.session.start_study(StudyKind.PUZZLE, game_names()[0], 0)
    assert unnamed(window) == []
    dialogs: list[QWidget] = [
        NewGameDialog(game_names()[0], parent=window),
        LessonBrowser(game_names()[0], parent=window),
        PuzzleBrowser(game_names()[0], parent=window),
    ]
    for dialog in dialogs:
        assert unnamed(dialog) == [], type(dialog).__name__
        dialog.deleteLater()
    for action in window.findChildren(QAction):
        if not action.isSeparator() and action.menu() is None:
            assert action.text().replace("&", "").strip()


def test_the_start_screen_is_reached_by_tab(qtbot: QtBot, window: MainWindow) -> None:
    screen = window.start_screen
    cards = list(screen.buttons.values())
    reached = []
    cards[0].setFocus()
    for _ in range(30):
        widget = QApplication.focusWidget()
        if widget is not None:
            reached.append(widget)
        QTest.keyClick(window.windowHandle(), Qt.Key.Key_Tab)
    buttons = [*cards, *screen.learn_buttons.values(), *screen.puzzle_buttons.values()]
    assert all(button in reached for button in buttons)


def luminance(colour: QColor) -> float:
    """Relative luminance (WCAG)."""

    def linear(c: float) -> float:
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    return (
        0.2126 * linear(colour.redF())
        + 0.7152 * linear(colour.greenF())
        + 0.0722 * linear(colour.blueF())
    )


def contrast_ratio(a: QColor, b: QColor) -> float:
    light, dark = sorted((luminance(a), luminance(b)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def test_palettes_change_the_whole_application_and_are_remembered(
    qtbot: QtBot, window: MainWindow
) -> None:
    """A palette dresses the application, not one window: its style sheet, its ``QPalette``
    (what Qt's own dialogs use) and the Fusion style."""
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    standard = app.styleSheet()
    # Fusion under the style sheet (which hides the style's name). Not checked by taking the
    # sheet off and putting it back: Qt then crashed in a later window's setStyleSheet.
    assert app.property("look") == "fusion"
    assert app.style().metaObject().className() == "QStyleSheetStyle"
    assert window.actions_by_name["palette:standard"].isChecked()
    try:
        window.preferences.set_palette("high_contrast")
        contrast = app.styleSheet()
        assert contrast != standard and "#ffff00" in contrast
        assert app.palette().color(QPalette.ColorRole.Base).name() == "#000000"
        assert app.palette().color(QPalette.ColorRole.Text).name() == "#ffffff"
        assert theme.TABLE.name() == "#000000"
        assert QSettings().value("palette") == "high_contrast"
        window.preferences.set_palette("colour_blind")
        assert app.styleSheet() not in (standard, contrast)
        faces = {colour.name() for colour in pyramid_colours.player_colours()}
        assert faces == {"#e69f00", "#0b4f8a"}  # orange and blue, not red and blue
        assert contrast_ratio(*pyramid_colours.player_colours()) > 3  # told apart in grey too
        again = MainWindow()
        qtbot.addWidget(again)
        assert again.actions_by_name["palette:colour_blind"].isChecked()
        assert app.styleSheet() == style_sheet(palette="colour_blind")
        again.session.computer.shutdown()
    finally:
        window.preferences.set_palette("standard")
    assert app.styleSheet() == standard
    assert app.palette().color(QPalette.ColorRole.Base) == qt_palette("standard").color(
        QPalette.ColorRole.Base
    )
    assert QSettings().value("palette") == "standard"


def test_the_style_sheet_follows_the_text_size() -> None:
    assert "font-size: 20px" in style_sheet(20)
    assert "font-size: 30px" in style_sheet(30)
    for palette in theme.PALETTES:
        assert "font-size: 16px" in style_sheet(16, palette)


def test_the_about_box_credits_the_designers_and_gives_the_licence(window: MainWindow) -> None:
    words = dialogs.about_text()
    for needed in ("Royffe", "Gigamic", "Icehouse", "Pylon", "Ambush", "MIT"):
        assert needed in words
