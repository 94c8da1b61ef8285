"""The first page: pick one of the games."""

from __future__ import annotations

from collections.abc import Set

from PySide6.QtCore import QRectF, QSize, Qt, Signal
from PySide6.QtGui import QIcon, QImage, QPainter, QPixmap, QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from core.kit import GameKit
from core.registry import KITS, kit_of, make_game
from desktop.i18n import fill, tr, translate_core
from desktop.i18n.language import current_language
from desktop.look import theme
from desktop.model import Told
from desktop.registry import desktop_kit


def centred(widget: QWidget, stretch: int = 4) -> QHBoxLayout:
    """A row with ``widget`` in its middle."""
    row = QHBoxLayout()
    row.addStretch(1)
    row.addWidget(widget, stretch)
    row.addStretch(1)
    return row


class GamePicture(QPushButton):
    """A game's picture, a button that starts it: as tall as the screen leaves room for, the
    picture scaled to fit (at most ``LARGEST``; a third smaller at the least)."""

    LARGEST = QSize(300, 230)
    MARGIN = 20

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setIconSize(self.LARGEST)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Preferred)
        self.setMaximumHeight(self.sizeHint().height())

    def sizeHint(self) -> QSize:
        return self.LARGEST + QSize(self.MARGIN // 2, self.MARGIN)

    def minimumSizeHint(self) -> QSize:
        return QSize(self.sizeHint().width(), self.LARGEST.height() * 2 // 3 + self.MARGIN)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        height = min(self.height() - self.MARGIN, self.LARGEST.height())
        self.setIconSize(QSize(height * self.LARGEST.width() // self.LARGEST.height(), height))


class KeptBox(QScrollArea):
    """The games kept, a row each: as many rows in sight as its maximum height holds when the
    window has room, one at the least, the others scrolled to."""

    def sizeHint(self) -> QSize:
        return QSize(super().sizeHint().width(), self.maximumHeight())


_previews: dict[tuple[str, int, str, str], QPixmap] = {}
"""The pictures drawn so far, by game, width, palette and language: a new window, or a language
or palette chosen again, shows them without drawing them again."""


def preview(name: str, width: int = 300) -> QPixmap:
    """A small picture of a game under way (its kit's preview record), drawn by its 2D scene."""
    key = (name, width, theme.palette(), current_language())
    if key not in _previews:
        _previews[key] = _drawn_preview(name, width)
    return _previews[key]


def _drawn_preview(name: str, width: int) -> QPixmap:
    game = make_game(name)
    state = game.initial_state().apply_all(kit_of(game).words.preview_record)
    kit = desktop_kit(game)
    kind = kit.scene
    scene = kind(game, kit.side_names(game), kind.arrangements[0])
    scene.show(state, None, ())
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
    resume_wanted = Signal(str)  # a kept game's name on the shelf
    discard_wanted = Signal(str)
    online_wanted = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("startScreen")
        layout = QVBoxLayout(self)
        layout.addStretch(1)
        heading = QLabel("Pyramid Duels", self)
        heading.setAccessibleName("Pyramid Duels")
        heading.setObjectName("title")
        heading.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.subtitle = QLabel(self)
        self.subtitle.setObjectName("subtitle")
        self.subtitle.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(heading)
        layout.addWidget(self.subtitle)
        self.notice = QLabel(self)
        self._notice: tuple[Told, str] = ("", "info")
        self.notice.setObjectName("notice")
        self.notice.setWordWrap(True)
        self.notice.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.notice.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.notice.hide()
        layout.addLayout(centred(self.notice))
        self.kept_box = KeptBox(self)
        self.kept_box.setObjectName("resumeBox")
        self.kept_box.setWidgetResizable(True)
        self.kept_box.setFrameShape(QFrame.Shape.NoFrame)
        self.kept_box.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        inner = QWidget(self.kept_box)
        inner.setObjectName("resumeInner")
        self.kept_rows = QVBoxLayout(inner)
        self.kept_rows.setContentsMargins(8, 4, 8, 4)
        self.kept_box.setWidget(inner)
        self.kept: dict[str, tuple[QLabel, QPushButton, QPushButton]] = {}
        self.kept_row_boxes: list[QWidget] = []
        self.kept_box.hide()
        layout.addLayout(centred(self.kept_box))
        self.buttons: dict[str, QPushButton] = {}
        self.play_buttons: dict[str, QPushButton] = {}  # "Play": the picture does the same
        self.learn_buttons: dict[str, QPushButton] = {}
        self.puzzle_buttons: dict[str, QPushButton] = {}
        self.card_texts: dict[str, QLabel] = {}
        grid = QGridLayout()
        grid.setHorizontalSpacing(24)
        for column, kit in enumerate(KITS.values()):
            self._card(grid, column, kit)
        layout.addLayout(grid)
        layout.addSpacing(12)
        layout.addLayout(self._ways_row())
        layout.addStretch(2)
        self.retranslate()

    def _ways_row(self) -> QHBoxLayout:
        """Play a friend online, and Back to the game when there is one: one row, so that the
        screen fits 1024×600 with three games kept."""
        self.back_button = QPushButton(self)
        self.back_button.setObjectName("backToGame")
        self.back_button.setAccessibleName(tr("Back to the game"))
        self.back_button.clicked.connect(self.back_to_game)
        self.back_button.hide()
        self.online_button = QPushButton(self)
        self.online_button.setObjectName("playOnline")
        self.online_button.clicked.connect(self.online_wanted)
        ways = QHBoxLayout()
        ways.addStretch(1)
        ways.addWidget(self.online_button)
        ways.addWidget(self.back_button)
        ways.addStretch(1)
        return ways

    def retranslate(self) -> None:
        """Every word of the screen, and its pictures, in the language now chosen (the kept
        games and the way back are offered again by the window)."""
        self.subtitle.setText(
            tr("Three two-player games built from pyramids. Choose one to play, or learn it first.")
        )
        self.back_button.setAccessibleName(tr("Back to the game"))
        self.online_button.setText(tr("Play a friend &online…"))
        self.online_button.setToolTip(tr("Invite a friend with a code, or join with theirs"))
        for kit in KITS.values():
            self._card_words(kit)
        self.redraw_previews()

    def _card(self, grid: QGridLayout, column: int, kit: GameKit) -> None:
        """A game's column: its picture (a button that starts it), its words, and the ways
        to learn it."""
        name = kit.name
        button = GamePicture(self)
        button.setObjectName("gameCard")
        button.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        button.clicked.connect(lambda _=False: self.game_chosen.emit(name))
        text = QLabel(self)
        text.setWordWrap(True)
        text.setAlignment(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
        text.setMaximumWidth(330)
        text.setMinimumHeight(120)
        grid.addWidget(button, 0, column, Qt.AlignmentFlag.AlignHCenter)
        grid.addWidget(text, 1, column, Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
        self.buttons[name] = button
        self.card_texts[name] = text
        study = QHBoxLayout()
        play = QPushButton(self)
        play.setObjectName("playButton")
        play.clicked.connect(lambda _=False: self.game_chosen.emit(name))
        study.addWidget(play)
        self.play_buttons[name] = play
        if kit.lessons is not None:
            learn = self._study_button()
            learn.clicked.connect(lambda _=False: self.lessons_chosen.emit(name))
            study.addWidget(learn)
            self.learn_buttons[name] = learn
        if kit.puzzles is not None:
            puzzles = self._study_button()
            puzzles.clicked.connect(lambda _=False: self.puzzles_chosen.emit(name))
            study.addWidget(puzzles)
            self.puzzle_buttons[name] = puzzles
        grid.addLayout(study, 2, column, Qt.AlignmentFlag.AlignHCenter)

    def _card_words(self, kit: GameKit) -> None:
        name, title = kit.name, kit.game.title
        button = self.buttons[name]
        button.setToolTip(fill(tr("Play {game}: choose its options and the players"), game=title))
        button.setAccessibleName(fill(tr("Play {game}"), game=title))
        description = translate_core(kit.words.description)
        button.setAccessibleDescription(description)
        self.card_texts[name].setText(f"<h2>{title}</h2><p>{description}</p>")
        self._study_words(
            self.play_buttons[name],
            tr("Play"),
            fill(tr("Play {game}: choose its options and the players"), game=title),
            fill(tr("Play {game}"), game=title),
        )
        if name in self.learn_buttons:
            self._study_words(  # the card names the game: the button's words stay short
                self.learn_buttons[name],
                tr("Learn to play"),
                fill(tr("Lessons that teach {game} on the board, step by step"), game=title),
                fill(tr("Learn to play {game}"), game=title),
            )
        if name in self.puzzle_buttons:
            self._study_words(
                self.puzzle_buttons[name],
                tr("Puzzles"),
                fill(tr("{game} positions where one move wins: find it"), game=title),
                fill(tr("{game} puzzles"), game=title),
            )

    def _study_button(self) -> QPushButton:
        button = QPushButton(self)
        button.setObjectName("learnButton")
        return button

    @staticmethod
    def _study_words(button: QPushButton, words: str, tip: str, name: str) -> None:
        button.setText(words)
        button.setToolTip(tip)
        button.setAccessibleName(name)
        button.setAccessibleDescription(tip)

    def redraw_previews(self) -> None:
        """Draw the games' pictures again (in the palette now in use)."""
        for name, button in self.buttons.items():
            button.setIcon(QIcon(preview(name)))

    def show_notice(self, told: Told, kind: str = "info") -> None:
        """A line over the games (a file that could not be opened…); "" takes it away. Words
        given as a function say themselves again when the language changes."""
        self._notice = (told, kind)
        text = told if isinstance(told, str) else told()
        self.notice.setText(text)
        self.notice.setVisible(bool(text))
        self.notice.setProperty("kind", kind)
        self.notice.style().unpolish(self.notice)
        self.notice.style().polish(self.notice)

    def retell_notice(self) -> None:
        """The line over the games in the language now chosen."""
        self.show_notice(*self._notice)

    def offer_kept(self, games: list[tuple[str, str]], online: Set[str] = frozenset()) -> None:
        """The games kept from before (each its name on the shelf and a line about it), each
        with Resume (online: with the friend, ``online`` naming those) and Discard; none: the
        offer goes."""
        for row in self.kept_row_boxes:
            row.hide()
            row.deleteLater()  # (its place in the column goes with it)
        self.kept_row_boxes = []
        self.kept = {}
        for ident, text in games:
            self.kept[ident] = self._kept_row(ident, text, ident in online)
        if games:  # three rows in sight, or one line of one when the window is short
            spacing = max(self.kept_rows.spacing(), 0)
            rows = [row.sizeHint().height() for row in self.kept_row_boxes[:3]]
            line = next(iter(self.kept.values()))[1].sizeHint().height()  # (a button's)
            self.kept_box.setMinimumHeight(line + 8)
            self.kept_box.setMaximumHeight(sum(rows) + spacing * (len(rows) - 1) + 8)
        self.kept_box.setVisible(bool(games))

    def _kept_row(
        self, ident: str, text: str, online: bool
    ) -> tuple[QLabel, QPushButton, QPushButton]:
        # Each row is a widget of its own, its layout set before anything goes in: a layout
        # filled first and then added to another (addLayout) makes PySide wrap each of its
        # items, and when the row's widgets were later deleted those wrappers stayed behind,
        # pointing at freed memory: a menu made at the same address came back as a
        # QWidgetItem (QMenuBar.addMenu returned it, and the window could not be built).
        box = QWidget(self.kept_box.widget())
        row = QHBoxLayout(box)
        row.setContentsMargins(0, 0, 0, 0)
        label = QLabel(text, box)
        label.setTextFormat(Qt.TextFormat.PlainText)  # the players' names as typed
        label.setWordWrap(True)
        resume = QPushButton(tr("&Resume it online") if online else tr("&Resume it"), box)
        resume.setToolTip(
            tr("Go on with your friend: a new code carries the game, for them to join with")
            if online
            else tr("Go back to that game, every move and the undo history kept")
        )
        resume.setAccessibleName(tr("Resume the unfinished game"))
        resume.setAccessibleDescription(f"{text} {resume.toolTip()}")
        resume.clicked.connect(lambda _=False: self.resume_wanted.emit(ident))
        discard = QPushButton(tr("&Discard it"), box)
        discard.setToolTip(tr("Forget that game for good"))
        discard.setAccessibleName(tr("Discard the unfinished game"))
        discard.setAccessibleDescription(f"{text} {discard.toolTip()}")
        discard.clicked.connect(lambda _=False: self.discard_wanted.emit(ident))
        row.addWidget(label, 1)
        row.addWidget(resume)
        row.addWidget(discard)
        self.kept_rows.addWidget(box)
        self.kept_row_boxes.append(box)
        return label, resume, discard

    def offer_back(self, game_title: str | None, text: str = "") -> None:
        """Show (or hide, with None) the button back to the game in progress (or ``text``)."""
        if game_title is None:
            self.back_button.hide()
            return
        self.back_button.setText(
            text or fill(tr("Back to the {game} game in progress"), game=game_title)
        )
        self.back_button.setAccessibleName(self.back_button.text())
        self.back_button.setToolTip(tr("Return to the game you were playing (Esc)"))
        self.back_button.setAccessibleDescription(self.back_button.toolTip())
        self.back_button.setShortcut("Esc")
        self.back_button.show()
