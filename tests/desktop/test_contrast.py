"""Readable in every window and every palette: every window, page, panel and dialog the program
can show — its own and Qt's (file dialogs, message boxes), the menus — is grabbed in each
palette, and all its text has a contrast ratio of at least 4.5:1 against its background (WCAG
2.1 AA), 7:1 in the high-contrast palette, measured on the rendered pixels
(``tests/desktop/contrast.py``)."""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from core.record import GameRecord, Player, to_json
from core.registry import game_names, make_game
from desktop.look import theme
from desktop.model import Seat
from desktop.study.browser import LessonBrowser, PuzzleBrowser, RulesDialog
from desktop.study.kind import StudyKind
from desktop.window import dialogs
from desktop.window.main_window import MainWindow
from desktop.window.new_game import NewGameDialog
from desktop.window.preferences_window import PreferencesWindow
from tests.core.test_record import finished_game
from tests.desktop.contrast import Reading, menu_rects, readings, text_rects

REQUIRED = {"standard": 4.5, "colour_blind": 4.5, "high_contrast": 7.0}
Shown = Iterator[tuple[str, QWidget]]


def settle() -> None:
    for _ in range(8):
        QApplication.processEvents()


def pages(window: MainWindow) -> Shown:
    """The window in each of its states: the start screen, a game of each game (and one over,
    one between two computers, one refused click), a lesson and a puzzle of each game."""
    session, page = window.session, window.game_page
    seats = (Seat("Ann"), Seat("Bob"))
    for name in game_names():
        game = make_game(name)
        session.start_game(game, seats, moves=finished_game(game, 3)[:6])
        page.finish_animations()
        yield f"game page, {name}", window
    session.model.click("zz")  # refused: the message line says why
    yield "game page, a refused click", window
    game = make_game(game_names()[1])
    session.start_game(game, seats, moves=finished_game(game, 2))
    yield "game page, the game over", window
    computers = (Seat("A", "computer", 1), Seat("B", "computer", 1))
    session.computer.paused = True
    session.start_game(make_game(game_names()[0]), computers)
    session.computer.pause(True)
    yield "game page, two computers paused", window
    for name in game_names():
        session.start_study(StudyKind.LESSON, name, 1, 1)
        yield f"lesson, {name}", window
        session.start_study(StudyKind.PUZZLE, name, 2)
        yield f"puzzle, {name}", window
    session.leave_study()
    session.show_start()
    window.show_words("A game kept from before could not be read: here is why.", "refused")
    yield "start screen, games kept and a notice", window


def dialogs_of(window: MainWindow, folder: Path) -> Shown:
    """Every dialog: the browsers, the rules of each game, the New Game dialog on each game in
    turn, Qt's file dialogs, Preferences, a question, About, and the menus."""
    yield from _shown("lesson browser", lambda: LessonBrowser(game_names()[0], parent=window))
    yield from _shown("puzzle browser", lambda: PuzzleBrowser(game_names()[-1], parent=window))
    for name in game_names():
        yield from _shown(f"rules of {name}", lambda n=name: RulesDialog(n, window))
    new_game = NewGameDialog(game_names()[0], parent=window)
    new_game.show()
    for name in game_names():
        new_game.game_box.setCurrentIndex(new_game.game_box.findData(name))
        settle()
        yield f"New Game dialog, {name}", new_game
    new_game.close()
    for mode in (QFileDialog.AcceptMode.AcceptOpen, QFileDialog.AcceptMode.AcceptSave):
        yield from _shown(
            f"file dialog, {mode.name}", lambda m=mode: _file_dialog(window, folder, m)
        )
    yield from _shown(
        "Preferences", lambda: PreferencesWindow(window.preferences, lambda: None, window)
    )
    yield from _shown("question", lambda: _question(window))
    yield from _shown("About", lambda: _about(window))


def _shown(what: str, make: Callable[[], QWidget]) -> Shown:
    dialog = make()
    dialog.show()
    settle()
    yield what, dialog
    dialog.close()
    dialog.deleteLater()


def _file_dialog(window: QWidget, folder: Path, mode: QFileDialog.AcceptMode) -> QFileDialog:
    dialog = QFileDialog(window, "Open a saved game", str(folder), "Pyramid Duels games (*.pdgame)")
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog)  # (what shows without a desktop)
    dialog.setAcceptMode(mode)
    dialog.resize(820, 520)
    return dialog


def _question(window: QWidget) -> QMessageBox:
    buttons = QMessageBox.StandardButton
    return QMessageBox(QMessageBox.Icon.Question, "Save the game?", "This game is not saved.",
                       buttons.Save | buttons.Discard | buttons.Cancel, window)  # fmt: skip


def _about(window: QWidget) -> QMessageBox:
    box = QMessageBox(window)
    box.setWindowTitle("About Pyramid Duels")
    box.setText(dialogs.about_text())
    return box


@pytest.fixture
def games_folder(tmp_path: Path) -> Path:
    folder = tmp_path / "games"
    folder.mkdir()
    for number, name in enumerate(game_names()):
        game = make_game(name)
        record = GameRecord(game, (Player("Ann"), Player("Bob")), tuple(finished_game(game, 1)[:4]))
        (folder / f"game {number}.pdgame").write_text(to_json(record))
    return folder


@pytest.mark.parametrize("palette", theme.PALETTES)
def test_every_text_of_every_window_is_readable(
    qtbot: QtBot, window: MainWindow, games_folder: Path, palette: str
) -> None:
    window.preferences.set_palette(palette, remember_it=False)
    window.session.start_game(make_game("pylos"), moves=["1a1", "1b1"])  # a game kept
    found: list[Reading] = []
    seen: list[str] = []
    for what, top in itertools.chain(pages(window), dialogs_of(window, games_folder)):
        settle()
        seen.append(what)
        found += readings(what, top, text_rects(top))
    menu = window.menus.menus["file"]
    menu.popup(window.mapToGlobal(QPoint(10, 30)))
    settle()
    found += readings("File menu", menu, menu_rects(menu))
    menu.hide()
    seen.append("File menu")
    assert len(seen) >= 25, seen
    lowest = min(found, key=lambda reading: reading.ratio)
    print(f"\n{palette}: {len(found)} texts in {len(seen)} windows, lowest {lowest}")
    unreadable = [r for r in found if r.ratio < REQUIRED[palette]]
    assert unreadable == [], "\n".join(f"{r.ratio:.2f} {r.window}: {r.what}" for r in unreadable)
