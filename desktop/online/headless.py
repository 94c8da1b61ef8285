"""A peer without a window, whose seat the computer plays::

    pyramid-duels --online host GAME [--set KEY=VALUE]... [--seat first|second] [--relay URL]
                  --computer LEVEL [--name NAME] [--lang en|fr]
    pyramid-duels --online join CODE [--relay URL] [--wait SECONDS] --computer LEVEL
                  [--name NAME] [--lang en|fr]

The host prints the invite code on a line of its own as soon as the mailbox server gives it;
both then play their seat at the level given (the engine's search, in a thread beside the
network), decline a take-back, answer a proposal as the computer does at the table, and at the
end print the whole record (the moves in the notation, separated by spaces) on one line and the
result on the next (``over WINNER A-B``, then ``agreed`` or ``resigned`` when it ended so).
Everything else it is told (each move, offers, chat, refusals, a lost connection) goes to
standard error, a sentence a line.
Bad input is one sentence and exit status 2; a link that fails, one sentence and exit status 1.
The mailbox server cannot tell a host not there yet from one that has gone: a guest whose host
has not come within ``--wait`` seconds (``WAIT`` by default) gives up, one sentence and exit
status 3.
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import sys

from core.api import Game
from core.errors import EngineError
from core.registry import evaluation_of, make_game
from core.search.levels import Level, find_level
from core.search.player import answer_proposal, choose
from desktop import __version__
from desktop.online.events import Event
from desktop.online.link import DEFAULT_RELAY, LinkError, WormholeLink, status_words
from desktop.online.match import Match
from desktop.online.meeting import follow, meet
from desktop.online.protocol import PROPOSAL, SEATS, Message, Record, Refusal, hello, new_game_id

EXIT_BAD_INPUT = 2
EXIT_LINK_FAILED = 1
EXIT_NO_FRIEND = 3
WAIT = 300.0
"""How long a guest waits for its host by default, in seconds."""


class BadInput(Exception):
    """A command line that cannot be played, with the sentence to print."""


def run_online(args: argparse.Namespace) -> int:
    """``--online``: play, print, and say how it went as the exit status."""
    try:
        role, level, mine = _hello_of(args)
    except BadInput as error:
        print(f"pyramid-duels: error: {error}", file=sys.stderr)
        return EXIT_BAD_INPUT
    from PySide6.QtCore import QCoreApplication

    logging.getLogger("desktop.online").addHandler(logging.NullHandler())  # (said on stderr)

    app = QCoreApplication.instance() or QCoreApplication(sys.argv[:1])
    if args.lang:
        from desktop.i18n import install

        install(args.lang)
    import qasync

    loop = qasync.QEventLoop(app)
    asyncio.set_event_loop(loop)
    try:
        with loop:
            done: int = loop.run_until_complete(_online(args, role, level, mine))
            return done
    finally:
        from desktop.online.reactor import release

        release()


def _hello_of(args: argparse.Namespace) -> tuple[str, Level, Message]:
    """This side's role, level and hello, from the command line (BadInput if it cannot be)."""
    role, what = args.online
    if args.game or args.moves or args.file or args.tutorial:
        raise BadInput("--online plays its own game: no --game, --moves, FILE or --tutorial")
    if role not in ("host", "join"):
        raise BadInput(f"--online takes host GAME or join CODE, not {role!r}")
    if not args.computer:
        raise BadInput("--online needs --computer LEVEL: the computer plays this side's seat")
    try:
        level = find_level(args.computer)
    except EngineError as error:
        raise BadInput(str(error)) from None
    name = args.name or f"{level.name} ({'host' if role == 'host' else 'guest'})"
    if args.wait is not None and (role != "join" or not 0 < args.wait < 10**6):
        raise BadInput("--wait is the guest's: a number of seconds, more than 0")
    if role == "join":
        if args.set or args.seat:
            raise BadInput("--set and --seat are the host's: the guest plays the host's game")
        return role, level, hello(name, "guest", __version__, None)
    game = _game(what, args.set)
    seat = SEATS.index(args.seat or "first")
    record = Record(game.name, dict(game.options), seat, (), ident=new_game_id())
    return role, level, hello(name, "host", __version__, record)


def _game(name: str, items: list[str]) -> Game:
    settings = {}
    for item in items:
        key, sep, value = item.partition("=")
        if not sep or not key:
            raise BadInput(f"--set needs KEY=VALUE, not {item!r}")
        settings[key] = value
    try:
        return make_game(name, settings)
    except EngineError as error:
        raise BadInput(str(error)) from None


async def _online(args: argparse.Namespace, role: str, level: Level, mine: Message) -> int:
    link: WormholeLink | None = None
    try:
        link = WormholeLink(args.relay or DEFAULT_RELAY, on_status=_told_status)
        if role == "host":
            print(await link.invite(), flush=True)
            await link.friend()
        else:
            wait = WAIT if args.wait is None else args.wait
            try:
                await asyncio.wait_for(link.join(args.online[1]), wait)
            except TimeoutError:
                print(f"pyramid-duels: error: {_not_come(wait)}", file=sys.stderr)
                return EXIT_NO_FRIEND
        match = await meet(link, mine, _tell)
        await _play(link, match, level)
    except (LinkError, Refusal) as error:
        words = error.words() if isinstance(error, LinkError) else error.words(_your_friend())
        print(f"pyramid-duels: error: {words}", file=sys.stderr)
        return EXIT_LINK_FAILED
    finally:
        if link is not None:
            await link.close()
    print(match.record_line())
    print(match.result_line(), flush=True)
    return 0


def _not_come(seconds: float) -> str:
    from desktop.i18n import fill, tr, whole_sentence

    words = tr(
        "Your friend has not come in {seconds} s: they may have closed their invitation, ask "
        "them for a new code"
    )
    return whole_sentence(fill(words, seconds=f"{seconds:g}"))


def _your_friend() -> str:
    from desktop.i18n import tr

    return tr("your friend")


async def _play(link: WormholeLink, match: Match, level: Level) -> None:
    """Play this side's seat until the game is over, or the friend left it; the friend's
    messages go to the match as they come."""
    loop = asyncio.get_running_loop()
    changed = asyncio.Event()

    def told(event: Event) -> None:
        _tell(event)
        changed.set()

    match.on_event = told
    listening = asyncio.ensure_future(follow(link, match))
    try:
        while not match.is_over and not match.left:
            offer = match.theirs
            if offer is not None:
                accepts = await loop.run_in_executor(None, _accepts, match, level)
                if match.theirs == offer:  # (not withdrawn meanwhile: the friend resigned)
                    match.answer(accepts)
            elif match.my_turn and match.mine is None:
                before = len(match.moves)
                move = await loop.run_in_executor(None, _choose, match, level)
                if match.my_turn and len(match.moves) == before:
                    match.play(move)
            else:
                changed.clear()
                waiting = asyncio.ensure_future(changed.wait())
                await asyncio.wait({waiting, listening}, return_when=asyncio.FIRST_COMPLETED)
                waiting.cancel()
                if listening.done():
                    listening.result()  # (the link's failure, raised)
                    return
    finally:
        listening.cancel()


def _choose(match: Match, level: Level) -> str:
    state = match.state
    return str(choose(state, evaluation_of(state.game), level, seed=len(match.moves)).move)


def _accepts(match: Match, level: Level) -> bool:
    """The computer's answer to the friend's offer: a take-back or a rematch is declined, a
    proposal answered as at the table."""
    offer = match.theirs
    if offer is None or offer.what != PROPOSAL:
        return False
    return answer_proposal(match.state, offer.name, evaluation_of(match.game), level).accepts


def _tell(event: Event) -> None:
    print(event.words(), file=sys.stderr, flush=True)


def _told_status(status: str) -> None:
    print(status_words(status), file=sys.stderr, flush=True)
