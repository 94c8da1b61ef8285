"""The computer opponent's levels, weakest first, with the names players see.

A level is a search setting: how deep, how long or how much it thinks (a node budget makes the
same effort on any machine and scales with each game's cost), how much seeded noise blurs its
judgement of the moves at the root (in evaluation points, ``UNIT`` = one ball, point or pip),
and which parts of the search it uses. Level 1 is for newcomers: it plays sensible moves but
misjudges them; ``max`` is the strongest this machine plays in about two seconds a move.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from core.errors import EngineError
from core.search.evaluation import UNIT
from core.search.scores import Tuning
from core.words import cut_short


class UnknownLevelError(EngineError):
    """A level that is neither a level's number, nor its name, nor ``max``."""


@dataclass(frozen=True)
class Level:
    """One level: its number (1 = weakest), its name, a line about it, and its search: the
    deepest iteration (None: as deep as time allows), the seconds per move, the nodes per move
    (None: no bound), the root noise."""

    number: int
    name: str
    description: str
    depth: int | None
    seconds: float
    nodes: int | None = None
    noise: int = 0
    tuning: Tuning = field(default_factory=Tuning)


LEVELS = (  # words: the levels' names and descriptions
    Level(
        1,
        "Beginner",
        "looks one move ahead and often misjudges what it sees",
        depth=1,
        seconds=1.0,
        noise=2 * UNIT,
        tuning=Tuning(quiescence=False, reductions=False, solve=False),
    ),
    Level(
        2,
        "Casual",
        "looks two moves ahead, with some slips",
        depth=2,
        seconds=1.0,
        noise=5 * UNIT // 4,
        tuning=Tuning(reductions=False, solve=False),
    ),
    Level(
        3,
        "Club",
        "looks two moves ahead, fully and with no slips, and does not count endings out",
        depth=2,
        seconds=1.0,
        tuning=Tuning(reductions=False, solve=False),
    ),
    Level(4, "Expert", "thinks for a fifth of a second", depth=None, seconds=0.2),
    Level(5, "Master", "thinks two seconds: the strongest", depth=None, seconds=2.0),
)

STRONGEST = LEVELS[-1]

PERFECT = Level(  # words: the Perfect level's name and description
    6,
    "Perfect",
    "plays perfectly from the solved table: the quickest win, or the longest resistance",
    depth=None,
    seconds=2.0,
)
"""The level of perfect play, for the games a table was built for (Pylos): not a search, so it
stands apart from ``LEVELS``. It plays from the table (``core.study.perfect``) and, should the
table be missing, as ``STRONGEST``."""

EVERY_LEVEL = (*LEVELS, PERFECT)


def find_level(text: str | int) -> Level:
    """The level named by ``text``: its number, its name (any case) or ``max`` (the strongest
    search), ``PERFECT`` included (UnknownLevelError otherwise)."""
    word = str(text).strip().lower()
    if word == "max":
        return STRONGEST
    for level in EVERY_LEVEL:
        if word in (str(level.number), level.name.lower()):
            return level
    known = ", ".join(f"{level.number} {level.name}" for level in EVERY_LEVEL)
    raise UnknownLevelError(f"unknown level {cut_short(str(text))!r} (levels: {known}, or max)")
