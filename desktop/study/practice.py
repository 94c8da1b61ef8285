"""Practice against the computer on the board: a position with a goal (win, win by so much,
hold on for so many moves, don't lose), the other side played by the strongest level from its
worker process (the session's ``ComputerPlayer`` plays the computer's seat as in any game).

The goal and the proof that it can be reached come from the game's kit (``core.study.practice``):
the controller sets the position up, watches every move and says, as soon as it is decided,
whether the goal was met. *Retry* puts the position back (nothing of value is lost: the
position is the practice's own); *Show the proven line* puts it back too, says the line in
words and, move after move, marks on the board the answer the proof keeps for whatever the
computer replied. What was reached on one's own (not with the line shown) is kept in the
settings.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject

from core.api import State
from core.registry import kit_of
from core.search.levels import STRONGEST
from core.study.practice import (
    Goal,
    Practice,
    PracticeError,
    Turning,
    held,
    lost_at,
    move_reason,
    practices_of,
    standing,
    verdict,
)
from core.study.puzzles import result_text
from desktop.i18n import QT_TR_NOOP, decimal, fill, shown_move, tr, translate_core
from desktop.model import Agreement, Annotations, GameModel, PositionChange, Seat
from desktop.model.describe import told_words
from desktop.study.controller import StudyController, Verdict
from desktop.study.kind import StudyKind
from desktop.study.progress import Progress

WORDS = {
    "you": QT_TR_NOOP("You"),
    "task": QT_TR_NOOP("You play {side}; {computer} plays the other side, at its strongest."),
    "met": QT_TR_NOOP("Goal met: {how}"),
    "met_shown": QT_TR_NOOP("Goal met along the proven line: {how} Retry it on your own."),
    "missed": QT_TR_NOOP("Goal missed: {how} Retry, or look at the proven line."),
    "won": QT_TR_NOOP("you beat {computer}: {result}."),
    "margin": QT_TR_NOOP("you won by {d}, and {n} were needed: {result}."),
    "short": QT_TR_NOOP("you won by {d} only, and {n} were needed: {result}."),
    "holding": QT_TR_NOOP(
        "So far: {k} of your {n} moves made, and by its evaluation you are {standing}. Once "
        "they are made, at most 1 behind holds on."
    ),
    "held": QT_TR_NOOP(
        "you made your {n} moves and by the evaluation you are {standing}: the position is "
        "not lost."
    ),
    "behind": QT_TR_NOOP(
        "you made your {n} moves, but by the evaluation you are {standing}, more than 1 "
        "behind: the position counts as lost."
    ),
    "ahead": QT_TR_NOOP("{x} ahead on the count"),
    "behind_by": QT_TR_NOOP("{x} behind on the count"),
    "level": QT_TR_NOOP("level on the count"),
    "reply": QT_TR_NOOP("{computer} replied {move}: {reason}."),
    "turning": QT_TR_NOOP(
        "Your move {number}, {move}, lost it: after it no play of yours reached the goal, "
        "whatever you did. {better} kept it in reach: {reason}."
    ),
    "missed_at": QT_TR_NOOP("Goal missed: {how}"),
    "retried": QT_TR_NOOP(
        "Back before move {number}, the goal in reach: find a move that keeps it there."
    ),
    "met_here": QT_TR_NOOP(
        "Goal met from the position retried: {how} Retry the whole practice to have it ticked."
    ),
    "not_lost": QT_TR_NOOP("you did not lose: {result}."),
    "lost": QT_TR_NOOP("{result}."),
    "line": QT_TR_NOOP(
        "The proven line: {line}. Your next move in it is marked on the board; after each "
        "reply the move that keeps the goal in reach is marked."
    ),
    "off_line": QT_TR_NOOP(
        "You left the proven line, so nothing more is marked: the goal may still be in reach. "
        "Show the proven line starts it again."
    ),
    "proven": QT_TR_NOOP("The proven line"),
    "locked_met": QT_TR_NOOP("Goal met. Choose the next practice, or retry this one."),
    "locked_missed": QT_TR_NOOP("Goal missed. Retry, or look at the proven line."),
    "locked_lost_at": QT_TR_NOOP(
        "Goal missed. The move that lost it is marked in the list: Retry from here, Retry, or "
        "look at the proven line."
    ),
    "goals": {
        "win": QT_TR_NOOP("win"),
        "margin": QT_TR_NOOP("win by a margin"),
        "survive": QT_TR_NOOP("hold on"),
        "not lose": QT_TR_NOOP("don't lose"),
    },
    "left": QT_TR_NOOP("The practice was left."),
    "bad_file": QT_TR_NOOP("The practice of {game} cannot be read: {error}"),
}


def say(key: str) -> str:
    """One of the practice's sentences (``WORDS``) in the language of this run."""
    value = WORDS[key]
    return tr(value) if isinstance(value, str) else ""


def goal_label(goal: Goal) -> str:
    """A goal's kind in a word or two ("hold on")."""
    table = WORDS["goals"]
    return tr(table[goal.kind]) if isinstance(table, dict) else goal.kind


def computer_name() -> str:
    """The strongest level's name, as the New Game dialog says it."""
    return translate_core(STRONGEST.name)


class PracticeController(StudyController[Practice]):
    """Runs one game's practices on ``model`` (the computer's seat is played by whoever plays
    the model's computer seats). ``changed`` fires when the practice or its state changes."""

    kind = StudyKind.PRACTICE
    title_words = QT_TR_NOOP("{game} practice — Pyramid Duels")
    refusals = ("locked_missed", "locked_lost_at", "left")

    def __init__(
        self, model: GameModel, progress: Progress | None = None, parent: QObject | None = None
    ) -> None:
        super().__init__(model, progress, parent)
        self.status = ""  # "playing", "met" or "missed"
        self.shown = False  # the proven line is shown (and marked move after move)
        self.from_here = False  # retried from the move that lost the goal (``retry_from_here``)
        self.turning: Turning | None = None  # where a missed goal was lost
        self._kept: list[str] = []  # the moves *Retry from here* keeps, for ``set_up``
        self.verdict = Verdict()

    @property
    def practice(self) -> Practice:
        return self.item

    # --- a study of practices ----------------------------------------------------------------
    def items_of(self, game_name: str) -> list[Practice]:
        """The practices of ``game_name`` (ValueError, in words, if its file cannot be read)."""
        try:
            return practices_of(game_name)
        except PracticeError as error:
            title = kit_of(game_name).game.title
            raise ValueError(fill(say("bad_file"), game=title, error=str(error))) from None

    def set_up(self) -> None:
        """The practice's position: you to move, the strongest level on the other seat (after
        the moves kept by *Retry from here*, if it asked)."""
        practice = self.practice
        state = practice.start_state()
        you = state.current_player
        seats = [Seat(STRONGEST.name, "computer", STRONGEST.number)] * 2  # (shown translated)
        seats[you] = Seat(str(WORDS["you"]), ours=True)
        moves, self._kept = self._kept, []
        self.model.lock(None)
        self.status, self.shown, self.from_here = "playing", False, bool(moves)
        self.turning = None
        self.verdict = Verdict()
        if moves:
            number = len(moves) + 1
            self.verdict = Verdict(lambda: fill(say("retried"), number=number), "info")
        game = practice.make_game()
        self.model.new_game(game, (seats[0], seats[1]), moves=moves, start=state)
        self.changed.emit()

    def let_go(self) -> None:
        """The board stays locked: the computer's seat plays no more on a board that is no
        longer the practice's (whatever takes the board next unlocks it)."""
        self._lock("left")

    def words(self, key: str) -> str:
        return say(key)

    def back_label(self) -> str:
        game = kit_of(self.practice.game).game.title
        return fill(tr("Back to {game} practice {number}"), game=game, number=self.index + 1)

    # --- words -------------------------------------------------------------------------------
    def side_name(self) -> str:
        """The name of your side ("Light", "Red"…), in the palette's colours."""
        side = self.model.game.player_names[self.practice.you]
        return self.model.recolour(translate_core(side))

    def task(self) -> str:
        practice = self.practice
        mine = fill(say("task"), side=self.side_name(), computer=computer_name())
        return f"{self.say_core(practice.text)}\n\n{mine}"

    # --- the proven line ---------------------------------------------------------------------
    def show_line(self) -> None:
        """Put the position back, say the proven line and mark its first move on the board."""
        if not self.active:
            return
        self.retry()  # (asking nothing: the position is the practice's own)
        self.shown = True
        line = " ".join(self.practice.line)
        self.verdict = Verdict(lambda: fill(say("line"), line=shown_move(line)), "info")
        self._mark_answer()
        self.offer_line()
        self.changed.emit()

    def offer_line(self) -> None:
        """Offer to step through the proven line from the practice's start, on both boards
        (after a try, or while playing it along)."""
        practice = self.practice
        if practice.line:
            self.model.lines.offer(practice.start_state(), practice.line, lambda: say("proven"))

    def _mark_answer(self) -> None:
        """On both boards, the move the proof keeps here; where it keeps none (you left its
        line), say so."""
        answer = self.practice.answer(self.model.state)
        if answer is not None:
            self.model.show_move(self.model.state.parse_move(answer))
        else:
            self.verdict = Verdict(lambda: say("off_line"), "info")

    # --- what happens on the board -----------------------------------------------------------
    def your_moves(self) -> int:
        """How many moves you have made since the start."""
        you = self.practice.you
        states = self.model.states[: self.model.cursor]
        return sum(state.current_player == you for state in states)

    def on_position_changed(self, change: PositionChange) -> None:
        if not self.active or self.status != "playing" or self.model.reviewing:
            return
        practice, state = self.practice, self.model.state
        result = verdict(practice.goal, state, practice.you, self.your_moves())
        if result is None:
            if self.shown and state.current_player == practice.you:
                self._mark_answer()
            elif practice.goal.kind == "survive" and state.current_player == practice.you:
                k, n, value = self.your_moves(), practice.goal.n, standing(state)
                self.verdict = Verdict(
                    lambda: fill(say("holding"), k=k, n=n, standing=standing_words(value)), "info"
                )
            self.changed.emit()
            return
        self._decided(result, state)

    def _decided(self, result: bool, state: State) -> None:
        """The goal is met (``result``) or missed at ``state``: say so, point at the move that
        lost it, lock the board. Only a try from the start on your own counts in the progress."""
        practice = self.practice
        if not self.shown and not self.from_here:
            self.progress.record_try(practice, done=result)
        self.status = "met" if result else "missed"
        key = "met_shown" if self.shown else ("met_here" if self.from_here else "met")
        key = key if result else "missed"
        self.turning = None if result else lost_at(practice, self.played())
        if self.turning is not None:
            key = "missed_at"  # (what to do next is said with the move that lost it)
        turning = self.turning_words()
        self.verdict = Verdict(
            lambda: " ".join(filter(None, (fill(say(key), how=self._how(state)), turning()))),
            "right" if result else "wrong",
        )
        self.model.annotate(Annotations())
        missed = "locked_lost_at" if self.turning is not None else "locked_missed"
        self._lock("locked_met" if result else missed)
        self.offer_line()
        self.changed.emit()

    def played(self) -> list[str]:
        """The moves played since the practice's start, to the position on show."""
        return [str(entry) for entry in self.model.entries[: self.model.cursor]]

    def turning_words(self) -> Callable[[], str]:
        """The words for the move that lost the goal (``turning``), said when read ("" if
        none was found)."""
        turning = self.turning
        if turning is None:
            return lambda: ""
        before = self.practice.start_state().apply_all(self.played()[: turning.ply])
        move, better = self.played()[turning.ply], before.parse_move(turning.better)
        reason = move_reason(before, better)
        return lambda: fill(
            say("turning"),
            number=turning.ply + 1,
            move=shown_move(move),
            better=shown_move(turning.better),
            reason=self.say_core(reason),
        )

    def retry_from_here(self) -> None:
        """The position before the move that lost the goal, on the board to play again: the
        moves before it stay, and count towards the goal as they did; the computer plays on.
        A goal met from there is said, but ticks nothing (only a whole try does)."""
        turning = self.turning
        if not self.active or self.status != "missed" or turning is None:
            return
        self._kept = self.played()[: turning.ply]
        self.begin()

    def reply_words(self) -> str:
        """The computer's move that led to the position on show, and what it did, in words
        ("" where your move did, or at the start)."""
        model, at = self.model, self.model.cursor
        if not self.active or at == 0 or model.states[at - 1].current_player == self.practice.you:
            return ""
        entry = model.entries[at - 1]
        if isinstance(entry, Agreement):
            return ""
        reason = self.say_core(move_reason(model.states[at - 1], entry))
        words = fill(
            say("reply"), computer=computer_name(), move=shown_move(str(entry)), reason=reason
        )
        told = told_words(model, at)
        return f"{words} {told}" if told else words

    def _how(self, state: State) -> str:
        """How the goal was met or missed at ``state``, in a sentence."""
        practice = self.practice
        goal, you = practice.goal, practice.you
        if not state.is_over:
            value = standing(state)
            key = "held" if held(state) else "behind"
            return fill(say(key), n=goal.n, standing=standing_words(value))
        result = self.say_core(result_text(state))
        outcome = state.outcome()
        assert outcome is not None
        figures = outcome.figures
        difference = figures[you] - figures[1 - you]
        if outcome.winner == you and goal.kind == "margin":
            key = "margin" if difference >= goal.n else "short"
            return fill(say(key), d=difference, n=goal.n, result=result)
        if outcome.winner == you:
            return fill(say("won"), computer=computer_name(), result=result)
        if outcome.winner is None:
            return fill(
                say("not_lost" if goal.kind in ("not lose", "survive") else "lost"), result=result
            )
        return fill(say("lost"), result=result)


def standing_words(value: float) -> str:
    """Where the evaluation puts you, in words ("1.5 behind on the count")."""
    if abs(value) < 0.05:
        return say("level")
    return fill(say("ahead" if value > 0 else "behind_by"), x=decimal(abs(value)))
