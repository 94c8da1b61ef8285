"""Perft from the start, matched against two independent engines (../shared/conformance)."""

from __future__ import annotations

import pytest

from core import State, make_game
from core.perft import divide, perft

PYLOS = [16, 240, 3_360, 43_680, 524_376]
# From the issue: independent counts by hand (Pylon: 90 · 87 · 84 placements; Ambush: 36 smalls
# and 12 rotations, then 35 + 12 or 36 + 9 for the opponent).
FROM_THE_START = {
    ("pylon", ""): [90, 7_830, 657_720],
    ("ambush", ""): [48, 2_232, 207_648],
    ("ambush", "diagonal=true"): [48, 2_232, 207_648],
}
# Regression figures frozen from this engine: deeper counts and mid-game positions.
DEEPER = {
    ("pylon", "", 4): 53_275_320,
}
DEEPER_SLOW = {
    ("ambush", "", 4): 19_009_728,
    ("ambush", "diagonal=true", 4): 19_009_728,
}
MID_GAME = [
    ("pylon", "", "Sf3 Lc3 Sc2 Mf1 Sb4 Le3 Lf2 Ld4 Le1 La3 Sf4 Sd2", [54, 2_754, 117_504]),
    (
        "pylon",
        "",
        "Sb2 Sa3 Sf2 Me4 Sb5 Mf3 Md2 Me1 Sf1 Ma5 Ld1 Sa4 Me3 Lb3 Mc4 Lc1 Mf4 Ld4 Le2 Lf5 Sd5 "
        "Sb1 Ma1 Mb4 Ld3 La2 Le5 Sc3 Lc2 Sc5",
        [63, 3_650, 193_665],
    ),
    (
        "pylon",
        "",
        "Ma1 La4 Lc3 Sb4 Mb5 Lf2 Sd2 Sc1 Lf4 Sa5 Me4 Sd4 Sf3 Le3 Me5 La2 La3 Lb2 Ld1 Md5 Lc4 "
        "Se2 Sf5 Md3 Sf1 Mc5 Mc2 Mb3 Sb1 Me1 a2-b2 d5-e5 d4-d3 b1-b2 d3-c3 c1-c2 b4-c4 a4-a3",
        [23, 448, 7_294],
    ),
    ("ambush", "", "Sd3 Sc4 Sb3 Ma4 Mf5 Sd4 Sc5 Sb4 Sf1 S@NE90", [123, 15_381, 1_529_150]),
    (
        "ambush",
        "",
        "S@NE90 Se3 Me2 S@SE90 L@SW90 Md6 Sb1 L@NE270 Sc6 M@SW270 Sa2 Sa5 Sd3 L@NW90 Mc6 "
        "Mc1 La4 L@NE270",
        [41, 1_629, 139_300],
    ),
    (
        "ambush",
        "diagonal=true",
        "S@NE90 Se3 Me2 S@SE90 L@SW90 Md6 Sb1 L@NE270 Sc6 M@SW270 Sa2 Sa5 Sd3 L@NW90 Mc6 "
        "Mc1 La4 L@NE270",
        [41, 1_629, 139_312],
    ),
    (
        "ambush",
        "diagonal=true",
        "S@NW90 Sf1 Me5 Se6 Se1 Sa1 Ma2 S@SE90 L@NE180 Ma6 Lf3 Lc4 Sc1 Me1 S@NW180 S@SW90 "
        "Sa6 Lc5 M@NE270 M@SW180 Mb3 Mb6 M@SW180 M@SE90",
        [38, 1_513, 60_371],
    ),
    (
        "pylos",
        "",
        "1c3 1c1 1d2 1b4 1a1 1d1 1c4 1a2 1d3 1b3 1c2x1c2 1d1-2b3",
        [25, 194, 3_054],
    ),
    (
        "pylos",
        "rules=mature",
        "1d2 1b2 1a3 1c1 1a2 1a1 1d1 1b3 1d3 1a1-2a2 1c4 1c3 1a1 1b4 1d4x1a1x1d3 1c2x2a2x1c2",
        [43, 2_009, 54_983],
    ),
]


def start(name: str, setting: str) -> State:
    settings = dict([setting.split("=")]) if setting else {}
    return make_game(name, settings).initial_state()


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


@pytest.mark.parametrize(("key", "depth"), [(k, d) for k in FROM_THE_START for d in (1, 2, 3)])
def test_icehouse_perft_from_the_start(key: tuple[str, str], depth: int) -> None:
    check_perft(start(*key), depth, FROM_THE_START[key][depth - 1])


@pytest.mark.parametrize("key", list(DEEPER))
def test_deeper_perft_regressions(key: tuple[str, str, int]) -> None:
    check_perft(start(key[0], key[1]), key[2], DEEPER[key])


@pytest.mark.slow
@pytest.mark.parametrize("key", list(DEEPER_SLOW))
def test_deeper_perft_regressions_slow(key: tuple[str, str, int]) -> None:
    check_perft(start(key[0], key[1]), key[2], DEEPER_SLOW[key])


@pytest.mark.parametrize(("name", "setting", "record", "counts"), MID_GAME)
def test_mid_game_perft_regressions(
    name: str, setting: str, record: str, counts: list[int]
) -> None:
    state = start(name, setting).apply_all(record.split())
    for depth, expected in enumerate(counts, 1):
        check_perft(state, depth, expected)


def test_perft_depth_zero_and_finished_games() -> None:
    state = make_game("pylos").initial_state()
    assert perft(state, 0) == 1
    over = make_game("pylos", {"repetition": "0"}).parse_position(
        "LLLLLLLLLLLLLLDD/DDDDDDDDD/DDDD/. L 1-0"
    )
    assert over.is_over
    assert perft(over, 0) == 1 and perft(over, 1) == 0 and perft(over, 2) == 0
