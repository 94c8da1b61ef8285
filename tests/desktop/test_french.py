"""In French, no English: a game of each game played to its end (refused clicks, the players'
panels, the move list, the message line, the board's labels), a lesson of each game, the start
screen and its pictures, the puzzle browser, the New Game dialog with each game chosen in turn,
every palette's names for the players — and not one word of the program's English shows
(``tests/desktop/words_on_screen.py`` says how a word is known to be English)."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from core.registry import game_names, make_game
from core.study.tutorial import lessons_of
from desktop.board2d.pieces import raw_of
from desktop.i18n.language import choose_for_this_run
from desktop.look import theme
from desktop.study.browser import LessonBrowser, PuzzleBrowser, RulesDialog
from desktop.study.kind import StudyKind
from desktop.window import start_screen
from desktop.window.main_window import MainWindow
from desktop.window.new_game import NewGameDialog
from tests.core.test_record import finished_game
from tests.desktop.words_on_screen import english, words_in

pytestmark = pytest.mark.window(view="both")


@pytest.fixture
def french(window: MainWindow) -> Iterator[MainWindow]:
    window.preferences.set_language("fr")
    try:
        yield window
    finally:
        window.preferences.set_language("en")
        choose_for_this_run(None)


def settle() -> None:
    for _ in range(4):
        QApplication.processEvents()


def seen(top: QWidget, what: str) -> list[tuple[str, str]]:
    settle()
    return [(f"{what} · {where}", text) for where, text in words_in(top)]


def refused_clicks(window: MainWindow, rng: random.Random) -> None:
    """A few clicks on the board's places, most of them refused: each says why, in words."""
    scene = window.game_page.board2d.scene()
    raws = [raw for raw in {raw_of(item) for item in scene.items()} if raw is not None]
    before = window.model.cursor
    for raw in rng.sample(raws, min(6, len(raws))):
        window.model.click(raw)
        window.model.cancel_move()
        while window.model.cursor > before:  # a click that played: taken back
            window.model.undo()


@pytest.mark.slow
@pytest.mark.parametrize("name", game_names())
def test_a_game_played_in_french_shows_no_english(
    qtbot: QtBot, french: MainWindow, name: str
) -> None:
    window = french
    rng = random.Random(4)
    shown: list[tuple[str, str]] = []
    game = make_game(name)
    moves = finished_game(game, 5)
    window.session.start_game(game, moves=[])  # the seats named by the game: its colours
    for number, move in enumerate(moves):
        if number % max(1, len(moves) // 6) == 0:
            refused_clicks(window, rng)
            shown += seen(window, f"move {number}")
        window.model.play(move)
    window.game_page.finish_animations()
    shown += seen(window, "the end")
    # the other palettes name the colours otherwise: the end again, and two moves taken back
    for palette in theme.PALETTES:
        window.preferences.set_palette(palette, remember_it=False)
        window.session.start_game(game, moves=[str(move) for move in moves])
        shown += seen(window, f"{palette}, the end")
        window.model.undo()
        window.model.undo()
        shown += seen(window, f"{palette}, two moves taken back")
    window.preferences.set_palette("standard", remember_it=False)
    slips = english(shown)
    assert slips == [], "\n".join(slips)


@pytest.mark.parametrize("name", game_names())
def test_a_lesson_in_french_shows_no_english(qtbot: QtBot, french: MainWindow, name: str) -> None:
    window = french
    shown: list[tuple[str, str]] = []
    for index, lesson in enumerate(lessons_of(name)[:2]):
        for step in range(len(lesson.steps)):
            window.session.start_study(StudyKind.LESSON, name, index, step)
            shown += seen(window, f"lesson {index + 1} step {step + 1}")
            window.game_page.lesson_panel.hint_button.click()
            shown += seen(window, f"lesson {index + 1} step {step + 1}, a hint")
    window.session.leave_study()
    slips = english(shown)
    assert slips == [], "\n".join(slips)


def test_the_start_screen_browsers_and_dialogs_in_french_show_no_english(
    qtbot: QtBot, french: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = french
    labels: list[str] = []
    original = start_screen.preview

    def recorded(name: str, width: int = 300):  # type: ignore[no-untyped-def]
        from desktop.board2d.scene import BoardScene

        add_label = BoardScene.add_label

        def add(self: BoardScene, text: str, *args: object, **kwargs: object):  # type: ignore[no-untyped-def]
            labels.append(text)
            return add_label(self, text, *args, **kwargs)  # type: ignore[arg-type]

        monkeypatch.setattr(BoardScene, "add_label", add)
        try:
            return original(name, width)
        finally:
            monkeypatch.setattr(BoardScene, "add_label", add_label)

    monkeypatch.setattr(start_screen, "preview", recorded)
    # Drawn afresh, not taken from the pictures an earlier test of this process had drawn.
    monkeypatch.setattr(start_screen, "_previews", {})
    shown: list[tuple[str, str]] = []
    for palette in theme.PALETTES:
        window.preferences.set_palette(palette, remember_it=False)
        window.session.show_start()
        shown += seen(window, f"{palette}, start screen")
    window.preferences.set_palette("standard", remember_it=False)
    shown += [("start screen picture", text) for text in labels]
    for name in game_names():
        for dialog in (
            LessonBrowser(name, parent=window),
            PuzzleBrowser(name, parent=window),
            RulesDialog(name, window),
        ):
            dialog.show()
            shown += seen(dialog, f"{type(dialog).__name__} of {name}")
            dialog.close()
    new_game = NewGameDialog(game_names()[0], parent=window)
    new_game.show()
    for name in [*game_names(), game_names()[0]]:
        new_game.game_box.setCurrentIndex(new_game.game_box.findData(name))
        shown += seen(new_game, f"New Game dialog, {name}")
    new_game.close()
    assert labels, "the start screen's pictures were drawn"
    slips = english(shown)
    assert slips == [], "\n".join(slips)


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_window_fits_a_1024_by_600_screen_in_either_language(
    qtbot: QtBot, window: MainWindow, language: str
) -> None:
    """The start screen, a game, a lesson and a puzzle each let the window shrink to 1024×600
    (the French words are longer), and the lesson panel's check box shows its words whole."""
    window.preferences.set_language(language)
    try:
        session = window.session
        for show in (
            session.show_start,
            lambda: session.start_game(make_game("ambush")),
            lambda: session.start_study(StudyKind.LESSON, "ambush", 4, 0),
            lambda: session.start_study(StudyKind.PUZZLE, "pylon", 0),
        ):
            show()
            window.resize(1024, 600)
            settle()
            assert window.width() <= 1024 and window.height() <= 600, (show, window.size())
        box = window.game_page.lesson_panel.go_on_box
        session.start_study(StudyKind.LESSON, "ambush", 4, 0)
        settle()
        assert box.isVisible() and box.width() >= box.sizeHint().width(), box.text()
    finally:
        window.preferences.set_language("en")
        choose_for_this_run(None)


@pytest.mark.parametrize("width", [1024, 1150, 1280])
def test_no_two_words_of_the_ambush_board_overlap_in_french(
    qtbot: QtBot, french: MainWindow, width: int
) -> None:
    """The trays' titles ("0 point capturé", "mis de côté") share a line beside the board when
    it is tall (beside a lesson): they keep apart, elided if need be."""
    from desktop.board2d.pieces import TextItem

    window = french
    window.session.start_study(StudyKind.LESSON, "ambush", 4, 0)  # the board is tall beside it
    window.resize(width, 600)
    settle()
    scene = window.game_page.board2d.scene()
    assert scene is not None and getattr(scene, "arrangement", "") == "tall"
    texts = [item for item in scene.items() if isinstance(item, TextItem) and item.isVisible()]
    boxes = [(item.shown, item.sceneBoundingRect()) for item in texts if item.shown.strip()]
    words = [text for text, _ in boxes]
    assert "mis de côté" in words and "0 point capturé" in words, words  # whole, not elided
    crossing = [
        (a, b)
        for i, (a, box_a) in enumerate(boxes)
        for b, box_b in boxes[i + 1 :]
        if box_a.intersected(box_b).width() > 1 and box_a.intersected(box_b).height() > 1
    ]
    assert crossing == []


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_study_browsers_show_every_line_whole(
    qtbot: QtBot, window: MainWindow, language: str
) -> None:
    """Every lesson's, puzzle's and practice's line wraps within its row: as high as its words
    need at the list's width, never cut short, and no sideways scroll bar."""
    from PySide6.QtCore import QRect, Qt
    from PySide6.QtWidgets import QStyle, QStyledItemDelegate, QStyleOptionViewItem

    from desktop.study.practice_panel import PracticeBrowser

    window.preferences.set_language(language)
    try:
        for browser in (
            LessonBrowser("ambush", parent=window),
            PuzzleBrowser("ambush", parent=window),
            PracticeBrowser("ambush", parent=window),
        ):
            browser.show()
            for name, listing in browser.lists.items():
                browser.show_game(name)
                settle()
                width = listing.viewport().width()
                metrics = listing.fontMetrics()
                assert not listing.horizontalScrollBar().isVisible(), (browser, name)
                delegate = listing.itemDelegate()
                assert isinstance(delegate, QStyledItemDelegate)
                for row in range(listing.count()):
                    item = listing.item(row)
                    option = QStyleOptionViewItem()
                    option.initFrom(listing)
                    option.rect = listing.visualItemRect(item)
                    option.features |= QStyleOptionViewItem.ViewItemFeature.WrapText
                    delegate.initStyleOption(option, listing.indexFromItem(item))
                    # where the style draws the words (inside the style sheet's padding)
                    text = listing.style().subElementRect(
                        QStyle.SubElement.SE_ItemViewItemText, option, listing
                    )
                    flags = int(Qt.TextFlag.TextWordWrap)
                    box = QRect(0, 0, max(text.width() - 4, 1), 10_000)  # the style's margins
                    needed = metrics.boundingRect(box, flags, item.text())
                    assert text.height() >= needed.height(), (name, item.text(), text, width)
            browser.close()
    finally:
        window.preferences.set_language("en")
        choose_for_this_run(None)


def test_french_counts_the_analysis_in_the_games_unit(window: MainWindow) -> None:
    from core.registry import make_game
    from core.study.analysis import UNIT, Verdict
    from desktop.model import Seat
    from desktop.panels.mistakes import amount_of, verdict_words

    window.session.start_game(make_game("pylos"), (Seat("Ann"), Seat("Bob")))
    lead, names = Verdict(int(2.2 * UNIT)), ("Ann", "Bob")
    assert verdict_words(lead, names, amount_of(window.model)) == "Ann ahead by about 2 balls"
    window.preferences.set_language("fr")
    try:
        amount = amount_of(window.model)
        assert verdict_words(lead, names, amount) == "Ann mène d'environ 2 billes"
        assert verdict_words(Verdict(-UNIT), names, amount) == "Bob mène d'environ 1 bille"
    finally:
        window.preferences.set_language("en")
