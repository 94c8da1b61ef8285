"""Why a Pylos move is not legal (the place or raise first, then its take-backs), or a position
cannot happen, in the words a player is told when either is refused. The move generator never
asks (it makes legal moves only); positions come as bit masks (``core.games.pylos.board``)."""

from __future__ import annotations

from core.api import FIRST, SECOND
from core.errors import InvalidPositionError
from core.games.pylos.board import (
    ABOVE,
    LEVEL,
    NAME,
    SUPPORTS,
    Board,
    bits_of,
    completes,
    removal_sets,
    who,
)
from core.games.pylos.moves import PylosMove
from core.words import Text

LineTable = tuple[tuple[int, ...], ...]


def move_reason(
    move: PylosMove,
    own: int,
    occ: int,
    reserve: int,
    player: int,
    recovery: bool,
    lines: LineTable,
) -> str | None:
    """Why ``move`` is not legal for ``player`` in a game under way, or None when it is: their
    balls ``own``, all the balls ``occ``, ``reserve`` balls left to them, the rules' take-backs
    (``recovery``) and the lines through each position (``board.Board.lines``; empty but in the
    mature rules)."""
    reason = _main_action_reason(move.origin, move.target, own, occ, reserve, player)
    if reason is None:
        reason = _removal_reason(move, own, occ, player, recovery, lines)
    return reason


def off_board(move: PylosMove, board: Board) -> str | None:
    """Why ``move`` cannot be played on ``board`` (a place of the 4×4 base the 3×3 lacks), or
    None when all its places are on it."""
    main = (move.target,) if move.origin is None else (move.origin, move.target)
    for p in (*main, *move.removals):
        if not board.valid >> p & 1:
            return Text(
                "{place} is not on the {base}×{base} base's pyramid", place=NAME[p], base=board.base
            )
    return None


def check_position(light: int, dark: int, reserves: tuple[int, int], full: int) -> None:
    """InvalidPositionError unless each player has ``full`` balls (on the board or in reserve)
    and every ball on the board rests on four."""
    for player, balls in ((FIRST, light), (SECOND, dark)):
        if balls.bit_count() + reserves[player] != full:
            raise InvalidPositionError(
                Text(
                    "{player}: {on_board} balls on the board and {in_reserve} in reserve, "
                    "where {full} in all are expected",
                    player=who(player),
                    on_board=balls.bit_count(),
                    in_reserve=reserves[player],
                    full=full,
                )
            )
    occ = light | dark
    for p in bits_of(occ):
        if SUPPORTS[p] & ~occ:
            raise InvalidPositionError(Text("the ball on {place} is not supported", place=NAME[p]))


def _main_action_reason(
    origin: int | None, target: int, own: int, occ: int, reserve: int, player: int
) -> str | None:
    if origin is None:
        if not reserve:
            return Text(
                "no ball left in reserve for {player}: raise a ball instead", player=who(player)
            )
    else:
        if not occ >> origin & 1:
            return Text("there is no ball on {place}", place=NAME[origin])
        if not own >> origin & 1:
            return Text(
                "{ball} belongs to {owner}: you may only raise your own",
                ball=NAME[origin],
                owner=who(1 - player),
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
        names = ", ".join(NAME[p] for p in bits_of(missing))
        return Text("{place} is not supported yet: {empty} empty", place=NAME[target], empty=names)
    return None


def _removal_reason(
    move: PylosMove, own: int, occ: int, player: int, recovery: bool, lines: LineTable
) -> str | None:
    moved = 1 << move.target
    if move.origin is not None:
        moved |= 1 << move.origin
    own ^= moved
    occ ^= moved
    square = recovery and completes(own, move.target, lines)
    if not move.removals:
        if square:
            example = f"{move}x{NAME[move.target]}"
            if lines:
                return Text(
                    "this completes a square or line in the colour of {player}: "
                    "take back one or two balls (for example {example})",
                    player=who(player),
                    example=example,
                )
            return Text(
                "this completes a square in the colour of {player}: "
                "take back one or two balls (for example {example})",
                player=who(player),
                example=example,
            )
        return None
    if not recovery:
        return Text("the children's rules have no taking back")
    if not square:
        if lines:
            return Text(
                "only a move that completes a square or line of your colour takes balls back"
            )
        return Text("only a move that completes a square of your colour takes balls back")
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
    if move.removals in _all_removal_sets(own, occ):
        return None
    # Not takeable in any order: name a ball that still supports something else.
    for r in move.removals:
        partner = sum(1 << q for q in move.removals if q != r)
        if ABOVE[r] & occ & ~partner:
            return Text("{ball} supports another ball", ball=NAME[r])
    return Text("these balls cannot be taken back one after the other")  # pragma: no cover


_REMOVAL_CACHE: dict[tuple[int, int], frozenset[tuple[int, ...]]] = {}


def _all_removal_sets(own: int, occ: int) -> frozenset[tuple[int, ...]]:
    """``removal_sets`` as a set, kept for the positions asked lately."""
    key = (own, occ)
    found = _REMOVAL_CACHE.get(key)
    if found is None:
        if len(_REMOVAL_CACHE) > 4096:
            _REMOVAL_CACHE.clear()
        found = _REMOVAL_CACHE[key] = frozenset(removal_sets(own, occ))
    return found
