"""The tutorial in the window, whole lessons at a time: every lesson of every game followed to its
end by real clicks on the 2D board and on the 3D view (and its choice buttons), its mistakes
made and explained on the way, and both views able to draw everything each step points at.
(A step's own behaviour is ``test_lesson_steps``'s; the ways into the lessons
``test_tutorial_ways_in``'s.)"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from core.clicks import Click
from core.registry import game_names
from core.study.tutorial import Lesson, lessons_of
from desktop.board3d.view import Board3DView
from desktop.study.kind import StudyKind
from desktop.window.main_window import MainWindow
from tests.desktop.clicks import click_raw
from tests.desktop.lesson_mistakes import legal_mistake, lesson_with_a_wrong_move

Clicker = Callable[[Click], None]


def follow_lesson(qtbot: QtBot, window: MainWindow, name: str, index: int, click: Clicker) -> int:
    """Follow lesson ``index`` of ``name`` from its first step to its last by clicks, making each
    try step's first legal mistake before its solution and each question's first wrong answer
    before the right ones. Returns how many mistakes were explained."""
    tutorial, model = window.session.lessons, window.model
    panel = window.game_page.lesson_panel
    window.session.start_study(StudyKind.LESSON, name, index, 0)
    lesson: Lesson = tutorial.lesson
    explained = 0
    for number, step in enumerate(lesson.steps):
        assert tutorial.step_index == number
        assert panel.text.text() == step.text("en")
        assert panel.isVisible()
        if step.kind == "explain":
            assert tutorial.done
            assert model.locked is not None
        elif step.kind == "show":
            qtbot.waitUntil(lambda: tutorial.done, timeout=10_000)
            assert len(model.moves) == len(step.moves)
        elif step.kind == "try":
            before = model.state
            mistake = legal_mistake(step, before)
            if mistake is not None:
                said = step.wrong_words(before, mistake, lesson.wrongs)("en")
                for raw in model.builder.raw_clicks(mistake):
                    click(raw)
                assert tutorial.feedback.kind == "wrong"
                assert said in tutorial.feedback.text
                assert said in panel.feedback.text()
                explained += 1
                # the board comes back by itself
                qtbot.waitUntil(lambda: model.length == 0, timeout=5_000)
                assert model.state.position_key() == before.position_key()
                assert said in panel.feedback.text()  # the words stay in view
            solution = model.state.parse_move(step.solution[0])
            for raw in model.builder.raw_clicks(solution):
                click(raw)
            assert tutorial.done, f"{lesson.id} step {number + 1}: the solution did not count"
            assert tutorial.feedback.kind == "right"
        else:  # question
            if step.mistakes:
                wrong = Click.parse(step.mistakes[0].move)
                click(wrong)
                assert tutorial.feedback.kind == "wrong"
                assert step.answer_words(wrong)("en") in tutorial.feedback.text
                assert not tutorial.done
                explained += 1
            answers = step.answers if step.needs == "all" else step.answers[:1]
            for raw in answers:
                click(raw)
            assert tutorial.done
        if number < len(lesson.steps) - 1:
            qtbot.mouseClick(panel.next_button, Qt.MouseButton.LeftButton)
    assert tutorial.progress.done(lesson)
    return explained


def clicker_2d(qtbot: QtBot, window: MainWindow) -> Clicker:
    view = window.game_page.board2d
    return lambda raw: click_raw(qtbot, view, raw)


def clicker_3d(qtbot: QtBot, window: MainWindow) -> Clicker:
    view = window.game_page.board3d
    assert isinstance(view, Board3DView)
    choices = window.game_page.message_bar.choices

    def click(raw: Click) -> None:
        if raw.kind in window.model.kit.clicks.choice_kinds:  # a button beside the message line
            qtbot.waitUntil(lambda: str(raw) in choices.buttons)
        button = choices.buttons.get(str(raw))
        if button is not None:
            qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
            return
        point = view.view_point(raw)
        assert point is not None, f"{raw} is not in the 3D view"
        assert view.raw_at(*point) == raw, f"{raw}: the click lands on {view.raw_at(*point)}"
        QTest.mouseClick(
            view, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, QPoint(*point)
        )

    return click


def test_both_views_can_draw_what_every_step_points_at(qtbot: QtBot) -> None:
    from desktop.board3d.layout import arranged
    from desktop.registry import desktop_kit

    for name in game_names():
        kit = None
        for lesson in lessons_of(name):
            for number, step in enumerate(lesson.steps, 1):
                game = lesson.make_game(step)
                state = step.start(game)
                if kit is None:
                    kit = desktop_kit(game)
                    scene = kit.scene(game, game.player_names)
                    table = kit.table()
                scene.show(state, None, ())
                layout = arranged(table.layout(state), "sides")
                wanted = [*step.highlight, *step.answers]
                wanted += [end for pair in step.arrows for end in pair]
                for raw in wanted:
                    where = f"{name} {lesson.id} step {number}: {raw}"
                    assert scene.rect_of(raw) is not None, f"{where} is not on the 2D board"
                    assert layout.anchor(raw) is not None, f"{where} is not in the 3D view"


@pytest.mark.slow
@pytest.mark.parametrize("name", game_names())
def test_every_lesson_can_be_followed_by_clicks(
    qtbot: QtBot, window: MainWindow, name: str
) -> None:
    """Every lesson of the game followed to its end by clicks on the 2D board, each wrong answer
    recorded for a step made and explained (at least one, in the first lesson that has one)."""
    window.preferences.set_view("2d", remember_it=False)
    explained = [
        follow_lesson(qtbot, window, name, index, clicker_2d(qtbot, window))
        for index in range(len(lessons_of(name)))
    ]
    assert explained[lesson_with_a_wrong_move(name)] >= 1


@pytest.mark.slow
@pytest.mark.parametrize("name", game_names())
def test_every_lesson_can_be_followed_by_clicks_in_3d(
    qtbot: QtBot, window: MainWindow, name: str
) -> None:
    """The same by clicks on the 3D view (and its choice buttons)."""
    window.preferences.set_view("3d", remember_it=False)
    qtbot.wait(50)
    explained = [
        follow_lesson(qtbot, window, name, index, clicker_3d(qtbot, window))
        for index in range(len(lessons_of(name)))
    ]
    assert explained[lesson_with_a_wrong_move(name)] >= 1
