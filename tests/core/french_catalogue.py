"""The engine's French as the tests read it, with no Qt application: the "core" catalogue's
finished translations read from ``desktop/translations/core_fr.ts``, a stand-in for the window's
``translate_core``, a checker of the sentences the engine hands to a player (``Seen``), and the
random games whose positions the checks walk. ``tests.core.test_words_translated``,
``tests.core.test_refusals_translated``, the puzzles' and the practices' tests use them."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from functools import cache

from core.api import Game, State
from core.words import Text, Who
from desktop.i18n.catalogues import read_ts, ts_path

MAX_PLIES = 80


@cache
def catalogue() -> dict[str, str]:
    """The finished French translations of the "core" catalogue, by English template."""
    return {
        message.source: message.translation
        for message in read_ts(ts_path("core", "fr"))
        if not message.unfinished and not message.vanished
    }


def translate(template: str, n: int = -1, /) -> str:
    """A stand-in for ``translate_core``: the catalogue's French, or a marked miss; a plural's
    form for ``n`` (French: one for 0 and 1)."""
    found = catalogue().get(template, template)
    if n >= 0 and " | " in found:
        one, many = found.split(" | ")
        return (one if n < 2 else many).replace("%n", str(n))
    return found


def is_glue(template: str) -> bool:
    """A template made of placeholders and punctuation only (``core.words.join``'s): nothing to
    translate."""
    return not re.search(r"[A-Za-z]", re.sub(r"\{[^}]*\}", "", template))


class Seen:
    """The templates met while playing, and the problems found."""

    def __init__(self) -> None:
        self.templates: set[str] = set()
        self.problems: list[str] = []

    def check(self, text: object, where: str) -> None:
        """``text`` is something the engine hands to a player: it must be a Text the catalogue
        translates entirely (an empty str is nothing said)."""
        if text is None or text == "":
            return
        if not isinstance(text, Text):
            self.problems.append(f"{where}: plain str, not a Text: {text!r}")
            return
        self._check_text(text, where)
        french = text.render(("Ann", "Bob"), translate)
        if "{" in french and "{" not in str(text):
            self.problems.append(f"{where}: a placeholder left in {french!r}")

    def _check_text(self, text: Text, where: str) -> None:
        template = text.template
        self.templates.add(template)
        if not is_glue(template) and template not in catalogue():
            self.problems.append(f"{where}: template not in core_fr.ts: {template!r}")
        for key, value in text.args.items():
            if isinstance(value, Text):
                self._check_text(value, f"{where} [{key}]")
            elif isinstance(value, Who) and value.default not in catalogue():
                self.problems.append(f"{where}: player name not translated: {value.default!r}")
            elif isinstance(value, str) and value and re.fullmatch(r"[a-z ]{4,}", value):
                self.problems.append(f"{where}: English word as a plain argument: {value!r}")


def play(game: Game, rng: random.Random) -> Iterator[State]:
    """The states of a random game of ``game``, from the start to its end (or a long way)."""
    state = game.initial_state()
    yield state
    for _ in range(MAX_PLIES):
        moves = state.legal_moves()
        if not moves:
            return
        state = state.apply(rng.choice(moves))
        yield state
