"""The 3D view: a window of its own (pyqtgraph's GL view in a ``QOpenGLWindow``) that renders
the model's position, animates each move's transition alongside the 2D board, and plays clicks
through the same move builder. The application's window places its ``pane``
(``desktop.board3d.overlays``: the camera's buttons in a row above the framed picture); the
picture is drawn straight to the screen, not copied into the window's picture as a
``QOpenGLWidget``'s is (``desktop.board3d.glwindow``).

What a game looks like in 3D comes from its kit's table (``Table3D``): where everything stands,
the board's meshes, each piece's mesh. The pieces are drawn by two batches (opaque, then
translucent plastic far to near), the board's parts by a third, a part that turns (an Ambush
coaster) by name. Picking casts a ray in numpy (camera.py); pyqtgraph's own picking is not used.
The window hands the view the games' kits (``kit_of``: a game's name to its ``Looks3D``).
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np
from OpenGL import GL
from PySide6.QtCore import QEvent, QPointF, Qt, QTimer, Signal
from PySide6.QtGui import QMouseEvent, QResizeEvent, QShowEvent, QWheelEvent
from PySide6.QtWidgets import QWidget

from core.clicks import Click
from desktop.board3d import geometry as geo
from desktop.board3d.batch import PieceHandle
from desktop.board3d.camera import (
    Camera,
    clickable_point,
    orbited,
    picked_at,
    project,
)
from desktop.board3d.camera_control import CameraControl
from desktop.board3d.flights import Flight3D, FlightPlanner, Movable
from desktop.board3d.ghosts import Ghosts
from desktop.board3d.glwindow import GLWindow
from desktop.board3d.labels import LabelLayer
from desktop.board3d.layout import Label, Layout, Pick, Slot, arranged
from desktop.board3d.overlays import Pane3D
from desktop.board3d.pieces import PieceKey, PiecePools
from desktop.board3d.render import qmatrix
from desktop.board3d.table import Looks3D, Table3D
from desktop.boards.animation import StepPlayer, to_animate
from desktop.boards.double_click import stray_press, watch_presses
from desktop.boards.follow import describe_board, follow_model
from desktop.boards.keyboard import KeyboardCursor
from desktop.computer import busy
from desktop.look import theme
from desktop.model import GameModel, PositionChange


class Board3DView(CameraControl, GLWindow):
    """Shows ``model`` in 3D; a click (not a drag) goes to ``model.click``. ``camera_chosen``
    says the view the player chose (``CameraControl.chosen``), to keep it. ``pane`` is the
    widget to place (in ``parent``); ``surface``, in it, holds the picture and the keyboard
    (``GLWindow``)."""

    camera_chosen = Signal(str)
    animation_ms = 260

    def __init__(
        self, model: GameModel, kit_of: Callable[[str], Looks3D], parent: QWidget | None = None
    ) -> None:
        super().__init__()
        self.model = model
        self.kit_of = kit_of
        self.setBackgroundColor(theme.TABLE)
        self.pane = Pane3D(self, self.use_preset, parent)
        self.surface: QWidget = self.pane.surface
        self.camera_bar = self.pane.camera_bar
        self.focus_frame = self.pane.focus_frame
        self.table: Table3D = kit_of(model.game.name).table()
        self.layout3d = Layout()
        self.arrangement = "sides"
        self.slot_items: dict[Slot, PieceHandle] = {}
        self.parts: dict[str, PieceHandle] = {}
        self._part_places: dict[str, np.ndarray] = {}
        self.pieces = PiecePools(self)
        self.ghosts = Ghosts(self)
        self.labels = LabelLayer(
            lambda: [self.kit_of(self.model.game.name).player_colour(p) for p in (0, 1)],
            lambda: self.model.shown_names,
        )
        self.addItem(self.labels)
        self.syncs = 0  # full re-layouts made (for tests and measurements)
        self.marked = 0  # the marks drawn again (at each sync, and alone at a selection)
        self.keyboard: KeyboardCursor | None = None  # set by the window: playing by keys
        self._press: QPointF | None = None
        watch_presses()
        self._dragging = False
        self._hover: Click | None = None
        self._update_pending = False
        self._stale = False  # moves made while out of sight, placed when next shown
        self._synced: tuple[object, str] | None = None  # the position placed, and how
        self.animator = StepPlayer(self, self._sync)
        follow_model(
            model,
            started=self._on_game_started,
            moved=self._on_position_changed,
            selected=self._refresh_targets,
            told=self._on_message,
            notes=self._show_notes,
            described=self.describe,
        )
        self._on_game_started()

    def describe(self, *_: object) -> None:
        """Tell a screen reader the board's name and the position shown, in words."""
        describe_board(self.surface, self.model, "3D")

    def show_coordinates(self, shown: bool) -> None:
        """Show or hide the table's files and ranks."""
        self.labels.coordinates = shown
        self.update()

    def retranslate(self) -> None:
        """The camera buttons' words in the language now chosen."""
        self.camera_bar.retranslate()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        arrangement = "ends" if self.width() < 1.15 * self.height() else "sides"
        if arrangement != self.arrangement:
            self.finish_animation()
            self.arrangement = arrangement
            self._sync()
            self.place_chosen()
        elif self._preset is not None and self._preset_camera is not None:
            self._frame()

    def update_soon(self) -> None:
        """Repaint a few milliseconds from now rather than with the 2D board's repaint, so that
        each is its own, shorter, pause of the event loop."""
        if not self._update_pending:
            self._update_pending = True
            QTimer.singleShot(4, self._deferred_update)

    def _deferred_update(self) -> None:
        self._update_pending = False
        self.update()

    def paintGL(self) -> None:
        # Translucent items switch depth writes off; glClear honours that mask, so the depth
        # buffer would never be cleared and the board would vanish.
        GL.glDepthMask(GL.GL_TRUE)
        busy.drawing()  # the computer's search waits while frames are drawn
        super().paintGL()

    # --- building the scene ------------------------------------------------------------------
    def redraw(self) -> None:
        """Build the whole table again (in the palette now in use; its buttons' borders too),
        seen as it was."""
        camera, placed = self.camera(), (self._preset, self._preset_camera)
        self._on_game_started()
        self._preset, self._preset_camera = placed
        self.set_camera(camera)
        self.camera_bar.place()
        self.focus_frame.update()  # its band is the table's colour

    def _on_game_started(self) -> None:
        self.animator.drop()  # the model holds the new game already: nothing old to draw
        self.ghosts.forget()
        self.setBackgroundColor(theme.TABLE)  # the table the 2D board lies on, too
        self.pieces.clear()
        self.parts, self._part_places = {}, {}
        self.slot_items = {}
        self.table = self.kit_of(self.model.game.name).table()
        for index, part in enumerate(self.table.board_parts(self.model.game)):
            item = self.pieces.board(part, index)
            if part.name:
                self.parts[part.name] = item
                self._part_places[part.name] = geo.translation(*part.position)
        self._sync()
        self.place_chosen()

    def _sync(self) -> None:
        """Place every piece of the position shown, and the target highlights."""
        self.syncs += 1
        self._stale = False
        shown = self.model.shown_state()
        self._synced = (shown.position_key(), self.arrangement)
        self.layout3d = arranged(self.table.layout(shown), self.arrangement)
        used: dict[PieceKey, int] = {}
        self.slot_items = {}
        for piece in self.layout3d.pieces:
            key = (piece.shape, piece.player, piece.faded)
            index = used.get(key, 0)
            used[key] = index + 1
            item = self.pieces.handle(self.table.piece_look, key, index)
            item.fly(False)
            matrix = geo.translation(*piece.position) @ geo.rotation_z(piece.turn)
            item.setTransform(qmatrix(matrix))
            item.world_centre = np.array(piece.position)
            item.setVisible(True)
            self.slot_items[piece.slot] = item
        self.pieces.hide_unused(used)
        self.pieces.cover(self.layout3d)
        for name, item in self.parts.items():
            item.fly(False)
            item.setTransform(qmatrix(self._part_places[name]))
        self.labels.show(self.layout3d.labels)
        self._keep_framed()
        self.ghosts.least = self._least_line()
        self._draw_targets()
        self._sort_by_distance()
        self.update_soon()

    def _refresh_targets(self) -> None:
        """The selection changed: the marks again, and the pieces only if the position shown
        changed too (a half-made move that already moved a piece); placing every piece at each
        click was most of a click's cost."""
        if self.animator.running:
            return
        same = self._synced == (self.model.shown_state().position_key(), self.arrangement)
        if not same or self._stale or not self.isVisible():
            self._sync_when_seen()
            return
        self._draw_targets()
        self._sort_by_distance()
        self.update_soon()

    def _sync_when_seen(self) -> None:
        """Place the pieces now if the view is on screen, else when it is next shown (the 2D
        board alone shown: moves cost nothing here)."""
        if self.isVisible():
            self._sync()
        else:
            self._stale = True

    def showEvent(self, event: QShowEvent) -> None:
        if self._stale:
            self._sync()
        super().showEvent(event)

    # --- highlights --------------------------------------------------------------------------
    def _draw_targets(self) -> None:
        """Every mark of the model's description (``board_marks``), as the 2D board draws it."""
        self._hover = None
        self.marked += 1
        marks = self.model.board_marks()
        self.ghosts.show_targets(self.layout3d, marks)
        self.ghosts.show_refused(marks.refused)
        self.ghosts.show_notes(self.layout3d, marks.notes)
        self.ghosts.show_cursor(self.keyboard.raw if self.keyboard is not None else None)

    def show_cursor(self) -> None:
        """The keyboard's cursor moved."""
        if not self.animator.running:
            self.ghosts.show_cursor(self.keyboard.raw if self.keyboard is not None else None)
            self._sort_by_distance()
            self.update_soon()

    def _show_notes(self) -> None:
        if not self.animator.running:
            self.ghosts.show_notes(self.layout3d, self.model.board_marks().notes)
            self.update_soon()

    def _on_message(self, _text: str, _kind: str) -> None:
        """Mark what a refused click was on, in red, while the refusal shows."""
        if not self.animator.running:
            self.ghosts.show_refused(self.model.board_marks().refused)
            self.update_soon()

    def _sort_by_distance(self) -> None:
        """Translucent things drawn far to near after everything opaque, opaque pieces near to
        far."""
        eye = self.camera().position()
        self.pieces.sort(eye)
        self.ghosts.sort(eye)

    # --- following the model -----------------------------------------------------------------
    def _on_position_changed(self, change: PositionChange) -> None:
        self.finish_animation()
        move = to_animate(change, self.animation_ms, self.isVisible())
        if move is None:
            self._sync_when_seen()
            return
        items: dict[Slot, Movable] = {**self.slot_items}
        parts: dict[str, Movable] = dict(self.parts)
        after = arranged(self.table.layout(self.model.shown_state()), self.arrangement)
        planner = FlightPlanner(
            self.layout3d, after, items, parts, self.table, self.arrangement, move
        )
        self.ghosts.show_targets(self.layout3d, None)
        self.labels.show([x for x in self.layout3d.labels if x.kind == "coordinate"])
        self.ghosts.show_refused(None)
        steps = [lambda t, f=flights: self._fly(f, t) for flights in planner.steps if flights]
        self.animator.play(steps, self.animation_ms)

    @property
    def animating(self) -> bool:
        return self.animator.running

    def finish_animation(self) -> None:
        """Jump to the end of a running animation."""
        self.animator.finish()

    def _fly(self, flights: list[Flight3D], t: float) -> None:
        for flight in flights:
            matrix = flight.at(t)
            flight.item.fly(t < 1.0)
            flight.item.setTransform(qmatrix(matrix))
            flight.item.world_centre = matrix[:3, 3].copy()
        self._sort_by_distance()
        self.update_soon()

    # --- the mouse -----------------------------------------------------------------------------
    def picks(self) -> list[Pick]:
        return self.ghosts.picks + self.layout3d.picks

    def raw_at(self, x: float, y: float, camera: Camera | None = None) -> Click | None:
        """What a click at widget pixel (x, y) names (seen through ``camera``: by default the
        view's own)."""
        seen = camera or self.camera()
        return picked_at(self.picks(), seen, self.width(), self.height(), x, y)

    def screen_point(self, raw: Click | str) -> tuple[float, float] | None:
        """Where the middle of what ``raw`` names is drawn (no check that it is in sight)."""
        anchor = self.layout3d.anchor(raw)
        if anchor is None:
            return None
        point = project(self.camera(), self.width(), self.height(), np.array([anchor.centre]))[0]
        return float(point[0]), float(point[1])

    def view_point(self, raw: Click | str) -> tuple[int, int] | None:
        """Where the thing ``raw`` names can be clicked in the widget (for tests and lessons):
        its middle, or, when something taller stands in front of it, a part of it still in
        sight. None if it is not in the view."""
        raw = Click.parse(raw)
        points = self.layout3d.click_points(raw)
        if points is None:
            return None
        return clickable_point(
            self.picks(), self.camera(), self.width(), self.height(), raw, points
        )

    def mousePressEvent(self, event: QMouseEvent) -> None:
        busy.drawing()  # a frame follows: the computer's search steps aside now
        if stray_press(self, event):
            self._press = None  # the second click of a double click on a dialog now closed:
            return  # neither it nor its release is a click
        self._press = event.position()
        self._dragging = False
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        busy.drawing()
        if event.buttons() != Qt.MouseButton.NoButton and self._press is not None:
            moved = event.position() - self._press
            if self._dragging or abs(moved.x()) + abs(moved.y()) > 4:
                self._dragging = True
                self._drag(event)
            return
        self.mousePos = event.position()
        raw = self.raw_at(event.position().x(), event.position().y())
        if not self.animator.running:
            self._set_hover(raw if raw is not None and self.model.clickable(raw) else None)
            self._name_place(raw)

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Leave:
            self._set_hover(None)  # the pointer left the table (or jumped off it)
            self._name_place(None)
        return super().event(event)

    def _name_place(self, raw: Click | None) -> None:
        """The name of the place under the pointer, over it ("2b3": its level too)."""
        anchor = self.layout3d.anchor(raw) if raw is not None and raw.is_place else None
        if raw is None or anchor is None or anchor.beside:
            self.labels.name_place(None)
            return
        x, y, z = anchor.centre
        self.labels.name_place(Label(raw.value, (x, y, z + 1.6 * anchor.size), "place"))

    def _set_hover(self, raw: Click | None) -> None:
        if raw != self._hover:
            self._hover = raw
            self.setCursor(Qt.CursorShape.PointingHandCursor if raw else Qt.CursorShape.ArrowCursor)
            self.ghosts.show_hover(raw)
            self._sort_by_distance()
            self.update()

    def _drag(self, event: QMouseEvent) -> None:
        """Orbit with the left button (at most ``ORBIT_PER_WIDTH`` degrees per pane width);
        pan as pyqtgraph does with Ctrl or the middle button."""
        point = event.position()
        last = self.mousePos if isinstance(self.mousePos, QPointF) else point
        dx, dy = point.x() - last.x(), point.y() - last.y()
        orbit = event.buttons() == Qt.MouseButton.LeftButton and not (
            event.modifiers() & Qt.KeyboardModifier.ControlModifier
        )
        if orbit:
            self.mousePos = point
            self.set_camera(orbited(self.camera(), dx, dy, self.width()))
        else:
            super().mouseMoveEvent(event)
            self.set_camera(self.camera())

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        was_click = not self._dragging and self._press is not None
        if self._dragging:
            self.orbited_by_hand()  # the view the player turned to is kept
        self._press = None
        self._dragging = False
        super().mouseReleaseEvent(event)
        if not was_click:
            return
        seen = self.camera()  # the end of a move may frame the table anew: the click is
        self.finish_animation()  # judged by the view the player aimed in
        if event.button() == Qt.MouseButton.RightButton:
            self.model.step_back_click()
            return
        if event.button() != Qt.MouseButton.LeftButton:
            return
        raw = self.raw_at(event.position().x(), event.position().y(), seen)
        if raw is None:
            self.model.click_nothing()
        else:
            self.model.click(raw)

    def wheelEvent(self, event: QWheelEvent) -> None:
        busy.drawing()
        super().wheelEvent(event)
        self.set_camera(self.camera())
        self.orbited_by_hand()
