"""The lesson beside the board: where we are, the step's words, what the learner just did, and
the buttons to move through the lessons."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import (
    QWidget,
)

from desktop.study.lessons import TutorialController
from desktop.study.parts import StudyPanel, restyle

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


class LessonPanel(StudyPanel):
    """Shows ``controller``'s step; its buttons drive it. ``lessons_wanted``, ``rules_wanted``,
    ``leave_wanted`` and ``play_wanted`` are for the window (the browser, the rules reference,
    back to a game, a real game of this one)."""

    lessons_wanted = Signal()
    rules_wanted = Signal()
    leave_wanted = Signal()
    play_wanted = Signal()

    def __init__(self, controller: TutorialController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.step_line = self.detail
        self.hint_button, self.replay_button = self.buttons(2)
        (self.restart_button,) = self.buttons(1)
        self.back_button, self.next_button = self.buttons(2)
        self.next_button.setObjectName("lessonNext")
        (self.play_button,) = self.buttons(1)
        self.play_button.setObjectName("lessonPlay")
        self.line()
        self.lessons_button, self.rules_button = self.buttons(2)
        (self.leave_button,) = self.buttons(1)
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
        self.name_buttons(
            lambda key: label(language, key),
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
        if c.active and c.lessons:
            self._show_step(language)

    def _show_step(self, language: str) -> None:
        c = self.controller
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
        feedback = c.feedback.text
        if c.finished_everything:
            feedback += " " + label(language, "finished").format(game=c.model.game.title)
        self.show_feedback(feedback.strip(), c.feedback.kind)
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
        restyle(self.next_button, "ready", c.done)
        self.play_button.setVisible(c.finished_everything)
