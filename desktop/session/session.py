"""The session: one object decides what holds the board.

A ``Session`` (a ``QObject``, no widgets) owns the ``GameModel``, the computer that plays its
seats, the controllers of the studies (the lessons, the puzzles and the practices), the files of
the game on the table and the shelf of the games a player may come back to. It knows what the
window shows, its *mode* — the start screen, a game or a study — and the game that waits while a
study has the board.

The window and its pages send intents (start a game, open a file, rematch, open a lesson…) and
listen: ``mode_changed``, ``title_changed``, ``problem`` and ``info`` (words to show where
the player looks), ``question`` (something to ask the players) and ``kept_changed`` (the games
waiting on the shelf changed).

No intent loses a game. The game on the table is kept on the shelf, whole, after every change
(``desktop.session.shelf``): starting another game, opening a file, a rematch or a lesson leaves
it there, and the start screen offers it back (also after a crash). A finished game, or one
without moves, is not kept.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from enum import Enum
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from core.api import Game
from core.record import GameRecord
from core.registry import game_names, make_game
from desktop.computer.player import ComputerPlayer
from desktop.i18n import fill, tr, translate_core
from desktop.model import GameModel, Seat
from desktop.session.files import FILE_KEY, GameFiles, record_key, record_of, same_file, seats_of
from desktop.session.shelf import KeptGame, Shelf
from desktop.study.controller import StudyController
from desktop.study.kind import StudyKind
from desktop.study.lessons import LessonController
from desktop.study.practice import PracticeController
from desktop.study.puzzles import PuzzleController

APP = "Pyramid Duels"


class Mode(Enum):
    """What the window shows: the start screen, a game, or a study (a lesson, a puzzle or a
    practice: ``Session.study`` is the one on the board)."""

    START = "start"
    GAME = "game"
    STUDY = "study"


@dataclass(frozen=True)
class Question:
    """Something to ask the players (a proposal to end the game): ``answer(True)`` says yes."""

    title: str
    text: str
    answer: Callable[[bool], None]


@dataclass(frozen=True)
class _Table:
    """The game a study took the board from, to put back when it is left."""

    ident: str
    record: GameRecord
    path: Path | None
    saved: object  # what its file holds (``GameFiles.saved``)


class Session(QObject):
    """What holds the board, and every intent that changes it (see the module's words)."""

    mode_changed = Signal()
    title_changed = Signal(str)
    problem = Signal(object)  # words (desktop.model.game.Told) for where the player looks
    info = Signal(object)
    question = Signal(object)  # a Question
    kept_changed = Signal()

    def __init__(self, shelf: Shelf | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.model = GameModel(make_game(game_names()[0]), parent=self)
        self.computer = ComputerPlayer(self.model, self)
        self.lessons = LessonController(self.model, parent=self)
        self.puzzles = PuzzleController(self.model, parent=self)
        self.practice = PracticeController(self.model, parent=self)
        self.studies: dict[StudyKind, StudyController[Any]] = {
            study.kind: study for study in (self.lessons, self.puzzles, self.practice)
        }
        self.files = GameFiles(self.model, self)
        self.shelf = shelf or Shelf()
        self.mode = Mode.START
        self.current = ""  # the shelf's name for the game on the table ("": none yet)
        self.waiting: _Table | None = None
        self.tags: Callable[[], dict[str, Any]] = dict  # extra for its record (online play's)
        self.autosave_error = ""
        self._autosave = QTimer(self)
        self._autosave.setSingleShot(True)
        self._autosave.timeout.connect(self.keep_the_game)
        for signal in (self.model.position_changed, self.model.history_changed):
            signal.connect(self._game_changed)
        self.files.changed.connect(self._tell_title)
        self.files.problem.connect(self.problem)
        self.files.info.connect(self.model.inform)
        for study in self.studies.values():
            study.changed.connect(self._tell_title)

    # --- what is on the table --------------------------------------------------------------
    @property
    def study(self) -> StudyController[Any] | None:
        """The lesson, puzzle or practice that has the board, if one has (shown or behind the
        start screen)."""
        return next((study for study in self.studies.values() if study.active), None)

    @property
    def studying(self) -> bool:
        """A study has the board (no game to keep, no history to move through)."""
        return self.study is not None

    @property
    def has_game(self) -> bool:
        """A game is on the table (shown, or behind the start screen)."""
        return bool(self.current)

    @property
    def playing(self) -> bool:
        """A game is on show and may be played (not the start screen, not a study)."""
        return self.mode is Mode.GAME

    def title(self) -> str:
        """The window's title: the game's file (or name) and the program, or what is studied."""
        if self.study is not None:
            return self.study.window_title()
        if not self.has_game:
            return APP
        name = self.files.path.name if self.files.path else self.model.game.title
        return f"{name}[*] — {APP}"

    @property
    def modified(self) -> bool:
        """The game on the table differs from its file (only said of a game with a file)."""
        return self.has_game and self.files.path is not None and self.files.modified

    def _tell_title(self) -> None:
        self.title_changed.emit(self.title())

    def _set_mode(self, mode: Mode) -> None:
        self.mode = mode
        self.mode_changed.emit()
        self._tell_title()

    # --- games -----------------------------------------------------------------------------
    def start_game(
        self,
        game: Game,
        seats: tuple[Seat, Seat] | None = None,
        moves: list[str] | None = None,
        ending: str | None = None,
        cursor: int | None = None,
        ident: str = "",
    ) -> None:
        """Put a new game on the table (after ``moves``, undo having left it at ``cursor``;
        ``ident``: its name on the shelf, if kept). What was there stays on the shelf, whole,
        if worth keeping: a game under way is, and the player is told where to find it."""
        model = self.model
        elsewhere = self.current not in ("", ident)  # (not the same game put back)
        under_way = elsewhere and bool(model.entries) and not model.state.is_over
        left = model.game.title if under_way and not self.studying else ""
        self._table(game, seats, moves, ending, cursor, ident=ident)
        if left and self.kept_safe:
            model.inform(
                lambda: fill(
                    tr("Your game of {game} is kept: the start screen offers it back."), game=left
                )
            )

    def play_record(
        self,
        record: GameRecord,
        path: Path | None = None,
        ident: str = "",
        saved: object = None,
    ) -> None:
        """The game of ``record`` on the table as it was saved, two computers paused if they
        were (``ident``: its name on the shelf, if it comes from there; ``path``: its file,
        which holds ``saved``, as ``GameFiles.belongs_to`` says)."""
        seats = seats_of(record)
        paused = record.paused and all(seat.kind == "computer" for seat in seats)
        moves, ending, cursor = list(record.moves), record.ending, record.cursor
        file = (path, record.created, saved)
        self._table(record.game, seats, moves, ending, cursor, paused, ident, file)

    def _table(
        self,
        game: Game,
        seats: tuple[Seat, Seat] | None,
        moves: list[str] | None,
        ending: str | None,
        cursor: int | None,
        paused: bool = False,
        ident: str = "",
        file: tuple[Path | None, str, object] = (None, "", None),
    ) -> None:
        """``file``: the game's file, when it was made and what it holds (``belongs_to``)."""
        self._leave_the_table()
        self.computer.paused = paused
        self.model.lock(None)  # a practice left the board locked: the game is free
        self.model.new_game(game, seats, moves, ending, cursor=cursor)
        self.current = ident or self.shelf.new_ident()
        self.files.belongs_to(*file)
        if self.computer.has_computer():
            self.computer.start_worker()
        self._set_mode(Mode.GAME)
        self.keep_the_game()
        self.kept_changed.emit()

    def open_file(self, path: str | Path) -> bool:
        """Open the saved game at ``path``; on a problem say it and change nothing. A file
        already on the table, or waiting on the shelf as its file holds it, is not opened a
        second time: it is shown (the shelf keeps one game per file)."""
        path = Path(path)
        record = self.files.read(path)
        if record is None:
            return False
        if self.has_game and same_file(self.files.path, path) and not self.modified:
            self._set_mode(Mode.GAME)
            name = path.name
            self.model.inform(lambda: tr("{file} is already on the table.").format(file=name))
            return True
        held = record_key(record)
        for kept in self.kept_games():
            if same_file(kept.file, path) and record_key(kept.record) == held and not kept.online:
                self.resume_kept(kept.ident)
                return True
        self.play_record(record, path)
        return True

    def save(self, path: str | Path) -> bool:
        """Save the game on the table to ``path`` (False, and why said, if it cannot be)."""
        return self.files.save_to(path, paused=self._paused_watching())

    def rematch(self) -> None:
        """The same game again, the players swapping seats (so the other one starts)."""
        first, second = self.model.seats
        self.start_game(self.model.game, (second, first))

    def show_start(self) -> None:
        """The start screen; what holds the board waits there, and is offered back."""
        if self.computer.watching() and not self.studying:
            self.computer.pause(True)
        self._set_mode(Mode.START)

    def back_to_the_table(self) -> None:
        """From the start screen back to what holds the board (a study, or a game)."""
        if self.studying:
            self._set_mode(Mode.STUDY)
        elif self.has_game:
            self._set_mode(Mode.GAME)

    def _leave_the_table(self) -> None:
        """Whatever holds the board lets go of it: a search stops, a study stops (the game it
        interrupted is on the shelf), the game on the table is kept."""
        self.computer.cancel()
        self.computer.stop_analysis("the game changed")
        for study in self.studies.values():
            study.stop()
        self.waiting = None
        if self.current:
            self.keep_the_game()

    # --- the shelf -------------------------------------------------------------------------
    def kept_games(self) -> list[KeptGame]:
        """The games waiting on the shelf (not the one on the table), the latest first; a file
        that cannot be read is said as a problem."""
        kept, problems = self.shelf.games(leave_out=self.current)
        for problem in problems:
            self.problem.emit(problem)
        return kept

    def resume_kept(self, ident: str) -> None:
        """Back to a game of the shelf, as it was left (the one on the table stays kept)."""
        kept = next((game for game in self.kept_games() if game.ident == ident), None)
        if kept is None:
            return
        name = kept.record.extra.get(FILE_KEY)
        path = Path(name) if isinstance(name, str) and name else None
        saved = self.files.held_in(path) if path is not None else None
        self.play_record(kept.record, path, ident, saved)

    def discard_kept(self, ident: str) -> None:
        """Forget a game of the shelf for good (the player asked for it)."""
        if ident != self.current:
            self.shelf.drop(ident)
            self.kept_changed.emit()

    def keep_the_game(self) -> None:
        """Write the game on the table to the shelf (a finished game, or one without moves,
        leaves it); a first failure is said, with the way out."""
        if not self.current or self.studying:
            return
        record = record_of(self.model, self.files.created, self._paused_watching())
        file = {} if self.files.path is None else {FILE_KEY: str(self.files.path)}
        record = replace(record, extra={**self.tags(), **file})  # (its file: where Save writes)
        try:
            self.shelf.keep(self.current, record)
        except OSError as error:
            first = not self.autosave_error
            self.autosave_error = str(error) or "cannot write"
            if first:
                why = self.autosave_error
                self.problem.emit(
                    lambda: tr(
                        "The game cannot be kept safe automatically ({error}): save it with "
                        "File › Save."
                    ).format(error=why)
                )
            return
        self.autosave_error = ""

    @property
    def kept_safe(self) -> bool:
        """The game on the table is on the shelf (or needs no keeping)."""
        return not self.autosave_error

    def _game_changed(self, *_: object) -> None:
        if self.current and not self.studying:
            self._autosave.start(0)  # once, after the signals of this change

    def _paused_watching(self) -> bool:
        return self.computer.watching() and self.computer.paused

    # --- studies ----------------------------------------------------------------------------
    def start_study(self, kind: StudyKind, game_name: str, index: int = 0, step: int = 0) -> None:
        """Open ``game_name``'s lesson, puzzle or practice (``kind``) ``index`` (from 0), a
        lesson at its step ``step``: the game on the table waits, whole, until the study is
        left. One that cannot be opened (its file unreadable) is said (``problem``), and the
        player is back where they were."""
        self._set_aside()
        self._stop_studies()
        try:
            self.studies[kind].start(game_name, index, step)
        except ValueError as error:
            self.leave_study()  # back where the player was, and the problem said there
            self.problem.emit(str(error))
            return
        self._set_mode(Mode.STUDY)

    def _stop_studies(self) -> None:
        """The study on the board lets go of it (the computer's search too)."""
        self.computer.cancel()
        for study in self.studies.values():
            study.stop()

    def _set_aside(self) -> None:
        """The game on the table waits behind the study (kept on the shelf too)."""
        self.computer.cancel()
        self.computer.stop_analysis("the game changed")
        if self.current:
            self.keep_the_game()
            record = record_of(self.model, self.files.created, self._paused_watching())
            self.waiting = _Table(self.current, record, self.files.path, self.files.saved)
            self.current = ""

    def try_from(self, moves: list[str]) -> None:
        """The position after ``moves`` of the game on the table, for two people to try another
        move there (the analysis's *Retry from here*): the game waits, whole, on the shelf, as
        behind a study, and ``leave_study`` brings it back."""
        game, seats = self.model.game, tuple(Seat(s.name, ours=s.ours) for s in self.model.seats)
        self._set_aside()
        self.model.lock(None)
        self.model.new_game(game, (seats[0], seats[1]), moves)

    def leave_study(self) -> None:
        """Back to the game the study (or a retry) interrupted, or to the start screen."""
        table = self.waiting
        for study in self.studies.values():
            study.stop()
        if table is None:
            self._set_mode(Mode.START)
            return
        self.play_record(table.record, table.path, table.ident, table.saved)
        self.model.inform(lambda: tr("Back to your game, as you left it."))

    def language_changed(self) -> None:
        """The studies speak the new language at once, and so do the words on show."""
        for study in self.studies.values():
            study.language_changed()
        self.model.retell()

    # --- playing ---------------------------------------------------------------------------
    def undo(self) -> None:
        """Take back the last move (against the computer, back to a person's last decision;
        between two computers, the game pauses; online, the friend is asked instead)."""
        if any(seat.kind == "online" for seat in self.model.seats):
            return
        if self.computer.watching() and not self.computer.paused:
            self.computer.pause(True)
        self.model.undo()

    def hint(self) -> None:
        """The strongest level's move here, shown on both boards with a reason, not played."""
        reason = self.computer.ask_hint()
        if reason is not None:
            self.model.inform(
                lambda: tr("No hint now: {reason}.").format(
                    reason=self.computer.why_no_hint() or reason
                ),
                "refused",
            )

    def propose(self, name: str) -> None:
        """The player to move proposes ``name``; the other player is asked (``question``), or,
        when the computer holds the other seat, answers by itself."""
        model = self.model
        reason = model.propose(name)
        if reason is not None:
            said = lambda: tr("Not now: {reason}.").format(reason=translate_core(reason))  # noqa: E731
            model.inform(said, "refused")
            return
        if self.computer.answers_proposals():
            self.computer.answer_proposal(name)  # the computer decides for its own seat
            return
        state = model.state
        names = model.shown_names  # as the window names them (language, palette)
        words = model.kit.words.proposal_question(state, name, names)
        title = translate_core(next(p.title for p in model.game.proposals if p.name == name))

        def answer(yes: bool) -> None:
            if yes:
                model.agree(name)
            else:
                model.inform(
                    lambda: fill(
                        tr("{player} refused: the game goes on."),
                        player=model.shown_names[1 - model.state.current_player],
                    )
                )

        self.question.emit(Question(title, model.say(words), answer))

    def close(self) -> None:
        """The program ends: the search stops, the game on the table is kept."""
        self.computer.shutdown()
        self.keep_the_game()
