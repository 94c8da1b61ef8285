"""What a Pylon player reads: prompts, figures, the phase, and the end by agreement."""

from __future__ import annotations

from collections.abc import Sequence

from core.api import State
from core.builder import MoveBuilder
from core.clicks import ORIGIN
from core.games.icehouse import size_word
from core.games.pylon.rules import NAMES, PLAYERS, PylonState
from core.kit import Words
from core.notation import SIZES
from core.transitions import Moved, Placed, Transition
from core.words import Text, Who


class PylonWords(Words):
    description = Text(
        "Place Icehouse pyramids on a 5×6 board, then stack them; the tallest stacks score."
    )
    credits = Text("designed by Doug Orleans (2005), an Icehouse game")
    preview_record = ("Lb2", "Mc2", "Sd3", "Lc3", "Mb3", "Sd2", "Le4", "Mc4")
    figure_unit = Text("points")

    def amount(self, n: int) -> str:
        return Text.plural("%n point", "%n points", n)

    def figure(self, state: State, player: int) -> str:
        assert isinstance(state, PylonState)
        if state.is_placement_phase:
            small, medium, large = state.stashes[player]
            return Text(
                "stash: {small} S · {medium} M · {large} L", small=small, medium=medium, large=large
            )
        return Text("score {score}", score=state.figures()[player])

    def phase(self, state: State) -> str:
        assert isinstance(state, PylonState)
        if state.is_placement_phase:
            placed = 30 - sum(sum(stash) for stash in state.stashes)
            return Text("placing · {placed} of 30", placed=placed)
        stacks = sum(1 for stack in state.board if stack)
        return Text.plural("stacking · %n stack", "stacking · %n stacks", stacks)

    def prompt(self, builder: MoveBuilder) -> str:
        state = builder.state
        assert isinstance(state, PylonState)
        if state.is_placement_phase:
            size = builder.chosen("size")
            if size:
                return Text(
                    "place your {size} pyramid on an empty square.",
                    size=size_word(SIZES.index(size)),
                )
            if builder.clicks:
                square = builder.clicks[0].click.value
                return Text(
                    "choose the size to place on {square} (click your stash).", square=square
                )
            return Text(
                "click a pyramid in your stash, then an empty square (or the square first)."
            )
        origin = builder.chosen(ORIGIN)
        if origin:
            return Text(
                "move the stack on {square} onto a marked neighbouring stack, or click it "
                "again to let go.",
                square=origin,
            )
        return Text(
            "click a stack, then a neighbouring stack whose top is at least as large as its bottom."
        )

    def proposal_question(self, state: State, name: str, names: Sequence[str]) -> str:
        first, second = state.figures()
        proposer, other = names[state.current_player], names[1 - state.current_player]
        return Text(
            "{proposer} proposed to end the game now, with the scores on the board: "
            "{first_name} {first} – {second} {second_name}.\n\n{other}, do you accept?",
            proposer=proposer,
            first_name=names[0],
            first=first,
            second=second,
            second_name=names[1],
            other=other,
        )

    def told(self, before: State, transition: Transition) -> list[str]:
        """A stack moved (and whose it was, whose it is now); the board full, stacking begins."""
        assert isinstance(before, PylonState)
        moved = next((s for s in transition.steps if isinstance(s, Moved)), None)
        if moved is None:
            placed = any(isinstance(s, Placed) for s in transition.steps)
            after = before.apply(before.parse_move(transition.move))
            assert isinstance(after, PylonState)
            if placed and not after.is_placement_phase and not after.is_over:
                mover = Who(after.current_player, PLAYERS[after.current_player])
                return [
                    Text("the board is full: stacking begins, {player} to move first", player=mover)
                ]
            return []
        below = before.board[NAMES.index(moved.target)]
        owner, loser = moved.pieces[-1][0], below[-1][0]
        height = len(below) + len(moved.pieces)
        player = Who(transition.player, PLAYERS[transition.player])
        if owner != loser:
            return [
                Text.plural(
                    "{player} put the stack on {origin} onto the stack of {loser} on {target}: "
                    "%n pyramid now scores for {owner}",
                    "{player} put the stack on {origin} onto the stack of {loser} on {target}: "
                    "its %n pyramids now score for {owner}",
                    height,
                    player=player,
                    origin=moved.origin,
                    target=moved.target,
                    loser=Who(loser, PLAYERS[loser]),
                    owner=Who(owner, PLAYERS[owner]),
                )
            ]
        return [
            Text.plural(
                "{player} put the stack on {origin} onto {target}: %n pyramid for {owner}",
                "{player} put the stack on {origin} onto {target}: %n pyramids for {owner}",
                height,
                player=player,
                origin=moved.origin,
                target=moved.target,
                owner=Who(owner, PLAYERS[owner]),
            )
        ]

    def highlights(self, states: Sequence[State], transitions: Sequence[Transition]) -> list[str]:
        """The tallest stack at the end: its height, its square, whose it is."""
        final = states[-1]
        assert isinstance(final, PylonState)
        stacks = [(len(stack), -i) for i, stack in enumerate(final.board) if stack]
        if not stacks:
            return []
        height, index = max(stacks)
        owner = final.board[-index][-1][0]
        return [
            Text.plural(
                "tallest stack: %n pyramid on {square}, for {player}",
                "tallest stack: %n pyramids on {square}, for {player}",
                height,
                square=NAMES[-index],
                player=Who(owner, PLAYERS[owner]),
            )
        ]
