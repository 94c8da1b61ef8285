"""The games as the board tests open them: every game with its default options, and Pylos's
smaller games (the 3×3 base, the 4×4 base with fewer balls), whose boards are drawn otherwise:
fewer hollows and levels, other coordinates and maps, smaller reserves."""

from __future__ import annotations

from typing import Any

import pytest

from core.registry import game_names

SMALLER_PYLOS: dict[str, dict[str, str]] = {
    "pylos-3x3": {"base": "3"},
    "pylos-5-balls": {"base": "4", "balls": "5"},
}
"""Pylos's smaller games, by a test's id, as their options."""


def boards() -> list[Any]:
    """(game name, options) for each board the tests look at, each with its id."""
    plain = [pytest.param(name, {}, id=name) for name in game_names()]
    smaller = [pytest.param("pylos", options, id=key) for key, options in SMALLER_PYLOS.items()]
    return plain + smaller
