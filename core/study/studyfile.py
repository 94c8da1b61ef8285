"""A game's study file (its puzzles, its practices): one JSON object naming its format, its
version and its game, with a list of entries under one key. ``StudyFile`` reads and writes one
kind of them; each kind hands it how an entry is read and the error a bad file raises, so that
every kind checks the same things and words its complaints alike.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any, Generic, Protocol, TypeVar

from core.errors import EngineError


class Entry(Protocol):
    """What a study file lists: an entry with an id of its own that it writes as JSON."""

    @property
    def id(self) -> str: ...

    def to_json(self) -> dict[str, Any]: ...


T = TypeVar("T", bound=Entry)


@dataclass(frozen=True)
class StudyFile(Generic[T]):
    """One kind of study file: its ``format`` word, its ``version``, the ``key`` of its list,
    the ``noun`` of one entry in messages ("puzzle"), the reader of one entry (``parse(entry,
    game_name, where)``, raising ``error`` or KeyError, TypeError, AttributeError, ValueError
    for a bad field) and the ``error`` (an EngineError) a bad file raises."""

    format: str
    version: int
    key: str
    noun: str
    parse: Callable[[object, str, str], T]
    error: type[EngineError]

    def read(self, path: Path, game_name: str) -> list[T]:
        """The entries stored in ``path`` for the game ``game_name`` (``error`` if bad)."""
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError) as error:
            raise self.error(f"{path.name}: cannot be read: {error}") from None
        if not isinstance(data, dict) or data.get("format") != self.format:
            raise self.error(f"{path.name}: not a {self.noun} file")
        if data.get("game") != game_name or not isinstance(data.get(self.key), list):
            raise self.error(f"{path.name}: not the {self.key} of {game_name}")
        found = [
            self._entry(entry, game_name, f"{path.name}, {self.noun} {number}")
            for number, entry in enumerate(data[self.key], 1)
        ]
        if len({entry.id for entry in found}) != len(found):
            raise self.error(f"{path.name}: two {self.key} share an id")
        return found

    def _entry(self, entry: object, game_name: str, where: str) -> T:
        if not isinstance(entry, dict):
            raise self.error(f"{where}: not an object")
        try:
            return self.parse(entry, game_name, where)
        except (KeyError, TypeError, AttributeError, ValueError) as error:
            raise self.error(f"{where}: missing or bad field {error}") from None

    def of(self, path: Path | None, game_name: str) -> list[T]:
        """The entries of a kit's file (``path``; [] when it has none), read once."""
        if path is None or not path.exists():
            return []
        return list(_cached(self, path, game_name))

    def write(self, path: Path, game_name: str, entries: Sequence[T]) -> None:
        data = {
            "format": self.format,
            "version": self.version,
            "game": game_name,
            self.key: [entry.to_json() for entry in entries],
        }
        text = json.dumps(data, indent=1, ensure_ascii=False) + "\n"
        path.write_text(text, encoding="utf-8")
        _cached.cache_clear()


@lru_cache(maxsize=32)
def _cached(kind: StudyFile[Any], path: Path, game_name: str) -> tuple[Any, ...]:
    return tuple(kind.read(path, game_name))
