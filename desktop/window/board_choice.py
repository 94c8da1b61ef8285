"""The New Game dialog's row for options a game sets together (``DesktopKit.joined``; Pylos's
Board: the base and the balls each, as the standard game, the small 3×3 one, or the 4×4 base
with fewer balls): one choice sets them all, where a row each did not fit a 600-pixel screen.
Files and the command line keep every option of its own."""

from __future__ import annotations

import json

from PySide6.QtWidgets import QComboBox, QFormLayout, QLabel, QVBoxLayout

from core.api import Game
from desktop.i18n import tr
from desktop.registry import desktop_kit

ROW = "joined"
"""The row's name among the dialog's option widgets."""


def joined_row(form: QFormLayout, game: type[Game], remembered: dict[str, str]) -> QComboBox | None:
    """The row at the end of the options' ``form``, set to the ``remembered`` options; None for
    a game that sets no options together."""
    joined = desktop_kit(game.name).joined
    if joined is None:
        return None
    page = form.parentWidget()
    defaults = {spec.name: spec.default for spec in game.option_specs}
    chosen = {name: remembered.get(name, defaults[name]) for name in joined.names}
    choice = QComboBox(page)
    for words, values in joined.offered(chosen):
        choice.addItem(words, json.dumps(values, sort_keys=True))
    choice.setCurrentIndex(max(0, choice.findData(json.dumps(chosen, sort_keys=True))))
    note = joined.note()
    # (the dialog says once, under the repetition, that a ★ marks our own rules)
    tip = " ".join((note, tr("★ This is Pyramid Duels' own rule, not the publisher's.")))
    choice.setToolTip(tip)
    choice.setAccessibleName(joined.title())
    choice.setAccessibleDescription(tip)
    explanation = QLabel(note, page)
    explanation.setWordWrap(True)
    explanation.setObjectName("optionHelp")
    label = QLabel(joined.title() + " ★", page)
    label.setBuddy(choice)
    field = QVBoxLayout()
    field.setSpacing(2)
    field.addWidget(choice)
    field.addWidget(explanation)
    form.addRow(label, field)
    return choice


def split_joined(values: dict[str, str]) -> dict[str, str]:
    """The dialog's ``values`` by option (the joined row's value, every option it sets)."""
    joined = values.pop(ROW, None)
    if joined is not None:
        values.update(json.loads(joined))
    return values
