"""The tournament (``python -m core.tools.tournament``): its pairings, fixed-depth players, progress
lines and bad input. Its figures are measurements (the README's), never asserted here."""

from __future__ import annotations

import pytest

from core.tools.tournament import (
    DEPTH,
    Pairing,
    Task,
    chosen_pairings,
    main,
    play,
    progress_line,
)


def test_pairings_name_levels_the_pure_engine_and_fixed_depths() -> None:
    assert chosen_pairings("max-pure:max, depth:4-depth:3, 5-greedy") == [
        Pairing("5", "pure:5"),
        Pairing("depth:4", "depth:3"),
        Pairing("5", "greedy"),
    ]
    assert Pairing("depth:4", "depth:3").title == "depth 4 vs depth 3"


@pytest.mark.parametrize(
    ("arguments", "said"),
    [
        (["nogame"], "unknown game 'nogame'"),
        (["pylos", "--pairs", "depth:0-3"], "'depth:0': a depth is a whole number"),
        (["pylos", "--pairs", "depth:x-3"], "'depth:x': a depth is a whole number"),
        (["pylos", "--pairs", "bogus-3"], "unknown level 'bogus'"),
    ],
)
def test_bad_input_is_one_line_of_usage_error(
    arguments: list[str], said: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as stopped:
        main(arguments)
    assert stopped.value.code == 2
    error = capsys.readouterr().err
    assert said in error and "Traceback" not in error


@pytest.mark.parametrize("game", ["pylos", "pylon", "ambush"])
def test_a_fixed_depth_player_searches_to_its_depth_and_the_game_is_scored(game: str) -> None:
    result = play(Task(game, Pairing(DEPTH + "2", DEPTH + "1"), 1, None, 7))
    assert result.points in (0.0, 0.5, 1.0)
    assert result.side.depths and max(result.side.depths) == 2  # fewer only when forced or solved
    line = progress_line(result, 3, 8)
    assert line.startswith(f"[3/8] {game} depth 2 vs depth 1 game 2: ")
    assert line.endswith(f"{result.points:g} for depth 2")
