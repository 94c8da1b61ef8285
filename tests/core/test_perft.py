"""Perft from the start, matched against two independent engines (../shared/conformance)."""

from __future__ import annotations

import pytest

from core import State, make_game
from core.perft import divide, perft

PYLOS = [16, 240, 3_360, 43_680, 524_376]


def check_perft(state: State, depth: int, expected: int) -> None:
    """Assert the count; on a mismatch, print the per-move divide to find the faulty move."""
    found = perft(state, depth)
    if found != expected:
        lines = "\n".join(f"  {move}: {n}" for move, n in sorted(divide(state, depth).items()))
        pytest.fail(f"perft {depth}: {found} != {expected}; divide:\n{lines}")


@pytest.mark.parametrize("depth", range(1, 6))
def test_pylos_perft_from_the_start(depth: int) -> None:
    check_perft(make_game("pylos").initial_state(), depth, PYLOS[depth - 1])


@pytest.mark.slow
def test_pylos_perft_6() -> None:
    check_perft(make_game("pylos").initial_state(), 6, 5_786_496)


def test_perft_depth_zero_and_finished_games() -> None:
    state = make_game("pylos").initial_state()
    assert perft(state, 0) == 1
    over = make_game("pylos", {"repetition": "0"}).parse_position(
        "LLLLLLLLLLLLLLDD/DDDDDDDDD/DDDD/. L 1-0"
    )
    assert over.is_over
    assert perft(over, 0) == 1 and perft(over, 1) == 0 and perft(over, 2) == 0
