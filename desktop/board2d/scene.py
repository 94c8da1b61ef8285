"""What every 2D board scene shares: static board, pieces redrawn from a state, highlights.

A game's scene draws its board once, then ``show(state, builder, last)`` redraws the pieces of
``state``, the highlights of the move being built and the last move's marks. It never decides
rules: targets come from the core's move builder, pieces from the state.

A scene may offer several *arrangements* of the same things (the sides of the table left and
right of the board, or above and below it); the view picks the one that draws the board largest
in its pane. Texts never shrink below the application's font size on screen: the view tells the
scene its scale (``fit_texts``) and every text grows in scene units as needed.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QBrush, QColor, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsRectItem, QGraphicsScene

from core.api import Game, State
from core.builder import MoveBuilder
from core.clicks import Click, Target
from core.transitions import Moved, Placed, Removed, Step
from desktop.board2d.pieces import ArrowItem, MarkerItem, TextItem, set_raw
from desktop.look import theme
from desktop.model import Annotations

Z_BOARD, Z_PIECES, Z_MARKERS, Z_NOTES, Z_FLYING = 0, 10, 40, 50, 60


@dataclass
class Flight:
    """One item's journey in an animation step: a straight line from ``start`` to ``end``, or,
    with a ``pivot``, a turn of ``turn`` degrees around it."""

    item: QGraphicsItem
    start: QPointF
    end: QPointF
    pivot: QPointF | None = None
    turn: float = 0.0


class BoardScene(QGraphicsScene):
    """Base of the games' scenes."""

    coordinates: ClassVar[bool] = True  # the boards' files and ranks shown (a setting)

    arrangements: ClassVar[tuple[str, ...]] = ("wide",)
    notes_under_pieces: ClassVar[bool] = False
    """A lesson's frames drawn under the pieces (whose badges and chips they would hide), not
    over them; the arrows stay over."""

    def __init__(self, game: Game, names: tuple[str, str], arrangement: str | None = None) -> None:
        super().__init__()
        # A few hundred items, many replaced on every move: a BSP index costs more to rebuild
        # than it saves on lookups.
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        self.game = game
        self.names = names
        self.setBackgroundBrush(QBrush(theme.TABLE))
        self.arrangement = arrangement or self.arrangements[0]
        self._static: list[QGraphicsItem] = []  # references kept: Qt owns them, Python too
        self._dynamic: list[QGraphicsItem] = []
        self._texts: list[TextItem] = []
        self.pieces_at: dict[str, list[QGraphicsItem]] = {}
        self.hover_marker: MarkerItem | None = None
        self.refused_marker: MarkerItem | None = None
        self.cursor_marker: MarkerItem | None = None
        self.notes: list[QGraphicsItem] = []  # a lesson's highlights and arrows
        self.mover = 0
        self.text_scale = 1.0
        self._shown_key: object = None
        self.build_board()

    # --- arrangements --------------------------------------------------------------------
    @classmethod
    def scene_size(cls, arrangement: str) -> QSizeF:
        """The scene's size in an arrangement (before anything is built)."""
        raise NotImplementedError

    @classmethod
    def best_arrangement(cls, width: float, height: float) -> str:
        """The arrangement that draws the board largest in a pane of ``width`` × ``height``."""

        def scale(arrangement: str) -> float:
            size = cls.scene_size(arrangement)
            return min(width / size.width(), height / size.height())

        return max(cls.arrangements, key=scale)

    def arrange(self, arrangement: str) -> bool:
        """Rebuild everything in another arrangement; False if it is the one shown."""
        if arrangement == self.arrangement:
            return False
        self.arrangement = arrangement
        self.hover_marker = self.refused_marker = self.cursor_marker = None
        self.notes = []
        self._dynamic.clear()
        self._texts.clear()
        self.pieces_at.clear()
        self._shown_key = None
        self.clear()
        self._static.clear()
        self.build_board()
        return True

    def board_rect(self) -> QRectF:
        """The board itself, without what stands beside it (for measuring and previews)."""
        raise NotImplementedError

    def fit_texts(self, scale: float) -> None:
        """The view draws the scene at ``scale``: keep every text readable."""
        self.text_scale = scale
        for text in self._texts:
            text.fit(scale)

    # --- to be provided by each game ------------------------------------------------------
    def build_board(self) -> None:
        """Draw what never changes (the board, coordinates, static click areas)."""
        raise NotImplementedError

    def draw_pieces(self, state: State) -> None:
        """Draw the pieces of ``state`` with ``add_piece`` / ``add_dynamic``."""
        raise NotImplementedError

    def place_rect(self, click: Click) -> QRectF | None:
        """The scene rectangle of the thing ``click`` names (a square, a ball, a stash…)."""
        raise NotImplementedError

    def source_point(self, step: Placed | Removed) -> QPointF:
        """Where a piece set on the board, or removed from beside it, comes from (its reserve,
        stash or tree)."""
        raise NotImplementedError

    def sink_point(self, step: Removed) -> QPointF:
        """Where a removed piece goes (its ``to`` area, of its ``holder``)."""
        raise NotImplementedError

    def flying_piece(self, player: int, piece: str) -> QGraphicsItem:
        """A new item for a piece that travels during an animation."""
        raise NotImplementedError

    def preview_region(self, builder: MoveBuilder, target: Target) -> QRectF | None:
        """The part of the board a choice (an angle, an order, Done) changes, for its button's
        picture; None for no picture."""
        return self.board_rect()

    # --- drawing helpers -----------------------------------------------------------------
    def add_static(self, item: QGraphicsItem, z: float = Z_BOARD) -> QGraphicsItem:
        """Something of the board, drawn once per arrangement (and kept as a pixmap: the
        board's gradients would otherwise be painted again on every move)."""
        item.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        item.setZValue(z)
        self.addItem(item)
        self._static.append(item)
        self._register_texts(item)
        return item

    def add_dynamic(self, item: QGraphicsItem, z: float = Z_PIECES) -> QGraphicsItem:
        item.setZValue(z)
        self.addItem(item)
        self._dynamic.append(item)
        self._register_texts(item)
        return item

    def _register_texts(self, item: QGraphicsItem) -> None:
        for text in [item, *getattr(item, "badges", ())]:
            if isinstance(text, TextItem):
                text.fit(self.text_scale)
                self._texts.append(text)

    def add_piece(self, place: str, item: QGraphicsItem, z: float = Z_PIECES) -> QGraphicsItem:
        self.pieces_at.setdefault(place, []).append(item)
        return self.add_dynamic(item, z)

    def add_coordinate(self, text: str, centre: QPointF, size: float, colour: QColor) -> None:
        """A file or a rank on the board's edge: drawn when the player wants the coordinates
        (``BoardScene.coordinates``, one setting for every board)."""
        if BoardScene.coordinates:
            self.add_label(text, centre, size, colour)

    def add_label(
        self,
        text: str,
        centre: QPointF,
        size: float = 18,
        colour: QColor = theme.TEXT_DIM,
        dynamic: bool = False,
        bold: bool = False,
        max_width: float = 0.0,
    ) -> TextItem:
        """A text centred on ``centre``, ``size`` scene units high (or more, to stay readable),
        elided (its whole text in a tool tip) if wider than ``max_width``."""
        label = TextItem(text, size, colour, bold, max_width=max_width)
        label.setPos(centre)
        if dynamic:
            self.add_dynamic(label, Z_BOARD + 1)
        else:
            self.add_static(label, Z_BOARD + 1)
        return label

    def add_side_title(
        self, state: State, player: int, centre: QPointF, width: float, text: str | None = None
    ) -> None:
        """A player's name (or ``text``) over their side of the table, bright on their turn,
        elided to ``width`` (a long name stays on its side)."""
        active = player == state.current_player and not state.is_over
        colour = theme.TEXT if active else theme.TEXT_DIM
        words = text or self.names[player]
        self.add_label(words, centre, 22, colour, dynamic=True, bold=active, max_width=width)

    def texts(self) -> list[TextItem]:
        """Every text on show (labels and badges)."""
        return [t for t in self._texts if t.scene() is self]

    def add_click_area(self, rect: QRectF, raw: Click | str, dynamic: bool = False) -> None:
        """An invisible item that makes ``rect`` clickable as ``raw`` (drawn once per
        arrangement, or, ``dynamic``, with the pieces of one position)."""
        area = QGraphicsRectItem(rect)
        area.setPen(QPen(Qt.PenStyle.NoPen))
        area.setBrush(QBrush(Qt.BrushStyle.NoBrush))
        set_raw(area, raw)
        if dynamic:
            self.add_dynamic(area, Z_BOARD + 0.5)
            return
        self.addItem(area)
        self._static.append(area)
        area.setZValue(Z_BOARD + 0.5)

    # --- showing a state -----------------------------------------------------------------
    def show(
        self, state: State, builder: MoveBuilder | None, last: tuple[tuple[str, Click], ...]
    ) -> None:
        """Redraw the pieces of ``state`` (or of the move being built) and every highlight, the
        last move's marks (``BoardMarks.last``) among them. When only the clicks changed (the
        same position is shown), only the highlights are."""
        shown = builder.display_state() if builder is not None else state
        key = (shown.game, shown.position_key(), last)
        if key == self._shown_key:
            self.clear_highlights()
        else:
            for item in self._dynamic:
                self.removeItem(item)
            self._dynamic.clear()
            self._texts = [t for t in self._texts if t.scene() is self]
            self.pieces_at.clear()
            self.hover_marker = None
            self.refused_marker = None
            self.cursor_marker = None
            self.mover = shown.current_player
            self.draw_pieces(shown)
            self._shown_key = key
        self._mark_last_move(last)
        if builder is not None:
            self._mark_targets(builder)

    def mark_refused(self, raw: Click | None) -> None:
        """Ring what a refused click was on (or take the ring away, with None)."""
        if self.refused_marker is not None:
            if self.refused_marker in self._dynamic:
                self.removeItem(self.refused_marker)
                self._dynamic.remove(self.refused_marker)
            self.refused_marker = None
        rect = self.rect_of(raw) if raw else None
        if rect is not None and raw is not None:
            marker = MarkerItem(rect.adjusted(-2, -2, 2, 2), "refused", self.marker_shape(raw))
            self.refused_marker = marker
            self.add_dynamic(marker, Z_MARKERS + 2)

    def show_notes(self, notes: Annotations) -> None:
        """Draw what a lesson points at: highlights, arrows, and a question's answers found."""
        for item in self.notes:
            if item.scene() is self:
                self.removeItem(item)
        self.notes = []
        for raws, look in ((notes.highlight, "lesson"), (notes.found, "found")):
            for raw in raws:
                rect = self.rect_of(raw)
                if rect is not None:
                    # around the piece, never over it: its owner's colour stays as it is
                    shape = self.marker_shape(raw)
                    marker = MarkerItem(rect.adjusted(-3, -3, 3, 3), look, shape)
                    self.notes.append(marker)
        for start, end in notes.arrows:
            a, b = self.rect_of(start), self.rect_of(end)
            if a is not None and b is not None:
                size = min(a.width(), a.height(), b.width(), b.height())
                self.notes.append(ArrowItem(a.center(), b.center(), size, theme.LESSON))
        under = Z_PIECES - 1 if self.notes_under_pieces else Z_NOTES
        for item in self.notes:
            item.setZValue(under if isinstance(item, MarkerItem) else Z_NOTES)
            self.addItem(item)

    def clear_highlights(self) -> None:
        """Take away the markers (targets, selection, hover) while a move is animated."""
        for item in [i for i in self._dynamic if isinstance(i, MarkerItem)]:
            self.removeItem(item)
            self._dynamic.remove(item)
        self.hover_marker = None
        self.refused_marker = None
        self.cursor_marker = None

    def _mark_last_move(self, last: tuple[tuple[str, Click], ...]) -> None:
        for look, raw in last:
            rect = self.rect_of(raw)
            if rect is not None:
                marker = MarkerItem(rect.adjusted(4, 4, -4, -4), look, self.marker_shape(raw))
                self.add_dynamic(marker, Z_MARKERS - 1)

    def _mark_targets(self, builder: MoveBuilder) -> None:
        for raw in builder.selected():
            rect = self.rect_of(raw)
            if rect is not None:
                self.add_dynamic(MarkerItem(rect, "selected", self.marker_shape(raw)), Z_MARKERS)
        for target in builder.targets():
            rect = self.rect_of(target.raw)
            if rect is None:
                continue
            marker = self.target_marker(target, rect)
            self.add_dynamic(marker, Z_MARKERS)

    def target_marker(self, target: Target, rect: QRectF) -> MarkerItem:
        """The highlight of a clickable target; empty places get a clickable ghost."""
        if target.kind == "take":
            return MarkerItem(rect.adjusted(-3, -3, 3, 3), "take", "ellipse")
        shape = self.marker_shape(target.raw)
        fill = target.kind == "place"
        if fill and shape == "rect":
            if target.raw.is_place and target.raw.value in self.pieces_at:
                # A stack that may take another piece: a ring inside its square.
                marker = MarkerItem(rect.adjusted(5, 5, -5, -5), "target", "rect")
                set_raw(marker, target.raw)
                return marker
            # An empty square that may receive a piece: a discreet dot in its middle.
            dot = rect.width() * 0.12
            centre = rect.center()
            rect = QRectF(centre.x() - dot, centre.y() - dot, 2 * dot, 2 * dot)
            marker = MarkerItem(rect, "dot", "ellipse")
        else:
            # a place (a ring and its middle), or a thing that may be clicked (a ring)
            marker = MarkerItem(rect, "place" if fill else "target", shape)
        if fill:
            marker.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
            set_raw(marker, target.raw)
        return marker

    def marker_shape(self, raw: Click) -> str:
        return "rect"

    def set_hover(self, raw: Click | None) -> None:
        """Ring what the mouse is over (only called for clickable targets)."""
        if self.hover_marker is not None:
            self.removeItem(self.hover_marker)
            self._dynamic.remove(self.hover_marker)
            self.hover_marker = None
        rect = self.rect_of(raw) if raw else None
        if rect is not None and raw is not None:
            marker = MarkerItem(rect.adjusted(-4, -4, 4, 4), "hover", self.marker_shape(raw))
            self.hover_marker = marker
            self.add_dynamic(marker, Z_MARKERS + 1)

    def set_cursor(self, raw: Click | None) -> None:
        """Frame what the keyboard's cursor is on (or nothing, with None)."""
        if self.cursor_marker is not None:
            if self.cursor_marker in self._dynamic:
                self.removeItem(self.cursor_marker)
                self._dynamic.remove(self.cursor_marker)
            self.cursor_marker = None
        rect = self.rect_of(raw) if raw else None
        if rect is not None and raw is not None:
            marker = MarkerItem(rect.adjusted(-8, -8, 8, 8), "cursor", self.marker_shape(raw))
            self.cursor_marker = marker
            self.add_dynamic(marker, Z_MARKERS + 3)

    def rect_of(self, raw: Click | str) -> QRectF | None:
        """Where the thing ``raw`` names is now on the board."""
        return self.place_rect(Click.parse(raw))

    def anchor(self, raw: Click | str) -> QPointF | None:
        """The centre of what ``raw`` names, in scene coordinates."""
        rect = self.rect_of(raw)
        return rect.center() if rect is not None else None

    # --- animation -----------------------------------------------------------------------
    def already_shown(self, step: Step) -> bool:
        """Whether the scene already shows ``step`` (a move built in view shows part of it)."""
        return False

    def flights(self, step: Step) -> list[Flight]:
        """How the pieces travel for one step of a transition."""
        if self.already_shown(step):
            return []
        if isinstance(step, Placed):
            item = self.add_dynamic(self.flying_piece(step.player, step.piece), Z_FLYING)
            return [Flight(item, self.source_point(step), self.anchor(step.at) or QPointF())]
        if isinstance(step, Moved):
            end = self.anchor(step.target) or QPointF()
            return [
                Flight(
                    item, item.pos(), end + (item.pos() - (self.anchor(step.origin) or item.pos()))
                )
                for item in self.pieces_at.get(step.origin, [])
            ]
        if isinstance(step, Removed) and step.from_board:
            lifted = self.lifted(step)
            if lifted is None:
                return []
            lifted.setZValue(Z_FLYING)
            return [Flight(lifted, lifted.pos(), self.sink_point(step))]
        if isinstance(step, Removed):
            item = self.add_dynamic(self.flying_piece(step.player, step.piece), Z_FLYING)
            return [Flight(item, self.source_point(step), self.sink_point(step))]
        return []

    def lifted(self, step: Removed) -> QGraphicsItem | None:
        """The item that flies off the board for ``step``: the top one drawn at its place (a
        game that draws a stack as one item makes one for its top piece)."""
        items = self.pieces_at.get(step.origin, [])
        return items[-1] if items else None
