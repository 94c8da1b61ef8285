"""Lessons, puzzles and practices are studies the session treats alike: each opens through
``Session.start_study``, shows its panel beside the board, waits behind the start screen and
comes back, lets go of the board when another takes it, and gives the game it interrupted
back when left. A study that has let go of the board says nothing more on it."""

from __future__ import annotations

from itertools import pairwise

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from core.registry import make_game
from core.study.tutorial import lessons_of
from desktop.i18n.language import choose_for_this_run
from desktop.model import Seat
from desktop.session.session import Mode
from desktop.study.kind import StudyKind
from desktop.window.main_window import MainWindow

pytestmark = pytest.mark.window(view="2d")


@pytest.mark.parametrize("kind", list(StudyKind))
def test_each_kind_of_study_opens_waits_and_gives_the_game_back_alike(
    qtbot: QtBot, window: MainWindow, kind: StudyKind
) -> None:
    session, page, model = window.session, window.game_page, window.model
    session.start_game(make_game("pylos"), (Seat("Ann"), Seat("Bob")))
    model.play(model.state.legal_moves()[0])
    session.start_study(kind, "pylon", 1)
    study = session.studies[kind]
    assert session.study is study and study.active and study.kind is kind
    assert study.index == 1 and study.item.game == "pylon" and model.game.name == "pylon"
    assert session.mode is Mode.STUDY and session.studying and not session.playing
    assert page.sidebars.currentWidget() is page.study_panels[kind]
    assert window.windowTitle() == study.window_title()
    assert window.windowTitle().startswith("Pylon ")
    session.show_start()
    assert window.start_screen.back_button.text() == study.back_label()
    qtbot.mouseClick(window.start_screen.back_button, Qt.MouseButton.LeftButton)
    assert session.mode is Mode.STUDY and session.study is study
    assert page.sidebars.currentWidget() is page.study_panels[kind]
    session.leave_study()
    assert not study.active and session.study is None and session.mode is Mode.GAME
    assert model.game.name == "pylos" and model.length == 1 and model.locked is None
    assert page.sidebars.currentWidget() is page.game_sidebar


def test_a_study_lets_go_of_the_board_when_another_takes_it(window: MainWindow) -> None:
    session = window.session
    order = [StudyKind.PRACTICE, StudyKind.LESSON, StudyKind.PUZZLE, StudyKind.PRACTICE]
    for before, after in pairwise(order):
        session.start_study(before, "pylos", 0)
        session.start_study(after, "pylos", 0)
        assert not session.studies[before].active and session.study is session.studies[after]
        assert [study.active for study in session.studies.values()].count(True) == 1
    session.leave_study()  # no game waited: the start screen
    assert session.mode is Mode.START and session.study is None and not session.has_game


def test_a_study_left_says_nothing_more_on_the_board_after_a_change_of_language(
    window: MainWindow,
) -> None:
    """The practice left locked the board with its words; a lesson that read its step's then
    heard them taken over by the practice's "left" at a change of language."""
    lessons = lessons_of("pylos")
    index, step = next(
        (n, s)
        for n, lesson in enumerate(lessons)
        for s, x in enumerate(lesson.steps)
        if x.kind == "explain"
    )
    session, model = window.session, window.model
    session.start_study(StudyKind.PRACTICE, "pylon", 0)
    session.start_study(StudyKind.LESSON, "pylos", index, step)
    assert model.locked == session.lessons.words("explain")
    window.preferences.set_language("fr")
    try:
        assert model.locked == session.lessons.words("explain")
        assert model.locked != session.practice.words("left")
    finally:
        window.preferences.set_language("en")
        choose_for_this_run(None)
    assert model.locked == session.lessons.words("explain")
