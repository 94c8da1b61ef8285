"""Two people play a whole game of each game from two windows, by invite code, through a mailbox
server on loopback: Ann invites, Bob types her code into the Join tab, and each plays their own
seat by clicks on their own board, each on their own turn, until the game ends. The two
records are the same, on the boards and on each window's shelf while the game is under way, and
both windows show the result."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from core.registry import game_names
from desktop.model.describe import result_text
from tests.desktop.clicks import play_by_clicks
from tests.desktop.conftest import OpenWindow
from tests.desktop.online_windows import (
    WAIT,
    agree,
    match_of,
    meet,
    moves_of,
    play_out,
    two_windows,
)
from tests.online.conftest import (  # noqa: F401 (fixtures)
    Mailbox,
    module_mailbox,
    no_peer_left,
    shared_mailbox,
)


def test_two_windows_play_a_whole_game_of_each_game_by_clicks(
    qtbot: QtBot,
    open_window: OpenWindow,
    shared_mailbox: Mailbox,  # noqa: F811
    tmp_path: Path,
) -> None:
    windows = two_windows(open_window, tmp_path)
    ann, bob = windows
    for seed, game in enumerate(game_names()):
        meet(qtbot, windows, shared_mailbox.url, game)
        for window, seat in ((ann, 0), (bob, 1)):
            model = window.session.model
            assert model.game.name == game and match_of(window).seat == seat
            assert model.shown_names[1 - seat].endswith(", online")
            assert window.game_page.online_box.isVisible()
        play_out(qtbot, windows, seed, plies=5, end=False)
        agree(qtbot, windows)  # (the game under way on both shelves)
        play_out(qtbot, windows, seed)
        agree(qtbot, windows)
        result = match_of(ann).result_line()
        assert result.startswith("over ")
        for window in windows:
            model = window.session.model
            assert model.state.is_over
            outcome = model.state.outcome()
            assert outcome is not None
            shown = result_text(outcome, model.shown_names, model.game)
            assert window.game_page.message_bar.text().endswith(shown)
            assert match_of(window).result_line() == result


def test_the_mailbox_server_dies_mid_game_and_both_windows_play_on(
    qtbot: QtBot,
    open_window: OpenWindow,
    shared_mailbox: Mailbox,  # noqa: F811
    tmp_path: Path,
) -> None:
    windows = two_windows(open_window, tmp_path)
    ann, bob = windows
    meet(qtbot, windows, shared_mailbox.url, game_names()[0])
    play_out(qtbot, windows, plies=3, end=False)  # Bob to move
    shared_mailbox.stop()
    lost = "Connection lost — reconnecting…"
    for window in windows:
        box = window.game_page.online_box
        qtbot.waitUntil(lambda box=box: box.state.text() == lost, timeout=WAIT)
        assert box.said.toPlainText().splitlines()[-1] == lost
        assert lost in window.game_page.message_bar.text()
    moves = ann.game_page.moves
    qtbot.mouseClick(
        moves.list.viewport(), Qt.MouseButton.LeftButton,
        pos=moves.list.visualItemRect(moves.list.item(1)).center(),
    )  # fmt: skip
    assert ann.session.model.reviewing and ann.session.model.cursor == 1  # looking back
    qtbot.mouseClick(moves.latest_button, Qt.MouseButton.LeftButton)
    assert not ann.session.model.reviewing
    model = bob.session.model
    play_by_clicks(qtbot, bob.game_page.board2d, model.state.legal_moves()[0])  # (it waits)
    assert lost in bob.game_page.message_bar.text()
    shared_mailbox.start()
    for window in windows:
        box = window.game_page.online_box
        qtbot.waitUntil(lambda box=box: "Connected again." in box.said.toPlainText(), timeout=WAIT)
        assert box.state.text().startswith("Playing ")
    qtbot.waitUntil(lambda: moves_of(ann) == moves_of(bob), timeout=WAIT)
    assert len(moves_of(ann)) == 4
    play_out(qtbot, windows)
    agree(qtbot, windows)


def test_a_rematch_asked_on_one_window_and_accepted_on_the_other_swaps_the_colours(
    qtbot: QtBot,
    open_window: OpenWindow,
    shared_mailbox: Mailbox,  # noqa: F811
    tmp_path: Path,
) -> None:
    windows = two_windows(open_window, tmp_path)
    ann, bob = windows
    meet(qtbot, windows, shared_mailbox.url, game_names()[0])
    play_out(qtbot, windows, seed=3)
    agree(qtbot, windows)  # (over: off both shelves)
    old = [window.session.current for window in windows]
    asking, answering = bob.game_page.online_box, ann.game_page.online_box
    assert asking.rematch_button.isEnabled() and not answering.accept_button.isVisible()
    qtbot.mouseClick(asking.rematch_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(answering.accept_button.isVisible, timeout=WAIT)
    assert "Bob offered a rematch, the colours swapped." in answering.said.toPlainText()
    qtbot.mouseClick(answering.accept_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: match_of(bob).seat == 0 and match_of(bob).my_turn, timeout=WAIT)
    for window, seat, friend in ((ann, 1, "Bob"), (bob, 0, "Ann")):
        model = window.session.model
        assert match_of(window).seat == seat and match_of(window).names == ("Bob", "Ann")
        assert model.moves == [] and not model.state.is_over
        assert model.seats[seat].kind == "human" and model.seats[1 - seat].kind == "online"
        names = ("Bob", "Ann, online") if seat == 0 else ("Bob, online", "Ann")
        assert model.shown_names == names
        box = window.game_page.online_box
        assert box.isVisible() and box.state.text() == f"Playing {friend}, online"
        assert "A rematch begins: Bob to play first." in box.said.toPlainText()
    assert "Bob, online to play" in ann.game_page.message_bar.text()
    play_out(qtbot, windows, plies=2, end=False)  # Bob first now
    agree(qtbot, windows)
    for window, before in zip(windows, old, strict=True):
        assert window.session.current != before  # a new game on the shelf, the old one over
        assert not window.session.shelf.path(before).exists()
