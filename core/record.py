"""Saved games: a small, versioned JSON record of a game, and a reader that never trusts it.

A record is what a game *is* once played: the game and its options, who sat where, the moves in
canonical notation, how it ended (a move, or an agreement such as Pylon's), and when. Opening a
record replays its moves through the engine, so a file can never put an impossible position on
the board. Nothing in it is executed; its size and nesting depth are bounded before it is
parsed, and every problem is a ``RecordError`` whose message says what is wrong (for an illegal
move: which one, and the engine's reason).

    {
      "format": "pyramid-duels-game",
      "version": 1,
      "game": "pylos",
      "options": {"rules": "standard", "out_of_balls": "empty_reserve", "repetition": "3"},
      "players": [{"name": "Ann", "kind": "person"},
                  {"name": "Computer (Club)", "kind": "computer", "level": 3}],
      "moves": ["1a1", "1b1", "…"],
      "ending": null,
      "result": {"winner": "first", "figures": [3, 0], "reason": "…"},
      "created": "2026-11-30T18:02:11+00:00",
      "saved": "2026-11-30T18:40:57+00:00",
      "application": "Pyramid Duels 0.2.0"
    }

``ending`` is null, or the name of the proposal both players agreed to (Pylon: ``"agreed"``);
``result`` is written for people and other programs, and checked against the moves when read. An
optional ``cursor`` (a number of entries) says where undo had left the game: the moves after it
can be redone; an optional ``paused`` (true) that two computers playing each other were paused.
Keys this version does not know are kept, not refused.
"""

from __future__ import annotations

import json
import math
import stat
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from core.api import Game, Outcome, State
from core.errors import EngineError, IllegalMoveError
from core.registry import game_names, make_game
from core.search.levels import LEVELS
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


# --- reading -----------------------------------------------------------------------------------
def read_record(data: bytes | str) -> GameRecord:
    """The record in ``data`` (a file's bytes), checked and replayed; RecordError if it is not
    one this program can open."""
    if isinstance(data, str):
        data = data.encode("utf-8")
    if not data.strip():
        raise RecordError(Text("the file is empty"))
    if len(data) > MAX_BYTES:
        raise RecordError(_too_big(len(data)))
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        raise RecordError(
            Text(
                "the file is not text (byte {byte} is not UTF-8): not a saved game",
                byte=error.start,
            )
        ) from None
    depth = nesting_depth(text)
    if depth > MAX_DEPTH:
        raise RecordError(
            Text("the file nests {depth}+ levels deep: not a saved game", depth=depth)
        )
    try:
        raw = json.loads(text)
    except json.JSONDecodeError as error:
        problem = error.msg.lower().removesuffix(" starting at")
        raise RecordError(
            Text(
                "the file is not valid JSON (line {line}, column {column}: {problem}): it may "
                "be cut short or not a saved game",
                line=error.lineno,
                column=error.colno,
                problem=Text(problem) if problem in JSON_PROBLEMS else problem,
            )
        ) from None
    except ValueError:  # a number of thousands of digits, which Python will not read
        raise RecordError(Text("a number in the file is far too long: not a saved game")) from None
    except RecursionError:  # pragma: no cover - the depth check comes first
        raise RecordError(Text("the file nests too deep: not a saved game")) from None
    return from_data(raw)


def read_file(path: str | Path) -> GameRecord:
    """The record in the file at ``path``; RecordError (with the reason) if there is none."""
    path = Path(path)
    try:
        status = path.stat()
        if stat.S_ISDIR(status.st_mode):
            raise IsADirectoryError
        if not stat.S_ISREG(status.st_mode):  # a pipe or a device would block, or never end
            raise RecordError(Text("it is not a file but a pipe or a device"))
        size = status.st_size
        if size > MAX_BYTES:
            raise RecordError(_too_big(size))
        with path.open("rb") as handle:
            data = handle.read(MAX_BYTES + 1)
    except FileNotFoundError:
        raise RecordError(Text("there is no such file")) from None
    except IsADirectoryError:
        raise RecordError(Text("it is a folder, not a file")) from None
    except OSError as error:
        raise RecordError(
            Text("it cannot be read ({error})", error=error.strerror or str(error))
        ) from None
    return read_record(data)


def _too_big(size: int) -> Text:
    return Text(
        "the file is {size:.1f} MB: far too big for a saved game (at most {limit} MB)",
        size=math.ceil(size / MEGABYTE * 10) / 10,  # (never "4.0 MB: too big, at most 4")
        limit=MAX_BYTES // MEGABYTE,
    )


def nesting_depth(text: str, limit: int = MAX_DEPTH) -> int:
    """How deep the JSON ``text`` nests (counting past ``limit`` stops at ``limit + 1``),
    without parsing it: brackets inside strings do not count."""
    depth = deepest = 0
    in_string = escaped = False
    for char in text:
        if in_string:
            if escaped:
                escaped = False
            elif char == "\\":
                escaped = True
            elif char == '"':
                in_string = False
        elif char == '"':
            in_string = True
        elif char in "[{":
            depth += 1
            if depth > deepest:
                deepest = depth
                if deepest > limit:
                    return deepest
        elif char in "]}":
            depth -= 1
    return deepest


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
        if kind == "computer" and not 1 <= level <= len(LEVELS):
            raise RecordError(
                Text(
                    "player {number} is the computer: its level should be 1 to {top}",
                    number=number,
                    top=len(LEVELS),
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
