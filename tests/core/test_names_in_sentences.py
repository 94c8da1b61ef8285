"""Sentences that take a player's name read well for any name: a player may be called "You",
"I", "Anne-Marie" or "The Robot". A name is never followed by a possessive ("You's stack") nor
by a verb that agrees with it ("You takes"): events are told in the past ("You took the medium
on f3"), a possession after a preposition ("the stack of You", "belongs to You"), a state as a
label ("You: thinking…", "You to move", "a win for You")."""

from __future__ import annotations

import random
import re
import xml.etree.ElementTree as ElementTree
from pathlib import Path

import pytest

from core.registry import game_names, kit_of, make_game
from core.words import render

ROOT = Path(__file__).resolve().parents[2]
NAME = r"\{(?:player|winner|proposer|other|owner|loser|by|first_name|second_name|mover|who)\}"
AFTER_A_NAME = re.compile(
    NAME + r"(?P<stuck>'s)?(?:[ \u00a0]+(?P<first>\w+)(?:[ \u00a0]+(?P<second>\w+))?)?"
)
ADVERBS = {"now", "then", "also", "still", "never", "always", "only", "just", "first"}
AGREEING = {"is", "has", "was", "does", "says"}


def english_templates() -> list[str]:
    """Every English sentence template of the window's and the engine's catalogues."""
    found: set[str] = set()
    for path in (ROOT / "desktop" / "translations").glob("*_fr.ts"):
        for message in ElementTree.parse(path).getroot().iter("message"):
            found.add(message.findtext("source") or "")
    return sorted(found)


def misreadings(template: str) -> list[str]:
    wrong = []
    for found in AFTER_A_NAME.finditer(template):
        if found.group("stuck"):
            wrong.append(f"a possessive after a name: {found.group(0)!r}")
            continue
        word = found.group("first") or ""
        if word in ADVERBS:
            word = found.group("second") or ""
        if word in AGREEING or (word.endswith("s") and len(word) > 2 and word != "as"):
            wrong.append(f"a verb agreeing with a name: {found.group(0)!r}")
    return wrong


def test_no_sentence_makes_a_name_a_possessive_or_the_subject_of_an_agreeing_verb() -> None:
    wrong = {t: misreadings(t) for t in english_templates() if misreadings(t)}
    assert wrong == {}


@pytest.mark.parametrize(
    "template",
    ["{player} takes the {size} on {square}", "onto {loser}'s stack", "{player} now tops {height}"],
)
def test_the_check_sees_the_sentences_that_misread(template: str) -> None:
    assert misreadings(template)


@pytest.mark.parametrize("names", [("You", "I"), ("Anne-Marie", "The Robot"), ("Zoë", "Bob")])
def test_told_events_and_feats_read_well_for_any_name(names: tuple[str, str]) -> None:
    """Every capture, payment for a turn, take-back and stack moved of random games of every
    game, and each game's feats, told with the names."""
    told: list[str] = []
    for name in game_names():
        game = make_game(name)
        words = kit_of(game).words
        rng = random.Random(7)
        state = game.initial_state()
        states, transitions = [state], []
        while not state.is_over:
            move = rng.choice(state.legal_moves())
            transition = state.transition(move)
            told += [render(text, names) for text in words.told(state, transition)]
            transitions.append(transition)
            state = state.apply(move)
            states.append(state)
        told += [render(text, names) for text in words.highlights(states, transitions)]
    assert len(told) > 10, "the games told something"
    first, second = (re.escape(name) for name in names)
    for sentence in told:
        assert not re.search(rf"({first}|{second})'s\b", sentence), sentence
        assert not re.search(rf"\b({first}|{second}) (\w+s|is|has)\b", sentence), sentence
