"""Two people play a whole game of each game from two windows, by invite code, through a mailbox
server on loopback: Ann invites, Bob types her code into the Join tab, and each plays their own
seat by clicks on their own board, each on their own turn, until the game ends. The two
records are the same, on the boards and on each window's shelf while the game is under way, and
both windows show the result."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from core.registry import game_names
from desktop.model.describe import result_text
from tests.desktop.conftest import OpenWindow
from tests.desktop.online_windows import agree, match_of, meet, play_out, two_windows
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
