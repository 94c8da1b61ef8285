"""The 3D table shows the palette's true colours (issue 30): each game is drawn in each palette
and the pixels of each player's pieces are measured. Their median colour is within 20 CIE76
units of the colour the 2D board uses for that player (the family's ``player_colours``).

Which pixels are a player's pieces: the picture drawn again with that player's pieces hidden
(and the contact shadows hidden in both) differs exactly where they were seen."""

from __future__ import annotations

import numpy as np
import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from core.registry import make_game
from desktop.board3d.camera import project
from desktop.board3d.render import renderer, samples_for
from desktop.board3d.view import Board3DView
from desktop.look import theme
from desktop.model import Seat
from desktop.registry import desktop_kit
from tests.desktop.conftest import OpenWindow
from tests.desktop.test_table_tells import MIDDLES, pixels

PALETTES = ("standard", "colour_blind", "high_contrast")
LIMIT = 20.0


def lab(rgb: np.ndarray) -> np.ndarray:
    """sRGB (0–255, any shape ending in 3) in CIE L*a*b* (D65)."""
    c = np.asarray(rgb, np.float64) / 255.0
    c = np.where(c <= 0.04045, c / 12.92, ((c + 0.055) / 1.055) ** 2.4)
    xyz = (
        c
        @ np.array([[0.4124, 0.3576, 0.1805], [0.2126, 0.7152, 0.0722], [0.0193, 0.1192, 0.9505]]).T
    )
    xyz /= np.array([0.95047, 1.0, 1.08883])
    f = np.where(xyz > (6 / 29) ** 3, np.cbrt(xyz), xyz / (3 * (6 / 29) ** 2) + 4 / 29)
    return np.stack(
        [116 * f[..., 1] - 16, 500 * (f[..., 0] - f[..., 1]), 200 * (f[..., 1] - f[..., 2])],
        axis=-1,
    )


def cie76(a: np.ndarray, b: np.ndarray) -> float:
    return float(np.linalg.norm(lab(a) - lab(b)))


def settle(view: Board3DView) -> None:
    for _ in range(3):
        QApplication.processEvents()


def players_pixels(view: Board3DView) -> list[np.ndarray]:
    """The picture's pixels (n × 3) where each player's pieces, and only theirs, are seen (not
    where one player's translucent piece shows the other's through it)."""
    settle(view)
    picture = pixels(view.grabFramebuffer())[..., ::-1]  # (the image's bytes are B, G, R)
    view.pieces.shading.set_enabled(False)
    try:
        plain = pixels(view.grabFramebuffer()).astype(int)
        changes = []
        for player in (0, 1):
            mine = [
                handle
                for key, pool in view.pieces.pools.items()
                if key[1] == player and not key[2]  # (not a piece out of the game, drawn faded)
                for handle in pool
                if handle.visible()
            ]
            assert mine, f"player {player} has no pieces on the table"
            for handle in mine:
                handle.setVisible(False)
            hidden = pixels(view.grabFramebuffer()).astype(int)
            for handle in mine:
                handle.setVisible(True)
            changes.append(np.abs(plain - hidden).sum(axis=2) > 24)
    finally:
        view.pieces.shading.set_enabled(True)
    return [picture[changes[0] & ~changes[1]], picture[changes[1] & ~changes[0]]]


def median_distances(view: Board3DView) -> list[tuple[float, int]]:
    colours = desktop_kit(view.model.game).family.player_colours()
    out = []
    for player, seen in enumerate(players_pixels(view)):
        colour = colours[player]
        truth = np.array([colour.red(), colour.green(), colour.blue()])
        median = np.median(seen, axis=0)
        out.append((cie76(median, truth), len(seen)))
    return out


@pytest.mark.parametrize("palette", PALETTES)
@pytest.mark.parametrize("name", list(MIDDLES))
def test_each_players_pieces_show_the_palettes_colour(
    qtbot: QtBot, open_window: OpenWindow, name: str, palette: str
) -> None:
    window = open_window(view="3d", size=(1280, 800))
    window.preferences.set_palette(palette, remember_it=False)
    try:
        window.session.start_game(
            make_game(name), (Seat("Ann"), Seat("Bob")), MIDDLES[name].split()
        )
        window.game_page.finish_animations()
        view = window.game_page.board3d
        assert isinstance(view, Board3DView)
        for camera in ("seat", "above"):
            view.use_preset(camera)
            for player, (distance, count) in enumerate(median_distances(view)):
                assert count > 400, f"{camera}: player {player}'s pieces barely seen"
                assert distance <= LIMIT, (
                    f"{name} in {palette} from {camera}: player {player}'s pieces are "
                    f"{distance:.1f} CIE76 units from their 2D colour"
                )
    finally:
        window.preferences.set_palette("standard", remember_it=False)


LEVEL_TWO = "1a1 1a2 1b1 1b2 1c1 1c2 1a3 1b3 1c3"  # a 3×3 corner: four places on level 2


def test_level_two_targets_leave_every_ball_its_own_colour(
    qtbot: QtBot, open_window: OpenWindow
) -> None:
    """With level-2 targets showing, seen from above, every ball on the board shows the colour
    it shows without them (the translucent green target balls used to cover those beneath), and
    its owner's colour more than the other player's."""
    window = open_window(view="3d", size=(1024, 760))
    window.session.start_game(make_game("pylos"), (Seat("Ann"), Seat("Bob")), LEVEL_TWO.split())
    window.game_page.finish_animations()
    view = window.game_page.board3d
    assert isinstance(view, Board3DView)
    view.use_preset("above")
    settle(view)
    targets = [on for look, on in view.ghosts.shown() if look == "target"]
    assert any(str(on).startswith("2") for on in targets), targets  # level 2 is offered
    with_targets = pixels(view.grabFramebuffer())[..., ::-1].astype(float)
    for item in view.ghosts.items:
        item.setVisible(False)
    settle(view)
    without = pixels(view.grabFramebuffer())[..., ::-1].astype(float)
    colours = desktop_kit(view.model.game).family.player_colours()
    owners = {"1a1": 0, "1a2": 1, "1b1": 0, "1b2": 1, "1c1": 0, "1c2": 1, "1a3": 0}
    owners |= {"1b3": 1, "1c3": 0}
    balls = {slot.place: handle for slot, handle in view.slot_items.items() if slot.on_board}
    assert set(balls) == set(owners)
    for place, handle in balls.items():
        corners = handle.world()[0]
        centre = corners.mean(axis=0)
        radius = float(corners[:, 2].max() - centre[2])
        (x, y), (edge, _) = project(
            view.camera(),
            view.width(),
            view.height(),
            np.array([centre, centre + radius * np.array([1.0, 0.0, 0.0])]),
        )
        inner = 0.8 * abs(edge - x)
        rows, columns = np.ogrid[: without.shape[0], : without.shape[1]]
        disc = (columns - x) ** 2 + (rows - y) ** 2 <= inner**2
        seen = np.median(with_targets[disc], axis=0)
        alone = np.median(without[disc], axis=0)
        changed = np.linalg.norm(lab(with_targets[disc]) - lab(without[disc]), axis=1) > 10
        assert changed.mean() < 0.2, f"{place} is covered by the targets"
        assert cie76(seen, alone) <= 6.0, f"{place} is tinted by the targets"
        truth = [np.array([c.red(), c.green(), c.blue()]) for c in colours]
        mine, theirs = (cie76(seen, truth[p]) for p in (owners[place], 1 - owners[place]))
        assert mine < theirs, f"{place} does not show its owner's colour"


def test_multisampling_where_the_renderer_is_a_graphics_card(
    qtbot: QtBot, open_window: OpenWindow
) -> None:
    """Four samples a pixel on a graphics card; none on a software renderer (where four halved
    the frame rate). The view asks for what its renderer gets."""
    assert samples_for("AMD Radeon RX 6600 (radeonsi, navi23, LLVM 15.0.6)") == 4
    assert samples_for("Mesa Intel(R) UHD Graphics 620 (KBL GT2)") == 4
    assert samples_for("NVIDIA GeForce RTX 3060/PCIe/SSE2") == 4
    assert samples_for("llvmpipe (LLVM 15.0.6, 256 bits)") == 0
    assert samples_for("softpipe") == 0
    assert samples_for("") == 0
    window = open_window(view="3d", size=(800, 600))
    view = window.game_page.board3d
    assert isinstance(view, Board3DView)
    assert "llvmpipe" in renderer()  # the tests draw with Mesa's software renderer
    assert view.format().samples() in (-1, 0)


@pytest.mark.parametrize("palette", PALETTES)
def test_the_table_under_the_3d_board_is_the_palettes(
    qtbot: QtBot, open_window: OpenWindow, palette: str
) -> None:
    """High contrast stays high contrast in 3D: the table around the board is the palette's
    (black in high contrast), as under the 2D board."""
    window = open_window(view="3d", size=(800, 600))
    window.preferences.set_palette(palette, remember_it=False)
    try:
        view = window.game_page.board3d
        assert isinstance(view, Board3DView)
        settle(view)
        corner = pixels(view.grabFramebuffer())[..., ::-1][5, 5]
        table = theme.TABLE
        assert tuple(int(c) for c in corner) == (table.red(), table.green(), table.blue())
    finally:
        window.preferences.set_palette("standard", remember_it=False)
