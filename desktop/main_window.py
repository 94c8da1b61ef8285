"""The main window: the start screen, then the game page with the board, the players, the moves
and the message line; menus for new games, moving through the game, undo/redo and the endings a
game lets its players propose. Every action that cannot apply right now is disabled."""

from __future__ import annotations

import html
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QCoreApplication, QPoint, QPointF, QSettings, Qt, QTimer
from PySide6.QtGui import (
    QAction,
    QActionGroup,
    QCloseEvent,
    QDragEnterEvent,
    QDropEvent,
    QGuiApplication,
    QKeySequence,
)
from PySide6.QtWidgets import (
    QDialog,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QMenu,
    QMessageBox,
    QPushButton,
    QSplitter,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from core.api import Game
from core.clicks import Click
from core.record import GameRecord
from core.registry import KITS, game_names, make_game
from desktop import __version__, theme
from desktop.board2d.view import BoardView
from desktop.computer import ComputerPlayer
from desktop.files import SUFFIX, GameFiles, file_filter
from desktop.i18n import install, tr, translate_core
from desktop.keyboard import KeyboardCursor
from desktop.language import NAMES, current_language, remember
from desktop.model import GameModel, Seat
from desktop.new_game_dialog import NewGameDialog
from desktop.panels.analysis import AnalysisPanel
from desktop.panels.message_bar import MessageBar
from desktop.panels.move_list import MoveList
from desktop.panels.players import PlayersPanel
from desktop.panels.watch_bar import WatchBar
from desktop.start_screen import StartScreen
from desktop.style import style_sheet
from desktop.tutorial.browser import LessonBrowser, RulesDialog
from desktop.tutorial.controller import TutorialController
from desktop.tutorial.panel import LessonPanel
from desktop.tutorial.puzzle_panel import PuzzleBrowser, PuzzlePanel
from desktop.tutorial.puzzles import PuzzleController

if TYPE_CHECKING:
    from desktop.board3d.view import Board3DView

Ask = Callable[[str, str], bool]


def ask_with_message_box(parent: QWidget) -> Ask:
    def ask(title: str, text: str) -> bool:
        answer = QMessageBox.question(parent, title, text)
        return answer == QMessageBox.StandardButton.Yes

    return ask


VIEWS = ("2d", "3d", "both")
LICENCE = "MIT"
ANIMATION = {"off": 0, "fast": 140, "normal": 260, "slow": 480}  # ms per step of a move
SIDEBAR_WIDTH = 280
LESSON_WIDTH = 330


def opengl_available() -> bool:
    """Whether this Qt platform can draw OpenGL (the off-screen one cannot)."""
    return QGuiApplication.platformName() not in ("offscreen", "minimal", "vnc")


class GamePage(QWidget):
    """The boards (2D, 3D or both side by side) with everything around them."""

    def __init__(self, model: GameModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("gamePage")
        self.model = model
        outer = QVBoxLayout(self)
        outer.setContentsMargins(8, 8, 8, 8)
        outer.setSpacing(6)
        row = QHBoxLayout()
        self.splitter = QSplitter(Qt.Orientation.Horizontal, self)
        self.splitter.setChildrenCollapsible(False)
        self.board2d = BoardView(model, self.splitter)
        self.splitter.addWidget(self.board2d)
        self.board3d: Board3DView | None = None
        if opengl_available():
            from desktop.board3d.view import Board3DView

            self.board3d = Board3DView(model, self.splitter)
            self.three_d_pane: QWidget = self.board3d
        else:
            note = QLabel(
                tr("The 3D view needs OpenGL, which this display does not offer."), self.splitter
            )
            note.setAlignment(Qt.AlignmentFlag.AlignCenter)
            note.setWordWrap(True)
            self.three_d_pane = note
        self.splitter.addWidget(self.three_d_pane)
        self.view_mode = "both"
        row.addWidget(self.splitter, 1)
        self.sidebars = QStackedWidget(self)
        self.sidebars.setFixedWidth(SIDEBAR_WIDTH)
        sidebar = QWidget(self.sidebars)
        sidebar.setObjectName("sidebar")
        side = QVBoxLayout(sidebar)
        side.setContentsMargins(0, 0, 0, 0)
        self.players = PlayersPanel(model, sidebar)
        self.moves = MoveList(model, sidebar)
        self.proposals = QVBoxLayout()
        self.proposal_buttons: dict[str, QPushButton] = {}
        self.computer = ComputerPlayer(model, self)
        self.watch_bar = WatchBar(self.computer, sidebar)
        side.addWidget(self.players)
        side.addWidget(self.watch_bar)
        side.addWidget(self.moves, 2)
        self.analysis = AnalysisPanel(model, self.computer, self.moves, sidebar)
        side.addWidget(self.analysis, 1)  # (only as tall as its graph and words allow)
        side.addLayout(self.proposals)
        self.game_sidebar = sidebar
        self.tutorial = TutorialController(model, parent=self)
        self.tutorial.animation_ms = self.board2d.animation_ms
        self.lesson_panel = LessonPanel(self.tutorial, self.sidebars)
        self.puzzles = PuzzleController(model, parent=self)
        self.puzzles.animation_ms = self.board2d.animation_ms
        self.puzzle_panel = PuzzlePanel(self.puzzles, self.sidebars)
        self.sidebars.addWidget(sidebar)
        self.sidebars.addWidget(self.lesson_panel)
        self.sidebars.addWidget(self.puzzle_panel)
        row.addWidget(self.sidebars)
        outer.addLayout(row, 1)
        self.message_bar = MessageBar(model, self)
        outer.addWidget(self.message_bar)
        self.keyboard = KeyboardCursor(model, self)
        self.board2d.keyboard = self.keyboard
        self.keyboard.add_view(self.board2d, self._point_2d, 10.0)
        if self.board3d is not None:
            self.board3d.keyboard = self.keyboard
            self.keyboard.add_view(self.board3d, self._point_3d, 14.0)
        self.keyboard.moved.connect(self._show_cursor)
        model.game_started.connect(self._make_proposal_buttons)
        for signal in (model.position_changed, model.history_changed):
            signal.connect(self._refresh)
        self._make_proposal_buttons()
        self._thinking_timer = QTimer(self)
        self._thinking_timer.setInterval(200)
        self._thinking_timer.timeout.connect(self._show_thinking)
        self.computer.thinking_changed.connect(self._show_thinking)
        model.game_started.connect(self.watch_bar.refresh)

    def _show_thinking(self) -> None:
        """The thinking indicator: words (depth reached, time spent) and a bar of the time."""
        computer = self.computer
        if not computer.thinking:
            self._thinking_timer.stop()
            self.message_bar.show_thinking("", None)
            return
        if not self._thinking_timer.isActive():
            self._thinking_timer.start()
        request = computer.request
        fraction = computer.elapsed() / request.seconds if request and request.seconds else None
        self.message_bar.show_thinking(computer.status(), fraction)

    def show_lesson(self, on: bool) -> None:
        """The lesson beside the board (a tutorial) or the players and moves (a game)."""
        self.show_side("lesson" if on else "game")

    def show_side(self, which: str) -> None:
        """Beside the board: "game" (the players and moves), "lesson" or "puzzle"."""
        panels = {"lesson": self.lesson_panel, "puzzle": self.puzzle_panel}
        self.sidebars.setCurrentWidget(panels.get(which, self.game_sidebar))
        self.sidebars.setFixedWidth(SIDEBAR_WIDTH if which == "game" else LESSON_WIDTH)
        self.message_bar.offer_rematch = which == "game"
        self.message_bar.refresh()

    def _point_2d(self, raw: Click) -> QPointF | None:
        anchor = self.board2d.board.anchor(raw)
        return None if anchor is None else QPointF(self.board2d.mapFromScene(anchor))

    def _point_3d(self, raw: Click) -> QPointF | None:
        point = self.board3d.screen_point(raw) if self.board3d is not None else None
        return None if point is None else QPointF(*point)

    def _show_cursor(self) -> None:
        """The keyboard's cursor, on both boards and on the choice buttons."""
        self.board2d.show_cursor()
        if self.board3d is not None:
            self.board3d.show_cursor()
        raw = self.keyboard.raw
        for key, button in self.message_bar.choices.buttons.items():
            on = raw is not None and key == str(raw)
            if bool(button.property("cursor")) != on:
                button.setProperty("cursor", on)
                button.style().unpolish(button)
                button.style().polish(button)

    def focus_board(self) -> None:
        """Give the keyboard to the board on show (the 2D one when both are)."""
        if self.board2d.isVisibleTo(self):
            self.board2d.setFocus()
        elif self.board3d is not None and self.board3d.isVisibleTo(self):
            self.board3d.setFocus()

    def set_view(self, mode: str) -> None:
        """Show the 2D board, the 3D view, or both side by side."""
        self.view_mode = mode
        self.board2d.setVisible(mode in ("2d", "both"))
        self.three_d_pane.setVisible(mode in ("3d", "both"))
        if mode == "both":
            half = max(1, self.splitter.width() // 2)
            self.splitter.setSizes([half, half])

    def finish_animations(self) -> None:
        self.board2d.finish_animation()
        if self.board3d is not None:
            self.board3d.finish_animation()

    def where(self, raw: Click | str) -> tuple[QWidget, QPoint] | None:
        """Where to click for the raw name ``raw`` in 2D: its choice button beside the message
        line, or its place on the 2D board (for tests, benchmarks and lessons)."""
        button = self.message_bar.choices.buttons.get(str(raw))
        if button is not None:
            return button, button.rect().center()
        point = self.board2d.view_point(raw)
        return None if point is None else (self.board2d.viewport(), point)

    def _make_proposal_buttons(self) -> None:
        """One button per proposal the game offers instead of a move (none for most games)."""
        for button in self.proposal_buttons.values():
            self.proposals.removeWidget(button)
            button.deleteLater()
        self.proposal_buttons = {}
        for proposal in self.model.game.proposals:
            button = QPushButton(translate_core(proposal.title), self)
            button.setToolTip(tr("If the other player accepts, the game ends here."))
            button.setAccessibleDescription(tr("If the other player accepts, the game ends here."))
            self.proposals.addWidget(button)
            self.proposal_buttons[proposal.name] = button
        self._refresh()

    def _refresh(self, *_: object) -> None:
        for name, button in self.proposal_buttons.items():
            reason = self.model.propose(name)
            button.setEnabled(reason is None)
            button.setVisible(not self.model.state.is_over)
            if reason is not None:
                button.setToolTip(tr("Not now: {reason}.").format(reason=translate_core(reason)))
            else:
                button.setToolTip(tr("If the other player accepts, the game ends here."))


class MainWindow(QMainWindow):
    def __init__(self, model: GameModel | None = None, view: str | None = None) -> None:
        super().__init__()
        self.setWindowTitle("Pyramid Duels")
        self.setAccessibleName("Pyramid Duels")
        self.settings = QSettings()
        remembered_palette = str(self.settings.value("palette", "standard"))
        theme.set_palette(
            remembered_palette if remembered_palette in theme.PALETTES else "standard"
        )
        self.setStyleSheet(style_sheet())
        self.model = model or GameModel(make_game(game_names()[0]), parent=self)
        if self.model.parent() is None:
            self.model.setParent(self)
        self.ask: Ask = ask_with_message_box(self)
        self.game_in_progress = False  # set once a game has been started in this window
        self.paused_game: tuple[Game, tuple[Seat, Seat], list[str], str | None] | None = None
        self.pages = QStackedWidget(self)
        self.start_screen = StartScreen(self.pages)
        self.game_page = GamePage(self.model, self.pages)
        self.pages.addWidget(self.start_screen)
        self.pages.addWidget(self.game_page)
        self.setCentralWidget(self.pages)
        self.start_screen.game_chosen.connect(self.ask_new_game)
        self.start_screen.back_to_game.connect(self.show_game)
        self.game_page.message_bar.rematch.connect(self.rematch)
        self.game_page.message_bar.new_game.connect(self.ask_new_game)
        moves = self.game_page.moves  # the window's undo: it pauses computers playing each other
        moves.undo_button.clicked.disconnect(self.model.undo)
        moves.undo_button.clicked.connect(self.undo)
        self.tutorial = self.game_page.tutorial
        panel = self.game_page.lesson_panel
        panel.lessons_wanted.connect(lambda: self.open_lessons(self.tutorial.game_name))
        panel.rules_wanted.connect(lambda: self.show_rules(self.tutorial.game_name))
        panel.leave_wanted.connect(self.leave_tutorial)
        panel.play_wanted.connect(self.play_after_tutorial)
        self.tutorial.changed.connect(self._update_actions)
        self.puzzles = self.game_page.puzzles
        self.puzzles.changed.connect(self._update_actions)
        puzzle_panel = self.game_page.puzzle_panel
        puzzle_panel.browser_wanted.connect(lambda: self.open_puzzles(self.puzzles.game_name))
        puzzle_panel.leave_wanted.connect(self.leave_tutorial)
        self.start_screen.puzzles_chosen.connect(self.open_puzzles)
        self.game_page.computer.thinking_changed.connect(self._update_actions)
        self.start_screen.lessons_chosen.connect(self.open_lessons)
        self.start_screen.resume_wanted.connect(self.resume_unfinished)
        self.start_screen.discard_wanted.connect(self.discard_unfinished)
        self.pages.currentChanged.connect(self._update_actions)
        for signal in (
            self.model.game_started,
            self.model.position_changed,
            self.model.selection_changed,
            self.model.history_changed,
            self.model.message,
        ):
            signal.connect(self._update_actions)
        self.unfinished: GameRecord | None = None  # the game the last run left unfinished
        self.files = GameFiles(self)
        self.files.changed.connect(self._file_changed)
        self._make_menus()
        self.setAcceptDrops(True)
        self.model.game_started.connect(self._connect_proposals)
        self._connect_proposals()
        self.palette_actions[theme.palette()].setChecked(True)
        remembered = str(self.settings.value("view", "both"))
        self.set_view(view or (remembered if remembered in VIEWS else "both"), remember=False)
        self.resize(1280, 800)
        geometry = self.settings.value("window/geometry")
        if isinstance(geometry, QByteArray) and not geometry.isEmpty():
            self.restoreGeometry(geometry)
        splitter = self.settings.value("window/splitter")
        if isinstance(splitter, QByteArray) and not splitter.isEmpty():
            self.game_page.splitter.restoreState(splitter)
        speed = str(self.settings.value("animation", "normal"))
        self.set_animation(speed if speed in ANIMATION else "normal", remember=False)
        self._update_actions()

    def set_animation(self, speed: str, remember: bool = True) -> None:
        """How long each step of a move's animation lasts ("off": moves appear at once)."""
        ms = ANIMATION[speed]
        page = self.game_page
        page.board2d.animation_ms = ms
        if page.board3d is not None:
            page.board3d.animation_ms = ms
        page.tutorial.animation_ms = ms
        page.puzzles.animation_ms = ms
        self.animation_actions[speed].setChecked(True)
        if remember:
            self.settings.setValue("animation", speed)

    def toggle_full_screen(self) -> None:
        if self.isFullScreen():
            self.showNormal()
        else:
            self.showFullScreen()

    def set_view(self, mode: str, remember: bool = True) -> None:
        """2D, 3D or both; remembered for the next start unless ``remember`` is False."""
        self.game_page.set_view(mode)
        self.view_actions[mode].setChecked(True)
        if remember:
            self.settings.setValue("view", mode)

    # --- menus -----------------------------------------------------------------------------
    def _action(
        self,
        menu_name: str,
        text: str,
        slot: Callable[[], object],
        keys: QKeySequence | QKeySequence.StandardKey | str | None = None,
        tip: str = "",
    ) -> QAction:
        """An action of the menu ``menu_name`` ("file", "game", "move", "view" or "help"),
        its status tip and tooltip ``tip``, named for screen readers by its text."""
        menu = self._menus[menu_name]
        action = QAction(text, self)
        if keys is not None:
            action.setShortcut(QKeySequence(keys))
        if tip:
            action.setStatusTip(tip)
            action.setToolTip(tip)
        action.triggered.connect(lambda _=False: slot())
        menu.addAction(action)
        return action

    def _make_menus(self) -> None:
        self._menus: dict[str, QMenu] = {}
        for name, title in (
            ("file", tr("&File")),
            ("game", tr("&Game")),
            ("move", tr("&Move")),
            ("view", tr("&View")),
            ("help", tr("&Help")),
        ):
            menu = self.menuBar().addMenu(title)
            menu.setObjectName(f"{name}Menu")
            menu.setAccessibleName(title.replace("&", ""))
            self._menus[name] = menu
        self.menuBar().setAccessibleName(tr("Menus"))
        self.actions_by_name: dict[str, QAction] = {}
        add = self._named_action
        keys = QKeySequence.StandardKey
        add(
            "new",
            "file",
            tr("&New game…"),
            self.ask_new_game,
            keys.New,
            tip=tr("Choose a game, its options and the players"),
        )
        add("open", "file", tr("&Open…"), self.open_dialog, keys.Open, tip=tr("Open a saved game"))
        self.recent_menu = self._menus["file"].addMenu(tr("Open &recent"))
        self.recent_menu.aboutToShow.connect(self._fill_recent_menu)
        add("save", "file", tr("&Save"), self.save, keys.Save, tip=tr("Save this game to its file"))
        add(
            "save_as",
            "file",
            tr("Save &as…"),
            self.save_as,
            keys.SaveAs,
            tip=tr("Save this game to a new file"),
        )
        add(
            "export",
            "file",
            tr("&Export image…"),
            self.export_image,
            "Ctrl+E",
            tip=tr("Save a picture (PNG) of the board as it is shown"),
        )
        self._menus["file"].addSeparator()
        add("quit", "file", tr("&Quit"), self.close, keys.Quit)
        add(
            "choose",
            "game",
            tr("Choose another &game"),
            self.show_start_screen,
            "Ctrl+Shift+N",
            tip=tr("Back to the start screen, the game in progress kept"),
        )
        add(
            "analyse",
            "game",
            tr("&Analyse this game"),
            self.analyse_game,
            "Ctrl+Shift+A",
            tip=tr("The computer looks at every move: a graph, and the worst moves marked"),
        )
        self.proposal_actions: dict[str, QAction] = {}
        self._proposals_anchor = self._menus["game"].addSeparator()
        add("undo", "move", tr("&Undo"), self.undo, keys.Undo, tip=tr("Take back the last move"))
        add(
            "redo",
            "move",
            tr("&Redo"),
            self.model.redo,
            keys.Redo,
            tip=tr("Play again the move taken back"),
        )
        add(
            "back",
            "move",
            tr("Step &back in this move"),
            self.model.step_back_in_move,
            "Backspace",
            tip=tr("Undo the last click of the move being built"),
        )
        add(
            "cancel",
            "move",
            tr("&Cancel this move"),
            self.model.cancel_move,
            "Esc",
            tip=tr("Let go of the move being built (and of the message on show)"),
        )
        add(
            "hint",
            "move",
            tr("&Hint"),
            self.hint,
            "Ctrl+H",
            tip=tr("Show the move the strongest computer level would play here, and why"),
        )
        self._menus["move"].addSeparator()
        model = self.model
        add("first", "move", tr("Go to the &start"), lambda: self._go(0), "Home")
        add(
            "previous", "move", tr("&Previous position"), lambda: self._go(model.cursor - 1), "Left"
        )
        add("next", "move", tr("&Next position"), lambda: self._go(model.cursor + 1), "Right")
        add("last", "move", tr("Go to the &last move"), lambda: self._go(len(model.moves)), "End")
        group = QActionGroup(self)
        self.view_actions: dict[str, QAction] = {}
        for mode, text, shortcut in (
            ("2d", tr("&2D board"), "Ctrl+1"),
            ("3d", tr("&3D view"), "Ctrl+2"),
            ("both", tr("2D &and 3D side by side"), "Ctrl+3"),
        ):
            action = self._action("view", text, partial(self.set_view, mode), shortcut)
            action.setCheckable(True)
            group.addAction(action)
            self.view_actions[mode] = action
        self._menus["view"].addSeparator()
        speeds = self._menus["view"].addMenu(tr("Animation s&peed"))
        speed_group = QActionGroup(self)
        self.animation_actions: dict[str, QAction] = {}
        for speed, words in (
            ("off", tr("&Off: moves appear at once")),
            ("fast", tr("&Fast")),
            ("normal", tr("&Normal")),
            ("slow", tr("&Slow")),
        ):
            action = QAction(words, self)
            action.setCheckable(True)
            action.triggered.connect(lambda _=False, s=speed: self.set_animation(s))
            speed_group.addAction(action)
            speeds.addAction(action)
            self.animation_actions[speed] = action
        palettes = self._menus["view"].addMenu(tr("Pa&lette"))
        palette_group = QActionGroup(self)
        self.palette_actions: dict[str, QAction] = {}
        for name, words, tip in (
            ("standard", tr("&Standard"), tr("The table's usual colours")),
            (
                "colour_blind",
                tr("&Colour-blind safe"),
                tr("Colours every kind of colour vision tells apart (orange and blue)"),
            ),
            (
                "high_contrast",
                tr("&High contrast"),
                tr("Black, white and yellow, with thick outlines"),
            ),
        ):
            action = QAction(words, self)
            action.setCheckable(True)
            action.setStatusTip(tip)
            action.setToolTip(tip)
            action.triggered.connect(lambda _=False, p=name: self.set_palette(p))
            palette_group.addAction(action)
            palettes.addAction(action)
            self.palette_actions[name] = action
        add(
            "full_screen",
            "view",
            tr("F&ull screen"),
            self.toggle_full_screen,
            keys.FullScreen,
            tip=tr("Fill the screen with the window (again to leave)"),
        )
        self._menus["view"].addSeparator()
        self.camera_actions: list[QAction] = []
        for name, text in (
            ("seat", tr("3D camera: from the &seat of the player to move")),
            ("above", tr("3D camera: from a&bove")),
            ("side", tr("3D camera: from the si&de")),
            ("reset", tr("3D camera: &reset")),
        ):
            action = self._action("view", text, partial(self._camera_preset, name))
            self.camera_actions.append(action)
        add(
            "learn",
            "help",
            tr("&Learn to play…"),
            lambda: self.open_lessons(self.model.game.name),
            keys.HelpContents,
            tip=tr("Lessons that teach each game's rules on the board"),
        )
        add(
            "puzzles",
            "help",
            tr("&Puzzles…"),
            lambda: self.open_puzzles(self.model.game.name),
            "Ctrl+Shift+P",
            tip=tr("Positions where one move wins, proven by the computer: find it"),
        )
        rules = self._menus["help"].addMenu(tr("&Rules"))
        for number, name in enumerate(game_names(), start=1):
            title = KITS[name].game.title
            action = QAction(f"&{number} {title}", self)
            tip = tr("The rules of {game}, in short").format(game=title)
            action.setStatusTip(tip)
            action.setToolTip(tip)
            action.triggered.connect(partial(self.show_rules, name))
            rules.addAction(action)
            self.actions_by_name[f"rules:{name}"] = action
        languages = self._menus["help"].addMenu(tr("Lan&guage"))
        group = QActionGroup(self)
        self.language_actions: dict[str, QAction] = {}
        for code, text in NAMES.items():
            action = QAction(f"&{text}", self)  # each language in its own words
            action.setCheckable(True)
            action.setChecked(code == current_language())
            action.setStatusTip(
                tr("Menus, lessons and puzzles in {language}").format(language=text)
            )
            action.triggered.connect(lambda _=False, c=code: self.set_language(c))
            group.addAction(action)
            languages.addAction(action)
            self.language_actions[code] = action
        self._menus["help"].addSeparator()
        add("about", "help", tr("&About Pyramid Duels"), self._about)

    def _named_action(
        self,
        name: str,
        menu: str,
        text: str,
        slot: Callable[[], object],
        keys: QKeySequence | QKeySequence.StandardKey | str | None = None,
        tip: str = "",
    ) -> QAction:
        action = self._action(menu, text, slot, keys, tip)
        self.actions_by_name[name] = action
        return action

    def _update_actions(self, *_: object) -> None:
        """Enable exactly the actions that can apply now."""
        model = self.model
        on_page = self.pages.currentWidget() is self.game_page
        # in a lesson the steps move through the game, not the history
        playing = on_page and not self.studying
        building = not model.builder.is_empty
        for name, action in self.proposal_actions.items():
            action.setEnabled(playing and model.propose(name) is None)
        enabled = {
            "choose": on_page,
            "analyse": playing and bool(model.moves) and self.game_page.computer.analysis is None,
            "undo": playing and (model.can_undo() or building),
            "hint": playing
            and model.is_human_turn()
            and not model.state.is_over
            and not model.reviewing,
            "redo": playing and model.can_redo() and not model.reviewing,
            "back": on_page and building,
            "cancel": on_page and (building or model.message_shown),
            "first": playing and model.cursor > 0,
            "previous": playing and model.cursor > 0,
            "next": playing and model.cursor < len(model.moves),
            "last": playing and model.cursor < len(model.moves),
        }
        for name, value in enabled.items():
            self.actions_by_name[name].setEnabled(value)
        three_d = self.game_page.board3d is not None and self.game_page.view_mode != "2d"
        for action in self.camera_actions:
            action.setEnabled(on_page and three_d)

    def undo(self) -> None:
        """Take back the last move (against the computer, back to a person's last decision;
        between two computers, the game pauses)."""
        computer = self.game_page.computer
        if computer.watching() and not computer.paused:
            computer.pause(True)
        self.model.undo()

    def analyse_game(self) -> None:
        """Analyse the game on the board (the panel under the moves shows it)."""
        self.game_page.analysis.start()

    def hint(self) -> None:
        """The strongest level's move here, shown on both boards with a reason, not played."""
        reason = self.game_page.computer.ask_hint()
        if reason is not None:
            self.model.inform(tr("No hint now: {reason}.").format(reason=reason), "refused")

    def _camera_preset(self, name: str) -> None:
        if self.game_page.board3d is not None:
            self.game_page.board3d.use_preset(name)

    def _go(self, index: int) -> None:
        """Look at the position after ``index`` moves (the last one plays on)."""
        if 0 <= index <= len(self.model.moves):
            self.game_page.finish_animations()
            self.model.review(index)

    def about_text(self) -> str:
        """The About box's words: the version, each game and who designed it, the licence."""
        games = "".join(
            f"<li><b>{kit.game.title}</b>, {html.escape(translate_core(kit.words.credits))}</li>"
            for kit in KITS.values()
        )
        return (
            f"<h3>Pyramid Duels {__version__}</h3>"
            + "<p>{}</p>".format(
                tr("Two-player games built from pyramids, in 2D and 3D, at one computer:")
            )
            + f"<ul>{games}</ul>"
            + "<p>{}</p>".format(
                tr(
                    "Pylon and Ambush are Icehouse games, played with the Looney Pyramids. "
                    "Pylos is a trademark of Gigamic. Pyramid Duels is an independent program, "
                    "not endorsed by the games' designers or publishers."
                )
            )
            + "<p>{}</p>".format(
                tr("Licence: {licence}. The program comes with no warranty.").format(
                    licence=LICENCE
                )
            )
        )

    def _about(self) -> None:
        QMessageBox.about(self, tr("About Pyramid Duels"), self.about_text())

    # --- games -----------------------------------------------------------------------------
    def show_start_screen(self) -> None:
        if self.tutorial.active:
            title = self.tutorial.lesson.title(current_language())
            self.start_screen.offer_back(
                self.model.game.title, tr("Back to the lesson “{title}”").format(title=title)
            )
        elif self.puzzles.active:
            number = self.puzzles.index + 1
            self.start_screen.offer_back(
                self.model.game.title, tr("Back to puzzle {number}").format(number=number)
            )
        else:
            game = self.model.game.title if self.game_in_progress else None
            self.start_screen.offer_back(game)
        self.pages.setCurrentWidget(self.start_screen)

    def show_game(self) -> None:
        if self.game_in_progress or self.studying:
            self.pages.setCurrentWidget(self.game_page)

    def start_game(
        self,
        game: Game,
        seats: tuple[Seat, Seat] | None = None,
        moves: list[str] | None = None,
        ending: str | None = None,
        cursor: int | None = None,
    ) -> None:
        if self.studying:
            self.tutorial.stop()
            self.puzzles.stop()
            self.game_page.show_lesson(False)
        self.paused_game = None
        computer = self.game_page.computer
        computer.paused = False
        self.model.new_game(game, seats, moves, ending, cursor=cursor)
        self.files.forget_file()
        self.start_screen.show_notice("")
        if computer.has_computer():
            computer.start_worker()
        self.game_in_progress = True
        self.pages.setCurrentWidget(self.game_page)
        self.game_page.focus_board()
        self._file_changed()

    # --- the tutorial ----------------------------------------------------------------------
    def start_tutorial(self, game_name: str, lesson_index: int = 0, step_index: int = 0) -> None:
        """Open a lesson of ``game_name`` (numbered from 0) at ``step_index``, on the board."""
        self._pause_game()
        self.puzzles.stop()
        self.tutorial.start(game_name, lesson_index, step_index)
        self.game_page.show_lesson(True)
        self.game_in_progress = False
        self.pages.setCurrentWidget(self.game_page)
        title = KITS[game_name].game.title
        self.setWindowTitle(tr("{game} lessons — Pyramid Duels").format(game=title))
        self._update_actions()

    @property
    def studying(self) -> bool:
        """Whether a lesson or a puzzle has the board (no game to keep, no history to move)."""
        return self.tutorial.active or self.puzzles.active

    def _pause_game(self) -> None:
        """The game in progress waits, whole, until the lessons or puzzles are left."""
        self.game_page.finish_animations()
        if self.game_in_progress and not self.studying:
            model = self.model
            ending = model.ending.name if model.ending is not None else None
            self.paused_game = (model.game, model.seats, model.move_texts(), ending)

    # --- puzzles -----------------------------------------------------------------------------
    def start_puzzle(self, game_name: str, index: int = 0) -> None:
        """Open puzzle ``index`` (from 0) of ``game_name`` on the board."""
        self._pause_game()
        self.tutorial.stop()
        self.game_page.computer.cancel()
        self.puzzles.start(game_name, index)
        self.game_page.show_side("puzzle")
        self.game_in_progress = False
        self.pages.setCurrentWidget(self.game_page)
        self.game_page.focus_board()
        title = KITS[game_name].game.title
        self.setWindowTitle(tr("{game} puzzles — Pyramid Duels").format(game=title))
        self._update_actions()

    def open_puzzles(self, game_name: str | None = None) -> None:
        """The puzzle browser, on ``game_name``'s puzzles."""
        browser = PuzzleBrowser(game_name, self.puzzles.progress, self)
        browser.chosen.connect(self.start_puzzle)
        self.puzzle_browser = browser
        browser.open()

    def leave_tutorial(self) -> None:
        """Back to the game the lessons or puzzles interrupted, if there was one, or to the
        start."""
        self.tutorial.stop()
        self.puzzles.stop()
        self.game_page.show_lesson(False)
        paused, self.paused_game = self.paused_game, None
        if paused is not None:
            game, seats, moves, ending = paused
            self.model.new_game(game, seats, moves, ending)
            self.game_in_progress = True
            self.setWindowTitle(f"{game.title} — Pyramid Duels")
            self.model.inform(tr("Back to your game, as you left it."))
        else:
            self.setWindowTitle("Pyramid Duels")
            self.show_start_screen()

    def play_after_tutorial(self) -> None:
        """The lessons are over: a real game of the same game."""
        name = self.tutorial.game_name
        self.ask_new_game(name)

    def open_lessons(self, game_name: str | None = None) -> None:
        """The lesson browser, on ``game_name``'s lessons."""
        browser = LessonBrowser(game_name, self.tutorial.progress, self)
        browser.chosen.connect(self.start_tutorial)
        browser.rules_wanted.connect(self.show_rules)
        self.lesson_browser = browser
        browser.open()

    def show_rules(self, game_name: str) -> None:
        """The game's rules reference; its links open the lessons."""
        dialog = RulesDialog(game_name, self)
        dialog.lesson_wanted.connect(lambda name, index: self.start_tutorial(name, index))
        self.rules_dialog = dialog
        dialog.open()

    def set_language(self, language: str) -> None:
        """The application's language, remembered: the lessons and puzzles change at once, the
        translators are installed (for the words made from now on: messages, dialogs), and the
        player is told that the menus and buttons change at the next start."""
        changed = language != current_language()
        remember(language)
        if QCoreApplication.instance() is not None:
            install(language)
        self.language_actions[language].setChecked(True)
        self.game_page.lesson_panel.refresh()
        self.game_page.puzzle_panel.refresh()
        if self.tutorial.active:
            self.tutorial.restart()
        if self.puzzles.active:
            self.puzzles.retry()
        if changed:
            self.show_info(
                tr(
                    "Lessons and puzzles are now in {language}; the menus and buttons will be "
                    "too at the next start."
                ).format(language=NAMES[language])
            )

    def show_info(self, text: str) -> None:
        """Words for the player where they are looking: the message line, or the start screen."""
        if self.pages.currentWidget() is self.game_page:
            self.model.inform(text, "info")
        else:
            self.start_screen.show_notice(text, "info")

    def set_palette(self, name: str, remember: bool = True) -> None:
        """Standard, colour-blind safe or high-contrast colours, at once (remembered)."""
        theme.set_palette(name)
        self.setStyleSheet(style_sheet())
        self.palette_actions[name].setChecked(True)
        page = self.game_page
        page.finish_animations()
        # the boards draw their pieces and marks again, in the new colours, and so do the
        # players' colours, the choices' pictures and the start screen's
        page.board2d._on_game_started()
        if page.board3d is not None:
            page.board3d._on_game_started()
            page.board3d.place_overlays()  # its buttons' borders may have changed
        page.players.refresh()
        page.message_bar.choices.redraw()
        self.start_screen.redraw_previews()
        if remember:
            self.settings.setValue("palette", name)

    def ask_new_game(self, game_name: str | None = None) -> None:
        name = game_name or self.model.game.name
        same = game_name is None and not self.studying
        seats = self.model.seats
        names = ("", "")
        if same:  # the computer's names follow its level: not kept as typed names
            names = (
                seats[0].name if seats[0].kind == "human" else "",
                seats[1].name if seats[1].kind == "human" else "",
            )
        levels = (seats[0].level, seats[1].level) if same else (0, 0)
        dialog = NewGameDialog(name, names, self, levels)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            game, seats = dialog.chosen()
            self.start_game(game, seats)

    def rematch(self) -> None:
        """The same game again, the players swapping seats (so the other one starts)."""
        first, second = self.model.seats
        self.start_game(self.model.game, (second, first))

    def _connect_proposals(self) -> None:
        """The game's proposals as buttons beside the moves and actions in the Game menu."""
        menu = self._menus["game"]
        for action in self.proposal_actions.values():
            menu.removeAction(action)
        self.proposal_actions = {}
        for proposal in self.model.game.proposals:
            action = QAction(translate_core(proposal.title), self)
            action.setStatusTip(tr("If the other player accepts, the game ends here."))
            action.triggered.connect(lambda _=False, n=proposal.name: self.propose(n))
            menu.insertAction(self._proposals_anchor, action)
            self.proposal_actions[proposal.name] = action
        for name, button in self.game_page.proposal_buttons.items():
            button.clicked.connect(lambda _=False, n=name: self.propose(n))
        self._update_actions()

    def propose(self, name: str) -> None:
        """The player to move proposes ``name``; the other player is asked."""
        reason = self.model.propose(name)
        if reason is not None:
            self.model.inform(
                tr("Not now: {reason}.").format(reason=translate_core(reason)), "refused"
            )
            return
        state = self.model.state
        other = self.model.player_name(1 - state.current_player)
        question = self.model.kit.words.proposal_question(state, name, self.model.names)
        title = translate_core(next(p.title for p in self.model.game.proposals if p.name == name))
        if self.ask(title, self.model.say(question)):
            self.model.agree(name)
        else:
            self.model.inform(tr("{player} refused: the game goes on.").format(player=other))

    # --- files -------------------------------------------------------------------------------
    def show_problem(self, text: str) -> None:
        """A problem (a file that cannot be opened…) said where the user is looking."""
        if self.pages.currentWidget() is self.game_page:
            self.model.inform(text, "refused")
        else:
            self.start_screen.show_notice(text, "refused")

    def open_dialog(self) -> None:
        folder = str(self.files.path.parent) if self.files.path else ""
        path, _ = QFileDialog.getOpenFileName(self, tr("Open a saved game"), folder, file_filter())
        if path:
            self.files.open_path(path)

    def save(self) -> bool:
        if self.files.path is None:
            return self.save_as()
        return self.files.save_to(self.files.path)

    def save_as(self) -> bool:
        suggested = self.files.path or Path.home() / f"{self.model.game.name}{SUFFIX}"
        path, _ = QFileDialog.getSaveFileName(
            self, tr("Save the game"), str(suggested), file_filter()
        )
        return bool(path) and self.files.save_to(path)

    def _fill_recent_menu(self) -> None:
        menu = self.recent_menu
        menu.clear()
        recent = self.files.recent()
        for path in recent:
            number = len(menu.actions()) + 1
            action = menu.addAction(f"&{number} {path.name}" if number < 10 else path.name)
            action.setToolTip(str(path))
            action.setStatusTip(str(path))
            action.triggered.connect(lambda _=False, p=path: self.files.open_path(p))
        if not recent:
            menu.addAction(tr("No recent games")).setEnabled(False)
        else:
            menu.addSeparator()
            menu.addAction(tr("&Clear the list"), self.files.forget_recent)

    def export_image(self) -> None:
        """A PNG of the boards as they are shown."""
        suggested = Path.home() / f"{self.model.game.name}.png"
        path, _ = QFileDialog.getSaveFileName(
            self,
            tr("Export an image of the board"),
            str(suggested),
            tr("PNG images ({patterns})").format(patterns="*.png"),
        )
        if path:
            self.export_board(path)

    def export_board(self, path: str | Path) -> bool:
        path = Path(path)
        if path.suffix.lower() != ".png":
            path = path.with_suffix(".png")
        self.game_page.finish_animations()
        if not self.game_page.splitter.grab().save(str(path), "PNG"):
            self.model.inform(tr("Could not write {file}.").format(file=path.name), "refused")
            return False
        self.model.inform(tr("The board was saved as {file}.").format(file=path.name))
        return True

    def _file_changed(self) -> None:
        files = self.files
        name = files.path.name if files.path else None
        if self.studying or not self.game_in_progress:
            return
        title = self.model.game.title
        self.setWindowTitle(f"{name or title}[*] — Pyramid Duels")
        self.setWindowModified(files.path is not None and files.modified)

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if any(url.isLocalFile() for url in event.mimeData().urls()):
            event.acceptProposedAction()

    def dropEvent(self, event: QDropEvent) -> None:
        files = [url.toLocalFile() for url in event.mimeData().urls() if url.isLocalFile()]
        if files:
            event.acceptProposedAction()
            self.files.open_path(files[0])

    def offer_unfinished_game(self) -> None:
        """At start: offer back the game the last run left unfinished (from the autosave)."""
        record, problem = self.files.unfinished_game()
        if problem:
            self.start_screen.show_notice(problem, "refused")
        if record is None:
            return
        self.unfinished = record
        first, second = (p.name for p in record.players)
        self.start_screen.offer_resume(
            tr(
                "Your {game} game ({first} against {second}, {moves} moves) was not finished."
            ).format(game=record.game.title, first=first, second=second, moves=len(record.moves))
        )

    def resume_unfinished(self) -> None:
        record = self.unfinished
        if record is not None:
            self.files.load(record)
            self.unfinished = None
            self.start_screen.offer_resume("")

    def discard_unfinished(self) -> None:
        self.unfinished = None
        self.files.discard_unfinished()
        self.start_screen.offer_resume("")

    def closeEvent(self, event: QCloseEvent) -> None:
        files = self.files
        unsafe = self.game_in_progress and files.modified and not files.autosaved
        if unsafe and not self.studying:
            answer = QMessageBox.question(
                self,
                tr("Save the game?"),
                tr(
                    "This game is not saved, and could not be kept safe automatically. Save it "
                    "before closing?"
                ),
                QMessageBox.StandardButton.Save
                | QMessageBox.StandardButton.Discard
                | QMessageBox.StandardButton.Cancel,
            )
            if answer == QMessageBox.StandardButton.Cancel or (
                answer == QMessageBox.StandardButton.Save and not self.save()
            ):
                event.ignore()
                return
        self.game_page.finish_animations()
        self.game_page.computer.shutdown()
        if self.game_in_progress:
            files.autosave()
        self.settings.setValue("window/geometry", self.saveGeometry())
        self.settings.setValue("window/splitter", self.game_page.splitter.saveState())
        super().closeEvent(event)
