"""The end of a game in a few lines: who won and by how much, the figures, why it ended, the
game's feats (its biggest capture, its tallest stack…), how many moves — with Rematch and Analyse.

A card at the top of the sidebar, not a dialog: nothing has to be dismissed before looking at
the final position, and the game can be gone through move by move (or analysed) with the summary
at hand. It shows while the game on the table is finished — also while an earlier position of it
is looked at — and goes when a move is taken back (play goes on) or when its × is clicked, until
the next finished game.
"""

from __future__ import annotations

import html
from collections.abc import Callable

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from core.registry import kit_of
from desktop.i18n import fill, sentence, tr
from desktop.model import GameModel
from desktop.model.describe import figure_unit, reason_text, shown_names
from desktop.session.session import Session


class GameSummary(QFrame):
    """The summary card (see the module's words). ``changed`` says it came or went."""

    changed = Signal()
    rematch = Signal()  # its Rematch button (the window plays it, or asks the friend online)

    def __init__(
        self, session: Session, analyse: Callable[[], object], parent: QWidget | None = None
    ) -> None:
        """``analyse`` starts the analysis of the game (the analysis panel's ``start``)."""
        super().__init__(parent)
        self.session = session
        self.model: GameModel = session.model
        self._analyse = analyse
        self.dismissed = False
        self.shown = False  # what ``wanted`` said last
        self.setObjectName("gameSummary")
        # as tall as its words need: the move list below gives way, never the summary
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 6, 6, 8)
        layout.setSpacing(4)
        top = QHBoxLayout()
        self.title = QLabel(self)
        self.title.setObjectName("summaryTitle")
        self.title.setWordWrap(True)
        self.title.setTextFormat(Qt.TextFormat.PlainText)
        self.close_button = QPushButton("×", self)
        self.close_button.setObjectName("summaryClose")
        self.close_button.setFixedSize(28, 28)
        self.close_button.clicked.connect(self.dismiss)
        top.addWidget(self.title, 1)
        top.addWidget(self.close_button, 0, Qt.AlignmentFlag.AlignTop)
        layout.addLayout(top)
        self.lines = QLabel(self)
        self.lines.setObjectName("summaryLines")
        self.lines.setWordWrap(True)
        self.lines.setTextFormat(Qt.TextFormat.RichText)
        self.lines.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.lines)
        buttons = QHBoxLayout()
        self.rematch_button = QPushButton(self)
        self.analyse_button = QPushButton(self)
        self.rematch_button.clicked.connect(self.rematch)
        self.analyse_button.clicked.connect(self.analyse)
        buttons.addWidget(self.rematch_button)
        buttons.addWidget(self.analyse_button)
        layout.addLayout(buttons)
        model = self.model
        model.game_started.connect(self._new_game)
        for signal in (model.position_changed, model.history_changed):
            signal.connect(self.refresh)
        session.computer.analysis_ended.connect(self.refresh)
        self.retranslate()

    def retranslate(self) -> None:
        self.close_button.setToolTip(tr("Put the summary away"))
        self.close_button.setAccessibleName(tr("Put the summary away"))
        self.rematch_button.setText(tr("Rematch"))
        self.analyse_button.setText(tr("Analyse"))
        self.analyse_button.setToolTip(
            tr("The computer goes through the game and marks each side's mistakes")
        )
        self.analyse_button.setAccessibleName(tr("Analyse the game"))
        self.setAccessibleName(tr("Summary of the game"))
        self.refresh()

    # --- when it shows ----------------------------------------------------------------------
    def wanted(self) -> bool:
        """The game on the table is finished (looked at from its end or from earlier), and
        the summary was not put away."""
        model = self.model
        if self.dismissed or not model.length:
            return False
        finished = model.states[-1].is_over
        return finished and (model.reviewing or model.cursor == model.length)

    def dismiss(self) -> None:
        self.dismissed = True
        self.refresh()

    def _new_game(self) -> None:
        self.dismissed = False
        self.refresh()

    def analyse(self) -> None:
        self._analyse()
        self.refresh()

    # --- what it says -----------------------------------------------------------------------
    def refresh(self, *_: object) -> None:
        wanted = self.wanted()
        if wanted:
            self._fill()
        told = wanted != self.shown
        self.shown = wanted
        if told and wanted:  # the players make room first: shown together for a moment, the
            self.changed.emit()  # two made a short window taller, and it stayed so
        self.setVisible(wanted)
        if told and not wanted:
            self.changed.emit()

    def _fill(self) -> None:
        model = self.model
        states = model.states
        outcome = states[-1].outcome()
        assert outcome is not None
        names = shown_names(model)
        plain = tuple(html.escape(name) for name in names)
        game = model.game
        if outcome.winner is None:
            self.title.setText(tr("Draw"))
        else:
            self.title.setText(
                sentence(fill(tr("a win for {winner}"), winner=names[outcome.winner]))
            )
        a, b = outcome.figures
        moves = html.escape(tr("%n moves", "", len(model.moves)))
        unit = html.escape(figure_unit(game))
        lines = [
            f"<b>{plain[0]} {a} – {b} {plain[1]}</b> ({unit}) · {moves}",
            html.escape(sentence(reason_text(outcome, names, game))) + ".",
        ]
        transitions = [t for t in (model.transition_to(i) for i in range(1, len(states))) if t]
        for feat in kit_of(game).words.highlights(states, transitions):
            lines.append(html.escape(sentence(model.say(feat))) + ".")
        self.lines.setText("<br>".join(lines))
        self.rematch_button.setToolTip(
            fill(tr("Play again with the sides swapped: {player} to start"), player=names[1])
        )
        self.rematch_button.setAccessibleDescription(self.rematch_button.toolTip())
        self.analyse_button.setEnabled(self.session.computer.analysis is None)
