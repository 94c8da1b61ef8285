"""Puzzles: every stored puzzle proven again (its solution wins, every other move does not),
their files well formed, the ``puzzles`` command, and the desktop's helpers."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from core.api import Move, State
from core.cli import main
from core.puzzles import (
    DIFFICULTIES,
    Puzzle,
    PuzzleError,
    answers_for,
    examine,
    explain,
    puzzles_of,
    read_puzzles,
    refutation,
)
from core.puzzles import main as puzzles_main
from core.registry import evaluation_of, game_names, kit_of
from core.search.engine import MATE_BOUND, Limits, Searcher

NODES = 400_000
ALL = [puzzle for name in game_names() for puzzle in puzzles_of(name)]


def run(*args: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    status = main(list(args), io.StringIO(), out, err)
    return status, out.getvalue(), err.getvalue()


def result_of(state: State, move: Move, searcher: Searcher) -> str:
    """What the search proves of ``move`` for the player who plays it: "win", "loss", "draw",
    or "unknown"."""
    mover = state.current_player
    child = state.apply(move)
    outcome = child.outcome()
    if outcome is not None:
        return "draw" if outcome.winner is None else "win" if outcome.winner == mover else "loss"
    single = len(child.legal_moves()) == 1  # searched anyway: a forced move is not searched
    result = searcher.search(child, Limits(nodes=NODES), every_score=single)
    score = result.score if child.current_player == mover else -result.score
    if score >= MATE_BOUND:
        return "win"
    if score <= -MATE_BOUND:
        return "loss"
    return "draw" if result.solved and score == 0 else "unknown"


# --- every puzzle, proven --------------------------------------------------------------------
@pytest.mark.parametrize("puzzle", ALL, ids=lambda puzzle: puzzle.id)
def test_the_solution_alone_wins_and_every_wrong_move_has_its_reply_stored(puzzle: Puzzle) -> None:
    """Every stored puzzle proven again: its solution wins (this test's own search), and every
    other legal move loses (or, outside Pylos, draws) by the engine's proofs, which give back
    what the file stores for the window to answer at once: the computer's reply, the result
    and how long it takes."""
    state = puzzle.start_state()
    assert not state.is_over
    solution = state.parse_move(puzzle.solution)
    assert state.illegal_reason(solution) is None
    assert str(solution) == puzzle.solution  # stored in canonical notation
    assert result_of(state, solution, Searcher(evaluation_of(state.game))) == "win"
    legal = {str(move) for move in state.legal_moves()}
    assert len(legal) == puzzle.moves >= 3
    assert set(puzzle.answers) == legal - {puzzle.solution}
    assert puzzle.answers == answers_for(state, puzzle.solution)
    allowed = {"loss"} if puzzle.game == "pylos" else {"loss", "draw"}
    for move, answer in puzzle.answers.items():
        after = state.apply(state.parse_move(move))
        assert (answer.reply == "") == after.is_over
        if answer.reply:
            assert after.illegal_reason(after.parse_move(answer.reply)) is None
        assert answer.result in allowed, (move, answer)
        english, french = answer.explanation("en"), answer.explanation("fr")
        assert english and french and english != french
    assert puzzle.answer_to(puzzle.solution) is None
    wrong = next(iter(puzzle.answers))
    assert puzzle.answer_to(wrong) == puzzle.answers[wrong]


# --- the files -------------------------------------------------------------------------------
@pytest.mark.parametrize("name", game_names())
def test_each_game_has_forty_puzzles_or_more_well_formed(name: str) -> None:
    puzzles = puzzles_of(name)
    assert len(puzzles) >= 40
    game = kit_of(name).make()
    themes = kit_of(name).puzzle_themes
    for puzzle in puzzles:
        assert puzzle.game == name and puzzle.id.startswith(f"{name}-")
        assert dict(puzzle.options) == dict(game.options)
        assert puzzle.start_state().position_text() == puzzle.position
        assert puzzle.theme in themes and puzzle.difficulty in DIFFICULTIES
        assert puzzle.depth >= 1
        for language in ("en", "fr"):
            assert puzzle.title.texts[language].strip()
            assert puzzle.title(language) == themes[puzzle.theme][language]
        assert puzzle.title("en") != puzzle.title("fr")


def test_puzzle_ids_are_unique() -> None:
    ids = [puzzle.id for puzzle in ALL]
    assert len(ids) == len(set(ids))


@pytest.mark.parametrize("name", game_names())
def test_every_theme_a_kit_declares_has_both_titles(name: str) -> None:
    themes = kit_of(name).puzzle_themes
    assert themes  # (a game with puzzles declares their themes)
    for titles in themes.values():
        assert set(titles) == {"en", "fr"} and all(text.strip() for text in titles.values())


def test_a_bad_file_is_refused_with_its_name(tmp_path: Path) -> None:
    path = tmp_path / "puzzles.json"
    path.write_text("{", encoding="utf-8")
    with pytest.raises(PuzzleError, match=r"puzzles\.json"):
        read_puzzles(path, "pylos")
    path.write_text(json.dumps({"format": "pyramid-duels-puzzles", "game": "pylos",
                                "puzzles": [{"id": "x"}]}), encoding="utf-8")  # fmt: skip
    with pytest.raises(PuzzleError, match="puzzle 1"):
        read_puzzles(path, "pylos")


# --- the command -----------------------------------------------------------------------------
@pytest.mark.parametrize("name", game_names())
def test_puzzles_lists_id_record_and_solution_tab_separated(name: str) -> None:
    status, out, err = run("puzzles", name)
    assert status == 0 and err == ""
    lines = out.splitlines()
    puzzles = puzzles_of(name)
    assert len(lines) == len(puzzles)
    for line, puzzle in zip(lines, puzzles, strict=True):
        fields = line.split("\t")
        assert len(fields) == 3
        identifier, record, solution = fields
        assert identifier == puzzle.id and solution == puzzle.solution
        assert record.split(" ") == list(puzzle.record)
        state = puzzle.make_game().initial_state().apply_all(record.split())
        assert state.apply(solution) is not None


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["puzzles", "chess"], "unknown game 'chess'"),
        (["puzzles"], "needs a game name"),
        (["puzzles", "pylos", "1a1"], "puzzles takes only a game name"),
        (["puzzles", "pylos", "--set", "rules=mature"], "puzzles takes only a game name"),
        (["puzzles", "pylos", "--time", "1"], "unknown option '--time' for puzzles"),
    ],
)
def test_puzzles_bad_input_exits_2_with_one_line(args: list[str], message: str) -> None:
    status, out, err = run(*args)
    assert status == 2 and out == ""
    assert err.count("\n") == 1 and message in err


# --- the desktop's helpers -------------------------------------------------------------------
@pytest.mark.parametrize("name", game_names())
def test_solution_refutation_and_explanation(name: str) -> None:
    puzzle = puzzles_of(name)[-1]
    state = puzzle.start_state()
    assert puzzle.is_solution(puzzle.solution)
    assert puzzle.is_solution(state.parse_move(puzzle.solution))
    assert not puzzle.is_solution("nonsense")
    searcher = Searcher(evaluation_of(state.game))
    wrong = [move for move in state.legal_moves() if not puzzle.is_solution(move)]
    for move in wrong[:6]:
        after = state.apply(move)
        answer = refutation(after)
        assert (answer is None) == after.is_over
        if answer is not None:
            assert after.illegal_reason(answer) is None
            # The answer keeps the wrong move from winning: it does not lose for its player.
            assert result_of(after, answer, searcher) in ("win", "draw")
        english, french = explain(state, move, "en"), explain(state, move, "fr")
        assert english and french and english != french
        expected = result_of(state, move, searcher)
        assert ("draw" in english) == (expected == "draw")
        assert ("nul" in french) == (expected == "draw")


def test_explanations_count_the_moves_to_the_loss() -> None:
    for puzzle in ALL:
        state = puzzle.start_state()
        for move in state.legal_moves():
            text = explain(state, move, "en")
            if "moves later" in text:
                assert text == "Your opponent then wins by force, " + text.split(", ")[1]
                number = int(text.split("force, ")[1].split(" ")[0])
                assert number >= 2
                return
    pytest.skip("no puzzle's wrong move loses slowly")


# --- generating ------------------------------------------------------------------------------
@pytest.mark.parametrize("name", game_names())
def test_a_stored_puzzle_is_found_again_and_the_start_is_no_puzzle(name: str) -> None:
    puzzle = puzzles_of(name)[0]
    found = examine(puzzle.start_state(), puzzle.record, 20_000)
    assert found is not None
    assert str(found.solution) == puzzle.solution and found.theme == puzzle.theme
    assert found.difficulty == puzzle.difficulty and found.depth == puzzle.depth
    start = kit_of(name).make().initial_state()
    assert examine(start, (), 2_000) is None


def test_generate_writes_a_file_that_reads_back(tmp_path: Path) -> None:
    out = tmp_path / "puzzles.json"
    # (seed 3 finds a puzzle in its first 6 games: a few seconds instead of half a minute)
    args = ["generate", "pylos", "--count", "1", "--games", "6", "--seed", "3", "--out", str(out)]
    assert puzzles_main(args) == 0
    puzzles = read_puzzles(out, "pylos")
    assert len(puzzles) == 1
    assert puzzles_main(args) == 0
    assert read_puzzles(out, "pylos") == puzzles  # the same seed, the same puzzles
