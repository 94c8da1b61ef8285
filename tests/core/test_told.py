"""What a move did, in words (``Words.told``), and a finished game's feats (``Words.highlights``),
over random games of every game and option set: every capture, take-back and payment is said,
naming its piece's place; a plain move says nothing; the sentences render with the players' names
and are in the catalogues a window translates."""

from __future__ import annotations

import random

import pytest

from core.registry import game_names, kit_of, make_game
from core.transitions import CAPTURED, PAID, Removed
from core.words import Text
from tests.core.test_record import option_sets

GAMES = [(name, options) for name in game_names() for options in option_sets(name)]
NAMES = ("Ann", "Bob")


@pytest.mark.parametrize(("name", "options"), GAMES, ids=lambda v: str(v))
def test_every_event_is_told_naming_its_place(name: str, options: dict[str, str]) -> None:
    game = make_game(name, options)
    words = kit_of(game).words
    for seed in range(3):
        rng = random.Random(seed)
        state = game.initial_state()
        states, transitions = [state], []
        while not state.is_over:
            move = rng.choice(state.legal_moves())
            transition = state.transition(move)
            told = words.told(state, transition)
            assert all(isinstance(text, Text) for text in told), told  # a window translates it
            said = " ".join(text.render(NAMES) for text in told if isinstance(text, Text))
            for step in transition.steps:
                if isinstance(step, Removed) and step.from_board:
                    assert f" {step.origin}" in said, (str(move), said)
                if step.kind == CAPTURED:
                    assert NAMES[step.holder] in said and NAMES[step.player] in said
                if step.kind in (PAID, "rotated"):
                    assert "paid" in said, (str(move), said)
            if not any(isinstance(s, Removed) for s in transition.steps):
                assert name == "pylon" or told == [], (str(move), told)
            transitions.append(transition)
            state = state.apply(move)
            states.append(state)
        feats = words.highlights(states, transitions)
        assert feats and all(isinstance(f, Text) and f.render(NAMES) for f in feats)
