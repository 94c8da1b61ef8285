"""``pyramid-duels --self-test``: check that this installation works, then exit.

Says which engine runs (compiled by mypyc, or pure Python), opens the main window, shows every
game in 2D and 3D and plays a few moves, checks that both boards were really drawn (not one flat
colour), opens a lesson, a puzzle and a practice of every game, saves a game and opens it
again, loads the translations, and lets the computer (its worker process) answer a move. One
line per check (``ok: …``), and exit status 0; or ``FAILED: …`` and 1.

Nothing of the user's is touched: settings, recent files and the autosave go to a temporary
folder (``XDG_CONFIG_HOME``/``XDG_DATA_HOME`` point there before Qt reads them), removed at the
end. Used by the packaging (``packaging/build`` runs it on the bundle) and its tests.
"""

from __future__ import annotations

import os
import shutil
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtGui import QImage
    from PySide6.QtWidgets import QApplication, QWidget

    from desktop.window.main_window import MainWindow

MOVES_PER_GAME = 4
COMPUTER_TIMEOUT = 60.0  # seconds for the worker process to start and answer one move
MIN_COLOURS = 3  # a drawn board shows at least this many colours (a blank one shows one)


class SelfTestFailure(Exception):
    """A check that did not pass, with what went wrong."""


def process_age(fallback_started: float) -> float:
    """Seconds since this process started (from ``/proc``: the bootloader and the imports
    included), or since ``fallback_started`` (a ``perf_counter`` time) where that is unknown."""
    try:
        fields = Path("/proc/self/stat").read_text().rsplit(")", 1)[1].split()
        start_ticks = int(fields[19])  # field 22 of stat(5), counted after the name
        uptime = float(Path("/proc/uptime").read_text().split()[0])
        return max(0.0, uptime - start_ticks / os.sysconf("SC_CLK_TCK"))
    except (OSError, ValueError, IndexError):
        return time.perf_counter() - fallback_started


def colours_in(image: QImage, x: int, y: int, width: int, height: int, grid: int = 48) -> int:
    """How many different colours a grid of samples over that rectangle of ``image`` finds."""
    seen: set[int] = set()
    right = min(x + width, image.width())
    bottom = min(y + height, image.height())
    x, y = max(0, x), max(0, y)
    if right <= x or bottom <= y:
        return 0
    for row in range(grid):
        for column in range(grid):
            px = x + (right - x - 1) * column // (grid - 1)
            py = y + (bottom - y - 1) * row // (grid - 1)
            seen.add(image.pixel(px, py))
    return len(seen)


def run_self_test(started: float, application: Callable[[], QApplication]) -> int:
    """The whole self-test, in the application ``application()`` makes (once the settings and
    data folders point to a scratch folder); the process's exit status."""
    scratch = Path(tempfile.mkdtemp(prefix="pyramid-duels-self-test-"))
    for variable, folder in (
        ("XDG_CONFIG_HOME", "config"),
        ("XDG_DATA_HOME", "data"),
        ("XDG_CACHE_HOME", "cache"),
    ):
        (scratch / folder).mkdir()
        os.environ[variable] = str(scratch / folder)
    try:
        return _run(started, scratch, application)
    finally:
        shutil.rmtree(scratch, ignore_errors=True)


def _run(started: float, scratch: Path, application: Callable[[], QApplication]) -> int:
    from PySide6.QtWidgets import QApplication

    application()
    from desktop.i18n import install
    from desktop.window.main_window import MainWindow

    install("en")
    window = MainWindow(view="both")
    checks = _Checks(window, scratch)
    try:
        checks.first_paint(started)
        checks.engine()
        checks.sound()
        for check in (
            checks.views_of_every_game,
            checks.lessons,
            checks.puzzles,
            checks.practice,
            checks.save_and_open,
            checks.translations,
            checks.computer,
            checks.online,
        ):
            check()
    except SelfTestFailure as failure:
        print(f"FAILED: {failure}", flush=True)
        return 1
    except Exception as error:  # anything unexpected is a failure too, said in one line
        print(f"FAILED: {type(error).__name__}: {error}", flush=True)
        return 1
    finally:
        window.session.computer.shutdown()
        window.hide()
        window.deleteLater()
        QApplication.processEvents()
    print("self-test passed", flush=True)
    return 0


class _Checks:
    def __init__(self, window: MainWindow, scratch: Path) -> None:
        self.window = window
        self.scratch = scratch
        page = window.game_page
        page.board2d.animation_ms = 0
        if page.board3d is not None:
            page.board3d.animation_ms = 0
        window.session.computer.min_move_ms = 0
        window.session.computer.watch_delay_ms = 0

    @staticmethod
    def ok(text: str) -> None:
        print(f"ok: {text}", flush=True)

    @staticmethod
    def wait(condition: Callable[[], bool], seconds: float) -> bool:
        from PySide6.QtCore import QEventLoop
        from PySide6.QtWidgets import QApplication

        deadline = time.perf_counter() + seconds
        while not condition():
            if time.perf_counter() > deadline:
                return False
            QApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 20)
            time.sleep(0.005)
        return True

    def settle(self) -> None:
        from PySide6.QtWidgets import QApplication

        for _ in range(5):
            QApplication.processEvents()
        self.window.game_page.finish_animations()
        QApplication.processEvents()

    # --- the checks --------------------------------------------------------------------------
    def engine(self) -> None:
        """Which engine runs: compiled by mypyc, or pure Python (and why); either works."""
        from core import compiled

        description = compiled.description()
        runs = "runs" if description.startswith("compiled") else "runs as"
        self.ok(f"the engine {runs} {description}")

    def sound(self) -> None:
        """Whether the table's sounds can be heard: on (and through what), or silent and why;
        either passes (a machine without a sound device plays on in silence)."""
        from desktop.sound import open_sound
        from desktop.sound.output import MiniaudioSound

        sound = open_sound()
        if isinstance(sound, MiniaudioSound):
            sound.ready.wait(10)
        self.ok(f"sound: {sound.status()}")

    def first_paint(self, started: float) -> None:
        from PySide6.QtCore import QEvent, QObject

        painted: list[float] = []

        class Watcher(QObject):
            def eventFilter(self, watched: QObject, event: QEvent) -> bool:
                if event.type() == QEvent.Type.Paint and not painted:
                    painted.append(process_age(started))
                return False

        watcher = Watcher(self.window)
        self.window.installEventFilter(watcher)
        self.window.resize(1280, 800)
        self.window.show()
        if not self.wait(lambda: bool(painted), 20.0):
            raise SelfTestFailure("the main window was never painted")
        self.window.removeEventFilter(watcher)
        self.ok(f"main window painted {painted[0]:.2f} s after the process started (cold start)")

    def views_of_every_game(self) -> None:
        from core.registry import game_names, make_game

        page = self.window.game_page
        if page.board3d is None:
            raise SelfTestFailure("no 3D view: this display gives no OpenGL")
        for name in game_names():
            self.window.session.start_game(make_game(name))
            model = self.window.model
            for _ in range(MOVES_PER_GAME):
                legal = model.state.legal_moves()
                if model.state.is_over or not legal:
                    break
                model.play(legal[len(legal) // 2])
            self.settle()
            if model.length == 0:
                raise SelfTestFailure(f"{name}: no move could be played")
            self.check_drawn(f"{name} after {model.length} moves")

    def check_drawn(self, what: str) -> None:
        """Grab the window; the 2D and the 3D board must each show more than one colour."""
        from PySide6.QtCore import QPoint

        window = self.window
        from desktop.board3d.overlays import grab

        image = grab(window).toImage()
        if image.isNull() or image.width() == 0:
            raise SelfTestFailure(f"{what}: the window could not be grabbed")
        page = window.game_page
        boards: list[tuple[str, QWidget]] = [("2D", page.board2d)]
        if page.board3d is not None:
            boards.append(("3D", page.board3d.surface))
        ratio = image.devicePixelRatio()
        found = []
        for label, board in boards:
            if not board.isVisible() or board.width() < 20 or board.height() < 20:
                raise SelfTestFailure(f"{what}: the {label} view is not shown")
            corner = board.mapTo(window, QPoint(0, 0))
            colours = colours_in(
                image,
                int(corner.x() * ratio),
                int(corner.y() * ratio),
                int(board.width() * ratio),
                int(board.height() * ratio),
            )
            if colours < MIN_COLOURS:
                raise SelfTestFailure(
                    f"{what}: the {label} view is blank ({colours} colour(s) in "
                    f"{board.width()}×{board.height()})"
                )
            found.append(f"{label} {colours} colours")
        self.ok(f"{what}: drawn in 2D and 3D ({', '.join(found)})")

    def lessons(self) -> None:
        from core.registry import game_names
        from core.study.tutorial import lessons_of
        from desktop.study.kind import StudyKind

        for name in game_names():
            lessons = lessons_of(name)
            if not lessons:
                raise SelfTestFailure(f"{name}: no lessons found")
            self.window.session.start_study(StudyKind.LESSON, name)
            self.settle()
            if not self.window.session.lessons.active:
                raise SelfTestFailure(f"{name}: the first lesson did not open")
            self.check_drawn(f"{name} lesson 1 step 1 (of {len(lessons)} lessons)")
        self.window.session.leave_study()

    def puzzles(self) -> None:
        from core.registry import game_names
        from core.study.puzzles import puzzles_of
        from desktop.study.kind import StudyKind

        for name in game_names():
            found = puzzles_of(name)
            if not found:
                raise SelfTestFailure(f"{name}: no puzzles found")
            self.window.session.start_study(StudyKind.PUZZLE, name)
            self.settle()
            if not self.window.session.puzzles.active:
                raise SelfTestFailure(f"{name}: the first puzzle did not open")
            self.ok(f"{name}: puzzle 1 of {len(found)} opened")
        self.window.session.leave_study()

    def practice(self) -> None:
        from core.registry import game_names
        from core.study.practice import practices_of
        from desktop.study.kind import StudyKind

        for name in game_names():
            found = practices_of(name)
            if not found:
                raise SelfTestFailure(f"{name}: no practice against the computer found")
            self.window.session.start_study(StudyKind.PRACTICE, name)
            self.settle()
            if not self.window.session.practice.active:
                raise SelfTestFailure(f"{name}: the first practice did not open")
            self.ok(f"{name}: practice 1 of {len(found)} opened")
        self.window.session.leave_study()

    def save_and_open(self) -> None:
        from core.registry import game_names, make_game

        window = self.window
        name = game_names()[0]
        window.session.start_game(make_game(name))
        model = window.model
        for _ in range(MOVES_PER_GAME):
            model.play(model.state.legal_moves()[0])
        self.settle()
        expected = (model.game.name, model.move_texts())
        path = self.scratch / "self-test.pdgame"
        if not window.session.save(path) or not path.exists():
            raise SelfTestFailure(f"the game could not be saved to {path}")
        other = game_names()[-1]
        window.session.start_game(make_game(other))
        if not window.session.open_file(path):
            raise SelfTestFailure(f"{path.name} could not be opened again")
        self.settle()
        found = (window.model.game.name, window.model.move_texts())
        if found != expected:
            raise SelfTestFailure(f"{path.name} opened as {found}, saved as {expected}")
        self.ok(f"{name} saved to a file and opened again ({len(expected[1])} moves)")

    def translations(self) -> None:
        from desktop.i18n import install

        loaded = install("fr")
        install("en")
        ours = [name for name in loaded if not name.startswith("qt")]
        if len(ours) < 3:
            raise SelfTestFailure(f"the French translations are missing (loaded: {loaded})")
        self.ok(f"translations loaded ({', '.join(loaded)})")

    def online(self) -> None:
        """One move to a friend and its answer back, through a mailbox server started on
        loopback (``desktop.online.round_trip``), in an asyncio loop run inside Qt's."""
        import asyncio

        import qasync
        from PySide6.QtWidgets import QApplication

        from desktop.online import reactor
        from desktop.online.round_trip import round_trip

        loop = qasync.QEventLoop(QApplication.instance())
        asyncio.set_event_loop(loop)
        try:
            self.ok(loop.run_until_complete(round_trip()))
        finally:
            reactor.release()

    def computer(self) -> None:
        from core.registry import game_names, make_game
        from core.search.levels import LEVELS
        from desktop.model import Seat

        window = self.window
        seats = (Seat("You"), Seat("Computer", "computer", LEVELS[0].number))
        window.session.start_game(make_game(game_names()[0]), seats)
        model = window.model
        model.play(model.state.legal_moves()[0])
        began = time.perf_counter()
        if not self.wait(lambda: model.length >= 2, COMPUTER_TIMEOUT):
            raise SelfTestFailure(
                f"the computer did not answer a move within {COMPUTER_TIMEOUT:.0f} s"
            )
        self.settle()
        self.ok(
            f"the computer (worker process) answered {model.move_texts()[1]} "
            f"in {time.perf_counter() - began:.2f} s"
        )
        window.session.computer.shutdown()
        window.session.start_game(make_game(game_names()[0]))  # nothing left to think about
