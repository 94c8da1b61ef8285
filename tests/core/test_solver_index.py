"""The solver's index of Pylos positions: every used slot gives back its position, the board's
eight symmetries and the swap of colours share a slot, and the used slots are exactly the
positions up to symmetry, counted here another way (Burnside's lemma over the shapes)."""

from __future__ import annotations

import itertools
import math
import random
from collections.abc import Iterator

import pytest

from core.solver import kernel

pytestmark = pytest.mark.skipif(kernel.problem() is not None, reason=str(kernel.problem()))


def places(base: int) -> list[tuple[int, int, int]]:
    return [(z, r, c) for z in range(base) for r in range(base - z) for c in range(base - z)]


def bit(z: int, r: int, c: int) -> int:
    return 16 * z + 4 * r + c


def symmetry(base: int, s: int) -> dict[int, int]:
    """Symmetry ``s`` of the square (a transpose, then flips of rows and columns) on every level,
    as a map of bit indices."""
    image = {}
    for z, r, c in places(base):
        last = base - z - 1
        rr, cc = (c, r) if s & 1 else (r, c)
        rr = last - rr if s & 2 else rr
        cc = last - cc if s & 4 else cc
        image[bit(z, r, c)] = bit(z, rr, cc)
    return image


def moved(mask: int, image: dict[int, int]) -> int:
    return sum(1 << image[p] for p in image if mask >> p & 1)


def shapes(base: int) -> Iterator[int]:
    """Every support-closed set of places, as a bit mask."""
    levels = [[p for p in places(base) if p[0] == z] for z in range(base)]
    found = [0]
    for level in levels:
        grown = []
        for occ in found:
            held = [
                bit(*p)
                for p in level
                if p[0] == 0
                or all(
                    occ >> bit(p[0] - 1, p[1] + dr, p[2] + dc) & 1 for dr in (0, 1) for dc in (0, 1)
                )
            ]
            for k in range(len(held) + 1):
                for chosen in itertools.combinations(held, k):
                    grown.append(occ | sum(1 << b for b in chosen))
        found = grown
    yield from found


def orbits(base: int, balls: int) -> int:
    """Positions (own, other) up to the eight symmetries, by Burnside's lemma: the average over
    the symmetries of the positions each leaves unchanged (colourings constant on its cycles)."""
    images = [symmetry(base, s) for s in range(8)]
    fixed = 0
    for shape in shapes(base):
        n = shape.bit_count()
        for image in images:
            if moved(shape, image) != shape:
                continue
            cycles, seen = [], 0
            for p in image:
                if shape >> p & 1 and not seen >> p & 1:
                    length, q = 0, p
                    while not seen >> q & 1:
                        seen |= 1 << q
                        q, length = image[q], length + 1
                    cycles.append(length)
            ways = [1] + [0] * n  # colourings by the mover's balls
            for length in cycles:
                ways = [ways[k] + (ways[k - length] if k >= length else 0) for k in range(n + 1)]
            fixed += sum(ways[k] for k in range(n + 1) if k <= balls and n - k <= balls)
    return fixed // 8


def used_slots(game: kernel.KernelGame) -> list[int]:
    return [i for i in range(game.size) if game.unrank(i)[2]]


@pytest.mark.parametrize(("base", "balls"), [(3, 7), (3, 5), (4, 4)])
def test_the_used_slots_are_the_positions_up_to_symmetry(base: int, balls: int) -> None:
    game = kernel.make_kernel(base, balls)
    used = used_slots(game)
    assert len(used) == orbits(base, balls)
    for index in random.Random(base).sample(used, 500):
        own, other, _ = game.unrank(index)
        assert game.rank(own, other, 0) == index
        assert game.rank(other, own, 1) == index  # the same position, Dark to move


@pytest.mark.parametrize(("base", "balls"), [(3, 7), (4, 15)])
def test_symmetric_positions_share_a_slot(base: int, balls: int) -> None:
    game = kernel.make_kernel(base, balls)
    rng = random.Random(balls)
    images = [symmetry(base, s) for s in range(8)]
    tried = 0
    while tried < 300:
        own, other, used = game.unrank(rng.randrange(game.size))
        if not used:
            continue
        tried += 1
        index = game.rank(own, other, 0)
        for image in images:
            assert game.rank(moved(own, image), moved(other, image), 0) == index


def test_the_index_has_one_slot_per_colouring_of_each_shape_up_to_symmetry() -> None:
    """The standard game's 12,507,810,089 positions are 1,564,545,295 up to symmetry, in
    2,412,976,089 slots: a shape with symmetries of its own (a full board) leaves slots unused."""
    for base, balls in ((3, 7), (4, 15)):
        images = [symmetry(base, s) for s in range(1, 8)]
        slots = sum(
            math.comb(shape.bit_count(), k)
            for shape in shapes(base)
            if all(moved(shape, image) >= shape for image in images)
            for k in range(shape.bit_count() + 1)
            if k <= balls and shape.bit_count() - k <= balls
        )
        assert kernel.make_kernel(base, balls).size == slots
