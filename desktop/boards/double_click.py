"""A double click that began on something else, told apart from a click on the board.

When the first click of a double click closes a dialog (its Start, OK or Yes), the window
system hands the second press to whatever now lies under the pointer, as a plain press: a
board, which would take it as a click and play. ``stray_press`` recognises it: the press before
it, anywhere in the application, was on another widget, at the same spot, within the double
click's interval. Every press the application receives is watched (once installed) by one
filter; the boards ask it.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QPointF
from PySide6.QtGui import QGuiApplication, QMouseEvent, QWindow
from PySide6.QtWidgets import QApplication, QWidget
from shiboken6 import isValid

PRESSES = (QEvent.Type.MouseButtonPress, QEvent.Type.MouseButtonDblClick)


class _Presses(QObject):
    """The application's last two presses: (timestamp, global position, what was pressed: a
    widget, or a window of its own such as the 3D view's)."""

    def __init__(self, parent: QObject) -> None:
        super().__init__(parent)
        self.last: tuple[int, QPointF, QObject] | None = None
        self.before: tuple[int, QPointF, QObject] | None = None

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # Every event of the application passes here: the cheapest test first (asking an
        # event's type makes a Python enum; a check of its class does not).
        if not isinstance(event, QMouseEvent) or event.type() not in PRESSES:
            return False
        # a widget's press comes through its window first: that window is not what was pressed
        own_window = isinstance(watched, QWindow) and not watched.inherits("QWidgetWindow")
        if isinstance(watched, QWidget) or own_window:
            stamp, where = event.timestamp(), event.globalPosition()
            last = self.last
            if last is None or (last[0], last[1]) != (stamp, where):  # not the same press again
                self.before, self.last = last, (stamp, where, watched)
        return False


_watcher: _Presses | None = None


def watch_presses() -> None:
    """Start watching the application's presses (once; the boards call it)."""
    global _watcher
    app = QApplication.instance()
    if _watcher is None and app is not None:
        _watcher = _Presses(app)
        app.installEventFilter(_watcher)


def stray_press(board: QObject, event: QMouseEvent) -> bool:
    """Whether ``event``, a press on ``board``, is the second press of a double click whose
    first press was on another widget (gone, or elsewhere in the application)."""
    if _watcher is None or _watcher.last is None or _watcher.before is None:
        return False
    stamp, where, _widget = _watcher.last
    if stamp != event.timestamp():
        return False  # not the press the filter saw last (a synthetic one, say)
    earlier, spot, widget = _watcher.before
    hints = QGuiApplication.styleHints()
    if not 0 <= stamp - earlier <= hints.mouseDoubleClickInterval():
        return False
    distance = (where - spot).manhattanLength()
    if distance > max(hints.mouseDoubleClickDistance(), QApplication.startDragDistance()):
        return False
    if not isValid(widget):
        return True  # pressed on something gone since (a dialog closed by it)
    if isinstance(board, QWidget) and isinstance(widget, QWidget):
        return not board.isAncestorOf(widget) and widget is not board
    return widget is not board
