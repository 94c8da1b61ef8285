"""The ways into the lessons: the lesson browser shows the progress kept between runs and
continues where the learner stopped, the rules reference links each section to its lesson, a
game in progress waits while the lessons are open, and the command line opens a lesson's step
(``--tutorial``) or refuses a bad one before any window."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QUrl
from PySide6.QtGui import QImage
from pytestqt.qtbot import QtBot

from core.registry import game_names
from core.study.tutorial import lessons_of
from desktop.app import main
from desktop.study.browser import LessonBrowser, RulesDialog, reference_html
from desktop.study.kind import StudyKind
from desktop.window import dialogs
from desktop.window.main_window import MainWindow
from tests.desktop.conftest import lesson_progress_in


def test_progress_is_remembered_and_shown_in_the_browser(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    name = game_names()[0]
    lessons = lessons_of(name)
    window.session.start_study(StudyKind.LESSON, name, 0, 0)
    panel = window.game_page.lesson_panel
    while window.session.lessons.index == 0:
        qtbot.mouseClick(panel.next_button, Qt.MouseButton.LeftButton)
    window.session.lessons.next()  # lesson 2, step 2
    later = lesson_progress_in(tmp_path)  # a later run reads the same settings
    assert later.reached(lessons[0]) == len(lessons[0].steps)
    assert later.reached(lessons[1]) == 2 and not later.done(lessons[1])
    browser = LessonBrowser(name, later, window)
    qtbot.addWidget(browser)
    listing = browser.lists[name]
    assert "step 2 of" in listing.item(1).text()
    assert listing.currentRow() in (0, 1)
    listing.setCurrentRow(1)
    assert browser.start_button.text() == "Continue"
    chosen: list[tuple[str, int, int]] = []
    browser.chosen.connect(lambda *args: chosen.append(args))
    qtbot.mouseClick(browser.start_button, Qt.MouseButton.LeftButton)
    assert chosen == [(name, 1, 1)]


def test_the_rules_reference_links_each_section_to_its_lesson(
    qtbot: QtBot, window: MainWindow
) -> None:
    for name in game_names():
        page = reference_html(name, "en")
        assert page.count("<h3>") >= 5
        assert 'href="lesson:' in page
    dialog = RulesDialog(game_names()[0], window)
    qtbot.addWidget(dialog)
    opened: list[tuple[str, int]] = []
    dialog.lesson_wanted.connect(lambda n, i: opened.append((n, i)))
    dialog._follow(QUrl("lesson:2"))
    assert opened == [(game_names()[0], 2)]


def test_tutorial_on_the_command_line(tmp_path: Path) -> None:
    out = tmp_path / "step.png"
    name = game_names()[0]
    code = main(["--tutorial", f"{name}:2:1", "--view", "2d", "--export-png", str(out)])
    assert code == 0
    image = QImage(str(out))
    assert image.width() == 1280


@pytest.mark.parametrize(
    ("argument", "words"),
    [
        ("chess", "unknown game"),
        ("pylos:99", "has no lesson '99'"),
        ("pylos:0", "has no lesson '0'"),
        ("pylos:1:99", "has no step '99'"),
        ("pylos:1:x", "has no step 'x'"),
        ("pylos:1:1:1", "GAME[:LESSON[:STEP]]"),
    ],
)
def test_a_bad_tutorial_place_is_refused_before_any_window(argument: str, words: str) -> None:
    result = subprocess.run(
        [sys.executable, "-m", "desktop", "--tutorial", argument],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 2
    assert words in result.stderr
    assert result.stderr.count("\n") == 1


def test_a_game_in_progress_waits_while_the_lessons_are_open(
    qtbot: QtBot, window: MainWindow
) -> None:
    from core.registry import make_game

    name = game_names()[0]
    game = make_game(name)
    state = game.initial_state()
    moves = []
    for _ in range(3):
        move = state.legal_moves()[0]
        moves.append(str(move))
        state = state.apply(move)
    window.session.start_game(game, moves=moves)
    dialogs.open_lessons(window, name)
    browser = window.lesson_browser
    qtbot.mouseClick(browser.start_button, Qt.MouseButton.LeftButton)
    assert window.session.lessons.active and window.model.length == 0
    qtbot.mouseClick(window.game_page.lesson_panel.leave_button, Qt.MouseButton.LeftButton)
    assert window.model.move_texts() == moves
    assert window.pages.currentWidget() is window.game_page
    assert window.model.active_builder() is not None
