"""The Preferences window (*Edit › Preferences…*, Ctrl+,): every setting in one place, each change
applied at once, the menus and the window showing the same choices whichever was used, the
lessons' own box too; a volume changed plays a sound; every word in French; reachable by the
keyboard and named for a screen reader. (Its contrast is in ``test_contrast``.)"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication, QCheckBox, QComboBox, QSlider, QWidget
from pytestqt.qtbot import QtBot

from desktop.i18n.language import choose_for_this_run
from desktop.look import theme
from desktop.sound import replace_sound
from desktop.window.main_window import MainWindow
from desktop.window.preferences_window import PreferencesWindow
from tests.desktop.test_sound import Recorder

pytestmark = pytest.mark.window(view="2d", active=True)


@pytest.fixture
def shown(window: MainWindow) -> Iterator[PreferencesWindow]:
    action = window.menus.actions["preferences"]
    assert action.shortcut() == QKeySequence("Ctrl+,")
    action.trigger()
    dialog = window.preferences_window
    assert isinstance(dialog, PreferencesWindow) and dialog.isVisible()
    yield dialog
    dialog.close()
    prefs = window.preferences
    prefs.set_sound(True)
    prefs.set_volume(70)
    prefs.set_animation("normal")
    prefs.set_coordinates(True)
    prefs.set_goes_on(False)
    prefs.set_palette("standard")
    prefs.set_view("2d")


def test_it_holds_every_setting_and_the_menus_show_the_same(
    qtbot: QtBot, window: MainWindow, shown: PreferencesWindow
) -> None:
    prefs, actions = window.preferences, window.menus.actions
    # the window → the preferences and the menus
    shown.speed_box.activated.emit(shown.speed_box.findData("fast"))
    assert prefs.animation == "fast" and actions["animation:fast"].isChecked()
    assert window.game_page.board2d.animation_ms == 140
    shown.view_box.activated.emit(shown.view_box.findData("both"))
    assert prefs.view == "both" and actions["view:both"].isChecked()
    shown.palette_box.activated.emit(shown.palette_box.findData("high_contrast"))
    assert theme.palette() == "high_contrast" and actions["palette:high_contrast"].isChecked()
    shown.coordinates_box.setChecked(False)
    assert not prefs.coordinates and not actions["coordinates"].isChecked()
    shown.sound_box.setChecked(False)
    assert not prefs.sound and not actions["sound"].isChecked()
    assert not shown.volume.isEnabled()  # (no volume without sound)
    shown.goes_on_box.setChecked(True)
    assert prefs.goes_on and window.game_page.lesson_panel.go_on_box.isChecked()
    assert window.session.lessons.goes_on_by_itself
    # the menus (and the lesson's box) → the window, at once
    actions["animation:slow"].trigger()
    assert shown.speed_box.currentData() == "slow"
    actions["view:2d"].trigger()
    assert shown.view_box.currentData() == "2d"
    actions["palette:colour_blind"].trigger()
    assert shown.palette_box.currentData() == "colour_blind"
    actions["coordinates"].trigger()
    assert shown.coordinates_box.isChecked()
    actions["sound"].trigger()
    assert shown.sound_box.isChecked() and shown.volume.isEnabled()
    window.game_page.lesson_panel.go_on_box.setChecked(False)
    assert not shown.goes_on_box.isChecked() and not prefs.goes_on
    prefs.set_volume(25)
    assert shown.volume.value() == 25 and shown.volume_value.text() == "25 %"


def test_a_volume_changed_plays_a_sound_to_hear_it(
    qtbot: QtBot, window: MainWindow, shown: PreferencesWindow
) -> None:
    recorder = Recorder()
    replace_sound(recorder)
    try:
        shown.volume.setValue(50)
        shown.volume.setValue(60)  # (one sound once the slider rests)
        qtbot.waitUntil(lambda: bool(recorder.played), timeout=2_000)
        qtbot.wait(250)
        assert [(name, round(volume, 2)) for _at, name, volume in recorder.played] == [
            ("wood_set", 0.36)
        ]
        assert window.preferences.volume == 60
    finally:
        replace_sound(None)


def test_every_word_in_french_and_back(window: MainWindow, shown: PreferencesWindow) -> None:
    english = words_of(shown)
    try:
        shown.language_box.activated.emit(shown.language_box.findData("fr"))
        assert window.preferences.language == "fr"
        french = words_of(shown)
        assert shown.windowTitle() == "Préférences"
        assert "&Sons sur la table" in french and "Vitesse d'&animation :" in french
        assert "Lente" in french and "Contraste élevé" in french
        left = set(english) & set(french) - {"Standard", "Normal", "Français", "English"}
        assert not {w for w in left if any(c.isalpha() for c in w)}, left
    finally:
        window.preferences.set_language("en")
        choose_for_this_run(None)
    assert words_of(shown) == english


def words_of(dialog: QWidget) -> list[str]:
    """Every word the window shows: its title, labels, boxes and each list's items."""
    found = [dialog.windowTitle()]
    for child in dialog.findChildren(QWidget):
        if isinstance(child, QComboBox):
            found += [child.itemText(i) for i in range(child.count())]
        elif hasattr(child, "text") and callable(child.text):
            text = child.text()
            if isinstance(text, str) and text and not text.endswith("%"):
                found.append(text)
    return found


def test_reachable_by_keyboard_and_named_for_a_screen_reader(
    qtbot: QtBot, shown: PreferencesWindow
) -> None:
    controls = [
        shown.sound_box,
        shown.volume,
        *shown.combos.values(),
        shown.coordinates_box,
        shown.goes_on_box,
    ]
    shown.activateWindow()
    shown.sound_box.setFocus()
    qtbot.waitUntil(shown.sound_box.hasFocus)
    reached = set()
    for _ in range(len(controls) + 2):
        focused = QApplication.focusWidget()
        if focused is not None:
            reached.add(focused)
        qtbot.keyClick(focused or shown, Qt.Key.Key_Tab)
    assert all(control in reached for control in controls), [
        type(c).__name__ for c in controls if c not in reached
    ]
    for control in controls:
        if isinstance(control, (QComboBox, QSlider)):
            assert control.accessibleName(), control
        else:
            assert isinstance(control, QCheckBox) and "&" in control.text()
    for key, label in shown.labels.items():
        assert label.buddy() is not None and "&" in label.text(), key
