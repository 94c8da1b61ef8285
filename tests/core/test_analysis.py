"""Game analysis: the ``analyse`` command's lines and time, evaluations that agree with proven
results near the end, a planted blunder found, one ply at a time, and bad input refused."""

from __future__ import annotations

import io
import pickle
import random
import re
import time

import pytest

from core.api import FIRST, Game, State
from core.errors import IllegalMoveError, NotationError
from core.kit import Judgement
from core.registry import evaluation_of, game_names, kit_of, make_game
from core.search.engine import Searcher
from core.search.scores import MATE_BOUND, Limits
from core.study.analysis import PlyAnalysis, Verdict, analyse, judge
from core.study.puzzles import puzzles_of
from core.tools.cli import main
from tests.timing import GROSS

EVALUATION = r"(?:[+-]\d+\.\d\d|win \d+|loss \d+|draw)"
LINE = re.compile(rf"^(\d+) (\S+) ({EVALUATION}) best (\S+) ({EVALUATION})( blunder| mistake)?$")
SECONDS = 0.05
NODES = 20_000


def run(*args: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    status = main(list(args), io.StringIO(), out, err)
    return status, out.getvalue(), err.getvalue()


def record_of(game: Game, seed: int) -> list[str]:
    """A random game's moves (seeded), to its end."""
    rng = random.Random(seed)
    state = game.initial_state()
    moves = []
    while not state.is_over:
        move = rng.choice(state.legal_moves())
        moves.append(str(move))
        state = state.play_unchecked(move)
    return moves


def short_record(game: Game) -> list[str]:
    """The shortest of a few random games (Pylos games vary in length)."""
    return min((record_of(game, seed) for seed in range(6)), key=len)


def proven_for_first(state: State) -> str | None:
    """ "win", "loss" or "draw" for the first player, if a search proves it; else None."""
    outcome = state.outcome()
    if outcome is not None:
        return {None: "draw", FIRST: "win"}.get(outcome.winner, "loss")
    moves = state.legal_moves()
    result = Searcher(evaluation_of(state.game)).search(
        state, Limits(nodes=200_000), every_score=len(moves) == 1
    )
    sign = 1 if state.current_player == FIRST else -1
    if abs(result.score) >= MATE_BOUND:
        return "win" if sign * result.score > 0 else "loss"
    if result.solved and result.score == 0:
        return "draw"
    return None


# --- the command -----------------------------------------------------------------------------
@pytest.mark.parametrize("name", game_names())
def test_analyse_prints_one_line_per_ply_in_time(name: str) -> None:
    """One line per ply; the whole takes at most GROSS times the time per ply and its
    overhead for each ply (measured here: about the time per ply), which only an analysis that
    ignores its clock exceeds."""
    game = make_game(name)
    record = short_record(game)
    start = time.perf_counter()
    status, out, err = run("analyse", name, "--time", str(SECONDS), *record)
    elapsed = time.perf_counter() - start
    assert status == 0 and err == ""
    lines = out.splitlines()
    assert len(lines) == len(record)
    assert elapsed <= GROSS * len(record) * (SECONDS + 0.1)
    for number, (line, move) in enumerate(zip(lines, record, strict=True), 1):
        match = LINE.match(line)
        assert match is not None, line
        assert match.group(1) == str(number) and match.group(2) == move
    # The game is over after its last move: its result, exactly, from the first player's side.
    outcome = game.initial_state().apply_all(record).outcome()
    assert outcome is not None
    last = LINE.match(lines[-1])
    assert last is not None
    expected = {None: "draw", FIRST: "win 0"}.get(outcome.winner, "loss 0")
    assert last.group(3) == expected


def test_each_line_comes_as_its_ply_is_done() -> None:
    """``analyse`` writes each ply's line as soon as it is done: the first line comes in the
    first half of the run (a comparison within the run), and no line waits GROSS times the
    time per ply and its overhead (0.2 s), which only a regression can break."""
    game = make_game("pylon")
    record = record_of(game, 4)[:12]
    stamps: list[float] = []

    class Clocked(io.StringIO):
        def write(self, text: str) -> int:
            stamps.append(time.perf_counter())
            return super().write(text)

    out = Clocked()
    start = time.perf_counter()
    assert main(["analyse", game.name, "--time", "0.1", *record], io.StringIO(), out) == 0
    end = time.perf_counter()
    gaps = [b - a for a, b in zip([start, *stamps], stamps, strict=False)]
    assert len(stamps) == len(record)
    assert stamps[0] - start < (end - start) / 2
    assert max(gaps) < GROSS * (0.1 + 0.1)


@pytest.mark.parametrize("name", game_names())
def test_evaluations_near_the_end_agree_with_proven_results(name: str) -> None:
    game = make_game(name)
    for seed in (1, 2):
        record = record_of(game, seed)
        tail = 4
        states = [game.initial_state()]
        for move in record:
            states.append(states[-1].apply(move))
        plies = list(
            analyse(
                game,
                evaluation_of(game),
                record,
                seconds=None,
                nodes=NODES,
                first_ply=len(record) - 3,
            )
        )
        assert [ply.ply for ply in plies] == list(range(len(record) - tail + 1, len(record) + 1))
        proofs = [proven_for_first(states[ply.ply]) for ply in plies]
        assert sum(proof is not None for proof in proofs) >= 3  # the checks below bite
        for ply, proven in zip(plies, proofs, strict=True):
            verdict = ply.evaluation
            if proven == "win":
                assert verdict.result == "win" or (verdict.result is None and verdict.points > 0)
            elif proven == "loss":
                assert verdict.result == "loss" or (verdict.result is None and verdict.points < 0)
            elif proven == "draw":
                assert verdict.result in ("draw", None)
            if verdict.result is not None:
                assert verdict.result == proven  # a proof the analysis shows is right


@pytest.mark.parametrize("name", game_names())
def test_a_planted_blunder_is_found(name: str) -> None:
    """A puzzle's position, then a move that throws its proven win away: a blunder; the
    solution instead is no mistake, and proven to win."""
    puzzle = puzzles_of(name)[0]
    state = puzzle.start_state()
    wrong = next(str(m) for m in state.legal_moves() if not puzzle.is_solution(m))
    game = puzzle.make_game()
    mover = state.current_player
    winning = "win" if mover == FIRST else "loss"
    blunder = list(
        analyse(
            game, evaluation_of(game), [*puzzle.record, wrong], None, NODES, len(puzzle.record) + 1
        )
    )
    assert len(blunder) == 1
    ply = blunder[0]
    assert ply.move == wrong and ply.best == puzzle.solution
    assert ply.best_evaluation.result == winning
    assert ply.judgement == "blunder" and ply.loss >= Judgement().blunder
    good = next(
        analyse(
            game,
            evaluation_of(game),
            [*puzzle.record, puzzle.solution],
            None,
            NODES,
            len(puzzle.record) + 1,
        )
    )
    assert good.judgement == "" and good.loss == 0 and good.evaluation.result == winning
    assert ply.line().endswith(" blunder") and not good.line().endswith(("blunder", "mistake"))


def test_judgements_follow_the_thresholds() -> None:
    for judgement in (Judgement(), Judgement(mistake=400, blunder=900)):
        mistake, blunder = judgement.mistake, judgement.blunder
        assert judge(0, judgement) == "" and judge(mistake - 1, judgement) == ""
        assert judge(mistake, judgement) == "mistake"
        assert judge(blunder - 1, judgement) == "mistake"
        assert judge(blunder, judgement) == "blunder"
    assert str(Verdict(125)) == "+1.25" and str(Verdict(-50)) == "-0.50"
    assert str(Verdict(0, "draw")) == "draw" and str(Verdict(999_995, "win", 5)) == "win 5"


# --- the generator ---------------------------------------------------------------------------
def test_the_analysis_comes_one_ply_at_a_time_and_pickles() -> None:
    name = game_names()[0]
    game = make_game(name)
    record = record_of(game, 6)
    plies = analyse(
        pickle.loads(pickle.dumps(game)), evaluation_of(game), record, seconds=None, nodes=2000
    )
    first = next(plies)
    assert isinstance(first, PlyAnalysis) and first.ply == 1 and first.move == record[0]
    assert pickle.loads(pickle.dumps(first)) == first
    rest = list(plies)
    assert [ply.ply for ply in rest] == list(range(2, len(record) + 1))
    again = list(analyse(game, evaluation_of(game), record, seconds=None, nodes=2000))
    assert again == [first, *rest]  # a node budget: the same analysis every time


def test_a_position_with_one_legal_move_is_no_mistake() -> None:
    for name in game_names():
        game = make_game(name)
        for seed in range(30):
            record = record_of(game, seed)
            state = game.initial_state()
            for index, move in enumerate(record):
                if len(state.legal_moves()) == 1:
                    ply = next(analyse(game, evaluation_of(game), record, None, 2000, index + 1))
                    assert ply.best == ply.move == move and ply.judgement == "" and ply.loss == 0
                    assert ply.best_evaluation == ply.evaluation
                    return
                state = state.apply(move)
    pytest.skip("no random game reached a position with a single legal move")


def test_bad_moves_are_refused_before_any_search() -> None:
    game = make_game(game_names()[0])
    record = record_of(game, 1)
    with pytest.raises(IllegalMoveError):
        analyse(game, evaluation_of(game), [record[0], record[0]])
    with pytest.raises(NotationError):
        analyse(game, evaluation_of(game), ["??"])
    assert list(analyse(game, evaluation_of(game), [])) == []


# --- bad input -------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["analyse", "chess", "e4"], "unknown game 'chess'"),
        (["analyse", "pylos", "--set", "colour=red", "1a1"], "pylos has no option 'colour'"),
        (["analyse", "pylos", "1a1", "1a1"], "move 2 '1a1': 1a1 is already taken"),
        (["analyse", "pylos", "1a1", "zz"], "move 2 'zz'"),
        (["analyse", "ambush", "Ma1"], "move 1 'Ma1': no tree of yours has a medium on top"),
        (["analyse", "pylos", "--time", "0", "1a1"], "--time needs a positive number"),
        (["analyse", "pylos", "--time", "soon", "1a1"], "--time needs a positive number"),
        (["analyse", "pylos", "--time", "-1", "1a1"], "--time needs a positive number"),
        (["analyse", "pylos", "--time"], "--time needs a value"),
        (["analyse", "pylos", "--level", "1", "1a1"], "unknown option '--level' for analyse"),
        (["analyse", "pylos"], "analyse needs the moves"),
        (["analyse"], "needs a game name"),
    ],
)
def test_analyse_bad_input_exits_2_with_one_line(args: list[str], message: str) -> None:
    status, out, err = run(*args)
    assert status == 2 and out == ""
    assert err.count("\n") == 1 and message in err


def test_usage_names_the_analyse_and_puzzles_commands() -> None:
    status, out, _ = run("--help")
    assert status == 0
    assert "python -m core analyse GAME" in out and "python -m core puzzles GAME" in out
    assert "PLY MOVE EVALUATION best BEST EVALUATION [JUDGEMENT]" in out


def test_an_ambush_capture_that_wins_material_is_not_a_blunder() -> None:
    """Ambush puzzle 6's Lb2 captures a large and ends the game in a draw: it misses the
    puzzle's win (a loss worth a blunder by the thresholds alone), yet it wins material, so it
    is a mistake; a capture that walks into a proven loss stays a blunder."""
    puzzle = next(p for p in puzzles_of("ambush") if p.id == "ambush-006")
    game, state = puzzle.make_game(), puzzle.start_state()
    mover = state.current_player
    capture = state.parse_move("Lb2")
    assert not puzzle.is_solution(capture)
    assert state.play_unchecked(capture).figures()[mover] > state.figures()[mover]
    judgement = kit_of("ambush").judgement
    moves = [*puzzle.record, "Lb2"]
    ply = next(analyse(game, evaluation_of(game), moves, None, NODES, len(moves), judgement))
    assert ply.loss >= judgement.blunder and ply.judgement == "mistake"
    assert "captures" in ply.reason
    losing = next(p for p in puzzles_of("ambush") if p.id == "ambush-005")
    moves = [*losing.record, "Le1"]  # captures, and ends the game lost
    game = losing.make_game()
    ply = next(analyse(game, evaluation_of(game), moves, None, NODES, len(moves), judgement))
    assert ply.judgement == "blunder"
