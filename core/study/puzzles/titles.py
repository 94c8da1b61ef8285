"""Puzzles' titles: what to look for (the theme's goal, "Win the ball race") and in how many
moves, never the move itself; and, while more than two puzzles of a game would share one, the
count, the move the puzzle starts at and how many moves there are to choose from. A title is a
``core.words.Text`` (each detail's template around the one before), which a window translates."""

from __future__ import annotations

from core.api import State
from core.registry import kit_of
from core.words import Text

MOST_SHARING = 2
"""No title is shared by more than this many puzzles of a game."""

LONGEST = 60
"""No title is longer than this many characters, in English or in French."""

TITLE_DETAILS: dict[str, str] = {  # words: what a puzzle's title adds, one detail after another
    "move": "{title}, move {k}",
    "choices": "{title}, {m} choices",
}
"""What a title adds after the game's count (in the kit's ``count_words``), while more than
``MOST_SHARING`` puzzles share it: the number of the move the puzzle starts at, then how many
legal moves there are."""

DETAILS = 3


def title_of(
    game_name: str, theme: str, state: State, depth: int, played: int, details: int
) -> Text:
    """The title of the puzzle of ``game_name`` at ``state``, ``played`` moves into its game,
    whose winning move is of ``theme`` and wins in ``depth`` plies: "Win the ball race in 3
    moves", then its first ``details`` details: the count now ("reserve 3 to 2", the player's
    first), the move the puzzle starts at ("move 31") and the legal moves ("12 choices")."""
    kit = kit_of(game_name)
    figures, mover = state.figures(), state.current_player
    own = (depth + 1) // 2
    goal = kit.puzzle_themes[theme]
    title = Text.plural("{goal} in %n move", "{goal} in %n moves", own, goal=goal)
    if details >= 1:  # in the game's words: "13 points to 17", "reserve 3 to 2"
        title = Text(kit.count_words, title=title, a=figures[mover], b=figures[1 - mover])
    if details >= 2:
        title = Text(TITLE_DETAILS["move"], title=title, k=played + 1)
    if details >= 3:
        title = Text(TITLE_DETAILS["choices"], title=title, m=len(state.legal_moves()))
    return title
