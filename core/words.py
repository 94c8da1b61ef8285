"""Sentences the engine says to a player, kept as templates so a window can name the players by
the names they chose (and translate the sentence).

A ``Text`` is a ``str`` — the English sentence with the game's own player names ("Light has no
ball left in reserve") — so the command line, the errors and the tests read it as plain text. It
also keeps its template and arguments: ``text.render(("Ann", "Bob"))`` gives "Ann has no ball
left in reserve". An argument that is a ``Who`` names a player; one that is a ``Text`` is
rendered in turn; one that is a ``Notation`` (a move) may be shown in the window's language's
letters. The engine's errors (a damaged saved game, a bad position text, an unknown
option) are raised with a ``Text`` as their one argument: ``said(error)`` gives it back.

>>> reason = Text("{player} placed the top ball", player=Who(0, "Light"))
>>> str(reason), reason.render(("Ann", "Bob"))
('Light placed the top ball', 'Ann placed the top ball')
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any, Protocol


class Translate(Protocol):
    """A sentence template in another language; ``n``, a plural's number (-1: not a plural)."""

    def __call__(self, template: str, n: int = -1, /) -> str: ...


class Who:
    """A player named in a sentence: their number (0 or 1) and the game's name for them."""

    __slots__ = ("default", "player")

    def __init__(self, player: int, default: str) -> None:
        self.player = player
        self.default = default

    def __repr__(self) -> str:
        return f"Who({self.player}, {self.default!r})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Who) and (self.player, self.default) == (
            other.player,
            other.default,
        )

    def __hash__(self) -> int:
        return hash((self.player, self.default))


class Notation(str):
    """A move (or a line of moves) as the notation writes it, in a sentence. A window may show
    it in its language's letters (French: ``P``, ``M``, ``G`` for the sizes, ``NO`` for the
    north-west coaster): ``shown(translate)``; files and the command line keep the canonical
    letters."""

    __slots__ = ()

    def shown(self, translate: Translate | None) -> str:
        """The move with each of its capital-letter words (a size, a coaster) passed through
        ``translate``; the places (lower case and digits) and the signs stay as they are."""
        if translate is None:
            return str(self)
        return _CAPITALS.sub(lambda found: translate(found.group()), self)


_CAPITALS = re.compile(r"[A-Z]+")


class Text(str):
    """An English sentence that remembers how it was made (see the module's docstring).

    ``Text.plural(one, many, n, ...)`` is a sentence about ``n`` things, ``%n`` standing for
    the number: in English ``one`` when n is 1, ``many`` otherwise; a window translates it with
    its language's plural forms (Qt's ``%n``), ``many`` being what the catalogues know it by."""

    template: str
    args: dict[str, Any]
    one: str  # a plural's English singular ("" for other sentences)

    def __new__(cls, template: str, **args: Any) -> Text:
        text = super().__new__(cls, _fill(template, args, None, None))
        text.template = template
        text.args = args
        text.one = ""
        return text

    @classmethod
    def plural(cls, one: str, many: str, n: int, **args: Any) -> Text:
        args = {**args, "n": n}
        text = super().__new__(cls, _fill(one if n == 1 else many, args, None, None))
        text.template = many
        text.args = args
        text.one = one
        return text

    def render(self, names: Sequence[str] | None = None, translate: Translate | None = None) -> str:
        """The sentence with ``names`` for the players (the game's own when None), its template
        and every nested sentence passed through ``translate`` first."""
        if self.one:
            n = int(self.args["n"])
            template = translate(self.template, n) if translate else self.plain_template()
        else:
            template = translate(self.template) if translate else self.template
        return _fill(template, self.args, names, translate)

    def plain_template(self) -> str:
        """The template in English: a plural's singular or plural form, as its number asks."""
        return self.one if self.one and self.args["n"] == 1 else self.template


def _fill(
    template: str, args: dict[str, Any], names: Sequence[str] | None, translate: Translate | None
) -> str:
    values: dict[str, object] = {}
    for key, value in args.items():
        if isinstance(value, Who):
            if names is not None:
                values[key] = names[value.player]
            else:
                values[key] = translate(value.default) if translate else value.default
        elif isinstance(value, Text):
            values[key] = value.render(names, translate)
        elif isinstance(value, Notation):
            values[key] = value.shown(translate)
        else:
            values[key] = value
    if "n" in args:
        template = template.replace("%n", str(args["n"]))
    return template.format(**values)


def render(
    text: str, names: Sequence[str] | None = None, translate: Translate | None = None
) -> str:
    """Any sentence with ``names`` for the players: a ``Text`` is re-made, a plain str is kept."""
    return text.render(names, translate) if isinstance(text, Text) else text


def with_names(text: str, names: Sequence[str]) -> str:
    """``text`` with ``names`` for the players, still a ``Text`` that a window can translate
    (``str()`` of it reads with the names; a plain str is kept)."""
    if not isinstance(text, Text):
        return text
    args: dict[str, Any] = {}
    for key, value in text.args.items():
        if isinstance(value, Who):
            args[key] = names[value.player]
        elif isinstance(value, Text):
            args[key] = with_names(value, names)
        else:
            args[key] = value
    if text.one:
        return Text.plural(text.one, text.template, **args)
    return Text(text.template, **args)


def join(parts: Sequence[str], separator: str = "; ") -> Text:
    """Several sentences as one, each still renderable."""
    fields = {f"p{i}": part for i, part in enumerate(parts)}
    return Text(separator.join("{" + key + "}" for key in fields), **fields)


def said(error: BaseException) -> str:
    """What ``error`` says: the ``Text`` it was raised with (which a window can translate), or
    its message as plain text."""
    if len(error.args) == 1 and isinstance(error.args[0], Text):
        return error.args[0]
    return str(error)


# --- what a player typed, read back -----------------------------------------------------------
def cut_short(text: str, most: int = 40) -> str:
    """``text`` as a message echoes it: cut short if it is long (a message never repeats a whole
    megabyte back)."""
    return text if len(text) <= most else text[:most] + "…"


def whole_number(text: str, most_digits: int = 18) -> int | None:
    """``text`` as a whole number ≥ 0 written in ASCII digits, or None: "²" is a digit to
    ``str.isdigit``, and Python reads no number of 4,300 digits."""
    if not (text.isascii() and text.isdigit()) or len(text) > most_digits:
        return None
    return int(text)
