"""Icehouse (Looney) pyramids' real sizes and how they rest on each other (no numpy, no Qt):
what the 2D and 3D views both draw true to life.

Units are centimetres: base and height, small / medium / large.
"""

from __future__ import annotations

from collections.abc import Sequence

PYRAMID_BASE = (1.43, 1.98, 2.54)
PYRAMID_HEIGHT = (2.54, 3.49, 4.45)
WALL = 0.25  # the plastic's thickness: a pyramid's opening is its base less two walls
NEST_GAP = 0.22  # equal pyramids nest, the upper one standing this much higher


def tip_rest(below: int, above: int) -> float:
    """How high above the base of a pyramid of size ``below`` a smaller one (``above``) rests
    on its tip: where the larger one is as wide as the smaller one's opening."""
    opening = PYRAMID_BASE[above] - 2 * WALL
    return PYRAMID_HEIGHT[below] * (1 - opening / PYRAMID_BASE[below])


def stack_bases(sizes: Sequence[int]) -> list[float]:
    """The base height of each pyramid of a stack (sizes bottom to top), physically stacked.

    A pyramid covers every exposed pyramid no larger than itself (it nests over them) and sits on
    the tip of the highest exposed pyramid larger than itself; it stands high enough that its
    own apex is above the apex of everything it covers.
    """
    bases: list[float] = []
    exposed: list[int] = []  # indices of pyramids not covered so far
    for index, size in enumerate(sizes):
        base = 0.0
        covered = [j for j in exposed if sizes[j] <= size]
        support = [j for j in exposed if sizes[j] > size]
        if support:
            j = support[-1]
            base = max(base, bases[j] + tip_rest(sizes[j], size))
        for j in covered:
            gap = NEST_GAP if sizes[j] == size else 0.0
            base = max(base, bases[j] + PYRAMID_HEIGHT[sizes[j]] - PYRAMID_HEIGHT[size] + gap)
        bases.append(base)
        exposed = [j for j in exposed if sizes[j] > size] + [index]
    return bases


def hidden(sizes: Sequence[int]) -> list[bool]:
    """Which pyramids of a stack are covered by a later one at least as large (nested inside
    it), so none of their pips show: exactly the rule of visible pips."""
    return [any(later >= size for later in sizes[i + 1 :]) for i, size in enumerate(sizes)]


def stack_height(sizes: Sequence[int]) -> float:
    """The height of a stack's highest point (0 for an empty square)."""
    bases = stack_bases(sizes)
    return max((b + PYRAMID_HEIGHT[s] for b, s in zip(bases, sizes, strict=True)), default=0.0)
