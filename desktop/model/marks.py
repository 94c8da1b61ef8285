"""What both boards mark over the pieces, worked out from the model's state: the move being built
(its clicks and its targets on the board), a refused click, a lesson's or a hint's notes, and
the notes that show a move without playing it."""

from __future__ import annotations

from collections.abc import Sequence

from core.api import Move, State
from core.builder import MoveBuilder
from core.clicks import Click, Target
from core.transitions import Moved
from desktop.model.values import Annotations, BoardMarks


def board_marks(
    builder: MoveBuilder | None,
    choice_kinds: Sequence[str],
    refused: Click | None,
    annotations: Annotations,
) -> BoardMarks:
    """The marks of the move being built (None: nobody may click the board now; its choices
    are buttons, not marks), a refused click and the notes, in one description."""
    selected: tuple[Click, ...] = ()
    targets: tuple[Target, ...] = ()
    if builder is not None:
        selected = tuple(builder.selected())
        targets = tuple(t for t in builder.targets() if t.kind not in choice_kinds)
    return BoardMarks(selected, targets, refused, annotations)


def move_notes(state: State, builder: MoveBuilder, move: Move) -> Annotations:
    """Notes that show ``move`` (legal in ``state``) without playing it: what it clicks
    highlighted, an arrow for each piece it carries from one place to another."""
    clicks = tuple(builder.cancel().raw_clicks(move))
    arrows = tuple(
        (Click.place(step.origin), Click.place(step.target))
        for step in state.transition(move).steps
        if isinstance(step, Moved)
    )
    return Annotations(highlight=clicks, arrows=arrows)
