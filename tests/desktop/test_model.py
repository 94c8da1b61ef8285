"""GameModel without widgets: history, undo/redo, the move being built, signals, refusals."""

from __future__ import annotations

import random

import pytest

from core import EngineError, game_names, make_game
from desktop.model import Agreement, GameModel, Seat


class Recorder:
    def __init__(self, model: GameModel) -> None:
        self.events: list[tuple[str, object]] = []
        model.position_changed.connect(lambda change: self.events.append(("state", change.step)))
        model.selection_changed.connect(lambda: self.events.append(("selection", None)))
        model.game_over.connect(lambda o: self.events.append(("over", o)))
        model.message.connect(lambda text, kind: self.events.append(("message", kind)))
        model.history_changed.connect(lambda: self.events.append(("history", None)))

    def kinds(self) -> list[str]:
        return [kind for kind, _ in self.events]

    def clear(self) -> None:
        self.events.clear()


def random_game(model: GameModel, seed: int) -> None:
    rng = random.Random(seed)
    while not model.state.is_over:
        model.play(rng.choice(model.state.legal_moves()))


@pytest.mark.parametrize("name", game_names())
def test_undo_and_redo_through_a_whole_game_return_identical_states(name: str) -> None:
    model = GameModel(make_game(name))
    random_game(model, seed=11)
    played = [state.position_text() for state in model.states]
    keys = [state.position_key() for state in model.states]
    undone = [model.state.position_text()]
    while model.undo():
        undone.append(model.state.position_text())
    assert undone == played[::-1]
    assert model.cursor == 0 and not model.can_undo()
    redone = [model.state.position_key()]
    while model.redo():
        redone.append(model.state.position_key())
    assert redone == keys
    assert model.state.is_over and len(model.moves) == len(played) - 1


def test_undo_inside_a_partial_move() -> None:
    model = GameModel(make_game("pylos"))
    model.new_game(make_game("pylos"), moves="1a1 1d4 1b1 1c4 1a2 1d3".split())
    model.click("1b2")  # completes Light's square: now choose the balls to take back
    assert model.builder.click_ids == ("1b2",) and len(model.moves) == 6
    model.click("1b2")
    assert model.builder.click_ids == ("1b2", "take:1b2")
    assert model.step_back_in_move() and model.builder.click_ids == ("1b2",)
    assert model.undo()  # undo inside a move drops the move being built, not the last move
    assert model.builder.is_empty and len(model.moves) == 6 and model.cursor == 6
    model.click("1b2")
    model.click("1b2")
    model.click("1a1")
    assert str(model.moves[-1]) == "1b2x1a1x1b2"  # canonical: same level, by column
    assert model.state.position_text().split()[2] == "13-12"


def test_signals_fire_only_on_real_change() -> None:
    model = GameModel(make_game("pylon"))
    record = Recorder(model)
    assert model.click("size:S")  # a size chosen: the move is under way
    assert model.builder.click_ids == ("size:S",)
    assert record.kinds() == ["selection"]  # no message was shown: nothing to clear
    record.clear()
    assert not model.click("zz")  # nothing there: refused, only a message
    assert record.kinds() == ["message"] and record.events[0] == ("message", "refused")
    record.clear()
    assert model.step_back_in_move() and model.builder.is_empty  # the size let go
    model.cancel_move()
    record.clear()
    assert not model.cancel_move()  # nothing to cancel: no signal
    assert not model.redo()
    assert record.kinds() == []
    model.click("c3")
    model.click("size:M")
    assert str(model.moves[-1]) == "Mc3"
    assert "state" in record.kinds() and "history" in record.kinds()


def test_an_illegal_move_changes_nothing() -> None:
    model = GameModel(make_game("ambush"))
    model.play("Sb2")
    before = (model.states, model.moves, model.cursor)
    with pytest.raises(EngineError, match="b2 holds your opponent's pyramids"):
        model.play("Sb2")
    assert (model.states, model.moves, model.cursor) == before


def test_review_and_resume_from_here() -> None:
    model = GameModel(make_game("pylon"))
    for move in ["Ma1", "Lb1", "Sc1", "Md1"]:
        model.play(move)
    model.review(2)
    assert model.reviewing and model.cursor == 2 and len(model.moves) == 4
    assert not model.click("e5")
    with pytest.raises(EngineError):
        model.play("Se5")
    model.resume_from_here()
    assert not model.reviewing and model.cursor == 2 and len(model.moves) == 4
    assert model.can_redo()  # the later moves are kept, as undo keeps them
    assert model.redo() and model.cursor == 3
    assert model.undo() and model.cursor == 2
    assert model.click("e5") and model.click("size:S")  # a move played here: a new branch
    assert model.move_texts() == ["Ma1", "Lb1", "Se5"] and not model.can_redo()


def test_playing_after_undo_branches_the_game() -> None:
    model = GameModel(make_game("pylos"))
    for move in ["1a1", "1b1", "1c1"]:
        model.play(move)
    model.undo()
    model.undo()
    model.play("1d4")
    assert model.move_texts() == ["1a1", "1d4"] and not model.can_redo()


def test_pylon_end_by_agreement() -> None:
    model = GameModel(make_game("pylon"), (Seat("Ann"), Seat("Bob")))
    squares = [f"{c}{r}" for r in range(1, 6) for c in "abcdef"]
    for i, square in enumerate(squares):
        model.play(f"{'SML'[(i // 2) % 3]}{square}")
    with pytest.raises(EngineError, match="no proposal"):
        GameModel(make_game("pylos")).agree("agreed")
    overs: list[object] = []
    model.game_over.connect(overs.append)
    outcome = model.agree("agreed")
    assert model.entries[-1] == Agreement("agreed") and model.ending == Agreement("agreed")
    assert len(model.moves) == 30 and model.state.is_over and overs == [outcome]
    assert "agreed" in outcome.reason and sum(outcome.figures) == 30
    assert model.undo() and not model.state.is_over and model.can_redo()


def test_clicks_are_refused_when_the_game_is_over() -> None:
    model = GameModel(make_game("ambush"))
    random_game(model, seed=2)
    messages: list[str] = []
    model.message.connect(lambda text, kind: messages.append(text))
    assert not model.click("a1")
    assert "The game is over" in messages[-1]
