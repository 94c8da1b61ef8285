"""The analysis's graph: who stands better after each move, in the game's unit (up: the first
player; proven results at the edge), its axes labelled, the mistakes and blunders marked by
shape and colour, a line at the position on show; a click on it goes to the position after the
move clicked.

pyqtgraph is imported only when the graph is first made: start-up stays light.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QSizePolicy, QWidget

from core.study.analysis import PlyAnalysis
from desktop.i18n import fill, tr
from desktop.panels.verdicts import CLIP, COLOURS, OUTLINE, SIZES, SYMBOLS, height_of, move_ticks

MIN_HEIGHT = 150  # readable at 1024×600, beside the moves and the words
MAX_HEIGHT = 260
BACKGROUND = (38, 48, 43)
LABELS = "#c8d0c8"


class AnalysisGraph:
    """The graph widget and what it draws; ``go_to(ply)`` is called when a move is clicked."""

    def __init__(self, parent: QWidget, go_to: Callable[[int], None]) -> None:
        import pyqtgraph as pg

        self.go_to = go_to
        self.plies: list[int] = []
        graph = pg.PlotWidget(parent, background=BACKGROUND)
        graph.setVisible(False)
        graph.setObjectName("analysisGraph")
        graph.setMinimumHeight(MIN_HEIGHT)
        graph.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)
        graph.setMaximumHeight(MAX_HEIGHT)
        graph.setMenuEnabled(False)
        graph.setMouseEnabled(x=False, y=False)
        graph.hideButtons()
        graph.setYRange(-CLIP, CLIP, padding=0.05)
        graph.showGrid(x=False, y=True, alpha=0.15)
        graph.getAxis("left").setWidth(44)
        graph.addLine(y=0, pen=pg.mkPen((180, 180, 170), width=1))
        self.curve = graph.plot([], [], pen=pg.mkPen((150, 210, 255), width=2))
        self.points = pg.ScatterPlotItem(size=9, pen=pg.mkPen(None))
        graph.addItem(self.points)
        self.cursor_line = pg.InfiniteLine(angle=90, pen=pg.mkPen((255, 230, 60), width=1))
        graph.addItem(self.cursor_line)
        graph.scene().sigMouseClicked.connect(self._clicked)
        self.widget = graph

    def words(self, first: str, unit: str) -> None:
        """Its tooltip and axes in the language of this run: ``first`` names the first player,
        ``unit`` the game's unit ("balls")."""
        graph = self.widget
        graph.setToolTip(
            fill(
                tr(
                    "Who stands better after each move, in {unit} (up: {player} ahead); click a "
                    "move to look at the position after it"
                ),
                unit=unit,
                player=first,
            )
        )
        graph.setAccessibleName(tr("Analysis graph"))
        graph.setAccessibleDescription(graph.toolTip())
        style = {"color": LABELS, "font-size": "9pt"}
        graph.setLabel("left", fill(tr("{player} ahead, {unit}"), player=first, unit=unit), **style)
        graph.setLabel("bottom", tr("move"), **style)

    def draw(self, results: Mapping[int, PlyAnalysis], last: int) -> None:
        """The verdicts of ``results`` (by ply), the x axis up to move ``last``."""
        import pyqtgraph as pg

        self.plies = sorted(results)
        if not self.plies:
            self.curve.setData([], [])
            self.points.setData([])
            return
        outline = pg.mkPen(OUTLINE, width=1.5)
        heights = [height_of(results[p].evaluation) for p in self.plies]
        self.curve.setData(self.plies, heights)
        self.points.setData(
            [
                {
                    "pos": (p, height),
                    "brush": COLOURS[results[p].judgement],
                    "symbol": SYMBOLS[results[p].judgement],
                    "size": SIZES[results[p].judgement],
                    "pen": outline if results[p].judgement else None,
                }
                for p, height in zip(self.plies, heights, strict=True)
            ]
        )
        last = max(last, 1)
        self.widget.setXRange(0.5, last + 0.5, padding=0)
        ticks = [(number, str(number)) for number in move_ticks(last)]
        self.widget.getAxis("bottom").setTicks([ticks, []])

    def place_cursor(self, cursor: int) -> None:
        self.cursor_line.setValue(cursor)

    def ply_at(self, x: float) -> int | None:
        """The ply nearest to ``x`` on the graph, if one was analysed."""
        if not self.plies:
            return None
        return min(self.plies, key=lambda ply: abs(ply - x))

    def _clicked(self, event: Any) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            return
        point = self.widget.plotItem.vb.mapSceneToView(event.scenePos())
        ply = self.ply_at(point.x())
        if ply is not None:
            self.go_to(ply)
