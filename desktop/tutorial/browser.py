"""The lessons of every game, with how far each has been followed, and the rules reference."""

from __future__ import annotations

import html

from PySide6.QtCore import QUrl, Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QTabWidget,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from core.registry import game_names, kit_of
from core.tutorial import Lesson, lessons_of, reference_of
from desktop.i18n import tr
from desktop.language import current_language
from desktop.tutorial.controller import Progress

WORDS = {
    "en": {
        "title": "Learn to play",
        "intro": "Each lesson shows a rule on the real board, then asks you to play it.",
        "start": "Start",
        "continue": "Continue",
        "again": "Start again",
        "rules": "Rules of {game}",
        "done": "done",
        "steps": "{n} steps",
        "reached": "step {n} of {total}",
        "new": "not started",
        "taught": "Learn it by doing: lesson {n}, {title}",
        "options": "Options",
        "reference": "{game}: the rules",
    },
    "fr": {
        "title": "Apprendre à jouer",
        "intro": "Chaque leçon montre une règle sur le vrai plateau, puis vous la fait jouer.",
        "start": "Commencer",
        "continue": "Continuer",
        "again": "Recommencer",
        "rules": "Règles de {game}",
        "done": "faite",
        "steps": "{n} étapes",
        "reached": "étape {n} sur {total}",
        "new": "pas commencée",
        "taught": "Apprenez-la en jouant : leçon {n}, {title}",
        "options": "Options",
        "reference": "{game} : les règles",
    },
}


def words(key: str) -> str:
    return WORDS.get(current_language(), WORDS["en"]).get(key) or WORDS["en"][key]


def lesson_state(lesson: Lesson, progress: Progress) -> str:
    """Words for how far ``lesson`` was followed."""
    total = len(lesson.steps)
    if progress.finished(lesson):
        return f"✓ {words('done')}"
    reached = progress.reached(lesson)
    if reached:
        return words("reached").format(n=reached, total=total)
    return words("new")


class LessonBrowser(QDialog):
    """One tab per game: its lessons, each with its summary and progress. ``chosen`` carries
    the game, the lesson's index and the step to start from (0 to start; where the learner
    stopped to continue)."""

    chosen = Signal(str, int, int)
    rules_wanted = Signal(str)

    def __init__(
        self,
        game_name: str | None = None,
        progress: Progress | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(words("title"))
        self.progress = progress or Progress()
        self.resize(640, 520)
        column = QVBoxLayout(self)
        intro = QLabel(words("intro"), self)
        intro.setWordWrap(True)
        column.addWidget(intro)
        self.tabs = QTabWidget(self)
        self.tabs.setAccessibleName(tr("Games"))
        self.lists: dict[str, QListWidget] = {}
        self.lessons: dict[str, list[Lesson]] = {}
        for name in game_names():
            lessons = lessons_of(name)
            if not lessons:
                continue
            self.lessons[name] = lessons
            page = QWidget(self.tabs)
            inner = QVBoxLayout(page)
            listing = QListWidget(page)
            listing.setObjectName("lessonList")
            listing.setWordWrap(True)
            listing.setAccessibleName(tr("Lessons of {game}").format(game=kit_of(name).game.title))
            listing.setAccessibleDescription(tr("Enter opens the lesson chosen"))
            listing.itemActivated.connect(lambda _item, n=name: self._open(n, resume=True))
            listing.itemDoubleClicked.connect(lambda _item, n=name: self._open(n, resume=True))
            listing.currentRowChanged.connect(lambda _row: self._refresh_buttons())
            inner.addWidget(listing, 1)
            self.lists[name] = listing
            self.tabs.addTab(page, kit_of(name).game.title)
        column.addWidget(self.tabs, 1)
        row = QHBoxLayout()
        self.rules_button = QPushButton(self)
        self.rules_button.clicked.connect(lambda: self.rules_wanted.emit(self.current_game()))
        row.addWidget(self.rules_button)
        row.addStretch(1)
        self.again_button = QPushButton(words("again"), self)
        self.again_button.clicked.connect(lambda: self._open(self.current_game(), resume=False))
        self.start_button = QPushButton(words("start"), self)
        self.start_button.setDefault(True)
        self.start_button.clicked.connect(lambda: self._open(self.current_game(), resume=True))
        row.addWidget(self.again_button)
        row.addWidget(self.start_button)
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        close.rejected.connect(self.reject)
        close.button(QDialogButtonBox.StandardButton.Close).setAccessibleName(tr("Close"))
        row.addWidget(close)
        column.addLayout(row)
        self.tabs.currentChanged.connect(lambda _index: self._refresh_buttons())
        self.refresh()
        if game_name in self.lists:
            self.tabs.setCurrentIndex(list(self.lists).index(game_name))
        self._refresh_buttons()

    def current_game(self) -> str:
        return list(self.lists)[self.tabs.currentIndex()]

    def refresh(self) -> None:
        """List every lesson with its progress; select the first one not finished."""
        language = current_language()
        for name, listing in self.lists.items():
            listing.clear()
            first_open = None
            for number, lesson in enumerate(self.lessons[name], 1):
                state = lesson_state(lesson, self.progress)
                item = QListWidgetItem(
                    f"{number}. {lesson.title(language)}   ({state})\n{lesson.summary(language)}"
                )
                item.setToolTip(words("steps").format(n=len(lesson.steps)))
                listing.addItem(item)
                if first_open is None and not self.progress.finished(lesson):
                    first_open = number - 1
            listing.setCurrentRow(first_open if first_open is not None else 0)

    def _refresh_buttons(self) -> None:
        if not self.lists:
            return
        name = self.current_game()
        self.rules_button.setText(words("rules").format(game=kit_of(name).game.title))
        row = self.lists[name].currentRow()
        lesson = self.lessons[name][max(row, 0)]
        reached = self.progress.reached(lesson)
        resumable = 1 < reached < len(lesson.steps) and not self.progress.finished(lesson)
        self.start_button.setText(words("continue") if resumable else words("start"))
        self.again_button.setVisible(resumable)

    def _open(self, name: str, resume: bool) -> None:
        row = max(self.lists[name].currentRow(), 0)
        lesson = self.lessons[name][row]
        step = 0
        if resume and not self.progress.finished(lesson):
            step = max(0, min(self.progress.reached(lesson), len(lesson.steps)) - 1)
        self.chosen.emit(name, row, step)
        self.accept()


def reference_html(game_name: str, language: str) -> str:
    """The game's rules reference as a page: each section, and a link to the lesson that
    teaches it (``lesson:INDEX``)."""
    title = kit_of(game_name).game.title
    lessons = lessons_of(game_name)
    index_of = {lesson.id: n for n, lesson in enumerate(lessons)}
    parts = [f"<h2>{html.escape(words('reference').format(game=title))}</h2>"]
    for section in reference_of(game_name):
        parts.append(f"<h3>{html.escape(section.title(language))}</h3>")
        parts.append(f"<p>{_marked(section.text(language))}</p>")
        if section.lesson in index_of:
            n = index_of[section.lesson]
            taught = words("taught").format(n=n + 1, title=lessons[n].title(language))
            parts.append(f'<p>▸ <a href="lesson:{n}">{html.escape(taught)}</a></p>')
    return "\n".join(parts)


ALLOWED_TAGS = ("b", "i", "em", "strong")


def _marked(text: str) -> str:
    """A reference text as HTML: everything escaped but a few emphasis tags."""
    escaped = html.escape(text, quote=False)
    for tag in ALLOWED_TAGS:
        escaped = escaped.replace(f"&lt;{tag}&gt;", f"<{tag}>").replace(
            f"&lt;/{tag}&gt;", f"</{tag}>"
        )
    return escaped


class RulesDialog(QDialog):
    """A game's rules reference, in our own words; each section links to its lesson
    (``lesson_wanted`` carries the game and the lesson's index)."""

    lesson_wanted = Signal(str, int)

    def __init__(self, game_name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game_name = game_name
        title = kit_of(game_name).game.title
        self.setWindowTitle(words("rules").format(game=title))
        self.resize(620, 640)
        column = QVBoxLayout(self)
        self.browser = QTextBrowser(self)
        self.browser.setObjectName("rulesText")
        self.browser.setAccessibleName(words("rules").format(game=title))
        self.browser.setOpenLinks(False)
        self.browser.setHtml(reference_html(game_name, current_language()))
        self.browser.anchorClicked.connect(self._follow)
        column.addWidget(self.browser, 1)
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        close.rejected.connect(self.reject)
        close.button(QDialogButtonBox.StandardButton.Close).setAccessibleName(tr("Close"))
        column.addWidget(close)

    def _follow(self, url: QUrl) -> None:
        text = url.toString()
        if text.startswith("lesson:") and text[7:].isdigit():
            self.lesson_wanted.emit(self.game_name, int(text[7:]))
            self.accept()
