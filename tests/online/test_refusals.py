"""Everything a peer must not send is refused with a sentence naming the friend, and the match
stays exactly as it was: the record, whose turn it is, the offers."""

from __future__ import annotations

import json

import pytest

from core.registry import game_names, make_game
from desktop.online.protocol import MAX_BYTES, Message, Refusal, decode
from tests.online.pair import Pair
from tests.online.test_match import first_moves

GAME = make_game(game_names()[0])


def raw(**fields: object) -> bytes:
    return json.dumps({"protocol": "pyramid-duels", "version": 1, **fields}).encode()


HOSTILE = [
    (b"\x00\xff\xfe", "Bob sent something that is not a message (not JSON)."),
    (b"{not json", "Bob sent something that is not a message (not JSON)."),
    (b"[" * 30000 + b"]" * 30000, "Bob sent something that is not a message (not JSON)."),
    (b"[1, 2]", "Bob sent something that is not a message of this game."),
    (
        json.dumps({"kind": "move"}).encode(),
        "Bob sent something that is not a message of this game.",
    ),
    (
        json.dumps({"protocol": "pyramid-duels", "version": 7, "kind": "move"}).encode(),
        "The program of Bob speaks version 7 of the protocol, and this one version 1: both "
        "should run the same version of Pyramid Duels.",
    ),
    (raw(kind="teleport"), "Bob sent a message of an unknown kind (teleport)."),
    (raw(kind=["move"]), "Bob sent a message of an unknown kind (['move'])."),
    (raw(kind="a\nb" + "c" * 99), f"Bob sent a message of an unknown kind (a?b{'c' * 37}…)."),
    (
        raw(kind="chat", text="x" * (1024 * 1024)),
        "Bob sent a message of 1024 KB, over the limit of 64 KB.",
    ),
    (raw(kind="move", ply=3), "Bob sent a move message without its move."),
    (
        raw(kind="move", ply=3, move="1a1", extra=1),
        "Bob sent a move message with a field it should not have: extra.",
    ),
    (
        raw(kind="move", ply=True, move="1a1"),
        "Bob sent a move message whose ply is not a whole number.",
    ),
    (
        raw(kind="chat", text="two\nlines"),
        "Bob sent a chat message whose text is not one line of at most 500 characters.",
    ),
    (
        raw(kind="answer", what="takeback", ply=2, accept=True),
        "Bob answered an offer that was not made.",
    ),
    (raw(kind="resign", ply=9), "Bob resigned after move 9, which has not arrived."),
    (
        raw(kind="hello", name="Bob", role="guest", application="1", record=None),
        "Bob said hello again in the middle of the game.",
    ),
    (
        Message("move", {"ply": 3, "move": first_moves(3)[-1]}).encode(),
        "The move {m3} of Bob came out of turn.",
    ),
]


@pytest.mark.parametrize(("message", "words"), HOSTILE)
def test_a_hostile_message_is_refused_with_its_sentence(message: bytes, words: str) -> None:
    pair = Pair(GAME)
    pair.play(*first_moves(2))  # Ann is to move
    before = (list(pair.ann.moves), pair.ann.state, pair.ann.mine, pair.ann.theirs)
    assert pair.ann.receive(message) is False
    assert pair.kinds(0)[-1] == "refused"
    assert pair.events[0][-1].words() == words.format(m3=first_moves(3)[-1])
    assert (pair.ann.moves, pair.ann.state, pair.ann.mine, pair.ann.theirs) == before
    pair.play(first_moves(3)[-1])  # and the game goes on
    pair.agree()


def test_an_illegal_or_misnumbered_move_is_refused_and_the_game_unchanged() -> None:
    pair = Pair(GAME)
    pair.play(*first_moves(1))  # Bob is to move
    taken = first_moves(1)[0]
    assert not pair.ann.receive(Message("move", {"ply": 2, "move": taken}).encode())
    reason = (
        GAME.initial_state().apply(taken).illegal_reason(GAME.initial_state().parse_move(taken))
    )
    assert pair.events[0][-1].words() == f"The move {taken} of Bob is not allowed: {reason}."
    assert not pair.ann.receive(Message("move", {"ply": 2, "move": "zz9"}).encode())
    assert pair.events[0][-1].words().startswith("The move zz9 of Bob cannot be read: ")
    second = first_moves(2)[-1]
    assert not pair.ann.receive(Message("move", {"ply": 4, "move": second}).encode())
    assert (
        pair.events[0][-1].words() == f"The move {second} of Bob is numbered 4, and the next is 2."
    )
    assert pair.ann.moves == first_moves(1)
    pair.play(second)
    pair.agree()


def test_a_second_offer_before_the_first_is_answered_is_refused() -> None:
    pair = Pair(GAME)
    pair.play(*first_moves(3))
    pair.bob.offer("takeback")
    pair.deliver()
    again = Message("offer", {"what": "takeback", "ply": 3, "name": ""}).encode()
    assert not pair.ann.receive(again)
    assert pair.events[0][-1].words() == "Bob made a second offer before the first was answered."
    assert pair.ann.theirs is not None


def test_the_size_limit_is_64_kb() -> None:
    padding = MAX_BYTES - len(raw(kind="chat", text=""))
    with pytest.raises(Refusal, match="not one line"):
        decode(raw(kind="chat", text="x" * padding))  # (read: only its text is too long)
    with pytest.raises(Refusal, match="65 KB, over the limit"):
        decode(raw(kind="chat", text="x" * (padding + 1024)))
