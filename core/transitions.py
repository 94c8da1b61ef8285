"""What physically changes when a move is played, step by step, for the views to animate.

Places are given in move notation ("1b3", "c3"); pieces as their size letter ("S", "M", "L") or
"ball". Steps are listed in the order they happen on the table.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Placed:
    """A piece of ``player`` comes from their reserve, stash or tree onto ``at``."""

    player: int
    piece: str
    at: str
    source: str = "reserve"


@dataclass(frozen=True)
class Moved:
    """The pieces on ``origin`` (bottom to top, as (player, piece)) go onto ``target``."""

    origin: str
    target: str
    pieces: tuple[tuple[int, str], ...]


@dataclass(frozen=True)
class TakenBack:
    """``player``'s piece at ``at`` goes back to their reserve (Pylos recovery)."""

    player: int
    piece: str
    at: str


@dataclass(frozen=True)
class Rotated:
    """Coaster ``coaster`` turns clockwise by ``angle``; ``cells`` maps each moved cell to where
    its pieces go (the centre stays)."""

    coaster: str
    angle: int
    cells: tuple[tuple[str, str], ...]


@dataclass(frozen=True)
class Captured:
    """The top piece at ``at`` (owned by ``owner``) is taken by ``by`` for their score."""

    by: int
    owner: int
    piece: str
    at: str


@dataclass(frozen=True)
class Paid:
    """``player`` sets ``piece`` aside, out of the game, to pay for a rotation; it comes from
    their ``source`` ("tree")."""

    player: int
    piece: str
    source: str


Step = Placed | Moved | TakenBack | Rotated | Captured | Paid


@dataclass(frozen=True)
class Transition:
    """The move (in notation), who played it and its steps in order."""

    move: str
    player: int
    steps: tuple[Step, ...]
