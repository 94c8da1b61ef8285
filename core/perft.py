"""Perft: count the move sequences of a given length, the standard check of a move generator."""

from __future__ import annotations

from core.api import State


def perft(state: State, depth: int) -> int:
    """The number of move sequences of exactly ``depth`` moves from ``state``.

    A finished game contributes 0 at depth ≥ 1; depth 0 counts 1.
    """
    if depth == 0:
        return 1
    if depth == 1:
        return state.count_moves()
    if state.is_over:
        return 0
    total = 0
    for move in state.legal_moves():  # a loop, not sum() of a generator: compiled, it is a C loop
        total += perft(state.play_unchecked(move), depth - 1)
    return total


def divide(state: State, depth: int) -> dict[str, int]:
    """Perft of each legal move's child at ``depth - 1``, keyed by the move's notation."""
    return {str(move): perft(state.play_unchecked(move), depth - 1) for move in state.legal_moves()}
