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
from PySide6.QtGui import QGuiApplication, QMouseEvent
from PySide6.QtWidgets import QApplication, QWidget
from shiboken6 import isValid

PRESSES = (QEvent.Type.MouseButtonPress, QEvent.Type.MouseButtonDblClick)


class _Presses(QObject):
    """The application's last two presses: (timestamp, global position, widget pressed)."""

    def __init__(self, parent: QObject) -> None:
        super().__init__(parent)
        self.last: tuple[int, QPointF, QWidget] | None = None
        self.before: tuple[int, QPointF, QWidget] | None = None

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in PRESSES and isinstance(watched, QWidget):
            assert isinstance(event, QMouseEvent)
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


def stray_press(board: QWidget, event: QMouseEvent) -> bool:
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
    return not (isValid(widget) and (widget is board or board.isAncestorOf(widget)))
