"""Colours and text sizes every board shares (each game's own colours are in its kit), in one of
three palettes (View › Palette): the standard one, one safe for colour-blind players (Okabe and
Ito's colours: no red against green, distinct luminances) and a high-contrast one (black, white,
yellow).

The boards read these names at drawing time (``theme.TARGET``…), so ``set_palette`` changes what
they draw next; the window redraws them when the palette changes. The pieces follow the palette
too: the Icehouse pyramids (``PYRAMID_*``, in 2D and in 3D) and the Pylos balls (``BALL_*``). A
piece's module reads them as ``theme.PYRAMID_COLOURS`` when it draws, never imports the names
(which would keep the standard colours), and keys its cached pictures and meshes by
``palette()``.

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

_PYRAMIDS: dict[str, tuple[tuple[str, str], tuple[str, str], tuple[str, str]]] = {
    # the Icehouse pyramids' (face, light side, dark side) colours of each player
    "standard": (("#d7263d", "#1f6fb2"), ("#ff8a8a", "#7fc1ff"), ("#8c0f1f", "#0d3d66")),
    # orange against blue: told apart by hue by every kind of colour vision, and by luminance
    "colour_blind": (("#e69f00", "#0b4f8a"), ("#ffc94d", "#5d9fd6"), ("#9c6a00", "#062c4d")),
    "high_contrast": (("#ffb000", "#1a5cff"), ("#ffe08a", "#8fb0ff"), ("#8a5f00", "#001a66")),
}

RGBA = tuple[float, float, float, float]

_PLASTIC: dict[str, tuple[tuple[RGBA, RGBA], tuple[RGBA, RGBA]]] = {
    # the Icehouse pyramids in 3D: the (body, pips) colours of each player (red, green, blue,
    # opacity in 0–1); the bodies, translucent, near the faces' colours of ``_PYRAMIDS``
    "standard": (
        ((0.86, 0.12, 0.20, 0.80), (0.14, 0.44, 0.78, 0.80)),
        ((1.0, 0.85, 0.85, 0.95), (0.85, 0.93, 1.0, 0.95)),
    ),
    "colour_blind": (
        # the blue lighter than the faces' (Okabe and Ito's blue): seen through, on the table
        ((0.90, 0.62, 0.0, 0.80), (0.0, 0.45, 0.70, 0.80)),
        ((1.0, 0.94, 0.78, 0.95), (0.80, 0.90, 1.0, 0.95)),
    ),
    "high_contrast": (
        ((1.0, 0.69, 0.0, 0.80), (0.10, 0.36, 1.0, 0.80)),
        ((1.0, 1.0, 1.0, 0.95), (1.0, 1.0, 1.0, 0.95)),
    ),
}

_BALLS: dict[str, tuple[tuple[str, str], tuple[str, str]]] = {
    # the Pylos balls' (surface, edge) colours of each player: two woods, told apart by
    # luminance; colour-blind safe, the pyramids' light orange and dark blue; high contrast,
    # white against a bright blue with a white edge (seen on the black table too). The light
    # player's ball is always the lighter one.
    "standard": (("#f0d9a8", "#5b3920"), ("#b89a68", "#2e1a0c")),
    "colour_blind": (("#ffc94d", "#0b4f8a"), ("#9c6a00", "#031a2e")),
    "high_contrast": (("#ffffff", "#1a5cff"), ("#000000", "#ffffff")),
}

_BALLS_3D: dict[str, tuple[RGBA, RGBA]] = {
    # the Pylos balls in 3D: their surfaces of ``_BALLS``, each player's
    "standard": ((0.94, 0.85, 0.66, 1.0), (0.36, 0.22, 0.13, 1.0)),
    "colour_blind": ((1.0, 0.79, 0.30, 1.0), (0.04, 0.31, 0.54, 1.0)),
    "high_contrast": ((1.0, 1.0, 1.0, 1.0), (0.10, 0.36, 1.0, 1.0)),
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
    "refused": "REFUSED",
    "cursor": "CURSOR",
    "lesson": "LESSON",
    "found": "FOUND",
}
MIN_MARKER_CONTRAST = 3.0  # a marker (its ring or its halo) against any piece it can sit on
PYRAMID_COLOURS = tuple(QColor(c) for c in _PYRAMIDS["standard"][0])
"""Each Icehouse player's pyramid colour (faces), then its light and dark sides."""
PYRAMID_LIGHT = tuple(QColor(c) for c in _PYRAMIDS["standard"][1])
PYRAMID_DARK = tuple(QColor(c) for c in _PYRAMIDS["standard"][2])
PYRAMID_PLASTIC: tuple[RGBA, RGBA] = _PLASTIC["standard"][0]
"""Each Icehouse player's pyramid in 3D (translucent body), then its pips."""
PYRAMID_PIPS: tuple[RGBA, RGBA] = _PLASTIC["standard"][1]
BALL_COLOURS = tuple(QColor(c) for c in _BALLS["standard"][0])
"""Each Pylos player's ball colour, then the balls' edges; ``BALL_RGBA`` is the balls' in 3D."""
BALL_EDGES = tuple(QColor(c) for c in _BALLS["standard"][1])
BALL_RGBA: tuple[RGBA, RGBA] = _BALLS_3D["standard"]

_palette = "standard"

MIN_TEXT_PX = 13  # no text of the window, boards included, is drawn smaller than this


def palette() -> str:
    """The palette in use ("standard", "colour_blind" or "high_contrast")."""
    return _palette


def set_palette(name: str) -> None:
    """Use palette ``name`` from now on (what the boards draw next, the style sheet made next)."""
    global _palette, PYRAMID_COLOURS, PYRAMID_LIGHT, PYRAMID_DARK, PYRAMID_PLASTIC, PYRAMID_PIPS
    global BALL_COLOURS, BALL_EDGES, BALL_RGBA
    if name not in PALETTES:
        raise ValueError(f"unknown palette {name!r}")
    _palette = name
    for key, value in _COLOURS[name].items():
        globals()[key] = QColor(value)
    faces, light, dark = _PYRAMIDS[name]
    PYRAMID_COLOURS = tuple(QColor(c) for c in faces)
    PYRAMID_LIGHT = tuple(QColor(c) for c in light)
    PYRAMID_DARK = tuple(QColor(c) for c in dark)
    PYRAMID_PLASTIC, PYRAMID_PIPS = _PLASTIC[name]
    balls, edges = _BALLS[name]
    BALL_COLOURS = tuple(QColor(c) for c in balls)
    BALL_EDGES = tuple(QColor(c) for c in edges)
    BALL_RGBA = _BALLS_3D[name]


def marker(look: str) -> QColor:
    """The colour of the marker ``look`` ("target", "last"… ``MARKERS``) in the palette in use."""
    colour: QColor = globals()[MARKERS[look]]
    return QColor(colour)


def piece_colours() -> tuple[QColor, ...]:
    """Every colour a piece shows in the palette in use, in 2D and in 3D: the Pylos balls (and
    their edges), the Icehouse pyramids' faces and sides (and their plastic)."""
    rgba = [*BALL_RGBA, *PYRAMID_PLASTIC]
    return (
        *BALL_COLOURS,
        *BALL_EDGES,
        *PYRAMID_COLOURS,
        *PYRAMID_LIGHT,
        *PYRAMID_DARK,
        *(QColor.fromRgbF(r, g, b) for r, g, b, _ in rgba),
    )


def text_px() -> int:
    """The application font's height in pixels (never under ``MIN_TEXT_PX``): the smallest any
    text on a board may be on screen. It follows the system's text size (the application font
    is the system's, in points), so every size derived from it does too."""
    if QGuiApplication.instance() is None:
        return MIN_TEXT_PX
    return max(MIN_TEXT_PX, QFontInfo(QGuiApplication.font()).pixelSize())
