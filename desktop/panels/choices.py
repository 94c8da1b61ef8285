"""Choices that are not things on the table (the angle of a turn, whose captures go first, Done),
as buttons beside the message line. Each shows what it would do: a picture of the result drawn
by the game's own 2D scene, and a line of words. They never cover the board, in either view."""

from __future__ import annotations

import html

from PySide6.QtCore import QRectF, QSize, Qt, QTimer
from PySide6.QtGui import QImage, QPainter, QPixmap
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QSizePolicy, QWidget

from core.api import State
from core.builder import MoveBuilder
from core.clicks import Target
from desktop.board2d.scene import BoardScene
from desktop.i18n import tr
from desktop.model import GameModel
from desktop.model.describe import core_words, shown_names
from desktop.registry import desktop_kit

ICON = 52


class ChoiceButton(QPushButton):
    """A button with a picture and two lines: what the choice is, and what it does."""

    def __init__(self, title: str, detail: str, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("choice")
        self.title, self.detail = title, detail
        self.setAccessibleName(title)
        self.setAccessibleDescription(detail)
        self.setToolTip(
            tr("{title}: {detail}").format(title=title, detail=detail) if detail else title
        )
        row = QHBoxLayout(self)
        row.setContentsMargins(6, 4, 10, 4)
        row.setSpacing(8)
        self.image = QLabel(self)
        self.image.setFixedSize(ICON, ICON)
        self.image.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        row.addWidget(self.image)
        shown = f"<b>{html.escape(title)}</b>" + (f"<br>{html.escape(detail)}" if detail else "")
        words = QLabel(shown, self)
        words.setTextFormat(Qt.TextFormat.RichText)
        words.setWordWrap(True)
        words.setMaximumWidth(260)
        words.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.words = words
        row.addWidget(words)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)

    def set_picture(self, picture: QPixmap | None) -> None:
        if picture is None:
            self.image.hide()
        else:
            self.image.setPixmap(picture)

    def sizeHint(self) -> QSize:
        layout = self.layout()
        return layout.sizeHint() if layout is not None else super().sizeHint()

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()


class ChoiceBar(QWidget):
    """The buttons for the choices the move being built asks for (none most of the time)."""

    def __init__(self, model: GameModel, parent: QWidget):
        super().__init__(parent)
        self.model = model
        self.buttons: dict[str, ChoiceButton] = {}
        self._previewer: BoardScene | None = None
        self._shown: tuple[object, ...] = ()
        self._pending: list[tuple[MoveBuilder, Target]] = []
        self.row = QHBoxLayout(self)
        self.row.setContentsMargins(0, 0, 0, 0)
        self.row.setSpacing(6)
        model.game_started.connect(self._on_game_started)
        for signal in (model.selection_changed, model.position_changed, model.history_changed):
            signal.connect(self.refresh)
        self.refresh()

    def _on_game_started(self) -> None:
        self._previewer = None
        self.refresh()

    def redraw(self) -> None:
        """Draw the buttons' pictures again (in the palette now in use); the buttons stay."""
        self._previewer = None
        builder = self.model.active_builder()
        if builder is None or not self.buttons:
            return
        targets = [t for t in builder.targets() if t.id in self.buttons]
        self._pending = [(builder, target) for target in targets]
        QTimer.singleShot(0, self._draw_next_picture)

    def refresh(self, *_: object) -> None:
        builder = self.model.active_builder()
        choices = self.model.kit.clicks.choice_kinds
        targets = [t for t in builder.targets() if t.kind in choices] if builder else []
        key = (builder.state, builder.clicks) if builder and targets else ()
        if key == self._shown:
            return
        self._shown = key
        for button in self.buttons.values():
            button.hide()
            button.deleteLater()
        self.buttons = {}
        if builder is None:
            self.setVisible(False)
            return
        for target in targets:
            button = self._button(builder, target)
            button.clicked.connect(lambda _=False, chosen=target: self.model.choose(chosen))
            self.row.addWidget(button)
            button.show()
            self.buttons[target.id] = button
        self.setVisible(bool(self.buttons))
        # The pictures come just after, one per turn of the event loop, so that the click that
        # asked for the choice is answered at once.
        self._pending = [(builder, target) for target in targets]
        QTimer.singleShot(0, self._draw_next_picture)

    def _draw_next_picture(self) -> None:
        if not self._pending:
            return
        builder, target = self._pending.pop(0)
        button = self.buttons.get(target.id)
        if button is not None and self._shown and self._shown[1] == builder.clicks:
            button.set_picture(self._picture(builder, target))
        if self._pending:
            QTimer.singleShot(0, self._draw_next_picture)

    def _button(self, builder: MoveBuilder, target: Target) -> ChoiceButton:
        words = self.model.kit.words
        names = shown_names(self.model)
        title = core_words(words.choice_title(target, names, builder.state.current_player), names)
        told = self.model.choices_tell  # (a puzzle's buttons never tell which choice captures)
        detail = core_words(words.choice_detail(builder, target), names) if told else ""
        return ChoiceButton(title, detail, self)

    def _picture(self, builder: MoveBuilder, target: Target) -> QPixmap | None:
        """The part of the board the choice changes, drawn as it would be after it (none in a
        puzzle: the picture would show what it captures)."""
        after = builder.preview(target) if self.model.choices_tell else None
        if after is None:
            return None
        scene = self._scene()
        region = scene.preview_region(builder, target)
        if region is None:
            return None
        return render_region(scene, after, region, ICON)

    def _scene(self) -> BoardScene:
        if self._previewer is None:
            game = self.model.game
            self._previewer = desktop_kit(game).scene(game, shown_names(self.model))
        return self._previewer


def render_region(scene: BoardScene, state: State, region: QRectF, size: int) -> QPixmap:
    """``region`` of ``scene`` showing ``state``, scaled to fit a ``size`` square."""
    scene.show(state, None, ())
    scale = size / max(region.width(), region.height())
    width, height = round(region.width() * scale), round(region.height() * scale)
    image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    scene.render(painter, QRectF(0, 0, width, height), region)
    painter.end()
    return QPixmap.fromImage(image)
