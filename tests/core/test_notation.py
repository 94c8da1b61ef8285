"""Reading and writing moves and positions: the canonical forms, the accepted forms, the errors."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from core import EngineError, InvalidPositionError, NotationError, game_names, make_game

PYLOS = make_game("pylos")


@pytest.mark.parametrize(
    ("text", "canonical"),
    [
        ("1b3", "1b3"),
        ("4a1", "4a1"),
        ("1d4-2b2", "1d4-2b2"),
        ("1c3x1c3", "1c3x1c3"),
        ("1d4-2b2x2b2x1a1", "1d4-2b2x2b2x1a1"),
        ("1d4-2b2x1a1x2b2", "1d4-2b2x2b2x1a1"),  # either order reads, canonical is printed
        ("1a1x1c1x1b1", "1a1x1b1x1c1"),  # same level: by column
        ("1a1x1a2x1a1"[:7], "1a1x1a2"),
    ],
)
def test_pylos_moves_read_and_print_canonically(text: str, canonical: str) -> None:
    assert str(PYLOS.parse_move(text)) == canonical


@pytest.mark.parametrize(
    ("text", "problem"),
    [
        ("", "empty move"),
        ("1e1", "'1e1' is not a Pylos position"),
        ("2d1", "'2d1' is not a Pylos position"),
        ("4b1", "'4b1' is not a Pylos position"),
        ("5a1", "'5a1' is not a Pylos position"),
        ("1a1x1b1x1b1", "the same ball is taken back twice"),
        ("1a1x1b1x1c1x1d1", "at most two balls"),
        ("1A1", "is not a Pylos position"),
        ("1a1-", "is not a Pylos move"),
        ("1a1 ", "is not a Pylos"),
    ],
)
def test_pylos_notation_errors_name_the_problem(text: str, problem: str) -> None:
    with pytest.raises(NotationError, match=problem):
        PYLOS.parse_move(text)


def test_pylos_position_text_round_trips_and_is_checked() -> None:
    start = PYLOS.initial_state()
    assert start.position_text() == "................/........./..../. L 15-15"
    state = start.apply_all(["1a1", "1b1", "1a2", "1b2", "2a1"])
    text = state.position_text()
    assert text == "LD..LD........../L......../..../. D 12-13"
    assert PYLOS.parse_position(text).position_key() == state.position_key()
    with pytest.raises(InvalidPositionError, match="not supported"):
        PYLOS.parse_position("................/L......../..../. L 14-15")
    with pytest.raises(InvalidPositionError, match="15 in all"):
        PYLOS.parse_position("L.............../........./..../. D 15-15")
    for bad in ["", "x y", "................/........./..../. X 15-15", "... L 15-15"]:
        with pytest.raises(NotationError):
            PYLOS.parse_position(bad)


@settings(max_examples=400, deadline=None)
@given(text=st.text(alphabet="1234abcdefLMSx-~@NESW09 ", max_size=14))
@pytest.mark.parametrize("name", game_names())
def test_parser_raises_only_notation_errors(name: str, text: str) -> None:
    game = make_game(name)
    try:
        move = game.parse_move(text)
    except NotationError as error:
        assert str(error)
    else:
        assert str(game.parse_move(str(move))) == str(move)


@settings(max_examples=200, deadline=None)
@given(text=st.text(max_size=60))
@pytest.mark.parametrize("name", game_names())
def test_position_reader_raises_only_engine_errors(name: str, text: str) -> None:
    game = make_game(name)
    try:
        state = game.parse_position(text)
    except EngineError as error:
        assert str(error)
    else:
        assert game.parse_position(state.position_text()) == state
