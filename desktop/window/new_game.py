"""The New Game dialog: the game, its options (each explained in a line, our own rules marked),
who sits in each seat (a person, or the computer at a level) with their names, and who starts."""

from __future__ import annotations

import json
import random

from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from core.api import Game, OptionSpec
from core.registry import KITS, game_names, kit_of, make_game
from core.search.levels import LEVELS, find_level
from desktop.i18n import fill, tr, translate_core
from desktop.model import Seat
from desktop.registry import desktop_kit

_TOOLTIP = Qt.ItemDataRole.ToolTipRole


def _number(value: object) -> int:
    try:
        return max(0, int(str(value)))
    except ValueError:
        return 0


class NewGameDialog(QDialog):
    def __init__(
        self,
        game_name: str | None = None,
        names: tuple[str, str] = ("", ""),
        parent: QWidget | None = None,
        levels: tuple[int, int] = (0, 0),
    ):
        super().__init__(parent)
        self.settings = QSettings()
        remembered = self.settings.value("newGame/names")
        if names == ("", "") and isinstance(remembered, list) and len(remembered) == 2:
            names = (str(remembered[0]), str(remembered[1]))
        remembered_levels = self.settings.value("newGame/levels")
        if levels == (0, 0) and isinstance(remembered_levels, list) and len(remembered_levels) == 2:
            levels = (_number(remembered_levels[0]), _number(remembered_levels[1]))
        game_name = game_name or str(self.settings.value("newGame/game", "")) or None
        self.setWindowTitle(tr("New game"))
        self.setAccessibleName(tr("New game"))
        self.setMinimumWidth(520)
        layout = QVBoxLayout(self)
        layout.addLayout(self._game_row())
        self.options_box = QGroupBox(tr("Options"), self)
        self.options_form = QFormLayout(self.options_box)
        layout.addWidget(self.options_box)
        layout.addWidget(self._players(names, levels))
        layout.addWidget(self._buttons())
        self.option_widgets: dict[str, QComboBox | QSpinBox] = {}
        self.game_box.currentIndexChanged.connect(self._game_changed)
        for edit in self.name_edits:
            edit.textChanged.connect(self._names_changed)
        self.game_box.setCurrentIndex(max(0, self.game_box.findData(game_name or game_names()[0])))
        self._game_changed()

    def _game_row(self) -> QFormLayout:
        form = QFormLayout()
        self.game_box = QComboBox(self)
        for name, kit in KITS.items():
            self.game_box.addItem(kit.game.title, name)
        self.game_box.setToolTip(tr("Which game to play"))
        self.game_box.setAccessibleName(tr("Game"))
        self.game_box.setAccessibleDescription(tr("Which game to play"))
        game_label = QLabel(tr("Ga&me"), self)
        game_label.setBuddy(self.game_box)
        form.addRow(game_label, self.game_box)
        self.description = QLabel(self)
        self.description.setWordWrap(True)
        form.addRow("", self.description)
        return form

    def _players(self, names: tuple[str, str], levels: tuple[int, int]) -> QGroupBox:
        """Each seat (a person or the computer at a level, and a name), and who starts."""
        players = QGroupBox(tr("Players"), self)
        players_form = QFormLayout(players)
        self.name_edits = [QLineEdit(names[0], self), QLineEdit(names[1], self)]
        self.name_labels = [QLabel(self), QLabel(self)]
        self.kind_boxes = [QComboBox(self), QComboBox(self)]
        for label, edit, kind, level in zip(
            self.name_labels, self.name_edits, self.kind_boxes, levels, strict=True
        ):
            edit.setMaxLength(24)
            edit.setPlaceholderText(tr("name"))
            edit.setToolTip(tr("The name shown for this side (empty: the colour's name)"))
            edit.setAccessibleDescription(edit.toolTip())
            self._fill_kinds(kind, level)
            label.setBuddy(kind)
            kind.currentIndexChanged.connect(self._names_changed)
            row = QHBoxLayout()
            row.addWidget(kind)
            row.addWidget(edit, 1)
            players_form.addRow(label, row)
        self.starter = QComboBox(self)
        self.starter.setToolTip(tr("Who takes the first seat, the one that moves first"))
        self.starter.setAccessibleName(tr("Who starts"))
        self.starter.setAccessibleDescription(self.starter.toolTip())
        starter_label = QLabel(tr("&Who starts"), self)
        starter_label.setBuddy(self.starter)
        players_form.addRow(starter_label, self.starter)
        return players

    @staticmethod
    def _fill_kinds(kind: QComboBox, level: int) -> None:
        """A person, or the computer at each level (``level`` chosen: 0 for a person)."""
        kind.addItem(tr("Person"), 0)
        kind.setItemData(0, tr("Someone at this computer plays this side"), _TOOLTIP)
        for item in LEVELS:
            kind.addItem(
                tr("Computer: {level}").format(level=translate_core(item.name)), item.number
            )
            kind.setItemData(
                kind.count() - 1,
                tr("The computer {does}").format(does=translate_core(item.description)),
                _TOOLTIP,
            )
        kind.setCurrentIndex(max(0, kind.findData(level)))
        kind.setToolTip(tr("A person, or the computer at a level (Beginner is the gentlest)"))
        kind.setAccessibleDescription(kind.toolTip())

    def _buttons(self) -> QDialogButtonBox:
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        start = buttons.button(QDialogButtonBox.StandardButton.Ok)
        start.setText(tr("&Start"))
        start.setAccessibleName(tr("Start the game"))
        cancel = buttons.button(QDialogButtonBox.StandardButton.Cancel)
        cancel.setText(tr("&Cancel"))
        cancel.setAccessibleName(tr("Cancel"))
        buttons.accepted.connect(self._remember_and_accept)
        buttons.rejected.connect(self.reject)
        return buttons

    def _remember_and_accept(self) -> None:
        """The choices made are the next dialog's first offer."""
        name = str(self.game_box.currentData())
        self.settings.setValue("newGame/game", name)
        self.settings.setValue("newGame/options/" + name, self.settings_json())
        self.settings.setValue("newGame/names", [edit.text().strip() for edit in self.name_edits])
        self.settings.setValue("newGame/levels", list(self.seat_levels()))
        self.accept()

    def settings_json(self) -> str:
        return json.dumps(self.settings_values(), sort_keys=True)

    def _game_changed(self) -> None:
        kit = kit_of(self.game_box.currentData())
        cls = kit.game
        self.description.setText(translate_core(kit.words.description))
        while self.options_form.rowCount():
            self.options_form.removeRow(0)
        self.option_widgets.clear()
        remembered: dict[str, str] = {}
        try:
            raw = json.loads(str(self.settings.value("newGame/options/" + cls.name, "{}")))
            if isinstance(raw, dict):
                remembered = {str(k): str(v) for k, v in raw.items()}
        except ValueError:
            pass
        for spec in cls.option_specs:
            self._add_option(spec, remembered.get(spec.name))
        if not cls.option_specs:
            self.options_form.addRow(QLabel(tr("This game has no options."), self))
        for player, label in enumerate(self.name_labels):
            side = desktop_kit(cls.name).side_name(cls.player_names[player])
            if player == 0:
                words = fill(tr("{side} (moves first)"), side=side)
            else:
                words = fill(tr("{side} (moves second)"), side=side)
            label.setText(words)
            self.kind_boxes[player].setAccessibleName(
                fill(tr("{side}: a person or the computer"), side=side)
            )
            self.name_edits[player].setAccessibleName(fill(tr("{side}: name"), side=side))
        self._names_changed()

    def _add_option(self, spec: OptionSpec, value: str | None = None) -> None:
        title = translate_core(spec.title()).capitalize()
        if spec.app_rule:
            title += " ★"
        if spec.choices:
            box = QComboBox(self)
            helps = dict(spec.choice_help)
            for choice in spec.choices:
                text = translate_core(spec.choice_label(choice))
                if choice in helps:
                    text = f"{text} — {translate_core(helps[choice])}"
                box.addItem(text, choice)
            index = box.findData(value) if value is not None else -1
            box.setCurrentIndex(index if index >= 0 else box.findData(spec.default))
            widget: QComboBox | QSpinBox = box
        else:
            spin = QSpinBox(self)
            spin.setRange(0, 9)
            spin.setValue(
                int(value) if value is not None and value.isdigit() else int(spec.default)
            )
            spin.setSpecialValueText(tr("off"))
            widget = spin
        note = translate_core(spec.help)
        if spec.app_rule:
            note += " " + tr("★ This is Pyramid Duels' own rule, not the publisher's.")
        widget.setToolTip(note)
        widget.setAccessibleName(title.rstrip(" ★"))
        widget.setAccessibleDescription(note)
        explanation = QLabel(note, self)
        explanation.setWordWrap(True)
        explanation.setObjectName("optionHelp")
        self.options_form.addRow(title, widget)
        self.options_form.addRow("", explanation)
        self.option_widgets[spec.name] = widget

    def _names_changed(self) -> None:
        current = self.starter.currentIndex()
        names = self.seat_names()
        self.starter.clear()
        self.starter.addItems(
            [
                fill(tr("{player} starts"), player=names[0]),
                fill(tr("{player} starts"), player=names[1]),
                tr("Draw lots"),
            ]
        )
        self.starter.setCurrentIndex(max(0, current))

    def seat_levels(self) -> tuple[int, int]:
        """Each seat's computer level (0: a person)."""
        first, second = (int(box.currentData()) for box in self.kind_boxes)
        return first, second

    def seat_names(self) -> tuple[str, str]:
        cls = kit_of(self.game_box.currentData()).game
        names = []
        for player, (edit, level) in enumerate(
            zip(self.name_edits, self.seat_levels(), strict=True)
        ):
            default = desktop_kit(cls.name).side_name(cls.player_names[player])
            if level:
                default = tr("Computer ({level})").format(
                    level=translate_core(find_level(level).name)
                )
            names.append(edit.text().strip() or default)
        return names[0], names[1]

    def settings_values(self) -> dict[str, str]:
        values = {}
        for name, widget in self.option_widgets.items():
            values[name] = (
                str(widget.currentData()) if isinstance(widget, QComboBox) else str(widget.value())
            )
        return values

    def chosen(self, rng: random.Random | None = None) -> tuple[Game, tuple[Seat, Seat]]:
        """The chosen game and who sits where (the starter takes the first seat)."""
        game = make_game(self.game_box.currentData(), self.settings_values())
        seats = [
            Seat(name, "computer", level) if level else Seat(name)
            for name, level in zip(self.seat_names(), self.seat_levels(), strict=True)
        ]
        choice = self.starter.currentIndex()
        if choice == 2:
            choice = (rng or random.Random()).randrange(2)
        if choice == 1:
            seats.reverse()
        return game, (seats[0], seats[1])
