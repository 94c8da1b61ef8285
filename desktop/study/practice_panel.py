"""The practice beside the board (its title, its goal, what to do, whether the goal was met,
and the buttons to retry, see the proven line or move on), and the practice browser: every
game's practices with the ones done ticked."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from core.registry import kit_of
from core.study.practice import Practice, PracticeError, practices_of
from desktop.i18n import QT_TR_NOOP, fill, sentence, tr
from desktop.model.describe import core_words
from desktop.study.kind import StudyKind
from desktop.study.parts import StudyPanel, TickedBrowser, restyle
from desktop.study.practice import PracticeController, computer_name, goal_label
from desktop.study.progress import Progress

LABELS = {
    "where": QT_TR_NOOP("{game} practice {n} of {total}"),
    "done_count": QT_TR_NOOP("{done} of {total} done"),
    "detail": QT_TR_NOOP("{id} · goal: {goal} · against {computer}"),
    "retry": QT_TR_NOOP("Retry"),
    "here": QT_TR_NOOP("Retry from here"),
    "tip_here": QT_TR_NOOP(
        "The position before the move that lost the goal, to find a better one; the moves "
        "before it still count (a goal met this way is not ticked)"
    ),
    "lost_here": QT_TR_NOOP("After this move the goal was out of reach"),
    "line": QT_TR_NOOP("Show the proven line"),
    "previous": QT_TR_NOOP("◂ Previous"),
    "next": QT_TR_NOOP("Next ▸"),
    "all": QT_TR_NOOP("All practices…"),
    "leave": QT_TR_NOOP("Leave the practice"),
    "tip_retry": QT_TR_NOOP("Put the practice's position back and play again"),
    "tip_line": QT_TR_NOOP(
        "Start again with the proof's moves marked on the board (the goal then counts as not "
        "met on your own)"
    ),
    "tip_previous": QT_TR_NOOP("The practice before (Page Up)"),
    "tip_next": QT_TR_NOOP("The next practice not yet done (Page Down)"),
    "tip_all": QT_TR_NOOP("Every practice of every game, and which you did"),
    "tip_leave": QT_TR_NOOP("Back to your game, or to the start screen"),
    "browser_title": QT_TR_NOOP("Practice against the computer"),
    "browser_intro": QT_TR_NOOP(
        "Each position has a goal against the strongest level: win, win by a margin, hold on "
        "for some moves, or not lose. An exact search proved that the goal can be reached "
        "whatever the computer plays; the proven line is there when you ask for it."
    ),
    "open": QT_TR_NOOP("Play"),
    "forget": QT_TR_NOOP("Forget what I did"),
    "forget_question": QT_TR_NOOP(
        "Forget which {game} practices you did? Their ticks go, and cannot be brought back."
    ),
}


Marks = dict[int, tuple[str, str]]
"""Moves marked in a move list: ply → (symbol, words for its tool tip)."""


def text(key: str) -> str:
    """One of the panel's words (``LABELS``) in the language of this run."""
    return tr(LABELS[key])


def describe(practice: Practice) -> str:
    """A practice's line: its title and its goal's kind."""
    return f"{core_words(practice.title)} · {goal_label(practice.goal)}"


class PracticePanel(StudyPanel):
    """Shows ``controller``'s practice; its buttons drive it. ``browser_wanted`` and
    ``leave_wanted`` are for the window."""

    browser_wanted = Signal()

    def __init__(self, controller: PracticeController, parent: QWidget | None = None) -> None:
        super().__init__(parent)  # dressed as the lessons are
        self.controller = controller
        self.task = self.text
        self.reply = QLabel(self)
        self.reply.setObjectName("practiceReply")
        self.reply.setWordWrap(True)
        inner = self.feedback.parentWidget()
        column = inner.layout() if inner is not None else None
        assert isinstance(column, QVBoxLayout)
        column.insertWidget(column.indexOf(self.feedback), self.reply)
        self.moves: QWidget | None = None  # (the window's move list, put in by ``add_moves``)
        self._mark: Callable[[Marks], None] = lambda marks: None
        self._moves_at = self.column.count()
        self.retry_button, self.line_button = self.buttons(2)
        (self.here_button,) = self.buttons(1)
        self.here_button.setObjectName("lessonNext")  # (dressed as the way on)
        self.previous_button, self.next_button = self.buttons(2)
        self.next_button.setObjectName("lessonNext")
        self.done_line = self._label("lessonWhere", wrap=False)
        self.line()
        (self.all_button,) = self.buttons(1)
        (self.leave_button,) = self.buttons(1)
        self.retry_button.clicked.connect(controller.retry)
        self.here_button.clicked.connect(controller.retry_from_here)
        self.line_button.clicked.connect(controller.show_line)
        self.previous_button.clicked.connect(controller.previous)
        self.next_button.clicked.connect(controller.next)
        self.all_button.clicked.connect(self.browser_wanted)
        self.leave_button.clicked.connect(self.leave_wanted)
        controller.changed.connect(self.refresh)
        self.refresh()

    def refresh(self) -> None:
        c = self.controller
        self.name_buttons(
            text,
            [
                (self.retry_button, "retry"),
                (self.here_button, "here"),
                (self.line_button, "line"),
                (self.previous_button, "previous"),
                (self.next_button, "next"),
                (self.all_button, "all"),
                (self.leave_button, "leave"),
            ],
        )
        self.step_keys(self.previous_button, self.next_button)
        if not c.active or not c.items:
            return
        practice = c.practice
        self.show_heading(text("where"), practice.game, c.index, len(c.items))
        tick = " ✓" if c.progress.done(practice) else ""
        self.title.setText(f"{core_words(practice.title)}{tick}")
        self.detail.setText(
            fill(
                text("detail"),
                id=practice.id,
                goal=goal_label(practice.goal),
                computer=computer_name(),
            )
        )
        self.task.setText(c.task())
        self.task.setVisible(c.status == "playing")  # decided: what happened takes its room
        self.show_feedback(c.verdict.text, c.verdict.kind)
        reply = c.reply_words()
        self.reply.setText(sentence(reply))
        self.reply.setVisible(bool(reply))
        self._show_turning()
        self.retry_button.setEnabled(c.status != "playing" or c.model.cursor > 0 or c.shown)
        self.previous_button.setEnabled(c.index > 0)
        restyle(self.next_button, "ready", c.status == "met")
        done = c.progress.count_done(c.items)
        self.done_line.setText(fill(text("done_count"), done=done, total=len(c.items)))

    def add_moves(self, moves: QWidget, mark: Callable[[Marks], None]) -> None:
        """The moves of the practice, listed under what it says, and how to mark some of them
        (a move list of the window's: the panels lie above the study)."""
        self.moves, self._mark = moves, mark
        self.column.insertWidget(self._moves_at, moves, 2)
        self.column.setStretch(self._moves_at - 1, 3)  # what it says, before the moves
        self.refresh()

    def _show_turning(self) -> None:
        """The move that lost the goal marked in the list, and *Retry from here* offered."""
        c = self.controller
        turning = c.turning if c.status == "missed" else None
        self.here_button.setVisible(turning is not None)
        marks = {} if turning is None else {turning.ply + 1: ("?", text("lost_here"))}
        self._mark(marks)


class PracticeBrowser(TickedBrowser):
    """One tab per game: its practices, the done ones ticked. ``chosen`` carries the game and
    the practice's index. A practice file that cannot be read is said above the tabs."""

    def __init__(
        self,
        game_name: str | None = None,
        progress: Progress | None = None,
        parent: QWidget | None = None,
    ) -> None:
        problems: list[str] = []
        title, intro = text("browser_title"), text("browser_intro")
        listed = (tr("Practices of {game}"), tr("Enter opens the practice chosen"))
        super().__init__(
            title,
            intro,
            lambda name: _practices(name, problems),
            "practiceList",
            text,
            listed,
            parent,
        )
        self.problems = problems
        self.progress = progress or Progress(StudyKind.PRACTICE)
        self.problem = QLabel("\n".join(self.problems), self)
        self.problem.setObjectName("practiceProblem")
        self.problem.setWordWrap(True)
        self.problem.setVisible(bool(self.problems))
        self.column.insertWidget(1, self.problem)
        self.finish(game_name)

    def is_done(self, item: Practice) -> bool:
        return self.progress.done(item)

    def describe(self, item: Practice) -> str:
        return describe(item)

    def tip(self, item: Practice) -> str:
        return core_words(item.text)

    def forget_game(self, game_name: str) -> None:
        self.progress.forget(game_name)


def _practices(name: str, problems: list[str]) -> list[object]:
    """The practices of ``name`` ([] and the problem said in ``problems`` for a bad file)."""
    try:
        return list(practices_of(name))
    except PracticeError as error:
        title = kit_of(name).game.title
        problems.append(
            fill(tr("The practice of {game} cannot be read: {error}"), game=title, error=str(error))
        )
        return []
