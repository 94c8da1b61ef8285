"""An online game goes on after a window closed mid-game: the window that comes back offers it
with the friend (*Resume it online*), a new code carries the record, and the friend's program
answers with its own kept copy; both ways round, and two copies that part ways are refused.

Two windows in one test process, each with its own shelf, play each other through a mailbox
server on loopback (Pylos on its small base, a short game). A guest whose host never comes is
told so after a while, and goes on waiting.
"""

from __future__ import annotations

import json
import random
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from pytestqt.qtbot import QtBot

from core.record import GameRecord, Player, read_file, to_json
from core.registry import make_game
from desktop.i18n import install
from desktop.session.session import Session
from desktop.session.shelf import KeptGame, Shelf
from desktop.window.main_window import MainWindow
from desktop.window.online_dialog import OnlineDialog
from tests.desktop.conftest import OpenWindow
from tests.online.conftest import Mailbox, mailbox, no_peer_left  # noqa: F401 (fixtures)

WAIT = 30_000


class Table:
    """Windows that play each other, each with its own shelf in ``tmp_path``."""

    def __init__(self, open_window: OpenWindow, qtbot: QtBot, tmp_path: Path, relay: str):
        self.open_window, self.qtbot, self.tmp_path, self.relay = (
            open_window, qtbot, tmp_path, relay,
        )  # fmt: skip
        QSettings().setValue("newGame/options/pylos", json.dumps({"base": "3"}))
        QSettings().setValue("newGame/game", "pylos")

    def window(self, who: str) -> MainWindow:
        """A window of ``who``'s, their shelf kept from the last one (as after a crash)."""
        shelf = Shelf(self.tmp_path / who)
        window = self.open_window(view="2d", size=(1024, 600), session=Session(shelf))
        window.preferences.set_relay(self.relay, remember_it=False)
        return window

    def join(self, guest: MainWindow, code: str, name: str) -> OnlineDialog:
        """``guest`` joins with ``code`` through the Join tab."""
        guest.actions_by_name["online"].trigger()
        dialog = guest.online_dialog
        assert isinstance(dialog, OnlineDialog)
        dialog.tabs.setCurrentIndex(1)
        dialog.code_edit.setText(code)
        dialog.guest_name.setText(name)
        dialog.join_button.click()
        return dialog

    def invite(self, host: MainWindow, guest: MainWindow) -> None:
        """Ann's window invites, Bob's joins: the game is on both tables."""
        host.actions_by_name["online"].trigger()
        dialog = host.online_dialog
        assert isinstance(dialog, OnlineDialog)
        dialog.host_name.setText("Ann")
        dialog.invite_button.click()
        self.meet(host, dialog, guest, "Bob")

    def meet(self, host: MainWindow, dialog: OnlineDialog, guest: MainWindow, name: str) -> None:
        self.qtbot.waitUntil(lambda: dialog.code_label.text() != "", timeout=WAIT)
        self.join(guest, dialog.code_label.text(), name)
        for window in (host, guest):
            self.qtbot.waitUntil(lambda w=window: w.online is not None, timeout=WAIT)  # type: ignore[misc]

    def play(self, windows: tuple[MainWindow, MainWindow], plies: int = 1000) -> None:
        """Random legal moves, each on the table whose turn it is, until both have them all
        (``plies`` of them, or to the end)."""
        matches = [window.online.match for window in windows]  # type: ignore[union-attr]
        assert matches[0] is not None and matches[1] is not None
        chance = random.Random(11)
        for _ in range(plies):
            if matches[0].is_over:
                return
            mover = next(w for w, m in zip(windows, matches, strict=True) if m and m.my_turn)
            model = mover.session.model
            model.play(chance.choice(model.state.legal_moves()))
            count = len(model.moves)
            self.qtbot.waitUntil(lambda n=count: caught_up(windows, n), timeout=WAIT)  # type: ignore[misc]


def caught_up(windows: tuple[MainWindow, MainWindow], count: int) -> bool:
    """Both matches and both tables have ``count`` moves."""
    return all(
        len(w.online.match.moves) == count and len(w.session.model.moves) == count  # type: ignore[union-attr]
        for w in windows
    )


def kept_files(window: MainWindow) -> list[Path]:
    return sorted(window.session.shelf.folder.glob("*.pdgame"))


def resume_from_the_start_screen(window: MainWindow, friend: str) -> OnlineDialog:
    """The start screen offers the one kept game with ``friend`` online: *Resume it online*."""
    screen = window.start_screen
    assert window.pages.currentWidget() is screen
    [(label, resume, _)] = screen.kept.values()
    assert f"game with {friend}, online" in label.text()
    assert resume.text() == "&Resume it online"
    resume.click()
    dialog = window.online_dialog
    assert isinstance(dialog, OnlineDialog) and dialog.kept is not None
    return dialog


def records(*windows: MainWindow) -> list[list[str]]:
    return [window.online.match.moves for window in windows]  # type: ignore[union-attr]


@pytest.mark.window(view="2d")
def test_the_inviter_s_window_closes_and_resumes_the_game_with_the_friend(
    open_window: OpenWindow,
    qtbot: QtBot,
    tmp_path: Path,
    mailbox: Mailbox,  # noqa: F811
) -> None:
    table = Table(open_window, qtbot, tmp_path, mailbox.url)
    ann, bob = table.window("ann"), table.window("bob")
    table.invite(ann, bob)
    table.play((ann, bob), 4)
    kept, bob_kept = ann.session.current, bob.session.current
    ann.close()
    ann = table.window("ann")  # (Bob's window stays open, the link closed)
    [file] = kept_files(ann)
    assert file.stem == kept and len(read_file(file).moves) == 4
    dialog = resume_from_the_start_screen(ann, "Bob")
    qtbot.waitUntil(lambda: dialog.code_label.text() != "", timeout=WAIT)
    assert dialog.waiting.text() == "Give Bob this code: your Pylos game goes on when they join."
    table.meet(ann, dialog, bob, "Bob")
    assert ann.session.current == kept and kept_files(ann) == [file]  # the same game goes on
    assert bob.session.current == bob_kept
    assert records(ann, bob) == [records(ann)[0]] * 2 and len(records(ann)[0]) == 4
    assert ann.session.model.shown_names[1].endswith(", online")
    assert ann.game_page.online_box.isVisible() and bob.game_page.online_box.isVisible()
    table.play((ann, bob))
    one, two = records(ann, bob)
    assert one == two and ann.session.model.state.is_over and bob.session.model.state.is_over
    assert [str(m) for m in bob.session.model.moves] == one
    assert kept_files(ann) == []  # finished: off the shelf


@pytest.mark.window(view="2d")
def test_the_guest_s_window_closes_and_the_guest_resumes(
    open_window: OpenWindow,
    qtbot: QtBot,
    tmp_path: Path,
    mailbox: Mailbox,  # noqa: F811
) -> None:
    table = Table(open_window, qtbot, tmp_path, mailbox.url)
    ann, bob = table.window("ann"), table.window("bob")
    table.invite(ann, bob)
    table.play((ann, bob), 3)
    bob.close()
    bob = table.window("bob")
    dialog = resume_from_the_start_screen(bob, "Ann")
    table.meet(bob, dialog, ann, "Ann")  # (Ann joins with her game still on her table)
    assert bob.online.match.seat == 1 and ann.online.match.seat == 0  # type: ignore[union-attr]
    assert len(kept_files(bob)) == len(kept_files(ann)) == 1
    table.play((ann, bob))
    one, two = records(ann, bob)
    assert one == two and bob.session.model.state.is_over


@pytest.mark.window(view="2d")
def test_the_window_that_stayed_open_invites_the_friend_again(
    open_window: OpenWindow,
    qtbot: QtBot,
    tmp_path: Path,
    mailbox: Mailbox,  # noqa: F811
) -> None:
    table = Table(open_window, qtbot, tmp_path, mailbox.url)
    ann, bob = table.window("ann"), table.window("bob")
    table.invite(ann, bob)
    table.play((ann, bob), 3)
    kept, box = ann.session.current, ann.game_page.online_box
    assert not box.again_button.isVisible()  # (nothing to invite again while the link holds)
    bob.close()
    qtbot.waitUntil(box.again_button.isVisible, timeout=WAIT)
    assert box.again_button.text() == "&Invite again…"
    box.again_button.click()
    dialog = ann.online_dialog
    assert isinstance(dialog, OnlineDialog) and dialog.kept is not None
    bob = table.window("bob")  # (his program keeps its copy on the shelf)
    table.meet(ann, dialog, bob, "Bob")
    qtbot.waitUntil(lambda: ann.online is dialog.table, timeout=WAIT)  # (the new link's)
    assert ann.session.current == kept and len(kept_files(ann)) == len(kept_files(bob)) == 1
    assert records(ann, bob) == [records(ann)[0]] * 2 and len(records(ann)[0]) == 3
    assert not box.again_button.isVisible()
    table.play((ann, bob))
    one, two = records(ann, bob)
    assert one == two and ann.session.model.state.is_over


@pytest.mark.window(view="2d")
def test_two_kept_copies_that_part_ways_are_refused_and_both_stay_as_they_were(
    open_window: OpenWindow,
    qtbot: QtBot,
    tmp_path: Path,
    mailbox: Mailbox,  # noqa: F811
) -> None:
    table = Table(open_window, qtbot, tmp_path, mailbox.url)
    ann, bob = table.window("ann"), table.window("bob")
    table.invite(ann, bob)
    table.play((ann, bob), 3)
    ann.close()
    [file] = kept_files(ann)
    record = read_file(file)
    state = record.game.initial_state().apply_all(record.moves[:2])
    other = next(str(m) for m in state.legal_moves() if str(m) != record.moves[2])
    file.write_text(to_json(replace(record, moves=(*record.moves[:2], other))))
    before = {path: path.read_bytes() for path in (file, *kept_files(bob))}
    ann = table.window("ann")
    dialog = resume_from_the_start_screen(ann, "Bob")
    qtbot.waitUntil(lambda: dialog.code_label.text() != "", timeout=WAIT)
    joining = table.join(bob, dialog.code_label.text(), "Bob")
    for shown in (dialog, joining):
        qtbot.waitUntil(shown.problem.isVisible, timeout=WAIT)
    words = joining.problem.text()
    assert words.startswith("The two records part ways at move 3 (")
    assert words.endswith("in the record of your friend): nothing was merged.")
    assert dialog.problem.text().startswith("The two records part ways at move 3 (")
    assert dialog.pages.currentIndex() == 0 and dialog.invite_button.isVisible()  # try again
    assert {path: path.read_bytes() for path in before} == before
    assert len(bob.session.model.moves) == 3
    for shown in (dialog, joining):
        shown.reject()


@pytest.mark.window(view="2d")
def test_a_guest_whose_host_never_comes_is_told_and_goes_on_waiting(
    open_window: OpenWindow,
    qtbot: QtBot,
    tmp_path: Path,
    mailbox: Mailbox,  # noqa: F811
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr("desktop.window.online_dialog.NOT_YET", 0.3)
    table = Table(open_window, qtbot, tmp_path, mailbox.url)
    bob = table.window("bob")
    dialog = table.join(bob, "9-crossover-clockwork", "Bob")
    assert dialog.waiting.text() == "Joining your friend…"
    qtbot.waitUntil(lambda: "may have closed" in dialog.waiting.text(), timeout=WAIT)
    assert dialog.waiting.text() == (
        "Your friend has not come yet and may have closed their invitation: ask them for a new "
        "code (still waiting)."
    )
    assert dialog.pages.currentIndex() == 1 and dialog.cancel_button.isVisible()
    dialog.cancel_button.click()
    assert not dialog.isVisible() and bob.online is None


@pytest.mark.window(view="2d")
def test_a_friend_who_keeps_no_copy_plays_on_the_invited_record_and_is_told(
    open_window: OpenWindow,
    qtbot: QtBot,
    tmp_path: Path,
    mailbox: Mailbox,  # noqa: F811
) -> None:
    table = Table(open_window, qtbot, tmp_path, mailbox.url)
    ann, bob = table.window("ann"), table.window("bob")
    table.invite(ann, bob)
    table.play((ann, bob), 2)
    ann.close()
    ann, elsewhere = table.window("ann"), table.window("bob-on-another-machine")
    dialog = resume_from_the_start_screen(ann, "Bob")
    table.meet(ann, dialog, elsewhere, "Bob")
    assert records(ann, elsewhere) == [records(ann)[0]] * 2 and len(records(ann)[0]) == 2
    said = elsewhere.game_page.online_box.said.toPlainText()
    assert "This program keeps no copy of the game: it goes on from your friend's record." in said
    table.play((ann, elsewhere), 1)
    qtbot.waitUntil(lambda: len(kept_files(elsewhere)) == 1, timeout=WAIT)
    [file] = kept_files(elsewhere)
    assert read_file(file).extra["online"]["friend"] == "Ann"


def test_a_kept_online_game_in_french(window: MainWindow) -> None:
    game = make_game("pylos")
    players = (Player("Ann"), Player("Bob"))
    online = {"online": {"id": "a1", "friend": "Bob", "seat": "second"}}
    kept = KeptGame("x", GameRecord(game, players, ("1a1",), extra=online))
    install("fr")
    try:
        assert kept.describe() == "Votre partie de Pylos avec Bob, en ligne (1 coup)"
        window.start_screen.offer_kept([("x", kept.describe())], {"x"})
        resume = window.start_screen.kept["x"][1]
        assert resume.text() == "&La reprendre en ligne"
        assert resume.toolTip().startswith("Continuer avec votre ami : un nouveau code")
    finally:
        install("en")
