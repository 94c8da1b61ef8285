"""The pieces follow View › Palette: the Icehouse pyramids (Pylon, Ambush) and the Pylos balls,
on the 2D board (read back from a grabbed image) and in the 3D view (the colours of the meshes the
GL batches draw), and the standard palette draws them as they always were."""

from __future__ import annotations

import numpy as np
import pytest
from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QApplication, QMenu
from pytestqt.qtbot import QtBot

from core import make_game
from core.api import State
from core.games.ambush.board import NAMES as AMBUSH_SQUARES
from core.games.ambush.rules import AmbushState
from core.games.pylon.rules import NAMES as PYLON_SQUARES
from core.games.pylon.rules import PylonState
from core.games.pylos.board import LEVEL, NAME
from core.games.pylos.rules import PylosState
from core.playout import random_record
from desktop.board2d.view import BoardView
from desktop.board3d.view import Board3DView
from desktop.games.balls import colours as ball_colours
from desktop.games.icehouse import colours as pyramid_colours
from desktop.games.icehouse.pieces2d import PYRAMID_BASE, StackItem, paint_pyramid_side
from desktop.look import theme
from desktop.window.main_window import MainWindow

from .clicks import colour_near, grab

PALETTES = ("colour_blind", "high_contrast")


def use_palette(window: MainWindow, name: str) -> None:
    """Choose palette ``name`` as a player does: its action in View › Palette."""
    action = window.actions_by_name[f"palette:{name}"]
    submenus = [a.menu() for a in window.menus.menus["view"].actions()]
    assert any(isinstance(menu, QMenu) and action in menu.actions() for menu in submenus)
    action.trigger()
    window.game_page.finish_animations()
    QApplication.processEvents()
    assert theme.palette() == name and action.isChecked()


def start(window: MainWindow, name: str, seed: int = 5, limit: int = 14) -> State:
    game = make_game(name)
    window.session.start_game(game, moves=random_record(game, seed, limit=limit))
    window.game_page.finish_animations()
    QApplication.processEvents()
    return window.model.state


def distance(a: QColor, b: QColor) -> float:
    return float(
        (a.red() - b.red()) ** 2 + (a.green() - b.green()) ** 2 + (a.blue() - b.blue()) ** 2
    )


def nearest_palette(colour: QColor, player: int, colours: str) -> str:
    """The palette whose colour for ``player`` (its pyramids' faces, or its balls) ``colour``
    is nearest to."""
    table = pyramid_colours._FACES if colours == "pyramids" else ball_colours._SURFACES
    return min(theme.PALETTES, key=lambda p: distance(colour, QColor(table[p][0][player])))


# --- 2D ------------------------------------------------------------------------------------


def lone_pyramids(state: State) -> dict[int, str]:
    """A square holding a single pyramid of each player (player: square)."""
    if isinstance(state, PylonState):
        stacks = [(PYLON_SQUARES[i], list(s)) for i, s in enumerate(state.board)]
    else:
        assert isinstance(state, AmbushState)
        stacks = [(AMBUSH_SQUARES[i], list(state.stack(i))) for i in range(36)]
    found: dict[int, str] = {}
    for square, stack in stacks:
        if len(stack) == 1:
            found.setdefault(stack[0][0], square)
    assert set(found) == {0, 1}, "the position needs a lone pyramid of each player"
    return found


def pyramid_colour(view: BoardView, square: str) -> QColor:
    """The colour drawn on the right face of the pyramid alone on ``square`` (seen from above:
    halfway between its apex and its pips)."""
    (item,) = view.board.pieces_at[square]
    assert isinstance(item, StackItem)
    (_, size) = item.pieces[0]
    half = item.unit * 0.8 * PYRAMID_BASE[size] / 2
    point = view.mapFromScene(item.mapToScene(QPointF(half * 0.45, 0)))
    return colour_near(grab(view), point.x(), point.y(), 1)


def ball_colour(view: BoardView, name: str) -> QColor:
    """The colour drawn on the ball at ``name``, where it shows its own colour (not its light or
    its shade)."""
    point = view.view_point(name)
    assert point is not None
    return colour_near(grab(view), point.x() + 6, point.y() + 8, 2)


def free_balls(state: PylosState) -> dict[int, str]:
    """A ball of each player on the board's level with nothing resting on it."""
    free = state.free_balls(0) | state.free_balls(1)
    found: dict[int, str] = {}
    for position, name in NAME.items():
        owner = state.ball_at(position)
        if owner is not None and LEVEL[position] == 0 and free >> position & 1:
            found.setdefault(owner, name)
    assert set(found) == {0, 1}, "the position needs a free ball of each player"
    return found


@pytest.mark.parametrize("game", ["pylon", "ambush"])
@pytest.mark.parametrize("palette", PALETTES)
def test_the_2d_pyramids_follow_the_palette(window: MainWindow, game: str, palette: str) -> None:
    state = start(window, game)
    view = window.game_page.board2d
    squares = lone_pyramids(state)
    for player, square in squares.items():
        assert nearest_palette(pyramid_colour(view, square), player, "pyramids") == "standard"
    use_palette(window, palette)
    view = window.game_page.board2d
    for player, square in squares.items():
        colour = pyramid_colour(view, square)
        assert nearest_palette(colour, player, "pyramids") == palette, (square, colour.name())
    # e.g. Okabe and Ito's orange, no longer the standard red, for the first player
    first = pyramid_colour(view, squares[0])
    assert distance(first, pyramid_colours.player_colours()[0]) < distance(
        first, QColor(pyramid_colours._FACES["standard"][0][0])
    )
    players = window.game_page.players
    assert [s.colour.name() for s in players.swatches] == [
        c.name() for c in pyramid_colours.player_colours()
    ]
    use_palette(window, "standard")
    view = window.game_page.board2d
    for player, square in squares.items():
        assert nearest_palette(pyramid_colour(view, square), player, "pyramids") == "standard"
    assert players.swatches[0].colour.name() == "#d7263d"


@pytest.mark.parametrize("palette", PALETTES)
def test_the_2d_pylos_balls_follow_the_palette(window: MainWindow, palette: str) -> None:
    state = start(window, "pylos")
    assert isinstance(state, PylosState)
    view = window.game_page.board2d
    balls = free_balls(state)
    for player, name in balls.items():
        assert nearest_palette(ball_colour(view, name), player, "balls") == "standard"
    use_palette(window, palette)
    view = window.game_page.board2d
    for player, name in balls.items():
        colour = ball_colour(view, name)
        assert nearest_palette(colour, player, "balls") == palette, (name, colour.name())
    use_palette(window, "standard")
    view = window.game_page.board2d
    for player, name in balls.items():
        assert nearest_palette(ball_colour(view, name), player, "balls") == "standard"


def reds_and_oranges(image: QImage) -> tuple[int, int]:
    """How many pixels of ``image`` are the standard red of the first player's pyramids (any
    shade), and how many the colour-blind palette's orange."""
    reds = oranges = 0
    for y in range(0, image.height(), 2):
        for x in range(0, image.width(), 2):
            colour = image.pixelColor(x, y)
            if colour.alpha() < 128 or colour.hsvSaturationF() < 0.6 or colour.valueF() < 0.35:
                continue
            hue = colour.hsvHue()
            reds += hue >= 340 or 0 <= hue <= 10
            oranges += 25 <= hue <= 50
    return reds, oranges


def test_the_start_screen_s_pictures_follow_the_palette(window: MainWindow) -> None:
    buttons = window.start_screen.buttons
    before = {name: button.icon().cacheKey() for name, button in buttons.items()}
    reds, oranges = reds_and_oranges(buttons["pylon"].icon().pixmap(300, 230).toImage())
    assert reds > 50 and oranges == 0
    use_palette(window, "colour_blind")
    assert all(button.icon().cacheKey() != before[name] for name, button in buttons.items())
    reds, oranges = reds_and_oranges(buttons["pylon"].icon().pixmap(300, 230).toImage())
    assert reds == 0 and oranges > 50


def choice_pictures(window: MainWindow) -> list[QImage]:
    """The pictures of the choices' buttons, once all are drawn (one per turn of the event
    loop)."""
    bar = window.game_page.message_bar.choices
    assert bar.buttons
    for _ in range(50):
        QApplication.processEvents()
        pictures = [button.image.pixmap() for button in bar.buttons.values()]
        if not bar._pending and all(not picture.isNull() for picture in pictures):
            return [picture.toImage() for picture in pictures]
    raise AssertionError("the choices' pictures were not drawn")


def test_the_choices_pictures_follow_the_palette(window: MainWindow) -> None:
    start(window, "ambush")  # Red to move; the NE coaster holds pyramids of both players
    assert window.model.click("rotate:NE")
    for picture in choice_pictures(window):
        reds, oranges = reds_and_oranges(picture)
        assert reds > 10 and oranges == 0
    buttons = dict(window.game_page.message_bar.choices.buttons)
    use_palette(window, "colour_blind")
    assert window.game_page.message_bar.choices.buttons == buttons  # the same (focus kept)
    for picture in choice_pictures(window):
        reds, oranges = reds_and_oranges(picture)
        assert reds == 0 and oranges > 10
    use_palette(window, "standard")
    for picture in choice_pictures(window):
        reds, oranges = reds_and_oranges(picture)
        assert reds > 10 and oranges == 0


# --- 3D ------------------------------------------------------------------------------------


def view3d(window: MainWindow) -> Board3DView:
    view = window.game_page.board3d
    if view is None:
        pytest.skip("no OpenGL on this display")
    return view


def mesh_colours(view: Board3DView, piece_slot: object) -> set[tuple[float, ...]]:
    """The colours of the mesh the 3D view draws for the piece in ``piece_slot`` (read from the
    GL batch's vertex data)."""
    handle = view.slot_items[piece_slot]  # type: ignore[index]
    assert handle.visible()
    colours = handle.batch.shapes[handle.key].colors
    return {tuple(round(float(c), 4) for c in row) for row in np.unique(colours, axis=0)}


def expected_3d(game: str, player: int, palette: str) -> tuple[float, ...]:
    """A piece's body colour in 3D in ``palette``."""
    before = theme.palette()
    theme.set_palette(palette)
    try:
        if game == "pylos":
            rgba: tuple[float, ...] = ball_colours.surface_rgba(player)
        else:
            rgba = pyramid_colours.plastic_rgba(player)
    finally:
        theme.set_palette(before)
    return tuple(round(float(np.float32(c)), 4) for c in rgba)


def check_3d(view: Board3DView, game: str, palette: str) -> int:
    """Every piece in 3D, on the board and beside it, has its player's colour in ``palette`` and
    none of the other palettes'; returns how many pieces were checked."""
    checked = 0
    for piece in view.layout3d.pieces:
        if piece.faded:
            continue  # out of the game: greyed
        colours = mesh_colours(view, piece.slot)
        assert expected_3d(game, piece.player, palette) in colours, (piece.slot, colours)
        for other in theme.PALETTES:
            if other != palette:
                assert expected_3d(game, piece.player, other) not in colours, piece.slot
        checked += 1
    return checked


@pytest.mark.parametrize("game", ["pylon", "ambush", "pylos"])
def test_the_3d_pieces_follow_the_palette(window: MainWindow, game: str) -> None:
    start(window, game)
    view = view3d(window)
    players = {p.player for p in view.layout3d.pieces}
    assert players == {0, 1}
    assert check_3d(view, game, "standard") > 10
    frame = view.grabFramebuffer()
    for palette in PALETTES:
        use_palette(window, palette)
        assert check_3d(view, game, palette) > 10
        assert view.grabFramebuffer() != frame  # and the view was drawn again
    use_palette(window, "standard")
    assert check_3d(view, game, "standard") > 10
    assert view.grabFramebuffer() == frame


def paid_for_a_rotation() -> list[str]:
    """An Ambush game in which a pyramid was set aside (paid for a rotation)."""
    game = make_game("ambush")
    for seed in range(100):
        record = random_record(game, seed, limit=20)
        state = game.initial_state().apply_all(record)
        assert isinstance(state, AmbushState)
        if state.paid(0) or state.paid(1):
            return record
    raise AssertionError("no game sets a pyramid aside")


def test_a_faded_pyramid_follows_the_palette_too(window: MainWindow) -> None:
    # Ambush: the pyramids paid for rotations are set aside, greyed and clearer
    window.session.start_game(make_game("ambush"), moves=paid_for_a_rotation())
    window.game_page.finish_animations()
    view = view3d(window)
    faded = [p for p in view.layout3d.pieces if p.faded]
    assert faded
    before = mesh_colours(view, faded[0].slot)
    use_palette(window, "colour_blind")
    after = mesh_colours(view, faded[0].slot)
    assert before != after
    use_palette(window, "standard")
    assert mesh_colours(view, faded[0].slot) == before


# --- the standard palette ------------------------------------------------------------------


def test_the_standard_palette_draws_the_pieces_as_before() -> None:
    """The colours the pieces had before they followed the palette (in 2D; in 3D the pieces
    are drawn in the same colours: a pyramid's plastic its faces', a ball its surface's)."""
    assert pyramid_colours._FACES["standard"] == (
        ("#d7263d", "#1f6fb2"),
        ("#ff8a8a", "#7fc1ff"),
        ("#8c0f1f", "#0d3d66"),
    )
    assert ball_colours._SURFACES["standard"] == (
        ("#f0d9a8", "#5b3920"),
        ("#b89a68", "#2e1a0c"),
    )
    assert theme.palette() == "standard"
    red = QColor("#d7263d")
    assert pyramid_colours.plastic_rgba(0)[:3] == (red.redF(), red.greenF(), red.blueF())
    assert QColor.fromRgbF(*ball_colours.surface_rgba(1)[:3]).name() == "#5b3920"


def test_drawing_a_piece_leaves_the_palette_s_colours_as_they_are(qtbot: QtBot) -> None:
    """A pyramid drawn translucent (set aside) once made the colours it was drawn in translucent
    for every piece drawn after it (and the players' swatches)."""
    image = QImage(40, 40, QImage.Format.Format_ARGB32_Premultiplied)
    painter = QPainter(image)
    paint_pyramid_side(painter, 0, 1, 30, alpha=110)
    painter.end()
    for colours in (
        pyramid_colours.player_colours(),
        pyramid_colours.light_sides(),
        pyramid_colours.dark_sides(),
    ):
        assert all(c.alpha() == 255 for c in colours)


def target_ghost_colours(view: Board3DView) -> set[tuple[float, ...]]:
    """The colours of the target ghosts the 3D view shows (read from their meshes)."""
    colours: set[tuple[float, ...]] = set()
    for (look, _), item in view.ghosts._merged.items():
        if look == "target" and item.visible():
            rows = item.opts["meshdata"].vertexColors()
            colours |= {
                tuple(round(float(c), 2) for c in row[:3]) for row in np.unique(rows, axis=0)
            }
    return colours


def test_the_3d_highlights_follow_the_palette(window: MainWindow) -> None:
    """The targets in 3D take the palette's target colour (sky blue rather than green for a
    colour-blind player), as the 2D board's do, within the palette's dark halo."""

    def rounded(colour: QColor) -> tuple[float, ...]:
        return (round(colour.redF(), 2), round(colour.greenF(), 2), round(colour.blueF(), 2))

    start(window, "pylon", limit=4)
    view = view3d(window)
    standard = target_ghost_colours(view)
    assert standard == {(0.30, 0.90, 0.45), rounded(theme.HALO)}  # the green as it always was
    for palette in PALETTES:
        use_palette(window, palette)
        assert target_ghost_colours(view) == {rounded(theme.TARGET), rounded(theme.HALO)}, palette
    use_palette(window, "standard")
    assert target_ghost_colours(view) == standard


def test_the_3d_camera_buttons_keep_their_words_whole_in_every_palette(window: MainWindow) -> None:
    """The high-contrast style's thicker borders made the camera buttons' words too wide for
    buttons sized in the standard style ("Above" lost its first and last letters)."""
    from PySide6.QtWidgets import QPushButton

    start(window, "pylos", limit=4)
    view = view3d(window)
    for palette in (*PALETTES, "standard"):
        use_palette(window, palette)
        buttons = view.camera_bar.findChildren(QPushButton)
        assert len(buttons) == 4
        for button in buttons:
            assert button.width() >= button.sizeHint().width(), (palette, button.text())
        bar = view.camera_bar.geometry()
        assert view.pane.rect().contains(bar), palette  # and the bar stays inside the pane


def test_no_prompt_or_lesson_names_a_highlight_colour_that_the_palette_changes() -> None:
    """The targets are green only in the standard palette (sky blue for colour-blind players,
    cyan in high contrast): the words say "marked", never "green". (Orange, for the balls a
    square lets you take back, is orange in every palette.)"""
    import re
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    words = re.compile(r"\b(green|verte?s?)\b", re.IGNORECASE)
    files = [*root.glob("core/games/*/words.py"), *root.glob("core/games/*/lessons/*.json")]
    assert len(files) > 20
    found = [f"{f.name}: {m.group(0)}" for f in files for m in words.finditer(f.read_text())]
    assert not found, found
    for name in theme.PALETTES:
        assert QColor(theme._COLOURS[name]["TARGET_TAKE"]).hsvHue() in range(25, 45), name
