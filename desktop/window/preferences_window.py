"""*Edit › Preferences…* (Ctrl+,): every choice the player can make for the program, in one
window — the sound and its volume, the animation speed, the view, the palette, the language, the
board's coordinates and whether a lesson goes on by itself.

Each change applies at once (there is nothing to confirm) and is kept between runs. The window
reads and writes the one ``Preferences`` object the menus use, and shows again whatever changes
there (``Preferences.changed``), so a choice made in a menu shows here at once and the other way
round. A change of the volume plays a sound, to hear it.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QSlider,
    QVBoxLayout,
    QWidget,
)

from desktop.i18n import QT_TR_NOOP, tr
from desktop.look.theme import PALETTES
from desktop.preferences import ANIMATION, VIEWS, Preferences

WORDS = {
    "title": QT_TR_NOOP("Preferences"),
    "sound": QT_TR_NOOP("&Sounds on the table"),
    "sound_tip": QT_TR_NOOP("A sound as each piece lands, a soft one for a refused click"),
    "volume": QT_TR_NOOP("&Volume:"),
    "volume_tip": QT_TR_NOOP("How loud the sounds are (a sound plays as you change it)"),
    "animation": QT_TR_NOOP("&Animation speed:"),
    "view": QT_TR_NOOP("Vie&w:"),
    "view_tip": QT_TR_NOOP("What the window shows, now and at the next start"),
    "palette": QT_TR_NOOP("&Palette:"),
    "language": QT_TR_NOOP("La&nguage:"),
    "coordinates": QT_TR_NOOP("Show the board's &coordinates"),
    "coordinates_tip": QT_TR_NOOP("Files, ranks and levels around the board, in 2D and 3D"),
    "goes_on": QT_TR_NOOP("A lesson goes &on by itself after a right answer"),
    "goes_on_tip": QT_TR_NOOP("Otherwise Next leads to the next step"),
    "relay": QT_TR_NOOP("&Mailbox server:"),
    "relay_tip": QT_TR_NOOP(
        "Where two players online meet (a magic-wormhole mailbox server); empty: the public one"
    ),
}
CHOICES = {
    "animation": {
        "off": QT_TR_NOOP("Off: moves appear at once"),
        "fast": QT_TR_NOOP("Fast"),
        "normal": QT_TR_NOOP("Normal"),
        "slow": QT_TR_NOOP("Slow"),
    },
    "view": {
        "2d": QT_TR_NOOP("2D board"),
        "3d": QT_TR_NOOP("3D view"),
        "both": QT_TR_NOOP("2D and 3D side by side"),
    },
    "palette": {
        "standard": QT_TR_NOOP("Standard"),
        "colour_blind": QT_TR_NOOP("Colour-blind safe"),
        "high_contrast": QT_TR_NOOP("High contrast"),
    },
}
"""The words of each list's values (the languages are named in their own words)."""

PREVIEW_MS = 150
"""A volume's sound plays this long after the slider stops moving (not at every step)."""


class PreferencesWindow(QDialog):
    """The Preferences window over ``preferences``; ``preview()`` plays a sound at the volume
    chosen."""

    def __init__(
        self, preferences: Preferences, preview: Callable[[], None], parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("preferencesWindow")
        self.preferences = preferences
        self.preview = preview
        column = QVBoxLayout(self)
        self.form = QFormLayout()
        column.addLayout(self.form)
        self.sound_box = self._check(lambda on: preferences.set_sound(on))
        volume_row = self._volume_row()
        self._preview_timer = QTimer(self)
        self._preview_timer.setSingleShot(True)
        self._preview_timer.setInterval(PREVIEW_MS)
        self._preview_timer.timeout.connect(self.preview)
        self.volume.valueChanged.connect(self._volume_moved)
        self.values: dict[str, list[str]] = {
            "animation": list(ANIMATION),
            "view": list(VIEWS),
            "palette": list(PALETTES),
            "language": list(Preferences.languages()),
        }
        self.speed_box = self._combo(lambda v: preferences.set_animation(v))
        self.view_box = self._combo(lambda v: preferences.set_view(v))
        self.palette_box = self._combo(lambda v: preferences.set_palette(v))
        self.language_box = self._combo(lambda v: preferences.set_language(v))
        self.combos = {
            "animation": self.speed_box,
            "view": self.view_box,
            "palette": self.palette_box,
            "language": self.language_box,
        }
        self.coordinates_box = self._check(lambda on: preferences.set_coordinates(on))
        self.goes_on_box = self._check(lambda on: preferences.set_goes_on(on))
        self.relay_edit = self._relay_edit()
        self.labels = {key: QLabel(self) for key in ("volume", "relay", *self.combos)}
        self.form.addRow(self.sound_box)
        self.form.addRow(self.labels["volume"], volume_row)
        self.form.addRow(self.labels["animation"], self.speed_box)
        self.form.addRow(self.labels["view"], self.view_box)
        self.form.addRow(self.labels["palette"], self.palette_box)
        self.form.addRow(self.labels["language"], self.language_box)
        self.form.addRow(self.coordinates_box)
        self.form.addRow(self.goes_on_box)
        self.form.addRow(self.labels["relay"], self.relay_edit)
        for key, widget in (
            ("volume", self.volume),
            ("relay", self.relay_edit),
            *self.combos.items(),
        ):
            self.labels[key].setBuddy(widget)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.close)
        self.close_button = buttons.button(QDialogButtonBox.StandardButton.Close)
        column.addWidget(buttons)
        preferences.changed.connect(self.refresh)
        self.retranslate()

    # --- its parts ---------------------------------------------------------------------------
    def _volume_row(self) -> QHBoxLayout:
        self.volume = QSlider(Qt.Orientation.Horizontal, self)
        self.volume.setRange(0, 100)
        self.volume.setPageStep(10)
        self.volume_value = QLabel(self)
        self.volume_value.setMinimumWidth(self.fontMetrics().horizontalAdvance("100 %") + 4)
        volume_row = QHBoxLayout()
        volume_row.addWidget(self.volume, 1)
        volume_row.addWidget(self.volume_value)
        return volume_row

    def _relay_edit(self) -> QLineEdit:
        """The mailbox server of online play (kept when the player leaves the field)."""
        edit = QLineEdit(self)
        edit.setClearButtonEnabled(True)
        edit.editingFinished.connect(lambda: self.preferences.set_relay(edit.text()))
        return edit

    def _check(self, choose: Callable[[bool], None]) -> QCheckBox:
        box = QCheckBox(self)
        box.toggled.connect(choose)
        return box

    def _combo(self, choose: Callable[[str], None]) -> QComboBox:
        combo = QComboBox(self)
        combo.activated.connect(lambda index: choose(str(combo.itemData(index))))
        return combo

    def _volume_moved(self, value: int) -> None:
        self.volume_value.setText(f"{value} %")
        if value != self.preferences.volume:
            self.preferences.set_volume(value)
            self._preview_timer.start()

    # --- words and values --------------------------------------------------------------------
    def retranslate(self) -> None:
        """Every word in the language now chosen, then the values."""
        self.setWindowTitle(tr(WORDS["title"]))
        self.close_button.setText(tr("Close"))  # (Qt's own words stay in the first language)
        texts = {
            self.sound_box: ("sound", "sound_tip"),
            self.coordinates_box: ("coordinates", "coordinates_tip"),
            self.goes_on_box: ("goes_on", "goes_on_tip"),
        }
        for box, (said, tip) in texts.items():
            box.setText(tr(WORDS[said]))
            box.setToolTip(tr(WORDS[tip]))
        for key, label in self.labels.items():
            label.setText(tr(WORDS[key]))
        self.volume.setToolTip(tr(WORDS["volume_tip"]))
        self.volume.setAccessibleName(tr(WORDS["volume"]).replace("&", "").rstrip(" :"))
        self.view_box.setToolTip(tr(WORDS["view_tip"]))
        self.relay_edit.setToolTip(tr(WORDS["relay_tip"]))
        self.relay_edit.setPlaceholderText(tr("the public server"))
        self.relay_edit.setAccessibleName(tr(WORDS["relay"]).replace("&", "").rstrip(" :"))
        for key, combo in self.combos.items():
            names = CHOICES.get(key)
            combo.blockSignals(True)
            combo.clear()
            for value in self.values[key]:
                named = tr(names[value]) if names else Preferences.languages()[value]
                combo.addItem(named, value)
            combo.blockSignals(False)
            combo.setAccessibleName(tr(WORDS[key]).replace("&", "").rstrip(" :"))
        self.refresh()

    def refresh(self, what: str = "") -> None:
        """Show the choices as they are now (``what`` changed; a new language: every word)."""
        if what == "language":
            self.retranslate()
            return
        p = self.preferences
        for box, on in (
            (self.sound_box, p.sound),
            (self.coordinates_box, p.coordinates),
            (self.goes_on_box, p.goes_on),
        ):
            box.blockSignals(True)
            box.setChecked(on)
            box.blockSignals(False)
        self.volume.blockSignals(True)
        self.volume.setValue(p.volume)
        self.volume.blockSignals(False)
        self.volume_value.setText(f"{p.volume} %")
        if not self.relay_edit.hasFocus():
            self.relay_edit.setText(p.relay)
        self.volume.setEnabled(p.sound)
        self.labels["volume"].setEnabled(p.sound)
        for combo, value in (
            (self.speed_box, p.animation),
            (self.view_box, p.view),
            (self.palette_box, p.palette),
            (self.language_box, p.language),
        ):
            combo.blockSignals(True)
            combo.setCurrentIndex(combo.findData(value))
            combo.blockSignals(False)
