"""Lines of play on both boards (``GameModel.lines``): a puzzle's best play, a hint's follow-up, an
analysis's best play and a practice's proven line, stepped through with Back and Forward (the
bar's buttons and the keys) on the 2D scene and the 3D view, each position compared with the
line's; clicks on the board refused while a line is shown, and the game given back as it was
left, the half-built move with it.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from core.errors import EngineError
from core.registry import game_names, make_game
from core.study.puzzles import puzzles_of
from desktop.i18n.language import choose_for_this_run
from desktop.study.kind import StudyKind
from desktop.window.main_window import MainWindow
from tests.desktop.clicks import click_raw, play_by_clicks
from tests.desktop.test_analysis_retry import planted
from tests.desktop.test_views_agree import differences

pytestmark = pytest.mark.window(view="both", size=(1100, 700), active=True)


def check_line_on_boards(window: MainWindow, index: int) -> None:
    """Both boards show the line's position ``index`` moves in, and its last move's marks."""
    page, model = window.game_page, window.model
    page.finish_animations()
    line = model.lines.line
    assert line is not None and line.index == index
    assert model.shown_state().position_key() == line.states[index].position_key()
    problems = differences(window)
    assert problems == [], f"move {index} of the line: {problems}"
    assert bool(model.board_marks().last) == (index > 0)  # its move marked, as a game's is
    assert page.line_bar.isVisible()
    if index:
        assert f"move {index} of {line.length}" in page.line_bar.text()


@pytest.mark.parametrize("name", game_names())
def test_a_puzzles_best_play_steps_through_on_both_boards_then_the_puzzle_comes_back(
    qtbot: QtBot, window: MainWindow, name: str
) -> None:
    puzzle = next(p for p in puzzles_of(name) if p.why is not None and len(p.why.line) > 1)
    index = puzzles_of(name).index(puzzle)
    window.session.start_study(StudyKind.PUZZLE, name, index)
    page, model = window.game_page, window.model
    assert not page.line_bar.isVisible()  # nothing to step through before it is solved
    play_by_clicks(qtbot, page.board2d, model.state.parse_move(puzzle.solution))
    assert window.session.puzzles.status == "solved"
    solved = model.state
    bar = page.line_bar
    assert bar.isVisible() and bar.open_button.isVisible() and "Best play" in bar.text()
    qtbot.mouseClick(bar.open_button, Qt.MouseButton.LeftButton)
    assert puzzle.why is not None
    line = model.lines.line
    assert line is not None and [str(m) for m in line.moves] == list(puzzle.why.line)
    check_line_on_boards(window, 0)  # the puzzle's start, under the solved position
    for step in range(1, line.length + 1):
        qtbot.mouseClick(bar.forward_button, Qt.MouseButton.LeftButton)
        check_line_on_boards(window, step)
    assert not bar.forward_button.isEnabled() and model.lines.line.state.is_over  # type: ignore[union-attr]
    qtbot.mouseClick(bar.back_button, Qt.MouseButton.LeftButton)
    check_line_on_boards(window, line.length - 1)
    qtbot.mouseClick(bar.close_button, Qt.MouseButton.LeftButton)
    assert model.lines.line is None and model.state is solved and model.length == 1
    page.finish_animations()
    assert differences(window) == []
    assert bar.open_button.isVisible()  # offered still: it may be seen again
    assert window.session.puzzles.status == "solved"


def half_built_ambush(qtbot: QtBot, window: MainWindow) -> None:
    """An Ambush game a few moves in, a person to move, with a hint asked and shown and then a
    move half built: its piece chosen, its place not yet."""
    model, computer = window.model, window.session.computer
    computer.hint_seconds = 0.4
    window.session.start_game(make_game("ambush"), moves=["Sa1", "Sf6", "Mc3"])
    window.actions_by_name["hint"].trigger()
    qtbot.waitUntil(lambda: computer.hint is not None, timeout=15_000)
    move = next(m for m in model.state.legal_moves() if len(model.builder.raw_clicks(m)) > 1)
    click_raw(qtbot, window.game_page.board2d, model.builder.raw_clicks(move)[0])
    assert not model.builder.is_empty


def test_a_hints_line_steps_through_by_keys_refuses_clicks_and_gives_back_the_move_begun(
    qtbot: QtBot, window: MainWindow
) -> None:
    half_built_ambush(qtbot, window)
    page, model, computer = window.game_page, window.model, window.session.computer
    hint = computer.hint
    assert hint is not None and len(hint.line) > 1  # the search's expected line
    offered = model.lines.offered
    assert offered is not None and [str(m) for m in offered.moves] == list(hint.line)
    clicks, state, length = model.builder.clicks, model.state, model.length
    marks = model.board_marks()
    qtbot.mouseClick(page.line_bar.open_button, Qt.MouseButton.LeftButton)
    check_line_on_boards(window, 0)
    assert model.active_builder() is None  # nothing to play while the line is shown
    board = page.board2d
    board.setFocus()
    qtbot.waitUntil(board.hasFocus)
    for step in range(1, offered.length + 1):  # the window's Right: its "next" action
        QTest.keyClick(board, Qt.Key.Key_Right)
        check_line_on_boards(window, step)
    QTest.keyClick(board, Qt.Key.Key_Right)  # at the end: said, not done
    check_line_on_boards(window, offered.length)
    assert "end" in page.message_bar.text()
    QTest.keyClick(board, Qt.Key.Key_Left)
    check_line_on_boards(window, offered.length - 1)
    QTest.keyClick(board, Qt.Key.Key_Home)
    check_line_on_boards(window, 0)
    QTest.keyClick(board, Qt.Key.Key_Left)  # at the start: said, not done
    assert "start" in page.message_bar.text()
    QTest.keyClick(board, Qt.Key.Key_Right)
    check_line_on_boards(window, 1)
    # a click on the board plays nothing, and says why
    target = next(t.raw for t in model.builder.targets())
    assert model.click(target) is False
    assert "Close the line" in page.message_bar.text()
    assert model.builder.clicks == clicks and model.length == length
    QTest.keyClick(board, Qt.Key.Key_Escape)
    page.finish_animations()
    assert model.lines.line is None and not page.line_bar.back_button.isVisible()
    assert model.state is state and model.length == length
    assert model.builder.clicks == clicks and model.active_builder() is not None
    assert model.board_marks() == marks  # the move begun marked again, the hint's arrows too
    assert differences(window) == []
    move = model.builder.moves_left()[0]
    for raw in model.builder.raw_clicks(move)[1:]:  # the move begun, finished
        click_raw(qtbot, board, raw)
    assert model.length == length + 1
    assert model.lines.offered is None and not page.line_bar.isVisible()  # it spoke of before


def test_the_line_stays_through_a_change_of_language(qtbot: QtBot, window: MainWindow) -> None:
    half_built_ambush(qtbot, window)
    page, model = window.game_page, window.model
    clicks = model.builder.clicks
    model.lines.show_offered()
    model.lines.forward()
    model.lines.forward()
    try:
        window.preferences.set_language("fr")
        line = model.lines.line
        assert line is not None and line.index == 2
        assert "coup 2 sur" in page.line_bar.text()
        assert page.line_bar.close_button.text() == "Fermer"
        page.finish_animations()
        assert differences(window) == []
        model.lines.back()
        window.preferences.set_language("en")
        check_line_on_boards(window, 1)
        assert "The hint" in page.line_bar.text()
    finally:
        window.preferences.set_language("en")
        choose_for_this_run(None)
    model.lines.leave()
    assert model.builder.clicks == clicks


def test_a_line_forward_is_animated_on_both_boards(qtbot: QtBot, window: MainWindow) -> None:
    page, model = window.game_page, window.model
    window.session.start_game(make_game("pylos"))
    page.board2d.animation_ms = 200
    assert page.board3d is not None
    page.board3d.animation_ms = 200
    model.lines.show(model.state, ["1a1", "1b1", "1a2"], "Three moves")
    assert model.lines.forward()
    assert page.board2d.animating and page.board3d.animating
    qtbot.waitUntil(lambda: not page.board2d.animating and not page.board3d.animating)
    check_line_on_boards(window, 1)
    assert model.lines.back() and not page.board2d.animating  # back: drawn at once
    check_line_on_boards(window, 0)


def test_a_line_that_cannot_be_played_is_refused_and_changes_nothing(window: MainWindow) -> None:
    model = window.model
    window.session.start_game(make_game("pylos"))
    with pytest.raises(EngineError):
        model.lines.show(model.state, ["1a1", "1a1"], "An impossible line")
    with pytest.raises(EngineError):
        model.lines.show(model.state, [], "No line")
    assert model.lines.line is None and not window.game_page.line_bar.isVisible()


def test_a_move_played_under_a_line_leaves_it(window: MainWindow) -> None:
    """A computer's move (or anything else that moves the game) while a line is shown: the
    boards go back to the game, which moved on."""
    page, model = window.game_page, window.model
    window.session.start_game(make_game("pylos"))
    model.lines.show(model.state, ["1a1", "1b1"], "Two moves", at=2)
    model.play("1d4")
    page.finish_animations()
    assert model.lines.line is None and not page.line_bar.isVisible()
    assert differences(window) == []


def step_through_the_offer(qtbot: QtBot, window: MainWindow, title: str) -> None:
    """The line offered, named ``title``, opened by the bar's button and stepped through to its
    end and back to its start by the bar's buttons, both boards checked at each position."""
    bar, model = window.game_page.line_bar, window.model
    assert bar.isVisible() and bar.open_button.isVisible() and title in bar.text()
    qtbot.mouseClick(bar.open_button, Qt.MouseButton.LeftButton)
    line = model.lines.line
    assert line is not None and line.length >= 1
    check_line_on_boards(window, 0)
    for step in range(1, line.length + 1):
        qtbot.mouseClick(bar.forward_button, Qt.MouseButton.LeftButton)
        check_line_on_boards(window, step)
    for step in range(line.length - 1, -1, -1):
        qtbot.mouseClick(bar.back_button, Qt.MouseButton.LeftButton)
        check_line_on_boards(window, step)


@pytest.mark.parametrize("name", game_names())
def test_an_analysis_best_play_steps_through_on_both_boards_from_the_move_before_the_mistake(
    qtbot: QtBot, window: MainWindow, name: str
) -> None:
    """At a blunder the analysis marked, the line its search expected from the position before
    (the better move first) is offered; stepped through, then closed: the game as it was."""
    _, moves, blunder = planted(window, name)
    model, page = window.game_page.model, window.game_page
    assert blunder.best_line[0] == blunder.best and model.cursor == len(moves)
    played = model.state
    step_through_the_offer(qtbot, window, f"Best play instead of move {len(moves)}")
    line = model.lines.line
    assert line is not None and [str(m) for m in line.moves] == list(blunder.best_line)
    assert line.states[0].position_key() == model.states[len(moves) - 1].position_key()
    qtbot.mouseClick(page.line_bar.close_button, Qt.MouseButton.LeftButton)
    page.finish_animations()
    assert model.lines.line is None and model.state is played and model.length == len(moves)
    assert differences(window) == []


def test_a_practices_proven_line_steps_through_on_both_boards(
    qtbot: QtBot, window: MainWindow
) -> None:
    """*Show the proven line* offers it to step through from the practice's start; closed, the
    practice is on the table to play along, its first move marked."""
    window.session.start_study(StudyKind.PRACTICE, "pylos", 0)
    controller, model, page = window.session.practice, window.model, window.game_page
    practice = controller.practice
    controller.show_line()
    step_through_the_offer(qtbot, window, "The proven line")
    line = model.lines.line
    assert line is not None and tuple(str(m) for m in line.moves) == tuple(practice.line)
    qtbot.mouseClick(page.line_bar.close_button, Qt.MouseButton.LeftButton)
    page.finish_animations()
    assert model.lines.line is None and model.length == 0
    assert model.state.position_text() == practice.position and controller.status == "playing"
    assert differences(window) == []
