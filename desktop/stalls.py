"""Measuring how long the window stops answering: a timer that should fire every millisecond,
and the longest wait between two of its ticks."""

from __future__ import annotations

import time

from PySide6.QtCore import QObject, QTimer


class StallMeter(QObject):
    """While running, records the longest time the event loop went without serving a 1 ms
    timer: the longest stall a user could feel (a click, a key or a frame waits that long)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._timer = QTimer(self)
        self._timer.setInterval(1)
        self._timer.timeout.connect(self._tick)
        self._last = 0.0
        self.longest = 0.0
        self.ticks = 0

    def start(self) -> None:
        self.longest = 0.0
        self.ticks = 0
        self._last = time.perf_counter()
        self._timer.start()

    def stop(self) -> float:
        """Stop measuring; the longest stall in seconds."""
        self._tick()
        self._timer.stop()
        return self.longest

    def reset(self) -> None:
        """Forget what was measured so far (the timer keeps running)."""
        self.longest = 0.0
        self._last = time.perf_counter()

    def _tick(self) -> None:
        now = time.perf_counter()
        self.longest = max(self.longest, now - self._last)
        self._last = now
        self.ticks += 1
