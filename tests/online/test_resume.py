"""A game resumed online is known by its id: the hello's record must say it, a guest may answer
the host's hello with its kept copy of that game, two copies of different games are refused,
and a rematch's id follows from the game's on both sides. A headless guest whose host never
comes gives up after ``--wait`` seconds."""

from __future__ import annotations

import asyncio
import json

import pytest

from desktop.online.match import Match
from desktop.online.meeting import meet, settle
from desktop.online.protocol import Message, Record, Refusal, decode, hello, record_of
from tests.online.conftest import Mailbox
from tests.online.peers import start_peer
from tests.online.test_match import first_moves
from tests.online.test_meeting import GAME, Pipe, run_alone


def record(moves: list[str], seat: int, ident: str) -> Record:
    return Record(GAME.name, dict(GAME.options), seat, tuple(moves), ident=ident)


def test_a_hello_s_record_says_its_game_s_id() -> None:
    data = json.loads(hello("Ann", "host", "1", record([], 0, "a1b2")).encode())
    assert data["record"]["id"] == "a1b2"
    del data["record"]["id"]
    with pytest.raises(Refusal) as refused:
        decode(json.dumps(data).encode())
    assert refused.value.words("Bob") == "Bob sent a hello message without its id."
    data["record"]["id"] = ["a"]
    with pytest.raises(Refusal) as refused:
        decode(json.dumps(data).encode())
    assert refused.value.words("Bob") == "Bob sent a hello message whose id is not a short text."


def test_copies_of_two_different_games_are_refused() -> None:
    host = hello("Ann", "host", "1", record(first_moves(2), 0, "one"))
    guest = hello("Bob", "guest", "1", record(first_moves(2), 1, "two"))
    with pytest.raises(Refusal) as refused:
        settle(guest, host)
    assert refused.value.words("Ann") == (
        "The game of Ann is not the one kept here: nothing was merged."
    )


def test_a_guest_answers_the_host_s_hello_with_its_copy_of_that_game() -> None:
    asked: list[str] = []

    def answer(theirs: Message) -> Message:
        invited = record_of(theirs)
        assert invited is not None
        asked.append(invited.ident)
        return hello("Bob", "guest", "1", record(first_moves(5), 1, invited.ident))

    async def meeting() -> tuple[Match, Match]:
        one, two = Pipe(), Pipe()
        one.peer, two.peer = two, one
        host = hello("Ann", "host", "1", record(first_moves(3), 0, "g1"))
        return await asyncio.gather(meet(one, host), meet(two, answer))

    ann, bob = run_alone(meeting())
    assert asked == ["g1"]
    assert ann.moves == bob.moves == first_moves(5)  # the guest's copy was longer
    assert ann.ident == bob.ident == "g1"
    ann._rematch(), bob._rematch()  # (as an accepted rematch does on each side)
    assert ann.ident == bob.ident != "g1"


def test_a_headless_guest_whose_host_never_comes_gives_up(mailbox: Mailbox) -> None:
    guest = start_peer(
        ["--online", "join", "8-crossover-clockwork", "--relay", mailbox.url, "--computer", "1",
         "--wait", "0.5"]
    )  # fmt: skip
    assert guest.finish() == 3
    assert guest.err[-1] == (
        "pyramid-duels: error: Your friend has not come in 0.5 s: they may have closed their "
        "invitation, ask them for a new code."
    )
    assert guest.out == []
    bad = start_peer(["--online", "host", GAME.name, "--computer", "1", "--wait", "5"])
    assert bad.finish() == 2
    assert bad.err == [
        "pyramid-duels: error: --wait is the guest's: a number of seconds, more than 0"
    ]
