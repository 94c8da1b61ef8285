"""*Retry from here*: the position before a marked move on the table again, to find a better move
(as lichess's *Learn from your mistakes*), and whether the move found is as good as the
computer's best.

The game analysed waits on the shelf, whole, while the position is tried (``Session.try_from``,
as behind a study); *Back to the game* puts it back (``Session.leave_study``), its analysis with
it, at the move that was retried. The move found is judged by the analysis of that one ply in
the computer's worker (the window never waits): it is as good when it loses less than a mistake
does against the better of the two best moves found (the analysis's and this search's), by the
game's own judgement (``GameKit.judgement``). The best move itself, or the move the game
played, needs no search.
"""

from __future__ import annotations

from collections.abc import Callable
from enum import Enum

from PySide6.QtWidgets import QHBoxLayout, QPushButton, QVBoxLayout, QWidget

from core.study.analysis import PlyAnalysis, worth
from desktop.computer.player import ComputerPlayer
from desktop.i18n import fill, shown_move, tr
from desktop.model.describe import core_words, shown_names
from desktop.panels.mistakes import amount_of, verdict_words
from desktop.session.session import Session


class Phase(Enum):
    """Where a retry stands."""

    OFF = "off"  # no retry: the game analysed is on the table
    STARTING = "starting"  # its position is being put on the table
    TRYING = "trying"  # the player looks for a move
    RETURNING = "returning"  # the game analysed is being put back


class Retry(QWidget):
    """The retry's buttons, and what it knows: the move retried and the words to show."""

    def __init__(
        self,
        session: Session,
        seconds: Callable[[], float],
        changed: Callable[[], None],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.session, self.model = session, session.model
        self.computer: ComputerPlayer = session.computer
        self.seconds, self.changed = seconds, changed
        self.phase = Phase.OFF
        self.result: PlyAnalysis | None = None  # the marked move retried
        self.kept: tuple[dict[int, PlyAnalysis], tuple[str, ...]] = ({}, ())
        self.found = ""  # the move tried, once played
        self.verdict = ""  # "" (not judged yet), "judging", "as good", "not as good", "same"
        self.tried: PlyAnalysis | None = None  # the analysis of the move tried, once it came
        self.words = ""
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        self.retry_button = QPushButton(self)
        self.retry_button.clicked.connect(self._start_from_panel)
        column.addWidget(self.retry_button)
        row = QHBoxLayout()
        self.again_button = QPushButton(self)
        self.again_button.clicked.connect(self.try_again)
        self.better_button = QPushButton(self)
        self.better_button.clicked.connect(self.show_better)
        row.addWidget(self.again_button)
        row.addWidget(self.better_button)
        column.addLayout(row)
        self.back_button = QPushButton(self)
        self.back_button.clicked.connect(self.back)
        column.addWidget(self.back_button)
        self.offered: PlyAnalysis | None = None  # the marked move on show, which Retry would take
        self.on_start: Callable[[PlyAnalysis], None] = lambda _result: None
        self.retranslate()

    @property
    def active(self) -> bool:
        return self.phase is not Phase.OFF

    def retranslate(self) -> None:
        for button, text, tip in (
            (
                self.retry_button,
                tr("Retry from here"),
                tr("The position before this move again: find a better one (the game is kept)"),
            ),
            (self.again_button, tr("Try again"), tr("Take back the move tried, and try another")),
            (
                self.better_button,
                tr("Show the better move"),
                tr("The computer's better move, on both boards"),
            ),
            (self.back_button, tr("Back to the game"), tr("The game analysed, as it was left")),
        ):
            button.setText(text)
            button.setToolTip(tip)
            button.setAccessibleName(text)
            button.setAccessibleDescription(tip)
        self.refresh()

    def refresh(self) -> None:
        trying = self.phase is Phase.TRYING
        self.retry_button.setVisible(self.offered is not None and not self.active)
        judged = trying and self.verdict not in ("", "judging")
        self.again_button.setVisible(judged)
        self.better_button.setVisible(trying and self.verdict in ("not as good", "same"))
        self.back_button.setVisible(trying)
        self.words = self._words() if trying else ""

    # --- starting and leaving ------------------------------------------------------------------
    def _start_from_panel(self) -> None:
        if self.offered is not None:
            self.on_start(self.offered)

    def start(
        self, result: PlyAnalysis, kept: tuple[dict[int, PlyAnalysis], tuple[str, ...]]
    ) -> None:
        """Put the position before the marked move ``result`` on the table; ``kept`` is the
        analysis (its results, the moves analysed), given back with the game."""
        moves = list(kept[1][: result.ply - 1])
        self.result, self.kept = result, (dict(kept[0]), kept[1])
        self.found, self.verdict = "", ""
        self.phase = Phase.STARTING
        self.session.try_from(moves)
        self.phase = Phase.TRYING
        self.changed()

    def back(self) -> None:
        """The game analysed back on the table, at the move retried."""
        if self.phase is not Phase.TRYING:
            return
        self.computer.stop_analysis("the game changed")
        self.phase = Phase.RETURNING
        self.model.lock(None)
        self.session.leave_study()
        ply = self.result.ply if self.result is not None else 0
        self.phase = Phase.OFF
        self.model.review(ply)
        self.changed()

    def given_back(self) -> tuple[dict[int, PlyAnalysis], tuple[str, ...]] | None:
        """What the analysis had, when the game it analysed comes back (None otherwise)."""
        return self.kept if self.phase is Phase.RETURNING else None

    def abandoned(self) -> None:
        """Another game came on the table (the game analysed waits on the shelf)."""
        if self.phase is Phase.TRYING:
            self.computer.stop_analysis("the game changed")
            self.phase, self.result = Phase.OFF, None
            self.model.lock(None)

    # --- the move tried --------------------------------------------------------------------------
    def position_changed(self) -> None:
        """The board changed while trying: a move was tried, or taken back."""
        result, model = self.result, self.model
        if self.phase is not Phase.TRYING or result is None:
            return
        if model.cursor < result.ply:
            self.found, self.verdict, self.tried = "", "", None
            model.lock(None)
        elif model.cursor == result.ply and not self.found:
            self.found = model.move_texts()[-1]
            model.lock(tr("Try again, show the better move, or go back to the game."), "info")
            self._judge()
        self.changed()

    def _judge(self) -> None:
        result = self.result
        assert result is not None
        if self.found == result.best:
            self.verdict = "as good"
        elif self.found == result.move:
            self.verdict = "same"
        else:
            self.verdict = "judging"
            if self.computer.analyse_game(self.seconds(), result.ply) is not None:
                self.verdict = ""

    def judged(self, ply: PlyAnalysis) -> None:
        """The analysis of the move tried came (from the worker)."""
        result = self.result
        if result is None or self.verdict != "judging" or ply.move != self.found:
            return
        mover = result.player
        best = max(result.best_evaluation, ply.best_evaluation, key=lambda v: worth(v, mover))
        lost = worth(best, mover) - worth(ply.evaluation, mover)
        both_won = ply.evaluation.result == best.result and best.result in ("win", "loss")
        good = both_won or lost < self.model.kit.judgement.mistake
        self.verdict = "as good" if good else "not as good"
        self.tried = ply
        self.changed()

    def try_again(self) -> None:
        """The move tried taken back: the position before it, to try another."""
        if self.found and self.phase is Phase.TRYING:
            self.computer.stop_analysis("the game changed")
            self.model.lock(None)
            self.model.undo()

    def show_better(self) -> None:
        """The computer's better move on both boards, in the position retried."""
        result = self.result
        if result is None:
            return
        if self.found:
            self.try_again()
        self.model.show_move(self.model.state.parse_move(result.best))

    # --- words -----------------------------------------------------------------------------------
    def _words(self) -> str:
        result = self.result
        if result is None:
            return ""
        names, amount = shown_names(self.model), amount_of(self.model)
        player, played = names[result.player], shown_move(result.move)
        found, best = shown_move(self.found), shown_move(result.best)
        if not self.found:
            return fill(
                tr(
                    "Retrying move {number}: {player} played {move} here. Find a better move "
                    "for {player} on the board."
                ),
                number=result.ply,
                player=player,
                move=played,
            )
        if self.verdict == "judging":
            return fill(tr("{move}: the computer is looking at it…"), move=found)
        if self.verdict == "same":
            return fill(tr("{move} is the move played in the game. Try another one."), move=found)
        if self.verdict == "as good" and self.tried is None:  # the best move itself
            return fill(
                tr("Well found: {move} is the computer's best move: {reason}."),
                move=found,
                reason=core_words(result.best_reason, names) or "…",
            )
        if self.tried is None:
            return ""
        if self.verdict == "as good":
            return fill(
                tr("Well found: {move} is as good as the computer's best ({best}): {verdict}."),
                move=found,
                best=best,
                verdict=verdict_words(self.tried.evaluation, names, amount),
            )
        return fill(
            tr(
                "{move} is not as good: {verdict} after it, {other} after the computer's "
                "{best}. Try again, or show the better move."
            ),
            move=found,
            verdict=verdict_words(self.tried.evaluation, names, amount),
            other=verdict_words(result.best_evaluation, names, amount),
            best=best,
        )
