"""Puzzles' titles: the theme's, and what else is special about a puzzle while more than a
few of a game share one. A title is a ``core.words.Text`` (each detail's template around the
one before), which a window translates."""

from __future__ import annotations

from core.api import State
from core.registry import kit_of
from core.words import Text

MOST_SHARING = 3
"""No title is shared by more than this many puzzles of a game."""

TITLE_DETAILS: dict[str, str] = {  # words: what a puzzle's title adds, one detail after another
    "one move": "{title}, in one move",
    "moves": "{title}, in {n} moves",
    "one reply": "{title}, one reply",
    "replies": "{title}, {r} replies",
    "first": "{title}, first player",
    "second": "{title}, second player",
    "choice": "{title}, among {m} moves",
}
"""What a title adds, one detail after another, while more than ``MOST_SHARING`` puzzles
share it: how many of the player's own moves the win takes, the game's figures now (the
player's first, in the kit's ``count_words``), how many replies the opponent has, which player
is to move, how many legal moves there are."""

DETAILS = 5


def title_of(
    game_name: str, theme: str, state: State, depth: int, replies: int, moves: int, details: int
) -> Text:
    """The title of the puzzle of ``game_name`` at ``state``, whose winning move is of
    ``theme`` and wins in ``depth`` plies, the opponent having ``replies`` replies to it and
    the player ``moves`` legal moves: its theme's title with its first ``details`` details
    (``TITLE_DETAILS``)."""
    kit = kit_of(game_name)
    title = kit.puzzle_themes[theme]
    figures, mover = state.figures(), state.current_player
    own = (depth + 1) // 2
    if details >= 1:
        title = Text(TITLE_DETAILS["one move" if own == 1 else "moves"], title=title, n=own)
    if details >= 2:  # in the game's words: "at 13 points to 17", "reserve 3 to 2"
        title = Text(kit.count_words, title=title, a=figures[mover], b=figures[1 - mover])
    if details >= 3 and replies:
        key = "one reply" if replies == 1 else "replies"
        title = Text(TITLE_DETAILS[key], title=title, r=replies)
    if details >= 4:
        title = Text(TITLE_DETAILS["first" if mover == 0 else "second"], title=title)
    if details >= 5:
        title = Text(TITLE_DETAILS["choice"], title=title, m=moves)
    return title
