"""Icehouse pyramids, as Pylon and Ambush share them: drawn in 2D and 3D, stacked true to life.

``COLOUR_WORDS``: the games' texts name the players Red and Blue, as the standard palette draws
them; the colour-blind palette draws Red's pyramids orange and the high-contrast one yellow, and
the words follow (French adjectives included: "orange" does not agree, "jaune" takes an s)."""

from desktop.kit import ColourWords

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
