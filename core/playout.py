"""Random games, for benchmarks, tests and pictures."""

from __future__ import annotations

import random
from collections.abc import Sequence

from core.api import Game


def random_record(
    game: Game, seed: int | str = 0, limit: int | None = None, opening: Sequence[str] = ()
) -> list[str]:
    """The moves of a game that starts with ``opening`` and goes on at random (``seed`` fixes
    it) to its end, or until it has ``limit`` moves."""
    rng = random.Random(seed)
    state = game.initial_state().apply_all(opening)
    moves: list[str] = list(opening)
    while not state.is_over and (limit is None or len(moves) < limit):
        move = rng.choice(state.legal_moves())
        moves.append(str(move))
        state = state.play_unchecked(move)
    return moves
