"""Measuring start-up: quit as soon as the window has painted once, saying how long it took."""

from __future__ import annotations

import time

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication


class FirstPaintWatcher(QObject):
    """Event filter for the main window: on its first paint, print ``shown SECONDS`` (since
    ``started``) and quit. Used by ``pyramid-duels --quit-when-shown`` and the benchmark."""

    def __init__(self, window: QObject, started: float) -> None:
        super().__init__(window)
        self.started = started
        self.done = False

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint and not self.done:
            self.done = True
            QTimer.singleShot(0, self._report)
        return False

    def _report(self) -> None:
        print(f"shown {time.perf_counter() - self.started:.3f}", flush=True)
        QApplication.quit()
