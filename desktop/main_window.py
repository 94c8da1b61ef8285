"""The main window: the start screen, then the game page with the board, the players, the moves
and the message line; menus for new games, undo/redo and Pylon's early end."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QGuiApplication, QKeySequence
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QSplitter,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from core.api import Game, Outcome
from core.games.pylon import PylonState
from core.registry import make_game
from desktop.board2d.view import BoardView
from desktop.describe import result_text
from desktop.model import GameModel, Seat
from desktop.new_game_dialog import NewGameDialog
from desktop.panels.message_bar import MessageBar
from desktop.panels.move_list import MoveList
from desktop.panels.players import PlayersPanel
from desktop.start_screen import StartScreen
from desktop.style import STYLE

Ask = Callable[[str, str], bool]


def ask_with_message_box(parent: QWidget) -> Ask:
    def ask(title: str, text: str) -> bool:
        answer = QMessageBox.question(parent, title, text)
        return answer == QMessageBox.StandardButton.Yes

    return ask


VIEWS = ("2d", "3d", "both")


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
        outer.setContentsMargins(10, 10, 10, 10)
        row = QHBoxLayout()
        self.splitter = QSplitter(Qt.Orientation.Horizontal, self)
        self.splitter.setChildrenCollapsible(False)
        self.board2d = BoardView(model, self.splitter)
        self.splitter.addWidget(self.board2d)
        self.board3d: QWidget | None = None
        if opengl_available():
            from desktop.board3d.view import Board3DView

            self.board3d = Board3DView(model, self.splitter)
            self.splitter.addWidget(self.board3d)
        else:
            note = QLabel(
                "The 3D view needs OpenGL, which this display does not offer.", self.splitter
            )
            note.setAlignment(Qt.AlignmentFlag.AlignCenter)
            note.setWordWrap(True)
            self.splitter.addWidget(note)
        self.view_mode = "both"
        row.addWidget(self.splitter, 1)
        sidebar = QWidget(self)
        sidebar.setObjectName("sidebar")
        sidebar.setFixedWidth(290)
        side = QVBoxLayout(sidebar)
        side.setContentsMargins(0, 0, 0, 0)
        self.players = PlayersPanel(model, sidebar)
        self.moves = MoveList(model, sidebar)
        self.propose_button = QPushButton("Propose to end the game now", sidebar)
        self.propose_button.setToolTip(
            "Pylon: end with the scores on the board, if the other player agrees."
        )
        side.addWidget(self.players)
        side.addWidget(self.moves, 1)
        side.addWidget(self.propose_button)
        row.addWidget(sidebar)
        outer.addLayout(row, 1)
        self.message_bar = MessageBar(model, self)
        outer.addWidget(self.message_bar)
        for signal in (model.state_changed, model.game_started, model.history_changed):
            signal.connect(self._refresh)
        self._refresh()

    def set_view(self, mode: str) -> None:
        """Show the 2D board, the 3D view, or both side by side."""
        self.view_mode = mode
        self.board2d.setVisible(mode in ("2d", "both"))
        self.splitter.widget(1).setVisible(mode in ("3d", "both"))
        if mode == "both":
            half = max(1, self.splitter.width() // 2)
            self.splitter.setSizes([half, half])

    def finish_animations(self) -> None:
        self.board2d.finish_animation()
        if self.board3d is not None:
            self.board3d.finish_animation()  # type: ignore[attr-defined]

    def _refresh(self, *_: object) -> None:
        state = self.model.state
        can_propose = (
            isinstance(state, PylonState)
            and not state.is_placement_phase
            and not state.is_over
            and not self.model.reviewing
        )
        self.propose_button.setVisible(isinstance(state, PylonState))
        self.propose_button.setEnabled(can_propose)


class MainWindow(QMainWindow):
    def __init__(self, model: GameModel | None = None, view: str | None = None) -> None:
        super().__init__()
        self.setWindowTitle("Pyramid Duels")
        self.setStyleSheet(STYLE)
        self.model = model or GameModel(make_game("pylos"), parent=self)
        if self.model.parent() is None:
            self.model.setParent(self)
        self.ask: Ask = ask_with_message_box(self)
        self.pages = QStackedWidget(self)
        self.start_screen = StartScreen(self.pages)
        self.game_page = GamePage(self.model, self.pages)
        self.pages.addWidget(self.start_screen)
        self.pages.addWidget(self.game_page)
        self.setCentralWidget(self.pages)
        self.game_over_dialog: QMessageBox | None = None
        self.start_screen.game_chosen.connect(self.ask_new_game)
        self.game_page.propose_button.clicked.connect(self.propose_end)
        self.model.game_over.connect(self._on_game_over)
        self._make_menus()
        self.settings = QSettings()
        remembered = str(self.settings.value("view", "both"))
        self.set_view(view or (remembered if remembered in VIEWS else "both"), remember=False)
        self.resize(1280, 800)

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
        keys: QKeySequence | str | None = None,
    ) -> QAction:
        menu = self._menus.get(menu_name) or self.menuBar().addMenu(menu_name)
        self._menus[menu_name] = menu
        action = QAction(text, self)
        if keys is not None:
            action.setShortcut(QKeySequence(keys))
        action.triggered.connect(lambda _=False: slot())
        menu.addAction(action)
        return action

    def _make_menus(self) -> None:
        self._menus: dict[str, object] = {}
        self._action("&Game", "&New game…", self.ask_new_game, QKeySequence.StandardKey.New)
        self._action("&Game", "Choose another &game", self.show_start_screen)
        self.propose_action = self._action(
            "&Game", "&Propose to end the game now (Pylon)", self.propose_end
        )
        self._action("&Game", "&Quit", self.close, QKeySequence.StandardKey.Quit)
        self._action("&Move", "&Undo", self.model.undo, QKeySequence.StandardKey.Undo)
        self._action("&Move", "&Redo", self.model.redo, QKeySequence.StandardKey.Redo)
        self._action("&Move", "Step &back in this move", self.model.step_back_in_move, "Backspace")
        self._action("&Move", "&Cancel this move", self.model.cancel_move, "Esc")
        group = QActionGroup(self)
        self.view_actions: dict[str, QAction] = {}
        for mode, text, keys in (
            ("2d", "&2D board", "Ctrl+1"),
            ("3d", "&3D view", "Ctrl+2"),
            ("both", "2D &and 3D side by side", "Ctrl+3"),
        ):
            action = self._action("&View", text, lambda m=mode: self.set_view(m), keys)
            action.setCheckable(True)
            group.addAction(action)
            self.view_actions[mode] = action
        three_d = self.game_page.board3d
        for name, text in (
            ("seat", "3D camera: from the &seat of the player to move"),
            ("above", "3D camera: from a&bove"),
            ("side", "3D camera: from the si&de"),
            ("reset", "3D camera: &reset"),
        ):
            action = self._action(
                "&View", text, lambda n=name: three_d.use_preset(n) if three_d is not None else None
            )  # type: ignore[attr-defined]
            action.setEnabled(three_d is not None)
        self._action("&Help", "&About Pyramid Duels", self._about)

    def _about(self) -> None:
        QMessageBox.about(
            self,
            "About Pyramid Duels",
            "<h3>Pyramid Duels</h3><p>Pylos (David G. Royffe, Gigamic), Pylon (Doug Orleans) and "
            "Ambush (Jason Spears &amp; Erik Oosterwal), for two players at one computer.</p>",
        )

    # --- games -----------------------------------------------------------------------------
    def show_start_screen(self) -> None:
        self.pages.setCurrentWidget(self.start_screen)

    def start_game(
        self, game: Game, seats: tuple[Seat, Seat] | None = None, moves: list[str] | None = None
    ) -> None:
        self.model.new_game(game, seats, moves)
        self.pages.setCurrentWidget(self.game_page)
        self.setWindowTitle(f"{game.title} — Pyramid Duels")

    def ask_new_game(self, game_name: str | None = None) -> None:
        name = game_name or self.model.game.name
        names = (
            (self.model.player_name(0), self.model.player_name(1))
            if game_name is None
            else ("", "")
        )
        dialog = NewGameDialog(name, names, self)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            game, seats = dialog.result()
            self.start_game(game, seats)

    def propose_end(self) -> None:
        state = self.model.state
        if not isinstance(state, PylonState) or state.is_placement_phase or state.is_over:
            self.model.message.emit(
                "A game can be ended early only while stacking, in Pylon.", "refused"
            )
            return
        proposer = self.model.player_name(state.current_player)
        other = self.model.player_name(1 - state.current_player)
        first, second = state.figures()
        names = (self.model.player_name(0), self.model.player_name(1))
        text = (
            f"{proposer} proposes to end the game now, with the scores on the board: "
            f"{names[0]} {first} – {second} {names[1]}.\n\n{other}, do you accept?"
        )
        if self.ask("End the game now?", text):
            self.model.end_by_agreement()
        else:
            self.model.message.emit(f"{other} refused: the game goes on.", "info")

    def _on_game_over(self, outcome: object) -> None:
        assert isinstance(outcome, Outcome)
        names = (self.model.player_name(0), self.model.player_name(1))
        dialog = QMessageBox(self)
        dialog.setWindowTitle("Game over")
        dialog.setText(
            f"<h3>{'Draw' if outcome.winner is None else names[outcome.winner] + ' wins'}</h3>"
        )
        dialog.setInformativeText(result_text(outcome, names, self.model.game.name))
        new_game = dialog.addButton("New game", QMessageBox.ButtonRole.AcceptRole)
        dialog.addButton("Look at the game", QMessageBox.ButtonRole.RejectRole)
        new_game.clicked.connect(lambda: self.ask_new_game())
        dialog.setModal(False)
        self.game_over_dialog = dialog
        dialog.open()

    def closeEvent(self, event: QCloseEvent) -> None:
        self.game_page.finish_animations()
        super().closeEvent(event)
