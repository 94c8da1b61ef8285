"""``python -m core probe``: a Pylos position's value with perfect play and each move's, from the
plain exact solver on the small games; without a table, a sentence that says how to build one."""

from __future__ import annotations

from tests.core.test_cli import run


def test_probe_gives_the_start_of_the_small_pyramid_and_each_first_move() -> None:
    status, out, err = run("probe", "pylos", "--set", "base=3", "--set=out_of_balls=no_legal_move")
    assert status == 0 and err == ""
    lines = out.splitlines()
    assert lines[0] == "win 15"
    moves = dict(line.split(" ", 1) for line in lines[1:])
    assert sorted(moves) == sorted(f"1{c}{r}" for c in "abc" for r in "123")
    assert moves["1b2"] == "win 15"  # the centre: the only first move that keeps the win
    assert {value for move, value in moves.items() if move != "1b2"} == {"loss 16"}


def test_probe_values_a_position_reached_and_a_finished_one() -> None:
    status, out, _ = run("probe", "pylos", "--set", "base=3", "1a1", "1b1", "1a2", "1b2", "1c1")
    assert status == 0 and out.splitlines()[0] == "win 8"
    assert "2a1 win 8" in out.splitlines()
    finished = ["1a1", "1b1", "1c1", "1a2", "1b2", "1c2", "1a3", "1b3", "1c3"]
    finished += ["2a1", "2b1", "2a2"]
    status, out, _ = run("probe", "pylos", "--set", "base=3", *finished)
    assert status == 0 and out == "loss 1\n2b2 loss 1\n"  # Light's last ball: lost at once
    status, out, _ = run("probe", "pylos", "--set", "base=3", *finished, "2b2")
    assert status == 0 and out == "win 0\n"  # over: Dark, to move, has won


def test_probe_without_a_table_says_how_to_build_one() -> None:
    status, out, err = run("probe", "pylos", "--set", "rules=mature", "1a1")
    assert status == 2 and out == ""
    assert "build it with python -m core solve pylos --set rules=mature" in err
    status, _, err = run("probe", "pylon")
    assert status == 2 and "probe knows no perfect play of pylon" in err
