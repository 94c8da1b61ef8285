"""What the window builds again while it runs (the kept games' rows on the start screen, the
proposal buttons, the choice buttons) leaves no Python wrapper of a layout item behind.

PySide wraps the items of a layout that is filled first and then added to another one; when a
widget in it is later deleted alone, Qt deletes its item but the wrapper stays in PySide's
table of live objects. The next Qt object made at the same address then comes back to Python
as that wrapper: once, ``QMenuBar.addMenu`` returned a ``QWidgetItem`` and the next window
could not be built."""

from __future__ import annotations

import gc

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QWidgetItem
from pytestqt.qtbot import QtBot

from core.registry import make_game
from desktop.window.main_window import MainWindow


def item_wrappers() -> dict[int, str]:
    """The Python wrappers of the layout items that hold a widget alive now, with their types
    (what the C++ object is cannot be asked: it may be gone). A widget deleted on its own takes
    its item with it, and such a wrapper is what outlived it; spacers and layouts go only with
    their whole layout, and a spacer's wrapper was once counted under load, from elsewhere."""
    return {
        id(thing): type(thing).__name__
        for thing in gc.get_objects()
        if isinstance(thing, QWidgetItem)
    }


def deleted_now() -> None:
    """What waits to be deleted (earlier tests' windows too) goes now, and so does garbage:
    neither may be counted as the window's."""
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    gc.collect()


def test_rebuilt_rows_and_buttons_leave_no_layout_item_wrapper_behind(
    qtbot: QtBot, window: MainWindow
) -> None:
    deleted_now()
    before = item_wrappers()
    start = window.start_screen
    start.offer_kept([("a", "A Pylos game, 3 moves"), ("b", "An Ambush game, 9 moves")])
    assert set(start.kept) == {"a", "b"} and start.kept["b"][0].text().startswith("An Ambush")
    start.offer_kept([("c", "A Pylon game, 1 move")])
    deleted_now()
    assert set(start.kept) == {"c"}
    assert start.kept_rows.count() == 1  # the rows taken away left no place behind
    for name in ("pylon", "pylos", "ambush", "pylon"):  # proposals, choices, made anew
        window.session.start_game(make_game(name))
        qtbot.wait(10)
    window.session.start_game(make_game("pylos"), moves=["1a1", "1c1", "1a2", "1c2", "1b1", "1d1"])
    assert window.model.click("1b2")  # a square of the mover's colour: a ball or two back
    assert window.model.click("1a1")
    qtbot.waitUntil(lambda: bool(window.game_page.message_bar.choices.buttons))  # "done"
    assert window.model.click("1a2")  # the second: no choice left, the buttons go
    qtbot.waitUntil(lambda: not window.game_page.message_bar.choices.buttons)
    start.offer_kept([])
    deleted_now()
    assert start.kept_rows.count() == 0 and start.kept_box.isHidden()
    after = item_wrappers()
    assert {key: kind for key, kind in after.items() if key not in before} == {}
