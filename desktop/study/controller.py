"""What a lesson, a puzzle and a practice share on the real board: each is one more "player" of
the ``GameModel`` that takes the board for a while. It opens a game's items of its kind one at a
time (its lessons, puzzles or practices), puts the one chosen on the board, locks the board
with its own reasons, keeps what the player did in its ``Progress``, speaks the language of the
moment, and lets go of the board when it is left.

``StudyController`` holds all that, and the session treats the three kinds alike through it;
``desktop.study.lessons``, ``desktop.study.puzzles`` and ``desktop.study.practice`` keep what
each does on the board.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import ClassVar, Generic, TypeVar

from PySide6.QtCore import QObject, QTimer, Signal

from core.registry import kit_of
from core.words import render
from desktop.i18n import elide, fill, tr, translate_core
from desktop.i18n.language import current_language
from desktop.model import Annotations, GameModel, PositionChange
from desktop.study.kind import StudyKind
from desktop.study.progress import Progress, Studied

Item = TypeVar("Item", bound=Studied)


def _nothing() -> str:
    return ""


@dataclass(frozen=True)
class Verdict:
    """What the player just did: kind "right", "wrong" or "info", and the words for it, said
    in the language of the moment they are read (``text``)."""

    words: Callable[[], str] = _nothing
    kind: str = ""

    @property
    def text(self) -> str:
        return self.words()


class StudyController(QObject, Generic[Item]):
    """Runs one game's items of one kind on ``model``; ``changed`` fires when the item, or what
    happened in it, changes. A kind says what its items are (``items_of``), puts one on the
    board as it begins (``set_up``), has its own sentences (``words``) and answers the moves
    made on the board (``on_position_changed``)."""

    changed = Signal()

    kind: ClassVar[StudyKind]
    title_words: ClassVar[str]
    """The window's title while the study has the board, with ``{game}`` (marked for
    translation where it is written)."""
    refusals: ClassVar[tuple[str, ...]] = ()
    """The locks (keys of ``words``) that answer a click as a refusal; the others as
    information (nothing wrong was done)."""

    def __init__(
        self, model: GameModel, progress: Progress | None = None, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self.model = model
        self.progress = progress or Progress(self.kind)
        self.active = False
        self.game_name = ""
        self.items: list[Item] = []
        self.index = 0
        self.animation_ms = 260  # the views' time per animated step (to pace what it plays)
        self._generation = 0  # bumped at every beginning: late timers see it and do nothing
        self._lock_key = ""  # why the board is locked (a key of ``words``), to say it again
        model.position_changed.connect(self.on_position_changed)

    @property
    def item(self) -> Item:
        """The item on the board (or the last one, once left)."""
        return self.items[self.index]

    @property
    def language(self) -> str:
        return current_language()

    # --- what each kind says of itself -------------------------------------------------------
    def items_of(self, game_name: str) -> list[Item]:
        """``game_name``'s items of this kind (ValueError, in words, if they cannot be read)."""
        raise NotImplementedError

    def check_place(self, item: Item, step: int) -> None:
        """IndexError if ``item`` cannot be opened at ``step`` (a lesson's steps; the others
        begin in one place only)."""

    def arrive(self, step: int) -> None:
        """Another item comes (at ``step``, for a lesson): what was counted of the one before
        goes."""

    def set_up(self) -> None:
        """Put the item (a lesson: its step) on the board as it begins."""
        raise NotImplementedError

    def words(self, key: str) -> str:
        """One of the study's sentences (by its key) in the language of this run."""
        raise NotImplementedError

    def back_label(self) -> str:
        """The start screen's words for the way back to the study."""
        raise NotImplementedError

    def on_position_changed(self, change: PositionChange) -> None:
        """A move was made, taken back or replayed on the board."""

    def let_go(self) -> None:
        """What the study leaves on the board when it is left: a board free again."""
        self.model.lock(None)

    def reword(self) -> None:
        """Say again in the language now chosen what the board says for the study."""

    # --- moving through the items ------------------------------------------------------------
    def start(self, game_name: str, index: int = 0, step: int = 0) -> None:
        """Open item ``index`` (from 0) of ``game_name`` (a lesson at its step ``step``):
        ValueError, in words, if the game has none or they cannot be read; IndexError if it
        has no such item or step."""
        items = self.items_of(game_name)
        if not items:
            raise ValueError(f"{game_name} has no {self.kind.value}s")
        if not 0 <= index < len(items):
            raise IndexError(f"{game_name} has {len(items)} {self.kind.value}s")
        self.check_place(items[index], step)
        self.game_name, self.items = game_name, items
        self.active = True
        self.go(index, step)

    def go(self, index: int, step: int = 0) -> None:
        """Item ``index`` of the game's, from its beginning (a lesson from step ``step``)."""
        if self.active and 0 <= index < len(self.items):
            self.index = index
            self.arrive(step)
            self.begin()

    def next(self) -> None:
        """The next item not yet done (after this one, going round), or simply the next."""
        if not self.active:
            return
        count = len(self.items)
        for step in range(1, count + 1):
            index = (self.index + step) % count
            if not self.progress.done(self.items[index]):
                self.go(index)
                return
        self.go((self.index + 1) % count)

    def previous(self) -> None:
        self.go(self.index - 1)

    def retry(self) -> None:
        """The same item (a lesson: its step) again, from its position."""
        if self.active:
            self.begin()

    def begin(self) -> None:
        """The item on the board as it begins; what was to come of the one before does not
        (``later``)."""
        self._generation += 1
        self.set_up()

    def later(self, ms: int, action: Callable[[], None]) -> None:
        """``action`` in ``ms`` milliseconds, unless the player has gone elsewhere meanwhile
        (another item, step or try, or out of the study)."""
        generation = self._generation

        def act() -> None:
            if generation == self._generation:
                action()

        QTimer.singleShot(ms, self, act)

    def stop(self) -> None:
        """Let go of the board (nothing of the study is kept on the table)."""
        if not self.active:
            return
        self.active = False
        self._generation += 1
        self.model.annotate(Annotations())
        self.let_go()
        self.changed.emit()

    # --- a study of the session ----------------------------------------------------------------
    def window_title(self) -> str:
        """The window's title while the study has the board."""
        return fill(tr(self.title_words), game=kit_of(self.game_name).game.title)

    def language_changed(self) -> None:
        """Speak the language now chosen: the words on show are said again in it, the board
        and what was done on it stay."""
        if not self.active:
            return
        if self._lock_key and self.model.locked is not None:
            self._lock(self._lock_key)
        self.reword()
        self.changed.emit()

    def _lock(self, key: str) -> None:
        """Lock the board with one of the study's sentences as the reason (unlock with "")."""
        self._lock_key = key
        kind = "refused" if key in self.refusals else "info"
        self.model.lock(self.words(key) if key else None, kind)

    def say_core(self, text: str) -> str:
        """One of the engine's sentences, its players named by their sides ("Red", "Blue") in
        the language of this run and the colours the palette draws."""
        return self.model.recolour(elide(render(text, None, translate_core)))
