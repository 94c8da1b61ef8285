"""Analysis of the game on the board: the computer's evaluation of every move, drawn as a graph
under the moves (click it to go there), the mistakes and blunders marked in the move list, and
the better move shown on both boards in the position where it was missed.

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

from core.study.analysis import PlyAnalysis
from desktop.computer.player import ComputerPlayer
from desktop.i18n import fill, shown_move, tr
from desktop.model import Annotations, GameModel
from desktop.model.describe import core_words, shown_names
from desktop.panels.verdicts import (
    CLIP,
    COLOURS,
    MARKS,
    OUTLINE,
    SIZES,
    SYMBOLS,
    describe,
    height_of,
    move_ticks,
)

if TYPE_CHECKING:
    from desktop.panels.move_list import MoveList

SECONDS_PER_PLY = 0.5
REDRAW_MS = 150
GRAPH_DELAY_MS = 400
STATUS_LINES = 9  # lines of words at most (a blunder's whole explanation fits); more scroll


class AnalysisPanel(QFrame):
    """The Analyse button, the progress of an analysis, and its graph."""

    def __init__(
        self,
        model: GameModel,
        computer: ComputerPlayer,
        moves: MoveList,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("analysisPanel")
        self.model = model
        self.computer = computer
        self.move_list = moves
        self.seconds = SECONDS_PER_PLY
        self.results: dict[int, PlyAnalysis] = {}
        self.analysed_moves: tuple[str, ...] = ()
        self.graph: Any = None  # a pyqtgraph PlotWidget, made at the first analysis
        self._curve: Any = None
        self._points: Any = None
        self._cursor_line: Any = None
        column = QVBoxLayout(self)
        column.setContentsMargins(6, 4, 6, 4)
        self.setAccessibleName(tr("Analysis"))
        column.addLayout(self._buttons())
        column.addWidget(self._status())
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
        if self.graph is not None:
            self._graph_words(self.graph)

    def _graph_words(self, graph: QWidget) -> None:
        graph.setToolTip(
            tr("Who stands better after each move (up: the first player); click to go there")
        )
        graph.setAccessibleName(tr("Analysis graph"))
        graph.setAccessibleDescription(graph.toolTip())

    def retranslate(self) -> None:
        """The panel's words in the language now chosen."""
        self._button_words()
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
        return self.computer.analysis is not None

    def _on_ply(self, ply: PlyAnalysis) -> None:
        self.results[ply.ply] = ply
        if not self._redraw.isActive():  # plies can come fast: drawn at most every REDRAW_MS
            self._redraw.start()

    def _show_results(self) -> None:
        self._redraw.stop()
        self._draw()
        self._marks()
        self.refresh()

    def _on_end(self, why: str) -> None:
        self._show_results()
        self.stopped = "" if why == "the game changed" else why
        self.refresh()

    def _on_new_game(self, *_: object) -> None:
        self._forget()
        self._annotated = False
        self.refresh()

    def _on_game_changed(self, *_: object) -> None:
        if self.model.locked is not None:
            return  # a lesson drives the board
        moves = tuple(self.model.move_texts())
        if moves != self.analysed_moves[: len(moves)]:  # not an undo: the game went elsewhere
            self._keep_common(moves)
        self._show_better_move()
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
        self.analyse_button.setEnabled(total > 0 and not self.running)
        self.stop_button.setVisible(self.running)
        if self.running:
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
        if self.note:
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
            words += " " + tr("At the end: {verdict}.").format(
                verdict=describe(last.evaluation, shown_names(self.model))
            )
        return words

    def _marks(self) -> None:
        marks = {}
        for number, result in self.results.items():
            if result.judgement:
                names = shown_names(self.model)
                after = describe(result.evaluation, names)
                better = tr("{move} was better ({verdict})").format(
                    move=shown_move(result.best), verdict=describe(result.best_evaluation, names)
                )
                reason = core_words(result.best_reason, names)
                if reason:
                    better = tr("{better}: {reason}").format(better=better, reason=reason)
                judged = (
                    tr("A blunder (after it: {verdict}).")
                    if result.judgement == "blunder"
                    else tr("A mistake (after it: {verdict}).")
                )
                marks[number] = (
                    MARKS[result.judgement],
                    f"{judged.format(verdict=after)} {better}.",
                )
        self.move_list.marks = marks
        self.move_list.refresh()

    def _show_better_move(self) -> None:
        """At the position before a marked move, the better move on both boards."""
        model = self.model
        result = self.results.get(model.cursor + 1)
        if result is None or not result.judgement or model.cursor >= model.length:
            self.note = ""
            if self._annotated:
                self._annotated = False
                if self.computer.hint is None:
                    model.annotate(Annotations())
            return
        state = model.state
        try:
            move = state.parse_move(result.best)
        except ValueError:
            return
        model.show_move(move)
        self._annotated = True
        who = shown_names(model)[result.player]
        played = (
            tr("Move {number}: here {player} played {move}, a blunder.")
            if result.judgement == "blunder"
            else tr("Move {number}: here {player} played {move}, a mistake.")
        ).format(number=model.cursor + 1, player=who, move=shown_move(result.move))
        better = shown_move(result.best)
        reason = core_words(result.best_reason, shown_names(model))
        if reason:
            better = tr("{better}: {reason}").format(better=better, reason=reason)
        self.note = (
            played
            + " "
            + fill(
                tr("Better: {move}: {verdict} instead of {other}."),
                move=better,
                verdict=describe(result.best_evaluation, shown_names(model)),
                other=describe(result.evaluation, shown_names(model)),
            )
        )

    # --- the graph ---------------------------------------------------------------------------
    def showEvent(self, event: QShowEvent) -> None:
        """The graph is made (hidden) soon after the panel first shows, in an event of its
        own: making it takes tens of milliseconds, which an analysis's start should not add
        to the first paint of its results."""
        super().showEvent(event)
        if self.graph is None:
            QTimer.singleShot(GRAPH_DELAY_MS, self, self._ensure_graph)

    def _ensure_graph(self) -> None:
        if self.graph is not None:
            return
        import pyqtgraph as pg  # only once a game is analysed: start-up stays light

        graph = pg.PlotWidget(self, background=(38, 48, 43))
        graph.setVisible(False)
        graph.setObjectName("analysisGraph")
        graph.setMinimumHeight(90)
        graph.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)
        graph.setMaximumHeight(170)
        self._graph_words(graph)
        graph.setMenuEnabled(False)
        graph.setMouseEnabled(x=False, y=False)
        graph.hideButtons()
        graph.setYRange(-CLIP, CLIP, padding=0.05)
        graph.showGrid(x=False, y=True, alpha=0.15)
        graph.getAxis("left").setWidth(28)
        graph.addLine(y=0, pen=pg.mkPen((180, 180, 170), width=1))
        self._curve = graph.plot([], [], pen=pg.mkPen((150, 210, 255), width=2))
        self._points = pg.ScatterPlotItem(size=9, pen=pg.mkPen(None))
        graph.addItem(self._points)
        self._cursor_line = pg.InfiniteLine(angle=90, pen=pg.mkPen((255, 230, 60), width=1))
        graph.addItem(self._cursor_line)
        graph.scene().sigMouseClicked.connect(self._clicked)
        self.graph = graph
        self.graph_box.addWidget(graph)
        self._place_cursor()
        self._draw()

    def _draw(self) -> None:
        if self.graph is None:
            return
        if not self.results:
            self._curve.setData([], [])
            self._points.setData([])
            return
        import pyqtgraph as pg  # (imported already: the graph is made)

        outline = pg.mkPen(OUTLINE, width=1.5)
        plies = sorted(self.results)
        heights = [height_of(self.results[p].evaluation) for p in plies]
        self._curve.setData(plies, heights)
        self._points.setData(
            [
                {
                    "pos": (p, height_of(self.results[p].evaluation)),
                    "brush": COLOURS[self.results[p].judgement],
                    "symbol": SYMBOLS[self.results[p].judgement],
                    "size": SIZES[self.results[p].judgement],
                    "pen": outline if self.results[p].judgement else None,
                }
                for p in plies
            ]
        )
        last = max(len(self.analysed_moves), 1)
        self.graph.setXRange(0.5, last + 0.5, padding=0)
        ticks = [(number, str(number)) for number in move_ticks(last)]
        self.graph.getAxis("bottom").setTicks([ticks, []])

    def _place_cursor(self) -> None:
        if self._cursor_line is not None:
            self._cursor_line.setValue(self.model.cursor)

    def ply_at(self, x: float) -> int | None:
        """The ply nearest to ``x`` on the graph, if one was analysed."""
        if not self.results:
            return None
        return min(self.results, key=lambda ply: abs(ply - x))

    def _clicked(self, event: Any) -> None:
        if self.graph is None or event.button() != Qt.MouseButton.LeftButton:
            return
        point = self.graph.plotItem.vb.mapSceneToView(event.scenePos())
        ply = self.ply_at(point.x())
        if ply is not None:
            self.go_to(ply)

    def go_to(self, ply: int) -> None:
        """A move's point was clicked: a marked move is explained where it was played (the
        position before it, with the better move on the boards); any other move is looked at
        after it was played."""
        result = self.results.get(ply)
        self.model.review(ply - 1 if result is not None and result.judgement else ply)
