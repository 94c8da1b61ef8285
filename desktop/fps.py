"""``pyramid-duels --game … --fps-benchmark SECONDS``: orbit the 3D camera over the position for
that long at 1280×800, replaying the last move's animation again and again (the busiest the view
gets), and print the frames per second."""

from __future__ import annotations

import sys
import time

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from desktop.main_window import MainWindow

SIZE = (1280, 800)


def run_fps_benchmark(window: MainWindow, seconds: float) -> int:
    if window.game_page.board3d is None:
        print(
            "pyramid-duels: error: the 3D view needs OpenGL, which this display lacks",
            file=sys.stderr,
        )
        return 2
    from desktop.board3d.view import Board3DView

    view = Board3DView(window.model)  # its own window, exactly 1280×800
    view.setWindowTitle("Pyramid Duels — 3D frame rate")
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

    for _ in range(10):  # let the window appear and the first frames settle
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
    width, height = view.width(), view.height()
    print(
        f"{frames / elapsed:.1f} fps ({window.model.game.name}, {width}×{height}, "
        f"{len(view.layout3d.pieces)} pieces, {frames} frames in {elapsed:.1f} s, "
        f"{animations} move animations)"
    )
    view.close()
    window.close()
    return 0
