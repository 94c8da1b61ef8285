"""Pylos in writing (notation.md "Pylos"): a position's name (``2a1``), a move (``1d4-2b2x1a1``)
and a position's text (``LEVEL1/LEVEL2/LEVEL3/LEVEL4 MOVER LIGHT-DARK``), read with errors that
name the faulty part. Whether a position so written can happen is the rules' to say."""

from __future__ import annotations

import re
from typing import Final

from core.errors import NotationError
from core.games.pylos.board import BY_NAME, canonical, position_bit
from core.games.pylos.moves import PylosMove, make_move
from core.words import Text

COLOUR_CHARS: Final = "LD"
"""The players' letters in a position's text: its balls and the player to move."""
LEVEL_SIZES: Final = (4, 3, 2, 1)

_POSITION = r"([1-4][a-d][1-4])"
_MOVE_RE = re.compile(rf"{_POSITION}(?:-{_POSITION})?((?:x{_POSITION})*)")


def parse_position_name(text: str) -> int:
    """``"2a1"`` → its bit index; NotationError naming the problem otherwise."""
    p = BY_NAME.get(text)
    if p is None:
        raise NotationError(
            Text(
                "{text} is not a Pylos position (level 1: a–d × 1–4, level 2: a–c × 1–3, "
                "level 3: a–b × 1–2, level 4: 4a1)",
                text=repr(text),
            )
        )
    return p


def parse_move(text: str) -> PylosMove:
    """The move ``text`` writes (``1b3``, ``1d4-2b2``, ``1c3x1c3``), legal or not; NotationError
    naming the faulty part otherwise."""
    match = _MOVE_RE.fullmatch(text)
    if match is None:
        raise NotationError(_explain_bad_move(text))
    first, second, tail = match.group(1), match.group(2), match.group(3)
    names = (
        [first] + ([second] if second else []) + [tail[i : i + 3] for i in range(1, len(tail), 4)]
    )
    positions = [parse_position_name(name) for name in names]
    removals = positions[2:] if second else positions[1:]
    if len(removals) > 2:
        raise NotationError(Text("{text}: at most two balls can be taken back", text=repr(text)))
    if len(set(removals)) < len(removals):
        raise NotationError(Text("{text}: the same ball is taken back twice", text=repr(text)))
    origin = positions[0] if second else None
    target = positions[1] if second else positions[0]
    return make_move(origin, target, canonical(tuple(removals)))


def _explain_bad_move(text: str) -> str:
    """Why ``text`` does not read as a Pylos move, naming the faulty part."""
    if not text:
        return Text("empty move")
    for token in re.split(r"[-x]", text):
        if token and token not in BY_NAME:
            try:
                parse_position_name(token)
            except NotationError as error:
                said = error.args[0]
                return said if isinstance(said, Text) else str(error)
    return Text(
        "{text} is not a Pylos move (place '1b3', raise '1d4-2b2', "
        "take back with 'x<position>', e.g. '1c3x1c3')",
        text=repr(text),
    )


def position_text(
    light: int, dark: int, reserves: tuple[int, int], player: int, base: int = 4
) -> str:
    """The text of the position with these balls (bit masks), reserves and player to move, on
    the ``base``×``base`` base (three levels on the 3×3)."""
    levels = []
    for z in range(base):
        n = base - z
        levels.append(
            "".join(
                ".LD"[
                    (light >> position_bit(z, r, c) & 1) + 2 * (dark >> position_bit(z, r, c) & 1)
                ]
                for r in range(n)
                for c in range(n)
            )
        )
    return f"{'/'.join(levels)} {COLOUR_CHARS[player]} {reserves[0]}-{reserves[1]}"


def read_position(text: str, base: int = 4) -> tuple[int, int, tuple[int, int], int]:
    """What a position's text writes: Light's and Dark's balls (bit masks), the reserves, the
    player to move, on the ``base``×``base`` base; NotationError naming the faulty part
    otherwise."""
    parts = text.split()
    if len(parts) != 3:
        raise NotationError(
            Text(
                "a Pylos position is 'LEVEL1/LEVEL2/LEVEL3/LEVEL4 MOVER LIGHT-DARK', not {text}",
                text=repr(text),
            )
        )
    board, mover, reserves = parts
    levels = board.split("/")
    if len(levels) != base or any(
        len(lv) != n * n for lv, n in zip(levels, LEVEL_SIZES[4 - base :], strict=False)
    ):
        if base == 3:
            raise NotationError(
                Text("{text}: three levels of 9, 4 and 1 cells are expected", text=repr(board))
            )
        raise NotationError(
            Text("{text}: four levels of 16, 9, 4 and 1 cells are expected", text=repr(board))
        )
    if set(board) - set(".LD/"):
        raise NotationError(Text("{text}: cells are '.', 'L' or 'D'", text=repr(board)))
    if mover not in ("L", "D"):
        raise NotationError(Text("{text}: the player to move is 'L' or 'D'", text=repr(mover)))
    match = re.fullmatch(r"(\d+)-(\d+)", reserves)
    if match is None:
        raise NotationError(
            Text("{text}: reserves are written LIGHT-DARK, e.g. 15-15", text=repr(reserves))
        )
    light = dark = 0
    for z, cells in enumerate(levels):
        n = base - z
        for i, char in enumerate(cells):
            bit = 1 << position_bit(z, i // n, i % n)
            if char == "L":
                light |= bit
            elif char == "D":
                dark |= bit
    counts = (int(match.group(1)), int(match.group(2)))
    return light, dark, counts, COLOUR_CHARS.index(mover)
