"""Two windows online, tried as a newcomer would: clicks on the friend's turn (the board says
whose turn it is, nothing is sent), a double click, a take-back asked on one's own turn (two
plies) and on the friend's (one), chat both ways, a look back through the moves, the end-of-game
summary's Rematch, Resign, and the language switched to French in the middle of a game."""

from __future__ import annotations

import asyncio
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QPushButton, QWidget
from pytestqt.qtbot import QtBot

from core.registry import game_names
from desktop.i18n.language import choose_for_this_run
from desktop.online.protocol import MAX_CHAT
from desktop.window.main_window import MainWindow
from tests.desktop.clicks import click_raw
from tests.desktop.conftest import OpenWindow
from tests.desktop.online_windows import (
    WAIT,
    agree,
    kept_moves,
    match_of,
    meet,
    moves_of,
    play_one,
    play_out,
    two_windows,
)
from tests.online.conftest import (  # noqa: F401 (fixtures)
    Mailbox,
    module_mailbox,
    no_peer_left,
    shared_mailbox,
)


def click(qtbot: QtBot, button: QPushButton) -> None:
    assert button.isVisible() and button.isEnabled(), button.text()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def ask_and_answer(qtbot: QtBot, asking: MainWindow, answering: MainWindow, yes: bool) -> None:
    """``asking`` asks to take back from its Online box; ``answering`` answers from its own."""
    click(qtbot, asking.game_page.online_box.takeback_button)
    box = answering.game_page.online_box
    qtbot.waitUntil(box.accept_button.isVisible, timeout=WAIT)
    assert not asking.game_page.online_box.takeback_button.isEnabled()  # one offer at a time
    told = answering.game_page.message_bar.text()  # (where the person looks)
    assert told.startswith("Ann asked to take back the last "), told
    assert told.endswith(". Accept or decline it in the Online box"), told
    click(qtbot, box.accept_button if yes else box.decline_button)
    qtbot.waitUntil(lambda: match_of(asking).mine is None, timeout=WAIT)
    assert not box.accept_button.isVisible()
    assert "Accept or decline" not in answering.game_page.message_bar.text()  # (answered)


def test_clicks_out_of_turn_a_double_click_take_backs_and_chat(
    qtbot: QtBot,
    open_window: OpenWindow,
    shared_mailbox: Mailbox,  # noqa: F811
    tmp_path: Path,
) -> None:
    windows = two_windows(open_window, tmp_path)
    ann, bob = windows
    meet(qtbot, windows, shared_mailbox.url, game_names()[0])
    play_out(qtbot, windows, plies=3, end=False)  # Bob to move
    sent = list(match_of(ann).moves)
    bob_s_move = bob.session.model.state.legal_moves()[0]
    raw = bob.session.model.builder.raw_clicks(bob_s_move)[0]
    click_raw(qtbot, ann.game_page.board2d, raw)  # Ann, on Bob's turn
    assert ann.game_page.message_bar.text() == "It is the turn of Bob, online."
    assert ann.game_page.message_bar.kind == "refused"
    assert match_of(ann).moves == sent and moves_of(ann) == sent  # nothing played, nothing sent
    view = bob.game_page.board2d
    qtbot.mouseDClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.view_point(raw))
    qtbot.waitUntil(lambda: moves_of(ann) == [*sent, str(bob_s_move)], timeout=WAIT)
    assert match_of(bob).moves == moves_of(bob) == moves_of(ann)  # one move, not two
    ask_and_answer(qtbot, ann, bob, yes=False)  # on her own turn: declined
    assert "Bob declined the take-back." in ann.game_page.online_box.said.toPlainText()
    assert ann.game_page.message_bar.text() == "Bob declined the take-back."  # where she looks
    assert len(moves_of(ann)) == 4
    ask_and_answer(qtbot, ann, bob, yes=True)  # her move and Bob's answer go
    assert "Ann asked to take back the last 2 moves." in bob.game_page.online_box.said.toPlainText()
    assert moves_of(ann) == moves_of(bob) == sent[:2] and match_of(ann).my_turn
    play_out(qtbot, windows, plies=1, end=False)  # Bob to move
    ask_and_answer(qtbot, ann, bob, yes=True)  # on Bob's turn: her last move only
    assert moves_of(ann) == moves_of(bob) == sent[:2] and match_of(ann).my_turn
    box = ann.game_page.online_box
    for button in (box.takeback_button, box.propose_button, box.resign_button, box.rematch_button):
        assert button.toolTip(), f"{button.text()} says nothing under the pointer"
    box.chat.insert("x" * (MAX_CHAT + 20))  # the field stops where the line would be cut
    assert len(box.chat.text()) == MAX_CHAT
    box.chat.clear()
    for speaker, hearer, words in ((ann, bob, "hello Bob"), (bob, ann, "hi Ann!")):
        chat = speaker.game_page.online_box.chat
        chat.setFocus()
        qtbot.keyClicks(chat, words)
        qtbot.keyClick(chat, Qt.Key.Key_Return)
        assert chat.text() == ""
        said = hearer.game_page.online_box.said
        name = speaker.game_page.online_box.table.match.names[match_of(speaker).seat]  # type: ignore[union-attr]
        qtbot.waitUntil(lambda said=said, line=f"{name}: {words}": line in said.toPlainText())
    agree(qtbot, windows)


def test_looking_back_online_plays_on_only_from_the_last_move(
    qtbot: QtBot,
    open_window: OpenWindow,
    shared_mailbox: Mailbox,  # noqa: F811
    tmp_path: Path,
) -> None:
    windows = two_windows(open_window, tmp_path)
    ann = windows[0]
    meet(qtbot, windows, shared_mailbox.url, game_names()[0])
    play_out(qtbot, windows, plies=4, end=False)  # Ann to move
    moves = ann.game_page.moves
    row = moves.list.visualItemRect(moves.list.item(1)).center()
    qtbot.mouseClick(moves.list.viewport(), Qt.MouseButton.LeftButton, pos=row)
    model = ann.session.model
    assert model.reviewing and model.cursor == 1
    assert not moves.resume_button.isVisible()  # (it would take moves back behind Bob's back)
    assert moves.latest_button.isVisible()
    bar = ann.game_page.message_bar
    assert (
        bar.text()
        == "Looking at the position after move 1 of 4. Go back to the last move to play on."
    )
    raw = model.builder.raw_clicks(model.state.legal_moves()[0])[0]
    click_raw(qtbot, ann.game_page.board2d, raw)  # (the board is looked at, not played)
    assert bar.text() == "You are looking at move 1 of 4: go back to the last move to play on."
    click(qtbot, moves.latest_button)
    assert not model.reviewing and model.cursor == 4
    play_out(qtbot, windows)
    agree(qtbot, windows)
    view = ann.game_page.board2d
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.view_point(raw))
    assert bar.text() == "The game is over. Ask your friend for a rematch, or start a new game."


def test_the_summary_s_rematch_asks_the_friend_and_resign_ends_the_game(
    qtbot: QtBot,
    open_window: OpenWindow,
    shared_mailbox: Mailbox,  # noqa: F811
    tmp_path: Path,
) -> None:
    windows = two_windows(open_window, tmp_path)
    ann, bob = windows
    meet(qtbot, windows, shared_mailbox.url, game_names()[0])
    play_out(qtbot, windows, seed=1)
    summary = ann.game_page.summary
    assert summary.isVisible()
    click(qtbot, summary.rematch_button)  # the end's big button: the friend is asked
    assert match_of(ann).mine is not None and ann.game_page.online_box.isVisible()
    box = bob.game_page.online_box
    qtbot.waitUntil(box.accept_button.isVisible, timeout=WAIT)
    click(qtbot, box.accept_button)
    qtbot.waitUntil(lambda: match_of(ann).seat == 1 and moves_of(ann) == [], timeout=WAIT)
    assert match_of(bob).seat == 0 and moves_of(bob) == []
    play_out(qtbot, windows, plies=2, end=False)
    ann.ask = lambda _title, _text: True  # (Resign asks first)
    click(qtbot, ann.game_page.online_box.resign_button)
    qtbot.waitUntil(lambda: match_of(bob).is_over, timeout=WAIT)
    for window in windows:
        said = window.game_page.online_box.said.toPlainText()
        assert said.splitlines()[-1] == "Ann resigned: a win for Bob."
        assert window.game_page.online_box.rematch_button.isEnabled()
        assert not window.game_page.online_box.resign_button.isEnabled()
    assert match_of(ann).result_line() == match_of(bob).result_line()
    assert match_of(ann).result_line().endswith(" resigned")
    assert bob.game_page.message_bar.text() == "Ann resigned: a win for Bob"


def test_the_online_box_s_words_follow_a_switch_to_french(
    qtbot: QtBot,
    open_window: OpenWindow,
    shared_mailbox: Mailbox,  # noqa: F811
    tmp_path: Path,
) -> None:
    windows = two_windows(open_window, tmp_path)
    ann, bob = windows
    meet(qtbot, windows, shared_mailbox.url, "pylon")  # (its moves name the pyramids' sizes)
    play_one(qtbot, windows, ann.session.model.state.parse_move("Sf1"))  # small: P in French
    play_one(qtbot, windows)
    click(qtbot, bob.game_page.online_box.takeback_button)
    qtbot.waitUntil(ann.game_page.online_box.accept_button.isVisible, timeout=WAIT)
    box = ann.game_page.online_box
    assert box.said.toPlainText().splitlines()[0] == "Ann played Sf1."
    try:
        ann.preferences.set_language("fr")
        assert box.accessibleName() == "En ligne"
        assert box.state.text() == "Partie contre Bob, en ligne"
        assert box.accept_button.text() == "&Accepter"
        lines = box.said.toPlainText().splitlines()
        assert lines[0] == "Ann a joué Pf1.", lines  # as the move list shows it
        assert lines[-1] == "Bob a demandé à reprendre le dernier coup.", lines
        click(qtbot, box.accept_button)
        qtbot.waitUntil(lambda: len(moves_of(bob)) == 1, timeout=WAIT)
        assert box.said.toPlainText().splitlines()[-1] == "Un coup repris."
        click(qtbot, box.takeback_button)  # Ann's move, on Bob's turn
        assert ann.game_page.message_bar.text() == "En attente de la réponse de Bob"
    finally:
        ann.preferences.set_language("en")
        choose_for_this_run(None)
    assert ann.game_page.message_bar.text() == "Waiting for the answer of Bob"
    bob_s = bob.game_page.online_box
    qtbot.waitUntil(bob_s.accept_button.isVisible, timeout=WAIT)
    click(qtbot, bob_s.decline_button)
    qtbot.waitUntil(lambda: match_of(ann).mine is None, timeout=WAIT)
    assert box.said.toPlainText().splitlines()[-1] == "Bob declined the take-back."
    assert box.accessibleName() == "Online"


def cut_words(box: QWidget) -> list[str]:
    """The Online box's buttons too narrow for their words."""
    return [
        f"{button.text()!r}: {button.width()} px wide for {button.sizeHint().width()}"
        for button in box.findChildren(QPushButton)
        if button.isVisible() and button.width() < button.sizeHint().width()
    ]


def test_on_a_small_screen_the_online_box_keeps_its_words_whole_and_its_last_line_in_view(
    qtbot: QtBot,
    open_window: OpenWindow,
    shared_mailbox: Mailbox,  # noqa: F811
    tmp_path: Path,
) -> None:
    windows = two_windows(open_window, tmp_path, size=(1024, 600))
    ann, bob = windows
    meet(qtbot, windows, shared_mailbox.url, "pylon")  # (its proposal: four buttons)
    play_out(qtbot, windows, plies=9, end=False)
    ann.game_page.online_box.chat.setText("Nice move!")
    qtbot.keyClick(ann.game_page.online_box.chat, Qt.Key.Key_Return)
    click(qtbot, ann.game_page.online_box.takeback_button)
    box = bob.game_page.online_box
    qtbot.waitUntil(box.accept_button.isVisible, timeout=WAIT)
    try:
        for answering in (True, False):  # (Accept and Decline, then the four requests)
            for language in ("en", "fr"):
                bob.preferences.set_language(language)
                QApplication.processEvents()
                assert box.propose_button.isVisible() is not answering
                assert cut_words(box) == [], language
                bar = box.said.verticalScrollBar()
                assert bar.value() == bar.maximum(), (language, answering, "newest line hidden")
            if answering:
                click(qtbot, box.decline_button)
                qtbot.waitUntil(box.propose_button.isVisible, timeout=WAIT)
    finally:
        bob.preferences.set_language("en")
        choose_for_this_run(None)


def test_a_friend_who_closes_their_window_is_told_on_the_other(
    qtbot: QtBot,
    open_window: OpenWindow,
    shared_mailbox: Mailbox,  # noqa: F811
    tmp_path: Path,
) -> None:
    windows = two_windows(open_window, tmp_path)
    ann, bob = windows
    meet(qtbot, windows, shared_mailbox.url, game_names()[0])
    play_out(qtbot, windows, plies=4, end=False)  # Ann to move
    played = moves_of(ann)
    bob.close()
    box = ann.game_page.online_box
    qtbot.waitUntil(lambda: match_of(ann).left, timeout=WAIT)
    assert box.state.text() == "Bob left the game"
    assert box.said.toPlainText().splitlines()[-1] == "Bob left the game."
    assert ann.game_page.message_bar.text() == "Bob left the game"
    assert not any(b.isEnabled() for b in (box.takeback_button, box.resign_button))
    assert not box.chat.isEnabled()
    model = ann.session.model
    raw = model.builder.raw_clicks(model.state.legal_moves()[0])[0]
    click_raw(qtbot, ann.game_page.board2d, raw)
    assert moves_of(ann) == played  # nothing played for no one
    qtbot.waitUntil(lambda: kept_moves(ann) == played, timeout=WAIT)  # the game kept


def test_a_link_gone_for_good_is_not_said_to_be_reconnecting(
    qtbot: QtBot,
    open_window: OpenWindow,
    shared_mailbox: Mailbox,  # noqa: F811
    tmp_path: Path,
) -> None:
    from desktop.online.reactor import qt_loop

    windows = two_windows(open_window, tmp_path)
    ann = windows[0]
    meet(qtbot, windows, shared_mailbox.url, game_names()[0])
    play_out(qtbot, windows, plies=2, end=False)  # Ann to move
    table = ann.online
    assert table is not None and table.link is not None
    closing = asyncio.ensure_future(table.link.close(), loop=qt_loop())  # (under the table)
    box = ann.game_page.online_box
    gone = "The link to the friend is closed."
    qtbot.waitUntil(lambda: box.state.text() == gone, timeout=WAIT)
    assert ann.game_page.message_bar.text() == gone
    assert not box.chat.isEnabled() and not box.resign_button.isEnabled()
    qtbot.waitUntil(closing.done, timeout=WAIT)
