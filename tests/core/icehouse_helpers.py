"""Build Pylon and Ambush positions for tests from the rules.md example notation.

Stacks are written bottom to top as in rules.md: ``"A-S B-L"`` is A's small under B's large
(A = the first player, B = the second). The pieces an example does not show must still be
somewhere, since the engine accounts for all 30: Pylon puts them in one stack per player on
``filler`` squares, Ambush leaves them in the trees.
"""

from __future__ import annotations

from core import make_game
from core.games.ambush.rules import AmbushState
from core.games.pylon.rules import PylonState
from core.notation import COLUMNS

SIZE_INDEX = {"S": 0, "M": 1, "L": 2}


def parse_stack(text: str) -> list[tuple[int, int]]:
    """``"A-S B-L"`` → [(0, 0), (1, 2)]."""
    return [("AB".index(p[0]), SIZE_INDEX[p[2]]) for p in text.split()]


def char(player: int, size: int) -> str:
    return "SML"[size] if player == 0 else "sml"[size]


def _board(stacks: dict[str, list[tuple[int, int]]], cols: int, rows: int) -> str:
    cells = [["" for _ in range(cols)] for _ in range(rows)]
    for square, stack in stacks.items():
        col, row = COLUMNS.index(square[0]), int(square[1]) - 1
        cells[row][col] = "".join(char(p, s) for p, s in stack)
    return "/".join(",".join(row) for row in cells)


def pylon(
    example: dict[str, str], mover: str = "A", filler: tuple[str, str] = ("f1", "f5")
) -> PylonState:
    """A stacking-phase Pylon position: the example's stacks, and every other pyramid in one
    stack per player (large at the bottom) on the ``filler`` squares."""
    stacks = {square: parse_stack(text) for square, text in example.items()}
    for player, square in enumerate(filler):
        left = [(player, size) for size in range(3) for _ in range(5)]
        for stack in stacks.values():
            for piece in stack:
                if piece[0] == player:
                    left.remove(piece)
        if left:
            stacks[square] = sorted(left, key=lambda p: -p[1])
    text = f"{_board(stacks, 6, 5)} {'AB'.index(mover) + 1} 000-000"
    state = make_game("pylon").parse_position(text)
    assert isinstance(state, PylonState)
    return state


def ambush(example: dict[str, str], mover: str = "A", **settings: str) -> AmbushState:
    """An Ambush position with the example's stacks; the other pyramids stay in the trees.

    So that every size can be on top of a tree, smalls and mediums that a real game would have
    used first are counted as paid; then the player who has played fewer pays smalls until it
    is ``mover``'s turn. Paid pyramids play no part in the rules.
    """
    stacks = {square: parse_stack(text) for square, text in example.items()}
    counts = [[5, 5, 5], [5, 5, 5]]
    for stack in stacks.values():
        for player, size in stack:
            counts[player][size] -= 1
    paid = ["", ""]
    for player, (small, medium, large) in enumerate(counts):
        medium2 = max(0, min(medium, large - 1))
        small2 = max(0, min(small, medium2 - 1))
        paid[player] += "S" * (small - small2) + "M" * (medium - medium2)
        counts[player] = [small2, medium2, large]
    target = "AB".index(mover)

    def lead() -> int:
        return (15 - sum(counts[0])) - (15 - sum(counts[1]))

    while lead() != target:
        behind = 0 if lead() < target else 1
        small, medium, large = counts[behind]
        # Pay what keeps every size on top of some tree for as long as possible.
        size = 2 if large - 1 > medium else 1 if medium - 1 > small else 0
        counts[behind][size] -= 1
        paid[behind] += "SML"[size]
    trees = []
    for small, medium, large in counts:
        assert small <= medium <= large, "the example leaves trees that cannot exist"
        kinds = ["LMS"] * small + ["LM"] * (medium - small) + ["L"] * (large - medium)
        trees.append(".".join(kinds + ["-"] * (5 - len(kinds))))
    paid_text = ["".join(sorted(p, key="SML".index)) or "-" for p in paid]
    text = (
        f"{_board(stacks, 6, 6)} {target + 1} {trees[0]} {trees[1]} - - "
        f"{paid_text[0]} {paid_text[1]} -"
    )
    state = make_game("ambush", settings).parse_position(text)
    assert isinstance(state, AmbushState)
    return state


def moves(state: object) -> set[str]:
    return {str(m) for m in state.legal_moves()}  # type: ignore[attr-defined]
