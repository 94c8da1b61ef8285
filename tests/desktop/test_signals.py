"""The model announces each change once, and each view redraws once per change: one move used to
rebuild the 2D scene twice and sync the 3D view twice."""

from __future__ import annotations

from collections import Counter

import pytest
from PySide6.QtWidgets import QApplication

from core import game_names, make_game
from core.playout import random_record
from desktop.window.main_window import MainWindow


def listen(window: MainWindow) -> Counter[str]:
    heard: Counter[str] = Counter()
    model = window.model
    model.position_changed.connect(lambda change: heard.update(["position"]))
    model.selection_changed.connect(lambda: heard.update(["selection"]))
    model.history_changed.connect(lambda: heard.update(["history"]))
    model.message.connect(lambda text, kind: heard.update(["message"]))
    return heard


@pytest.mark.parametrize("name", game_names())
def test_a_move_is_announced_once_and_drawn_once_by_each_view(
    window: MainWindow, name: str
) -> None:
    record = random_record(make_game(name), 4, limit=12)
    window.session.start_game(make_game(name), moves=record[:-1])
    QApplication.processEvents()
    heard = listen(window)
    view2d, view3d = window.game_page.board2d, window.game_page.board3d
    redraws, syncs = view2d.redraws, view3d.syncs if view3d is not None else 0
    window.model.play(record[-1])
    QApplication.processEvents()
    assert heard == Counter({"position": 1, "history": 1})
    assert view2d.redraws - redraws == 1
    if view3d is not None:
        assert view3d.syncs - syncs == 1


@pytest.mark.parametrize("name", game_names())
def test_a_click_that_selects_redraws_each_view_once(window: MainWindow, name: str) -> None:
    game = make_game(name)
    record = random_record(game, 6)
    model = window.model
    for length in range(len(record)):  # the first position with a move of several clicks
        window.session.start_game(game, moves=record[:length])
        builder = model.builder
        several = [m for m in model.state.legal_moves() if len(builder.raw_clicks(m)) > 1]
        if several:
            move = several[0]
            break
    # Again over a table without moves: no word that the game before is kept, which the click
    # would then take away (a message signal of its own).
    window.session.start_game(game)
    window.session.start_game(game, moves=record[:length])
    first = model.builder.raw_clicks(move)[0]
    heard = listen(window)
    view2d, view3d = window.game_page.board2d, window.game_page.board3d
    redraws, syncs = view2d.redraws, view3d.syncs if view3d is not None else 0
    assert model.click(first)
    assert heard == Counter({"selection": 1})
    assert view2d.redraws - redraws == 1
    if view3d is not None:
        assert view3d.syncs - syncs == 1


def test_a_proposal_cannot_be_made_while_reviewing(window: MainWindow) -> None:
    name = next(n for n in game_names() if make_game(n).proposals)
    game = make_game(name)
    proposal = game.proposals[0].name
    record = random_record(game, 1)
    # the last position of the game where the proposal could be made
    at = max(
        i
        for i in range(len(record))
        if game.initial_state().apply_all(record[:i]).proposal_reason(proposal) is None
    )
    window.session.start_game(game, moves=record[:at])
    button = window.game_page.proposal_buttons[proposal]
    action = window.actions_by_name[f"propose:{proposal}"]
    assert button.isEnabled() and action.isEnabled()
    window.model.review(at - 1)
    assert not button.isEnabled() and not action.isEnabled()
    action.trigger()  # disabled: nothing happens, no error
    window.session.propose(proposal)  # asked anyway (a script): refused in words
    assert "resume from the reviewed position" in window.game_page.message_bar.refusal
    assert not window.model.state.is_over
