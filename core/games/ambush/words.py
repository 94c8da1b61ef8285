"""What an Ambush player reads: prompts, figures, the turn's words and its choices."""

from __future__ import annotations

from collections.abc import Sequence

from core.api import State
from core.builder import MoveBuilder
from core.clicks import Target
from core.games.ambush.board import ANGLES as TURNS_BY
from core.games.ambush.board import PLAYERS, coaster_word
from core.games.ambush.rules import TURNS, AmbushState
from core.games.icehouse import size_word
from core.kit import Words
from core.notation import SIZES
from core.transitions import CAPTURED, PAID, Removed, Rotated, Transition
from core.words import Text, Who, join

ANGLE_WORDS = (  # words: the rotations' buttons, for 90, 180 and 270
    "Turn 90° clockwise",
    "Turn 180°",
    "Turn 90° anticlockwise",
)
ANGLES = dict(zip(("90", "180", "270"), ANGLE_WORDS, strict=True))
CORNER_WORDS = ("top left", "top right", "bottom left", "bottom right")  # words: the coasters
CORNERS = dict(zip(("NW", "NE", "SW", "SE"), CORNER_WORDS, strict=True))
TURN_WORDS = (  # words: how far a coaster turned, in a sentence, for 90, 180 and 270
    "a quarter turn clockwise",
    "a half turn",
    "a quarter turn anticlockwise",
)


def who(player: int) -> Who:
    return Who(player, PLAYERS[player])


def capture_words(step: Removed) -> Text:
    """ "Red captured the large pyramid of Blue on c3 — 3 pips"."""
    return Text.plural(
        "{by} captured the {size} pyramid of {owner} on {square} — %n pip",
        "{by} captured the {size} pyramid of {owner} on {square} — %n pips",
        SIZES.index(step.piece) + 1,
        by=who(step.holder),
        owner=who(step.player),
        size=size_word(SIZES.index(step.piece)),
        square=step.origin,
    )


class AmbushWords(Words):
    description = Text(
        "Sandwich your opponent's pyramids on four turning coasters; capture the most pips."
    )
    credits = Text("designed by Jason Spears and Erik Oosterwal (2008), an Icehouse game")
    preview_record = ("Sb2", "Sc2", "Sd5", "Se2", "Mb3", "Sb5", "Me3")
    figure_unit = Text("pips captured")

    def amount(self, n: int) -> str:
        return Text.plural("%n pip", "%n pips", n)

    def figure(self, state: State, player: int) -> str:
        return Text.plural("captured %n pip", "captured %n pips", state.figures()[player])

    def phase(self, state: State) -> str:
        assert isinstance(state, AmbushState)
        return Text("turn {turn} of {turns}", turn=min(state.turn + 1, TURNS), turns=TURNS)

    def prompt(self, builder: MoveBuilder) -> str:
        kinds = {t.kind for t in builder.targets()}
        if "order" in kinds:
            return Text("both sides capture: choose whose captures are made first.")
        coaster = builder.chosen("rotate")
        if "angle" in kinds and coaster:
            return Text(
                "choose how far to turn the {coaster} coaster ({corner}).",
                coaster=coaster_word(coaster),
                corner=Text(CORNERS[coaster]),
            )
        if coaster and "size" in kinds:
            return Text(
                "choose the tree top that pays for turning {coaster}.",
                coaster=coaster_word(coaster),
            )
        square = builder.chosen("place")
        if square:
            return Text("choose the tree whose top goes on {square}.", square=square)
        size = builder.chosen("size")
        turning = "rotate" in kinds  # (no coaster may turn when every one was just turned)
        if size and turning:
            return Text(
                "place your {size} on an empty square or one of your "
                "stacks, or click a coaster's arrow to pay it for a turn.",
                size=size_word(SIZES.index(size)),
            )
        if size:
            return Text(
                "place your {size} on an empty square or one of your stacks.",
                size=size_word(SIZES.index(size)),
            )
        if not turning:
            return Text("place the top of one of your trees on the board.")
        return Text(
            "place the top of one of your trees on the board, or click a coaster's arrow to "
            "turn it."
        )

    def choice_title(self, target: Target, names: Sequence[str], mover: int) -> str:
        if target.kind == "angle":
            return Text(ANGLES[target.click.value])
        if target.kind == "order":
            first = mover if target.click.value == "mine" else 1 - mover
            return Text("captures of {player} first", player=names[first])
        return super().choice_title(target, names, mover)

    def choice_detail(self, builder: MoveBuilder, target: Target) -> str:
        """What turning by an angle, or letting a side capture first, takes."""
        state = builder.state
        assert isinstance(state, AmbushState)
        after = builder.click(target)
        moves = after.moves_left()
        if not moves:
            return ""
        if any(t.kind == "order" for t in after.targets()):
            return Text("both sides capture: choose whose captures come first")
        words = [
            Text(
                "{player} to take the {size} on {square}",
                player=Who(by, PLAYERS[by]),
                size=size_word(SIZES.index(size)),
                square=square,
            )
            for by, size, square in state.capture_preview(moves[0])
        ]
        return join(words) if words else Text("no capture")

    def told(self, before: State, transition: Transition) -> list[str]:
        """The payment for a turn (with the coaster and how far it turned) and each capture."""
        words: list[str] = []
        paid = next((s for s in transition.steps if isinstance(s, Removed) and s.why == PAID), None)
        turned = next((s for s in transition.steps if isinstance(s, Rotated)), None)
        if paid is not None and turned is not None:
            words.append(
                Text(
                    "{player} paid a {size} pyramid to turn the {coaster} coaster ({corner}) "
                    "{angle}",
                    player=who(paid.player),
                    size=size_word(SIZES.index(paid.piece)),
                    coaster=coaster_word(turned.coaster),
                    corner=Text(CORNERS[turned.coaster]),
                    angle=Text(TURN_WORDS[TURNS_BY.index(turned.angle)]),
                )
            )
        words += [
            capture_words(s)
            for s in transition.steps
            if isinstance(s, Removed) and s.why == CAPTURED
        ]
        return words

    def highlights(self, states: Sequence[State], transitions: Sequence[Transition]) -> list[str]:
        """The biggest capture (the first of the biggest), each side's captures and turns."""
        captures = [
            s for t in transitions for s in t.steps if isinstance(s, Removed) and s.why == CAPTURED
        ]
        turns = [0, 0]
        for transition in transitions:
            if any(isinstance(s, Rotated) for s in transition.steps):
                turns[transition.player] += 1
        words: list[str] = []
        if captures:
            biggest = max(captures, key=lambda s: SIZES.index(s.piece))
            words.append(Text("biggest capture: {capture}", capture=capture_words(biggest)))
        counts = [sum(1 for s in captures if s.holder == player) for player in (0, 1)]
        words.append(
            Text(
                "captures: {first} {a}, {second} {b} · coasters turned: {first} {c}, {second} {d}",
                first=who(0),
                a=counts[0],
                second=who(1),
                b=counts[1],
                c=turns[0],
                d=turns[1],
            )
        )
        return words
