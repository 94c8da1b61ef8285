"""Pylon (Doug Orleans, 2005): rules.md §0 and §1, notation.md "Pylon".

Squares are numbered ``row * 6 + col`` on the 6×5 board (columns a–f, rows 1–5). A stack is a
tuple of pyramids ``(player, size)`` from bottom to top.
"""

from __future__ import annotations

import re
from typing import Final

from core.api import FIRST, SECOND, Game, Move, Outcome, Proposal, State, other
from core.errors import IllegalMoveError, InvalidPositionError, NotationError
from core.games.icehouse import (
    ORTHOGONAL,
    Placement,
    PositionKey,
    Pyramid,
    board_text,
    neighbours,
    parse_board,
    size_word,
    square_names,
)
from core.notation import SIZES, parse_size, parse_square
from core.transitions import Moved, Placed, Transition
from core.words import Text, Who

COLS, ROWS = 6, 5
SQUARES: Final = COLS * ROWS
PER_SIZE: Final = 5
NAMES: Final = square_names(COLS, ROWS)
NEIGHBOURS: Final = neighbours(COLS, ROWS, ORTHOGONAL)
PLAYERS: Final = ("Red", "Blue")  # words: the players' names
AGREED: Final = Proposal("agreed", Text("Propose to end the game now"), Text("ended by agreement"))

Stash = tuple[int, int, int]


class PylonPlace(Placement):
    """Place a pyramid of ``size`` from the stash on the empty ``square``."""

    __slots__ = ()
    square_names = NAMES


class PylonStack(Move):
    """Move the whole stack on ``origin`` onto the stack on the neighbouring ``target``."""

    __slots__ = ("origin", "target")

    def __init__(self, origin: int, target: int) -> None:
        self.origin = origin
        self.target = target

    def __str__(self) -> str:
        return f"{NAMES[self.origin]}-{NAMES[self.target]}"

    def __eq__(self, other_move: object) -> bool:
        return isinstance(other_move, PylonStack) and (self.origin, self.target) == (
            other_move.origin,
            other_move.target,
        )

    def __hash__(self) -> int:
        return hash((PylonStack, self.origin, self.target))

    def __reduce__(self) -> tuple[object, ...]:
        """Pickled as its constructor's arguments (mypyc's compiled classes need it said)."""
        return (PylonStack, (self.origin, self.target))


PLACES: Final = [[PylonPlace(size, sq) for sq in range(SQUARES)] for size in range(3)]
PIECES: Final = tuple(tuple(((player, size),) for size in range(3)) for player in (FIRST, SECOND))
"""The one-pyramid stack a placement makes, by player and size: shared, never built again."""
STACKS: Final = {(a, b): PylonStack(a, b) for a in range(SQUARES) for b in NEIGHBOURS[a]}


def _placing(stashes: tuple[Stash, Stash]) -> bool:
    """Whether a pyramid is left in either stash (``any`` of each, without an iterator)."""
    first, second = stashes
    return (first[0] + first[1] + first[2] + second[0] + second[1] + second[2]) > 0


class PylonState(State):
    """A Pylon position: the stacks, both stashes (small, medium, large counts), the mover, and
    whether the players agreed to end the game here."""

    __slots__ = ("_agreed", "_board", "_game", "_key", "_outcome", "_player", "_stashes")

    def __init__(
        self,
        game: PylonGame,
        board: tuple[tuple[Pyramid, ...], ...],
        stashes: tuple[Stash, Stash],
        player: int,
        agreed: bool = False,
    ) -> None:
        self._game = game
        self._board = board
        self._stashes = stashes
        self._player = player
        self._agreed = agreed
        self._outcome: Outcome | bool | None = False  # False: not computed yet
        self._key: PositionKey | None = None

    @property
    def game(self) -> PylonGame:
        return self._game

    @property
    def current_player(self) -> int:
        return self._player

    @property
    def board(self) -> tuple[tuple[Pyramid, ...], ...]:
        """The 30 stacks, square ``row * 6 + col``, each bottom to top."""
        return self._board

    @property
    def stashes(self) -> tuple[Stash, Stash]:
        """Small, medium and large pyramids left in each player's stash."""
        return self._stashes

    @property
    def is_placement_phase(self) -> bool:
        return _placing(self._stashes)

    @property
    def agreed_end(self) -> bool:
        """True when the game was ended early by agreement."""
        return self._agreed

    def position_key(self) -> object:
        key = self._key
        if key is None:
            key = self._key = PositionKey((self._board, self._stashes, self._player, self._agreed))
        return key

    def figures(self) -> tuple[int, int]:
        """Each player's score: the pyramids in the stacks their colour tops."""
        scores = [0, 0]
        for stack in self._board:
            if stack:
                scores[stack[-1][0]] += len(stack)
        return scores[0], scores[1]

    def piece_counts(self) -> dict[str, int]:
        return {
            "board": sum(len(stack) for stack in self._board),
            f"{PLAYERS[0]} stash": sum(self._stashes[0]),
            f"{PLAYERS[1]} stash": sum(self._stashes[1]),
        }

    # --- moves ---------------------------------------------------------------------------
    def legal_moves(self) -> tuple[Move, ...]:
        if self._agreed:
            return ()
        board = self._board
        if self.is_placement_phase:
            stash = self._stashes[self._player]
            moves: list[Move] = []
            for size in range(3):  # loops, not generators: compiled, they allocate nothing
                if stash[size]:
                    places = PLACES[size]
                    for sq in range(SQUARES):
                        if not board[sq]:
                            moves.append(places[sq])
            return tuple(moves)
        return tuple(STACKS[a, b] for a, b in self._stack_moves())

    def _stack_moves(self) -> list[tuple[int, int]]:
        board = self._board
        return [
            (a, b)
            for a in range(SQUARES)
            if board[a]
            for b in NEIGHBOURS[a]
            if board[b] and board[a][0][1] <= board[b][-1][1]
        ]

    def count_moves(self) -> int:
        if self._agreed:
            return 0
        if self.is_placement_phase:
            empties = 0
            for stack in self._board:
                if not stack:
                    empties += 1
            stash = self._stashes[self._player]
            return empties * ((stash[0] > 0) + (stash[1] > 0) + (stash[2] > 0))
        return len(self._stack_moves())

    def illegal_reason(self, move: Move) -> str | None:
        if self.is_over:
            return Text("the game is over")
        board = self._board
        if isinstance(move, PylonPlace):
            if not self.is_placement_phase:
                return Text(
                    "all 30 pyramids are placed: move a stack onto a neighbouring stack now"
                )
            if not self._stashes[self._player][move.size]:
                return Text("you have no {size} pyramid left", size=size_word(move.size))
            if board[move.square]:
                return Text(
                    "{square} is taken: place on an empty square", square=NAMES[move.square]
                )
            return None
        if isinstance(move, PylonStack):
            if self.is_placement_phase:
                return Text("stacks move only once all 30 pyramids are placed")
            origin, target = move.origin, move.target
            if not board[origin]:
                return Text("there is no stack on {square}", square=NAMES[origin])
            if target not in NEIGHBOURS[origin]:
                return Text(
                    "{target} is not next to {origin} (one step, no diagonals)",
                    target=NAMES[target],
                    origin=NAMES[origin],
                )
            if not board[target]:
                return Text(
                    "a stack moves only onto another stack: {square} is empty", square=NAMES[target]
                )
            bottom, top = board[origin][0][1], board[target][-1][1]
            if bottom > top:
                return Text(
                    "the bottom of the moving stack ({bottom}) is larger than "
                    "the top of {square} ({top})",
                    bottom=size_word(bottom),
                    square=NAMES[target],
                    top=size_word(top),
                )
            return None
        return Text("{move} is not a Pylon move", move=str(move))

    def play_unchecked(self, move: Move) -> PylonState:
        player = self._player
        if isinstance(move, PylonPlace):
            size, square = move.size, move.square
            board = list(self._board)  # one copy (star-unpacked slices cost three)
            board[square] = PIECES[player][size]
            small, medium, large = self._stashes[player]
            stash = (
                small - (size == 0),
                medium - (size == 1),
                large - (size == 2),
            )
            stashes = (stash, self._stashes[1]) if player == FIRST else (self._stashes[0], stash)
            # The player who placed the 30th pyramid also makes the first stacking move.
            mover = other(player) if _placing(stashes) else player
            return PylonState(self._game, tuple(board), stashes, mover)
        assert isinstance(move, PylonStack)
        board = list(self._board)
        board[move.target] = board[move.target] + board[move.origin]
        board[move.origin] = ()
        return PylonState(self._game, tuple(board), self._stashes, other(player))

    def proposal_reason(self, name: str) -> str | None:
        if name != AGREED.name:
            return super().proposal_reason(name)
        if self.is_over:
            return Text("the game is already over")
        if self.is_placement_phase:
            return Text("the game can be ended early only once stacking has begun")
        return None

    def agree(self, name: str) -> PylonState:
        reason = self.proposal_reason(name)
        if reason is not None:
            raise IllegalMoveError("end by agreement", reason)
        return self.end_by_agreement()

    def end_by_agreement(self) -> PylonState:
        """The finished state when both players agree to stop here (stacking phase only); the
        score is read off the board. IllegalMoveError if the game cannot end here."""
        if self.is_over:
            raise IllegalMoveError("end by agreement", Text("the game is already over"))
        if self.is_placement_phase:
            raise IllegalMoveError(
                "end by agreement", Text("the game can be ended early only once stacking has begun")
            )
        return PylonState(self._game, self._board, self._stashes, self._player, agreed=True)

    def transition(self, move: Move) -> Transition:
        if isinstance(move, PylonPlace):
            step = Placed(self._player, SIZES[move.size], NAMES[move.square], "stash")
            return Transition(str(move), self._player, (step,))
        assert isinstance(move, PylonStack)
        pieces = tuple((owner, SIZES[size]) for owner, size in self._board[move.origin])
        moved = Moved(NAMES[move.origin], NAMES[move.target], pieces)
        return Transition(str(move), self._player, (moved,))

    # --- the end -------------------------------------------------------------------------
    @property
    def is_over(self) -> bool:
        return self.outcome() is not None

    def outcome(self) -> Outcome | None:
        if self._outcome is False:
            self._outcome = self._compute_outcome()
        assert self._outcome is None or isinstance(self._outcome, Outcome)
        return self._outcome

    def _compute_outcome(self) -> Outcome | None:
        if self.is_placement_phase:
            return None
        if not self._agreed and self._stack_moves():
            return None
        scores = self.figures()
        winner = FIRST if scores[0] > scores[1] else SECOND if scores[1] > scores[0] else None
        why = (
            Text("the players agreed to end the game")
            if self._agreed
            else Text("no stack can move")
        )
        return Outcome(winner, scores, why)

    # --- text ----------------------------------------------------------------------------
    def position_text(self) -> str:
        stashes = "-".join("".join(str(n) for n in stash) for stash in self._stashes)
        text = f"{board_text(self._board, COLS)} {self._player + 1} {stashes}"
        return text + " agreed" if self._agreed else text

    def __repr__(self) -> str:
        return f"PylonState({self.position_text()!r})"

    def __reduce__(self) -> tuple[object, ...]:
        """Pickled as its constructor's arguments (mypyc's compiled classes need it said)."""
        return (PylonState, (self._game, self._board, self._stashes, self._player, self._agreed))


_MOVE_RE = re.compile(r"([SML])([a-z]\d)|([a-z]\d)-([a-z]\d)")


class PylonGame(Game):
    """Pylon: no options (rules.md §0)."""

    name = "pylon"
    title = "Pylon"  # words: the game's name
    player_names = PLAYERS
    proposals = (AGREED,)

    def initial_state(self) -> PylonState:
        empty: tuple[tuple[Pyramid, ...], ...] = ((),) * SQUARES
        full = (PER_SIZE, PER_SIZE, PER_SIZE)
        return PylonState(self, empty, (full, full), FIRST)

    def parse_move(self, text: str) -> Move:
        match = _MOVE_RE.fullmatch(text)
        if match is None:
            if text[:1] in "sml" and text[1:2].isalpha():
                raise NotationError(
                    Text("{text}: sizes are written in capitals (S, M, L)", text=repr(text))
                )
            raise NotationError(
                Text(
                    "{text} is not a Pylon move (place 'Ma3', move a stack 'c3-d3')",
                    text=repr(text),
                )
            )
        if match.group(1):
            size = parse_size(match.group(1))
            col, row = parse_square(match.group(2), COLS, ROWS)
            return PLACES[size][row * COLS + col]
        a_col, a_row = parse_square(match.group(3), COLS, ROWS)
        b_col, b_row = parse_square(match.group(4), COLS, ROWS)
        origin, target = a_row * COLS + a_col, b_row * COLS + b_col
        return STACKS.get((origin, target)) or PylonStack(origin, target)

    def parse_position(self, text: str) -> PylonState:
        parts = text.split()
        if len(parts) not in (3, 4) or (len(parts) == 4 and parts[3] != "agreed"):
            raise NotationError(
                Text(
                    "a Pylon position is 'BOARD MOVER STASH1-STASH2 [agreed]', not {text}",
                    text=repr(text),
                )
            )
        board = tuple(parse_board(parts[0], COLS, ROWS))
        if parts[1] not in ("1", "2"):
            raise NotationError(Text("{text}: the player to move is 1 or 2", text=repr(parts[1])))
        if re.fullmatch(r"[0-5]{3}-[0-5]{3}", parts[2]) is None:
            raise NotationError(
                Text("{text}: stashes are written like 555-555 (S M L counts)", text=repr(parts[2]))
            )
        first, second = parts[2].split("-")
        stashes = (
            (int(first[0]), int(first[1]), int(first[2])),
            (int(second[0]), int(second[1]), int(second[2])),
        )
        for player in (FIRST, SECOND):
            for size in range(3):
                on_board = sum(piece == (player, size) for stack in board for piece in stack)
                if on_board + stashes[player][size] != PER_SIZE:
                    raise InvalidPositionError(
                        Text(
                            "{player}: {on_board} {size} pyramids on the board and "
                            "{in_stash} in the stash, where 5 are expected",
                            player=Who(player, PLAYERS[player]),
                            on_board=on_board,
                            size=size_word(size),
                            in_stash=stashes[player][size],
                        )
                    )
        placing = any(stashes[0]) or any(stashes[1])
        if placing and any(len(stack) > 1 for stack in board):
            raise InvalidPositionError(Text("stacks cannot exist before every pyramid is placed"))
        state = PylonState(self, board, stashes, int(parts[1]) - 1, len(parts) == 4)
        if state.agreed_end and placing:
            raise InvalidPositionError(Text("a game can be ended by agreement only while stacking"))
        return state
