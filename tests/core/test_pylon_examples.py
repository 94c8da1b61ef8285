"""Pylon: the worked examples of rules.md §1.9 (Y1–Y9) and the edge cases of §1.8."""

from __future__ import annotations

import random

import pytest

from core import IllegalMoveError, make_game
from core.games.pylon.rules import PylonState

from .icehouse_helpers import moves, pylon


def test_y1_equal_sizes_stack_both_ways() -> None:
    state = pylon({"c3": "A-M", "d3": "B-M"})
    assert {"c3-d3", "d3-c3"} <= moves(state)
    after = state.apply("c3-d3")
    assert after.board[2 * 6 + 3] == ((1, 1), (0, 1))  # d3 = [B-M, A-M]
    assert after.board[2 * 6 + 2] == ()
    assert after.figures()[0] >= 2  # A tops d3, height 2


def test_y2_larger_onto_smaller_is_illegal() -> None:
    state = pylon({"c3": "A-L", "d3": "B-M"})
    assert "c3-d3" not in moves(state) and "d3-c3" in moves(state)
    with pytest.raises(IllegalMoveError, match=r"bottom of the moving stack \(large\) is larger"):
        state.apply("c3-d3")


def test_y3_only_the_interface_counts() -> None:
    state = pylon({"c3": "A-S B-L", "d3": "A-M"})
    assert {"c3-d3", "d3-c3"} <= moves(state)
    assert state.apply("c3-d3").board[2 * 6 + 3] == ((0, 1), (0, 0), (1, 2))
    assert state.apply("d3-c3").board[2 * 6 + 2] == ((0, 0), (1, 2), (0, 1))


def test_y4_an_empty_square_is_no_destination() -> None:
    state = pylon({"c3": "A-S", "a1": "B-M", "a2": "A-M"})  # a1/a2 keep the game alive
    assert not any(m.startswith("c3-") for m in moves(state))
    with pytest.raises(IllegalMoveError, match="c4 is empty"):
        state.apply("c3-c4")


def test_y5_no_diagonal_moves() -> None:
    state = pylon({"c3": "A-S", "d4": "B-L", "a1": "B-M", "a2": "A-M"})
    assert not {"c3-d4", "d4-c3"} & moves(state)
    with pytest.raises(IllegalMoveError, match="not next to"):
        state.apply("c3-d4")


def test_y6_frozen_end_is_a_draw() -> None:
    state = pylon({"b2": "A-L B-S", "b3": "B-L A-S"})
    assert moves(state) == set()
    outcome = state.outcome()
    assert outcome is not None and outcome.winner is None
    assert outcome.figures == (15, 15) and outcome.reason == "no stack can move"


def test_y7_the_player_who_placed_last_stacks_first() -> None:
    state = make_game("pylon").initial_state()
    movers = []
    squares = [f"{c}{r}" for r in range(1, 6) for c in "abcdef"]
    for number, square in enumerate(squares):
        movers.append(state.current_player)
        size = "SML"[(number // 2) % 3]
        state = state.apply(f"{size}{square}")
    assert movers == [0, 1] * 15
    assert isinstance(state, PylonState) and not state.is_placement_phase
    assert state.current_player == 1  # B placed the 30th and moves first
    first = state.legal_moves()[0]
    assert state.apply(first).current_player == 0
    with pytest.raises(IllegalMoveError, match="all 30 pyramids are placed"):
        state.apply("Sa1")


def test_y8_score_counts_whole_stacks_by_top_colour() -> None:
    # The whole board: stacks topped by A (7 and 6 high) and by B (9 and 8 high).
    state = pylon(
        {
            "a1": "B-S B-S B-S B-S B-S B-M A-L",
            "c1": "A-S A-S A-S A-S A-S A-M A-M A-M B-L",
            "e1": "B-M B-M B-M B-M B-L A-L",
            "c3": "A-M A-M A-L A-L A-L B-L B-L B-L",
        }
    )
    assert state.figures() == (7 + 6, 9 + 8)
    outcome = state.outcome()
    assert outcome is not None and outcome.winner == 1 and sum(outcome.figures) == 30


def test_y9_either_player_moves_any_stack() -> None:
    state = pylon({"e5": "A-S", "e4": "B-S A-S"}, mover="B", filler=("a1", "c1"))
    assert "e5-e4" in moves(state)
    after = state.apply("e5-e4")
    assert after.board[3 * 6 + 4] == ((1, 0), (0, 0), (0, 0))


def test_placement_rules_and_reasons() -> None:
    state = make_game("pylon").initial_state().apply("Lc3")
    with pytest.raises(IllegalMoveError, match="c3 is taken"):
        state.apply("Sc3")
    with pytest.raises(IllegalMoveError, match="only once all 30 pyramids are placed"):
        state.apply("c3-d3")
    done = make_game("pylon").initial_state()
    for square in ["a1", "b1", "c1", "d1", "e1", "f1", "a2", "b2", "c2", "d2"]:
        done = done.apply(f"L{square}")
    assert done.current_player == 0 and done.stashes == ((5, 5, 0), (5, 5, 0))
    with pytest.raises(IllegalMoveError, match="no large pyramid left"):
        done.apply("Ld5")
    assert not any(str(m).startswith("L") for m in done.legal_moves())


def test_end_by_agreement_reads_the_score_off_the_board() -> None:
    state = pylon({"c3": "A-M", "d3": "B-M"})
    ended = state.end_by_agreement()
    outcome = ended.outcome()
    assert outcome is not None and "agreed" in outcome.reason
    assert outcome.figures == state.figures()
    assert ended.legal_moves() == ()
    assert make_game("pylon").parse_position(ended.position_text()) == ended
    with pytest.raises(IllegalMoveError, match="only once stacking has begun"):
        make_game("pylon").initial_state().end_by_agreement()


def test_random_games_place_30_then_stack_at_most_29_times_and_score_30() -> None:
    for seed in range(40):
        rng = random.Random(seed)
        state = make_game("pylon").initial_state()
        placements = stackings = 0
        while not state.is_over:
            move = rng.choice(state.legal_moves())
            if "-" in str(move):
                stackings += 1
            else:
                placements += 1
                assert stackings == 0
            state = state.apply(move)
            if placements == 30 and stackings == 0:
                assert state.legal_moves(), "a full board always has a stacking move (§1.8.8)"
        assert placements == 30 and stackings <= 29
        outcome = state.outcome()
        assert outcome is not None and sum(outcome.figures) == 30
