"""What physically changes when a move is played, step by step, for the views to animate.

Places are given in move notation ("1b3", "c3"); pieces as their size letter ("S", "M", "L") or
"ball". Steps are listed in the order they happen on the table.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

BESIDE = ("reserve", "stash", "tree")
"""The places beside the board a piece is set from (a ``Placed``'s ``source``)."""

TAKEN_BACK, CAPTURED, PAID = "taken_back", "captured", "paid"
"""Why a piece leaves (a ``Removed``'s ``why``): a Pylos take-back, an Ambush capture, a pyramid
paid for a coaster's turn."""

KINDS = ("placed", "moved", "rotated", TAKEN_BACK, CAPTURED, PAID)
"""The kinds of the steps below (a step's ``kind``); a game's own steps add theirs
(``core.kit.GameKit.step_kinds``)."""

SIGNS = {CAPTURED: "×", TAKEN_BACK: "↺"}
"""The move list's sign for a piece leaving for each reason (none for a payment: the rotation's
notation says it)."""


@dataclass(frozen=True)
class Placed:
    """A piece of ``player`` comes from their reserve, stash or tree onto ``at``."""

    player: int
    piece: str
    at: str
    source: str = "reserve"

    @property
    def kind(self) -> str:
        return "placed"

    @property
    def actor(self) -> int | None:
        return self.player

    def marks(self) -> tuple[tuple[str, str], ...]:
        return (("last", self.at),)

    def arrows(self) -> tuple[tuple[str, str], ...]:
        return ()

    @property
    def sign(self) -> str:
        return ""


@dataclass(frozen=True)
class Moved:
    """The pieces on ``origin`` (bottom to top, as (player, piece)) go onto ``target``."""

    origin: str
    target: str
    pieces: tuple[tuple[int, str], ...]

    @property
    def kind(self) -> str:
        return "moved"

    @property
    def actor(self) -> int | None:
        return None

    def marks(self) -> tuple[tuple[str, str], ...]:
        return (("last", self.origin), ("last", self.target))

    def arrows(self) -> tuple[tuple[str, str], ...]:
        return ((self.origin, self.target),)

    @property
    def sign(self) -> str:
        return ""


@dataclass(frozen=True)
class Rotated:
    """Coaster ``coaster`` turns clockwise by ``angle``; ``cells`` maps each moved cell to where
    its pieces go (the centre stays)."""

    coaster: str
    angle: int
    cells: tuple[tuple[str, str], ...]

    @property
    def kind(self) -> str:
        return "rotated"

    @property
    def actor(self) -> int | None:
        return None

    def marks(self) -> tuple[tuple[str, str], ...]:
        return (("turned", self.coaster),)

    def arrows(self) -> tuple[tuple[str, str], ...]:
        return ()

    @property
    def sign(self) -> str:
        return ""


@dataclass(frozen=True)
class Removed:
    """``player``'s ``piece`` leaves ``origin`` (a place on the board, or one of the places
    ``BESIDE`` it) for the area ``to`` beside the board (``reserve``, ``captured``, ``paid``),
    because of the rule ``why`` (``TAKEN_BACK``, ``CAPTURED``, ``PAID``).

    A captured piece goes to its captor's area (the owner's opponent); any other to its
    owner's (``holder``)."""

    player: int
    piece: str
    origin: str
    to: str
    why: str

    @property
    def kind(self) -> str:
        return self.why

    @property
    def holder(self) -> int:
        """Whose area beside the board the piece goes to."""
        return 1 - self.player if self.why == CAPTURED else self.player

    @property
    def actor(self) -> int | None:
        return self.holder

    @property
    def from_board(self) -> bool:
        return self.origin not in BESIDE

    def marks(self) -> tuple[tuple[str, str], ...]:
        return (("gone", self.origin),) if self.from_board else ()

    def arrows(self) -> tuple[tuple[str, str], ...]:
        return ()

    @property
    def sign(self) -> str:
        return SIGNS.get(self.why, "")


class Step(Protocol):
    """One thing that happens on the table during a move: ``Placed``, ``Moved``, ``Rotated`` and
    ``Removed`` here, and a game may have its own."""

    @property
    def kind(self) -> str:
        """Its name in the lessons' goals: "placed", "moved", "rotated", or a removal's
        ``why``."""
        ...

    @property
    def actor(self) -> int | None:
        """Who makes it happen (None for a stack moved or a coaster turned: the move's
        player)."""
        ...

    def marks(self) -> tuple[tuple[str, str], ...]:
        """How the last move's marks show it, as (look, place) pairs, the look "last", "gone"
        or "turned" (a coaster)."""
        ...

    def arrows(self) -> tuple[tuple[str, str], ...]:
        """How a move shown without being played (a hint, a lesson's example) draws it: an
        arrow (from, to) for each piece it carries across the board."""
        ...

    @property
    def sign(self) -> str:
        """Its sign after the move's notation in the move list ("×" a capture, "↺" a ball
        taken back, "" for nothing the notation does not already say)."""
        ...


@dataclass(frozen=True)
class Transition:
    """The move (in notation), who played it and its steps in order."""

    move: str
    player: int
    steps: tuple[Step, ...]
