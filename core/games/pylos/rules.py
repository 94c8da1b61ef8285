"""Pylos (David G. Royffe, Gigamic 1994): rules.md §0 and §2, notation.md "Pylos".

The board is kept as two bit masks, one per colour. Every level uses a 4×4 grid of bits (stride 4)
so that the same shifts find supports, squares and lines on every level:
bit ``16*z + 4*r + c`` is the position on level ``z`` (0 = the board), row ``r``, column ``c``.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from enum import Enum
from typing import Final

from core.api import FIRST, SECOND, Game, Move, OptionSpec, Outcome, State, other
from core.errors import InvalidPositionError, NotationError
from core.transitions import TAKEN_BACK, Moved, Placed, Removed, Transition
from core.words import Text, Who

BALLS: Final = 15
LEVEL_SIZES: Final = (4, 3, 2, 1)
COLOURS: Final = ("Light", "Dark")  # words: the players' names
COLOUR_CHARS: Final = "LD"


def _who(player: int) -> Who:
    return Who(player, COLOURS[player])


def _bit(z: int, r: int, c: int) -> int:
    return 16 * z + 4 * r + c


def _local_valid(z: int) -> int:
    n = 4 - z
    return sum(1 << (4 * r + c) for r in range(n) for c in range(n))


LOCAL_VALID: Final = (*tuple(_local_valid(z) for z in range(4)), 0)
VALID: Final = sum(LOCAL_VALID[z] << (16 * z) for z in range(4))
POSITIONS: Final = tuple(
    _bit(z, r, c) for z in range(4) for r in range(4 - z) for c in range(4 - z)
)
TOP: Final = _bit(3, 0, 0)
# Tables by a position's bit index (tuples: the compiled rules index them directly).
LEVEL: Final = tuple(p // 16 for p in range(64))
ROW: Final = tuple((p % 16) // 4 for p in range(64))
COL: Final = tuple(p % 4 for p in range(64))
NAME: Final = {p: f"{LEVEL[p] + 1}{'abcd'[COL[p]]}{ROW[p] + 1}" for p in POSITIONS}
BY_NAME: Final = {name: p for p, name in NAME.items()}
# Canonical order of take-backs: higher level first, then column, then row.
REMOVAL_ORDER: Final = tuple((-LEVEL[p], COL[p], ROW[p]) for p in range(64))


def _supports(p: int) -> int:
    z, r, c = LEVEL[p], ROW[p], COL[p]
    if z == 0:
        return 0
    return sum(1 << _bit(z - 1, r + dr, c + dc) for dr in (0, 1) for dc in (0, 1))


def _resting_on(p: int) -> int:
    z, r, c = LEVEL[p], ROW[p], COL[p]
    if z == 3:
        return 0
    n = 3 - z
    return sum(
        1 << _bit(z + 1, rr, cc)
        for rr in (r - 1, r)
        for cc in (c - 1, c)
        if 0 <= rr < n and 0 <= cc < n
    )


SUPPORTS: Final = tuple(_supports(p) if p in NAME else 0 for p in range(64))
ABOVE: Final = tuple(_resting_on(p) if p in NAME else 0 for p in range(64))
# Corners (top-left cells, in the level's own 16-bit grid) of the 2×2 squares containing p.
SQUARE_CORNERS: Final = tuple(ABOVE[p] >> (16 * (LEVEL[p] + 1)) for p in range(64))
HIGHER: Final = tuple(sum(LOCAL_VALID[y] << (16 * y) for y in range(z + 1, 4)) for z in range(4))


def _line_masks(p: int) -> tuple[int, ...]:
    """The full row and column through p on levels 1 and 2 (the mature rules' lines)."""
    z, r, c = LEVEL[p], ROW[p], COL[p]
    if z > 1:
        return ()
    n = 4 - z
    row = sum(1 << _bit(z, r, cc) for cc in range(n))
    col = sum(1 << _bit(z, rr, c) for rr in range(n))
    return (row, col)


LINES: Final = tuple(_line_masks(p) if p in NAME else () for p in range(64))


def _bits(mask: int) -> Iterator[int]:
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


def _squares(level_bits: int, z: int) -> int:
    """Top-left corners of the full 2×2 squares in one level's 16-bit grid."""
    return (
        level_bits & (level_bits >> 1) & (level_bits >> 4) & (level_bits >> 5) & LOCAL_VALID[z + 1]
    )


def available(occ: int) -> int:
    """Empty positions that may receive a ball: on the board, or resting on four balls."""
    l0 = occ & 0xFFFF
    l1 = (occ >> 16) & 0xFFFF
    l2 = (occ >> 32) & 0xFFFF
    l3 = occ >> 48
    return (
        (~l0 & LOCAL_VALID[0])
        | ((_squares(l0, 0) & ~l1) << 16)
        | ((_squares(l1, 1) & ~l2) << 32)
        | ((_squares(l2, 2) & ~l3) << 48)
    )


def supporting(occ: int) -> int:
    """Occupied or not, the positions that have a ball resting on them."""
    result = 0
    for z in (1, 2, 3):
        upper = (occ >> (16 * z)) & 0xFFFF
        result |= (upper | (upper << 1) | (upper << 4) | (upper << 5)) << (16 * (z - 1))
    return result & VALID


def _completes(own: int, target: int, lines: bool) -> bool:
    """Whether ``own`` (after the ball went to ``target``) has a square (or line) through it."""
    z = LEVEL[target]
    if z == 3:
        return False
    if _squares((own >> (16 * z)) & 0xFFFF, z) & SQUARE_CORNERS[target]:
        return True
    return lines and any(own & m == m for m in LINES[target])


def _removal_sets(own: int, occ: int) -> Iterator[tuple[int, ...]]:
    """Every legal take-back after a square: one free own ball, or two taken one after the other
    (the second may be freed by the first). Pairs come once, in canonical order."""
    free1 = own & ~supporting(occ)
    for a in _bits(free1):
        yield (a,)
    for a in _bits(free1):
        for b in _bits(free1):
            if a < b:
                yield _canonical((a, b))
        freed = own & SUPPORTS[a] & ~supporting(occ & ~(1 << a))
        for b in _bits(freed):
            yield (a, b)  # a is the upper ball, so this is the canonical order already


def _removal_count(own: int, occ: int) -> int:
    free1 = own & ~supporting(occ)
    n = free1.bit_count()
    count = n + n * (n - 1) // 2
    while free1:
        low = free1 & -free1
        free1 ^= low
        below = SUPPORTS[low.bit_length() - 1] & own
        if below:
            count += (below & ~supporting(occ & ~low)).bit_count()
    return count


def _action_count(own: int, occ: int, moved: int, target: int, lines: bool) -> int:
    """The moves one place or raise (``moved``: its bits) makes: one, or one per take-back."""
    own2 = own ^ moved
    if _completes(own2, target, lines):
        return _removal_count(own2, occ ^ moved)
    return 1


def _canonical(removals: tuple[int, ...]) -> tuple[int, ...]:
    return tuple(sorted(removals, key=REMOVAL_ORDER.__getitem__))


class _NotYet(Enum):
    """The outcome not computed yet (an enum member: it survives pickling and copying, where a
    bare ``object()`` would come back as another object)."""

    TOKEN = 0


class PylosMove(Move):
    """Place (``origin`` None) or raise (``origin`` → ``target``), then take back 0–2 balls."""

    __slots__ = ("_text", "origin", "removals", "target")

    def __init__(self, origin: int | None, target: int, removals: tuple[int, ...]) -> None:
        self.origin = origin
        self.target = target
        self.removals = removals
        text = NAME[target] if origin is None else f"{NAME[origin]}-{NAME[target]}"
        self._text = text + "".join("x" + NAME[r] for r in removals)

    def __str__(self) -> str:
        return self._text

    def __eq__(self, other_move: object) -> bool:
        return isinstance(other_move, PylosMove) and self._text == other_move._text

    def __hash__(self) -> int:
        return hash(self._text)

    def __reduce__(self) -> tuple[object, ...]:
        """Pickled as its constructor's arguments (mypyc's compiled classes need it said)."""
        return (PylosMove, (self.origin, self.target, self.removals))


_MOVES: dict[tuple[int | None, int, tuple[int, ...]], PylosMove] = {}


def make_move(origin: int | None, target: int, removals: tuple[int, ...] = ()) -> PylosMove:
    """The (interned) move; ``removals`` must already be in canonical order."""
    key = (origin, target, removals)
    move = _MOVES.get(key)
    if move is None:
        move = _MOVES[key] = PylosMove(origin, target, removals)
    return move


PLACE_MOVES: Final = tuple(make_move(None, p) if p in NAME else None for p in range(64))
"""The places without take-back, by target: the move generator reads them from here."""
RAISE_MOVES: Final = tuple(
    make_move(o, t) if o in NAME and t in NAME and LEVEL[t] > LEVEL[o] else None
    for o in range(64)
    for t in range(64)
)
"""The raises without take-back, at ``64 * origin + target``."""


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


def _add_with_removals(
    moves: list[PylosMove], origin: int | None, target: int, own: int, occ: int
) -> None:
    """Add the moves of one place or raise that completes a square: one per take-back."""
    for removals in _removal_sets(own, occ):
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
        avail = available(occ)
        if self._reserves[self._player]:
            for target in _bits(avail):
                yield None, target
        for origin in _bits(own & ~supporting(occ)):
            for target in _bits(avail & HIGHER[LEVEL[origin]] & ~ABOVE[origin]):
                yield origin, target

    def legal_moves(self) -> tuple[PylosMove, ...]:
        if self.is_over:
            return ()
        occ = self._light | self._dark
        own = self._light if self._player == FIRST else self._dark
        recovery, lines = self._game.recovery, self._game.lines
        avail = available(occ)
        moves: list[PylosMove] = []
        # The order of _main_actions (places, then raises, bit by bit), written as loops over
        # masks and the tables of moves: compiled, nothing is allocated but the moves' list.
        places = avail if self._reserves[self._player] else 0
        while places:
            low = places & -places
            places ^= low
            target = low.bit_length() - 1
            if recovery and _completes(own ^ low, target, lines):
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
                if recovery and _completes(own ^ moved, target, lines):
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
        avail = available(occ)
        lines = self._game.lines
        fewer = own & (own - 1)  # at least three balls (bit_count is no compiled primitive)
        may_complete = self._game.recovery and fewer & (fewer - 1) != 0
        count = 0
        places = avail if self._reserves[self._player] else 0
        if not may_complete:
            count += places.bit_count()
            places = 0
        while places:
            low = places & -places
            places ^= low
            count += _action_count(own, occ, low, low.bit_length() - 1, lines)
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
                count += _action_count(own, occ, low | origin, low.bit_length() - 1, lines)
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
        return _completes(own2, target, self._game.lines)

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
        reason = self._main_action_reason(move.origin, move.target)
        if reason is None:
            reason = self._removal_reason(move)
        return reason

    def _main_action_reason(self, origin: int | None, target: int) -> str | None:
        occ = self._light | self._dark
        player = self._player
        if origin is None:
            if not self._reserves[player]:
                return Text(
                    "no ball left in reserve for {player}: raise a ball instead",
                    player=_who(player),
                )
        else:
            owner = self.ball_at(origin)
            if owner is None:
                return Text("there is no ball on {place}", place=NAME[origin])
            if owner != player:
                return Text(
                    "{ball} belongs to {owner}: you may only raise your own",
                    ball=NAME[origin],
                    owner=_who(owner),
                )
            if ABOVE[origin] & occ:
                return Text("{ball} supports another ball", ball=NAME[origin])
            if LEVEL[target] <= LEVEL[origin]:
                return Text("a raise must go up at least one level")
            if SUPPORTS[target] >> origin & 1:
                return Text(
                    "{place} rests on {ball}: a ball cannot climb onto itself",
                    place=NAME[target],
                    ball=NAME[origin],
                )
        if occ >> target & 1:
            return Text("{place} is already taken", place=NAME[target])
        missing = SUPPORTS[target] & ~occ
        if missing:
            names = ", ".join(NAME[p] for p in _bits(missing))
            return Text(
                "{place} is not supported yet: {empty} empty", place=NAME[target], empty=names
            )
        return None

    def _removal_reason(self, move: PylosMove) -> str | None:
        completes = self.completes_square(move.origin, move.target)
        if not move.removals:
            if completes:
                player, example = _who(self._player), f"{move}x{NAME[move.target]}"
                if self._game.lines:
                    return Text(
                        "this completes a square or line in the colour of {player}: "
                        "take back one or two balls (for example {example})",
                        player=player,
                        example=example,
                    )
                return Text(
                    "this completes a square in the colour of {player}: "
                    "take back one or two balls (for example {example})",
                    player=player,
                    example=example,
                )
            return None
        if not self._game.recovery:
            return Text("the children's rules have no taking back")
        if not completes:
            if self._game.lines:
                return Text(
                    "only a move that completes a square or line of your colour takes balls back"
                )
            return Text("only a move that completes a square of your colour takes balls back")
        moved = 1 << move.target
        if move.origin is not None:
            moved |= 1 << move.origin
        own = self.balls(self._player) ^ moved
        occ = (self._light | self._dark) ^ moved
        for r in move.removals:
            if not own >> r & 1:
                if not occ >> r & 1:
                    return Text(
                        "{place} is an empty position: you may only take back your own balls",
                        place=NAME[r],
                    )
                return Text(
                    "{ball} is not your ball: you may only take back your own balls", ball=NAME[r]
                )
        if move.removals in _removal_sets_set(own, occ):
            return None
        # Not takeable in any order: name a ball that still supports something else.
        for r in move.removals:
            partner = sum(1 << q for q in move.removals if q != r)
            if ABOVE[r] & occ & ~partner:
                return Text("{ball} supports another ball", ball=NAME[r])
        return Text("these balls cannot be taken back one after the other")  # pragma: no cover

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
        if (self._light | self._dark) >> TOP & 1:
            winner = FIRST if self._light >> TOP & 1 else SECOND
            return Outcome(
                winner, figures, Text("{player} placed the top ball", player=_who(winner))
            )
        game = self._game
        if game.empty_reserve:
            for player in (other(self._player), self._player):
                if self._reserves[player] == 0:
                    return Outcome(
                        other(player),
                        figures,
                        Text("no ball left in reserve for {player}", player=_who(player)),
                    )
        elif self._reserves[self._player] == 0 and not any(True for _ in self._main_actions()):
            return Outcome(
                other(self._player),
                figures,
                Text(
                    "no ball in reserve and no ball to raise for {player}",
                    player=_who(self._player),
                ),
            )
        seen = self._history.count(self.position_key()) if self._history else 0
        if game.repetition and seen + 1 >= game.repetition:
            return Outcome(None, figures, Text("the same position occurred a third time"))
        return None

    # --- text ----------------------------------------------------------------------------
    def position_text(self) -> str:
        levels = []
        for z in range(4):
            n = 4 - z
            levels.append(
                "".join(
                    ".LD"[
                        (self._light >> _bit(z, r, c) & 1) + 2 * (self._dark >> _bit(z, r, c) & 1)
                    ]
                    for r in range(n)
                    for c in range(n)
                )
            )
        light, dark = self._reserves
        return f"{'/'.join(levels)} {COLOUR_CHARS[self._player]} {light}-{dark}"

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


_REMOVAL_CACHE: dict[tuple[int, int], frozenset[tuple[int, ...]]] = {}


def _removal_sets_set(own: int, occ: int) -> frozenset[tuple[int, ...]]:
    key = (own, occ)
    found = _REMOVAL_CACHE.get(key)
    if found is None:
        if len(_REMOVAL_CACHE) > 4096:
            _REMOVAL_CACHE.clear()
        found = _REMOVAL_CACHE[key] = frozenset(_removal_sets(own, occ))
    return found


class PylosGame(Game):
    """Pylos with its options (rules.md §0): rule set, out-of-balls reading, repetition draw."""

    name = "pylos"
    title = "Pylos"  # words: the game's name
    player_names = COLOURS
    option_specs = (
        OptionSpec(
            "rules",
            "standard",
            Text("Which rule set: squares, no taking back, or squares and lines."),
            ("standard", "children", "mature"),
            choice_help=(
                ("standard", Text("a square of your colour takes back one or two balls")),
                ("children", Text("no taking back: only raising saves balls")),
                (
                    "mature",
                    Text("squares and lines (4 on level 1, 3 on level 2) take balls back"),
                ),
            ),
            label=Text("rules"),
            choice_labels=(
                ("standard", Text("standard")),
                ("children", Text("children")),
                ("mature", Text("mature")),
            ),
        ),
        OptionSpec(
            "out_of_balls",
            "empty_reserve",
            Text("When running out of balls loses."),
            ("empty_reserve", "no_legal_move"),
            choice_help=(
                ("empty_reserve", Text("ending your turn with an empty reserve loses at once")),
                ("no_legal_move", Text("you lose only when you can neither place nor raise")),
            ),
            label=Text("out of balls"),
            choice_labels=(
                ("empty_reserve", Text("empty reserve")),
                ("no_legal_move", Text("no legal move")),
            ),
        ),
        OptionSpec(
            "repetition",
            "3",
            Text("A position seen this many times is a draw (0: never)."),
            app_rule=True,
            label=Text("repetition"),
        ),
    )

    def __init__(self, settings: dict[str, str] | None = None) -> None:
        super().__init__(settings)
        self.recovery = self.options["rules"] != "children"
        self.lines = self.options["rules"] == "mature"
        self.empty_reserve = self.options["out_of_balls"] == "empty_reserve"
        self.repetition = int(self.options["repetition"])

    def initial_state(self) -> PylosState:
        return PylosState(self, 0, 0, (BALLS, BALLS), FIRST)

    def parse_move(self, text: str) -> PylosMove:
        match = _MOVE_RE.fullmatch(text)
        if match is None:
            raise NotationError(_explain_bad_move(text))
        first, second, tail = match.group(1), match.group(2), match.group(3)
        names = (
            [first]
            + ([second] if second else [])
            + [tail[i : i + 3] for i in range(1, len(tail), 4)]
        )
        positions = [parse_position_name(name) for name in names]
        removals = positions[2:] if second else positions[1:]
        if len(removals) > 2:
            raise NotationError(
                Text("{text}: at most two balls can be taken back", text=repr(text))
            )
        if len(set(removals)) < len(removals):
            raise NotationError(Text("{text}: the same ball is taken back twice", text=repr(text)))
        origin = positions[0] if second else None
        target = positions[1] if second else positions[0]
        return make_move(origin, target, _canonical(tuple(removals)))

    def parse_position(self, text: str) -> PylosState:
        parts = text.split()
        if len(parts) != 3:
            raise NotationError(
                Text(
                    "a Pylos position is 'LEVEL1/LEVEL2/LEVEL3/LEVEL4 MOVER LIGHT-DARK', "
                    "not {text}",
                    text=repr(text),
                )
            )
        board, mover, reserves = parts
        levels = board.split("/")
        if len(levels) != 4 or any(
            len(lv) != n * n for lv, n in zip(levels, LEVEL_SIZES, strict=False)
        ):
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
            n = 4 - z
            for i, char in enumerate(cells):
                bit = 1 << _bit(z, i // n, i % n)
                if char == "L":
                    light |= bit
                elif char == "D":
                    dark |= bit
        counts = (int(match.group(1)), int(match.group(2)))
        for player, balls in ((FIRST, light), (SECOND, dark)):
            if balls.bit_count() + counts[player] != BALLS:
                raise InvalidPositionError(
                    Text(
                        "{player}: {on_board} balls on the board and {in_reserve} in reserve, "
                        "where 15 in all are expected",
                        player=_who(player),
                        on_board=balls.bit_count(),
                        in_reserve=counts[player],
                    )
                )
        occ = light | dark
        for p in _bits(occ):
            if SUPPORTS[p] & ~occ:
                raise InvalidPositionError(
                    Text("the ball on {place} is not supported", place=NAME[p])
                )
        return PylosState(self, light, dark, counts, COLOUR_CHARS.index(mover))


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
