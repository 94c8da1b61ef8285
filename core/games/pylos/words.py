"""What a Pylos player reads: the prompts of each step, the figures, the choices."""

from __future__ import annotations

from collections.abc import Sequence

from core.api import State
from core.builder import MoveBuilder
from core.clicks import ORIGIN, TAKE, Target
from core.games.pylos.board import COLOURS
from core.games.pylos.rules import PylosState
from core.kit import Words
from core.transitions import Moved, Removed, Transition
from core.words import Text, Who


class PylosWords(Words):
    description = Text(
        "Build a pyramid of balls; squares of your colour give balls back. Run out and lose."
    )
    credits = Text("designed by David G. Royffe, published by Gigamic (1994)")
    preview_record = ("1b2", "1c2", "1b3", "1c3", "2b2", "1a1", "1d4", "1a4", "1d1", "1b1")
    figure_unit = Text("balls left")

    def amount(self, n: int) -> str:
        return Text.plural("%n ball", "%n balls", n)

    def figure(self, state: State, player: int) -> str:
        assert isinstance(state, PylosState)
        return Text.plural("%n ball in reserve", "%n balls in reserve", state.reserves[player])

    def phase(self, state: State) -> str:
        assert isinstance(state, PylosState)
        on_board = (state.balls(0) | state.balls(1)).bit_count()
        return Text.plural("%n ball on the board", "%n balls on the board", on_board)

    def prompt(self, builder: MoveBuilder) -> str:
        kinds = {t.kind for t in builder.targets()}
        if TAKE in kinds:
            if builder.chosen(TAKE):
                return Text("take back a second free ball (orange), or click Done.")
            state = builder.state
            assert isinstance(state, PylosState)
            if state.game.lines:  # (the mature rules: a line counts as a square does)
                return Text(
                    "your square (or line) lets you take back one or two of your free balls "
                    "(orange)."
                )
            return Text("your square lets you take back one or two of your free balls (orange).")
        origin = builder.chosen(ORIGIN)
        if origin:
            return Text(
                "raise {ball}: click the marked place it climbs to, or click it again to let go.",
                ball=origin,
            )
        if ORIGIN in kinds:
            return Text(
                "place a ball on a marked place, or click one of your free balls (ringed) to "
                "raise it."
            )
        return Text("place a ball on a marked place.")

    def choice_title(self, target: Target, names: Sequence[str], mover: int) -> str:
        return Text("Done") if target.kind == "done" else super().choice_title(target, names, mover)

    def choice_detail(self, builder: MoveBuilder, target: Target) -> str:
        if target.kind != "done":
            return ""
        taken = builder.chosen(TAKE)
        return Text("take back only {ball}", ball=taken) if taken else ""

    def told(self, before: State, transition: Transition) -> list[str]:
        """The balls taken back, and how many the player then has in reserve."""
        taken = [s.origin for s in transition.steps if isinstance(s, Removed)]
        if not taken:
            return []
        after = before.apply(before.parse_move(transition.move))
        assert isinstance(after, PylosState)
        player = transition.player
        left = after.reserves[player]
        who = Who(player, COLOURS[player])
        if len(taken) == 1:
            return [
                Text.plural(
                    "{player} took back the ball on {place}: %n ball in reserve",
                    "{player} took back the ball on {place}: %n balls in reserve",
                    left,
                    player=who,
                    place=taken[0],
                )
            ]
        return [
            Text.plural(
                "{player} took back the balls on {first} and {second}: %n ball in reserve",
                "{player} took back the balls on {first} and {second}: %n balls in reserve",
                left,
                player=who,
                first=taken[0],
                second=taken[1],
            )
        ]

    def highlights(self, states: Sequence[State], transitions: Sequence[Transition]) -> list[str]:
        """Each side's balls taken back and raises."""
        taken, raised = [0, 0], [0, 0]
        for transition in transitions:
            for step in transition.steps:
                if isinstance(step, Removed):  # taken back, the only removal in Pylos
                    taken[step.holder] += 1
                elif isinstance(step, Moved):
                    raised[transition.player] += 1
        first, second = Who(0, COLOURS[0]), Who(1, COLOURS[1])
        return [
            Text(
                "balls taken back: {first} {a}, {second} {b}",
                first=first,
                a=taken[0],
                second=second,
                b=taken[1],
            ),
            Text(
                "balls raised: {first} {a}, {second} {b}",
                first=first,
                a=raised[0],
                second=second,
                b=raised[1],
            ),
        ]
