"""Ambush (Jason Spears & Erik Oosterwal, 2008): rules.md §0 and §3, notation.md "Ambush".

Each square holds one player's stack (sizes bottom to top) or nothing. A player's five trees are
kept as how many are whole (L M S), hold L M, hold only L, or are used up: which tree a pyramid
came from never matters, only which tops are left.

Here: the position, its legal moves, what a move does and how the game ends (``AmbushState``),
and the game with its option (``AmbushGame``). Beside it: the board, its coasters and lines
(``board``), the captures (``captures``), the moves (``moves``), their writing and the
positions' (``notation``), why a move or a position is refused (``legality``).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Final

from core.api import FIRST, SECOND, Game, Move, OptionSpec, Outcome, State, other
from core.games.ambush.board import (
    ANGLES,
    COASTERS,
    GEOMETRY,
    NAMES,
    PLAYERS,
    ROTATIONS,
    SQUARES,
    Board,
    Owners,
    Trees,
    tree_tops,
)
from core.games.ambush.captures import (
    Resolution,
    order_matters,
    resolve_placement,
    resolve_rotation,
    visible_pips,
)
from core.games.ambush.legality import check_position, move_reason
from core.games.ambush.moves import PLACES, ROTATE_MOVES, AmbushPlace, AmbushRotate
from core.games.ambush.notation import TREE_TEXT, parse_move, position_text, read_position
from core.games.icehouse import PositionKey, Pyramid, pips
from core.notation import SIZES
from core.transitions import CAPTURED, PAID, Placed, Removed, Rotated, Step, Transition
from core.words import Text

TURNS: Final = 30


def _take_top(trees: Trees, size: int) -> Trees:
    counts = list(trees)
    counts[size] -= 1
    counts[size + 1] += 1
    return (counts[0], counts[1], counts[2], counts[3])


def _sorted_sizes(sizes: Iterable[int]) -> tuple[int, ...]:
    return tuple(sorted(sizes))


class AmbushState(State):
    """An Ambush position: stacks and their owners, both players' trees, captured and paid
    pyramids, the coaster rotated on the previous turn, the player to move."""

    __slots__ = (
        "_board",
        "_captured",
        "_game",
        "_key",
        "_last_rotated",
        "_owners",
        "_paid",
        "_player",
        "_trees",
    )

    def __init__(
        self,
        game: AmbushGame,
        board: Board,
        owners: Owners,
        trees: tuple[Trees, Trees],
        captured: tuple[tuple[int, ...], tuple[int, ...]],
        paid: tuple[tuple[int, ...], tuple[int, ...]],
        last_rotated: int,
        player: int,
    ) -> None:
        self._game = game
        self._board = board
        self._owners = owners
        self._trees = trees
        self._captured = captured
        self._paid = paid
        self._last_rotated = last_rotated
        self._player = player
        self._key: PositionKey | None = None

    # --- accessors -----------------------------------------------------------------------
    @property
    def game(self) -> AmbushGame:
        return self._game

    @property
    def current_player(self) -> int:
        return self._player

    def stack(self, square: int) -> tuple[Pyramid, ...]:
        """The pyramids on ``square`` bottom to top, as (player, size)."""
        owner = self._owners[square]
        return tuple((owner, size) for size in self._board[square])

    def owner(self, square: int) -> int | None:
        owner = self._owners[square]
        return None if owner < 0 else owner

    def visible_pips(self, square: int) -> int:
        return visible_pips(self._board[square])

    def tree_tops(self, player: int) -> list[int]:
        """The sizes on top of ``player``'s trees (each size once)."""
        return tree_tops(self._trees[player])

    def trees(self, player: int) -> list[str]:
        """``player``'s five trees, each as the sizes left bottom to top ("LMS", "LM", "L", "")."""
        counts = self._trees[player]
        return [TREE_TEXT[kind].strip("-") for kind in range(4) for _ in range(counts[kind])]

    def captured(self, player: int) -> tuple[int, ...]:
        """Sizes of the opponent's pyramids that ``player`` captured."""
        return self._captured[player]

    def paid(self, player: int) -> tuple[int, ...]:
        """Sizes of ``player``'s pyramids set aside to pay for rotations."""
        return self._paid[player]

    @property
    def last_rotated(self) -> str | None:
        """The coaster rotated on the previous turn (which may not turn now), if any."""
        return None if self._last_rotated < 0 else COASTERS[self._last_rotated]

    @property
    def turn(self) -> int:
        """How many turns have been played (0 to 30)."""
        return TURNS - sum(3 * t[0] + 2 * t[1] + t[2] for t in self._trees)

    def position_key(self) -> object:
        key = self._key
        if key is None:
            key = self._key = PositionKey(
                (
                    self._board,
                    self._owners,
                    self._trees,
                    self._captured,
                    self._paid,
                    self._last_rotated,
                    self._player,
                )
            )
        return key

    def figures(self) -> tuple[int, int]:
        """Captured pips of each player."""
        first = second = 0
        for size in self._captured[0]:  # loops, not sums of generators: the search asks often
            first += pips(size)
        for size in self._captured[1]:
            second += pips(size)
        return (first, second)

    def piece_counts(self) -> dict[str, int]:
        return {
            "board": sum(len(stack) for stack in self._board),
            "trees": sum(3 * t[0] + 2 * t[1] + t[2] for t in self._trees),
            "captured": len(self._captured[0]) + len(self._captured[1]),
            "paid": len(self._paid[0]) + len(self._paid[1]),
        }

    # --- moves ---------------------------------------------------------------------------
    def legal_moves(self) -> tuple[Move, ...]:
        if self.is_over:
            return ()
        player = self._player
        trees = self._trees[player]
        owners = self._owners
        moves: list[Move] = []
        # Loops over ints and tables of moves: compiled, nothing is built but the list.
        for size in range(3):
            if trees[size]:
                places = PLACES[size]
                for sq in range(SQUARES):
                    owner = owners[sq]
                    if owner < 0 or owner == player:
                        moves.append(places[sq])
        for k in range(4):
            if k == self._last_rotated:
                continue
            for turn in range(3):
                with_order = self._order_matters(k, ANGLES[turn])
                for size in range(3):
                    if trees[size]:
                        index = 24 * size + 6 * k + 2 * turn
                        moves.append(ROTATE_MOVES[index])
                        if with_order:
                            moves.append(ROTATE_MOVES[index + 1])
        return tuple(moves)

    def count_moves(self) -> int:
        if self.is_over:
            return 0
        player = self._player
        trees = self._trees[player]
        tops = (trees[0] > 0) + (trees[1] > 0) + (trees[2] > 0)
        open_squares = 0
        for owner in self._owners:
            if owner < 0 or owner == player:
                open_squares += 1
        rotations = 0
        # Loops, not generators: the compiled count allocates nothing per rotation.
        for k in range(4):
            if k != self._last_rotated:
                for angle in ANGLES:
                    rotations += 2 if self._order_matters(k, angle) else 1
        return tops * (open_squares + rotations)

    def _order_matters(self, k: int, angle: int) -> bool:
        """Whether ``~`` (the opponent's captures first) changes what this rotation does."""
        return order_matters(self._board, self._owners, self._game.geometry, k, angle)

    def _resolve(self, move: Move) -> Resolution:
        """The board after ``move`` and its captures (``move`` is legal)."""
        board, owners, geometry = self._board, self._owners, self._game.geometry
        if isinstance(move, AmbushRotate):
            first = other(self._player) if move.opponent_first else self._player
            return resolve_rotation(board, owners, geometry, move.coaster, move.angle, first)
        assert isinstance(move, AmbushPlace)
        return resolve_placement(board, owners, geometry, self._player, move.size, move.square)

    def play_unchecked(self, move: Move) -> AmbushState:
        if isinstance(move, AmbushPlace):
            quiet = self._quiet_placement(move.size, move.square)
            if quiet is not None:
                return quiet
        assert isinstance(move, AmbushPlace | AmbushRotate)
        player = self._player
        resolution = self._resolve(move)
        trees = list(self._trees)
        trees[player] = _take_top(trees[player], move.size)
        captured = [list(self._captured[0]), list(self._captured[1])]
        for by, _owner, size, _square in resolution.captures:
            captured[by].append(size)
        paid = list(self._paid)
        rotated = -1
        if isinstance(move, AmbushRotate):
            paid[player] = _sorted_sizes((*paid[player], move.size))
            rotated = move.coaster
        return AmbushState(
            self._game,
            tuple(resolution.board),
            tuple(resolution.owners),
            (trees[0], trees[1]),
            (_sorted_sizes(captured[0]), _sorted_sizes(captured[1])),
            (paid[0], paid[1]),
            rotated,
            other(player),
        )

    def _quiet_placement(self, size: int, square: int) -> AmbushState | None:
        """The state after placing ``size`` on ``square`` when that captures nothing (most
        placements), built directly; None when it captures (``play_unchecked`` resolves it)."""
        player = self._player
        board, owners = self._board, self._owners
        stack = (*board[square], size)
        placed = visible_pips(stack)
        lines = self._game.geometry.flat_flank_lines[square]
        opponent = 1 - player
        i = 0
        while i < len(lines):
            m, b = lines[i], lines[i + 1]
            i += 2
            if (
                owners[b] == player
                and owners[m] == opponent
                and placed + visible_pips(board[b]) > visible_pips(board[m])
            ):
                return None
        trees = self._trees
        taken = _take_top(trees[player], size)
        return AmbushState(
            self._game,
            (*board[:square], stack, *board[square + 1 :]),
            (*owners[:square], player, *owners[square + 1 :]),
            (taken, trees[1]) if player == FIRST else (trees[0], taken),
            self._captured,
            self._paid,
            -1,
            opponent,
        )

    def illegal_reason(self, move: Move) -> str | None:
        if self.is_over:
            return Text("the game is over")
        board, owners, player = self._board, self._owners, self._player
        trees, last, geometry = self._trees[player], self._last_rotated, self._game.geometry
        return move_reason(move, board, owners, trees, last, player, geometry)

    def transition(self, move: Move) -> Transition:
        assert isinstance(move, AmbushPlace | AmbushRotate)
        player = self._player
        steps: list[Step] = []
        if isinstance(move, AmbushPlace):
            steps.append(Placed(player, SIZES[move.size], NAMES[move.square], "tree"))
        else:
            steps.append(Removed(player, SIZES[move.size], "tree", "paid", PAID))
            mapping = ROTATIONS[move.coaster, move.angle]
            cells = tuple((NAMES[a], NAMES[b]) for a, b in mapping.items() if a != b)
            steps.append(Rotated(COASTERS[move.coaster], move.angle, cells))
        for _, owner, size, square in self._resolve(move).captures:
            steps.append(Removed(owner, SIZES[size], NAMES[square], "captured", CAPTURED))
        return Transition(str(move), player, tuple(steps))

    def capture_preview(self, move: Move) -> list[tuple[int, str, str]]:
        """The captures ``move`` would make, in order: (by, size letter, square)."""
        return [(by, SIZES[size], NAMES[sq]) for by, _o, size, sq in self._resolve(move).captures]

    # --- the end -------------------------------------------------------------------------
    @property
    def is_over(self) -> bool:
        return not any(self._trees[0][:3]) and not any(self._trees[1][:3])

    def outcome(self) -> Outcome | None:
        if not self.is_over:
            return None
        scores = self.figures()
        winner = FIRST if scores[0] > scores[1] else SECOND if scores[1] > scores[0] else None
        return Outcome(winner, scores, Text("all 30 pyramids have been played"))

    # --- text ----------------------------------------------------------------------------
    def position_text(self) -> str:
        return position_text(
            (
                self._board,
                self._owners,
                self._trees,
                self._captured,
                self._paid,
                self._last_rotated,
                self._player,
            )
        )

    def __repr__(self) -> str:
        return f"AmbushState({self.position_text()!r})"

    def __reduce__(self) -> tuple[object, ...]:
        """Pickled as its constructor's arguments (mypyc's compiled classes need it said)."""
        return (
            AmbushState,
            (
                self._game,
                self._board,
                self._owners,
                self._trees,
                self._captured,
                self._paid,
                self._last_rotated,
                self._player,
            ),
        )


class AmbushGame(Game):
    """Ambush with its one option, ``diagonal`` (rules.md §0)."""

    name = "ambush"
    title = "Ambush"  # words: the game's name
    player_names = PLAYERS
    option_specs = (
        OptionSpec(
            "diagonal",
            "false",
            Text("Whether sandwiches along diagonals capture too."),
            ("false", "true"),
            choice_help=(
                ("false", Text("only rows and columns capture (the published text)")),
                ("true", Text("diagonal lines capture too (as a lost example suggests)")),
            ),
            label=Text("diagonal"),
            choice_labels=(("false", Text("off")), ("true", Text("on"))),
        ),
    )

    def __init__(self, settings: dict[str, str] | None = None) -> None:
        super().__init__(settings)
        self.geometry = GEOMETRY[self.options["diagonal"] == "true"]

    def initial_state(self) -> AmbushState:
        empty: Board = ((),) * SQUARES
        whole: Trees = (5, 0, 0, 0)
        return AmbushState(self, empty, (-1,) * SQUARES, (whole, whole), ((), ()), ((), ()), -1, 0)

    def parse_move(self, text: str) -> Move:
        return parse_move(text)

    def parse_position(self, text: str) -> AmbushState:
        position = read_position(text)
        check_position(position)
        return AmbushState(self, *position)
