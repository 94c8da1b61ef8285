"""The puzzle beside the board (its title, theme, difficulty, the task, what the player's move
did, and the buttons to try again, see the solution or move on), and the puzzle browser: every
game's puzzles with the ones solved ticked."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QBoxLayout, QLabel, QWidget

from core.study.puzzles import Puzzle
from desktop.i18n import QT_TR_NOOP, tr
from desktop.model.describe import core_words
from desktop.study.parts import StudyPanel, restyle
from desktop.study.puzzles import PuzzleController, label

LABELS = {
    "where": QT_TR_NOOP("{game} puzzle {n} of {total}"),
    "solved_count": QT_TR_NOOP("{solved} of {total} solved"),
    "retry": QT_TR_NOOP("Try again"),
    "solution": QT_TR_NOOP("Show the solution"),
    "previous": QT_TR_NOOP("◂ Previous"),
    "next": QT_TR_NOOP("Next ▸"),
    "all": QT_TR_NOOP("All puzzles…"),
    "leave": QT_TR_NOOP("Leave the puzzles"),
    "tip_retry": QT_TR_NOOP("Put the puzzle's position back"),
    "tip_solution": QT_TR_NOOP(
        "Mark the winning move on the board (the puzzle then counts as unsolved)"
    ),
    "tip_previous": QT_TR_NOOP("The puzzle before (Page Up)"),
    "tip_next": QT_TR_NOOP("The next puzzle not yet solved (Page Down)"),
    "tip_all": QT_TR_NOOP("Every puzzle of every game, and which you solved"),
    "tip_leave": QT_TR_NOOP("Back to your game, or to the start screen"),
    "browser_title": QT_TR_NOOP("Puzzles"),
    "browser_intro": QT_TR_NOOP(
        "In each puzzle one move wins, and only one: the computer proved it. Once you find it, "
        "the panel says why it wins; a wrong move is answered by the computer and explained."
    ),
    "open": QT_TR_NOOP("Open"),
    "forget": QT_TR_NOOP("Forget what I solved"),
    "forget_question": QT_TR_NOOP(
        "Forget which {game} puzzles you solved? Their ticks go, and cannot be brought back."
    ),
    "none": QT_TR_NOOP("No puzzles for this game."),
}


def text(key: str) -> str:
    """One of the panel's words (``LABELS``) in the language of this run."""
    return tr(LABELS[key])


def describe(puzzle: Puzzle) -> str:
    """A puzzle's line: its title, theme and difficulty."""
    theme = label("themes", puzzle.theme)
    difficulty = label("difficulties", puzzle.difficulty)
    return f"{core_words(puzzle.title)} · {theme} · {difficulty}"


class PuzzlePanel(StudyPanel):
    """Shows ``controller``'s puzzle; its buttons drive it. ``browser_wanted`` and
    ``leave_wanted`` are for the window."""

    browser_wanted = Signal()

    def __init__(self, controller: PuzzleController, parent: QWidget | None = None) -> None:
        super().__init__(parent)  # dressed as the lessons are
        self.controller = controller
        self.details = self.detail
        self.task = self.text
        self.why = self._why_label()
        self.retry_button, self.solution_button = self.buttons(2)
        self.previous_button, self.next_button = self.buttons(2)
        self.next_button.setObjectName("lessonNext")
        self.solved_line = self._label("lessonWhere", wrap=False)
        self.line()
        (self.all_button,) = self.buttons(1)
        (self.leave_button,) = self.buttons(1)
        self.retry_button.clicked.connect(controller.retry)
        self.solution_button.clicked.connect(controller.show_solution)
        self.previous_button.clicked.connect(controller.previous)
        self.next_button.clicked.connect(controller.next)
        self.all_button.clicked.connect(self.browser_wanted)
        self.leave_button.clicked.connect(self.leave_wanted)
        controller.changed.connect(self.refresh)
        self.refresh()

    def _why_label(self) -> QLabel:
        """Under the feedback, in the same scrolling column: why the solution wins."""
        inner = self.feedback.parentWidget()
        assert inner is not None
        column = inner.layout()
        assert isinstance(column, QBoxLayout)
        label = QLabel(inner)
        label.setObjectName("lessonText")
        label.setWordWrap(True)
        label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        column.insertWidget(column.indexOf(self.feedback) + 1, label)
        label.hide()
        return label

    def refresh(self) -> None:
        c = self.controller
        self.name_buttons(
            text,
            [
                (self.retry_button, "retry"),
                (self.solution_button, "solution"),
                (self.previous_button, "previous"),
                (self.next_button, "next"),
                (self.all_button, "all"),
                (self.leave_button, "leave"),
            ],
        )
        self.step_keys(self.previous_button, self.next_button)
        if not c.active or not c.items:
            return
        puzzle = c.puzzle
        self.show_heading(text("where"), puzzle.game, c.index, len(c.items))
        tick = " ✓" if c.progress.done(puzzle) else ""
        self.title.setText(f"{core_words(puzzle.title)}{tick}")
        theme = label("themes", puzzle.theme)
        self.details.setText(f"{puzzle.id} · {theme} · {label('difficulties', puzzle.difficulty)}")
        self.task.setText(c.task())
        self.show_feedback(c.verdict.text, c.verdict.kind)
        why = c.why()
        self.why.setText(why)
        self.why.setVisible(bool(why))
        self.retry_button.setEnabled(c.status in ("wrong", "solved", "shown"))
        self.solution_button.setEnabled(c.status != "solved")
        self.previous_button.setEnabled(c.index > 0)
        restyle(self.next_button, "ready", c.status == "solved")
        solved = c.progress.count_done(c.items)
        self.solved_line.setText(text("solved_count").format(solved=solved, total=len(c.items)))
