"""No intent of the player throws a game away: while a game that is not finished and not saved is
on the table, starting another game, opening a file, a rematch, choosing another game, *Resume
from here* and leaving a lesson or a puzzle each keep it whole — every move and the undo history
— and the start screen offers it back (also after the program was killed). A paused game of two
computers opens paused.

Driven through the real window: its keys, its menus, its buttons and its dialogs."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog, QDialogButtonBox, QMessageBox
from pytestqt.qtbot import QtBot

from core.record import read_file
from core.registry import make_game
from core.search.levels import LEVELS
from desktop.model import Seat
from desktop.study.kind import StudyKind
from desktop.window.main_window import MainWindow
from desktop.window.new_game import NewGameDialog

ROOT = Path(__file__).resolve().parents[2]
MOVES = ["1a1", "1b1", "1a2", "1b2", "1c1"]


def in_progress(window: MainWindow) -> None:
    """A Pylos game between two people, five moves played and the last one undone."""
    window.session.start_game(make_game("pylos"), (Seat("Ann"), Seat("Bob")), moves=MOVES)
    window.session.undo()
    assert window.model.cursor == 4 and window.model.can_redo()


def press(qtbot: QtBot, window: MainWindow, keys: str) -> None:
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    window.setFocus()
    sequence = window.actions_by_name["new"].shortcut().fromString(keys)[0]
    QTest.keyClick(window.windowHandle(), sequence.key(), sequence.keyboardModifiers())


def answer_the_new_game_dialog(game: str) -> None:
    """When the New Game dialog opens (modal), choose ``game`` in it and press Start."""

    def answer() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, NewGameDialog):
            QTimer.singleShot(20, answer)
            return
        dialog.game_box.setCurrentIndex(dialog.game_box.findData(game))
        buttons = dialog.findChild(QDialogButtonBox)
        assert buttons is not None
        buttons.button(QDialogButtonBox.StandardButton.Ok).click()  # Start

    QTimer.singleShot(20, answer)


def offered(window: MainWindow) -> dict[str, str]:
    """The games the start screen offers back: their names on the shelf and their lines."""
    return {ident: row[0].text() for ident, row in window.start_screen.kept.items()}


def resume(qtbot: QtBot, window: MainWindow, words: str) -> None:
    """Click Resume on the start screen's line that says ``words``."""
    window.session.show_start()
    ident = next(i for i, text in offered(window).items() if words in text)
    qtbot.mouseClick(window.start_screen.kept[ident][1], Qt.MouseButton.LeftButton)


def as_left(window: MainWindow) -> None:
    """The Pylos game of ``in_progress`` is on the table, as it was left."""
    model = window.model
    assert model.game.name == "pylos" and model.move_texts() == MOVES
    assert model.cursor == 4 and model.can_redo()  # the undo history came back too
    assert model.names == ("Ann", "Bob")


@pytest.mark.window(active=True)
def test_a_new_game_keeps_the_one_in_progress(qtbot: QtBot, window: MainWindow) -> None:
    in_progress(window)
    answer_the_new_game_dialog("pylon")
    press(qtbot, window, "Ctrl+N")
    qtbot.waitUntil(lambda: window.model.game.name == "pylon")
    assert window.model.length == 0
    window.session.show_start()
    assert any("Pylos game (Ann against Bob, 5 moves)" in text for text in offered(window).values())
    resume(qtbot, window, "Pylos game")
    as_left(window)
    assert window.pages.currentWidget() is window.game_page


def test_opening_a_file_keeps_the_game_in_progress(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    window.session.start_game(make_game("ambush"), moves=["Sa1", "Sb1"])
    path = tmp_path / "ambush.pdgame"
    assert window.session.save(path)
    in_progress(window)
    window.menus.menus["recent"].aboutToShow.emit()  # File › Open recent, as it opens
    recent = window.menus.menus["recent"].actions()[0]
    assert recent.text().endswith("ambush.pdgame")
    recent.trigger()
    assert window.model.game.name == "ambush" and window.model.move_texts() == ["Sa1", "Sb1"]
    resume(qtbot, window, "Pylos game")
    as_left(window)


def test_a_rematch_keeps_an_unfinished_game_and_swaps_the_seats(
    qtbot: QtBot, window: MainWindow
) -> None:
    in_progress(window)
    window.session.rematch()
    assert window.model.names == ("Bob", "Ann") and window.model.length == 0
    resume(qtbot, window, "Pylos game")
    as_left(window)


def test_a_rematch_after_the_end_asks_nothing(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    from tests.core.test_record import finished_game

    asked: list[object] = []
    monkeypatch.setattr(QMessageBox, "question", lambda *args: asked.append(args))
    game = make_game("pylon")
    window.session.start_game(game, (Seat("Ann"), Seat("Bob")), finished_game(game, 2))
    assert window.model.state.is_over
    button = window.game_page.summary.rematch_button
    qtbot.waitUntil(button.isVisible)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert window.model.names == ("Bob", "Ann") and window.model.length == 0
    assert asked == []
    assert offered(window) == {}  # a finished game is nothing to come back to


@pytest.mark.window(active=True)
def test_choosing_another_game_keeps_the_game_in_progress(qtbot: QtBot, window: MainWindow) -> None:
    in_progress(window)
    press(qtbot, window, "Ctrl+Shift+N")
    assert window.pages.currentWidget() is window.start_screen
    qtbot.mouseClick(window.start_screen.back_button, Qt.MouseButton.LeftButton)
    as_left(window)


def test_resume_from_here_can_be_undone(qtbot: QtBot, window: MainWindow) -> None:
    in_progress(window)
    window.model.redo()
    moves = window.game_page.moves
    moves.list.setCurrentRow(2)  # look at the position after the second move
    assert window.model.reviewing and window.model.cursor == 2
    qtbot.mouseClick(moves.resume_button, Qt.MouseButton.LeftButton)
    assert not window.model.reviewing and window.model.cursor == 2
    assert "3 later moves come back with Redo" in window.game_page.message_bar.text()
    assert window.actions_by_name["redo"].isEnabled()
    for _ in range(3):
        window.actions_by_name["redo"].trigger()
    assert window.model.cursor == 5 and window.model.move_texts() == MOVES


def test_leaving_a_lesson_puts_the_game_back(qtbot: QtBot, window: MainWindow) -> None:
    in_progress(window)
    window.actions_by_name["learn"].trigger()  # Help › Learn to play…
    browser = window.lesson_browser
    assert browser is not None
    qtbot.mouseClick(browser.start_button, Qt.MouseButton.LeftButton)
    assert window.session.lessons.active
    qtbot.mouseClick(window.game_page.lesson_panel.leave_button, Qt.MouseButton.LeftButton)
    as_left(window)


def test_a_new_game_from_a_lesson_keeps_the_game_behind_it(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    in_progress(window)
    window.session.start_study(StudyKind.LESSON, "pylon", 0, 0)
    monkeypatch.setattr(NewGameDialog, "exec", lambda self: QDialog.DialogCode.Accepted)
    window.actions_by_name["new"].trigger()
    assert not window.session.lessons.active and window.model.length == 0
    resume(qtbot, window, "Pylos game")
    as_left(window)


def test_leaving_a_puzzle_puts_the_game_back(qtbot: QtBot, window: MainWindow) -> None:
    in_progress(window)
    window.actions_by_name["puzzles"].trigger()  # Help › Puzzles…
    browser = window.puzzle_browser
    assert browser is not None
    qtbot.mouseClick(browser.open_button, Qt.MouseButton.LeftButton)
    assert window.session.puzzles.active
    qtbot.mouseClick(window.game_page.puzzle_panel.leave_button, Qt.MouseButton.LeftButton)
    as_left(window)


def test_a_paused_game_of_two_computers_opens_paused(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    level = LEVELS[0].number
    seats = (Seat("A", "computer", level), Seat("B", "computer", level))
    window.session.computer.watch_delay_ms = 200
    window.session.start_game(make_game("pylos"), seats)
    bar = window.game_page.watch_bar
    qtbot.waitUntil(lambda: window.model.length >= 2, timeout=20_000)
    qtbot.mouseClick(bar.pause_button, Qt.MouseButton.LeftButton)
    assert window.session.computer.paused
    played = window.model.length
    path = tmp_path / "watched.pdgame"
    assert window.session.save(path)
    window.session.start_game(make_game("pylon"))
    assert window.session.open_file(path)
    assert window.session.computer.paused and bar.pause_button.isChecked()
    qtbot.wait(600)
    assert window.model.length == played  # nobody moves until Resume
    qtbot.mouseClick(bar.pause_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.model.length > played, timeout=20_000)


SWITCH_THEN_DIE = textwrap.dedent(
    """
    import os, signal, sys
    from PySide6.QtCore import QCoreApplication, Qt
    from PySide6.QtWidgets import QApplication
    QCoreApplication.setAttribute(Qt.ApplicationAttribute.AA_ShareOpenGLContexts)
    app = QApplication(sys.argv[:1])
    from core.registry import make_game
    from desktop.window.main_window import MainWindow
    window = MainWindow(view="2d")
    window.show()
    window.session.start_game(make_game("pylos"), moves="1a1 1b1 1a2".split())
    window.session.start_game(make_game("ambush"), moves="Sa1 Sb1".split())
    window.session.model.play("Sc1")
    for _ in range(20):
        app.processEvents()
    os.kill(os.getpid(), signal.SIGKILL)  # the plug is pulled: no clean exit
    """
)


def test_after_a_killed_process_every_game_in_progress_is_offered_back(
    qtbot: QtBot, tmp_path: Path
) -> None:
    env = {**os.environ, "XDG_CONFIG_HOME": str(tmp_path / "config"), "PYTHONPATH": str(ROOT)}
    done = subprocess.run(
        [sys.executable, "-c", SWITCH_THEN_DIE], cwd=ROOT, env=env, timeout=120, check=False
    )
    assert done.returncode == -signal.SIGKILL
    window = MainWindow(view="2d")
    qtbot.addWidget(window)
    lines = sorted(offered(window).values())
    assert len(lines) == 2
    assert "Ambush game" in lines[0] and "3 moves" in lines[0]
    assert "Pylos game" in lines[1] and "3 moves" in lines[1]
    resume(qtbot, window, "Ambush game")
    assert window.model.move_texts() == ["Sa1", "Sb1", "Sc1"]
    window.session.computer.shutdown()


def test_a_new_game_over_a_game_in_progress_says_where_that_game_waits(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    in_progress(window)
    monkeypatch.setattr(NewGameDialog, "exec", lambda self: QDialog.DialogCode.Accepted)
    window.actions_by_name["new"].trigger()
    assert window.model.length == 0
    said = window.game_page.message_bar.label.text()
    assert "Your game of Pylos is kept: the start screen offers it back." in said
    resume(qtbot, window, "Pylos game")
    as_left(window)
    window.session.start_game(window.model.game)  # the game resumed is kept again: said
    assert "is kept" in window.game_page.message_bar.label.text()
    window.session.start_game(window.model.game)  # over a game without moves: nothing to say
    assert "is kept" not in window.game_page.message_bar.label.text()


def saved_then_played_on(window: MainWindow, path: Path) -> None:
    """The Pylos game of ``in_progress`` saved to ``path``, then one more move: not saved."""
    in_progress(window)
    assert window.session.save(path)
    window.model.redo()
    assert window.session.modified and window.windowTitle().startswith(path.name)


def still_unsaved(window: MainWindow, path: Path) -> None:
    """The game of ``saved_then_played_on`` is back, its file with it, and still unsaved."""
    assert window.model.move_texts() == MOVES and window.model.cursor == 5
    assert window.session.files.path == path and window.session.modified
    assert window.isWindowModified() and window.windowTitle().startswith(path.name)
    window.model.undo()  # back to what the file holds: nothing to save
    assert not window.session.modified and not window.isWindowModified()
    window.model.redo()
    window.actions_by_name["save"].trigger()  # to its file, without asking where
    assert read_file(path).moves == tuple(MOVES) and not window.session.modified


def test_leaving_a_lesson_keeps_the_game_unsaved_in_its_file(
    window: MainWindow, tmp_path: Path
) -> None:
    path = tmp_path / "mine.pdgame"
    saved_then_played_on(window, path)
    window.session.start_study(StudyKind.LESSON, "pylos", 0, 0)
    window.session.leave_study()
    still_unsaved(window, path)


def test_a_kept_game_comes_back_with_its_file(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    path = tmp_path / "mine.pdgame"
    saved_then_played_on(window, path)
    window.session.start_game(make_game("pylon"))
    line = next(text for text in offered_now(window) if "mine.pdgame" in text)
    assert line.startswith("Your Pylos game (Ann against Bob, 5 moves) · today ")
    assert line.endswith("· mine.pdgame, with unsaved moves")  # played on since it was saved
    resume(qtbot, window, "mine.pdgame, with unsaved moves")
    still_unsaved(window, path)
    window.session.start_game(make_game("pylon"))
    path.unlink()  # the file went: the game comes back all the same, to be saved there again
    resume(qtbot, window, "Pylos game")
    assert window.session.files.path == path and window.session.modified
    window.model.undo()
    assert window.session.modified  # the file holds nothing now


def offered_now(window: MainWindow) -> list[str]:
    window.session.show_start()
    return list(offered(window).values())


def test_kept_games_of_the_same_players_are_told_apart(qtbot: QtBot, window: MainWindow) -> None:
    """Two games of "Ann against Carl", one against a person, one against the computer."""
    window.session.start_game(make_game("pylos"), (Seat("Ann"), Seat("Carl")), moves=MOVES)
    carl = Seat("Carl", "computer", LEVELS[0].number)
    window.session.computer.pause(True)
    window.session.start_game(make_game("pylos"), (Seat("Ann"), carl), moves=MOVES)
    window.session.start_game(make_game("pylon"))
    lines = offered_now(window)
    assert len(lines) == 2 and lines[0] != lines[1], lines
    assert any("Ann against Carl (computer)" in line for line in lines), lines
    assert any("Ann against Carl," in line for line in lines), lines


def test_opening_a_file_twice_keeps_one_game_of_it(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    """The file already on the table is not opened again; one waiting on the shelf as its file
    holds it comes back instead of a second copy."""
    path = tmp_path / "mine.pdgame"
    window.session.start_game(make_game("pylos"), (Seat("Ann"), Seat("Bob")), moves=MOVES)
    assert window.session.save(path)
    assert window.session.open_file(path)
    assert "already on the table" in window.game_page.message_bar.text()
    window.session.start_game(make_game("pylon"), moves=["Sa1"])
    assert window.session.open_file(path)
    assert window.model.move_texts() == MOVES
    lines = offered_now(window)
    assert sum("mine.pdgame" in line for line in lines) == 0, lines  # it is on the table
    window.session.start_game(make_game("ambush"), moves=["Sa1"])
    assert sum("mine.pdgame" in line for line in offered_now(window)) == 1


def answer_the_message_box(key: Qt.Key, seen: list[str]) -> None:
    """When a message box opens, note its text and press ``key`` in it."""

    def answer() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(20, answer)
            return
        seen.append(box.text())
        QTest.keyClick(box, key)

    QTimer.singleShot(20, answer)


def test_discarding_a_kept_game_asks_first_and_enter_keeps_it(
    qtbot: QtBot, window: MainWindow
) -> None:
    in_progress(window)
    window.session.start_game(make_game("pylon"))
    window.session.show_start()
    ident = next(iter(offered(window)))
    discard = window.start_screen.kept[ident][2]
    seen: list[str] = []
    answer_the_message_box(Qt.Key.Key_Return, seen)  # No is the default
    qtbot.mouseClick(discard, Qt.MouseButton.LeftButton)
    assert "Your Pylos game (Ann against Bob, 5 moves)" in seen[0]
    assert list(offered(window)) == [ident]
    answer_the_message_box(Qt.Key.Key_Y, seen)  # Yes
    qtbot.mouseClick(discard, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: offered(window) == {})
