"""The messages two programs exchange to play one game, and how a message received is checked.

Every message is one JSON object, UTF-8, at most ``MAX_BYTES``::

    {"protocol": "pyramid-duels", "version": 1, "kind": KIND, ...its fields}

- ``hello``: ``name`` (the sender's player, as typed), ``role`` ("host" or "guest"),
  ``application`` (its version) and ``record``: the game so far, or null from a guest who
  keeps none: ``{"id" (the game's, made by the host of a new game and kept by both programs:
  a resumed game is known by it), "game", "options", "seat" (the sender's: "first" or
  "second"), "moves" (in the notation), "ending" (an agreement's name or null), "resigned" (a
  seat or null)}``. The host says hello first; a guest may wait for it, to send its own kept
  copy of the game the host names (``meeting.meet``);
- ``move``: ``ply`` (its number in the record, from 1) and ``move`` (the notation);
- ``offer``: ``what`` ("takeback", "proposal" or "rematch"), ``ply`` (the record's length when
  it was made) and ``name`` (the proposal's, "" for the others);
- ``answer``: ``what``, ``ply`` (the offer's) and ``accept`` (true or false);
- ``resign``: ``ply``;
- ``chat``: ``text`` (one line, at most ``MAX_CHAT`` characters);
- ``leave``: ``ply``: the sender closed the game (its window, say) after that many moves.

``decode`` checks the form only (size, JSON, the protocol and its version, the kind, every
field and its type) and raises ``Refusal`` with the sentence to show; whether a move is legal,
in turn and numbered right is the match's to check, with the engine. Nothing received is ever
run, opened or written as a file: a message is data, read into the types above.
"""

from __future__ import annotations

import json
import secrets
from dataclasses import dataclass, field
from typing import Any

from core.words import cut_short
from desktop.i18n import QT_TR_NOOP, fill, tr, whole_sentence

PROTOCOL = "pyramid-duels"
VERSION = 1
MAX_BYTES = 64 * 1024
MAX_CHAT = 500
MAX_NAME = 40
MAX_MOVES = 2000
MAX_TEXT = 100  # a move's notation, a game's or an option's name or value
TAKEBACK, PROPOSAL, REMATCH = "takeback", "proposal", "rematch"
OFFERS = (TAKEBACK, PROPOSAL, REMATCH)
SEATS = ("first", "second")
ROLES = ("host", "guest")

# Each kind's fields and what each holds: "text" (a short string), "line" (a chat line),
# "name", "ply" (a whole number ≥ 0), "flag", "offer", "role", "record" (an object or null).
FIELDS: dict[str, dict[str, str]] = {
    "hello": {"name": "name", "role": "role", "application": "text", "record": "record"},
    "move": {"ply": "ply", "move": "text"},
    "offer": {"what": "offer", "ply": "ply", "name": "text"},
    "answer": {"what": "offer", "ply": "ply", "accept": "flag"},
    "resign": {"ply": "ply"},
    "chat": {"text": "line"},
    "leave": {"ply": "ply"},
}
RECORD_FIELDS = ("id", "game", "options", "seat", "moves", "ending", "resigned")

# What each field type should be, in the words of a refusal.
EXPECTED = {
    "text": QT_TR_NOOP("a short text"),
    "line": QT_TR_NOOP("one line of at most 500 characters"),
    "name": QT_TR_NOOP("a name of at most 40 characters"),
    "ply": QT_TR_NOOP("a whole number"),
    "flag": QT_TR_NOOP("true or false"),
    "offer": QT_TR_NOOP("takeback, proposal or rematch"),
    "role": QT_TR_NOOP("host or guest"),
    "record": QT_TR_NOOP("a game record or null"),
    "seat": QT_TR_NOOP("first or second"),
    "options": QT_TR_NOOP("an object of texts"),
    "moves": QT_TR_NOOP("a list of moves"),
    "ending": QT_TR_NOOP("an agreement's name or null"),
    "resigned": QT_TR_NOOP("first, second or null"),
}


class Refusal(Exception):
    """Something the friend's program sent that is refused, and why: ``words(friend)`` is the
    sentence, translated, naming the friend. The match it was sent to is left as it was."""

    def __init__(self, template: str, **args: object) -> None:
        super().__init__(template.format(friend="the friend", **args))
        self.template = template
        self.values = args

    def words(self, friend: str) -> str:
        """The sentence in the language of this run, the friend named."""
        values = {
            key: tr(value) if isinstance(value, Untranslated) else value
            for key, value in self.values.items()
        }
        return whole_sentence(fill(tr(self.template), friend=friend, **values))


class Untranslated(str):
    """An argument of a sentence that is itself words to translate (``EXPECTED``'s)."""

    __slots__ = ()


@dataclass(frozen=True)
class Message:
    """One message: its kind and its fields (as ``FIELDS`` lists them)."""

    kind: str
    fields: dict[str, Any] = field(default_factory=dict)

    def __getitem__(self, key: str) -> Any:
        return self.fields[key]

    def encode(self) -> bytes:
        """The message as sent."""
        data = {"protocol": PROTOCOL, "version": VERSION, "kind": self.kind, **self.fields}
        return json.dumps(data, ensure_ascii=False, separators=(",", ":")).encode()


@dataclass(frozen=True)
class Record:
    """A game as a hello carries it."""

    game: str
    options: dict[str, str]
    seat: int  # the sender's seat
    moves: tuple[str, ...]
    ending: str | None = None
    resigned: int | None = None
    ident: str = ""  # the game's id ("": none said)

    def data(self) -> dict[str, Any]:
        return {
            "id": self.ident,
            "game": self.game,
            "options": dict(self.options),
            "seat": SEATS[self.seat],
            "moves": list(self.moves),
            "ending": self.ending,
            "resigned": None if self.resigned is None else SEATS[self.resigned],
        }


def new_game_id() -> str:
    """An id for a new online game, made by its host (random: two games never share one)."""
    return secrets.token_hex(8)


def hello(name: str, role: str, application: str, record: Record | None) -> Message:
    data = None if record is None else record.data()
    return Message(
        "hello", {"name": name, "role": role, "application": application, "record": data}
    )


def record_of(message: Message) -> Record | None:
    """The record a hello carries (its form already checked by ``decode``)."""
    data = message["record"]
    if data is None:
        return None
    resigned = data["resigned"]
    return Record(
        data["game"],
        dict(data["options"]),
        SEATS.index(data["seat"]),
        tuple(data["moves"]),
        data["ending"],
        None if resigned is None else SEATS.index(resigned),
        data["id"],
    )


# --- reading ----------------------------------------------------------------------------------
def decode(raw: bytes) -> Message:
    """The message in ``raw``, its form checked; ``Refusal`` saying what is wrong otherwise."""
    if len(raw) > MAX_BYTES:
        raise Refusal(
            QT_TR_NOOP("{friend} sent a message of {size} KB, over the limit of 64 KB"),
            size=len(raw) // 1024,
        )
    try:
        data = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError):
        raise Refusal(
            QT_TR_NOOP("{friend} sent something that is not a message (not JSON)")
        ) from None
    if not isinstance(data, dict) or data.get("protocol") != PROTOCOL:
        raise Refusal(QT_TR_NOOP("{friend} sent something that is not a message of this game"))
    version = data.get("version")
    if version != VERSION:
        raise Refusal(
            QT_TR_NOOP(
                "The program of {friend} speaks version {version} of the protocol, and this one "
                "version {ours}: both should run the same version of Pyramid Duels"
            ),
            version=_shown(version),
            ours=VERSION,
        )
    kind = data.get("kind")
    if not isinstance(kind, str) or kind not in FIELDS:
        raise Refusal(
            QT_TR_NOOP("{friend} sent a message of an unknown kind ({kind})"),
            kind=_shown(kind),
        )
    fields = {
        key: value for key, value in data.items() if key not in ("protocol", "version", "kind")
    }
    _check_fields(kind, fields, FIELDS[kind])
    if kind == "hello" and fields["record"] is not None:
        _check_record(fields["record"])
    return Message(kind, fields)


def _check_fields(kind: str, fields: dict[str, Any], expected: dict[str, str]) -> None:
    for key in fields:
        if key not in expected:
            raise Refusal(
                QT_TR_NOOP("{friend} sent a {kind} message with a field it should not have: {key}"),
                kind=kind,
                key=_shown(key),
            )
    for key, sort in expected.items():
        if key not in fields:
            raise Refusal(
                QT_TR_NOOP("{friend} sent a {kind} message without its {key}"), kind=kind, key=key
            )
        if not _fits(sort, fields[key]):
            raise Refusal(
                QT_TR_NOOP("{friend} sent a {kind} message whose {key} is not {what}"),
                kind=kind,
                key=key,
                what=Untranslated(EXPECTED[sort]),
            )


def _check_record(record: Any) -> None:
    if not isinstance(record, dict):
        raise Refusal(
            QT_TR_NOOP("{friend} sent a {kind} message whose {key} is not {what}"),
            kind="hello",
            key="record",
            what=Untranslated(EXPECTED["record"]),
        )
    sorts = {
        "id": "text",
        "game": "text",
        "options": "options",
        "seat": "seat",
        "moves": "moves",
        "ending": "ending",
        "resigned": "resigned",
    }
    _check_fields("hello", record, sorts)


def _shown(value: Any) -> str:
    """Something received, as a sentence may quote it: one short line."""
    return cut_short("".join(c if c.isprintable() else "?" for c in str(value)[:100]))


def _plain(text: Any, most: int) -> bool:
    """A string of at most ``most`` characters, none of them a control character."""
    return isinstance(text, str) and len(text) <= most and text.isprintable()


def _fits(sort: str, value: Any) -> bool:
    checks = {
        "text": lambda v: _plain(v, MAX_TEXT),
        "line": lambda v: _plain(v, MAX_CHAT),
        "name": lambda v: _plain(v, MAX_NAME),
        "ply": lambda v: isinstance(v, int) and not isinstance(v, bool) and 0 <= v <= MAX_MOVES,
        "flag": lambda v: isinstance(v, bool),
        "offer": lambda v: v in OFFERS,
        "role": lambda v: v in ROLES,
        "record": lambda v: v is None or isinstance(v, dict),
        "seat": lambda v: v in SEATS,
        "resigned": lambda v: v is None or v in SEATS,
        "ending": lambda v: v is None or _plain(v, MAX_TEXT),
        "options": lambda v: (
            isinstance(v, dict)
            and len(v) <= 50
            and all(_plain(k, MAX_TEXT) and _plain(x, MAX_TEXT) for k, x in v.items())
        ),
        "moves": lambda v: (
            isinstance(v, list)
            and len(v) <= MAX_MOVES
            and all(_plain(move, MAX_TEXT) for move in v)
        ),
    }
    return bool(checks[sort](value))
