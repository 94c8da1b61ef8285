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

from core.record.data import from_data
from core.record.files import nesting_depth, read_file, read_record
from core.record.model import (
    FORMAT,
    MAX_DEPTH,
    GameRecord,
    Player,
    RecordError,
    now,
    replay,
    to_json,
)

__all__ = [
    "FORMAT",
    "MAX_DEPTH",
    "GameRecord",
    "Player",
    "RecordError",
    "from_data",
    "nesting_depth",
    "now",
    "read_file",
    "read_record",
    "replay",
    "to_json",
]
