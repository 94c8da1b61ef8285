"""The line under the board: what to do now, or why a click was refused."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QWidget

from desktop.describe import prompt
from desktop.model import GameModel


class MessageBar(QLabel):
    def __init__(self, model: GameModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self.setObjectName("messageBar")
        self.setWordWrap(True)
        self.setMinimumHeight(44)
        self._refusal = ""
        model.message.connect(self._on_message)
        for signal in (
            model.selection_changed,
            model.state_changed,
            model.game_started,
            model.history_changed,
        ):
            signal.connect(self.refresh)
        self.refresh()

    def _on_message(self, text: str, kind: str) -> None:
        self._refusal = text if kind == "refused" else ""
        self.refresh(info=text if kind == "info" else "")

    def refresh(self, *_: object, info: str = "") -> None:
        if self._refusal:
            self.setProperty("kind", "refused")
            self.setText(f"✋ {self._refusal}")
        else:
            self.setProperty("kind", "info" if info else "prompt")
            self.setText(info or prompt(self.model))
        self.style().unpolish(self)
        self.style().polish(self)

    @property
    def refusal(self) -> str:
        return self._refusal
