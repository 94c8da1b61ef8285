"""``pyramid-duels --game … --fps-benchmark SECONDS``: orbit the 3D camera over the position for
that long at 1280×800, replaying the last move's animation again and again (the busiest the view
gets), and print the frames per second."""

from __future__ import annotations

import sys
import time

from PySide6.QtCore import QEvent, QTimer
from PySide6.QtWidgets import QApplication

from desktop.i18n import tr
from desktop.main_window import MainWindow
from desktop.thinker import Thought

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
    rate."""
    from desktop.board3d.view import Board3DView

    view = Board3DView(window.model)  # its own window, exactly 1280×800
    view.setWindowTitle(tr("Pyramid Duels — 3D frame rate"))
    view.resize(*SIZE)
    view.show()
    app = QApplication.instance()
    assert app is not None
    frames = 0

    def count() -> None:
        nonlocal frames
        frames += 1

    animations = 0

    def step() -> None:
        nonlocal animations
        view.orbit(1.5, 0.0)
        view.set_camera(view.camera())
        model = window.model
        if not view.animating and model.can_undo():
            model.undo()
            model.redo()  # plays the last move's transition again, animated
            animations += 1

    computer = window.game_page.computer
    searches = 0

    def keep_thinking() -> None:
        nonlocal searches
        answer = computer.last_thought
        if thoughts is not None and answer is not None and answer not in thoughts:
            thoughts.append(answer)
        if thinking and not computer.thinking:
            searches += 1
            computer.think_for_measuring(2.0)

    if thinking:
        computer.last_thought = None
        computer.start_worker()
        computer.thinking_changed.connect(keep_thinking)
        keep_thinking()
    for _ in range(10):  # let the window appear and the first frames settle
        app.processEvents()
    if thinking:  # the worker process is up and searching before the clock starts
        wait = time.perf_counter() + 10
        while computer.progress is None and time.perf_counter() < wait:
            app.processEvents()
    view.frameSwapped.connect(count)
    timer = QTimer(view)
    timer.timeout.connect(step)
    timer.start(0)
    started = time.perf_counter()
    while time.perf_counter() - started < seconds:
        app.processEvents()
    timer.stop()
    elapsed = time.perf_counter() - started
    if thinking:
        computer.thinking_changed.disconnect(keep_thinking)
        computer.cancel()
    width, height = view.width(), view.height()
    view.frameSwapped.disconnect(count)
    view.close()
    view.deleteLater()
    # deleted now, not when an event loop next starts: a view left over would go on following
    # the model and cost the next measure its frames
    app.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    searching = f", the computer searching all along ({searches} searches)" if thinking else ""
    return (
        f"{frames / elapsed:.1f} fps ({window.model.game.name}, {width}×{height}, "
        f"{len(view.layout3d.pieces)} pieces, {frames} frames in {elapsed:.1f} s, "
        f"{animations} move animations{searching})"
    )
