"""What a move does that decides a game, in the game's words: the ideas a hint, a puzzle's why
and an analysis say, the same everywhere.

``ideas_of(state, move, line, ideas, evaluation)`` asks the game's ideas (its kit's
``GameKit.ideas``, ``core.kit.Ideas``, handed in as the search is handed its evaluation) what
the move does by itself ("completes a square on 2b2 and takes back two balls", "stops the
sandwich of Blue on e1"), then, when a line of the moves expected after it is given (the
search's, or a puzzle's proof), what the mover's next move in it does ("then 2c3 raises a
ball…") and what the line wins by if it ends the game ("forces Light to spend the last ball of
the reserve"; said first when the move has no idea of its own). A game
without ideas, or a move with none, is said by its evaluation's reason.
"""

from __future__ import annotations

from collections.abc import Sequence

from core.api import Move, State
from core.kit import Ideas
from core.search.evaluation import Evaluation
from core.words import Notation, Text, join

THEN = "then {move} {idea}"  # words: the mover's next move in a line, and its idea
"""How the mover's next move's idea follows the move's own."""


JOINED = (  # words: ideas said one after another (French puts a space before the semicolon)
    "{p0}; {p1}",
    "{p0}; {p1}; {p2}",
    "{p0}; {p1}; {p2}; {p3}",
    "{p0}; {p1}; {p2}; {p3}; {p4}",
)
"""The templates ``core.words.join`` makes of two to five ideas, in the catalogue so that each
language joins them its own way."""


OWN = 2
"""The most ideas said of the move itself (then one of the line's, and how it ends)."""


def ideas_of(
    state: State,
    move: Move,
    line: Sequence[Move],
    ideas: Ideas | None,
    evaluation: Evaluation,
) -> list[Text]:
    """The ideas of the legal ``move`` in ``state``, the most telling first, never none (see
    the module's docstring). ``line``, if not empty, starts with ``move``; ``ideas`` are the
    game's (None for a game without), ``evaluation`` its evaluation."""
    found: list[Text] = []
    if ideas is not None:
        found = ideas.of_move(state, move)[:OWN]
        if line and line[0] == move:
            then, end = _then(state, line, ideas), ideas.of_end(state, line)
            found += then + end if found else end + then
    if not found:
        reason = evaluation.reason(state, move)
        found = [reason if isinstance(reason, Text) else Text(reason)]
    return found


def _then(state: State, line: Sequence[Move], ideas: Ideas) -> list[Text]:
    """The idea of the mover's next move in ``line``, said as what follows ("then …")."""
    mover = state.current_player
    position = state.play_unchecked(line[0])
    for move in line[1:]:
        if position.is_over:
            break
        if position.current_player == mover:
            found = ideas.of_move(position, move)
            return [Text(THEN, move=Notation(str(move)), idea=found[0])] if found else []
        position = position.play_unchecked(move)
    return []


def idea_text(
    state: State,
    move: Move,
    line: Sequence[Move],
    ideas: Ideas | None,
    evaluation: Evaluation,
) -> Text:
    """The ideas of ``move`` in one phrase, joined by semicolons (``ideas_of``; one idea is
    said as it is)."""
    found = ideas_of(state, move, line, ideas, evaluation)
    return found[0] if len(found) == 1 else join(found)
