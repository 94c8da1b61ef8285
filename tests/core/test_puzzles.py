"""Puzzles: every stored puzzle proven again (its solution wins, every other move does not),
their files well formed, the ``puzzles`` command, and the desktop's helpers."""

from __future__ import annotations

import io
import json
import os
import re
from pathlib import Path

import pytest

from core.api import Move, State
from core.registry import evaluation_of, game_names, kit_of
from core.search.engine import Searcher
from core.search.scores import MATE_BOUND, Limits
from core.study.ideas import THEN, ideas_of
from core.study.puzzles import (
    DIFFICULTIES,
    MOST_SHARING,
    Puzzle,
    PuzzleError,
    answers_for,
    examine,
    explain,
    puzzles_of,
    read_puzzles,
    refutation,
    reply_text,
    theme_of_stored,
    titled,
    why_for,
    why_text,
)
from core.study.puzzles import main as puzzles_main
from core.study.puzzles.generator import MIN_CHOICES, choices
from core.study.puzzles.titles import LONGEST
from core.tools.cli import main
from core.words import Notation, Text, render
from tests.core.french_catalogue import catalogue, translate

NODES = 400_000
ALL = [puzzle for name in game_names() for puzzle in puzzles_of(name)]


def french(text: str) -> str:
    """One of the engine's sentences in French, as the window's catalogue says it."""
    return render(text, None, translate)


EVERY_PROOF = os.environ.get("PYRAMID_DUELS_EVERY_PROOF", "") not in ("", "0")
"""Derive again every puzzle's proof in words (``why_for``), not one puzzle in three: about
30 s more of the pure engine's time (PYRAMID_DUELS_EVERY_PROOF=1)."""


def run(*args: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    status = main(list(args), io.StringIO(), out, err)
    return status, out.getvalue(), err.getvalue()


def result_of(state: State, move: Move, searcher: Searcher) -> str:
    """What the search proves of ``move`` for the player who plays it: "win", "loss", "draw",
    or "unknown"."""
    mover = state.current_player
    child = state.apply(move)
    outcome = child.outcome()
    if outcome is not None:
        return "draw" if outcome.winner is None else "win" if outcome.winner == mover else "loss"
    single = len(child.legal_moves()) == 1  # searched anyway: a forced move is not searched
    result = searcher.search(child, Limits(nodes=NODES), every_score=single)
    score = result.score if child.current_player == mover else -result.score
    if score >= MATE_BOUND:
        return "win"
    if score <= -MATE_BOUND:
        return "loss"
    return "draw" if result.solved and score == 0 else "unknown"


# --- every puzzle, proven --------------------------------------------------------------------
@pytest.mark.parametrize("puzzle", ALL, ids=lambda puzzle: puzzle.id)
def test_the_solution_alone_wins_and_every_wrong_move_has_its_reply_stored(puzzle: Puzzle) -> None:
    """Every stored puzzle proven again: its solution wins (this test's own search), and every
    other legal move loses (or, outside Pylos, draws) by the engine's proofs, which give back
    what the file stores for the window to answer at once: the computer's reply, the result
    and how long it takes. The proof the why-line reads (``Puzzle.why``) is derived again too
    (for one puzzle in three by default, every one with ``EVERY_PROOF``)."""
    state = puzzle.start_state()
    assert not state.is_over
    solution = state.parse_move(puzzle.solution)
    assert state.illegal_reason(solution) is None
    assert str(solution) == puzzle.solution  # stored in canonical notation
    assert result_of(state, solution, Searcher(evaluation_of(state.game))) == "win"
    legal = {str(move) for move in state.legal_moves()}
    assert len(legal) == puzzle.moves >= 3
    assert set(puzzle.answers) == legal - {puzzle.solution}
    assert puzzle.answers == answers_for(state, puzzle.solution)
    allowed = {"loss"} if puzzle.game == "pylos" else {"loss", "draw"}
    for move, answer in puzzle.answers.items():
        after = state.apply(state.parse_move(move))
        assert (answer.reply == "") == after.is_over
        if answer.reply:
            assert after.illegal_reason(after.parse_move(answer.reply)) is None
        assert answer.result in allowed, (move, answer)
        english = answer.explanation()
        assert english and isinstance(english, Text) and french(english) != english
    assert puzzle.answer_to(puzzle.solution) is None
    wrong = next(iter(puzzle.answers))
    assert puzzle.answer_to(wrong) == puzzle.answers[wrong]
    if EVERY_PROOF or int(puzzle.id.rsplit("-", 1)[1]) % 3 == 1:
        assert puzzle.why == why_for(state, puzzle.solution)  # the proof in words, again


@pytest.mark.parametrize("puzzle", ALL, ids=lambda puzzle: puzzle.id)
def test_the_stored_proof_holds_and_says_why_the_solution_wins(puzzle: Puzzle) -> None:
    """The proof the why-line reads (``Puzzle.why``, derived again by the test above) holds
    move by move: its line starts with the solution and ends the game won by the puzzle's
    player; it answers every legal reply, a reply it leaves unanswered ends the game lost for
    the opponent, every answer is legal. The why-line names the solution, the count now and
    the proven end."""
    state = puzzle.start_state()
    mover = state.current_player
    why = puzzle.why
    assert why is not None and why.line[0] == puzzle.solution
    end = state.apply_all(why.line).outcome()
    assert end is not None and end.winner == mover
    after = state.apply(puzzle.solution)
    assert after.is_over == (len(why.line) == 1)
    replies = () if after.is_over else after.legal_moves()
    assert set(why.replies) == {str(move) for move in replies}
    if not after.is_over:
        assert after.current_player != mover  # the replies are the opponent's
        assert why.replies[why.line[1]] == (why.line[2] if len(why.line) > 2 else "")
    for reply, answer in why.replies.items():
        then = after.apply(reply)
        if not answer:
            outcome = then.outcome()
            assert outcome is not None and outcome.winner == mover, (reply, outcome)
        else:
            assert then.current_player == mover
            assert then.illegal_reason(then.parse_move(answer)) is None
    text = why_text(puzzle)
    assert puzzle.solution in text and f"{end.reason}" in text
    first, second = after.figures()
    names = state.game.player_names
    if not after.is_over:
        assert f"the count is {names[0]} {first}, {names[1]} {second}" in text
    assert f"a win for {names[mover]}, {end.figures[mover]} to {end.figures[1 - mover]}" in text


# --- the files -------------------------------------------------------------------------------
@pytest.mark.parametrize("name", game_names())
def test_each_game_has_forty_puzzles_or_more_well_formed(name: str) -> None:
    puzzles = puzzles_of(name)
    assert len(puzzles) >= 40
    game = kit_of(name).make()
    themes = kit_of(name).puzzle_themes
    for puzzle in puzzles:
        assert puzzle.game == name and puzzle.id.startswith(f"{name}-")
        assert puzzle.make_game() == game  # (options added since are at their default)
        assert puzzle.start_state().position_text() == puzzle.position
        assert puzzle.theme in themes and puzzle.difficulty in DIFFICULTIES
        assert puzzle.depth >= 1
        title, theme = puzzle.title, themes[puzzle.theme]
        assert isinstance(title, Text) and title.startswith(theme)
        assert french(title).startswith(french(theme)) and french(title) != title


@pytest.mark.parametrize("name", game_names())
def test_titles_are_short_give_nothing_away_and_no_more_than_two_share_one(name: str) -> None:
    """Titles are derived from each position (what to look for, the win's length, the count,
    the move it starts at…), not written by hand; no more than two puzzles of a game share one,
    none is longer than 60 characters, in English or French, and none names the solution or
    one of its places (the issue: titles like "Raise a ball to win, in 2 moves, reserve 1 to 2,
    one reply, first player" that were long, alike, and told the move)."""
    puzzles = puzzles_of(name)
    assert [p.details for p in titled(puzzles)] == [p.details for p in puzzles]
    for say in (str, french):
        titles = [say(puzzle.title) for puzzle in puzzles]
        assert max(titles.count(title) for title in titles) <= MOST_SHARING == 2
        assert max(len(title) for title in titles) <= LONGEST == 60, max(titles, key=len)
    for puzzle in puzzles:
        title = str(puzzle.title)
        assert puzzle.solution not in title and puzzle.solution not in french(puzzle.title)
        for place in re.findall(r"\d?[a-f][1-6]", puzzle.solution):
            assert place not in title, (puzzle.id, place)


@pytest.mark.parametrize("puzzle", ALL, ids=lambda puzzle: puzzle.id)
def test_no_puzzle_has_a_single_move_to_choose_take_backs_aside(puzzle: Puzzle) -> None:
    """A puzzle's moves differ by more than the balls a square takes back (the issue: Pylos
    puzzle 14 had one legal move, with seven ways to take balls back)."""
    assert choices(puzzle.start_state()) >= MIN_CHOICES >= 2


@pytest.mark.parametrize("puzzle", ALL, ids=lambda puzzle: puzzle.id)
def test_the_why_names_the_idea_first_then_the_defence_it_meets(puzzle: Puzzle) -> None:
    """The why opens with the solution's ideas in its game's words (``ideas_of`` on the proven
    line: the kit's templates), in English and French; then the opponent's best defence and
    why it fails; the count and the replies come after, never instead (the issue: "Lf6 ends
    the game… 4 to 3" for a double capture, "Blue has 43 replies" for a stopped sandwich)."""
    kit = kit_of(puzzle.game)
    assert kit.ideas is not None and puzzle.why is not None
    state = puzzle.start_state()
    line, position = [], state
    for notation in puzzle.why.line:
        line.append(position.parse_move(notation))
        position = position.play_unchecked(line[-1])
    ideas = ideas_of(state, line[0], line, kit.ideas, evaluation_of(puzzle.game))
    assert ideas
    named = {*kit.ideas.templates.values(), THEN}
    for idea in ideas:
        assert isinstance(idea, Text) and idea.template in named, idea
        assert idea.template in catalogue() and french(idea) != idea
    text = why_text(puzzle)
    first = f"{puzzle.solution} {ideas[0]}"
    assert text.startswith(first)
    assert french(text).startswith(f"{french(Text('{m}', m=Notation(puzzle.solution)))} ")
    assert french(ideas[0]) in french(text)
    if len(line) > 1:
        defence = f"{state.game.player_names[1 - state.current_player]}"
        said = text[len(first) :]
        assert (
            f"Best defence for {defence}: {line[1]}" in said
            or f"Only one move for {defence}: {line[1]}" in said
        )
        assert said.index(str(line[1])) < said.index("the count is")


TERMS = ("capture", "block", "race", "sandwich", "coaster", "square", "raise", "stack", "reserve")


@pytest.mark.parametrize("name", game_names())
def test_titles_use_the_words_the_game_s_lessons_teach(name: str) -> None:
    """A game's term in a puzzle title ("capture", "square", "stack"…) is one its lessons use:
    Pylon's lessons speak of topping stacks, never of capturing."""
    kit = kit_of(name)
    assert kit.lessons is not None
    lessons = " ".join(
        path.read_text(encoding="utf-8").lower() for path in sorted(kit.lessons.glob("*.json"))
    )
    for title in kit.puzzle_themes.values():
        for term in TERMS:
            if term in title.lower():
                assert term in lessons, (name, title, term)


def test_puzzle_ids_are_unique() -> None:
    ids = [puzzle.id for puzzle in ALL]
    assert len(ids) == len(set(ids))


@pytest.mark.parametrize("name", game_names())
def test_every_theme_a_kit_declares_has_a_title_the_catalogue_translates(name: str) -> None:
    themes = kit_of(name).puzzle_themes
    assert themes  # (a game with puzzles declares their themes)
    for title in themes.values():
        assert isinstance(title, Text) and title.strip() and title.template in catalogue()


@pytest.mark.parametrize("name", game_names())
def test_the_kits_theme_tests_recognise_every_stored_puzzle_again(name: str) -> None:
    """The themes are the kit's: its tests, tried in order, name each stored puzzle's theme as
    the file says it, and that theme is one the kit declares (with its titles)."""
    for puzzle in puzzles_of(name):
        assert theme_of_stored(puzzle) == puzzle.theme, puzzle.id
        assert puzzle.theme in kit_of(name).puzzle_themes


def test_a_bad_file_is_refused_with_its_name(tmp_path: Path) -> None:
    path = tmp_path / "puzzles.json"
    path.write_text("{", encoding="utf-8")
    with pytest.raises(PuzzleError, match=r"puzzles\.json"):
        read_puzzles(path, "pylos")
    path.write_text(json.dumps({"format": "pyramid-duels-puzzles", "game": "pylos",
                                "puzzles": [{"id": "x"}]}), encoding="utf-8")  # fmt: skip
    with pytest.raises(PuzzleError, match="puzzle 1"):
        read_puzzles(path, "pylos")
    stored = json.loads(kit_of("pylos").puzzles.read_text(encoding="utf-8"))  # type: ignore[union-attr]
    stored["puzzles"][0]["details"] = 6
    path.write_text(json.dumps(stored), encoding="utf-8")
    with pytest.raises(PuzzleError, match="puzzle 1: 6 details in a title"):
        read_puzzles(path, "pylos")
    del stored["puzzles"][0]["details"]  # a title in every language, as version 1 stored it
    path.write_text(json.dumps(stored), encoding="utf-8")
    with pytest.raises(PuzzleError, match="puzzle 1: missing or bad field 'details'"):
        read_puzzles(path, "pylos")


# --- the command -----------------------------------------------------------------------------
@pytest.mark.parametrize("name", game_names())
def test_puzzles_lists_id_record_and_solution_tab_separated(name: str) -> None:
    status, out, err = run("puzzles", name)
    assert status == 0 and err == ""
    lines = out.splitlines()
    puzzles = puzzles_of(name)
    assert len(lines) == len(puzzles)
    for line, puzzle in zip(lines, puzzles, strict=True):
        fields = line.split("\t")
        assert len(fields) == 3
        identifier, record, solution = fields
        assert identifier == puzzle.id and solution == puzzle.solution
        assert record.split(" ") == list(puzzle.record)
        state = puzzle.make_game().initial_state().apply_all(record.split())
        assert state.apply(solution) is not None


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["puzzles", "chess"], "unknown game 'chess'"),
        (["puzzles"], "needs a game name"),
        (["puzzles", "pylos", "1a1"], "puzzles takes only a game name"),
        (["puzzles", "pylos", "--set", "rules=mature"], "puzzles takes only a game name"),
        (["puzzles", "pylos", "--time", "1"], "unknown option '--time' for puzzles"),
    ],
)
def test_puzzles_bad_input_exits_2_with_one_line(args: list[str], message: str) -> None:
    status, out, err = run(*args)
    assert status == 2 and out == ""
    assert err.count("\n") == 1 and message in err


# --- the desktop's helpers -------------------------------------------------------------------
@pytest.mark.parametrize("name", game_names())
def test_solution_refutation_and_explanation(name: str) -> None:
    puzzle = puzzles_of(name)[-1]
    state = puzzle.start_state()
    assert puzzle.is_solution(puzzle.solution)
    assert puzzle.is_solution(state.parse_move(puzzle.solution))
    assert not puzzle.is_solution("nonsense")
    searcher = Searcher(evaluation_of(state.game))
    wrong = [move for move in state.legal_moves() if not puzzle.is_solution(move)]
    for move in wrong[:6]:
        after = state.apply(move)
        answer = refutation(after)
        assert (answer is None) == after.is_over
        if answer is not None:
            assert after.illegal_reason(answer) is None
            # The answer keeps the wrong move from winning: it does not lose for its player.
            assert result_of(after, answer, searcher) in ("win", "draw")
        english = explain(state, move)
        assert english and french(english) != english
        expected = result_of(state, move, searcher)
        assert ("draw" in english) == (expected == "draw")
        assert ("nul" in french(english)) == (expected == "draw")


def test_pylon_puzzle_one_says_why_at_a_level_board() -> None:
    """Pylon's first puzzle: Red trails 13 to 17, and e1-f1 wins by force though it only levels
    the count. The why-line says so, how each of Blue's replies is answered, and how it ends
    (the issue: "e1-f1 wins" while the board reads 15–15, unexplained)."""
    puzzle = puzzles_of("pylon")[0]
    assert puzzle.solution == "e1-f1"
    text = why_text(puzzle)
    assert text.startswith("e1-f1 tops the stack of Blue on f1: its 3 points now count for Red")
    assert "Best defence for Blue: b2-a2. It fails to c2-c1" in text
    assert "After e1-f1 the count is Red 15, Blue 15 (points); 6 replies for Blue" in text
    assert "Red would answer" in text
    assert text.endswith("then no stack can move: a win for Red, 17 to 13 (points).")
    assert puzzle.title.startswith("Top a stack in 3 moves")
    assert french(puzzle.title).startswith("Coiffez une pile en 3")


def test_a_reply_says_what_it_wins() -> None:
    puzzle = puzzles_of("pylon")[0]
    state = puzzle.start_state()
    wrong, answer = next(iter(puzzle.answers.items()))
    after = state.apply(wrong)
    text = reply_text(after, answer.reply)
    first, second = after.apply(answer.reply).figures()
    assert text.startswith(f"Blue answered {answer.reply}")
    assert f"Red {first}, Blue {second} (points)" in text


def test_explanations_count_the_moves_to_the_loss() -> None:
    for puzzle in ALL:
        state = puzzle.start_state()
        for move in state.legal_moves():
            text = explain(state, move)
            if "moves later" in text:
                assert text == "Your opponent then wins by force, " + text.split(", ")[1]
                number = int(text.split("force, ")[1].split(" ")[0])
                assert number >= 2
                return
    pytest.skip("no puzzle's wrong move loses slowly")


# --- generating ------------------------------------------------------------------------------
@pytest.mark.parametrize("name", game_names())
def test_a_stored_puzzle_is_found_again_and_the_start_is_no_puzzle(name: str) -> None:
    puzzle = puzzles_of(name)[0]
    found = examine(puzzle.start_state(), puzzle.record, 20_000)
    assert found is not None
    assert str(found.solution) == puzzle.solution and found.theme == puzzle.theme
    assert found.difficulty == puzzle.difficulty and found.depth == puzzle.depth
    start = kit_of(name).make().initial_state()
    assert examine(start, (), 2_000) is None


def test_generate_writes_a_file_that_reads_back(tmp_path: Path) -> None:
    out = tmp_path / "puzzles.json"
    # (seed 3 finds a puzzle in its first 6 games: a few seconds instead of half a minute)
    args = ["generate", "pylos", "--count", "1", "--games", "6", "--seed", "3", "--out", str(out)]
    assert puzzles_main(args) == 0
    puzzles = read_puzzles(out, "pylos")
    assert len(puzzles) == 1
    assert puzzles_main(args) == 0
    assert read_puzzles(out, "pylos") == puzzles  # the same seed, the same puzzles
