"""The 3D view's camera: the presets (seat, above, side), framing the table in the pane, and the
view the player chose, kept through a lesson's steps, a game's moves and a new game, and
between runs (``chosen``: a preset's name, or the angles the player orbited to).

``CameraControl`` is a part of ``Board3DView`` (a mixin): it reads the view's layout, pane and
marks, and places pyqtgraph's camera."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pyqtgraph import Vector

from desktop.board3d.camera import Camera, framed, least_mark_line, needs_framing, preset

if TYPE_CHECKING:
    from PySide6.QtCore import SignalInstance

    from desktop.board3d.ghosts import Ghosts
    from desktop.board3d.layout import Layout
    from desktop.boards.animation import StepPlayer
    from desktop.model import GameModel

PRESETS = ("seat", "above", "side")


def chosen_words(name: str | None, camera: Camera) -> str:
    """How a chosen view is kept: "preset:above", or "angles:AZIMUTH:ELEVATION"."""
    if name in PRESETS:
        return f"preset:{name}"
    return f"angles:{camera.azimuth:.1f}:{camera.elevation:.1f}"


class CameraControl:
    """The camera of a ``Board3DView`` (see the module's words)."""

    if TYPE_CHECKING:
        camera_chosen: SignalInstance  # the view's (a Qt signal): the player chose a view
        opts: dict[str, Any]
        layout3d: Layout
        model: GameModel
        arrangement: str
        ghosts: Ghosts
        animator: StepPlayer

        def setCameraParams(self, **params: object) -> None: ...
        def width(self) -> int: ...
        def height(self) -> int: ...
        def requestUpdate(self) -> None: ...
        def _sort_by_distance(self) -> None: ...
        def _draw_targets(self) -> None: ...

    _preset: str | None = None  # the preset placed (None: the player moved the camera)
    _preset_camera: Camera | None = None  # the view placed, before framing
    chosen = "preset:reset"  # the view the player chose last, kept

    def camera(self) -> Camera:
        c = self.opts["center"]
        return Camera(
            (c.x(), c.y(), c.z()),
            self.opts["distance"],
            self.opts["elevation"],
            self.opts["azimuth"],
            self.opts["fov"],
        )

    def set_camera(self, camera: Camera) -> None:
        camera = camera.clamped(self.layout3d.extent)
        self.setCameraParams(
            center=Vector(*camera.centre),
            distance=camera.distance,
            elevation=camera.elevation,
            azimuth=camera.azimuth,
            fov=camera.fov,
        )
        self._sort_by_distance()
        self.requestUpdate()

    def use_preset(self, name: str) -> None:
        """Place the camera: "seat" (the player to move's), "above", "side" or "reset", framing
        every piece and the board in the view as it is shaped now."""
        self._place(name)
        if name in PRESETS:
            self._choose(f"preset:{name}")

    def _place(self, name: str) -> None:
        player = self.model.state.current_player
        # seen from a seat, the pieces at the near end would hide the board: look from higher
        elevation = 58.0 if self.arrangement == "ends" else 50.0
        ends = self.arrangement == "ends"
        self._preset_camera = preset(name, self.layout3d.extent, player, elevation, ends)
        self._preset = name  # kept framed when the view is resized, until the user moves it
        self._frame()

    def orbited_by_hand(self) -> None:
        """The player moved the camera: the view chosen is now the angles they left it at."""
        self._preset = None
        self._choose(chosen_words(None, self.camera()))

    def _choose(self, words: str) -> None:
        if words != self.chosen:
            self.chosen = words
            self.camera_chosen.emit(words)

    def place_chosen(self, words: str | None = None) -> None:
        """The view the player chose (``words``, as ``chosen_words`` keeps it; the last one by
        default), framed around the table as it is now: a new game or a lesson's step keeps
        it."""
        words = words or self.chosen
        self.chosen = words
        kind, _, rest = words.partition(":")
        if kind == "preset":
            self._place(rest if rest in PRESETS else "reset")
            return
        try:
            azimuth, elevation = (float(part) for part in rest.split(":"))
        except ValueError:
            self._place("reset")
            return
        self._place("reset")
        assert self._preset_camera is not None
        turned = Camera(
            self._preset_camera.centre,
            self._preset_camera.distance,
            elevation,
            azimuth,
            self._preset_camera.fov,
        )
        self._preset_camera = turned
        self._frame()
        self._preset = None  # the player's own angles: never reframed behind their back

    def _frame(self) -> None:
        """The chosen view framed again around everything on the table, in the pane's shape."""
        if self._preset_camera is None:
            return
        width, height = max(self.width(), 64), max(self.height(), 64)
        self.set_camera(framed(self._preset_camera, self.layout3d.outline(), width, height))
        least = self._least_line()
        if least != self.ghosts.least and not self.animator.running:
            self.ghosts.least = least  # the marks' lines as wide on screen as before
            self._draw_targets()

    def _least_line(self) -> float:
        return least_mark_line(self.camera(), self.width(), self.height())

    def _keep_framed(self) -> None:
        """After the table changed (stashes emptied, pieces captured): frame it again if some
        of it left the view or it could be drawn notably larger, unless the user moved the
        camera."""
        if self._preset is None or self._preset_camera is None:
            return
        width, height = max(self.width(), 64), max(self.height(), 64)
        if needs_framing(self.camera(), self.layout3d.outline(), width, height):
            self._frame()
