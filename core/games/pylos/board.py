"""The Pylos board as bit masks: where each position sits, what rests on what, which balls a
square or a line gives back, and the positions' names (notation.md "Pylos").

The board is kept as two bit masks, one per colour. Every level uses a 4×4 grid of bits (stride 4)
so that the same shifts find supports, squares and lines on every level:
bit ``16*z + 4*r + c`` is the position on level ``z`` (0 = the board), row ``r``, column ``c``.
The tables are tuples by a position's bit index: the compiled rules index them directly.

The small variant's 3×3 base is the corner of the same grid (rows and columns 1–3 of level 1):
the balls it can hold are exactly the 4×4 pyramid's that rest on that corner, so the same tables
serve it, its positions keep their names (``1a1``…``1c3``, ``2a1``…``2b2``, the top ``3a1``), and
only what ``Board`` lists changes: the base's places, the top, the lines.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Final

from core.words import Who

COLOURS: Final = ("Light", "Dark")  # words: the players' names
"""The balls' two colours, which name the players."""
BALLS: Final = 15
"""Each player's balls in the standard game (``Board.balls`` for either base)."""


def who(player: int) -> Who:
    """``player`` (FIRST or SECOND) named by the colour of their balls, for a sentence."""
    return Who(player, COLOURS[player])


def position_bit(z: int, r: int, c: int) -> int:
    """The bit index of the position on level ``z``, row ``r``, column ``c``."""
    return 16 * z + 4 * r + c


def _local_valid(z: int) -> int:
    n = 4 - z
    return sum(1 << (4 * r + c) for r in range(n) for c in range(n))


LOCAL_VALID: Final = (*tuple(_local_valid(z) for z in range(4)), 0)
VALID: Final = sum(LOCAL_VALID[z] << (16 * z) for z in range(4))
POSITIONS: Final = tuple(
    position_bit(z, r, c) for z in range(4) for r in range(4 - z) for c in range(4 - z)
)
TOP: Final = position_bit(3, 0, 0)
LEVEL: Final = tuple(p // 16 for p in range(64))
ROW: Final = tuple((p % 16) // 4 for p in range(64))
COL: Final = tuple(p % 4 for p in range(64))
NAME: Final = {p: f"{LEVEL[p] + 1}{'abcd'[COL[p]]}{ROW[p] + 1}" for p in POSITIONS}
BY_NAME: Final = {name: p for p, name in NAME.items()}
# Canonical order of take-backs: higher level first, then column, then row.
REMOVAL_ORDER: Final = tuple((-LEVEL[p], COL[p], ROW[p]) for p in range(64))


def _supports(p: int) -> int:
    z, r, c = LEVEL[p], ROW[p], COL[p]
    if z == 0:
        return 0
    return sum(1 << position_bit(z - 1, r + dr, c + dc) for dr in (0, 1) for dc in (0, 1))


def _resting_on(p: int) -> int:
    z, r, c = LEVEL[p], ROW[p], COL[p]
    if z == 3:
        return 0
    n = 3 - z
    return sum(
        1 << position_bit(z + 1, rr, cc)
        for rr in (r - 1, r)
        for cc in (c - 1, c)
        if 0 <= rr < n and 0 <= cc < n
    )


SUPPORTS: Final = tuple(_supports(p) if p in NAME else 0 for p in range(64))
ABOVE: Final = tuple(_resting_on(p) if p in NAME else 0 for p in range(64))
# Corners (top-left cells, in the level's own 16-bit grid) of the 2×2 squares containing p.
SQUARE_CORNERS: Final = tuple(ABOVE[p] >> (16 * (LEVEL[p] + 1)) for p in range(64))
HIGHER: Final = tuple(sum(LOCAL_VALID[y] << (16 * y) for y in range(z + 1, 4)) for z in range(4))


def _line_masks(p: int, base: int) -> tuple[int, ...]:
    """The full row and column through p on a level at least three wide (the mature rules'
    lines: four balls on level 1 and three on level 2 of the 4×4 base, three on level 1 of the
    3×3)."""
    z, r, c = LEVEL[p], ROW[p], COL[p]
    n = base - z
    if n < 3:
        return ()
    row = sum(1 << position_bit(z, r, cc) for cc in range(n))
    col = sum(1 << position_bit(z, rr, c) for rr in range(n))
    return (row, col)


LINES: Final = tuple(_line_masks(p, 4) if p in NAME else () for p in range(64))


def bits_of(mask: int) -> Iterator[int]:
    """The bit indices set in ``mask``, lowest first."""
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


def _squares(level_bits: int, z: int) -> int:
    """Top-left corners of the full 2×2 squares in one level's 16-bit grid."""
    return (
        level_bits & (level_bits >> 1) & (level_bits >> 4) & (level_bits >> 5) & LOCAL_VALID[z + 1]
    )


def available(occ: int, floor: int = LOCAL_VALID[0]) -> int:
    """Empty positions that may receive a ball: on the base (``floor``: its places), or resting
    on four balls."""
    l0 = occ & 0xFFFF
    l1 = (occ >> 16) & 0xFFFF
    l2 = (occ >> 32) & 0xFFFF
    l3 = occ >> 48
    return (
        (~l0 & floor)
        | ((_squares(l0, 0) & ~l1) << 16)
        | ((_squares(l1, 1) & ~l2) << 32)
        | ((_squares(l2, 2) & ~l3) << 48)
    )


def supporting(occ: int) -> int:
    """Occupied or not, the positions that have a ball resting on them."""
    result = 0
    for z in (1, 2, 3):
        upper = (occ >> (16 * z)) & 0xFFFF
        result |= (upper | (upper << 1) | (upper << 4) | (upper << 5)) << (16 * (z - 1))
    return result & VALID


def completes(own: int, target: int, lines: tuple[tuple[int, ...], ...]) -> bool:
    """Whether ``own`` (after the ball went to ``target``) has a square through it, or a line of
    ``lines`` (the lines through each position, by bit index; empty when lines do not count)."""
    z = LEVEL[target]
    if z == 3:
        return False
    if _squares((own >> (16 * z)) & 0xFFFF, z) & SQUARE_CORNERS[target]:
        return True
    if lines:
        for mask in lines[target]:
            if own & mask == mask:
                return True
    return False


def canonical(removals: tuple[int, ...]) -> tuple[int, ...]:
    """The take-backs in canonical order (``REMOVAL_ORDER``), the order a move writes them."""
    return tuple(sorted(removals, key=REMOVAL_ORDER.__getitem__))


def removal_sets(own: int, occ: int) -> Iterator[tuple[int, ...]]:
    """Every legal take-back after a square: one free own ball, or two taken one after the other
    (the second may be freed by the first). Pairs come once, in canonical order."""
    free1 = own & ~supporting(occ)
    for a in bits_of(free1):
        yield (a,)
    for a in bits_of(free1):
        for b in bits_of(free1):
            if a < b:
                yield canonical((a, b))
        freed = own & SUPPORTS[a] & ~supporting(occ & ~(1 << a))
        for b in bits_of(freed):
            yield (a, b)  # a is the upper ball, so this is the canonical order already


def _removal_count(own: int, occ: int) -> int:
    free1 = own & ~supporting(occ)
    n = free1.bit_count()
    count = n + n * (n - 1) // 2
    while free1:
        low = free1 & -free1
        free1 ^= low
        below = SUPPORTS[low.bit_length() - 1] & own
        if below:
            count += (below & ~supporting(occ & ~low)).bit_count()
    return count


def action_count(
    own: int, occ: int, moved: int, target: int, lines: tuple[tuple[int, ...], ...]
) -> int:
    """The moves one place or raise (``moved``: its bits) makes: one, or one per take-back."""
    own2 = own ^ moved
    if completes(own2, target, lines):
        return _removal_count(own2, occ ^ moved)
    return 1


class Board:
    """The geometry of one base size (3 or 4): its places, the top, the mature rules' lines and
    the full set of balls (half the places each: 15 on the 4×4 base, 7 on the 3×3)."""

    base: int
    floor: int  # the places of level 1 (a bit mask)
    positions: tuple[int, ...]
    valid: int  # every place (a bit mask)
    top: int
    balls: int
    names: dict[int, str]
    lines: tuple[tuple[int, ...], ...]  # the lines through each position, by bit index
    all_lines: tuple[int, ...]
    level_sizes: tuple[int, ...]  # each level's width, level 1 first

    def __init__(self, base: int) -> None:
        self.base = base
        self.floor = sum(1 << position_bit(0, r, c) for r in range(base) for c in range(base))
        self.positions = tuple(
            position_bit(z, r, c)
            for z in range(base)
            for r in range(base - z)
            for c in range(base - z)
        )
        self.valid = sum(1 << p for p in self.positions)
        self.top = position_bit(base - 1, 0, 0)
        self.balls = len(self.positions) // 2
        self.names = {p: NAME[p] for p in self.positions}
        self.lines = tuple(_line_masks(p, base) if self.valid >> p & 1 else () for p in range(64))
        self.all_lines = tuple(sorted({m for pair in self.lines for m in pair}))
        self.level_sizes = tuple(base - z for z in range(base))


BOARDS: Final = {4: Board(4), 3: Board(3)}
"""The two bases the game offers, by size."""
