"""An online match's requests, as online players know them: take-back (on the friend's turn one
ply, on one's own two; withdrawn when the other moves), crossing offers, rematch with the seats
swapped, resign (and what crosses it), the game's end-of-game proposal answered by the other
person, and chat. Both sides always agree."""

from __future__ import annotations

import pytest

from core.registry import game_names, make_game
from desktop.online.protocol import PROPOSAL, REMATCH, TAKEBACK, Refusal
from tests.online.pair import Pair

GAME = make_game(game_names()[0])


def first_moves(count: int) -> list[str]:
    state, moves = GAME.initial_state(), []
    for _ in range(count):
        move = str(state.legal_moves()[0])
        moves.append(move)
        state = state.apply(move)
    return moves


def test_moves_go_both_ways_and_the_records_agree() -> None:
    pair = Pair(GAME)
    pair.play(*first_moves(4))
    pair.agree()
    assert pair.ann.moves == first_moves(4)
    assert pair.kinds(0) == pair.kinds(1) == ["move"] * 4
    assert pair.events[1][0].words() == f"Ann played {first_moves(1)[0]}."


def test_a_take_back_on_the_friend_s_turn_takes_back_one_ply() -> None:
    pair = Pair(GAME)
    pair.play(*first_moves(3))  # Bob is to move: Ann's last move is taken back
    pair.ann.offer(TAKEBACK)
    pair.deliver()
    assert pair.events[1][-1].words() == "Ann asked to take back the last move."
    pair.bob.answer(True)
    pair.deliver()
    pair.agree()
    assert pair.ann.moves == first_moves(2) and pair.ann.my_turn
    assert pair.kinds(0)[-2:] == ["answer", "takeback"]


def test_a_take_back_on_one_s_own_turn_takes_back_two_plies() -> None:
    pair = Pair(GAME)
    pair.play(*first_moves(4))  # Ann is to move: her move and Bob's answer go
    pair.ann.offer(TAKEBACK)
    pair.deliver()
    assert pair.events[1][-1].words() == "Ann asked to take back the last 2 moves."
    with pytest.raises(Refusal):
        pair.ann.play(first_moves(5)[-1])  # (she waits for the answer)
    pair.bob.answer(True)
    pair.deliver()
    pair.agree()
    assert pair.ann.moves == first_moves(2) and pair.ann.my_turn


def test_a_declined_take_back_changes_nothing() -> None:
    pair = Pair(GAME)
    pair.play(*first_moves(3))
    pair.ann.offer(TAKEBACK)
    pair.deliver()
    pair.bob.answer(False)
    pair.deliver()
    pair.agree()
    assert pair.ann.moves == first_moves(3) and pair.ann.mine is None
    assert pair.events[0][-1].words() == "Bob declined the take-back."


def test_a_take_back_offer_is_withdrawn_when_the_other_side_moves() -> None:
    pair = Pair(GAME)
    pair.play(*first_moves(3))
    pair.ann.offer(TAKEBACK)
    pair.deliver()
    pair.bob.play(first_moves(4)[-1])  # instead of answering
    pair.deliver()
    pair.agree()
    assert pair.ann.mine is None and pair.ann.moves == first_moves(4)
    assert pair.events[0][-1].words() == "Bob moved, which withdrew the offer of Ann."


def test_an_offer_that_crosses_a_move_is_withdrawn_on_both_sides() -> None:
    pair = Pair(GAME)
    pair.play(*first_moves(3))
    pair.ann.offer(TAKEBACK)  # not delivered yet: Bob moves meanwhile
    pair.bob.play(first_moves(4)[-1])
    pair.deliver()
    pair.agree()
    assert pair.ann.mine is None and pair.bob.theirs is None
    assert pair.ann.moves == first_moves(4)


def test_two_offers_that_cross_are_both_withdrawn() -> None:
    pair = Pair(GAME)
    pair.play(*first_moves(4))
    pair.ann.offer(TAKEBACK)
    pair.bob.offer(TAKEBACK)
    pair.deliver()
    pair.agree()
    assert pair.ann.mine is pair.bob.mine is None
    assert pair.events[0][-1].words() == "The two offers crossed: both are withdrawn."
    assert pair.ann.moves == first_moves(4)


def test_nothing_to_take_back_and_one_offer_at_a_time() -> None:
    pair = Pair(GAME)
    with pytest.raises(Refusal, match="no move to take back"):
        pair.ann.offer(TAKEBACK)
    pair.play(*first_moves(1))
    with pytest.raises(Refusal, match="no move to take back"):
        pair.bob.offer(TAKEBACK)  # (on his turn, nothing of his is there yet)
    pair.ann.offer(TAKEBACK)
    with pytest.raises(Refusal, match="answer"):
        pair.ann.offer(TAKEBACK)
    pair.deliver()
    with pytest.raises(Refusal, match="Answer"):
        pair.bob.offer(TAKEBACK)


def test_resign_ends_the_game_for_both() -> None:
    pair = Pair(GAME)
    pair.play(*first_moves(2))
    pair.bob.resign()
    pair.deliver()
    pair.agree()
    assert pair.ann.is_over and pair.ann.result_line().endswith(" resigned")
    assert pair.ann.result_line().startswith("over first ")
    assert pair.events[0][-1].words() == "Bob resigned: a win for Ann."
    with pytest.raises(Refusal):
        pair.ann.play(first_moves(3)[-1])


def test_two_resignations_that_cross_are_the_first_seat_s() -> None:
    pair = Pair(GAME)
    pair.play(*first_moves(2))
    pair.ann.resign()
    pair.bob.resign()
    pair.deliver()
    pair.agree()
    assert pair.ann.resigned == pair.bob.resigned == 0


def test_a_move_already_sent_when_the_other_resigned_still_counts() -> None:
    pair = Pair(GAME)
    pair.play(*first_moves(2))
    pair.ann.play(first_moves(3)[-1])  # in flight while Bob resigns
    pair.bob.resign()
    pair.deliver()
    pair.agree()
    assert pair.ann.moves == first_moves(3) and pair.ann.resigned == 1
    assert pair.kinds(1)[-2:] == ["over", "move"]  # (the end told once)


def test_a_rematch_swaps_the_seats() -> None:
    pair = Pair(GAME)
    pair.play(*first_moves(3))
    with pytest.raises(Refusal, match="once the game is over"):
        pair.ann.offer(REMATCH)
    pair.ann.resign()
    pair.deliver()
    pair.bob.offer(REMATCH)
    pair.deliver()
    assert pair.events[0][-1].words() == "Bob offered a rematch, the colours swapped."
    pair.ann.answer(True)
    pair.deliver()
    pair.agree()
    assert (pair.ann.seat, pair.bob.seat) == (1, 0)
    assert pair.ann.names == pair.bob.names == ("Bob", "Ann")
    assert pair.ann.moves == [] and not pair.ann.is_over and pair.bob.my_turn
    assert pair.events[0][-1].words() == "A rematch begins: Bob to play first."
    pair.play(*first_moves(2))
    pair.agree()


def test_two_rematch_offers_that_cross_start_it() -> None:
    pair = Pair(GAME)
    pair.bob.resign()
    pair.deliver()
    pair.ann.offer(REMATCH)
    pair.bob.offer(REMATCH)
    pair.deliver()
    pair.agree()
    assert (pair.ann.seat, pair.bob.seat) == (1, 0) and not pair.ann.is_over


def proposing() -> tuple[Pair, list[str]]:
    """Two players of the game that has a proposal, at its first position where the player to
    move may propose."""
    game = next(make_game(name) for name in game_names() if make_game(name).proposals)
    name = game.proposals[0].name
    state, moves = game.initial_state(), []
    while state.proposal_reason(name) is not None:
        move = str(state.legal_moves()[0])
        moves.append(move)
        state = state.apply(move)
    return Pair(game, tuple(moves)), moves


def test_the_proposal_is_answered_by_the_other_person() -> None:
    pair, moves = proposing()
    proposer, answerer = (pair.ann, pair.bob) if pair.ann.my_turn else (pair.bob, pair.ann)
    with pytest.raises(Refusal, match="Only the player to move"):
        answerer.offer(PROPOSAL)
    proposer.offer(PROPOSAL)
    pair.deliver()
    assert answerer.theirs is not None and answerer.theirs.what == PROPOSAL
    answerer.answer(False)
    pair.deliver()
    pair.agree()
    assert not proposer.is_over
    proposer.offer(PROPOSAL)
    pair.deliver()
    answerer.answer(True)
    pair.deliver()
    pair.agree()
    assert proposer.is_over and proposer.ending == proposer.game.proposals[0].name
    assert proposer.result_line().endswith(" agreed") and proposer.moves == moves


def test_chat_goes_both_ways_as_one_line() -> None:
    pair = Pair(GAME)
    pair.ann.say("hello\nBob\x07")
    pair.bob.say("x" * 600)
    pair.bob.say("   ")
    pair.deliver()
    assert [e.words() for e in pair.events[1] if e.kind == "chat"] == [
        f"Bob: {'x' * 500}", "Ann: hello Bob",
    ]  # fmt: skip
    assert pair.kinds(0) == ["chat", "chat"]


def test_the_friend_who_leaves_is_told_and_nothing_more_is_done_with_them() -> None:
    pair = Pair(GAME)
    pair.play(*first_moves(3))
    pair.ann.offer(TAKEBACK)
    pair.bob.leave()  # (his window closed)
    pair.deliver()
    assert pair.ann.left and pair.ann.mine is None
    assert pair.events[0][-1].kind == "left"
    assert pair.events[0][-1].words() == "Bob left the game."
    with pytest.raises(Refusal) as refused:
        pair.ann.offer(TAKEBACK)
    assert refused.value.words("Bob") == "Bob left the game."
    assert pair.ann.moves == first_moves(3)  # the record kept as it was
