"""Ambush (Jason Spears & Erik Oosterwal, 2008): rules.md §0 and §3, notation.md "Ambush".

Squares are numbered ``row * 6 + col`` on the 6×6 board made of four 3×3 coasters. Each square
holds one player's stack (sizes bottom to top) or nothing. A player's five trees are kept as how
many are whole (L M S), hold L M, hold only L, or are used up: which tree a pyramid came from
never matters, only which tops are left.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Final

from core.api import FIRST, SECOND, Game, Move, OptionSpec, Outcome, State, other
from core.errors import InvalidPositionError, NotationError
from core.games.icehouse import (
    Placement,
    PositionKey,
    Pyramid,
    board_text,
    parse_board,
    pips,
    size_word,
    square_names,
)
from core.notation import SIZES, parse_size, parse_square
from core.transitions import CAPTURED, PAID, Placed, Removed, Rotated, Step, Transition
from core.words import Text, Who, join

N: Final = 6
SQUARES: Final = N * N
NAMES: Final = square_names(N, N)
PLAYERS: Final = ("Red", "Blue")  # words: the players' names
PER_SIZE: Final = 5
TURNS: Final = 30
COASTERS: Final = ("NW", "NE", "SW", "SE")
COASTER_NAMES: Final = ("NW", "NE", "SW", "SE")  # words: coasters in sentences, not notation


def coaster_word(name: str) -> Text:
    """A coaster's name (``COASTERS``) as a word a window translates ("SO" in French)."""
    return Text(COASTER_NAMES[COASTERS.index(name)])


COASTER_ORIGIN: Final = ((0, 0), (3, 0), (0, 3), (3, 3))  # (col, row) of each coaster's a1 corner
ANGLES: Final = (90, 180, 270)

# Trees: counts of (whole L-M-S, L-M, L, empty). The top of each kind is S, M, L, nothing.
Trees = tuple[int, int, int, int]
TREE_TEXT: Final = ("LMS", "LM", "L", "-")


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


def _has_sandwich(
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


class AmbushPlace(Placement):
    """Place the top pyramid (of ``size``) of one of your trees on ``square``."""

    __slots__ = ()
    square_names = NAMES


class AmbushRotate(Move):
    """Pay a tree top of ``size`` and turn ``coaster`` clockwise by ``angle``; with
    ``opponent_first`` the opponent's captures resolve first (``~``)."""

    __slots__ = ("angle", "coaster", "opponent_first", "size")

    def __init__(self, size: int, coaster: int, angle: int, opponent_first: bool = False) -> None:
        self.size = size
        self.coaster = coaster
        self.angle = angle
        self.opponent_first = opponent_first

    def __str__(self) -> str:
        tilde = "~" if self.opponent_first else ""
        return f"{SIZES[self.size]}@{COASTERS[self.coaster]}{self.angle}{tilde}"

    def _key(self) -> tuple[int, int, int, bool]:
        return (self.size, self.coaster, self.angle, self.opponent_first)

    def __eq__(self, other_move: object) -> bool:
        return isinstance(other_move, AmbushRotate) and self._key() == other_move._key()

    def __hash__(self) -> int:
        return hash((AmbushRotate, *self._key()))

    def __reduce__(self) -> tuple[object, ...]:
        """Pickled as its constructor's arguments (mypyc's compiled classes need it said)."""
        return (AmbushRotate, (self.size, self.coaster, self.angle, self.opponent_first))


PLACES: Final = [[AmbushPlace(size, sq) for sq in range(SQUARES)] for size in range(3)]
ROTATES: Final = {
    (size, k, angle, tilde): AmbushRotate(size, k, angle, tilde)
    for size in range(3)
    for k in range(4)
    for angle in ANGLES
    for tilde in (False, True)
}
ROTATE_MOVES: Final = tuple(ROTATES.values())
"""``ROTATES`` in a tuple, at ``24 * size + 6 * coaster + 2 * (angle // 90 - 1) + tilde``: the
move generator indexes it instead of hashing a tuple key per move."""

Board = tuple[tuple[int, ...], ...]  # sizes bottom to top, per square
Owners = tuple[int, ...]  # -1 empty, else the player


def _tree_tops(trees: Trees) -> list[int]:
    return [size for size in range(3) if trees[size]]


def _take_top(trees: Trees, size: int) -> Trees:
    counts = list(trees)
    counts[size] -= 1
    counts[size + 1] += 1
    return (counts[0], counts[1], counts[2], counts[3])


def _sorted_sizes(sizes: Iterable[int]) -> tuple[int, ...]:
    return tuple(sorted(sizes))


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
        return _tree_tops(self._trees[player])

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

    def _rotated(self, k: int, angle: int) -> tuple[list[tuple[int, ...]], list[int]]:
        board, owners = list(self._board), list(self._owners)
        for source, target in TURNED[3 * k + angle // 90 - 1]:
            board[target] = self._board[source]
            owners[target] = self._owners[source]
        return board, owners

    def _resolve_rotation(self, k: int, angle: int, opponent_first: bool) -> Resolution:
        board, owners = self._rotated(k, angle)
        resolution = Resolution(tuple(board), tuple(owners))
        first = other(self._player) if opponent_first else self._player
        resolution.in_batches(self._game.geometry.rotation_lines[k], first)
        return resolution

    def _order_matters(self, k: int, angle: int) -> bool:
        """Whether ``~`` (the opponent's captures first) changes what this rotation does."""
        owners = self._owners
        sources = SOURCES[3 * k + angle // 90 - 1]
        lines = self._game.geometry.flat_rotation_lines[k]
        board = self._board
        if not _has_sandwich(board, owners, sources, lines, FIRST) or not _has_sandwich(
            board, owners, sources, lines, SECOND
        ):
            return False  # one side's first batch is empty: both orders give the same batches
        mine = self._resolve_rotation(k, angle, False)
        theirs = self._resolve_rotation(k, angle, True)
        return (mine.board, mine.owners, sorted(mine.captures)) != (
            theirs.board,
            theirs.owners,
            sorted(theirs.captures),
        )

    def _resolve(self, move: Move) -> Resolution:
        """The board after ``move`` and its captures (``move`` is legal)."""
        if isinstance(move, AmbushRotate):
            return self._resolve_rotation(move.coaster, move.angle, move.opponent_first)
        assert isinstance(move, AmbushPlace)
        player, square = self._player, move.square
        board, owners = list(self._board), list(self._owners)
        board[square] = board[square] + (move.size,)
        owners[square] = player
        resolution = Resolution(tuple(board), tuple(owners))
        lines = [(square, m, b) for m, b in self._game.geometry.flank_lines[square]]
        resolution.capture(player, resolution.valid_middles(lines, player))
        return resolution

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
        if not isinstance(move, AmbushPlace | AmbushRotate):
            return Text("{move} is not an Ambush move", move=str(move))
        tops = _tree_tops(self._trees[self._player])
        if move.size not in tops:
            return Text(
                "no tree of yours has a {size} on top (tops: {tops})",
                size=size_word(move.size),
                tops=join([size_word(s) for s in tops], ", "),
            )
        if isinstance(move, AmbushPlace):
            owner = self._owners[move.square]
            if owner >= 0 and owner != self._player:
                return Text(
                    "{square} holds your opponent's pyramids: "
                    "place on an empty square or on your own",
                    square=NAMES[move.square],
                )
            return None
        if move.coaster == self._last_rotated:
            return Text(
                "{coaster} was rotated on the previous turn: turn another",
                coaster=coaster_word(COASTERS[move.coaster]),
            )
        if move.opponent_first and not self._order_matters(move.coaster, move.angle):
            return Text("'~' is only for rotations where the order of captures changes the result")
        return None

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
        stacks = [self.stack(sq) for sq in range(SQUARES)]
        trees = [".".join(TREE_TEXT[k] for k in range(4) for _ in range(t[k])) for t in self._trees]
        captured = ["".join(SIZES[s] for s in c) or "-" for c in self._captured]
        paid = ["".join(SIZES[s] for s in p) or "-" for p in self._paid]
        last = COASTERS[self._last_rotated] if self._last_rotated >= 0 else "-"
        return " ".join(
            [board_text(stacks, N), str(self._player + 1), *trees, *captured, *paid, last]
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


_MOVE_RE = re.compile(r"([SML])([a-z]\d)|([SML])@(NW|NE|SW|SE)(90|180|270)(~?)")


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
        match = _MOVE_RE.fullmatch(text)
        if match is None:
            raise NotationError(_explain_bad_move(text))
        if match.group(1):
            col, row = parse_square(match.group(2), N, N)
            return PLACES[parse_size(match.group(1))][row * N + col]
        size = parse_size(match.group(3))
        coaster = COASTERS.index(match.group(4))
        return ROTATES[size, coaster, int(match.group(5)), match.group(6) == "~"]

    def parse_position(self, text: str) -> AmbushState:
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
        state = AmbushState(
            self, tuple(board), tuple(owners), trees, captured, paid, last, int(parts[1]) - 1
        )
        _check_counts(state)
        return state


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
    return _sorted_sizes(parse_size(char) for char in text)


def _check_counts(state: AmbushState) -> None:
    """Each player has 5 pyramids of each size: on the board, in trees, captured or paid."""
    for player in (FIRST, SECOND):
        trees = state._trees[player]
        in_trees = (trees[0], trees[0] + trees[1], trees[0] + trees[1] + trees[2])
        for size in range(3):
            on_board = sum(
                stack.count(size)
                for stack, owner in zip(state._board, state._owners, strict=True)
                if owner == player
            )
            lost = state._captured[other(player)].count(size)
            paid = state._paid[player].count(size)
            total = on_board + in_trees[size] + lost + paid
            if total != PER_SIZE:
                raise InvalidPositionError(
                    Text(
                        "{player}: {total} {size} pyramids in all "
                        "(board, trees, captured by the opponent, paid), where 5 are expected",
                        player=Who(player, PLAYERS[player]),
                        total=total,
                        size=size_word(size),
                    )
                )
    used = [PER_SIZE * 3 - (3 * t[0] + 2 * t[1] + t[2]) for t in state._trees]
    if used[FIRST] - used[SECOND] != state.current_player:
        raise InvalidPositionError(
            Text(
                "{first} has played {first_count} pyramids and {second} {second_count}: "
                "that cannot be player {number}'s turn",
                first=Who(FIRST, PLAYERS[FIRST]),
                first_count=used[FIRST],
                second=Who(SECOND, PLAYERS[SECOND]),
                second_count=used[SECOND],
                number=state.current_player + 1,
            )
        )


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
