"""How an Ambush move is clicked: a tree's top and a square (in either order) to place; a
coaster's handle, an angle and a tree's top to pay (the top first or last) to turn it, then —
when both players capture — whose captures come first."""

from __future__ import annotations

from core.api import Move, State
from core.builder import ClickRules, MoveBuilder, reason_for
from core.clicks import STASH, Click, Path, Target
from core.games.ambush.board import COASTERS, NAMES, PLAYERS, coaster_word
from core.games.ambush.moves import AmbushPlace, AmbushRotate
from core.games.ambush.rules import AmbushState
from core.notation import SIZES
from core.words import Text, Who


class AmbushClicks(ClickRules):
    choice_kinds = ("angle", "order")

    def paths(self, state: State) -> list[tuple[Move, Path]]:
        assert isinstance(state, AmbushState)
        moves = state.legal_moves()
        with_order = {
            (m.coaster, m.angle) for m in moves if isinstance(m, AmbushRotate) and m.opponent_first
        }
        result: list[tuple[Move, Path]] = []
        for move in moves:
            assert isinstance(move, AmbushPlace | AmbushRotate)
            size = Target.of("size", SIZES[move.size])
            if isinstance(move, AmbushPlace):
                square = Target(Click.place(NAMES[move.square]))
                result += [(move, (size, square)), (move, (square, size))]
                continue
            coaster = Target.of("rotate", COASTERS[move.coaster])
            angle = Target.of("angle", str(move.angle))
            order: Path = ()
            if (move.coaster, move.angle) in with_order:
                order = (Target.of("order", "theirs" if move.opponent_first else "mine"),)
            result += [
                (move, (size, coaster, angle, *order)),
                (move, (coaster, angle, size, *order)),
            ]
        return result

    def explain(self, builder: MoveBuilder, click: Click) -> str | None:
        state = builder.state
        assert isinstance(state, AmbushState)
        tops = state.tree_tops(state.current_player)
        size = builder.chosen("size") or (SIZES[tops[0]] if tops else "S")
        coaster = builder.chosen("rotate")
        if click.kind == STASH:
            return _tree_refusal(state, click)
        if click.kind == "size":
            if coaster:
                return reason_for(state, f"{click.value}@{coaster}90")
            return reason_for(state, f"{click.value}a1")
        if click.kind == "rotate":
            return reason_for(state, f"{size}@{click.value}90")
        if click.kind == "angle":
            return Text("choose a coaster to turn first") if coaster is None else None
        if click.kind == "order":
            return Text("this rotation gives no choice of order")
        if coaster is not None:
            return Text(
                "finish turning {coaster} first, or step back", coaster=coaster_word(coaster)
            )
        return reason_for(state, f"{size}{click.value}")


def _tree_refusal(state: AmbushState, click: Click) -> str | None:
    """Why a tree (or its place) that is no target is not clicked."""
    owner = click.stash_owner
    assert owner is not None
    if owner != state.current_player:
        return Text(
            "that tree belongs to {owner}: you place and pay from your own trees",
            owner=Who(owner, PLAYERS[owner]),
        )
    if click.stash_part.isdigit() and not state.trees(owner)[int(click.stash_part)]:
        return Text("this tree is empty: take the top of another of your trees")
    return None
