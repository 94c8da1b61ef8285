"""The New Game dialog's Board row, for the game with a base and a count of balls (Pylos): one
choice sets both options, as the standard game, the small 3×3 one, or the 4×4 base with 4 to 7
balls each (the games perfect play is built for in a moment). Two rows did not fit a 600-pixel
screen; files and the command line keep both options (``--set base=3 --set balls=K``)."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QFormLayout, QLabel, QVBoxLayout

from core.api import Game
from core.errors import EngineError
from core.registry import make_game
from core.solver.kernel import settings_of
from desktop.i18n import tr

JOINED = ("base", "balls")
"""The options the row sets, by name."""
OFFERED = (("4", "0"), ("3", "0"), ("4", "4"), ("4", "5"), ("4", "6"), ("4", "7"))
"""The (base, balls) the row offers, the standard game first (balls "0": a full set)."""
ROW = "board"
"""The row's name among the dialog's option widgets."""


def joins(game: type[Game]) -> bool:
    """Whether ``game`` has the options the row sets."""
    return set(JOINED) <= {spec.name for spec in game.option_specs}


class BoardChoice(QComboBox):
    """The board and the balls each, in one choice; a remembered pair the row does not offer
    (a file's 3×3 base with 5 balls each) is offered too, last."""

    def __init__(self, game: type[Game], remembered: dict[str, str]) -> None:
        super().__init__()
        self.game = game.name
        chosen = (remembered.get("base", "4"), remembered.get("balls", "0"))
        pairs = list(OFFERED)
        if chosen not in pairs and self._balls(chosen) is not None:
            pairs.append(chosen)
        for pair in pairs:
            balls = self._balls(pair)
            if balls is not None:
                self.addItem(self._words(pair, balls), ",".join(pair))
        self.setCurrentIndex(max(0, self.findData(",".join(chosen))))

    def _balls(self, pair: tuple[str, str]) -> int | None:
        """Each player's balls in the game of ``pair`` (None: no such game)."""
        try:
            return settings_of(make_game(self.game, dict(zip(JOINED, pair, strict=True))))[1]
        except (EngineError, ValueError):
            return None

    @staticmethod
    def _words(pair: tuple[str, str], balls: int) -> str:
        base = int(pair[0])
        if pair == ("4", "0"):
            return tr("{base}×{base}, {balls} balls each (standard)").format(base=base, balls=balls)
        if pair == ("3", "0"):
            words = tr("{base}×{base}, {balls} balls each (small: solved in a moment)")
            return words.format(base=base, balls=balls)
        return tr("{base}×{base}, {balls} balls each").format(base=base, balls=balls)


def split_joined(values: dict[str, str]) -> dict[str, str]:
    """The dialog's ``values`` by option (the Board row's value, "base,balls", as both)."""
    joined = values.pop(ROW, None)
    if joined is not None:
        values.update(zip(JOINED, joined.split(","), strict=True))
    return values


def add_board_row(form: QFormLayout, game: type[Game], remembered: dict[str, str]) -> BoardChoice:
    """The Board row at the end of the options' ``form``, set to the ``remembered`` options."""
    page = form.parentWidget()
    choice = BoardChoice(game, remembered)
    choice.setParent(page)
    note = tr("The board's size and each player's balls.")
    # (the dialog says once, under the repetition, that a ★ marks our own rules)
    tip = " ".join((note, tr("★ This is Pyramid Duels' own rule, not the publisher's.")))
    choice.setToolTip(tip)
    choice.setAccessibleName(tr("Board"))
    choice.setAccessibleDescription(tip)
    explanation = QLabel(note, page)
    explanation.setWordWrap(True)
    explanation.setObjectName("optionHelp")
    label = QLabel(tr("Board") + " ★", page)
    label.setBuddy(choice)
    field = QVBoxLayout()
    field.setSpacing(2)
    field.addWidget(choice)
    field.addWidget(explanation)
    form.addRow(label, field)
    return choice
