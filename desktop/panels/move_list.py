"""The moves in our notation. Clicking one, or moving through the list with the keys, shows that
position; Resume from here plays on from it (the later moves come back with Redo). The list never
scrolls sideways: a move too long for it loses some of its player's name first, then its end, and
its tool tip gives it whole."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import (
    QEvent,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QSize,
    Qt,
    QTimer,
)
from PySide6.QtGui import QBrush, QColor, QFontMetrics, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QVBoxLayout,
    QWidget,
)

from core.search.levels import find_level
from desktop.i18n import colon, shown_move, tr, translate_core
from desktop.look.tips import plain_tip
from desktop.model import Agreement, GameModel
from desktop.model.answers import computer_name
from desktop.model.describe import core_words, event_mark, shown_names, told_words

MARK_COLOURS = {"??": QColor(255, 110, 100), "?": QColor(255, 190, 90)}
PARTS = Qt.ItemDataRole.UserRole + 1
"""A move's words in three: its number, the mover's name, the rest (the move, a mark)."""
TOLD = Qt.ItemDataRole.UserRole + 2
"""What a move did beyond its notation, in words (its tool tip's first line)."""
Row = tuple[tuple[str, str, str], str, tuple[str, str] | None]
"""A row of the list: its parts (``PARTS``), what the move did, the analysis's mark."""


def text_width(view: QAbstractItemView) -> int:
    """The width an item's words have in ``view``: the viewport's, less the margins the style
    keeps on each side of them."""
    margin = view.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, view) + 1
    return view.viewport().width() - 2 * margin


def fitted(parts: tuple[str, str, str], metrics: QFontMetrics, width: int) -> str:
    """A move's words in ``width`` pixels: whole if they fit; else its player's name shortened
    (the number and the move are what the list is for); else cut at the end."""
    number, name, rest = parts
    whole = number + name + rest
    if metrics.horizontalAdvance(whole) <= width:
        return whole
    ellipsis = Qt.TextElideMode.ElideRight
    short = metrics.elidedText(name, ellipsis, width - metrics.horizontalAdvance(number + rest))
    if len(short) >= 2:  # a letter of the name at least
        return number + short + rest
    return metrics.elidedText(whole, ellipsis, width)


def short_names(model: GameModel) -> tuple[str, str]:
    """The players' names in the list, short enough to leave the moves in sight: a computer's
    seat nobody named is "Computer" (its level is in the players' panel), or its level alone
    when the computer plays both sides; a name someone typed, as typed."""
    names = shown_names(model)
    seats = model.seats
    both = all(seat.kind == "computer" for seat in seats)
    short = []
    for player, seat in enumerate(seats):
        if seat.kind == "computer" and names[player] == computer_name(seat.level):
            level = translate_core(find_level(seat.level).name)
            short.append(level if both else tr("Computer"))
        else:
            short.append(names[player])
    return short[0], short[1]


class MoveDelegate(QStyledItemDelegate):
    """Each move drawn as wide as the list (never wider: no sideways scrolling), its words
    ``fitted`` into it."""

    def sizeHint(
        self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> QSize:
        return QSize(1, super().sizeHint(option, index).height())  # the list stretches it

    def initStyleOption(
        self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> None:
        super().initStyleOption(option, index)
        parts = index.data(PARTS)
        view = self.parent()
        if isinstance(parts, tuple) and isinstance(view, QAbstractItemView):
            option.text = fitted(parts, option.fontMetrics, text_width(view))


class MoveList(QWidget):
    def __init__(
        self,
        model: GameModel,
        parent: QWidget | None = None,
        undo: Callable[[], object] | None = None,
        controls: bool = True,
    ) -> None:
        """``undo`` is what the Undo button does (the model's undo unless the window says).
        Without ``controls`` (a practice's list) the moves can be looked at but not taken back:
        no Undo, Redo or Resume from here, only the way back to the last move."""
        super().__init__(parent)
        self.model = model
        self.controls = controls
        self.marks: dict[int, tuple[str, str]] = {}
        """Moves an analysis marked: ply → (symbol such as "??", the words for its tooltip)."""
        self._rows: list[Row] | None = None  # None: to be built again (the language changed)
        """The rows on show (a move's parts and what it did), to rebuild the list only when
        they change: rebuilt under the mouse, a click would select another row."""
        self._told: dict[tuple[int, str, tuple[str, str]], tuple[str, str]] = {}
        """What each move did (its mark, its words), by its number and notation."""
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.list = QListWidget(self)
        self.list.setObjectName("moveList")
        self.list.currentRowChanged.connect(self._row_chosen)
        self.list.setItemDelegate(MoveDelegate(self.list))
        self.list.setUniformItemSizes(True)  # one line each: the list measures one row, not all
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.viewport().installEventFilter(self)  # narrower (a scroll bar came): tool tips
        layout.addWidget(self.list, 1)
        self._hold_three_rows()
        row = QHBoxLayout()
        self.undo_button = QPushButton(self)
        self.redo_button = QPushButton(self)
        self.undo_button.clicked.connect(lambda: (undo or model.undo)())
        self.redo_button.clicked.connect(model.redo)
        row.addWidget(self.undo_button)
        row.addWidget(self.redo_button)
        layout.addLayout(row)
        self.undo_button.setVisible(controls)
        self.redo_button.setVisible(controls)
        self.resume_button = QPushButton(self)
        self.resume_button.clicked.connect(model.resume_from_here)
        self.latest_button = QPushButton(self)
        self.latest_button.clicked.connect(lambda: model.review(model.length))
        layout.addWidget(self.resume_button)
        layout.addWidget(self.latest_button)
        model.history_changed.connect(self.refresh)
        model.game_started.connect(self._new_game)
        self.retranslate()

    def retranslate(self) -> None:
        """The panel's words in the language now chosen."""
        self._told.clear()
        self._rows = None
        self.list.setToolTip(tr("Click a move, or use the arrow keys, to look at that position"))
        self.list.setAccessibleName(tr("Moves played"))
        self.list.setAccessibleDescription(self.list.toolTip())
        for button, text, tip in (
            (
                self.undo_button,
                tr("Undo"),
                tr(
                    "Take back the last move (against the computer, back to your last move) — "
                    "Ctrl+Z"
                ),
            ),
            (self.redo_button, tr("Redo"), tr("Play again the move taken back — Ctrl+Shift+Z")),
            (
                self.resume_button,
                tr("Resume from here"),
                tr("Play on from this position; the later moves come back with Redo."),
            ),
            (
                self.latest_button,
                tr("Back to the last move"),
                tr("Look at the game as it is now (End)"),
            ),
        ):
            button.setText(text)
            button.setToolTip(tip)
            button.setAccessibleName(text)
        self.list.setAccessibleDescription(self.list.toolTip())
        for button in (self.undo_button, self.redo_button, self.resume_button, self.latest_button):
            button.setAccessibleDescription(button.toolTip())
        self.refresh()

    def set_marks(self, marks: dict[int, tuple[str, str]]) -> None:
        """Mark these moves (``marks``), and show them marked if they changed."""
        if marks != self.marks:
            self.marks = marks
            self._rows = None
            self.refresh()
        if marks:  # the first marked move in sight (once the list has laid its rows out)
            QTimer.singleShot(0, self, lambda: self.list.scrollToItem(self.list.item(min(marks))))

    def _new_game(self) -> None:
        self._told.clear()
        self.refresh()

    def _events(self, number: int, text: str, names: tuple[str, str]) -> tuple[str, str]:
        """Move ``number``'s mark for what it did (× a capture, ↺ a take-back) and its words,
        the players called ``names``."""
        key = (number, text, names)
        if key not in self._told:
            mark = event_mark(self.model.transition_to(number))
            self._told[key] = (mark, told_words(self.model, number))
        return self._told[key]

    def _wanted_rows(self) -> list[Row]:
        model = self.model
        states = model.states
        proposals = {p.name: p for p in model.game.proposals}
        names = shown_names(model)
        listed = short_names(model)
        rows = []
        for index, move in enumerate(model.entries):
            mover = states[index].current_player
            text = shown_move(str(move))
            event, told = "", ""
            if isinstance(move, Agreement) and move.name in proposals:
                text = core_words(proposals[move.name].agreed, names)
            else:
                event, told = self._events(index + 1, text, names)
            rest = f"{colon()}{text} {event}" if event else f"{colon()}{text}"
            mark = self.marks.get(index + 1)
            if mark is not None:
                rest = f"{rest} {mark[0]}"
            rows.append(((f"{index + 1:>3}. ", listed[mover], rest), told, mark))
        return rows

    def refresh(self) -> None:
        model = self.model
        self.list.blockSignals(True)
        rows = self._wanted_rows()
        if rows != self._rows or self.list.count() != len(rows) + 1:
            self._rebuild(rows)
        current = self.list.item(model.cursor)
        self.list.setCurrentItem(current)
        current.setSelected(True)
        self.list.scrollToItem(current)
        self.list.blockSignals(False)
        # Online, taking back is a request in the Online box (playing on from an earlier move
        # too) and Esc (Move menu) cancels a half-made move: Undo and Redo give their row to
        # that box (1024×600, high contrast).
        online = any(seat.kind == "online" for seat in model.seats)
        takes_back = self.controls and not online
        self.undo_button.setVisible(takes_back)
        self.redo_button.setVisible(takes_back)
        self.undo_button.setEnabled(model.can_undo() or not model.builder.is_empty)
        self.redo_button.setEnabled(model.can_redo() and not model.reviewing)
        self.resume_button.setVisible(model.reviewing and takes_back)
        self.latest_button.setVisible(model.reviewing)

    def _rebuild(self, rows: list[Row]) -> None:
        """Show ``rows``: a move played or taken back adds or removes its row alone (a whole
        rebuild at every move made a long game's list cost more at each move)."""
        old, self._rows = self._rows, rows
        kept = 0
        if old is not None and self.list.count() == len(old) + 1:
            kept = min(len(old), len(rows))
            if old[:kept] != rows[:kept]:
                kept = 0
        if kept == 0:
            self.list.clear()
            start = QListWidgetItem("   " + tr("start"))
            start.setData(Qt.ItemDataRole.UserRole, 0)
            self.list.addItem(start)
        while self.list.count() > kept + 1:
            self.list.takeItem(self.list.count() - 1)
        for number, (parts, told, mark) in enumerate(rows[kept:], start=kept + 1):
            item = QListWidgetItem("".join(parts))
            item.setData(Qt.ItemDataRole.UserRole, number)
            item.setData(PARTS, parts)
            item.setData(TOLD, told)
            colour = MARK_COLOURS.get(mark[0].split(" ")[0]) if mark is not None else None
            if colour is not None:  # a mistake's colour (a perfect-play value alone: none)
                item.setForeground(QBrush(colour))
            self.list.addItem(item)
        self._tool_tips(kept + 1)

    def _tool_tips(self, first: int = 1) -> None:
        """Each move the list cannot show whole has its words in its tool tip (and a marked
        move, what the analysis says of it): from row ``first`` on."""
        width, metrics = text_width(self.list), self.list.fontMetrics()
        for row in range(first, self.list.count()):
            item = self.list.item(row)
            lines = []
            if metrics.horizontalAdvance(item.text()) > width:
                lines.append(item.text())
            if item.data(TOLD):
                lines.append(str(item.data(TOLD)))
            mark = self.marks.get(int(item.data(Qt.ItemDataRole.UserRole)))
            if mark is not None and mark[1]:
                lines.append(mark[1])
            item.setToolTip(plain_tip("\n".join(lines)))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.list.viewport() and event.type() == QEvent.Type.Resize:
            self._tool_tips()
        return super().eventFilter(watched, event)

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self._hold_three_rows()

    def _hold_three_rows(self) -> None:
        """At its smallest the list shows three moves whatever the palette's frames (the
        scroll area's own minimum grew with the high-contrast frames, and an online game's box
        then pushed the window over 600 px)."""
        rows = 3 * QFontMetrics(self.list.font()).lineSpacing()
        self.list.setMinimumHeight(rows + 2 * self.list.frameWidth() + 6)

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Smaller (the analysis graph appeared), the list keeps the current move in view."""
        super().resizeEvent(event)
        current = self.list.currentItem()
        if current is not None:
            self.list.scrollToItem(current)

    def _row_chosen(self, row: int) -> None:
        """The highlight moved (mouse or keys): show that position."""
        if 0 <= row <= self.model.length:
            self.model.review(row)
