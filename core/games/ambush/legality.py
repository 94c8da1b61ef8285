"""Why an Ambush move is not legal, or a position cannot happen, in the words a player is told
when either is refused (the move generator never asks: it makes legal moves only)."""

from __future__ import annotations

from core.api import FIRST, SECOND, Move, other
from core.errors import InvalidPositionError
from core.games.ambush.board import (
    COASTERS,
    NAMES,
    PER_SIZE,
    PLAYERS,
    Board,
    Geometry,
    Owners,
    Trees,
    coaster_word,
    tree_tops,
)
from core.games.ambush.captures import order_matters
from core.games.ambush.moves import AmbushPlace, AmbushRotate
from core.games.ambush.notation import Position
from core.games.icehouse import size_word
from core.words import Text, Who, join


def move_reason(
    move: Move,
    board: Board,
    owners: Owners,
    trees: Trees,
    last_rotated: int,
    player: int,
    geometry: Geometry,
) -> str | None:
    """Why ``move`` is not legal for ``player`` in a game under way, or None when it is: the
    board's stacks and their owners, the player's ``trees``, the coaster rotated on the previous
    turn (-1: none), the lines that capture."""
    if not isinstance(move, AmbushPlace | AmbushRotate):
        return Text("{move} is not an Ambush move", move=str(move))
    tops = tree_tops(trees)
    if move.size not in tops:
        return Text(
            "no tree of yours has a {size} on top (tops: {tops})",
            size=size_word(move.size),
            tops=join([size_word(s) for s in tops], ", "),
        )
    if isinstance(move, AmbushPlace):
        owner = owners[move.square]
        if owner >= 0 and owner != player:
            return Text(
                "{square} holds your opponent's pyramids: place on an empty square or on your own",
                square=NAMES[move.square],
            )
        return None
    if move.coaster == last_rotated:
        return Text(
            "{coaster} was rotated on the previous turn: turn another",
            coaster=coaster_word(COASTERS[move.coaster]),
        )
    if move.opponent_first and not order_matters(board, owners, geometry, move.coaster, move.angle):
        return Text("'~' is only for rotations where the order of captures changes the result")
    return None


def check_position(position: Position) -> None:
    """InvalidPositionError unless each player has 5 pyramids of each size (on the board, in
    trees, captured or paid) and the player to move is the one whose turn it is."""
    board, owners, all_trees, captured, all_paid, _last, mover = position
    for player in (FIRST, SECOND):
        trees = all_trees[player]
        in_trees = (trees[0], trees[0] + trees[1], trees[0] + trees[1] + trees[2])
        for size in range(3):
            on_board = sum(
                stack.count(size)
                for stack, owner in zip(board, owners, strict=True)
                if owner == player
            )
            lost = captured[other(player)].count(size)
            paid = all_paid[player].count(size)
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
    used = [PER_SIZE * 3 - (3 * t[0] + 2 * t[1] + t[2]) for t in all_trees]
    if used[FIRST] - used[SECOND] != mover:
        raise InvalidPositionError(
            Text(
                "{first} has played {first_count} pyramids and {second} {second_count}: "
                "that cannot be player {number}'s turn",
                first=Who(FIRST, PLAYERS[FIRST]),
                first_count=used[FIRST],
                second=Who(SECOND, PLAYERS[SECOND]),
                second_count=used[SECOND],
                number=mover + 1,
            )
        )
