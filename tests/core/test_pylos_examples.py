"""The worked examples of rules.md §2.9, one named test each (P1–P14), plus the §0 decisions."""

from __future__ import annotations

import pytest

from core import IllegalMoveError, NotationError, make_game
from core.games.pylos.board import BY_NAME

from .pylos_helpers import moves, name, position

L, D = "L", "D"


def test_p1_opening_has_sixteen_places_and_no_raise() -> None:
    state = make_game("pylos").initial_state()
    assert moves(state) == {f"1{c}{r}" for c in "abcd" for r in "1234"}  # type: ignore[arg-type]
    assert all("-" not in str(m) for m in state.legal_moves())


P2 = {(0, 0, 0): L, (0, 0, 1): D, (0, 1, 0): D, (0, 1, 1): L}


def test_p2_four_balls_of_any_colour_support_a_ball() -> None:
    state = position(P2)
    legal = moves(state)
    assert "2a1" in legal
    assert "2b1" not in legal
    with pytest.raises(IllegalMoveError, match="2b1 is not supported yet: 1c1, 1c2 empty"):
        state.apply("2b1")


P3 = {**P2, (0, 3, 3): L}


def test_p3_raise_legality() -> None:
    state = position(P3, "L")
    legal = moves(state)
    assert "1d4-2a1" in legal
    before = state.reserves
    after = state.apply("1d4-2a1")
    assert after.reserves == before
    cases = {
        "1a1-2a1": "2a1 rests on 1a1",
        "1b2-2a1": "2a1 rests on 1b2",
        "1d4-1c3": "a raise must go up at least one level",
        "1b1-2a1": "1b1 belongs to Dark: you may only raise your own",
    }
    for token, reason in cases.items():
        assert token not in legal
        with pytest.raises(IllegalMoveError, match=reason):
            state.apply(token)


def p4_state() -> object:
    balls = {(0, r, c): (L if (r + c) % 2 else D) for r in range(3) for c in range(3)}
    balls.update({(0, 3, 3): L, (1, 0, 0): L, (1, 0, 1): L, (1, 1, 0): L})
    return position(balls, "L")


def test_p4_a_raise_completes_a_square_and_must_take_back() -> None:
    state = p4_state()
    legal = moves(state)  # type: ignore[arg-type]
    raises = {m for m in legal if m.startswith("1d4-2b2")}
    assert "1d4-2b2" not in raises
    assert "1d4-2b2x2b2" in raises  # the ball just raised may come back
    assert any(m.count("x") == 2 for m in raises)
    with pytest.raises(IllegalMoveError, match="take back one or two balls"):
        state.apply("1d4-2b2")  # type: ignore[attr-defined]


def p5_state() -> object:
    balls = {(0, r, c): D for r in range(4) for c in range(4) if (r, c) != (3, 3)}
    balls.update({(0, 0, 0): L, (1, 0, 0): L, (0, 2, 2): L, (0, 2, 3): L, (0, 3, 2): L})
    return position(balls, "L")


def test_p5_second_take_back_may_be_freed_by_the_first() -> None:
    state = p5_state()
    legal = moves(state)  # type: ignore[arg-type]
    assert "1d4x2a1x1a1" in legal
    assert "1d4x1a1" not in legal
    with pytest.raises(IllegalMoveError, match="1a1 supports another ball"):
        state.apply("1d4x1a1")  # type: ignore[attr-defined]
    # Either order of a legal pair reads; the canonical one is printed.
    assert str(state.parse_move("1d4x1a1x2a1")) == "1d4x2a1x1a1"  # type: ignore[attr-defined]
    after = state.apply("1d4x1a1x2a1")  # type: ignore[attr-defined]
    assert after.reserves == (15 - 5 - 1 + 2, 15 - 11)


P6 = {(0, 0, 0): L, (0, 0, 1): L, (0, 0, 2): L, (0, 1, 0): L, (0, 1, 2): L}


def test_p6_two_squares_still_take_back_at_most_two() -> None:
    state = position(P6, "L")
    made = [m for m in state.legal_moves() if str(m).startswith("1b2")]
    assert made and all(1 <= len(m.removals) <= 2 for m in made)
    with pytest.raises(NotationError, match="at most two balls"):
        state.apply("1b2x1b2x1a1x1c1")


def test_p7_a_mixed_square_gives_nothing_but_a_place_to_stack() -> None:
    state = position({(0, 0, 0): D, (0, 0, 1): D, (0, 1, 0): D}, "L")
    assert "1b2" in moves(state)
    assert not any(m.startswith("1b2x") for m in moves(state))
    after = state.apply("1b2")
    assert "2a1" in moves(after)  # Dark may use it
    assert "2a1" in moves(after.apply("1d4"))  # and so may Light


def _p8_balls() -> dict[tuple[int, int, int], str]:
    cells = [(z, r, c) for z in range(3) for r in range(4 - z) for c in range(4 - z)]
    assert len(cells) == 29
    return {cell: (L if i < 14 else D) for i, cell in enumerate(cells)}


@pytest.mark.parametrize("out_of_balls", ["empty_reserve", "no_legal_move"])
def test_p8_top_ball_wins_and_a_player_without_moves_loses(out_of_balls: str) -> None:
    light_to_move = position(_p8_balls(), "L", (1, 0), out_of_balls=out_of_balls)
    if out_of_balls == "no_legal_move":
        assert moves(light_to_move) == {"4a1"}
        end = light_to_move.apply("4a1").outcome()
        assert end is not None and end.winner == 0 and "top ball" in end.reason
    dark_to_move = position(_p8_balls(), "D", (1, 0), out_of_balls=out_of_balls)
    outcome = dark_to_move.outcome()
    assert outcome is not None and outcome.winner == 0
    assert dark_to_move.legal_moves() == ()


def test_p8_under_empty_reserve_the_top_is_never_reached() -> None:
    # 29 balls on the board leave one reserve empty: that player already lost (rules.md §0).
    state = position(_p8_balls(), "L", (1, 0))
    outcome = state.outcome()
    assert outcome is not None and outcome.winner == 0
    assert "no ball left in reserve for Dark" in outcome.reason


def p9_balls() -> dict[tuple[int, int, int], str]:
    balls = {(0, r, c): D for r in range(4) for c in range(4)}
    for cell in [(0, 0, 0), (0, 1, 2), (0, 2, 1)]:
        balls[cell] = L
    balls.update({(1, 0, 2): D, (1, 2, 0): D})
    return balls


def test_p9_empty_reserve_with_a_raise_available() -> None:
    balls = p9_balls()
    no_move_rule = position(balls, "D", out_of_balls="no_legal_move")
    assert no_move_rule.reserves[1] == 0
    legal = moves(no_move_rule)
    assert legal and all("-" in m for m in legal)
    assert "1d4-2a1" in legal
    assert not no_move_rule.is_over
    default_rule = position(balls, "D")
    outcome = default_rule.outcome()
    assert outcome is not None and outcome.winner == 0
    assert "no ball left in reserve for Dark" in outcome.reason


@pytest.mark.parametrize("out_of_balls", ["empty_reserve", "no_legal_move"])
def test_p10_last_ball_completing_a_square_is_no_loss(out_of_balls: str) -> None:
    balls = {(0, 0, 0): D, (0, 0, 1): D, (0, 1, 0): D}
    spots = [(0, r, c) for r in range(4) for c in range(4) if r >= 2]
    balls.update({cell: D for cell in spots[:8]})
    balls.update({(1, 2, 0): D, (1, 2, 1): D, (1, 2, 2): D})  # Dark: 14 on the board
    balls.update({(0, 0, 2): L, (0, 0, 3): L, (0, 1, 2): L, (0, 1, 3): L})
    state = position(balls, "D", out_of_balls=out_of_balls)
    assert state.reserves[1] == 1
    after = state.apply("1b2x1b2")
    assert after.reserves[1] == 1 and not after.is_over
    ended = state.apply("1b2x2c3x2a3")
    assert ended.reserves[1] == 2 and not ended.is_over


LINE_CASES = [
    [(0, 2, 0), (0, 2, 1), (0, 2, 2), (0, 2, 3)],
    [(0, 0, 1), (0, 1, 1), (0, 2, 1), (0, 3, 1)],
]


@pytest.mark.parametrize("line", LINE_CASES, ids=["row", "column"])
def test_p11_lines_take_back_in_the_mature_rules_only(line: list[tuple[int, int, int]]) -> None:
    balls = {cell: L for cell in line[:3]}
    last = name(line[3])
    mature = position(balls, "L", rules="mature")
    assert last not in moves(mature) and f"{last}x{last}" in moves(mature)
    standard = position(balls, "L")
    assert last in moves(standard) and f"{last}x{last}" not in moves(standard)


def test_p11_a_level_two_line_of_three_counts() -> None:
    base = {(0, r, c): (L if (r * 4 + c) % 3 else D) for r in range(4) for c in range(4)}
    base.update({(1, 1, 0): L, (1, 1, 1): L})
    state = position(base, "L", rules="mature")
    assert "2c2x2c2" in moves(state) and "2c2" not in moves(state)


def test_p11_a_diagonal_is_not_a_line() -> None:
    balls = {(0, 0, 0): L, (0, 1, 1): L, (0, 2, 2): L}
    state = position(balls, "L", rules="mature")
    assert "1d4" in moves(state) and "1d4x1d4" not in moves(state)


def test_p12_children_rules_have_no_take_back() -> None:
    state = position(P6, "L", rules="children")
    assert "1b2" in moves(state)
    assert not any("x" in m for m in moves(state))
    with pytest.raises(IllegalMoveError, match="children's rules"):
        state.apply("1b2x1b2")


def test_p13_no_raise_reaches_the_top() -> None:
    light = position(_p8_balls(), "L", (1, 0), out_of_balls="no_legal_move")
    assert light.main_actions() == [(None, BY_NAME["4a1"])]
    dark = position(_p8_balls(), "D", (1, 0), out_of_balls="no_legal_move")
    assert dark.main_actions() == [] and dark.is_over


def test_p14_third_repetition_is_a_draw() -> None:
    balls = {(0, 0, 0): L, (0, 0, 1): L, (0, 1, 0): L, (0, 2, 2): D, (0, 2, 3): D, (0, 3, 2): D}
    state = position(balls, "L")
    loop = ["1b2x1b2", "1d4x1d4"]
    state2 = state.apply_all(loop)
    assert state2.position_key() == state.position_key() and not state2.is_over
    state3 = state2.apply_all(loop)
    outcome = state3.outcome()
    assert outcome is not None and outcome.winner is None and "third" in outcome.reason
    assert state3.legal_moves() == ()
    off = position(balls, "L", repetition="0").apply_all(loop * 4)
    assert not off.is_over


def test_empty_reserve_rule_ends_the_game_after_the_turn() -> None:
    balls = {(0, r, c): (L if c < 2 else D) for r in range(4) for c in range(4)}
    balls.update({(1, r, 0): L for r in range(3)})
    balls.update({(1, r, 2): L for r in range(3)})
    balls.update({(1, 0, 1): D, (1, 1, 1): D})
    state = position(balls, "L")
    assert state.reserves == (1, 5)
    after = state.apply("2b3")
    outcome = after.outcome()
    assert outcome is not None and outcome.winner == 1
    assert outcome.summary() == "over second 0-5"
    kept = position(balls, "L", out_of_balls="no_legal_move").apply("2b3")
    assert not kept.is_over  # Dark moves on; Light may still raise later
