"""The browsers — every game's lessons with how far each has been followed, every game's
puzzles with the ones solved ticked — and the rules reference."""

from __future__ import annotations

import html
from collections.abc import Callable

from PySide6.QtCore import QUrl, Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QPushButton,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from core.api import Game
from core.registry import kit_of, make_game
from core.study.perfect import plays, start_value
from core.study.puzzles import Puzzle, puzzles_of
from core.study.tutorial import Lesson, lessons_of, reference_of
from desktop.i18n import QT_TR_NOOP, fill, tr
from desktop.i18n.language import current_language
from desktop.study.kind import StudyKind
from desktop.study.parts import StudyBrowser, TickedBrowser
from desktop.study.progress import Progress, star_line
from desktop.study.puzzle_panel import describe
from desktop.study.puzzle_panel import text as puzzle_words

WORDS = {
    "title": QT_TR_NOOP("Learn to play"),
    "intro": QT_TR_NOOP("Each lesson shows a rule on the real board, then asks you to play it."),
    "start": QT_TR_NOOP("Start"),
    "continue": QT_TR_NOOP("Continue"),
    "again": QT_TR_NOOP("Start again"),
    "rules": QT_TR_NOOP("Rules of {game}"),
    "done": QT_TR_NOOP("done"),
    "steps": QT_TR_NOOP("{n} steps"),
    "reached": QT_TR_NOOP("step {n} of {total}"),
    "new": QT_TR_NOOP("not started"),
    "taught": QT_TR_NOOP("Learn it by doing: lesson {n}, {title}"),
    "options": QT_TR_NOOP("Options"),
    "reference": QT_TR_NOOP("{game}: the rules"),
    "practice": QT_TR_NOOP("Practice against the computer…"),
    "practice_tip": QT_TR_NOOP(
        "Positions of {game} with a goal against the strongest level, proven reachable"
    ),
}


def words(key: str) -> str:
    """One of the browsers' words (``WORDS``) in the language of this run."""
    return tr(WORDS[key])


def lesson_state(lesson: Lesson, progress: Progress) -> str:
    """Words for how far ``lesson`` was followed."""
    total = len(lesson.steps)
    if progress.done(lesson):
        earned = progress.stars(lesson)
        return f"✓ {words('done')} {star_line(earned)}" if earned else f"✓ {words('done')}"
    reached = progress.reached(lesson)
    if reached:
        return words("reached").format(n=reached, total=total)
    return words("new")


class LessonBrowser(StudyBrowser):
    """One tab per game: its lessons, each with its summary and progress. ``chosen`` carries
    the game, the lesson's index and the step to start from (0 to start; where the learner
    stopped to continue)."""

    chosen = Signal(str, int, int)
    rules_wanted = Signal(str)
    practice_wanted = Signal(str)

    def __init__(
        self,
        game_name: str | None = None,
        progress: Progress | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(words("title"), words("intro"), _lessons, "lessonList", parent)
        self.progress = progress or Progress(StudyKind.LESSON)
        self.lessons: dict[str, list[Lesson]] = {
            name: [item for item in items if isinstance(item, Lesson)]
            for name, items in self.items.items()
        }
        for name, listing in self.lists.items():
            title = kit_of(name).game.title
            listing.setAccessibleName(fill(tr("Lessons of {game}"), game=title))
            listing.setAccessibleDescription(tr("Enter opens the lesson chosen"))
            listing.currentRowChanged.connect(lambda _row: self._refresh_buttons())
        self.rules_button = QPushButton(self)
        self.rules_button.clicked.connect(lambda: self.rules_wanted.emit(self.current_game()))
        self.again_button = QPushButton(words("again"), self)
        self.again_button.clicked.connect(lambda: self._open(self.current_game(), resume=False))
        self.start_button = QPushButton(words("start"), self)
        self.start_button.setDefault(True)
        self.start_button.clicked.connect(lambda: self._open(self.current_game(), resume=True))
        self.practice_button = QPushButton(words("practice"), self)
        self.practice_button.setObjectName("practiceButton")
        self.practice_button.clicked.connect(self._practise)
        self.row.addWidget(self.rules_button)
        self.row.addWidget(self.practice_button)
        self.row.addStretch(1)
        self.row.addWidget(self.again_button)
        self.row.addWidget(self.start_button)
        self.closing_buttons()
        self.tabs.currentChanged.connect(lambda _index: self._refresh_buttons())
        self.refresh()
        self.show_game(game_name)
        self._refresh_buttons()

    def refresh(self) -> None:
        """List every lesson with its progress; select the first one not finished."""
        language = current_language()
        for name, lessons in self.lessons.items():
            lines = [
                (
                    f"{number}. {lesson.title(language)}   ({lesson_state(lesson, self.progress)})"
                    f"\n{lesson.summary(language)}",
                    words("steps").format(n=len(lesson.steps)),
                )
                for number, lesson in enumerate(lessons, 1)
            ]
            finished = [self.progress.done(lesson) for lesson in lessons]
            self.put(name, lines, finished.index(False) if False in finished else 0)

    def _refresh_buttons(self) -> None:
        if not self.lists:
            return
        name = self.current_game()
        title = kit_of(name).game.title
        self.rules_button.setText(fill(words("rules"), game=title))
        self.practice_button.setToolTip(fill(words("practice_tip"), game=title))
        self.practice_button.setVisible(kit_of(name).practice is not None)
        lesson = self.lessons[name][self.current_row(name)]
        reached = self.progress.reached(lesson)
        resumable = 1 < reached < len(lesson.steps) and not self.progress.done(lesson)
        self.start_button.setText(words("continue") if resumable else words("start"))
        self.again_button.setVisible(resumable)

    def open_chosen(self, name: str) -> None:
        self._open(name, resume=True)

    def _practise(self) -> None:
        """The practices of the game shown (the browser of lessons closes)."""
        self.practice_wanted.emit(self.current_game())
        self.accept()

    def _open(self, name: str, resume: bool) -> None:
        row = self.current_row(name)
        lesson = self.lessons[name][row]
        step = 0
        if resume and not self.progress.done(lesson):
            step = max(0, min(self.progress.reached(lesson), len(lesson.steps)) - 1)
        self.chosen.emit(name, row, step)
        self.accept()


def _lessons(name: str) -> list[object]:
    return list(lessons_of(name))


class PuzzleBrowser(TickedBrowser):
    """One tab per game: its puzzles, the solved ones ticked. ``chosen`` carries the game and
    the puzzle's index."""

    def __init__(
        self,
        game_name: str | None = None,
        progress: Progress | None = None,
        parent: QWidget | None = None,
    ) -> None:
        title, intro = puzzle_words("browser_title"), puzzle_words("browser_intro")
        listed = (tr("Puzzles of {game}"), tr("Enter opens the puzzle chosen"))
        super().__init__(title, intro, _puzzles, "puzzleList", puzzle_words, listed, parent)
        self.progress = progress or Progress(StudyKind.PUZZLE)
        self.finish(game_name)

    def is_done(self, item: Puzzle) -> bool:
        return self.progress.done(item)

    def describe(self, item: Puzzle) -> str:
        return describe(item)

    def forget_game(self, game_name: str) -> None:
        self.progress.forget(game_name)


def _puzzles(name: str) -> list[object]:
    return list(puzzles_of(name))


def reference_html(game_name: str, language: str, coloured: Callable[[str], str] = str) -> str:
    """The game's rules reference as a page: each section, and a link to the lesson that
    teaches it (``lesson:INDEX``); ``coloured`` names the players' colours as the palette in
    use draws them ("Red" reads "Yellow" where it is drawn yellow)."""
    title = kit_of(game_name).game.title
    lessons = lessons_of(game_name)
    index_of = {lesson.id: n for n, lesson in enumerate(lessons)}
    parts = [f"<h2>{html.escape(fill(words('reference'), game=title))}</h2>"]
    for section in reference_of(game_name):
        parts.append(f"<h3>{html.escape(coloured(section.title(language)))}</h3>")
        parts.append(f"<p>{_marked(coloured(section.text(language)))}</p>")
        if section.lesson in index_of:
            n = index_of[section.lesson]
            taught = words("taught").format(n=n + 1, title=lessons[n].title(language))
            parts.append(f'<p>▸ <a href="lesson:{n}">{html.escape(taught)}</a></p>')
    solved = solved_here(make_game(game_name))
    if solved:
        parts.append(f"<p>{html.escape(solved)}</p>")
    return "\n".join(parts)


def solved_here(game: Game) -> str:
    """What the table of ``game``'s rules built on this machine says of the start, in a
    sentence ("" for a game no table is built for, or where the solver cannot run)."""
    if not plays(game):
        return ""
    value = start_value(game)
    if value is None:
        return tr(
            "No table of perfect play has been built on this machine yet: Game › Perfect play "
            "for Pylos… builds it."
        )
    if value.result == "draw":
        return tr("The table built on this machine says: with perfect play, the game is a draw.")
    if value.result == "win":
        words = tr("The table built on this machine says: the first player wins in {plies} turns.")
    else:
        words = tr("The table built on this machine says: the first player loses in {plies} turns.")
    return fill(words, plies=value.plies)


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

    def __init__(
        self,
        game_name: str,
        parent: QWidget | None = None,
        coloured: Callable[[str], str] = str,
    ) -> None:
        super().__init__(parent)
        self.game_name = game_name
        title = kit_of(game_name).game.title
        self.setWindowTitle(fill(words("rules"), game=title))
        self.resize(620, 640)
        column = QVBoxLayout(self)
        self.browser = QTextBrowser(self)
        self.browser.setObjectName("rulesText")
        self.browser.setAccessibleName(fill(words("rules"), game=title))
        self.browser.setOpenLinks(False)
        self.browser.setHtml(reference_html(game_name, current_language(), coloured))
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
