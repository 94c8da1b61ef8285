"""Ambush's captures (rules.md §0 and §3): a stack's visible pips, the sandwiches they make, and
what a turn's placement or rotation captures, batch after batch."""

from __future__ import annotations

from collections.abc import Iterable

from core.games.ambush.board import SOURCES, TURNED, Board, Geometry, Owners


def visible_pips(stack: tuple[int, ...]) -> int:
    """Pips of the pyramids in ``stack`` (sizes bottom to top) that show: a pyramid counts while
    everything above it is strictly smaller."""
    total = 0
    biggest_above = -1
    i = len(stack) - 1
    while i >= 0:  # an index, not reversed(): the compiled loop then allocates nothing
        size = stack[i]
        if size > biggest_above:
            total += size + 1
            biggest_above = size
        i -= 1
    return total


def has_sandwich(
    board: Board, owners: Owners, sources: tuple[int, ...], lines: tuple[int, ...], player: int
) -> bool:
    """Whether ``player`` has a valid sandwich among ``lines`` (flattened: a, m, b, …) on the
    board turned by ``sources`` (``SOURCES``): what ``Resolution.valid_middles`` finds first,
    read through the turn without building the turned board."""
    opponent = 1 - player
    i = 0
    n = len(lines)
    while i < n:
        a = sources[lines[i]]
        m = sources[lines[i + 1]]
        b = sources[lines[i + 2]]
        i += 3
        if (
            owners[a] == player
            and owners[b] == player
            and owners[m] == opponent
            and visible_pips(board[a]) + visible_pips(board[b]) > visible_pips(board[m])
        ):
            return True
    return False


class Resolution:
    """A board being changed by one turn's captures (mutable while it lasts)."""

    def __init__(self, board: Board, owners: Owners) -> None:
        self.board = list(board)
        self.owners = list(owners)
        self.captures: list[tuple[int, int, int, int]] = []  # (by, owner, size, square)
        self.hit: set[int] = set()

    def valid_middles(self, lines: Iterable[tuple[int, int, int]], player: int) -> list[int]:
        """Middles of ``player``'s valid sandwiches among ``lines`` not yet hit this turn."""
        owners, board = self.owners, self.board
        found: list[int] = []
        for a, m, b in lines:
            if (
                owners[a] == player
                and owners[b] == player
                and owners[m] == 1 - player
                and m not in self.hit
                and m not in found
                and visible_pips(board[a]) + visible_pips(board[b]) > visible_pips(board[m])
            ):
                found.append(m)
        return found

    def capture(self, by: int, middles: list[int]) -> None:
        for m in sorted(middles):
            stack = self.board[m]
            self.captures.append((by, self.owners[m], stack[-1], m))
            self.board[m] = stack[:-1]
            if not self.board[m]:
                self.owners[m] = -1
            self.hit.add(m)

    def in_batches(self, lines: tuple[tuple[int, int, int], ...], first: int) -> None:
        """rules.md §0: alternate batches, starting with ``first``, until two are empty."""
        player, empty_in_a_row = first, 0
        while empty_in_a_row < 2:
            middles = self.valid_middles(lines, player)
            if middles:
                self.capture(player, middles)
                empty_in_a_row = 0
            else:
                empty_in_a_row += 1
            player = 1 - player


def _rotated(
    board: Board, owners: Owners, k: int, angle: int
) -> tuple[list[tuple[int, ...]], list[int]]:
    turned_board, turned_owners = list(board), list(owners)
    for source, target in TURNED[3 * k + angle // 90 - 1]:
        turned_board[target] = board[source]
        turned_owners[target] = owners[source]
    return turned_board, turned_owners


def resolve_rotation(
    board: Board, owners: Owners, geometry: Geometry, k: int, angle: int, first: int
) -> Resolution:
    """The board after coaster ``k`` turns clockwise by ``angle`` and its captures, ``first``'s
    batch first."""
    turned_board, turned_owners = _rotated(board, owners, k, angle)
    resolution = Resolution(tuple(turned_board), tuple(turned_owners))
    resolution.in_batches(geometry.rotation_lines[k], first)
    return resolution


def order_matters(board: Board, owners: Owners, geometry: Geometry, k: int, angle: int) -> bool:
    """Whether the order of the two players' batches changes what this rotation does (``~``)."""
    sources = SOURCES[3 * k + angle // 90 - 1]
    lines = geometry.flat_rotation_lines[k]
    if not has_sandwich(board, owners, sources, lines, 0) or not has_sandwich(
        board, owners, sources, lines, 1
    ):
        return False  # one side's first batch is empty: both orders give the same batches
    one = resolve_rotation(board, owners, geometry, k, angle, 0)
    another = resolve_rotation(board, owners, geometry, k, angle, 1)
    return (one.board, one.owners, sorted(one.captures)) != (
        another.board,
        another.owners,
        sorted(another.captures),
    )


def resolve_placement(
    board: Board, owners: Owners, geometry: Geometry, player: int, size: int, square: int
) -> Resolution:
    """The board after ``player`` places a pyramid of ``size`` on ``square``, and its captures."""
    placed_board, placed_owners = list(board), list(owners)
    placed_board[square] = placed_board[square] + (size,)
    placed_owners[square] = player
    resolution = Resolution(tuple(placed_board), tuple(placed_owners))
    lines = [(square, m, b) for m, b in geometry.flank_lines[square]]
    resolution.capture(player, resolution.valid_middles(lines, player))
    return resolution
