"""Icehouse pyramids, as Pylon and Ambush share them: drawn in 2D and 3D, stacked true to life.

``COLOUR_WORDS``: the games' texts name the players Red and Blue, as the standard palette draws
them; the colour-blind palette draws Red's pyramids orange and the high-contrast one yellow, and
the words follow (French adjectives included: "orange" does not agree, "jaune" takes an s)."""

from desktop.games.icehouse.colours import every_colour, player_colours
from desktop.kit import ColourWords, PieceFamily

FAMILY = PieceFamily("icehouse", player_colours, every_colour)
"""Icehouse pyramids: the family Pylon and Ambush play with."""

COLOUR_WORDS: ColourWords = {
    "colour_blind": {
        "en": {"Red": "Orange", "red": "orange"},
        "fr": {"Rouge": "Orange", "rouge": "orange", "rouges": "orange", "Rouges": "Orange"},
    },
    "high_contrast": {
        "en": {"Red": "Yellow", "red": "yellow"},
        "fr": {"Rouge": "Jaune", "rouge": "jaune", "rouges": "jaunes", "Rouges": "Jaunes"},
    },
}
