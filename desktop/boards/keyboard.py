"""Playing by keyboard: a visible cursor over what can be clicked now.

The arrow keys move the cursor over the places, balls, pyramids, stashes and coaster handles the
move being built can take next (or over the choice buttons beside the message line, when only
choices are left; or, while a lesson asks a question, over everything on the board, any of which
may answer it); Enter or Space clicks what it is on. Escape lets go of the move, Backspace
steps back inside it (the window's own actions). While a line is shown over the game, Left and
Right step through it and Escape leaves it.

The targets are laid out as the focused view shows them: in rows from top to bottom, each row
left to right. Left and Right go to the previous and next target in that reading order (so every
target can be reached), Up and Down to the nearest one in the row above or below.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QEvent, QObject, QPointF, Qt, Signal
from PySide6.QtGui import QKeyEvent

from core.clicks import Click
from desktop.i18n import tr
from desktop.model import GameModel

Locator = Callable[[Click], "QPointF | None"]

ARROWS = {
    Qt.Key.Key_Left: "left",
    Qt.Key.Key_Right: "right",
    Qt.Key.Key_Up: "up",
    Qt.Key.Key_Down: "down",
}
PRESS = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)
LINE_KEYS = (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Escape)


def reading_order(points: Sequence[tuple[Click, QPointF]], row_gap: float) -> list[list[Click]]:
    """The targets in rows (top to bottom), each row left to right; points closer than
    ``row_gap`` in height share a row."""
    rows: list[list[tuple[Click, QPointF]]] = []
    for raw, point in sorted(points, key=lambda item: (item[1].y(), item[1].x())):
        if rows and abs(point.y() - rows[-1][0][1].y()) <= row_gap:
            rows[-1].append((raw, point))
        else:
            rows.append([(raw, point)])
    return [[raw for raw, _ in sorted(row, key=lambda item: item[1].x())] for row in rows]


def step(rows: list[list[Click]], current: Click | None, direction: str) -> Click | None:
    """Where ``direction`` takes the cursor from ``current`` (the first target without one)."""
    flat = [raw for row in rows for raw in row]
    if not flat:
        return None
    if current not in flat:
        return flat[0] if direction in ("right", "down") else flat[-1]
    assert current is not None
    index = flat.index(current)
    if direction in ("left", "right"):
        return flat[(index + (1 if direction == "right" else -1)) % len(flat)]
    row = next(n for n, items in enumerate(rows) if current in items)
    target_row = rows[(row + (1 if direction == "down" else -1)) % len(rows)]
    column = rows[row].index(current) / max(1, len(rows[row]) - 1)
    pick = round(column * (len(target_row) - 1))
    return target_row[pick]


class KeyboardCursor(QObject):
    """The cursor of one window's boards. ``moved()`` fires when it moves or goes away."""

    moved = Signal()

    def __init__(self, model: GameModel, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self.raw: Click | None = None
        self.locators: dict[QObject, tuple[Locator, float]] = {}
        self.choice_buttons: Callable[[], dict[str, object]] = dict
        self.every_click: Callable[[], list[Click]] = list  # all a question may be answered by
        for signal in (
            model.selection_changed,
            model.position_changed,
            model.game_started,
            model.lines.changed,
        ):
            signal.connect(self._targets_changed)

    def add_view(self, view: QObject, locate: Locator, row_gap: float) -> None:
        """A view the keys can play on: ``locate`` says where a click's thing is drawn."""
        self.locators[view] = (locate, row_gap)
        view.installEventFilter(self)

    # --- targets ------------------------------------------------------------------------------
    def targets(self) -> tuple[list[Click], list[Click]]:
        """What can be clicked now: things on the boards, and choices beside the message line."""
        if self.model.click_handler is not None:  # a question: any of them may answer it
            return self.every_click(), []
        builder = self.model.active_builder()
        if builder is None:
            return [], []
        choices = self.model.kit.clicks.choice_kinds
        on_board: list[Click] = []
        beside: list[Click] = []
        for target in builder.targets():
            (beside if target.kind in choices else on_board).append(target.raw)
        return on_board, beside

    def rows(self, view: QObject) -> list[list[Click]]:
        on_board, beside = self.targets()
        if not on_board:
            return [beside] if beside else []
        locate, row_gap = self.locators[view]
        points = [(raw, point) for raw in on_board if (point := locate(raw)) is not None]
        return reading_order(points, row_gap)

    def _targets_changed(self, *_: object) -> None:
        on_board, beside = self.targets()
        if self.raw is not None and self.raw not in on_board + beside:
            self.raw = None
            self.moved.emit()

    # --- keys ---------------------------------------------------------------------------------
    def press(self, view: QObject, key: int) -> bool:
        """Handle ``key`` on ``view``; True if it was the cursor's."""
        if self.model.lines.line is not None and key in LINE_KEYS:
            self._step_line(key)
            return True
        if key in ARROWS:
            rows = self.rows(view)
            if not rows:
                self.model.say_idle(lambda: tr("There is nothing for the cursor to go to."))
                return True
            self.raw = step(rows, self.raw, ARROWS[Qt.Key(key)])
            self.moved.emit()
            return True
        # Every key is answered: when it does nothing, the message line says why.
        if key == Qt.Key.Key_Escape:  # (the window's shortcut when it has the keys first)
            if not self.model.cancel_move():
                self.model.say_idle(lambda: tr("There is no move to let go of."))
            return True
        if key == Qt.Key.Key_Backspace:
            if not self.model.step_back_in_move():
                self.model.say_idle(lambda: tr("There is no click to take back: no move is begun."))
            return True
        if key in PRESS:
            raw = self.raw
            if raw is None:
                self.model.say_idle(lambda: tr("Move the cursor with the arrow keys first."))
                return True
            self.raw = None
            self.moved.emit()
            self.model.click(raw)
            if self.raw is None:  # keep going from where the move is
                self._follow(view, raw)
            return True
        return False

    def _step_line(self, key: int) -> None:
        """Left, Right or Escape while a line is shown: a step through it, or leaving it (the
        window's actions do the same when they have the keys first)."""
        lines = self.model.lines
        if key == Qt.Key.Key_Escape:
            lines.leave()
        elif key == Qt.Key.Key_Left and not lines.back():
            self.model.inform(lambda: tr("This is the line's start: Right goes forward."))
        elif key == Qt.Key.Key_Right and not lines.forward():
            self.model.inform(lambda: tr("This is the line's end: Left goes back."))

    def _follow(self, view: QObject, last: Click) -> None:
        """After a click the cursor stays where it was if that is still a target."""
        on_board, beside = self.targets()
        if last in on_board + beside:
            self.raw = last
            self.moved.emit()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched not in self.locators:
            return False
        kind = event.type()
        if kind == QEvent.Type.ShortcutOverride and isinstance(event, QKeyEvent):
            # On a board the arrows, Enter and Space move and click the cursor: they are not
            # the window's shortcuts (Left and Right look through the game elsewhere).
            plain = event.modifiers() in (
                Qt.KeyboardModifier.NoModifier,
                Qt.KeyboardModifier.KeypadModifier,
            )
            playing = self.model.active_builder() is not None
            if plain and playing and (event.key() in ARROWS or event.key() in PRESS):
                event.accept()
                return True
        if kind == QEvent.Type.KeyPress and isinstance(event, QKeyEvent):
            if event.modifiers() not in (
                Qt.KeyboardModifier.NoModifier,
                Qt.KeyboardModifier.KeypadModifier,
            ):
                return False
            return self.press(watched, event.key())
        if kind == QEvent.Type.FocusOut and self.raw is not None:
            self.raw = None
            self.moved.emit()
        return False
