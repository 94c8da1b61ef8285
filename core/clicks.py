"""What a player clicks, as small values: a ``Click`` names a thing on the table or a choice, a
``Target`` is one step of a move's click path.

A click's *kind* is ``place`` for a place on the board (its value is the place's name in the
game's notation, ``1b3`` or ``c3``) or a kind its game declares (``size``, ``rotate``,
``angle``, ``order``, ``done`` in the games we have), or ``stash`` for a piece or a spot beside
the board that no move is built from (its value is the owner's number, then ``:`` and what part
of it, if the game says: ``stash:1``, ``stash:0:2``): such a click is always refused, in words
that say why. A target is a click with a *role*: the
click itself, the ``origin`` of what moves (a ball or a stack), or a ball to ``take`` back.

Both have a canonical text, for tests, logs and the command line: ``1b3``, ``size:M``,
``rotate:NE``, ``done``; and for targets ``from:1b3``, ``take:1b3``.

>>> Click.parse("size:M"), str(Target(Click.parse("1d4"), "origin"))
(Click(kind='size', value='M'), 'from:1d4')
"""

from __future__ import annotations

from dataclasses import dataclass

PLACE = "place"
STASH = "stash"
ORIGIN = "origin"
TAKE = "take"
ROLE_PREFIX = {ORIGIN: "from", TAKE: "take"}
PREFIX_ROLE = {prefix: role for role, prefix in ROLE_PREFIX.items()}
VALUELESS = ("done",)  # kinds written as their bare name


@dataclass(frozen=True, order=True)
class Click:
    """A thing a player can click: a place on the board, or a thing a game declares."""

    kind: str
    value: str = ""

    @classmethod
    def parse(cls, text: str | Click) -> Click:
        """The click a canonical text names (a Click is returned as it is)."""
        if isinstance(text, Click):
            return text
        kind, sep, value = text.partition(":")
        if sep:
            return cls(kind, value)
        if text in VALUELESS:
            return cls(text)
        return cls(PLACE, text)

    @classmethod
    def place(cls, name: str) -> Click:
        return cls(PLACE, name)

    @classmethod
    def stash(cls, player: int, part: str | int = "") -> Click:
        """A piece or spot of ``player``'s stash (reserve, trees) that is not itself a target:
        clicked, it is explained."""
        return cls(STASH, f"{player}:{part}" if part != "" else str(player))

    @property
    def is_place(self) -> bool:
        return self.kind == PLACE

    @property
    def stash_owner(self) -> int | None:
        """The owner of the stash a ``stash`` click names (None for other clicks)."""
        if self.kind != STASH:
            return None
        return int(self.value.partition(":")[0])

    @property
    def stash_part(self) -> str:
        """What part of the stash a ``stash`` click names ("" for the whole)."""
        return self.value.partition(":")[2] if self.kind == STASH else ""

    def __str__(self) -> str:
        if self.kind == PLACE:
            return self.value
        if not self.value:
            return self.kind
        return f"{self.kind}:{self.value}"


@dataclass(frozen=True)
class Target:
    """One step of a click path: a click and its role ("" for the click itself, ``origin``
    for what moves, ``take`` for a ball taken back)."""

    click: Click
    role: str = ""

    @classmethod
    def parse(cls, text: str | Target) -> Target:
        if isinstance(text, Target):
            return text
        prefix, sep, rest = text.partition(":")
        if sep and prefix in PREFIX_ROLE:
            return cls(Click.place(rest), PREFIX_ROLE[prefix])
        return cls(Click.parse(text))

    @classmethod
    def of(cls, kind: str, value: str = "", role: str = "") -> Target:
        return cls(Click(kind, value), role)

    @property
    def kind(self) -> str:
        """The role if it has one, else the click's kind."""
        return self.role or self.click.kind

    @property
    def id(self) -> str:
        """The canonical text (``from:1d4``, ``size:M``, ``c3``)."""
        return str(self)

    @property
    def raw(self) -> Click:
        """What is clicked for this target (a ball or stack is clicked where it stands)."""
        return self.click

    def __str__(self) -> str:
        prefix = ROLE_PREFIX.get(self.role)
        return f"{prefix}:{self.click}" if prefix else str(self.click)


Path = tuple[Target, ...]
