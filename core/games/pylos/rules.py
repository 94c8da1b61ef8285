"""Pylos (David G. Royffe, Gigamic 1994): rules.md §0 and §2, notation.md "Pylos".

Here: the position, its legal moves, what a move does and how the game ends (``PylosState``,
both colours' balls as bit masks), and the game with its options (``PylosGame``). Beside it: the
board's geometry (``board``), the moves (``moves``), their writing and the positions'
(``notation``), why a move or a position is refused (``legality``).
"""

from __future__ import annotations

from collections.abc import Iterator
from enum import Enum

from core.api import FIRST, SECOND, Game, Move, Outcome, State, other
from core.errors import NotationError
from core.games.pylos.board import (
    ABOVE,
    BOARDS,
    COLOURS,
    HIGHER,
    LEVEL,
    NAME,
    Board,
    action_count,
    available,
    bits_of,
    completes,
    removal_sets,
    supporting,
    who,
)
from core.games.pylos.legality import check_position, move_reason, off_board
from core.games.pylos.moves import PLACE_MOVES, RAISE_MOVES, PylosMove, make_move
from core.games.pylos.notation import parse_move, position_text, read_position
from core.games.pylos.options import FULL, OPTION_SPECS, balls_for
from core.transitions import TAKEN_BACK, Moved, Placed, Removed, Transition
from core.words import Text


class _NotYet(Enum):
    """The outcome not computed yet (an enum member: it survives pickling and copying, where a
    bare ``object()`` would come back as another object)."""

    TOKEN = 0


def _add_with_removals(
    moves: list[PylosMove], origin: int | None, target: int, own: int, occ: int
) -> None:
    """Add the moves of one place or raise that completes a square: one per take-back."""
    for removals in removal_sets(own, occ):
        moves.append(make_move(origin, target, removals))


class PylosState(State):
    """A Pylos position: both colours' balls, both reserves, the player to move, the history of
    earlier positions (for the repetition draw)."""

    __slots__ = (
        "_dark",
        "_game",
        "_history",
        "_key",
        "_light",
        "_outcome",
        "_player",
        "_reserves",
    )

    def __init__(
        self,
        game: PylosGame,
        light: int,
        dark: int,
        reserves: tuple[int, int],
        player: int,
        history: tuple[int, ...] = (),
    ) -> None:
        self._game = game
        self._light = light
        self._dark = dark
        self._reserves = reserves
        self._player = player
        self._history = history
        self._outcome: Outcome | _NotYet | None = _NotYet.TOKEN
        self._key = -1  # position_key, once computed (a key is never negative)

    # --- the interface -------------------------------------------------------------------
    @property
    def game(self) -> PylosGame:
        return self._game

    @property
    def current_player(self) -> int:
        return self._player

    def ball_at(self, position: int) -> int | None:
        """FIRST (Light), SECOND (Dark) or None for the position's bit index."""
        if self._light >> position & 1:
            return FIRST
        if self._dark >> position & 1:
            return SECOND
        return None

    def balls(self, player: int) -> int:
        """Bit mask of ``player``'s balls on the board."""
        return self._light if player == FIRST else self._dark

    @property
    def reserves(self) -> tuple[int, int]:
        """Balls left in Light's and Dark's reserves."""
        return self._reserves

    def free_balls(self, player: int) -> int:
        """Bit mask of ``player``'s balls that support nothing."""
        return self.balls(player) & ~supporting(self._light | self._dark)

    def position_key(self) -> int:
        key = self._key
        if key < 0:  # computed once: the history and the repetition check both ask for it
            key = self._key = (
                self._light
                | self._dark << 64
                | self._reserves[0] << 128
                | self._reserves[1] << 136
                | self._player << 144
            )
        return key

    def figures(self) -> tuple[int, int]:
        return self._reserves

    def piece_counts(self) -> dict[str, int]:
        return {
            "board": (self._light | self._dark).bit_count(),
            "Light reserve": self._reserves[0],
            "Dark reserve": self._reserves[1],
        }

    # --- moves ---------------------------------------------------------------------------
    def _main_actions(self) -> Iterator[tuple[int | None, int]]:
        occ = self._light | self._dark
        own = self.balls(self._player)
        avail = available(occ, self._game.board.floor)
        if self._reserves[self._player]:
            for target in bits_of(avail):
                yield None, target
        for origin in bits_of(own & ~supporting(occ)):
            for target in bits_of(avail & HIGHER[LEVEL[origin]] & ~ABOVE[origin]):
                yield origin, target

    def legal_moves(self) -> tuple[PylosMove, ...]:
        if self.is_over:
            return ()
        occ = self._light | self._dark
        own = self._light if self._player == FIRST else self._dark
        game = self._game
        recovery, lines = game.recovery, game.line_table
        avail = available(occ, game.board.floor)
        moves: list[PylosMove] = []
        # The order of _main_actions (places, then raises, bit by bit), written as loops over
        # masks and the tables of moves: compiled, nothing is allocated but the moves' list.
        places = avail if self._reserves[self._player] else 0
        while places:
            low = places & -places
            places ^= low
            target = low.bit_length() - 1
            if recovery and completes(own ^ low, target, lines):
                _add_with_removals(moves, None, target, own ^ low, occ ^ low)
            else:
                move = PLACE_MOVES[target]
                assert move is not None
                moves.append(move)
        free = own & ~supporting(occ)
        while free:
            bit = free & -free
            free ^= bit
            origin = bit.bit_length() - 1
            targets = avail & HIGHER[LEVEL[origin]] & ~ABOVE[origin]
            while targets:
                low = targets & -targets
                targets ^= low
                target = low.bit_length() - 1
                moved = low | bit
                if recovery and completes(own ^ moved, target, lines):
                    _add_with_removals(moves, origin, target, own ^ moved, occ ^ moved)
                else:
                    raise_move = RAISE_MOVES[64 * origin + target]
                    assert raise_move is not None
                    moves.append(raise_move)
        return tuple(moves)

    def count_moves(self) -> int:
        if self.is_over:
            return 0
        occ = self._light | self._dark
        own = self._light if self._player == FIRST else self._dark
        game = self._game
        avail = available(occ, game.board.floor)
        lines = game.line_table
        # A square needs three balls beside the one played, a line two (on a level three wide):
        # with fewer, no move takes back (bit_count is no compiled primitive).
        fewer = own & (own - 1)
        if not lines:
            fewer &= fewer - 1
        may_complete = game.recovery and fewer != 0
        count = 0
        places = avail if self._reserves[self._player] else 0
        if not may_complete:
            count += places.bit_count()
            places = 0
        while places:
            low = places & -places
            places ^= low
            count += action_count(own, occ, low, low.bit_length() - 1, lines)
        free = own & ~supporting(occ)
        while free:
            origin = free & -free
            free ^= origin
            index = origin.bit_length() - 1
            targets = avail & HIGHER[LEVEL[index]] & ~ABOVE[index]
            if not may_complete:
                count += targets.bit_count()
                continue
            while targets:
                low = targets & -targets
                targets ^= low
                count += action_count(own, occ, low | origin, low.bit_length() - 1, lines)
        return count

    def main_actions(self) -> list[tuple[int | None, int]]:
        """The legal places and raises as (origin or None, target), before any take-back."""
        return [] if self.is_over else list(self._main_actions())

    def completes_square(self, origin: int | None, target: int) -> bool:
        """Whether this place/raise earns a take-back (square, or line in the mature rules)."""
        if not self._game.recovery:
            return False
        own = self.balls(self._player)
        own2 = own | (1 << target)
        if origin is not None:
            own2 &= ~(1 << origin)
        return completes(own2, target, self._game.line_table)

    def play_unchecked(self, move: Move) -> PylosState:
        assert isinstance(move, PylosMove)
        player = self._player
        moved = 1 << move.target
        if move.origin is not None:
            moved |= 1 << move.origin
        for r in move.removals:
            moved ^= 1 << r
        gained = len(move.removals) - (move.origin is None)
        light, dark = self._light, self._dark
        light_reserve, dark_reserve = self._reserves
        if player == FIRST:
            light ^= moved
            light_reserve += gained
        else:
            dark ^= moved
            dark_reserve += gained
        history = (*self._history, self.position_key()) if self._game.repetition else ()
        reserves = (light_reserve, dark_reserve)
        return PylosState(self._game, light, dark, reserves, 1 - player, history)

    def illegal_reason(self, move: Move) -> str | None:
        if not isinstance(move, PylosMove):
            return Text("{move} is not a Pylos move", move=str(move))
        if self.is_over:
            return Text("the game is over")
        player, game = self._player, self._game
        off = off_board(move, game.board)
        if off is not None:
            return off
        occ = self._light | self._dark
        reserve = self._reserves[player]
        own = self.balls(player)
        return move_reason(move, own, occ, reserve, player, game.recovery, game.line_table)

    def transition(self, move: Move) -> Transition:
        assert isinstance(move, PylosMove)
        player = self._player
        steps: list[Placed | Moved | Removed] = []
        if move.origin is None:
            steps.append(Placed(player, "ball", NAME[move.target], "reserve"))
        else:
            steps.append(Moved(NAME[move.origin], NAME[move.target], ((player, "ball"),)))
        steps.extend(Removed(player, "ball", NAME[r], "reserve", TAKEN_BACK) for r in move.removals)
        return Transition(str(move), player, tuple(steps))

    # --- the end -------------------------------------------------------------------------
    @property
    def is_over(self) -> bool:
        return self.outcome() is not None

    def outcome(self) -> Outcome | None:
        if self._outcome is _NotYet.TOKEN:
            self._outcome = self._compute_outcome()
        result = self._outcome
        assert result is None or isinstance(result, Outcome)
        return result

    def _compute_outcome(self) -> Outcome | None:
        figures = self._reserves
        game = self._game
        top = game.board.top
        if (self._light | self._dark) >> top & 1:
            winner = FIRST if self._light >> top & 1 else SECOND
            return Outcome(
                winner, figures, Text("{player} placed the top ball", player=who(winner))
            )
        if game.empty_reserve:
            for player in (other(self._player), self._player):
                if self._reserves[player] == 0:
                    return Outcome(
                        other(player),
                        figures,
                        Text("no ball left in reserve for {player}", player=who(player)),
                    )
        elif self._reserves[self._player] == 0 and not any(True for _ in self._main_actions()):
            return Outcome(
                other(self._player),
                figures,
                Text(
                    "no ball in reserve and no ball to raise for {player}",
                    player=who(self._player),
                ),
            )
        seen = self._history.count(self.position_key()) if self._history else 0
        if game.repetition and seen + 1 >= game.repetition:
            return Outcome(None, figures, Text("the same position occurred a third time"))
        return None

    # --- text ----------------------------------------------------------------------------
    def position_text(self) -> str:
        board = self._game.board
        return position_text(self._light, self._dark, self._reserves, self._player, board.base)

    def __repr__(self) -> str:
        return f"PylosState({self.position_text()!r})"

    def __reduce__(self) -> tuple[object, ...]:
        """Pickled as its constructor's arguments (mypyc's compiled classes need it said)."""
        return (
            PylosState,
            (
                self._game,
                self._light,
                self._dark,
                self._reserves,
                self._player,
                self._history,
            ),
        )


class PylosGame(Game):
    """Pylos with its options (rules.md §0): rule set, out-of-balls reading, repetition draw;
    and this application's smaller games: the base (3×3) and the balls each."""

    name = "pylos"
    title = "Pylos"  # words: the game's name
    player_names = COLOURS
    option_specs = OPTION_SPECS

    def __init__(self, settings: dict[str, str] | None = None) -> None:
        super().__init__(settings)
        self.recovery = self.options["rules"] != "children"
        self.lines = self.options["rules"] == "mature"
        self.empty_reserve = self.options["out_of_balls"] == "empty_reserve"
        self.repetition = int(self.options["repetition"])
        self.board: Board = BOARDS[int(self.options["base"])]
        self.line_table = self.board.lines if self.lines else ()
        self.balls = balls_for(self.options["balls"], self.board)
        if self.balls == self.board.balls and self.options["balls"] != FULL:
            self.options = {**self.options, "balls": FULL}  # the same game, written one way

    def initial_state(self) -> PylosState:
        return PylosState(self, 0, 0, (self.balls, self.balls), FIRST)

    def parse_move(self, text: str) -> PylosMove:
        move = parse_move(text)
        off = off_board(move, self.board)
        if off is not None:
            raise NotationError(off)
        return move

    def parse_position(self, text: str) -> PylosState:
        light, dark, counts, mover = read_position(text, self.board.base)
        check_position(light, dark, counts, self.balls)
        return PylosState(self, light, dark, counts, mover)
