"""Every lesson holds together: valid positions, legal scripted moves, solvable *try* steps whose
recorded mistakes are refused or explained, questions whose answers are on the board, both
languages complete — and every rule of every game is taught by at least one step."""

from __future__ import annotations

import re

import pytest

from core import game_names
from core.builder import MoveBuilder, RefusedClick
from core.clicks import Click
from core.errors import EngineError
from core.registry import kit_of
from core.study.curriculum import vocabulary_of
from core.study.tutorial import LANGUAGES, Lesson, LessonStep, lessons_of, reference_of

# Each rule and edge case the tutorial must teach, by game: a step says it teaches it.
COVERAGE: dict[str, dict[str, str]] = {
    "pylos": {
        "goal": "the goal: build the pyramid, run out and lose, the top wins",
        "placing": "placing a ball from the reserve",
        "mixed_supports": "four balls of any colours hold a place above them",
        "raising": "raising a ball saves one from the reserve",
        "raising_free_only": "only a free ball may be raised",
        "raising_strictly_up": "a raise goes up at least one level",
        "raising_not_from_under": "never from under the place it goes to",
        "square": "a square of your colour takes balls back",
        "square_take_back_one": "one ball back",
        "square_take_back_two": "two balls back",
        "take_back_ball_just_played": "the ball just played may be taken back",
        "take_back_freed_ball": "the second ball may be one the first freed",
        "lines_mature": "lines, in the mature rules",
        "children_rules": "the children's rules: no taking back",
        "out_of_balls_empty_reserve": "an empty reserve at the end of a turn loses",
        "out_of_balls_no_legal_move": "the other reading: lose only with no move left",
        "top_ball": "placing the top ball wins",
        "repetition_draw": "a third repetition is a draw (our rule)",
    },
    "pylon": {
        "placement": "placing from the stash on an empty square",
        "whole_stack_moves": "a stack moves whole",
        "size_rule": "the moving stack's bottom no larger than the target's top",
        "size_rule_equal": "equal sizes are allowed",
        "never_onto_empty": "never onto an empty square",
        "orthogonal_only": "only onto an orthogonal neighbour",
        "phase_change": "stacking begins once all 30 are placed, by who placed the last",
        "scoring": "stacks score their height for the colour on top",
        "end_by_agreement": "the players may agree to end the game",
    },
    "ambush": {
        "trees": "five trees, only their tops are played",
        "place_empty_or_own": "placing on an empty square or one of your stacks",
        "visible_pips": "a stack's strength is its visible pips",
        "sandwich": "two of your stacks around an enemy stack capture it",
        "sandwich_strict": "the flanks must be strictly stronger",
        "only_top_captured": "only the top pyramid is captured",
        "one_capture_per_square": "a square loses at most one pyramid a turn",
        "dormant_sandwiches": "sandwiches wait until a move touches them",
        "rotation_price": "a coaster turns for a tree top",
        "coaster_not_turned_back": "the coaster turned last may not turn now",
        "rotation_both_capture": "after a turn both players capture, the mover chooses the order",
        "end_and_scoring": "thirty turns, captured pips decide",
        "diagonal_option": "the diagonal option",
    },
}


def all_lessons() -> list[tuple[str, Lesson]]:
    return [(name, lesson) for name in game_names() for lesson in lessons_of(name)]


def all_steps() -> list[tuple[Lesson, int, LessonStep]]:
    return [(lesson, n, step) for _, lesson in all_lessons() for n, step in enumerate(lesson.steps)]


def step_id(item: tuple[Lesson, int, LessonStep]) -> str:
    lesson, number, step = item
    return f"{lesson.game}:{lesson.id}:{number + 1}:{step.kind}"


def test_every_game_has_lessons() -> None:
    for name in COVERAGE:
        assert lessons_of(name), f"{name} has no lessons"


@pytest.mark.parametrize("name", sorted(COVERAGE))
def test_every_rule_is_taught_by_a_step(name: str) -> None:
    taught = {rule for lesson in lessons_of(name) for step in lesson.steps for rule in step.teaches}
    missing = {rule: words for rule, words in COVERAGE[name].items() if rule not in taught}
    assert missing == {}
    words = set(vocabulary_of(name).concepts)  # the words taught, beside the rules
    unknown = taught - set(COVERAGE[name]) - words
    assert unknown == set(), f"steps teach rules the coverage table does not know: {unknown}"


@pytest.mark.parametrize("name", sorted(COVERAGE))
def test_every_rule_is_practised_by_a_try_or_a_question(name: str) -> None:
    practised = {
        rule
        for lesson in lessons_of(name)
        for step in lesson.steps
        if step.kind in ("try", "question", "show")
        for rule in step.teaches
    }
    assert set(COVERAGE[name]) - practised <= {"goal", "square", "raising", "end_by_agreement"}


def test_lesson_ids_are_unique_and_texts_are_in_every_language() -> None:
    for name in game_names():
        ids = [lesson.id for lesson in lessons_of(name)]
        assert len(ids) == len(set(ids)), name
        for lesson in lessons_of(name):
            for language in LANGUAGES:
                assert lesson.title(language) and lesson.summary(language), lesson.id
                for step in lesson.steps:
                    assert step.text(language), (lesson.id, language)


@pytest.mark.parametrize("item", all_steps(), ids=step_id)
def test_each_step_holds_together(item: tuple[Lesson, int, LessonStep]) -> None:
    lesson, _, step = item
    game = lesson.make_game(step)
    start = step.start(game)
    assert not start.is_over or step.kind == "explain"
    builder = MoveBuilder(start, kit_of(start.game).clicks)
    for click in (*step.highlight, *(end for pair in step.arrows for end in pair)):
        assert _on_the_board(builder, click), f"{click} is not on the board"
    if step.kind == "show":
        assert step.moves, "a show step plays moves"
        start.apply_all(step.moves)  # every scripted move is legal, in turn
    elif step.kind == "try":
        _check_try(start, step, lesson)
    elif step.kind == "question":
        _check_question(builder, step)
    for language in LANGUAGES:
        for words in (step.hint, step.wrong, step.right):
            assert bool(words(language)) == bool(words("en")), "languages differ"
    _named_moves_can_be_seen(start, step)


def _named_moves_can_be_seen(start: object, step: LessonStep) -> None:
    """A move from one place to another that the step's words give as an example ("d2-e2",
    "L@NE90") can be made on the step's board, or is played in the step: the board shows what
    the words describe (Pylon's stacking step once showed an empty board)."""
    from core.api import State

    assert isinstance(start, State)
    played = set(step.moves) | set(step.solution)
    for token in re.findall(r"[A-Za-z0-9@x]+(?:[-@][A-Za-z0-9@x]+)+", step.text("en")):
        try:
            move = start.parse_move(token)
        except EngineError:
            continue
        if str(move) in played:
            continue
        assert start.illegal_reason(move) is None, f"the words' {token} cannot be made here"


def _check_try(start: object, step: LessonStep, lesson: Lesson) -> None:
    from core.api import State

    assert isinstance(start, State)
    assert step.goal, "a try step has a goal"
    assert step.solution, "a try step has a recorded solution"
    every_move_right = all(step.meets_goal(start, m) for m in start.legal_moves())
    assert step.mistakes or every_move_right, "a try step has at least one recorded mistake"
    assert step.hint("en"), "a try step has a hint"
    for solution in step.solution:
        move = start.parse_move(solution)
        assert start.illegal_reason(move) is None, f"the solution {solution} is illegal"
        assert step.meets_goal(start, move), f"the solution {solution} misses the goal"
        _clickable(start, move)
    for mistake in step.mistakes:
        try:
            move = start.parse_move(mistake.move)
        except EngineError:
            continue  # unreadable: refused with the engine's words
        reason = start.illegal_reason(move)
        if reason is not None:
            assert reason, "an illegal mistake is explained by the engine"
            continue
        assert not step.meets_goal(start, move), f"the mistake {mistake.move} meets the goal"
        words = step.mistake_words(start, move, lesson.wrongs)
        assert words is not None, f"the legal mistake {mistake.move} needs words written for it"
        assert all(words(language) for language in LANGUAGES)


def _clickable(start: object, move: object) -> None:
    """The solution can be made by clicks, from an empty move."""
    from core.api import Move, State

    assert isinstance(start, State) and isinstance(move, Move)
    builder = MoveBuilder(start, kit_of(start.game).clicks)
    for click in builder.raw_clicks(move):
        builder = builder.click(click)
    assert builder.move() == move


def _check_question(builder: MoveBuilder, step: LessonStep) -> None:
    assert step.answers, "a question has answers"
    assert step.needs in ("one", "all")
    assert step.right("en") and step.wrong("en"), "right and wrong answers are both explained"
    for click in step.answers:
        assert _on_the_board(builder, click), f"the answer {click} is not on the board"
    assert step.mistakes, "a question has a recorded wrong answer"
    answers = {str(a) for a in step.answers}
    for mistake in step.mistakes:
        assert mistake.move not in answers, f"the recorded wrong answer {mistake.move} is right"
    assert set(step.solution) == answers if step.needs == "all" else set(step.solution) <= answers


def _on_the_board(builder: MoveBuilder, click: object) -> bool:
    """Whether ``click`` names something of the game (a place or a thing its clicks know)."""
    from core.clicks import Click

    assert isinstance(click, Click)
    if click.is_place:
        try:
            builder.state.parse_move(click.value)  # a place of the board reads as one
            return True
        except EngineError:
            pass
        try:
            builder.click(click)
            return True
        except RefusedClick as refused:
            return "is not a" not in refused.reason and "not something" not in refused.reason
    return click.kind in {t.kind for t in builder.targets()} or click.kind in ("size", "rotate")


@pytest.mark.parametrize("name", sorted(COVERAGE))
def test_the_rules_reference_links_lessons_that_exist(name: str) -> None:
    sections = reference_of(name)
    assert sections, f"{name} has no rules reference"
    ids = {lesson.id for lesson in lessons_of(name)}
    for section in sections:
        for language in LANGUAGES:
            assert section.title(language) and section.text(language)
        assert not section.lesson or section.lesson in ids, section.lesson
    linked = {section.lesson for section in sections}
    assert ids <= linked, f"lessons no section links: {ids - linked}"


def test_a_question_answers_each_recorded_wrong_click_with_its_own_words() -> None:
    """Clicking e5 in the pips question is not answered "the tallest stack is not the strongest"
    (that is b2's mistake): each recorded wrong answer has its words."""
    for _, lesson in all_lessons():
        for step in lesson.steps:
            if step.kind != "question":
                continue
            assert all(m.words("en") and m.words("fr") for m in step.mistakes), lesson.id
            said = [step.answer_words(Click.parse(m.move))("en") for m in step.mistakes]
            assert len(set(said)) == len(said), f"{lesson.id}: two mistakes, one answer"
            assert step.wrong("en") not in said, "the general words are for clicks not recorded"
    pips = next(lesson for lesson in lessons_of("ambush") if lesson.id == "visible-pips")
    strongest = pips.steps[1]
    assert "tallest" in strongest.answer_words(Click.parse("b2"))("en")
    assert "tallest" not in strongest.answer_words(Click.parse("e5"))("en")
    assert "4 pips" in strongest.answer_words(Click.parse("e5"))("en")


def test_a_turn_in_a_lesson_before_turning_is_taught_says_so() -> None:
    lessons = lessons_of("ambush")
    turning = next(n for n, lesson in enumerate(lessons) if lesson.id == "turning-coasters")
    checked = 0
    for lesson in lessons[:turning]:
        for step in lesson.steps:
            if step.kind != "try":
                continue
            start = step.start(lesson.make_game(step))
            turn = next(m for m in start.legal_moves() if "@" in str(m))
            words = step.wrong_words(start, turn, lesson.wrongs)("en")
            assert "Turning a coaster comes in its own lesson" in words, (lesson.id, str(turn))
            checked += 1
    assert checked >= 5


def test_the_turning_lesson_teaches_that_a_coaster_may_turn_on_two_turns_in_a_row() -> None:
    """Only the coaster the opponent turned just before is locked: the lesson says so with an
    example (its summary read as if a coaster could never be turned twice in a row)."""
    lesson = next(one for one in lessons_of("ambush") if one.id == "turning-coasters")
    assert "opponent" in lesson.summary("en")
    taught = [
        step
        for step in lesson.steps
        if step.kind == "question" and step.record and "@" in step.record[-2]
    ]
    assert taught, "a step where the learner turned a coaster on their last turn"
    step = taught[0]
    start = step.start(lesson.make_game(step))
    own = "rotate:" + step.record[-2].split("@")[1][:2]
    assert own in {str(answer) for answer in step.answers}
    turnable = {"rotate:" + str(m).split("@")[1][:2] for m in start.legal_moves() if "@" in str(m)}
    assert {str(answer) for answer in step.answers} == turnable  # as the engine has it
