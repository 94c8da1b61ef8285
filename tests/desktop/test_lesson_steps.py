"""A lesson's steps in the window: a hint shows the way and leaves the game unchanged, a step that
only explains locks the board, Back, Next and Restart move through the lessons (Page Up and Page
Down too), a wrong move can be retried at once and gets the words for that mistake, leaving frees
the board, stars are earned at par and fewer with extra attempts or hints, the lesson goes on by
itself only when asked and then leaves the time to read, the last step never says press Next,
and the lessons speak French, rewording the step in place when the language changes."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from core.clicks import Click
from core.registry import game_names
from core.study.tutorial import LessonStep, lessons_of
from desktop.study.browser import LessonBrowser
from desktop.study.kind import StudyKind
from desktop.window.main_window import MainWindow
from tests.desktop.conftest import OpenWindow
from tests.desktop.lesson_mistakes import legal_mistake, lesson_with_a_wrong_move


def first_step(name: str, kind: str) -> tuple[int, int, LessonStep]:
    """The first step of this kind (an explain step that points at things and draws arrows)."""
    for index, lesson in enumerate(lessons_of(name)):
        for number, step in enumerate(lesson.steps):
            if step.kind == kind and (kind != "explain" or (step.highlight and step.arrows)):
                return index, number, step
    raise AssertionError(f"{name} has no {kind} step")


def test_a_hint_shows_the_way_and_leaves_the_game_unchanged(
    qtbot: QtBot, window: MainWindow
) -> None:
    name = game_names()[0]
    index, number, step = first_step(name, "try")
    window.session.start_study(StudyKind.LESSON, name, index, number)
    model, tutorial = window.model, window.session.lessons
    before = model.state.position_key()
    qtbot.mouseClick(window.game_page.lesson_panel.hint_button, Qt.MouseButton.LeftButton)
    assert tutorial.feedback.kind == "hint"
    assert step.hint("en") in window.game_page.lesson_panel.feedback.text()
    solution = model.state.parse_move(step.solution[0])
    shown = set(model.annotations.highlight)
    assert set(model.builder.raw_clicks(solution)) & shown  # the move's clicks are pointed at
    assert model.state.position_key() == before and model.length == 0
    assert window.game_page.board2d.board.notes  # drawn on the 2D board


def test_steps_that_only_explain_lock_the_board_and_say_why(
    qtbot: QtBot, window: MainWindow
) -> None:
    name = game_names()[0]
    index, number, step = first_step(name, "explain")
    window.session.start_study(StudyKind.LESSON, name, index, number)
    view = window.game_page.board2d
    place = next(str(m)[:3] for m in window.model.state.legal_moves())
    point = view.view_point(place)
    assert point is not None
    QTest.mouseMove(view.viewport(), point)
    assert view.viewport().cursor().shape() == Qt.CursorShape.ArrowCursor  # nothing to click
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    assert window.model.length == 0
    assert "Next" in window.game_page.message_bar.text()
    # highlights and arrows are drawn on both views
    notes = len(step.highlight) + len(step.arrows)
    assert len(view.board.notes) == notes
    assert window.game_page.board3d is not None
    assert any(item.visible() for item in window.game_page.board3d.ghosts._notes.values())


def test_back_next_and_restart_move_through_the_lessons(qtbot: QtBot, window: MainWindow) -> None:
    name = game_names()[0]
    tutorial, panel = window.session.lessons, window.game_page.lesson_panel
    window.session.start_study(StudyKind.LESSON, name, 0, 0)
    assert not panel.back_button.isEnabled()
    first = tutorial.lesson
    for _ in range(len(first.steps)):
        qtbot.mouseClick(panel.next_button, Qt.MouseButton.LeftButton)
    assert (tutorial.index, tutorial.step_index) == (1, 0)  # on to the next lesson
    qtbot.mouseClick(panel.back_button, Qt.MouseButton.LeftButton)
    assert (tutorial.index, tutorial.step_index) == (0, len(first.steps) - 1)
    assert panel.text.text() == first.steps[-1].text("en")
    # the actions that move through a game's history are off in a lesson
    for action in ("undo", "redo", "previous", "next"):
        assert not window.actions_by_name[action].isEnabled()


def test_a_wrong_move_can_be_retried_at_once(qtbot: QtBot, window: MainWindow) -> None:
    name = game_names()[0]
    index = lesson_with_a_wrong_move(name)
    lesson = lessons_of(name)[index]
    number = next(
        n
        for n, s in enumerate(lesson.steps)
        if s.kind == "try" and legal_mistake(s, s.start(lesson.make_game(s)))
    )
    window.session.lessons.reset_ms = 60_000  # the learner does not wait for the board to come back
    window.session.start_study(StudyKind.LESSON, name, index, number)
    model = window.model
    step = window.session.lessons.step
    mistake = legal_mistake(step, model.state)
    assert mistake is not None
    model.play(mistake)
    assert model.locked is not None
    qtbot.mouseClick(window.game_page.lesson_panel.restart_button, Qt.MouseButton.LeftButton)
    assert model.length == 0 and model.locked is None


def test_leaving_the_tutorial_frees_the_board(qtbot: QtBot, window: MainWindow) -> None:
    window.session.start_study(StudyKind.LESSON, game_names()[0], 0, 0)
    assert window.model.locked is not None
    qtbot.mouseClick(window.game_page.lesson_panel.leave_button, Qt.MouseButton.LeftButton)
    assert window.pages.currentWidget() is window.start_screen
    assert window.model.locked is None and window.model.click_handler is None
    assert window.model.annotations.highlight == ()
    window.session.start_game(window.model.game)
    assert window.game_page.sidebars.currentWidget() is window.game_page.game_sidebar
    assert window.model.active_builder() is not None


def test_the_lessons_speak_french_when_asked(qtbot: QtBot, window: MainWindow) -> None:
    name = game_names()[0]
    window.preferences.set_language("fr")
    try:
        window.session.start_study(StudyKind.LESSON, name, 0, 0)
        step = window.session.lessons.step
        assert window.game_page.lesson_panel.text.text() == step.text("fr")
        assert window.game_page.lesson_panel.next_button.text().startswith("Suivant")
    finally:
        window.preferences.set_language("en")


def test_page_keys_drive_the_lesson(qtbot: QtBot, open_window: OpenWindow) -> None:
    """The lesson's keys (Page Up, Page Down) work as the window system sends them
    (a button's setText used to drop its shortcut)."""
    window = open_window(view="2d", active=True)
    window.session.start_study(StudyKind.LESSON, "pylos", 0, 1)
    tutorial = window.session.lessons
    handle = window.windowHandle()
    assert handle is not None
    QTest.keyClick(handle, Qt.Key.Key_PageDown)  # (a button's key "clicks" it visibly first)
    qtbot.waitUntil(lambda: tutorial.step_index == 2, timeout=2_000)
    QTest.keyClick(handle, Qt.Key.Key_PageUp)
    qtbot.waitUntil(lambda: tutorial.step_index == 1, timeout=2_000)


def answer(window: MainWindow, mistakes: bool) -> None:
    """Answer the current step through the model's clicks: its first recorded wrong answer (or
    legal wrong move) first when ``mistakes``, then the right one."""
    tutorial, model = window.session.lessons, window.model
    step = tutorial.step
    if step.kind == "question":
        if mistakes:
            model.click(Click.parse(step.mistakes[0].move))
        for raw in step.answers if step.needs == "all" else step.answers[:1]:
            model.click(raw)
    elif step.kind == "try":
        if mistakes and (wrong := legal_mistake(step, model.state)) is not None:
            model.play(wrong)
            tutorial.retry()
        model.play(model.state.parse_move(step.solution[0]))
    assert tutorial.done


def follow_by_the_model(window: MainWindow, name: str, index: int, mistakes: bool) -> int:
    """Follow a whole lesson; the stars it earned."""
    tutorial = window.session.lessons
    window.session.start_study(StudyKind.LESSON, name, index, 0)
    for number in range(len(tutorial.lesson.steps)):
        assert tutorial.step_index == number
        answer(window, mistakes)
        if number < len(tutorial.lesson.steps) - 1:
            tutorial.next()
    return tutorial.earned


def test_a_lesson_at_par_earns_three_stars_and_extra_attempts_fewer(
    qtbot: QtBot, window: MainWindow
) -> None:
    tutorial = window.session.lessons
    tutorial.goes_on_by_itself = False
    for name in ("pylos", "ambush"):
        lesson = lessons_of(name)[0]
        assert follow_by_the_model(window, name, 0, mistakes=False) == 3
        assert (
            "★★★" in tutorial.feedback.text
            and "★★★" in window.game_page.lesson_panel.feedback.text()
        )
        fewer = follow_by_the_model(window, name, 0, mistakes=True)
        assert 1 <= fewer < 3
        assert tutorial.progress.stars(lesson) == 3  # the best is kept
    helped = lessons_of("pylon")[0]
    window.session.start_study(StudyKind.LESSON, "pylon", 0, 0)
    tutorial.next()
    tutorial.next()
    tutorial.hint()  # a hint costs a star: the help is counted, never blocked
    answer(window, mistakes=False)
    assert tutorial.earned == 2 and tutorial.progress.stars(helped) == 2
    browser = LessonBrowser("pylos", tutorial.progress, window)
    qtbot.addWidget(browser)
    assert "★★★" in browser.lists["pylos"].item(0).text()
    assert "★" not in browser.lists["pylos"].item(1).text()  # not finished yet
    assert "★★☆" in browser.lists["pylon"].item(0).text()


def test_a_right_answer_waits_for_next_unless_the_learner_asks_otherwise(
    qtbot: QtBot, window: MainWindow
) -> None:
    """By default an answer's explanation stays until Next; asked to go on by itself, the
    lesson says so and waits the time to read the words first."""
    tutorial = window.session.lessons
    panel = window.game_page.lesson_panel
    tutorial.advance_ms, tutorial.word_ms = 40, 0
    assert not panel.go_on_box.isChecked() and not tutorial.goes_on_by_itself
    window.session.start_study(StudyKind.LESSON, "pylos", 0, 2)  # a question: click 1b3
    answer(window, mistakes=False)
    qtbot.wait(300)
    assert tutorial.step_index == 2 and tutorial.done
    assert "press Next" in panel.feedback.text()
    panel.go_on_box.setChecked(True)
    assert tutorial.goes_on_by_itself
    window.session.start_study(StudyKind.LESSON, "pylos", 0, 2)
    answer(window, mistakes=False)
    assert "comes by itself" in panel.feedback.text() and "press Next to go" not in (
        panel.feedback.text()
    )
    qtbot.waitUntil(lambda: tutorial.step_index == 3, timeout=3_000)


def test_going_on_by_itself_leaves_the_time_to_read_the_explanation(window: MainWindow) -> None:
    tutorial = window.session.lessons
    short, long = "Yes.", " ".join(["word"] * 30)
    assert tutorial.reading_ms(long) >= tutorial.reading_ms(short) + 30 * 300


def test_a_next_pressed_as_the_lesson_moves_on_by_itself_skips_no_step(
    qtbot: QtBot, window: MainWindow
) -> None:
    """Ambush lesson 5: reading step 2's answer and pressing Next as the lesson moved on by
    itself used to skip step 3."""
    tutorial = window.session.lessons
    panel = window.game_page.lesson_panel
    tutorial.goes_on_by_itself = True
    tutorial.advance_ms, tutorial.word_ms = 40, 0
    sandwiches = next(n for n, one in enumerate(lessons_of("ambush")) if one.id == "sandwiches")
    window.session.start_study(StudyKind.LESSON, "ambush", sandwiches, 1)
    answer(window, mistakes=False)
    qtbot.waitUntil(lambda: tutorial.step_index == 2, timeout=3_000)
    panel.next_button.click()  # meant for the step just read: not a second step on
    assert tutorial.step_index == 2
    tutorial._moved_on_at = -1.0  # later on, Next goes on as ever
    panel.next_button.click()
    assert tutorial.step_index == 3


def test_the_last_step_never_says_press_next(qtbot: QtBot, window: MainWindow) -> None:
    tutorial = window.session.lessons
    panel = window.game_page.lesson_panel
    for name in game_names():
        lessons = lessons_of(name)
        window.session.start_study(
            StudyKind.LESSON, name, len(lessons) - 1, len(lessons[-1].steps) - 1
        )
        if tutorial.step.kind in ("try", "question"):
            answer(window, mistakes=False)
        qtbot.waitUntil(lambda: tutorial.done, timeout=5_000)
        assert tutorial.done and not panel.next_button.isEnabled()
        assert "Next" not in panel.feedback.text()
        assert "Next" not in window.game_page.message_bar.text()


def test_changing_the_language_keeps_the_step_and_rewords_it(
    qtbot: QtBot, window: MainWindow
) -> None:
    tutorial, model = window.session.lessons, window.model
    panel = window.game_page.lesson_panel
    tutorial.goes_on_by_itself = False
    window.session.start_study(StudyKind.LESSON, "pylos", 1, 0)  # a try: place a ball
    step = tutorial.step
    answer(window, mistakes=False)
    try:
        window.preferences.set_language("fr")
        assert tutorial.step_index == 0 and tutorial.done and model.length == 1  # kept
        assert step.right("fr") in panel.feedback.text()
        assert panel.text.text() == step.text("fr")
    finally:
        window.preferences.set_language("en")
    assert step.right("en") in panel.feedback.text() and model.length == 1


def test_a_wrong_answer_gets_the_words_for_that_mistake(qtbot: QtBot, window: MainWindow) -> None:
    tutorial, model = window.session.lessons, window.model
    tutorial.reset_ms = 60_000
    pips = next(n for n, lesson in enumerate(lessons_of("ambush")) if lesson.id == "visible-pips")
    window.session.start_study(StudyKind.LESSON, "ambush", pips, 1)  # which stack is the strongest?
    model.click(Click.parse("e5"))
    assert "tallest" not in tutorial.feedback.text and "4 pips" in tutorial.feedback.text
    model.click(Click.parse("b2"))
    assert "tallest" in tutorial.feedback.text
    window.session.start_study(StudyKind.LESSON, "ambush", pips - 1, 1)  # place on your own stack
    turn = next(m for m in model.state.legal_moves() if "@" in str(m))
    model.play(turn)  # turning is not taught yet: the lesson says so
    assert "Turning a coaster comes in its own lesson" in tutorial.feedback.text
    window.session.start_study(StudyKind.LESSON, "pylos", 1, 2)  # a ball on top of four
    model.click(Click.parse("1a1"))  # the engine would speak of raising, not taught yet
    assert "already on the board" in tutorial.feedback.text
    assert "higher up" not in tutorial.feedback.text
    assert model.refused_raw == Click.parse("1a1")


def test_a_question_says_each_answer_anew_and_rewords_a_wrong_one_in_french(
    window: MainWindow,
) -> None:
    number, index = next(
        (n, i)
        for n, lesson in enumerate(lessons_of("pylos"))
        for i, one in enumerate(lesson.steps)
        if one.kind == "question" and one.needs == "all" and len(one.answers) > 1
        if one.mistakes and one.mistakes[0].words("en")  # a wrong answer with its own words
    )
    window.session.start_study(StudyKind.LESSON, "pylos", number, index)
    step, model = window.session.lessons.step, window.model
    message = window.game_page.message_bar
    wrong = Click.parse(step.mistakes[0].move)
    window.model.click(wrong)
    told = message.text()
    assert model.refused_raw == wrong and told
    window.model.click(step.answers[0])  # right: the wrong answer's words go
    assert told not in message.text() and model.refused_raw is None
    window.model.click(wrong)
    window.preferences.set_language("fr")
    try:  # the wrong answer said again in French, its ring on the board with it
        assert message.text().startswith(step.answer_words(wrong)("fr")[:20])
        assert model.refused_raw == wrong
    finally:
        window.preferences.set_language("en")
