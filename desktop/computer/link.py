"""The window's line to the computer's worker process: started when first needed, its answers
read as they come (a socket notifier on its pipe, so nothing waits), its end noticed (a notifier
on the process's sentinel), a new one started after a death."""

from __future__ import annotations

from PySide6.QtCore import QObject, QSocketNotifier, Signal

from desktop.computer.worker import Worker


class WorkerLink(QObject):
    """One worker process at a time. Signals: ``received(message)`` for each answer,
    ``ended(exit_code)`` when the process died (the next ``send`` starts another)."""

    received = Signal(object)
    ended = Signal(object)  # the exit code (None if unknown)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.worker: Worker | None = None
        self._notifiers: list[QSocketNotifier] = []

    def start(self) -> Worker:
        """The worker process, started now if there is none."""
        if self.worker is None:
            self.worker = Worker()
            connection = self.worker.connection
            reader = QSocketNotifier(connection.fileno(), QSocketNotifier.Type.Read, self)
            reader.activated.connect(self._read)
            watcher = QSocketNotifier(self.worker.process.sentinel, QSocketNotifier.Type.Read, self)
            watcher.activated.connect(self._ended)
            self._notifiers = [reader, watcher]
        return self.worker

    def send(self, message: object) -> None:
        self.start().send(message)

    def send_if_running(self, message: object) -> None:
        """Send ``message`` to a worker already running (a cancel needs no new one)."""
        if self.worker is not None:
            self.worker.send(message)

    def _read(self) -> None:
        worker = self.worker
        if worker is None:
            return
        try:
            while worker.connection.poll():
                self.received.emit(worker.connection.recv())
        except (EOFError, OSError):
            self._ended()

    def _ended(self) -> None:
        """The worker died (a crash, or killed)."""
        worker = self.worker
        if worker is None:
            return
        self._let_go()
        worker.process.join(0.5)
        code = worker.process.exitcode
        worker.connection.close()
        self.worker = None
        self.ended.emit(code)

    def _let_go(self) -> None:
        for notifier in self._notifiers:
            notifier.setEnabled(False)
            notifier.deleteLater()
        self._notifiers = []

    def stop(self) -> None:
        """The window closes: stop the worker."""
        self._let_go()
        if self.worker is not None:
            self.worker.stop()
            self.worker = None
