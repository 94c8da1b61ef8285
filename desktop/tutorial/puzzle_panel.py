"""The puzzle beside the board (its title, theme, difficulty, the task, what the player's move
did, and the buttons to try again, see the solution or move on), and the puzzle browser: every
game's puzzles with the ones solved ticked."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from core.puzzles import Puzzle, puzzles_of
from core.registry import game_names, kit_of
from desktop.i18n import tr
from desktop.language import current_language
from desktop.tutorial.puzzles import PuzzleController, PuzzleProgress, label

LABELS = {
    "en": {
        "where": "{game} puzzle {n} of {total}",
        "solved_count": "{solved} of {total} solved",
        "retry": "Try again",
        "solution": "Show the solution",
        "previous": "◂ Previous",
        "next": "Next ▸",
        "all": "All puzzles…",
        "leave": "Leave the puzzles",
        "tip_retry": "Put the puzzle's position back",
        "tip_solution": "Mark the winning move on the board (the puzzle then counts as unsolved)",
        "tip_previous": "The puzzle before (Page Up)",
        "tip_next": "The next puzzle not yet solved (Page Down)",
        "tip_all": "Every puzzle of every game, and which you solved",
        "tip_leave": "Back to your game, or to the start screen",
        "browser_title": "Puzzles",
        "browser_intro": "In each puzzle one move wins, and only one: the computer proved it. "
        "A wrong move is answered by the computer and explained.",
        "open": "Open",
        "forget": "Forget what I solved",
        "none": "No puzzles for this game.",
    },
    "fr": {
        "where": "{game}, problème {n} sur {total}",
        "solved_count": "{solved} sur {total} résolus",
        "retry": "Réessayer",
        "solution": "Voir la solution",
        "previous": "◂ Précédent",
        "next": "Suivant ▸",
        "all": "Tous les problèmes…",
        "leave": "Quitter les problèmes",
        "tip_retry": "Remettre la position du problème",
        "tip_solution": "Montrer le coup gagnant sur le plateau (le problème reste non résolu)",
        "tip_previous": "Le problème précédent (Page précédente)",
        "tip_next": "Le prochain problème non résolu (Page suivante)",
        "tip_all": "Tous les problèmes de chaque jeu, et ceux que vous avez résolus",
        "tip_leave": "Retour à votre partie, ou à l'écran d'accueil",
        "browser_title": "Problèmes",
        "browser_intro": "Dans chaque problème, un coup gagne, et un seul : l'ordinateur l'a "
        "prouvé. Un mauvais coup reçoit la réponse de l'ordinateur, et une explication.",
        "open": "Ouvrir",
        "forget": "Oublier mes problèmes résolus",
        "none": "Pas de problèmes pour ce jeu.",
    },
}


def text(key: str) -> str:
    return LABELS.get(current_language(), LABELS["en"]).get(key) or LABELS["en"][key]


def describe(puzzle: Puzzle) -> str:
    """A puzzle's line: its title, theme and difficulty."""
    language = current_language()
    theme = label("themes", puzzle.theme)
    difficulty = label("difficulties", puzzle.difficulty)
    return f"{puzzle.title(language)} · {theme} · {difficulty}"


class PuzzlePanel(QFrame):
    """Shows ``controller``'s puzzle; its buttons drive it. ``browser_wanted`` and
    ``leave_wanted`` are for the window."""

    browser_wanted = Signal()
    leave_wanted = Signal()

    def __init__(self, controller: PuzzleController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("lessonPanel")  # dressed as the lessons are
        self.controller = controller
        column = QVBoxLayout(self)
        column.setContentsMargins(10, 10, 10, 10)
        column.setSpacing(8)
        self.where = QLabel(self)
        self.where.setObjectName("lessonWhere")
        self.title = QLabel(self)
        self.title.setObjectName("lessonTitle")
        self.title.setWordWrap(True)
        self.details = QLabel(self)
        self.details.setObjectName("lessonStep")
        self.details.setWordWrap(True)
        self.task = QLabel(self)
        self.task.setObjectName("lessonText")
        self.task.setWordWrap(True)
        self.feedback = QLabel(self)
        self.feedback.setObjectName("lessonFeedback")
        self.feedback.setWordWrap(True)
        self.feedback.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        for widget in (self.where, self.title, self.details, self.task, self.feedback):
            column.addWidget(widget)
        column.addStretch(1)
        self.retry_button = QPushButton(self)
        self.solution_button = QPushButton(self)
        helpers = QHBoxLayout()
        helpers.addWidget(self.retry_button)
        helpers.addWidget(self.solution_button)
        column.addLayout(helpers)
        moving = QHBoxLayout()
        self.previous_button = QPushButton(self)
        self.next_button = QPushButton(self)
        self.next_button.setObjectName("lessonNext")
        moving.addWidget(self.previous_button)
        moving.addWidget(self.next_button)
        column.addLayout(moving)
        self.solved_line = QLabel(self)
        self.solved_line.setObjectName("lessonWhere")
        column.addWidget(self.solved_line)
        line = QFrame(self)
        line.setFrameShape(QFrame.Shape.HLine)
        column.addWidget(line)
        self.all_button = QPushButton(self)
        self.leave_button = QPushButton(self)
        column.addWidget(self.all_button)
        column.addWidget(self.leave_button)
        self.retry_button.clicked.connect(controller.retry)
        self.solution_button.clicked.connect(controller.show_solution)
        self.previous_button.clicked.connect(controller.previous)
        self.next_button.clicked.connect(controller.next)
        self.all_button.clicked.connect(self.browser_wanted)
        self.leave_button.clicked.connect(self.leave_wanted)
        controller.changed.connect(self.refresh)
        self.refresh()

    def refresh(self) -> None:
        c = self.controller
        for button, key in (
            (self.retry_button, "retry"),
            (self.solution_button, "solution"),
            (self.previous_button, "previous"),
            (self.next_button, "next"),
            (self.all_button, "all"),
            (self.leave_button, "leave"),
        ):
            button.setText(text(key))
            button.setToolTip(text("tip_" + key))
            button.setAccessibleName(text(key).strip("◂▸ "))
            button.setAccessibleDescription(text("tip_" + key))
        # setText drops a button's shortcut (it takes the text's mnemonic): set them after
        self.previous_button.setShortcut(QKeySequence(Qt.Key.Key_PageUp))
        self.next_button.setShortcut(QKeySequence(Qt.Key.Key_PageDown))
        if not c.active or not c.puzzles:
            return
        puzzle = c.puzzle
        game = kit_of(puzzle.game).game.title
        self.where.setText(text("where").format(game=game, n=c.index + 1, total=len(c.puzzles)))
        tick = " ✓" if c.progress.solved(puzzle) else ""
        self.title.setText(f"{puzzle.title(c.language)}{tick}")
        theme = label("themes", puzzle.theme)
        self.details.setText(f"{puzzle.id} · {theme} · {label('difficulties', puzzle.difficulty)}")
        self.task.setText(c.task())
        verdict = c.verdict
        self.feedback.setText(verdict.text)
        self.feedback.setVisible(bool(verdict.text))
        self.feedback.setProperty("kind", verdict.kind or "info")
        self.feedback.style().unpolish(self.feedback)
        self.feedback.style().polish(self.feedback)
        self.retry_button.setEnabled(c.status in ("wrong", "solved", "shown"))
        self.solution_button.setEnabled(c.status != "solved")
        self.previous_button.setEnabled(c.index > 0)
        self.next_button.setProperty("ready", c.status == "solved")
        self.next_button.style().unpolish(self.next_button)
        self.next_button.style().polish(self.next_button)
        solved = c.progress.count_solved(c.puzzles)
        self.solved_line.setText(text("solved_count").format(solved=solved, total=len(c.puzzles)))


class PuzzleBrowser(QDialog):
    """One tab per game: its puzzles, the solved ones ticked. ``chosen`` carries the game and
    the puzzle's index."""

    chosen = Signal(str, int)

    def __init__(
        self,
        game_name: str | None = None,
        progress: PuzzleProgress | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(text("browser_title"))
        self.progress = progress or PuzzleProgress()
        self.resize(640, 540)
        column = QVBoxLayout(self)
        intro = QLabel(text("browser_intro"), self)
        intro.setWordWrap(True)
        column.addWidget(intro)
        self.tabs = QTabWidget(self)
        self.tabs.setAccessibleName(tr("Games"))
        self.lists: dict[str, QListWidget] = {}
        self.puzzles: dict[str, list[Puzzle]] = {}
        for name in game_names():
            puzzles = puzzles_of(name)
            if not puzzles:
                continue
            self.puzzles[name] = puzzles
            listing = QListWidget(self.tabs)
            listing.setObjectName("puzzleList")
            listing.setAccessibleName(tr("Puzzles of {game}").format(game=kit_of(name).game.title))
            listing.setAccessibleDescription(tr("Enter opens the puzzle chosen"))
            listing.itemActivated.connect(lambda _item, n=name: self._open(n))
            listing.itemDoubleClicked.connect(lambda _item, n=name: self._open(n))
            self.lists[name] = listing
            self.tabs.addTab(listing, kit_of(name).game.title)
        column.addWidget(self.tabs, 1)
        row = QHBoxLayout()
        self.forget_button = QPushButton(text("forget"), self)
        self.forget_button.clicked.connect(self._forget)
        row.addWidget(self.forget_button)
        row.addStretch(1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.button(QDialogButtonBox.StandardButton.Close).setAccessibleName(tr("Close"))
        self.open_button = buttons.addButton(text("open"), QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.accepted.connect(lambda: self._open(self.current_game()))
        buttons.rejected.connect(self.reject)
        row.addWidget(buttons)
        column.addLayout(row)
        self.fill()
        names = list(self.lists)
        if game_name in names:
            self.tabs.setCurrentIndex(names.index(game_name))

    def current_game(self) -> str:
        names = list(self.lists)
        return names[self.tabs.currentIndex()] if names else ""

    def fill(self) -> None:
        for name, listing in self.lists.items():
            listing.clear()
            first_unsolved = -1
            for index, puzzle in enumerate(self.puzzles[name]):
                solved = self.progress.solved(puzzle)
                mark = "✓" if solved else "  "
                item = QListWidgetItem(f"{mark} {index + 1:>2}. {describe(puzzle)}")
                item.setData(Qt.ItemDataRole.UserRole, index)
                listing.addItem(item)
                if not solved and first_unsolved < 0:
                    first_unsolved = index
            listing.setCurrentRow(max(first_unsolved, 0))

    def _open(self, name: str) -> None:
        listing = self.lists.get(name)
        if listing is None or listing.currentItem() is None:
            return
        self.chosen.emit(name, int(listing.currentItem().data(Qt.ItemDataRole.UserRole)))
        self.accept()

    def _forget(self) -> None:
        self.progress.forget(self.current_game())
        self.fill()
