"""How the 3D pieces travel when a move is played, step by step, for any game.

A ``FlightPlanner`` follows a transition's steps from the layout on show to the layout after the
move: a piece placed comes from the top of its player's reserve, stash or tree (the transition
says which); a piece taken back, captured or paid goes to the next place of its player's
"reserve", "captured" or "paid" area; moved stacks keep their order; a part of the board that
turns (the game's table says which) carries the pieces standing on it.
"""

from __future__ import annotations

import math
from typing import Protocol

import numpy as np
from PySide6.QtGui import QMatrix4x4

from core.clicks import Click
from core.transitions import Moved, Placed, Removed, Rotated, Step, Transition
from desktop.board3d import geometry as geo
from desktop.board3d.layout import BOARD, Layout, Point, Slot, beside_point, ring_turn
from desktop.board3d.table import Table3D

# where pieces go when they leave the board, by the kind of step (a convention the games'
# layouts follow in naming their areas)


class Movable(Protocol):
    """A piece's or a board part's GL item (or a batch's handle): what a flight moves."""

    world_centre: np.ndarray

    def setTransform(self, matrix: QMatrix4x4) -> None: ...

    def fly(self, flying: bool) -> None: ...


class Flight3D:
    """One item's journey during a step: a hop from ``start`` to ``end``, or a turn about the
    vertical axis through ``pivot``."""

    def __init__(
        self,
        item: Movable,
        start: Point,
        end: Point,
        pivot: tuple[float, float] | None = None,
        turn: float = 0.0,
        hop: float = 3.0,
    ) -> None:
        self.item, self.start, self.end = item, np.array(start), np.array(end)
        self.pivot, self.turn, self.hop = pivot, turn, hop

    def at(self, t: float) -> np.ndarray:
        if self.pivot is None:
            point = self.start + (self.end - self.start) * t
            point[2] += self.hop * math.sin(math.pi * t)
            return geo.translation(*point)
        px, py = self.pivot
        matrix: np.ndarray = (
            geo.translation(px, py, 0.0)
            @ geo.rotation_z(self.turn * t)
            @ geo.translation(self.start[0] - px, self.start[1] - py, self.start[2])
        )
        return matrix


class FlightPlanner:
    """Works out, step by step, which items travel where during ``transition``: from the layout
    ``before`` (with its ``items``) to the layout ``after``."""

    def __init__(
        self,
        before: Layout,
        after: Layout,
        items: dict[Slot, Movable],
        parts: dict[str, Movable],
        table: Table3D,
        arrangement: str,
        transition: Transition,
    ) -> None:
        self.before, self.after = before, after
        self.items = dict(items)
        self.parts, self.table, self.arrangement = parts, table, arrangement
        self.positions = {p.slot: p.position for p in before.pieces}
        self.shapes = {p.slot: p.shape for p in before.pieces}
        self.steps = [self._plan(step) for step in transition.steps]

    # --- slots ------------------------------------------------------------------------------
    def _on(self, place: str) -> list[Slot]:
        """The board slots at ``place``, bottom first."""
        return sorted((s for s in self.items if s.area == BOARD and s.place == place), key=_index)

    def _source(self, area: str, player: int, piece: str) -> Slot | None:
        """The top piece of ``piece``'s kind in one of ``player``'s groups of ``area``."""
        tops: dict[int, Slot] = {}
        for slot in self.items:
            mine = slot.area == area and slot.player == player
            if mine and (slot.group not in tops or slot.index > tops[slot.group].index):
                tops[slot.group] = slot
        fitting = [s for s in tops.values() if self.shapes.get(s) == piece]
        return max(fitting, default=None)

    def _take(self, slot: Slot | None) -> tuple[Movable, Point] | None:
        if slot is None or slot not in self.items:
            return None
        item = self.items.pop(slot)
        return item, self.positions.pop(slot)

    def _end(self, slot: Slot) -> Point:
        piece = self.after.piece(slot)
        if piece is not None:
            return piece.position
        anchor = self.before.anchor(Click.place(slot.place)) or self.after.anchor(
            Click.place(slot.place)
        )
        assert anchor is not None, slot
        return anchor.centre

    def _sink(self, area: str, player: int, counted: int) -> Point:
        """Where the next piece into ``player``'s ``area`` goes: its place after the move, or
        else beside the last one."""
        piece = self.after.piece(Slot.beside(area, player, counted))
        if piece is not None:
            return piece.position
        taken = [p.position for p in self.after.pieces if p.slot.area == area]
        return taken[-1] if taken else beside_point((0.0, 0.0, 0.0), self.arrangement)

    # --- steps ------------------------------------------------------------------------------
    def _plan(self, step: Step) -> list[Flight3D]:
        if isinstance(step, Placed) or (isinstance(step, Removed) and not step.from_board):
            return self._from_beside(step)
        if isinstance(step, Moved):
            flights = []
            base = len(self._on(step.target))
            for k, slot in enumerate(self._on(step.origin)):
                taken = self._take(slot)
                assert taken is not None
                end_slot = Slot.board(step.target, base + k)
                end = self._end(end_slot)
                self.items[end_slot], self.positions[end_slot] = taken[0], end
                flights.append(Flight3D(taken[0], taken[1], end))
            return flights
        if isinstance(step, Removed):
            on = self._on(step.origin)
            taken = self._take(on[-1] if on else None)
            if taken is None:
                return []
            counted = self._count(step.to, step.holder)
            end = self._sink(step.to, step.holder, counted)
            slot = Slot.beside(step.to, step.holder, counted)
            self.items[slot], self.positions[slot] = taken[0], end
            return [Flight3D(taken[0], taken[1], end)]
        if isinstance(step, Rotated):
            return self._turn(step)
        return []  # a step of a kind this view does not know: the position is drawn at the end

    def _count(self, area: str, player: int) -> int:
        return len([s for s in self.items if s.area == area and s.player == player])

    def _from_beside(self, step: Placed | Removed) -> list[Flight3D]:
        source = step.source if isinstance(step, Placed) else step.origin
        taken = self._take(self._source(source, step.player, step.piece))
        if taken is None:
            return []
        item, start = taken
        if isinstance(step, Removed):  # from beside the board to beside it (paid)
            counted = self._count(step.to, step.holder)
            end = self._sink(step.to, step.holder, counted)
            slot = Slot.beside(step.to, step.holder, counted)
        else:
            slot = Slot.board(step.at, len(self._on(step.at)))
            end = self._end(slot)
        self.items[slot], self.positions[slot] = item, end
        return [Flight3D(item, start, end)]

    def _turn(self, step: Rotated) -> list[Flight3D]:
        turn = self.table.turn(step)
        if turn is None:
            return []
        degrees = -float(step.angle)  # clockwise as drawn, seen from above
        flights = []
        part = self.parts.get(turn.part)
        if part is not None:
            pivot = (turn.pivot[0], turn.pivot[1], 0.0)
            flights.append(Flight3D(part, pivot, pivot, turn.pivot, degrees))
        destination = dict(step.cells)
        moved: dict[Slot, tuple[Movable, Point]] = {}
        for slot in [s for s in self.items if s.area == BOARD and s.place in turn.places]:
            item, position = self.items.pop(slot), self.positions.pop(slot)
            flights.append(Flight3D(item, position, position, turn.pivot, degrees))
            new = Slot.board(destination.get(slot.place, slot.place), slot.index)
            moved[new] = (item, ring_turn(position, turn.pivot, degrees))
        # later steps (captures) find the pieces on the squares they were carried to
        for slot, (item, position) in moved.items():
            self.items[slot], self.positions[slot] = item, position
        return flights


def _index(slot: Slot) -> int:
    return slot.index
