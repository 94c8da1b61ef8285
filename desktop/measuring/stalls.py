"""Measuring how long the window stops answering: a timer that should fire every millisecond,
and the longest wait between two of its ticks.

Two clocks: the wall clock (what a user feels, whatever its cause) and the window thread's own
CPU time (the work the window did itself meanwhile: a search run in its thread shows there,
another process that took the processor from it does not)."""

from __future__ import annotations

import time

from PySide6.QtCore import QObject, QTimer


class StallMeter(QObject):
    """While running, records the longest time the event loop went without serving a 1 ms
    timer: the longest stall a user could feel (a click, a key or a frame waits that long),
    ``longest`` by the wall clock and ``longest_cpu`` in the window thread's own CPU time."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._timer = QTimer(self)
        self._timer.setInterval(1)
        self._timer.timeout.connect(self._tick)
        self._last = self._last_cpu = 0.0
        self.longest = self.longest_cpu = 0.0
        self.ticks = 0

    def start(self) -> None:
        self.longest = self.longest_cpu = 0.0
        self.ticks = 0
        self._last, self._last_cpu = time.perf_counter(), time.thread_time()
        self._timer.start()

    def stop(self) -> float:
        """Stop measuring; the longest stall in seconds (by the wall clock)."""
        self._tick()
        self._timer.stop()
        return self.longest

    def reset(self) -> None:
        """Forget what was measured so far (the timer keeps running)."""
        self.longest = self.longest_cpu = 0.0
        self._last, self._last_cpu = time.perf_counter(), time.thread_time()

    def _tick(self) -> None:
        now, cpu = time.perf_counter(), time.thread_time()
        self.longest = max(self.longest, now - self._last)
        self.longest_cpu = max(self.longest_cpu, cpu - self._last_cpu)
        self._last, self._last_cpu = now, cpu
        self.ticks += 1
