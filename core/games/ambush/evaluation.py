"""How the computer opponent judges an Ambush position.

Captured pips are what counts at the end. Beyond them, the captures each side could make with
its next placement: the mover can make its best one now, the other side's best one is a threat
the mover must parry (by taking the square, or strengthening the stack under threat). Pyramids on
the board score nothing at the end; a stack flanked by the opponent on one side, with the other
side open, is a weakness.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from core.api import Move, State
from core.games.ambush.board import COASTERS, NAMES, PLAYERS, Geometry, coaster_word
from core.games.ambush.captures import visible_pips
from core.games.ambush.moves import PLACES, AmbushPlace, AmbushRotate
from core.games.ambush.rules import TURNS, AmbushState
from core.games.icehouse import size_word
from core.search.evaluation import TACTICAL, UNIT, Evaluation
from core.words import Text, Who, join

OWN_THREAT: Final = 60  # per pip of the mover's best capture (it can make it now)
THEIR_THREAT: Final = 45  # per pip of the opponent's best capture (the mover can parry one)
THREATS: Final = 8  # per pip of every other capture threatened, each side
EXPOSED: Final = 6  # per pip on top of a stack flanked by the opponent with the other side open
PARRY_PRIORITY: Final = 50_000

Lines = tuple[tuple[tuple[int, int], ...], ...]
"""Per square: the pairs of flanks of the lines it is the middle of."""

_MIDDLES: dict[int, Lines] = {}
_VISIBLE: dict[tuple[int, ...], int] = {(): 0}


_FLAT_MIDDLES: dict[int, tuple[tuple[int, ...], ...]] = {}


def flat_middle_lines(geometry: Geometry) -> tuple[tuple[int, ...], ...]:
    """``middle_lines`` flattened per square (a, b, a, b, …): the compiled loops index ints."""
    found = _FLAT_MIDDLES.get(id(geometry))
    if found is None:
        found = _FLAT_MIDDLES[id(geometry)] = tuple(
            tuple(i for pair in pairs for i in pair) for pairs in middle_lines(geometry)
        )
    return found


def middle_lines(geometry: Geometry) -> Lines:
    """For each square, the flank pairs (a, b) of the lines (a, square, b) of ``geometry``."""
    found = _MIDDLES.get(id(geometry))
    if found is None:
        pairs: list[list[tuple[int, int]]] = [[] for _ in range(36)]
        for a, m, b in geometry.lines:
            pairs[m].append((a, b))
        found = _MIDDLES[id(geometry)] = tuple(tuple(p) for p in pairs)
    return found


def visible(stack: tuple[int, ...]) -> int:
    """``visible_pips`` remembered: few distinct stacks occur in a game."""
    pips = _VISIBLE.get(stack)
    if pips is None:
        pips = _VISIBLE[stack] = visible_pips(stack)
    return pips


def visible_with(stack: tuple[int, ...], top: int) -> int:
    """``visible_pips`` of ``stack`` with a pyramid of size ``top`` placed on it, without
    building the new stack."""
    total = top + 1
    biggest = top
    i = len(stack) - 1
    while i >= 0:
        size = stack[i]
        if size > biggest:
            total += size + 1
            biggest = size
        i -= 1
    return total


def capture_squares(state: AmbushState, player: int) -> dict[int, int]:
    """Where ``player`` could place next to capture (with its strongest tree top there), and
    the pips it would take: square → pips."""
    gains = [0] * 36
    order: list[int] = []
    _scan_captures(state, player, gains, order)
    return {square: gains[square] for square in order}


def _scan_captures(state: AmbushState, player: int, gains: list[int], order: list[int]) -> None:
    """``capture_squares`` into a list by square (``gains``, zeros) and the squares in the order
    they were found (``order``): the search's evaluation reads the list, which the compiled
    code indexes, where a dict would hash every square."""
    board, owners = state._board, state._owners  # the kit reads its own rules' fields: fast
    trees = state._trees[player]
    if not (trees[0] or trees[1] or trees[2]):
        return
    opponent = 1 - player
    lines = flat_middle_lines(state.game.geometry)
    # Written for the compiler: a list, not a dict, of the strongest attack on each square
    # (-1: not worked out yet), loops over ints and the visible pips counted in place.
    strongest = [-1] * 36
    for middle in range(36):
        if owners[middle] != opponent:
            continue
        defence = visible_pips(board[middle])
        prize = board[middle][-1] + 1
        flanks = lines[middle]
        for j in range(len(flanks)):  # each line (a, b): placing on a, then on b
            placed, flank = flanks[j], flanks[j ^ 1]
            if owners[flank] != player or owners[placed] == opponent:
                continue
            attack = strongest[placed]
            if attack < 0:
                for top in range(3):
                    if trees[top]:
                        attack = max(attack, visible_with(board[placed], top))
                strongest[placed] = attack
            if visible_pips(board[flank]) + attack > defence:
                if not gains[placed]:
                    order.append(placed)
                gains[placed] += prize


def _best_and_rest(gains: list[int]) -> tuple[int, int]:
    """The largest of ``gains`` and the sum of the others."""
    best = total = 0
    for gain in gains:
        total += gain
        if gain > best:
            best = gain
    return best, total - best


def exposure(state: AmbushState, player: int) -> int:
    """Pips on top of ``player``'s stacks flanked by the opponent on one side and open (empty)
    on the other."""
    board, owners = state._board, state._owners
    lines = flat_middle_lines(state.game.geometry)
    opponent = 1 - player
    total = 0
    for middle in range(36):
        if owners[middle] != player:
            continue
        flanks = lines[middle]
        for j in range(0, len(flanks), 2):
            a, b = owners[flanks[j]], owners[flanks[j + 1]]
            if (a == opponent and b < 0) or (b == opponent and a < 0):
                total += board[middle][-1] + 1
                break
    return total


class AmbushEvaluation(Evaluation):
    """Captured pips, capture threats and exposed stacks (see the module's docstring)."""

    def evaluate(self, state: State) -> int:
        assert isinstance(state, AmbushState)
        me = state.current_player
        figures = state.figures()
        score = UNIT * (figures[me] - figures[1 - me])
        # The best capture of each side, and the sum of the others: no sorting, no dict.
        gains = [0] * 36
        order: list[int] = []
        _scan_captures(state, me, gains, order)
        best, rest = _best_and_rest(gains)
        score += OWN_THREAT * best + THREATS * rest
        gains = [0] * 36
        _scan_captures(state, 1 - me, gains, order)
        best, rest = _best_and_rest(gains)
        score -= THEIR_THREAT * best + THREATS * rest
        return score + EXPOSED * (exposure(state, 1 - me) - exposure(state, me))

    def priorities(self, state: State, moves: Sequence[Move]) -> list[int]:
        assert isinstance(state, AmbushState)
        me = state.current_player
        gains, threatened = [0] * 36, [0] * 36
        order: list[int] = []
        _scan_captures(state, me, gains, order)
        _scan_captures(state, 1 - me, threatened, order)
        result = []
        for move in moves:
            if isinstance(move, AmbushPlace):
                gain = gains[move.square]
                priority = TACTICAL + 100 * gain + move.size if gain else move.size
                if threatened[move.square]:
                    priority += PARRY_PRIORITY
                result.append(priority)
            else:
                result.append(-1)  # rotations last: they cost a pyramid for a rarer effect
        return result

    def tactical(self, state: State) -> list[Move]:
        assert isinstance(state, AmbushState)
        me = state.current_player
        gains = capture_squares(state, me)
        if not gains:
            return []
        tops = state.tree_tops(me)
        board = state._board
        moves: list[Move] = []
        for square, _ in sorted(gains.items(), key=lambda item: -item[1]):
            size = max(reversed(tops), key=lambda t: visible((*board[square], t)))
            moves.append(PLACES[size][square])
        return moves

    def plies_left(self, state: State) -> int | None:
        assert isinstance(state, AmbushState)
        return TURNS - state.turn

    def reason(self, state: State, move: Move) -> str:
        assert isinstance(state, AmbushState)
        assert isinstance(move, AmbushPlace | AmbushRotate)
        me = state.current_player
        captures = state.capture_preview(move)
        mine = [_piece(size, square) for by, size, square in captures if by == me]
        lost = [_piece(size, square) for by, size, square in captures if by != me]
        if isinstance(move, AmbushRotate):
            action = Text(
                "turns {coaster} by {angle}°",
                coaster=coaster_word(COASTERS[move.coaster]),
                angle=move.angle,
            )
        else:
            action = Text(
                "places a {size} on {where}",
                size=size_word(move.size),
                where=NAMES[move.square],
            )
        if mine:
            if lost:
                return Text(
                    "{action}: captures {captured} but loses {lost}",
                    action=action,
                    captured=_and(mine),
                    lost=_and(lost),
                )
            return Text("{action}: captures {captured}", action=action, captured=_and(mine))
        if lost:
            return Text("{action}, losing {lost}", action=action, lost=_and(lost))
        return self._quiet_reason(state, move, action)

    def _quiet_reason(self, state: AmbushState, move: Move, action: Text) -> str:
        """Why a move that captures nothing is worth playing: the sandwich of the opponent's
        it stops, the one of its own it prepares, or that nothing is at stake."""
        me = state.current_player
        opponent = Who(1 - me, PLAYERS[1 - me])
        threats = capture_squares(state, 1 - me)
        if isinstance(move, AmbushPlace) and move.square in threats:
            return Text(
                "places a {size} on {where}: blocks an ambush of {player} there",
                size=size_word(move.size),
                where=NAMES[move.square],
                player=opponent,
            )
        after = state.play_unchecked(move)
        assert isinstance(after, AmbushState)
        if not after.is_over:
            stopped = [square for square in threats if square not in capture_squares(after, 1 - me)]
            if stopped:
                return Text(
                    "{action}: stops the sandwich {player} threatened on {where}",
                    action=action,
                    player=opponent,
                    where=NAMES[stopped[0]],
                )
            mine = capture_squares(state, me)
            new = [square for square in capture_squares(after, me) if square not in mine]
            if new:
                return Text(
                    "{action}: prepares a sandwich, to be closed on {where}",
                    action=action,
                    where=NAMES[new[0]],
                )
        return Text("{action}: a quiet move, nothing to capture or to stop", action=action)


def _piece(letter: str, square: str) -> Text:
    """A pyramid captured: "a small on b2"."""
    return Text("a {size} on {square}", size=size_word("SML".index(letter)), square=square)


def _and(items: list[Text]) -> str:
    """ "A, B and C"."""
    if len(items) == 1:
        return items[0]
    return Text("{items} and {last}", items=join(items[:-1], ", "), last=items[-1])
