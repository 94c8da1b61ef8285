"""Lines of play shown on the boards beside the game: a puzzle's best play, the better line of
an analysis, a practice's proven line, a hint's follow-up.

``LineShow`` (the model's ``lines``) holds the line on show, if any, and how far along it the
boards are. While a line is shown both boards draw its positions, a move at a time, animated and
with the last move marked as a game's moves are; the game under it is not touched (its history,
its cursor, the move being built), so leaving the line gives back exactly what was on the table.
Nothing can be played while a line is shown: a click says why.

A line may also be *offered* (a hint's follow-up): the window then offers to show it, until the
position on the table changes.

Whoever has a line to show calls ``model.lines.show(start, moves, title)`` (or ``offer`` with
the same arguments); the title is words for the player, or a function that says them in the
language of the moment.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from PySide6.QtCore import QObject, Signal

from core.api import Move, State
from core.errors import EngineError
from core.transitions import Transition
from desktop.i18n import fill, shown_move, tr
from desktop.model.values import PositionChange, Told


@dataclass(frozen=True)
class Line:
    """A line of play: its positions from ``states[0]`` on, the moves that lead from one to the
    next, its title, and the position on show (``index`` moves in, 0 = its start)."""

    title: Told
    states: tuple[State, ...]
    moves: tuple[Move, ...]
    index: int = 0

    @classmethod
    def of(cls, start: State, moves: Sequence[Move | str], title: Told) -> Line:
        """The line of ``moves`` (or their notation) from ``start``: EngineError if one of them
        cannot be played where it stands, or if there are none."""
        states = [start]
        played: list[Move] = []
        for move in moves:
            move = states[-1].parse_move(move) if isinstance(move, str) else move
            states.append(states[-1].apply(move))
            played.append(move)
        if not played:
            raise EngineError("a line to show needs at least one move")
        return cls(title, tuple(states), tuple(played))

    @property
    def length(self) -> int:
        """How many moves the line has."""
        return len(self.moves)

    @property
    def state(self) -> State:
        """The position on show."""
        return self.states[self.index]

    @property
    def last_transition(self) -> Transition | None:
        """What the move that led to the position on show did (None at the line's start)."""
        return self.transition_to(self.index)

    def transition_to(self, index: int) -> Transition | None:
        if index <= 0:
            return None
        return self.states[index - 1].transition(self.moves[index - 1])

    def at(self, index: int) -> Line:
        """The same line, at its position ``index`` moves in (kept within the line)."""
        return replace(self, index=max(0, min(index, self.length)))

    def title_text(self) -> str:
        """The title in the language of the moment."""
        return self.title if isinstance(self.title, str) else self.title()


class LineShow(QObject):
    """The line on show on the boards, and the line offered. Signals: ``changed(PositionChange)``
    when the position shown by a line changes (a line shown, stepped through, left: the boards
    follow it as they follow the game's moves); ``offer_changed()`` when a line is offered or
    the offer goes."""

    changed = Signal(PositionChange)
    offer_changed = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.line: Line | None = None
        self.offered: Line | None = None

    def show(self, start: State, moves: Sequence[Move | str], title: Told, at: int = 0) -> Line:
        """Show the line of ``moves`` from ``start`` on both boards, at its position ``at``
        moves in (its start by default). EngineError if a move cannot be played, and then
        nothing changes."""
        line = Line.of(start, moves, title).at(at)
        self._set(line, PositionChange(None, 0))
        return line

    def show_offered(self) -> bool:
        """Show the line offered, from its start (False if none is)."""
        if self.offered is None:
            return False
        self._set(self.offered.at(0), PositionChange(None, 0))
        return True

    def forward(self) -> bool:
        """The next position of the line, its move animated (False at its end, or with no
        line)."""
        return self.line is not None and self.go(self.line.index + 1)

    def back(self) -> bool:
        """The position before (False at the line's start, or with no line)."""
        return self.line is not None and self.go(self.line.index - 1)

    def go(self, index: int) -> bool:
        """The line's position ``index`` moves in (False if it has no such position or is at
        it already)."""
        line = self.line
        if line is None or not 0 <= index <= line.length or index == line.index:
            return False
        step = index - line.index
        transition = line.transition_to(index) if step == 1 else None
        self._set(line.at(index), PositionChange(transition, step if abs(step) == 1 else 0))
        return True

    def leave(self) -> bool:
        """Back to the game as it was left (False if no line was shown)."""
        if self.line is None:
            return False
        self._set(None, PositionChange(None, 0))
        return True

    def offer(self, start: State, moves: Sequence[Move | str], title: Told) -> Line:
        """Offer to show the line of ``moves`` from ``start`` (EngineError if a move cannot be
        played); the offer stands until the position on the table changes."""
        self.offered = Line.of(start, moves, title)
        self.offer_changed.emit()
        return self.offered

    def drop(self) -> None:
        """The position on the table is about to change: the line shown is left (the boards
        draw the game again first) and the line offered goes."""
        self.leave()
        if self.offered is not None:
            self.offered = None
            self.offer_changed.emit()

    def _set(self, line: Line | None, change: PositionChange) -> None:
        self.line = line
        self.changed.emit(change)


def line_place(line: Line, names: Sequence[str]) -> str:
    """Where the line shown stands, in words: "Best play: move 2 of 5, Blue: 3b1" (or its
    start), the movers named ``names``."""
    title = line.title_text()
    if line.index == 0:
        return tr("{title}: the start, %n moves to see", "", line.length).format(title=title)
    mover = names[line.states[line.index - 1].current_player]
    return fill(
        tr("{title}: move {number} of {count}, {player}: {move}"),
        title=title,
        number=line.index,
        count=line.length,
        player=mover,
        move=shown_move(str(line.moves[line.index - 1])),
    )


def line_refusal(line: Line) -> str:
    """Why nothing can be played while a line is shown."""
    return tr(
        "The board shows a line ({title}), not the game: nothing can be played on it. Close "
        "the line (Escape) to go back to the game."
    ).format(title=line.title_text())
