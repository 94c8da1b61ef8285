"""A window plays a friend online: invited from *Game › Play a friend online…*, joined by a
command-line peer (``--online join CODE --computer 1``) through a mailbox server on loopback.

The window's network side runs in the asyncio loop inside Qt's (qasync's, made as already
running: ``desktop.online.reactor.qt_loop``), so a test waits for it as for anything else of
the window, with ``qtbot.waitUntil``: Qt's loop turns, and the asyncio callbacks with it.
"""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QTimer
from pytestqt.qtbot import QtBot

from core.record import read_file
from core.registry import game_names
from desktop.online import reactor
from desktop.online.protocol import TAKEBACK
from desktop.online.reactor import close_links, closing, qt_loop
from desktop.study.kind import StudyKind
from desktop.window.main_window import MainWindow
from desktop.window.online_dialog import OnlineDialog
from tests.online.conftest import Mailbox, mailbox, no_peer_left  # noqa: F401 (fixtures)
from tests.online.peers import Peer, start_peer

WAIT = 60_000


def invite(window: MainWindow, qtbot: QtBot, relay: str, game: str) -> Peer:
    """Ann invites from the window; Bob, a command-line peer at level 1, joins."""
    window.preferences.set_relay(relay, remember_it=False)
    window.actions_by_name["online"].trigger()
    dialog = window.online_dialog
    assert isinstance(dialog, OnlineDialog)
    dialog.game_box.setCurrentIndex(dialog.game_box.findData(game))
    dialog.host_name.setText("Ann")
    dialog.invite_button.click()
    qtbot.waitUntil(lambda: dialog.code_label.text() != "", timeout=WAIT)
    code = dialog.code_label.text()
    bob = start_peer(["--online", "join", code, "--relay", relay, "--computer", "1"])
    qtbot.waitUntil(lambda: window.online is not None, timeout=WAIT)
    return bob


def play_to_the_end(window: MainWindow, qtbot: QtBot) -> None:
    """Ann's moves (random legal ones, played on the model as a click's are) until the end."""
    table = window.online
    assert table is not None and table.match is not None
    match, model = table.match, window.session.model
    chance = random.Random(7)
    while not match.is_over:
        qtbot.waitUntil(lambda: match.my_turn or match.is_over, timeout=WAIT)
        if match.is_over:
            break
        assert model.is_human_turn()
        model.play(chance.choice(model.state.legal_moves()))
        assert [str(m) for m in model.moves] == match.moves


def kept_moves(window: MainWindow) -> list[str]:
    """The moves of the game on the table as the shelf holds it."""
    path = window.session.shelf.path(window.session.current)
    return [str(move) for move in read_file(path).moves] if path.exists() else []


def finish(bob: Peer, qtbot: QtBot) -> None:
    """Bob ends well (Qt's loop turning meanwhile: the window's last words go then)."""
    qtbot.waitUntil(lambda: bob.process.poll() is not None, timeout=WAIT)
    assert bob.finish() == 0, bob.err


@pytest.mark.window(view="2d")
@pytest.mark.parametrize("game", game_names())
def test_a_window_plays_a_whole_game_with_a_peer(
    window: MainWindow,
    qtbot: QtBot,
    mailbox: Mailbox,  # noqa: F811
    game: str,
) -> None:
    bob = invite(window, qtbot, mailbox.url, game)
    model = window.session.model
    assert model.game.name == game
    assert model.shown_names[1].endswith(", online")
    assert window.game_page.online_box.isVisible()
    assert not window.actions_by_name["undo"].isEnabled()
    model.play(model.state.legal_moves()[0])  # (Ann plays first)
    qtbot.waitUntil(lambda: len(model.moves) >= 2, timeout=WAIT)
    assert not window.actions_by_name["undo"].isEnabled()
    assert not window.game_page.moves.undo_button.isVisible()  # (take back: the Online box)
    play_to_the_end(window, qtbot)
    finish(bob, qtbot)
    match = window.online.match  # type: ignore[union-attr]
    assert bob.out[-2] == match.record_line()
    assert bob.out[-1] == match.result_line()
    assert [str(m) for m in model.moves] == match.moves
    assert model.state.is_over


@pytest.mark.window(view="2d")
def test_take_back_resign_and_chat_from_the_window(
    window: MainWindow,
    qtbot: QtBot,
    mailbox: Mailbox,  # noqa: F811
) -> None:
    bob = invite(window, qtbot, mailbox.url, game_names()[0])
    table = window.online
    assert table is not None and table.match is not None
    match, box = table.match, window.game_page.online_box
    model = window.session.model
    model.play(model.state.legal_moves()[0])
    qtbot.waitUntil(lambda: len(match.moves) == 2, timeout=WAIT)
    qtbot.waitUntil(lambda: len(model.moves) == 2, timeout=WAIT)
    session = window.session
    qtbot.waitUntil(lambda: len(kept_moves(window)) == 2, timeout=WAIT)  # on the shelf
    model.play(model.state.legal_moves()[0])
    session.start_study(StudyKind.LESSON, match.game.name)  # Bob replies meanwhile
    qtbot.waitUntil(lambda: len(match.moves) == 4, timeout=WAIT)
    assert not table.on_table() and len(model.moves) < 4  # the lesson is left alone
    session.leave_study()
    assert table.on_table() and [str(m) for m in model.moves] == match.moves  # caught up
    qtbot.waitUntil(lambda: kept_moves(window) == match.moves, timeout=WAIT)
    box.chat.setText("hello Bob")
    box.chat.returnPressed.emit()
    assert "hello Bob" in box.said.toPlainText()
    box.takeback_button.click()
    assert match.mine is not None and match.mine.what == TAKEBACK
    assert model.locked  # no move while the offer waits
    qtbot.waitUntil(lambda: match.mine is None, timeout=WAIT)  # the computer declines
    assert "declined" in box.said.toPlainText()
    assert len(model.moves) == 4 and not model.locked
    asked: list[str] = []
    window.ask = lambda _title, text: asked.append(text) or False  # type: ignore[func-returns-value]
    box.resign_button.click()  # (one click beside Take back: asked first, and No keeps it)
    assert asked == ["Resign this game? Beginner (guest) wins it, and it cannot be taken back."]
    assert not match.is_over and match.moves == [str(m) for m in model.moves]
    window.ask = lambda _title, _text: True
    box.resign_button.click()
    assert match.is_over
    finish(bob, qtbot)
    assert bob.out[-1].endswith("resigned")


@pytest.mark.window(view="2d")
def test_an_unreachable_mailbox_is_one_sentence_and_the_dialog_stays(
    window: MainWindow, qtbot: QtBot
) -> None:
    from tests.online.conftest import free_port

    window.preferences.set_relay(f"ws://127.0.0.1:{free_port()}/v1", remember_it=False)
    window.start_screen.online_button.click()  # (the start screen's way in)
    dialog = window.online_dialog
    assert isinstance(dialog, OnlineDialog) and not dialog.isModal()
    dialog.invite_button.click()
    qtbot.waitUntil(dialog.problem.isVisible, timeout=WAIT)
    words = dialog.problem.text()
    assert words.startswith("The mailbox server ws://127.0.0.1:") and words.endswith(".")
    assert words.count(". ") == 0  # one sentence
    assert dialog.isVisible() and dialog.pages.currentIndex() == 0  # to try again
    assert window.online is None
    dialog.reject()


@pytest.mark.window(view="2d")
def test_the_relay_setting_and_the_dialog_in_french(window: MainWindow, qtbot: QtBot) -> None:
    from desktop.i18n import install

    window.preferences.set_relay("ws://example.invalid:4000/v1", remember_it=False)
    assert window.preferences.relay == "ws://example.invalid:4000/v1"
    install("fr")
    try:
        window.actions_by_name["online"].trigger()
        dialog = window.online_dialog
        assert isinstance(dialog, OnlineDialog)
        assert dialog.windowTitle() == "Jouer contre un ami en ligne"
        assert dialog.invite_button.text() == "Créer un code d'&invitation"
        dialog.join()  # no code typed
        assert dialog.problem.text() == "Tapez le code que votre ami vous a donné."
        dialog.reject()
        box = window.game_page.online_box
        box.retranslate()
        assert box.rematch_button.text() == "Re&vanche"
    finally:
        install("en")
        window.game_page.online_box.retranslate()


@pytest.mark.window(view="2d")
def test_pylon_s_proposal_from_the_box_is_answered_on_the_other_side(
    window: MainWindow,
    qtbot: QtBot,
    mailbox: Mailbox,  # noqa: F811
) -> None:
    bob = invite(window, qtbot, mailbox.url, "pylon")
    table = window.online
    assert table is not None and table.match is not None
    match, box, model = table.match, window.game_page.online_box, window.session.model
    chance = random.Random(5)
    while model.state.proposal_reason(match.game.proposals[0].name) is not None:
        qtbot.waitUntil(lambda: match.my_turn or match.is_over, timeout=WAIT)
        assert not match.is_over
        if model.state.proposal_reason(match.game.proposals[0].name) is None:
            break
        model.play(chance.choice(model.state.legal_moves()))
    qtbot.waitUntil(lambda: match.my_turn, timeout=WAIT)
    assert box.propose_button.isVisible() and box.propose_button.isEnabled()
    assert window.game_page.proposal_buttons == {}  # online, the box's button proposes
    name = match.game.proposals[0].name
    window.actions_by_name[f"propose:{name}"].trigger()  # the Game menu's, to the friend too
    assert "proposed to end the game" in box.said.toPlainText()
    qtbot.waitUntil(lambda: match.mine is None, timeout=WAIT)  # Bob's computer answered
    assert (model.ending is not None) == bool(match.ending)
    assert model.state.is_over == match.is_over
    assert [str(m) for m in model.moves] == match.moves
    if not match.is_over:
        window.ask = lambda _title, _text: True
        box.resign_button.click()
    finish(bob, qtbot)
    assert bob.out[-2] == match.record_line() and bob.out[-1] == match.result_line()


@pytest.mark.window(view="2d")
def test_the_peer_ends_when_the_window_closes(
    window: MainWindow,
    qtbot: QtBot,
    mailbox: Mailbox,  # noqa: F811
) -> None:
    bob = invite(window, qtbot, mailbox.url, game_names()[0])
    model = window.session.model
    model.play(model.state.legal_moves()[0])
    qtbot.waitUntil(lambda: len(model.moves) == 2, timeout=WAIT)
    window.close()  # (Bob's program is told, and ends with the record so far)
    finish(bob, qtbot)
    assert bob.out[-1] == "going on" and len(bob.out[-2].split()) == 2
    assert bob.err[-1] == "Ann left the game."


def test_the_friend_is_told_even_when_the_program_ends_with_the_window(
    window: MainWindow,
    qtbot: QtBot,
    mailbox: Mailbox,  # noqa: F811
) -> None:
    """The last window closed ends Qt's loop at once: what the program then does
    (``close_links``, in ``desktop.app.run``) still tells the friend, with Qt's loop stopped."""
    bob = invite(window, qtbot, mailbox.url, game_names()[0])
    model = window.session.model
    model.play(model.state.legal_moves()[0])
    qtbot.waitUntil(lambda: len(model.moves) == 2, timeout=WAIT)
    window.close()
    close_links()
    assert bob.process.wait(20) == 0, bob.err  # (Qt's loop no longer turns here)
    bob.finish()
    assert bob.err[-1] == "Ann left the game."


def test_a_link_that_never_closes_holds_the_program_s_end_a_moment_only(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``close_links`` turns Qt's loop only while a link is closing, returns as soon as the
    last one has closed, and gives up on one that never does."""
    monkeypatch.setattr(reactor, "_closing", set())  # (not the links other tests left closing)
    seen: list[str] = []
    QTimer.singleShot(0, lambda: seen.append("turned"))
    close_links()  # nothing closing
    assert seen == []  # Qt's loop was not turned
    late = qt_loop().create_future()
    closing(late)
    QTimer.singleShot(50, lambda: late.set_result(None))
    QTimer.singleShot(20_000, lambda: seen.append("still waiting"))
    close_links(30)
    assert late.done() and seen == ["turned"]  # back once closed, not at its bound
    stuck = qt_loop().create_future()
    closing(stuck)
    close_links(0.2)
    assert not stuck.done() and reactor._closing == {stuck}  # given up on, left as it was
    stuck.cancel()
    qtbot.waitUntil(lambda: not reactor._closing)  # (out once done, cancelled or not)
