"""Playing a move's steps one after another: what the 2D and 3D views share."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QEasingCurve, QObject, QSequentialAnimationGroup, QVariantAnimation

from core.transitions import Transition

if TYPE_CHECKING:
    from desktop.model import PositionChange


def to_animate(change: PositionChange, duration_ms: int, visible: bool) -> Transition | None:
    """The transition a view should animate for a position change: only a move played or
    redone, with animations on, on a view that is shown."""
    if change.transition is not None and change.step == 1 and duration_ms > 0 and visible:
        return change.transition
    return None


def play_steps(
    parent: QObject,
    steps: Sequence[Callable[[float], None]],
    duration_ms: int,
    on_finished: Callable[[], None],
) -> QSequentialAnimationGroup | None:
    """Run each step (a function of progress 0 → 1) for ``duration_ms``, in order, then call
    ``on_finished``. Returns the running group, or None when there is nothing to play."""
    if not steps:
        return None
    group = QSequentialAnimationGroup(parent)
    for step in steps:
        animation = QVariantAnimation(group)
        animation.setStartValue(0.0)
        animation.setEndValue(1.0)
        animation.setDuration(duration_ms)
        animation.setEasingCurve(QEasingCurve.Type.InOutCubic)
        animation.valueChanged.connect(lambda t, run=step: run(float(t)))
        group.addAnimation(animation)
    group.finished.connect(on_finished)
    group.start()
    return group


class StepPlayer:
    """One view's move animation: at most one runs at a time, and ``redraw`` is called when it
    ends or is cut short (the view then draws the new position exactly)."""

    def __init__(self, parent: QObject, redraw: Callable[[], None]) -> None:
        self.parent = parent
        self.redraw = redraw
        self._group: QSequentialAnimationGroup | None = None

    @property
    def running(self) -> bool:
        return self._group is not None

    def play(self, steps: Sequence[Callable[[float], None]], duration_ms: int) -> None:
        self.finish()
        self._group = play_steps(self.parent, steps, duration_ms, self._done)
        if self._group is None:
            self.redraw()

    def finish(self) -> None:
        """Jump to the end of a running animation."""
        if self._group is not None:
            group, self._group = self._group, None
            group.stop()
            group.deleteLater()
            self.redraw()

    def drop(self) -> None:
        """Stop a running animation without drawing its end (the game it showed is gone)."""
        if self._group is not None:
            group, self._group = self._group, None
            group.stop()
            group.deleteLater()

    def _done(self) -> None:
        if self._group is not None:
            self._group.deleteLater()
            self._group = None
        self.redraw()
