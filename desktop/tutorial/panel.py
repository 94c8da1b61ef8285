"""The lesson beside the board: where we are, the step's words, what the learner just did, and
the buttons to move through the lessons."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from desktop.tutorial.controller import TutorialController

LABELS = {
    "en": {
        "lesson": "Lesson {n} of {total}",
        "step": "Step {n} of {total}",
        "back": "◂ Back",
        "next": "Next ▸",
        "next_lesson": "Next lesson ▸",
        "restart": "Start the step again",
        "hint": "Hint",
        "replay": "Replay",
        "lessons": "All lessons…",
        "rules": "Rules…",
        "leave": "Leave the tutorial",
        "play": "Play a real game",
        "finished": "You have finished every lesson of {game}. Ready for a real game?",
        "tip_hint": "What to do, and where (Ctrl+H)",
        "tip_replay": "Play this step's moves again",
        "tip_restart": "Put the board back as this step began",
        "tip_back": "The step before (Page Up)",
        "tip_next": "The next step (Page Down)",
        "tip_lessons": "Every lesson, and how far you got",
        "tip_rules": "The rules of this game, in short",
        "tip_leave": "Back to your game, or to the start screen",
        "tip_play": "Start a game against a person or the computer",
        "kinds": {
            "explain": "Read",
            "show": "Watch",
            "try": "Your move",
            "question": "Question",
        },
    },
    "fr": {
        "lesson": "Leçon {n} sur {total}",
        "step": "Étape {n} sur {total}",
        "back": "◂ Retour",
        "next": "Suivant ▸",
        "next_lesson": "Leçon suivante ▸",
        "restart": "Recommencer l'étape",
        "hint": "Indice",
        "replay": "Revoir",
        "lessons": "Toutes les leçons…",
        "rules": "Règles…",
        "leave": "Quitter le tutoriel",
        "play": "Jouer une vraie partie",
        "finished": "Vous avez fini toutes les leçons de {game}. Prêt pour une vraie partie ?",
        "tip_hint": "Que faire, et où (Ctrl+H)",
        "tip_replay": "Rejouer les coups de cette étape",
        "tip_restart": "Remettre le plateau comme au début de l'étape",
        "tip_back": "L'étape précédente (Page précédente)",
        "tip_next": "L'étape suivante (Page suivante)",
        "tip_lessons": "Toutes les leçons, et où vous en êtes",
        "tip_rules": "Les règles de ce jeu, en bref",
        "tip_leave": "Retour à votre partie, ou à l'écran d'accueil",
        "tip_play": "Commencer une partie contre une personne ou l'ordinateur",
        "kinds": {
            "explain": "Lire",
            "show": "Regarder",
            "try": "À vous",
            "question": "Question",
        },
    },
}


def label(language: str, key: str) -> str:
    table = LABELS.get(language, LABELS["en"])
    value = table.get(key, LABELS["en"][key])
    assert isinstance(value, str)
    return value


def kind_label(language: str, kind: str) -> str:
    table = LABELS.get(language, LABELS["en"])["kinds"]
    assert isinstance(table, dict)
    return str(table[kind])


class LessonPanel(QFrame):
    """Shows ``controller``'s step; its buttons drive it. ``lessons_wanted``, ``rules_wanted``,
    ``leave_wanted`` and ``play_wanted`` are for the window (the browser, the rules reference,
    back to a game, a real game of this one)."""

    lessons_wanted = Signal()
    rules_wanted = Signal()
    leave_wanted = Signal()
    play_wanted = Signal()

    def __init__(self, controller: TutorialController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("lessonPanel")
        self.controller = controller
        column = QVBoxLayout(self)
        column.setContentsMargins(10, 10, 10, 10)
        column.setSpacing(8)
        self.where = QLabel(self)
        self.where.setObjectName("lessonWhere")
        self.title = QLabel(self)
        self.title.setObjectName("lessonTitle")
        self.title.setWordWrap(True)
        self.step_line = QLabel(self)
        self.step_line.setObjectName("lessonStep")
        self.step_line.setWordWrap(True)
        column.addWidget(self.where)
        column.addWidget(self.title)
        column.addWidget(self.step_line)
        self.text = QLabel(self)
        self.text.setObjectName("lessonText")
        self.text.setWordWrap(True)
        self.text.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.text.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        scroll = QScrollArea(self)
        scroll.setObjectName("lessonScroll")
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        inner = QWidget(scroll)
        inner.setObjectName("lessonInner")
        inner_column = QVBoxLayout(inner)
        inner_column.setContentsMargins(0, 0, 4, 0)
        inner_column.addWidget(self.text)
        self.feedback = QLabel(inner)
        self.feedback.setObjectName("lessonFeedback")
        self.feedback.setWordWrap(True)
        self.feedback.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        inner_column.addWidget(self.feedback)
        inner_column.addStretch(1)
        scroll.setWidget(inner)
        column.addWidget(scroll, 1)
        helpers = QHBoxLayout()
        self.hint_button = QPushButton(self)
        self.replay_button = QPushButton(self)
        self.restart_button = QPushButton(self)
        for button in (self.hint_button, self.replay_button):
            helpers.addWidget(button)
        column.addLayout(helpers)
        column.addWidget(self.restart_button)
        moving = QHBoxLayout()
        self.back_button = QPushButton(self)
        self.next_button = QPushButton(self)
        self.next_button.setObjectName("lessonNext")
        moving.addWidget(self.back_button)
        moving.addWidget(self.next_button)
        column.addLayout(moving)
        self.play_button = QPushButton(self)
        self.play_button.setObjectName("lessonPlay")
        column.addWidget(self.play_button)
        line = QFrame(self)
        line.setFrameShape(QFrame.Shape.HLine)
        column.addWidget(line)
        self.lessons_button = QPushButton(self)
        self.rules_button = QPushButton(self)
        self.leave_button = QPushButton(self)
        others = QHBoxLayout()
        others.addWidget(self.lessons_button)
        others.addWidget(self.rules_button)
        column.addLayout(others)
        column.addWidget(self.leave_button)
        self.hint_button.clicked.connect(controller.hint)
        self.replay_button.clicked.connect(controller.replay)
        self.restart_button.clicked.connect(controller.restart)
        self.back_button.clicked.connect(controller.back)
        self.next_button.clicked.connect(controller.next)
        self.play_button.clicked.connect(self.play_wanted)
        self.lessons_button.clicked.connect(self.lessons_wanted)
        self.rules_button.clicked.connect(self.rules_wanted)
        self.leave_button.clicked.connect(self.leave_wanted)
        controller.changed.connect(self.refresh)
        self.refresh()

    def refresh(self) -> None:
        c = self.controller
        language = c.language
        for button, key in (
            (self.hint_button, "hint"),
            (self.replay_button, "replay"),
            (self.restart_button, "restart"),
            (self.back_button, "back"),
            (self.lessons_button, "lessons"),
            (self.rules_button, "rules"),
            (self.leave_button, "leave"),
            (self.play_button, "play"),
            (self.next_button, "next"),  # "Next lesson" instead at a lesson's end (below)
        ):
            button.setText(label(language, key))
        for button, key in (
            (self.hint_button, "tip_hint"),
            (self.replay_button, "tip_replay"),
            (self.restart_button, "tip_restart"),
            (self.back_button, "tip_back"),
            (self.next_button, "tip_next"),
            (self.lessons_button, "tip_lessons"),
            (self.rules_button, "tip_rules"),
            (self.leave_button, "tip_leave"),
            (self.play_button, "tip_play"),
        ):
            button.setToolTip(label(language, key))
            button.setAccessibleDescription(label(language, key))
            button.setAccessibleName(button.text().strip("◂▸ "))
        self.hint_button.setShortcut(QKeySequence("Ctrl+H"))  # after setText, which drops it
        if not c.active or not c.lessons:
            return
        lesson, step = c.lesson, c.step
        self.where.setText(
            label(language, "lesson").format(n=c.lesson_index + 1, total=len(c.lessons))
        )
        self.title.setText(lesson.title(language))
        total = len(lesson.steps)
        dots = "".join("●" if n <= c.step_index else "○" for n in range(total))
        step_text = label(language, "step").format(n=c.step_index + 1, total=total)
        self.step_line.setText(f"{step_text} · {kind_label(language, step.kind)}   {dots}")
        self.text.setText(step.text(language))
        feedback = c.feedback
        if c.finished_everything:
            game = c.model.game.title
            feedback_text = f"{feedback.text} {label(language, 'finished').format(game=game)}"
        else:
            feedback_text = feedback.text
        self.feedback.setText(feedback_text)
        self.feedback.setVisible(bool(feedback_text))
        self.feedback.setProperty("kind", feedback.kind or "info")
        self.feedback.style().unpolish(self.feedback)
        self.feedback.style().polish(self.feedback)
        asks = step.kind in ("try", "question")
        self.hint_button.setVisible(asks)
        self.hint_button.setEnabled(asks and not c.done)
        self.replay_button.setVisible(step.kind == "show")
        self.restart_button.setVisible(step.kind in ("try", "question", "show"))
        self.back_button.setEnabled(c.can_go_back())
        self.next_button.setEnabled(c.can_go_next())
        last_of_lesson = c.is_last_step and not c.is_last_lesson
        self.next_button.setText(label(language, "next_lesson" if last_of_lesson else "next"))
        self.next_button.setAccessibleName(self.next_button.text().strip("◂▸ "))
        # setText drops a button's shortcut (it takes the text's mnemonic): set them after
        self.back_button.setShortcut(QKeySequence(Qt.Key.Key_PageUp))
        self.next_button.setShortcut(QKeySequence(Qt.Key.Key_PageDown))
        self.next_button.setProperty("ready", c.done)
        self.next_button.style().unpolish(self.next_button)
        self.next_button.style().polish(self.next_button)
        self.play_button.setVisible(c.finished_everything)
