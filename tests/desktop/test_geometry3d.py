"""The 3D scene builder and picking, in numpy, without OpenGL: every position maps to the
geometry the rules imply, and a click where a cell or ball is drawn picks it."""

from __future__ import annotations

import itertools
import math
import random

import numpy as np
import pytest

from core import make_game
from core.api import State
from core.clicks import Click
from core.games.ambush.board import NAMES as AMBUSH_NAMES
from core.games.ambush.captures import visible_pips
from core.games.ambush.rules import AmbushState
from core.games.pylon.rules import NAMES as PYLON_NAMES
from core.games.pylon.rules import PylonState
from core.games.pylos.board import BY_NAME, COL, LEVEL, NAME, ROW, SUPPORTS
from core.games.pylos.rules import PylosState
from desktop.board3d.camera import Camera, pick, pixel_ray, preset, project
from desktop.board3d.layout import Layout, arranged
from desktop.games.balls.physical import BALL_RADIUS, HOLLOW_SINK
from desktop.games.icehouse.physical import (
    PYRAMID_HEIGHT,
    hidden,
    stack_bases,
    stack_height,
    tip_rest,
)
from desktop.games.icehouse.table3d import BOARD_TOP
from desktop.games.pylos.table3d import ball_centre
from desktop.registry import desktop_kit

WIDTH, HEIGHT = 1280, 800
R = BALL_RADIUS


def layout_for(state: State, arrangement: str = "sides") -> Layout:
    """Where everything stands in 3D for ``state``, in ``arrangement``."""
    return arranged(desktop_kit(state.game).table().layout(state), arrangement)


def states(name: str, count: int, seed: int) -> list[State]:
    rng = random.Random(seed)
    found: list[State] = []
    state = make_game(name).initial_state()
    while len(found) < count:
        if state.is_over:
            found.append(state)
            state = make_game(name).initial_state()
            continue
        if rng.random() < 0.15:
            found.append(state)
        state = state.apply(rng.choice(state.legal_moves()))
    return found


def test_pylos_balls_rest_exactly_on_the_four_below() -> None:
    for state in states("pylos", 30, 1):
        assert isinstance(state, PylosState)
        layout = layout_for(state)
        centres = {
            p.slot.place: np.array(p.position) for p in layout.pieces if p.slot.place in BY_NAME
        }
        assert set(centres) == {NAME[p] for p in NAME if state.ball_at(p) is not None}
        for name, centre in centres.items():
            position = BY_NAME[name]
            if LEVEL[position] == 0:
                assert centre[2] == pytest.approx(R - HOLLOW_SINK)
                continue
            supports = [NAME[q] for q in NAME if SUPPORTS[position] >> q & 1]
            assert len(supports) == 4 and all(s in centres for s in supports)
            for support in supports:
                assert np.linalg.norm(centre - centres[support]) == pytest.approx(2 * R)
            assert centre[2] - centres[supports[0]][2] == pytest.approx(R * math.sqrt(2))


def test_pylos_neighbours_on_a_level_touch() -> None:
    for position in NAME:
        for other in NAME:
            if (
                LEVEL[position] == LEVEL[other]
                and abs(ROW[position] - ROW[other]) + abs(COL[position] - COL[other]) == 1
            ):
                a = np.array(ball_centre(LEVEL[position], ROW[position], COL[position]))
                b = np.array(ball_centre(LEVEL[other], ROW[other], COL[other]))
                assert np.linalg.norm(a - b) == pytest.approx(2 * R)


STACKS = [list(s) for n in range(1, 5) for s in itertools.product(range(3), repeat=n)]


@pytest.mark.parametrize("sizes", STACKS, ids=lambda s: "".join("SML"[x] for x in s))
def test_stacks_nest_and_perch_as_the_rules_say(sizes: list[int]) -> None:
    bases = stack_bases(sizes)
    apexes = [b + PYRAMID_HEIGHT[s] for b, s in zip(bases, sizes, strict=True)]
    covered = hidden(sizes)
    # The rule of visible pips is the geometry's: a pyramid shows unless one at least as large
    # nests over it.
    shown = sum(s + 1 for s, c in zip(sizes, covered, strict=True) if not c)
    assert shown == visible_pips(tuple(sizes))
    for j, size in enumerate(sizes):
        later = range(j + 1, len(sizes))
        if covered[j]:
            # Some later pyramid at least as large comes down over it and rises above its apex.
            assert any(
                sizes[k] >= size and bases[k] <= apexes[j] and apexes[k] >= apexes[j] - 1e-9
                for k in later
            )
        else:
            # Everything above it is smaller and stands higher: its lower part shows.
            assert all(sizes[k] < size and bases[k] > bases[j] for k in later)
        if j + 1 < len(sizes) and sizes[j + 1] < size:
            # A smaller one put straight onto it sits on its tip.
            assert bases[j + 1] == pytest.approx(bases[j] + tip_rest(size, sizes[j + 1]))
            assert bases[j] < bases[j + 1] < apexes[j]
    assert stack_height(sizes) == pytest.approx(max(apexes))


def test_a_tree_is_taller_than_a_nest() -> None:
    tree, nest = stack_height([2, 1, 0]), stack_height([0, 1, 2])
    assert nest == pytest.approx(PYRAMID_HEIGHT[2])
    assert tree > 1.3 * nest


@pytest.mark.parametrize("name", ["pylos", "pylon", "ambush"])
def test_layouts_account_for_all_thirty_pieces(name: str) -> None:
    for state in states(name, 20, 2):
        layout = layout_for(state)
        assert len(layout.pieces) == 30
        assert len({p.slot for p in layout.pieces}) == 30
        counts = {(p.player, p.shape) for p in layout.pieces}
        assert counts <= {(pl, shape) for pl in (0, 1) for shape in ("ball", "S", "M", "L")}
        if isinstance(state, (PylonState, AmbushState)):
            for player in (0, 1):
                for size in "SML":
                    assert (
                        sum(1 for p in layout.pieces if (p.player, p.shape) == (player, size)) == 5
                    )
        if isinstance(state, (PylonState, AmbushState)):
            squares = PYLON_NAMES if isinstance(state, PylonState) else AMBUSH_NAMES
            for index, square in enumerate(squares):
                stack = state.board[index] if isinstance(state, PylonState) else state.stack(index)
                on = sorted(
                    (p for p in layout.pieces if p.slot.on_board and p.slot.place == square),
                    key=lambda p: p.slot.index,
                )
                assert [(p.player, "SML".index(p.shape)) for p in on] == list(stack)
                bases = stack_bases([s for _, s in stack])
                assert [p.position[2] - BOARD_TOP for p in on] == pytest.approx(bases)


def full_positions(name: str) -> list[State]:
    """Finished games: boards as full as they get."""
    return [s for s in states(name, 12, 3) if s.is_over][:4]


CAMERAS = [("above", 0), ("seat", 0), ("seat", 1)]


@pytest.mark.parametrize("name", ["pylon", "ambush"])
def test_clicking_the_projected_centre_of_every_cell_picks_it(name: str) -> None:
    for state in full_positions(name):
        layout = layout_for(state)
        camera = preset("above", layout.extent)
        for raw, anchor in layout.anchors.items():
            if anchor.kind != "cell":
                continue
            x, y = project(camera, WIDTH, HEIGHT, np.array([anchor.centre]))[0]
            origin, direction = pixel_ray(camera, WIDTH, HEIGHT, x, y)
            assert pick(layout.picks, origin, direction) == raw


@pytest.mark.parametrize(("view", "player"), CAMERAS)
def test_clicking_the_projected_centre_of_every_free_ball_picks_it(view: str, player: int) -> None:
    for state in full_positions("pylos"):
        assert isinstance(state, PylosState)
        layout = layout_for(state)
        camera = preset(view, layout.extent, player)
        free = state.free_balls(0) | state.free_balls(1)
        for position, name in NAME.items():
            if not free >> position & 1:
                continue
            anchor = layout.anchor(name)
            assert anchor is not None
            centre = np.array(anchor.centre)
            x, y = project(camera, WIDTH, HEIGHT, centre[None])[0]
            origin, direction = pixel_ray(camera, WIDTH, HEIGHT, x, y)
            hit = pick(layout.picks, origin, direction)
            if view == "above":
                assert hit == Click.place(name)
            else:
                # From a seat, a ball may stand in front: the pick is the nearest ball on the ray.
                first = min(
                    (np.dot(np.array(p.a) - origin, direction), p.raw)
                    for p in layout.picks
                    if p.kind == "sphere"
                    and np.linalg.norm(np.cross(np.array(p.a) - origin, direction)) <= R
                )
                assert hit == first[1]


def test_projection_and_rays_agree() -> None:
    camera = Camera((1.0, -2.0, 0.5), 30.0, 33.0, -70.0, 55.0)
    points = np.random.default_rng(4).uniform(-8, 8, (50, 3))
    pixels = project(camera, WIDTH, HEIGHT, points)
    for point, (x, y) in zip(points, pixels, strict=True):
        origin, direction = pixel_ray(camera, WIDTH, HEIGHT, x, y)
        offset = point - origin
        assert np.linalg.norm(offset - direction * np.dot(offset, direction)) < 1e-6


def test_the_camera_never_goes_inside_or_under_the_board() -> None:
    extent = 15.0
    for camera in (
        Camera(distance=1.0, elevation=-30.0),
        Camera(distance=1e6, elevation=120.0),
        Camera(centre=(500.0, -500.0, -9.0)),
    ):
        safe = camera.clamped(extent)
        assert 8.0 <= safe.elevation <= 89.0
        assert extent * 1.1 <= safe.distance <= extent * 6
        assert all(abs(c) <= extent * 0.6 for c in safe.centre[:2]) and safe.centre[2] >= 0
        assert safe.position()[2] > 0
