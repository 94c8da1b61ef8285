"""What both boards mark over the pieces, worked out from the model's state: the move being built
(its clicks and its targets on the board), a refused click, a lesson's or a hint's notes, and
the notes that show a move without playing it."""

from __future__ import annotations

from collections.abc import Sequence

from core.api import Move, State
from core.builder import MoveBuilder
from core.clicks import Click, Target
from core.transitions import Transition
from desktop.model.values import Annotations, BoardMarks


def board_marks(
    builder: MoveBuilder | None,
    choice_kinds: Sequence[str],
    refused: Click | None,
    annotations: Annotations,
    last: Transition | None = None,
) -> BoardMarks:
    """The marks of the move being built (None: nobody may click the board now; its choices
    are buttons, not marks), a refused click, the notes and the last move, in one
    description."""
    selected: tuple[Click, ...] = ()
    targets: tuple[Target, ...] = ()
    if builder is not None:
        selected = tuple(builder.selected())
        targets = tuple(t for t in builder.targets() if t.kind not in choice_kinds)
    return BoardMarks(selected, targets, refused, annotations, last_marks(last))


def last_marks(transition: Transition | None) -> tuple[tuple[str, Click], ...]:
    """What the last move did, as marks: "last" where a piece came from or went and on a
    coaster turned, "gone" where a piece was taken away (the later step's look where two speak
    of one place: a ball placed, then taken back)."""
    marks: dict[Click, str] = {}
    for step in transition.steps if transition is not None else ():
        for look, place in step.marks():
            if look == "turned":
                marks[Click("rotate", place)] = "last"
            else:
                marks[Click.place(place)] = look
    return tuple((look, raw) for raw, look in marks.items())


def move_notes(state: State, builder: MoveBuilder, move: Move) -> Annotations:
    """Notes that show ``move`` (legal in ``state``) without playing it: what it clicks
    highlighted, an arrow for each piece it carries from one place to another."""
    clicks = tuple(builder.cancel().raw_clicks(move))
    arrows = tuple(
        (Click.place(origin), Click.place(target))
        for step in state.transition(move).steps
        for origin, target in step.arrows()
    )
    return Annotations(highlight=clicks, arrows=arrows)
