"""The moves in our notation. Clicking one, or moving through the list with the keys, shows that
position; Resume from here plays on from it (the later moves come back with Redo)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor, QResizeEvent
from PySide6.QtWidgets import (
    QHBoxLayout,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from desktop.i18n import tr
from desktop.model import Agreement, GameModel
from desktop.model.describe import core_words, shown_names

MARK_COLOURS = {"??": QColor(255, 110, 100), "?": QColor(255, 190, 90)}


class MoveList(QWidget):
    def __init__(
        self,
        model: GameModel,
        parent: QWidget | None = None,
        undo: Callable[[], object] | None = None,
    ) -> None:
        """``undo`` is what the Undo button does (the model's undo unless the window says)."""
        super().__init__(parent)
        self.model = model
        self.marks: dict[int, tuple[str, str]] = {}
        """Moves an analysis marked: ply → (symbol such as "??", the words for its tooltip)."""
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.list = QListWidget(self)
        self.list.setObjectName("moveList")
        self.list.currentRowChanged.connect(self._row_chosen)
        self.list.setToolTip(tr("Click a move, or use the arrow keys, to look at that position"))
        self.list.setAccessibleName(tr("Moves played"))
        self.list.setAccessibleDescription(self.list.toolTip())
        layout.addWidget(self.list, 1)
        row = QHBoxLayout()
        self.undo_button = QPushButton(tr("Undo"), self)
        self.redo_button = QPushButton(tr("Redo"), self)
        self.undo_button.setToolTip(
            tr("Take back the last move (against the computer, back to your last move) — Ctrl+Z")
        )
        self.redo_button.setToolTip(tr("Play again the move taken back — Ctrl+Shift+Z"))
        self.undo_button.setAccessibleName(tr("Undo"))
        self.undo_button.setAccessibleDescription(self.undo_button.toolTip())
        self.redo_button.setAccessibleName(tr("Redo"))
        self.redo_button.setAccessibleDescription(self.redo_button.toolTip())
        self.undo_button.clicked.connect(lambda: (undo or model.undo)())
        self.redo_button.clicked.connect(model.redo)
        row.addWidget(self.undo_button)
        row.addWidget(self.redo_button)
        layout.addLayout(row)
        self.resume_button = QPushButton(tr("Resume from here"), self)
        self.resume_button.setToolTip(
            tr("Play on from this position; the later moves come back with Redo.")
        )
        self.resume_button.setAccessibleName(tr("Resume from here"))
        self.resume_button.setAccessibleDescription(self.resume_button.toolTip())
        self.resume_button.clicked.connect(model.resume_from_here)
        self.latest_button = QPushButton(tr("Back to the last move"), self)
        self.latest_button.setToolTip(tr("Look at the game as it is now (End)"))
        self.latest_button.setAccessibleName(tr("Back to the last move"))
        self.latest_button.setAccessibleDescription(self.latest_button.toolTip())
        self.latest_button.clicked.connect(lambda: model.review(model.length))
        layout.addWidget(self.resume_button)
        layout.addWidget(self.latest_button)
        model.history_changed.connect(self.refresh)
        model.game_started.connect(self.refresh)
        self.refresh()

    def refresh(self) -> None:
        model = self.model
        self.list.blockSignals(True)
        self.list.clear()
        start = QListWidgetItem("   " + tr("start"))
        start.setData(Qt.ItemDataRole.UserRole, 0)
        self.list.addItem(start)
        states = model.states
        proposals = {p.name: p for p in model.game.proposals}
        names = shown_names(model)
        for index, move in enumerate(model.entries):
            mover = states[index].current_player
            text = str(move)
            if isinstance(move, Agreement) and move.name in proposals:
                text = core_words(proposals[move.name].agreed, names)
            item = QListWidgetItem(f"{index + 1:>3}. {names[mover]}: {text}")
            item.setData(Qt.ItemDataRole.UserRole, index + 1)
            mark = self.marks.get(index + 1)
            if mark is not None:
                symbol, words = mark
                item.setText(f"{item.text()} {symbol}")
                item.setToolTip(words)
                item.setForeground(QBrush(MARK_COLOURS.get(symbol, QColor(255, 170, 60))))
            self.list.addItem(item)
        current = self.list.item(model.cursor)
        self.list.setCurrentItem(current)
        self.list.scrollToItem(current)
        self.list.blockSignals(False)
        self.undo_button.setEnabled(model.can_undo() or not model.builder.is_empty)
        self.redo_button.setEnabled(model.can_redo() and not model.reviewing)
        self.resume_button.setVisible(model.reviewing)
        self.latest_button.setVisible(model.reviewing)

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Smaller (the analysis graph appeared), the list keeps the current move in view."""
        super().resizeEvent(event)
        current = self.list.currentItem()
        if current is not None:
            self.list.scrollToItem(current)

    def _row_chosen(self, row: int) -> None:
        """The highlight moved (mouse or keys): show that position."""
        if 0 <= row <= self.model.length:
            self.model.review(row)
