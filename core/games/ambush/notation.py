"""Ambush in writing (notation.md "Ambush"): a move (``Sb2``, ``S@NE90~``) and a position's text
(``BOARD MOVER TREES1 TREES2 CAPTURED1 CAPTURED2 PAID1 PAID2 LAST``), read with errors that name
the faulty part. Whether a position so written can happen is the rules' to say."""

from __future__ import annotations

import re
from typing import Final

from core.api import Move
from core.errors import InvalidPositionError, NotationError
from core.games.ambush.board import COASTERS, NAMES, SQUARES, Board, N, Owners, Trees
from core.games.ambush.moves import PLACES, ROTATES
from core.games.icehouse import board_text, parse_board
from core.notation import SIZES, parse_size, parse_square
from core.words import Text

TREE_TEXT: Final = ("LMS", "LM", "L", "-")
"""How a position's text writes each kind of tree (``Trees``' order): the sizes left in it."""

Sizes = tuple[tuple[int, ...], tuple[int, ...]]
"""The sizes of pyramids each player captured, or paid."""
Position = tuple[Board, Owners, tuple[Trees, Trees], Sizes, Sizes, int, int]
"""What a position's text writes: the board's stacks and their owners, both players' trees,
their captures, their payments, the coaster rotated last (-1: none), the player to move."""


_MOVE_RE = re.compile(r"([SML])([a-z]\d)|([SML])@(NW|NE|SW|SE)(90|180|270)(~?)")


def parse_move(text: str) -> Move:
    """The move ``text`` writes (``Sb2``, ``S@NE90``, ``M@SW180~``), legal or not; NotationError
    naming the faulty part otherwise."""
    match = _MOVE_RE.fullmatch(text)
    if match is None:
        raise NotationError(_explain_bad_move(text))
    if match.group(1):
        col, row = parse_square(match.group(2), N, N)
        return PLACES[parse_size(match.group(1))][row * N + col]
    size = parse_size(match.group(3))
    coaster = COASTERS.index(match.group(4))
    return ROTATES[size, coaster, int(match.group(5)), match.group(6) == "~"]


def _explain_bad_move(text: str) -> str:
    if "@" in text:
        size, _, rest = text.partition("@")
        if size not in ("S", "M", "L"):
            return Text(
                "{text}: a rotation starts with the size paid (S, M or L), e.g. S@NE90",
                text=repr(text),
            )
        if rest[:2] not in COASTERS:
            return Text("{text}: coasters are NW, NE, SW and SE", text=repr(text))
        return Text(
            "{text}: the angle is 90, 180 or 270, clockwise, then '~' if wanted", text=repr(text)
        )
    if text[:1] in ("S", "M", "L"):
        try:
            parse_square(text[1:], N, N)
        except NotationError as error:
            said = error.args[0]
            return said if isinstance(said, Text) else str(error)
    return Text("{text} is not an Ambush move (place 'Sb2', rotate 'S@NE90')", text=repr(text))


def position_text(position: Position) -> str:
    """The text of ``position``."""
    board, owners, trees, captured, paid, last, player = position
    stacks = [tuple((owners[sq], size) for size in board[sq]) for sq in range(SQUARES)]
    words = [board_text(stacks, N), str(player + 1)]
    words += [".".join(TREE_TEXT[k] for k in range(4) for _ in range(t[k])) for t in trees]
    words += ["".join(SIZES[s] for s in c) or "-" for c in captured]
    words += ["".join(SIZES[s] for s in p) or "-" for p in paid]
    words.append(COASTERS[last] if last >= 0 else "-")
    return " ".join(words)


def read_position(text: str) -> Position:
    """The position ``text`` writes; NotationError naming the faulty part otherwise, or
    InvalidPositionError for a square holding both players' pyramids."""
    parts = text.split()
    if len(parts) != 9:
        raise NotationError(
            Text(
                "an Ambush position is 'BOARD MOVER TREES1 TREES2 CAPTURED1 CAPTURED2 PAID1 "
                "PAID2 LAST', not {text}",
                text=repr(text),
            )
        )
    stacks = parse_board(parts[0], N, N)
    board: list[tuple[int, ...]] = []
    owners: list[int] = []
    for square, stack in enumerate(stacks):
        colours = {player for player, _ in stack}
        if len(colours) > 1:
            raise InvalidPositionError(
                Text("{square} mixes both players' pyramids", square=NAMES[square])
            )
        owners.append(colours.pop() if colours else -1)
        board.append(tuple(size for _, size in stack))
    if parts[1] not in ("1", "2"):
        raise NotationError(Text("{text}: the player to move is 1 or 2", text=repr(parts[1])))
    trees = (_parse_trees(parts[2]), _parse_trees(parts[3]))
    captured = (_parse_sizes(parts[4]), _parse_sizes(parts[5]))
    paid = (_parse_sizes(parts[6]), _parse_sizes(parts[7]))
    if parts[8] != "-" and parts[8] not in COASTERS:
        raise NotationError(
            Text("{text}: the last rotated coaster is NW, NE, SW, SE or -", text=repr(parts[8]))
        )
    last = COASTERS.index(parts[8]) if parts[8] != "-" else -1
    return (tuple(board), tuple(owners), trees, captured, paid, last, int(parts[1]) - 1)


def _parse_trees(text: str) -> Trees:
    kinds = text.split(".")
    if len(kinds) != 5 or any(kind not in TREE_TEXT for kind in kinds):
        raise NotationError(
            Text(
                "{text}: five trees separated by '.', each LMS, LM, L or - (used up)",
                text=repr(text),
            )
        )
    counts = [kinds.count(kind) for kind in TREE_TEXT]
    return (counts[0], counts[1], counts[2], counts[3])


def _parse_sizes(text: str) -> tuple[int, ...]:
    if text == "-":
        return ()
    return tuple(sorted(parse_size(char) for char in text))
