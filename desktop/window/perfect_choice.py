"""The New Game dialog's *Computer: Perfect* choice: offered for the games a table of perfect
play can be built for (Pylos; hidden for the others), and only chosen once that table lies
ready; otherwise its tooltip says what is missing and how to build it."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QStandardItemModel
from PySide6.QtWidgets import QComboBox, QListView

from core.api import Game
from core.search.levels import PERFECT, STRONGEST
from core.solver import kernel
from core.study.perfect import available
from desktop.i18n import tr, translate_core

_TOOLTIP = Qt.ItemDataRole.ToolTipRole


def add_perfect(kind: QComboBox) -> None:
    """Add the Perfect level's item to a seat's choices (``offer_perfect`` enables it)."""
    kind.addItem(tr("Computer: {level}").format(level=translate_core(PERFECT.name)), PERFECT.number)


def why_not_perfect(game: Game) -> str | None:
    """Why the Perfect level cannot play ``game`` here, in a sentence; None when it can."""
    if not kernel.plays(game):
        return tr("Perfect play is for Pylos only: no table of the other games can be built.")
    problem = kernel.problem()
    if problem is not None:
        return tr(
            "Perfect play needs the solver, which was not built: this machine had no C compiler "
            "when the program was installed."
        )
    if not available(game):
        return tr(
            "Perfect play needs the table of these rules: build it with Game › Perfect play for "
            "Pylos… (once, about an hour), then choose it here."
        )
    return None


def offer_perfect(kind: QComboBox, game: Game) -> None:
    """Enable the Perfect item of ``kind`` when it can play ``game``, or say why not (a seat
    that had it chosen falls back to the strongest search)."""
    index = kind.findData(PERFECT.number)
    if index < 0:
        return
    why = why_not_perfect(game)
    view = kind.view()
    if isinstance(view, QListView):  # not even offered for the games no table is built for
        view.setRowHidden(index, not kernel.plays(game))
    model = kind.model()
    if isinstance(model, QStandardItemModel):
        item = model.item(index)
        if item is not None:
            item.setEnabled(why is None)
    described = tr("The computer {does}").format(does=translate_core(PERFECT.description))
    kind.setItemData(index, described if why is None else why, _TOOLTIP)
    if why is not None and kind.currentIndex() == index:
        kind.setCurrentIndex(max(0, kind.findData(STRONGEST.number)))
