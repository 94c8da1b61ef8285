"""Qt tests run for real under Xvfb (pytest-xvfb) with software OpenGL.

One window fixture for every desktop test: ``window`` is the main window, shown, with every
pause of the program off (moves appear at once, the computer answers without its courtesy
delays, lessons and puzzles keep their progress in the test's own folder). A module or a test
says how it wants it with a marker::

    pytestmark = pytest.mark.window(view="2d", size=(900, 560), active=True)

``view`` is "2d", "3d" or "both" (the default); ``size`` the window's (1280×800); ``active``
waits until the window has the keyboard. ``open_window`` makes more windows the same way.
"""

from __future__ import annotations

import os
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

for key, value in {
    "QT_QPA_PLATFORM": "xcb",
    "PYOPENGL_PLATFORM": "glx",
    "LIBGL_ALWAYS_SOFTWARE": "1",
    "QT_SCALE_FACTOR": "1",
    "PYRAMID_DUELS_SOUND": "off",  # silent, unless a test of the sounds asks (test_sound.py)
}.items():
    os.environ.setdefault(key, value)

# Settings and data the tests write (the remembered view, the autosave) go to throw-away folders,
# not the user's.
os.environ["XDG_CONFIG_HOME"] = tempfile.mkdtemp(prefix="pyramid-duels-tests-")
os.environ["XDG_DATA_HOME"] = tempfile.mkdtemp(prefix="pyramid-duels-data-")

import pytest  # noqa: E402
from PySide6.QtCore import QCoreApplication, QEvent, QSettings, Qt  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402
from pytestqt.qtbot import QtBot  # noqa: E402

# Must be set before the QApplication exists, or a second GL view renders blank.
QCoreApplication.setAttribute(Qt.ApplicationAttribute.AA_ShareOpenGLContexts)

from desktop.i18n import install  # noqa: E402
from desktop.look import theme  # noqa: E402
from desktop.look.style import apply_look  # noqa: E402
from desktop.study.kind import StudyKind  # noqa: E402
from desktop.study.progress import Progress  # noqa: E402
from desktop.window.main_window import MainWindow  # noqa: E402

OpenWindow = Callable[..., MainWindow]


def lesson_progress_in(folder: Path) -> Progress:
    """Lesson progress kept in ``folder`` (not in the settings other tests share)."""
    settings = QSettings(str(folder / "progress.ini"), QSettings.Format.IniFormat)
    return Progress(StudyKind.LESSON, settings)


def puzzle_progress_in(folder: Path) -> Progress:
    """Puzzle progress kept in ``folder``."""
    settings = QSettings(str(folder / "puzzles.ini"), QSettings.Format.IniFormat)
    return Progress(StudyKind.PUZZLE, settings)


def without_pauses(window: MainWindow, folder: Path) -> None:
    """Everything the program waits for, off: what the tests check is what happens."""
    page, session = window.game_page, window.session
    page.board2d.animation_ms = 0
    if page.board3d is not None:
        page.board3d.animation_ms = 0
    session.computer.min_move_ms = 0
    session.computer.watch_delay_ms = 0
    page.analysis.seconds = 0.15
    tutorial, puzzles = session.lessons, session.puzzles
    tutorial.animation_ms = puzzles.animation_ms = 0
    tutorial.step_pause_ms = 5
    tutorial.reset_ms = 30
    puzzles.reply_pause_ms = 0
    tutorial.progress = lesson_progress_in(folder)
    puzzles.progress = puzzle_progress_in(folder)


def show(qtbot: QtBot, window: MainWindow, size: tuple[int, int], active: bool) -> None:
    """Shown at ``size`` (and waited for: pytest-qt's ``waitExposed`` and ``waitActive`` are
    context managers around what shows or activates the window)."""
    window.resize(*size)
    with qtbot.waitExposed(window):
        window.show()
    if active:
        window.activateWindow()
        qtbot.waitUntil(lambda: QApplication.activeWindow() is window)


@pytest.fixture(scope="session", autouse=True)
def english(qapp: QApplication) -> None:
    """The program's words as a run in English has them (its plural forms loaded)."""
    install("en")


@pytest.fixture(autouse=True)
def data_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The program's own files (the games kept on the shelf) and its settings in the test's
    folder: no test sees another's kept games or remembered choices."""
    folder = tmp_path / "data"
    folder.mkdir()
    monkeypatch.setenv("XDG_DATA_HOME", str(folder))
    for kind in (QSettings.Format.NativeFormat, QSettings.Format.IniFormat):
        QSettings.setPath(kind, QSettings.Scope.UserScope, str(tmp_path / "config"))
    return folder


@pytest.fixture
def open_window(qtbot: QtBot, tmp_path: Path) -> Iterator[OpenWindow]:
    """Makes main windows as ``window`` is made (``view``, ``size``, ``active``; other keywords
    go to ``MainWindow``); each is closed, its computer stopped, at the end of the test."""
    opened: list[MainWindow] = []

    def open_one(
        view: str | None = "both",
        size: tuple[int, int] = (1280, 800),
        active: bool = False,
        **options: Any,
    ) -> MainWindow:
        window = MainWindow(view=view, **options)
        qtbot.addWidget(window)
        without_pauses(window, tmp_path)
        show(qtbot, window, size, active)
        opened.append(window)
        return window

    yield open_one
    for window in opened:
        window.session.computer.shutdown()
    if theme.palette() != "standard" and opened:
        # The next test: standard colours, put on once the windows (closed by pytest-qt by now)
        # are gone: dressing the closed ones again took a fifth of a second.
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        theme.set_palette("standard")
        apply_look()


@pytest.fixture
def window(request: pytest.FixtureRequest, open_window: OpenWindow) -> MainWindow:
    """The main window as the module's or the test's ``window`` marker asks for it."""
    marker = request.node.get_closest_marker("window")
    return open_window(**(marker.kwargs if marker is not None else {}))
