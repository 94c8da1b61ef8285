"""Ambush moves: a placement or a rotation, each made once and shared, and the table of rotations
the move generator reads (how a move is written: ``core.games.ambush.notation``)."""

from __future__ import annotations

from typing import Final

from core.api import Move
from core.games.ambush.board import ANGLES, COASTERS, NAMES, SQUARES
from core.games.icehouse import Placement
from core.notation import SIZES


class AmbushPlace(Placement):
    """Place the top pyramid (of ``size``) of one of your trees on ``square``."""

    __slots__ = ()
    square_names = NAMES


class AmbushRotate(Move):
    """Pay a tree top of ``size`` and turn ``coaster`` clockwise by ``angle``; with
    ``opponent_first`` the opponent's captures resolve first (``~``)."""

    __slots__ = ("angle", "coaster", "opponent_first", "size")

    def __init__(self, size: int, coaster: int, angle: int, opponent_first: bool = False) -> None:
        self.size = size
        self.coaster = coaster
        self.angle = angle
        self.opponent_first = opponent_first

    def __str__(self) -> str:
        tilde = "~" if self.opponent_first else ""
        return f"{SIZES[self.size]}@{COASTERS[self.coaster]}{self.angle}{tilde}"

    def _key(self) -> tuple[int, int, int, bool]:
        return (self.size, self.coaster, self.angle, self.opponent_first)

    def __eq__(self, other_move: object) -> bool:
        return isinstance(other_move, AmbushRotate) and self._key() == other_move._key()

    def __hash__(self) -> int:
        return hash((AmbushRotate, *self._key()))

    def __reduce__(self) -> tuple[object, ...]:
        """Pickled as its constructor's arguments (mypyc's compiled classes need it said)."""
        return (AmbushRotate, (self.size, self.coaster, self.angle, self.opponent_first))


PLACES: Final = [[AmbushPlace(size, sq) for sq in range(SQUARES)] for size in range(3)]
ROTATES: Final = {
    (size, k, angle, tilde): AmbushRotate(size, k, angle, tilde)
    for size in range(3)
    for k in range(4)
    for angle in ANGLES
    for tilde in (False, True)
}
ROTATE_MOVES: Final = tuple(ROTATES.values())
"""``ROTATES`` in a tuple, at ``24 * size + 6 * coaster + 2 * (angle // 90 - 1) + tilde``: the
move generator indexes it instead of hashing a tuple key per move."""
