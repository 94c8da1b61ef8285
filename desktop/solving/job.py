"""The window's end of a table's build: its process (``desktop.solving.worker``), the progress it
tells, how far along it is and how long it has to go, and how it ended.

One build at a time. Its answers are read as they come (a socket notifier on its pipe) and its
end is noticed (a notifier on the process's sentinel), so the window never waits; a process that
ends without saying how (killed, or crashed) is told as ``Ended("killed")``, its saved progress
kept for the next build.

``SolvingJob.solved(name)`` is emitted when a table has been built, with its settings' name
(``core.solver.table.Settings.name``): the parts of the program that use perfect play listen to
it to start using the table. ``changed`` is emitted whenever there is something new to show
(every second while a build runs), ``told(progress)`` for each progress the build tells.
"""

from __future__ import annotations

import contextlib
import multiprocessing
import time
from multiprocessing.connection import Connection
from multiprocessing.process import BaseProcess
from pathlib import Path

from PySide6.QtCore import QObject, QSocketNotifier, QTimer, Signal

from core.solver.table import SAVE_EVERY, Progress, Settings, default_folder, slots
from desktop.solving import tables
from desktop.solving.worker import Ended, Order, serve, slice_for

MEASURE_AFTER = 3.0
"""Seconds of this run's own progress before its speed is trusted for the time left."""
TICK_MS = 1000
STOP_WAIT = 3.0
"""Seconds the window waits, when it closes, for a build to save its progress and end (a build
still saving goes on alone: the program ends when it has)."""


class SolvingJob(QObject):
    """The build of a table of perfect play, running in the background or not."""

    changed = Signal()
    told = Signal(object)  # each Progress the build tells
    solved = Signal(str)  # the name of the settings whose table was built

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.settings: Settings | None = None  # the table being built, or the last one
        self.progress: Progress | None = None  # the last told
        self.ended: Ended | None = None  # how the last build ended (None while one runs)
        self.ends: dict[int, int] = {}  # positions settled at the end of each pass
        self.save_every = SAVE_EVERY
        self.jobs = tables.building_cores()
        self.process: BaseProcess | None = None
        self.connection: Connection | None = None
        self._notifiers: list[QSocketNotifier] = []
        self._first: tuple[float, float] | None = None  # (time, work) when this run began
        self._stopping = False
        self._tick = QTimer(self)  # the time left, said again every second while it runs
        self._tick.setInterval(TICK_MS)
        self._tick.timeout.connect(self.changed.emit)

    @staticmethod
    def folder() -> Path:
        """Where the tables are kept (the data folder's, read each time)."""
        return default_folder()

    @property
    def running(self) -> bool:
        return self.process is not None

    @property
    def stopping(self) -> bool:
        return self.running and self._stopping

    def runs(self, settings: Settings) -> bool:
        return self.running and self.settings == settings

    # --- starting and stopping -------------------------------------------------------------
    def start(self, settings: Settings) -> None:
        """Build (or resume building) the table of ``settings`` in the background."""
        if self.running:
            return
        folder = self.folder()
        self.settings, self.ended, self._stopping, self._first = settings, None, False, None
        self.ends = tables.read_passes(settings, folder)
        saved = tables.saved_progress(settings, folder)
        self.progress = (
            Progress(saved.distance, saved.next, saved.size, saved.settled) if saved else None
        )
        size = slots(settings)
        order = Order(settings, str(folder), self.jobs, self.save_every, slice_for(size))
        context = multiprocessing.get_context("spawn")
        ours, theirs = context.Pipe(duplex=True)
        process = context.Process(
            target=serve, args=(theirs, order), name="pyramid-duels-solver", daemon=False
        )
        process.start()
        theirs.close()
        self.process, self.connection = process, ours
        reader = QSocketNotifier(ours.fileno(), QSocketNotifier.Type.Read, self)
        reader.activated.connect(self._read)
        watcher = QSocketNotifier(process.sentinel, QSocketNotifier.Type.Read, self)
        watcher.activated.connect(self._process_ended)
        self._notifiers = [reader, watcher]
        self._tick.start()
        self.changed.emit()

    def stop(self) -> None:
        """Ask the build to stop (it saves its progress first: ``ended`` then says "stopped")."""
        if self.connection is not None and not self._stopping:
            self._stopping = True
            with contextlib.suppress(OSError, ValueError):
                self.connection.send("stop")
            self.changed.emit()

    def shutdown(self, wait: float = STOP_WAIT) -> None:
        """The window closes: the build stops, its progress saved. It is waited for a moment;
        one that needs longer to save goes on alone (the program ends after it)."""
        process = self.process
        if process is None:
            return
        self.stop()
        process.join(wait)
        self._let_go()
        if self.connection is not None:
            self.connection.close()
        self.process, self.connection = None, None

    # --- what it tells -----------------------------------------------------------------------
    def _read(self) -> None:
        connection = self.connection
        if connection is None:
            return
        try:
            while connection.poll():
                self._take(connection.recv())
        except (EOFError, OSError):
            self._process_ended()

    def _take(self, message: object) -> None:
        if isinstance(message, Progress):
            self.progress = message
            if message.done >= message.size:
                self.ends[message.distance] = message.settled
            if self._first is None:
                self._first = (time.monotonic(), self.work_done())
            self.told.emit(message)
            self.changed.emit()
        elif isinstance(message, Ended):
            self.ended = message

    def _process_ended(self) -> None:
        """The process is over: how it ended is what it said, or else it was killed."""
        process, connection = self.process, self.connection
        if process is None or connection is None:
            return
        with contextlib.suppress(EOFError, OSError):
            while connection.poll():
                self._take(connection.recv())
        self._let_go()
        process.join(1.0)
        if self.ended is None:
            code = process.exitcode
            self.ended = Ended("killed", str(code))  # (a signal's number, negated)
        connection.close()
        self.process, self.connection, self._stopping = None, None, False
        self.changed.emit()
        if self.ended.how == "built" and self.settings is not None:
            self.solved.emit(self.settings.name)

    def _let_go(self) -> None:
        self._tick.stop()
        for notifier in self._notifiers:
            notifier.setEnabled(False)
            notifier.deleteLater()
        self._notifiers = []

    # --- how far, how long -------------------------------------------------------------------
    def work_done(self) -> float:
        progress = self.progress
        if progress is None:
            return 0.0
        return tables.work_done(
            progress.distance, progress.done, progress.size, progress.settled, self.ends
        )

    def share(self) -> float:
        """How much of the build is done, from 0 to 0.99 (about: see ``tables``)."""
        if self.settings is None:
            return 0.0
        return min(0.99, self.work_done() / tables.total_work(self.settings, self.ends))

    def seconds_left(self) -> float:
        """About how long the build has to go: at the speed this run has shown, once it has
        run a few seconds, and at this machine's usual speed until then."""
        if self.settings is None:
            return 0.0
        done, total = self.work_done(), tables.total_work(self.settings, self.ends)
        rate = tables.CORE_RATE * self.jobs
        if self._first is not None:
            began, first = self._first
            seconds = time.monotonic() - began
            if seconds >= MEASURE_AFTER and done > first:
                rate = (done - first) / seconds
        return max(0.0, total - done) / rate
