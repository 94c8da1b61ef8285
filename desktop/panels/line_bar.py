"""Under the boards while a line of play is shown over the game (``GameModel.lines``): Back and
Forward through it, where it stands ("Best play: move 2 of 5, Blue: 3b1") and Close, which
gives back the game as it was left. While a line is only offered (a hint's follow-up), the bar
names it and offers to show it.

The window's Left, Right and Escape keys do what Back, Forward and Close do (the window's
actions, and the boards' keyboard cursor, step through the line while one is shown).
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QWidget

from desktop.i18n import tr
from desktop.model import GameModel
from desktop.model.lines import line_place


class LineBar(QFrame):
    """The bar of the line shown (or offered) on ``model``'s boards; hidden when there is none."""

    def __init__(self, model: GameModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self.setObjectName("lineBar")
        row = QHBoxLayout(self)
        row.setContentsMargins(8, 3, 6, 3)
        row.setSpacing(6)
        self.back_button = QPushButton(self)
        self.forward_button = QPushButton(self)
        self.label = QLabel(self)
        self.label.setObjectName("lineText")
        self.label.setTextFormat(Qt.TextFormat.PlainText)
        self.label.setWordWrap(True)
        self.open_button = QPushButton(self)
        self.close_button = QPushButton(self)
        for button in (self.back_button, self.forward_button, self.open_button, self.close_button):
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the keys stay with the boards
        row.addWidget(self.back_button)
        row.addWidget(self.forward_button)
        row.addWidget(self.label, 1)
        row.addWidget(self.open_button)
        row.addWidget(self.close_button)
        lines = model.lines
        self.back_button.clicked.connect(lines.back)
        self.forward_button.clicked.connect(lines.forward)
        self.open_button.clicked.connect(lines.show_offered)
        self.close_button.clicked.connect(lines.leave)
        for signal in (lines.changed, lines.offer_changed, model.game_started):
            signal.connect(self.refresh)
        self.retranslate()

    def retranslate(self) -> None:
        """The bar's words in the language now chosen (the line's title too)."""
        self.back_button.setText(tr("◂ Back"))
        self.back_button.setToolTip(tr("The position before, in the line (Left arrow)"))
        self.forward_button.setText(tr("Forward ▸"))
        self.forward_button.setToolTip(tr("The next move of the line, played (Right arrow)"))
        self.open_button.setText(tr("Step through it"))
        self.open_button.setToolTip(tr("Show the line on the board, a move at a time"))
        self.close_button.setText(tr("Close"))
        self.close_button.setToolTip(tr("Back to the game as you left it (Escape)"))
        self.setAccessibleName(tr("Line of play"))
        for button in (self.back_button, self.forward_button, self.open_button, self.close_button):
            button.setAccessibleName(button.text().strip("◂▸ "))
            button.setAccessibleDescription(button.toolTip())
        self.refresh()

    def refresh(self, *_: object) -> None:
        """Shown while a line is shown or offered, saying where it stands."""
        model = self.model
        line, offered = model.lines.line, model.lines.offered
        self.setVisible(line is not None or offered is not None)
        showing = line is not None
        for button in (self.back_button, self.forward_button, self.close_button):
            button.setVisible(showing)
        self.open_button.setVisible(not showing and offered is not None)
        self.setProperty("showing", showing)
        if line is not None:
            self.label.setText(line_place(line, model.shown_names))
            self.back_button.setEnabled(line.index > 0)
            self.forward_button.setEnabled(line.index < line.length)
        elif offered is not None:
            self.label.setText(
                tr("{title}: %n moves", "", offered.length).format(title=offered.title_text())
            )
        self.setAccessibleDescription(self.label.text())
        self.style().unpolish(self)
        self.style().polish(self)

    def text(self) -> str:
        return self.label.text()
