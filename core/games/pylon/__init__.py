"""Pylon (Doug Orleans, 2005): its rules, how its moves are clicked, its words."""

from pathlib import Path

from core.games.pylon.clicks import PylonClicks
from core.games.pylon.evaluation import PylonEvaluation
from core.games.pylon.ideas import PylonIdeas
from core.games.pylon.rules import PylonGame
from core.games.pylon.words import PylonWords
from core.kit import GameKit, Judgement, PuzzleTheme
from core.words import Text

THEMES = (
    PuzzleTheme(
        "topping",
        Text("Top a stack"),
        lambda won: won.count("moved") > 0 and won.gain() > 0,
    ),
    PuzzleTheme(
        "sacrifice",
        Text("Give points to win more"),
        lambda won: won.count("moved") > 0 and won.gain() < 0,
    ),
    PuzzleTheme(
        "stacking",
        Text("Win by stacking"),
        lambda won: won.count("moved") > 0,
    ),
)
"""The themes of its puzzles, with what their titles tell to look for (never the move), in the order
their tests are tried: a stack move that wins gains points, gives some up, or neither."""

PRACTICE_GOALS = {  # words: the practices' goals, {n} their number
    "win": "Win against Master",
    "margin": "Win by {n} points or more",
    "not lose": "Don't lose against Master",
}
"""The goals of its practices against the computer, with their titles."""

COUNT_WORDS = "{title}, points {a} to {b}"  # words: the count in a title
"""How a puzzle's or a practice's title says the count: the points."""

KIT = GameKit(
    PylonGame,
    PylonClicks(),
    PylonWords(),
    lessons=Path(__file__).parent / "lessons",
    puzzles=Path(__file__).parent / "puzzles.json",
    evaluation=PylonEvaluation(),
    themes=THEMES,
    pieces=30,
    practice=Path(__file__).parent / "practice.json",
    practice_goals=PRACTICE_GOALS,
    count_words=COUNT_WORDS,
    ideas=PylonIdeas(),
    judgement=Judgement(mistake=150, blunder=300),  # measured: python -m core.tools.spread
)
