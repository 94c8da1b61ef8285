"""The options of Pylos (rules.md §0; docs/rules.md): the rule set, the reading of running out
of balls, the repetition draw, and this application's smaller games (the base and the balls)."""

from __future__ import annotations

from core.api import OptionSpec
from core.errors import UnknownOptionError
from core.games.pylos.board import Board
from core.words import Text

FULL = "0"
"""The ``balls`` option's default, a full set: half the pyramid's places each."""
MIN_BALLS = 4
"""The fewest balls each the ``balls`` option allows: with fewer, no square nor raise can come
before a reserve runs out, and the first to place a last ball loses."""

OPTION_SPECS = (
    OptionSpec(
        "rules",
        "standard",
        Text("Which rule set: squares, no taking back, or squares and lines."),
        ("standard", "children", "mature"),
        choice_help=(
            ("standard", Text("a square of your colour takes back one or two balls")),
            ("children", Text("no taking back: only raising saves balls")),
            (
                "mature",
                Text("squares and lines (4 on level 1, 3 on level 2) take balls back"),
            ),
        ),
        label=Text("rules"),
        choice_labels=(
            ("standard", Text("standard")),
            ("children", Text("children")),
            ("mature", Text("mature")),
        ),
    ),
    OptionSpec(
        "out_of_balls",
        "empty_reserve",
        Text("When running out of balls loses."),
        ("empty_reserve", "no_legal_move"),
        choice_help=(
            ("empty_reserve", Text("ending your turn with an empty reserve loses at once")),
            ("no_legal_move", Text("you lose only when you can neither place nor raise")),
        ),
        label=Text("out of balls"),
        choice_labels=(
            ("empty_reserve", Text("empty reserve")),
            ("no_legal_move", Text("no legal move")),
        ),
    ),
    OptionSpec(
        "repetition",
        "3",
        Text("A position seen this many times is a draw (0: never)."),
        app_rule=True,
        label=Text("repetition"),
    ),
    OptionSpec(
        "base",
        "4",
        Text("The board's size."),
        ("4", "3"),
        choice_help=(
            ("4", Text("the standard pyramid of 30 places")),
            ("3", Text("a small pyramid of 14 places, three levels")),
        ),
        app_rule=True,
        label=Text("base"),
        choice_labels=(("4", Text("4×4")), ("3", Text("3×3"))),
        in_dialog=False,  # (the New Game dialog's Board row sets the base and the balls)
    ),
    OptionSpec(
        "balls",
        FULL,
        Text("Each player's balls, 4 at least (0: a full set)."),
        app_rule=True,
        label=Text("balls"),
        zero=Text("full set"),
        in_dialog=False,
    ),
)
"""The options, default first (``PylosGame.option_specs``)."""


def balls_for(text: str, board: Board) -> int:
    """The balls each player has, for the option's ``text`` on ``board``; UnknownOptionError if
    they are too few to play or more than the pyramid holds."""
    balls = int(text)
    if balls == 0:
        return board.balls
    if not MIN_BALLS <= balls <= board.balls:
        raise UnknownOptionError(
            Text(
                "option balls: {balls} each does not suit the {base}×{base} base "
                "(allowed: {low} to {high}, or 0 for a full set)",
                balls=balls,
                base=board.base,
                low=MIN_BALLS,
                high=board.balls,
            )
        )
    return balls
