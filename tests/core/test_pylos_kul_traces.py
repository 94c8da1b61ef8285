"""Replay the 300 KU Leuven Pylos games (../shared/conformance) and agree at every decision:
the legal places and raises, the balls that may be taken back first and second, the end and its
winner. The KU Leuven rules are our defaults (standard, empty_reserve)."""

from __future__ import annotations

import gzip
import json
from pathlib import Path
from typing import Any

import pytest

from core import make_game
from core.games.pylos.board import canonical, position_bit
from core.games.pylos.moves import PylosMove, make_move
from core.games.pylos.rules import PylosState

TRACES = Path(__file__).parent.parent / "data" / "pylos-kul-traces.jsonl.gz"


def _games() -> dict[int, list[dict[str, Any]]]:
    games: dict[int, list[dict[str, Any]]] = {}
    with gzip.open(TRACES, "rt", encoding="utf-8") as stream:
        for line in stream:
            record = json.loads(line)
            games.setdefault(record["game"], []).append(record)
    return games


GAMES = _games()


def _pos(cell: list[int]) -> int:
    z, y, x = cell
    return position_bit(z, y, x)


def _action(decision: dict[str, Any]) -> tuple[int | None, int]:
    if "place" in decision:
        return None, _pos(decision["place"])
    origin, target = decision["raise"]
    return _pos(origin), _pos(target)


def test_all_three_hundred_games_are_there() -> None:
    assert len(GAMES) == 300
    assert all(records[-1].get("end") for records in GAMES.values())


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_trace_agrees_at_every_decision(game_id: int) -> None:
    records = GAMES[game_id]
    state: PylosState = make_game("pylos").initial_state()  # type: ignore[assignment]
    index = 0
    while not records[index].get("end"):
        decision = records[index]
        ply = decision["ply"]
        assert decision["phase"] == "MOVE"
        assert state.position_text().split()[0].replace("/", "") == decision["board"], ply
        assert state.reserves == (decision["reserve"]["L"], decision["reserve"]["D"]), ply
        assert not state.is_over
        assert set(state.main_actions()) == {_action(d) for d in decision["legal"]}, ply
        action = _action(decision["chosen"])
        options = [m for m in state.legal_moves() if (m.origin, m.target) == action]
        taken: list[int] = []
        index += 1
        if records[index].get("phase") == "REMOVE_FIRST":
            first = records[index]
            singles = {m.removals[0] for m in options if len(m.removals) == 1}
            assert singles == {_pos(d["remove"]) for d in first["legal"]}, first["ply"]
            taken.append(_pos(first["chosen"]["remove"]))
            index += 1
            if records[index].get("phase") == "REMOVE_SECOND":
                second = records[index]
                partners = {
                    next(q for q in m.removals if q != taken[0])
                    for m in options
                    if len(m.removals) == 2 and taken[0] in m.removals
                }
                theirs = {_pos(d["remove"]) for d in second["legal"] if d != "pass"}
                assert "pass" in second["legal"]
                assert partners == theirs, second["ply"]
                if second["chosen"] != "pass":
                    taken.append(_pos(second["chosen"]["remove"]))
                index += 1
        else:
            assert options == [make_move(*action)], ply
        move: PylosMove = make_move(action[0], action[1], canonical(tuple(taken)))
        assert move in options
        state = state.apply(move)
    end = records[index]
    outcome = state.outcome()
    assert outcome is not None
    assert "LD"[outcome.winner] == end["winner"]  # type: ignore[index]
