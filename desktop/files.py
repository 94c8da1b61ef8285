"""Games in files: save and open (the record of ``core.record``), recent files, a file dropped on
the window, an image of the board, and the autosave that keeps the game in progress safe.

Every write goes through ``QSaveFile`` (a temporary file, flushed and synced, then renamed over
the old one), so a crash or a full disk never leaves half a file where a good one was. A file
that cannot be opened is explained and changes nothing: the game on the board stays as it was.
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QSaveFile, QSettings, QStandardPaths, QTimer, Signal

from core.record import GameRecord, Player, RecordError, now, read_file, to_json
from core.words import render, said
from desktop import __version__
from desktop.i18n import tr, translate_core
from desktop.model import GameModel, Seat

if TYPE_CHECKING:
    from desktop.main_window import MainWindow

SUFFIX = ".pdgame"
FILTER = "Pyramid Duels games (*.pdgame *.json);;All files (*)"


def file_filter() -> str:
    """The file dialogs' filter (``FILTER``) in the language of this run."""
    games = tr("Pyramid Duels games ({patterns})").format(patterns="*.pdgame *.json")
    everything = tr("All files ({patterns})").format(patterns="*")
    return f"{games};;{everything}"


RECENT = 8


def cannot_open(name: str, problem: str) -> str:
    """Why the file ``name`` cannot be opened, in the language of this run: ``problem`` is what
    the reader said (a ``core.words.Text``, translated, the players by the game's own names; a
    plain message as it is)."""
    return tr("Cannot open {file}: {error}.").format(
        file=name, error=render(problem, None, translate_core)
    )


def record_of(model: GameModel, created: str = "") -> GameRecord:
    """The game on ``model`` as a record (the moves after the cursor included: redo)."""
    players = tuple(
        Player(seat.name, "computer" if seat.kind == "computer" else "person", seat.level)
        for seat in model.seats
    )
    ending = model.ending.name if model.ending is not None else None
    cursor = model.cursor if model.cursor < model.length else None
    return GameRecord(
        model.game,
        (players[0], players[1]),
        tuple(model.move_texts()),
        ending,
        created or now(),
        now(),
        f"Pyramid Duels {__version__}",
        cursor,
    )


def seats_of(record: GameRecord) -> tuple[Seat, Seat]:
    first, second = (
        Seat(p.name, "computer", p.level) if p.kind == "computer" else Seat(p.name)
        for p in record.players
    )
    return first, second


def write_file(
    path: str | Path, text: str, before_commit: Callable[[], None] | None = None
) -> None:
    """Write ``text`` to ``path`` atomically: OSError if it cannot be done (the old file, if
    any, is then untouched). ``before_commit`` runs between the writing and the renaming."""
    saver = QSaveFile(str(path))
    if not saver.open(QSaveFile.OpenModeFlag.WriteOnly):
        raise OSError(saver.errorString())
    data = text.encode("utf-8")
    if saver.write(data) != len(data):
        saver.cancelWriting()
        raise OSError(saver.errorString())
    if before_commit is not None:
        before_commit()
    if not saver.commit():
        raise OSError(saver.errorString())


def data_folder() -> Path:
    """Where the application keeps its own files (the autosave): the user's data folder
    (``$XDG_DATA_HOME``, usually ``~/.local/share``), in ``pyramid-duels``."""
    location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.GenericDataLocation)
    return Path(location or Path.home() / ".local" / "share") / "pyramid-duels"


def autosave_path() -> Path:
    return data_folder() / f"autosave{SUFFIX}"


class GameFiles(QObject):
    """The window's files: the game's file (if saved), the recent files, the autosave.

    ``changed()`` fires when the file or its saved state changes (for the title and actions).
    """

    changed = Signal()

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.model = window.model
        self.path: Path | None = None
        self.created = ""
        self._saved: object = self._snapshot()
        self.autosave_error = ""
        self.autosave_enabled = True
        self._autosave_timer = QTimer(self)
        self._autosave_timer.setSingleShot(True)
        self._autosave_timer.timeout.connect(self.autosave)
        for signal in (self.model.position_changed, self.model.history_changed):
            signal.connect(self._game_changed)
        self.model.game_started.connect(self._game_changed)

    # --- what is on the board ------------------------------------------------------------------
    def _snapshot(self) -> object:
        model = self.model
        return (model.game, model.seats, tuple(model.move_texts()), model.ending, model.cursor)

    @property
    def modified(self) -> bool:
        """The game differs from its file (or, never saved, has moves)."""
        if self.path is None:
            return self.model.length > 0
        return self._snapshot() != self._saved

    def _game_changed(self, *_: object) -> None:
        self.changed.emit()
        if self.window.studying:
            return  # a lesson is not a game to keep
        self._autosave_timer.start(0)  # once, after the signals of this change

    def forget_file(self) -> None:
        """A new game: no file yet."""
        self.path = None
        self.created = now()
        self._saved = self._snapshot()
        self.changed.emit()

    # --- saving ----------------------------------------------------------------------------------
    def save_to(self, path: str | Path) -> bool:
        """Save the game to ``path``; False (and a message) if it cannot be written."""
        path = Path(path)
        if not path.suffix:
            path = path.with_suffix(SUFFIX)
        try:
            write_file(path, to_json(record_of(self.model, self.created)))
        except OSError as error:
            self.model.inform(
                tr("Could not save to {file}: {error}").format(file=path.name, error=error),
                "refused",
            )
            return False
        self.path = path
        self._saved = self._snapshot()
        self.remember_recent(path)
        self.model.inform(tr("Saved to {file}.").format(file=path.name))
        self.changed.emit()
        return True

    # --- opening ---------------------------------------------------------------------------------
    def open_path(self, path: str | Path) -> bool:
        """Open the game saved at ``path``; on any problem say what it is and change nothing."""
        path = Path(path)
        try:
            record = read_file(path)
        except RecordError as error:
            self.window.show_problem(cannot_open(path.name, said(error)))
            return False
        self.load(record)
        self.path = path
        self._saved = self._snapshot()
        self.remember_recent(path)
        self.changed.emit()
        return True

    def load(self, record: GameRecord) -> None:
        """Put the record's game on the board (its moves are known to be legal)."""
        self.window.start_game(
            record.game,
            seats_of(record),
            list(record.moves),
            ending=record.ending,
            cursor=record.cursor,
        )
        self.created = record.created or now()

    # --- recent files ----------------------------------------------------------------------------
    def recent(self) -> list[Path]:
        value = QSettings().value("recentFiles", [])
        paths = (
            [value] if isinstance(value, str) else list(value) if isinstance(value, list) else []
        )
        return [Path(str(p)) for p in paths if str(p)][:RECENT]

    def remember_recent(self, path: Path) -> None:
        paths = [str(path.resolve())] + [
            str(p) for p in self.recent() if str(p) != str(path.resolve())
        ]
        QSettings().setValue("recentFiles", paths[:RECENT])

    def forget_recent(self) -> None:
        QSettings().remove("recentFiles")

    # --- the autosave ----------------------------------------------------------------------------
    def autosave(self) -> None:
        """Keep the game in progress safe: written after every change; a finished game, or one
        without moves, leaves no autosave."""
        if self.window.studying or not self.autosave_enabled:
            return
        model = self.model
        target = autosave_path()
        try:
            if model.length == 0 or (model.state.is_over and model.cursor == model.length):
                target.unlink(missing_ok=True)
            else:
                target.parent.mkdir(parents=True, exist_ok=True)
                write_file(target, to_json(record_of(model, self.created)))
            self.autosave_error = ""
        except OSError as error:
            first = not self.autosave_error
            self.autosave_error = str(error) or "cannot write"
            if first:
                self.model.inform(
                    tr(
                        "The game cannot be kept safe automatically ({error}): save it with "
                        "File › Save."
                    ).format(error=self.autosave_error),
                    "refused",
                )

    @property
    def autosaved(self) -> bool:
        return self.autosave_enabled and not self.autosave_error

    @staticmethod
    def unfinished_game() -> tuple[GameRecord | None, str]:
        """The game the last run left unfinished (from the autosave), or None and why not
        (an autosave that cannot be read is put aside, never deleted)."""
        path = autosave_path()
        if not path.exists():
            return None, ""
        try:
            record = read_file(path)
        except RecordError as error:
            aside = path.with_name(f"autosave-unreadable-{os.getpid()}{SUFFIX}")
            with contextlib.suppress(OSError):
                path.replace(aside)
            return None, tr(
                "The game left unfinished last time could not be restored: {error}."
            ).format(error=render(said(error), None, translate_core))
        if record.final_state().is_over or not record.moves:
            return None, ""
        return record, ""

    @staticmethod
    def discard_unfinished() -> None:
        autosave_path().unlink(missing_ok=True)
