"""Ambush: the worked examples of rules.md §3.9 (A0–A12) and the edge cases of §3.8.

In each example the player to move is the helper's player A (written first in the name of the
test's comment), the other is B."""

from __future__ import annotations

import random

import pytest

from core import IllegalMoveError, make_game
from core.games.ambush.captures import visible_pips
from core.games.ambush.rules import AmbushState
from core.transitions import CAPTURED, PAID, Rotated

from .icehouse_helpers import ambush, moves

S, M, L = 0, 1, 2


def sq(name: str) -> int:
    return (int(name[1]) - 1) * 6 + "abcdef".index(name[0])


def stack(state: AmbushState, name: str) -> list[str]:
    return ["AB"[p] + "-" + "SML"[s] for p, s in state.stack(sq(name))]


@pytest.mark.parametrize(
    ("sizes", "expected"),
    [
        ((S,), 1),
        ((S, M), 2),
        ((M, S), 3),
        ((S, M, L), 3),
        ((L, M, S), 6),
        ((S, L), 3),
        ((L, S), 4),
        ((M, M), 2),
        ((L, M, L), 3),
        ((L, S, M), 5),
        ((L, S, L), 3),
    ],
)
def test_a0_visible_pips(sizes: tuple[int, ...], expected: int) -> None:
    assert visible_pips(sizes) == expected


def test_a1_equal_strength_does_not_capture() -> None:
    # Black (A) b1 = M, Red (B) b2 = L, Black to move.
    state = ambush({"b1": "A-M", "b2": "B-L"})
    assert state.apply("Sb3").captured(0) == ()
    for size in "ML":
        after = state.apply(f"{size}b3")
        assert after.captured(0) == (L,) and after.figures() == (3, 0)
        assert after.owner(sq("b2")) is None


def test_a2_both_flanks_add_up() -> None:
    # White (B) b2 = L; Black (A) b1 = M, c2 = S; Black to move.
    state = ambush({"b2": "B-L", "b1": "A-M", "c2": "A-S"})
    assert state.apply("Mb3").captured(0) == (L,)
    assert state.apply("Lb3").captured(0) == (L,)
    assert state.apply("Sb3").captured(0) == ()
    assert state.apply("La2").captured(0) == (L,)
    assert state.apply("Ma2").captured(0) == ()


def test_a3_one_placement_captures_two_middles() -> None:
    # Red (A) a1 = M, c3 = M; Black (B) a2 = S, b3 = S; Red to move.
    state = ambush({"a1": "A-M", "a2": "B-S", "c3": "A-M", "b3": "B-S"})
    after = state.apply("Sa3")
    assert after.captured(0) == (S, S) and after.figures() == (2, 0)
    steps = state.transition(state.parse_move("Sa3")).steps
    assert [s.origin for s in steps if s.kind == CAPTURED] == ["a2", "b3"]


def test_a4_a_piece_placed_between_enemies_waits_for_them_to_move() -> None:
    # Red (B) a1 = M, c1 = S; b1 empty; Black (A) to move.
    state = ambush({"a1": "B-M", "c1": "B-S"})
    for size in "SM":
        placed = state.apply(f"{size}b1")
        assert placed.captured(0) == () and placed.captured(1) == ()
    placed = state.apply("Mb1")
    assert placed.apply("Ma1").captured(1) == (M,)  # [M, M] vis 2: 2 + 1 > 2
    assert placed.apply("Sc1").captured(1) == (M,)
    dormant = placed.apply("Sf6")
    assert dormant.captured(1) == () and stack(dormant, "b1") == ["A-M"]
    large = state.apply("Lb1")
    assert large.apply("Ma1").captured(1) == ()  # vis 2: 2 + 1 is not > 3
    assert large.apply("Sa1").captured(1) == (L,)  # [M, S] vis 3: 3 + 1 > 3


def test_a5_layout_d_captures_only_with_diagonals() -> None:
    # Red (A) a1 = M, c1 = S; Black (B) b2 = L; Red to move.
    example = {"a1": "A-M", "c1": "A-S", "b2": "B-L"}
    diagonal = ambush(example, diagonal="true")
    assert diagonal.apply("Mc3").captured(0) == (L,)
    assert diagonal.apply("Lc3").captured(0) == (L,)
    assert diagonal.apply("La3").captured(0) == (L,)
    assert diagonal.apply("Ma3").captured(0) == ()
    for token in ["Sc3", "Sa3", "Sa2", "Sb3"]:
        assert diagonal.apply(token).captured(0) == ()
    orthogonal = ambush(example)
    for token in ["Mc3", "Lc3", "La3", "Ma3", "Sc3"]:
        assert orthogonal.apply(token).captured(0) == ()


@pytest.mark.parametrize("diagonal", ["false", "true"])
def test_a5_layout_o_is_the_same_in_both_settings(diagonal: str) -> None:
    example = {"a1": "A-M", "c1": "A-S", "a2": "B-L B-S", "c2": "B-M"}
    state = ambush(example, diagonal=diagonal)
    assert state.visible_pips(sq("a2")) == 4
    assert state.apply("Mc3").captured(0) == (M,)
    assert state.apply("Lc3").captured(0) == (M,)
    after = state.apply("La3")
    assert after.captured(0) == (S,) and stack(after, "a2") == ["B-L"]
    assert state.apply("Ma3").captured(0) == ()
    assert state.apply("Sc3").captured(0) == () and state.apply("Sa3").captured(0) == ()


def test_a6_one_pyramid_per_middle_per_turn() -> None:
    # Black (A) a1 = M; White (B) a2 = [M, S] (vis 3); Black to move.
    state = ambush({"a1": "A-M", "a2": "B-M B-S"})
    assert state.apply("Sa3").captured(0) == ()  # 2 + 1 = 3
    after = state.apply("Ma3")
    assert after.captured(0) == (S,) and stack(after, "a2") == ["B-M"]  # 2 + 2 > 2 waits
    white = after.apply("Sf6")
    assert white.apply("Sa1").captured(0) == (S, M)  # a1 = [M, S] vis 3
    assert white.apply("Sf1").captured(0) == (S,)  # elsewhere: the medium stays


def a7_state() -> AmbushState:
    # Black (A) b2 = M, e1 = S; White (B) c2 = M, e2 = S (NE centre); Black to move.
    return ambush({"b2": "A-M", "c2": "B-M", "e1": "A-S", "e2": "B-S"})


def test_a7_rotation_with_captures_for_both_the_mover_chooses() -> None:
    state = a7_state()
    legal = moves(state)
    assert {"S@NE270", "S@NE270~"} <= legal
    assert state.apply("Sf6").captured(0) == ()  # no sandwich before the rotation
    mine = state.apply("S@NE270")
    assert mine.captured(0) == (M,) and mine.captured(1) == ()
    assert stack(mine, "d2") == ["A-S"] and stack(mine, "c2") == []
    theirs = state.apply("S@NE270~")
    assert theirs.captured(1) == (S,) and theirs.captured(0) == ()
    assert stack(theirs, "c2") == ["B-M"] and stack(theirs, "d2") == []
    transition = state.transition(state.parse_move("S@NE270"))
    kinds = [step.kind for step in transition.steps]
    assert kinds == [PAID, "rotated", CAPTURED]
    rotated = transition.steps[1]
    assert isinstance(rotated, Rotated) and ("e1", "d2") in rotated.cells
    assert "S@NE90~" not in legal  # the ~ form only where the order matters
    with pytest.raises(IllegalMoveError, match="only for rotations where the order"):
        state.apply("S@NE90~")


def test_a8_the_coaster_just_rotated_cannot_turn_back() -> None:
    after = a7_state().apply("S@NE270")
    assert after.last_rotated == "NE"
    assert not any("@NE" in m for m in moves(after))
    assert any("@NW" in m for m in moves(after))
    with pytest.raises(IllegalMoveError, match="NE was rotated on the previous turn"):
        after.apply("S@NE90")
    placed = after.apply("Sf6")
    assert placed.last_rotated is None and any("@NE" in m for m in moves(placed))


def test_a9_trees_give_small_first() -> None:
    start = make_game("ambush").initial_state()
    assert {m[0] for m in moves(start)} == {"S"}
    assert len([m for m in moves(start) if "@" in m]) == 12
    with pytest.raises(IllegalMoveError, match="no tree of yours has a medium on top"):
        start.apply("Ma1")
    second_turn = start.apply("Sa1").apply("Sf6")
    assert {m[0] for m in moves(second_turn)} == {"S", "M"}
    assert second_turn.trees(0) == ["LMS", "LMS", "LMS", "LMS", "LM"]


def test_a10_no_placing_on_the_opponents_square() -> None:
    state = ambush({"b2": "A-M"}, mover="B")
    assert not any(m.endswith("b2") for m in moves(state))
    with pytest.raises(IllegalMoveError, match="b2 holds your opponent's pyramids"):
        state.apply("Sb2")
    own = ambush({"b2": "A-M"}, mover="A")
    assert "Lb2" in moves(own)  # stacking on your own square is fine, any size


def test_a11_the_game_ends_after_thirty_turns_and_ties_draw() -> None:
    board = ",,,,,/,,,,,/,,,,,/,,,,,/,,,,,/,,,,,"
    text = f"{board} 2 -.-.-.-.- L.-.-.-.- LLL LLL SSSSSMMMMMLL SSSSSMMMMML -"
    state = make_game("ambush").parse_position(text)
    assert isinstance(state, AmbushState) and state.turn == 29 and not state.is_over
    end = state.apply("Lc3")
    outcome = end.outcome()
    assert end.turn == 30 and outcome is not None
    assert outcome.winner is None and outcome.figures == (9, 9)
    assert end.legal_moves() == ()


def test_a12_a_half_turn_wakes_a_dormant_sandwich_for_the_other_player() -> None:
    # White (A) to move; Black (B) a2 = M, c2 = S around White's b2 = S, dormant.
    state = ambush({"a2": "B-M", "b2": "A-S", "c2": "B-S"})
    after = state.apply("S@NW180")
    assert stack(after, "a2") == ["B-S"] and stack(after, "b2") == []
    assert after.captured(1) == (S,) and after.figures() == (0, 1)


def test_sandwiches_cross_coaster_borders_but_not_the_edge() -> None:
    state = ambush({"c2": "A-M", "d2": "B-S"})
    assert state.apply("Se2").captured(0) == (S,)  # c2 is NW, d2 and e2 are NE
    edge = ambush({"a1": "B-S"}, mover="A")
    assert edge.apply("Mb1").captured(0) == () and edge.apply("Ma2").captured(0) == ()


def test_adding_to_your_own_stack_triggers_its_lines() -> None:
    state = ambush({"a1": "A-S", "b1": "B-M", "c1": "A-S"})
    assert state.apply("Sa1").captured(0) == ()  # [S, S] vis 1
    assert state.apply("Ma1").captured(0) == (M,)  # [S, M] vis 2: 2 + 1 > 2


def test_rotating_an_empty_coaster_is_legal_and_costs_a_pyramid() -> None:
    start = make_game("ambush").initial_state()
    after = start.apply("S@SE90")
    assert after.paid(0) == (S,) and after.trees(0)[-1] == "LM"
    assert after.piece_counts() == {"board": 0, "trees": 29, "captured": 0, "paid": 1}


def test_random_games_last_exactly_thirty_turns() -> None:
    for seed in range(30):
        rng = random.Random(seed)
        state = make_game("ambush", {"diagonal": "true" if seed % 2 else "false"}).initial_state()
        turns = 0
        while not state.is_over:
            state = state.apply(rng.choice(state.legal_moves()))
            turns += 1
        assert turns == 30 and state.turn == 30
        counts = state.piece_counts()
        assert counts["trees"] == 0 and sum(counts.values()) == 30
