"""Two command-line peers play whole games through a mailbox server on loopback: the records
agree, the engine plays them to the end that both print, and a mailbox server that dies and
comes back mid-game loses nothing."""

from __future__ import annotations

import pytest

from core.record import replay
from core.registry import game_names, make_game
from desktop.app import main
from tests.online.conftest import Mailbox
from tests.online.peers import host_and_guest, start_peer


def result_of(game_name: str, record: str) -> str:
    final = replay(make_game(game_name), record.split())[-1]
    outcome = final.outcome()
    assert outcome is not None, "the record stops before the end of the game"
    return outcome.summary()


@pytest.mark.slow  # (goes first: the suite's workers end together)
def test_two_peers_play_a_whole_game_of_each_game_and_keep_the_same_record(
    mailbox: Mailbox,
) -> None:
    games = {name: host_and_guest(mailbox.url, name) for name in game_names()}  # side by side
    for name, (host, guest) in games.items():
        assert guest.finish() == 0, guest.err
        assert host.finish() == 0, host.err
        code, record, result = host.out
        assert code.split("-")[0].isdigit() and len(code.split("-")) == 3
        assert guest.out == [record, result], name
        assert result == result_of(name, record)
        assert guest.err[0] == "Beginner (host) to play first, Beginner (guest) second.", guest.err


@pytest.mark.slow
def test_the_mailbox_server_dies_mid_game_and_the_game_goes_on(mailbox: Mailbox) -> None:
    name = game_names()[0]
    host, guest = host_and_guest(mailbox.url, name)
    host.wait_for(lambda line: " played " in line and host.err.count(line) and _plies(host) >= 6,
                  "the sixth move")  # fmt: skip
    mailbox.restart(down=1.0)
    assert guest.finish() == 0, guest.err
    assert host.finish() == 0, host.err
    record, result = host.out[1:]
    assert guest.out == [record, result]
    assert result == result_of(name, record)
    for peer in (host, guest):
        lost = peer.err.index("Connection lost — reconnecting…")
        assert "Connected again." in peer.err[lost:], peer.err
        assert 6 <= lost < len(record.split()), "the server went down mid-game"


def _plies(peer: object) -> int:
    return sum(" played " in line for line in peer.err)  # type: ignore[attr-defined]


def test_without_a_mailbox_server_the_peer_says_so_in_one_sentence(mailbox: Mailbox) -> None:
    mailbox.stop()
    peer = start_peer(["--online", "host", game_names()[0], "--relay", mailbox.url,
                       "--computer", "1"])  # fmt: skip
    assert peer.finish() == 1
    assert peer.out == []
    assert len(peer.err) == 1, peer.err
    assert peer.err[0].startswith("pyramid-duels: error: The mailbox server ws://127.0.0.1:")
    assert "cannot be reached" in peer.err[0]


@pytest.mark.parametrize(
    ("arguments", "words"),
    [
        (["--online", "host", "chess", "--computer", "1"], "chess"),
        (["--online", "host", "{game}"], "--computer"),
        (["--online", "play", "{game}", "--computer", "1"], "host GAME or join CODE"),
        (["--online", "join", "7-a-b", "--seat", "first", "--computer", "1"], "host's"),
        (["--online", "host", "{game}", "--computer", "99"], "99"),
        (["--online", "host", "{game}", "--moves", "1a1", "--computer", "1"], "its own game"),
    ],
)
def test_bad_online_command_lines_are_one_sentence(
    arguments: list[str], words: str, capsys: pytest.CaptureFixture[str]
) -> None:
    game = game_names()[0]
    assert main([argument.format(game=game) for argument in arguments]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.count("\n") == 1 and words in err, err


def test_a_wrong_code_fails_both_sides_in_one_sentence(mailbox: Mailbox) -> None:
    name = game_names()[0]
    host = start_peer(["--online", "host", name, "--relay", mailbox.url, "--computer", "1"])
    code = host.wait_for(lambda line: line in host.out, "invite code")
    wrong = code.split("-")[0] + "-wrong-words"
    guest = start_peer(["--online", "join", wrong, "--relay", mailbox.url, "--computer", "1"])
    sentence = (
        "pyramid-duels: error: The code is wrong, or someone else used it: ask for a new one."
    )
    for peer in (host, guest):
        assert peer.finish() == 1
        assert peer.err == [sentence]
    assert guest.out == [] and host.out == [code]
