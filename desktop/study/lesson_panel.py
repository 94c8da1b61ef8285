"""The lesson beside the board: where we are, the step's words, what the learner just did, and
the buttons to move through the lessons."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QCheckBox, QWidget

from desktop.i18n import QT_TR_NOOP, fill, tr
from desktop.study.lessons import LessonController
from desktop.study.parts import StudyPanel, restyle

LABELS = {
    "lesson": QT_TR_NOOP("Lesson {n} of {total}"),
    "step": QT_TR_NOOP("Step {n} of {total}"),
    "back": QT_TR_NOOP("◂ Back"),
    "next": QT_TR_NOOP("Next ▸"),
    "next_lesson": QT_TR_NOOP("Next lesson ▸"),
    "restart": QT_TR_NOOP("Start the step again"),
    "hint": QT_TR_NOOP("Hint"),
    "replay": QT_TR_NOOP("Replay"),
    "lessons": QT_TR_NOOP("All lessons…"),
    "rules": QT_TR_NOOP("Rules…"),
    "leave": QT_TR_NOOP("Leave the tutorial"),
    "play": QT_TR_NOOP("Play a real game"),
    "finished": QT_TR_NOOP("You have finished every lesson of {game}. Ready for a real game?"),
    "tip_hint": QT_TR_NOOP("What to do, and where (Ctrl+H)"),
    "tip_replay": QT_TR_NOOP("Play this step's moves again"),
    "tip_restart": QT_TR_NOOP("Put the board back as this step began"),
    "tip_back": QT_TR_NOOP("The step before (Page Up)"),
    "tip_next": QT_TR_NOOP("The next step (Page Down)"),
    "tip_lessons": QT_TR_NOOP("Every lesson, and how far you got"),
    "tip_rules": QT_TR_NOOP("The rules of this game, in short"),
    "tip_leave": QT_TR_NOOP("Back to your game, or to the start screen"),
    "tip_play": QT_TR_NOOP("Start a game against a person or the computer"),
    "go_on": QT_TR_NOOP("Go on by itself after a right answer"),
    "tip_go_on": QT_TR_NOOP(
        "After a right answer, the next step comes by itself once its words have had the time "
        "to be read"
    ),
    "kinds": {
        "explain": QT_TR_NOOP("Read"),
        "show": QT_TR_NOOP("Watch"),
        "try": QT_TR_NOOP("Your move"),
        "question": QT_TR_NOOP("Question"),
    },
}


def label(key: str) -> str:
    """One of the panel's words (``LABELS``) in the language of this run."""
    value = LABELS[key]
    assert isinstance(value, str)
    return tr(value)


def kind_label(kind: str) -> str:
    """What a step asks ("Your move"…)."""
    table = LABELS["kinds"]
    assert isinstance(table, dict)
    return tr(table[kind])


class LessonPanel(StudyPanel):
    """Shows ``controller``'s step; its buttons drive it. ``lessons_wanted``, ``rules_wanted``,
    ``leave_wanted`` and ``play_wanted`` are for the window (the browser, the rules reference,
    back to a game, a real game of this one)."""

    lessons_wanted = Signal()
    rules_wanted = Signal()
    play_wanted = Signal()

    def __init__(self, controller: LessonController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.step_line = self.detail
        self.hint_button, self.replay_button = self.buttons(2)
        (self.restart_button,) = self.buttons(1)
        self.back_button, self.next_button = self.buttons(2)
        self.next_button.setObjectName("lessonNext")
        (self.play_button,) = self.buttons(1)
        self.play_button.setObjectName("lessonPlay")
        self.go_on_box = QCheckBox(self)
        self.go_on_box.setObjectName("lessonGoOn")
        self.go_on_box.setChecked(controller.goes_on_by_itself)
        self.go_on_box.toggled.connect(self._go_on_toggled)
        self.column.addWidget(self.go_on_box)
        self.line()
        self.lessons_button, self.rules_button = self.buttons(2)
        (self.leave_button,) = self.buttons(1)
        self.hint_button.clicked.connect(controller.hint)
        self.replay_button.clicked.connect(controller.replay)
        self.restart_button.clicked.connect(controller.retry)
        self.back_button.clicked.connect(controller.back)
        self.next_button.clicked.connect(controller.next_by_hand)
        self.play_button.clicked.connect(self.play_wanted)
        self.lessons_button.clicked.connect(self.lessons_wanted)
        self.rules_button.clicked.connect(self.rules_wanted)
        self.leave_button.clicked.connect(self.leave_wanted)
        controller.changed.connect(self.refresh)
        self.refresh()

    def refresh(self) -> None:
        c = self.controller
        language = c.language
        self.name_buttons(
            lambda key: label(key),
            [
                (self.hint_button, "hint"),
                (self.replay_button, "replay"),
                (self.restart_button, "restart"),
                (self.back_button, "back"),
                (self.next_button, "next"),  # "Next lesson" instead at a lesson's end (below)
                (self.lessons_button, "lessons"),
                (self.rules_button, "rules"),
                (self.leave_button, "leave"),
                (self.play_button, "play"),
            ],
        )
        self.hint_button.setShortcut(QKeySequence("Ctrl+H"))  # after setText, which drops it
        self.go_on_box.setText(label("go_on"))
        self.go_on_box.setToolTip(label("tip_go_on"))
        self.go_on_box.setAccessibleName(label("go_on"))
        if c.active and c.items:
            self._show_step(language)

    def _show_step(self, language: str) -> None:
        c = self.controller
        lesson, step = c.lesson, c.step
        self.where.setText(label("lesson").format(n=c.index + 1, total=len(c.items)))
        words = c.model.recolour  # "Red" reads "Orange" where the palette draws orange
        self.title.setText(words(lesson.title(language)))
        total = len(lesson.steps)
        dots = "".join("●" if n <= c.step_index else "○" for n in range(total))
        step_text = label("step").format(n=c.step_index + 1, total=total)
        self.step_line.setText(f"{step_text} · {kind_label(step.kind)}   {dots}")
        self.text.setText(words(step.text(language)))
        feedback = words(c.feedback.text)
        if c.finished_everything:
            feedback += " " + fill(label("finished"), game=c.model.game.title)
        self.show_feedback(feedback.strip(), c.feedback.kind)
        asks = step.kind in ("try", "question")
        self.hint_button.setVisible(asks)
        self.hint_button.setEnabled(asks and not c.done)
        self.replay_button.setVisible(step.kind == "show")
        self.restart_button.setVisible(step.kind in ("try", "question", "show"))
        self.back_button.setEnabled(c.can_go_back())
        self.next_button.setEnabled(c.can_go_next())
        last_of_lesson = c.is_last_step and not c.is_last_lesson
        self.next_button.setText(label("next_lesson" if last_of_lesson else "next"))
        self.next_button.setAccessibleName(self.next_button.text().strip("◂▸ "))
        self.step_keys(self.back_button, self.next_button)
        restyle(self.next_button, "ready", c.done)
        self.play_button.setVisible(c.finished_everything)

    def _go_on_toggled(self, on: bool) -> None:
        self.controller.goes_on_by_itself = on
