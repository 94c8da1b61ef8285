"""Notation helpers shared by the games: squares, sizes, and reading a game record."""

from __future__ import annotations

from typing import Final

from core.errors import NotationError
from core.words import Text

COLUMNS: Final = "abcdef"
SIZES: Final = "SML"  # index 0, 1, 2 = 1, 2, 3 pips


def square_name(col: int, row: int) -> str:
    """``square_name(0, 0) == "a1"``: column letter, then row number counted from 1."""
    return f"{COLUMNS[col]}{row + 1}"


def parse_square(text: str, cols: int, rows: int) -> tuple[int, int]:
    """Read a square such as ``c3`` on a board of ``cols`` × ``rows``; return (col, row).

    Raises NotationError naming the problem.
    """
    last_col = COLUMNS[cols - 1]
    if (
        len(text) != 2
        or text[0] not in COLUMNS[:cols]
        or not "0" <= text[1] <= "9"  # (an ASCII digit: "²" is a digit to isdigit)
        or not 1 <= int(text[1]) <= rows
    ):
        raise NotationError(
            Text(
                "{text} is not a square (columns a–{last}, rows 1–{rows})",
                text=repr(text),
                last=last_col,
                rows=rows,
            )
        )
    return COLUMNS.index(text[0]), int(text[1]) - 1


def parse_size(char: str) -> int:
    """``"S"`` → 0, ``"M"`` → 1, ``"L"`` → 2; NotationError otherwise."""
    if len(char) != 1 or char not in SIZES:
        raise NotationError(Text("{text} is not a pyramid size (S, M or L)", text=repr(char)))
    return SIZES.index(char)
