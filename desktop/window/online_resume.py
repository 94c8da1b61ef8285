"""Going on with a friend online after a crash or a closed window.

A game played online is kept on the shelf with what it needs to go on (``kept_online``: the
game's id, the friend's name and seat), written there after every move as any game is. The
start screen says it is with the friend online, and its *Resume it online* opens the online
dialog in its resume mode: a new invite code carrying the kept record. (Such a game goes on
only online, with the same friend, never at one table behind their back; it may be discarded
as any kept game.)

The friend joins with that code through the ordinary *Join* tab: their program answers the
host's hello with its own kept copy of that game (``kept_copy``: the game still on its table,
the link closed, or one on its shelf), and the two records are compared (``meeting.settle``):
the longer that extends the other is played on, a mismatch is refused and nothing is merged.
Either way the game keeps its place on the shelf: the same kept game goes on, not a copy.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from desktop.online.protocol import Record
from desktop.session.files import record_of
from desktop.session.kept_online import hello_record, tag_data, tag_of
from desktop.session.shelf import KeptGame
from desktop.window.frame import Frame


def online_tags(window: Frame) -> dict[str, Any]:
    """What the game on the table adds to its record on the shelf: its online tag, while it is
    the window's online game (``Session.tags``)."""
    table, model = window.online, window.session.model
    if table is None or table.match is None:
        return {}
    if model.seats != table.seats or model.game != table.match.game:
        return {}  # (not that game: a lesson, another game; the link closed or not)
    return tag_data(table.match)


def table_game(window: Frame) -> KeptGame | None:
    """The online game on the table as it would be kept, with its online tag (None: the table
    shows no online game)."""
    session, tags = window.session, online_tags(window)
    if not tags or not session.has_game or session.studying:
        return None
    return KeptGame(session.current, replace(record_of(session.model), extra=tags))


def kept_copy(window: Frame, game_id: str) -> tuple[str, Record] | None:
    """This program's own copy of the online game ``game_id``, and its name on the shelf: the
    game on the table (its window stayed open, the link closed), or one kept on the shelf."""
    session = window.session
    on_table = table_game(window)
    if on_table is not None:
        tag = tag_of(on_table.record)
        if tag is not None and tag.ident == game_id:
            return on_table.ident, hello_record(on_table.record, tag)
    for kept in session.kept_games():
        tag = tag_of(kept.record)
        if tag is not None and tag.ident == game_id:
            return kept.ident, hello_record(kept.record, tag)
    return None
