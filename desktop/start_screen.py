"""The first page: pick one of the games."""

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

from core.registry import KITS, kit_of, make_game
from desktop.i18n import tr, translate_core
from desktop.registry import desktop_kit


def preview(name: str, width: int = 300) -> QPixmap:
    """A small picture of a game under way (its kit's preview record), drawn by its 2D scene."""
    game = make_game(name)
    state = game.initial_state().apply_all(kit_of(game).words.preview_record)
    kind = desktop_kit(game).scene
    scene = kind(game, game.player_names, kind.arrangements[0])
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
    lessons_chosen = Signal(str)
    puzzles_chosen = Signal(str)
    back_to_game = Signal()
    resume_wanted = Signal()
    discard_wanted = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("startScreen")
        layout = QVBoxLayout(self)
        layout.addStretch(1)
        heading = QLabel("Pyramid Duels", self)
        heading.setAccessibleName("Pyramid Duels")
        heading.setObjectName("title")
        heading.setAlignment(Qt.AlignmentFlag.AlignCenter)
        subtitle = QLabel(
            tr(
                "Three two-player games built from pyramids. Choose one to play, or learn it first."
            ),
            self,
        )
        subtitle.setObjectName("subtitle")
        subtitle.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(heading)
        layout.addWidget(subtitle)
        self.notice = QLabel(self)
        self.notice.setObjectName("notice")
        self.notice.setWordWrap(True)
        self.notice.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.notice.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.notice.hide()
        notice_row = QHBoxLayout()
        notice_row.addStretch(1)
        notice_row.addWidget(self.notice, 4)
        notice_row.addStretch(1)
        layout.addLayout(notice_row)
        self.resume_box = QWidget(self)
        self.resume_box.setObjectName("resumeBox")
        resume_row = QHBoxLayout(self.resume_box)
        self.resume_text = QLabel(self.resume_box)
        self.resume_text.setWordWrap(True)
        self.resume_button = QPushButton(tr("&Resume it"), self.resume_box)
        self.resume_button.setToolTip(
            tr("Go back to that game, every move and the undo history kept")
        )
        self.resume_button.setAccessibleName(tr("Resume the unfinished game"))
        self.resume_button.setAccessibleDescription(self.resume_button.toolTip())
        self.resume_button.clicked.connect(self.resume_wanted)
        self.discard_button = QPushButton(tr("&Discard it"), self.resume_box)
        self.discard_button.setToolTip(tr("Forget that game for good"))
        self.discard_button.setAccessibleName(tr("Discard the unfinished game"))
        self.discard_button.setAccessibleDescription(self.discard_button.toolTip())
        self.discard_button.clicked.connect(self.discard_wanted)
        resume_row.addWidget(self.resume_text, 1)
        resume_row.addWidget(self.resume_button)
        resume_row.addWidget(self.discard_button)
        self.resume_box.hide()
        outer_resume = QHBoxLayout()
        outer_resume.addStretch(1)
        outer_resume.addWidget(self.resume_box, 4)
        outer_resume.addStretch(1)
        layout.addLayout(outer_resume)
        grid = QGridLayout()
        grid.setHorizontalSpacing(24)
        self.buttons: dict[str, QPushButton] = {}
        self.learn_buttons: dict[str, QPushButton] = {}
        self.puzzle_buttons: dict[str, QPushButton] = {}
        for column, (name, kit) in enumerate(KITS.items()):
            button = QPushButton(self)
            button.setObjectName("gameCard")
            button.setIcon(QIcon(preview(name)))
            button.setIconSize(QSize(300, 230))
            button.setMinimumSize(QSize(320, 260))
            title = kit.game.title
            button.setToolTip(
                tr("Play {game}: choose its options and the players").format(game=title)
            )
            button.setAccessibleName(tr("Play {game}").format(game=title))
            description = translate_core(kit.words.description)
            button.setAccessibleDescription(description)
            button.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
            button.clicked.connect(lambda _=False, n=name: self.game_chosen.emit(n))
            text = QLabel(f"<h2>{title}</h2><p>{description}</p>", self)
            text.setWordWrap(True)
            text.setAlignment(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
            text.setMaximumWidth(330)
            text.setMinimumHeight(120)
            grid.addWidget(button, 0, column, Qt.AlignmentFlag.AlignHCenter)
            grid.addWidget(
                text, 1, column, Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop
            )
            self.buttons[name] = button
            study = QHBoxLayout()
            if kit.lessons is not None:
                learn = QPushButton(tr("Learn to play {game}").format(game=title), self)
                learn.setObjectName("learnButton")
                learn.setToolTip(
                    tr("Lessons that teach {game} on the board, step by step").format(game=title)
                )
                learn.setAccessibleName(learn.text())
                learn.setAccessibleDescription(learn.toolTip())
                learn.clicked.connect(lambda _=False, n=name: self.lessons_chosen.emit(n))
                study.addWidget(learn)
                self.learn_buttons[name] = learn
            if kit.puzzles is not None:
                puzzles = QPushButton(tr("Puzzles"), self)
                puzzles.setObjectName("learnButton")
                puzzles.setToolTip(
                    tr("{game} positions where one move wins: find it").format(game=title)
                )
                puzzles.setAccessibleName(tr("{game} puzzles").format(game=title))
                puzzles.setAccessibleDescription(puzzles.toolTip())
                puzzles.clicked.connect(lambda _=False, n=name: self.puzzles_chosen.emit(n))
                study.addWidget(puzzles)
                self.puzzle_buttons[name] = puzzles
            grid.addLayout(study, 2, column, Qt.AlignmentFlag.AlignHCenter)
        layout.addLayout(grid)
        self.back_button = QPushButton(self)
        self.back_button.setObjectName("backToGame")
        self.back_button.setAccessibleName(tr("Back to the game"))
        self.back_button.clicked.connect(self.back_to_game)
        self.back_button.hide()
        back_row = QHBoxLayout()
        back_row.addStretch(1)
        back_row.addWidget(self.back_button)
        back_row.addStretch(1)
        layout.addSpacing(12)
        layout.addLayout(back_row)
        layout.addStretch(2)

    def redraw_previews(self) -> None:
        """Draw the games' pictures again (in the palette now in use)."""
        for name, button in self.buttons.items():
            button.setIcon(QIcon(preview(name)))

    def show_notice(self, text: str, kind: str = "info") -> None:
        """A line over the games (a file that could not be opened…); "" takes it away."""
        self.notice.setText(text)
        self.notice.setVisible(bool(text))
        self.notice.setProperty("kind", kind)
        self.notice.style().unpolish(self.notice)
        self.notice.style().polish(self.notice)

    def offer_resume(self, text: str) -> None:
        """Offer back an unfinished game (Resume / Discard); "" takes the offer away."""
        self.resume_text.setText(text)
        self.resume_box.setVisible(bool(text))

    def offer_back(self, game_title: str | None, text: str = "") -> None:
        """Show (or hide, with None) the button back to the game in progress (or ``text``)."""
        if game_title is None:
            self.back_button.hide()
            return
        self.back_button.setText(
            text or tr("Back to the {game} game in progress").format(game=game_title)
        )
        self.back_button.setAccessibleName(self.back_button.text())
        self.back_button.setToolTip(tr("Return to the game you were playing (Esc)"))
        self.back_button.setAccessibleDescription(self.back_button.toolTip())
        self.back_button.setShortcut("Esc")
        self.back_button.show()
