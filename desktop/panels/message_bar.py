"""The line under the board: what to do now, why a click was refused, or how the game ended;
beside it the choices a move asks for, and after the end an offer of another game."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QProgressBar, QPushButton, QWidget

from desktop.i18n import sentence, tr, whole_sentence
from desktop.look import icons
from desktop.model import GameModel
from desktop.model.describe import prompt, told_text
from desktop.panels.choices import ChoiceBar

ICONS = {
    "refused": icons.refusal_icon,
    "info": icons.info_icon,
    "prompt": icons.turn_icon,
    "over": icons.result_icon,
}


class MessageBar(QFrame):
    """The message line. ``rematch`` and ``new_game`` are asked for by its end-of-game buttons."""

    rematch = Signal()
    new_game = Signal()

    def __init__(self, model: GameModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self.setObjectName("messageBar")
        row = QHBoxLayout(self)
        row.setContentsMargins(10, 4, 6, 4)
        row.setSpacing(10)
        self.icon = QLabel(self)
        self.icon.setFixedSize(22, 22)
        self.label = QLabel(self)
        self.label.setObjectName("messageText")
        self.label.setWordWrap(True)
        self.label.setTextFormat(Qt.TextFormat.PlainText)  # a name like "<b>Zoë</b>" as typed
        self.label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.choices = ChoiceBar(model, self)
        self.thinking_bar = QProgressBar(self)
        self.thinking_bar.setObjectName("thinking")
        self.thinking_bar.setRange(0, 1000)
        self.thinking_bar.setTextVisible(False)
        self.thinking_bar.setFixedWidth(120)
        self.thinking_bar.hide()
        self._thinking = ""
        self.rematch_button = QPushButton(self)
        self.new_game_button = QPushButton(self)
        self.retranslate()
        self.rematch_button.clicked.connect(self.rematch)
        self.new_game_button.clicked.connect(self.new_game)
        row.addWidget(self.icon, 0, Qt.AlignmentFlag.AlignVCenter)
        row.addWidget(self.label, 1)
        row.addWidget(self.choices)
        row.addWidget(self.thinking_bar)
        row.addWidget(self.rematch_button)
        row.addWidget(self.new_game_button)
        self.setMinimumHeight(68)
        self._refusal = ""
        self._info = ""
        self.offer_rematch = True  # not in a lesson
        self.summary: QWidget | None = None  # the end-of-game summary, which offers a rematch
        self.kind = "prompt"
        model.message.connect(self._on_message)
        for signal in (
            model.selection_changed,
            model.position_changed,
            model.game_started,
            model.history_changed,
            model.lines.changed,
        ):
            signal.connect(self._on_change)
        self.refresh()

    def retranslate(self) -> None:
        """The bar's own words in the language now chosen (the message is the model's)."""
        self.thinking_bar.setToolTip(tr("How much of its thinking time the computer has used"))
        self.thinking_bar.setAccessibleName(tr("Computer's thinking time"))
        self.rematch_button.setText(tr("Rematch"))
        self.rematch_button.setToolTip(tr("Play again: same game, same players, colours swapped"))
        self.rematch_button.setAccessibleName(tr("Rematch"))
        self.rematch_button.setAccessibleDescription(self.rematch_button.toolTip())
        self.new_game_button.setText(tr("New game…"))
        self.new_game_button.setToolTip(tr("Choose a game, its options and the players"))
        self.new_game_button.setAccessibleName(tr("New game"))
        self.new_game_button.setAccessibleDescription(self.new_game_button.toolTip())

    def _on_message(self, text: str, kind: str) -> None:
        self._refusal = text if kind == "refused" else ""
        self._info = text if kind == "info" else ""
        self.refresh()

    def _on_change(self, *_: object) -> None:
        """Anything that changes the game or the move being built makes old words stale."""
        self._refusal = self._info = ""
        self.refresh()

    def refresh(self) -> None:
        model = self.model
        line = model.lines.line is not None
        over = model.state.is_over and not model.reviewing and not line
        lesson_says = model.locked is not None or model.click_handler is not None or line
        if self._refusal:
            self.kind, text = "refused", self._refusal
        elif self._info:
            self.kind, text = "info", self._info
        elif lesson_says:
            self.kind, text = "info", prompt(self.model)
        elif self._thinking and not over:
            self.kind, text = "prompt", self._told_then(self._thinking)
        else:
            self.kind, text = ("over" if over else "prompt"), prompt(self.model)
        # a refusal is said as a sentence, whether its words came with a full stop or not
        self.label.setText(whole_sentence(text) if self.kind == "refused" else sentence(text))
        self.icon.setPixmap(ICONS[self.kind](22))
        self.setProperty("kind", self.kind)
        summary_shown = self.summary is not None and not self.summary.isHidden()
        self.rematch_button.setVisible(over and self.offer_rematch and not summary_shown)
        self.new_game_button.setVisible(over and self.offer_rematch)
        self.style().unpolish(self)
        self.style().polish(self)

    def show_thinking(self, text: str, fraction: float | None) -> None:
        """The computer's thinking indicator: words and how much of its time it has used
        ("" and None when it is not thinking)."""
        was = self._thinking
        self._thinking = text
        self.thinking_bar.setVisible(fraction is not None)
        if fraction is not None:
            self.thinking_bar.setValue(round(1000 * min(1.0, max(0.0, fraction))))
        if bool(was) != bool(text):
            self.refresh()
        elif text and self.kind == "prompt" and not self.model.state.is_over:
            self.label.setText(self._told_then(text))  # only the words change: no restyling

    def _told_then(self, words: str) -> str:
        """``words`` after what the last move did, if it did more than its notation says (a
        person's capture stays said while the computer thinks)."""
        told = told_text(self.model)
        return f"{sentence(told)}.\n{words}" if told else words

    def text(self) -> str:
        return self.label.text()

    @property
    def refusal(self) -> str:
        return self._refusal
