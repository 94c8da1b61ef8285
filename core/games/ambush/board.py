"""The Ambush board: 36 squares ``row * 6 + col`` on the 6×6 board made of four 3×3 coasters,
how each coaster turns (the tables the rules read, by coaster and angle), the lines of three
squares that can capture (rules.md §3, notation.md "Ambush"), and how a position holds the
pieces: each square's stack and its owner, each player's five trees.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Final

from core.games.icehouse import square_names
from core.words import Text

PLAYERS: Final = ("Red", "Blue")  # words: the players' names
PER_SIZE: Final = 5
"""Each player's pyramids of each size."""

Board = tuple[tuple[int, ...], ...]  # sizes bottom to top, per square
Owners = tuple[int, ...]  # -1 empty, else the player
# Trees: counts of (whole L-M-S, L-M, L, empty). The top of each kind is S, M, L, nothing.
Trees = tuple[int, int, int, int]


def tree_tops(trees: Trees) -> list[int]:
    """The sizes on top of these trees (each size once)."""
    return [size for size in range(3) if trees[size]]


N: Final = 6
SQUARES: Final = N * N
NAMES: Final = square_names(N, N)
COASTERS: Final = ("NW", "NE", "SW", "SE")
COASTER_NAMES: Final = ("NW", "NE", "SW", "SE")  # words: coasters in sentences, not notation


def coaster_word(name: str) -> Text:
    """A coaster's name (``COASTERS``) as a word a window translates ("SO" in French)."""
    return Text(COASTER_NAMES[COASTERS.index(name)])


COASTER_ORIGIN: Final = ((0, 0), (3, 0), (0, 3), (3, 3))  # (col, row) of each coaster's a1 corner
ANGLES: Final = (90, 180, 270)


def _coaster_cells(k: int) -> list[int]:
    col0, row0 = COASTER_ORIGIN[k]
    return [(row0 + y) * N + col0 + x for y in range(3) for x in range(3)]


def _rotation_map(k: int, angle: int) -> dict[int, int]:
    """Where each square of coaster ``k`` goes when it turns clockwise by ``angle``."""
    col0, row0 = COASTER_ORIGIN[k]
    mapping = {}
    for y in range(3):
        for x in range(3):
            nx, ny = x, y
            for _ in range(angle // 90):
                nx, ny = 2 - ny, nx  # 90° clockwise: (x, y) → (2−y, x)
            mapping[(row0 + y) * N + col0 + x] = (row0 + ny) * N + col0 + nx
    return mapping


ROTATIONS: Final = {(k, a): _rotation_map(k, a) for k in range(4) for a in ANGLES}
TURNED: Final = tuple(tuple(ROTATIONS[k, a].items()) for k in range(4) for a in ANGLES)
"""``ROTATIONS`` as (square, where it goes) pairs, at ``3 * coaster + angle // 90 - 1``."""


def _sources(k: int, angle: int) -> tuple[int, ...]:
    """For each square, the square whose stack lands on it when coaster ``k`` turns by
    ``angle`` (itself off the coaster)."""
    sources = list(range(SQUARES))
    for source, target in ROTATIONS[k, angle].items():
        sources[target] = source
    return tuple(sources)


SOURCES: Final = tuple(_sources(k, a) for k in range(4) for a in ANGLES)
"""``ROTATIONS`` read backwards, at ``3 * coaster + angle // 90 - 1``: the compiled probes
read the turned board through it instead of building it."""
ORTHOGONAL_STEPS: Final = ((1, 0), (0, 1))
DIAGONAL_STEPS: Final = ((1, 1), (1, -1))


def _lines(steps: Iterable[tuple[int, int]]) -> list[tuple[int, int, int]]:
    """Every line of three squares (flank, middle, flank) along ``steps``."""
    lines = []
    for row in range(N):
        for col in range(N):
            for dc, dr in steps:
                if 0 <= row + 2 * dr < N and 0 <= col + 2 * dc < N:
                    a = row * N + col
                    lines.append((a, a + dr * N + dc, a + 2 * (dr * N + dc)))
    return lines


@dataclass(frozen=True)
class Geometry:
    """The lines that can capture under one setting of the ``diagonal`` option."""

    lines: tuple[tuple[int, int, int], ...]
    flank_lines: tuple[tuple[tuple[int, int], ...], ...]  # per square: (middle, other flank)
    rotation_lines: tuple[tuple[tuple[int, int, int], ...], ...]  # per coaster
    flat_flank_lines: tuple[tuple[int, ...], ...] = ()  # flank_lines flattened: m, b, m, b…
    flat_rotation_lines: tuple[tuple[int, ...], ...] = ()  # rotation_lines flattened: a, m, b…

    @classmethod
    def build(cls, diagonal: bool) -> Geometry:
        steps = ORTHOGONAL_STEPS + (DIAGONAL_STEPS if diagonal else ())
        lines = _lines(steps)
        flank = [[] for _ in range(SQUARES)]  # type: list[list[tuple[int, int]]]
        for a, m, b in lines:
            flank[a].append((m, b))
            flank[b].append((m, a))
        rotating = []
        for k in range(4):
            moved = set(_coaster_cells(k)) - {_coaster_cells(k)[4]}
            rotating.append(tuple(line for line in lines if moved & set(line)))
        return cls(
            tuple(lines),
            tuple(tuple(f) for f in flank),
            tuple(rotating),
            tuple(tuple(i for pair in f for i in pair) for f in flank),
            tuple(tuple(i for line in r for i in line) for r in rotating),
        )


GEOMETRY: Final = {False: Geometry.build(False), True: Geometry.build(True)}
