"""A lesson played on the real board: the tutorial is one more "player" of the ``GameModel``, a
study like the puzzles and the practices (``desktop.study.controller``).

For each step the controller starts the model at the step's position with the step's game, then:

- *explain*: points at things (highlights, arrows) and locks the board;
- *show*: plays the scripted moves one by one through the model (so both views animate them),
  and can play them again;
- *try*: unlocks the board and judges the move the player makes: one that meets the goal
  finishes the step; one the rules refuse is explained by the engine (the model's message line);
  a legal but wrong one is explained by the lesson, and the board comes back to try again;
- *question*: takes the board's clicks for itself and checks each against the answers.

A wrong answer is told the words written for that mistake (``LessonStep.wrong_words``), a click
the rules refuse the lesson's own words where it has them. Each answer counts towards the
lesson's stars (``core.study.tutorial.stars``); after a right answer the lesson waits for Next, or,
when the learner asked it to go on by itself, moves on once its words have had the time to be
read. Words on show are kept as what they say, not as text, so a change of language re-words the
step without starting it again.

Progress (how far each lesson has been followed, and its best stars) is kept in the settings
between runs (``desktop.study.progress``).
"""

from __future__ import annotations

import time

from PySide6.QtCore import QObject, Signal

from core.clicks import Click
from core.study.tutorial import Lesson, LessonStep, Words, lessons_of, stars
from desktop.i18n import QT_TR_NOOP, tr, whole_sentence
from desktop.i18n.language import current_language
from desktop.model import Annotations, GameModel, PositionChange
from desktop.study.controller import StudyController
from desktop.study.kind import StudyKind
from desktop.study.lesson_words import WORDS, Feedback, say
from desktop.study.progress import Progress, star_line


class LessonController(StudyController[Lesson]):
    """Runs one game's lessons on ``model``. ``changed`` fires when the lesson, the step or the
    step's state (done, feedback) changes; ``all_done`` when the game's last lesson is finished."""

    all_done = Signal(str)

    kind = StudyKind.LESSON
    title_words = QT_TR_NOOP("{game} lessons — Pyramid Duels")

    step_pause_ms = 700  # between two scripted moves of a show step, after the animation
    reset_ms = 1600  # how long a wrong move stays on the board before it comes back
    advance_ms = 1500  # a right answer's pause before the next step comes, words aside
    word_ms = 330  # and the time to read each of its words (about 180 words a minute)
    grace_s = 0.8  # a Next pressed this soon after the lesson moved on by itself is not another

    def __init__(
        self, model: GameModel, progress: Progress | None = None, parent: QObject | None = None
    ) -> None:
        super().__init__(model, progress, parent)
        self.step_index = 0
        self.done = False  # the step asks nothing more (read, watched, solved, answered)
        self.feedback = Feedback()
        self.found: tuple[Click, ...] = ()
        self.hint_shown = False
        self.attempts: dict[int, int] = {}  # step → attempts so far, in this lesson
        self.answered: dict[int, int] = {}  # step → attempts it took to answer right
        self.helped: set[int] = set()  # steps where a hint was asked
        self.earned = 0  # stars of the lesson just finished (0: not finished)
        self._rewording = False
        self._echoing = False  # the feedback repeats a refusal on the message line
        self._moved_on_at = -1.0  # when the lesson last moved on by itself (monotonic seconds)
        self._setting_up = False
        model.message.connect(self._on_message)

    # --- where we are ---------------------------------------------------------------------
    @property
    def lesson(self) -> Lesson:
        return self.item

    @property
    def step(self) -> LessonStep:
        return self.lesson.steps[self.step_index]

    @property
    def goes_on_by_itself(self) -> bool:
        """Whether a right answer leads to the next step by itself, once its words have had the
        time to be read (off unless the learner asks for it: Next is the way on); kept with the
        lessons' progress."""
        return self.progress.choice("auto_advance")

    @goes_on_by_itself.setter
    def goes_on_by_itself(self, on: bool) -> None:
        self.progress.choose("auto_advance", on)

    def words(self, key: str) -> str:
        """One of ``WORDS``; where it would send the learner on with Next and there is no
        next step, its words for the very last step instead."""
        return say(self._worded(key))

    def _worded(self, key: str) -> str:
        last = f"{key}_last"
        return last if last in WORDS and self.active and not self.can_go_next() else key

    @property
    def is_last_step(self) -> bool:
        return self.step_index == len(self.lesson.steps) - 1

    @property
    def is_last_lesson(self) -> bool:
        return self.index == len(self.items) - 1

    @property
    def finished_everything(self) -> bool:
        """The game's last step of its last lesson is done."""
        return self.active and self.is_last_lesson and self.is_last_step and self.done

    # --- a study of lessons ---------------------------------------------------------------
    def items_of(self, game_name: str) -> list[Lesson]:
        return lessons_of(game_name)

    def check_place(self, item: Lesson, step: int) -> None:
        if not 0 <= step < len(item.steps):
            raise IndexError(f"that lesson has {len(item.steps)} steps")

    def arrive(self, step: int) -> None:
        """Another lesson, at ``step``: its count of answers starts again (for its stars)."""
        self.attempts, self.answered, self.helped = {}, {}, set()
        self.earned = 0
        self.step_index = step

    def let_go(self) -> None:
        self.model.take_clicks(None)
        self.model.lock(None)

    def back_label(self) -> str:
        title = self.lesson.title(current_language())
        return tr("Back to the lesson “{title}”").format(title=title)

    # --- moving around ----------------------------------------------------------------------
    def go_step(self, step_index: int) -> None:
        """Start step ``step_index`` of the lesson from its position."""
        self.step_index = step_index
        self.begin()

    def set_up(self) -> None:
        """The step from its position, what it shows pointed at, and the board as it asks."""
        self.done = False
        self.feedback = Feedback()
        self._echoing = False
        self.found = ()
        self.hint_shown = False
        self.earned = 0
        self.progress.record_step(self.lesson, self.step_index + 1)
        step = self.step
        game = self.lesson.make_game(step)
        self._setting_up = True
        try:
            self.model.take_clicks(None)
            self._lock("")
            self.model.new_game(game, start=step.start(game))
            self.model.annotate(Annotations(step.highlight, step.arrows))
        finally:
            self._setting_up = False
        if step.kind == "explain":
            self._lock("explain")
            self._finish(Feedback())
        elif step.kind == "show":
            self._lock("show")
            self._play_script(0)
        elif step.kind == "question":
            self.model.take_clicks(self._answer, self.words("question"))
            self.feedback = Feedback.of("info", "question")
        else:
            self.feedback = Feedback.of("info", "try")
        self.changed.emit()

    def next(self) -> None:
        """The next step, or the next lesson's first; after the last, ``all_done``."""
        if not self.active:
            return
        if not self.is_last_step:
            self.go_step(self.step_index + 1)
        elif not self.is_last_lesson:
            self.progress.record_step(self.lesson, len(self.lesson.steps), finished=self.done)
            self.go(self.index + 1)

    def next_by_hand(self) -> None:
        """Next, pressed by the learner: not taken as a second step when the lesson has just
        moved on by itself (the learner pressed it for the step they were reading)."""
        if time.monotonic() - self._moved_on_at < self.grace_s:
            return
        self.next()

    def back(self) -> None:
        """The step before (the previous lesson's last, from a first step)."""
        if not self.active:
            return
        if self.step_index > 0:
            self.go_step(self.step_index - 1)
        elif self.index > 0:
            self.go(self.index - 1, len(self.items[self.index - 1].steps) - 1)

    def reword(self) -> None:
        """A question's words again (the answers found stay), and a wrong answer's, its ring
        with them."""
        if self.step.kind == "question" and self.model.click_handler is not None:
            refused = self.model.refused_raw
            self.model.take_clicks(self._answer, self.words("question"))
            if refused is not None and self.feedback is not None and self.feedback.kind == "wrong":
                self._told_wrong(refused)

    def can_go_back(self) -> bool:
        return self.active and (self.step_index > 0 or self.index > 0)

    def can_go_next(self) -> bool:
        """Next is offered on every step but the game's very last (whose end offers a real
        game): a try or a question may be skipped, so a learner is never stuck."""
        return self.active and not (self.is_last_lesson and self.is_last_step)

    # --- show steps ----------------------------------------------------------------------------
    def replay(self) -> None:
        """Play a show step's moves again from its position."""
        if self.active and self.step.kind == "show":
            self.begin()

    def _play_script(self, index: int) -> None:
        moves = self.step.moves
        if index >= len(moves):
            self._lock("shown")
            self._finish(Feedback.of("info", self._worded("shown")))
            self.changed.emit()
            return
        delay = self.step_pause_ms if index == 0 else 0
        self.later(delay, lambda: self._play_one(index))

    def _play_one(self, index: int) -> None:
        before = self.model.state
        move = before.parse_move(self.step.moves[index])
        steps = len(before.transition(move).steps)
        self._setting_up = True
        try:
            self.model.play(move)
        finally:
            self._setting_up = False
        wait = steps * self.animation_ms + self.step_pause_ms
        self.later(wait, lambda: self._play_script(index + 1))

    # --- try steps -------------------------------------------------------------------------------
    def on_position_changed(self, change: PositionChange) -> None:
        if not self.active or self._setting_up or self.step.kind != "try" or self.done:
            return
        if change.step != 1 or self.model.cursor == 0:
            return
        before = self.model.states[self.model.cursor - 1]
        move = self.model.moves[self.model.cursor - 1]
        step = self.step
        self._count_attempt()
        if step.meets_goal(before, move):
            self._answered_right()
        else:
            wrong = step.wrong_words(before, move, self.lesson.wrongs)
            self.feedback = Feedback.of("wrong", wrong if wrong("en") else "wrong", "again")
            self._lock("again")
            self.later(self.reset_ms, self._try_again)
        self.changed.emit()

    def _try_again(self) -> None:
        if not self.done:
            feedback = self.feedback
            self.begin()
            self.feedback = feedback  # the explanation stays in view
            self.changed.emit()

    def _count_attempt(self) -> None:
        self.attempts[self.step_index] = self.attempts.get(self.step_index, 0) + 1

    def _answered_right(self) -> None:
        """The step is answered: its words, its count for the stars, and the next step. By
        default the answer's explanation stays until the learner presses Next; a learner who
        lets the lesson go on by itself gets the time to read it first (``reading_ms``), and
        the words say so."""
        step = self.step
        right = step.right if step.right("en") else "right"
        self.answered.setdefault(self.step_index, self.attempts.get(self.step_index, 1))
        goes_on = self.goes_on_by_itself and not self.is_last_step
        self._lock("locked_coming" if goes_on else "locked_done")
        self._finish(Feedback.of("right", right, "coming" if goes_on else self._worded("done")))
        if goes_on:
            self.later(self.reading_ms(self.feedback.text), self._go_on)

    def reading_ms(self, text: str) -> int:
        """How long ``text`` stays in view before the lesson moves on by itself: a pause, and
        the time to read each word at a slow reading pace."""
        return self.advance_ms + self.word_ms * len(text.split())

    def _go_on(self) -> None:
        if self.active and self.done:
            self._moved_on_at = time.monotonic()
            self.next()

    def _on_message(self, text: str, kind: str) -> None:
        """A move the rules refuse is explained by the engine, on the message line: the lesson
        repeats it beside the step — or says its own words for that click, on both."""
        trying = self.active and self.step.kind == "try" and not self.done
        if not trying or self._rewording:
            return
        if not text:  # the refusal's words went with what they spoke of: so does the echo
            if self._echoing:
                self._echoing = False
                self.feedback = Feedback.of("info", "try")
                self.changed.emit()
            return
        if kind != "refused" or self.model.locked is not None:
            return
        self._echoing = True
        words = self.step.refusal_words(self.model.refused_raw)
        if words is not None:
            self.feedback = Feedback.of("wrong", words)
            self._rewording = True
            try:
                self.model.inform(
                    lambda: words(current_language()), "refused", self.model.refused_raw
                )
            finally:
                self._rewording = False
        else:
            self.feedback = Feedback.of("wrong", whole_sentence(text))
        self.changed.emit()

    # --- questions ----------------------------------------------------------------------------
    def _answer(self, raw: Click) -> bool:
        step = self.step
        if self.done:
            key = self._lock_key or "locked_done"
            self.model.inform(lambda: self.words(key), "info")
            return False
        if raw in step.answers:
            if raw not in self.found:
                self.found += (raw,)
                self.model.annotate(Annotations(step.highlight, step.arrows, self.found))
            if step.needs == "one" or set(self.found) == set(step.answers):
                self._count_attempt()
                self.model.take_clicks(None)
                self._answered_right()
            else:
                left = len(step.answers) - len(self.found)
                self.feedback = Feedback.of("right", "found", f"({left})")
            self.changed.emit()
            return True
        self._count_attempt()
        wrong = self._told_wrong(raw)
        self.feedback = Feedback.of("wrong", wrong if wrong("en") else "wrong")
        self.changed.emit()
        return False

    def _told_wrong(self, raw: Click) -> Words:
        """Say on the message line why ``raw`` does not answer the question; its words."""
        wrong = self.step.answer_words(raw)
        self.model.inform(lambda: wrong(current_language()) or self.words("wrong"), "refused", raw)
        return wrong

    # --- hints -----------------------------------------------------------------------------------
    def hint(self) -> None:
        """The step's hint in words, and on the board what to click (a try's recorded
        solution, a question's answers)."""
        if not self.active or self.done or self.step.kind not in ("try", "question"):
            return
        step = self.step
        self.hint_shown = True
        self.helped.add(self.step_index)
        self.feedback = Feedback.of("hint", step.hint if step.hint("en") else "no_hint")
        marks: tuple[Click, ...] = ()
        if step.kind == "try" and step.solution:
            builder = self.model.builder
            solution = self.model.state.parse_move(step.solution[0])
            marks = tuple(builder.raw_clicks(solution))
        elif step.kind == "question":
            marks = tuple(a for a in step.answers if a not in self.found)
        # the hint's marks are about this position: they go once a move is played
        hinted = Annotations(step.highlight + marks, step.arrows, self.found)
        self.model.annotate(hinted, until_move=True)
        self.changed.emit()

    def _finish(self, feedback: Feedback) -> None:
        self.done = True
        self.feedback = feedback
        finished = self.is_last_step
        self.progress.record_step(self.lesson, self.step_index + 1, finished=finished)
        if finished:
            self.earned = stars(self.lesson, self.answered, sorted(self.helped))
            self.progress.record_stars(self.lesson, self.earned)
            line = star_line(self.earned)
            self.feedback = Feedback(
                (*feedback.pieces, lambda: say("stars").format(stars=line)), feedback.kind or "info"
            )
        if finished and self.is_last_lesson:
            self.all_done.emit(self.game_name)
