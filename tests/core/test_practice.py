"""Practice against the computer: every stored goal proven again by exact search, every stored
strategy walked against every reply, the files well formed, and the proof's rules."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from core.api import State
from core.registry import game_names, kit_of, make_game
from core.study.practice import (
    HOLD_MARGIN,
    KINDS,
    Goal,
    OutOfNodes,
    Practice,
    PracticeError,
    Solver,
    follows,
    held,
    lost_at,
    move_reason,
    practices_of,
    prove,
    read_practices,
    standing,
    verdict,
)
from core.study.practice.solver import MAX_PLIES
from core.words import Text, render
from tests.core.french_catalogue import translate

ALL = [practice for name in game_names() for practice in practices_of(name)]


@pytest.mark.parametrize("name", game_names())
def test_every_game_has_at_least_twelve_practices_with_goals_its_kit_declares(name: str) -> None:
    practices = practices_of(name)
    assert len(practices) >= 12
    declared = kit_of(name).practice_goals
    assert set(declared) <= set(KINDS)
    for practice in practices:
        assert practice.goal.kind in declared, practice.id
        assert practice.start_state().position_text() == practice.position, practice.id
        for text in (practice.title, practice.text):
            assert isinstance(text, Text) and text, practice.id
            assert render(text, None, translate) != text, practice.id


def test_every_goal_is_proven_again_and_its_strategy_answers_every_reply() -> None:
    """The whole proof, again: an exact AND-OR search from each position, and the stored
    strategy walked against every reply the computer could make (about 2 s for all)."""
    for practice in ALL:
        assert prove(practice) is not None, f"{practice.id}: its goal is not proven"
        assert follows(practice) == "", practice.id
        state = practice.start_state()
        for move in practice.line:  # the line shown: legal, and the strategy's own moves
            if state.current_player == practice.you:
                assert practice.answer(state) == move, practice.id
            state = state.apply(move)


def test_verdict_says_met_missed_or_open() -> None:
    game = make_game("pylon")
    state: State = game.initial_state()
    assert verdict(Goal("win"), state, 0, 0) is None
    assert verdict(Goal("survive", 2), state, 0, 2) is True  # two moves made, your turn
    practice = practices_of("pylon")[0]
    end = practice.start_state().apply_all(practice.line)
    assert verdict(practice.goal, end, practice.you, 99) is True
    assert verdict(practice.goal, end, 1 - practice.you, 99) is False  # the other side lost
    with pytest.raises(ValueError):
        Goal("checkmate")


def test_a_proof_stops_at_its_node_budget() -> None:
    state = make_game("pylos").initial_state()
    with pytest.raises(OutOfNodes):
        Solver(Goal("win"), 0, budget=50).reaches(state)


def test_a_bad_practice_file_is_refused_in_words(tmp_path: Path) -> None:
    path = tmp_path / "practice.json"
    path.write_text("{", encoding="utf-8")
    with pytest.raises(PracticeError, match="cannot be read"):
        read_practices(path, "pylon")
    path.write_text(
        json.dumps(
            {"format": "pyramid-duels-practice", "game": "pylon", "practices": [{"id": "x"}]}
        ),
        encoding="utf-8",
    )
    with pytest.raises(PracticeError, match="practice 1: missing or bad field"):
        read_practices(path, "pylon")
    stored = json.loads(kit_of("pylon").practice.read_text(encoding="utf-8"))  # type: ignore[union-attr]
    stored["practices"].append(stored["practices"][0])
    path.write_text(json.dumps(stored), encoding="utf-8")
    with pytest.raises(PracticeError, match="share an id"):
        read_practices(path, "pylon")


OLD_HOLD_ON = (  # a Pylos "hold on 3 moves" of version 1 of the file: Light at 2 balls to 6
    "1b2 1c3 1b1 1a4 1a1 1a2 1d1 1c3-2a1 1c4 1a3 1d2 1c3 1d3 1b4 1d4 1b3x1a3x1b3 1b3 1c2 1d2-2b2 "
    "1b4-2c3 1c1 1a4-2b1 1a4 1b4 1d2 2c1 2b3 2c2",
    "2b3-3b1 2b3 1a4-3b2 1a4 1a3 1a4-2a2",
)


def test_holding_on_hopelessly_behind_is_no_longer_a_goal_met() -> None:
    """The position the old file offered as "hold on for 3 moves": its three moves made and
    answered, the game goes on but Light is 3 balls behind (1 to 4), so the goal is missed;
    the goal is met at most a ball behind (``HOLD_MARGIN``), and the stored practices now
    start where that can be done."""
    record, line = (part.split() for part in OLD_HOLD_ON)
    start = make_game("pylos").initial_state().apply_all(record)
    you, goal = start.current_player, Goal("survive", 3)
    end = start.apply_all(line)
    assert not end.is_over and end.current_player == you
    assert end.figures()[you] - end.figures()[1 - you] == -3
    assert standing(end) < -HOLD_MARGIN / 100
    assert not held(end)
    assert verdict(goal, end, you, 3) is False  # it was True before: "held on"
    assert not Solver(goal, you).reaches(start)  # and no play of Light's holds on
    survive = [p for p in practices_of("pylos") if p.goal.kind == "survive"]
    assert len(survive) >= 5
    for practice in survive:
        end = practice.start_state().apply_all(practice.line)
        assert held(end) and verdict(practice.goal, end, practice.you, practice.goal.n)


def a_try_lost_at(practice_id: str, first_good: int) -> tuple[Practice, list[str], int]:
    """A try at the practice: ``first_good`` of your moves by the strategy, then one that loses
    the goal, then the computer's first legal replies and your first legal moves to the end."""
    practice = next(p for name in game_names() for p in practices_of(name) if p.id == practice_id)
    state, you = practice.start_state(), practice.you
    solver = Solver(practice.goal, you)
    moves: list[str] = []
    yours, losing = 0, -1
    while verdict(practice.goal, state, you, yours) is None:
        if state.current_player == you and yours < first_good:
            move = state.parse_move(practice.answer(state) or "")
        elif state.current_player == you and losing < 0:
            move = next(
                m
                for m in state.legal_moves()
                if not solver.reaches(state.play_unchecked(m), yours + 1, MAX_PLIES - 1)
            )
            losing = len(moves)
        else:
            move = state.legal_moves()[0]
        yours += state.current_player == you
        moves.append(str(move))
        state = state.play_unchecked(move)
    return practice, moves, losing


@pytest.mark.parametrize(
    ("practice_id", "first_good"), [("pylos-p07", 1), ("pylon-p09", 1), ("ambush-p08", 1)]
)
def test_a_missed_goal_points_at_the_move_that_lost_it(practice_id: str, first_good: int) -> None:
    practice, moves, losing = a_try_lost_at(practice_id, first_good)
    turning = lost_at(practice, moves)
    assert turning is not None and turning.ply == losing
    before = practice.start_state().apply_all(moves[:losing])
    assert before.current_player == practice.you
    assert turning.better != moves[losing]
    solver = Solver(practice.goal, practice.you)
    assert solver.reaches(before.apply(turning.better), first_good + 1, MAX_PLIES - 1)
    assert lost_at(practice, moves[:losing]) is None  # up to it, the goal was in reach
    assert lost_at(practice, [*moves[:losing], "nonsense"]) is None


def test_a_move_is_told_by_its_reason_in_every_game() -> None:
    for name in game_names():
        practice = practices_of(name)[0]
        state = practice.start_state()
        for move in state.legal_moves()[:5]:
            reason = move_reason(state, move)
            assert isinstance(reason, Text) and render(reason, None, translate) != reason
