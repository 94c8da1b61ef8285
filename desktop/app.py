"""``pyramid-duels``: start the application, or open a game at a position, or render it to PNG.

    pyramid-duels [--view 2d|3d|both] [--relay URL]
    pyramid-duels FILE [--view …] [--export-png OUT.png]
    pyramid-duels --version
    pyramid-duels --game GAME [--set KEY=VALUE]... [--moves "MOVE MOVE …"] [--view 2d|3d|both]
                  [--export-png OUT.png | --fps-benchmark SECONDS]
    pyramid-duels --tutorial GAME[:LESSON[:STEP]] [--lang en|fr] [--view …] [--export-png OUT.png]
    pyramid-duels --game GAME [--set KEY=VALUE]... [--moves "…"] --save OUT.pdgame
    pyramid-duels --self-test
    pyramid-duels --online host GAME [--set KEY=VALUE]... [--seat …] [--relay URL] --computer LEVEL
    pyramid-duels --online join CODE [--relay URL] [--wait SECONDS] --computer LEVEL   (headless)

Lessons and steps are numbered from 1 (a lesson may also be named by its id).

Game names, options and moves are those of the engine command line (notation.md). Bad input is
refused with a one-line message and exit status 2, before any window opens.
"""

from __future__ import annotations

import argparse
import contextlib
import gc
import os
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from core.api import Game
from core.errors import EngineError, IllegalMoveError
from core.record import GameRecord, Player, RecordError, read_file, to_json
from core.registry import game_names, kit_of, make_game
from core.study.tutorial import LANGUAGES, LessonError, lessons_of
from core.words import said, whole_number
from desktop import __version__

if TYPE_CHECKING:
    from PySide6.QtWidgets import QApplication

    from desktop.window.main_window import MainWindow

EXIT_BAD_INPUT = 2
WAIT_HELP = "--online join: give up after SECONDS if the friend has not come (default 300)"


class CommandLineError(Exception):
    """Bad command-line input, with the message to print."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # type: ignore[override]
        raise CommandLineError(message)


@dataclass
class Options:
    """What the command line asked for."""

    game: Game | None = None
    moves: list[str] = field(default_factory=list)
    export_png: str | None = None
    quit_when_shown: bool = False
    view: str | None = None
    fps_seconds: float | None = None
    tutorial: tuple[str, int, int] | None = None  # game, lesson and step (from 0)
    language: str | None = None
    file: str | None = None  # a saved game to open
    record: GameRecord | None = None  # what it holds, when it could be read
    file_problem: str = ""  # why it could not (in English, for the command line)
    file_error: str = ""  # what the reader said (a core.words.Text the window translates)
    save: str | None = None
    self_test: bool = False
    online: argparse.Namespace | None = None  # --online: a peer without a window
    relay: str | None = None  # --relay: the mailbox server of online play, for this run


def version_line() -> str:
    """``--version``: the program's version and which engine runs (compiled or pure Python)."""
    from core import compiled

    return f"pyramid-duels {__version__}, engine: {compiled.description()}"


def _parser() -> _Parser:
    titles = [kit_of(name).game.title for name in game_names()]
    parser = _Parser(prog="pyramid-duels", description=f"Play {', '.join(titles)}.")
    parser.add_argument("--version", action="version", version=version_line())
    parser.add_argument("--game", help=f"open this game: {', '.join(game_names())}")
    parser.add_argument(
        "--set", action="append", default=[], metavar="KEY=VALUE", help="a game option"
    )
    parser.add_argument("--moves", default="", help='moves played from the start, e.g. "1a1 1b1"')
    parser.add_argument("--export-png", metavar="OUT.png", help="render the window to PNG, exit")
    parser.add_argument("--view", choices=("2d", "3d", "both"), help="what the window shows")
    parser.add_argument(
        "--fps-benchmark",
        type=float,
        metavar="SECONDS",
        help="orbit the 3D camera, print its frame rate",
    )
    parser.add_argument(
        "--tutorial", metavar="GAME[:LESSON[:STEP]]", help="open the lessons there (from 1)"
    )
    parser.add_argument(
        "--lang", choices=LANGUAGES, help="the language of this run (the window and the lessons)"
    )
    parser.add_argument(
        "--save", metavar="OUT.pdgame", help="write the game given by --game to a file and exit"
    )
    parser.add_argument(
        "--self-test",
        action="store_true",
        help="check that the window, both views, lessons and files work, then exit",
    )
    parser.add_argument(
        "--online", nargs=2, metavar=("host|join", "GAME|CODE"), help="play a friend, no window"
    )
    parser.add_argument("--relay", metavar="URL", help="the mailbox server of online play")
    parser.add_argument("--computer", metavar="LEVEL", help="who plays --online's seat")
    parser.add_argument("--seat", choices=("first", "second"), help="--online host's seat")
    parser.add_argument("--name", help="--online: this side's name")
    parser.add_argument("--wait", type=float, metavar="SECONDS", help=WAIT_HELP)
    parser.add_argument("file", nargs="?", metavar="FILE", help="a saved game to open")
    parser.add_argument("--quit-when-shown", action="store_true", help=argparse.SUPPRESS)
    return parser


def _check_together(args: argparse.Namespace) -> None:
    """Options that cannot go together, or need another: CommandLineError saying which."""
    if args.game == "":
        raise CommandLineError(f"--game needs a game's name ({', '.join(game_names())})")
    if args.file is not None and (args.game or args.tutorial):
        raise CommandLineError("open a FILE, or a --game, or a --tutorial: one at a time")
    if args.save is not None and not args.game:
        raise CommandLineError("--save needs --game (and its --moves)")
    if args.save is not None and (args.export_png or args.fps_benchmark is not None):
        raise CommandLineError("--save writes a file and exits: no --export-png with it")
    if args.tutorial is not None and (args.game or args.fps_benchmark is not None):
        raise CommandLineError("choose --tutorial or --game, not both")
    if (args.set or args.moves) and not (args.game or args.online):
        raise CommandLineError("--set and --moves need --game")
    if args.fps_benchmark is not None:
        if not args.game:
            raise CommandLineError("--fps-benchmark needs --game")
        if not 0 < args.fps_benchmark <= 600:
            raise CommandLineError("--fps-benchmark takes a number of seconds between 0 and 600")
        if args.export_png:
            raise CommandLineError("choose --export-png or --fps-benchmark, not both")
    if args.export_png is not None and not args.export_png.lower().endswith(".png"):
        raise CommandLineError(
            f"--export-png needs a file name ending in .png, not {args.export_png!r}"
        )


def _read_the_file(options: Options, export: bool) -> None:
    """The saved game given on the command line, or why it cannot be opened (an export stops
    there: CommandLineError)."""
    assert options.file is not None
    try:
        options.record = read_file(options.file)
    except RecordError as error:
        problem = f"cannot open {Path(options.file).name}: {error}"
        if export:
            raise CommandLineError(problem) from None
        options.file_problem = problem[:1].upper() + problem[1:] + "."
        options.file_error = said(error)


def _game_and_moves(options: Options, name: str, items: list[str], moves: list[str]) -> None:
    """``--game`` with its ``--set`` options and ``--moves``, each checked by the engine."""
    settings = {}
    for item in items:
        key, sep, value = item.partition("=")
        if not sep or not key:
            raise CommandLineError(f"--set needs KEY=VALUE, not {item!r}")
        settings[key] = value
    try:
        options.game = make_game(name, settings)
        state = options.game.initial_state()
        for number, token in enumerate(moves, 1):
            try:
                state = state.apply(token)
            except IllegalMoveError as error:
                raise CommandLineError(f"move {number} {token!r}: {error.reason}") from None
            except EngineError as error:
                raise CommandLineError(f"move {number} {token!r}: {error}") from None
        options.moves = moves
    except EngineError as error:
        raise CommandLineError(str(error)) from None


def parse_command_line(argv: Sequence[str]) -> Options:
    """Read and check the arguments (game, options and moves included); CommandLineError if bad."""
    args = _parser().parse_args(list(argv))
    _check_together(args)
    options = Options(
        export_png=args.export_png,
        quit_when_shown=args.quit_when_shown,
        view=args.view,
        fps_seconds=args.fps_benchmark,
        language=args.lang,
        save=args.save,
        file=args.file,
        self_test=args.self_test,
    )
    if args.file is not None:
        _read_the_file(options, export=args.export_png is not None)
    if args.tutorial is not None:
        options.tutorial = tutorial_place(args.tutorial)
    if args.game:
        _game_and_moves(options, args.game, args.set, args.moves.split())
    options.online = args if args.online else None
    options.relay = args.relay
    return options


def tutorial_place(text: str) -> tuple[str, int, int]:
    """``GAME[:LESSON[:STEP]]`` (numbered from 1; a lesson may be named by its id) as the game
    and the lesson's and step's indexes; CommandLineError naming what does not exist."""
    parts = text.split(":")
    if len(parts) > 3 or not parts[0]:
        raise CommandLineError(f"--tutorial takes GAME[:LESSON[:STEP]], not {text!r}")
    name = parts[0]
    if name not in game_names():
        raise CommandLineError(f"unknown game {name!r} (games: {', '.join(game_names())})")
    try:
        lessons = lessons_of(name)
    except LessonError as error:
        raise CommandLineError(f"the lessons of {name} cannot be read: {error}") from None
    if not lessons:
        raise CommandLineError(f"{name} has no lessons")
    lesson_index = 0
    if len(parts) > 1:
        wanted = parts[1]
        ids = [lesson.id for lesson in lessons]
        if 1 <= (whole_number(wanted) or 0) <= len(lessons):
            lesson_index = int(wanted) - 1
        elif wanted in ids:
            lesson_index = ids.index(wanted)
        else:
            raise CommandLineError(
                f"{name} has no lesson {wanted!r}: give 1 to {len(lessons)} or one of "
                f"{', '.join(ids)}"
            )
    step_index = 0
    if len(parts) > 2:
        steps = len(lessons[lesson_index].steps)
        if not 1 <= (whole_number(parts[2]) or 0) <= steps:
            raise CommandLineError(
                f"lesson {lesson_index + 1} of {name} has no step {parts[2]!r}: give 1 to {steps}"
            )
        step_index = int(parts[2]) - 1
    return name, lesson_index, step_index


def save_record(options: Options) -> int:
    """``--save OUT``: write the record of ``--game``/``--moves`` and exit (no window)."""
    assert options.game is not None and options.save is not None
    game = options.game
    players = (Player(game.player_names[0]), Player(game.player_names[1]))
    record = GameRecord(
        game, players, tuple(options.moves), application=f"Pyramid Duels {__version__}"
    )
    given = options.save
    path = Path(given)
    if not given.strip():
        return _cannot_write(given, "no file name was given")
    if not path.name or given.endswith("/") or path.is_dir():
        return _cannot_write(given, "it is a folder, not a file name")
    if not path.suffix:
        path = path.with_suffix(".pdgame")
    if path.is_dir():
        return _cannot_write(str(path), "it is a folder, not a file name")
    temporary = path.with_name(f".{path.name}.part")
    try:
        text = to_json(record)
        with temporary.open("w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        temporary.replace(path)
    except OSError as error:
        with contextlib.suppress(OSError):
            temporary.unlink(missing_ok=True)  # (nothing half written is left behind)
        return _cannot_write(str(path), error.strerror or str(error))
    return 0


def _cannot_write(path: str, reason: str) -> int:
    print(f"pyramid-duels: error: cannot write {path!r}: {reason}", file=sys.stderr)
    return EXIT_BAD_INPUT


def choose_platform(options: Options) -> str | None:
    """Make sure Qt has somewhere to draw; return an error message if it has not.

    A window needs a display. An export of the 2D board alone can be drawn off screen; the 3D
    view needs OpenGL, which only a display (X11 or Wayland, or Xvfb) gives.
    """
    if os.environ.get("QT_QPA_PLATFORM"):
        return None
    if os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"):
        return None
    if options.export_png is not None and options.view == "2d":
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
        return None
    if options.export_png is not None:
        return (
            "no display found: the 3D view needs one for OpenGL (run under xvfb-run), "
            "or export the 2D board alone with --view 2d"
        )
    return "no display found (DISPLAY and WAYLAND_DISPLAY are unset): start it from a desktop"


def configure_opengl(platform: str) -> None:
    """Tell PyOpenGL which window system Qt uses, before anything imports it (a bundled app
    that guesses wrong crashes on Wayland)."""
    if "PYOPENGL_PLATFORM" in os.environ:
        return
    if platform.startswith("wayland") or platform in ("eglfs", "linuxfb"):
        os.environ["PYOPENGL_PLATFORM"] = "egl"
    elif platform == "xcb":
        os.environ["PYOPENGL_PLATFORM"] = "glx"


def main(argv: Sequence[str] | None = None) -> int:
    started = time.perf_counter()
    try:
        options = parse_command_line(sys.argv[1:] if argv is None else argv)
    except CommandLineError as error:
        print(f"pyramid-duels: error: {error}", file=sys.stderr)
        return EXIT_BAD_INPUT
    except SystemExit as done:  # --help and --version print and stop here
        return int(done.code or 0)
    if options.save is not None:
        return save_record(options)
    if options.online is not None:
        from desktop.online.headless import run_online

        return run_online(options.online)
    problem = choose_platform(options)
    if problem:
        print(f"pyramid-duels: error: {problem}", file=sys.stderr)
        return EXIT_BAD_INPUT
    if options.self_test:
        from desktop.measuring.selftest import run_self_test

        return run_self_test(started, application)
    return run(options, started)


def application() -> QApplication:
    """The application (made once), named, its OpenGL platform chosen before OpenGL loads."""
    from PySide6.QtCore import QCoreApplication, Qt
    from PySide6.QtWidgets import QApplication

    # Every OpenGL view shares one context, or a second or re-parented one renders blank.
    QCoreApplication.setAttribute(Qt.ApplicationAttribute.AA_ShareOpenGLContexts)
    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication(sys.argv[:1])
    app.setApplicationName("Pyramid Duels")
    app.setOrganizationName("Pyramid Duels")
    configure_opengl(app.platformName())
    return app


def run(options: Options, started: float) -> int:
    app = application()
    from desktop.i18n import install
    from desktop.i18n.language import choose_for_this_run, current_language
    from desktop.study.kind import StudyKind
    from desktop.window.main_window import MainWindow

    choose_for_this_run(options.language)
    install(current_language())  # the window's words and the engine's, before any is shown
    window = MainWindow(view=options.view)
    session = window.session
    if options.relay:
        window.preferences.set_relay(options.relay, remember_it=False)
    if options.game is not None:
        session.start_game(options.game, moves=options.moves)
    if options.tutorial is not None:
        session.start_study(StudyKind.LESSON, *options.tutorial)
    if options.record is not None and options.file is not None:
        session.open_file(options.file)
    elif options.file_problem:
        from desktop.session.files import cannot_open

        if options.file is not None and options.file_error:
            problem = cannot_open(Path(options.file).name, options.file_error)
        else:
            problem = options.file_problem
        window.show_words(problem, "refused")
    # What start-up made lives as long as the window: keeping it out of the collector's way
    # makes its full passes short enough not to be felt during play.
    gc.freeze()
    return _show(app, window, options, started)


def _show(app: QApplication, window: MainWindow, options: Options, started: float) -> int:
    if options.export_png is not None:
        return export_png(window, options.export_png)
    if options.fps_seconds is not None:
        from desktop.measuring.fps import run_fps_benchmark

        return run_fps_benchmark(window, options.fps_seconds)
    if options.quit_when_shown:
        from desktop.measuring.startup import FirstPaintWatcher

        window.installEventFilter(FirstPaintWatcher(window, started))
    window.show()
    done = app.exec()
    if "twisted.internet.reactor" in sys.modules:  # (online play ran: its threads stop)
        from desktop.online.reactor import close_links, release

        close_links()  # (a friend still playing is told that the game was left)
        release()
    return done


def export_png(window: MainWindow, path: str) -> int:
    """Render ``window`` at 1280×800 to ``path``."""
    from PySide6.QtWidgets import QApplication

    window.resize(1280, 800)
    window.show()
    for _ in range(5):
        QApplication.processEvents()
    window.game_page.finish_animations()
    QApplication.processEvents()
    if window.game_page.board3d is not None:
        from desktop.board3d.overlays import grab  # the 3D view's picture in it too

        picture = grab(window)
    else:
        picture = window.grab()
    if not picture.save(path):
        folder = Path(path).parent
        reason = "there is no such folder" if not folder.is_dir() else "it cannot be written"
        return _cannot_write(path, reason)
    window.close()
    return 0
