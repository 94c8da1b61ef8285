"""The 2D board: a QGraphicsView that renders the model's position with the game's scene,
animates each move's transition, and turns mouse clicks into intents for the model.

The window hands it the games' kits (``kit_of``: a game's name to what draws it), so that the
board knows no game and no registry."""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Protocol

from PySide6.QtCore import (
    QEvent,
    QPoint,
    QPointF,
    Qt,
)
from PySide6.QtGui import QMouseEvent, QPainter, QResizeEvent
from PySide6.QtWidgets import QFrame, QGraphicsView, QWidget

from core.clicks import Click
from core.transitions import Transition
from desktop.board2d.pieces import raw_of
from desktop.board2d.scene import BoardScene, Flight
from desktop.boards.animation import StepPlayer, to_animate
from desktop.boards.double_click import stray_press, watch_presses
from desktop.boards.follow import describe_board, follow_model
from desktop.boards.keyboard import KeyboardCursor
from desktop.computer import busy
from desktop.model import GameModel, PositionChange
from desktop.model.describe import shown_names


class Looks2D(Protocol):
    """What the 2D board asks of a game's kit (``desktop.kit.DesktopKit`` is one): the scene
    class that draws the game."""

    @property
    def scene(self) -> type[BoardScene]: ...


class BoardView(QGraphicsView):
    """Shows ``model`` in 2D, each game drawn by the scene ``kit_of(game)`` says; clicks go to
    ``model.click``, right-click steps back in a move."""

    animation_ms = 260  # per transition step; 0 shows every move at once

    def __init__(
        self, model: GameModel, kit_of: Callable[[str], Looks2D], parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.model = model
        self.kit_of = kit_of
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform
        )
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setMouseTracking(True)
        self.setMinimumSize(320, 280)
        self.board: BoardScene = self._new_scene()
        self.animator = StepPlayer(self, self._after_flights)
        self._hover: Click | None = None
        watch_presses()
        self.redraws = 0  # scenes drawn (for tests and measurements)
        self.keyboard: KeyboardCursor | None = None  # set by the window: playing by keys
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        follow_model(
            model,
            started=self._on_game_started,
            moved=self._on_position_changed,
            selected=self._redraw,
            told=self._on_message,
            notes=self._show_notes,
            described=self.describe,
        )
        self._redraw()

    def describe(self, *_: object) -> None:
        """Tell a screen reader the board's name and the position shown, in words."""
        describe_board(self, self.model, "2D")

    def _new_scene(self) -> BoardScene:
        kind = self.kit_of(self.model.game.name).scene
        arrangement = kind.best_arrangement(self.viewport().width(), self.viewport().height())
        scene = kind(self.model.game, shown_names(self.model), arrangement)
        scene.setParent(self)
        self.setScene(scene)
        self._fit(scene)
        return scene

    def _fit(self, scene: BoardScene) -> None:
        """Draw the scene as large as the pane allows, in its best arrangement for the pane's
        shape, with every text still readable."""
        width, height = self.viewport().width(), self.viewport().height()
        if width < 8 or height < 8:
            return
        arrangement = type(scene).best_arrangement(width, height)
        if scene.arrange(arrangement):
            self.finish_animation()
            self._redraw()
        rect = scene.sceneRect()
        pad = rect.width() * 0.01
        self.fitInView(rect.adjusted(-pad, -pad, pad, pad), Qt.AspectRatioMode.KeepAspectRatio)
        scene.fit_texts(self.transform().m11())

    def board_share(self) -> float:
        """How much of the pane the board itself covers (0 to 1), for the benchmark."""
        rect = self.mapFromScene(self.board.board_rect()).boundingRect()
        area = self.viewport().width() * self.viewport().height()
        return rect.width() * rect.height() / area if area else 0.0

    # --- following the model -------------------------------------------------------------
    def show_coordinates(self, shown: bool) -> None:
        """Show or hide the board's files and ranks (drawn again if that changes)."""
        if shown != BoardScene.coordinates:
            BoardScene.coordinates = shown
            self.redraw()

    def redraw(self) -> None:
        """Draw the whole board again (in the palette now in use)."""
        self._on_game_started()

    def _on_game_started(self) -> None:
        self.animator.drop()  # the model holds the new game already: nothing old to draw
        old = self.board
        self.board = self._new_scene()
        old.deleteLater()
        self._redraw()

    def _after_flights(self) -> None:
        """An animation ended or was cut short: its flying pieces go and the position is drawn
        anew, even if the scene had drawn it already (a lesson's lock, answering the same
        move, redraws the board before the view animates it: the ball flown from the reserve
        then stayed where a take-back had emptied the place)."""
        self.board._shown_key = None
        self._redraw()

    def _redraw(self) -> None:
        if self.animator.running:
            return  # the animation's end redraws
        self.redraws += 1
        model = self.model
        builder = model.active_builder()
        marks = model.board_marks()
        self.board.show(model.board_state, builder, marks.last)
        self.board.show_notes(marks.notes)
        self.board.set_cursor(self.keyboard.raw if self.keyboard is not None else None)
        self._hover = None

    def show_cursor(self) -> None:
        """The keyboard's cursor moved."""
        if not self.animator.running:
            self.board.set_cursor(self.keyboard.raw if self.keyboard is not None else None)

    def _show_notes(self) -> None:
        if not self.animator.running:
            self.board.show_notes(self.model.board_marks().notes)

    def _on_message(self, _text: str, _kind: str) -> None:
        if not self.animator.running:
            self.board.mark_refused(self.model.refused_raw)

    def _on_position_changed(self, change: PositionChange) -> None:
        self.finish_animation()
        move = to_animate(change, self.animation_ms, self.isVisible())
        if move is not None:
            self._animate(move)
        else:
            self._redraw()

    def _animate(self, transition: Transition) -> None:
        self.board.clear_highlights()
        steps = []
        for step in transition.steps:
            flights = self.board.flights(step)
            if flights:
                steps.append(lambda t, f=flights: _fly(f, t))
        self.animator.play(steps, self.animation_ms)

    def finish_animation(self) -> None:
        """Jump to the end of a running animation."""
        self.animator.finish()

    @property
    def animating(self) -> bool:
        return self.animator.running

    # --- the mouse -----------------------------------------------------------------------
    def raw_at(self, point: QPoint) -> Click | None:
        """What a click at ``point`` (viewport coordinates) names, topmost first."""
        for item in self.items(point):
            raw = raw_of(item)
            if raw:
                return raw
        return None

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        """A double click on the board is two clicks."""
        self.mousePressEvent(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        busy.drawing()  # the player is at the board: the computer's search steps aside
        if stray_press(self, event):
            return  # the second click of a double click on a dialog now closed
        self.finish_animation()
        if event.button() == Qt.MouseButton.RightButton:
            self.model.step_back_click()
            return
        if event.button() != Qt.MouseButton.LeftButton:
            return
        raw = self.raw_at(event.position().toPoint())
        if raw is None:
            self.model.click_nothing()
            return
        self.model.click(raw)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        busy.drawing()
        raw = self.raw_at(event.position().toPoint())
        if raw is not None and not self.model.clickable(raw):
            raw = None
        if raw != self._hover and not self.animating:
            self._hover = raw
            self.board.set_hover(raw)
            cursor = Qt.CursorShape.PointingHandCursor if raw else Qt.CursorShape.ArrowCursor
            self.viewport().setCursor(cursor)
        super().mouseMoveEvent(event)

    def leaveEvent(self, event: QEvent) -> None:
        """The pointer left the board (or jumped off it): no place is hovered any more."""
        if self._hover is not None:
            self._hover = None
            self.board.set_hover(None)
            self.viewport().setCursor(Qt.CursorShape.ArrowCursor)
        super().leaveEvent(event)

    def every_click(self) -> list[Click]:
        """Everything on the board a click can name, each once (what a question may be
        answered by, with the keyboard)."""
        return list(dict.fromkeys(raw for item in self.board.items() if (raw := raw_of(item))))

    def view_point(self, raw: Click | str) -> QPoint | None:
        """Where ``raw`` is on screen (viewport coordinates), for tests and tutorials."""
        anchor = self.board.anchor(raw)
        return None if anchor is None else self.mapFromScene(anchor)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit(self.board)


def _fly(flights: list[Flight], t: float) -> None:
    for flight in flights:
        if flight.pivot is None:
            flight.item.setPos(flight.start + (flight.end - flight.start) * t)
            continue
        angle = math.radians(flight.turn * t)
        offset = flight.start - flight.pivot
        cos, sin = math.cos(angle), math.sin(angle)
        rotated = QPointF(offset.x() * cos - offset.y() * sin, offset.x() * sin + offset.y() * cos)
        flight.item.setPos(flight.pivot + rotated)
        flight.item.setRotation(flight.turn * t)
