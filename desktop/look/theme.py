"""Colours and text sizes every board shares (each game's own colours are in its kit), in one of
three palettes (View › Palette): the standard one, one safe for colour-blind players (Okabe and
Ito's colours: no red against green, distinct luminances) and a high-contrast one (black, white,
yellow).

The boards read these names at drawing time (``theme.TARGET``…), so ``set_palette`` changes what
they draw next; the window redraws them when the palette changes. The pieces follow the palette
too: each family of pieces (``desktop.kit.PieceFamily``, in the games' folders) reads
``palette()`` when it draws, and keys its cached pictures and meshes by it.

The markers (``MARKERS``: the targets, the selection, the last move, a refused click, a lesson's
or a hint's highlight, a question's answers) are light rings in a dark halo (``HALO``): on any
piece of the palette, light or dark, the ring or its halo stands out at least 3:1 (WCAG), and
nothing is tinted, so a piece keeps its owner's colour. They differ by shape as well as colour
(``desktop.board2d.pieces.MarkerItem``, ``desktop.board3d.ghosts``)."""

from __future__ import annotations

from PySide6.QtGui import QColor, QFontInfo, QGuiApplication

PALETTES = ("standard", "colour_blind", "high_contrast")
"""The palettes, by the name kept in the settings ("palette")."""

_COLOURS: dict[str, dict[str, str]] = {
    "standard": {
        "TABLE": "#2f3a34",
        "TEXT": "#f2efe6",
        "TEXT_DIM": "#b9b5aa",
        "TARGET": "#50dc78",
        "TARGET_TAKE": "#ffaa28",
        "SELECTED": "#ffe63c",
        "HOVER": "#ffffff",
        "LAST_MOVE": "#78c8ff",
        "REFUSED": "#ff6b5e",  # lighter than a stop sign's red: seen on the dark pyramids
        "CURSOR": "#ffffff",
        "LESSON": "#e16eff",
        "FOUND": "#5aebc8",
        "HALO": "#000000",
    },
    # Okabe–Ito: sky blue, orange, yellow; their blue, vermillion, purple and green lightened
    # (as they are, too dark to show on the dark blue pieces)
    "colour_blind": {
        "TABLE": "#2f3a34",
        "TEXT": "#f2efe6",
        "TEXT_DIM": "#c4c0b5",
        "TARGET": "#56b4e9",
        "TARGET_TAKE": "#e69f00",
        "SELECTED": "#f0e442",
        "HOVER": "#ffffff",
        "LAST_MOVE": "#a8dcff",
        "REFUSED": "#ff9a66",
        "CURSOR": "#ffffff",
        "LESSON": "#e8a0cc",
        "FOUND": "#33d6a6",
        "HALO": "#000000",
    },
    "high_contrast": {
        "TABLE": "#000000",
        "TEXT": "#ffffff",
        "TEXT_DIM": "#ffffff",
        "TARGET": "#00ffff",
        "TARGET_TAKE": "#ff9900",
        "SELECTED": "#ffff00",
        "HOVER": "#ffffff",
        "LAST_MOVE": "#ff00ff",
        "REFUSED": "#ff3b30",
        "CURSOR": "#ffff00",
        "LESSON": "#ff66ff",
        "FOUND": "#00ff66",
        "HALO": "#000000",
    },
}

TABLE = QColor(_COLOURS["standard"]["TABLE"])
TEXT = QColor(_COLOURS["standard"]["TEXT"])
TEXT_DIM = QColor(_COLOURS["standard"]["TEXT_DIM"])
TARGET = QColor(_COLOURS["standard"]["TARGET"])
TARGET_TAKE = QColor(_COLOURS["standard"]["TARGET_TAKE"])
SELECTED = QColor(_COLOURS["standard"]["SELECTED"])
HOVER = QColor(_COLOURS["standard"]["HOVER"])
LAST_MOVE = QColor(_COLOURS["standard"]["LAST_MOVE"])  # not the selection's yellow
REFUSED = QColor(_COLOURS["standard"]["REFUSED"])  # what a refused click was on
CURSOR = QColor(_COLOURS["standard"]["CURSOR"])  # the keyboard's cursor (dashed)
LESSON = QColor(_COLOURS["standard"]["LESSON"])  # what a lesson points at, and its arrows
FOUND = QColor(_COLOURS["standard"]["FOUND"])  # a question's answers found
HALO = QColor(_COLOURS["standard"]["HALO"])  # the dark outline around every marker

MARKERS = {
    # each marker's colour, by its look's name (2D and 3D)
    "target": "TARGET",
    "take": "TARGET_TAKE",
    "selected": "SELECTED",
    "hover": "HOVER",
    "last": "LAST_MOVE",
    "gone": "LAST_MOVE",
    "refused": "REFUSED",
    "cursor": "CURSOR",
    "lesson": "LESSON",
    "found": "FOUND",
}
MIN_MARKER_CONTRAST = 3.0  # a marker (its ring or its halo) against any piece it can sit on
_palette = "standard"

MIN_TEXT_PX = 13  # no text of the window, boards included, is drawn smaller than this


def palette() -> str:
    """The palette in use ("standard", "colour_blind" or "high_contrast")."""
    return _palette


def set_palette(name: str) -> None:
    """Use palette ``name`` from now on (what the boards draw next, the style sheet made next)."""
    global _palette
    if name not in PALETTES:
        raise ValueError(f"unknown palette {name!r}")
    _palette = name
    for key, value in _COLOURS[name].items():
        globals()[key] = QColor(value)


def marker(look: str) -> QColor:
    """The colour of the marker ``look`` ("target", "last"… ``MARKERS``) in the palette in use."""
    colour: QColor = globals()[MARKERS[look]]
    return QColor(colour)


def text_px() -> int:
    """The application font's height in pixels (never under ``MIN_TEXT_PX``): the smallest any
    text on a board may be on screen. It follows the system's text size (the application font
    is the system's, in points), so every size derived from it does too."""
    if QGuiApplication.instance() is None:
        return MIN_TEXT_PX
    return max(MIN_TEXT_PX, QFontInfo(QGuiApplication.font()).pixelSize())
