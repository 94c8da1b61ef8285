"""Render the application's icon as the freedesktop hicolor theme wants it.

    python packaging/icons.py OUT_FOLDER

writes ``OUT_FOLDER/hicolor/scalable/apps/pyramid-duels.svg`` (the source, copied) and
``OUT_FOLDER/hicolor/NxN/apps/pyramid-duels.png`` for every size in ``SIZES``, drawn from
``assets/icons/pyramid-duels.svg`` with Qt's SVG renderer. Used by ``packaging/build`` (the
icons go into the bundle) and by ``packaging/install`` when the bundle has none.
"""

from __future__ import annotations

import os
import shutil
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOURCE = ROOT / "assets" / "icons" / "pyramid-duels.svg"
NAME = "pyramid-duels"
SIZES = (16, 32, 48, 64, 128, 256, 512)


def render(source: Path, out: Path) -> list[Path]:
    """Write the icons under ``out``; the files written."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    _app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    renderer = QSvgRenderer(str(source))
    if not renderer.isValid():
        raise SystemExit(f"icons: {source} is not an SVG Qt can draw")
    written = []
    scalable = out / "hicolor" / "scalable" / "apps" / f"{NAME}.svg"
    scalable.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(source, scalable)
    written.append(scalable)
    for size in SIZES:
        image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        renderer.render(painter)
        painter.end()
        target = out / "hicolor" / f"{size}x{size}" / "apps" / f"{NAME}.png"
        target.parent.mkdir(parents=True, exist_ok=True)
        if not image.save(str(target)):
            raise SystemExit(f"icons: cannot write {target}")
        written.append(target)
    return written


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print("usage: python packaging/icons.py OUT_FOLDER", file=sys.stderr)
        return 2
    for path in render(SOURCE, Path(argv[0])):
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
