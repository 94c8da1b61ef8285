"""Puzzles on the board: the position is set up, the player to move finds the one move that
wins; a wrong move is answered on the board by the computer's reply and explained, then the
puzzle can be tried again. What was solved is remembered in the settings.

The puzzles, their proofs and each wrong move's reply come from the game's kit
(``core.study.puzzles``): the window searches nothing, it answers at once. The controller is a
study on the board like the lessons (``desktop.study.controller``): it starts the position,
watches the moves made there, plays the reply and locks the board when the puzzle is over.
"""

from __future__ import annotations

from PySide6.QtCore import QObject

from core.registry import kit_of
from core.study.puzzles import Puzzle, puzzles_of, reply_text, why_text
from desktop.i18n import QT_TR_NOOP, fill, shown_move, tr, translate_core
from desktop.model import Annotations, GameModel, PositionChange, Seat
from desktop.study.controller import StudyController, Verdict
from desktop.study.kind import StudyKind
from desktop.study.progress import Progress

WORDS = {
    "you": QT_TR_NOOP("You"),
    "computer": QT_TR_NOOP("Computer"),
    "task": QT_TR_NOOP("{side} to play: find the only move that wins."),
    "locked_solved": QT_TR_NOOP("Solved. Choose the next puzzle, or try this one again."),
    "locked_wrong": QT_TR_NOOP("Not this move. Try again, or look at the solution."),
    "locked_shown": QT_TR_NOOP("The solution is on the board: play it, or go to the next puzzle."),
    "solved": QT_TR_NOOP("Right: {move} wins, and no other move does."),
    "solved_after": QT_TR_NOOP("Right: {move} wins. (Solved after {tries} tries.)"),
    "wrong": QT_TR_NOOP("{move} does not win. {why}"),
    "why": QT_TR_NOOP("Why it wins: {why}"),
    "shown": QT_TR_NOOP("The winning move is {move}, marked on the board."),
    "best_play": QT_TR_NOOP("Best play"),
    "themes": {
        "square": QT_TR_NOOP("square"),
        "raise": QT_TR_NOOP("raise"),
        "top ball": QT_TR_NOOP("top ball"),
        "reserve race": QT_TR_NOOP("reserve"),
        "block": QT_TR_NOOP("stopping"),
        "topping": QT_TR_NOOP("topping"),
        "stacking": QT_TR_NOOP("stacking"),
        "sacrifice": QT_TR_NOOP("sacrifice"),
        "rotation": QT_TR_NOOP("rotation"),
        "sandwich": QT_TR_NOOP("sandwich"),
        "double capture": QT_TR_NOOP("double capture"),
        "quiet move": QT_TR_NOOP("no capture"),
    },
    "difficulties": {
        "easy": QT_TR_NOOP("easy"),
        "medium": QT_TR_NOOP("medium"),
        "hard": QT_TR_NOOP("hard"),
    },
}


def say(key: str) -> str:
    """One of the puzzles' sentences (``WORDS``) in the language of this run."""
    value = WORDS[key]
    return tr(value) if isinstance(value, str) else ""


def label(kind: str, key: str) -> str:
    """A theme's or a difficulty's name (``kind`` "themes" or "difficulties")."""
    table = WORDS[kind]
    return tr(table[key]) if isinstance(table, dict) and key in table else key


class PuzzleController(StudyController[Puzzle]):
    """Runs one game's puzzles on ``model``. ``changed`` fires when the puzzle or what happened
    in it changes."""

    kind = StudyKind.PUZZLE
    title_words = QT_TR_NOOP("{game} puzzles — Pyramid Duels")
    refusals = ("locked_wrong",)

    reply_pause_ms = 450  # after the wrong move's animation, before the computer answers

    def __init__(
        self, model: GameModel, progress: Progress | None = None, parent: QObject | None = None
    ) -> None:
        super().__init__(model, progress, parent)
        self.status = ""  # "solving", "solved", "wrong" or "shown"
        self.verdict = Verdict()
        self.tries_here = 0  # wrong moves since this puzzle was opened
        self._replying = False

    @property
    def puzzle(self) -> Puzzle:
        return self.item

    # --- a study of puzzles ------------------------------------------------------------------
    def items_of(self, game_name: str) -> list[Puzzle]:
        return puzzles_of(game_name)

    def arrive(self, step: int) -> None:
        self.tries_here = 0

    def set_up(self) -> None:
        """The puzzle's position, the player to move a person, the other the computer (the
        controller plays its replies)."""
        puzzle = self.puzzle
        state = puzzle.start_state()
        mover = state.current_player
        computer = Seat(str(WORDS["computer"]), ours=True)
        seats = [computer, computer]
        seats[mover] = Seat(str(WORDS["you"]), ours=True)
        self.model.lock(None)
        self.model.new_game(puzzle.make_game(), (seats[0], seats[1]), start=state)
        self.model.choices_tell = False  # the buttons of a turn's angles say nothing it takes
        self.status = "solving"
        self.verdict = Verdict()
        self.changed.emit()

    def words(self, key: str) -> str:
        return say(key)

    def back_label(self) -> str:
        game = kit_of(self.puzzle.game).game.title
        return fill(tr("Back to {game} puzzle {number}"), game=game, number=self.index + 1)

    # --- words -------------------------------------------------------------------------------
    def side_name(self) -> str:
        """The name of the side that must find the move ("Light", "Red"…)."""
        state = self.puzzle.start_state()
        side = self.model.game.player_names[state.current_player]
        return self.model.recolour(translate_core(side))

    def task(self) -> str:
        return fill(say("task"), side=self.side_name())

    def why(self) -> str:
        """Why the solution wins, once the puzzle is solved ("" before): the engine's proof
        in words (``core.study.puzzles.why_text``)."""
        if not self.active or self.status != "solved" or self.puzzle.why is None:
            return ""
        return fill(say("why"), why=self.say_core(why_text(self.puzzle)))

    # --- the solution ---------------------------------------------------------------------------
    def show_solution(self) -> None:
        """Put the position back and mark the winning move on both boards (not played)."""
        if not self.active:
            return
        self.retry()
        self.model.show_move(self.model.state.parse_move(self.puzzle.solution))
        self.status = "shown"
        solution = self.puzzle.solution
        self.verdict = Verdict(lambda: say("shown").format(move=shown_move(solution)), "info")
        self.offer_best_play()
        self.changed.emit()

    def offer_best_play(self) -> None:
        """Offer to step through best play from the puzzle's start on the board: the proof's
        line (the solution alone when the puzzle has no proof)."""
        puzzle = self.puzzle
        line = puzzle.why.line if puzzle.why is not None else (puzzle.solution,)
        self.model.lines.offer(puzzle.start_state(), line, lambda: say("best_play"))

    # --- the player's move ----------------------------------------------------------------------
    def on_position_changed(self, change: PositionChange) -> None:
        if not self.active or self._replying or change.step != 1 or self.model.cursor != 1:
            return
        if self.status not in ("solving", "shown"):
            return
        move = self.model.moves[0]
        puzzle = self.puzzle
        self.model.annotate(Annotations())
        if self.status == "solving":  # (a solution shown counts for nothing)
            self.progress.record_try(puzzle, done=puzzle.is_solution(move))
        if puzzle.is_solution(move):
            self.status = "solved"
            key, tries = "solved" if self.tries_here == 0 else "solved_after", self.tries_here + 1
            self.verdict = Verdict(
                lambda: say(key).format(move=shown_move(puzzle.solution), tries=tries), "right"
            )
            self._lock("locked_solved")
            self.offer_best_play()
        else:
            self.tries_here += 1
            self.status = "wrong"
            answer = puzzle.answer_to(move)

            def wrong() -> str:
                why = self.say_core(answer.explanation()) if answer is not None else ""
                return say("wrong").format(move=shown_move(str(move)), why=why).strip()

            self.verdict = Verdict(wrong, "wrong")
            self._lock("locked_wrong")
            if answer is not None and answer.reply:
                steps = len(self.model.states[0].transition(move).steps)
                reply = answer.reply
                wait = steps * self.animation_ms + self.reply_pause_ms
                self.later(wait, lambda: self._reply(reply))
        self.changed.emit()

    def _reply(self, reply: str) -> None:
        """The computer's answer to the wrong move, played on the board."""
        if self.status != "wrong":
            return
        model = self.model
        self._replying = True
        model.lock(None)
        try:
            model.play(model.state.parse_move(reply))
        finally:
            self._replying = False
            self._lock("locked_wrong")
        before, state = self.verdict, model.states[1]
        self.verdict = Verdict(
            lambda: f"{before.text} {self.say_core(reply_text(state, reply))}", "wrong"
        )
        self.changed.emit()
