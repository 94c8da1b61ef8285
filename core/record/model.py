"""Saved games: the record (``GameRecord``), its players, and how it is written."""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

from core.api import Game, Outcome, State
from core.errors import EngineError, IllegalMoveError
from core.words import Text, said

FORMAT = "pyramid-duels-game"
VERSION = 1
MEGABYTE = 1024 * 1024
MAX_BYTES = 4 * MEGABYTE
"""No record is anywhere near this (a long game is a few kilobytes): bigger is not a record."""
MAX_DEPTH = 8
"""A record nests four levels deep at most; deeper is refused before parsing."""
MAX_MOVES = 100_000
KINDS = ("person", "computer")
WINNERS = {"first": 0, "second": 1, "draw": None}


class RecordError(ValueError):
    """A file that is not a record this program can open, with the reason in words: its one
    argument is a ``core.words.Text`` (``str()`` reads it in English; a window translates it)."""


WINNER_WORDS = ("first", "second", "draw")  # words: who won, as a record writes it
KIND_WORDS: dict[type, str] = {  # words: what a value in a file is
    type(None): "null",
    bool: "true or false",
    int: "a number",
    float: "a number",
    str: "text",
    list: "a list",
    dict: "an object",
}
JSON_PROBLEMS = (  # words: what Python's JSON reader finds wrong, in lower case
    "expecting value",
    "expecting ',' delimiter",
    "expecting ':' delimiter",
    "expecting property name enclosed in double quotes",
    "extra data",
    "unterminated string",  # (Python's "… starting at", the place said before it)
    "invalid \\uxxxx escape",
)


@dataclass(frozen=True)
class Player:
    """Who sat in a seat: a name, "person" or "computer", and the computer's level."""

    name: str
    kind: str = "person"
    level: int = 0


@dataclass(frozen=True)
class GameRecord:
    """A game as saved: the game (with its options), the players, the moves, the agreement
    that ended it (if any) and the dates."""

    game: Game
    players: tuple[Player, Player]
    moves: tuple[str, ...] = ()
    ending: str | None = None
    created: str = ""
    saved: str = ""
    application: str = ""
    cursor: int | None = None  # where undo had left the game (None: after the last move)
    extra: Mapping[str, Any] = field(default_factory=dict)
    paused: bool = False  # two computers playing each other, paused when it was saved

    def states(self) -> list[State]:
        """Every position of the game, from the start (RecordError on an illegal move)."""
        return replay(self.game, self.moves, self.ending)

    def final_state(self) -> State:
        return self.states()[-1]


def replay(game: Game, moves: Sequence[str], ending: str | None = None) -> list[State]:
    """Every position from the start through ``moves`` (and the agreement ``ending``);
    RecordError naming the first move that cannot be played, with the engine's reason."""
    states = [game.initial_state()]
    for number, text in enumerate(moves, 1):
        state = states[-1]
        if state.is_over:
            raise RecordError(
                Text(
                    "move {number} {move} comes after the end of the game",
                    number=number,
                    move=repr(text),
                )
            )
        try:
            states.append(state.apply(text))
        except IllegalMoveError as error:
            raise RecordError(
                Text(
                    "move {number} {move} is illegal: {reason}",
                    number=number,
                    move=repr(text),
                    reason=error.reason,
                )
            ) from None
        except EngineError as error:
            raise RecordError(
                Text(
                    "move {number} {move} cannot be read: {problem}",
                    number=number,
                    move=repr(text),
                    problem=said(error),
                )
            ) from None
    if ending is not None:
        names = [proposal.name for proposal in game.proposals]
        if ending not in names:
            raise RecordError(
                Text(
                    "{game} games cannot end by {ending} (agreements: {known})",
                    game=game.title,
                    ending=repr(ending),
                    known=", ".join(names) or Text("none"),
                )
            )
        reason = states[-1].proposal_reason(ending)
        if reason is not None:
            raise RecordError(
                Text(
                    "the game cannot end by {ending} there: {reason}",
                    ending=repr(ending),
                    reason=reason,
                )
            )
        states.append(states[-1].agree(ending))
    return states


def now() -> str:
    return datetime.now(UTC).replace(microsecond=0).isoformat()


# --- writing -----------------------------------------------------------------------------------
def to_json(record: GameRecord) -> str:
    """The record as JSON text (UTF-8, one key per line), with its result."""
    final = record.final_state()
    outcome = final.outcome()
    data: dict[str, Any] = {
        "format": FORMAT,
        "version": VERSION,
        "game": record.game.name,
        "options": dict(record.game.options),
        "players": [_player_data(player) for player in record.players],
        "moves": list(record.moves),
        "ending": record.ending,
        "result": _result_data(outcome),
        "created": record.created or now(),
        "saved": record.saved or now(),
        "application": record.application,
    }
    if record.cursor is not None and record.cursor < len(record.moves) + bool(record.ending):
        data["cursor"] = record.cursor
    if record.paused:
        data["paused"] = True
    for key, value in record.extra.items():  # what a newer or another program added
        data.setdefault(key, value)
    return json.dumps(data, ensure_ascii=False, indent=2) + "\n"


def _player_data(player: Player) -> dict[str, Any]:
    data: dict[str, Any] = {"name": player.name, "kind": player.kind}
    if player.kind == "computer":
        data["level"] = player.level
    return data


def _result_data(outcome: Outcome | None) -> dict[str, Any] | None:
    if outcome is None:
        return None
    winner = {0: "first", 1: "second", None: "draw"}[outcome.winner]
    return {"winner": winner, "figures": list(outcome.figures), "reason": outcome.reason}
