"""Two peers meet: each says hello with what it holds, and both make the same match of the two
hellos (``settle``), whichever side computes it.

The host's hello carries the game: its options, the host's seat and the record so far (empty for
a new game, the kept record when a game is resumed) and the game's id. A guest's hello carries
its own kept copy of that game (found by its id: the guest may wait for the host's hello to
answer it), or nothing. When both carry a record they must be the same game (the same id, when
both say one) with the seats the other way round, and one record must extend the other: the
longer one is played on (each of its moves checked by the engine). Two records that part ways
are reported, never merged.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from core.api import other
from core.errors import EngineError
from core.record import RecordError
from core.registry import make_game
from core.words import said
from desktop.i18n import QT_TR_NOOP, shown_move, tr
from desktop.online.events import Event
from desktop.online.match import Match
from desktop.online.protocol import Message, Record, Refusal, decode, record_of


def settle(
    mine: Message,
    theirs: Message,
    send: Callable[[Message], None] | None = None,
    on_event: Callable[[Event], None] | None = None,
) -> Match:
    """The match the two hellos make, for the side that said ``mine`` (Refusal if they do not
    make one: two hosts or two guests, a game this program does not have, records that part
    ways)."""
    if mine["role"] == theirs["role"]:
        if mine["role"] == "host":
            raise Refusal(
                QT_TR_NOOP("{friend} made an invitation too: one of you invites, the other joins")
            )
        raise Refusal(
            QT_TR_NOOP("{friend} joined with a code too: one of you invites, the other joins")
        )
    host, guest = (mine, theirs) if mine["role"] == "host" else (theirs, mine)
    invited = record_of(host)
    if invited is None:
        raise Refusal(QT_TR_NOOP("{friend} invited you without a game"))
    kept = record_of(guest)
    if kept is not None:
        invited = _longer(invited, kept, host is mine)
    try:
        game = make_game(invited.game, invited.options)
    except EngineError as error:
        raise Refusal(
            QT_TR_NOOP("The game of {friend} cannot be played here: {reason}"), reason=said(error)
        ) from None
    names = (host["name"], guest["name"]) if invited.seat == 0 else (guest["name"], host["name"])
    seat = invited.seat if host is mine else other(invited.seat)
    try:
        return Match(
            game,
            seat,
            names,
            invited.moves,
            invited.ending,
            invited.resigned,
            send=send,
            on_event=on_event,
            ident=invited.ident,
        )
    except RecordError as error:
        raise Refusal(
            QT_TR_NOOP("The game's record cannot be played on: {reason}"), reason=said(error)
        ) from None


def _longer(invited: Record, kept: Record, mine_is_invited: bool) -> Record:
    """The record to play on, of the host's ``invited`` and the guest's ``kept`` (the seats
    given as the host's): the longer, when one extends the other."""
    if (kept.ident and invited.ident and kept.ident != invited.ident) or (
        (kept.game, kept.options) != (invited.game, invited.options)
        and not _same_game(kept, invited)
    ):
        raise Refusal(
            QT_TR_NOOP("The game of {friend} is not the one kept here: nothing was merged")
        )
    if kept.seat != other(invited.seat):
        raise Refusal(QT_TR_NOOP("{friend} and you kept the same seat: nothing was merged"))
    for ply, (one, two) in enumerate(zip(invited.moves, kept.moves, strict=False), 1):
        if one != two:
            here, there = (one, two) if mine_is_invited else (two, one)
            raise Refusal(
                QT_TR_NOOP(
                    "The two records part ways at move {ply} ({here} here, {there} in the "
                    "record of {friend}): nothing was merged"
                ),
                ply=ply,
                here=shown_move(here),
                there=shown_move(there),
            )
    if len(kept.moves) > len(invited.moves) or (
        len(kept.moves) == len(invited.moves)
        and invited.ending is None
        and invited.resigned is None
    ):
        return Record(
            invited.game,
            invited.options,
            invited.seat,
            kept.moves,
            kept.ending,
            kept.resigned,
            invited.ident,
        )
    return invited


def _same_game(one: Record, two: Record) -> bool:
    """Whether the two records name the same game with the same options (their defaults
    written or not)."""
    try:
        return make_game(one.game, one.options) == make_game(two.game, two.options)
    except EngineError:
        return False


def joined(match: Match) -> Event:
    """The event that tells where the game begins or resumes (for the chat panel)."""
    if not match.moves:
        template = QT_TR_NOOP("{first} to play first, {second} second")
    else:
        template = QT_TR_NOOP("The game resumes after move {ply}")
    return Event(
        "joined",
        None,
        template,
        {"first": match.names[0], "second": match.names[1], "ply": len(match.moves)},
        ply=len(match.moves),
        friend=match.names[match.friend],
    )


class Carrier(Protocol):
    """What carries the messages (``link.WormholeLink``, or a test's pipe)."""

    def send(self, data: bytes) -> None: ...

    async def receive(self) -> bytes: ...


async def meet(
    carrier: Carrier,
    mine: Message | Callable[[Message], Message],
    on_event: Callable[[Event], None] | None = None,
) -> Match:
    """Say ``mine`` (a hello), wait for the friend's and settle the match (Refusal if the two
    make none). ``mine`` may be the answer to the friend's hello instead, said once it came (a
    guest's, with its kept copy of the game the host names). Anything the friend sends before
    its hello is refused, and told."""
    tell = on_event or (lambda event: None)
    if isinstance(mine, Message):
        carrier.send(mine.encode())
    while True:
        raw = await carrier.receive()
        try:
            theirs = decode(raw)
            if theirs.kind != "hello":
                raise Refusal(
                    QT_TR_NOOP("{friend} sent a {kind} message before saying hello"),
                    kind=theirs.kind,
                )
        except Refusal as refusal:
            tell(Event("refused", None, refusal=refusal, friend=tr("your friend")))
            continue
        if not isinstance(mine, Message):
            mine = mine(theirs)
            carrier.send(mine.encode())
        match = settle(mine, theirs, lambda message: carrier.send(message.encode()), on_event)
        tell(joined(match))
        return match


async def follow(carrier: Carrier, match: Match) -> None:
    """Hand every message the friend sends to ``match`` (until the link fails: LinkError)."""
    while True:
        match.receive(await carrier.receive())
