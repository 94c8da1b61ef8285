"""Two peers meet: both make the same match of the two hellos; a kept record that extends the
other's wins, and records that part ways, another game or the same seat are refused, never
merged."""

from __future__ import annotations

import asyncio
from collections.abc import Coroutine
from concurrent.futures import ThreadPoolExecutor
from typing import Any, TypeVar

import pytest

from core.registry import game_names, make_game
from desktop.online.events import Event
from desktop.online.match import Match
from desktop.online.meeting import meet, settle
from desktop.online.protocol import Message, Record, Refusal, hello
from tests.online.test_match import first_moves

GAME = make_game(game_names()[0])
T = TypeVar("T")


def host_hello(moves: list[str], seat: int = 0, options: dict[str, str] | None = None) -> Message:
    record = Record(GAME.name, options or dict(GAME.options), seat, tuple(moves))
    return hello("Ann", "host", "1", record)


def guest_hello(moves: list[str] | None, seat: int = 1) -> Message:
    kept = None if moves is None else Record(GAME.name, dict(GAME.options), seat, tuple(moves))
    return hello("Bob", "guest", "1", kept)


def both(host: Message, guest: Message) -> tuple[Match, Match]:
    return settle(host, guest), settle(guest, host)


def test_a_new_game_is_the_host_s() -> None:
    ann, bob = both(host_hello([], seat=1), guest_hello(None))
    assert (ann.seat, bob.seat) == (1, 0)
    assert ann.names == bob.names == ("Bob", "Ann")
    assert ann.moves == bob.moves == [] and ann.game == bob.game == GAME


@pytest.mark.parametrize(("host_plies", "guest_plies"), [(4, 2), (2, 4), (3, 3), (0, 5)])
def test_the_longer_record_wins_on_both_sides(host_plies: int, guest_plies: int) -> None:
    ann, bob = both(host_hello(first_moves(host_plies)), guest_hello(first_moves(guest_plies)))
    assert ann.moves == bob.moves == first_moves(max(host_plies, guest_plies))
    assert ann.state == bob.state


def test_records_that_part_ways_are_refused_not_merged() -> None:
    mine = first_moves(3)
    other = [*first_moves(2), str(GAME.initial_state().apply_all(first_moves(2)).legal_moves()[-1])]
    assert mine != other
    with pytest.raises(Refusal) as refused:
        settle(host_hello(mine), guest_hello(other))
    assert refused.value.words("Bob") == (
        f"The two records part ways at move 3 ({mine[2]} here, {other[2]} in the record of Bob): "
        "nothing was merged."
    )


@pytest.mark.parametrize(
    ("host", "guest", "words"),
    [
        (host_hello([], seat=0), guest_hello([], seat=0), "Bob and you kept the same seat"),
        (host_hello([]), hello("Bob", "host", "1", None), "Bob made an invitation too"),
        (
            host_hello([], options={"no": "such"}),
            guest_hello(None),
            "The game of Bob cannot be played",
        ),
        (host_hello(["zz9"]), guest_hello(None), "The game's record cannot be played on"),
    ],
)
def test_hellos_that_make_no_match_are_refused(host: Message, guest: Message, words: str) -> None:
    with pytest.raises(Refusal) as refused:
        settle(guest, host)
    assert refused.value.words("Bob").startswith(words)


def run_alone(coroutine: Coroutine[Any, Any, T]) -> T:
    """``asyncio.run(coroutine)`` in a thread of its own: a window's test before, in this
    process, left the asyncio loop inside Qt's marked as running in the main thread."""
    with ThreadPoolExecutor(1) as thread:
        return thread.submit(asyncio.run, coroutine).result()


class Pipe:
    """One end of an in-memory carrier."""

    def __init__(self) -> None:
        self.inbox: asyncio.Queue[bytes] = asyncio.Queue()
        self.peer: Pipe | None = None

    def send(self, data: bytes) -> None:
        assert self.peer is not None
        self.peer.inbox.put_nowait(data)

    async def receive(self) -> bytes:
        return await self.inbox.get()


def test_meet_refuses_what_comes_before_the_hello_then_settles() -> None:
    async def meeting() -> tuple[Match, Match, list[Event]]:
        one, two = Pipe(), Pipe()
        one.peer, two.peer = two, one
        one.send(Message("chat", {"text": "too early"}).encode())
        told: list[Event] = []
        return *await asyncio.gather(
            meet(one, host_hello(first_moves(2))), meet(two, guest_hello(None), told.append)
        ), told

    ann, bob, told = run_alone(meeting())
    assert ann.moves == bob.moves == first_moves(2)
    assert [event.words() for event in told] == [
        "Your friend sent a chat message before saying hello.",
        "The game resumes after move 2.",
    ]
    ann.play(first_moves(3)[-1])
