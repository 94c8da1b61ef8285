"""Pyramid Duels' rules engine: Pylos, Pylon and Ambush behind one interface (stdlib only).

Its hot modules run compiled by mypyc when the build could compile them (``core.compiled``
decides first, before any of them is imported, whether they are used).
"""

from core import compiled

compiled.choose()

# The imports below come after the choice of engine, on purpose (E402).
from core.api import FIRST, SECOND, Game, Move, OptionSpec, Outcome, State  # noqa: E402
from core.errors import (  # noqa: E402
    EngineError,
    IllegalMoveError,
    InvalidPositionError,
    NotationError,
    UnknownGameError,
    UnknownOptionError,
)
from core.registry import game_names, make_game  # noqa: E402

__all__ = [
    "FIRST",
    "SECOND",
    "EngineError",
    "Game",
    "IllegalMoveError",
    "InvalidPositionError",
    "Move",
    "NotationError",
    "OptionSpec",
    "Outcome",
    "State",
    "UnknownGameError",
    "UnknownOptionError",
    "game_names",
    "make_game",
]
