"""The games' desktop kits by name: the one place in the desktop application that knows which
games exist. A game is added by one kit here and one in ``core.registry``."""

from __future__ import annotations

from PySide6.QtGui import QColor

from core.api import Game
from core.errors import UnknownGameError
from desktop.games import ambush, pylon, pylos
from desktop.kit import DesktopKit

KITS: dict[str, DesktopKit] = {kit.name: kit for kit in (pylos.KIT, pylon.KIT, ambush.KIT)}


def register(kit: DesktopKit) -> None:
    """Add a game's desktop kit (a plug-in, or a test's toy game)."""
    KITS[kit.name] = kit


def unregister(name: str) -> None:
    KITS.pop(name, None)


def every_piece_colour() -> list[QColor]:
    """Every colour a piece of any game shows in the palette in use (its family's), in 2D and
    3D: what the boards' marks must stand out from."""
    families = {kit.family.name: kit.family for kit in KITS.values()}
    return [colour for family in families.values() for colour in family.every_colour()]


def desktop_kit(game: Game | str) -> DesktopKit:
    """The desktop kit of a game (or of a game's name)."""
    name = game if isinstance(game, str) else game.name
    kit = KITS.get(name)
    if kit is None:
        raise UnknownGameError(f"no desktop kit for the game {name!r}")
    return kit
