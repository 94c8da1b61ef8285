"""``python -m desktop.measuring.benchmark [startup|fps|stalls|layout|thinking]...``: the
window's figures.

- startup: wall time from launching ``pyramid-duels`` to its first painted window, 3 runs;
- fps: ``--fps-benchmark`` at 1280×800 over a finished game of each game;
- stalls: a whole random game of each game played by mouse clicks (2D board and choice buttons),
  the 3D view beside it, animations on; every event the application handles during play is
  timed and the longest are reported (``stall GAME MS CPU_MS`` lines, by the wall clock and in
  the window thread's own CPU time, are for scripts and tests);
- layout: how much of its pane each board fills, and the smallest text, for every game, view and
  window size (1024×600, 1280×800, 1920×1080);
- thinking: while the computer searches at its strongest level (in its worker process), the 3D
  view's frame rate against its rate without a search (runs alternated), the longest stall of
  the event loop with the mouse moving over both boards (and while the game is analysed), and
  how deep a 2-second search gets
  beside a still view and beside one moving all along (the search waits while frames are drawn,
  see ``desktop.computer.busy``) (``thinking GAME FPS FPS MS DEPTH DEPTH`` lines).

With no argument, all of them but thinking (``./dev bench ai`` runs it).

Needs a display (``./dev bench`` starts Xvfb when there is none). Figures on a shared machine are
noisy: compare them within one run.
"""

from __future__ import annotations

import gc
import os
import random
import statistics
import subprocess
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from core.playout import random_record
from core.registry import game_names, make_game
from desktop.computer.protocol import Thought

if TYPE_CHECKING:
    from desktop.window.main_window import MainWindow


def startup_times(runs: int = 3, extra: Sequence[str] = ()) -> list[float]:
    """Seconds from launching the app to its first painted window, per run, as an installed
    copy starts: with its modules' bytecode cached (pip and the bundle write it; a first run,
    not counted, writes it here even where PYTHONDONTWRITEBYTECODE is set)."""
    env = {key: value for key, value in os.environ.items() if key != "PYTHONDONTWRITEBYTECODE"}
    times = []
    for run in range(runs + 1):
        start = time.perf_counter()
        process = subprocess.Popen(
            [sys.executable, "-m", "desktop", "--quit-when-shown", *extra],
            stdout=subprocess.PIPE,
            text=True,
            env=env,
        )
        assert process.stdout is not None
        line = process.stdout.readline()
        elapsed = time.perf_counter() - start
        process.wait(timeout=30)
        if not line.startswith("shown"):
            raise RuntimeError(f"the app did not report its window: {line!r}")
        if run:
            times.append(elapsed)
    return times


class TimingApplication(QApplication):
    """A QApplication that times every event it delivers (outermost deliveries only)."""

    def __init__(self, argv: list[str]) -> None:
        super().__init__(argv)
        self.depth = 0
        self.longest: list[tuple[float, str]] = []
        self.longest_cpu = 0.0  # the longest event in the window thread's own CPU time
        self.count = 0

    def notify(self, receiver: QObject, event: QEvent) -> bool:
        self.depth += 1
        start, cpu = time.perf_counter(), time.thread_time()
        try:
            return super().notify(receiver, event)
        finally:
            self.depth -= 1
            if self.depth == 0:
                elapsed = time.perf_counter() - start
                self.longest_cpu = max(self.longest_cpu, time.thread_time() - cpu)
                self.count += 1
                self.longest.append((elapsed, f"{type(receiver).__name__} {event.type().name}"))
                if len(self.longest) > 64:
                    self.longest.sort(reverse=True)
                    del self.longest[8:]


def play_whole_game(
    app: TimingApplication, name: str, seed: int, animation_ms: int | None = None
) -> int:
    from desktop.window.main_window import MainWindow

    window = MainWindow(view="both")
    if animation_ms is not None:
        window.game_page.board2d.animation_ms = animation_ms
        if window.game_page.board3d is not None:
            window.game_page.board3d.animation_ms = animation_ms
    window.resize(1280, 800)
    window.show()
    window.session.start_game(make_game(name))
    view = window.game_page.board2d
    model = window.model
    rng = random.Random(seed)
    settle = time.perf_counter() + 1.0
    while time.perf_counter() < settle:  # the window's first showing is not play
        app.processEvents()
    gc.freeze()  # as the application does once its window is up
    app.longest.clear()
    app.longest_cpu = 0.0
    app.count = 0
    moves = 0
    while not model.state.is_over:
        move = rng.choice(model.state.legal_moves())
        for raw in model.builder.raw_clicks(move):
            where = window.game_page.where(raw)
            assert where is not None, raw
            QTest.mouseClick(where[0], Qt.MouseButton.LeftButton, pos=where[1])
            app.processEvents()
        three_d = window.game_page.board3d
        while view.animating or (three_d is not None and three_d.animating):
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


def startup() -> None:
    for what, extra in (
        ("the start screen", ()),
        (f"a game of {game_names()[-1]} in 2D and 3D", ("--game", game_names()[-1])),
    ):
        times = startup_times(extra=extra)
        print(
            f"startup to a shown window ({what}): median {statistics.median(times):.2f} s "
            f"(runs: {', '.join(f'{t:.2f}' for t in times)}; target under 1.5 s)"
        )


def fps() -> None:
    for name in game_names():
        print(f"3D view, full board, orbiting: {frame_rate(name)} (target: at least 30 fps)")


def stalls(names: Sequence[str], animation_ms: int | None = None) -> None:
    app = _application(TimingApplication)
    assert isinstance(app, TimingApplication)
    for name in names:
        moves = play_whole_game(app, name, seed=3, animation_ms=animation_ms)
        worst = sorted(app.longest, reverse=True)[:3]
        listing = "; ".join(f"{ms * 1000:.0f} ms {what}" for ms, what in worst)
        print(
            f"{name}: {moves} moves by clicks, 2D and 3D, animated, {app.count} events; "
            f"longest handlers: {listing} (target: none over 50 ms)"
        )
        print(f"stall {name} {worst[0][0] * 1000:.1f} {app.longest_cpu * 1000:.1f}", flush=True)


def thinking(names: Sequence[str], seconds: float = 4.0) -> None:
    app = _application(QApplication)
    for name in names:
        figures = _thinking_figures(app, name, seconds)
        alone, searching = figures.alone, figures.searching
        print(
            f"{name}: 3D view {alone:.1f} fps alone, {searching:.1f} fps while the computer "
            f"searches at its strongest ({searching / alone:.0%}; target at least 90 %; runs "
            f"alternated: {' '.join(f'{f:.1f}' for f in figures.runs[0])} without, "
            f"{' '.join(f'{f:.1f}' for f in figures.runs[1])} with); "
            f"longest stall while it searches, mouse moving: {figures.stall * 1000:.0f} ms "
            f"(target under 50 ms; {figures.searches} searches; "
            f"{figures.quiet_stall * 1000:.0f} ms with no search, "
            f"{figures.analysis_stall * 1000:.0f} ms while the game is analysed); "
            f"a 2-second search reaches "
            f"depth {figures.still_depth:.1f} ({figures.still_nodes:,.0f} nodes) beside a still "
            f"view, depth {figures.moving_depth:.1f} ({figures.moving_nodes:,.0f} nodes) while "
            f"the view moves all along"
        )
        print(
            f"thinking {name} {alone:.1f} {searching:.1f} {figures.stall * 1000:.1f} "
            f"{figures.still_depth:.1f} {figures.moving_depth:.1f}",
            flush=True,
        )


@dataclass(frozen=True)
class ThinkingFigures:
    alone: float  # frames per second without a search
    searching: float  # and with one
    runs: tuple[tuple[float, ...], tuple[float, ...]]  # each run's, without and with
    stall: float  # the longest stall, in seconds, while searching with the mouse moving
    searches: int
    quiet_stall: float  # the same with no search
    analysis_stall: float  # the same while the game is analysed
    still_depth: float  # mean depth and nodes of a search beside a still view
    still_nodes: float
    moving_depth: float  # and beside a 3D view moving all along
    moving_nodes: float


def _thinking_figures(app: QApplication, name: str, seconds: float) -> ThinkingFigures:
    """Frame rates without and with a search, the longest stall during one, and how deep the
    computer searches beside a still view and a moving one."""
    from desktop.measuring.fps import measure_fps
    from desktop.window.main_window import MainWindow

    game = make_game(name)
    record = random_record(game, 5)
    window = MainWindow(view="both")
    window.resize(1280, 800)
    window.show()
    window.session.start_game(game, moves=record[: len(record) // 2])
    plain: list[float] = []
    busy: list[float] = []
    moving: list[Thought] = []
    for run in range(8):  # alternated, so that the machine's drift falls on both
        line = measure_fps(window, 3.0, thinking=run % 2 == 1, thoughts=moving)
        (busy if run % 2 else plain).append(float(line.split()[0]))
    still = _still_searches(app, window)
    stalls = _Stalls(app, window, seconds)
    window.close()
    window.deleteLater()
    app.processEvents()
    return ThinkingFigures(
        statistics.mean(plain),
        statistics.mean(busy),
        (tuple(plain), tuple(busy)),
        stalls.searching,
        stalls.searches,
        stalls.quiet,
        stalls.analysing,
        statistics.mean(t.depth for t in still) if still else 0.0,
        statistics.mean(t.nodes for t in still) if still else 0.0,
        statistics.mean(t.depth for t in moving) if moving else 0.0,
        statistics.mean(t.nodes for t in moving) if moving else 0.0,
    )


def _still_searches(app: QApplication, window: MainWindow) -> list[Thought]:
    """Two 2-second searches at the strongest level beside a still window."""
    computer = window.session.computer
    still: list[Thought] = []
    for _ in range(2):
        before = computer.last_thought
        computer.think_for_measuring(2.0)
        while computer.thinking:
            app.processEvents()
            time.sleep(0.005)
        answer = computer.last_thought
        if answer is not None and answer is not before:
            still.append(answer)
    return still


class _Stalls:
    """The longest stall with the mouse moving over both boards: with no search (``quiet``),
    while the computer searches again and again (``searching``), while the game is analysed
    (``analysing``)."""

    def __init__(self, app: QApplication, window: MainWindow, seconds: float) -> None:
        self.app, self.window, self.seconds = app, window, seconds
        self.computer = computer = window.session.computer
        self.searches = 0
        self.quiet = self.longest()
        computer.thinking_changed.connect(self.again)
        self.again()
        wait = time.perf_counter() + 10
        while computer.progress is None and time.perf_counter() < wait:
            app.processEvents()
        self.searching = self.longest()
        computer.thinking_changed.disconnect(self.again)
        computer.cancel()
        window.game_page.analysis.start()  # the whole game analysed, the graph filling
        self.analysing = self.longest()
        computer.stop_analysis()

    def again(self) -> None:
        if not self.computer.thinking:
            self.searches += 1
            self.computer.think_for_measuring(2.0)

    def longest(self) -> float:
        from desktop.measuring.stalls import StallMeter

        page = self.window.game_page
        views = [page.board2d.viewport(), page.board3d]  # (a widget, and a window)
        meter = StallMeter()
        meter.start()
        end = time.perf_counter() + self.seconds * 2
        step = 0
        while time.perf_counter() < end:
            target = views[step % 2]
            if target is not None:
                x = 20 + (step * 37) % max(40, target.width() - 40)
                y = 20 + (step * 23) % max(40, target.height() - 40)
                QTest.mouseMove(target, QPoint(x, y))
            step += 1
            self.app.processEvents()
            time.sleep(0.01)
        return meter.stop()


def layout() -> None:
    from desktop.measuring.layout import layout_report

    _application(QApplication)
    for line in layout_report(((1024, 600), (1280, 800), (1920, 1080)), game_names()):
        print(line)


def _application(kind: type[QApplication]) -> QApplication:
    QCoreApplication.setAttribute(Qt.ApplicationAttribute.AA_ShareOpenGLContexts)
    app = QApplication.instance()
    if app is None:
        app = kind(sys.argv[:1])
    assert isinstance(app, QApplication)
    return app


def main(argv: Sequence[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    animation_ms = None
    if "--animation-ms" in args:
        at = args.index("--animation-ms")
        animation_ms = int(args[at + 1])
        del args[at : at + 2]
    names = [a for a in args if a in game_names()]
    parts = [a for a in args if a not in names] or ["startup", "fps", "stalls", "layout"]
    unknown = set(parts) - {"startup", "fps", "stalls", "layout", "thinking"}
    if unknown:
        print(
            f"unknown part {sorted(unknown)[0]!r} (startup, fps, stalls, layout, thinking)",
            file=sys.stderr,
        )
        return 2
    if "startup" in parts:
        startup()
    if "fps" in parts:
        fps()
    if "stalls" in parts:
        stalls(names or game_names(), animation_ms)
    if "layout" in parts:
        layout()
    if "thinking" in parts:
        thinking(names or game_names())
    return 0


if __name__ == "__main__":
    sys.exit(main())
