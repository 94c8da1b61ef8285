"""Saved games: from the JSON data of a file to a record, every field checked and the moves
replayed through the engine."""

from __future__ import annotations

from typing import Any

from core.api import Game, State
from core.errors import EngineError
from core.record.model import (
    FORMAT,
    KIND_WORDS,
    KINDS,
    MAX_MOVES,
    VERSION,
    WINNERS,
    GameRecord,
    Player,
    RecordError,
)
from core.registry import game_names, make_game
from core.search.levels import EVERY_LEVEL
from core.words import Text, said


def from_data(raw: Any) -> GameRecord:
    """The record from parsed JSON (RecordError naming the first problem)."""
    if not isinstance(raw, dict):
        raise RecordError(
            Text("the file holds {kind}, not a saved game (a JSON object)", kind=_kind(raw))
        )
    _check_format(raw)
    game = _game(raw)
    moves = _moves(raw)
    ending = raw.get("ending")
    if ending is not None and not isinstance(ending, str):
        raise RecordError(
            Text("'ending' should be null or a proposal's name, not {kind}", kind=_kind(ending))
        )
    paused = raw.get("paused", False)
    if not isinstance(paused, bool):
        raise RecordError(Text("'paused' should be true or false, not {kind}", kind=_kind(paused)))
    record = GameRecord(
        game,
        _players(raw.get("players"), game),
        moves,
        ending,
        _text(raw, "created"),
        _text(raw, "saved"),
        _text(raw, "application"),
        _cursor(raw, len(moves) + (ending is not None)),
        {k: v for k, v in raw.items() if k not in _KNOWN},
        paused,
    )
    states = record.states()
    _check_result(raw.get("result"), states[-1])
    return record


def _check_format(raw: dict[str, Any]) -> None:
    """The format's name and a version this program reads (RecordError otherwise)."""
    if raw.get("format") != FORMAT:
        found = raw.get("format")
        what = (
            Text("its format is {format}", format=repr(found))
            if found is not None
            else Text("it names no format")
        )
        raise RecordError(
            Text(
                "not a Pyramid Duels saved game: {what} (expected {expected})",
                what=what,
                expected=repr(FORMAT),
            )
        )
    version = raw.get("version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise RecordError(
            Text("the record's version should be a whole number, not {kind}", kind=_kind(version))
        )
    if version > VERSION:
        raise RecordError(
            Text(
                "the record is version {version}, from a newer Pyramid Duels: this one reads "
                "version {known} and older — update Pyramid Duels to open it",
                version=version,
                known=VERSION,
            )
        )
    if version < 1:
        raise RecordError(Text("the record's version {version} does not exist", version=version))


def _game(raw: dict[str, Any]) -> Game:
    """The game the record names, with its options."""
    name = _field(raw, "game", str)
    if name not in game_names():
        raise RecordError(
            Text(
                "unknown game {name} (games: {games})",
                name=repr(name),
                games=", ".join(game_names()),
            )
        )
    options = _field(raw, "options", dict, {})
    for key, value in options.items():
        if not isinstance(value, str | int) or isinstance(value, bool):
            raise RecordError(
                Text("option {key} should be text, not {kind}", key=repr(key), kind=_kind(value))
            )
    try:
        return make_game(name, {str(k): str(v) for k, v in options.items()})
    except EngineError as error:
        raise RecordError(Text("{game}: {problem}", game=name, problem=said(error))) from None


def _moves(raw: dict[str, Any]) -> tuple[str, ...]:
    """The moves, as text (not yet replayed)."""
    moves = _field(raw, "moves", list, [])
    if len(moves) > MAX_MOVES:
        raise RecordError(
            Text("the record holds {count} moves: no game is that long", count=len(moves))
        )
    for number, move in enumerate(moves, 1):
        if not isinstance(move, str):
            raise RecordError(
                Text(
                    "move {number} should be text such as '1a1', not {kind}",
                    number=number,
                    kind=_kind(move),
                )
            )
    return tuple(moves)


def _cursor(raw: dict[str, Any], entries: int) -> int | None:
    """Where undo had left the game, if the record says."""
    cursor = raw.get("cursor")
    if cursor is not None and (
        not isinstance(cursor, int) or isinstance(cursor, bool) or not 0 <= cursor <= entries
    ):
        raise RecordError(Text("'cursor' should be a whole number from 0 to {last}", last=entries))
    return cursor


_KNOWN = {
    "format",
    "version",
    "game",
    "options",
    "players",
    "moves",
    "ending",
    "result",
    "created",
    "saved",
    "application",
    "cursor",
    "paused",
}


def _check_result(raw: Any, final: State) -> None:
    """A result written in the file must be the one its moves give."""
    if raw is None:
        return
    if not isinstance(raw, dict) or raw.get("winner") not in WINNERS:
        raise RecordError(Text("'result' should say who won: first, second or draw"))
    outcome = final.outcome()
    if outcome is None:
        raise RecordError(Text("the record says the game ended, but its moves leave it under way"))
    if WINNERS[raw["winner"]] != outcome.winner:
        written = raw["winner"]
        real = {0: "first", 1: "second", None: "draw"}[outcome.winner]
        raise RecordError(
            Text(
                "the record says {written} won, but its moves give {real}",
                written=Text(written),
                real=Text(real),
            )
        )


def _players(raw: Any, game: Game) -> tuple[Player, Player]:
    if raw is None:
        return Player(game.player_names[0]), Player(game.player_names[1])
    if not isinstance(raw, list) or len(raw) != 2:
        raise RecordError(Text("'players' should list the two players"))
    players = []
    for number, item in enumerate(raw, 1):
        if not isinstance(item, dict):
            raise RecordError(
                Text(
                    "player {number} should be an object, not {kind}",
                    number=number,
                    kind=_kind(item),
                )
            )
        name = item.get("name", game.player_names[number - 1])
        if not isinstance(name, str) or not name.strip() or len(name) > 80:
            raise RecordError(Text("player {number}'s name should be a short text", number=number))
        kind = item.get("kind", "person")
        if kind not in KINDS:
            raise RecordError(
                Text(
                    "player {number}'s kind should be person or computer, not {kind}",
                    number=number,
                    kind=repr(kind),
                )
            )
        level = item.get("level", 0)
        if not isinstance(level, int) or isinstance(level, bool) or level < 0:
            raise RecordError(
                Text("player {number}'s level should be a whole number", number=number)
            )
        if kind == "computer" and not 1 <= level <= len(EVERY_LEVEL):
            raise RecordError(
                Text(
                    "player {number} is the computer: its level should be 1 to {top}",
                    number=number,
                    top=len(EVERY_LEVEL),
                )
            )
        players.append(Player(name.strip(), kind, level if kind == "computer" else 0))
    return players[0], players[1]


def _field(raw: dict[str, Any], key: str, kind: type, default: Any = None) -> Any:
    if key not in raw:
        if default is not None:
            return default
        raise RecordError(Text("the record has no {key}", key=repr(key)))
    value = raw[key]
    if not isinstance(value, kind) or isinstance(value, bool):
        raise RecordError(
            Text(
                "{key} should be {expected}, not {kind}",
                key=repr(key),
                expected=_kind_name(kind),
                kind=_kind(value),
            )
        )
    return value


def _text(raw: dict[str, Any], key: str) -> str:
    value = raw.get(key, "")
    return value if isinstance(value, str) else ""


def _kind(value: Any) -> str:
    """What ``value`` is, in words ("a list")."""
    return _kind_name(type(value))


def _kind_name(kind: type) -> str:
    word = KIND_WORDS.get(kind)
    return Text(word) if word is not None else kind.__name__
