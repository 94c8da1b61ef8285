"""The window's dialogs: files (open, save, export), the New Game dialog, the lesson and puzzle
browsers, the rules reference, a question to the players, and About. Each is a function of the
window: it asks, then hands the answer to the session."""

from __future__ import annotations

import html
from collections.abc import Callable
from functools import partial
from pathlib import Path

from PySide6.QtWidgets import QDialog, QMenu, QMessageBox, QWidget

from core.registry import KITS
from desktop import __version__
from desktop.i18n import fill, tr, translate_core
from desktop.look import question
from desktop.registry import desktop_kit
from desktop.session.files import SUFFIX, file_filter
from desktop.solving.dialog import PerfectPlayDialog
from desktop.study.browser import LessonBrowser, PuzzleBrowser, RulesDialog
from desktop.study.kind import StudyKind
from desktop.study.practice_panel import PracticeBrowser
from desktop.window.file_dialog import choose_file
from desktop.window.frame import Frame
from desktop.window.new_game import NewGameDialog
from desktop.window.preferences_window import PreferencesWindow

PREVIEW_SOUND = "wood_set"
"""What a change of volume plays, to hear it."""

Ask = Callable[[str, str], bool]
LICENCE = "MIT"


def ask_with_message_box(parent: QWidget) -> Ask:
    """A question with Yes and No, asked in a message box over ``parent`` (``question.ask``)."""
    return partial(question.ask, parent)


def discard_kept(window: Frame, ident: str) -> None:
    """Forget a game of the start screen's list for good, once the player has said yes."""
    kept = next((game for game in window.session.kept_games() if game.ident == ident), None)
    if kept is None:
        return
    question = fill(
        tr("{game}: discard it for good? It cannot be brought back."), game=kept.describe()
    )
    if window.ask(tr("Discard the unfinished game"), question):
        window.session.discard_kept(ident)


def open_perfect_play(window: Frame) -> PerfectPlayDialog:
    """*Game › Perfect play for Pylos…*, for the rules of the game on the table (one dialog,
    brought back to the front)."""
    dialog = window.perfect_play_dialog
    if not isinstance(dialog, PerfectPlayDialog):
        dialog = window.perfect_play_dialog = PerfectPlayDialog(window.solving, window)
    dialog.show_game(window.session.model.game)
    dialog.show()
    dialog.raise_()
    dialog.activateWindow()
    return dialog


# --- files ------------------------------------------------------------------------------------
def open_game(window: Frame) -> None:
    path = window.session.files.path
    folder = str(path.parent if path else Path.home())  # (where Save as suggests, too)
    chosen = choose_file(window, tr("Open a saved game"), Path(folder), file_filter())
    if chosen:
        window.session.open_file(chosen)


def save(window: Frame) -> bool:
    path = window.session.files.path
    return save_as(window) if path is None else window.session.save(path)


def save_as(window: Frame) -> bool:
    session = window.session
    suggested = session.files.path or Path.home() / f"{session.model.game.name}{SUFFIX}"
    chosen = choose_file(window, tr("Save the game"), suggested, file_filter(), saving=True)
    if not chosen:
        return False
    path = Path(chosen)  # (the game's suffix added to a name without one, as Save does)
    if not may_replace(window, path, path if path.suffix else path.with_suffix(SUFFIX)):
        return False
    return session.save(chosen)


def may_replace(window: Frame, chosen: Path, written: Path) -> bool:
    """Whether to write ``written`` for the name ``chosen`` in a file dialog, which asked about
    replacing the name as typed, not the file written ("mygame" saved over mygame.pdgame
    without a word): asked here, No the default."""
    if written == chosen or not written.exists():
        return True
    question = fill(tr("{file} already exists. Replace it?"), file=written.name)
    return window.ask(tr("Replace the file"), question)


def fill_recent(window: Frame, menu: QMenu) -> None:
    files = window.session.files
    recent = files.recent()
    recent = [path for path in recent if path.exists()]  # (one gone or renamed: not offered)
    for number, path in enumerate(recent, 1):
        name = path.name.replace("&", "&&")  # ("Tom & Jerry", not a shortcut on J)
        action = menu.addAction(f"&{number} {name}" if number < 10 else name)
        action.setToolTip(str(path))
        action.setStatusTip(str(path))
        action.triggered.connect(lambda _=False, p=path: window.session.open_file(p))
    if not recent:
        menu.addAction(tr("No recent games")).setEnabled(False)
    else:
        menu.addSeparator()
        menu.addAction(tr("&Clear the list"), files.forget_recent)


def export_image(window: Frame) -> None:
    """A PNG of the boards as they are shown."""
    suggested = Path.home() / f"{window.session.model.game.name}.png"
    images = tr("PNG images ({patterns})").format(patterns="*.png")
    chosen = choose_file(window, tr("Export an image of the board"), suggested, images, saving=True)
    if chosen and may_replace(window, Path(chosen), png_path(chosen)):
        export_board(window, chosen)


def png_path(chosen: str | Path) -> Path:
    """Where an image exported as ``chosen`` is written: a PNG, its suffix made so."""
    path = Path(chosen)
    return path if path.suffix.lower() == ".png" else path.with_suffix(".png")


def export_board(window: Frame, path: str | Path) -> bool:
    path = png_path(path)
    page, model = window.game_page, window.session.model
    page.finish_animations()
    if page.board3d is not None:
        from desktop.board3d.overlays import grab  # the 3D view's picture in it too

        picture = grab(page.splitter)
    else:
        picture = page.splitter.grab()
    if not picture.save(str(path), "PNG"):
        model.inform(lambda: tr("Could not write {file}.").format(file=path.name), "refused")
        return False
    model.inform(lambda: tr("The board was saved as {file}.").format(file=path.name))
    return True


# --- games and the things to learn them -----------------------------------------------------------
def ask_new_game(window: Frame, game_name: str | None = None) -> None:
    """The New Game dialog (on ``game_name``, or the game on the table with its players)."""
    session = window.session
    name = game_name or session.model.game.name
    same = game_name is None and not session.studying
    seats = session.model.seats
    names = ("", "")
    if same:  # typed names only: the computer's follow its level, the sides' the game chosen
        sides = session.model.game.player_names
        first, second = (
            seat.name if seat.kind == "human" and seat.name != sides[player] else ""
            for player, seat in enumerate(seats)
        )
        names = (first, second)
    levels = (seats[0].level, seats[1].level) if same else (0, 0)
    dialog = NewGameDialog(name, names, window, levels)
    if dialog.exec() == QDialog.DialogCode.Accepted:
        game, chosen = dialog.chosen()
        session.start_game(game, chosen)


def open_lessons(window: Frame, game_name: str | None = None) -> None:
    """The lesson browser, on ``game_name``'s lessons (the game on the table's by default)."""
    session = window.session
    browser = LessonBrowser(game_name or session.model.game.name, session.lessons.progress, window)
    browser.chosen.connect(partial(session.start_study, StudyKind.LESSON))
    browser.rules_wanted.connect(partial(show_rules, window))
    browser.practice_wanted.connect(partial(open_practice, window))
    window.lesson_browser = browser
    browser.open()


def open_puzzles(window: Frame, game_name: str | None = None) -> None:
    """The puzzle browser, on ``game_name``'s puzzles."""
    session = window.session
    browser = PuzzleBrowser(game_name or session.model.game.name, session.puzzles.progress, window)
    browser.chosen.connect(partial(session.start_study, StudyKind.PUZZLE))
    browser.forgotten.connect(window.game_page.puzzle_panel.refresh)  # its count of solved
    window.puzzle_browser = browser
    browser.open()


def open_practice(window: Frame, game_name: str | None = None) -> None:
    """The practice browser, on ``game_name``'s practices against the computer."""
    session = window.session
    name = game_name or session.model.game.name
    browser = PracticeBrowser(name, session.practice.progress, window)
    browser.chosen.connect(partial(session.start_study, StudyKind.PRACTICE))
    browser.forgotten.connect(window.game_page.practice_panel.refresh)
    window.practice_browser = browser
    browser.open()


def open_preferences(window: Frame) -> None:
    """The Preferences window (one at a time: asked again, the one open comes forward)."""
    if window.preferences_window is None:
        page = window.game_page
        window.preferences_window = PreferencesWindow(
            window.preferences, lambda: page.sounds.play(PREVIEW_SOUND), window
        )
    shown = window.preferences_window
    shown.show()
    shown.raise_()
    shown.activateWindow()


def show_rules(window: Frame, game_name: str) -> None:
    """The game's rules reference; its links open the lessons."""
    dialog = RulesDialog(game_name, window, desktop_kit(game_name).recolour)
    dialog.lesson_wanted.connect(partial(window.session.start_study, StudyKind.LESSON))
    window.rules_dialog = dialog
    dialog.open()


def fill_rules(window: Frame, menu: QMenu) -> None:
    for number, kit in enumerate(KITS.values(), start=1):
        title = kit.game.title
        action = menu.addAction(f"&{number} {title}")
        tip = fill(tr("The rules of {game}, in short"), game=title)
        action.setStatusTip(tip)
        action.setToolTip(tip)
        action.triggered.connect(lambda _=False, n=kit.name: show_rules(window, n))


# --- about ------------------------------------------------------------------------------------
def about_text() -> str:
    """The About box's words: the version, each game and who designed it, the licence."""
    games = "".join(
        f"<li><b>{kit.game.title}</b>, {html.escape(translate_core(kit.words.credits))}</li>"
        for kit in KITS.values()
    )
    independent = tr(
        "Pylon and Ambush are Icehouse games, played with the Looney Pyramids. Pylos is a "
        "trademark of Gigamic. Pyramid Duels is an independent program, not endorsed by the "
        "games' designers or publishers."
    )
    licence = tr("Licence: {licence}. The program comes with no warranty.").format(licence=LICENCE)
    intro = tr("Two-player games built from pyramids, in 2D and 3D, at one computer:")
    return (
        f"<h3>Pyramid Duels {__version__}</h3><p>{intro}</p><ul>{games}</ul>"
        f"<p>{independent}</p><p>{licence}</p>"
    )


def about(window: Frame) -> None:
    QMessageBox.about(window, tr("About Pyramid Duels"), about_text())
