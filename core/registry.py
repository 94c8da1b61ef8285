"""The games by name: the one place that knows which games exist."""

from __future__ import annotations

from collections.abc import Mapping

from core.api import Game
from core.errors import UnknownGameError
from core.games.ambush import AmbushGame
from core.games.pylon import PylonGame
from core.games.pylos import PylosGame

GAME_CLASSES: dict[str, type[Game]] = {cls.name: cls for cls in (PylosGame, PylonGame, AmbushGame)}


def game_names() -> list[str]:
    """The registered games' names, in the order the application lists them."""
    return list(GAME_CLASSES)


def make_game(name: str, settings: Mapping[str, str] | None = None) -> Game:
    """The game ``name`` with ``settings`` (option name → text).

    Raises UnknownGameError or UnknownOptionError with a message naming the problem.
    """
    cls = GAME_CLASSES.get(name.lower())
    if cls is None:
        raise UnknownGameError(f"unknown game {name!r} (games: {', '.join(GAME_CLASSES)})")
    return cls(dict(settings or {}))
