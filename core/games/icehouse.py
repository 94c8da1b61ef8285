"""What Pylon and Ambush share: Icehouse pyramids, stacks written as text, square geometry.

A pyramid is ``(player, size)`` with size 0, 1, 2 for small, medium, large (1, 2, 3 pips).
In position texts a stack is its pyramids bottom to top, the first player's as ``S M L`` and
the second player's as ``s m l``; squares are separated by ``,`` and rows by ``/``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar, Final, final

from core.api import Move
from core.errors import NotationError
from core.notation import SIZES, square_name
from core.words import Text

Pyramid = tuple[int, int]
SIZE_NAMES: Final = ("small", "medium", "large")  # words: the pyramids' sizes


SIZE_LETTERS = ("S", "M", "L")  # words: the sizes' letters, in sentences (notation keeps S M L)


def size_word(size: int) -> Text:
    """The name of a pyramid's ``size`` (0, 1, 2), as a word a window translates."""
    return Text(SIZE_NAMES[size])


def pips(size: int) -> int:
    """Pips of a pyramid of ``size`` (0, 1, 2 → 1, 2, 3)."""
    return size + 1


def pyramid_char(player: int, size: int) -> str:
    return SIZES[size] if player == 0 else SIZES[size].lower()


def stack_text(stack: Sequence[Pyramid]) -> str:
    return "".join(pyramid_char(player, size) for player, size in stack)


def parse_stack(text: str) -> tuple[Pyramid, ...]:
    pieces = []
    for char in text:
        if char in SIZES:
            pieces.append((0, SIZES.index(char)))
        elif char in SIZES.lower():
            pieces.append((1, SIZES.lower().index(char)))
        else:
            raise NotationError(
                Text("{text} is not a pyramid (S M L for the first player, s m l)", text=repr(char))
            )
    return tuple(pieces)


def board_text(stacks: Sequence[Sequence[Pyramid]], cols: int) -> str:
    rows = [stacks[i : i + cols] for i in range(0, len(stacks), cols)]
    return "/".join(",".join(stack_text(stack) for stack in row) for row in rows)


def parse_board(text: str, cols: int, rows: int) -> list[tuple[Pyramid, ...]]:
    """Read ``board_text`` back; NotationError naming the problem."""
    lines = text.split("/")
    if len(lines) != rows:
        raise NotationError(
            Text(
                "the board needs {rows} rows separated by '/', not {count}",
                rows=rows,
                count=len(lines),
            )
        )
    stacks: list[tuple[Pyramid, ...]] = []
    for number, line in enumerate(lines, 1):
        cells = line.split(",")
        if len(cells) != cols:
            raise NotationError(
                Text(
                    "row {number} needs {cols} squares separated by ',' ", number=number, cols=cols
                )
            )
        stacks.extend(parse_stack(cell) for cell in cells)
    return stacks


def neighbours(cols: int, rows: int, directions: Sequence[tuple[int, int]]) -> list[list[int]]:
    """For each square index (row * cols + col), the squares one step away in ``directions``."""
    result = []
    for index in range(cols * rows):
        row, col = divmod(index, cols)
        result.append(
            [
                (row + dr) * cols + col + dc
                for dc, dr in directions
                if 0 <= row + dr < rows and 0 <= col + dc < cols
            ]
        )
    return result


def square_names(cols: int, rows: int) -> list[str]:
    return [square_name(i % cols, i // cols) for i in range(cols * rows)]


ORTHOGONAL: Final = ((1, 0), (-1, 0), (0, 1), (0, -1))


@final
class PositionKey:
    """A position's key (``State.position_key``) whose hash is worked out once: the search
    looks a position up several times (its line, its table) and a board of stacks is a tuple
    of tuples, which Python hashes again at every look-up. Equal when the parts are equal."""

    __slots__ = ("_hash", "parts")

    def __init__(self, parts: tuple[object, ...]) -> None:
        self.parts = parts
        self._hash = hash(parts)

    def __eq__(self, other_key: object) -> bool:
        return (
            isinstance(other_key, PositionKey)
            and self._hash == other_key._hash
            and self.parts == other_key.parts
        )

    def __hash__(self) -> int:
        return self._hash

    def __repr__(self) -> str:
        return f"PositionKey({self.parts!r})"

    def __reduce__(self) -> tuple[object, ...]:
        """Pickled as its constructor's arguments (mypyc's compiled classes need it said)."""
        return (PositionKey, (self.parts,))


class Placement(Move):
    """Put a pyramid of ``size`` on ``square`` (Pylon from the stash, Ambush from a tree top).
    Subclasses name the board's squares."""

    __slots__ = ("_hash", "size", "square")
    square_names: ClassVar[Sequence[str]] = ()

    def __init__(self, size: int, square: int) -> None:
        self.size = size
        self.square = square
        # Kept: the search looks moves up in its history table at every node.
        self._hash = hash((type(self), size, square))

    def __str__(self) -> str:
        return f"{SIZES[self.size]}{self.square_names[self.square]}"

    def __eq__(self, other_move: object) -> bool:
        return (
            type(other_move) is type(self)
            and isinstance(other_move, Placement)
            and self.size == other_move.size
            and self.square == other_move.square
        )

    def __hash__(self) -> int:
        return self._hash

    def __reduce__(self) -> tuple[object, ...]:
        """Pickled as its constructor's arguments (mypyc's compiled classes need it said)."""
        return (type(self), (self.size, self.square))
