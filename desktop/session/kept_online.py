"""A game played with a friend online remembers it on the shelf, so that *Resume it* goes on
with the same friend: its record's ``extra`` holds, under ``ONLINE_KEY``::

    "online": {"id": "3f0c…", "friend": "Bob", "seat": "second"}

the game's id (the one both programs share: the host made it, the hello carried it), the
friend's name and seat; ``"resigned": "first"`` is added when a player resigned (the game is
then over, and leaves the shelf). A file saved with *File › Save* holds none of this: it is the
game's record, which opens as a game between two people at one table.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from core.api import other
from core.record import GameRecord
from desktop.online.match import Match
from desktop.online.protocol import SEATS, Record

ONLINE_KEY = "online"


@dataclass(frozen=True)
class OnlineTag:
    """What a kept online game remembers (see the module's docstring)."""

    ident: str
    friend: str
    seat: int  # the friend's
    resigned: bool = False


def tag_data(match: Match) -> dict[str, Any]:
    """The record's extra for ``match``'s game, as it is now."""
    data: dict[str, Any] = {
        "id": match.ident,
        "friend": match.names[match.friend],
        "seat": SEATS[match.friend],
    }
    if match.resigned is not None:
        data["resigned"] = SEATS[match.resigned]
    return {ONLINE_KEY: data}


def tag_of(record: GameRecord) -> OnlineTag | None:
    """What ``record`` remembers of its friend online (None: a game at one table, or a tag
    this version cannot read)."""
    data = record.extra.get(ONLINE_KEY)
    if not isinstance(data, dict):
        return None
    ident, friend, seat = data.get("id"), data.get("friend"), data.get("seat")
    if not (isinstance(ident, str) and ident and isinstance(friend, str) and seat in SEATS):
        return None
    return OnlineTag(ident, friend, SEATS.index(seat), data.get("resigned") in SEATS)


def hello_record(record: GameRecord, tag: OnlineTag) -> Record:
    """The kept game as a hello carries it: this side's seat is the one the friend did not
    hold, and its name the one the record gives it."""
    game = record.game
    return Record(
        game.name, dict(game.options), other(tag.seat), record.moves, record.ending, None, tag.ident
    )
