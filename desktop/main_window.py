"""The main window: the start screen, then the game page with the board, the players, the moves
and the message line; menus for new games, moving through the game, undo/redo and the endings a
game lets its players propose. Every action that cannot apply right now is disabled."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QPoint, QSettings, Qt
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QGuiApplication, QKeySequence
from PySide6.QtWidgets import (
    QDialog,
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
from core.registry import KITS, game_names, make_game
from desktop import __version__
from desktop.board2d.view import BoardView
from desktop.language import NAMES, current_language, remember
from desktop.model import GameModel, Seat
from desktop.new_game_dialog import NewGameDialog
from desktop.panels.message_bar import MessageBar
from desktop.panels.move_list import MoveList
from desktop.panels.players import PlayersPanel
from desktop.start_screen import StartScreen
from desktop.style import style_sheet
from desktop.tutorial.browser import LessonBrowser, RulesDialog
from desktop.tutorial.controller import TutorialController
from desktop.tutorial.panel import LessonPanel

if TYPE_CHECKING:
    from desktop.board3d.view import Board3DView

Ask = Callable[[str, str], bool]


def ask_with_message_box(parent: QWidget) -> Ask:
    def ask(title: str, text: str) -> bool:
        answer = QMessageBox.question(parent, title, text)
        return answer == QMessageBox.StandardButton.Yes

    return ask


VIEWS = ("2d", "3d", "both")
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
                "The 3D view needs OpenGL, which this display does not offer.", self.splitter
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
        side.addWidget(self.players)
        side.addWidget(self.moves, 1)
        side.addLayout(self.proposals)
        self.game_sidebar = sidebar
        self.tutorial = TutorialController(model, parent=self)
        self.tutorial.animation_ms = self.board2d.animation_ms
        self.lesson_panel = LessonPanel(self.tutorial, self.sidebars)
        self.sidebars.addWidget(sidebar)
        self.sidebars.addWidget(self.lesson_panel)
        row.addWidget(self.sidebars)
        outer.addLayout(row, 1)
        self.message_bar = MessageBar(model, self)
        outer.addWidget(self.message_bar)
        model.game_started.connect(self._make_proposal_buttons)
        for signal in (model.position_changed, model.history_changed):
            signal.connect(self._refresh)
        self._make_proposal_buttons()

    def show_lesson(self, on: bool) -> None:
        """The lesson beside the board (a tutorial) or the players and moves (a game)."""
        self.sidebars.setCurrentWidget(self.lesson_panel if on else self.game_sidebar)
        self.sidebars.setFixedWidth(LESSON_WIDTH if on else SIDEBAR_WIDTH)
        self.message_bar.offer_rematch = not on
        self.message_bar.refresh()

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
            button = QPushButton(proposal.title, self)
            button.setToolTip("If the other player accepts, the game ends here.")
            self.proposals.addWidget(button)
            self.proposal_buttons[proposal.name] = button
        self._refresh()

    def _refresh(self, *_: object) -> None:
        for name, button in self.proposal_buttons.items():
            reason = self.model.propose(name)
            button.setEnabled(reason is None)
            button.setVisible(not self.model.state.is_over)
            if reason is not None:
                button.setToolTip(f"Not now: {reason}.")
            else:
                button.setToolTip("If the other player accepts, the game ends here.")


class MainWindow(QMainWindow):
    def __init__(self, model: GameModel | None = None, view: str | None = None) -> None:
        super().__init__()
        self.setWindowTitle("Pyramid Duels")
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
        self.tutorial = self.game_page.tutorial
        panel = self.game_page.lesson_panel
        panel.lessons_wanted.connect(lambda: self.open_lessons(self.tutorial.game_name))
        panel.rules_wanted.connect(lambda: self.show_rules(self.tutorial.game_name))
        panel.leave_wanted.connect(self.leave_tutorial)
        panel.play_wanted.connect(self.play_after_tutorial)
        self.tutorial.changed.connect(self._update_actions)
        self.start_screen.lessons_chosen.connect(self.open_lessons)
        self.pages.currentChanged.connect(self._update_actions)
        for signal in (
            self.model.game_started,
            self.model.position_changed,
            self.model.selection_changed,
            self.model.history_changed,
            self.model.message,
        ):
            signal.connect(self._update_actions)
        self._make_menus()
        self.model.game_started.connect(self._connect_proposals)
        self._connect_proposals()
        self.settings = QSettings()
        remembered = str(self.settings.value("view", "both"))
        self.set_view(view or (remembered if remembered in VIEWS else "both"), remember=False)
        self.resize(1280, 800)
        self._update_actions()

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
        menu = self._menus.get(menu_name)
        if menu is None:
            menu = self._menus[menu_name] = self.menuBar().addMenu(menu_name)
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
        self.actions_by_name: dict[str, QAction] = {}
        add = self._named_action
        add("new", "&Game", "&New game…", self.ask_new_game, QKeySequence.StandardKey.New)
        add("choose", "&Game", "Choose another &game", self.show_start_screen)
        self._menus["&Game"].addSeparator()
        self.proposal_actions: dict[str, QAction] = {}
        self._proposals_anchor = self._menus["&Game"].addSeparator()
        add("quit", "&Game", "&Quit", self.close, QKeySequence.StandardKey.Quit)
        add("undo", "&Move", "&Undo", self.model.undo, QKeySequence.StandardKey.Undo)
        add("redo", "&Move", "&Redo", self.model.redo, QKeySequence.StandardKey.Redo)
        add("back", "&Move", "Step &back in this move", self.model.step_back_in_move, "Backspace")
        add(
            "cancel",
            "&Move",
            "&Cancel this move",
            self.model.cancel_move,
            "Esc",
            tip="Let go of the move being built (and of the message on show)",
        )
        self._menus["&Move"].addSeparator()
        model = self.model
        add("first", "&Move", "Go to the &start", lambda: self._go(0), "Home")
        add("previous", "&Move", "&Previous position", lambda: self._go(model.cursor - 1), "Left")
        add("next", "&Move", "&Next position", lambda: self._go(model.cursor + 1), "Right")
        add("last", "&Move", "Go to the &last move", lambda: self._go(len(model.moves)), "End")
        group = QActionGroup(self)
        self.view_actions: dict[str, QAction] = {}
        for mode, text, keys in (
            ("2d", "&2D board", "Ctrl+1"),
            ("3d", "&3D view", "Ctrl+2"),
            ("both", "2D &and 3D side by side", "Ctrl+3"),
        ):
            action = self._action("&View", text, partial(self.set_view, mode), keys)
            action.setCheckable(True)
            group.addAction(action)
            self.view_actions[mode] = action
        self._menus["&View"].addSeparator()
        self.camera_actions: list[QAction] = []
        for name, text in (
            ("seat", "3D camera: from the &seat of the player to move"),
            ("above", "3D camera: from a&bove"),
            ("side", "3D camera: from the si&de"),
            ("reset", "3D camera: &reset"),
        ):
            action = self._action("&View", text, partial(self._camera_preset, name))
            self.camera_actions.append(action)
        add(
            "learn",
            "&Help",
            "&Learn to play…",
            lambda: self.open_lessons(self.model.game.name),
            QKeySequence.StandardKey.HelpContents,
            tip="Lessons that teach each game's rules on the board",
        )
        for name in game_names():
            title = KITS[name].game.title
            add(f"rules:{name}", "&Help", f"Rules of {title}", partial(self.show_rules, name))
        languages = self._menus["&Help"].addMenu("Lesson &language")
        group = QActionGroup(self)
        self.language_actions: dict[str, QAction] = {}
        for code, text in NAMES.items():
            action = QAction(text, self)
            action.setCheckable(True)
            action.setChecked(code == current_language())
            action.triggered.connect(lambda _=False, c=code: self.set_language(c))
            group.addAction(action)
            languages.addAction(action)
            self.language_actions[code] = action
        self._menus["&Help"].addSeparator()
        add("about", "&Help", "&About Pyramid Duels", self._about)

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
        playing = on_page and not self.tutorial.active
        building = not model.builder.is_empty
        for name, action in self.proposal_actions.items():
            action.setEnabled(playing and model.propose(name) is None)
        enabled = {
            "choose": on_page,
            "undo": playing and (model.can_undo() or building),
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

    def _camera_preset(self, name: str) -> None:
        if self.game_page.board3d is not None:
            self.game_page.board3d.use_preset(name)

    def _go(self, index: int) -> None:
        """Look at the position after ``index`` moves (the last one plays on)."""
        if 0 <= index <= len(self.model.moves):
            self.game_page.finish_animations()
            self.model.review(index)

    def _about(self) -> None:
        games = "".join(
            f"<li><b>{kit.game.title}</b>, {kit.words.credits}</li>" for kit in KITS.values()
        )
        QMessageBox.about(
            self,
            "About Pyramid Duels",
            f"<h3>Pyramid Duels {__version__}</h3><p>Two-player games built from pyramids, "
            f"in 2D and 3D, at one computer:</p><ul>{games}</ul>",
        )

    # --- games -----------------------------------------------------------------------------
    def show_start_screen(self) -> None:
        if self.tutorial.active:
            title = self.tutorial.lesson.title(current_language())
            self.start_screen.offer_back(self.model.game.title, f"Back to the lesson “{title}”")
        else:
            game = self.model.game.title if self.game_in_progress else None
            self.start_screen.offer_back(game)
        self.pages.setCurrentWidget(self.start_screen)

    def show_game(self) -> None:
        if self.game_in_progress or self.tutorial.active:
            self.pages.setCurrentWidget(self.game_page)

    def start_game(
        self, game: Game, seats: tuple[Seat, Seat] | None = None, moves: list[str] | None = None
    ) -> None:
        if self.tutorial.active:
            self.tutorial.stop()
            self.game_page.show_lesson(False)
        self.paused_game = None
        self.model.new_game(game, seats, moves)
        self.game_in_progress = True
        self.pages.setCurrentWidget(self.game_page)
        self.setWindowTitle(f"{game.title} — Pyramid Duels")

    # --- the tutorial ----------------------------------------------------------------------
    def start_tutorial(self, game_name: str, lesson_index: int = 0, step_index: int = 0) -> None:
        """Open a lesson of ``game_name`` (numbered from 0) at ``step_index``, on the board."""
        self.game_page.finish_animations()
        if self.game_in_progress and not self.tutorial.active:
            model = self.model  # the game waits, whole, until the lessons are left
            ending = model.ending.name if model.ending is not None else None
            self.paused_game = (model.game, model.seats, model.move_texts(), ending)
        self.tutorial.start(game_name, lesson_index, step_index)
        self.game_page.show_lesson(True)
        self.game_in_progress = False
        self.pages.setCurrentWidget(self.game_page)
        title = KITS[game_name].game.title
        self.setWindowTitle(f"{title} lessons — Pyramid Duels")
        self._update_actions()

    def leave_tutorial(self) -> None:
        """Back to the game the lessons interrupted, if there was one, or to the start."""
        self.tutorial.stop()
        self.game_page.show_lesson(False)
        paused, self.paused_game = self.paused_game, None
        if paused is not None:
            game, seats, moves, ending = paused
            self.model.new_game(game, seats, moves, ending)
            self.game_in_progress = True
            self.setWindowTitle(f"{game.title} — Pyramid Duels")
            self.model.inform("Back to your game, as you left it.")
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
        """The lessons' language, remembered."""
        remember(language)
        self.language_actions[language].setChecked(True)
        self.game_page.lesson_panel.refresh()
        if self.tutorial.active:
            self.tutorial.restart()

    def ask_new_game(self, game_name: str | None = None) -> None:
        name = game_name or self.model.game.name
        names = self.model.names if game_name is None and not self.tutorial.active else ("", "")
        dialog = NewGameDialog(name, names, self)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            game, seats = dialog.chosen()
            self.start_game(game, seats)

    def rematch(self) -> None:
        """The same game again, the players swapping seats (so the other one starts)."""
        first, second = self.model.seats
        self.start_game(self.model.game, (second, first))

    def _connect_proposals(self) -> None:
        """The game's proposals as buttons beside the moves and actions in the Game menu."""
        menu = self._menus["&Game"]
        for action in self.proposal_actions.values():
            menu.removeAction(action)
        self.proposal_actions = {}
        for proposal in self.model.game.proposals:
            action = QAction(proposal.title, self)
            action.setStatusTip("If the other player accepts, the game ends here.")
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
            self.model.inform(f"Not now: {reason}.", "refused")
            return
        state = self.model.state
        other = self.model.player_name(1 - state.current_player)
        question = self.model.kit.words.proposal_question(state, name, self.model.names)
        title = next(p.title for p in self.model.game.proposals if p.name == name)
        if self.ask(title, question):
            self.model.agree(name)
        else:
            self.model.inform(f"{other} refused: the game goes on.")

    def closeEvent(self, event: QCloseEvent) -> None:
        self.game_page.finish_animations()
        super().closeEvent(event)
