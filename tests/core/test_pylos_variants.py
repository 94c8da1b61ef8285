"""The smaller Pylos games (options ``base`` and ``balls``): the 3×3 base's pyramid, its names,
top and lines, fewer balls each, and the options refused with a sentence."""

from __future__ import annotations

import random

import pytest

from core import EngineError, make_game
from core.errors import InvalidPositionError, NotationError, UnknownOptionError
from core.games.pylos import KIT
from core.games.pylos.rules import PylosGame, PylosState
from core.perft import perft


def game(**settings: str) -> PylosGame:
    made = make_game("pylos", settings)
    assert isinstance(made, PylosGame)
    return made


def at(text: str, **settings: str) -> PylosState:
    return game(**settings).parse_position(text)


def test_a_full_set_is_the_default_and_written_one_way() -> None:
    assert game().balls == 15 and game(base="3").balls == 7
    assert game(balls="15") == game() and game(balls="15").options["balls"] == "0"
    assert game(base="3", balls="7") == game(base="3")
    assert game(balls="7") != game()
    assert game(base="3", balls="5").initial_state().reserves == (5, 5)


@pytest.mark.parametrize(
    ("settings", "said"),
    [
        ({"base": "5"}, "option base has no value '5' (allowed: 4, 3)"),
        ({"balls": "3"}, "3 each does not suit the 4×4 base (allowed: 4 to 15, or 0"),
        ({"balls": "16"}, "16 each does not suit the 4×4 base"),
        ({"base": "3", "balls": "8"}, "8 each does not suit the 3×3 base (allowed: 4 to 7, or 0"),
        ({"balls": "many"}, "option balls needs a whole number ≥ 0, not 'many'"),
    ],
)
def test_balls_that_do_not_suit_the_base_are_refused_with_a_sentence(
    settings: dict[str, str], said: str
) -> None:
    with pytest.raises(UnknownOptionError) as refused:
        make_game("pylos", settings)
    assert said in str(refused.value)


def test_the_small_pyramid_has_fourteen_places_on_three_levels() -> None:
    start = game(base="3").initial_state()
    assert sorted(str(m) for m in start.legal_moves()) == [f"1{c}{r}" for c in "abc" for r in "123"]
    assert start.position_text() == "........./..../. L 7-7"
    # No square is possible before five balls are down: 9 × 8 × 7 × 6 sequences.
    assert perft(start, 4) == 3024
    full = at("LDLDLDLDL/DLDL/. D 0-1", base="3", out_of_balls="no_legal_move")
    assert [str(m) for m in full.legal_moves()] == ["3a1"]
    end = full.apply(full.game.parse_move("3a1"))
    outcome = end.outcome()
    assert outcome is not None and outcome.winner == 1 and "top" in str(outcome.reason)


def test_places_beyond_the_small_base_are_refused() -> None:
    small = game(base="3")
    with pytest.raises(NotationError, match="1d4 is not on the 3×3 base's pyramid"):
        small.parse_move("1d4")
    with pytest.raises(NotationError, match="2c1 is not on the 3×3 base's pyramid"):
        small.parse_move("1a1-2c1")
    state = small.initial_state()
    assert state.illegal_reason(game().parse_move("4a1")) == "4a1 is not on the 3×3 base's pyramid"
    with pytest.raises(NotationError, match="three levels of 9, 4 and 1 cells"):
        small.parse_position("................/........./..../. L 15-15")
    with pytest.raises(InvalidPositionError, match="where 7 in all are expected"):
        small.parse_position("L......../..../. D 7-7")


def test_a_square_on_the_small_base_takes_back_and_the_top_is_3a1() -> None:
    state = at("LL.L.D.DD/..../. L 4-4", base="3")
    assert "1b2x1b2" in {str(m) for m in state.legal_moves()}
    assert state.game.board.top == 32 and game().board.top == 48


def test_mature_lines_on_the_small_base_are_three_long_on_level_one_only() -> None:
    state = at("LL.DD..../..../. L 5-5", base="3", rules="mature")
    moves = {str(m) for m in state.legal_moves()}
    assert {"1c1x1c1", "1c1x1a1x1b1"} <= moves and "1c2" in moves
    # Level 2 is two wide: a row of two there is no line.
    upper = at("LLDDLDDLD/LL../. L 1-2", base="3", rules="mature")
    above = [m for m in upper.legal_moves() if str(m).startswith("2")]
    assert above and not any(m.removals for m in above)
    assert state.count_moves() == len(state.legal_moves())


@pytest.mark.parametrize(
    "settings",
    [
        {"base": "3"},
        {"base": "3", "balls": "4", "rules": "mature", "out_of_balls": "no_legal_move"},
        {"base": "3", "balls": "5", "rules": "children"},
        {"balls": "4"},
        {"balls": "7", "rules": "mature"},
    ],
)
def test_random_games_of_the_small_games_keep_their_counts(settings: dict[str, str]) -> None:
    rng = random.Random(7)
    small = game(**settings)
    judge = KIT.evaluation
    ideas = KIT.ideas
    assert judge is not None and ideas is not None
    for _ in range(20):
        state = small.initial_state()
        while not state.is_over:
            moves = state.legal_moves()
            assert state.count_moves() == len(moves)
            assert small.parse_position(state.position_text()).position_key() == (
                state.position_key()
            )
            board = state.balls(0) | state.balls(1)
            assert board & ~small.board.valid == 0
            assert sum(state.piece_counts().values()) == 2 * small.balls
            judge.evaluate(state)
            move = rng.choice(moves)
            assert judge.reason(state, move) and ideas.of_move(state, move) is not None
            state = state.apply(move)


def test_every_pylos_refusal_is_an_engine_error() -> None:
    with pytest.raises(EngineError):
        game(base="3").parse_move("4a1")
