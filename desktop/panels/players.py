"""Both players: colour, name, whose turn it is, and each side's figures."""

from __future__ import annotations

import html

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QFontMetrics, QPainter, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import QFrame, QGridLayout, QLabel, QSizePolicy, QVBoxLayout, QWidget

from desktop.i18n import fill, tr, translate_core
from desktop.look.tips import plain_tip
from desktop.model import GameModel
from desktop.model.describe import figure_text, phase_text, result_summary, shown_names
from desktop.registry import desktop_kit


class Swatch(QWidget):
    """A small round sample of a player's colour."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.colour = QColor("grey")
        self.setFixedSize(22, 22)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(self.colour)
        painter.setPen(self.colour.darker(160))
        painter.drawEllipse(2, 2, 18, 18)


class NameLabel(QLabel):
    """A player's name and colour on one line, bold for the player to move: the name cut short
    with "…" when the panel is narrow, the colour kept (the line never wraps, so the panel
    keeps its height from turn to turn); its tool tip gives it whole."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTextFormat(Qt.TextFormat.RichText)  # (the name escaped: shown as typed)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.name, self.rest, self.bold = "", "", False

    def show_name(self, name: str, rest: str, bold: bool) -> None:
        """``name`` (cut short if need be), then ``rest`` (" · Blue") whole."""
        self.name, self.rest, self.bold = name, rest, bold
        self._fit()

    def _fit(self) -> None:
        font = self.font()
        font.setBold(self.bold)
        metrics = QFontMetrics(font)
        room = max(self.width() - metrics.horizontalAdvance(self.rest), 20)
        shown = metrics.elidedText(self.name, Qt.TextElideMode.ElideRight, room) + self.rest
        escaped = html.escape(shown)
        self.setText(f"<b>{escaped}</b>" if self.bold else escaped)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()


class PlayersPanel(QFrame):
    def __init__(self, model: GameModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self.setObjectName("playersPanel")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 8, 8, 8)
        self.phase = QLabel()
        self.phase.setObjectName("phase")
        self.phase.setWordWrap(True)
        self.phase.setTextFormat(Qt.TextFormat.RichText)  # the players' names escaped in it
        layout.addWidget(self.phase)
        grid = QGridLayout()
        grid.setHorizontalSpacing(8)
        self.swatches, self.names, self.figures, self.turns = [], [], [], []
        for player in (0, 1):
            swatch, name, figure, turn = Swatch(self), NameLabel(), QLabel(), QLabel()
            name.setObjectName("playerName")
            figure.setTextFormat(Qt.TextFormat.PlainText)
            figure.setObjectName("figure")
            turn.setFixedWidth(18)
            grid.addWidget(turn, 2 * player, 0, 2, 1)
            grid.addWidget(swatch, 2 * player, 1)
            grid.addWidget(name, 2 * player, 2)
            grid.addWidget(figure, 2 * player + 1, 2)
            self.swatches.append(swatch)
            self.names.append(name)
            self.figures.append(figure)
            self.turns.append(turn)
        grid.setColumnStretch(2, 1)
        layout.addLayout(grid)
        for signal in (
            model.game_started,
            model.position_changed,
            model.history_changed,
            model.selection_changed,
            model.lines.changed,
        ):
            signal.connect(self.refresh)
        self.refresh()

    def refresh(self) -> None:
        self.setAccessibleName(tr("Players"))
        model = self.model
        state = model.shown_state()
        game = model.game
        names = shown_names(model)
        header = f"<b>{translate_core(game.title)}</b> · {html.escape(phase_text(state, names))}"
        outcome = state.outcome()
        if outcome is not None:
            header += f"<br><b>{html.escape(result_summary(outcome, names, game))}</b>"
        self.phase.setText(header)
        for player in (0, 1):
            self.swatches[player].colour = desktop_kit(game).player_colour(player)
            self.swatches[player].update()
            to_move = player == state.current_player and not state.is_over
            colour_name = model.recolour(translate_core(game.player_names[player]))
            name = names[player]  # as the window names the seat (a computer's, translated)
            if name == colour_name:
                label, rest = colour_name, ""
            else:
                template = tr("{name} · {colour}")
                tail = template.split("{name}", 1)[1]
                rest = tail.format(colour=colour_name)  # " · Blue": kept whole
                label = fill(template, name=name, colour=colour_name)
            self.names[player].show_name(label[: len(label) - len(rest)], rest, to_move)
            seat = model.seats[player]
            played_by = (
                tr("{player}: played by the computer")
                if seat.kind == "computer"
                else tr("{player}: played by a person")
            )
            self.names[player].setToolTip(plain_tip(played_by.format(player=label)))
            self.turns[player].setText("▶" if to_move else "")
            self.turns[player].setAccessibleName(tr("to move") if to_move else "")
            self.figures[player].setText(figure_text(state, player, names))
