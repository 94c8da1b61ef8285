"""What the actions and the dialogs see of the main window: its session, its preferences, its
game page and the dialogs it keeps open (the main window is one)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QMainWindow, QWidget

from desktop.online.table import OnlineTable
from desktop.preferences import Preferences
from desktop.session.session import Session
from desktop.solving.job import SolvingJob
from desktop.window.game_page import GamePage


class Frame(QMainWindow):
    session: Session
    preferences: Preferences
    game_page: GamePage
    lesson_browser: QWidget | None = None
    puzzle_browser: QWidget | None = None
    practice_browser: QWidget | None = None
    rules_dialog: QWidget | None = None
    preferences_window: QWidget | None = None
    perfect_play_dialog: QWidget | None = None
    online_dialog: QWidget | None = None
    online: OnlineTable | None = None  # the online game, once the friend has come
    solving: SolvingJob  # the build of a table of perfect play, in the background
    ask: Callable[[str, str], bool]  # a question to the player: True for yes

    def toggle_full_screen(self) -> None:
        if self.isFullScreen():
            self.showNormal()
        else:
            self.showFullScreen()
