"""The first page: pick one of the three games."""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt, Signal
from PySide6.QtGui import QIcon, QImage, QPainter, QPixmap
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from core.registry import GAME_CLASSES, make_game
from desktop.new_game_dialog import DESCRIPTIONS

PREVIEW_MOVES = {
    "pylos": ["1b2", "1c2", "1b3", "1c3", "2b2", "1a1", "1d4", "1a4", "1d1", "1b1"],
    "pylon": ["Lb2", "Mc2", "Sd3", "Lc3", "Mb3", "Sd2", "Le4", "Mc4"],
    "ambush": ["Sb2", "Sc2", "Sd5", "Se2", "Mb3", "Sb5", "Me3"],
}


def preview(name: str, width: int = 300) -> QPixmap:
    """A small picture of a game under way, drawn by the game's own 2D scene."""
    from desktop.board2d.view import SCENES

    game = make_game(name)
    state = game.initial_state().apply_all(PREVIEW_MOVES[name])
    scene = SCENES[name](game, game.player_names, "wide")
    scene.show(state, None, None)
    rect = scene.sceneRect()
    height = int(width * rect.height() / rect.width())
    image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    scene.render(painter, QRectF(0, 0, width, height), rect)
    painter.end()
    return QPixmap.fromImage(image)


class StartScreen(QWidget):
    """The games to choose from, and a way back to the game in progress if there is one."""

    game_chosen = Signal(str)
    back_to_game = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("startScreen")
        layout = QVBoxLayout(self)
        layout.addStretch(1)
        title = QLabel("Pyramid Duels", self)
        title.setObjectName("title")
        title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        subtitle = QLabel("Three two-player games built from pyramids. Choose one to play.", self)
        subtitle.setObjectName("subtitle")
        subtitle.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(title)
        layout.addWidget(subtitle)
        grid = QGridLayout()
        grid.setHorizontalSpacing(24)
        self.buttons: dict[str, QPushButton] = {}
        for column, (name, cls) in enumerate(GAME_CLASSES.items()):
            button = QPushButton(self)
            button.setObjectName("gameCard")
            button.setIcon(QIcon(preview(name)))
            button.setIconSize(QSize(300, 230))
            button.setMinimumSize(QSize(320, 260))
            button.clicked.connect(lambda _=False, n=name: self.game_chosen.emit(n))
            text = QLabel(f"<h2>{cls.title}</h2><p>{DESCRIPTIONS[name]}</p>", self)
            text.setWordWrap(True)
            text.setAlignment(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
            text.setMaximumWidth(330)
            text.setMinimumHeight(120)
            grid.addWidget(button, 0, column, Qt.AlignmentFlag.AlignHCenter)
            grid.addWidget(
                text, 1, column, Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop
            )
            self.buttons[name] = button
        layout.addLayout(grid)
        self.back_button = QPushButton(self)
        self.back_button.setObjectName("backToGame")
        self.back_button.clicked.connect(self.back_to_game)
        self.back_button.hide()
        back_row = QHBoxLayout()
        back_row.addStretch(1)
        back_row.addWidget(self.back_button)
        back_row.addStretch(1)
        layout.addSpacing(12)
        layout.addLayout(back_row)
        layout.addStretch(2)

    def offer_back(self, game_title: str | None) -> None:
        """Show (or hide, with None) the button back to the game in progress."""
        if game_title is None:
            self.back_button.hide()
            return
        self.back_button.setText(f"Back to the {game_title} game in progress")
        self.back_button.setToolTip("Return to the game you were playing (Esc)")
        self.back_button.setShortcut("Esc")
        self.back_button.show()
