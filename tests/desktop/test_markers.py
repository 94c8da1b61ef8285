"""The markers are readable on every piece, in every palette (issue 21): the targets, the
selection, the last move, a refused click, a lesson's or a hint's highlight and a question's
answers stand out at least 3:1 (WCAG) from every piece and board they can sit on, in 2D and in
3D; they differ by shape as well as by colour, as the analysis graph's mistakes and blunders do;
and a highlight no longer tints the piece it marks (its owner's colour stays)."""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from typing import Any, cast

import numpy as np
import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QApplication, QGraphicsItem, QStyleOptionGraphicsItem
from pytestqt.qtbot import QtBot

from core.clicks import Click
from core.games.pylos.rules import PylosState
from core.registry import make_game
from core.study.analysis import PlyAnalysis, Verdict
from desktop.board2d.pieces import LOOKS, ArrowItem, MarkerItem
from desktop.board3d import marks
from desktop.board3d.ghosts import Ghosts, Shape
from desktop.games.ambush.scene import COASTER_COLOURS
from desktop.games.balls import colours as ball_colours
from desktop.games.icehouse import colours as pyramid_colours
from desktop.games.icehouse.pieces2d import StackItem
from desktop.games.pylon.scene import BOARD_LIGHT
from desktop.games.pylos.scene import BOARD_WOOD, BOARD_WOOD_DARK, HOLLOW
from desktop.look import theme
from desktop.model import Annotations
from desktop.panels import verdicts
from desktop.registry import every_piece_colour
from desktop.study.kind import StudyKind
from desktop.window.main_window import MainWindow

from .contrast import luminance, pixels
from .test_accessibility import contrast_ratio
from .test_palette_pieces import ball_colour, distance, free_balls, start, use_palette

MIN = theme.MIN_MARKER_CONTRAST
assert MIN >= 3.0  # WCAG's for graphical objects


@pytest.fixture(params=theme.PALETTES)
def palette(request: pytest.FixtureRequest) -> Iterator[str]:
    """Each palette in turn (the standard one again afterwards)."""
    theme.set_palette(request.param)
    try:
        yield request.param
    finally:
        theme.set_palette("standard")


def surfaces() -> list[QColor]:
    """What a marker may sit on besides a piece: the table and the boards (their squares and
    hollows), as the scenes draw them."""
    pylon = [BOARD_LIGHT, BOARD_LIGHT.darker(107)]
    return [theme.TABLE, BOARD_WOOD, BOARD_WOOD_DARK, HOLLOW, *pylon, *COASTER_COLOURS]


def marker_colours() -> dict[str, tuple[QColor, QColor]]:
    """Every marker's colour and its halo's, in 2D and in 3D, in the palette in use."""
    colours = {f"2D {look}": (theme.marker(look), QColor(theme.HALO)) for look in theme.MARKERS}
    halo = QColor.fromRgbF(*marks.halo_rgba()[:3])
    for look in marks.LOOKS:
        colours[f"3D {look}"] = (QColor.fromRgbF(*marks.look_rgba(look)[:3]), halo)
    return colours


def lowest_contrast() -> tuple[float, str]:
    """The lowest contrast of a marker (its ring or its halo, whichever stands out more) with a
    piece or a board, in the palette in use, and which marker on which colour."""
    found: list[tuple[float, str]] = []
    for what, (ring, halo) in marker_colours().items():
        for colour in [*every_piece_colour(), *surfaces()]:
            ratio = max(contrast_ratio(ring, colour), contrast_ratio(halo, colour))
            found.append((ratio, f"{what} ({ring.name()}) on {colour.name()}"))
    return min(found)


def test_every_marker_stands_out_on_every_piece_and_board(palette: str) -> None:
    pieces = every_piece_colour()
    assert (
        len(pieces) >= 12
    )  # balls and their edges, pyramids' faces, sides and pips (3D: the same)
    assert {c.name() for c in ball_colours.player_colours()} <= {c.name() for c in pieces}
    ratio, where = lowest_contrast()
    assert ratio >= MIN, f"{palette}: {where} {ratio:.2f}:1"
    for what, (ring, halo) in marker_colours().items():
        # and the ring is seen within its halo (not a dark ring in a dark halo)
        assert contrast_ratio(ring, halo) >= MIN, (palette, what)


def test_the_reported_pairs_are_readable_now() -> None:
    """Issue 21's: the last move's blue ring on a blue ball, light blue target rings on blue
    pyramids (colour-blind palette)."""
    theme.set_palette("colour_blind")
    try:
        halo = theme.HALO
        dark_ball, blue_pyramid = ball_colours.player_colours()[1], pyramid_colours.light_sides()[1]
        for ring, piece in ((theme.LAST_MOVE, dark_ball), (theme.TARGET, blue_pyramid)):
            assert max(contrast_ratio(ring, piece), contrast_ratio(halo, piece)) >= MIN
    finally:
        theme.set_palette("standard")


# --- the 2D markers as they are drawn ------------------------------------------------------

SIDE = 80  # the picture a marker is drawn in
RECT = QRectF(10, 10, 60, 60)  # the thing it marks


def drawn(marker: MarkerItem, background: QColor) -> QImage:
    """``marker`` painted over ``background``."""
    image = QImage(SIDE, SIDE, QImage.Format.Format_RGB32)
    image.fill(background)
    painter = QPainter(image)
    marker.paint(painter, QStyleOptionGraphicsItem(), None)
    painter.end()
    return image


def standing_out(image: QImage, background: QColor) -> int:
    """How many pixels of ``image`` contrast at least ``MIN`` with ``background``."""
    lum = luminance(pixels(image))
    base = theme_luminance(background)
    ratio = (np.maximum(lum, base) + 0.05) / (np.minimum(lum, base) + 0.05)
    return int((ratio >= MIN).sum())


def theme_luminance(colour: QColor) -> float:
    return float(luminance(np.array([colour.red(), colour.green(), colour.blue()])))


@pytest.mark.parametrize("form", ["ellipse", "rect"])
def test_every_marker_drawn_on_a_piece_stands_out_and_leaves_it_its_colour(
    qtbot: QtBot, palette: str, form: str
) -> None:
    """Drawn on each piece colour of the palette: many pixels stand out 3:1 from the piece (the
    ring or its halo), and inside the marker the piece is not tinted."""
    for look in LOOKS:
        for piece in every_piece_colour():
            marker = MarkerItem(RECT, look, form)
            colour = theme.marker("target" if look in ("dot", "place") else look)
            assert marker.colour.name() == colour.name()
            image = drawn(marker, piece)
            seen = standing_out(image, piece)
            assert seen >= 60, (palette, look, piece.name(), seen)
            if look != "dot":  # (a dot marks an empty square: it sits on no piece)
                inside = image.pixelColor(29, 29)  # the marked thing, off the marker's lines
                assert inside.name() == piece.name(), (palette, look, piece.name())


def mask(look: str, form: str) -> np.ndarray:
    """Where the marker ``look`` draws anything (its shape, whatever its colour)."""
    background = QColor(128, 128, 128)
    image = pixels(drawn(MarkerItem(RECT, look, form), background))
    result: np.ndarray = np.any(image != (128, 128, 128), axis=2)
    return result


SHAPED = ("target", "place", "take", "selected", "last", "refused", "cursor", "lesson", "found")
"""The markers that must differ by shape: "target" (a thing to click) and "place" (a place to
put a piece: a ring with a dot) are both targets, told from the others. (A dot marks an empty
square; the hover ring only the target under the mouse.)"""
TARGETS = {"target", "place"}


@pytest.mark.parametrize("form", ["ellipse", "rect"])
def test_the_markers_differ_by_shape(qtbot: QtBot, form: str) -> None:
    """Seen without colour (what each draws, as a black and white mask), no two markers are
    alike: less than 85% of what either draws is drawn by both."""
    masks = {look: mask(look, form) for look in SHAPED}
    for a, b in itertools.combinations(SHAPED, 2):
        if {a, b} <= TARGETS:
            continue
        shared = (masks[a] & masks[b]).sum() / (masks[a] | masks[b]).sum()
        assert shared < 0.85, (form, a, b, round(float(shared), 2))


# --- on the board ----------------------------------------------------------------------------


@pytest.mark.window(view="2d")
@pytest.mark.parametrize("name", theme.PALETTES)
def test_a_highlighted_ball_keeps_its_owner_s_colour(window: MainWindow, name: str) -> None:
    """A lesson's or a hint's highlight rings the ball: the ball is drawn in its own colour, not
    turned pink or purple; the last move is marked too, by its own look."""
    if name != "standard":
        use_palette(window, name)
    state = start(window, "pylos")
    assert isinstance(state, PylosState)
    view = window.game_page.board2d
    balls = free_balls(state)
    before = {player: ball_colour(view, place) for player, place in balls.items()}
    window.model.annotate(Annotations(highlight=tuple(Click.parse(p) for p in balls.values())))
    QApplication.processEvents()
    markers = [m for m in view.scene().items() if isinstance(m, MarkerItem)]
    assert {m.look for m in markers} >= {"lesson", "last"}
    assert all(m.colour.name() == theme.LESSON.name() for m in markers if m.look == "lesson")
    for player, place in balls.items():
        after = ball_colour(view, place)
        assert distance(after, before[player]) < 30, (name, place, after.name())
        assert distance(after, ball_colours.player_colours()[player]) < distance(
            after, theme.LESSON
        )


def test_a_ball_is_ringed_in_3d_not_wrapped(qtbot: QtBot, palette: str) -> None:
    """In 3D a marked ball gets a ring around its top (in its colour within the halo), never a
    tinted shell around it: nothing under its equator, and its top left clear (but for the
    refused click's stroke and the answer's tick over it)."""
    ghosts = Ghosts(cast(Any, None))
    radius = 1.0
    halo = tuple(np.float32(c) for c in marks.halo_rgba())
    for look in marks.LOOKS:
        if look == "arrow":
            continue
        mesh = ghosts._geometry(Shape("ring", radius), look)
        assert mesh.colors is not None
        colours = {tuple(row) for row in np.unique(mesh.colors, axis=0)}
        colour = tuple(np.float32(c) for c in (*marks.look_rgba(look)[:3], 1.0))
        assert colours == {halo, colour}, look
        assert mesh.vertexes[:, 2].min() > 0.2 * radius, look  # no shell
        if look not in ("refused", "found", "gone"):  # (these cross the top)
            apart = np.hypot(mesh.vertexes[:, 0], mesh.vertexes[:, 1])
            assert apart.min() > 0.5 * radius, look  # the ball's top is seen
    # an empty place a ball may go still shows a ghost ball there
    ghost = ghosts._geometry(Shape("ghost", radius), "target")
    assert ghost.vertexes[:, 2].min() < -0.9 * radius


# --- the analysis graph ----------------------------------------------------------------------


def fake_results() -> dict[int, PlyAnalysis]:
    """Nine plies analysed: two mistakes, two blunders."""
    judged = {3: "mistake", 5: "blunder", 6: "mistake", 8: "blunder"}
    results = {}
    for ply in range(1, 10):
        after, best = Verdict(ply * 40 - 150), Verdict(0)
        judgement = judged.get(ply, "")
        results[ply] = PlyAnalysis(ply, (ply + 1) % 2, "a1", after, "b2", best, "", 0, judgement)
    return results


@pytest.mark.window(view="2d")
def test_the_graph_tells_mistakes_from_blunders_by_shape(window: MainWindow) -> None:
    """Orange against red is no difference to many: a mistake is a triangle, a blunder a cross,
    any other move a dot; and each stands out from the graph's background."""
    start(window, "pylon", limit=9)
    panel = window.game_page.analysis
    panel._ensure_graph()
    panel.analysed_moves = tuple(window.model.move_texts())
    panel.results = fake_results()
    panel._draw()
    points = panel.plot.points.points()
    assert len(points) == 9
    symbols: dict[str, set[str]] = {}
    for point in points:
        ply = round(point.pos().x())
        judgement = panel.results[ply].judgement
        symbols.setdefault(judgement, set()).add(point.symbol())
        if judgement:
            pen = point.pen()
            assert pen.style() != Qt.PenStyle.NoPen and pen.color() == verdicts.OUTLINE
        background = panel.graph.backgroundBrush().color()
        assert contrast_ratio(point.brush().color(), background) >= MIN, judgement
    assert all(len(kinds) == 1 for kinds in symbols.values()), symbols
    shapes = {judgement: kinds.pop() for judgement, kinds in symbols.items()}
    assert len(set(shapes.values())) == 3, shapes
    assert shapes == {"": "o", "mistake": "t1", "blunder": "x"} == verdicts.SYMBOLS


def badges_under_lesson_frames(window: MainWindow) -> list[tuple[MarkerItem, QGraphicsItem]]:
    """Each lesson frame on the 2D board, with each stack whose badge it crosses."""
    items = window.game_page.board2d.scene().items()
    frames = [m for m in items if isinstance(m, MarkerItem) and m.look == "lesson"]
    stacks = [s for s in items if isinstance(s, StackItem) and s.badges]
    return [
        (frame, stack)
        for frame in frames
        for stack in stacks
        if any(frame.sceneBoundingRect().intersects(b.sceneBoundingRect()) for b in stack.badges)
    ]


@pytest.mark.parametrize("name", ["pylon", "ambush"])
def test_a_highlighted_stack_keeps_its_badges_in_sight(window: MainWindow, name: str) -> None:
    """A puzzle's solution (a lesson's frame) goes under an Icehouse stack: the badges at the
    stack's corner stay over it; the arrow stays over everything."""
    crossed: list[tuple[MarkerItem, QGraphicsItem]] = []
    for number in range(12):  # the first puzzle whose solution frames a stack with badges
        window.session.start_study(StudyKind.PUZZLE, name, number)
        window.game_page.puzzle_panel.solution_button.click()
        QApplication.processEvents()
        crossed = badges_under_lesson_frames(window)
        if crossed:
            break
    assert crossed
    for frame, stack in crossed:
        assert frame.zValue() < stack.zValue()
    arrows = [a for a in window.game_page.board2d.scene().items() if isinstance(a, ArrowItem)]
    assert all(a.zValue() > crossed[0][1].zValue() for a in arrows)  # (Pylon: e1 to f1)


@pytest.mark.parametrize(
    ("options", "moves", "square"),
    [
        (
            {},
            "1d2 1c3 1b3 1c1 1c2 1c4 1a4 1b1 1a1 1d4 1a3 1d3x1d4 1b3-2c2 1b3 1a2 1d4x1b3x1d4 1d4 "
            "1c1-2c3 1b4 1b3 1a1-2b3 1b1-2a3 1b1 1c1 1b2 1d1 1b2-2c1 1b2 1a1 2a1 2b1 2a2",
            "2b2",
        ),
        ({"base": "3"}, "1a1 1c3 1b1 1c2 1a2 1c1", "1b2"),  # the small board's larger balls
    ],
    ids=["4x4", "3x3"],
)
def test_a_take_back_mark_stays_on_its_ball_clear_of_the_coordinates(
    window: MainWindow, options: dict[str, str], moves: str, square: str
) -> None:
    """Pylos at three levels: the orange take-back marks on the edge balls covered the board's
    letters and numbers; their ticks now point in, and a lesson's ring around the same ball
    leaves them in sight."""
    from desktop.board2d.pieces import TextItem

    window.session.start_game(make_game("pylos", options), moves=moves.split())
    window.model.click(square)  # completes a square: balls to take back, marked
    scene = window.game_page.board2d.scene()
    takes = [m for m in scene.items() if isinstance(m, MarkerItem) and m.look == "take"]
    assert takes
    labels = [
        t for t in scene.items() if isinstance(t, TextItem) and t.isVisible() and t.text.strip()
    ]
    for mark in takes:
        drawn = mark.lines.boundingRect()
        halo = mark.halo_width + mark.width / 2
        reach = mark.rect.adjusted(-halo, -halo, halo, halo)
        assert reach.contains(drawn), (drawn, mark.rect)  # nothing beyond the ring's own halo
        for label in labels:
            assert not mark.mapRectToScene(reach).intersects(label.sceneBoundingRect()), label.text
