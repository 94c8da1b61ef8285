"""The games a player may come back to: every game started and not finished, each kept whole
(every move, the undo history, who sat where, a pause) in a file of its own in the data folder,
rewritten atomically after each change.

Starting another game, opening a file, a rematch or a lesson never throws a game away: the game
that was on the table stays here, and the start screen offers it back — in this run and after a
crash or a killed process. A game leaves the shelf when it is finished, when it has no moves, or
when the player discards it.
"""

from __future__ import annotations

import contextlib
import os
import secrets
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from PySide6.QtCore import QDate, QTime

from core.record import GameRecord, RecordError, read_file, to_json
from core.words import render, said
from desktop.i18n import current_locale, tr, translate_core
from desktop.model.answers import seat_name
from desktop.session.files import FILE_KEY, SUFFIX, data_folder, record_key, write_file
from desktop.session.kept_online import tag_of


@dataclass(frozen=True)
class KeptGame:
    """A game on the shelf: its name on the shelf and its record."""

    ident: str
    record: GameRecord

    @property
    def online(self) -> bool:
        """The game is played with a friend online (it goes on with them)."""
        return tag_of(self.record) is not None

    @property
    def file(self) -> Path | None:
        """The file the game was saved to or opened from, if any."""
        name = self.record.extra.get(FILE_KEY)
        return Path(name) if isinstance(name, str) and name else None

    def describe(self) -> str:
        """A line for the start screen that tells kept games apart: which game, who plays it
        (a seat the computer plays says so), how far it went, when it was last played, and its
        file (with "unsaved moves" when it holds moves its file does not)."""
        sides, online = self.record.game.player_names, tag_of(self.record)
        first, second = (
            _seat_words(player.name, sides[number], player.kind, player.level)
            for number, player in enumerate(self.record.players)
        )
        count, title = len(self.record.moves), self.record.game.title
        if online is not None:
            words = tr("Your {game} game with {friend}, online (%n moves)", "", count)
            line = words.format(game=title, friend=online.friend)
        else:
            words = tr("Your {game} game ({first} against {second}, %n moves)", "", count)
            line = words.format(game=title, first=first, second=second)
        when = _when(self.record.saved)
        if when:
            line = f"{line} · {when}"
        file = self.file
        if file is None:
            return line
        if record_key(self.record) != _held_in(file):
            return f"{line} · " + tr("{file}, with unsaved moves").format(file=file.name)
        return f"{line} · {file.name}"


def _seat_words(name: str, side: str, kind: str, level: int) -> str:
    """A seat on a kept line: its name, "(computer)" after a name given to a computer's seat."""
    shown = seat_name(name, side, level, str)
    if kind == "computer" and shown == name and name != side:
        return tr("{name} (computer)").format(name=name)
    return shown


def _when(saved: str) -> str:
    """When a game was last played, as the start screen says it ("today 14:05", "2 Dec
    18:40"), in the language of this run; "" if unknown."""
    try:
        moment = datetime.fromisoformat(saved).astimezone()
    except ValueError:
        return ""
    locale = current_locale()
    clock = locale.toString(QTime(moment.hour, moment.minute), "HH:mm")
    if moment.date() == datetime.now().astimezone().date():
        return tr("today {time}").format(time=clock)
    day = QDate(moment.year, moment.month, moment.day)
    return f"{locale.toString(day, 'd MMM yyyy')} {clock}"


def _held_in(path: Path) -> object:
    """What the file at ``path`` holds (``record_key``), or nothing any game matches."""
    try:
        return record_key(read_file(path))
    except (OSError, RecordError):
        return object()


def worth_keeping(record: GameRecord) -> bool:
    """A game with moves that is not over (or that undo took back from its end); online,
    not resigned."""
    online = tag_of(record)
    if not record.moves or (online is not None and online.resigned):
        return False
    entries = len(record.moves) + (record.ending is not None)
    at_end = record.cursor is None or record.cursor >= entries
    return not (at_end and record.final_state().is_over)


class Shelf:
    """The kept games, one file each in ``folder`` (by default ``games/`` in the data folder)."""

    def __init__(self, folder: Path | None = None) -> None:
        self.folder = folder or data_folder() / "games"

    def new_ident(self) -> str:
        """A name for a game new on the shelf (the time it started, and a random tail)."""
        moment = datetime.now(UTC).strftime("%Y%m%d-%H%M%S")
        return f"{moment}-{secrets.token_hex(3)}"

    def path(self, ident: str) -> Path:
        return self.folder / f"{ident}{SUFFIX}"

    def keep(self, ident: str, record: GameRecord) -> None:
        """Keep ``record`` under ``ident`` (OSError if it cannot be written: the old file, if
        any, is then untouched); a game not worth keeping is taken off instead."""
        if not worth_keeping(record):
            self.drop(ident)
            return
        self.folder.mkdir(parents=True, exist_ok=True)
        write_file(self.path(ident), to_json(record))

    def drop(self, ident: str) -> None:
        with contextlib.suppress(OSError):
            self.path(ident).unlink(missing_ok=True)

    def games(self, leave_out: str = "") -> tuple[list[KeptGame], list[str]]:
        """The kept games, the latest saved first (but ``leave_out``), and what could not be
        read: a file that cannot be read is put aside, never deleted, and said."""
        self._take_in_the_old_autosave()
        kept: list[KeptGame] = []
        problems: list[str] = []
        for path in sorted(self.folder.glob(f"*{SUFFIX}")):
            ident = path.stem
            if ident == leave_out:
                continue
            try:
                record = read_file(path)
            except RecordError as error:
                aside = path.with_name(f"{ident}-unreadable-{os.getpid()}.bad")
                with contextlib.suppress(OSError):
                    path.replace(aside)
                problems.append(
                    tr("The game left unfinished last time could not be restored: {error}.").format(
                        error=render(said(error), None, translate_core)
                    )
                )
                continue
            if worth_keeping(record):
                kept.append(KeptGame(ident, record))
            else:
                self.drop(ident)
        kept.sort(key=lambda game: game.record.saved, reverse=True)
        return kept, problems

    def _take_in_the_old_autosave(self) -> None:
        """Earlier versions kept one game, in ``autosave.pdgame``: it joins the shelf."""
        old = data_folder() / f"autosave{SUFFIX}"
        if old.exists():
            self.folder.mkdir(parents=True, exist_ok=True)
            with contextlib.suppress(OSError):
                old.replace(self.path(self.new_ident()))
