"""The words follow what the player chose, at once: the colours' names follow the palette
(the colour-blind palette draws Red's pyramids orange, and every text says "Orange"), the whole
window follows the language without a restart, and English counts things in the singular when
there is one."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest
from PySide6.QtWidgets import QApplication, QDialog, QMenu
from pytestqt.qtbot import QtBot

from core.registry import make_game
from core.search.levels import LEVELS
from core.study.tutorial import lessons_of
from desktop.i18n.language import choose_for_this_run
from desktop.look import theme
from desktop.model import GameModel
from desktop.model.describe import figure_text
from desktop.study.kind import StudyKind
from desktop.window import dialogs
from desktop.window.main_window import MainWindow
from desktop.window.new_game import NewGameDialog

pytestmark = pytest.mark.window(view="2d")


@pytest.fixture
def colour_blind(window: MainWindow) -> Iterator[MainWindow]:
    window.preferences.set_palette("colour_blind")
    try:
        yield window
    finally:
        window.preferences.set_palette("standard")


def settle() -> None:
    for _ in range(3):
        QApplication.processEvents()


def through_the_dialog(
    window: MainWindow,
    monkeypatch: pytest.MonkeyPatch,
    answer: Callable[[NewGameDialog], QDialog.DialogCode],
) -> GameModel:
    """New Game, the dialog answered by ``answer``; the model of the game it starts."""
    monkeypatch.setattr(NewGameDialog, "exec", answer)
    dialogs.ask_new_game(window)
    settle()
    return window.session.model


def test_in_the_colour_blind_palette_red_is_called_orange_everywhere(
    qtbot: QtBot, colour_blind: MainWindow
) -> None:
    window = colour_blind
    assert theme.palette() == "colour_blind"
    window.session.start_game(make_game("pylon"))
    settle()
    panel_names = [label.text() for label in window.game_page.players.names]
    assert any("Orange" in text for text in panel_names), panel_names
    assert not any("Red" in text for text in panel_names), panel_names
    dialog = NewGameDialog("pylon", parent=window)
    try:
        names = dialog.seat_names()
        assert names[0] == "Orange", names
    finally:
        dialog.close()
    # a lesson that speaks of Red speaks of Orange
    found = [
        (index, number)
        for index, lesson in enumerate(lessons_of("pylon"))
        for number, step in enumerate(lesson.steps)
        if "Red" in step.text("en")
    ]
    assert found, "a Pylon lesson step names Red"
    index, number = found[0]
    window.session.start_study(StudyKind.LESSON, "pylon", index, number)
    settle()
    shown = window.game_page.lesson_panel.text.text()
    assert "Orange" in shown and "Red" not in shown, shown
    window.session.leave_study()


def test_back_in_the_standard_palette_red_is_red(qtbot: QtBot, window: MainWindow) -> None:
    window.session.start_game(make_game("pylon"))
    settle()
    panel_names = [label.text() for label in window.game_page.players.names]
    assert any("Red" in text for text in panel_names), panel_names


def test_the_menus_change_language_at_once_and_back(qtbot: QtBot, window: MainWindow) -> None:
    def titles() -> list[str]:
        return [action.text() for action in window.menuBar().actions()]

    def items() -> list[str]:
        found = []
        for action in window.menuBar().actions():
            menu = action.menu()
            if isinstance(menu, QMenu):
                found += [item.text() for item in menu.actions() if item.text()]
        return found

    english_titles, english_items = titles(), items()
    window.preferences.set_language("fr")
    try:
        settle()
        french_titles, french_items = titles(), items()
        assert french_titles != english_titles
        assert not set(english_titles) & set(french_titles), (english_titles, french_titles)
        changed = [
            pair for pair in zip(english_items, french_items, strict=True) if pair[0] != pair[1]
        ]
        assert len(changed) >= len(english_items) // 2, changed
        assert window.game_page.moves.undo_button.text() != "Undo"
    finally:
        window.preferences.set_language("en")
        choose_for_this_run(None)
    settle()
    assert titles() == english_titles
    assert items() == english_items
    assert window.game_page.moves.undo_button.text() == "Undo"


def test_english_says_one_ball_and_two_balls(qtbot: QtBot, window: MainWindow) -> None:
    game = make_game("pylos")
    window.session.start_game(game)
    settle()
    names = window.model.shown_names
    state = game.initial_state()
    assert figure_text(state, 0, names) == "15 balls in reserve"
    while state.figures()[0] > 1 and not state.is_over:
        state = state.apply(state.legal_moves()[0])
    assert figure_text(state, 0, names) == "1 ball in reserve"


def test_a_new_game_of_another_game_names_its_own_sides_and_they_follow_the_palette(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    """New Game from a Pylos game whose players kept the names Light and Dark, changed to
    Ambush: the players are Red and Blue, not Light and Dark carried over as typed names; and
    the names follow the palette chosen afterwards. A name someone typed is kept."""
    window.session.start_game(make_game("pylos"))

    def to_ambush(dialog: NewGameDialog) -> QDialog.DialogCode:
        assert [edit.text() for edit in dialog.name_edits] == ["", ""]  # defaults, not typed
        dialog.game_box.setCurrentIndex(dialog.game_box.findData("ambush"))
        dialog.name_edits[1].setText("Ann")
        return QDialog.DialogCode.Accepted

    model = through_the_dialog(window, monkeypatch, to_ambush)
    assert model.game.name == "ambush"
    assert model.shown_names == ("Red", "Ann")
    model.play(model.state.legal_moves()[0])
    moves = window.game_page.moves.list
    assert "Red" in moves.item(1).text()
    window.preferences.set_palette("colour_blind")
    try:
        assert model.shown_names == ("Orange", "Ann")
        panel_names = [label.text() for label in window.game_page.players.names]
        assert any("Orange" in text for text in panel_names), panel_names
        assert "Orange" in moves.item(1).text()  # the moves played before the change too
    finally:
        window.preferences.set_palette("standard")

    def kept(dialog: NewGameDialog) -> QDialog.DialogCode:
        assert [edit.text() for edit in dialog.name_edits] == ["", "Ann"]
        return QDialog.DialogCode.Rejected

    monkeypatch.setattr(NewGameDialog, "exec", kept)
    dialogs.ask_new_game(window)


def test_the_computer_s_own_name_follows_the_language_and_a_typed_one_stays(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A computer's seat nobody named is kept as "Computer (Master)" and read in the language
    of the day, in the window and on the start screen's line; a name someone typed stays."""
    window.preferences.set_language("fr")
    try:

        def against_master(dialog: NewGameDialog) -> QDialog.DialogCode:
            dialog.game_box.setCurrentIndex(dialog.game_box.findData("pylos"))
            dialog.kind_boxes[1].setCurrentIndex(dialog.kind_boxes[1].findData(LEVELS[-1].number))
            dialog.name_edits[0].setText("Ann")
            return QDialog.DialogCode.Accepted

        model = through_the_dialog(window, monkeypatch, against_master)
        assert model.names[1] == f"Computer ({LEVELS[-1].name})"  # as it is kept
        french = model.shown_names[1]
        assert french != model.names[1] and french.startswith("Ordinateur")
        assert model.shown_names[0] == "Ann"
    finally:
        window.preferences.set_language("en")
    assert model.shown_names == ("Ann", f"Computer ({LEVELS[-1].name})")
    model.play(model.state.legal_moves()[0])
    window.session.start_game(make_game("pylon"))
    window.preferences.set_language("fr")
    try:
        window.session.show_start()
        lines = [row[0].text() for row in window.start_screen.kept.values()]
        assert any(french in line and "Ann" in line for line in lines), lines
    finally:
        window.preferences.set_language("en")
