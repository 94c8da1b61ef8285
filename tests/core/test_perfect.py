"""Perfect play from a solved table (``core.study.perfect``): the Perfect level wins a won game
by the quickest way and holds out longest in a lost one, its values agree with ``probe``, the
analysis by perfect play calls a move a mistake by the change of value it makes, and without a
table the level searches as the strongest one. All on the 3×3 base, whose table builds in a
moment."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from core.api import Game, State
from core.registry import evaluation_of, kit_of, make_game
from core.search.levels import PERFECT, find_level
from core.solver import kernel
from core.solver.probe import table_lines
from core.solver.table import Settings
from core.study.perfect import (
    Perfect,
    available,
    choose_move,
    perfect_for,
    perfect_move,
    table_path,
)
from core.study.perfect_analysis import CHANGES, analyse_perfectly, value_of
from core.tools.cli import main as cli

pytestmark = pytest.mark.skipif(kernel.problem() is not None, reason=str(kernel.problem()))


@pytest.fixture
def solved(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> tuple[Game, Perfect]:
    """The 3×3 game (standard rules), its table built in a data folder of the test's own."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    game = make_game("pylos", {"base": "3"})
    path = tmp_path / "pyramid-duels" / "solved" / f"{Settings(3, 7).name}.table"
    assert available(game) and not path.exists()  # a small table: built when first asked for
    perfect = perfect_for(game)
    assert perfect is not None and path.exists()
    return game, perfect


def play(state: State, players: tuple[object, object], perfect: Perfect, seed: int) -> int:
    """Play to the end, a seat's player "perfect" or "random"; the plies played."""
    rng, plies = random.Random(seed), 0
    while not state.is_over:
        if players[state.current_player] == "perfect":
            move = perfect_move(perfect, state, seed).move
        else:
            move = rng.choice(state.legal_moves())
        state, plies = state.play_unchecked(move), plies + 1
    return plies


def test_the_perfect_level_wins_soonest_and_loses_latest(solved: tuple[Game, Perfect]) -> None:
    game, perfect = solved
    start = perfect.value(game.initial_state())
    assert start.result == "win"  # the 3×3 base: the first player wins
    for seed in range(4):
        state = game.initial_state()
        assert play(state, ("perfect", "perfect"), perfect, seed) == start.plies
        assert play(state, ("perfect", "random"), perfect, seed) <= start.plies
    for seed in range(6):  # against a stronger loser, the winner's game grows no longer
        state = game.initial_state()
        plies = play(state, ("random", "perfect"), perfect, seed)
        assert plies >= 1
    won = game.initial_state()
    while not won.is_over:  # each perfect move keeps the win and brings the end one ply nearer
        value = perfect.value(won)
        move, told = perfect.choose(won)
        after = won.play_unchecked(move)
        assert told.plies == value.plies and told.result == value.result
        if not after.is_over:
            assert perfect.value(after).plies == value.plies - 1
        won = after


def test_values_agree_with_probe(solved: tuple[Game, Perfect]) -> None:
    game, perfect = solved
    rng, state = random.Random(3), game.initial_state()
    for _ in range(25):
        if state.is_over:
            state = game.initial_state()
        lines = table_lines(state)
        assert lines is not None
        assert lines[0] == str(perfect.value(state))
        if not state.is_over:
            told = sorted(f"{move} {value}" for move, value in perfect.move_values(state))
            assert told == sorted(lines[1:])
            state = state.play_unchecked(rng.choice(state.legal_moves()))


def test_the_analysis_judges_a_move_by_the_change_of_value(solved: tuple[Game, Perfect]) -> None:
    game, perfect = solved
    rng, state, moves = random.Random(8), game.initial_state(), []
    while not state.is_over:
        move = rng.choice(state.legal_moves())
        moves.append(str(move))
        state = state.play_unchecked(move)
    plies = list(
        analyse_perfectly(game, perfect, evaluation_of(game), moves, 1, kit_of(game).ideas)
    )
    assert [ply.move for ply in plies] == moves and all(ply.perfect for ply in plies)
    state, judged = game.initial_state(), 0
    for ply in plies:
        values = {move: value for move, value in perfect.move_values(state)}
        played, best = (
            values[state.parse_move(ply.move)],
            max(values.values(), key=lambda v: v.rank),
        )
        assert value_of(ply.evaluation, ply.player) == played
        assert value_of(ply.best_evaluation, ply.player) == best
        assert ply.judgement == CHANGES.get((best.result, played.result), "")
        assert ply.best_line[0] == ply.best and ply.reason
        judged += bool(ply.judgement)
        state = state.play_unchecked(state.parse_move(ply.move))
    assert judged  # a random game throws the result away somewhere


def test_without_a_table_the_perfect_level_searches(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    game = make_game("pylos")  # the standard game's table takes an hour: not built on the spot
    assert not available(game) and perfect_for(game) is None
    state = game.initial_state()
    found = choose_move(state, evaluation_of(game), PERFECT, seconds=0.05)
    assert found.move in state.legal_moves() and not found.solved
    assert find_level("perfect") == PERFECT == find_level("6")
    assert cli(["ai", "pylos", "--level", "perfect", "--time", "0.05"]) == 0
    assert capsys.readouterr().out.strip() in {str(move) for move in state.legal_moves()}


def test_a_damaged_small_table_is_built_again(solved: tuple[Game, Perfect]) -> None:
    game, perfect = solved
    start = game.initial_state()
    value = perfect.value(start)
    path = table_path(game)
    data = bytearray(path.read_bytes())
    data[len(data) // 2] ^= 0x5A
    path.write_bytes(bytes(data))
    again = perfect_for(game)
    assert again is not None and again is not perfect
    assert again.value(start) == value
    assert path.read_bytes() != bytes(data)


def test_the_command_lines_perfect_level_plays_from_the_table(
    solved: tuple[Game, Perfect], capsys: pytest.CaptureFixture[str]
) -> None:
    game, perfect = solved
    state = game.initial_state()
    values = perfect.move_values(state)
    best = {move for move, value in values if value == values[0][1]}
    assert cli(["ai", "pylos", "--set", "base=3", "--level", "perfect"]) == 0
    assert state.parse_move(capsys.readouterr().out.strip()) in best
