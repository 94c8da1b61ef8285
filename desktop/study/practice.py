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

from PySide6.QtCore import QObject

from core.api import State
from core.registry import kit_of
from core.search.levels import STRONGEST
from core.study.practice import Goal, Practice, PracticeError, practices_of, verdict
from core.study.puzzles import result_text
from desktop.i18n import QT_TR_NOOP, fill, shown_move, tr, translate_core
from desktop.model import Annotations, GameModel, PositionChange, Seat
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
    "holding": QT_TR_NOOP("So far so good: {k} of your {n} moves made, the game not lost."),
    "held": QT_TR_NOOP("you held on for {n} moves, and the game goes on."),
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
    "locked_met": QT_TR_NOOP("Goal met. Choose the next practice, or retry this one."),
    "locked_missed": QT_TR_NOOP("Goal missed. Retry, or look at the proven line."),
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
    refusals = ("locked_missed", "left")

    def __init__(
        self, model: GameModel, progress: Progress | None = None, parent: QObject | None = None
    ) -> None:
        super().__init__(model, progress, parent)
        self.status = ""  # "playing", "met" or "missed"
        self.shown = False  # the proven line is shown (and marked move after move)
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
        """The practice's position: you to move, the strongest level on the other seat."""
        practice = self.practice
        state = practice.start_state()
        you = state.current_player
        seats = [Seat(STRONGEST.name, "computer", STRONGEST.number)] * 2  # (shown translated)
        seats[you] = Seat(str(WORDS["you"]), ours=True)
        self.model.lock(None)
        self.status, self.shown = "playing", False
        self.verdict = Verdict()
        self.model.new_game(practice.make_game(), (seats[0], seats[1]), start=state)
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
        self.changed.emit()

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
                k, n = self.your_moves(), practice.goal.n
                self.verdict = Verdict(lambda: fill(say("holding"), k=k, n=n), "info")
            self.changed.emit()
            return
        if not self.shown:
            self.progress.record_try(practice, done=result)
        self.status = "met" if result else "missed"
        key = ("met_shown" if self.shown else "met") if result else "missed"
        self.verdict = Verdict(
            lambda: fill(say(key), how=self._how(state)), "right" if result else "wrong"
        )
        self.model.annotate(Annotations())
        self._lock("locked_met" if result else "locked_missed")
        self.changed.emit()

    def _how(self, state: State) -> str:
        """How the goal was met or missed at ``state``, in a sentence."""
        practice = self.practice
        goal, you = practice.goal, practice.you
        if not state.is_over:
            return fill(say("held"), n=goal.n)
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
