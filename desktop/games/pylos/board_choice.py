"""Pylos's board in the New Game dialog: one choice sets the base and the balls each, as the
standard game, the small 3×3 one, or the 4×4 base with 4 to 7 balls each (the games whose table
of perfect play is built in a moment). Files and the command line keep both options
(``--set base=3 --set balls=K``)."""

from __future__ import annotations

from collections.abc import Mapping

from core.errors import EngineError
from core.games.pylos.board import BOARDS
from core.games.pylos.options import FULL, balls_for
from desktop.i18n import tr
from desktop.kit import JoinedOptions

NAMES = ("base", "balls")
OFFERED = (("4", FULL), ("3", FULL), ("4", "4"), ("4", "5"), ("4", "6"), ("4", "7"))
"""The (base, balls) offered, the standard game first (balls "0": a full set)."""


def _balls(base: str, balls: str) -> int | None:
    """Each player's balls on ``base`` for the option's ``balls``; None if they do not go."""
    try:
        return balls_for(balls, BOARDS[int(base)])
    except (EngineError, KeyError, ValueError):
        return None


def _words(base: str, balls: str, count: int) -> str:
    if (base, balls) == ("4", FULL):
        words = tr("{base}×{base}, {balls} balls each (standard)")
    elif (base, balls) == ("3", FULL):
        words = tr("{base}×{base}, {balls} balls each (small: solved in a moment)")
    else:
        words = tr("{base}×{base}, {balls} balls each")
    return words.format(base=base, balls=count)


def offered(remembered: Mapping[str, str]) -> list[tuple[str, dict[str, str]]]:
    """The boards offered, each with its words; a remembered one the list lacks, last."""
    pairs = list(OFFERED)
    chosen = (remembered.get("base", "4"), remembered.get("balls", FULL))
    if chosen not in pairs:
        pairs.append(chosen)
    choices = []
    for base, balls in pairs:
        count = _balls(base, balls)
        if count is not None:
            choices.append(
                (_words(base, balls, count), dict(zip(NAMES, (base, balls), strict=True)))
            )
    return choices


BOARD = JoinedOptions(
    NAMES,
    lambda: tr("Board"),
    lambda: tr("The board's size and each player's balls."),
    offered,
)
"""The New Game dialog's Board row (``DesktopKit.joined``)."""
