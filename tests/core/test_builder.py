"""The move builder: click paths for every legal move, targets, stepping back, refusals."""

from __future__ import annotations

import random

import pytest

from core import State, game_names, make_game
from core.builder import MoveBuilder, RefusedClick
from core.clicks import Target
from core.registry import kit_of

from .icehouse_helpers import ambush
from .pylos_helpers import position


def choice_detail(builder: MoveBuilder, target: str) -> str:
    """What a choice does, in the game's words."""
    return kit_of(builder.state.game).words.choice_detail(builder, Target.parse(target))


def random_states(name: str, count: int, seed: int) -> list[State]:
    rng = random.Random(seed)
    states = []
    state = make_game(name).initial_state()
    while len(states) < count:
        if state.is_over:
            state = make_game(name).initial_state()
        states.append(state)
        state = state.apply(rng.choice(state.legal_moves()))
    return states


@pytest.mark.parametrize("name", game_names())
def test_every_legal_move_is_built_by_its_clicks_and_nothing_else(name: str) -> None:
    for state in random_states(name, 40, seed=3):
        builder = MoveBuilder(state, kit_of(state.game).clicks)
        legal = set(state.legal_moves())
        reached = set()
        for move in legal:
            assert builder.paths_of(move), f"{move} has no click path"
            clicked = builder
            for raw in builder.raw_clicks(move):
                clicked = clicked.click(raw)
            assert clicked.move() == move
            reached.add(clicked.move())
        assert reached == legal
        if not state.is_over:
            assert builder.targets() and builder.move() is None


@pytest.mark.parametrize("name", game_names())
def test_targets_only_lead_to_legal_moves(name: str) -> None:
    rng = random.Random(5)
    for state in random_states(name, 25, seed=9):
        builder = MoveBuilder(state, kit_of(state.game).clicks)
        for _ in range(6):
            targets = builder.targets()
            if builder.move() is not None or not targets:
                break
            builder = builder.click(rng.choice(targets).id)
        move = builder.move()
        assert move is None or move in state.legal_moves()


def test_pylos_two_ball_recovery_click_by_click() -> None:
    balls = {(0, r, c): "D" for r in range(4) for c in range(4) if (r, c) != (3, 3)}
    balls.update({(0, 0, 0): "L", (1, 0, 0): "L", (0, 2, 2): "L", (0, 2, 3): "L", (0, 3, 2): "L"})
    state = position(balls, "L")
    builder = MoveBuilder(state, kit_of(state.game).clicks).click("1d4")
    shown = builder.display_state()
    assert shown.position_text() != state.position_text()  # the ball is already in its hollow
    assert {t.id for t in builder.targets()} >= {"take:1d4", "take:2a1"}
    assert "take:1a1" not in {t.id for t in builder.targets()}
    with pytest.raises(RefusedClick, match="1a1 supports another ball"):
        builder.click("1a1")
    builder = builder.click("2a1")
    assert "take:1a1" in {t.id for t in builder.targets()}
    assert "done" in {t.id for t in builder.targets()}
    done = builder.click("1a1")
    assert str(done.move()) == "1d4x2a1x1a1"
    one = builder.click("done")
    assert str(one.move()) == "1d4x2a1"
    assert builder.back().click_ids == ("1d4",)
    assert builder.cancel().is_empty


def test_pylos_a_lone_done_is_clicked_for_the_player() -> None:
    state = position({(0, 0, 0): "L", (0, 0, 1): "L", (0, 1, 0): "L"}, "L")
    builder = MoveBuilder(state, kit_of(state.game).clicks).click("1b2")
    # The only free Light balls are the four of the square.
    assert {t.kind for t in builder.targets()} == {"take"}
    picked = builder.click("1b2")
    assert picked.move() is None and "done" in {t.id for t in picked.targets()}


def test_pylos_raise_selection_switches_and_lets_go() -> None:
    balls = {(0, 0, 0): "L", (0, 0, 1): "D", (0, 1, 0): "D", (0, 1, 1): "L", (0, 3, 3): "L"}
    state = position(balls, "L")
    builder = MoveBuilder(state, kit_of(state.game).clicks).click("1d4")
    assert [t.id for t in builder.targets()] == ["2a1"]
    assert builder.click("1d4").is_empty  # clicking the selected ball again lets go
    with pytest.raises(RefusedClick, match="1a1 has no free place higher up"):
        builder.click("1a1")  # 2a1 would rest on it
    assert builder.click("2a1").move() is not None
    with pytest.raises(RefusedClick, match="1b1 belongs to Dark"):
        MoveBuilder(state, kit_of(state.game).clicks).click("1b1")
    with pytest.raises(RefusedClick, match="2b1 is not supported yet"):
        MoveBuilder(state, kit_of(state.game).clicks).click("2b1")


def test_pylos_a_place_clicked_after_choosing_a_ball_to_raise_is_explained() -> None:
    # 1a1 may be raised to 2a2 only; 2a1 rests on it. Clicking 2a1 is a raise refused, not a
    # placement from the reserve.
    balls = {(0, r, c): "D" for r in range(4) for c in range(4)}
    balls.update({(0, 0, 0): "L", (0, 0, 1): "L"})
    for cell in [(0, 0, 2), (0, 1, 2), (0, 0, 3), (0, 1, 3), (0, 3, 1), (0, 3, 2), (0, 3, 3)]:
        del balls[cell]
    state = position(balls, "L")
    builder = MoveBuilder(state, kit_of(state.game).clicks).click("1a1")
    assert [t.id for t in builder.targets()] == ["2a2"]
    with pytest.raises(RefusedClick, match="2a1 rests on 1a1"):
        builder.click("2a1")
    assert builder.click("1b1").click_ids == ("from:1b1",)  # another free ball: a new choice


def test_pylon_a_stack_too_small_next_to_the_chosen_one_is_explained() -> None:
    from .icehouse_helpers import pylon

    # b1 (large at the bottom) may move onto a1; b2 (medium on top) could move too.
    state = pylon({"a1": "A-L", "b1": "B-L", "b2": "A-M", "c2": "A-S"})
    builder = MoveBuilder(state, kit_of(state.game).clicks).click("b1")
    assert builder.click_ids == ("from:b1",)
    with pytest.raises(RefusedClick, match=r"bottom of the moving stack \(large\) is larger"):
        builder.click("b2")
    assert builder.click("c2").click_ids == ("from:c2",)  # not next to b1: a new choice


def test_pylon_size_and_square_in_either_order() -> None:
    state = make_game("pylon").initial_state()
    builder = MoveBuilder(state, kit_of(state.game).clicks)
    assert str(builder.click("size:M").click("c3").move()) == "Mc3"
    assert str(builder.click("c3").click("size:M").move()) == "Mc3"
    after = state.apply("Lc3")
    with pytest.raises(RefusedClick, match="c3 is taken"):
        MoveBuilder(after, kit_of(after.game).clicks).click("c3")


def test_pylon_stacking_clicks_and_reasons() -> None:
    from .icehouse_helpers import pylon

    state = pylon({"c3": "A-L", "d3": "B-M", "a1": "A-S"})
    builder = MoveBuilder(state, kit_of(state.game).clicks).click("d3")
    assert builder.click_ids == ("from:d3",) and "c3" in [t.id for t in builder.targets()]
    assert str(builder.click("c3").move()) == "d3-c3"
    with pytest.raises(RefusedClick, match="the stack on c3 cannot move"):
        MoveBuilder(state, kit_of(state.game).clicks).click("c3")
    with pytest.raises(RefusedClick, match="there is no stack on b2"):
        MoveBuilder(state, kit_of(state.game).clicks).click("b2")
    with pytest.raises(RefusedClick, match="all 30 pyramids are placed"):
        MoveBuilder(state, kit_of(state.game).clicks).click("size:S")


def test_ambush_first_turn_picks_the_small_by_itself() -> None:
    state = make_game("ambush").initial_state()
    builder = MoveBuilder(state, kit_of(state.game).clicks).click("b2")
    assert str(builder.move()) == "Sb2"
    rotation = MoveBuilder(state, kit_of(state.game).clicks).click("rotate:NE")
    assert {t.id for t in rotation.targets()} == {"angle:90", "angle:180", "angle:270"}
    assert str(rotation.click("angle:90").move()) == "S@NE90"


def test_ambush_order_choice_with_previews() -> None:
    state = ambush({"b2": "A-M", "c2": "B-M", "e1": "A-S", "e2": "B-S"})
    builder = (
        MoveBuilder(state, kit_of(state.game).clicks)
        .click("size:S")
        .click("rotate:NE")
        .click("angle:270")
    )
    assert {t.id for t in builder.targets()} == {"order:mine", "order:theirs"}
    assert choice_detail(builder, "order:mine") == "Red to take the medium on c2"
    assert choice_detail(builder, "order:theirs") == "Blue to take the small on d2"
    assert str(builder.click("order:theirs").move()) == "S@NE270~"
    with pytest.raises(RefusedClick, match="holds your opponent's pyramids"):
        MoveBuilder(state, kit_of(state.game).clicks).click("c2")


def refusal(state: State, *clicks: str) -> str:
    """The words that refuse the last of ``clicks`` (the others are made first)."""
    builder = MoveBuilder(state, kit_of(state.game).clicks)
    for click in clicks[:-1]:
        builder = builder.click(click)
    with pytest.raises(RefusedClick) as refused:
        builder.click(clicks[-1])
    return refused.value.reason


def test_the_opponents_stash_or_trees_are_refused_in_words_that_name_them() -> None:
    pylos = make_game("pylos").initial_state()
    assert (
        refusal(pylos, "stash:1") == "that reserve belongs to Dark: your balls come from your own"
    )
    assert "click the place where it goes" in refusal(pylos, "stash:0")
    pylon = make_game("pylon").initial_state()
    words = refusal(pylon, "stash:1:L")
    assert words == "that stash belongs to Blue: you place pyramids from your own"
    assert refusal(pylon, "size:S", "stash:1:S") == words  # the move begun is kept
    ambush_start = make_game("ambush").initial_state()
    words = "that tree belongs to Blue: you place and pay from your own trees"
    assert refusal(ambush_start, "stash:1:3") == words
    assert refusal(ambush_start, "rotate:NE", "stash:1:3") == words


def test_an_empty_tree_or_stash_row_says_it_is_empty() -> None:
    empty_tree = ambush({"b2": "A-L", "c2": "A-M", "d2": "A-S"})
    trees = empty_tree.trees(0)
    assert "" in trees
    assert refusal(empty_tree, f"stash:0:{trees.index('')}") == (
        "this tree is empty: take the top of another of your trees"
    )
    state = make_game("pylon").initial_state()
    for move in ("Sa1", "Lf5", "Sa2", "Lf4", "Sa3", "Lf3", "Sa4", "Lf2", "Sa5", "Lf1"):
        state = state.apply(state.parse_move(move))
    assert state.stashes[0][0] == 0
    assert "small" in refusal(state, "size:S")


def test_pylos_levels_map_never_plays_and_says_where_to_click() -> None:
    state = make_game("pylos").initial_state()
    assert refusal(state, "map:1a1") == (
        "the levels map only shows where the balls are: click 1a1 on the board itself"
    )


def test_ambush_prompt_follows_what_can_be_clicked() -> None:
    state = make_game("ambush").initial_state()
    words = kit_of(state.game).words
    builder = MoveBuilder(state, kit_of(state.game).clicks)
    assert "coaster's arrow" in words.prompt(builder)
    assert str(words.prompt(builder.click("c3"))) == ("choose the tree whose top goes on c3.")
    assert "coaster's arrow" in words.prompt(builder.click("size:S"))
