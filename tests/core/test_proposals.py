"""The computer answers a proposal for its own seat: it accepts when ending now is no worse for
it than playing on (``core.search.player.answer_proposal``), at every level, in every game that
has proposals; the games without any have nothing to answer."""

from __future__ import annotations

import pytest

from core.errors import EngineError
from core.registry import evaluation_of, game_names, make_game
from core.search.levels import LEVELS, STRONGEST
from core.search.player import ACCEPT_MARGIN, answer_proposal

# A Pylon game in its stacking phase, the first player ahead 16 to 14 and to move: three plies
# from its end, every way of playing on loses for the second player too (the search proves it).
PROVEN = (
    "Ma1 La4 Lc3 Sb4 Mb5 Lf2 Sd2 Sc1 Lf4 Sa5 Me4 Sd4 Sf3 Le3 Me5 La2 La3 Lb2 Ld1 Md5 Lc4 Se2 "
    "Sf5 Md3 Sf1 Mc5 Mc2 Mb3 Sb1 Me1 a2-b2 d5-e5 d4-d3 b1-b2 d3-c3 c1-c2 b4-c4 a4-a3 c5-b5 "
    "f3-f4 a5-b5 e4-e3 f5-e5 e2-e1 d2-c2"
).split()
SQUARES = [f"{c}{r}" for r in range(1, 6) for c in "abcdef"]
FULL = [f"{'SML'[(i // 2) % 3]}{sq}" for i, sq in enumerate(SQUARES)]  # 15 all, Blue to move


def pylon(moves: list[str]):  # type: ignore[no-untyped-def]
    return make_game("pylon").initial_state().apply_all(moves)


@pytest.mark.parametrize("level", LEVELS, ids=lambda level: level.name)
def test_a_win_by_agreement_is_always_accepted(level) -> None:  # type: ignore[no-untyped-def]
    state = pylon([*FULL, "b2-c2"])  # Red proposes, behind 14 to 16
    first, second = state.figures()
    assert state.current_player == 0 and first < second
    answer = answer_proposal(state, "agreed", evaluation_of(state.game), level, nodes=2_000)
    assert answer.accepts and answer.why == "wins" and answer.search is None


@pytest.mark.parametrize("level", LEVELS, ids=lambda level: level.name)
def test_a_loss_by_agreement_is_declined_while_playing_on_is_not_proven_lost(level) -> None:  # type: ignore[no-untyped-def]
    state = pylon([*FULL, "a1-b1"])  # Red proposes, ahead 16 to 14, early in the stacking
    first, second = state.figures()
    assert state.current_player == 0 and first > second
    answer = answer_proposal(state, "agreed", evaluation_of(state.game), level, nodes=2_000)
    assert not answer.accepts and answer.why == "better"


def test_a_loss_by_agreement_is_accepted_when_playing_on_is_proven_lost() -> None:
    state = pylon(PROVEN)
    first, second = state.figures()
    assert state.current_player == 0 and first > second
    answer = answer_proposal(state, "agreed", evaluation_of(state.game), STRONGEST, nodes=20_000)
    assert answer.accepts and answer.why == "lost"
    assert answer.search is not None and answer.search.proof is not None


def test_a_draw_by_agreement_is_weighed_against_the_search() -> None:
    """Equal scores: a draw now, accepted unless playing on is worth more than half a point to
    the computer by its own search."""
    state = pylon(FULL)
    assert state.figures() == (15, 15)
    answer = answer_proposal(state, "agreed", evaluation_of(state.game), STRONGEST, nodes=5_000)
    assert answer.search is not None
    value = -answer.search.score  # for the computer, the player not to move
    assert answer.accepts == (value <= ACCEPT_MARGIN)
    assert answer.why == ("even" if answer.accepts else "better")


@pytest.mark.parametrize("name", game_names())
def test_a_game_without_proposals_has_none_to_answer(name: str) -> None:
    game = make_game(name)
    state = game.initial_state()
    for proposal in game.proposals:
        assert state.proposal_reason(proposal.name) is not None  # not at the very start
    with pytest.raises(EngineError):
        answer_proposal(state, "no-such-proposal", evaluation_of(game), LEVELS[0], nodes=100)
