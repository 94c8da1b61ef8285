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


PYLON = make_game("pylon")
AMBUSH = make_game("ambush")


@pytest.mark.parametrize(
    ("game", "text"),
    [(PYLON, "Ma3"), (PYLON, "c3-d3"), (PYLON, "f5-f4"), (AMBUSH, "Sb2"), (AMBUSH, "Lf6")]
    + [
        (AMBUSH, f"{s}@{k}{a}{t}")
        for s in "SML"
        for k in ("NW", "SE")
        for a in (90, 270)
        for t in ("", "~")
    ],
)
def test_icehouse_moves_round_trip(game: object, text: str) -> None:
    assert str(game.parse_move(text)) == text  # type: ignore[attr-defined]


@pytest.mark.parametrize(
    ("game", "text", "problem"),
    [
        (PYLON, "Mg3", "'g3' is not a square"),
        (PYLON, "Ma6", "'a6' is not a square"),
        (PYLON, "ma3", "sizes are written in capitals"),
        (PYLON, "c3d3", "is not a Pylon move"),
        (PYLON, "c3-d9", "'d9' is not a square"),
        (AMBUSH, "Sg1", "'g1' is not a square"),
        (AMBUSH, "Xb2", "is not an Ambush move"),
        (AMBUSH, "S@NN90", "coasters are NW, NE, SW and SE"),
        (AMBUSH, "S@NE45", "the angle is 90, 180 or 270"),
        (AMBUSH, "@NE90", "starts with the size paid"),
        (AMBUSH, "S@NE90~~", "the angle is 90"),
    ],
)
def test_icehouse_notation_errors(game: object, text: str, problem: str) -> None:
    with pytest.raises(NotationError, match=problem):
        game.parse_move(text)  # type: ignore[attr-defined]


def test_icehouse_position_texts() -> None:
    start = PYLON.initial_state()
    assert start.position_text() == ",,,,,/,,,,,/,,,,,/,,,,,/,,,,, 1 555-555"
    state = start.apply_all(["Ma1", "Lb1"])
    assert state.position_text() == "M,l,,,,/,,,,,/,,,,,/,,,,,/,,,,, 1 545-554"
    with pytest.raises(InvalidPositionError, match="5 are expected"):
        PYLON.parse_position("M,l,,,,/,,,,,/,,,,,/,,,,,/,,,,, 1 555-554")
    with pytest.raises(InvalidPositionError, match="stacks cannot exist"):
        PYLON.parse_position("Ml,,,,,/,,,,,/,,,,,/,,,,,/,,,,, 1 545-554")
    ambush_start = AMBUSH.initial_state()
    trees = "LMS.LMS.LMS.LMS.LMS"
    board = ",,,,,/,,,,,/,,,,,/,,,,,/,,,,,/,,,,,"
    assert ambush_start.position_text() == f"{board} 1 {trees} {trees} - - - - -"
    rotated = ambush_start.apply_all(["Sa1", "S@NW90"])
    assert rotated.position_text() == (
        ",,S,,,/,,,,,/,,,,,/,,,,,/,,,,,/,,,,, 1 LMS.LMS.LMS.LMS.LM LMS.LMS.LMS.LMS.LM - - - S NW"
    )
    with pytest.raises(InvalidPositionError, match="mixes both players"):
        AMBUSH.parse_position(f"Ss,,,,,/,,,,,/,,,,,/,,,,,/,,,,,/,,,,, 1 {trees} {trees} - - - - -")
    with pytest.raises(InvalidPositionError, match="cannot be player 2's turn"):
        AMBUSH.parse_position(f"{board} 2 {trees} {trees} - - - - -")
