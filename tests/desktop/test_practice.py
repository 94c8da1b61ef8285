"""Practice against the computer in the window: every practice listed and opened from the
lesson browser and played once by its proven line (the test answers whatever the strongest
level replies, from its worker, with the proof's move for that reply), Retry, the proven line
shown, the goal met and missed in words, and a game in progress waiting meanwhile."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from core.registry import KITS, game_names, make_game
from core.study.practice import Practice, Solver, move_reason, practices_of
from core.study.practice.solver import MAX_PLIES
from desktop.i18n import translate_core
from desktop.i18n.language import choose_for_this_run
from desktop.model import Annotations, Seat
from desktop.session.session import Mode
from desktop.study.kind import StudyKind
from desktop.window import dialogs, game_page
from desktop.window.main_window import MainWindow
from tests.desktop.clicks import play_by_clicks
from tests.desktop.conftest import OpenWindow
from tests.desktop.words_on_screen import english, words_in

pytestmark = pytest.mark.window(view="2d")

CHEAP = 0.05
"""The strongest level's seconds a move here: the real worker, a short search (the positions
are small and the test's moves are the proof's, whatever the computer answers)."""


def open_from_the_lesson_browser(qtbot: QtBot, window: MainWindow, name: str, row: int) -> None:
    dialogs.open_lessons(window, name)
    lessons = window.lesson_browser
    assert lessons is not None and lessons.practice_button.isVisible()
    qtbot.mouseClick(lessons.practice_button, Qt.MouseButton.LeftButton)
    browser = window.practice_browser
    listing = browser.lists[name]
    assert listing.count() == len(practices_of(name)) >= 12
    listing.setCurrentRow(row)
    qtbot.mouseClick(browser.open_button, Qt.MouseButton.LeftButton)


def play_the_proven_line(qtbot: QtBot, window: MainWindow, practice: Practice) -> None:
    """Your moves by clicks on the board, each the proof's answer to what the computer did."""
    controller, model = window.session.practice, window.model
    computer = window.session.computer
    while controller.status == "playing":
        qtbot.waitUntil(
            lambda: (
                controller.status != "playing"
                or (model.state.current_player == practice.you and not computer.thinking)
            ),
            timeout=15_000,
        )
        if controller.status != "playing":
            break
        answer = practice.answer(model.state)
        assert answer is not None, f"{practice.id}: the proof has no move here"
        play_by_clicks(qtbot, window.game_page.board2d, model.state.parse_move(answer))


@pytest.mark.slow
def test_every_practice_opens_from_the_lesson_browser_and_its_proven_line_meets_the_goal(
    qtbot: QtBot, open_window: OpenWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The 2D board alone: a hidden 3D view would place its pieces again at every move (its
    # own tests play there), and this test plays some 200 moves.
    monkeypatch.setattr(game_page, "opengl_available", lambda: False)
    window = open_window(view="2d")
    window.session.computer.seconds_cap = CHEAP
    page, controller = window.game_page, window.session.practice
    for name in game_names():
        for row, practice in enumerate(practices_of(name)):
            open_from_the_lesson_browser(qtbot, window, name, row)
            assert controller.active and controller.practice == practice
            assert page.sidebars.currentWidget() is page.practice_panel
            assert window.model.state.position_text() == practice.position
            assert str(practice.title) in page.practice_panel.title.text()
            play_the_proven_line(qtbot, window, practice)
            assert controller.status == "met", f"{practice.id}: {controller.verdict.text}"
            assert page.practice_panel.feedback.text().startswith("Goal met")
            assert controller.progress.done(practice)
            assert window.model.locked is not None


def losing_start(name: str) -> tuple[int, str]:
    """A practice of ``name`` and a first move after which the computer ends the game at once,
    the goal missed (the strongest level finds a win in one)."""
    for index, practice in enumerate(practices_of(name)):
        if practice.goal.kind not in ("win", "not lose"):
            continue
        state = practice.start_state()
        for move in state.legal_moves():
            child = state.play_unchecked(move)
            if child.is_over or child.current_player == practice.you:
                continue
            ends = [child.play_unchecked(reply).outcome() for reply in child.legal_moves()]
            if any(end is not None and end.winner == 1 - practice.you for end in ends):
                return index, str(move)
    raise AssertionError(f"no practice of {name} can be lost in two moves")


def test_retry_the_proven_line_and_the_goal_missed_in_words(
    qtbot: QtBot, window: MainWindow
) -> None:
    window.session.computer.seconds_cap = CHEAP
    index, wrong = losing_start("pylon")
    window.session.start_study(StudyKind.PRACTICE, "pylon", index)
    page, model, controller = window.game_page, window.model, window.session.practice
    panel = page.practice_panel
    practice = controller.practice
    assert controller.task().startswith(str(practice.text))
    play_by_clicks(qtbot, page.board2d, model.state.parse_move(wrong))
    qtbot.waitUntil(lambda: controller.status != "playing", timeout=15_000)
    assert controller.status == "missed"
    assert panel.feedback.text().startswith("Goal missed") and panel.feedback.isVisible()
    assert model.locked is not None and not controller.progress.done(practice)
    qtbot.mouseClick(panel.retry_button, Qt.MouseButton.LeftButton)
    assert controller.status == "playing" and model.length == 0 and model.locked is None
    assert not panel.feedback.isVisible()
    qtbot.mouseClick(panel.line_button, Qt.MouseButton.LeftButton)
    assert " ".join(practice.line) in panel.feedback.text()
    assert model.annotations != Annotations()  # the first move of the line, marked
    play_the_proven_line(qtbot, window, practice)
    assert controller.status == "met"
    assert panel.feedback.text().startswith("Goal met along the proven line")
    assert not controller.progress.done(practice)  # shown, so not counted


def test_a_game_in_progress_waits_while_a_practice_is_played(
    qtbot: QtBot, window: MainWindow
) -> None:
    window.session.start_game(make_game("pylos"), (Seat("Ann"), Seat("Bob")))
    model = window.model
    model.play(model.state.legal_moves()[0])
    window.session.start_study(StudyKind.PRACTICE, "ambush", 0)
    assert (
        model.game.name == "ambush"
        and model.seats[1 - model.state.current_player].kind == "computer"
    )
    assert window.windowTitle().startswith("Ambush practice")
    window.session.computer.seconds_cap = CHEAP
    controller = window.session.practice
    controller.show_line()  # then a move the line does not play: nothing more to mark, said
    first = controller.practice.line[0]
    model.play(next(m for m in model.state.legal_moves() if str(m) != first))
    you = controller.practice.you
    qtbot.waitUntil(
        lambda: model.state.current_player == you or controller.status != "playing", timeout=15_000
    )
    if controller.status == "playing":
        assert controller.verdict.text.startswith("You left the proven line")
    window.session.show_start()
    assert window.start_screen.back_button.text() == "Back to Ambush practice 1"
    qtbot.mouseClick(window.start_screen.back_button, Qt.MouseButton.LeftButton)
    assert window.session.practice.active
    qtbot.mouseClick(window.game_page.practice_panel.leave_button, Qt.MouseButton.LeftButton)
    assert not window.session.practice.active
    assert model.game.name == "pylos" and model.length == 1
    assert all(seat.kind == "human" for seat in model.seats)
    assert window.game_page.sidebars.currentWidget() is window.game_page.game_sidebar


def test_a_practice_and_its_browser_in_french_show_no_english(
    qtbot: QtBot, window: MainWindow
) -> None:
    window.session.computer.seconds_cap = CHEAP
    window.preferences.set_language("fr")
    try:
        index, wrong = losing_start("pylon")
        window.session.start_study(StudyKind.PRACTICE, "pylon", index)
        controller = window.session.practice
        play_by_clicks(qtbot, window.game_page.board2d, window.model.state.parse_move(wrong))
        qtbot.waitUntil(lambda: controller.status != "playing", timeout=15_000)
        title, shown = controller.practice.title, window.game_page.practice_panel.title.text()
        assert title.render(None, translate_core) in shown and str(title) not in shown
        dialogs.open_practice(window, "pylon")
        for _ in range(4):
            QApplication.processEvents()
        shown = [*words_in(window), *words_in(window.practice_browser)]
        slips = english(shown)
        assert slips == [], "\n".join(slips)
    finally:
        window.preferences.set_language("en")
        choose_for_this_run(None)


def test_a_practice_file_that_cannot_be_read_is_said_in_words(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    broken = tmp_path / "practice.json"
    broken.write_text('{"format": "pyramid-duels-practice", "game": "pylon"', encoding="utf-8")
    monkeypatch.setitem(KITS, "pylon", replace(KITS["pylon"], practice=broken))
    dialogs.open_practice(window, "pylon")
    browser = window.practice_browser
    assert "pylon" not in browser.lists  # no tab for it, and why
    assert browser.problem.isVisible()
    assert "The practice of Pylon cannot be read: practice.json" in browser.problem.text()
    browser.reject()
    # asked another way: said, nothing started
    window.session.start_study(StudyKind.PRACTICE, "pylon", 0)
    assert not window.session.practice.active
    assert window.session.mode is Mode.START
    assert "cannot be read" in window.start_screen.notice.text()
    assert window.start_screen.notice.isVisible()


def test_a_practice_lists_its_moves_and_tells_the_computers_reply(
    qtbot: QtBot, window: MainWindow
) -> None:
    window.session.computer.seconds_cap = CHEAP
    window.session.start_study(StudyKind.PRACTICE, "pylon", 0)
    page, model, controller = window.game_page, window.model, window.session.practice
    panel, moves = page.practice_panel, page.practice_moves
    assert moves.isVisibleTo(panel) and moves.list.count() == 1  # the start alone
    assert not moves.undo_button.isVisibleTo(moves)  # looked at, not taken back
    assert not panel.reply.isVisibleTo(panel)
    first = controller.practice.line[0]
    play_by_clicks(qtbot, page.board2d, model.state.parse_move(first))
    qtbot.waitUntil(lambda: model.length == 2 or controller.status != "playing", timeout=15_000)
    assert moves.list.count() == model.length + 1
    assert "You" in moves.list.item(1).text() and "Master" in moves.list.item(2).text()
    reply, before = model.entries[1], model.states[1]
    said = panel.reply.text()
    assert said.startswith(f"Master replied {reply}: ") and panel.reply.isVisibleTo(panel)
    assert translate_core(str(move_reason(before, reply))) in said  # (the seam's words)
    model.review(1)  # the list looks back: the practice waits
    assert moves.latest_button.isVisibleTo(moves) and not moves.resume_button.isVisibleTo(moves)
    assert controller.status == "playing"


def test_a_missed_goal_points_at_its_move_and_retries_from_there(
    qtbot: QtBot, window: MainWindow
) -> None:
    """The computer paused, its moves played here: the proof's first move, then one that loses
    the goal, then the replies that keep it lost; the panel marks that move, Retry from here
    puts back the moves before it (they still count), and the goal met from there ticks
    nothing."""
    window.session.start_study(StudyKind.PRACTICE, "pylos", 6)
    window.session.computer.pause(True)
    page, model, controller = window.game_page, window.model, window.session.practice
    panel, practice = page.practice_panel, controller.practice
    you, solver = practice.you, Solver(practice.goal, practice.you)
    losing = -1
    while controller.status == "playing":
        state, mine = model.state, controller.your_moves()
        moves = [(m, state.play_unchecked(m)) for m in state.legal_moves()]
        if state.current_player == you and mine == 0:
            move = state.parse_move(practice.answer(state) or "")
        else:
            lost = [m for m, c in moves if not solver.reaches(c, mine + 1, MAX_PLIES - 1)]
            if state.current_player != you:
                lost = [m for m, c in moves if not solver.reaches(c, mine, MAX_PLIES - 1)]
            move = (lost or [moves[0][0]])[0]
            losing = model.length if losing < 0 and state.current_player == you else losing
        model.play(move)
    assert controller.status == "missed" and controller.turning is not None
    assert controller.turning.ply == losing == 2
    said = panel.feedback.text()
    assert said.startswith("Goal missed") and f"Your move 3, {model.entries[2]}, lost it" in said
    assert "?" in page.practice_moves.list.item(3).text()
    assert "Retry from here" in str(model.locked)
    assert panel.here_button.isVisible() and not controller.progress.done(practice)
    tries = controller.progress.tries(practice)
    qtbot.mouseClick(panel.here_button, Qt.MouseButton.LeftButton)
    assert controller.status == "playing" and controller.from_here and model.locked is None
    assert model.length == 2 and controller.your_moves() == 1  # the moves before it count
    assert panel.feedback.text().startswith("Back before move 3")
    assert not panel.here_button.isVisible() and page.practice_moves.marks == {}
    window.session.computer.pause(True)
    while controller.status == "playing":
        state = model.state
        answer = practice.answer(state) if state.current_player == you else None
        model.play(state.parse_move(answer) if answer else state.legal_moves()[0])
    assert controller.status == "met"
    assert panel.feedback.text().startswith("Goal met from the position retried")
    assert not controller.progress.done(practice) and controller.progress.tries(practice) == tries
