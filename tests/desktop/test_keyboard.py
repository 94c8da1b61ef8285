"""Playing by keyboard alone: the arrows move a visible cursor over what can be clicked, Enter
or Space clicks it, Escape and Backspace undo the move being built; on a board the arrows are
the cursor's, elsewhere they look through the game."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget

from core.clicks import Click
from core.registry import make_game
from core.study.tutorial import lessons_of
from desktop.boards.keyboard import reading_order, step
from desktop.study.kind import StudyKind
from desktop.window.main_window import MainWindow

PYLOS = (
    "1a2 1c3 1d4 1c4 1b1 1c2 1c1 1a4 1b4 1d2 1d3 2c3 1a3 1a1 1a3-2c2 1d1 1b4-2c1 1b4 1a3 1b2 "
    "1a3-2b1 1b3x2c3x1a4"
).split()
PYLOS_MOVE = "1a2-2b2x2b1x1d4"  # a raise that completes a square, then two balls back
AMBUSH = (
    "Sc2 S@NW180 Sc2 Se6 Sd3 Md6 Mf4 S@SW270 Lf5 Mc5 Sa3 Lc1 Se1 S@SE90 Me5 Md6 L@SW180 "
    "M@NE180 Ma1 L@NW180 Ld1 Lb2 M@SW180 Sc4 Lb3 Mb2 Mb1 Le1 L@SE270"
).split()
AMBUSH_MOVE = "L@NE270"  # a turn after which both capture: the mover chooses whose go first


pytestmark = pytest.mark.window(active=True)


def focused(window: MainWindow) -> QWidget | None:
    """The widget of the window that has (or, the window not active, would have) the keys."""
    return QApplication.focusWidget() or window.focusWidget()


def key(widget: QWidget, which: Qt.Key) -> None:
    """Press a key as the window system would: to the window, whose shortcuts see it first,
    then to the widget with the keys (checked to be ``widget``)."""
    window = widget.window()
    assert focused(window) is widget, f"the keys go to {focused(window)}, not {widget}"
    handle = window.windowHandle()
    assert handle is not None
    QTest.keyClick(handle, which)


def reach(window: MainWindow, widget: QWidget, raw: Click, limit: int = 80) -> int:
    """Press Right until the cursor is on ``raw``; how many presses it took."""
    cursor = window.game_page.keyboard
    for presses in range(1, limit + 1):
        key(widget, Qt.Key.Key_Right)
        if cursor.raw == raw:
            return presses
    raise AssertionError(f"{raw} cannot be reached with the arrows (cursor on {cursor.raw})")


def play_by_keys(window: MainWindow, widget: QWidget, move: str) -> list[str]:
    """Play ``move`` with the arrows and Enter alone, on ``widget`` (the board with focus)."""
    model = window.model
    before = model.length
    clicks = model.builder.raw_clicks(model.state.parse_move(move))
    pressed = []
    for raw in clicks:
        reach(window, widget, raw)
        pressed.append(str(raw))
        key(widget, Qt.Key.Key_Return)
    assert model.length == before + 1 and str(model.moves[-1]) == move
    return pressed


def test_a_pylos_raise_with_two_balls_back_by_keyboard_alone(window: MainWindow) -> None:
    window.session.start_game(make_game("pylos"), moves=PYLOS)
    board = window.game_page.board2d
    assert focused(window) is board  # a new game gives the keyboard to the board
    pressed = play_by_keys(window, board, PYLOS_MOVE)
    assert pressed == ["1a2", "2b2", "2b1", "1d4"]
    assert window.model.state.current_player == 1


def test_an_ambush_rotation_with_the_order_of_captures_by_keyboard_alone(
    window: MainWindow,
) -> None:
    window.session.start_game(make_game("ambush"), moves=AMBUSH)
    board = window.game_page.board2d
    assert focused(window) is board
    pressed = play_by_keys(window, board, AMBUSH_MOVE)
    assert [p.split(":")[0] for p in pressed] == ["size", "rotate", "angle", "order"]


def test_the_cursor_is_drawn_and_escape_and_backspace_undo_clicks(window: MainWindow) -> None:
    window.session.start_game(make_game("pylon"))
    board = window.game_page.board2d
    cursor = window.game_page.keyboard
    key(board, Qt.Key.Key_Right)
    assert cursor.raw is not None
    marker = board.board.cursor_marker
    assert marker is not None and marker.isVisible() and marker.dashed
    key(board, Qt.Key.Key_Down)  # up and down move between rows
    assert cursor.raw is not None
    key(board, Qt.Key.Key_Return)
    model = window.model
    assert not model.builder.is_empty
    key(board, Qt.Key.Key_Backspace)
    assert model.builder.is_empty
    key(board, Qt.Key.Key_Right)
    key(board, Qt.Key.Key_Space)
    assert not model.builder.is_empty
    key(board, Qt.Key.Key_Escape)
    assert model.builder.is_empty


def test_on_the_3d_view_too(window: MainWindow) -> None:
    window.preferences.set_view("3d", remember_it=False)
    window.session.start_game(make_game("pylos"))
    view3d = window.game_page.board3d
    assert view3d is not None and focused(window) is view3d.surface
    play_by_keys(window, view3d.surface, "1b2")
    assert window.game_page.keyboard.raw is None or view3d.ghosts.cursor is not None


def test_arrows_look_through_the_game_when_the_board_is_not_playable(
    window: MainWindow,
) -> None:
    window.session.start_game(make_game("pylos"), moves=["1a1", "1b1", "1c1"])
    board = window.game_page.board2d
    window.model.review(1)  # looking back: nothing to play
    key(board, Qt.Key.Key_Right)
    assert window.model.cursor == 2  # the window's Right: the next position
    window.model.review(3)
    key(board, Qt.Key.Key_Right)
    assert window.game_page.keyboard.raw is not None  # playing again: the cursor's


def test_every_target_is_reachable_in_reading_order() -> None:
    from PySide6.QtCore import QPointF

    points = [(Click.place(f"p{i}"), QPointF((i * 37) % 200, (i * 53) % 120)) for i in range(30)]
    rows = reading_order(points, 5.0)
    seen, current = set(), None
    for _ in range(len(points)):
        current = step(rows, current, "right")
        seen.add(current)
    assert len(seen) == len(points)
    assert step(rows, rows[0][0], "up") in rows[-1]  # up from the top row wraps to the bottom


@pytest.mark.parametrize("view", ["2d", "3d"])
def test_a_lesson_question_is_answered_with_the_keys(window: MainWindow, view: str) -> None:
    window.preferences.set_view(view, remember_it=False)
    found = next(  # the first question that wants every answer found
        (number, index)
        for number, lesson in enumerate(lessons_of("pylos"))
        for index, one in enumerate(lesson.steps)
        if one.kind == "question" and one.needs == "all" and len(one.answers) > 1
    )
    window.session.start_study(StudyKind.LESSON, "pylos", *found)
    lessons = window.session.lessons
    answers = lessons.step.answers
    three_d = window.game_page.board3d
    board = window.game_page.board2d if view == "2d" else three_d and three_d.surface
    assert board is not None and focused(window) is board
    for answer in answers:  # everything on the board is in reach, not only the answers
        assert reach(window, board, answer) >= 1
        key(board, Qt.Key.Key_Return)
        assert answer in lessons.found or lessons.step_index > found[1]
    assert lessons.feedback is not None and lessons.feedback.kind == "right"
