"""Build Pylos positions for tests from (z, r, c) → colour maps (rules.md §2.9 notation)."""

from __future__ import annotations

from core import make_game
from core.games.pylos.rules import PylosGame, PylosState

Cell = tuple[int, int, int]


def position(
    balls: dict[Cell, str],
    mover: str = "L",
    reserves: tuple[int, int] | None = None,
    **settings: str,
) -> PylosState:
    """A Pylos state with ``balls`` ('L'/'D'), ``mover`` to move; reserves default to 15 minus
    the balls on the board."""
    levels = []
    for z in range(4):
        n = 4 - z
        levels.append("".join(balls.get((z, r, c), ".") for r in range(n) for c in range(n)))
    if reserves is None:
        on_board = list(balls.values())
        reserves = (15 - on_board.count("L"), 15 - on_board.count("D"))
    game = make_game("pylos", settings)
    assert isinstance(game, PylosGame)
    return game.parse_position(f"{'/'.join(levels)} {mover} {reserves[0]}-{reserves[1]}")


def name(cell: Cell) -> str:
    """(z, r, c) → notation, e.g. (1, 0, 0) → '2a1'."""
    z, r, c = cell
    return f"{z + 1}{'abcd'[c]}{r + 1}"


def moves(state: PylosState) -> set[str]:
    return {str(m) for m in state.legal_moves()}
