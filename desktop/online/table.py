"""The window's side of an online game: the link, the match, and the game model kept in step.

``OnlineTable(relay)`` invites (``invite(mine)``: ``code_ready(code)``, then the friend) or joins
(``join(mine, code)``), in coroutines of the asyncio loop inside Qt's (``reactor.qt_loop``):
nothing in the window waits for the network. When the two programs have met, ``matched`` says
so and the window puts the game on the table and hands its model to ``attach``. From then on:

- the friend's moves (checked by the match) are played on the model, as a local move is, so
  they come with the same animations, words and sounds; a take-back, an agreed proposal and a
  resignation are shown there too;
- this side's moves, made by clicks on the model, are sent (``Match.play``); the model stays
  the only place moves are applied, and if it ever parts from the match (a move the match
  refused) it is set back to the match's record;
- ``offer``, ``answer``, ``resign`` and ``say`` are the side panel's buttons and chat line;
  what the match tells comes out as ``told(words)``, the connection's state as
  ``status(words)`` (words given as a function, which says them again in the language chosen),
  and ``changed`` when the buttons may need enabling again.

A link that cannot be made or is lost for good is ``failed(words)``: one sentence.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, Signal

from core.api import other
from desktop.i18n import fill, tr
from desktop.model import GameModel, PositionChange, Seat
from desktop.online.events import Event
from desktop.online.match import Match
from desktop.online.protocol import Message, Refusal


class OnlineTable(QObject):
    """One online game from the window (see the module's docstring)."""

    code_ready = Signal(str)
    matched = Signal()
    failed = Signal(str)
    status = Signal(object)  # Told: the words, or a function saying them
    told = Signal(object)
    changed = Signal()
    rematch = Signal()

    def __init__(self, relay: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.relay = relay
        self.match: Match | None = None
        self.model: GameModel | None = None
        self.link: Any = None
        self.code = ""
        self.connected = True
        self.broken: Callable[[], str] | None = None  # why the link is gone for good
        self._task: asyncio.Future[None] | None = None
        self._listening: asyncio.Future[None] | None = None
        self._applying = False
        self._may_reclaim: Callable[[], bool] = lambda: True
        self._offer_told = False  # the friend's offer is on the message line

    # --- meeting -------------------------------------------------------------------------------
    def invite(self, mine: Message) -> None:
        """Ask the mailbox server for a code (``code_ready``), then wait for the friend."""
        self._start(self._meet(mine, None))

    def join(self, mine: Message | Callable[[Message], Message], code: str) -> None:
        """Join the friend who gave ``code`` (``mine``: the hello, or the answer to theirs)."""
        self._start(self._meet(mine, code))

    def _start(self, coroutine: Any) -> None:
        from desktop.online.reactor import qt_loop

        self._task = asyncio.ensure_future(coroutine, loop=qt_loop())

    async def _meet(self, mine: Message | Callable[[Message], Message], code: str | None) -> None:
        from desktop.online.link import LinkError, WormholeLink
        from desktop.online.meeting import follow, meet

        try:
            self.link = WormholeLink(self.relay or _default_relay(), on_status=self._status)
            if code is None:
                self.code = await self.link.invite()
                self.code_ready.emit(self.code)
                await self.link.friend()
            else:
                await self.link.join(code)
            self.match = await meet(self.link, mine, on_event=self._event)
        except LinkError as error:
            self.failed.emit(error.words())
            await self.close()
            return
        except Refusal as refusal:
            self.failed.emit(refusal.words(tr("your friend")))
            await self.close()
            return
        self.matched.emit()
        self._listening = asyncio.ensure_future(self._follow(follow))

    async def _follow(self, follow: Any) -> None:
        from desktop.online.link import LinkError

        try:
            await follow(self.link, self.match)
        except LinkError as error:
            self.connected = False
            self.broken = error.words
            self.status.emit(error.words)
            self.lock_board()
            self.changed.emit()

    def cancel(self) -> None:
        """Stop waiting, or leave the game: the friend is told, and the link is closed (the
        friend keeps what was sent)."""
        for task in (self._task, self._listening):
            if task is not None and not task.done():
                task.cancel()
        if self.link is not None and self.match is not None and not self.match.left:
            with contextlib.suppress(Exception):
                self.match.leave()
        if self.link is not None:
            from desktop.online.reactor import closing, qt_loop

            # (held until closed, and finished at the program's end if it ends now)
            closing(asyncio.ensure_future(self.close(), loop=qt_loop()))
        if self.model is not None:
            self.model.position_changed.disconnect(self._moved)
            self.model.game_started.disconnect(self.reclaim)
            self.model.friend_away = False
            self.model = None

    async def close(self) -> None:
        link, self.link = self.link, None
        if link is not None:
            with contextlib.suppress(Exception):
                await link.close()

    def _status(self, status: str) -> None:
        from desktop.online.link import status_words

        self.connected = status != "lost"
        self.status.emit(lambda: status_words(status))
        self._tell_the_board()
        self.changed.emit()

    def _tell_the_board(self) -> None:
        """The message line says the connection is lost (or back), and while it is lost the
        friend's turn says so rather than that their move comes as it is made (a move played
        meanwhile waits, and goes when the connection is back)."""
        from desktop.online.link import status_words

        model = self.model
        if model is not None and self.on_table():
            model.friend_away = not self.connected
            status = "back" if self.connected else "lost"
            model.inform(lambda: status_words(status), "info")

    # --- the game on the table -----------------------------------------------------------------
    @property
    def seats(self) -> tuple[Seat, Seat]:
        """The seats as the table shows them: this side's a person, the friend's online."""
        match = self.match
        assert match is not None
        return (
            Seat(match.names[0], "human" if match.seat == 0 else "online"),
            Seat(match.names[1], "human" if match.seat == 1 else "online"),
        )

    def attach(self, model: GameModel, may_reclaim: Callable[[], bool] = lambda: True) -> None:
        """Keep ``model`` (the match's game on the table) in step with the match; the match's
        game coming back to it is online again (``reclaim``) when ``may_reclaim()`` (not a
        retry of a position, say)."""
        self._may_reclaim = may_reclaim
        if self.model is not model:
            if self.model is not None:
                self.model.position_changed.disconnect(self._moved)
                self.model.game_started.disconnect(self.reclaim)
            model.position_changed.connect(self._moved)
            model.game_started.connect(self.reclaim)
        self.model = model
        model.friend_away = not self.connected
        self.lock_board()

    def reclaim(self) -> None:
        """A game came onto the table: if it is this match's, back from the shelf (after a
        lesson, a puzzle, another game), it is online again and caught up with the friend's
        moves made meanwhile."""
        model, match = self.model, self.match
        if model is None or match is None or self._applying or self.on_table():
            return
        if not self._may_reclaim():
            return
        moves = [str(move) for move in model.moves]
        if (
            model.game == match.game
            and model.names == match.names
            and moves == match.moves[: len(moves)]
        ):
            self._resync()

    def on_table(self) -> bool:
        """Whether the table shows this match's game (not a lesson or another game)."""
        model, match = self.model, self.match
        return (
            model is not None
            and match is not None
            and model.seats == self.seats
            and model.game == match.game
        )

    def _moved(self, change: PositionChange) -> None:
        """A move on the model: this side's (sent), unless it is the friend's being shown."""
        model, match = self.model, self.match
        if self._applying or model is None or match is None or not self.on_table():
            return
        moves = [str(move) for move in model.moves]
        if change.step == 1 and moves[:-1] == match.moves and len(moves) == len(match.moves) + 1:
            try:
                match.play(moves[-1])
            except Refusal as refusal:
                self._refused(refusal, match)
        parted = [str(move) for move in model.moves] != match.moves or (
            model.ending is not None
        ) != bool(match.ending)
        if parted and not model.reviewing:
            self._resync()

    def _resync(self) -> None:
        """Set the model back to the match's record (it parted from it)."""
        model, match = self.model, self.match
        assert model is not None and match is not None
        self._applying = True
        try:
            model.new_game(match.game, self.seats, list(match.moves), match.ending)
        finally:
            self._applying = False
        self.lock_board()

    def lock_board(self) -> None:
        """The board takes no click while this side's offer waits, once the game is over by
        a resignation (who resigned said), once the friend left or the link is gone for good
        (a move could not be sent); called again when the
        language changes, the words are said in it."""
        model, match = self.model, self.match
        if model is None or match is None or not self.on_table():
            return
        friend = match.names[match.friend]
        if match.mine is not None:
            model.lock(fill(tr("Waiting for the answer of {friend}"), friend=friend), "info")
        elif match.resigned is not None:
            player, winner = match.names[match.resigned], match.names[other(match.resigned)]
            words = fill(tr("{player} resigned: a win for {winner}"), player=player, winner=winner)
            model.lock(words, "info")
        elif match.left and not match.is_over:
            model.lock(fill(tr("{player} left the game"), player=friend), "info")
        elif self.broken is not None and not match.is_over:
            model.lock(self.broken(), "info")
        else:
            model.lock(None)

    # --- what the match tells ------------------------------------------------------------------
    def _event(self, event: Event) -> None:
        match = self.match
        if match is not None and self.on_table():
            self._show(event, match)
        if event.kind == "rematch":
            self.rematch.emit()
        self.told.emit(event.words)
        self.lock_board()
        answered = event.kind == "answer" and match is not None and event.seat == match.friend
        if answered and self.model is not None and self.on_table():
            self.model.inform(event.words)  # this side's offer answered: where the person looks
        self.changed.emit()

    def _show(self, event: Event, match: Match) -> None:
        """What the event changes on the board."""
        model = self.model
        assert model is not None
        if event.kind == "move" and event.seat == match.friend:
            self._play_on(model, event.move)
        elif event.kind == "offer" and event.seat == match.friend:  # (said where one looks)
            self._offer_told = True
            model.inform(
                lambda: fill(
                    tr("{offer} Accept or decline it in the Online box"), offer=event.words()
                )
            )
        elif self._offer_told and match.theirs is None:  # answered or withdrawn: said so
            self._offer_told = False
            model.inform(event.words)
        if event.kind == "takeback":
            self._resync()
        elif event.kind == "over" and match.ending and model.ending is None:
            self._applying = True
            try:
                model.agree(match.ending)
            finally:
                self._applying = False

    def _play_on(self, model: GameModel, move: str) -> None:
        if model.reviewing:
            model.review(len(model.entries))  # back to the game, then its new move
        self._applying = True
        try:
            model.play(model.state.parse_move(move))
        finally:
            self._applying = False

    # --- this side's doings ----------------------------------------------------------------------
    def offer(self, what: str) -> None:
        self._do(lambda match: match.offer(what))

    def answer(self, accept: bool) -> None:
        self._do(lambda match: match.answer(accept))

    def resign(self) -> None:
        self._do(lambda match: match.resign())

    def say(self, text: str) -> None:
        self._do(lambda match: match.say(text))

    def _do(self, doing: Any) -> None:
        match = self.match
        if match is None:
            return
        try:
            doing(match)
        except Refusal as refusal:
            self._refused(refusal, match)
        self.lock_board()
        self.changed.emit()

    def _refused(self, refusal: Refusal, match: Match) -> None:
        friend = match.names[match.friend]
        self.told.emit(lambda: refusal.words(friend))


def _default_relay() -> str:
    from desktop.online.link import DEFAULT_RELAY

    return DEFAULT_RELAY
