"""What lessons and puzzles are to the session: an activity that takes the real board for a
while. The session treats both alike through this protocol."""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import SignalInstance


class Activity(Protocol):
    """A way of using the board other than a game: a lesson or a puzzle."""

    changed: SignalInstance
    """Fires when what it shows changes (its title, its step, what the player did)."""

    active: bool
    game_name: str

    def stop(self) -> None:
        """Let go of the board (it is free again; nothing of it is kept on the table)."""

    def window_title(self) -> str:
        """The window's title while it has the board."""

    def back_label(self) -> str:
        """The start screen's words for the way back to it."""

    def language_changed(self) -> None:
        """Speak the language now chosen."""
