"""The words of the menus' choices (views, animation speeds, palettes, languages), each with
its tip and keys, in the language now chosen: what ``actions.MENUS`` lists."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtGui import QKeySequence

from desktop.i18n import QT_TR_NOOP, tr
from desktop.look.theme import PALETTES
from desktop.preferences import ANIMATION, VIEWS, Preferences

Keys = QKeySequence.StandardKey | str | None


def views() -> Sequence[tuple[str, str, str, Keys]]:
    words = {
        "2d": QT_TR_NOOP("&2D board"),
        "3d": QT_TR_NOOP("&3D view"),
        "both": QT_TR_NOOP("2D &and 3D side by side"),
    }
    return [(mode, tr(words[mode]), "", f"Ctrl+{n}") for n, mode in enumerate(VIEWS, 1)]


def speeds() -> Sequence[tuple[str, str, str, Keys]]:
    words = {
        "off": QT_TR_NOOP("&Off: moves appear at once"),
        "fast": QT_TR_NOOP("&Fast"),
        "normal": QT_TR_NOOP("&Normal"),
        "slow": QT_TR_NOOP("&Slow"),
    }
    return [(speed, tr(words[speed]), "", None) for speed in ANIMATION]


def palettes() -> Sequence[tuple[str, str, str, Keys]]:
    words = {
        "standard": (QT_TR_NOOP("&Standard"), QT_TR_NOOP("The table's usual colours")),
        "colour_blind": (
            QT_TR_NOOP("&Colour-blind safe"),
            QT_TR_NOOP("Colours every kind of colour vision tells apart (orange and blue)"),
        ),
        "high_contrast": (
            QT_TR_NOOP("&High contrast"),
            QT_TR_NOOP("Black, white and yellow, with thick outlines"),
        ),
    }
    return [(name, tr(words[name][0]), tr(words[name][1]), None) for name in PALETTES]


def languages() -> Sequence[tuple[str, str, str, Keys]]:
    tip = tr("Menus, lessons and puzzles in {language}")
    return [
        (code, f"&{name}", tip.format(language=name), None)  # each in its own words
        for code, name in Preferences.languages().items()
    ]
