"""The application around the board: command line, PNG export, dialogs, Pylon's early end."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QComboBox, QDialog
from pytestqt.qtbot import QtBot

from core import make_game
from core.games.pylos.rules import PylosGame
from core.playout import random_record
from desktop import app
from desktop.app import CommandLineError, parse_command_line
from desktop.window.main_window import MainWindow
from desktop.window.new_game import NewGameDialog

ROOT = Path(__file__).resolve().parents[2]
FINISHED = {
    "pylos": "1a1 1d4 1b1 1c4 1a2 1d3 1b2x1a1x1b2",
    "pylon": "",
    "ambush": "",
}


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--game", "chess"], "unknown game 'chess'"),
        (["--game", "pylos", "--set", "rules=adult"], "option rules has no value 'adult'"),
        (["--game", "pylon", "--moves", "Ma1 Ma1"], "move 2 'Ma1': a1 is taken"),
        (["--game", "ambush", "--moves", "S@XX90"], "move 1 'S@XX90'"),
        (["--moves", "1a1"], "--set and --moves need --game"),
        (["--game", "pylos", "--export-png", "out.jpg"], "ending in .png"),
        (["--game", "pylos", "--set", "rules"], "--set needs KEY=VALUE"),
        (["--colour", "red"], "unrecognized arguments: --colour"),
    ],
)
def test_bad_command_lines_are_refused(
    argv: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(CommandLineError, match=message):
        parse_command_line(argv)
    assert app.main(argv) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and message in err


def test_the_real_command_refuses_before_any_window() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "desktop", "--game", "pylos", "--moves", "1a1 1a1"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
    )
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr == "pyramid-duels: error: move 2 '1a1': 1a1 is already taken\n"


def finished_record(name: str) -> list[str]:
    """A finished game of ``name`` (for Pylos, one with a two-ball recovery in it)."""
    return random_record(make_game(name), 7, opening=FINISHED[name].split())


@pytest.mark.parametrize("name", ["pylos", "pylon", "ambush"])
def test_export_png_of_a_finished_game(qtbot: QtBot, tmp_path: Path, name: str) -> None:
    out = tmp_path / f"{name}.png"
    moves = finished_record(name)
    assert app.main(["--game", name, "--moves", " ".join(moves), "--export-png", str(out)]) == 0
    image = QImage(str(out))
    assert (image.width(), image.height()) == (1280, 800)
    colours = {image.pixel(x, y) for x in range(0, 1280, 40) for y in range(0, 800, 40)}
    assert len(colours) > 20  # a drawn window, not a blank one


def test_new_game_dialog_options_names_and_who_starts(qtbot: QtBot) -> None:
    dialog = NewGameDialog("pylos")
    qtbot.addWidget(dialog)
    assert set(dialog.option_widgets) == {"rules", "out_of_balls", "repetition", "joined"}
    rules = dialog.option_widgets["rules"]
    rules.setCurrentIndex(rules.findData("mature"))  # type: ignore[union-attr]
    dialog.option_widgets["repetition"].setValue(0)  # type: ignore[union-attr]
    dialog.name_edits[0].setText("Ann")
    dialog.name_edits[1].setText("Bob")
    dialog.starter.setCurrentIndex(1)
    game, seats = dialog.chosen()
    assert game.options["rules"] == "mature" and game.options["repetition"] == "0"
    assert (seats[0].name, seats[1].name) == ("Bob", "Ann")  # Bob starts, so Bob is Light
    dialog.game_box.setCurrentIndex(dialog.game_box.findData("ambush"))
    assert set(dialog.option_widgets) == {"diagonal"}
    dialog.game_box.setCurrentIndex(dialog.game_box.findData("pylon"))
    game, seats = dialog.chosen()
    assert game.name == "pylon" and not dialog.option_widgets


@pytest.mark.parametrize(
    ("text", "base", "balls"),
    [("3×3, 7 balls each", 3, 7), ("4×4, 5 balls each", 4, 5), ("4×4, 15 balls each", 4, 15)],
)
def test_the_board_row_sets_the_base_and_the_balls(
    qtbot: QtBot, text: str, base: int, balls: int
) -> None:
    """One row, Board, sets both options the smaller games need; they are remembered as both
    options, and the next dialog offers them chosen."""
    dialog = NewGameDialog("pylos")
    qtbot.addWidget(dialog)
    assert {"base", "balls"}.isdisjoint(dialog.option_widgets)  # (not a row each)
    board = dialog.option_widgets["joined"]
    assert isinstance(board, QComboBox)
    assert board.currentText().startswith("4×4, 15 balls each")  # the standard game first
    index = next(i for i in range(board.count()) if board.itemText(i).startswith(text))
    board.setCurrentIndex(index)
    game, _ = dialog.chosen()
    assert isinstance(game, PylosGame)
    assert (game.board.base, game.balls) == (base, balls)
    dialog._remember_and_accept()
    again = NewGameDialog("pylos")
    qtbot.addWidget(again)
    assert again.option_widgets["joined"].currentIndex() == index  # type: ignore[union-attr]


def test_a_board_the_row_does_not_list_is_offered_when_remembered(qtbot: QtBot) -> None:
    """A pair chosen elsewhere (a file's 3×3 base with 5 balls each) shows as itself."""
    QSettings().setValue("newGame/options/pylos", json.dumps({"base": "3", "balls": "5"}))
    dialog = NewGameDialog("pylos")
    qtbot.addWidget(dialog)
    board = dialog.option_widgets["joined"]
    assert isinstance(board, QComboBox) and board.currentText() == "3×3, 5 balls each"
    game, _ = dialog.chosen()
    assert isinstance(game, PylosGame) and (game.board.base, game.balls) == (3, 5)


def test_start_screen_leads_to_a_new_game(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    window = MainWindow()
    qtbot.addWidget(window)
    monkeypatch.setattr(NewGameDialog, "exec", lambda self: QDialog.DialogCode.Accepted)
    window.start_screen.buttons["ambush"].click()
    assert window.pages.currentWidget() is window.game_page
    assert window.model.game.name == "ambush"


def test_pylon_early_end_is_proposed_and_answered(qtbot: QtBot) -> None:
    window = MainWindow()
    qtbot.addWidget(window)
    squares = [f"{c}{r}" for r in range(1, 6) for c in "abcdef"]
    moves = [f"{'SML'[(i // 2) % 3]}{sq}" for i, sq in enumerate(squares)]
    window.session.start_game(make_game("pylon"), moves=moves[:29])
    button = window.game_page.proposal_buttons["agreed"]
    assert not button.isEnabled()
    window.model.play(moves[29])
    assert button.isEnabled()
    questions: list[str] = []
    window.ask = lambda title, text: questions.append(text) or False  # type: ignore[func-returns-value]
    button.click()
    assert "Red, do you accept?" in questions[0]  # Blue moves first in the stacking phase
    assert not window.model.state.is_over
    assert "Red refused" in window.game_page.message_bar.text()
    window.preferences.set_palette("colour_blind")  # the question names the sides as shown
    try:
        button.click()
        assert "Orange, do you accept?" in questions[1] and "Red" not in questions[1]
        assert "Orange refused" in window.game_page.message_bar.text()
    finally:
        window.preferences.set_palette("standard")
    window.ask = lambda title, text: True
    button.click()
    assert window.model.state.is_over
    assert "agreed" in window.game_page.message_bar.text()


def test_the_first_window_fits_the_screen_with_its_title_bar() -> None:
    """On a 1280×800 screen with a panel (room 1280×770) the first window, title bar and all,
    leaves the message line in sight; on a large screen it opens at 1280×800."""
    from PySide6.QtCore import QSize

    from desktop.window.main_window import TITLE_BAR, first_size

    small = first_size(QSize(1280, 770))
    assert small.height() + TITLE_BAR <= 770 and small.width() <= 1280
    assert first_size(QSize(1920, 1040)) == QSize(1280, 800)
    window = MainWindow()
    try:
        room = window.screen().availableGeometry()
        assert window.height() + TITLE_BAR <= room.height()
    finally:
        window.close()
