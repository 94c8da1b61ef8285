"""What the 3D view shows over its picture: the camera's buttons in the top right corner, and a
frame while it has the keyboard."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QHBoxLayout, QPushButton, QWidget

from desktop.i18n import tr
from desktop.look import theme


class CameraBar(QWidget):
    """The camera's presets as buttons: from the seat, from above, from the side, and the whole
    table again. ``choose`` is called with the preset's name."""

    def __init__(self, view: QWidget, choose: Callable[[str], None]) -> None:
        super().__init__(view)
        self.view = view
        row = QHBoxLayout(self)
        row.setContentsMargins(4, 4, 4, 4)
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
        """In the view's top right corner, as wide as the words need in the style in use (a
        high-contrast style's thicker borders need more)."""
        for button in self.buttons.values():
            button.ensurePolished()
        self.adjustSize()
        self.move(self.view.width() - self.width() - 4, 4)


class FocusFrame(QWidget):
    """A dashed frame around the 3D pane while it has the keyboard (the 2D board shows its
    focus the same way): after Tab, the player sees where the arrow keys will play."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.hide()

    def cover(self) -> None:
        """Shown over the whole pane (it has the keyboard)."""
        parent = self.parentWidget()
        if parent is not None:
            self.setGeometry(parent.rect())
        self.show()
        self.raise_()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(self.rect()).adjusted(3, 3, -3, -3)
        painter.setPen(QPen(theme.HALO, 6))
        painter.drawRoundedRect(rect, 6, 6)
        pen = QPen(theme.marker("cursor"), 3, Qt.PenStyle.DashLine)
        painter.setPen(pen)
        painter.drawRoundedRect(rect, 6, 6)
