"""The 3D pane around the picture: the camera's buttons in a slim row above it, and a frame
around it that shows while it has the keyboard. Nothing lies over the picture itself: it is a
window of its own (``desktop.board3d.view``), which no widget can cover."""

from __future__ import annotations

import atexit
from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QPoint, QRectF, Qt
from PySide6.QtGui import QPainter, QPaintEvent, QPen, QPixmap
from PySide6.QtOpenGL import QOpenGLWindow
from PySide6.QtWidgets import QApplication, QHBoxLayout, QPushButton, QVBoxLayout, QWidget
from shiboken6 import delete, isValid

from desktop.i18n import tr
from desktop.look import theme

FRAME = 6
"""The frame's width around the picture, in pixels: its dashes and their halo."""


class CameraBar(QWidget):
    """The camera's presets as buttons: from the seat, from above, from the side, and the whole
    table again. ``choose`` is called with the preset's name."""

    def __init__(self, parent: QWidget, choose: Callable[[str], None]) -> None:
        super().__init__(parent)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        self.buttons: dict[str, QPushButton] = {}
        for name in ("seat", "above", "side", "reset"):
            button = QPushButton(self)
            button.setObjectName("camera3d")
            button.clicked.connect(lambda _=False, n=name: choose(n))
            row.addWidget(button)
            self.buttons[name] = button
        self.retranslate()

    def retranslate(self) -> None:
        """The buttons' words in the language now chosen."""
        self.setAccessibleName(tr("3D camera"))
        for name, text, tip in (
            ("seat", tr("Seat"), tr("View the board from the seat of the player to move")),
            ("above", tr("Above"), tr("View the board from above")),
            ("side", tr("Side"), tr("View the board from the side")),
            ("reset", tr("Reset"), tr("View the whole table again, as at the start")),
        ):
            button = self.buttons[name]
            button.setText(text)
            button.setToolTip(tip)
            button.setAccessibleName(tr("3D camera: {view}").format(view=text))
            button.setAccessibleDescription(tip)
        self.place()

    def place(self) -> None:
        """As wide as the words need in the style in use (a high-contrast style's thicker
        borders need more)."""
        for button in self.buttons.values():
            button.ensurePolished()
        self.adjustSize()


class FocusFrame(QWidget):
    """Around the picture (``surface``, the window container): a band of the table's colour,
    and a dashed frame on it while the picture has the keyboard (the 2D board shows its focus
    the same way): after Tab, the player sees where the arrow keys will play."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.lit = False
        self.inside = QVBoxLayout(self)
        self.inside.setContentsMargins(FRAME, FRAME, FRAME, FRAME)

    def hold(self, surface: QWidget) -> None:
        """Frame ``surface``, and show the frame while it has the keyboard."""
        self.inside.addWidget(surface)
        surface.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in (QEvent.Type.FocusIn, QEvent.Type.FocusOut):
            lit = event.type() == QEvent.Type.FocusIn
            if lit != self.lit:
                self.lit = lit
                self.update()
        return False

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.fillRect(self.rect(), theme.TABLE)
        if not self.lit:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(self.rect()).adjusted(3, 3, -3, -3)
        painter.setPen(QPen(theme.HALO, 6))
        painter.drawRoundedRect(rect, 6, 6)
        pen = QPen(theme.marker("cursor"), 3, Qt.PenStyle.DashLine)
        painter.setPen(pen)
        painter.drawRoundedRect(rect, 6, 6)


class Pane3D(QWidget):
    """The 3D view's pane, as the window places it: the camera's row over the framed picture.
    ``surface`` holds ``view``, a window of its own, so that Qt does not copy its every frame
    into the window's picture (10 ms a frame at 1280×800 on a software renderer); it takes the
    keyboard (Tab stops there) and bears the view's accessible name."""

    def __init__(
        self, view: QOpenGLWindow, choose: Callable[[str], None], parent: QWidget | None
    ) -> None:
        super().__init__(parent)
        self.view = view
        self.focus_frame = FocusFrame(self)
        self.surface = QWidget.createWindowContainer(view, self.focus_frame)
        self.surface.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.surface.setMinimumSize(320, 240)
        self.focus_frame.hold(self.surface)
        # made after the picture, the buttons come after it when Tab goes round
        self.camera_bar = CameraBar(self, choose)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.camera_bar)
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(2)
        column.addLayout(row)
        column.addWidget(self.focus_frame, 1)


def grab(widget: QWidget) -> QPixmap:
    """A picture of ``widget`` as the screen shows it: ``QWidget.grab`` leaves the 3D
    pictures out (they are windows of their own), so each one shown is drawn in at its
    place."""
    picture = widget.grab()
    painter = QPainter(picture)
    try:
        for pane in widget.findChildren(Pane3D):
            if pane.surface.isVisible():
                corner = pane.surface.mapTo(widget, QPoint(0, 0))
                painter.drawImage(corner, pane.view.grabFramebuffer())
    finally:
        painter.end()
    return picture


def _let_go() -> None:
    """At the program's end, before PySide takes the application down, every 3D pane still
    there goes, its picture's window with it. Left to PySide, the window (a Python object)
    went first, and a window that still held it (closed, its deletion still posted: the
    benchmarks' and the self-test's) crashed the application's end."""
    if QApplication.instance() is None:
        return
    for widget in QApplication.allWidgets():
        if isValid(widget) and isinstance(widget, Pane3D):
            delete(widget)


atexit.register(_let_go)  # (registered after PySide's own clean-up: run before it)
