"""How large the boards are drawn: figures for the benchmark and checks for the tests.

- ``board_fill``: how far the 2D board reaches across its pane in the direction that limits it
  (1.0: from edge to edge);
- ``board_share``: the share of the pane's area the 2D board itself covers;
- ``smallest_text``: the smallest text (labels and badges) on screen, in pixels;
- ``scene_fill_3d``: how far everything the 3D view must show reaches across its pane, and
  whether any of it is cut off at the pane's edge; ``board_share_3d``: the share of the pane's
  area the board covers in 3D.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
from PySide6.QtWidgets import QApplication, QWidget

from desktop.board2d.view import BoardView


@dataclass(frozen=True)
class BoardFigures:
    pane: tuple[int, int]
    board_fill: float
    board_share: float
    smallest_text: float


def figures_2d(view: BoardView) -> BoardFigures:
    """The 2D view's figures as it is drawn now."""
    viewport = view.viewport()
    width, height = viewport.width(), viewport.height()
    rect = view.mapFromScene(view.board.board_rect()).boundingRect()
    fill = max(rect.width() / width, rect.height() / height) if width and height else 0.0
    scale = view.transform().m11()
    texts = [text.pixel_size * scale for text in view.board.texts()]
    return BoardFigures((width, height), fill, view.board_share(), min(texts, default=float("inf")))


def board_share_3d(view: QWidget) -> float:
    """The share of the 3D pane's area that the board (its squares or hollows) covers."""
    from desktop.board3d.camera import project

    places = [
        a
        for raw, a in view.layout3d.anchors.items()  # type: ignore[attr-defined]
        if a.kind in ("cell", "round") and raw.is_place
    ]
    xs = [a.centre[0] + d * a.size for a in places for d in (-1, 1)]
    ys = [a.centre[1] + d * a.size for a in places for d in (-1, 1)]
    corners = np.array(
        [(min(xs), min(ys), 0), (max(xs), min(ys), 0), (max(xs), max(ys), 0), (min(xs), max(ys), 0)]
    )
    px = project(view.camera(), view.width(), view.height(), corners)  # type: ignore[attr-defined]
    x, y = px[:, 0], px[:, 1]
    area = 0.5 * abs(float(np.dot(x, np.roll(y, 1)) - np.dot(y, np.roll(x, 1))))
    return area / (view.width() * view.height())


def scene_fill_3d(view: QWidget) -> tuple[float, bool]:
    """How far the 3D view's content reaches across the pane (its tighter direction), and
    whether anything of it is outside the pane."""
    from desktop.board3d.camera import project

    points = view.layout3d.outline()  # type: ignore[attr-defined]
    pixels = project(view.camera(), view.width(), view.height(), points)  # type: ignore[attr-defined]
    low, high = pixels.min(axis=0), pixels.max(axis=0)
    size = np.array([view.width(), view.height()], float)
    fill = float(np.max((high - low) / size))
    cut = bool(np.any(low < -1) or np.any(high > size + 1))
    return fill, cut


def layout_report(sizes: tuple[tuple[int, int], ...], names: list[str]) -> list[str]:
    """One line per game, view and window size (the window is made and shown for each)."""
    from core.playout import random_record
    from core.registry import make_game
    from desktop.window.main_window import MainWindow

    lines = []
    for name in names:
        moves = random_record(make_game(name), 5, limit=14)
        for mode in ("2d", "3d", "both"):
            for width, height in sizes:
                window = MainWindow(view=mode)
                window.session.start_game(make_game(name), moves=moves)
                window.resize(width, height)
                window.show()
                for _ in range(8):
                    QApplication.processEvents()
                window.game_page.finish_animations()
                parts = [f"{name} {mode:4} {width}×{height}:"]
                if mode != "3d":
                    f = figures_2d(window.game_page.board2d)
                    parts.append(
                        f"2D pane {f.pane[0]}×{f.pane[1]}, board fills {f.board_fill:.0%} "
                        f"(covers {f.board_share:.0%}), smallest text {f.smallest_text:.0f} px"
                    )
                three_d = window.game_page.board3d
                if mode != "2d" and three_d is not None:
                    fill, cut = scene_fill_3d(three_d)
                    share = board_share_3d(three_d)
                    parts.append(
                        f"3D: everything fills {fill:.0%}{' (cut off)' if cut else ''}, "
                        f"the board covers {share:.0%}"
                    )
                lines.append(" ".join(parts))
                window.close()
                window.deleteLater()
                QApplication.processEvents()
    return lines
