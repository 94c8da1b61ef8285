"""How a Pylon move is clicked: a size from the stash and an empty square (in either order) while
placing; a stack, then the neighbouring stack it goes onto, while stacking."""

from __future__ import annotations

from core.api import Move, State
from core.builder import ClickRules, MoveBuilder, reason_for
from core.clicks import ORIGIN, STASH, Click, Path, Target
from core.games.pylon.rules import (
    NAMES,
    NEIGHBOURS,
    PLAYERS,
    PylonPlace,
    PylonStack,
    PylonState,
)
from core.notation import SIZES
from core.words import Text, Who


class PylonClicks(ClickRules):
    def paths(self, state: State) -> list[tuple[Move, Path]]:
        assert isinstance(state, PylonState)
        result: list[tuple[Move, Path]] = []
        for move in state.legal_moves():
            if isinstance(move, PylonPlace):
                size = Target.of("size", SIZES[move.size])
                square = Target(Click.place(NAMES[move.square]))
                result += [(move, (size, square)), (move, (square, size))]
            else:
                assert isinstance(move, PylonStack)
                origin = Target(Click.place(NAMES[move.origin]), ORIGIN)
                result.append((move, (origin, Target(Click.place(NAMES[move.target])))))
        return result

    def reads_as_next_step(self, builder: MoveBuilder, click: Click, fresh: Target) -> bool:
        """A stack next to the one chosen to move reads as where it should go."""
        origin = builder.chosen(ORIGIN)
        if origin is None or not click.is_place or click.value not in NAMES:
            return False
        return NAMES.index(click.value) in NEIGHBOURS[NAMES.index(origin)]

    def explain(self, builder: MoveBuilder, click: Click) -> str | None:
        state = builder.state
        assert isinstance(state, PylonState)
        if click.kind == STASH:
            owner = click.stash_owner
            assert owner is not None
            return Text(
                "that stash belongs to {owner}: you place pyramids from your own",
                owner=Who(owner, PLAYERS[owner]),
            )
        if click.kind == "size":
            return reason_for(state, f"{click.value}{_any_empty(state)}")
        raw = click.value
        if state.is_placement_phase:
            return reason_for(state, f"{builder.chosen('size') or 'S'}{raw}")
        origin = builder.chosen(ORIGIN)
        if origin is not None:
            return reason_for(state, f"{origin}-{raw}")
        problem = reason_for(state, f"{raw}-{raw}") if raw not in NAMES else None
        if problem:
            return problem
        if not state.board[NAMES.index(raw)]:
            return Text("there is no stack on {square}", square=raw)
        return Text(
            "the stack on {square} cannot move: no neighbouring stack has a top at least as large",
            square=raw,
        )


def _any_empty(state: PylonState) -> str:
    return next((NAMES[i] for i, stack in enumerate(state.board) if not stack), "a1")
