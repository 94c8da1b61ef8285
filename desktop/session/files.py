"""Games in files: the game on the table as a record (``core.record``) and back, saving and
opening, the recent files, and where the program keeps its own files.

Every write goes through ``QSaveFile`` (a temporary file, flushed and synced, then renamed over
the old one), so a crash or a full disk never leaves half a file where a good one was. A file
that cannot be opened is explained and changes nothing: the game on the board stays as it was.
The files speak to the session (``desktop.session.session``), never to the window.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject, QSaveFile, QSettings, QStandardPaths, Signal

from core.record import GameRecord, Player, RecordError, now, read_file, to_json
from core.words import render, said
from desktop import __version__
from desktop.i18n import tr, translate_core
from desktop.model import GameModel, Seat

SUFFIX = ".pdgame"
FILTER = "Pyramid Duels games (*.pdgame *.json);;All files (*)"


def file_filter() -> str:
    """The file dialogs' filter (``FILTER``) in the language of this run."""
    games = tr("Pyramid Duels games ({patterns})").format(patterns="*.pdgame *.json")
    everything = tr("All files ({patterns})").format(patterns="*")
    return f"{games};;{everything}"


RECENT = 8

FILE_KEY = "file"
"""A kept game's file, on the shelf: where *Save* writes it when it comes back."""


def cannot_open(name: str, problem: str) -> str:
    """Why the file ``name`` cannot be opened, in the language of this run: ``problem`` is what
    the reader said (a ``core.words.Text``, translated, the players by the game's own names; a
    plain message as it is)."""
    return tr("Cannot open {file}: {error}.").format(
        file=name, error=render(problem, None, translate_core)
    )


def record_of(model: GameModel, created: str = "", paused: bool = False) -> GameRecord:
    """The game on ``model`` as a record (the moves after the cursor included: redo);
    ``paused``: its two computers are paused."""
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
        paused=paused,
    )


def record_key(record: GameRecord) -> object:
    """What a file holds of a game, to tell whether the game on the table still matches it:
    the game and its options, who sat where, the moves, the ending and where undo left it."""
    return (record.game, record.players, record.moves, record.ending, record.cursor)


def same_file(one: Path | None, other: Path) -> bool:
    """Whether ``one`` names the file at ``other`` (both there)."""
    try:
        return one is not None and one.exists() and one.samefile(other)
    except OSError:
        return False


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


class GameFiles(QObject):
    """The file of the game on ``model`` (if it was saved or opened), and the recent files.

    ``changed()`` fires when the file or its saved state changes (for the title and actions);
    ``problem(text)`` says why something could not be done (the session shows it).
    """

    changed = Signal()
    problem = Signal(object)  # words (desktop.model.game.Told): why something failed
    info = Signal(object)  # words: what was done

    def __init__(self, model: GameModel, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self.path: Path | None = None
        self.created = now()
        self._saved: object = self._snapshot()
        for signal in (model.position_changed, model.history_changed, model.game_started):
            signal.connect(lambda *_: self.changed.emit())

    def _snapshot(self) -> object:
        return record_key(record_of(self.model))

    @property
    def saved(self) -> object:
        """What the file holds (``record_key``), to give back to ``belongs_to`` when the game
        comes back to the table."""
        return self._saved

    def held_in(self, path: Path) -> object:
        """What the file at ``path`` holds now (``record_key``); a file that is gone or cannot be
        read holds nothing this game matches."""
        try:
            return record_key(read_file(path))
        except (OSError, RecordError):
            return object()

    @property
    def modified(self) -> bool:
        """The game differs from its file (or, never saved, has moves)."""
        if self.path is None:
            return self.model.length > 0
        return self._snapshot() != self._saved

    def belongs_to(self, path: Path | None, created: str = "", saved: object = None) -> None:
        """The game now on the table is the one in ``path`` (None: in no file), which holds
        ``saved`` (``record_key``; None: the game as it is now)."""
        self.path = path
        self.created = created or now()
        self._saved = self._snapshot() if saved is None else saved
        if path is not None:
            self.remember_recent(path)
        self.changed.emit()

    def save_to(self, path: str | Path, paused: bool = False) -> bool:
        """Save the game to ``path``; False (and a problem said) if it cannot be written."""
        path = Path(path)
        if not path.suffix:
            path = path.with_suffix(SUFFIX)
        try:
            write_file(path, to_json(record_of(self.model, self.created, paused)))
        except OSError as error:
            failure = error
            self.problem.emit(
                lambda: tr("Could not save to {file}: {error}").format(
                    file=path.name, error=failure
                )
            )
            return False
        self.belongs_to(path, self.created)
        self.info.emit(lambda: tr("Saved to {file}.").format(file=path.name))
        return True

    def read(self, path: str | Path) -> GameRecord | None:
        """The game saved at ``path``, or None (and why, said) if it cannot be opened."""
        path = Path(path)
        try:
            return read_file(path)
        except RecordError as error:
            failure = error
            self.problem.emit(lambda: cannot_open(path.name, said(failure)))
            return None

    # --- recent files ----------------------------------------------------------------------
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
