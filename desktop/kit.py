"""A game's kit in the desktop application: how the game is drawn.

- ``DesktopKit``: the game's 2D scene class, its players' colours (or where to read them in the
  palette in use), and a loader for its 3D table (imported only when a 3D view needs it, so that
  the 2D path never loads numpy or OpenGL);
- ``PieceFamily``: what several games may play with, and its colours in the palette in use;
- the sound each step of a move makes (``DesktopKit.sound_of``): the family's material knocking
  by the step's kind, unless the game says more (a ball set on other balls sounds higher).

A game's 3D side, its ``Table3D``, is described in ``desktop.board3d.table``.

The desktop registry (``desktop.registry``) maps a game's name to its kit; the window, views,
panels and dialogs ask it, never a game by name.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from PySide6.QtGui import QColor

from desktop.i18n import translate_core
from desktop.i18n.language import current_language
from desktop.look import theme

if TYPE_CHECKING:
    from core.api import Game, State
    from core.transitions import Step
    from desktop.board2d.scene import BoardScene
    from desktop.board3d.table import Table3D


@dataclass(frozen=True)
class PieceFamily:
    """A family of pieces (what several games may play with): its name, each player's colour
    in the palette in use (what stands for the player: the 2D board's pieces, the panels'
    swatches, and what the 3D pieces must read as), and every colour its pieces show in 2D and
    3D (what the board's marks must stand out from). Its meshes, sizes and materials are its
    own modules', handed to the generic views by the game's 3D table. ``material`` names the
    sounds its pieces make (``assets/sounds/MATERIAL_ACTION.wav``)."""

    name: str
    player_colours: Callable[[], Sequence[QColor]]
    every_colour: Callable[[], Sequence[QColor]]
    material: str = "plastic"


ACTIONS = {
    "placed": "set",
    "moved": "move",
    "rotated": "turn",
    "taken_back": "take_back",
    "captured": "capture",
    "paid": "pay",
}
"""The sound of a kind of step (``core.transitions``), after the material: "plastic_set"."""


def material_sound(material: str, kind: str) -> str:
    """The knock of ``material`` for a step of ``kind`` ("plastic_capture")."""
    return f"{material}_{ACTIONS.get(kind, 'set')}"


ColourWords = Mapping[str, Mapping[str, Mapping[str, str]]]
"""palette → language → {a word of the game's texts: the word for what that palette draws}"""


@dataclass(frozen=True)
class JoinedOptions:
    """Options of a game that the New Game dialog sets together, in one row of choices (Pylos's
    base and balls each: two rows did not fit a small screen). ``title`` and ``note`` give the
    row's title and the line under it, in the language of this run; ``offered`` the values to
    offer, each with its words, for the remembered options (a set of values it does not list,
    remembered from a file, offered too)."""

    names: tuple[str, ...]
    title: Callable[[], str]
    note: Callable[[], str]
    offered: Callable[[Mapping[str, str]], list[tuple[str, dict[str, str]]]]


@dataclass(frozen=True)
class DesktopKit:
    """One game's desktop side: its 2D scene, the family of its pieces (their colours), its 3D
    table. ``colour_words`` rename the players' colours where a palette draws others (the
    colour-blind palette's pieces are orange, not red): every text the window shows of the
    game goes through ``recolour``."""

    name: str
    scene: type[BoardScene]
    family: PieceFamily
    table: Callable[[], Table3D]
    colour_words: ColourWords = field(default_factory=dict)
    step_sound: Callable[[Step, State], str] | None = None
    joined: JoinedOptions | None = None  # options the New Game dialog sets in one row

    def sound_of(self, step: Step, before: State) -> str:
        """The sound ``step`` of a move makes, played from ``before``: the game's own
        (``step_sound``), or its family's material and the step's kind."""
        if self.step_sound is not None:
            return self.step_sound(step, before)
        return material_sound(self.family.material, step.kind)

    def side_names(self, game: Game) -> tuple[str, str]:
        """The game's names for its players as the window shows them: in the language of this
        run, in the colours the palette in use draws."""
        first, second = (self.side_name(name) for name in game.player_names)
        return first, second

    def side_name(self, name: str) -> str:
        """One of the game's names for its players (``player_names``) as the window shows it."""
        return self.recolour(translate_core(name))

    def recolour(self, text: str) -> str:
        """``text`` with the players' colours named as the palette in use draws them."""
        by_language = self.colour_words.get(theme.palette())  # (most palettes rename none)
        words = by_language.get(current_language(), {}) if by_language and text else {}
        if not words:
            return text
        pattern = re.compile(r"\b(" + "|".join(map(re.escape, words)) + r")\b")
        return pattern.sub(lambda found: words[found.group(1)], text)

    def player_colour(self, player: int) -> QColor:
        """The colour that stands for ``player`` (panels, swatches), in the palette in use."""
        return QColor(self.family.player_colours()[player])
