"""Practice against the computer: every stored goal proven again by exact search, every stored
strategy walked against every reply, the files well formed, and the proof's rules."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from core.api import State
from core.registry import game_names, kit_of, make_game
from core.study.practice import (
    KINDS,
    Goal,
    OutOfNodes,
    PracticeError,
    Solver,
    follows,
    practices_of,
    prove,
    read_practices,
    verdict,
)
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
