"""``pyramid-duels --game … --fps-benchmark SECONDS``: orbit the 3D camera over the position for
that long at 1280×800, replaying the last move's animation again and again (the busiest the view
gets), and print the frames per second."""

from __future__ import annotations

import sys
import time
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QTimer
from PySide6.QtWidgets import QApplication

from desktop.computer.protocol import Thought
from desktop.i18n import tr
from desktop.registry import desktop_kit
from desktop.window.main_window import MainWindow

if TYPE_CHECKING:
    from desktop.board3d.view import Board3DView

SIZE = (1280, 800)


def run_fps_benchmark(window: MainWindow, seconds: float) -> int:
    if window.game_page.board3d is None:
        print(
            "pyramid-duels: error: the 3D view needs OpenGL, which this display lacks",
            file=sys.stderr,
        )
        return 2
    print(measure_fps(window, seconds))
    window.close()
    return 0


def measure_fps(
    window: MainWindow,
    seconds: float,
    thinking: bool = False,
    thoughts: list[Thought] | None = None,
) -> str:
    """Orbit a 1280×800 3D view of the window's game for ``seconds``; with ``thinking``, the
    computer searches at its strongest level all the while (in its worker process), and its
    answers are added to ``thoughts``. Returns the figures' line, starting with the frame
    rate and ending with the processor time this process spent a frame (the software
    renderer's threads included; a search's worker not): on a shared machine the frame rate
    follows how busy the others keep the processors, the processor time much less."""
    from desktop.board3d.view import Board3DView

    view = Board3DView(window.model, desktop_kit)  # its pane a window of its own, its
    pane = view.pane  # picture exactly 1280×800 (the camera's row and the frame around it)
    pane.setWindowTitle(tr("Pyramid Duels — 3D frame rate"))
    pane.show()
    app = QApplication.instance()
    assert app is not None
    app.processEvents()
    pane.resize(SIZE[0] + pane.width() - view.width(), SIZE[1] + pane.height() - view.height())
    orbit = _Orbit(window, view, thinking, thoughts)
    for _ in range(10):  # let the window appear and the first frames settle
        app.processEvents()
    if thinking:  # the worker process is up and searching before the clock starts
        wait = time.perf_counter() + 10
        while window.session.computer.progress is None and time.perf_counter() < wait:
            app.processEvents()
    processor = time.process_time()
    elapsed = orbit.run(app, seconds)
    processor = time.process_time() - processor
    width, height = view.width(), view.height()
    pane.close()
    pane.deleteLater()  # (and the view in it)
    # deleted now, not when an event loop next starts: a view left over would go on following
    # the model and cost the next measure its frames
    app.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    searching = (
        f", the computer searching all along ({orbit.searches} searches)" if thinking else ""
    )
    return (
        f"{orbit.frames / elapsed:.1f} fps ({window.model.game.name}, {width}×{height}, "
        f"{len(view.layout3d.pieces)} pieces, {orbit.frames} frames in {elapsed:.1f} s, "
        f"{orbit.animations} move animations{searching}; "
        f"{processor / max(orbit.frames, 1) * 1000:.1f} ms of processor time a frame)"
    )


class _Orbit:
    """The camera turning and the last move replayed, frames counted; with ``thinking``, the
    computer kept searching."""

    def __init__(
        self,
        window: MainWindow,
        view: Board3DView,
        thinking: bool,
        thoughts: list[Thought] | None,
    ) -> None:
        self.window, self.view, self.thinking, self.thoughts = window, view, thinking, thoughts
        self.frames = self.animations = self.searches = 0
        self.computer = window.session.computer
        if thinking:
            self.computer.last_thought = None
            self.computer.start_worker()
            self.computer.thinking_changed.connect(self.keep_thinking)
            self.keep_thinking()

    def count(self) -> None:
        self.frames += 1

    def step(self) -> None:
        view, model = self.view, self.window.model
        view.orbit(1.5, 0.0)
        view.set_camera(view.camera())
        if not view.animating and model.can_undo():
            model.undo()
            model.redo()  # plays the last move's transition again, animated
            self.animations += 1

    def keep_thinking(self) -> None:
        computer, answer = self.computer, self.computer.last_thought
        if self.thoughts is not None and answer is not None and answer not in self.thoughts:
            self.thoughts.append(answer)
        if self.thinking and not computer.thinking:
            self.searches += 1
            computer.think_for_measuring(2.0)

    def run(self, app: QCoreApplication, seconds: float) -> float:
        """Orbit for ``seconds``; the seconds it really took."""
        self.view.frameSwapped.connect(self.count)
        timer = QTimer(self.view)
        timer.timeout.connect(self.step)
        timer.start(0)
        started = time.perf_counter()
        while time.perf_counter() - started < seconds:
            app.processEvents()
        timer.stop()
        elapsed = time.perf_counter() - started
        if self.thinking:
            self.computer.thinking_changed.disconnect(self.keep_thinking)
            self.computer.cancel()
        self.view.frameSwapped.disconnect(self.count)
        return elapsed
