"""Puzzles in the window: opened from the browser, solved by clicks on the board, a wrong move
answered by the computer's reply and explained then solved, the solution shown, progress kept
between runs, and a game in progress waiting meanwhile."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from core.registry import game_names, make_game
from core.study.puzzles import puzzles_of, reply_text, why_text
from core.words import Notation
from desktop.i18n import install, translate_core
from desktop.i18n.language import choose_for_this_run
from desktop.model import Annotations, Seat
from desktop.study import parts
from desktop.study.kind import StudyKind
from desktop.window import dialogs
from desktop.window.main_window import MainWindow
from tests.desktop.clicks import play_by_clicks
from tests.desktop.conftest import puzzle_progress_in
from tests.desktop.words_on_screen import english

pytestmark = pytest.mark.window(view="2d")


@pytest.mark.parametrize("name", game_names())
def test_a_puzzle_chosen_in_the_browser_is_solved_by_clicks(
    qtbot: QtBot, window: MainWindow, name: str
) -> None:
    dialogs.open_puzzles(window, name)
    browser = window.puzzle_browser
    listing = browser.lists[name]
    assert listing.count() == len(puzzles_of(name)) >= 40
    listing.setCurrentRow(2)
    qtbot.mouseClick(browser.open_button, Qt.MouseButton.LeftButton)
    page, model = window.game_page, window.model
    controller = page.session.puzzles
    puzzle = puzzles_of(name)[2]
    assert controller.active and controller.puzzle == puzzle
    assert page.sidebars.currentWidget() is page.puzzle_panel
    assert model.state.position_text() == puzzle.start_state().position_text()
    assert model.is_human_turn() and model.locked is None
    panel = page.puzzle_panel
    assert str(puzzle.title) in panel.title.text()
    assert controller.side_name() in panel.task.text()
    assert not window.actions_by_name["undo"].isEnabled()  # a puzzle has no history to move
    play_by_clicks(qtbot, page.board2d, model.state.parse_move(puzzle.solution))
    assert controller.status == "solved" and model.locked is not None
    assert puzzle.solution in panel.feedback.text() and panel.feedback.isVisible()
    assert controller.progress.done(puzzle)
    assert "1 of" in panel.solved_line.text()
    assert model.length == 1  # no reply to a winning move: the puzzle is over


def test_a_wrong_move_is_answered_explained_then_the_puzzle_solved(
    qtbot: QtBot, window: MainWindow
) -> None:
    name = game_names()[0]
    window.session.start_study(StudyKind.PUZZLE, name, 0)
    page, model = window.game_page, window.model
    controller = page.session.puzzles
    puzzle = controller.puzzle
    wrong = next(m for m in model.state.legal_moves() if not puzzle.is_solution(m))
    answer = puzzle.answer_to(wrong)
    assert answer is not None
    play_by_clicks(qtbot, page.board2d, wrong)
    assert controller.status == "wrong"
    assert model.locked is not None and model.active_builder() is None  # no more clicks
    assert str(answer.explanation()) in page.puzzle_panel.feedback.text()
    if answer.reply:  # the computer's reply is played on the board, and what it wins said
        qtbot.waitUntil(lambda: model.length == 2, timeout=5_000)
        assert str(model.moves[1]) == answer.reply
        said = str(reply_text(model.states[1], answer.reply))
        assert said in page.puzzle_panel.feedback.text()
    assert not controller.progress.done(puzzle) and controller.progress.tries(puzzle) == 1
    qtbot.mouseClick(page.puzzle_panel.retry_button, Qt.MouseButton.LeftButton)
    assert model.length == 0 and model.locked is None
    assert model.state.position_text() == puzzle.start_state().position_text()
    play_by_clicks(qtbot, page.board2d, model.state.parse_move(puzzle.solution))
    assert controller.status == "solved" and controller.progress.done(puzzle)
    assert "2 tries" in page.puzzle_panel.feedback.text()
    qtbot.wait(300)  # no late reply comes after the solution
    assert model.length == 1


def test_the_solution_is_shown_on_the_board_and_next_skips_the_solved(
    qtbot: QtBot, window: MainWindow
) -> None:
    name = game_names()[0]
    window.session.start_study(StudyKind.PUZZLE, name, 0)
    page, model = window.game_page, window.model
    controller = page.session.puzzles
    qtbot.mouseClick(page.puzzle_panel.solution_button, Qt.MouseButton.LeftButton)
    assert controller.status == "shown" and model.annotations != Annotations()
    assert controller.puzzle.solution in page.puzzle_panel.feedback.text()
    model.play(model.state.parse_move(controller.puzzle.solution))
    assert controller.status == "solved"
    assert not controller.progress.done(controller.puzzle)  # shown, so not counted
    controller.progress.record_try(puzzles_of(name)[1], done=True)
    qtbot.mouseClick(page.puzzle_panel.next_button, Qt.MouseButton.LeftButton)
    assert controller.index == 2  # puzzle 2 was solved already: skipped
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    handle = window.windowHandle()
    assert handle is not None
    QTest.keyClick(handle, Qt.Key.Key_PageUp)  # as the window system would send it
    qtbot.waitUntil(lambda: controller.index == 1, timeout=2_000)
    QTest.keyClick(handle, Qt.Key.Key_PageDown)  # (a button's key "clicks" it visibly first)
    qtbot.waitUntil(lambda: controller.index == 2, timeout=2_000)


def test_progress_is_kept_and_the_browser_ticks_the_solved(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    name = game_names()[-1]
    window.session.start_study(StudyKind.PUZZLE, name, 3)
    page, model = window.game_page, window.model
    model.play(model.state.parse_move(page.session.puzzles.puzzle.solution))
    later = puzzle_progress_in(tmp_path)  # a later run reads the same settings
    assert later.done(puzzles_of(name)[3]) and not later.done(puzzles_of(name)[0])
    dialogs.open_puzzles(window, name)
    listing = window.puzzle_browser.lists[name]
    assert listing.item(3).text().startswith("✓") and not listing.item(0).text().startswith("✓")
    assert listing.currentRow() == 0  # the first not yet solved
    window.puzzle_browser.reject()
    window.session.show_start()  # the way back names the game and the puzzle
    title = make_game(name).title
    assert window.start_screen.back_button.text() == f"Back to {title} puzzle 4"


def test_forgetting_what_was_solved_asks_first_and_the_panel_follows(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    name = game_names()[-1]
    window.session.start_study(StudyKind.PUZZLE, name, 3)
    model, panel = window.model, window.game_page.puzzle_panel
    model.play(model.state.parse_move(window.session.puzzles.puzzle.solution))
    assert panel.solved_line.text().startswith("1 of")
    dialogs.open_puzzles(window, name)
    browser = window.puzzle_browser
    asked: list[str] = []
    answers = iter([False, True])

    def answer(_parent: object, _title: str, text: str) -> bool:
        asked.append(text)
        return next(answers)

    monkeypatch.setattr(parts, "ask", answer)
    qtbot.mouseClick(browser.forget_button, Qt.MouseButton.LeftButton)  # No: nothing goes
    assert make_game(name).title in asked[0] and browser.lists[name].item(3).text().startswith("✓")
    qtbot.mouseClick(browser.forget_button, Qt.MouseButton.LeftButton)  # Yes
    assert not any(browser.lists[name].item(i).text().startswith("✓") for i in range(4))
    assert panel.solved_line.text().startswith("0 of")  # the open puzzle's count too
    browser.reject()


def test_a_game_in_progress_waits_while_puzzles_are_open(qtbot: QtBot, window: MainWindow) -> None:
    window.session.start_game(make_game("pylon"), (Seat("Ann"), Seat("Bob")))
    model = window.model
    model.play(model.state.legal_moves()[0])
    window.session.start_study(StudyKind.PUZZLE, "pylos", 0)
    assert model.game.name == "pylos"
    assert window.windowTitle().startswith("Pylos puzzles")
    qtbot.mouseClick(window.game_page.puzzle_panel.leave_button, Qt.MouseButton.LeftButton)
    assert not window.session.puzzles.active
    assert model.game.name == "pylon" and model.length == 1
    assert window.game_page.sidebars.currentWidget() is window.game_page.game_sidebar


@pytest.mark.slow
def test_every_puzzle_says_why_its_solution_wins_once_solved_in_english_and_french(
    qtbot: QtBot, window: MainWindow
) -> None:
    """All the puzzles of every game, solved on the board one after the other: before, no
    why-line; after, the panel says why the solution wins (the engine's proof in words), in
    English, then, the French catalogues loaded, all in French."""
    english_shown: list[tuple[str, str]] = []
    french_shown: list[tuple[str, str]] = []
    for name in game_names():
        window.session.start_study(StudyKind.PUZZLE, name, 0)
        controller, model = window.session.puzzles, window.model
        panel = window.game_page.puzzle_panel
        for index, puzzle in enumerate(puzzles_of(name)):
            controller.go(index)
            assert panel.why.isHidden() and controller.why() == ""
            model.play(model.state.parse_move(puzzle.solution))
            assert controller.status == "solved" and not panel.why.isHidden()
            english_why = str(why_text(puzzle))
            assert panel.why.text() == f"Why it wins: {english_why}", puzzle.id
            english_shown.append((puzzle.id, panel.why.text()))
            speak("fr")
            try:
                panel.refresh()
                french = panel.why.text()
                shown = Notation(puzzle.solution).shown(translate_core)  # (French letters: Gd1)
            finally:
                speak("en")
            assert french.startswith("Pourquoi ce coup gagne : ") and shown in french
            assert english_why not in french, puzzle.id
            french_shown.append((puzzle.id, french))
    assert len(french_shown) == len(english_shown) == sum(len(puzzles_of(n)) for n in game_names())
    assert english(french_shown) == []


def speak(language: str) -> None:
    """The catalogues of ``language`` loaded, as the window loads them when it changes."""
    install(language)
    choose_for_this_run(language if language != "en" else None)


def test_try_again_clears_what_was_said_of_the_last_try(qtbot: QtBot, window: MainWindow) -> None:
    """ "2c3 does not win…" went on showing after Try again, beside a board where 2c3 is not."""
    name = game_names()[0]
    window.session.start_study(StudyKind.PUZZLE, name, 0)
    page, model = window.game_page, window.model
    controller = page.session.puzzles
    wrong = next(m for m in model.state.legal_moves() if not controller.puzzle.is_solution(m))
    model.play(wrong)
    assert f"{wrong} does not win" in page.puzzle_panel.feedback.text()
    qtbot.mouseClick(page.puzzle_panel.retry_button, Qt.MouseButton.LeftButton)
    assert model.length == 0
    assert "does not win" not in page.puzzle_panel.feedback.text()
    assert controller.verdict.kind != "wrong"


def test_a_puzzle_s_angle_buttons_never_tell_which_turn_captures(
    qtbot: QtBot, window: MainWindow
) -> None:
    """In an Ambush rotation puzzle the angle buttons say the turn only: no "Red to take the
    medium on f3", no picture of the board after it (the issue: the buttons showed which turn
    captures). Out of the puzzle, in a game, the same position's buttons say it again."""
    from tests.desktop.clicks import click_raw

    puzzle = next(p for p in puzzles_of("ambush") if p.theme == "rotation")
    coaster = puzzle.solution.split("@")[1][:2]
    dialogs.open_puzzles(window, "ambush")
    browser = window.puzzle_browser
    browser.lists["ambush"].setCurrentRow(puzzles_of("ambush").index(puzzle))
    qtbot.mouseClick(browser.open_button, Qt.MouseButton.LeftButton)
    page, model = window.game_page, window.model
    assert page.session.puzzles.puzzle == puzzle and not model.choices_tell
    click_raw(qtbot, page.board2d, f"rotate:{coaster}")
    buttons = page.message_bar.choices.buttons
    qtbot.waitUntil(lambda: set(buttons) >= {"angle:90", "angle:180", "angle:270"})
    QApplication.processEvents()
    for raw, button in buttons.items():
        assert button.detail == "", raw
        picture = button.image.pixmap()
        assert picture is None or picture.isNull(), raw
    window.session.start_game(make_game("ambush"), moves=list(puzzle.record))
    assert model.choices_tell
    click_raw(qtbot, page.board2d, f"rotate:{coaster}")
    buttons = page.message_bar.choices.buttons
    assert any("to take" in button.detail for button in buttons.values())
