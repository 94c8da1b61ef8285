"""One random-playout suite that every registered game gets (style.md practice 6).

Seeded random games of every game and option set check, at every position: a live state has
moves and a finished one none; no duplicate moves; the count matches the list; every listed move
is accepted and moves from elsewhere are judged consistently; ``apply`` leaves its input
unchanged; notation and position text round-trip; all the pieces its kit declares are accounted
for; the game ends.
"""

from __future__ import annotations

import itertools
import random

import pytest

from core import IllegalMoveError, Move, State, game_names, make_game
from core.registry import kit_of

SEEDS = range(6)
MAX_PLIES = 3000


def option_sets(name: str) -> list[dict[str, str]]:
    """Every combination of the game's choice options (whole-number options stay default)."""
    specs = [spec for spec in kit_of(name).game.option_specs if spec.choices]
    combos = itertools.product(*(spec.choices for spec in specs))
    return [dict(zip((s.name for s in specs), combo, strict=True)) for combo in combos]


CASES = [
    pytest.param(
        name, settings, seed, id=f"{name}-{'-'.join(settings.values()) or 'default'}-{seed}"
    )
    for name in game_names()
    for settings in option_sets(name)
    for seed in SEEDS
]


def check_position(state: State, pool: list[Move], rng: random.Random) -> tuple[Move, ...]:
    moves = state.legal_moves()
    if state.is_over:
        assert moves == ()
        assert state.outcome() is not None
        assert state.count_moves() == 0
    else:
        assert moves, "a live state must have moves"
        assert state.outcome() is None
    assert len(set(moves)) == len(moves), "duplicate moves"
    assert state.count_moves() == len(moves)
    pieces = kit_of(state.game).pieces
    if pieces is not None:  # the kit's count is the default game's (Pylos: fewer balls or base)
        start = state.game.initial_state().piece_counts()
        assert sum(state.piece_counts().values()) == sum(start.values())
        assert sum(make_game(state.game.name).initial_state().piece_counts().values()) == pieces
    text = state.position_text()
    again = state.game.parse_position(text)
    assert again.position_text() == text
    assert again.position_key() == state.position_key()
    legal = set(moves)
    for move in moves:
        assert state.parse_move(str(move)) == move
        assert str(state.parse_move(str(move))) == str(move)
        assert state.illegal_reason(move) is None
    for move in rng.sample(pool, min(len(pool), 20)):
        reason = state.illegal_reason(move)
        assert (reason is None) == (move in legal), (str(move), reason)
        if reason is not None:
            with pytest.raises(IllegalMoveError):
                state.apply(move)
    return moves


@pytest.mark.parametrize(("name", "settings", "seed"), CASES)
def test_random_playout(name: str, settings: dict[str, str], seed: int) -> None:
    rng = random.Random(f"{name}{settings}{seed}")
    state = make_game(name, settings).initial_state()
    pool: list[Move] = []
    for _ in range(MAX_PLIES):
        moves = check_position(state, pool, rng)
        if state.is_over:
            break
        pool.extend(moves[:10])
        move = rng.choice(moves)
        before = state.position_text()
        transition = state.transition(move)
        assert transition.move == str(move) and transition.steps
        after = state.apply(move)
        assert state.position_text() == before, "apply changed its input"
        assert after is not state
        state = after
    assert state.is_over, f"no end after {MAX_PLIES} moves"
