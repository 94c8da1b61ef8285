"""An online game fits the smallest window the program supports (1024×600) in every game and
both languages, and never grows it on the way: the Online box beside the players and the moves
while playing, with *Accept* and *Decline* while the friend's offer waits, and with *Invite
again…* once the friend has left. (Under Xvfb no window manager holds a window to the screen:
a box taller than the room grows the window, which is what a 600-px screen would cut off.)"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from core.registry import game_names
from desktop.i18n.language import choose_for_this_run
from desktop.window.main_window import MainWindow
from tests.desktop.conftest import OpenWindow
from tests.desktop.online_windows import WAIT, match_of, meet, play_out, two_windows
from tests.online.conftest import Mailbox, module_mailbox, shared_mailbox  # noqa: F401 (fixtures)

HIGH = 600


def fits(window: MainWindow, moment: str) -> None:
    """In either language, the window stays 600 px high and could be no smaller."""
    for language in ("fr", "en"):
        window.preferences.set_language(language)
        QApplication.processEvents()
        assert window.minimumSizeHint().height() <= HIGH, (language, moment)
        assert window.height() == HIGH, (language, moment)


@pytest.mark.parametrize("game", game_names())
def test_an_online_game_fits_1024_by_600(
    qtbot: QtBot,
    open_window: OpenWindow,
    shared_mailbox: Mailbox,  # noqa: F811
    tmp_path: Path,
    game: str,
) -> None:
    windows = two_windows(open_window, tmp_path, size=(1024, HIGH))
    ann, bob = windows
    meet(qtbot, windows, shared_mailbox.url, game)
    play_out(qtbot, windows, plies=3, end=False)
    box = ann.game_page.online_box
    try:
        fits(ann, "playing")
        qtbot.mouseClick(bob.game_page.online_box.takeback_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(box.accept_button.isVisible, timeout=WAIT)
        assert not box.takeback_button.isVisible()  # (Accept and Decline in the requests' place)
        fits(ann, "an offer waiting")
        qtbot.mouseClick(box.decline_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: match_of(bob).mine is None, timeout=WAIT)
        assert box.takeback_button.isVisible()
        bob.close()
        qtbot.waitUntil(box.again_button.isVisible, timeout=WAIT)
        fits(ann, "the friend gone")
    finally:
        choose_for_this_run(None)
