"""The model announces each change once, and each view redraws once per change: one move used to
rebuild the 2D scene twice and sync the 3D view twice."""

from __future__ import annotations

from collections import Counter

import pytest
from PySide6.QtWidgets import QApplication

from core import game_names, make_game
from core.playout import random_record
from desktop.board3d.layout import arranged
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
    marked = view3d.marked if view3d is not None else 0
    shown = model.shown_state().position_key()
    assert model.click(first)
    assert heard == Counter({"selection": 1})
    assert view2d.redraws - redraws == 1
    if view3d is not None:  # its marks again; its pieces placed again only if one moved
        moved = model.shown_state().position_key() != shown
        assert view3d.marked - marked == 1
        assert view3d.syncs - syncs == int(moved)


def test_a_half_made_move_that_moves_a_piece_places_the_3d_pieces_again(
    window: MainWindow,
) -> None:
    """A Pylos ball put on a square that completes a square of its colour: the move is half
    made (a ball may be taken back), and the 3D view shows the ball in its place."""
    game = make_game("pylos")
    record = random_record(game, 3)
    model, view3d = window.model, window.game_page.board3d
    assert view3d is not None
    for length in range(len(record)):
        window.session.start_game(game, moves=record[:length])
        several = [m for m in model.state.legal_moves() if len(model.builder.raw_clicks(m)) > 1]
        placing = [m for m in several if not model.builder.raw_clicks(m)[0].value.isalpha()]
        if placing:
            break
    QApplication.processEvents()
    shown, syncs = model.shown_state().position_key(), view3d.syncs
    assert model.click(model.builder.raw_clicks(placing[0])[0])
    QApplication.processEvents()
    assert model.shown_state().position_key() != shown  # the ball stands there already
    assert view3d.syncs == syncs + 1
    placed = arranged(view3d.table.layout(model.shown_state()), view3d.arrangement)
    assert view3d.layout3d.pieces == placed.pieces


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
