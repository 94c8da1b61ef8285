"""An online game between two peers, whatever carries its messages and whatever shows it.

``Match(game, seat, names, moves, send=…, on_event=…)`` holds the record and plays this side's
seat. What this side does goes through ``play``, ``offer``, ``answer``, ``resign`` and ``say``:
each checks that it may be done now (``Refusal`` with the sentence if not), changes the match
and hands the message for the friend to ``send``. What the friend's program sends goes to
``receive``: checked (its form by ``protocol.decode``, its moves by the engine), then played;
a message refused changes nothing and is told as an ``Event`` of kind "refused". Every event is
also written to the "desktop.online" log (a refusal as a warning).

Everything that happens is told to ``on_event`` as an ``Event`` (``kind``, ``seat`` whose doing
it is, and ``words()`` for the chat panel and the log):

- "move": ``seat`` played ``move``, numbered ``ply``;
- "offer": ``seat`` offers ``what`` (take-back, the game's proposal, a rematch);
- "answer": ``seat`` accepted (``accepted``) or declined the other's ``what``;
- "takeback": ``plies`` were taken back (after an accepted take-back);
- "withdrawn": ``seat``'s offer is withdrawn (the other moved, or two offers crossed);
- "over": the game is over (``result_line()`` says how);
- "rematch": a new game began, the seats swapped (``seat`` is now this side's);
- "chat": ``seat`` said ``text``;
- "left": the friend closed the game (``left``): nothing more can be done in it from here;
- "refused": a message of the friend's was refused (``refusal``), nothing changed;
- "joined" (from ``meeting.meet``): the match begins, or resumes after ``ply`` moves.

The rules of offers, as online players know them: a take-back asked on one's own turn takes
back two plies (one's move and the friend's), else one; an offer waits for its answer, and
the one who made it may not move meanwhile; the friend moving instead withdraws it; two offers
that cross are both withdrawn, except two rematches, which start it. Anyone may resign at any
time; a move already sent when the other resigned still counts (and a game it ends ends by the
rules); two resignations that cross are the first seat's.
"""

from __future__ import annotations

import hashlib
import logging
from collections.abc import Callable
from dataclasses import dataclass

from core.api import Game, State, other
from core.errors import EngineError, IllegalMoveError
from core.record import replay
from core.words import Text, said
from desktop.i18n import QT_TR_NOOP, translate_core
from desktop.online import protocol
from desktop.online.events import OFFER_WORDS, WHAT_WORDS, Event, Words
from desktop.online.protocol import PROPOSAL, REMATCH, TAKEBACK, Message, Refusal

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Offer:
    """An offer waiting for its answer: what, the record's length when made, by whom, and the
    proposal's name (for a proposal)."""

    what: str
    ply: int
    seat: int
    name: str = ""


class Match:
    """The online game; this side plays ``seat`` (see the module's docstring)."""

    def __init__(
        self,
        game: Game,
        seat: int,
        names: tuple[str, str],
        moves: tuple[str, ...] = (),
        ending: str | None = None,
        resigned: int | None = None,
        send: Callable[[Message], None] | None = None,
        on_event: Callable[[Event], None] | None = None,
        ident: str = "",
    ) -> None:
        self.game = game
        self.ident = ident  # the game's id, both programs' (a rematch's follows from it)
        self.seat = seat
        self.names = names  # by seat: the first's, the second's
        self.states: list[State] = replay(game, moves, ending)
        self.moves = list(moves)
        self.ending = ending
        self.resigned = resigned
        self.mine: Offer | None = None
        self.theirs: Offer | None = None
        self.left = False  # the friend closed the game
        self.send = send or (lambda message: None)
        self.on_event = on_event or (lambda event: None)

    # --- what the match is at ----------------------------------------------------------------
    @property
    def state(self) -> State:
        return self.states[-1]

    @property
    def friend(self) -> int:
        return other(self.seat)

    @property
    def is_over(self) -> bool:
        return self.resigned is not None or self.state.is_over

    @property
    def my_turn(self) -> bool:
        return not self.is_over and self.state.current_player == self.seat

    def record_line(self) -> str:
        """The moves in the notation, separated by spaces."""
        return " ".join(self.moves)

    def result_line(self) -> str:
        """``over WINNER A-B`` (the engine command line's), then ``agreed`` or ``resigned``
        when the game ended so; ``going on`` while it has not ended."""
        if self.resigned is not None:
            figures = self.state.figures()
            winner = ("first", "second")[other(self.resigned)]
            return f"over {winner} {figures[0]}-{figures[1]} resigned"
        outcome = self.state.outcome()
        if outcome is None:
            return "going on"
        return outcome.summary() + (" agreed" if self.ending else "")

    def takeback_plies(self, seat: int) -> int:
        """How many plies a take-back ``seat`` asks for now takes back: back to the last
        position before this one where ``seat`` was to move (0: none)."""
        now = len(self.moves)
        for ply in range(now - 1, -1, -1):
            if self.states[ply].current_player == seat:
                return now - ply
        return 0

    # --- this side's doings ------------------------------------------------------------------
    def play(self, text: str) -> None:
        """Play this side's move ``text`` (in the notation) and send it."""
        self._check_here()
        if self.is_over:
            raise Refusal(QT_TR_NOOP("The game is over"))
        if not self.my_turn:
            raise Refusal(QT_TR_NOOP("It is the turn of {friend}"))
        if self.mine is not None:
            raise Refusal(QT_TR_NOOP("Wait for the answer of {friend} to your offer"))
        try:
            move = self.state.parse_move(text)
            state = self.state.apply(move)
        except IllegalMoveError as error:
            raise Refusal(
                QT_TR_NOOP("{move} is not allowed: {reason}"),
                move=text, reason=self._engine_words(error.reason),
            ) from None  # fmt: skip
        except EngineError as error:
            raise Refusal(
                QT_TR_NOOP("{move} cannot be read: {reason}"),
                move=text, reason=self._engine_words(said(error)),
            ) from None  # fmt: skip
        self._played(self.seat, str(move), state)

    def offer(self, what: str) -> None:
        """Offer ``what`` (``TAKEBACK``, ``PROPOSAL`` or ``REMATCH``) to the friend."""
        self._check_here()
        if self.mine is not None:
            raise Refusal(QT_TR_NOOP("Wait for the answer of {friend} to your offer"))
        if self.theirs is not None:
            raise Refusal(QT_TR_NOOP("Answer the offer of {friend} first"))
        name = self.game.proposals[0].name if what == PROPOSAL and self.game.proposals else ""
        offer = Offer(what, len(self.moves), self.seat, name)
        self._check_offer(offer)
        self.mine = offer
        self.send(Message("offer", {"what": what, "ply": offer.ply, "name": name}))
        self._offered(offer)

    def answer(self, accept: bool) -> None:
        """Accept or decline the friend's offer."""
        offer = self.theirs
        if offer is None:
            raise Refusal(QT_TR_NOOP("There is no offer to answer"))
        self.theirs = None
        self.send(Message("answer", {"what": offer.what, "ply": offer.ply, "accept": accept}))
        self._answered(offer, accept)

    def resign(self) -> None:
        """Resign this game: the friend wins."""
        if self.is_over:
            raise Refusal(QT_TR_NOOP("The game is over"))
        self.send(Message("resign", {"ply": len(self.moves)}))
        self._resigned(self.seat)

    def say(self, text: str) -> None:
        """Send a chat line (its control characters become spaces; cut to 500 characters)."""
        line = "".join(c if c.isprintable() else " " for c in text).strip()[: protocol.MAX_CHAT]
        if line:
            self.send(Message("chat", {"text": line}))
            self._tell("chat", self.seat, QT_TR_NOOP("{player}: {text}"), text=line)

    def leave(self) -> None:
        """Tell the friend this side closes the game (nothing is changed here)."""
        self.send(Message("leave", {"ply": len(self.moves)}))

    def _check_here(self) -> None:
        if self.left:
            raise Refusal(QT_TR_NOOP("{friend} left the game"))

    # --- the friend's doings -----------------------------------------------------------------
    def receive(self, raw: bytes) -> bool:
        """Take in a message of the friend's; False (and a "refused" event) if it was refused."""
        try:
            message = protocol.decode(raw)
            handler = getattr(self, f"_receive_{message.kind}")
            handler(message)
        except Refusal as refusal:
            event = Event("refused", self.friend, refusal=refusal, friend=self.names[self.friend])
            log.warning("%s", refusal.words(self.names[self.friend]))
            self.on_event(event)
            return False
        return True

    def _receive_hello(self, message: Message) -> None:
        raise Refusal(QT_TR_NOOP("{friend} said hello again in the middle of the game"))

    def _receive_move(self, message: Message) -> None:
        ply, text = message["ply"], message["move"]
        late = self.resigned == self.seat and ply == len(self.moves) + 1
        if self.is_over and not late:
            raise Refusal(
                QT_TR_NOOP("The move {move} of {friend} came after the end of the game"), move=text
            )
        if self.state.current_player != self.friend:
            raise Refusal(QT_TR_NOOP("The move {move} of {friend} came out of turn"), move=text)
        if ply != len(self.moves) + 1:
            raise Refusal(
                QT_TR_NOOP("The move {move} of {friend} is numbered {ply}, and the next is {next}"),
                move=text, ply=ply, next=len(self.moves) + 1,
            )  # fmt: skip
        try:
            move = self.state.parse_move(text)
            state = self.state.apply(move)
        except IllegalMoveError as error:
            raise Refusal(
                QT_TR_NOOP("The move {move} of {friend} is not allowed: {reason}"),
                move=text, reason=self._engine_words(error.reason),
            ) from None  # fmt: skip
        except EngineError as error:
            raise Refusal(
                QT_TR_NOOP("The move {move} of {friend} cannot be read: {reason}"),
                move=text, reason=self._engine_words(said(error)),
            ) from None  # fmt: skip
        if late and state.is_over:
            self.resigned = None  # a game the move ends ends by the rules
        self._played(self.friend, str(move), state)

    def _receive_offer(self, message: Message) -> None:
        offer = Offer(message["what"], message["ply"], self.friend, message["name"])
        if offer.ply != len(self.moves) or (self.is_over and offer.what != REMATCH):
            log.info("an offer that crossed a move or the end: %s", offer)
            return
        if self.theirs is not None:
            raise Refusal(QT_TR_NOOP("{friend} made a second offer before the first was answered"))
        mine = self.mine
        if mine is not None:
            self.mine = None
            if mine.what == offer.what == REMATCH:
                self._rematch()
                return
            self._tell("withdrawn", None, QT_TR_NOOP("The two offers crossed: both are withdrawn"))
            return
        self._check_offer(offer)
        self.theirs = offer
        self._offered(offer)

    def _receive_answer(self, message: Message) -> None:
        mine = self.mine
        if mine is None or (mine.what, mine.ply) != (message["what"], message["ply"]):
            raise Refusal(QT_TR_NOOP("{friend} answered an offer that was not made"))
        self.mine = None
        self._answered(mine, message["accept"])

    def _receive_resign(self, message: Message) -> None:
        if message["ply"] > len(self.moves):
            raise Refusal(
                QT_TR_NOOP("{friend} resigned after move {ply}, which has not arrived"),
                ply=message["ply"],
            )
        if self.resigned == self.seat and self.friend == 0:
            self.resigned = None  # two resignations crossed: the first seat's stands
        if not self.is_over:
            self._resigned(self.friend)

    def _receive_leave(self, message: Message) -> None:
        self.left = True
        self.mine = self.theirs = None
        self._tell("left", self.friend, QT_TR_NOOP("{player} left the game"))

    def _receive_chat(self, message: Message) -> None:
        self._tell("chat", self.friend, QT_TR_NOOP("{player}: {text}"), text=message["text"])

    # --- what both sides' doings do ----------------------------------------------------------
    def _check_offer(self, offer: Offer) -> None:
        """Refusal unless ``offer`` may be made now by its seat."""
        if offer.what == REMATCH:
            if not self.is_over:
                raise Refusal(QT_TR_NOOP("A rematch is offered once the game is over"))
            return
        if self.is_over:
            raise Refusal(QT_TR_NOOP("The game is over"))
        if offer.what == TAKEBACK and not self.takeback_plies(offer.seat):
            raise Refusal(QT_TR_NOOP("There is no move to take back yet"))
        if offer.what == PROPOSAL:
            if self.state.current_player != offer.seat:
                raise Refusal(QT_TR_NOOP("Only the player to move may propose to end the game"))
            reason = self.state.proposal_reason(offer.name)
            if reason is not None:
                raise Refusal(
                    QT_TR_NOOP("That cannot be proposed: {reason}"),
                    reason=self._engine_words(reason),
                )

    def _played(self, seat: int, move: str, state: State) -> None:
        was_over = self.is_over  # (a move that crossed this side's resignation)
        self.states.append(state)
        self.moves.append(move)
        ply = len(self.moves)
        if seat == self.seat:
            self.send(Message("move", {"ply": ply, "move": move}))
        withdrawn = self.theirs if seat == self.seat else self.mine
        self.mine = self.theirs = None
        self._tell("move", seat, QT_TR_NOOP("{player} played {shown}"), ply=ply, move=move)
        if withdrawn is not None:
            self._tell(
                "withdrawn", withdrawn.seat,
                QT_TR_NOOP("{mover} moved, which withdrew the offer of {player}"),
                what=withdrawn.what, mover=self.names[seat],
            )  # fmt: skip
        if self.is_over and not (was_over and self.resigned is not None):
            self._over()

    def _offered(self, offer: Offer) -> None:
        plies = self.takeback_plies(offer.seat) if offer.what == TAKEBACK else 0
        template = OFFER_WORDS[offer.what]
        if plies > 1:
            template = QT_TR_NOOP("{player} asked to take back the last {plies} moves")
        self._tell("offer", offer.seat, template, what=offer.what, plies=plies)

    def _answered(self, offer: Offer, accept: bool) -> None:
        answering = other(offer.seat)
        template = (
            QT_TR_NOOP("{player} accepted {offer}")
            if accept
            else QT_TR_NOOP("{player} declined {offer}")
        )
        offered = Words(WHAT_WORDS[offer.what])
        self._tell("answer", answering, template, what=offer.what, accepted=accept, offer=offered)
        if not accept:
            return
        if offer.what == TAKEBACK:
            plies = self.takeback_plies(offer.seat)
            del self.states[-plies:], self.moves[-plies:]
            words = (
                QT_TR_NOOP("{plies} moves taken back")
                if plies > 1
                else QT_TR_NOOP("A move taken back")
            )
            self._tell("takeback", offer.seat, words, plies=plies)
        elif offer.what == PROPOSAL:
            self.states.append(self.state.agree(offer.name))
            self.ending = offer.name
            self._over()
        else:
            self._rematch()

    def _resigned(self, seat: int) -> None:
        self.resigned = seat
        self.mine = self.theirs = None
        self._over()

    def _rematch(self) -> None:
        self.ident = hashlib.sha256(self.ident.encode()).hexdigest()[:16] if self.ident else ""
        self.seat = self.friend
        self.names = (self.names[1], self.names[0])
        self.states = [self.game.initial_state()]
        self.moves = []
        self.ending = self.resigned = None
        self.mine = self.theirs = None
        self._tell(
            "rematch",
            self.seat,
            QT_TR_NOOP("A rematch begins: {first} to play first"),
            first=self.names[0],
        )

    def _over(self) -> None:
        if self.resigned is not None:
            self._tell(
                "over", self.resigned, QT_TR_NOOP("{player} resigned: a win for {winner}"),
                winner=self.names[other(self.resigned)],
            )  # fmt: skip
            return
        outcome = self.state.outcome()
        assert outcome is not None
        reason = self._engine_words(outcome.reason)
        if outcome.winner is None:
            self._tell("over", None, QT_TR_NOOP("The game is drawn: {reason}"), reason=reason)
        else:
            winner = self.names[outcome.winner]
            self._tell(
                "over",
                outcome.winner,
                QT_TR_NOOP("A win for {winner}: {reason}"),
                winner=winner,
                reason=reason,
            )

    def _tell(self, kind: str, seat: int | None, template: str, **args: object) -> None:
        """Make the event and hand it to ``on_event`` (and the log)."""
        if seat is not None:
            args.setdefault("player", self.names[seat])
        known = {
            key: args[key]
            for key in ("ply", "move", "what", "plies", "accepted", "text")
            if key in args
        }
        event = Event(kind, seat, template, args, friend=self.names[self.friend], **known)  # type: ignore[arg-type]
        log.info("%s", event.words())
        self.on_event(event)

    def _engine_words(self, reason: str) -> str:
        """The engine's reason, the players named and in the language of this run."""
        if isinstance(reason, Text):
            return reason.render(self.names, translate_core)
        return reason
