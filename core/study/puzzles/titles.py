"""Puzzles' titles: the theme's, and what else is special about a puzzle while more than a
few of a game share one."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from core.registry import kit_of
from core.study.puzzles.model import LANGUAGES, Puzzle
from core.study.tutorial import Words

# --- titles ----------------------------------------------------------------------------------
MOST_SHARING = 3
"""No title is shared by more than this many puzzles of a game."""

TITLE_DETAILS: dict[str, dict[str, str]] = {
    "one move": {"en": "{title}, in one move", "fr": "{title}, en un coup"},
    "moves": {"en": "{title}, in {n} moves", "fr": "{title}, en {n} coups"},
    "one reply": {"en": "{title}, one reply", "fr": "{title}, une seule réponse"},
    "replies": {"en": "{title}, {r} replies", "fr": "{title}, {r} réponses"},
    "first": {"en": "{title}, first player", "fr": "{title}, premier joueur"},
    "second": {"en": "{title}, second player", "fr": "{title}, second joueur"},
    "choice": {"en": "{title}, among {m} moves", "fr": "{title}, parmi {m} coups"},
}
"""What a title adds, one detail after another, while more than ``MOST_SHARING`` puzzles
share it: how many of the player's own moves the win takes, the game's figures now (the
player's first, in the kit's ``count_words``), how many replies the opponent has, which player
is to move, how many legal moves there are."""

DETAILS = 5


def title_of(puzzle: Puzzle, details: int) -> Words:
    """``puzzle``'s title with its first ``details`` details (``TITLE_DETAILS``) after its
    theme's title (the kit's)."""
    base = kit_of(puzzle.game).puzzle_themes[puzzle.theme]
    state = puzzle.start_state()
    figures, mover = state.figures(), state.current_player
    own = (puzzle.depth + 1) // 2
    replies = len(puzzle.why.replies) if puzzle.why is not None else 0
    texts: dict[str, str] = {}
    for language in LANGUAGES:
        title = base[language]
        if details >= 1:
            key = "one move" if own == 1 else "moves"
            title = TITLE_DETAILS[key][language].format(title=title, n=own)
        if details >= 2:  # in the game's words: "at 13 points to 17", "reserve 3 to 2"
            count = kit_of(puzzle.game).count_words
            title = count[language].format(title=title, a=figures[mover], b=figures[1 - mover])
        if details >= 3 and replies:
            key = "one reply" if replies == 1 else "replies"
            title = TITLE_DETAILS[key][language].format(title=title, r=replies)
        if details >= 4:
            key = "first" if mover == 0 else "second"
            title = TITLE_DETAILS[key][language].format(title=title)
        if details >= 5:
            title = TITLE_DETAILS["choice"][language].format(title=title, m=puzzle.moves)
        texts[language] = title
    return Words(texts)


def titled(puzzles: Sequence[Puzzle]) -> list[Puzzle]:
    """``puzzles`` (one game's) titled by what is special about each: the theme's title, and
    while more than ``MOST_SHARING`` puzzles share a title, each of them takes one detail
    more (``title_of``)."""
    levels = [0] * len(puzzles)
    while True:
        pairs = zip(puzzles, levels, strict=True)
        titles = [title_of(puzzle, level).texts["en"] for puzzle, level in pairs]
        shared = {t for t in titles if titles.count(t) > MOST_SHARING}
        crowded = [i for i, t in enumerate(titles) if t in shared and levels[i] < DETAILS]
        if not crowded:
            break
        for i in crowded:
            levels[i] += 1
    pairs = zip(puzzles, levels, strict=True)
    return [replace(puzzle, title=title_of(puzzle, level)) for puzzle, level in pairs]
