"""``python -m desktop.benchmark``: start-up time and responsiveness of the window.

- start-up: wall time from launching ``pyramid-duels`` to its first painted window, 3 runs;
- 3D frame rate: ``--fps-benchmark`` at 1280×800 over a finished game of each game;
- responsiveness: a whole random game of each game played by mouse clicks on the 2D board, with
  the 3D view beside it and animations on; every event the application handles during play is
  timed, and the longest are reported.

Needs a display (``./dev bench`` starts Xvfb when there is none). Figures on a shared machine are
noisy: compare them within one run.
"""

from __future__ import annotations

import os
import random
import statistics
import subprocess
import sys
import time
from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from core.playout import random_record
from core.registry import make_game


def startup_times(runs: int = 3, extra: Sequence[str] = ()) -> list[float]:
    """Seconds from launching the app to its first painted window, per run."""
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        process = subprocess.Popen(
            [sys.executable, "-m", "desktop", "--quit-when-shown", *extra],
            stdout=subprocess.PIPE,
            text=True,
            env=os.environ.copy(),
        )
        assert process.stdout is not None
        line = process.stdout.readline()
        elapsed = time.perf_counter() - start
        process.wait(timeout=30)
        if not line.startswith("shown"):
            raise RuntimeError(f"the app did not report its window: {line!r}")
        times.append(elapsed)
    return times


class TimingApplication(QApplication):
    """A QApplication that times every event it delivers (outermost deliveries only)."""

    def __init__(self, argv: list[str]) -> None:
        super().__init__(argv)
        self.depth = 0
        self.longest: list[tuple[float, str]] = []
        self.count = 0

    def notify(self, receiver: QObject, event: QEvent) -> bool:
        self.depth += 1
        start = time.perf_counter()
        try:
            return super().notify(receiver, event)
        finally:
            self.depth -= 1
            if self.depth == 0:
                elapsed = time.perf_counter() - start
                self.count += 1
                self.longest.append((elapsed, f"{type(receiver).__name__} {event.type().name}"))
                if len(self.longest) > 64:
                    self.longest.sort(reverse=True)
                    del self.longest[8:]


def play_whole_game(app: TimingApplication, name: str, seed: int) -> int:
    from desktop.main_window import MainWindow

    window = MainWindow()
    window.resize(1280, 800)
    window.show()
    window.start_game(make_game(name))
    view = window.game_page.board2d
    model = window.model
    rng = random.Random(seed)
    settle = time.perf_counter() + 1.0
    while time.perf_counter() < settle:  # the window's first showing is not play
        app.processEvents()
    app.longest.clear()
    app.count = 0
    moves = 0
    while not model.state.is_over:
        move = rng.choice(model.state.legal_moves())
        for raw in model.builder.raw_clicks(move):
            point = view.view_point(raw)
            assert point is not None
            QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)
            app.processEvents()
        while view.animating:
            app.processEvents()
            time.sleep(0.002)
        moves += 1
    window.close()
    window.deleteLater()
    app.processEvents()
    return moves


def frame_rate(name: str, seconds: float = 5.0) -> str:
    """The app's own ``--fps-benchmark`` line for a finished game of ``name``."""
    moves = " ".join(random_record(make_game(name), 3))
    command = [sys.executable, "-m", "desktop", "--game", name, "--moves", moves]
    done = subprocess.run(
        [*command, "--fps-benchmark", str(seconds)], capture_output=True, text=True, check=True
    )
    return done.stdout.strip()


def main() -> int:
    for what, extra in (
        ("the start screen", ()),
        ("an Ambush game in 2D and 3D", ("--game", "ambush")),
    ):
        times = startup_times(extra=extra)
        print(
            f"startup to a shown window ({what}): median {statistics.median(times):.2f} s "
            f"(runs: {', '.join(f'{t:.2f}' for t in times)}; target under 1.5 s)"
        )
    for name in ("pylos", "pylon", "ambush"):
        print(f"3D view, full board, orbiting: {frame_rate(name)} (target: at least 30 fps)")
    QCoreApplication.setAttribute(Qt.ApplicationAttribute.AA_ShareOpenGLContexts)
    app = TimingApplication(sys.argv[:1])
    for name in ("pylos", "pylon", "ambush"):
        moves = play_whole_game(app, name, seed=3)
        worst = sorted(app.longest, reverse=True)[:3]
        listing = "; ".join(f"{ms * 1000:.0f} ms {what}" for ms, what in worst)
        print(
            f"{name}: {moves} moves by clicks, animated, {app.count} events; "
            f"longest handlers: {listing} (target: none over 50 ms)"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
