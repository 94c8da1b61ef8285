"""The ideas of each game's moves (``core.study.ideas``), in its lessons' words, in English and
French: what a move does by itself, what its line shows, and the hint that says them in all
three games in the same words as the puzzles."""

from __future__ import annotations

from multiprocessing import Pipe

import pytest

from core.api import Move, State
from core.registry import evaluation_of, kit_of, make_game
from core.search.levels import STRONGEST
from core.study.analysis import analyse
from core.study.ideas import JOINED, THEN, ideas_of
from core.study.puzzles import puzzles_of, why_text
from core.words import Text, render
from desktop.computer.protocol import Think, Thought
from desktop.computer.thinker import _Server as Server
from tests.core.french_catalogue import catalogue, translate

GAMES = ("pylos", "pylon", "ambush")


def ideas_in(state: State, move: Move, line: tuple[Move, ...] | list[Move] = ()) -> list[Text]:
    """The ideas of ``move`` as the program says them: the game's kit's, its evaluation's
    reason where it has none."""
    return ideas_of(state, move, line, kit_of(state.game).ideas, evaluation_of(state.game))


def french(text: str) -> str:
    return render(text, None, translate)


def played(game: str, moves: str) -> tuple[State, list[Move]]:
    """The position after ``moves`` of ``game`` from its start, and the moves as played."""
    state = make_game(game).initial_state()
    line: list[Move] = []
    for notation in moves.split():
        line.append(state.parse_move(notation))
        state = state.play_unchecked(line[-1])
    return state, line


def named(game: str) -> set[str]:
    ideas = kit_of(game).ideas
    assert ideas is not None
    return {*ideas.templates.values(), THEN}


@pytest.mark.parametrize("game", GAMES)
def test_every_idea_a_kit_can_say_is_translated(game: str) -> None:
    ideas = kit_of(game).ideas
    assert ideas is not None and ideas.templates
    for template in named(game):
        assert template in catalogue(), template


def test_pylos_a_square_completed_and_a_ball_raised_and_the_race() -> None:
    puzzle = next(p for p in puzzles_of("pylos") if p.solution == "2c1x3a2x2b1")
    state = puzzle.start_state()
    move = state.parse_move(puzzle.solution)
    ideas = ideas_in(state, move)
    assert ideas[0] == "completes a square on 2c1 and takes back two balls"
    assert french(ideas[0]) == "complète un carré en 2c1 et reprend deux billes"
    raised = next(p for p in puzzles_of("pylos") if p.solution == "1d4-3a2")
    state = raised.start_state()
    line = [state.parse_move(raised.solution)]
    line.append(state.play_unchecked(line[0]).legal_moves()[0])
    ideas = ideas_in(state, line[0], line)
    assert ideas[0] == "raises a ball from 1d4 to 3a2, saving a ball of the reserve"
    assert ideas[-1] == "forces Dark to spend the last ball of the reserve"
    assert french(ideas[-1]) == "oblige Foncé à jouer la dernière bille de sa réserve"


def test_pylos_a_square_of_the_other_side_blocked() -> None:
    puzzle = next(p for p in puzzles_of("pylos") if p.theme == "block")
    state = puzzle.start_state()
    ideas = ideas_in(state, state.parse_move(puzzle.solution))
    assert ideas[0].startswith("blocks the square Light would complete on ")


def test_pylon_a_stack_topped_made_unmovable_or_given_up() -> None:
    first = puzzles_of("pylon")[0]
    ideas = ideas_in(first.start_state(), first.start_state().parse_move(first.solution))
    assert ideas[:2] == [
        "tops the stack of Blue on f1: its 3 points now count for Red",
        "makes the stack on f1 unmovable: its 3 points stay with Red",
    ]
    for puzzle in puzzles_of("pylon"):
        if puzzle.theme == "sacrifice":
            state = puzzle.start_state()
            ideas = ideas_in(state, state.parse_move(puzzle.solution))
            assert any(
                idea.template == "gives up {points} points for now, to win more later"
                for idea in ideas
            )


def test_ambush_a_sandwich_stopped_two_captures_and_a_coaster_turn() -> None:
    """The issue's Ambush puzzle 1: Ld1 stops Blue's sandwich on e1 (Blue's Ld1 would have
    sandwiched e1); puzzle 5's Lf6 captures two pyramids at once; a rotation's capture."""
    puzzles = {p.id: p for p in puzzles_of("ambush")}
    one = puzzles["ambush-001"]
    assert one.solution == "Ld1"
    ideas = ideas_in(one.start_state(), one.start_state().parse_move("Ld1"))
    assert ideas[0] == "stops the sandwich of Blue on e1"
    assert french(ideas[0]) == "empêche le sandwich de Bleu en e1"
    five = puzzles["ambush-005"]
    ideas = ideas_in(five.start_state(), five.start_state().parse_move(five.solution))
    assert ideas[0].startswith("captures two pyramids at once: a large on f5 and a small on e6")
    turn = puzzles["ambush-011"]
    ideas = ideas_in(turn.start_state(), turn.start_state().parse_move(turn.solution))
    assert ideas[0] == "turns the NE coaster to capture a medium on f3"
    assert french(ideas[0]) == "tourne le sous-verre NE pour prendre une moyenne en f3"


def test_a_quiet_move_says_what_the_line_brings_then_or_the_evaluation() -> None:
    """A move with no idea of its own is said by its line ("then …") or, with no line, by
    the evaluation's reason: never nothing."""
    state, _ = played("pylos", "1a1 1a2")
    move = state.parse_move("1d4")
    ideas = ideas_in(state, move)
    assert ideas and all(isinstance(idea, Text) for idea in ideas)


@pytest.mark.parametrize("game", GAMES)
def test_the_hint_gives_the_move_s_ideas_in_every_game(game: str) -> None:
    """The hint (the worker's answer to a "hint" request) says why in every game, in the
    words the puzzles use: at each puzzle's start of the game, the strongest level finds the
    solution and its reason is an idea of the game, translated (the issue: the hint said why
    only in Pylos and Pylon)."""
    ours, theirs = Pipe()
    thinker = Server(ours, None)  # the worker, without its process
    for puzzle in puzzles_of(game)[:3]:
        state = puzzle.start_state()
        thought = thinker.think(Think(1, state, STRONGEST.number, 0, 1.0, "hint"))
        assert isinstance(thought, Thought), thought
        reason = thought.reason
        assert isinstance(reason, Text) and reason, (puzzle.id, reason)
        parts = [part for part in reason.args.values() if isinstance(part, Text)]
        assert parts and all(part.template in named(game) for part in parts), reason
        assert thought.move == puzzle.solution  # the win the puzzle proves, said as it says it
        assert str(parts[0]) in why_text(puzzle)
        assert french(reason) != reason
    theirs.close()


def parts_of(text: Text) -> list[Text]:
    """The ideas a reason joins (``core.study.ideas.JOINED``), or the reason itself."""
    if text.template in JOINED:
        return [text.args[key] for key in sorted(text.args)]
    return [text]


@pytest.mark.parametrize("game", GAMES)
def test_the_analysis_says_the_better_move_s_ideas_and_steps_its_line(game: str) -> None:
    """A puzzle's start with a wrong move played, analysed: the better move's reason is the
    game's ideas (what its line then brings included), in English and French, where French
    puts its space before each semicolon; the line it gives starts with that move and plays."""
    puzzle = min(puzzles_of(game), key=lambda p: (p.depth, len(p.record)))
    state = puzzle.start_state()
    wrong = next(str(m) for m in state.legal_moves() if not puzzle.is_solution(m))
    moves = [*puzzle.record, wrong]
    made = puzzle.make_game()
    kit = kit_of(game)
    ply = next(analyse(made, evaluation_of(made), moves, None, 20_000, len(moves), ideas=kit.ideas))
    assert ply.judgement and ply.best == puzzle.solution
    assert ply.best_line[0] == ply.best
    state.apply_all(ply.best_line)  # (a line that plays from the position before)
    reason = ply.best_reason
    assert isinstance(reason, Text)
    for part in parts_of(reason):
        assert part.template in named(game), part
    french = render(reason, None, translate)
    assert french != reason and french.count(" ; ") == reason.count("; ")
