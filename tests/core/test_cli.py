"""The engine command line, exactly as notation.md specifies it."""

from __future__ import annotations

import importlib
import io
import os
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import IO

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from core.tools.cli import main

ROOT = Path(__file__).resolve().parents[2]


def run(*args: str, stdin: str = "") -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    status = main(list(args), io.StringIO(stdin), out, err)
    return status, out.getvalue(), err.getvalue()


def test_legal_prints_the_sixteen_opening_moves_sorted() -> None:
    status, out, err = run("legal", "pylos")
    assert status == 0 and err == ""
    assert out.split("\n")[:-1] == sorted(f"1{c}{r}" for c in "abcd" for r in "1234")


def test_the_real_command_runs_as_a_module() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "core", "perft", "pylos", "3"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
    )
    assert (done.returncode, done.stdout, done.stderr) == (0, "3360\n", "")
    bad = subprocess.run(
        [sys.executable, "-m", "core", "legal", "pylos", "1z9"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
    )
    assert bad.returncode == 2 and bad.stdout == ""
    assert bad.stderr.count("\n") == 1 and "move 1 '1z9'" in bad.stderr


def test_perft_after_moves_and_with_options() -> None:
    assert run("perft", "pylos", "2", "1a1") == (0, "210\n", "")
    assert run("perft", "pylos", "0") == (0, "1\n", "")
    assert run("perft", "pylos", "--set", "rules=children", "2")[1] == "240\n"
    assert run("perft", "pylos", "--set=rules=mature", "1")[1] == "16\n"


def test_over_line_when_the_game_has_ended() -> None:
    # Light fills a square and takes the same ball back, Dark likewise: the third time is a draw.
    opening = "1a1 1c3 1b1 1d3 1a2 1c4"
    loop = "1b2x1b2 1d4x1d4"
    record = f"{opening} {loop} {loop}".split()
    status, out, _ = run("legal", "pylos", *record)
    assert status == 0 and out == "over draw 12-12\n"
    assert run("legal", "pylos", "--set", "repetition=0", *record)[1].startswith("1")


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["legal", "pylos", "1a1", "1a1"], "move 2 '1a1': 1a1 is already taken"),
        (["legal", "pylos", "1a1", "2a1"], "move 2 '2a1': 2a1 is not supported yet"),
        (["legal", "pylos", "zz"], "move 1 'zz'"),
        (["legal", "chess"], "unknown game 'chess'"),
        (["legal", "pylos", "--set", "rules=adult"], "option rules has no value 'adult'"),
        (["legal", "pylos", "--set", "colour=red"], "pylos has no option 'colour'"),
        (["legal", "pylos", "--set", "norules"], "--set needs KEY=VALUE"),
        (["legal", "pylos", "--fast"], "unknown option '--fast'"),
        (["perft", "pylos"], "perft needs a depth"),
        (["perft", "pylos", "-1"], "whole number ≥ 0, not '-1'"),
        (["perft", "pylos", "two"], "whole number"),
        (["launch", "pylos"], "unknown command 'launch'"),
        ([], "no command"),
        (["legal"], "needs a game name"),
        (["legal", "pylos", "--batch", "1a1"], "--batch reads the moves"),
        (["perft", "pylos", "²"], "whole number ≥ 0, not '²'"),  # a digit to str.isdigit
        (["ai", "pylos", "--seed", "²"], "the seed must be a whole number"),
        (["legal", "pylos", "--set", "repetition=²"], "needs a whole number ≥ 0, not '²'"),
        (["legal", "pylon", "Sa²"], "move 1 'Sa²'"),
        (["perft", "pylos", "9" * 5000], "not '99999"),  # more digits than Python reads
        (["legal", "pylos", "--set", f"repetition={'9' * 5000}"], "needs a whole number"),
        (["ai", "pylos", "--level", "9" * 5000], "unknown level '99999"),
    ],
)
def test_bad_input_exits_2_with_one_line(args: list[str], message: str) -> None:
    status, out, err = run(*args)
    assert status == 2 and out == ""
    assert err.count("\n") == 1 and message in err
    assert len(err) < 300  # what was given is echoed cut short


def engine(*args: str, **options: object) -> subprocess.Popen[bytes]:
    """``python -m core ARGS`` as another program starts it (its output not unbuffered)."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONUNBUFFERED"}
    command = [sys.executable, "-m", "core", *args]
    return subprocess.Popen(command, cwd=ROOT, env={**env, "PYTHONPATH": str(ROOT)}, **options)  # type: ignore[call-overload]


def read_into(stream: IO[bytes], lines: list[bytes]) -> None:
    lines.append(stream.readline())


def test_batch_answers_each_line_as_it_comes() -> None:
    """A program that waits for each answer before it sends the next line is answered."""
    pipe = subprocess.PIPE
    process = engine("legal", "pylos", "--batch", stdin=pipe, stdout=pipe, stderr=pipe)
    assert process.stdin is not None and process.stdout is not None
    try:
        for line, first in (("1a1", b"1a2"), ("1a1 1b1", b"1a2"), ("1a1 1a1", b"error 2")):
            process.stdin.write(line.encode() + b"\n")
            process.stdin.flush()
            answered: list[bytes] = []
            reader = threading.Thread(target=read_into, args=(process.stdout, answered))
            reader.start()
            reader.join(timeout=20)
            assert answered and answered[0].startswith(first), (line, answered)
    finally:
        process.kill()
        process.communicate()


def test_bytes_that_are_not_utf8_spoil_only_their_line() -> None:
    pipe = subprocess.PIPE
    process = engine("legal", "pylos", "--batch", stdin=pipe, stdout=pipe, stderr=pipe)
    out, err = process.communicate(b"1a1\n1b1\xff\n1a2\n", timeout=60)
    lines = out.decode().splitlines()
    assert process.returncode == 0 and err == b"" and len(lines) == 3
    assert lines[1].startswith("error 1 1b1")


def test_an_answer_nobody_reads_ends_it_quietly() -> None:
    pipe = subprocess.PIPE
    gone = engine("legal", "pylos", stdout=pipe, stderr=pipe)  # the reader leaves at once
    assert gone.stdout is not None
    gone.stdout.close()
    assert gone.wait(timeout=60) == 0 and gone.communicate()[1] == b""
    with open("/dev/full", "wb") as full:  # a full disk
        done = engine("legal", "pylos", stdout=full, stderr=pipe)
        err = done.communicate(timeout=60)[1].decode()
    assert done.returncode == 1 and err.count("\n") == 1 and "No space left" in err
    closed = engine("legal", "pylos", stderr=pipe, preexec_fn=lambda: os.close(1))
    err = closed.communicate(timeout=60)[1].decode()
    assert closed.returncode == 1 and "no standard output" in err


def test_a_record_wrong_at_its_second_move_is_refused_at_once() -> None:
    """However long the rest: a record's moves are read each once (60,000 took 8.5 s)."""
    started = time.perf_counter()
    status, _out, err = run("legal", "pylos", *["1a1"] * 60_000)
    assert status == 2 and "move 2 '1a1': 1a1 is already taken" in err
    assert time.perf_counter() - started < 4  # (0.3 s here: a gross regression only)


def test_batch_answers_every_line() -> None:
    lines = ["", "1a1 1b1", "1a1 1a1", "1a1 1b1 zz 1c1", "  1a1   ", "1a1 1b1 1a2 1b2 2a1"]
    status, out, err = run("legal", "pylos", "--batch", stdin="\n".join(lines) + "\n")
    answers = out.split("\n")[:-1]
    assert status == 0 and err == "" and len(answers) == len(lines)
    assert answers[0] == " ".join(sorted(f"1{c}{r}" for c in "abcd" for r in "1234"))
    assert answers[1].split()[0] == "1a2"
    assert answers[2] == "error 2 1a1: 1a1 is already taken"
    assert answers[3].startswith("error 3 zz: ")
    assert answers[4] == " ".join(
        sorted(f"1{c}{r}" for c in "abcd" for r in "1234" if c + r != "a1")
    )
    assert "1a3" in answers[5].split()


TOKENS = st.sampled_from(
    [
        "1a1",
        "1b2",
        "2a1",
        "1d4-2b2",
        "1c3x1c3",
        "4a1",
        "Sa1",
        "c3-d3",
        "S@NE90",
        "S@NE90~",
        "zz",
        "",
        "-",
        "1a1-2a1x2a1",
        "Ma3",
        "Lf6",
        "e5-e4",
        "1a1x",
        "M@SW270",
    ]
)


@settings(max_examples=150, deadline=None)
@given(
    game=st.sampled_from(["pylos", "pylon", "ambush", "Pylos", "nim"]),
    tokens=st.lists(TOKENS | st.text(max_size=6), max_size=12),
)
def test_random_command_lines_never_crash(game: str, tokens: list[str]) -> None:
    args = ["legal", game, *[t for t in tokens if t.strip() and not t.startswith("-")]]
    status, out, err = run(*args)
    assert status in (0, 2)
    if status == 2:
        assert out == "" and err.count("\n") == 1 and err.startswith("error: ")
    else:
        assert err == "" and out


@settings(max_examples=80, deadline=None)
@given(records=st.lists(st.lists(TOKENS, max_size=10).map(" ".join), min_size=1, max_size=8))
def test_random_batches_answer_one_line_each(records: list[str]) -> None:
    status, out, err = run("legal", "pylos", "--batch", stdin="\n".join(records) + "\n")
    assert status == 0 and err == ""
    assert len(out.split("\n")[:-1]) == len(records)


def test_icehouse_games_on_the_command_line() -> None:
    status, out, _ = run("legal", "pylon")
    assert status == 0 and len(out.split()) == 90 and out.split()[0] == "La1"
    status, out, _ = run("legal", "ambush")
    assert status == 0 and len(out.split()) == 48
    assert sorted(out.split()) == out.split()
    assert run("perft", "ambush", "2", "--set", "diagonal=true") == (0, "2232\n", "")
    assert run("perft", "pylon", "2", "Ma1") == (0, f"{87 * 84}\n", "")


def test_icehouse_over_lines() -> None:
    squares = [f"{c}{r}" for r in range(1, 6) for c in "abcdef"]
    placements = [f"{'SML'[(i // 2) % 3]}{sq}" for i, sq in enumerate(squares)]
    status, out, _ = run("legal", "pylon", *placements)
    assert status == 0 and all("-" in move for move in out.split())
    moves = []
    state_moves = out.split()
    while state_moves and not state_moves[0].startswith("over"):
        moves.append(state_moves[0])
        state_moves = run("legal", "pylon", *placements, *moves)[1].split()
    assert state_moves[0] == "over" and state_moves[1] in ("first", "second", "draw")
    first, second = map(int, state_moves[2].split("-"))
    assert first + second == 30


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["legal", "pylon", "Ma1", "Ma1"], "move 2 'Ma1': a1 is taken"),
        (["legal", "pylon", "--set", "rules=standard"], "pylon has no option 'rules'"),
        (["legal", "ambush", "Ma1"], "move 1 'Ma1': no tree of yours has a medium on top"),
        (["legal", "ambush", "Sa1", "Sa1"], "a1 holds your opponent's pyramids"),
        (["legal", "ambush", "S@NE90", "S@NE180"], "NE was rotated on the previous turn"),
        (["legal", "ambush", "--set", "diagonal=maybe"], "option diagonal has no value 'maybe'"),
        (["perft", "ambush", "2", "S@XX90"], "move 1 'S@XX90': 'S@XX90': coasters are"),
    ],
)
def test_icehouse_bad_input_exits_2(args: list[str], message: str) -> None:
    status, out, err = run(*args)
    assert status == 2 and out == "" and err.count("\n") == 1
    assert message in err


@pytest.mark.parametrize(
    ("module", "args"),
    [
        ("core.tools.benchmark", ["compare", "bogus"]),
        ("core.tools.benchmark", ["compare", "pylos:²"]),
        ("core.tools.benchmark", ["--bogus"]),
        ("core.tools.benchmark", ["search-sample"]),
        ("core.study.puzzles", ["generate", "pylos", "--count", "²"]),
        ("core.study.practice", ["generate", "pylos", "--count", "9" * 5000]),
    ],
)
def test_the_developer_commands_refuse_bad_arguments_in_a_line(
    capsys: pytest.CaptureFixture[str], module: str, args: list[str]
) -> None:
    main_of = importlib.import_module(module).main
    assert main_of(args) == 2
    captured = capsys.readouterr()
    assert captured.out == "" and captured.err.startswith("error: ")


@pytest.mark.parametrize(
    "module", ["core.tools.benchmark", "core.study.puzzles", "core.study.practice"]
)
def test_the_developer_commands_help_on_standard_output(
    capsys: pytest.CaptureFixture[str], module: str
) -> None:
    assert importlib.import_module(module).main(["--help"]) == 0
    assert capsys.readouterr().out.startswith("usage")
