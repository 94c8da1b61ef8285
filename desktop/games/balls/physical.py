"""A ball's size and how it rests in the board's hollows (centimetres; no numpy, no Qt)."""

from __future__ import annotations

BALL_RADIUS = 1.25
HOLLOW_SINK = 0.3 * BALL_RADIUS  # a ball on the board sits this deep in its hollow
