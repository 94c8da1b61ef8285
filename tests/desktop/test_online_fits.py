"""An online game fits the smallest window the program supports (1024×600) in every game and
both languages, and never grows it on the way: the Online box beside the players and the moves
while playing, with *Accept* and *Decline* while the friend's offer waits, and with *Invite
again…* once the friend has left. (Under Xvfb no window manager holds a window to the screen:
a box taller than the room grows the window, which is what a 600-px screen would cut off. In
an online game the move list's Undo and Redo give their row to the Online box: taking back is
its request, and Esc cancels a half-made move.)"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QPushButton
from pytestqt.qtbot import QtBot

from core.registry import game_names
from desktop.i18n.language import choose_for_this_run
from desktop.window.main_window import MainWindow
from tests.desktop.conftest import OpenWindow
from tests.desktop.online_windows import WAIT, match_of, meet, play_out, two_windows
from tests.online.conftest import Mailbox, module_mailbox, shared_mailbox  # noqa: F401 (fixtures)

HIGH = 600


STANDARD = (("standard", "fr"), ("standard", "en"))
ALSO_HIGH_CONTRAST = (("high_contrast", "fr"), *STANDARD)
"""The high-contrast palette's thicker frames, looked at while playing (the box at its
tallest: a palette switch re-dresses both windows, a second or two each)."""


def fits(window: MainWindow, moment: str, looks: tuple[tuple[str, str], ...] = STANDARD) -> None:
    """In either language (and the palettes asked), the window stays 600 px high and could be
    no smaller, and no button of the Online box is cut short."""
    box = window.game_page.online_box
    for palette, language in looks:
        window.preferences.set_palette(palette)
        window.preferences.set_language(language)
        QApplication.processEvents()
        said = (palette, language, moment)
        assert window.minimumSizeHint().height() <= HIGH, said
        assert window.height() == HIGH, said
        for button in box.findChildren(QPushButton):
            if button.isVisible():
                assert button.height() >= button.sizeHint().height(), (button.text(), said)


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
        fits(ann, "playing", ALSO_HIGH_CONTRAST)
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
        ann.preferences.set_language("en")
        choose_for_this_run(None)
