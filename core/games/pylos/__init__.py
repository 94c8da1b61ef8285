"""Pylos (David G. Royffe, Gigamic 1994): its rules, how its moves are clicked, its words."""

from pathlib import Path

from core.games.pylos.clicks import PylosClicks
from core.games.pylos.evaluation import PylosEvaluation
from core.games.pylos.ideas import PylosIdeas
from core.games.pylos.rules import PylosGame
from core.games.pylos.words import PylosWords
from core.kit import GameKit, Judgement, PuzzleTheme
from core.transitions import TAKEN_BACK
from core.words import Text

THEMES = (
    PuzzleTheme(
        "square",
        Text("Take balls back"),
        lambda won: won.count(TAKEN_BACK) > 0,
    ),
    PuzzleTheme(
        "raise",
        Text("Save a ball"),
        lambda won: won.count("moved") > 0,
    ),
    PuzzleTheme(
        "block",
        Text("Stop a square"),
        lambda won: "blocks" in won.reason(),
    ),
    PuzzleTheme(
        "top ball",
        Text("Reach the top first"),
        lambda won: "top" in won.ending(),
    ),
    PuzzleTheme(
        "reserve race",
        Text("Win the ball race"),
        lambda won: True,
    ),
)
"""The themes of its puzzles, with what their titles tell to look for (never the move), in the order
their tests are tried: a ball placed that wins, without a square, a raise or a block, places the top
ball or outlasts the other reserve."""

PRACTICE_GOALS = {  # words: the practices' goals, {n} their number
    "win": "Win against Master",
    "survive": "Hold on for {n} moves, at most a ball behind",
}
"""The goals of its practices against the computer, with their titles."""

COUNT_WORDS = "{title}, reserve {a} to {b}"  # words: the count in a title
"""How a puzzle's or a practice's title says the count: the balls in reserve."""

KIT = GameKit(
    PylosGame,
    PylosClicks(),
    PylosWords(),
    lessons=Path(__file__).parent / "lessons",
    puzzles=Path(__file__).parent / "puzzles.json",
    evaluation=PylosEvaluation(),
    themes=THEMES,
    pieces=30,
    practice=Path(__file__).parent / "practice.json",
    practice_goals=PRACTICE_GOALS,
    count_words=COUNT_WORDS,
    ideas=PylosIdeas(),
    judgement=Judgement(mistake=150, blunder=300),  # measured: python -m core.tools.spread
)
