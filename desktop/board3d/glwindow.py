"""pyqtgraph's GL view drawn in a window of its own (a ``QOpenGLWindow``), not a widget: Qt
copies a ``QOpenGLWidget``'s every frame into the window's picture, which cost about 10 ms a
frame at 1280×800 on a software renderer, a third of the 3D view's frame. The window is held in
a widget, its ``surface`` (``QWidget.createWindowContainer``), which takes the keyboard and is
what the window's layouts, focus chain and screen readers see.

Its picture can be asked for at any time (tests, the self-test, exports): drawn afresh, off the
screen while the window is not shown (a page not on show, the pane hidden, no frame drawn yet),
by a context that shares the view's buffers, textures and programs (every context does:
``AA_ShareOpenGLContexts``)."""

from __future__ import annotations

from collections.abc import Callable

from OpenGL import GL
from pyqtgraph.opengl.GLViewWidget import GLViewMixin
from PySide6.QtCore import QEvent, QSize
from PySide6.QtGui import QFont, QImage, QOffscreenSurface, QOpenGLContext, QSurfaceFormat
from PySide6.QtOpenGL import QOpenGLFramebufferObject, QOpenGLWindow
from PySide6.QtWidgets import QApplication, QWidget

from desktop.board3d.render import renderer, samples_for

KEYS = (QEvent.Type.KeyPress, QEvent.Type.KeyRelease, QEvent.Type.ShortcutOverride)


class GLWindow(GLViewMixin, QOpenGLWindow):
    """The GL view in a window of its own. ``surface``, the widget that holds it, is set by
    whoever places it; the keys the window is given go on to it (Tab moves on from there, the
    keyboard's cursor sees them), so that they do the same whichever of the two the window
    system hands them to."""

    def __init__(self) -> None:
        super().__init__()
        surface = self.format()
        surface.setDepthBufferSize(24)  # (a window has none unless asked: a widget's has)
        surface.setSamples(samples_for(renderer()))  # smooth edges where it costs little
        self.setFormat(surface)
        self.surface: QWidget | None = None
        self._offscreen = Offscreen()

    def font(self) -> QFont:
        """The words' font (a window has none of its own: its surface's)."""
        return self.surface.font() if self.surface is not None else QApplication.font()

    def devicePixelRatioF(self) -> float:
        return self.devicePixelRatio()

    def event(self, event: QEvent) -> bool:
        if event.type() in KEYS and self.surface is not None:
            return QApplication.sendEvent(self.surface, event)
        return super().event(event)

    def grabFramebuffer(self) -> QImage:
        """The picture as it is now, drawn afresh (the window's last frame may be gone; off
        the screen while the window is not shown)."""
        ratio = self.devicePixelRatio()
        size = QSize(round(self.width() * ratio), round(self.height() * ratio))
        if not (self.isValid() and self.isExposed()):
            return self._offscreen.picture(size, ratio, self.format(), self._paint_anew)
        self.makeCurrent()
        GL.glViewport(0, 0, size.width(), size.height())
        self.paintGL()
        return super().grabFramebuffer()

    def _paint_anew(self) -> None:
        for item in self.items:
            if not item.isInitialized():
                item.initialize()
        self.paintGL()


class Offscreen:
    """A context and a surface, made the first time a picture is asked for, kept for the
    next."""

    def __init__(self) -> None:
        self.context: QOpenGLContext | None = None
        self.surface: QOffscreenSurface | None = None

    def picture(
        self, size: QSize, ratio: float, form: QSurfaceFormat, paint: Callable[[], None]
    ) -> QImage:
        """What ``paint`` draws in a framebuffer ``size`` (device pixels) large; a null image
        where there is no OpenGL."""
        if self.context is None or self.surface is None:
            self.context = QOpenGLContext()
            self.context.setShareContext(QOpenGLContext.globalShareContext())
            self.context.setFormat(form)
            self.surface = QOffscreenSurface()
            if not self.context.create():
                return QImage()
            self.surface.setFormat(self.context.format())
            self.surface.create()
        if size.isEmpty() or not self.context.makeCurrent(self.surface):
            return QImage()
        try:
            frame = QOpenGLFramebufferObject(
                size, QOpenGLFramebufferObject.Attachment.CombinedDepthStencil
            )
            frame.bind()
            GL.glViewport(0, 0, size.width(), size.height())
            paint()
            frame.release()
            image = frame.toImage()
        finally:
            self.context.doneCurrent()
        image.setDevicePixelRatio(ratio)
        return image
