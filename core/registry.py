"""The games by name: the one place that knows which games exist (their kits)."""

from __future__ import annotations

from collections.abc import Mapping

from core.api import Game
from core.errors import UnknownGameError
from core.games import ambush, pylon, pylos
from core.kit import GameKit
from core.search.evaluation import Evaluation, MaterialEvaluation
from core.words import Text

KITS: dict[str, GameKit] = {kit.name: kit for kit in (pylos.KIT, pylon.KIT, ambush.KIT)}


def register(kit: GameKit) -> None:
    """Add a game (a plug-in, or a test's toy game); a name already taken is replaced."""
    KITS[kit.name] = kit


def unregister(name: str) -> None:
    KITS.pop(name, None)


def game_names() -> list[str]:
    """The registered games' names, in the order the application lists them."""
    return list(KITS)


def kit_of(game: Game | str) -> GameKit:
    """The kit of a game (or of a game's name); UnknownGameError if none is registered."""
    name = game if isinstance(game, str) else game.name
    kit = KITS.get(name.lower())
    if kit is None:
        raise UnknownGameError(
            Text("unknown game {name} (games: {games})", name=repr(name), games=", ".join(KITS))
        )
    return kit


def evaluation_of(game: Game | str) -> Evaluation:
    """How the computer judges the positions of ``game``: its kit's evaluation, or the generic
    one by the figures alone (what the search is handed)."""
    return kit_of(game).evaluation or MaterialEvaluation()


def make_game(name: str, settings: Mapping[str, str] | None = None) -> Game:
    """The game ``name`` with ``settings`` (option name → text).

    Raises UnknownGameError or UnknownOptionError with a message naming the problem.
    """
    return kit_of(name).make(dict(settings or {}))
