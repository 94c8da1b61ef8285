"""The game page: the boards (2D, 3D or both side by side) with everything around them — the
players, the moves, the analysis, the message line and its choices, the bar of a line of play
shown on the boards, and the panel of a lesson, a puzzle or a practice when a study has the
board. It follows the session's mode and the
player's preferences; only the session and the model decide what happens."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPoint, QPointF, Qt, QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSplitter,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from core.clicks import Click
from desktop.board2d.view import BoardView
from desktop.boards.keyboard import KeyboardCursor
from desktop.i18n import tr, translate_core
from desktop.panels.analysis import AnalysisPanel
from desktop.panels.line_bar import LineBar
from desktop.panels.message_bar import MessageBar
from desktop.panels.move_list import MoveList
from desktop.panels.players import PlayersPanel
from desktop.panels.summary import GameSummary
from desktop.panels.watch_bar import WatchBar
from desktop.preferences import Preferences
from desktop.registry import desktop_kit
from desktop.session.session import Mode, Session
from desktop.sound import SoundCues, open_sound
from desktop.study.kind import StudyKind
from desktop.study.lesson_panel import LessonPanel
from desktop.study.parts import StudyPanel
from desktop.study.practice_panel import PracticePanel
from desktop.study.puzzle_panel import PuzzlePanel
from desktop.window.online_box import OnlineBox

if TYPE_CHECKING:
    from desktop.board3d.view import Board3DView

SIDEBAR_WIDTH = 280
SOUND_OPENS_MS = 1500
"""The sound output opens this long after the page is made: after the first paint, which its
thread's start (decoding, the device) must not delay."""
LESSON_WIDTH = 330


def opengl_available() -> bool:
    """Whether this Qt platform can draw OpenGL (the off-screen one cannot)."""
    return QGuiApplication.platformName() not in ("offscreen", "minimal", "vnc")


class GamePage(QWidget):
    """The boards (2D, 3D or both side by side) with everything around them."""

    def __init__(
        self, session: Session, preferences: Preferences, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("gamePage")
        self.session = session
        self.preferences = preferences
        self.model = model = session.model
        self.computer = session.computer
        outer = QVBoxLayout(self)
        outer.setContentsMargins(8, 8, 8, 8)
        outer.setSpacing(6)
        row = QHBoxLayout()
        row.addLayout(self._board_column(), 1)
        self.sidebars = QStackedWidget(self)
        self.sidebars.setFixedWidth(SIDEBAR_WIDTH)
        self.game_sidebar = self._game_sidebar()
        self.lesson_panel = LessonPanel(session.lessons, self.sidebars)
        self.puzzle_panel = PuzzlePanel(session.puzzles, self.sidebars)
        self.practice_panel = PracticePanel(session.practice, self.sidebars)
        self.practice_moves = MoveList(model, self.practice_panel, controls=False)
        self.practice_panel.add_moves(self.practice_moves, self.practice_moves.set_marks)
        self.study_panels: dict[StudyKind, StudyPanel] = {
            StudyKind.LESSON: self.lesson_panel,
            StudyKind.PUZZLE: self.puzzle_panel,
            StudyKind.PRACTICE: self.practice_panel,
        }
        for panel in (self.game_sidebar, *self.study_panels.values()):
            self.sidebars.addWidget(panel)
        row.addWidget(self.sidebars)
        outer.addLayout(row, 1)
        self.message_bar = MessageBar(model, self)
        outer.addWidget(self.message_bar)
        self.message_bar.summary = self.summary  # its Rematch, not the bar's, while it shows
        self.summary.changed.connect(self.message_bar.refresh)
        self.keyboard = KeyboardCursor(model, self)
        self.board2d.keyboard = self.keyboard
        self.keyboard.every_click = self.board2d.every_click
        self.keyboard.add_view(self.board2d, self._point_2d, 10.0)
        if self.board3d is not None:
            self.board3d.keyboard = self.keyboard
            self.keyboard.add_view(self.board3d.surface, self._point_3d, 14.0)
        self.keyboard.moved.connect(self._show_cursor)
        model.game_started.connect(self._make_proposal_buttons)
        for signal in (model.position_changed, model.history_changed):
            signal.connect(self._refresh)
        self._make_proposal_buttons()
        self._thinking_timer = QTimer(self)
        self._thinking_timer.setInterval(200)
        self._thinking_timer.timeout.connect(self._show_thinking)
        self.computer.thinking_changed.connect(self._show_thinking)
        self.model.position_changed.connect(self._show_thinking)  # paused: whose turn it is
        self.model.game_started.connect(self._show_thinking)
        model.game_started.connect(self.watch_bar.refresh)
        preferences.changed.connect(self._follow)
        session.mode_changed.connect(self._show_mode)
        self._sounds()
        self._follow("animation")
        self._follow("view")
        self._follow("coordinates")

    def _sounds(self) -> None:
        """The table's sounds (``desktop.sound``), timed to the boards' animations and as loud
        as the preferences say; a puzzle solved has its own, instead of the game's end."""
        model, session = self.model, self.session
        self.sounds = SoundCues(
            model,
            open_sound,
            lambda: desktop_kit(model.game).sound_of,
            self.step_ms,
            self.preferences.loudness,
            self,
        )
        puzzles = session.puzzles
        self.sounds.ending = lambda outcome: (
            None if puzzles.active else self.sounds.end_sound(outcome)
        )
        self._puzzle_status = ""
        puzzles.changed.connect(self._puzzle_sound)
        self.lesson_panel.go_on_box.toggled.connect(self.preferences.set_goes_on)
        QTimer.singleShot(SOUND_OPENS_MS, open_sound)

    def step_ms(self) -> int:
        """How long a step of a move's animation lasts on the boards now shown (0: drawn at
        once)."""
        for board in (self.board2d, self.board3d):
            if board is not None and board.isVisible():
                return board.animation_ms
        return 0

    def _puzzle_sound(self) -> None:
        status = self.session.puzzles.status
        if status == "solved" and self._puzzle_status != "solved":
            self.sounds.after_moves("solved")
        self._puzzle_status = status

    def _board_column(self) -> QVBoxLayout:
        """The boards, and under them the bar of a line of play shown on them."""
        column = QVBoxLayout()
        column.setSpacing(4)
        column.addWidget(self._boards(), 1)
        self.line_bar = LineBar(self.model, self)
        column.addWidget(self.line_bar)
        return column

    def _boards(self) -> QSplitter:
        """The 2D board and the 3D view (or a note where there is no OpenGL), side by side."""
        self.splitter = QSplitter(Qt.Orientation.Horizontal, self)
        self.splitter.setChildrenCollapsible(False)
        self.board2d = BoardView(self.model, desktop_kit, self.splitter)
        self.splitter.addWidget(self.board2d)
        self.board3d: Board3DView | None = None
        if opengl_available():
            from desktop.board3d.view import Board3DView

            self.board3d = Board3DView(self.model, desktop_kit, self.splitter)
            self.board3d.place_chosen(self.preferences.camera3d)  # as the player left it
            self.board3d.camera_chosen.connect(self.preferences.set_camera3d)
            self.three_d_pane: QWidget = self.board3d.pane  # its buttons over the picture
        else:
            words = tr("The 3D view needs OpenGL, which this display does not offer.")
            note = QLabel(words, self.splitter)
            note.setAlignment(Qt.AlignmentFlag.AlignCenter)
            note.setWordWrap(True)
            self.three_d_pane = note
        self.splitter.addWidget(self.three_d_pane)
        self.view_mode = "both"
        return self.splitter

    def _game_sidebar(self) -> QWidget:
        """Beside a game: the players, the computers' controls, the moves, the analysis and
        the game's proposals."""
        sidebar = QWidget(self.sidebars)
        sidebar.setObjectName("sidebar")
        side = QVBoxLayout(sidebar)
        side.setContentsMargins(0, 0, 0, 0)
        self.players = PlayersPanel(self.model, sidebar)
        self.summary = GameSummary(self.session, lambda: self.analysis.start(), sidebar)
        # the summary takes the players' place while it shows (it says the result and the
        # figures; the board shows the names), so the moves keep their room at 1024×600
        self.summary.changed.connect(lambda: self.players.setVisible(not self.summary.shown))
        self.moves = MoveList(self.model, sidebar, undo=self.session.undo)
        self.proposals = QVBoxLayout()
        self.proposal_buttons: dict[str, QPushButton] = {}
        self.watch_bar = WatchBar(self.computer, sidebar)
        side.addWidget(self.summary)
        side.addWidget(self.players)
        self.online_box = OnlineBox(sidebar)  # (a game with a friend online)
        self.model.game_started.connect(self.online_box.refresh)
        side.addWidget(self.online_box, 2)
        side.addWidget(self.watch_bar)
        side.addWidget(self.moves, 2)
        self.analysis = AnalysisPanel(self.session, self.moves, sidebar)
        side.addWidget(self.analysis, 1)  # (only as tall as its graph and words allow)
        side.addLayout(self.proposals)
        return sidebar

    def _follow(self, what: str) -> None:
        """The player changed a preference: the boards follow it."""
        if what == "animation":
            ms = self.preferences.animation_ms
            self.board2d.animation_ms = ms
            if self.board3d is not None:
                self.board3d.animation_ms = ms
            for study in self.session.studies.values():
                study.animation_ms = ms
        elif what == "view":
            self.set_view(self.preferences.view)
        elif what == "coordinates":
            self.board2d.show_coordinates(self.preferences.coordinates)
            if self.board3d is not None:
                self.board3d.show_coordinates(self.preferences.coordinates)
        elif what == "goes_on":
            self.lesson_panel.go_on_box.setChecked(self.preferences.goes_on)  # (the lesson too)

    def redraw(self) -> None:
        """Everything drawn again in the palette now in use (once the window wears it): the
        boards' pieces and marks, the players' colours and names (the moves' too: Red is
        Orange in the colour-blind palette), the choices' pictures."""
        self.finish_animations()
        self.board2d.redraw()
        if self.board3d is not None:
            self.board3d.redraw()
        self.players.refresh()
        self.moves.refresh()
        self.practice_moves.refresh()
        self.message_bar.choices.redraw()
        self._refresh()  # the proposals' words

    def _show_mode(self) -> None:
        """Beside the board: the study's panel, or the players and moves of a game."""
        session = self.session
        if session.mode is Mode.STUDY and session.study is not None:
            self.show_side(session.study.kind)
        elif session.mode is Mode.GAME:
            self.show_side(None)
            self.focus_board()
            self.focus_board()

    def _show_thinking(self) -> None:
        """The thinking indicator: words (depth reached, time spent) and a bar of the time."""
        computer = self.computer
        if not computer.thinking:
            self._thinking_timer.stop()
            self.message_bar.show_thinking(computer.paused_status(), None)
            return
        if not self._thinking_timer.isActive():
            self._thinking_timer.start()
        request = computer.request
        fraction = computer.elapsed() / request.seconds if request and request.seconds else None
        self.message_bar.show_thinking(computer.status(), fraction)

    def show_side(self, study: StudyKind | None) -> None:
        """Beside the board: the panel of a kind of study, or (None) the players and moves of
        a game."""
        panel = self.game_sidebar if study is None else self.study_panels[study]
        self.sidebars.setCurrentWidget(panel)
        self.sidebars.setFixedWidth(SIDEBAR_WIDTH if study is None else LESSON_WIDTH)
        self.message_bar.offer_rematch = study is None
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
        elif self.board3d is not None and self.board3d.surface.isVisibleTo(self):
            self.board3d.surface.setFocus()

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
        """One button per proposal the game offers instead of a move (none for most games; none
        online either, where the Online box sends the proposal to the friend)."""
        for button in self.proposal_buttons.values():
            self.proposals.removeWidget(button)
            button.deleteLater()
        self.proposal_buttons = {}
        online = any(seat.kind == "online" for seat in self.model.seats)  # (the Online box's)
        for proposal in () if online else self.model.game.proposals:
            button = QPushButton(self)
            button.clicked.connect(lambda _=False, n=proposal.name: self.session.propose(n))
            self.proposals.addWidget(button)
            self.proposal_buttons[proposal.name] = button
        self._refresh()

    def _refresh(self, *_: object) -> None:
        """The proposal buttons: their words (in the language of the moment), whether they
        may be pressed now, and why not."""
        titles = {proposal.name: proposal.title for proposal in self.model.game.proposals}
        for name, button in self.proposal_buttons.items():
            button.setText(translate_core(titles[name]))
            reason = self.model.propose(name)
            button.setEnabled(reason is None)
            button.setVisible(not self.model.state.is_over)
            if reason is not None:
                button.setToolTip(tr("Not now: {reason}.").format(reason=translate_core(reason)))
            else:
                button.setToolTip(tr("If the other player accepts, the game ends here."))
            button.setAccessibleDescription(button.toolTip())
