"""Pylos moves: a place or a raise and its take-backs, each made once and shared, and the tables
of them the move generator reads (how a move is written: ``core.games.pylos.notation``)."""

from __future__ import annotations

from typing import Final

from core.api import Move
from core.games.pylos.board import LEVEL, NAME


class PylosMove(Move):
    """Place (``origin`` None) or raise (``origin`` → ``target``), then take back 0–2 balls."""

    __slots__ = ("_text", "origin", "removals", "target")

    def __init__(self, origin: int | None, target: int, removals: tuple[int, ...]) -> None:
        self.origin = origin
        self.target = target
        self.removals = removals
        text = NAME[target] if origin is None else f"{NAME[origin]}-{NAME[target]}"
        self._text = text + "".join("x" + NAME[r] for r in removals)

    def __str__(self) -> str:
        return self._text

    def __eq__(self, other_move: object) -> bool:
        return isinstance(other_move, PylosMove) and self._text == other_move._text

    def __hash__(self) -> int:
        return hash(self._text)

    def __reduce__(self) -> tuple[object, ...]:
        """Pickled as its constructor's arguments (mypyc's compiled classes need it said)."""
        return (PylosMove, (self.origin, self.target, self.removals))


_MOVES: dict[tuple[int | None, int, tuple[int, ...]], PylosMove] = {}


def make_move(origin: int | None, target: int, removals: tuple[int, ...] = ()) -> PylosMove:
    """The (interned) move; ``removals`` must already be in canonical order."""
    key = (origin, target, removals)
    move = _MOVES.get(key)
    if move is None:
        move = _MOVES[key] = PylosMove(origin, target, removals)
    return move


PLACE_MOVES: Final = tuple(make_move(None, p) if p in NAME else None for p in range(64))
"""The places without take-back, by target: the move generator reads them from here."""
RAISE_MOVES: Final = tuple(
    make_move(o, t) if o in NAME and t in NAME and LEVEL[t] > LEVEL[o] else None
    for o in range(64)
    for t in range(64)
)
"""The raises without take-back, at ``64 * origin + target``."""
