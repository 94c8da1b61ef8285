"""Wooden balls, as Pylos plays them: their sizes, their colours in each palette, and how they
look in 3D. A game's kit names this family (``FAMILY``); nothing outside the games knows a
ball."""

from __future__ import annotations

from desktop.games.balls.colours import every_colour, player_colours
from desktop.kit import PieceFamily

FAMILY = PieceFamily("balls", player_colours, every_colour, "wood")
