"""Re-render the README's pictures with the application itself (needs a display; under
Xvfb: ``xvfb-run -a .venv/bin/python assets/screenshots/make.py``).

- ``2d-GAME.png``: a finished game of each game (finished-games.txt), 2D and 3D side by side;
- ``3d-*.png``: positions listed in 3d-positions.txt, 3D view only;
- ``pylos-small.png``: Pylos's small game on its 3×3 base under way, 2D and 3D side by side
  (``make.py small`` makes only this one);
- ``3d-ambush-rotation.png``: an Ambush coaster caught half way through its turn;
- ``lesson-GAME-2d.png`` / ``lesson-GAME-3d.png``: a lesson step of each game (LESSONS below);
- ``analysis-pylos.png``: a finished game analysed, at its worst move, explained, with *Retry
  from here* and the best play offered;
- ``puzzle-GAME.png``: a puzzle of each game (PUZZLES below) after a wrong move, answered;
- ``puzzle-solved-why.png``: Pylon's first puzzle solved, the panel saying why its move wins;
- ``lesson-browser-stars.png``: the lesson browser after Pylos's first three lessons were
  followed by the model's clicks, two at par and one with a wrong answer (``make.py stars``);
- ``3d-GAME-PALETTE.png``: the 3D view alone, a middle game of each game from the seat, in each
  palette (``make.py palettes`` makes only these);
- ``dialog-NAME-PALETTE.png``: the file dialog, the puzzle browser, the New Game dialog, the
  Preferences window and *Perfect play for Pylos…* in the standard and the high-contrast
  palettes (``make.py dialogs`` makes only these);
- ``ambush-capture-told.png``: an Ambush capture as it happens, the pyramid on its way to the
  tray, the message line saying it and the move list marking it; ``end-of-game-summary.png``:
  the summary of a finished Pylon game (``make.py events`` makes only these two; ``make.py
  events WxH`` draws them at another size, into /tmp, to look at);
- ``practice-position.png``: a Pylos practice against the computer under way, its goal beside
  the board, after the strongest level's first reply; ``practice-browser.png``: the practices
  of Pylon as the lesson browser's *Practice against the computer…* lists them (``make.py
  practice`` makes only these; ``make.py practice WxH LANGUAGE`` draws them into /tmp);
- ``perfect-play.png``: *Game › Perfect play for Pylos…* for the standard game, not built yet;
  ``perfect-play-building.png``: the same over a smaller game whose table is being built, the
  status bar following it (``make.py perfect`` makes only these; ``make.py perfect WxH
  [LANGUAGE [PALETTE]]`` draws them at another size, into /tmp);
- ``practice-review.png``: a Pylos practice whose goal was missed, the move that lost it marked
  in the list and *Retry from here* offered (``make.py review`` makes only this one; ``make.py
  review WxH LANGUAGE [FOLDER]`` draws it at another size, into /tmp or FOLDER);
- ``online-ann.png`` and ``online-bob.png``: a Pylon game between two windows online, in
  progress, each window as its player sees it, a chat line and a declined take-back told in the
  side panel's box (``make.py online`` makes only these; a mailbox server runs on loopback
  meanwhile, ``twist`` of magic-wormhole-mailbox-server).
"""

from __future__ import annotations

import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
LESSONS = {"pylos": "3:1", "pylon": "5:1", "ambush": "5:1"}  # lesson:step, numbered from 1
PUZZLES = {"pylos": 13, "pylon": 6, "ambush": 2}  # the puzzle's index, from 0
SMALL_PYLOS = "1a3 1b3 1a1 1a2 1c3 1c2 1c1 1b2 1a3-2b2 1a3x1a3 1b1 2b1"  # a raise, a take-back


def export(out: str, game: str, moves: str, *extra: str) -> None:
    command = [sys.executable, "-m", "desktop", "--game", game, "--moves", moves, *extra]
    subprocess.run([*command, "--export-png", str(HERE / out)], check=True)


def application() -> Any:
    from PySide6.QtCore import QCoreApplication, Qt
    from PySide6.QtWidgets import QApplication

    QCoreApplication.setAttribute(Qt.ApplicationAttribute.AA_ShareOpenGLContexts)
    app = QApplication.instance() or QApplication([])
    from desktop.i18n import install
    from desktop.i18n.language import choose_for_this_run

    choose_for_this_run("en")  # (whatever language this machine's settings remember)
    install("en")  # the catalogues, as the application loads them (plurals: "1 pip")
    return app


def wait(app: Any, seconds: float, until: Callable[[], bool] = lambda: False) -> None:
    end = time.perf_counter() + seconds
    while time.perf_counter() < end and not until():
        app.processEvents()
        time.sleep(0.005)


def picture(window: Any) -> Any:
    """The window as the screen shows it, the 3D view's picture in it (a window of its own,
    which ``QWidget.grab`` leaves out)."""
    from desktop.board3d.overlays import grab

    return grab(window)


def shown_window(view: str, size: tuple[int, int] = (1280, 800)) -> Any:
    """The main window with ``view`` ("2d", "3d", "both"), shown at ``size``."""
    from desktop.window.main_window import MainWindow

    window = MainWindow(view=view)
    window.resize(*size)
    window.show()
    return window


def analysed(out: str) -> None:
    """The finished Pylos game analysed, at its worst move: the panel explains it and offers
    *Retry from here*, the bar under the boards offers the best play to step through."""
    app = application()
    from core.registry import make_game
    from desktop.model import Seat

    window = shown_window("both")
    line = next(x for x in (HERE / "finished-games.txt").read_text().splitlines() if "pylos" in x)
    moves = line.split(" ", 1)[1].split()
    window.session.start_game(make_game("pylos"), (Seat("Ann"), Seat("Bob")), moves=moves)
    page = window.game_page
    page.analysis.seconds = 0.4
    page.analysis.start()
    wait(app, 300, lambda: page.computer.analysis is None)
    results = page.analysis.results
    worst = max(results.values(), key=lambda ply: (ply.loss, -ply.ply))
    window.model.review(worst.ply)
    wait(app, 1.5)
    picture(window).save(str(HERE / out))
    page.computer.shutdown()
    window.close()


def puzzle(out: str, game: str, index: int) -> None:
    """A puzzle of ``game``, a wrong move played and answered by the computer."""
    from desktop.study.kind import StudyKind

    app = application()

    window = shown_window("both")
    window.session.start_study(StudyKind.PUZZLE, game, index)
    controller = window.session.puzzles
    wrong = next(iter(controller.puzzle.answers))
    window.model.play(window.model.state.parse_move(wrong))
    wait(app, 4, lambda: window.model.length == 2)
    wait(app, 1.5)
    picture(window).save(str(HERE / out))
    window.session.computer.shutdown()
    window.close()


def solved_puzzle(out: str, game: str, index: int) -> None:
    """A puzzle of ``game`` solved: the panel says why the move wins (the engine's proof)."""
    from desktop.study.kind import StudyKind

    app = application()

    window = shown_window("both")
    window.session.start_study(StudyKind.PUZZLE, game, index)
    controller = window.session.puzzles
    window.model.play(window.model.state.parse_move(controller.puzzle.solution))
    wait(app, 2)
    picture(window).save(str(HERE / out))
    window.session.computer.shutdown()
    window.close()


def rotation_in_progress(out: str) -> None:
    app = application()
    from core.registry import make_game

    window = shown_window("3d")
    moves = "Sa6 Sf6 Mb2 Sf5 Se1 Mc2 Sa5 Se2 Sd5 Md6 Lc6".split()
    window.session.start_game(make_game("ambush"), moves=moves)
    view = window.game_page.board3d
    assert view is not None
    view.animation_ms = 1500  # type: ignore[attr-defined]
    for _ in range(20):
        app.processEvents()
    window.model.play("S@NE270")
    end = time.perf_counter() + 1.5 + 0.75  # the payment, then half of the turn
    while time.perf_counter() < end:
        app.processEvents()
    picture(window).save(str(HERE / out))
    window.close()


def follow(window: Any, game: str, index: int, mistakes: bool) -> None:
    """Follow a lesson by the model's clicks: each question's first recorded wrong answer and
    each try's first legal mistake first when ``mistakes``, then the right answers."""
    from desktop.study.kind import StudyKind

    tutorial, model = window.session.lessons, window.model
    window.session.start_study(StudyKind.LESSON, game, index, 0)
    for number, step in enumerate(tutorial.lesson.steps):
        if step.kind == "question":
            if mistakes and step.mistakes:
                model.click(step.mistakes[0].move)
            for raw in step.answers if step.needs == "all" else step.answers[:1]:
                model.click(raw)
        elif step.kind == "try":
            for text in (*(m.move for m in step.mistakes), step.solution[0]):
                move = model.state.parse_move(text)
                wrong = mistakes and not step.meets_goal(model.state, move)
                if model.state.illegal_reason(move) is None and (text == step.solution[0] or wrong):
                    model.play(move)
                    if not tutorial.done:
                        tutorial.retry()
        if number < len(tutorial.lesson.steps) - 1:
            tutorial.next()


def lesson_browser_with_stars(out: str) -> None:
    """The lesson browser, its stars earned by following lessons (in a settings file of its
    own, so the picture does not depend on this machine's progress)."""
    app = application()
    import tempfile

    from PySide6.QtCore import QSettings

    from desktop.study.browser import LessonBrowser
    from desktop.study.kind import StudyKind
    from desktop.study.progress import Progress

    window = shown_window("2d")
    folder = tempfile.mkdtemp()
    settings = QSettings(f"{folder}/progress.ini", QSettings.Format.IniFormat)
    progress = Progress(StudyKind.LESSON, settings)
    window.session.lessons.progress = progress
    window.session.lessons.goes_on_by_itself = False
    for index, mistakes in ((0, False), (1, False), (2, True)):
        follow(window, "pylos", index, mistakes)
    window.session.start_study(StudyKind.LESSON, "pylos", 3, 1)  # the fourth: begun
    browser = LessonBrowser("pylos", progress, window)
    browser.resize(720, 560)
    browser.show()
    wait(app, 0.5)
    browser.grab().save(str(HERE / out))
    browser.close()
    window.session.computer.shutdown()
    window.close()


CAPTURE = (
    "Sd3 Sc4 Sb3 Ma4 Mf5 Sd4 Sc5 Sb4 Sf1 S@NE90 La2 S@SE90 Mf1 Me2 Ma6 M@NE270 La2 Lf4 Lc2 Mf5 "
    "Sc3 Lf2 Md3 Me1 M@SE270 Lf4 Lb5 Lb4 Lb3"
).split()  # a random Ambush game (seed 4): its 29th move captures Bob's large pyramid on b4


def events(size: tuple[int, int] = (1280, 800), folder: Path = HERE) -> None:
    """An Ambush capture caught as it is told, and the summary of a finished Pylon game."""
    app = application()
    from core.registry import make_game
    from desktop.model import Seat

    window = shown_window("both", size)
    seats = (Seat("Ann"), Seat("Bob"))
    window.session.start_game(make_game("ambush"), seats, moves=CAPTURE[:-1])
    page = window.game_page
    wait(app, 1.0)
    page.board2d.animation_ms = 1500
    if page.board3d is not None:
        page.board3d.animation_ms = 1500  # type: ignore[attr-defined]
    window.model.play(CAPTURE[-1])
    wait(app, 1.5 + 0.8)  # the placement, then most of the way to the tray
    picture(window).save(str(folder / "ambush-capture-told.png"))
    page.finish_animations()
    line = next(x for x in (HERE / "finished-games.txt").read_text().splitlines() if "pylon" in x)
    window.session.start_game(make_game("pylon"), seats, moves=line.split(" ", 1)[1].split())
    wait(app, 1.5)
    picture(window).save(str(folder / "end-of-game-summary.png"))
    window.session.computer.shutdown()
    window.close()


PRACTICE = ("pylos", 6)  # the practice shown under way: its game and index, from 0


def practice(size: tuple[int, int] = (1280, 800), folder: Path = HERE, language: str = "") -> None:
    """A practice under way (the computer has answered the proof's first move) and the practice
    browser, opened from the lesson browser."""
    from desktop.study.kind import StudyKind

    app = application()
    if language:
        from desktop.i18n import install
        from desktop.i18n.language import choose_for_this_run

        install(language)
        choose_for_this_run(language)
    from desktop.window import dialogs as window_dialogs

    window = shown_window("both", size)
    game, index = PRACTICE
    window.session.start_study(StudyKind.PRACTICE, game, index)
    controller = window.session.practice
    model = window.model
    model.play(controller.practice.line[0])
    wait(app, 20, lambda: model.length == 2)
    wait(app, 1.5)
    picture(window).save(str(folder / "practice-position.png"))
    window_dialogs.open_lessons(window, "pylon")
    window.lesson_browser.practice_button.click()  # type: ignore[union-attr]
    browser = window.practice_browser
    assert browser is not None
    browser.resize(720, 560)
    wait(app, 0.5)
    browser.grab().save(str(folder / "practice-browser.png"))
    browser.close()
    window.session.computer.shutdown()
    window.close()


REVIEW = ("pylos", 6)  # the practice whose goal is missed in the review: game, index from 0


def practice_review(
    size: tuple[int, int] = (1280, 800), folder: Path = HERE, language: str = ""
) -> None:
    """A practice's review at its end: the proof's first move, then a move that loses the goal,
    then the first legal moves until the goal is missed; the panel points at the losing move in
    the list and offers *Retry from here*."""
    from core.study.practice import Solver
    from core.study.practice.solver import MAX_PLIES
    from desktop.study.kind import StudyKind

    app = application()
    if language:
        from desktop.i18n import install
        from desktop.i18n.language import choose_for_this_run

        install(language)
        choose_for_this_run(language)
    window = shown_window("both", size)
    window.session.start_study(StudyKind.PRACTICE, *REVIEW)
    controller, model = window.session.practice, window.model
    you = controller.practice.you
    solver = Solver(controller.practice.goal, you)
    while controller.status == "playing":
        wait(app, 60, lambda: model.state.current_player == you or controller.status != "playing")
        if controller.status != "playing":
            break
        state, mine = model.state, controller.your_moves()
        if mine == 0:
            move = state.parse_move(controller.practice.answer(state) or "")
        else:
            children = [(m, state.play_unchecked(m)) for m in state.legal_moves()]
            losing = [m for m, c in children if not solver.reaches(c, mine + 1, MAX_PLIES - 1)]
            move = (losing or list(state.legal_moves()))[0]
        model.play(move)
    wait(app, 1.5)
    suffix = f"-{language}" if language else ""
    picture(window).save(str(folder / f"practice-review{suffix}.png"))
    window.session.computer.shutdown()
    window.close()


def dialogs() -> None:
    """The dialogs a newcomer meets first, drawn in the standard and high-contrast palettes."""
    app = application()
    import os
    import tempfile

    from PySide6.QtWidgets import QFileDialog

    from desktop.solving.dialog import PerfectPlayDialog
    from desktop.study.browser import PuzzleBrowser
    from desktop.window.new_game import NewGameDialog
    from desktop.window.preferences_window import PreferencesWindow

    os.environ["XDG_DATA_HOME"] = tempfile.mkdtemp(prefix="pyramid-duels-shots-")  # (no table)
    window = shown_window("2d")
    for palette in ("standard", "high_contrast"):
        window.preferences.set_palette(palette, remember_it=False)
        files = QFileDialog(window, "Open a saved game", str(HERE))
        files.setOption(QFileDialog.Option.DontUseNativeDialog)
        files.resize(760, 460)
        shown = [
            ("file", files),
            ("puzzles", PuzzleBrowser("pylos", parent=window)),
            ("new-game", NewGameDialog("ambush", parent=window)),
            ("preferences", PreferencesWindow(window.preferences, lambda: None, window)),
            ("perfect-play", PerfectPlayDialog(window.solving, window)),
        ]
        for name, dialog in shown:
            dialog.show()
            wait(app, 0.5)
            dialog.grab().save(str(HERE / f"dialog-{name}-{palette}.png"))
            dialog.close()
    window.preferences.set_palette("standard", remember_it=False)
    window.session.computer.shutdown()
    window.close()


def perfect_play(
    size: tuple[int, int] = (1280, 800),
    folder: Path = HERE,
    language: str = "",
    palette: str = "standard",
) -> None:
    """*Game › Perfect play for Pylos…* over the window: for the standard game, not built yet
    (``perfect-play.png``), then over a game on the 4×4 base with 7 balls whose table is being
    built, the status bar following it (``perfect-play-building.png``). The tables go to a
    throw-away data folder."""
    import os
    import tempfile

    os.environ["XDG_DATA_HOME"] = tempfile.mkdtemp(prefix="pyramid-duels-shots-")
    app = application()
    if language:
        from desktop.i18n import install
        from desktop.i18n.language import choose_for_this_run

        install(language)
        choose_for_this_run(language)
    from PySide6.QtGui import QPainter

    from core.registry import make_game
    from desktop.model import Seat
    from desktop.window import dialogs as window_dialogs

    window = shown_window("2d", size)
    window.preferences.set_palette(palette, remember_it=False)
    suffix = "".join(f"-{part}" for part in (language, palette) if part and part != "standard")
    for game, out in (({}, "perfect-play"), ({"balls": "7"}, "perfect-play-building")):
        window.session.start_game(make_game("pylos", game), (Seat("Ann"), Seat("Bob")))
        dialog = window_dialogs.open_perfect_play(window)
        if game:
            dialog.build_button.click()
            wait(app, 600, lambda: window.solving.share() > 0.3)
        wait(app, 1.0)
        shot = picture(window)
        painter = QPainter(shot)
        painter.drawPixmap(dialog.geometry().topLeft() - window.geometry().topLeft(), dialog.grab())
        painter.end()
        shot.save(str(folder / f"{out}{suffix}.png"))
    window.solving.shutdown(wait=30)
    window.preferences.set_palette("standard", remember_it=False)
    window.session.computer.shutdown()
    window.close()


def palettes(size: tuple[int, int] = (1280, 800)) -> None:
    """The 3D view alone of a middle game of each game, from the seat, in each palette."""
    app = application()
    from PySide6.QtCore import QPoint, QRect

    from core.registry import make_game
    from desktop.model import Seat

    window = shown_window("3d", size)
    positions = {
        line.split("\t")[0]: line.split("\t")[3]
        for line in (HERE / "3d-positions.txt").read_text().splitlines()
    }
    for palette in ("standard", "colour_blind", "high_contrast"):
        window.preferences.set_palette(palette, remember_it=False)
        for game in ("pylos", "pylon", "ambush"):
            moves = positions[f"3d-{game}-middle"].split()
            window.session.start_game(make_game(game), (Seat("Ann"), Seat("Bob")), moves)
            window.game_page.finish_animations()
            view = window.game_page.board3d
            view.use_preset("seat")
            wait(app, 0.5)
            corner = view.pane.mapTo(window, QPoint(0, 0))
            shot = picture(window).copy(QRect(corner, view.pane.size()))
            shot.save(str(HERE / f"3d-{game}-{palette}.png"))
    window.preferences.set_palette("standard", remember_it=False)
    window.session.computer.shutdown()
    window.close()


def online(folder: Path = HERE) -> None:
    """Two windows playing Pylon online through a mailbox server on loopback (see above)."""
    import random
    import socket

    app = application()
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    twist = Path(sys.executable).parent / "twist"
    server = subprocess.Popen(
        [str(twist), "wormhole-mailbox", f"--port=tcp:{port}:interface=127.0.0.1",
         "--channel-db=/tmp/online-screenshot.sqlite"],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )  # fmt: skip
    try:
        _online_windows(app, f"ws://127.0.0.1:{port}/v1", folder, random.Random(3))
    finally:
        server.kill()
        server.wait()
        from desktop.online import reactor

        reactor.release()  # (Twisted's threads would keep the process from exiting)


def _online_windows(app: Any, relay: str, folder: Path, chance: Any) -> None:
    from desktop.online.protocol import TAKEBACK
    from desktop.window.online_dialog import OnlineDialog

    ann, bob = shown_window("2d"), shown_window("2d")
    wait(app, 1.0)
    dialogs = []
    for window, name in ((ann, "Ann"), (bob, "Bob")):
        window.preferences.set_relay(relay, remember_it=False)
        window.actions_by_name["online"].trigger()
        dialog = window.online_dialog
        assert isinstance(dialog, OnlineDialog)
        dialog.game_box.setCurrentIndex(dialog.game_box.findData("pylon"))
        dialog.host_name.setText(name)
        dialog.guest_name.setText(name)
        dialogs.append(dialog)
    dialogs[0].invite_button.click()
    wait(app, 30, lambda: bool(dialogs[0].code_label.text()))
    dialogs[1].code_edit.setText(dialogs[0].code_label.text())
    dialogs[1].join_button.click()
    wait(app, 30, lambda: ann.online is not None and bob.online is not None)
    for ply in range(9):
        window = (ann, bob)[ply % 2]
        model = window.session.model
        wait(app, 10, model.is_human_turn)
        model.play(chance.choice(model.state.legal_moves()))
        wait(app, 0.3)
    wait(app, 10, lambda: ann.session.model.is_human_turn())
    bob.online.say("Nice move!")
    wait(app, 1.0)
    ann.online.offer(TAKEBACK)
    wait(app, 10, lambda: bob.online.match.theirs is not None)
    bob.online.answer(False)
    wait(app, 2.0, lambda: ann.online.match.mine is None)
    wait(app, 1.0)
    for window, out in ((ann, "online-ann.png"), (bob, "online-bob.png")):
        window.game_page.finish_animations()
        wait(app, 0.3)
        window.grab().save(str(folder / out))
    for window in (ann, bob):
        window.online.cancel()
    wait(app, 1.0)


def main() -> None:
    if sys.argv[1:] == ["online"]:
        online()
        return
    if sys.argv[1:] == ["palettes"]:
        palettes()
        return
    if sys.argv[1:] == ["dialogs"]:
        dialogs()
        return
    if sys.argv[1:2] == ["perfect"]:
        if sys.argv[2:]:
            width, height = (int(n) for n in sys.argv[2].split("x"))
            language, palette = [*sys.argv[3:], "", ""][:2]
            perfect_play((width, height), Path("/tmp"), language, palette or "standard")
        else:
            perfect_play()
        return
    if sys.argv[1:] == ["stars"]:
        lesson_browser_with_stars("lesson-browser-stars.png")
        return
    if sys.argv[1:2] == ["events"]:
        if sys.argv[2:]:
            width, height = (int(n) for n in sys.argv[2].split("x"))
            events((width, height), Path("/tmp"))
        else:
            events()
        return
    if sys.argv[1:2] == ["practice"]:
        if sys.argv[2:]:
            width, height = (int(n) for n in sys.argv[2].split("x"))
            practice((width, height), Path("/tmp"), (sys.argv[3:] or [""])[0])
        else:
            practice()
        return
    if sys.argv[1:2] == ["review"]:
        if sys.argv[2:]:
            width, height = (int(n) for n in sys.argv[2].split("x"))
            folder = Path(sys.argv[4]) if sys.argv[4:] else Path("/tmp")
            practice_review((width, height), folder, (sys.argv[3:] or [""])[0])
        else:
            practice_review()
        return
    if sys.argv[1:] == ["study"]:  # only the analysis and puzzle pictures
        analysed("analysis-pylos.png")
        for game, index in PUZZLES.items():
            puzzle(f"puzzle-{game}.png", game, index)
        solved_puzzle("puzzle-solved-why.png", "pylon", 0)
        return
    if sys.argv[1:] == ["small"]:
        export("pylos-small.png", "pylos", SMALL_PYLOS, "--set", "base=3", "--view", "both")
        return
    if sys.argv[1:] == ["why"]:  # only the solved puzzle
        solved_puzzle("puzzle-solved-why.png", "pylon", 0)
        return
    for line in (HERE / "finished-games.txt").read_text().splitlines():
        game, moves = line.split(" ", 1)
        export(f"2d-{game}.png", game, moves, "--view", "both")
    for line in (HERE / "3d-positions.txt").read_text().splitlines():
        out, game, setting, moves = line.split("\t")
        extra = ["--set", setting] if setting else []
        export(f"{out}.png", game, moves, "--view", "3d", *extra)
    rotation_in_progress("3d-ambush-rotation.png")
    export("pylos-small.png", "pylos", SMALL_PYLOS, "--set", "base=3", "--view", "both")
    for game, step in LESSONS.items():
        for view in ("2d", "3d"):
            command = [sys.executable, "-m", "desktop", "--tutorial", f"{game}:{step}"]
            out = HERE / f"lesson-{game}-{view}.png"
            subprocess.run([*command, "--view", view, "--export-png", str(out)], check=True)
    analysed("analysis-pylos.png")
    for game, index in PUZZLES.items():
        puzzle(f"puzzle-{game}.png", game, index)
    solved_puzzle("puzzle-solved-why.png", "pylon", 0)
    lesson_browser_with_stars("lesson-browser-stars.png")
    dialogs()
    perfect_play()
    palettes()
    events()
    practice()
    practice_review()
    online()


if __name__ == "__main__":
    main()
