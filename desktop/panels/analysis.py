"""Analysis of the game on the board: the computer's evaluation of every move, drawn as a graph
under the moves (``analysis_graph``: click a move to go there), the mistakes and blunders marked
in the move list, and, at a marked move, what it cost, what it allowed (that answer shown on both
boards) and what was better (``mistakes``), with *Retry from here* (``retry``).

The searching is the computer's worker process's (``ComputerPlayer.analyse_game``): plies come
one by one, the window never waits, and the analysis stops when the game changes.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from core.errors import EngineError
from core.study.analysis import PlyAnalysis
from desktop.i18n import fill, tr
from desktop.model import Annotations
from desktop.model.describe import shown_names
from desktop.panels.analysis_graph import AnalysisGraph
from desktop.panels.mistakes import amount_of, explanation, mark_words, verdict_words
from desktop.panels.perfect_marks import perfect_mark
from desktop.panels.retry import Phase, Retry
from desktop.panels.verdicts import MARKS
from desktop.session.session import Session
from desktop.solving.shown import PerfectPlayOffer

if TYPE_CHECKING:
    from desktop.panels.move_list import MoveList

SECONDS_PER_PLY = 0.5
REDRAW_MS = 150
GRAPH_DELAY_MS = 400
STATUS_LINES = 14  # lines of words at most (a blunder's whole explanation fits); more scroll


class AnalysisPanel(QFrame):
    """The Analyse button, the progress of an analysis, and its graph."""

    def __init__(self, session: Session, moves: MoveList, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("analysisPanel")
        self.model = model = session.model
        self.computer = computer = session.computer
        self.move_list = moves
        self.seconds = SECONDS_PER_PLY
        self.results: dict[int, PlyAnalysis] = {}
        self.analysed_moves: tuple[str, ...] = ()
        self.plot: AnalysisGraph | None = None  # made soon after the panel first shows
        self.graph: Any = None  # its pyqtgraph PlotWidget
        column = QVBoxLayout(self)
        column.setContentsMargins(6, 4, 6, 4)
        self.setAccessibleName(tr("Analysis"))
        column.addLayout(self._buttons())
        self.perfect_offer = PerfectPlayOffer(model, self)  # (a Pylos game without its table)
        column.addWidget(self.perfect_offer)
        column.addWidget(self._status())
        self.retry = Retry(session, lambda: self.seconds, self._retry_changed, self)
        self.retry.on_start = self.retry_from
        column.addWidget(self.retry)
        self.graph_box = QVBoxLayout()
        column.addLayout(self.graph_box)
        self._redraw = QTimer(self)
        self._redraw.setSingleShot(True)
        self._redraw.setInterval(REDRAW_MS)
        self._redraw.timeout.connect(self._show_results)
        self._annotated = False  # whether the better move on the boards is ours
        self.note = ""  # at a position before a marked move: what was better
        self.stopped = ""  # why the last analysis stopped before the end, if it did
        computer.analysed.connect(self._on_ply)
        computer.analysis_ended.connect(self._on_end)
        computer.thinking_changed.connect(self.refresh)
        model.game_started.connect(self._on_new_game)
        for signal in (model.history_changed, model.position_changed):
            signal.connect(self._on_game_changed)
        self.refresh()

    def _buttons(self) -> QHBoxLayout:
        row = QHBoxLayout()
        self.analyse_button = QPushButton(self)
        self.analyse_button.clicked.connect(self.start)
        self.stop_button = QPushButton(self)
        self.stop_button.clicked.connect(lambda: self.computer.stop_analysis(tr("you stopped it")))
        row.addWidget(self.analyse_button, 1)
        row.addWidget(self.stop_button)
        self._button_words()
        return row

    def _button_words(self) -> None:
        self.analyse_button.setText(tr("Analyse the game"))
        self.analyse_button.setToolTip(
            tr(
                "The computer looks at every move: a graph of who stands better, and the moves "
                "that lost the most marked (Ctrl+Shift+A)"
            )
        )
        self.analyse_button.setAccessibleName(tr("Analyse the game"))
        self.stop_button.setText(tr("Stop"))
        self.stop_button.setToolTip(tr("Stop the analysis (what is done stays)"))
        self.stop_button.setAccessibleName(tr("Stop the analysis"))
        for button in (self.analyse_button, self.stop_button):
            button.setAccessibleDescription(button.toolTip())
        self._graph_words()

    def _graph_words(self) -> None:
        if self.plot is not None:
            unit = amount_of(self.model)(5).replace("5", "").strip()  # the unit's plural alone
            self.plot.words(shown_names(self.model)[0], unit)

    def retranslate(self) -> None:
        """The panel's words in the language now chosen."""
        self._button_words()
        self.retry.retranslate()
        self._marks()
        self._show_marked_move()
        self.refresh()

    def _status(self) -> QScrollArea:
        """The analysis's words; they scroll in a low window when they are long: on a small
        screen the moves above and the graph below keep their room."""
        self.status_scroll = QScrollArea(self)
        self.status_scroll.setObjectName("analysisScroll")
        self.status_scroll.setWidgetResizable(True)
        self.status_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.status_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.status_scroll.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)
        self.status = QLabel(self.status_scroll)
        self.status.setObjectName("analysisStatus")
        self.status.setWordWrap(True)
        self.status.setTextFormat(Qt.TextFormat.PlainText)
        self.status.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.status.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.status_scroll.setWidget(self.status)
        return self.status_scroll

    # --- running ---------------------------------------------------------------------------
    def start(self) -> None:
        """Analyse the game as it stands (what was already analysed is kept)."""
        if self.retry.active:
            self.model.inform(lambda: tr("Go back to the game to analyse it."), "refused")
            return
        moves = tuple(self.model.move_texts())
        self._keep_common(moves)
        first = len(self.results) + 1
        if first > len(moves):
            self.status.setText(self._summary())
            return
        self.analysed_moves = moves
        self.stopped = ""
        reason = self.computer.analyse_game(self.seconds, first)
        if reason is not None:
            self.model.inform(tr("Nothing to analyse: {reason}.").format(reason=reason), "refused")
        self._ensure_graph()  # (made already, hidden, soon after the panel was first shown)
        self.refresh()

    @property
    def running(self) -> bool:
        return self.computer.analysis is not None and not self.retry.active

    def _on_ply(self, ply: PlyAnalysis) -> None:
        if self.retry.active:
            self.retry.judged(ply)  # the move tried, judged
            return
        self.results[ply.ply] = ply
        if not self._redraw.isActive():  # plies can come fast: drawn at most every REDRAW_MS
            self._redraw.start()

    def _show_results(self) -> None:
        self._redraw.stop()
        self._draw()
        self._marks()
        self._show_marked_move()
        self.refresh()

    def _on_end(self, why: str) -> None:
        if self.retry.active:
            return
        self._show_results()
        self.stopped = "" if why == "the game changed" else why
        self.refresh()

    def _on_new_game(self, *_: object) -> None:
        kept = self.retry.given_back()
        if kept is not None:  # the game analysed is back, and its analysis with it
            self.results, self.analysed_moves = dict(kept[0]), kept[1]
            self._show_results()
            return
        if self.retry.active:
            if self.retry.phase is Phase.STARTING:
                return  # the position retried: the analysis stays
            self.retry.abandoned()
        self._forget()
        self._annotated = False
        self.refresh()

    def _on_game_changed(self, *_: object) -> None:
        if self.retry.active:
            self.retry.position_changed()
            self._place_cursor()
            return
        if self.model.locked is not None:
            return  # a lesson drives the board
        moves = tuple(self.model.move_texts())
        if moves != self.analysed_moves[: len(moves)]:  # not an undo: the game went elsewhere
            self._keep_common(moves)
        self._show_marked_move()
        self._place_cursor()
        self.refresh()

    def _keep_common(self, moves: tuple[str, ...]) -> None:
        """Keep what was analysed of the moves ``moves`` shares with the game analysed."""
        common = 0
        for mine, theirs in zip(self.analysed_moves, moves, strict=False):
            if mine != theirs:
                break
            common += 1
        if common == len(self.analysed_moves) and len(moves) >= common:
            return
        self.results = {ply: r for ply, r in self.results.items() if ply <= common}
        self.analysed_moves = self.analysed_moves[:common]
        self._marks()
        self._draw()

    def _forget(self) -> None:
        self.results = {}
        self.analysed_moves = ()
        self._marks()
        self._draw()

    # --- what it shows ---------------------------------------------------------------------
    def refresh(self) -> None:
        model = self.model
        total = len(model.move_texts())
        self.analyse_button.setEnabled(total > 0 and not self.running and not self.retry.active)
        self.stop_button.setVisible(self.running)
        if self.retry.active:
            self.status.setText(self.retry.words)
        elif self.running:
            done = len(self.results)
            self.status.setText(
                tr("Analysing… move {number} of {total}").format(
                    number=min(done + 1, total), total=total
                )
            )
        elif self.results:
            stopped = (
                tr("The analysis stopped: {why}.").format(why=self.stopped) + " "
                if self.stopped
                else ""
            )
            self.status.setText(stopped + self._summary())
        else:
            self.status.setText("")
        if self.note and not self.retry.active:
            self.status.setText(f"{self.status.text()}\n{self.note}".strip())
        self.status_scroll.setVisible(bool(self.status.text()))
        self._fit_status()
        if self.graph is not None:  # shown from the start of an analysis, filled as it goes
            self.graph.setVisible(bool(self.results) or self.running)

    def _fit_status(self) -> None:
        """The words' box as tall as its words, up to STATUS_LINES lines (more scroll): an
        explanation is read whole, and a long one leaves the moves and the graph their room."""
        width = self.status_scroll.viewport().width() or self.width()
        needed = self.status.heightForWidth(max(width, 80))
        if needed < 0:
            needed = self.status.sizeHint().height()
        most = STATUS_LINES * self.status.fontMetrics().lineSpacing() + 4
        self.status_scroll.setFixedHeight(max(0, min(needed + 2, most)))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_status()  # narrower, the words take more lines

    def _summary(self) -> str:
        results = self.results.values()
        blunders = sum(r.judgement == "blunder" for r in results)
        mistakes = sum(r.judgement == "mistake" for r in results)
        last = self.results.get(max(self.results, default=0))
        words = tr("%n moves analysed", "", len(self.results)) + " · "
        words += tr("blunders: {blunders} · mistakes: {mistakes}.").format(
            blunders=blunders, mistakes=mistakes
        )
        if last is not None:
            verdict = verdict_words(last.evaluation, shown_names(self.model), amount_of(self.model))
            words += " " + tr("At the end: {verdict}.").format(verdict=verdict)
        return words

    def _marks(self) -> None:
        """The marked moves in the move list (while a position is retried, only those before
        it: the move tried takes the place of the one marked)."""
        last = self.retry.result.ply - 1 if self.retry.active and self.retry.result else None
        names = shown_names(self.model)
        self.move_list.marks = {
            number: (
                perfect_mark(result, names, MARKS.get(result.judgement, ""))
                if result.perfect
                else (MARKS[result.judgement], mark_words(result, self.model))
            )
            for number, result in self.results.items()
            if (result.judgement or result.perfect) and (last is None or number <= last)
        }
        self.move_list.refresh()

    def _show_marked_move(self) -> None:
        """At the position after a marked move, what it cost, what it allowed (that answer on
        both boards) and what was better; *Retry from here* offered, and the best play to step
        through."""
        model = self.model
        result = None if self.retry.active else self.results.get(model.cursor)
        marked = result is not None and bool(result.judgement)
        self.retry.offered = result if marked else None
        self.retry.refresh()
        if result is None or not marked:
            self.note = ""
            if self._annotated:
                self._annotated = False
                if self.computer.hint is None:
                    model.annotate(Annotations())
            return
        self.note = explanation(result, model)
        try:
            reply = model.state.parse_move(result.reply) if result.reply else None
        except ValueError:
            reply = None
        if reply is not None:
            model.show_move(reply)
            self._annotated = True
        self._offer_best_play(result)

    def _offer_best_play(self, result: PlyAnalysis) -> None:
        """Offer to step through the line the search expected from the position before the
        marked move, the better move first (*Best play*, on both boards)."""
        if not result.best_line:
            return
        number = result.ply
        try:
            self.model.lines.offer(
                self.model.states[number - 1],
                result.best_line,
                lambda: fill(tr("Best play instead of move {number}"), number=number),
            )
        except EngineError:
            return  # (a line that no longer fits the game on the table is not offered)

    # --- retrying -----------------------------------------------------------------------------
    def retry_from(self, result: PlyAnalysis) -> None:
        """*Retry from here*: the position before the marked move ``result`` on the table."""
        self.note = ""
        self.retry.start(result, (self.results, self.analysed_moves))

    def _retry_changed(self) -> None:
        self._marks()
        self._show_marked_move()  # (nothing while retrying; the move retried once back)
        self.refresh()

    # --- the graph ---------------------------------------------------------------------------
    def showEvent(self, event: QShowEvent) -> None:
        """The graph is made (hidden) soon after the panel first shows, in an event of its
        own: making it takes tens of milliseconds, which an analysis's start should not add
        to the first paint of its results."""
        super().showEvent(event)
        if self.graph is None:
            QTimer.singleShot(GRAPH_DELAY_MS, self, self._ensure_graph)

    def _ensure_graph(self) -> None:
        if self.plot is not None:
            return
        self.plot = AnalysisGraph(self, self.go_to)
        self.graph = self.plot.widget
        self._graph_words()
        self.graph_box.addWidget(self.graph)
        self._place_cursor()
        self._draw()

    def _draw(self) -> None:
        if self.plot is not None:
            self.plot.draw(self.results, len(self.analysed_moves))

    def _place_cursor(self) -> None:
        if self.plot is not None:
            self.plot.place_cursor(self.model.cursor)

    def go_to(self, ply: int) -> None:
        """A move's point was clicked: the position after it (a marked move explained there)."""
        if not self.retry.active:
            self.model.review(ply)
