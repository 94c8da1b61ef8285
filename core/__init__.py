"""Pyramid Duels' rules engine: Pylos, Pylon and Ambush behind one interface (stdlib only)."""

from core.api import FIRST, SECOND, Game, Move, OptionSpec, Outcome, State
from core.errors import (
    EngineError,
    IllegalMoveError,
    InvalidPositionError,
    NotationError,
    UnknownGameError,
    UnknownOptionError,
)
from core.registry import game_names, make_game

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
