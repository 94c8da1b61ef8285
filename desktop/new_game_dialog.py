"""The New Game dialog: the game, its options (each explained in a line, our own rules marked),
the players' names and who starts."""

from __future__ import annotations

import random

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from core.api import Game, OptionSpec
from core.registry import KITS, game_names, kit_of, make_game
from desktop.model import Seat


class NewGameDialog(QDialog):
    def __init__(
        self,
        game_name: str | None = None,
        names: tuple[str, str] = ("", ""),
        parent: QWidget | None = None,
    ):
        super().__init__(parent)
        self.setWindowTitle("New game")
        self.setMinimumWidth(520)
        layout = QVBoxLayout(self)
        form = QFormLayout()
        self.game_box = QComboBox(self)
        for name, kit in KITS.items():
            self.game_box.addItem(kit.game.title, name)
        form.addRow("Game", self.game_box)
        self.description = QLabel(self)
        self.description.setWordWrap(True)
        form.addRow("", self.description)
        layout.addLayout(form)
        self.options_box = QGroupBox("Options", self)
        self.options_form = QFormLayout(self.options_box)
        layout.addWidget(self.options_box)
        players = QGroupBox("Players", self)
        players_form = QFormLayout(players)
        self.name_edits = [QLineEdit(names[0], self), QLineEdit(names[1], self)]
        self.name_labels = [QLabel(self), QLabel(self)]
        for label, edit in zip(self.name_labels, self.name_edits, strict=True):
            edit.setMaxLength(24)
            players_form.addRow(label, edit)
        self.starter = QComboBox(self)
        players_form.addRow("Who starts", self.starter)
        layout.addWidget(players)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText("Start")
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.option_widgets: dict[str, QComboBox | QSpinBox] = {}
        self.game_box.currentIndexChanged.connect(self._game_changed)
        for edit in self.name_edits:
            edit.textChanged.connect(self._names_changed)
        self.game_box.setCurrentIndex(max(0, self.game_box.findData(game_name or game_names()[0])))
        self._game_changed()

    def _game_changed(self) -> None:
        kit = kit_of(self.game_box.currentData())
        cls = kit.game
        self.description.setText(kit.words.description)
        while self.options_form.rowCount():
            self.options_form.removeRow(0)
        self.option_widgets.clear()
        for spec in cls.option_specs:
            self._add_option(spec)
        if not cls.option_specs:
            self.options_form.addRow(QLabel("This game has no options.", self))
        for player, label in enumerate(self.name_labels):
            order = "moves first" if player == 0 else "moves second"
            label.setText(f"{cls.player_names[player]} ({order})")
        self._names_changed()

    def _add_option(self, spec: OptionSpec) -> None:
        title = spec.name.replace("_", " ").capitalize()
        if spec.app_rule:
            title += " ★"
        if spec.choices:
            box = QComboBox(self)
            helps = dict(spec.choice_help)
            for choice in spec.choices:
                text = choice.replace("_", " ")
                box.addItem(f"{text} — {helps[choice]}" if choice in helps else text, choice)
            box.setCurrentIndex(box.findData(spec.default))
            widget: QComboBox | QSpinBox = box
        else:
            spin = QSpinBox(self)
            spin.setRange(0, 9)
            spin.setValue(int(spec.default))
            spin.setSpecialValueText("off")
            widget = spin
        note = spec.help + (
            " ★ This is Pyramid Duels' own rule, not the publisher's." if spec.app_rule else ""
        )
        widget.setToolTip(note)
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
        self.starter.addItems([f"{names[0]} starts", f"{names[1]} starts", "Draw lots"])
        self.starter.setCurrentIndex(max(0, current))

    def seat_names(self) -> tuple[str, str]:
        cls = kit_of(self.game_box.currentData()).game
        first = self.name_edits[0].text().strip() or cls.player_names[0]
        second = self.name_edits[1].text().strip() or cls.player_names[1]
        return first, second

    def settings(self) -> dict[str, str]:
        values = {}
        for name, widget in self.option_widgets.items():
            values[name] = (
                str(widget.currentData()) if isinstance(widget, QComboBox) else str(widget.value())
            )
        return values

    def chosen(self, rng: random.Random | None = None) -> tuple[Game, tuple[Seat, Seat]]:
        """The chosen game and who sits where (the starter takes the first seat)."""
        game = make_game(self.game_box.currentData(), self.settings())
        names = self.seat_names()
        choice = self.starter.currentIndex()
        if choice == 2:
            choice = (rng or random.Random()).randrange(2)
        if choice == 1:
            names = (names[1], names[0])
        return game, (Seat(names[0]), Seat(names[1]))
