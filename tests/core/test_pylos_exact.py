"""The plain exact solver of Pylos (``core.games.pylos.exact``) on the small games: the published
results at their start, and every value one ply of lookahead would give."""

from __future__ import annotations

import random

import pytest

from core import make_game
from core.games.pylos.exact import Solution, after_move, decode, encode, solve, state_of
from core.games.pylos.rules import PylosState


def solved(**settings: str) -> Solution:
    return solve(make_game("pylos", settings))


@pytest.fixture(scope="module")
def small() -> Solution:
    """The 3×3 base, 7 balls each, Board Game Arena's reading of running out of balls."""
    return solved(base="3", out_of_balls="no_legal_move")


def test_codes_say_win_loss_and_draw_with_their_plies() -> None:
    for text in ("win 0", "win 15", "loss 0", "loss 8", "draw"):
        assert decode(encode(text)) == text
    assert decode(after_move(encode("loss 0"))) == "win 1"
    assert decode(after_move(encode("win 4"))) == "loss 5"
    assert decode(after_move(encode("draw"))) == "draw"


def test_the_first_player_wins_the_small_pyramid_in_fifteen_plies(small: Solution) -> None:
    """The published result (3×3 base, 7 balls each: the first player wins in 15 plies) in the
    reading where a player loses only with no move left; the literal reading ends the game a
    ply sooner, when the loser's last ball leaves the reserve."""
    assert small.value(small.game.initial_state()) == "win 15"
    assert len(small) == 137_253 and small.counts()["draw"] == 0
    literal = solved(base="3")
    assert literal.value(literal.game.initial_state()) == "win 14"


def agrees_one_ply_on(solution: Solution, state: PylosState) -> None:
    """The value of ``state`` is the best of its moves' values (or its end's, if it ended)."""
    code = solution.code(state)
    outcome = state.outcome()
    if outcome is not None:
        assert code == (1 if outcome.winner == state.current_player else -1)
        return
    values = [after_move(solution.code(state.play_unchecked(m))) for m in state.legal_moves()]
    wins = [v for v in values if v > 0]
    if wins:
        assert code == min(wins)
    elif 0 in values:
        assert code == 0
    else:
        assert code == min(values)  # the longest loss (the most negative code)


def random_states(solution: Solution, count: int, seed: int) -> list[PylosState]:
    chosen = random.Random(seed).sample(range(len(solution)), count)
    return [state_of(solution.game, solution.keys[i]) for i in chosen]


def searched(state: PylosState, depth: int) -> int | None:
    """The value's code of ``state`` by a plain search ``depth`` plies deep, if the game is
    decided within them with best play (None otherwise): no table, no retrograde."""
    outcome = state.outcome()
    if outcome is not None:
        return 1 if outcome.winner == state.current_player else -1
    if depth == 0:
        return None
    known = []
    for move in state.legal_moves():
        code = searched(state.play_unchecked(move), depth - 1)
        if code is None:
            continue
        known.append(after_move(code))
    wins = [v for v in known if v > 0]
    if wins:
        return min(wins)
    if len(known) == state.count_moves():
        return min(known)  # every move loses: the longest loss
    return None


def test_values_near_the_end_are_what_a_plain_search_finds(small: Solution) -> None:
    """Each position decided within 4 plies has the value a search 4 plies deep finds, and the
    others are beyond its reach (wins first found at their distance, losses likewise)."""
    checked = 0
    for state in random_states(small, 3000, seed=3):
        code = small.code(state)
        if abs(code) - 1 > 4:
            continue
        assert searched(state, abs(code) - 1) == code
        if abs(code) > 1:
            assert searched(state, abs(code) - 2) is None
        checked += 1
    assert checked >= 100


@pytest.mark.parametrize(
    "settings",
    [
        {"base": "3"},
        {"base": "3", "rules": "children"},
        {"base": "3", "rules": "mature", "balls": "4"},
        {"base": "3", "out_of_balls": "no_legal_move", "balls": "5"},
    ],
)
def test_every_value_is_what_one_ply_of_lookahead_gives(settings: dict[str, str]) -> None:
    solution = solved(**settings)
    start = solution.game.initial_state()
    agrees_one_ply_on(solution, start)
    for state in random_states(solution, 400, seed=len(solution)):
        agrees_one_ply_on(solution, state)


def test_a_move_is_told_with_its_value_for_the_player_making_it(small: Solution) -> None:
    start = small.game.initial_state()
    moves = dict(small.moves(start))
    assert len(moves) == 9 and "win 15" in moves.values()
    assert all(value == "win 15" or value.startswith("loss") for value in moves.values())


def test_positions_out_of_the_game_are_not_valued(small: Solution) -> None:
    with pytest.raises(KeyError):
        small.code(make_game("pylos").initial_state())


@pytest.mark.slow
def test_the_first_player_loses_on_the_big_base_with_four_balls_each() -> None:
    """The published result (4×4 base, 4 balls each: the first player loses); about 10 s."""
    solution = solved(balls="4")
    assert solution.value(solution.game.initial_state()) == "loss 7"
    assert len(solution) == 1_097_929 and solution.counts()["draw"] == 1264
    for state in random_states(solution, 300, seed=4):
        agrees_one_ply_on(solution, state)
    drawn = [i for i, code in enumerate(solution.codes) if code == 0]
    for i in drawn[:: len(drawn) // 50]:
        agrees_one_ply_on(solution, state_of(solution.game, solution.keys[i]))
