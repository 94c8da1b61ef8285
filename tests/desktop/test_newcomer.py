"""What a newcomer hits first: choices that cover the board, silent refusals, no way back to the
game, a move list that lies, stale or mixed words, small boards and tiny text."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog, QLabel, QMessageBox, QPushButton
from pytestqt.qtbot import QtBot

from core import game_names, make_game
from core.api import State
from core.playout import random_record
from desktop.board2d.pieces import MarkerItem, TextItem
from desktop.look import theme
from desktop.measuring.layout import board_share_3d, figures_2d, scene_fill_3d
from desktop.model import Seat
from desktop.window.main_window import MainWindow
from desktop.window.new_game import NewGameDialog

from .clicks import click_raw

AMBUSH_BOTH_CAPTURE = "Sa6 Sf6 Mb2 Sf5 Se1 Mc2 Sa5 Se2".split()


pytestmark = pytest.mark.window(active=True)


def settle() -> None:
    for _ in range(6):
        QApplication.processEvents()


# --- 2. choices beside the board, with what they do ---
def test_rotation_choices_sit_beside_the_board_fit_and_show_their_result(
    qtbot: QtBot, window: MainWindow
) -> None:
    window.resize(1024, 600)
    window.session.start_game(make_game("ambush"), moves=AMBUSH_BOTH_CAPTURE)
    view = window.game_page.board2d
    bar = window.game_page.message_bar
    click_raw(qtbot, view, "rotate:NE")
    settle()
    choices = bar.choices.buttons
    assert set(choices) == {"angle:90", "angle:180", "angle:270"}
    scene_raws = {item.data(0) for item in view.scene().items()}
    assert not any(str(raw).startswith(("angle:", "order:")) for raw in scene_raws)
    board = view.mapFromScene(view.board.board_rect()).boundingRect()
    for raw, button in choices.items():
        corner = button.mapTo(window, QPoint(0, 0))
        inside = view.viewport().mapTo(window, board.topLeft())
        assert corner.y() > inside.y() + board.height(), f"{raw} covers the board"
        words = button.findChild(QLabel)
        assert words is not None and words.width() >= words.sizeHint().width() - 1, raw
        image = button.image.pixmap()
        assert image is not None and not image.isNull(), f"{raw} has no picture of its result"
    assert choices["angle:270"].detail == "Red to take the medium on c2"
    assert choices["angle:90"].detail == "no capture"
    three_d = window.game_page.board3d
    if three_d is not None:
        assert not [b for b in three_d.findChildren(QPushButton) if "°" in b.text()]
    click_raw(qtbot, view, "angle:270")
    click_raw(qtbot, view, "size:S")
    assert set(bar.choices.buttons) == {"order:mine", "order:theirs"}
    details = {raw: b.detail for raw, b in bar.choices.buttons.items()}
    assert details == {
        "order:mine": "Red to take the medium on c2",
        "order:theirs": "Blue to take the small on d2",
    }


def test_no_choice_stays_on_screen_during_the_turn(qtbot: QtBot, window: MainWindow) -> None:
    window.game_page.board2d.animation_ms = 200
    window.session.start_game(make_game("ambush"), moves=AMBUSH_BOTH_CAPTURE)
    view = window.game_page.board2d
    for raw in ("rotate:NE", "angle:90", "size:S"):
        click_raw(qtbot, view, raw)
    assert view.animating
    assert not window.game_page.message_bar.choices.buttons
    assert not [i for i in view.scene().items() if isinstance(i, MarkerItem)]
    qtbot.waitUntil(lambda: not view.animating, timeout=5000)


# --- 3. Pylon's size rule explained ---
def test_pylon_stack_onto_a_smaller_top_is_explained(qtbot: QtBot, window: MainWindow) -> None:
    game = make_game("pylon")
    record = random_record(game, 4, limit=30)
    window.session.start_game(game, moves=record)
    state = window.model.state
    view = window.game_page.board2d
    for origin, target in _refused_neighbour_pairs(state):
        click_raw(qtbot, view, origin)
        assert window.model.builder.click_ids == (f"from:{origin}",)
        point = view.view_point(target)
        assert point is not None
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)
        refusal = window.game_page.message_bar.refusal
        assert "is larger than the top of" in refusal and target in refusal
        assert window.model.builder.click_ids == (f"from:{origin}",)  # the choice is kept
        window.model.cancel_move()
        return
    pytest.fail("the record has no refused neighbour to try")


def _refused_neighbour_pairs(state: State) -> list[tuple[str, str]]:
    from core.builder import MoveBuilder
    from core.games.pylon.rules import NAMES, NEIGHBOURS
    from core.registry import kit_of

    builder = MoveBuilder(state, kit_of(state.game).clicks)
    origins = {t.raw.value for t in builder.targets() if t.kind == "origin"}
    pairs = []
    for origin in sorted(origins):
        for target in (NAMES[n] for n in NEIGHBOURS[NAMES.index(origin)]):
            if target not in origins:
                continue
            if state.illegal_reason(state.parse_move(f"{origin}-{target}")):
                pairs.append((origin, target))
    return pairs


# --- 4. back to the game; actions that cannot apply are disabled ---
def test_the_start_screen_leads_back_to_the_game_in_progress(window: MainWindow) -> None:
    actions = window.actions_by_name
    assert not actions["undo"].isEnabled() and not actions["redo"].isEnabled()  # start screen
    assert not window.start_screen.back_button.isVisible()
    window.session.start_game(make_game("pylos"), moves=["1a1", "1b1"])
    assert actions["undo"].isEnabled()
    assert not [name for name in actions if name.startswith("propose:")]  # none in Pylos
    actions["choose"].trigger()
    assert window.pages.currentWidget() is window.start_screen
    assert not actions["undo"].isEnabled() and not actions["redo"].isEnabled()
    assert window.start_screen.back_button.isVisible()
    actions["undo"].trigger()  # a disabled action changes nothing (even from a shortcut)
    assert window.model.move_texts() == ["1a1", "1b1"]
    window.start_screen.back_button.click()
    assert window.pages.currentWidget() is window.game_page
    assert window.model.move_texts() == ["1a1", "1b1"]


# --- 5. the move list's keys move the board ---
def test_keys_in_the_move_list_and_arrows_review_the_game(qtbot: QtBot, window: MainWindow) -> None:
    window.session.start_game(make_game("pylos"), moves="1a1 1b1 1a2 1b2 2a1".split())
    listing = window.game_page.moves.list
    listing.setFocus()
    QTest.keyClick(listing, Qt.Key.Key_Up)
    assert window.model.cursor == 4 and window.model.reviewing
    QTest.keyClick(listing, Qt.Key.Key_Home)
    assert window.model.cursor == 0
    window.game_page.board2d.setFocus()
    for key, cursor in ((Qt.Key.Key_Right, 1), (Qt.Key.Key_Right, 2), (Qt.Key.Key_Left, 1)):
        QTest.keyClick(window, key)
        assert window.model.cursor == cursor
        assert listing.currentRow() == cursor
    QTest.keyClick(window, Qt.Key.Key_End)
    assert window.model.cursor == 5 and not window.model.reviewing


# --- 6. words: never stale, never mixed ---
def test_a_refusal_goes_with_escape_and_undo(qtbot: QtBot, window: MainWindow) -> None:
    window.session.start_game(make_game("pylos"), moves=["1a1"])
    view = window.game_page.board2d
    bar = window.game_page.message_bar
    for key in (QKeySequence("Esc"), QKeySequence(QKeySequence.StandardKey.Undo)):
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.view_point("1a1"))
        assert bar.refusal and bar.kind == "refused"
        QTest.keySequence(window, key)
        assert not bar.refusal and bar.kind != "refused", key.toString()
    assert "✋" not in bar.text()
    assert not bar.icon.pixmap().isNull()


def finish(window: MainWindow, name: str, seats: tuple[Seat, Seat], seed: int = 3, **opts: str):
    game = make_game(name, opts)
    record = random_record(game, seed)
    window.session.start_game(game, seats, record[:-1])
    window.model.play(record[-1])
    return window.model.state.outcome()


def test_the_end_names_the_players_in_the_panel_and_message_without_a_dialog(
    window: MainWindow,
) -> None:
    outcome = finish(window, "pylos", (Seat("Ann"), Seat("Bob")))
    assert outcome is not None
    text = window.game_page.message_bar.text()
    assert "Light" not in text and "Dark" not in text
    assert ("Ann" in text) and ("Bob" in text)
    assert QApplication.activeModalWidget() is None
    assert not [
        w
        for w in QApplication.topLevelWidgets()
        if isinstance(w, QMessageBox | QDialog) and w.isVisible()
    ]
    bar, summary = window.game_page.message_bar, window.game_page.summary
    assert summary.rematch_button.isVisible() and bar.new_game_button.isVisible()
    summary.rematch_button.click()
    assert window.model.names == ("Bob", "Ann") and not window.model.moves


@pytest.mark.parametrize("name", ["pylon", "ambush"])
def test_after_the_end_the_panel_gives_the_result(window: MainWindow, name: str) -> None:
    finish(window, name, (Seat("Ann"), Seat("Bob")))
    header = window.game_page.players.phase.text()
    assert "turn 30 of 30" not in header and "stacking ·" not in header
    assert "game over" in header and ("A win for" in header or "Draw" in header)


def test_the_pylos_header_names_every_option_that_is_not_the_default(window: MainWindow) -> None:
    window.session.start_game(
        make_game("pylos", {"out_of_balls": "no_legal_move", "rules": "mature"})
    )
    header = window.game_page.players.phase.text()
    assert "out of balls: no legal move" in header and "rules: mature" in header
    window.session.start_game(make_game("pylos", {"base": "3", "balls": "5"}))
    header = window.game_page.players.phase.text()
    assert "base: 3×3" in header and "balls: 5" in header  # (the base as the dialog names it)


def test_the_reserve_counts_agree_while_a_recovery_is_chosen(
    qtbot: QtBot, window: MainWindow
) -> None:
    window.session.start_game(make_game("pylos"), moves="1a1 1d4 1b1 1c4 1a2 1d3".split())
    view = window.game_page.board2d
    click_raw(qtbot, view, "1b2")  # completes Light's square: the ball is already in its hollow
    panel = window.game_page.players.figures[0].text()
    texts = [t.text for t in view.board.texts() if "in reserve" in t.text]
    assert panel == "11 balls in reserve"
    assert any("11 in reserve" in text for text in texts), texts


def test_the_last_move_and_the_selection_differ_in_colour(qtbot: QtBot, window: MainWindow) -> None:
    assert theme.LAST_MOVE.name() != theme.SELECTED.name()
    window.session.start_game(
        make_game("pylon"), moves=random_record(make_game("pylon"), 4, limit=30)
    )
    view = window.game_page.board2d
    origin = next(t.raw for t in window.model.builder.targets() if t.kind == "origin")
    click_raw(qtbot, view, origin)
    colours = {m.colour.name() for m in view.scene().items() if isinstance(m, MarkerItem)}
    assert {theme.LAST_MOVE.name(), theme.SELECTED.name()} <= colours


def test_the_new_game_dialog_says_once_that_repetition_is_our_rule(qtbot: QtBot) -> None:
    dialog = NewGameDialog("pylos")
    qtbot.addWidget(dialog)
    texts = [label.text() for label in dialog.findChildren(QLabel)]
    mentions = sum(text.count("own rule") + text.count("not Gigamic") for text in texts)
    assert mentions == 1


# --- 7. boards that fill their panes, text never smaller than the application's ---
@pytest.mark.parametrize("name", game_names())
@pytest.mark.parametrize("size", [(1024, 600), (1280, 800), (1920, 1080)])
def test_boards_fill_their_panes_with_readable_text(
    window: MainWindow, name: str, size: tuple[int, int]
) -> None:
    window.session.start_game(make_game(name), moves=random_record(make_game(name), 5, limit=14))
    window.resize(*size)
    for mode in ("2d", "both"):
        window.preferences.set_view(mode, remember_it=False)
        settle()
        figures = figures_2d(window.game_page.board2d)
        assert figures.board_fill >= 0.74, (mode, figures)
        assert figures.board_share >= 0.40, (mode, figures)
        assert figures.smallest_text >= theme.text_px() - 0.5, (mode, figures)
    three_d = window.game_page.board3d
    if three_d is None:
        return
    for mode in ("3d", "both"):
        window.preferences.set_view(mode, remember_it=False)
        settle()
        three_d.use_preset("reset")  # type: ignore[attr-defined]
        fill, cut = scene_fill_3d(three_d)
        assert not cut and fill >= 0.75, (mode, fill)
        assert board_share_3d(three_d) >= 0.07, mode
        assert three_d.camera().fov <= 40  # type: ignore[attr-defined]


def test_every_text_item_is_a_readable_text_item(window: MainWindow) -> None:
    """Texts drawn on a board all go through TextItem (so the size check above sees them)."""
    from PySide6.QtWidgets import QGraphicsSimpleTextItem, QGraphicsTextItem

    for name in game_names():
        window.session.start_game(
            make_game(name), moves=random_record(make_game(name), 1, limit=12)
        )
        items = window.game_page.board2d.scene().items()
        assert not [i for i in items if isinstance(i, QGraphicsSimpleTextItem | QGraphicsTextItem)]
        assert any(isinstance(i, TextItem) for i in items)
