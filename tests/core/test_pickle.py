"""Every game's states, moves and games survive pickle and deepcopy (the computer opponent's
search runs in another process and receives them pickled)."""

from __future__ import annotations

import copy
import pickle
import random

import pytest

from core import game_names, make_game
from core.api import State


def sample_states(name: str, seed: int = 5, count: int = 25) -> list[State]:
    rng = random.Random(seed)
    states: list[State] = []
    state = make_game(name).initial_state()
    while len(states) < count:
        states.append(state)
        if state.is_over:
            state = make_game(name).initial_state()
        else:
            state = state.apply(rng.choice(state.legal_moves()))
    return states


def fresh(state: State) -> State:
    """The same position, as a new state that has computed nothing yet."""
    return state.game.parse_position(state.position_text())


@pytest.mark.parametrize("name", game_names())
@pytest.mark.parametrize("computed", [False, True], ids=["fresh", "computed"])
def test_states_survive_pickle_and_deepcopy(name: str, computed: bool) -> None:
    for played in sample_states(name):
        state = played if computed else fresh(played)
        copies = (pickle.loads(pickle.dumps(state)), copy.deepcopy(state))
        for copied in copies:
            assert copied == state
            assert copied.position_text() == state.position_text()
            assert copied.outcome() == state.outcome()
            assert copied.legal_moves() == state.legal_moves()
            assert copied.game == state.game
        moves = state.legal_moves()
        if moves:
            assert pickle.loads(pickle.dumps(moves[0])) == moves[0]
            assert state.apply(pickle.loads(pickle.dumps(moves[0]))) == state.apply(moves[0])
