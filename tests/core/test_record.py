"""Saved-game records: every finished game of every game and option set round-trips, and every
kind of bad file is refused with words that say what is wrong."""

from __future__ import annotations

import itertools
import json
import os
import random
from pathlib import Path

import pytest

from core.api import Game
from core.record import (
    FORMAT,
    MAX_DEPTH,
    GameRecord,
    Player,
    RecordError,
    nesting_depth,
    read_file,
    read_record,
    to_json,
)
from core.registry import game_names, kit_of, make_game


def option_sets(name: str) -> list[dict[str, str]]:
    specs = [spec for spec in kit_of(name).game.option_specs if spec.choices]
    return [
        {spec.name: value for spec, value in zip(specs, values, strict=True)}
        for values in itertools.product(*(spec.choices for spec in specs))
    ]


def finished_game(game: Game, seed: int) -> list[str]:
    rng = random.Random(seed)
    state, moves = game.initial_state(), []
    while not state.is_over:
        move = rng.choice(state.legal_moves())
        moves.append(str(move))
        state = state.apply(move)
    return moves


GAMES = [(name, options) for name in game_names() for options in option_sets(name)]


@pytest.mark.parametrize(("name", "options"), GAMES, ids=lambda v: str(v))
def test_every_finished_game_round_trips(name: str, options: dict[str, str]) -> None:
    game = make_game(name, options)
    for seed in range(3):
        moves = finished_game(game, seed)
        players = (Player("Ann"), Player("Computer (Club)", "computer", 3))
        record = GameRecord(game, players, tuple(moves), created="2026-11-30T10:00:00+00:00")
        text = to_json(record)
        again = read_record(text.encode("utf-8"))
        assert again.game == game and again.players == players
        assert again.moves == tuple(moves) and again.ending is None
        assert again.created == record.created
        before, after = record.states(), again.states()
        assert [s.position_key() for s in before] == [s.position_key() for s in after]
        assert before[-1].outcome() == after[-1].outcome()
        assert json.loads(text)["result"]["winner"] in ("first", "second", "draw")


def test_an_agreed_end_and_the_undo_cursor_round_trip() -> None:
    game = make_game("pylon")
    moves = finished_game(game, 1)[:34]
    state = game.initial_state().apply_all(moves)
    proposal = game.proposals[0].name
    assert state.proposal_reason(proposal) is None
    record = GameRecord(game, (Player("A"), Player("B")), tuple(moves), proposal, cursor=30)
    again = read_record(to_json(record))
    assert again.ending == proposal and again.cursor == 30
    assert again.final_state().outcome() == state.agree(proposal).outcome()


def valid() -> dict[str, object]:
    game = make_game("pylos")
    return json.loads(to_json(GameRecord(game, (Player("A"), Player("B")), ("1a1", "1b1"))))


def changed(**fields: object) -> bytes:
    data = valid()
    data.update(fields)
    return json.dumps(data).encode()


BAD = {
    "empty": (b"", "the file is empty"),
    "blank": (b"  \n\t ", "the file is empty"),
    "truncated": (json.dumps(valid()).encode()[:-25], "not valid JSON"),
    "not json": (b"Pylos game: 1a1 1b1", "not valid JSON"),
    "binary": (bytes(range(256)) * 4, "not text"),
    "a list": (b"[1, 2, 3]", "a list, not a saved game"),
    "another format": (b'{"format": "chess-pgn", "version": 1}', "its format is 'chess-pgn'"),
    "no format": (b'{"game": "pylos"}', "names no format"),
    "wrong types": (changed(moves="1a1 1b1"), "'moves' should be a list, not text"),
    "a move not text": (changed(moves=["1a1", 7]), "move 2 should be text"),
    "version as text": (changed(version="1"), "version should be a whole number"),
    "unknown game": (changed(game="chess"), "unknown game 'chess'"),
    "unknown option": (changed(options={"gravity": "on"}), "gravity"),
    "bad option value": (changed(options={"rules": "anarchy"}), "anarchy"),
    "future version": (changed(version=99), "version 99, from a newer Pyramid Duels"),
    "illegal move": (
        changed(moves=["1a1", "1b1", "1a1", "1c1"]),
        "move 3 '1a1' is illegal",
    ),
    "unreadable move": (changed(moves=["1a1", "zz9"]), "move 2 'zz9'"),
    "move after the end": (
        changed(moves=[*finished_game(make_game("pylos"), 0), "1a1"]),
        "after the end of the game",
    ),
    "wrong result": (changed(result={"winner": "first"}), "ended, but its moves leave it"),
    "bad player": (changed(players=[{"name": "A"}, {"name": "B", "kind": "robot"}]), "robot"),
    "bad ending": (changed(ending="resign"), "cannot end by 'resign'"),
    "computer without a level": (
        changed(players=[{"name": "A", "kind": "computer"}, {"name": "B"}]),
        "player 1 is the computer: its level should be 1 to 6",
    ),
    "computer of no such level": (
        changed(players=[{"name": "A"}, {"name": "B", "kind": "computer", "level": 99}]),
        "player 2 is the computer: its level should be 1 to 6",
    ),
    "a number too long": (
        b'{"format": "pyramid-duels-game", "version": ' + b"9" * 5000 + b"}",
        "too long",
    ),
    "bad cursor": (changed(cursor=9), "'cursor' should be a whole number from 0 to 2"),
    "nested": (b"[" * 100_000 + b"]" * 100_000, "nests"),
    "nested objects": (b'{"a":' * 50_000 + b"1" + b"}" * 50_000, "nests"),
    "huge": (b"x" * (50 * 1024 * 1024), "far too big"),
}


@pytest.mark.parametrize("case", sorted(BAD))
def test_a_bad_record_is_refused_with_its_reason(case: str) -> None:
    data, words = BAD[case]
    with pytest.raises(RecordError) as refused:
        read_record(data)
    assert words in str(refused.value), str(refused.value)
    assert "\n" not in str(refused.value)


def test_a_pipe_is_refused_without_waiting_for_it(tmp_path: Path) -> None:
    pipe = tmp_path / "game.pdgame"
    os.mkfifo(pipe)  # nothing ever writes to it: opening it would wait for ever
    with pytest.raises(RecordError) as refused:
        read_file(pipe)
    assert "not a file but a pipe or a device" in str(refused.value)


def test_the_nesting_is_measured_without_parsing_and_strings_do_not_count() -> None:
    assert nesting_depth('{"a": [1, {"b": "[[[[[[[[[[["}]}') == 3
    assert nesting_depth("[" * 10_000) == MAX_DEPTH + 1  # stops counting past the limit
    assert nesting_depth('"\\"[[[["') == 0


def test_unknown_keys_are_kept_not_refused() -> None:
    data = valid()
    data["comment"] = "a friendly game"
    record = read_record(json.dumps(data))
    assert record.extra == {"comment": "a friendly game"}
    written = json.loads(to_json(record))
    assert written["format"] == FORMAT and written["comment"] == "a friendly game"
