"""When the table makes a sound: each step of a move sounds as its piece lands, a refused click
softly, the end of a game by who won.

``SoundCues`` follows the model the views draw. A move played, redone or stepped through in a
line is animated by the views a step at a time, each step lasting the animation's duration; the
cue times each step's sound to the end of its step (at once with animations off), so that a
ball is heard when it lands, not when the click is made. The game's kit says which sound a step
makes (``DesktopKit.sound_of``: wood or plastic, set on the board or on other pieces, a capture,
a coaster's turn). A new position cuts the sounds still to come short: those whose pieces the
views now put in place at once are heard at once (a computer's quick reply), and none after a
jump (a new game, a position chosen in the list). A step back (undo, the list's previous move)
makes one soft sound. The end of a game sounds after its last move has landed: a win or a loss
when a person plays the computer, a plain ending otherwise. The cue asks the preferences, at
each sound, whether sound is on and how loud. ``ending`` may say otherwise for the end of a
game (a puzzle has its own sound when solved: ``after_moves``).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer

from core.api import Outcome, State
from core.transitions import Step
from desktop.model import GameModel, PositionChange
from desktop.sound.output import Sound

SoundOf = Callable[[Step, State], str]
"""The name of the sound a step of a move makes, from the position before the move."""

END_PAUSE_MS = 120
"""Between the last piece landing and the end of the game's sound."""

REFUSED = "refused"
BACK = "back"


class SoundCues(QObject):
    """The sounds of the game on ``model``, played on ``sound()`` (asked at each sound: the
    output opens once the window is up). ``sound_of()`` is the game's kit's ``sound_of``;
    ``duration_ms()`` how long each step of a move's animation lasts now (0 when the views
    draw moves at once); ``volume()`` 0 (off) to 1."""

    def __init__(
        self,
        model: GameModel,
        sound: Callable[[], Sound],
        sound_of: Callable[[], SoundOf],
        duration_ms: Callable[[], int],
        volume: Callable[[], float],
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.model = model
        self.sound = sound
        self.sound_of = sound_of
        self.duration_ms = duration_ms
        self.volume = volume
        self._pending: list[tuple[QTimer, str]] = []
        self.ending: Callable[[Outcome], str | None] = self.end_sound
        model.position_changed.connect(self._moved)
        model.lines.changed.connect(self._moved)
        model.refused.connect(lambda: self.play(REFUSED))  # (at once: nothing flies)
        model.game_over.connect(self._over)
        model.game_started.connect(self.drop)

    def play(self, name: str) -> None:
        """Play ``name`` now, as loud as the preferences say (nothing when sound is off)."""
        volume = self.volume()
        if volume > 0:
            self.sound().play(name, volume)

    def after_moves(self, name: str) -> None:
        """Play ``name`` once the pieces still flying have landed (a puzzle solved)."""
        due = max((timer.remainingTime() for timer, _name in self._pending), default=0)
        self._later(due + END_PAUSE_MS, name)

    def end_sound(self, outcome: Outcome) -> str | None:
        """The end of a game: a win or a loss when one person plays the computer, else a
        plain ending."""
        people = [seat.kind == "human" for seat in self.model.seats]
        if outcome.winner is not None and people.count(True) == 1:
            return "win" if people[outcome.winner] else "lose"
        return "end"

    def drop(self) -> None:
        """Forget the sounds still to come (a new game, a jump)."""
        for timer, _name in self._pending:
            timer.stop()
            timer.deleteLater()
        self._pending.clear()

    def flush(self) -> None:
        """Play at once the sounds still to come: their pieces are now in place."""
        pending, self._pending = self._pending, []
        for timer, name in pending:
            timer.stop()
            timer.deleteLater()
            self.play(name)

    # --- following the model -----------------------------------------------------------------
    def _moved(self, change: PositionChange) -> None:
        if change.step == 0:
            self.drop()
            return
        self.flush()
        if change.step < 0:
            self.play(BACK)
            return
        transition = change.transition
        before = self._before()
        if transition is None or before is None:
            return
        sound_of, step_ms = self.sound_of(), self.duration_ms()
        for index, step in enumerate(transition.steps):
            self._later((index + 1) * step_ms, sound_of(step, before))

    def _before(self) -> State | None:
        """The position before the move just shown (the line's, while a line is shown)."""
        line = self.model.lines.line
        if line is not None:
            return line.states[line.index - 1] if line.index > 0 else None
        cursor = self.model.cursor
        return self.model.states[cursor - 1] if cursor > 0 else None

    def _over(self, outcome: Outcome) -> None:
        name = self.ending(outcome)
        if name is not None:
            self.after_moves(name)

    def _later(self, delay_ms: int, name: str) -> None:
        if delay_ms <= 0:
            self.play(name)
            return
        timer = QTimer(self)
        timer.setSingleShot(True)
        timer.timeout.connect(lambda: self._due(timer, name))
        self._pending.append((timer, name))
        timer.start(delay_ms)

    def _due(self, timer: QTimer, name: str) -> None:
        entry = (timer, name)
        if entry in self._pending:
            self._pending.remove(entry)
            timer.deleteLater()
            self.play(name)
